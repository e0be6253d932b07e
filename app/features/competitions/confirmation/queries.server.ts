import type { ExpressionBuilder } from "kysely";
import type { Db } from "~/db/db.server";
import type { Database, SheetFinalizedHow } from "~/db/schema";
import { NO_SHEET } from "../match-sheet/rules";

// Confirming a match's result (decision 066): the sheet's answer, its change to final, and who is told.

/** Matches with their teams' names (`home`, `away`: null while a knockout waits for a team). */
function matchesWithTeams(db: Db) {
  return db
    .selectFrom("matches as m")
    .leftJoin("competition_entries as he", "he.id", "m.home_entry_id")
    .leftJoin("teams as ht", "ht.id", "he.team_id")
    .leftJoin("competition_entries as ae", "ae.id", "m.away_entry_id")
    .leftJoin("teams as at", "at.id", "ae.team_id")
    .select(["ht.name as home", "at.name as away"]);
}

/** A match with its competition's and teams' names, as the answer and decision pages show it. */
export function findAnswerMatch(db: Db, matchId: number) {
  return matchesWithTeams(db)
    .innerJoin("competitions as c", "c.id", "m.competition_id")
    .select([
      "m.id",
      "m.competition_id",
      "m.pool_id",
      "m.home_entry_id",
      "m.away_entry_id",
      "m.match_date",
      "m.match_time",
      "m.status",
      "c.name as competition",
      "c.name_fr as competition_fr",
    ])
    .where("m.id", "=", matchId)
    .executeTakeFirst();
}

export function findSheet(db: Db, matchId: number) {
  return db.selectFrom("match_sheets").selectAll().where("match_id", "=", matchId).executeTakeFirst();
}

/** A sheet's lines (their people's names come from the memberships' face): home first, players by jersey. */
export function listSheetLines(db: Db, matchId: number) {
  return db
    .selectFrom("sheet_lines")
    .select([
      "id",
      "member_id",
      "side",
      "role",
      "jersey",
      "goals",
      "seven_goals",
      "warnings",
      "suspensions",
      "disqualification",
    ])
    .where("match_id", "=", matchId)
    .orderBy("side", "desc")
    .orderBy("role", "desc")
    .orderBy("jersey")
    .orderBy("id")
    .execute();
}

/**
 * The one conditional write that makes a sheet final (decision 066), from the state `how` needs: a
 * confirmation from `submitted` before the deadline (recording the answer), the deadline from `submitted`
 * once it has passed, an administrator from `submitted` or `disputed`; `readVersion`, when given, must be
 * the sheet's. False when it changed no row: someone else's answer or decision came first.
 */
export async function markFinal(
  db: Db,
  change: { matchId: number; how: SheetFinalizedHow; by: string; now: Date; readVersion?: number },
) {
  const at = change.now.toISOString();
  let update = db
    .updateTable("match_sheets")
    .set((eb) => ({
      status: "final" as const,
      finalized_at: at,
      finalized_how: change.how,
      ...(change.how === "confirmed" ? { answered_by: change.by, answered_at: at } : {}),
      version: eb("version", "+", 1),
      updated_at: at,
    }))
    .where("match_id", "=", change.matchId);
  if (change.how === "admin") update = update.where("status", "in", ["submitted", "disputed"]);
  else
    update = update
      .where("status", "=", "submitted")
      .where("answer_by", change.how === "confirmed" ? ">" : "<=", at);
  if (change.readVersion !== undefined) update = update.where("version", "=", change.readVersion);
  update = update.where(matchStillOn);
  const { numUpdatedRows } = await update.executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

/** The away team's dispute: from `submitted`, before the deadline, over the version read; false otherwise. */
export async function markDisputed(
  db: Db,
  dispute: { matchId: number; by: string; reason: string; now: Date; readVersion: number },
) {
  const at = dispute.now.toISOString();
  const { numUpdatedRows } = await db
    .updateTable("match_sheets")
    .set((eb) => ({
      status: "disputed" as const,
      answered_by: dispute.by,
      answered_at: at,
      dispute_reason: dispute.reason,
      version: eb("version", "+", 1),
      updated_at: at,
    }))
    .where("match_id", "=", dispute.matchId)
    .where("status", "=", "submitted")
    .where("answer_by", ">", at)
    .where("version", "=", dispute.readVersion)
    .where(matchStillOn)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

/**
 * A submitted or disputed sheet back to open, when its match (of this competition) has no result: no answer,
 * no deadline, its lines kept for the day the match is played. A postponement or a cancellation runs it
 * first, so it takes the sheet before the match, in the order a sheet becoming final does.
 */
export async function reopenAwaitingSheet(
  db: Db,
  match: { competitionId: number; matchId: number },
  now: Date,
) {
  const { numUpdatedRows } = await db
    .updateTable("match_sheets")
    .set((eb) => ({
      status: "open" as const,
      submitted_by: null,
      submitted_at: null,
      answer_by: null,
      answered_by: null,
      answered_at: null,
      dispute_reason: null,
      version: eb("version", "+", 1),
      updated_at: now.toISOString(),
    }))
    .where("match_id", "=", match.matchId)
    .where("status", "in", ["submitted", "disputed"])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("matches")
          .select("matches.id")
          .whereRef("matches.id", "=", "match_sheets.match_id")
          .where("matches.competition_id", "=", match.competitionId)
          .where("matches.status", "not in", ["played", "forfeit"]),
      ),
    )
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

/** A sheet whose match is still to be played: neither postponed nor cancelled (those have no sheet). */
const matchStillOn = ({ exists, selectFrom }: ExpressionBuilder<Database, "match_sheets">) =>
  exists(
    selectFrom("matches")
      .select("matches.id")
      .whereRef("matches.id", "=", "match_sheets.match_id")
      .where("matches.status", "not in", NO_SHEET),
  );

/** A competition's submitted, disputed and final sheets with their matches' teams and pools. */
export function listCompetitionSheets(db: Db, competitionId: number) {
  return matchesWithTeams(db)
    .innerJoin("match_sheets as s", "s.match_id", "m.id")
    .leftJoin("competition_pools as p", "p.id", "m.pool_id")
    .select([
      "s.match_id",
      "s.status",
      "s.home_goals",
      "s.away_goals",
      "s.answer_by",
      "s.dispute_reason",
      "s.finalized_at",
      "s.finalized_how",
      "m.round",
      "m.match_date",
      "p.name as pool",
    ])
    .where("m.competition_id", "=", competitionId)
    .where("s.status", "!=", "open")
    .execute();
}

/** The number of a competition's sheets awaiting confirmation (submitted or disputed) in each pool. */
export function countAwaitingRows(db: Db, competitionId: number) {
  return db
    .selectFrom("match_sheets as s")
    .innerJoin("matches as m", "m.id", "s.match_id")
    .select(["m.pool_id", (eb) => eb.fn.countAll<number | string>().as("awaiting")])
    .where("m.competition_id", "=", competitionId)
    .where("m.pool_id", "is not", null)
    .where("s.status", "in", ["submitted", "disputed"])
    .where("m.status", "not in", NO_SHEET)
    .groupBy("m.pool_id")
    .execute();
}
