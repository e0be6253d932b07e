import { TZDate } from "@date-fns/tz";
import { addDays, format, nextSaturday } from "date-fns";
import type { Db } from "~/db/db.server";
import {
  DEFAULT_RUNNING_TIEBREAKS,
  DEFAULT_TIEBREAKS,
  formatTiebreaks,
  roundRobin,
} from "~/features/competitions";

/** Two venues the demo league plays at; the Ottawa teams play at the second. */
const demoVenues = [
  {
    name: "Toronto Pan Am Sports Centre",
    address: "875 Morningside Ave, Toronto, ON M1C 0C7",
    map_url: null,
  },
  {
    name: "Carleton University Fieldhouse",
    address: "1125 Colonel By Dr, Ottawa, ON K1S 5B6",
    map_url: null,
  },
] as const;

/** The number of rounds of a double round robin of six: ten, the first five already played. */
const TEAMS = 6;
const ROUNDS = 2 * (TEAMS - 1);
const PLAYED_ROUNDS = ROUNDS / 2;

/**
 * A demo competition so a new site shows what a league looks like: the Senior Men's
 * League of the current season, published, with two teams from each seeded club in one pool, a double
 * round robin from the fixtures' generator on Saturdays, and the first half of the rounds played with
 * handball scores and half-times. Only on a site with no competition yet, so it runs once and never touches
 * what the administrators made; nothing when the season or the clubs are missing.
 */
export async function seedDemoCompetition(db: Db, now: Date, timeZone: string) {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("competitions").select("id").limit(1).executeTakeFirst();
    if (existing) return;
    const today = format(new TZDate(now, timeZone), "yyyy-MM-dd");
    const season = await trx
      .selectFrom("seasons")
      .select(["id", "starts_on", "ends_on"])
      .where("starts_on", "<=", today)
      .where("ends_on", ">=", today)
      .executeTakeFirst();
    const clubs = await trx
      .selectFrom("clubs")
      .select(["id", "name"])
      .orderBy("id", "asc")
      .limit(3)
      .execute();
    if (!season || clubs.length === 0) return;
    const stamp = now.toISOString();

    const venueIds: number[] = [];
    for (const venue of demoVenues) {
      await trx
        .insertInto("venues")
        .values({ ...venue, created_at: stamp })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      const { id } = await trx
        .selectFrom("venues")
        .select("id")
        .where("name", "=", venue.name)
        .executeTakeFirstOrThrow();
      venueIds.push(id);
    }

    const { id: competitionId } = await trx
      .insertInto("competitions")
      .values({
        season_id: season.id,
        name: "Senior Men's League",
        name_fr: "Ligue senior masculine",
        category: "Senior Men",
        category_fr: "Seniors hommes",
        format: "league",
        age_rule: "min",
        age_limit: 18,
        age_cutoff: `${season.ends_on.slice(0, 4)}-01-01`,
        tiebreaks: formatTiebreaks(DEFAULT_TIEBREAKS),
        tiebreaks_running: formatTiebreaks(DEFAULT_RUNNING_TIEBREAKS),
        default_time: "19:00",
        published: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { id: stageId } = await trx
      .insertInto("competition_stages")
      .values({
        competition_id: competitionId,
        kind: "round-robin",
        name: "Regular season",
        name_fr: "Saison régulière",
        legs: 2,
        sort_order: 0,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { id: poolId } = await trx
      .insertInto("competition_pools")
      .values({ stage_id: stageId, name: "A", sort_order: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();

    // Two teams a club ("Ottawa Capital" and "Ottawa Capital II"), each at its city's venue.
    const entries: { entry: number; venue: number }[] = [];
    for (let index = 0; index < TEAMS; index++) {
      const club = clubs[index % clubs.length] as { id: number; name: string };
      const base = club.name.replace(/ Handball Club$/, "");
      const venue = venueIds[/Ottawa/.test(club.name) ? 1 : 0] as number;
      const { id: teamId } = await trx
        .insertInto("teams")
        .values({
          name: index < clubs.length ? base : `${base} II`,
          club_id: club.id,
          guest_from: null,
          home_venue_id: venue,
          created_at: stamp,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const { id: entry } = await trx
        .insertInto("competition_entries")
        .values({
          competition_id: competitionId,
          team_id: teamId,
          status: "confirmed",
          pool_id: poolId,
          seed: index + 1,
          order_id: null,
          paid_at: null,
          created_at: stamp,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      entries.push({ entry, venue });
    }

    // Saturdays a week apart, so the first half of the rounds lies before today and the second after.
    const firstRound = addDays(nextSaturday(new TZDate(now, timeZone)), -7 * PLAYED_ROUNDS);
    const venueOf = new Map(entries.map(({ entry, venue }) => [entry, venue]));
    const pairings = roundRobin(
      entries.map(({ entry }) => entry),
      2,
    );
    await trx
      .insertInto("matches")
      .values(
        pairings.map((pairing, index) => {
          const played = pairing.round <= PLAYED_ROUNDS;
          const score = played ? demoScore(index) : null;
          return {
            competition_id: competitionId,
            stage_id: stageId,
            pool_id: poolId,
            round: pairing.round,
            number: pairings.filter((other, at) => at < index && other.round === pairing.round).length + 1,
            home_entry_id: pairing.home,
            away_entry_id: pairing.away,
            home_source: null,
            away_source: null,
            match_date: format(addDays(firstRound, 7 * (pairing.round - 1)), "yyyy-MM-dd"),
            match_time: index % 3 === 2 ? "20:30" : "19:00",
            venue_id: venueOf.get(pairing.home) ?? null,
            status: played ? "played" : "scheduled",
            home_goals: score?.home ?? null,
            away_goals: score?.away ?? null,
            home_halftime: score?.homeHalf ?? null,
            away_halftime: score?.awayHalf ?? null,
            decided_by: null,
            home_sevens: null,
            away_sevens: null,
            forfeited_by: null,
            result_version: played ? 1 : 0,
            created_at: stamp,
            updated_at: stamp,
          };
        }),
      )
      .execute();
  });
}

/**
 * A senior men's handball score for the demo's match `index`: 22 to 35 goals a side, the home side a little
 * stronger, and a half-time score a little under half of each. Deterministic, so every new site looks alike.
 */
function demoScore(index: number) {
  const spread = (n: number, size: number) => (((n * 2654435761) >>> 0) % size) / size;
  const home = 24 + Math.floor(spread(index + 1, 1000) * 12);
  const away = 22 + Math.floor(spread(index + 101, 1000) * 12);
  const half = (goals: number, n: number) => Math.floor(goals / 2) - Math.floor(spread(n, 1000) * 3);
  return { home, away, homeHalf: half(home, index + 7), awayHalf: half(away, index + 13) };
}
