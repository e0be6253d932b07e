// The demo's match sheet: once `npm run db:demo-members -- --rosters <id>` has filled a
// competition's rosters, the first upcoming match between two teams gets both lineups, set through the
// match sheet's service as an administrator would, so the sheet page has something to fill in.
import type { Db } from "~/db/db.server";
import { listMatchesOfCompetition, loadSheetPage, saveLineup } from "~/features/competitions/index.server";
import { dayIn } from "~/features/memberships";

const DEMO_ADMIN = { userId: "demo-members", isAdmin: true };

/**
 * Sets both lineups of the competition's first scheduled match from today on: every player of each roster
 * (at most 16, the sheet's limit) and its officials (at most 4); anyone the lineup check refuses is left
 * out. null when there is no such match, or a sheet was already started for it.
 */
export async function setDemoLineups(
  db: Db,
  { competitionId, now, timeZone }: { competitionId: number; now: Date; timeZone: string },
) {
  const today = dayIn(now, timeZone);
  const match = (await listMatchesOfCompetition(db, competitionId))
    .filter(
      (row) =>
        row.status === "scheduled" &&
        row.home_entry_id !== null &&
        row.away_entry_id !== null &&
        row.match_date !== null &&
        row.match_date >= today,
    )
    .sort((a, b) => `${a.match_date} ${a.match_time}`.localeCompare(`${b.match_date} ${b.match_time}`))[0];
  if (!match) return null;
  const set: Record<"home" | "away", number> = { home: 0, away: 0 };
  for (const side of ["home", "away"] as const) {
    const found = await loadSheetPage(db, match.id, DEMO_ADMIN);
    if (!found || found.sheet === null) return null;
    const page = found;
    if (page.sheet.status !== "open" || page[side].players.length > 0) return null;
    const roster = page[side].roster;
    const picks = [
      ...roster.filter((place) => place.role === "player").slice(0, page.limits.players),
      ...roster.filter((place) => place.role !== "player").slice(0, page.limits.officials),
    ].map((place) => `${place.role === "player" ? "player" : "official"}_${place.memberId}`);
    const values = (left: string[]) => ({
      version: String(page.sheet.version),
      ...Object.fromEntries(left.map((field) => [field, "1"])),
    });
    const request = { matchId: match.id, side, viewer: DEMO_ADMIN, locale: "en" as const };
    let result = await saveLineup(db, { ...request, values: values(picks) }, today, now);
    if (!result.ok && !result.notFound) {
      const refused = result.errors;
      result = await saveLineup(
        db,
        { ...request, values: values(picks.filter((f) => !(f in refused))) },
        today,
        now,
      );
    }
    if (result.ok) set[side] = result.players;
  }
  return { matchId: match.id, home: match.home_team ?? "", away: match.away_team ?? "", players: set };
}
