import { describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import { exportAccountData } from "~/features/accounts/index.server";
import {
  assignOfficial,
  changeOfficialFeed,
  exportMatchRecordOfAccount,
  exportOfficiatingOfAccount,
  generatePoolFixtures,
  listMatchesOfCompetition,
  listPublicOfficials,
  loadMatchOfficials,
  loadOfficiatingOfAccount,
  officiatingFeed,
  removeOfficial,
  updateMatchSchedule,
} from "~/features/competitions/index.server";
import { exportAttendanceOfAccount } from "~/features/events/index.server";
import { exportPeopleOfAccount } from "~/features/memberships/index.server";
import type { Deps } from "~/lib/context.server";
import { testNow } from "../../../../tests/support/factories";
import {
  FIXTURE_TABLES,
  makeCompetition,
  makeOfficial,
  type Scene,
} from "../../../../tests/support/fixture-factories";
import { makeMember, makeMembership } from "../../../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";

const testDb = setupTestDb({
  clean: ["official_feeds", "match_officials", "memberships", "membership_types", ...FIXTURE_TABLES],
});
const deps = (db: Db = testDb.db): Deps => ({ db, config: testConfig, mail: { wake() {} } });
const today = "2026-03-01";

/** The e-mails queued, as "kind address" in order. */
async function sent() {
  const rows = await testDb.db.selectFrom("outbox").select(["kind", "to_address"]).orderBy("id").execute();
  return rows.map((row) => `${row.kind} ${row.to_address}`);
}

/** A person with an account (address, language) and a membership of the season of a type that may or may not officiate. */
async function makePerson(
  db: Db,
  scene: Scene,
  who: {
    first: string;
    email: string;
    locale?: "en" | "fr";
    canOfficiate?: boolean;
    status?: "active" | "awaiting-payment";
  },
) {
  const userId = `user-${who.email}`;
  await db
    .insertInto("user")
    .values({
      id: userId,
      name: `${who.first} Official`,
      email: who.email,
      emailVerified: 1,
      role: "user",
      lastSignInAt: null,
      locale: who.locale ?? "en",
      createdAt: testNow.toISOString(),
      updatedAt: testNow.toISOString(),
    })
    .execute();
  const member = await makeMember(db, userId, { first_name: who.first, last_name: "Official" });
  const typeId = await insertReturningId(db, "membership_types", {
    name: `Type ${who.first}`,
    name_fr: `Type ${who.first}`,
    fee_cents: 0,
    age_rule: "any",
    can_officiate: who.canOfficiate === false ? 0 : 1,
  });
  await makeMembership(db, {
    memberId: member.id,
    seasonId: scene.seasonId,
    typeId,
    status: who.status ?? "active",
  });
  return { ...member, userId };
}

/** Four teams of pool A, their round robin generated: round 1 holds two matches at 19:00 on 2026-10-03. */
async function scene() {
  const made = await makeCompetition(testDb.db, { pools: { A: ["Lions", "Tigers", "Bears", "Wolves"] } });
  await generatePoolFixtures(
    testDb.db,
    { competitionId: made.competitionId, poolId: made.pools.A as number },
    testNow,
  );
  const matches = await listMatchesOfCompetition(testDb.db, made.competitionId);
  return { ...made, matches };
}

function assign(db: Db, competitionId: number, matchId: number, memberNumber: string, role = "referee") {
  return assignOfficial(
    deps(db),
    { competitionId, matchId, values: { memberNumber, role }, locale: "en", by: "user-admin" },
    today,
    testNow,
  );
}

describe(`assigning officials (${testDialect})`, () => {
  it("assigns an official once, e-mails them once, and refuses a third referee or a second role", async () => {
    const s = await scene();
    const [first] = s.matches;
    const match = first?.id as number;
    const ada = await makePerson(testDb.db, s, { first: "Ada", email: "ada@example.org" });
    const bo = await makePerson(testDb.db, s, { first: "Bo", email: "bo@example.org", locale: "fr" });
    const cy = await makePerson(testDb.db, s, { first: "Cy", email: "cy@example.org" });
    expect(await assign(testDb.db, s.competitionId, match, ada.number.toLowerCase())).toMatchObject({
      ok: true,
      changed: true,
      name: "Ada Official",
      role: "referee",
    });
    expect(await assign(testDb.db, s.competitionId, match, ada.number)).toMatchObject({
      ok: true,
      changed: false,
    });
    expect(await assign(testDb.db, s.competitionId, match, bo.number)).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(await assign(testDb.db, s.competitionId, match, cy.number)).toEqual({
      ok: false,
      errors: { role: "This match already has two referees: remove one first" },
    });
    expect(await assign(testDb.db, s.competitionId, match, ada.number, "timekeeper")).toEqual({
      ok: false,
      errors: { memberNumber: "Ada Official is already referee of this match" },
    });
    expect(await assign(testDb.db, s.competitionId, match, cy.number, "timekeeper")).toMatchObject({
      ok: true,
    });
    expect(await sent()).toEqual([
      "official-assigned ada@example.org",
      "official-assigned bo@example.org",
      "official-assigned cy@example.org",
    ]);
    const french = await testDb.db
      .selectFrom("outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", "bo@example.org")
      .executeTakeFirstOrThrow();
    expect(french.subject).toBe("Désignation\u00a0: Lions contre Wolves");
    const page = await loadMatchOfficials(testDb.db, s.competitionId, match);
    expect(page?.officials.map((official) => `${official.role} ${official.slot} ${official.name}`)).toEqual([
      "timekeeper 1 Cy Official",
      "referee 1 Ada Official",
      "referee 2 Bo Official",
    ]);
    // Another competition's id in the address finds no match.
    expect(await assign(testDb.db, s.competitionId + 1, match, cy.number)).toEqual({
      ok: false,
      notFound: true,
    });
  });

  it("refuses someone whose membership does not allow officiating, with the reason", async () => {
    const s = await scene();
    const match = s.matches[0]?.id as number;
    const player = await makePerson(testDb.db, s, {
      first: "Pat",
      email: "pat@example.org",
      canOfficiate: false,
    });
    const unpaid = await makePerson(testDb.db, s, {
      first: "Una",
      email: "una@example.org",
      status: "awaiting-payment",
    });
    const other = await makeCompetition(testDb.db, { pools: { A: ["X", "Y"] } });
    const elsewhere = await makePerson(
      testDb.db,
      { ...s, seasonId: other.seasonId },
      { first: "Eli", email: "eli@example.org" },
    );
    const season = await testDb.db
      .selectFrom("seasons")
      .select("name")
      .where("id", "=", s.seasonId)
      .executeTakeFirstOrThrow();
    const refusals = await Promise.all(
      [player.number, unpaid.number, elsewhere.number, "OHA-999999"].map((number) =>
        assign(testDb.db, s.competitionId, match, number),
      ),
    );
    expect(
      refusals.map((result) => (result.ok || result.notFound ? "" : result.errors.memberNumber)),
    ).toEqual([
      "Pat Official's membership type does not allow officiating",
      `Una Official's membership for ${season.name} is awaiting payment`,
      `Eli Official has no membership in the ${season.name} season`,
      "No member has the number OHA-999999",
    ]);
    expect(await testDb.db.selectFrom("match_officials").selectAll().execute()).toEqual([]);
    expect(await sent()).toEqual([]);
  });

  it("refuses a booking that overlaps another match, in any competition, and allows one 90 minutes later", async () => {
    const s = await scene();
    const [one, two] = s.matches.filter((match) => match.round === 1);
    const ada = await makePerson(testDb.db, s, { first: "Ada", email: "ada@example.org" });
    expect(await assign(testDb.db, s.competitionId, one?.id as number, ada.number)).toMatchObject({
      ok: true,
    });
    expect(await assign(testDb.db, s.competitionId, two?.id as number, ada.number, "scorekeeper")).toEqual({
      ok: false,
      errors: {
        memberNumber:
          "Ada Official is already booked for Lions v Wolves on October 3, 2026 at 7:00 p.m., which overlaps this match",
      },
    });
    await updateMatchSchedule(
      deps(),
      {
        competitionId: s.competitionId,
        matchId: two?.id as number,
        day: "2026-10-03",
        time: "20:30",
        venueId: null,
      },
      testNow,
    );
    expect(await assign(testDb.db, s.competitionId, two?.id as number, ada.number)).toMatchObject({
      ok: true,
    });
    // Moving a match is never refused for an official; their match's page then says they overlap.
    await updateMatchSchedule(
      deps(),
      {
        competitionId: s.competitionId,
        matchId: two?.id as number,
        day: "2026-10-03",
        time: "19:45",
        venueId: null,
      },
      testNow,
    );
    const page = await loadMatchOfficials(testDb.db, s.competitionId, one?.id as number);
    expect(page?.officials.map((official) => official.overlap)).toEqual([
      { home: two?.home_team, away: two?.away_team, day: "2026-10-03", time: "19:45" },
    ]);
  });

  it("books an official once when administrators assign them to overlapping matches at once", async () => {
    const s = await scene();
    // All six matches at the same hour: every pair overlaps, and six assignments race for one person.
    await testDb.db
      .updateTable("matches")
      .set({ match_date: "2026-10-03", match_time: "19:00" })
      .where("competition_id", "=", s.competitionId)
      .execute();
    const ada = await makePerson(testDb.db, s, { first: "Ada", email: "ada@example.org" });
    const outcomes = await Promise.all(
      s.matches.map((match) => assign(testDb.db, s.competitionId, match.id, ada.number)),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    for (const outcome of outcomes.filter((candidate) => !candidate.ok))
      expect(outcome).toMatchObject({
        errors: { memberNumber: expect.stringContaining("which overlaps this match") },
      });
    expect(await testDb.db.selectFrom("match_officials").select("member_id").execute()).toEqual([
      { member_id: ada.id },
    ]);
    expect(await sent()).toEqual(["official-assigned ada@example.org"]);
  });

  it("fills a role once when two administrators assign two people to its last place at once", async () => {
    const s = await scene();
    const match = s.matches[0]?.id as number;
    const ada = await makePerson(testDb.db, s, { first: "Ada", email: "ada@example.org" });
    const bo = await makePerson(testDb.db, s, { first: "Bo", email: "bo@example.org" });
    const outcomes = await Promise.all([
      assign(testDb.db, s.competitionId, match, ada.number, "timekeeper"),
      assign(testDb.db, s.competitionId, match, bo.number, "timekeeper"),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({
      ok: false,
      errors: { role: "This match already has a timekeeper: remove them first" },
    });
    expect(await sent()).toHaveLength(1);
  });
});

describe(`officials hear of changes (${testDialect})`, () => {
  it("e-mails a referee once per change to the match, with the teams' coach, and once when removed", async () => {
    const s = await scene();
    const match = s.matches[0] as (typeof s.matches)[number];
    const ada = await makePerson(testDb.db, s, { first: "Ada", email: "ada@example.org", locale: "fr" });
    await makeOfficial(testDb.db, s, match.home_entry_id as number, {
      name: "Coach Lions",
      email: "coach@example.org",
    });
    await assign(testDb.db, s.competitionId, match.id, ada.number);
    const move = {
      competitionId: s.competitionId,
      matchId: match.id,
      day: "2026-10-04",
      time: "18:00",
      venueId: null,
    };
    await updateMatchSchedule(deps(), move, testNow);
    await updateMatchSchedule(deps(), move, testNow);
    expect(await sent()).toEqual([
      "official-assigned ada@example.org",
      "fixture-changed coach@example.org",
      "fixture-changed ada@example.org",
    ]);
    const moved = await testDb.db
      .selectFrom("outbox")
      .select("text_body")
      .where("kind", "=", "fixture-changed")
      .where("to_address", "=", "ada@example.org")
      .executeTakeFirstOrThrow();
    expect(moved.text_body).toContain("Vous recevez ce courriel comme officiel désigné pour ce match.");
    const [official] = (await loadMatchOfficials(testDb.db, s.competitionId, match.id))?.officials ?? [];
    const removal = {
      competitionId: s.competitionId,
      matchId: match.id,
      officialId: official?.id as number,
      locale: "en" as const,
    };
    expect(await removeOfficial(deps(), removal, testNow)).toMatchObject({
      ok: true,
      changed: true,
      name: "Ada Official",
    });
    expect(await removeOfficial(deps(), removal, testNow)).toMatchObject({ ok: true, changed: false });
    await updateMatchSchedule(deps(), { ...move, time: "17:00" }, testNow);
    expect((await sent()).filter((line) => line.endsWith("ada@example.org"))).toEqual([
      "official-assigned ada@example.org",
      "fixture-changed ada@example.org",
      "official-removed ada@example.org",
    ]);
  });
});

/** Ada referees match one and keeps the score of match three; Bo referees match two. */
async function adaAndBo() {
  const s = await scene();
  const [one, two, three] = s.matches;
  const ada = await makePerson(testDb.db, s, { first: "Ada", email: "ada@example.org" });
  const bo = await makePerson(testDb.db, s, { first: "Bo", email: "bo@example.org" });
  await assign(testDb.db, s.competitionId, one?.id as number, ada.number);
  await assign(testDb.db, s.competitionId, three?.id as number, ada.number, "scorekeeper");
  await assign(testDb.db, s.competitionId, two?.id as number, bo.number);
  return { s, one, two, three, ada, bo };
}

describe(`an official's own matches (${testDialect})`, () => {
  it("lists on the account page and in the feed only their matches, behind a token they can replace or remove", async () => {
    const { s, one, two, three, ada, bo } = await adaAndBo();
    const ask = { userId: ada.userId, locale: "en" as const };
    const section = await loadOfficiatingOfAccount(testDb.db, testConfig, ask, today);
    expect(section?.people.map((person) => person.assignments.map((row) => `${row.id} ${row.role}`))).toEqual(
      [[`${one?.id} referee`, `${three?.id} scorekeeper`]],
    );
    expect(section?.people[0]?.feed).toBeNull();
    // Someone with no assignment and no feed sees no section.
    const nobody = await makePerson(testDb.db, s, { first: "Nia", email: "nia@example.org" });
    expect(
      await loadOfficiatingOfAccount(testDb.db, testConfig, { ...ask, userId: nobody.userId }, today),
    ).toBeNull();

    // Only the account's own people: Bo's number from Ada's account changes nothing.
    expect(
      await changeOfficialFeed(
        testDb.db,
        { userId: ada.userId, memberNumber: bo.number, intent: "renew" },
        testNow,
      ),
    ).toBe(false);
    expect(
      await changeOfficialFeed(
        testDb.db,
        { userId: ada.userId, memberNumber: ada.number, intent: "renew" },
        testNow,
      ),
    ).toBe(true);
    const tokenOf = async () =>
      (
        await testDb.db
          .selectFrom("official_feeds")
          .select("token")
          .where("member_id", "=", ada.id)
          .executeTakeFirst()
      )?.token;
    const first = (await tokenOf()) as string;
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const links = (await loadOfficiatingOfAccount(testDb.db, testConfig, ask, today))?.people[0]?.feed;
    expect(links?.download).toBe(`/officiating/${first}.ics?download=1`);

    const feedOf = (token: string) =>
      officiatingFeed(testDb.db, testConfig, { token, locale: "en", today, ifNoneMatch: () => false });
    const feed = await feedOf(first);
    if (!feed || feed.notModified) throw new Error("expected a feed");
    expect(feed.body.match(/UID:match-\d+/g)).toEqual([`UID:match-${one?.id}`, `UID:match-${three?.id}`]);
    expect(feed.body).toContain("SUMMARY:Referee: Lions v Wolves");
    expect(feed.body).not.toContain(`UID:match-${two?.id}@`);
    const etag = feed.etag;
    expect(
      await officiatingFeed(testDb.db, testConfig, {
        token: first,
        locale: "en",
        today,
        ifNoneMatch: (tag) => tag === etag,
      }),
    ).toEqual({ notModified: true, etag });

    await changeOfficialFeed(
      testDb.db,
      { userId: ada.userId, memberNumber: ada.number, intent: "renew" },
      testNow,
    );
    const second = (await tokenOf()) as string;
    expect(second).not.toBe(first);
    expect(await feedOf(first)).toBeNull();
    expect(await feedOf(second)).toMatchObject({ notModified: false });
    await changeOfficialFeed(
      testDb.db,
      { userId: ada.userId, memberNumber: ada.number, intent: "revoke" },
      testNow,
    );
    expect(await feedOf(second)).toBeNull();
  });
});

describe(`an official's data download (${testDialect})`, () => {
  it("holds every match the account's people were assigned to, past ones too, and the feed's day, never its token", async () => {
    const { s, one, three, ada, bo } = await adaAndBo();
    // Match one is played and long past: the account page no longer lists it, the download still does.
    await testDb.db
      .updateTable("matches")
      .set({ match_date: "2025-10-04" })
      .where("id", "=", one?.id as number)
      .execute();
    // Ada also referees a match whose day is not set yet: the download puts it first (the latest first),
    // the account page after the matches with a day, on either database.
    const undated = s.matches[4]?.id as number;
    await assign(testDb.db, s.competitionId, undated, ada.number);
    await testDb.db.updateTable("matches").set({ match_date: null }).where("id", "=", undated).execute();
    const page = await loadOfficiatingOfAccount(
      testDb.db,
      testConfig,
      { userId: ada.userId, locale: "en" },
      today,
    );
    expect(page?.people[0]?.assignments.map((row) => `${row.id} ${row.role}`)).toEqual([
      `${three?.id} scorekeeper`,
      `${undated} referee`,
    ]);
    await changeOfficialFeed(
      testDb.db,
      { userId: ada.userId, memberNumber: ada.number, intent: "renew" },
      testNow,
    );
    const sections = {
      people: exportPeopleOfAccount,
      attendance: exportAttendanceOfAccount,
      officiating: exportOfficiatingOfAccount,
      matchRecord: exportMatchRecordOfAccount,
    };
    const data = await exportAccountData(testDb.db, ada.userId, testNow, sections);
    expect(data?.officiating).toEqual([
      {
        memberNumber: ada.number,
        assignments: [
          expect.objectContaining({ role: "referee", match_date: null }),
          expect.objectContaining({ role: "scorekeeper", match_date: "2026-10-10", home_team: "Wolves" }),
          expect.objectContaining({
            role: "referee",
            match_date: "2025-10-04",
            competition: expect.any(String),
          }),
        ],
        calendarFeedCreatedAt: testNow.toISOString(),
      },
    ]);
    const text = JSON.stringify(data);
    const token = await testDb.db
      .selectFrom("official_feeds")
      .select("token")
      .where("member_id", "=", ada.id)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(token.token);
    expect(text).not.toContain(bo.number);
    expect(data?.truncated).toEqual([]);
    // One row kept: the list says it had more.
    expect(await exportOfficiatingOfAccount(testDb.db, { userId: ada.userId }, 1)).toMatchObject({
      officiating: [{ assignments: [expect.objectContaining({ role: "referee", match_date: null })] }],
      truncated: ["officiating"],
    });
    // Bo's download holds Bo's match only.
    const theirs = await exportAccountData(testDb.db, bo.userId, testNow, sections);
    expect(theirs?.officiating).toEqual([
      {
        memberNumber: bo.number,
        assignments: [expect.objectContaining({ role: "referee" })],
        calendarFeedCreatedAt: null,
      },
    ]);
  });
});

describe(`officials on public pages (${testDialect})`, () => {
  it("names adult officials only, with their role, and nothing else of them", async () => {
    const s = await scene();
    const match = s.matches[0]?.id as number;
    const ada = await makePerson(testDb.db, s, { first: "Ada", email: "ada@example.org" });
    const kid = await makePerson(testDb.db, s, { first: "Kim", email: "kim@example.org" });
    await testDb.db
      .updateTable("members")
      .set({ date_of_birth: "2010-06-01" })
      .where("id", "=", kid.id)
      .execute();
    await assign(testDb.db, s.competitionId, match, ada.number);
    await assign(testDb.db, s.competitionId, match, kid.number, "scorekeeper");
    expect(await listPublicOfficials(testDb.db, [match, s.matches[1]?.id as number], today)).toEqual([
      { matchId: match, role: "referee", name: "Ada Official" },
    ]);
  });
});
