import type { Db } from "~/db/db.server";

/** The players a demo sheet lists per team, and how the goals of a side are shared among them. */
const SHEET_PLAYERS = 9;
const SHARES = [6, 5, 4, 3, 3, 2, 2, 1, 1];

/**
 * A final match sheet for the demo league: the first played match whose two teams have players on
 * their rosters gets a sheet with nine players a side, the match's score shared among them, a 7-metre goal,
 * a warning and a 2-minute suspension a side, and a time-out in each half; the match's result is marked as
 * the sheet's. Rosters exist once demo members fill them (`npm run db:demo-members` then
 * `-- --rosters <id>`): this runs with every seed and writes the sheet once, the first time it finds them,
 * and never on a site that has a sheet of its own.
 */
export async function seedDemoMatchSheet(db: Db, now: Date) {
  await db.transaction().execute(async (trx) => {
    if (await trx.selectFrom("match_sheets").select("match_id").limit(1).executeTakeFirst()) return;
    const players = await trx
      .selectFrom("roster_places")
      .select(["entry_id", "member_id", "jersey"])
      .where("role", "=", "player")
      .orderBy("entry_id")
      .orderBy("jersey")
      .execute();
    const of = (entry: number | null) =>
      players.filter((place) => place.entry_id === entry).slice(0, SHEET_PLAYERS);
    const played = await trx
      .selectFrom("matches")
      .select([
        "id",
        "home_entry_id",
        "away_entry_id",
        "home_goals",
        "away_goals",
        "home_halftime",
        "away_halftime",
        "match_date",
      ])
      .where("status", "=", "played")
      .where("home_goals", "is not", null)
      .where("away_goals", "is not", null)
      .orderBy("competition_id")
      .orderBy("round")
      .orderBy("number")
      .orderBy("id")
      .execute();
    const match = played.find(
      (row) =>
        of(row.home_entry_id).length === SHEET_PLAYERS && of(row.away_entry_id).length === SHEET_PLAYERS,
    );
    if (!match) return;
    const at = `${match.match_date ?? now.toISOString().slice(0, 10)}T23:00:00.000Z`;
    await trx
      .insertInto("match_sheets")
      .values({
        match_id: match.id,
        status: "final",
        home_halftime: match.home_halftime,
        away_halftime: match.away_halftime,
        home_goals: match.home_goals,
        away_goals: match.away_goals,
        home_timeouts_1: 1,
        home_timeouts_2: 1,
        away_timeouts_1: 1,
        away_timeouts_2: 1,
        submitted_at: at,
        answered_at: at,
        finalized_at: at,
        finalized_how: "confirmed",
        updated_at: at,
      })
      .execute();
    for (const [side, entry, total] of [
      ["home", match.home_entry_id, match.home_goals ?? 0],
      ["away", match.away_entry_id, match.away_goals ?? 0],
    ] as const) {
      const goals = shareGoals(total);
      await trx
        .insertInto("sheet_lines")
        .values(
          of(entry).map((place, index) => ({
            match_id: match.id,
            side,
            entry_id: entry as number,
            member_id: place.member_id,
            role: "player" as const,
            jersey: place.jersey,
            goals: goals[index] ?? 0,
            seven_goals: index === 0 && (goals[0] ?? 0) > 0 ? 1 : 0,
            warnings: index === 2 ? 1 : 0,
            suspensions: index === 4 ? 1 : 0,
          })),
        )
        .execute();
    }
    await trx.updateTable("matches").set({ result_source: "sheet" }).where("id", "=", match.id).execute();
  });
}

/** A side's goals shared among its players in SHARES' proportions, the remainder to the first: they add up. */
function shareGoals(total: number) {
  const sum = SHARES.reduce((a, b) => a + b, 0);
  const goals = SHARES.map((share) => Math.floor((total * share) / sum));
  goals[0] = (goals[0] ?? 0) + total - goals.reduce((a, b) => a + b, 0);
  return goals;
}
