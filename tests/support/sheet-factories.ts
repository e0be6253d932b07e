import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { SheetDisqualificationKind, SheetStatus } from "~/db/schema";
import type { Locale } from "~/lib/i18n";
import { testNow } from "./factories";
import { makeAccount } from "./fixture-factories";
import { makeMember } from "./membership-factories";

/**
 * Match sheets written straight to their tables for the match centre's statistics, public page and
 * discipline tests (the sheet's own services belong to the match-sheet part): a sheet in any status, its
 * players' lines, and the match's result as a final sheet writes it.
 */

const stamp = testNow.toISOString();

/** An account (address, language) with a person it manages, born on `born`: the player of a line. */
export async function makePlayer(
  db: Db,
  who: { first: string; last: string; email: string; born?: string; locale?: Locale },
) {
  const userId = await makeAccount(db, {
    email: who.email,
    name: `${who.first} ${who.last}`,
    locale: who.locale,
  });
  const member = await makeMember(db, userId, {
    first_name: who.first,
    last_name: who.last,
    date_of_birth: who.born ?? "1990-04-02",
  });
  return { userId, memberId: member.id, number: member.number };
}

export type LineInput = {
  memberId: number;
  jersey?: number;
  goals?: number;
  sevens?: number;
  warnings?: number;
  suspensions?: number;
  disqualification?: SheetDisqualificationKind;
  report?: string;
};

/**
 * A match's sheet in `status` (final by default) with its players' lines; a final sheet also gives the match
 * its result ("played", the lines' goals, `result_source` "sheet"). Returns the line ids in the order given.
 */
export async function makeSheet(
  db: Db,
  match: { id: number; home_entry_id: number | null; away_entry_id: number | null },
  lines: { home: LineInput[]; away: LineInput[] },
  status: SheetStatus = "final",
) {
  const goals = (side: LineInput[]) => side.reduce((sum, line) => sum + (line.goals ?? 0), 0);
  await db
    .insertInto("match_sheets")
    .values({
      match_id: match.id,
      status,
      home_goals: goals(lines.home),
      away_goals: goals(lines.away),
      home_halftime: Math.floor(goals(lines.home) / 2),
      away_halftime: Math.floor(goals(lines.away) / 2),
      home_timeouts_1: 1,
      away_timeouts_2: 2,
      submitted_at: stamp,
      finalized_at: status === "final" ? stamp : null,
      finalized_how: status === "final" ? "confirmed" : null,
      updated_at: stamp,
    })
    .execute();
  if (status === "final")
    await db
      .updateTable("matches")
      .set({
        status: "played",
        home_goals: goals(lines.home),
        away_goals: goals(lines.away),
        result_source: "sheet",
      })
      .where("id", "=", match.id)
      .execute();
  const ids: number[] = [];
  for (const side of ["home", "away"] as const)
    for (const line of lines[side])
      ids.push(
        await insertReturningId(db, "sheet_lines", {
          match_id: match.id,
          side,
          entry_id: (side === "home" ? match.home_entry_id : match.away_entry_id) as number,
          member_id: line.memberId,
          role: "player",
          jersey: line.jersey ?? null,
          goals: line.goals ?? 0,
          seven_goals: line.sevens ?? 0,
          warnings: line.warnings ?? 0,
          suspensions: line.suspensions ?? 0,
          disqualification: line.disqualification ?? "none",
          report: line.report ?? "",
        }),
      );
  return ids;
}
