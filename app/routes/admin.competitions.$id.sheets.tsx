import { data } from "react-router";
import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { TextLink } from "~/components/ui/text-link";
import { idFrom, loadCompetitionSheets } from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { matchAnswersMessages } from "~/texts/pages/match-answers";
import type { Route } from "./+types/admin.competitions.$id.sheets";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, matchAnswersMessages, (m) => [m.admin.metaTitle, m.admin.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadCompetitionSheets(context.get(appContext).db, idFrom(params.id), new Date());
  if (!page) throw data(null, { status: 404 });
  return page;
}

type Row = Route.ComponentProps["loaderData"]["sheets"][number];

/**
 * A competition's match sheets for the administrators: the results awaiting confirmation in each pool, then
 * the disputed sheets (with their reasons), those awaiting the away team's answer (with their deadlines),
 * and the final ones; each links to its decision page.
 */
export default function CompetitionSheets({ loaderData }: Route.ComponentProps) {
  const t = useTexts(matchAnswersMessages);
  const a = t.admin;
  const path = usePath();
  const locale = useLocale();
  const { dateTime } = useFormat();
  const { competition, sheets, pools } = loaderData;
  const base = `/admin/competitions/${competition.id}`;
  const awaiting = pools.filter((pool) => pool.awaiting > 0);
  const status = (sheet: Row) => {
    if (sheet.state === "disputed") return sheet.dispute_reason ?? "";
    if (sheet.state === "awaiting") return format(a.answerBy, { when: dateTime(sheet.answer_by ?? "") });
    if (sheet.state === "closing") return a.closing;
    if (sheet.state === "open") return "";
    return format(a.how[sheet.state], { when: dateTime(sheet.finalized_at ?? "") });
  };
  const groups = [
    { key: "disputed", title: a.disputed, rows: sheets.filter((sheet) => sheet.status === "disputed") },
    { key: "submitted", title: a.submitted, rows: sheets.filter((sheet) => sheet.status === "submitted") },
    { key: "final", title: a.final, rows: sheets.filter((sheet) => sheet.status === "final") },
  ];
  return (
    <section>
      <PageHeader
        title={format(a.title, { competition: locale === "fr" ? competition.name_fr : competition.name })}
        intro={format(a.intro, { hours: competition.confirm_hours })}
        back={{ to: path(base), label: a.back }}
      />
      <h2 className="mt-8 text-xl font-semibold">{a.awaitingTitle}</h2>
      {awaiting.length === 0 ? (
        <p className="mt-2">{a.awaitingNone}</p>
      ) : (
        <ul className="mt-2 list-disc pl-6">
          {awaiting.map((pool) => (
            <li key={pool.id}>{format(a.awaitingPool, { pool: pool.name, count: pool.awaiting })}</li>
          ))}
        </ul>
      )}
      {groups.map((group) => (
        <div key={group.key} className="mt-8">
          <h2 className="text-xl font-semibold">{group.title}</h2>
          {group.rows.length === 0 ? (
            <p className="mt-2">{a.none}</p>
          ) : (
            <DataTable columns={[a.columns.match, a.columns.score, a.columns.status, a.columns.actions]}>
              {group.rows.map((sheet) => (
                <tr key={sheet.match_id}>
                  <td className={cell}>
                    <span className="font-medium">
                      {format(t.versus, { home: sheet.home ?? "", away: sheet.away ?? "" })}
                    </span>
                    <span className="block text-slate-700">
                      {[
                        sheet.pool ? format(a.pool, { pool: sheet.pool }) : null,
                        format(a.round, { round: sheet.round }),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </td>
                  <td className={cell}>
                    {sheet.home_goals ?? ""}–{sheet.away_goals ?? ""}
                  </td>
                  <td className={`${cell} max-w-md break-words`}>{status(sheet)}</td>
                  <td className={cell}>
                    <TextLink to={path(`${base}/sheets/${sheet.match_id}`)}>
                      {sheet.status === "final" ? a.see : a.decide}
                    </TextLink>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </div>
      ))}
    </section>
  );
}
