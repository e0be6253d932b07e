import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { adminUserContext } from "~/features/accounts/index.server";
import { describeResult } from "~/features/competitions";
import { ResultForm } from "~/features/competitions/components/result-form";
import { afterAdminResult, idFrom, loadMatchResult, saveResult } from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { competitionResultsMessages } from "~/texts/pages/competition-results";
import type { Route } from "./+types/admin.competitions.$id.matches.$matchId.result";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, competitionResultsMessages, (m) => [m.result.metaTitle, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await loadMatchResult(context.get(appContext).db, idFrom(params.id), idFrom(params.matchId));
  if (!found || found.match.home === null || found.match.away === null) throw data(null, { status: 404 });
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config, mail } = context.get(appContext);
  const values = await readForm(request);
  const competitionId = idFrom(params.id);
  const t = getTexts(context, competitionResultsMessages).result;
  const now = new Date();
  const changedBy = context.get(adminUserContext).id;
  // A knockout waiting for this result (or for the pool it completes) fills in with it, and a match sheet
  // submitted or disputed is decided by it (final, by the administrators), in its transaction.
  const after = afterAdminResult(config, changedBy, now);
  const saved = await saveResult(db, {
    competitionId,
    matchId: idFrom(params.matchId),
    values,
    locale: getLocale(context),
    changedBy,
    now,
    afterResultSaved: after.hook,
  });
  if (!saved.ok && saved.reason === "not-found") throw data(null, { status: 404 });
  if (!saved.ok && saved.reason === "invalid") return data({ values, errors: saved.errors }, { status: 400 });
  if (!saved.ok) return data({ values: saved.values, errors: { form: t.stale } }, { status: 409 });
  if (after.decided.value) mail.wake();
  return redirectWithToast(config, pathFor(context, `/admin/competitions/${competitionId}/results`), {
    ...t.saved,
    description: format(t.saved.description, {
      home: saved.home,
      away: saved.away,
      homeGoals: saved.result.home_goals ?? 0,
      awayGoals: saved.result.away_goals ?? 0,
    }),
  });
}

/** A match's result form (from a phone as from a desk) and the history of its saved results. */
export default function MatchResult({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(competitionResultsMessages);
  const path = usePath();
  const { dateTime, day } = useFormat();
  const { competition, match, changes } = loaderData;
  const teams = { home: match.home ?? "", away: match.away ?? "" };
  const state = actionData ?? { values: loaderData.values };
  return (
    <section>
      <PageHeader
        title={format(m.result.title, teams)}
        intro={[
          format(m.result.round, { round: match.round }),
          match.match_date ? day(match.match_date) : null,
          match.match_time,
        ]
          .filter(Boolean)
          .join(" · ")}
        back={{ to: path(`/admin/competitions/${competition.id}/results`), label: m.result.back }}
      />
      <ResultForm
        key={state.values.version}
        state={state}
        home={teams.home}
        away={teams.away}
        knockout={match.pool_id === null}
        forfeitScore={{
          goalsFor: competition.forfeit_goals_for,
          goalsAgainst: competition.forfeit_goals_against,
        }}
      />
      <h2 className="mt-10 text-xl font-semibold">{m.result.history}</h2>
      {changes.length === 0 ? (
        <p className="mt-2">{m.result.noHistory}</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-label={m.result.history}>
          {changes.map((change) => (
            <li key={change.id} className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
              <p className="text-sm text-slate-700">
                {format(m.result.change, {
                  when: dateTime(change.changedAt),
                  who: change.changedBy ?? m.result.unknownAdmin,
                })}
              </p>
              <p className="mt-1 break-words">
                {change.before
                  ? format(m.result.corrected, {
                      before: describeResult(change.before, teams, m.score),
                      after: describeResult(change.after, teams, m.score),
                    })
                  : format(m.result.entered, { after: describeResult(change.after, teams, m.score) })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
