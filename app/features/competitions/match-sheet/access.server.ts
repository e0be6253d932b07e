import type { Db } from "~/db/db.server";
import { listPeopleOfAccount } from "~/features/memberships/index.server";
import { findSheetMatch, listEntriesOfficiatedBy } from "./queries.server";

/**
 * Who may act on a match's sheet: for a side, the accounts that manage a coach or manager
 * on that team's roster; for both, the administrators. A match without both teams (a knockout waiting for an
 * earlier result) has no sheet. Null: no such match, or no part in it (the routes answer 404 alike, so a
 * stranger learns nothing).
 */
export async function sheetAccess(db: Db, matchId: number, viewer: { userId: string; isAdmin: boolean }) {
  const match = await findSheetMatch(db, matchId);
  if (!match || match.home_entry_id === null || match.away_entry_id === null) return null;
  const sides = viewer.isAdmin
    ? [match.home_entry_id, match.away_entry_id]
    : await listEntriesOfficiatedBy(
        db,
        (await listPeopleOfAccount(db, viewer.userId)).map((person) => person.id),
        [match.home_entry_id, match.away_entry_id],
      );
  const home = sides.includes(match.home_entry_id);
  const away = sides.includes(match.away_entry_id);
  if (!home && !away) return null;
  return {
    match: { ...match, home_entry_id: match.home_entry_id, away_entry_id: match.away_entry_id },
    home,
    away,
    admin: viewer.isAdmin,
  };
}
