// Competitions written straight to the lane's database for the fixtures' browser story (the set-up screens
// that make them in real life are tested on their own): a competition of the current season with a round
// robin whose pools hold confirmed teams, and a coach on a team's roster with an account of their own.
import { currentSeasonInDb, withDb } from "./db";

type Team = { name: string; venue: string };

/**
 * A competition named `name` whose round-robin stage has these pools, each team entered, confirmed, placed
 * in its pool with the seed of its order, and playing at home at its venue (venues made once by name).
 */
export function insertCompetitionInDb({
  name,
  format,
  pools,
  firstRoundOn,
}: {
  name: string;
  format: "league" | "tournament";
  pools: Record<string, Team[]>;
  firstRoundOn: string;
}) {
  const season = currentSeasonInDb();
  return withDb((db) =>
    db.transaction(() => {
      const now = new Date().toISOString();
      const id = (sql: string, ...values: unknown[]) =>
        (db.prepare(`${sql} RETURNING id`).get(...values) as { id: number }).id;
      const competitionId = id(
        `INSERT INTO competitions (season_id, name, name_fr, category, category_fr, format, age_rule, tiebreaks,
           tiebreaks_running, first_round_on, round_interval_days, default_time, created_at, updated_at)
         VALUES (?, ?, ?, 'Senior Women', 'Senior féminin', ?, 'none',
           'h2h-points,h2h-goal-difference,h2h-goals,goal-difference,goals', 'goal-difference,goals', ?, 7, '19:00', ?, ?)`,
        season.id,
        name,
        `${name} (fr)`,
        format,
        firstRoundOn,
        now,
        now,
      );
      const stageId = id(
        `INSERT INTO competition_stages (competition_id, kind, name, name_fr, legs, sort_order)
         VALUES (?, 'round-robin', 'Pools', 'Poules', 1, 0)`,
        competitionId,
      );
      const venues = new Map<string, number>();
      const venueId = (venue: string) => {
        const known = venues.get(venue);
        if (known !== undefined) return known;
        const made = id(
          "INSERT INTO venues (name, address, created_at) VALUES (?, '1 Main St', ?)",
          venue,
          now,
        );
        venues.set(venue, made);
        return made;
      };
      const entries: Record<string, number> = {};
      for (const [index, [pool, teams]] of Object.entries(pools).entries()) {
        const poolId = id(
          "INSERT INTO competition_pools (stage_id, name, sort_order) VALUES (?, ?, ?)",
          stageId,
          pool,
          index,
        );
        for (const [seed, team] of teams.entries()) {
          const teamId = id(
            "INSERT INTO teams (name, home_venue_id, created_at) VALUES (?, ?, ?)",
            team.name,
            venueId(team.venue),
            now,
          );
          entries[team.name] = id(
            `INSERT INTO competition_entries (competition_id, team_id, status, pool_id, seed, created_at)
             VALUES (?, ?, 'confirmed', ?, ?, ?)`,
            competitionId,
            teamId,
            poolId,
            seed + 1,
            now,
          );
        }
      }
      return { competitionId, entries };
    })(),
  );
}

/** A coach of an entry: a person managed by a new account with this address and language. */
export function insertCoachInDb({
  competitionId,
  entryId,
  name,
  email,
  locale,
}: {
  competitionId: number;
  entryId: number;
  name: string;
  email: string;
  locale: "en" | "fr";
}) {
  withDb((db) =>
    db.transaction(() => {
      const now = new Date().toISOString();
      const userId = `coach-${crypto.randomUUID()}`;
      db.prepare(
        'INSERT INTO "user" (id, name, email, emailVerified, createdAt, updatedAt, role, locale) VALUES (?, ?, ?, 1, ?, ?, ?, ?)',
      ).run(userId, name, email, now, now, "user", locale);
      const [first, last = ""] = name.split(" ");
      const { id: memberId } = db
        .prepare(
          `INSERT INTO members (member_number, user_id, first_name, last_name, date_of_birth, address, city,
             province, postal_code, phone, emergency_name, emergency_phone, created_at, updated_at)
           VALUES (?, ?, ?, ?, '1985-01-01', '1 Main St', 'Montréal', 'QC', 'H2X 1Y4', '514-555-0100', 'Sam Roy',
             '514-555-0101', ?, ?) RETURNING id`,
        )
        .get(`coach-${crypto.randomUUID()}`, userId, first, last, now, now) as { id: number };
      db.prepare(
        `INSERT INTO roster_places (entry_id, competition_id, member_id, role, created_at, created_by)
         VALUES (?, ?, ?, 'coach', ?, 'e2e')`,
      ).run(entryId, competitionId, memberId, now);
    })(),
  );
}
