import { data } from "react-router";
import { useContentText } from "~/components/content-text";
import { cell, DataTable } from "~/components/ui/data-table";
import { Field, FormError, TextAreaField } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { adminUserContext } from "~/features/accounts/index.server";
import { SetupForm } from "~/features/competitions/components/setup";
import { decideCase, idFrom, loadDisciplinePage } from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { matchCentreMessages } from "~/texts/pages/match-centre";
import type { Route } from "./+types/admin.competitions.$id.discipline";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, matchCentreMessages, (m) => [m.discipline.metaTitle, m.discipline.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadDisciplinePage(context.get(appContext).db, idFrom(params.id));
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = context.get(appContext);
  const admin = context.get(adminUserContext);
  const competitionId = idFrom(params.id);
  const values = await readForm(request);
  const lineId = idFrom(values.line);
  const t = getTexts(context, matchCentreMessages).discipline;
  const result = await decideCase(
    deps,
    { competitionId, lineId, values, locale: getLocale(context), by: admin.id },
    new Date(),
  );
  if (!result.ok) return data({ lineId, values, errors: result.errors }, { status: 400 });
  const decision =
    result.matches === 0
      ? t.closed
      : format(result.matches === 1 ? t.suspendedOne : t.suspended, { count: result.matches });
  return redirectWithToast(deps.config, pathFor(context, `/admin/competitions/${competitionId}/discipline`), {
    ...t.toast.decided,
    description: format(t.toast.decided.description, { player: result.player, decision }),
  });
}

export default function Discipline({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(matchCentreMessages).discipline;
  const path = usePath();
  const { day, date } = useFormat();
  const contentText = useContentText();
  const { competition, open, decided, max, noteMax } = loaderData;
  const matchWords = (row: { home: string; away: string; day: string | null }) =>
    format(t.match, { home: row.home, away: row.away, day: row.day ? day(row.day) : t.noDay });
  const decisionWords = (matches: number) =>
    matches === 0 ? t.closed : format(matches === 1 ? t.suspendedOne : t.suspended, { count: matches });
  return (
    <section>
      <PageHeader
        title={format(t.title, { competition: contentText(competition.name, competition.name_fr) })}
        intro={format(t.intro, { max })}
        back={{ to: path(`/admin/competitions/${competition.id}`), label: t.back }}
      />
      <p className="mt-4 text-sm text-slate-700">{t.mailed}</p>
      {/* A refused decision on a case no longer open (decided meanwhile, in another tab): said at the top. */}
      {actionData && !open.some((row) => row.lineId === actionData.lineId) ? (
        <div className="mt-4">
          <FormError message={actionData.errors.form} />
        </div>
      ) : null}
      <h2 className="mt-10 text-2xl font-bold">{t.open}</h2>
      {open.length === 0 ? (
        <p className="mt-2">{t.noOpen}</p>
      ) : (
        <ul className="mt-4 space-y-6">
          {open.map((row) => {
            const refused = actionData?.lineId === row.lineId ? actionData : undefined;
            return (
              <li key={row.lineId} className="rounded-lg p-4 ring-1 ring-slate-200">
                <h3 className="text-lg font-semibold">
                  {format(t.caseTitle, { player: row.player, team: row.team })}
                </h3>
                <p className="text-sm text-slate-700">{matchWords(row)}</p>
                <h4 className="mt-3 text-sm font-semibold">{t.report}</h4>
                <p className="mt-1 whitespace-pre-line">{row.report}</p>
                <SetupForm submit={t.decide} error={refused?.errors.form} className="mt-4 max-w-xl space-y-4">
                  <input type="hidden" name="line" value={row.lineId} />
                  <Field
                    id={`matches-${row.lineId}`}
                    name="matches"
                    label={t.matches}
                    hint={format(t.matchesHint, { max })}
                    inputMode="numeric"
                    required
                    defaultValue={refused?.values.matches ?? ""}
                    error={refused?.errors.matches}
                  />
                  <TextAreaField
                    id={`note-${row.lineId}`}
                    name="note"
                    label={t.note}
                    hint={t.noteHint}
                    maxLength={noteMax}
                    rows={2}
                    defaultValue={refused?.values.note ?? ""}
                    error={refused?.errors.note}
                  />
                </SetupForm>
              </li>
            );
          })}
        </ul>
      )}
      <h2 className="mt-10 text-2xl font-bold">{t.decided}</h2>
      {decided.length === 0 ? (
        <p className="mt-2">{t.noDecided}</p>
      ) : (
        <DataTable
          columns={[
            t.columns.player,
            t.columns.match,
            t.columns.decision,
            t.columns.left,
            t.columns.decidedOn,
          ]}
        >
          {decided.map((row) =>
            row.decision ? (
              <tr key={row.lineId}>
                <td className={cell}>{format(t.caseTitle, { player: row.player, team: row.team })}</td>
                <td className={cell}>{matchWords(row)}</td>
                <td className={cell}>
                  {decisionWords(row.decision.matches)}
                  {row.decision.note ? (
                    <p className="mt-1 text-sm text-slate-700">{row.decision.note}</p>
                  ) : null}
                </td>
                <td className={`${cell} tabular-nums`}>
                  {row.decision.matches === 0 ? "—" : row.decision.left}
                </td>
                <td className={cell}>{date(row.decision.decidedAt)}</td>
              </tr>
            ) : null,
          )}
        </DataTable>
      )}
    </section>
  );
}
