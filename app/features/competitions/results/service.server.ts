import type { Db } from "~/db/db.server";
import { listAccountContacts } from "~/features/accounts/index.server";
import { listClubs } from "~/features/memberships/index.server";
import { toCsv } from "~/lib/csv";
import { parseWith } from "~/lib/form";
import { format, type Locale } from "~/lib/i18n";
import { serialised } from "~/lib/rate-limit.server";
import { competitionResultsMessages } from "~/texts/pages/competition-results";
import {
  deleteAdjustment,
  getCompetition,
  getMatch,
  getPool,
  insertAdjustment,
  insertMatch,
  insertResultChange,
  insertTeamInPool,
  listCompetitionMatches,
  listPoolAdjustments,
  listPoolEntries,
  listPoolMatches,
  listPools,
  listResultChangeRows,
  listVenues,
  updateMatchSchedule,
  updateResult,
} from "./queries.server";
import {
  adjustmentFormSchema,
  type CsvLine,
  countSteps,
  csvRowsOf,
  decodeCsvFile,
  importTeamFormSchema,
  type KnockoutDecision,
  nameKey,
  parseResultForm,
  planImport,
  readCsvFile,
  resultFormValues,
  resultOf,
  storedResultOf,
} from "./rules";
import { hasResult, type StoredResult } from "./words";

/**
 * Results, corrections, point adjustments and CSV files (docs/competitions.md, decision 057). Every saved
 * result writes its correction record in the same transaction, over the version the administrator read:
 * of two administrators saving at once exactly one wins, the other is shown the current result.
 */

const texts = (locale: Locale) => competitionResultsMessages[locale];

/**
 * What runs in the result's transaction once it is saved: the fixtures part's knockout advance (a knockout
 * winner fills in the next match) is wired here by whoever calls saveResult.
 */
export type AfterResultSaved = (trx: Db, saved: { competitionId: number; matchId: number }) => Promise<void>;

export type SaveResultOutcome =
  | { ok: true; home: string; away: string; result: StoredResult }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; errors: Record<string, string> }
  | { ok: false; reason: "stale"; values: Record<string, string> };

/**
 * Saves a match's result from its posted form (`values`, with the version the form was read at) and records
 * the change (who, when, before and after). Refused: a form that breaks the rules, a cancelled match or one
 * whose teams are not known yet, and a version someone else's save has passed (then with the current values).
 * `afterResultSaved` runs in the same transaction.
 */
export async function saveResult(
  db: Db,
  save: {
    competitionId: number;
    matchId: number;
    values: Record<string, string>;
    locale: Locale;
    changedBy: string;
    now: Date;
    afterResultSaved?: AfterResultSaved;
  },
): Promise<SaveResultOutcome> {
  const t = texts(save.locale);
  return db.transaction().execute(async (trx) => {
    const match = await getMatch(trx, save.competitionId, save.matchId);
    const competition = await getCompetition(trx, save.competitionId);
    if (!match || !competition) return { ok: false, reason: "not-found" } as const;
    if (match.home === null || match.away === null)
      return { ok: false, reason: "invalid", errors: { form: t.validation.teamsUnknown } } as const;
    if (match.status === "cancelled")
      return { ok: false, reason: "invalid", errors: { form: t.validation.cancelled } } as const;
    const parsed = parseResultForm(save.values, match.pool_id === null, t.validation);
    if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors } as const;
    if (parsed.version !== match.result_version)
      return { ok: false, reason: "stale", values: resultFormValues(match) } as const;
    const result = storedResultOf(parsed.data, {
      goalsFor: competition.forfeit_goals_for,
      goalsAgainst: competition.forfeit_goals_against,
    });
    if (!(await updateResult(trx, match.id, parsed.version, result, save.now, "admin"))) {
      // Another save passed between our read and our write: show what it saved.
      const current = await getMatch(trx, save.competitionId, save.matchId);
      return { ok: false, reason: "stale", values: current ? resultFormValues(current) : {} } as const;
    }
    const before = hasResult(match) ? resultOf(match) : null;
    await insertResultChange(
      trx,
      { matchId: match.id, changedBy: save.changedBy, before, after: result },
      save.now,
    );
    await save.afterResultSaved?.(trx, { competitionId: save.competitionId, matchId: match.id });
    return { ok: true, home: match.home, away: match.away, result } as const;
  });
}

/** A result saved by hand between a sheet's read of the match and its write: the sheet's transaction rolls back. */
class ResultChangedMeanwhile extends Error {}

/**
 * Writes a final match sheet's score as its match's result (decision 066), in the caller's transaction: the
 * match played with the sheet's goals and half-time, and for a knockout match how it was decided with the
 * 7-metre throws (null for a pool match's), who set it (`source`: "sheet" for a confirmed or
 * unanswered sheet, "admin" for an administrator's decision), the change record, then `afterResultSaved`
 * (the knockout's advance). Throws ResultChangedMeanwhile when a save by hand passed in between, so the
 * caller's transaction (and the sheet's change to final with it) rolls back; false for no such match.
 */
export async function writeSheetResult(
  trx: Db,
  write: {
    competitionId: number;
    matchId: number;
    score: {
      homeGoals: number;
      awayGoals: number;
      homeHalftime: number | null;
      awayHalftime: number | null;
    } & KnockoutDecision;
    source: "sheet" | "admin";
    changedBy: string;
    now: Date;
    afterResultSaved?: AfterResultSaved;
  },
) {
  const match = await getMatch(trx, write.competitionId, write.matchId);
  if (!match) return false;
  const result = storedResultOf({ outcome: "played", ...write.score }, { goalsFor: 0, goalsAgainst: 0 });
  if (!(await updateResult(trx, match.id, match.result_version, result, write.now, write.source)))
    throw new ResultChangedMeanwhile();
  const before = hasResult(match) ? resultOf(match) : null;
  await insertResultChange(
    trx,
    { matchId: match.id, changedBy: write.changedBy, before, after: result },
    write.now,
  );
  await write.afterResultSaved?.(trx, { competitionId: write.competitionId, matchId: match.id });
  return true;
}

/** A match's saved results, newest first: who (their name, or null when the account is gone), when, before, after. */
export async function listResultChanges(db: Db, matchId: number) {
  const rows = await listResultChangeRows(db, matchId);
  const names = new Map(
    (
      await listAccountContacts(
        db,
        rows.map((row) => row.changed_by),
      )
    ).map((account) => [account.id, account.name]),
  );
  return rows.map((row) => ({
    id: row.id,
    changedAt: row.changed_at,
    changedBy: names.get(row.changed_by) ?? null,
    before: row.before === null ? null : (JSON.parse(row.before) as StoredResult),
    after: JSON.parse(row.after) as StoredResult,
  }));
}

/** The result page: the match, its form's values (its current result) and its history; null for no match. */
export async function loadMatchResult(db: Db, competitionId: number, matchId: number) {
  const match = await getMatch(db, competitionId, matchId);
  const competition = await getCompetition(db, competitionId);
  if (!match || !competition) return null;
  return {
    competition,
    match,
    values: resultFormValues(match),
    changes: await listResultChanges(db, match.id),
  };
}

/** The results page: a competition's matches grouped by stage and round, and its pools; null for none. */
export async function loadCompetitionResults(db: Db, competitionId: number) {
  const competition = await getCompetition(db, competitionId);
  if (!competition) return null;
  const rounds: { key: string; stage: string; stageFr: string; round: number; matches: MatchLine[] }[] = [];
  for (const match of await listCompetitionMatches(db, competitionId)) {
    const key = `${match.stage_id}:${match.round}`;
    let round = rounds.at(-1);
    if (round?.key !== key) {
      round = { key, stage: match.stage, stageFr: match.stage_fr, round: match.round, matches: [] };
      rounds.push(round);
    }
    round.matches.push(match);
  }
  return { competition, rounds, pools: await listPools(db, competitionId) };
}

type MatchLine = Awaited<ReturnType<typeof listCompetitionMatches>>[number];

// ---------------------------------------------------------------------------------------------------
// Point adjustments

/** A pool of the competition, with the competition; null when either is not there. */
export async function loadPool(db: Db, competitionId: number, poolId: number) {
  const [competition, pool] = await Promise.all([
    getCompetition(db, competitionId),
    getPool(db, competitionId, poolId),
  ]);
  if (!competition || !pool) return null;
  return { competition, pool };
}

/** A pool's adjustments in the order they were made: team, points, reason in both languages. */
export function listAdjustments(db: Db, poolId: number) {
  return listPoolAdjustments(db, poolId);
}

/** The adjustments page: the pool, its entries to choose from and its adjustments; null for no pool. */
export async function loadAdjustments(db: Db, competitionId: number, poolId: number) {
  const found = await loadPool(db, competitionId, poolId);
  if (!found) return null;
  return {
    ...found,
    entries: await listPoolEntries(db, poolId),
    adjustments: await listAdjustments(db, poolId),
  };
}

/** Adds points to (or takes them from) a team of the pool, from the posted form; refused with each field's error. */
export async function addAdjustment(
  db: Db,
  add: { poolId: number; values: Record<string, string>; locale: Locale; createdBy: string; now: Date },
): Promise<{ ok: true; team: string; points: number } | { ok: false; errors: Record<string, string> }> {
  const t = texts(add.locale).adjustments.validation;
  const parsed = parseWith(adjustmentFormSchema(t), add.values);
  if (!parsed.ok) return parsed;
  const entry = (await listPoolEntries(db, add.poolId)).find(
    (candidate) => candidate.id === parsed.data.entryId,
  );
  if (!entry) return { ok: false, errors: { entryId: t.team } };
  await insertAdjustment(db, add.poolId, parsed.data, add.createdBy, add.now);
  return { ok: true, team: entry.team, points: parsed.data.points };
}

/** Removes one of the pool's adjustments; false when the pool has no such adjustment (already removed). */
export async function removeAdjustment(
  db: Db,
  poolId: number,
  adjustmentId: number,
): Promise<{ ok: true; team: string; points: number } | { ok: false }> {
  const entries = await listPoolEntries(db, poolId);
  const removed = await deleteAdjustment(db, poolId, adjustmentId);
  if (!removed) return { ok: false };
  return {
    ok: true,
    team: entries.find((entry) => entry.id === removed.entry_id)?.team ?? "",
    points: removed.points,
  };
}

// ---------------------------------------------------------------------------------------------------
// CSV files

/** The import page: the pool and the clubs a new team may belong to; null for no pool. */
export async function loadImport(db: Db, competitionId: number, poolId: number) {
  const found = await loadPool(db, competitionId, poolId);
  if (!found) return null;
  return { ...found, clubs: (await listClubs(db)).map((club) => ({ id: club.id, name: club.name })) };
}

export type ImportPreview =
  | { ok: false; problem: string }
  | {
      ok: true;
      /** The file's text, carried by the confirm form: the import reads it again, never trusts the preview. */
      text: string;
      lines: (CsvLine & { step: "add" | "update" | "same" | null })[];
      unknownTeams: string[];
      valid: boolean;
      counts: { added: number; updated: number; unchanged: number };
    };

/** Reads a file (its bytes as uploaded, or the text a confirm form carried) against the pool, as it is now. */
async function readAgainstPool(
  db: Db,
  poolId: number,
  file: Uint8Array | string,
  locale: Locale,
): Promise<ImportPreview> {
  const t = texts(locale).import.problems;
  const decoded =
    typeof file === "string" ? decodeCsvFile(new TextEncoder().encode(file), t) : decodeCsvFile(file, t);
  if (!decoded.ok) return decoded;
  const [entries, venues, existing] = await Promise.all([
    listPoolEntries(db, poolId),
    listVenues(db),
    listPoolMatches(db, poolId),
  ]);
  const read = readCsvFile(
    decoded.text,
    {
      teams: new Map(entries.map((entry) => [nameKey(entry.team), entry.id])),
      venues: new Map(venues.map((venue) => [nameKey(venue.name), venue.id])),
    },
    t,
  );
  if (!read.ok) return read;
  const valid = read.lines.every((line) => line.ok) && read.unknownTeams.length === 0;
  const steps = planImport(
    read.lines.flatMap((line) => (line.ok ? [line.match] : [])),
    existing,
  );
  const stepOfLine = new Map(steps.map((step) => [step.line.line, step.kind]));
  return {
    ok: true,
    text: decoded.text,
    lines: read.lines.map((line) => ({ ...line, step: stepOfLine.get(line.line) ?? null })),
    unknownTeams: read.unknownTeams,
    valid,
    counts: countSteps(steps),
  };
}

/** Checks an uploaded file against a pool and says what importing it would do; saves nothing. */
export function previewImport(db: Db, poolId: number, file: Uint8Array | string, locale: Locale) {
  return readAgainstPool(db, poolId, file, locale);
}

/**
 * Imports a previewed file's text into the pool, all or nothing: the file is read again against the pool as
 * it is now, in a transaction no other import of the pool runs beside, and saved only when every line is
 * valid. A result it writes is recorded like one entered by hand.
 */
export async function applyImport(
  db: Db,
  apply: {
    competitionId: number;
    poolId: number;
    text: string;
    locale: Locale;
    changedBy: string;
    now: Date;
  },
): Promise<
  | { ok: true; counts: { added: number; updated: number; unchanged: number } }
  | { ok: false; preview: ImportPreview }
  | { ok: false; reason: "not-found" }
> {
  try {
    return await importInPool(db, apply);
  } catch (error) {
    if (!(error instanceof ResultSavedMeanwhile)) throw error;
    return { ok: false, preview: { ok: false, problem: texts(apply.locale).import.changed } };
  }
}

/** A result saved by hand while an import wrote the same match: the import rolls back and says so. */
class ResultSavedMeanwhile extends Error {}

async function importInPool(
  db: Db,
  apply: {
    competitionId: number;
    poolId: number;
    text: string;
    locale: Locale;
    changedBy: string;
    now: Date;
  },
) {
  return serialised(db, [`competition-pool-import:${apply.poolId}`], async (trx) => {
    const pool = await getPool(trx, apply.competitionId, apply.poolId);
    if (!pool) return { ok: false, reason: "not-found" } as const;
    const preview = await readAgainstPool(trx, apply.poolId, apply.text, apply.locale);
    if (!preview.ok || !preview.valid) return { ok: false, preview } as const;
    const steps = planImport(
      preview.lines.flatMap((line) => (line.ok ? [line.match] : [])),
      await listPoolMatches(trx, apply.poolId),
    );
    for (const step of steps) {
      const { line } = step;
      const schedule = { date: line.date, time: line.time, venueId: line.venueId };
      if (step.kind === "add") {
        const matchId = await insertMatch(
          trx,
          {
            competitionId: apply.competitionId,
            stageId: pool.stage_id,
            poolId: apply.poolId,
            round: line.round,
            number: step.number,
            homeEntryId: line.homeEntryId,
            awayEntryId: line.awayEntryId,
            ...schedule,
            result: step.result,
          },
          apply.now,
        );
        if (hasResult(step.result))
          await insertResultChange(
            trx,
            { matchId, changedBy: apply.changedBy, before: null, after: step.result },
            apply.now,
          );
      } else if (step.kind === "update") {
        if (step.schedule) await updateMatchSchedule(trx, step.match.id, schedule, apply.now);
        if (step.result) {
          // No other import of the pool runs beside this one, but a result entered by hand may have been saved
          // since the matches were read: then nothing of the file is saved, and the administrator checks again.
          const source = hasResult(step.result) ? "admin" : null;
          const { id, result_version } = step.match;
          if (!(await updateResult(trx, id, result_version, step.result, apply.now, source)))
            throw new ResultSavedMeanwhile();
          const before = hasResult(step.match) ? resultOf(step.match) : null;
          await insertResultChange(
            trx,
            { matchId: step.match.id, changedBy: apply.changedBy, before, after: step.result },
            apply.now,
          );
        }
      }
    }
    return { ok: true, counts: countSteps(steps) } as const;
  });
}

/**
 * Creates a team that a file names and the pool does not know (a guest team with where it comes from, or a
 * club's team) and enters it in the pool, confirmed. Refused when the pool already has a team of that name.
 */
export async function createImportTeam(
  db: Db,
  create: {
    competitionId: number;
    poolId: number;
    values: Record<string, string>;
    locale: Locale;
    now: Date;
  },
): Promise<{ ok: true; name: string } | { ok: false; errors: Record<string, string> }> {
  const t = texts(create.locale).import.teamValidation;
  const parsed = parseWith(importTeamFormSchema(t), create.values);
  if (!parsed.ok) return parsed;
  const input = parsed.data;
  if (input.kind === "club" && !(await listClubs(db)).some((club) => club.id === input.clubId))
    return { ok: false, errors: { clubId: t.club } };
  return serialised(db, [`competition-pool-import:${create.poolId}`], async (trx) => {
    const entries = await listPoolEntries(trx, create.poolId);
    if (entries.some((entry) => nameKey(entry.team) === nameKey(input.name)))
      return { ok: false, errors: { name: format(t.exists, { name: input.name }) } };
    await insertTeamInPool(
      trx,
      {
        name: input.name,
        clubId: input.kind === "club" ? input.clubId : null,
        guestFrom: input.kind === "guest" ? input.guestFrom : null,
        competitionId: create.competitionId,
        poolId: create.poolId,
      },
      create.now,
    );
    return { ok: true, name: input.name };
  });
}

/** A pool's matches and results as a CSV file in the import's columns (UTF-8 with a BOM); null for no pool. */
export async function exportPoolCsv(db: Db, competitionId: number, poolId: number) {
  const pool = await getPool(db, competitionId, poolId);
  if (!pool) return null;
  const matches = await listPoolMatches(db, poolId);
  return {
    filename: `pool-${pool.name.replace(/[^\w-]/g, "") || pool.id}-matches.csv`,
    body: `\uFEFF${toCsv(csvRowsOf(matches))}`,
  };
}
