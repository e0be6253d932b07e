import { Form, Link } from "react-router";
import { Button, LinkButton } from "~/components/ui/button";
import { Field, FormError, SelectField, TextAreaField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import type { MatchStatus, SheetSide, SheetStatus } from "~/db/schema";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { matchSheetMessages } from "~/texts/pages/match-sheet";
import { sheetField } from "../match-sheet/forms";
import type { SheetPage, SheetPageWithSheet } from "../match-sheet/service.server";
import { DecidedBySelect } from "./result-form";

/**
 * The match sheet's page (docs/competitions.md "The match sheet"): the match, each side's lineup form, the
 * sheet's form, and the sheet as a table (read-only, and what prints). Plain forms that post to the page, so
 * it works without JavaScript; one column on a phone, the players as stacked cards.
 */

export type { SheetPageWithSheet };

/** What a refused post sends back: which form, what was posted, and the sentences by field. */
export type SheetRefusal = { intent: string; values: Record<string, string>; errors: Record<string, string> };

type Side = SheetPageWithSheet["home"];
type Sheet = SheetPageWithSheet["sheet"];

/** A number input as large as a thumb, with the numeric keypad on a phone. */
const numeric = {
  inputMode: "numeric" as const,
  pattern: "[0-9]*",
  autoComplete: "off",
  className: "min-w-0",
};

function useWhen() {
  const t = useTexts(matchSheetMessages);
  const { day, time } = useFormat();
  return (match: { day: string | null; time: string | null }) => {
    if (match.day === null) return t.noDay;
    return match.time === null
      ? format(t.noTime, { day: day(match.day) })
      : format(t.when, { day: day(match.day), time: time(match.time) });
  };
}

/** The match: competition, day and time, venue, and the sheet's state with what the viewer may do next. */
export function MatchSummary({ page }: { page: SheetPage }) {
  const t = useTexts(matchSheetMessages);
  const locale = useLocale();
  const path = usePath();
  const when = useWhen();
  const { dateTime } = useFormat();
  const { match, sheet, access } = page;
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold uppercase tracking-wide text-red-800">
        {locale === "fr" ? match.competitionFr : match.competition}
      </p>
      <h1 className="break-words text-3xl font-bold print:text-2xl">
        {format(t.versus, { home: match.home, away: match.away })}
      </h1>
      <p className="text-slate-700">
        {when(match)} · {match.venue ?? t.noVenue}
      </p>
      {sheet ? (
        <div className="space-y-2">
          <p className="font-medium">
            {sheet.status === "submitted" && sheet.answerBy
              ? format(t.waiting, { away: match.away, when: dateTime(sheet.answerBy) })
              : t.status[sheet.status]}
          </p>
          {sheet.status === "submitted" && access.away ? (
            <LinkButton
              to={path(`/matches/${match.id}/answer`)}
              size="lg"
              className="inline-block print:hidden"
            >
              {t.answerLink}
            </LinkButton>
          ) : null}
          {access.admin && sheet.writable && sheet.status !== "open" ? (
            <p className="text-sm text-slate-700 print:hidden">
              {format(t.adminEdits, { status: t.status[sheet.status].toLowerCase() })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="font-medium">{t.noSheet[match.status === "cancelled" ? "cancelled" : "postponed"]}</p>
      )}
    </div>
  );
}

/** A side's lineup: the roster's players and officials as large checkboxes, each refusal under its person. */
export function LineupForm({
  which,
  side,
  version,
  limits,
  refused,
}: {
  which: SheetSide;
  side: Side;
  version: number;
  limits: SheetPageWithSheet["limits"];
  refused?: SheetRefusal;
}) {
  const t = useTexts(matchSheetMessages);
  const mine = refused?.intent === `lineup-${which}` ? refused : undefined;
  const errors = mine?.errors ?? {};
  const ticked = (field: string, picked: boolean) => (mine ? mine.values[field] === "1" : picked);
  const headingId = `lineup-${which}`;
  const group = (role: "player" | "official") => {
    const places = side.roster.filter((place) => (place.role === "player") === (role === "player"));
    const groupError = errors[role === "player" ? "players" : "officials"];
    return (
      <fieldset className="mt-4">
        <legend className="font-semibold">{role === "player" ? t.lineup.players : t.lineup.officials}</legend>
        {groupError ? <p className="mt-1 text-sm font-medium text-red-700">{groupError}</p> : null}
        {places.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{t.lineup.emptyRoster}</p>
        ) : (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {places.map((place) => {
              const field = `${role}_${place.memberId}`;
              const error = errors[field];
              const label =
                role === "official"
                  ? format(t.lineup.official, {
                      name: place.name,
                      role: t.lineup.roles[place.role === "manager" ? "manager" : "coach"],
                    })
                  : place.jersey === null
                    ? format(t.lineup.playerNoJersey, { name: place.name })
                    : format(t.lineup.player, { jersey: place.jersey, name: place.name });
              return (
                <li key={field}>
                  <label
                    htmlFor={`${which}-${field}`}
                    className={`flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 ${
                      error ? "border-red-700" : "border-slate-300"
                    }`}
                  >
                    <input
                      id={`${which}-${field}`}
                      name={field}
                      type="checkbox"
                      value="1"
                      defaultChecked={ticked(field, place.picked)}
                      className="h-5 w-5 shrink-0 accent-red-700"
                      {...(error
                        ? { "aria-invalid": true, "aria-describedby": `${which}-${field}-error` }
                        : {})}
                    />
                    <span>{label}</span>
                  </label>
                  {error ? (
                    <p id={`${which}-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
    );
  };
  return (
    <Panel id={headingId} heading={format(t.lineup.title, { team: side.team })} className="print:hidden">
      <p className="mt-2 text-slate-700">
        {format(t.lineup.intro, { players: limits.players, officials: limits.officials })}
      </p>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value={`lineup-${which}`} />
        <input type="hidden" name="version" value={version} />
        <FormError message={errors.form} />
        {group("player")}
        {group("official")}
        <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
          {t.lineup.save}
        </Button>
      </Form>
    </Panel>
  );
}

/** The scores and time-outs of one side, as fields. */
function TeamNumbers({
  which,
  team,
  sheet,
  value,
  errors,
}: {
  which: SheetSide;
  team: string;
  sheet: Sheet;
  value: (field: string, stored: number | null) => string;
  errors: Record<string, string>;
}) {
  const t = useTexts(matchSheetMessages).sheet;
  const stored = {
    halfTime: which === "home" ? sheet.homeHalfTime : sheet.awayHalfTime,
    goals: which === "home" ? sheet.homeGoals : sheet.awayGoals,
  };
  const fields = [
    { name: sheetField.halfTime(which), label: t.halfTime, stored: stored.halfTime },
    { name: sheetField.goals(which), label: t.final, stored: stored.goals },
    { name: sheetField.timeouts(which, 1), label: t.timeouts1, stored: sheet.timeouts[which][0] ?? 0 },
    { name: sheetField.timeouts(which, 2), label: t.timeouts2, stored: sheet.timeouts[which][1] ?? 0 },
  ];
  return (
    <fieldset className="rounded-md border border-slate-300 p-3">
      <legend className="px-1 font-semibold">{team}</legend>
      <div className="grid grid-cols-2 gap-3">
        {fields.map((field) => (
          <Field
            key={field.name}
            name={field.name}
            label={field.label}
            defaultValue={value(field.name, field.stored)}
            error={errors[field.name]}
            {...numeric}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A knockout match's decision, after the score: how it was decided (a plain select) and, for 7-metre
 * throws, each team's throws scored. Two columns from the smallest phone: a select and two short numbers.
 */
function DecisionFields({
  page,
  value,
  errors,
}: {
  page: SheetPageWithSheet;
  value: (field: string, stored: number | string | null) => string;
  errors: Record<string, string>;
}) {
  const t = useTexts(matchSheetMessages).sheet;
  const { sheet } = page;
  return (
    <fieldset className="rounded-md border border-slate-300 p-3">
      <legend className="px-1 font-semibold">{t.decidedBy}</legend>
      <p className="text-sm text-slate-700">{t.knockoutNote}</p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <DecidedBySelect
          name={sheetField.decidedBy}
          defaultValue={value(sheetField.decidedBy, sheet.decidedBy)}
          error={errors[sheetField.decidedBy]}
          className="col-span-2"
        />
        <p className="col-span-2 text-sm font-medium text-slate-800">{t.sevensScore}</p>
        {(
          [
            ["home", page.home.team, sheet.homeSevens],
            ["away", page.away.team, sheet.awaySevens],
          ] as const
        ).map(([which, team, stored]) => (
          <Field
            key={which}
            name={sheetField.throws(which)}
            label={format(t.sevensOf, { team })}
            defaultValue={value(sheetField.throws(which), stored)}
            error={errors[sheetField.throws(which)]}
            {...numeric}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** One player's card: goals, 7-metre goals, warning, suspensions, disqualification and the blue card's report. */
function PlayerCard({
  player,
  value,
  errors,
}: {
  player: Side["players"][number];
  value: (field: string, stored: number | string | null) => string;
  errors: Record<string, string>;
}) {
  const t = useTexts(matchSheetMessages);
  const field = (what: Parameters<typeof sheetField.line>[0]) => sheetField.line(what, player.id);
  const warned = value(field("warning"), player.warning ? "1" : "") === "1";
  const disqualification = value(
    field("disqualification"),
    player.disqualification === "third-suspension" ? "none" : player.disqualification,
  );
  return (
    <li>
      <fieldset className="rounded-md border border-slate-300 p-3">
        <legend className="px-1 font-semibold">
          {player.jersey === null
            ? format(t.lineup.playerNoJersey, { name: player.name })
            : format(t.lineup.player, { jersey: player.jersey, name: player.name })}
        </legend>
        {player.suspended ? (
          <p className="mb-2 font-semibold text-red-800">
            {format(t.reasons.suspended, { name: player.name })}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          {(
            [
              ["goals", t.sheet.goals, player.goals],
              ["sevens", t.sheet.sevens, player.sevens],
              ["suspensions", t.sheet.suspensions, player.suspensions],
            ] as const
          ).map(([what, label, stored]) => (
            <Field
              key={what}
              name={field(what)}
              label={label}
              defaultValue={value(field(what), stored)}
              error={errors[field(what)]}
              {...numeric}
            />
          ))}
          <div>
            <label htmlFor={field("warning")} className="flex min-h-11 items-center gap-3 pt-5">
              <input
                id={field("warning")}
                name={field("warning")}
                type="checkbox"
                value="1"
                defaultChecked={warned}
                className="h-5 w-5 shrink-0 accent-red-700"
              />
              <span className="text-sm font-medium text-slate-800">{t.sheet.warning}</span>
            </label>
          </div>
          <SelectField
            name={field("disqualification")}
            label={t.sheet.disqualification}
            defaultValue={disqualification}
            error={errors[field("disqualification")]}
            className="col-span-2"
          >
            {(["none", "red", "blue"] as const).map((kind) => (
              <option key={kind} value={kind}>
                {t.sheet.disqualifications[kind]}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            name={field("report")}
            label={t.sheet.report}
            hint={t.sheet.reportHint}
            defaultValue={value(field("report"), player.report)}
            error={errors[field("report")]}
            rows={2}
            maxLength={2000}
            className="col-span-2"
          />
        </div>
      </fieldset>
    </li>
  );
}

/** The sheet as a form: both sides' numbers, then each side's players as cards; Save, and Submit while open. */
export function SheetForm({ page, refused }: { page: SheetPageWithSheet; refused?: SheetRefusal }) {
  const t = useTexts(matchSheetMessages);
  const { sheet } = page;
  const mine = refused && (refused.intent === "save" || refused.intent === "submit") ? refused : undefined;
  const errors = mine?.errors ?? {};
  const value = (field: string, stored: number | string | null) =>
    mine ? (mine.values[field] ?? "") : stored === null ? "" : String(stored);
  const sides = [
    { which: "home" as const, side: page.home },
    { which: "away" as const, side: page.away },
  ];
  return (
    <Panel id="sheet" heading={t.sheet.title} className="print:hidden">
      <p className="mt-2 text-slate-700">{t.sheet.intro}</p>
      <Form method="post" className="mt-4 space-y-6">
        <input type="hidden" name="version" value={sheet.version} />
        <FormError message={errors.form} />
        <div className="grid gap-4 sm:grid-cols-2">
          {sides.map(({ which, side }) => (
            <TeamNumbers
              key={which}
              which={which}
              team={side.team}
              sheet={sheet}
              value={value}
              errors={errors}
            />
          ))}
        </div>
        {page.match.knockout ? <DecisionFields page={page} value={value} errors={errors} /> : null}
        {sides.map(({ which, side }) => (
          <section key={which} aria-labelledby={`players-${which}`}>
            <h3 id={`players-${which}`} className="text-xl font-bold">
              {side.team}
            </h3>
            {side.players.length === 0 ? (
              <p className="mt-2 text-slate-700">{t.lineup.none}</p>
            ) : (
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {side.players.map((player) => (
                  <PlayerCard key={player.id} player={player} value={value} errors={errors} />
                ))}
              </ul>
            )}
          </section>
        ))}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" name="intent" value="save" size="lg" variant="secondary">
            {t.sheet.save}
          </Button>
          {sheet.submittable ? (
            <Button type="submit" name="intent" value="submit" size="lg">
              {t.sheet.submit}
            </Button>
          ) : null}
        </div>
        {sheet.submittable ? (
          <p className="text-sm text-slate-700">{format(t.sheet.submitHint, { away: page.match.away })}</p>
        ) : null}
      </Form>
    </Panel>
  );
}

/** The sheet as it stands, both teams' tables: what the away side reads, and what prints on one page. */
export function SheetTables({ page, printOnly }: { page: SheetPageWithSheet; printOnly: boolean }) {
  const t = useTexts(matchSheetMessages);
  const { sheet } = page;
  const score = (home: number | null, away: number | null) =>
    home === null || away === null ? "–" : format(t.sheet.score, { home, away });
  const cell = "border-b border-slate-200 px-1 py-1 text-right tabular-nums";
  return (
    <section
      aria-labelledby="sheet-table"
      className={`space-y-4 ${printOnly ? "hidden print:block" : ""} print:text-xs`}
    >
      <h2 id="sheet-table" className="text-2xl font-bold print:text-lg">
        {t.sheet.title}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:max-w-md">
        <dt className="font-medium">{t.sheet.halfTime}</dt>
        <dd className="tabular-nums">{score(sheet.homeHalfTime, sheet.awayHalfTime)}</dd>
        <dt className="font-medium">{t.sheet.final}</dt>
        <dd className="tabular-nums">{score(sheet.homeGoals, sheet.awayGoals)}</dd>
        {page.match.knockout ? (
          <>
            <dt className="font-medium">{t.sheet.decidedBy}</dt>
            <dd>{sheet.decidedBy ? t.sheet.decided[sheet.decidedBy] : "–"}</dd>
            {sheet.decidedBy === "sevens" ? (
              <>
                <dt className="font-medium">{t.sheet.sevensScore}</dt>
                <dd className="tabular-nums">{score(sheet.homeSevens, sheet.awaySevens)}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        {(["home", "away"] as const).map((which) => {
          const side = page[which];
          const reports = side.players.filter((player) => player.disqualification === "blue");
          return (
            <div key={which}>
              <table className="w-full table-fixed text-sm print:text-xs">
                <caption className="text-left font-semibold">{side.team}</caption>
                <thead>
                  <tr className="text-right">
                    <th scope="col" className="w-8 px-1">
                      #
                    </th>
                    <th scope="col" className="px-1 text-left">
                      <span className="sr-only">{t.lineup.players}</span>
                    </th>
                    {(["goals", "sevens", "warning", "suspensions", "disqualification"] as const).map(
                      (column) => (
                        <th
                          key={column}
                          scope="col"
                          className={column === "disqualification" ? "w-9 px-1" : "w-8 px-1"}
                        >
                          <abbr title={t.sheet[column]}>{t.sheet.abbr[column]}</abbr>
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {side.players.map((player) => (
                    <tr key={player.id}>
                      <td className={cell}>{player.jersey ?? ""}</td>
                      <td className="break-words border-b border-slate-200 px-1 py-1">
                        {player.name}
                        {player.suspended ? (
                          <span className="block text-xs font-semibold text-red-800">
                            {format(t.reasons.suspended, { name: player.name })}
                          </span>
                        ) : null}
                      </td>
                      <td className={cell}>{player.goals}</td>
                      <td className={cell}>{player.sevens}</td>
                      <td className={cell}>{player.warning ? "✓" : ""}</td>
                      <td className={cell}>{player.suspensions || ""}</td>
                      <td className={cell}>
                        {player.disqualification === "none" ? (
                          ""
                        ) : (
                          <abbr title={t.sheet.disqualifications[player.disqualification]}>
                            {t.sheet.abbr[player.disqualification]}
                          </abbr>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-2 text-sm print:text-xs">
                {format(t.sheet.timeoutsLine, {
                  first: sheet.timeouts[which][0] ?? 0,
                  second: sheet.timeouts[which][1] ?? 0,
                })}
              </p>
              {side.officials.length > 0 ? (
                <p className="mt-1 text-sm print:text-xs">
                  {format(t.sheet.officials, {
                    names: side.officials.map((official) => official.name).join(", "),
                  })}
                </p>
              ) : null}
              {reports.map((player) => (
                <p key={player.id} className="mt-1 text-sm print:text-xs">
                  {format(t.sheet.reportOf, { name: player.name, report: player.report })}
                </p>
              ))}
            </div>
          );
        })}
      </div>
    </section>
  );
}

type ListedMatch = {
  id: number;
  day: string | null;
  time: string | null;
  status: MatchStatus;
  competition: string;
  competitionFr: string;
  home: string;
  away: string;
  venue: string | null;
  sheet: SheetStatus | null;
};

/** The account's teams' matches, upcoming then recent, each with its sheet's state and a link to it. */
export function MatchesOfAccount({
  matches,
}: {
  matches: { upcoming: ListedMatch[]; recent: ListedMatch[] };
}) {
  const t = useTexts(matchSheetMessages);
  const locale = useLocale();
  const path = usePath();
  const when = useWhen();
  const list = (id: string, heading: string, rows: ListedMatch[]) => (
    <Panel id={id} heading={heading}>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-700">{t.account.none}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {rows.map((row) => (
            <li key={row.id} className="py-3">
              <p className="font-semibold">{format(t.versus, { home: row.home, away: row.away })}</p>
              <p className="text-sm text-slate-700">
                {locale === "fr" ? row.competitionFr : row.competition} · {when(row)} ·{" "}
                {row.venue ?? t.noVenue}
              </p>
              <p className="mt-1 text-sm">
                {row.sheet === null
                  ? t.account[row.status === "cancelled" ? "cancelled" : "postponed"]
                  : t.status[row.sheet]}
              </p>
              {row.sheet === null ? null : (
                <Link
                  to={path(`/matches/${row.id}/sheet`)}
                  className="mt-1 inline-flex min-h-11 items-center font-medium text-red-800 underline"
                >
                  {t.account.open}
                  {/* Every row's link says which match it opens to a screen reader's list of links. */}
                  <span className="sr-only">
                    {format(t.account.openOf, {
                      match: format(t.versus, { home: row.home, away: row.away }),
                    })}
                  </span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
  return (
    <div className="space-y-6">
      {list("upcoming", t.account.upcoming, matches.upcoming)}
      {list("recent", t.account.recent, matches.recent)}
    </div>
  );
}
