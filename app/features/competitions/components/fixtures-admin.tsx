import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { cell, DataTable } from "~/components/ui/data-table";
import { CheckboxField, Field, FormError, SelectField, TextAreaField } from "~/components/ui/field";
import { TextLink } from "~/components/ui/text-link";
import type { MatchStatus } from "~/db/schema";
import {
  type Clash,
  clashWords,
  knockoutMatchName,
  knockoutMatchTitle,
  knockoutRoundName,
  parseSource,
  sourceWords,
} from "~/features/competitions";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { fixturesMessages } from "~/texts/pages/fixtures";
import { fixturesAdminMessages } from "~/texts/pages/fixtures-admin";

// The administrators' fixtures screens (docs/competitions.md, "In the admin"): the matches of a pool or a
// knockout round as a table, the clash warnings, and the forms that generate fixtures and add a knockout.

/** A match as the tables show it (listMatchesOfCompetition's row). */
export interface MatchLine {
  id: number;
  stage_id: number;
  pool_id: number | null;
  round: number;
  number: number;
  home_team: string | null;
  away_team: string | null;
  home_source: string | null;
  away_source: string | null;
  match_date: string | null;
  match_time: string | null;
  venue: string | null;
  status: MatchStatus;
  home_goals: number | null;
  away_goals: number | null;
}

/** Names of pools and knockout matches, for "1st Pool A" and "Winner of semi-final 1". */
export interface Naming {
  pools: { id: number; name: string }[];
  /** Every knockout match with its stage's number of rounds. */
  knockout: { id: number; round: number; number: number; rounds: number }[];
}

/** A side of a match in words: its team, or where the team will come from, or "To be set". */
export function useSideName(naming: Naming) {
  const locale = useLocale();
  const words = useTexts(fixturesMessages);
  const m = useTexts(fixturesAdminMessages);
  return (team: string | null, source: string | null) => {
    if (team) return team;
    const parsed = source === null ? null : parseSource(source);
    if (!parsed) return m.tbd;
    return sourceWords(parsed, words, locale, {
      pool: (id) => naming.pools.find((pool) => pool.id === id)?.name,
      match: (id) => {
        const match = naming.knockout.find((candidate) => candidate.id === id);
        return match && knockoutMatchName(match, match.rounds);
      },
    });
  };
}

/** "Lions v Tigers", "1st Pool A v 2nd Pool B". */
export function useMatchTitle(naming: Naming) {
  const side = useSideName(naming);
  const m = useTexts(fixturesAdminMessages);
  return (match: MatchLine) =>
    format(m.versus, {
      home: side(match.home_team, match.home_source),
      away: side(match.away_team, match.away_source),
    });
}

/** The matches of one round (or of one knockout round), a row each, with the edit link. */
export function MatchTable({
  matches,
  naming,
  editPath,
}: {
  matches: MatchLine[];
  naming: Naming;
  editPath: (id: number) => string;
}) {
  const m = useTexts(fixturesAdminMessages);
  const formatter = useFormat();
  const side = useSideName(naming);
  const title = useMatchTitle(naming);
  const c = m.columns;
  return (
    <DataTable columns={[c.number, c.home, c.away, c.day, c.time, c.venue, c.status, c.score, c.actions]}>
      {matches.map((match) => (
        <tr key={match.id}>
          <td className={cell}>{match.number}</td>
          <td className={cell}>{side(match.home_team, match.home_source)}</td>
          <td className={cell}>{side(match.away_team, match.away_source)}</td>
          <td className={cell}>{match.match_date ? formatter.day(match.match_date) : m.tbd}</td>
          <td className={cell}>{match.match_time ? formatter.time(match.match_time) : m.tbd}</td>
          <td className={cell}>{match.venue ?? m.noVenue}</td>
          <td className={cell}>{m.status[match.status]}</td>
          <td className={cell}>
            {match.home_goals === null || match.away_goals === null
              ? ""
              : `${match.home_goals}–${match.away_goals}`}
          </td>
          <td className={cell}>
            <TextLink to={editPath(match.id)} aria-label={format(m.editMatch, { match: title(match) })}>
              {m.edit}
            </TextLink>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** A pool's fixtures by round, each round with its day and the team that has the bye. */
export function PoolRounds({
  matches,
  byes,
  teams,
  naming,
  editPath,
}: {
  matches: MatchLine[];
  byes: { round: number; entry: number }[];
  teams: { id: number; team_name: string }[];
  naming: Naming;
  editPath: (id: number) => string;
}) {
  const m = useTexts(fixturesAdminMessages);
  const formatter = useFormat();
  const rounds = [...new Set(matches.map((match) => match.round))];
  return rounds.map((round) => {
    const ofRound = matches.filter((match) => match.round === round);
    const day = ofRound.find((match) => match.match_date)?.match_date;
    const bye = byes.find((candidate) => candidate.round === round);
    const resting = bye && teams.find((team) => team.id === bye.entry);
    return (
      <div key={round} className="mt-6">
        <h4 className="text-lg font-semibold">
          {day ? format(m.roundOn, { round, day: formatter.day(day) }) : format(m.round, { round })}
        </h4>
        <MatchTable matches={ofRound} naming={naming} editPath={editPath} />
        {resting ? (
          <p className="mt-2 text-sm text-slate-700">{format(m.bye, { team: resting.team_name })}</p>
        ) : null}
      </div>
    );
  });
}

/** A knockout stage's rounds, named (semi-finals, final), each match named in the table's caption. */
export function KnockoutRounds({
  matches,
  rounds,
  naming,
  editPath,
}: {
  matches: MatchLine[];
  rounds: number;
  naming: Naming;
  editPath: (id: number) => string;
}) {
  const words = useTexts(fixturesMessages);
  return [...new Set(matches.map((match) => match.round))].map((round) => (
    <div key={round} className="mt-6">
      <h4 className="text-lg font-semibold">{words.rounds[knockoutRoundName(round, rounds)]}</h4>
      <ul className="mt-1 text-sm text-slate-700">
        {matches
          .filter((match) => match.round === round)
          .map((match) => (
            <li key={match.id}>
              {match.number}. {knockoutMatchTitle(knockoutMatchName(match, rounds), words)}
            </li>
          ))}
      </ul>
      <MatchTable
        matches={matches.filter((match) => match.round === round)}
        naming={naming}
        editPath={editPath}
      />
    </div>
  ));
}

/** The clash warnings, each naming the team or venue, the day and the time, with links to the matches. */
export function ClashWarnings({
  clashes,
  teams,
  venues,
  editPath,
  own,
}: {
  clashes: Clash[];
  teams: Record<number, string>;
  venues: Record<number, string>;
  editPath: (id: number) => string;
  /** The matches of this competition (another competition's match has no link here). */
  own: readonly number[];
}) {
  const m = useTexts(fixturesAdminMessages);
  const words = useTexts(fixturesMessages);
  const formatter = useFormat();
  if (clashes.length === 0) return null;
  return (
    <section aria-labelledby="clashes" className="mt-6 rounded-md border border-amber-600 bg-amber-50 p-4">
      <h2 id="clashes" className="text-xl font-bold text-amber-900">
        {m.clashes.title}
      </h2>
      <p className="mt-1 text-sm text-slate-800">{m.clashes.intro}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-900">
        {clashes.map((clash) => (
          <li key={`${clash.kind}-${clash.matches.join("-")}`}>
            {clashWords(clash, words, {
              team: (id) => teams[id] ?? "",
              venue: (id) => venues[id] ?? "",
              day: formatter.day,
              time: formatter.time,
            })}{" "}
            {clash.matches
              .filter((id) => own.includes(id))
              .map((id, index) => (
                <span key={id}>
                  {index > 0 ? " · " : ""}
                  <TextLink to={editPath(id)}>{`${m.edit} #${id}`}</TextLink>
                </span>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A form of the page: posted with its intent, its submit button disabled while it is on its way. */
export function IntentForm({
  intent,
  submit,
  variant = "primary",
  children,
  label,
}: {
  intent: string;
  submit: string;
  variant?: "primary" | "secondary";
  children?: ReactNode;
  label: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    // The server checks every field and answers in the page's language (the browser's own bubbles would not).
    <Form method="post" noValidate aria-label={label} className="mt-4 max-w-2xl space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Button type="submit" variant={variant} disabled={busy}>
        {submit}
      </Button>
    </Form>
  );
}

export type FormState =
  | { form: string; values: Record<string, string>; errors: Record<string, string> }
  | undefined;

/** Generates a pool's fixtures, or generates them again while no match has a result. */
export function GenerateForm({
  pool,
  regenerate,
  hint,
  state,
}: {
  pool: { id: number; name: string };
  regenerate: boolean;
  hint: string;
  state: FormState;
}) {
  const m = useTexts(fixturesAdminMessages);
  const mine = state?.form === `pool-${pool.id}` ? state : undefined;
  return (
    <IntentForm
      intent={regenerate ? "regenerate" : "generate"}
      label={format(m.generate.legend, { name: pool.name })}
      submit={regenerate ? m.generate.regenerateSubmit : m.generate.submit}
      variant={regenerate ? "secondary" : "primary"}
    >
      <input type="hidden" name="poolId" value={pool.id} />
      {regenerate ? <input type="hidden" name="regenerate" value="1" /> : null}
      <FormError message={mine?.errors.form} />
      <TextAreaField
        id={`days-${pool.id}`}
        name="days"
        label={m.generate.days}
        hint={regenerate ? `${hint} ${m.generate.regenerateHint}` : hint}
        rows={3}
        defaultValue={mine?.values.days}
        error={mine?.errors.days}
      />
    </IntentForm>
  );
}

/** Adds a knockout stage: from a round robin's pools, or from seeds given to confirmed teams. */
export function KnockoutForm({
  poolStages,
  entries,
  interval,
  state,
}: {
  poolStages: { id: number; name: string }[];
  entries: { id: number; team_name: string }[];
  interval: number;
  state: FormState;
}) {
  const m = useTexts(fixturesAdminMessages);
  const mine = state?.form === "knockout" ? state : undefined;
  const values = mine?.values ?? {};
  const errors = mine?.errors ?? {};
  const t = m.knockout;
  const from = values.from ?? (poolStages.length > 0 ? `pools-${poolStages[0]?.id}` : "seeds");
  return (
    <IntentForm intent="knockout" label={t.legend} submit={t.submit}>
      <FormError message={errors.form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="name"
          label={t.name}
          defaultValue={values.name ?? fixturesAdminMessages.en.knockout.defaultName}
          error={errors.name}
          required
        />
        <Field
          name="nameFr"
          label={t.nameFr}
          defaultValue={values.nameFr ?? fixturesAdminMessages.fr.knockout.defaultName}
          error={errors.nameFr}
          required
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t.from}</legend>
        {poolStages.map((stage) => (
          <div key={stage.id} className="flex items-start gap-2">
            <input
              type="radio"
              id={`from-pools-${stage.id}`}
              name="from"
              value={`pools-${stage.id}`}
              defaultChecked={from === `pools-${stage.id}`}
              className="mt-1 h-4 w-4 accent-red-700"
            />
            <label htmlFor={`from-pools-${stage.id}`} className="text-sm text-slate-800">
              {format(t.fromPools, { stage: stage.name })}
            </label>
          </div>
        ))}
        <div className="flex items-start gap-2">
          <input
            type="radio"
            id="from-seeds"
            name="from"
            value="seeds"
            defaultChecked={from === "seeds"}
            className="mt-1 h-4 w-4 accent-red-700"
          />
          <label htmlFor="from-seeds" className="text-sm text-slate-800">
            {t.fromSeeds}
          </label>
        </div>
        {errors.from ? <p className="text-sm font-medium text-red-700">{errors.from}</p> : null}
      </fieldset>
      {poolStages.length > 0 ? (
        <Field
          name="qualifiers"
          type="number"
          inputMode="numeric"
          min={1}
          max={32}
          label={t.qualifiers}
          defaultValue={values.qualifiers ?? "2"}
          error={errors.qualifiers}
        />
      ) : (
        <p className="text-sm text-slate-700">{t.noPoolsStage}</p>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t.fromSeeds}</legend>
        <p className="text-sm text-slate-700">{t.seedHint}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {entries.map((entry) => (
            <Field
              key={entry.id}
              name={`seed-${entry.id}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={64}
              label={format(t.seed, { team: entry.team_name })}
              defaultValue={values[`seed-${entry.id}`] ?? ""}
              error={errors[`seed-${entry.id}`]}
            />
          ))}
        </div>
      </fieldset>
      <CheckboxField name="thirdPlace" label={t.thirdPlace} checked={values.thirdPlace === "1"} />
      <Field
        name="firstOn"
        type="date"
        label={t.firstOn}
        hint={format(t.firstOnHint, { interval })}
        defaultValue={values.firstOn ?? ""}
        error={errors.firstOn}
      />
    </IntentForm>
  );
}

/** A match's day, time and venue. */
export function ScheduleForm({
  match,
  venues,
  state,
}: {
  match: { match_date: string | null; match_time: string | null; venue_id: number | null };
  venues: { id: number; name: string }[];
  state: FormState;
}) {
  const m = useTexts(fixturesAdminMessages);
  const mine = state?.form === "schedule" ? state : undefined;
  const values = mine?.values ?? {
    day: match.match_date ?? "",
    time: match.match_time ?? "",
    venue: match.venue_id === null ? "" : String(match.venue_id),
  };
  const errors = mine?.errors ?? {};
  return (
    <IntentForm intent="schedule" label={m.match.schedule} submit={m.match.save}>
      <FormError message={errors.form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="day" type="date" label={m.match.day} defaultValue={values.day} error={errors.day} />
        <Field name="time" type="time" label={m.match.time} defaultValue={values.time} error={errors.time} />
      </div>
      <SelectField name="venue" label={m.match.venue} defaultValue={values.venue} error={errors.venue}>
        <option value="">{m.noVenue}</option>
        {venues.map((venue) => (
          <option key={venue.id} value={venue.id}>
            {venue.name}
          </option>
        ))}
      </SelectField>
    </IntentForm>
  );
}

/** Postpones the match (its day cleared unless kept). */
export function PostponeForm({ state }: { state: FormState }) {
  const m = useTexts(fixturesAdminMessages);
  return (
    <IntentForm intent="postpone" label={m.match.postponeTitle} submit={m.match.postpone} variant="secondary">
      <FormError message={state?.form === "postpone" ? state.errors.form : undefined} />
      <CheckboxField name="keepDay" label={m.match.keepDay} />
    </IntentForm>
  );
}

/** Cancels the match. */
export function CancelForm({ state }: { state: FormState }) {
  const m = useTexts(fixturesAdminMessages);
  return (
    <IntentForm intent="cancel" label={m.match.cancelTitle} submit={m.match.cancel} variant="secondary">
      <FormError message={state?.form === "cancel" ? state.errors.form : undefined} />
      <p className="text-sm text-slate-700">{m.match.cancelHint}</p>
    </IntentForm>
  );
}

/** The path of the pages: the fixtures list and a match's edit page, in the page's language. */
export function useFixturesPaths(competitionId: number) {
  const path = usePath();
  return {
    list: path(`/admin/competitions/${competitionId}/fixtures`),
    competition: path(`/admin/competitions/${competitionId}`),
    match: (id: number) => path(`/admin/competitions/${competitionId}/fixtures/${id}`),
  };
}
