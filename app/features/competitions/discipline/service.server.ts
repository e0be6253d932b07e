import type { Db } from "~/db/db.server";
import { listMatchesOfEntry, listSuspensionsOfEntry } from "./queries.server";
import { isSuspendedFor } from "./rules";

/**
 * The member ids of an entry's players who are suspended for one of its matches (the lineup refuses them).
 * An unknown match suspends nobody.
 */
export async function suspendedForMatch(db: Db, entryId: number, matchId: number) {
  const [suspensions, team] = await Promise.all([
    listSuspensionsOfEntry(db, entryId),
    listMatchesOfEntry(db, entryId),
  ]);
  const match = team.find((m) => m.id === matchId);
  const suspended = new Set<number>();
  if (!match) return suspended;
  for (const row of suspensions) {
    const cardMatch = {
      id: row.match_id,
      match_date: row.match_date,
      match_time: row.match_time,
      status: row.status,
    };
    if (isSuspendedFor({ matches: row.matches, cardMatch }, team, match)) suspended.add(row.member_id);
  }
  return suspended;
}
