// The match centre's browser set-up: a match two days from now between two teams of a
// competition of the current season, each team with a coach who signs in on a device of their own (the
// away coach's account in French) and players with playing memberships and jerseys. Written to the lane's
// database directly; the confirmation and the suspension steps build on it.
import type { BrowserContext, Page } from "@playwright/test";
import { signUpVia, uniqueEmail } from "./accounts";
import { currentSeasonInDb, insertMembershipInDb, userByEmail, withDb } from "./db";
import { insertCompetitionInDb } from "./fixtures-db";

type Device = { context: BrowserContext; page: Page };

/** A coach of a side: their device (signed in), address and name. */
export type Coach = Device & { email: string; name: string };

export type MatchCentre = {
  competitionId: number;
  matchId: number;
  /** The two teams' next match, a week later, the away team at home. */
  nextMatchId: number;
  home: string;
  away: string;
  homeCoach: Coach;
  awayCoach: Coach;
  /** Each side's players as the lineup names them ("#7 Maya Roy"). */
  homePlayers: string[];
  awayPlayers: string[];
};

/** A person managed by `userId` with an active membership of the current season of `type`, on an entry's roster. */
function rosterPerson(
  place: { competitionId: number; entryId: number; role: "player" | "coach"; jersey: number | null },
  person: { userId: string; first: string; last: string; type: "Adult player" | "Coach" },
) {
  const { number } = insertMembershipInDb({
    userId: person.userId,
    firstName: person.first,
    lastName: person.last,
    dateOfBirth: "1994-05-06",
    seasonId: currentSeasonInDb().id,
    type: person.type,
    club: null,
  });
  withDb((db) => {
    const { id } = db.prepare("SELECT id FROM members WHERE member_number = ?").get(number) as { id: number };
    db.prepare(
      `INSERT INTO roster_places (entry_id, competition_id, member_id, role, jersey, created_at, created_by)
       VALUES (?, ?, ?, ?, ?, ?, 'e2e')`,
    ).run(place.entryId, place.competitionId, id, place.role, place.jersey, new Date().toISOString());
  });
}

/** An account holding only the players it manages (nobody signs in with it). */
function playersAccount() {
  const id = `players-${crypto.randomUUID()}`;
  const now = new Date().toISOString();
  withDb((db) =>
    db
      .prepare(
        'INSERT INTO "user" (id, name, email, emailVerified, createdAt, updatedAt, role, locale) VALUES (?, ?, ?, 1, ?, ?, ?, ?)',
      )
      .run(id, "Team Parent", `${id}@example.org`, now, now, "user", "en"),
  );
  return id;
}

/**
 * The scene: a published competition for adults, with two matches of its two teams; the home team
 * ("Rapids <id>") with three players (#7, #9, #11) and the away team ("Falcons <id>") with two (#4, #5), each
 * with a signed-in coach on a device of their own; the home coach's window is a phone's (390 by 844).
 */
export async function setUpMatchCentre(newDevice: () => Promise<Device>): Promise<MatchCentre> {
  const id = Date.now().toString(36);
  const home = `Rapids ${id}`;
  const away = `Falcons ${id}`;
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const { competitionId, entries } = insertCompetitionInDb({
    name: `Match Centre League ${id}`,
    format: "league",
    firstRoundOn: day,
    pools: { A: [home, away].map((team) => ({ name: team, venue: `${team} Gym` })) },
  });
  const homeEntry = entries[home] as number;
  const awayEntry = entries[away] as number;
  const nextDay = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const [matchId, nextMatchId] = withDb((db) => {
    const now = new Date().toISOString();
    // Published, and for adults (18 and older), so the public pages show it and name its players.
    db.prepare("UPDATE competitions SET published = 1, age_rule = 'min', age_limit = 18 WHERE id = ?").run(
      competitionId,
    );
    const { stage, pool } = db
      .prepare(
        "SELECT s.id AS stage, p.id AS pool FROM competition_stages s JOIN competition_pools p ON p.stage_id = s.id WHERE s.competition_id = ?",
      )
      .get(competitionId) as { stage: number; pool: number };
    const insert = (round: number, hosts: number, visitors: number, on: string) =>
      (
        db
          .prepare(
            `INSERT INTO matches (competition_id, stage_id, pool_id, round, number, home_entry_id, away_entry_id,
               match_date, match_time, status, created_at, updated_at)
             VALUES (?, ?, ?, ?, 1, ?, ?, ?, '19:00', 'scheduled', ?, ?) RETURNING id`,
          )
          .get(competitionId, stage, pool, round, hosts, visitors, on, now, now) as { id: number }
      ).id;
    return [insert(1, homeEntry, awayEntry, day), insert(2, awayEntry, homeEntry, nextDay)] as const;
  });

  const coach = async (entryId: number, who: { first: string; last: string; locale: "en" | "fr" }) => {
    const device = await newDevice();
    const email = uniqueEmail(`coach-${who.locale}`);
    const name = `${who.first} ${who.last}`;
    await signUpVia(device.page.request, email, { name });
    const { id: userId } = userByEmail(email);
    if (who.locale === "fr")
      withDb((db) => db.prepare('UPDATE "user" SET locale = ? WHERE id = ?').run("fr", userId));
    rosterPerson(
      { competitionId, entryId, role: "coach", jersey: null },
      { userId, first: who.first, last: who.last, type: "Coach" },
    );
    return { ...device, email, name };
  };
  const homeCoach = await coach(homeEntry, { first: "Hana", last: "Morin", locale: "en" });
  await homeCoach.page.setViewportSize({ width: 390, height: 844 });
  const awayCoach = await coach(awayEntry, { first: "Amélie", last: "Gagnon", locale: "fr" });

  const parent = playersAccount();
  const players = (entryId: number, list: [number, string, string][]) =>
    list.map(([jersey, first, last]) => {
      rosterPerson(
        { competitionId, entryId, role: "player", jersey },
        { userId: parent, first, last, type: "Adult player" },
      );
      return `#${jersey} ${first} ${last}`;
    });
  const homePlayers = players(homeEntry, [
    [7, "Maya", "Roy"],
    [9, "Noor", "Haddad"],
    [11, "Inès", "Lavoie"],
  ]);
  // In French the lineup writes "no 4 Zoé Caron".
  const awayPlayers = players(awayEntry, [
    [4, "Zoé", "Caron"],
    [5, "Léa", "Fortin"],
  ]);
  return { competitionId, matchId, nextMatchId, home, away, homeCoach, awayCoach, homePlayers, awayPlayers };
}
