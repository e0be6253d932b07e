import { Link } from "react-router";
import { ContentText } from "~/components/content-text";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { matchCentreMessages } from "~/texts/pages/match-centre";
import type { ScorerRow } from "../statistics/rules";

// The match centre's public pieces (docs/competitions.md "Statistics and the match page"): the top scorers
// table, a pool's results awaiting confirmation, a final sheet's team, a person's record. No JavaScript needed.

const table = "min-w-full divide-y divide-slate-200 text-left text-sm";
const th = "whitespace-nowrap px-3 py-2";
const num = "px-3 py-2 text-right tabular-nums";

/** A player as a public page shows them: the name of an adult, the jersey number of a minor. */
function PlayerName({
  name,
  jersey,
  minor,
  minorNoJersey,
}: {
  name: string | null;
  jersey: number | null;
  minor: string;
  minorNoJersey: string;
}) {
  if (name !== null) return <>{name}</>;
  return <span className="italic">{jersey === null ? minorNoJersey : format(minor, { jersey })}</span>;
}

/** A ranking of scorers: a shared rank marked "2=", a minor by team and jersey number only. */
export function ScorersTable({
  scorers,
  caption,
  competitionId,
  showTeam,
  namesShown,
}: {
  scorers: Omit<ScorerRow, "memberId">[];
  caption: string;
  competitionId: number;
  showTeam: boolean;
  /** Whether the competition is for adults (decision 058): the note under the table says why there are no names. */
  namesShown: boolean;
}) {
  const t = useTexts(matchCentreMessages).scorers;
  const path = usePath();
  if (scorers.length === 0) return <p className="mt-2 text-slate-700">{t.none}</p>;
  return (
    <>
      <div className="mt-4 overflow-x-auto rounded-lg ring-1 ring-slate-200">
        <table className={table}>
          <caption className="px-4 py-2 text-left font-semibold">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {t.columns.rank}
              </th>
              <th scope="col" className={th}>
                {t.columns.player}
              </th>
              {showTeam ? (
                <th scope="col" className={th}>
                  {t.columns.team}
                </th>
              ) : null}
              <th scope="col" className={`${th} text-right`}>
                {t.columns.goals}
              </th>
              <th scope="col" className={`${th} text-right`}>
                <abbr title={t.columns.sevensName}>{t.columns.sevens}</abbr>
              </th>
              <th scope="col" className={`${th} text-right`}>
                <abbr title={t.columns.matchesName}>{t.columns.matches}</abbr>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {scorers.map((row) => (
              <tr key={`${row.entryId}-${row.jersey}-${row.name}-${row.rank}`}>
                <td className="px-3 py-2 tabular-nums">
                  {row.shared ? (
                    <span title={format(t.sharedRankName, { rank: row.rank })}>
                      {format(t.sharedRank, { rank: row.rank })}
                    </span>
                  ) : (
                    row.rank
                  )}
                </td>
                <th scope="row" className="px-3 py-2 font-semibold">
                  <PlayerName
                    name={row.name}
                    jersey={row.jersey}
                    minor={t.minor}
                    minorNoJersey={t.minorNoJersey}
                  />
                </th>
                {showTeam ? (
                  <td className="px-3 py-2">
                    <Link
                      to={path(`/competitions/${competitionId}/teams/${row.entryId}`)}
                      className="underline decoration-slate-400 underline-offset-2 hover:text-red-800"
                    >
                      {row.team}
                    </Link>
                  </td>
                ) : null}
                <td className={num}>{row.goals}</td>
                <td className={num}>{row.sevenGoals}</td>
                <td className={num}>{row.matches}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-slate-700">{namesShown ? t.minorsNote : t.noNames}</p>
    </>
  );
}

/** Under a pool's table: how many of its results wait for the away team's answer or a decision. */
export function AwaitingNote({ count }: { count: number }) {
  const t = useTexts(matchCentreMessages);
  if (count === 0) return null;
  return (
    <p className="mt-1 text-sm font-medium text-amber-900">
      {count === 1 ? t.awaitingOne : format(t.awaiting, { count })}
    </p>
  );
}

/** The link from a list of matches to a match's page, named for a screen reader by its two teams. */
export function MatchPageLink({
  competitionId,
  matchId,
  home,
  away,
}: {
  competitionId: number;
  matchId: number;
  home: string;
  away: string;
}) {
  const t = useTexts(matchCentreMessages);
  const path = usePath();
  return (
    <Link
      to={path(`/competitions/${competitionId}/matches/${matchId}`)}
      aria-label={format(t.matchLink, { home, away })}
      className="font-medium text-red-800 underline"
    >
      {t.matchLinkText}
    </Link>
  );
}

type SheetPlayer = {
  id: number;
  jersey: number | null;
  name: string | null;
  goals: number;
  sevenGoals: number;
  warnings: number;
  suspensions: number;
  disqualification: "none" | "red" | "blue" | "third-suspension";
};

/** One team of a final sheet: its players by jersey with goals (7-metre), warnings, 2-minute suspensions, disqualification. */
export function SheetTeam({
  team,
  players,
  timeouts,
  headingId,
}: {
  team: string;
  players: SheetPlayer[];
  timeouts: readonly [number, number];
  headingId: string;
}) {
  const t = useTexts(matchCentreMessages).match;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-xl font-semibold">
        {team}
      </h3>
      {players.length === 0 ? (
        <p className="mt-2 text-slate-700">{t.noPlayers}</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-lg ring-1 ring-slate-200">
          <table className={table}>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  <abbr title={t.columns.jerseyName}>{t.columns.jersey}</abbr>
                </th>
                <th scope="col" className={th}>
                  {t.columns.player}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t.columns.goals}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  <abbr title={t.columns.sevensName}>{t.columns.sevens}</abbr>
                </th>
                <th scope="col" className={`${th} text-right`}>
                  <abbr title={t.columns.warningsName}>{t.columns.warnings}</abbr>
                </th>
                <th scope="col" className={`${th} text-right`}>
                  <abbr title={t.columns.suspensionsName}>{t.columns.suspensions}</abbr>
                </th>
                <th scope="col" className={th}>
                  {t.columns.disqualification}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {players.map((player) => (
                <tr key={player.id}>
                  <td className="px-3 py-2 tabular-nums">{player.jersey ?? ""}</td>
                  <th scope="row" className="px-3 py-2 font-semibold">
                    <PlayerName
                      name={player.name}
                      jersey={player.jersey}
                      minor={t.minor}
                      minorNoJersey={t.minorNoJersey}
                    />
                  </th>
                  <td className={num}>{player.goals}</td>
                  <td className={num}>{player.sevenGoals}</td>
                  <td className={num}>{player.warnings}</td>
                  <td className={num}>{player.suspensions}</td>
                  <td className="px-3 py-2">{t.disqualifications[player.disqualification]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-2 text-sm text-slate-700">
        {format(t.timeouts, { first: timeouts[0], second: timeouts[1] })}
      </p>
    </section>
  );
}

type RecordCompetition = {
  competitionId: number;
  competition: string;
  competitionFr: string;
  published: boolean;
  season: string;
  totals: {
    matches: number;
    goals: number;
    sevenGoals: number;
    warnings: number;
    suspensions: number;
    disqualifications: number;
  };
  decisions: { lineId: number; day: string | null; decided: boolean; matches: number | null; left: number }[];
};

const TOTALS = ["matches", "goals", "sevenGoals", "warnings", "suspensions", "disqualifications"] as const;

/** A person's page section: per competition, matches played, goals and sanctions, and the blue-card decisions. */
export function MatchRecord({ competitions }: { competitions: RecordCompetition[] }) {
  const t = useTexts(matchCentreMessages).record;
  const path = usePath();
  const { day } = useFormat();
  const names = { ...t.columns, sevenGoals: t.columns.sevens };
  return (
    <section aria-labelledby="match-record" className="mt-12">
      <h2 id="match-record" className="text-2xl font-bold">
        {t.title}
      </h2>
      <p className="mt-2 text-slate-700">{t.intro}</p>
      {competitions.map((entry) => (
        <section key={entry.competitionId} className="mt-6" aria-labelledby={`record-${entry.competitionId}`}>
          <h3 id={`record-${entry.competitionId}`} className="text-lg font-semibold">
            {entry.published ? (
              <Link to={path(`/competitions/${entry.competitionId}`)} className="underline">
                <ContentText en={entry.competition} fr={entry.competitionFr} />
              </Link>
            ) : (
              <ContentText en={entry.competition} fr={entry.competitionFr} />
            )}{" "}
            <span className="font-normal text-slate-700">({entry.season})</span>
          </h3>
          <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            {TOTALS.map((key) => (
              <div key={key} className="flex justify-between gap-2">
                <dt className="text-slate-700">{names[key]}</dt>
                <dd className="font-semibold tabular-nums">{entry.totals[key]}</dd>
              </div>
            ))}
          </dl>
          {entry.decisions.length > 0 ? (
            <ul className="mt-2 list-inside list-disc text-sm">
              {entry.decisions.map((decision) => {
                const on = decision.day ? day(decision.day) : t.noDay;
                const text = !decision.decided
                  ? t.decisionPending
                  : decision.matches === 0
                    ? t.decisionClosed
                    : decision.matches === 1
                      ? t.decisionOne
                      : t.decision;
                return (
                  <li key={decision.lineId}>
                    {format(text, { day: on, count: decision.matches ?? 0, left: decision.left })}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </section>
      ))}
    </section>
  );
}
