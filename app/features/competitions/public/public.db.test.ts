import ICAL from "ical.js";
import type { KyselyPlugin } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import type { Locale } from "~/lib/i18n";
import { makeMember, makeSeason } from "../../../../tests/support/membership-factories";
import {
  COMPETITION_TABLES,
  makeAdjustment,
  makeCompetition,
  makeEntry,
  makeMatch,
  makePool,
  makeRosterPlace,
  makeStage,
  makeVenue,
} from "../../../../tests/support/public-competition-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import {
  listPublicCompetitionPaths,
  loadCompetitionList,
  loadCompetitionPage,
  loadTeamPage,
  matchFeed,
} from "./service.server";

const seasons = { current: 0, next: 0 };
const testDb = setupTestDb({
  clean: [...COMPETITION_TABLES, "members"],
  seed: async (db) => {
    seasons.current = await makeSeason(db);
    seasons.next = await makeSeason(db, {
      name: "2026-2027",
      starts_on: "2026-09-01",
      ends_on: "2027-08-31",
    });
  },
});
const today = "2026-03-01";
const anyone = { mayPreview: async () => false };

/**
 * A league of four in one pool: round 1 played (a win with its half-time, a draw), round 2 one match to come
 * and one postponed, round 3 one cancelled and one with a day but no time, and one match with no day yet.
 */
async function makeLeague(db: Db, overrides: Parameters<typeof makeCompetition>[2] = {}) {
  const competitionId = await makeCompetition(db, seasons.current, overrides);
  const stageId = await makeStage(db, competitionId);
  const poolId = await makePool(db, stageId, "A");
  const arena = await makeVenue(db, `Varsity Arena ${competitionId}`, "https://maps.example.org/varsity");
  const gym = await makeVenue(db, `Carleton Gym ${competitionId}`);
  const entry = (name: string) => makeEntry(db, competitionId, name, { poolId });
  const lions = await entry("Lions");
  const tigers = await entry("Tigers");
  const bears = await entry("Bears");
  const wolves = await entry("Wolves");
  const at = { competitionId, stageId, poolId };
  const m = {
    lionsTigers: await makeMatch(db, at, {
      home_entry_id: lions,
      away_entry_id: tigers,
      home_goals: 28,
      away_goals: 25,
      home_halftime: 14,
      away_halftime: 12,
      venue_id: arena,
    }),
    bearsWolves: await makeMatch(db, at, {
      number: 2,
      home_entry_id: bears,
      away_entry_id: wolves,
      home_goals: 30,
      away_goals: 30,
      home_halftime: 15,
      away_halftime: 16,
      venue_id: gym,
    }),
    lionsBears: await makeMatch(db, at, {
      round: 2,
      home_entry_id: lions,
      away_entry_id: bears,
      match_date: "2026-03-14",
      match_time: "18:00",
      venue_id: arena,
    }),
    tigersWolves: await makeMatch(db, at, {
      round: 2,
      number: 2,
      home_entry_id: tigers,
      away_entry_id: wolves,
      status: "postponed",
    }),
    wolvesLions: await makeMatch(db, at, {
      round: 3,
      home_entry_id: wolves,
      away_entry_id: lions,
      match_date: "2026-03-21",
      status: "cancelled",
    }),
    bearsTigers: await makeMatch(db, at, {
      round: 3,
      number: 2,
      home_entry_id: bears,
      away_entry_id: tigers,
      match_date: "2026-03-21",
      match_time: null,
    }),
    undated: await makeMatch(db, at, {
      round: 4,
      home_entry_id: tigers,
      away_entry_id: lions,
      match_date: null,
      match_time: null,
    }),
  };
  return { competitionId, stageId, poolId, entries: { lions, tigers, bears, wolves }, matches: m };
}

const page = (id: number, locale: Locale = "en", viewer = anyone, round: number | null = null) =>
  loadCompetitionPage(testDb.db, { id, locale, round, today, ...viewer });

describe(`the competitions list (${testDialect})`, () => {
  it("lists the published competitions of the current season, and another season when asked", async () => {
    const db = testDb.db;
    const league = await makeCompetition(db, seasons.current);
    await makeCompetition(db, seasons.current, { name: "Draft Cup", published: 0 });
    const nextYear = await makeCompetition(db, seasons.next, {
      name: "Spring Tournament",
      format: "tournament",
    });

    const current = await loadCompetitionList(db, { season: null, today });
    expect(current.season).toEqual({ id: seasons.current, name: "2025-2026" });
    expect(current.competitions.map((c) => [c.id, c.category, c.format])).toEqual([
      [league, "Senior Men", "league"],
    ]);
    expect(current.seasons.map((s) => s.name)).toEqual(["2026-2027", "2025-2026"]);

    const asked = await loadCompetitionList(db, { season: String(seasons.next), today });
    expect(asked.competitions.map((c) => [c.id, c.format])).toEqual([[nextYear, "tournament"]]);
    // An address that names no season shows the current one, never an error.
    expect((await loadCompetitionList(db, { season: "x'; drop", today })).season?.id).toBe(seasons.current);
  });
});

describe(`a competition's page (${testDialect})`, () => {
  it("shows the standings of the pool with a shared place, the order in words, and the adjustments", async () => {
    const league = await makeLeague(testDb.db);
    await makeAdjustment(testDb.db, league.poolId, league.entries.tigers, -1, "Late roster");
    const shown = await page(league.competitionId);
    const pool = shown?.stages[0]?.pools[0];
    expect(pool?.standings.complete).toBe(false);
    expect(pool?.standings.rows.map((row) => [row.place, row.team, row.shared, row.points])).toEqual([
      [1, "Lions", false, 2],
      [2, "Bears", true, 1],
      [2, "Wolves", true, 1],
      [4, "Tigers", false, -1],
    ]);
    expect(pool?.standings.order.running).toBe(
      "While the pool is being played: goal difference in all matches, then goals scored in all matches.",
    );
    expect(pool?.standings.footnotes).toEqual([
      "Tigers: −1 point, Late roster",
      "Bears and Wolves: level on every criterion, they share place 2.",
    ]);
    const french = await page(league.competitionId, "fr");
    expect(french?.stages[0]?.pools[0]?.standings.footnotes[0]).toContain("Late roster (fr)");
  });

  it("is complete once every match is played, forfeited or cancelled", async () => {
    const league = await makeLeague(testDb.db);
    const { matches } = league;
    await testDb.db
      .updateTable("matches")
      .set({ status: "played", home_goals: 20, away_goals: 22 })
      .where("id", "in", [matches.lionsBears, matches.tigersWolves, matches.bearsTigers])
      .execute();
    expect((await page(league.competitionId))?.stages[0]?.pools[0]?.standings.complete).toBe(false);
    await testDb.db
      .updateTable("matches")
      .set({ status: "forfeit", forfeited_by: "away" })
      .where("id", "=", matches.undated)
      .execute();
    const standings = (await page(league.competitionId))?.stages[0]?.pools[0]?.standings;
    expect(standings?.complete).toBe(true);
    // Tigers: 25 against Lions, 20 against Wolves, 22 against Bears, and the forfeit's 10 (the default
    // forfeit score) when Lions forfeited.
    expect(standings?.rows.find((row) => row.team === "Tigers")).toMatchObject({ won: 2, goalsFor: 77 });
  });

  it("gives the fixtures by round with day, time, venue link, half-time, and the postponed and cancelled", async () => {
    const league = await makeLeague(testDb.db);
    const pool = (await page(league.competitionId))?.stages[0]?.pools[0];
    expect(pool?.rounds.map((round) => round.name)).toEqual(["Round 1", "Round 2", "Round 3", "Round 4"]);
    // One round at a time: the asked one, or by default the next with a match to play (round 1 is played).
    expect(pool?.shown?.name).toBe("Round 2");
    const rounds = await Promise.all(
      [1, 2, 3, 4].map(async (round) => {
        const shown = (await page(league.competitionId, "en", anyone, round))?.stages[0]?.pools[0]?.shown;
        return { name: shown?.name ?? "", matches: shown?.matches ?? [] };
      }),
    );
    expect(rounds.map((round) => [round.name, round.matches.length])).toEqual([
      ["Round 1", 2],
      ["Round 2", 2],
      ["Round 3", 2],
      ["Round 4", 1],
    ]);
    const [win, draw] = rounds[0]?.matches ?? [];
    expect(win).toMatchObject({
      day: "2026-03-07",
      time: "19:30",
      home: { entryId: league.entries.lions, name: "Lions" },
      away: { entryId: league.entries.tigers, name: "Tigers" },
      score: [28, 25],
      halftime: [14, 12],
      venue: { name: expect.stringContaining("Varsity Arena"), url: "https://maps.example.org/varsity" },
    });
    expect(draw?.venue?.url).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=Carleton\+Gym/);
    expect(rounds[1]?.matches.map((match) => [match.status, match.score])).toEqual([
      ["scheduled", null],
      ["postponed", null],
    ]);
    expect(rounds[2]?.matches.map((match) => [match.status, match.time])).toEqual([
      ["cancelled", "19:30"],
      ["scheduled", null],
    ]);
  });

  it("names a knockout's teams to come in words until they are known, in both languages", async () => {
    const league = await makeLeague(testDb.db);
    const { competitionId, poolId } = league;
    const knockout = await makeStage(testDb.db, competitionId, {
      kind: "knockout",
      name: "Playoffs",
      name_fr: "Séries",
      sort_order: 1,
    });
    const at = { competitionId, stageId: knockout, poolId: null };
    const first = await makeMatch(testDb.db, at, {
      home_source: `pool:${poolId}:1`,
      away_source: `pool:${poolId}:4`,
    });
    const second = await makeMatch(testDb.db, at, {
      number: 2,
      home_entry_id: league.entries.bears,
      home_source: `pool:${poolId}:2`,
      away_source: `pool:${poolId}:3`,
    });
    await makeMatch(testDb.db, at, {
      round: 2,
      home_source: `winner:${first}`,
      away_source: `winner:${second}`,
    });
    const sides = async (locale: Locale) =>
      (await page(competitionId, locale))?.stages[1]?.rounds.map((round) => [
        round.name,
        round.matches.map((match) => `${match.home.name} / ${match.away.name}`),
      ]);
    expect(await sides("en")).toEqual([
      ["Semi-finals", ["1st Pool A / 4th Pool A", "Bears / 3rd Pool A"]],
      ["Final", ["Winner of semi-final 1 / Winner of semi-final 2"]],
    ]);
    const french = JSON.stringify(await sides("fr"));
    expect(french).toContain("Bears");
    expect(french).not.toContain("Pool A");
    expect(french).not.toContain("Winner");
  });

  it("is not found when unpublished, unless an administrator previews it", async () => {
    const league = await makeLeague(testDb.db, { published: 0 });
    expect(await page(league.competitionId)).toBeNull();
    const admin = { mayPreview: async () => true };
    expect((await page(league.competitionId, "en", admin))?.competition.published).toBe(false);
    expect(await page(999_999, "en", admin)).toBeNull();
  });

  it("reads the same number of queries with 7 matches and with 97", async () => {
    const league = await makeLeague(testDb.db);
    const counter = queryCounter();
    const counted = testDb.db.withPlugin(counter.plugin);
    const count = async (load: () => Promise<unknown>) => {
      counter.count = 0;
      await load();
      return counter.count;
    };
    const competitionPage = () =>
      loadCompetitionPage(counted, { id: league.competitionId, locale: "en", round: null, today, ...anyone });
    const teamPage = () =>
      loadTeamPage(counted, {
        competitionId: league.competitionId,
        entryId: league.entries.lions,
        locale: "en",
        today,
        ...anyone,
      });
    const few = [await count(competitionPage), await count(teamPage)];
    for (let round = 5; round < 50; round++)
      for (const number of [1, 2])
        await makeMatch(testDb.db, league, {
          round,
          number,
          home_entry_id: number === 1 ? league.entries.lions : league.entries.bears,
          away_entry_id: number === 1 ? league.entries.tigers : league.entries.wolves,
          home_goals: 20 + number,
          away_goals: 19,
        });
    const many = [await count(competitionPage), await count(teamPage)];
    expect(many).toEqual(few);
    expect(few[0]).toBeLessThanOrEqual(6);
  });
});

describe(`a team's page (${testDialect})`, () => {
  async function withRoster(competition: Parameters<typeof makeCompetition>[2]) {
    const league = await makeLeague(testDb.db, competition);
    const person = (first: string, born: string) =>
      makeMember(testDb.db, `user-${first}`, { first_name: first, last_name: "Okafor", date_of_birth: born });
    const place = async (memberId: number, role: "player" | "coach", jersey: number | null) =>
      makeRosterPlace(testDb.db, {
        entryId: league.entries.lions,
        competitionId: league.competitionId,
        memberId,
        role,
        jersey,
      });
    await place((await person("Daniel", "1995-05-20")).id, "player", 10);
    await place((await person("Junior", "2008-03-02")).id, "player", 4);
    await place((await person("Grace", "1970-11-02")).id, "coach", null);
    return league;
  }
  const team = (competitionId: number, entryId: number) =>
    loadTeamPage(testDb.db, { competitionId, entryId, locale: "en", today, ...anyone });

  it("names the adults of a senior team, never the player who turns 18 tomorrow", async () => {
    const league = await withRoster({});
    const shown = await team(league.competitionId, league.entries.lions);
    expect(shown?.namesShown).toBe(true);
    expect(shown?.roster).toEqual([
      { name: "Daniel Okafor", role: "player", jersey: 10 },
      { name: "Grace Okafor", role: "coach", jersey: null },
    ]);
    expect(JSON.stringify(shown)).not.toMatch(/Junior|1995-05-20|OHA-/);
  });

  it("names nobody in a youth competition", async () => {
    const league = await withRoster({ age_rule: "max", age_limit: 17, name: "U18 League" });
    const shown = await team(league.competitionId, league.entries.lions);
    expect(shown?.namesShown).toBe(false);
    expect(shown?.roster).toEqual([]);
    expect(JSON.stringify(shown)).not.toMatch(/Okafor/);
  });

  it("lists the team's matches by day, home and away, undated last", async () => {
    const league = await makeLeague(testDb.db);
    const shown = await team(league.competitionId, league.entries.lions);
    expect(shown?.team).toMatchObject({ name: "Lions", pool: "A" });
    expect(shown?.matches.map((match) => [match.id, match.isHome, match.roundName])).toEqual([
      [league.matches.lionsTigers, true, "Round 1"],
      [league.matches.lionsBears, true, "Round 2"],
      [league.matches.wolvesLions, false, "Round 3"],
      [league.matches.undated, false, "Round 4"],
    ]);
  });

  it("is not found for an entry of another competition, a withdrawn one, or an unpublished competition", async () => {
    const league = await makeLeague(testDb.db);
    const other = await makeLeague(testDb.db, { name: "Women's League" });
    const withdrawn = await makeEntry(testDb.db, league.competitionId, "Gone", { status: "withdrawn" });
    expect(await team(league.competitionId, other.entries.lions)).toBeNull();
    expect(await team(league.competitionId, withdrawn)).toBeNull();
    const hidden = await makeLeague(testDb.db, { published: 0 });
    expect(await team(hidden.competitionId, hidden.entries.lions)).toBeNull();
  });
});

describe(`the calendar feeds (${testDialect})`, () => {
  afterEach(() => ICAL.TimezoneService.reset());

  const feed = (
    competitionId: number,
    entryId: number | null,
    etag: string | null = null,
    locale: Locale = "en",
  ) =>
    matchFeed(testDb.db, testConfig, {
      competitionId,
      entryId,
      locale,
      ifNoneMatch: (current) => current === etag,
    });

  function parse(body: string) {
    const calendar = new ICAL.Component(ICAL.parse(body));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    return calendar.getAllSubcomponents("vevent");
  }

  it("has one event per match with a day: timed in the zone, all-day without a time, cancelled as such", async () => {
    const league = await makeLeague(testDb.db);
    const result = await feed(league.competitionId, null);
    if (!result || result.notModified) throw new Error("expected a feed");
    const host = new URL(testConfig.BASE_URL).hostname;
    const events = parse(result.body);
    const byUid = new Map(events.map((event) => [event.getFirstPropertyValue("uid"), event]));
    const { matches } = league;
    expect([...byUid.keys()].sort()).toEqual(
      [
        matches.lionsTigers,
        matches.bearsWolves,
        matches.lionsBears,
        matches.tigersWolves,
        matches.wolvesLions,
        matches.bearsTigers,
      ]
        .map((id) => `match-${id}@${host}`)
        .sort(),
    );
    const win = new ICAL.Event(byUid.get(`match-${matches.lionsTigers}@${host}`));
    expect(win.summary).toBe("Lions 28–25 Tigers");
    expect(win.startDate.toJSDate().toISOString()).toBe(new Date(`2026-03-07T19:30:00-05:00`).toISOString());
    expect(win.endDate.toJSDate().getTime() - win.startDate.toJSDate().getTime()).toBe(90 * 60_000);
    expect(win.location).toContain("Varsity Arena");
    const allDay = new ICAL.Event(byUid.get(`match-${matches.bearsTigers}@${host}`));
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe("2026-03-21");
    expect(byUid.get(`match-${matches.wolvesLions}@${host}`)?.getFirstPropertyValue("status")).toBe(
      "CANCELLED",
    );
    expect(byUid.get(`match-${matches.tigersWolves}@${host}`)?.getFirstPropertyValue("status")).toBe(
      "TENTATIVE",
    );
    expect(result.body).toContain("SUMMARY:Lions – Bears\r\n");
  });

  it("gives a team's feed its matches only, in the reader's language, with the page's address", async () => {
    const league = await makeLeague(testDb.db);
    const result = await feed(league.competitionId, league.entries.tigers, null, "fr");
    if (!result || result.notModified) throw new Error("expected a feed");
    const events = parse(result.body).map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.summary).sort()).toEqual(
      ["Bears – Tigers", "Lions 28–25 Tigers", "Reporté\u00a0: Tigers – Wolves"].sort(),
    );
    expect(events[0]?.description).toContain(
      `/fr/competitions/${league.competitionId}/teams/${league.entries.tigers}`,
    );
    expect(result.filename).toBe(`team-${league.entries.tigers}.ics`);
  });

  it("keeps its ETag until a competition's table changes, and answers 304 to that ETag", async () => {
    const league = await makeLeague(testDb.db);
    const first = await feed(league.competitionId, null);
    if (!first) throw new Error("expected a feed");
    expect((await feed(league.competitionId, null))?.etag).toBe(first.etag);
    expect(await feed(league.competitionId, null, first.etag)).toEqual({
      notModified: true,
      etag: first.etag,
    });
    // Another process saves a result: straight to the table.
    await testDb.db
      .updateTable("matches")
      .set({ status: "played", home_goals: 31, away_goals: 29 })
      .where("id", "=", league.matches.lionsBears)
      .execute();
    const after = await feed(league.competitionId, null, first.etag);
    if (!after || after.notModified) throw new Error("expected a new feed");
    expect(after.etag).not.toBe(first.etag);
    expect(after.body).toContain("SUMMARY:Lions 31–29 Bears");
  });

  it("is not found for an unpublished competition or an entry not in it", async () => {
    const hidden = await makeLeague(testDb.db, { published: 0 });
    const shown = await makeLeague(testDb.db);
    expect(await feed(hidden.competitionId, null)).toBeNull();
    expect(await feed(shown.competitionId, hidden.entries.lions)).toBeNull();
  });
});

describe(`the sitemap's competition pages (${testDialect})`, () => {
  it("lists each published competition, its top scorers, its teams and its matches", async () => {
    const shown = await makeLeague(testDb.db);
    await makeLeague(testDb.db, { published: 0 });
    const { lions, tigers, bears, wolves } = shown.entries;
    const id = shown.competitionId;
    const matches = await testDb.db
      .selectFrom("matches")
      .select("id")
      .where("competition_id", "=", id)
      .orderBy("id")
      .execute();
    expect(await listPublicCompetitionPaths(testDb.db)).toEqual([
      `/competitions/${id}`,
      `/competitions/${id}/scorers`,
      ...[lions, tigers, bears, wolves].map((entry) => `/competitions/${id}/teams/${entry}`),
      ...matches.map((match) => `/competitions/${id}/matches/${match.id}`),
    ]);
  });
});

/** Counts the queries sent through a Kysely instance. */
function queryCounter() {
  const counter = {
    count: 0,
    plugin: {
      transformQuery(args) {
        counter.count += 1;
        return args.node;
      },
      async transformResult(args) {
        return args.result;
      },
    } satisfies KyselyPlugin,
  };
  return counter;
}
