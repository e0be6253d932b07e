import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "~/db/errors.server";
import { insertReturningId } from "~/db/insert.server";
import { seedDemoContent } from "../../../../scripts/lib/seed";
import { later, testNow } from "../../../../tests/support/factories";
import { COMPETITION_TABLES } from "../../../../tests/support/public-competition-factories";
import { setupTestDb, testDialect } from "../../../../tests/support/test-db";
import { listClubs, listOfferedClubs, listOfferedTypes, listSeasons, listTypes } from "../queries.server";
import { listDocumentVersions } from "./queries.server";
import type { SeasonInput, TypeInput } from "./rules";
import { saveClub, saveDocument, saveSeason, saveType } from "./service.server";

const DAY = 24 * 60 * 60 * 1000;

const testDb = setupTestDb({
  // The seed's demo league refers to its seasons and clubs: the competitions' tables go first.
  clean: [
    ...COMPETITION_TABLES,
    "consents",
    "memberships",
    "members",
    "documents",
    "clubs",
    "membership_types",
    "seasons",
  ],
});

const season = (name: string, startsOn: string, endsOn: string): SeasonInput => ({
  name,
  startsOn,
  endsOn,
  concussionRequired: true,
  concussionUrl: null,
});

const type = (name: string, hidden = false): TypeInput => ({
  name,
  nameFr: `${name} (fr)`,
  fee: 6000,
  ageRule: "adult",
  canPlay: true,
  canCoach: false,
  canOfficiate: false,
  canVote: true,
  hidden,
});

const text = (words: string) => `${words}: the text members accept, long enough to be one.`;

describe(`membership set-up on ${testDialect}`, () => {
  describe("seasons", () => {
    it("refuses a season that shares a day with another, and keeps seasons side by side", async () => {
      const first = await saveSeason(
        testDb.db,
        null,
        season("2026-2027", "2026-09-01", "2027-08-31"),
        testNow,
      );
      expect(first.ok).toBe(true);

      const overlapping = await saveSeason(
        testDb.db,
        null,
        season("2027", "2027-08-31", "2028-08-31"),
        testNow,
      );
      expect(overlapping).toMatchObject({ ok: false, overlap: { name: "2026-2027" } });

      const next = await saveSeason(
        testDb.db,
        null,
        season("2027-2028", "2027-09-01", "2028-08-31"),
        testNow,
      );
      expect(next.ok).toBe(true);
      expect((await listSeasons(testDb.db)).map((s) => [s.name, s.starts_on, s.ends_on])).toEqual([
        ["2027-2028", "2027-09-01", "2028-08-31"],
        ["2026-2027", "2026-09-01", "2027-08-31"],
      ]);
    });

    it("edits a season within its own days, but not into another season's", async () => {
      const first = await saveSeason(
        testDb.db,
        null,
        season("2026-2027", "2026-09-01", "2027-08-31"),
        testNow,
      );
      const second = await saveSeason(
        testDb.db,
        null,
        season("2027-2028", "2027-09-01", "2028-08-31"),
        testNow,
      );
      if (!first.ok || !second.ok) throw new Error("set-up failed");

      const renamed = await saveSeason(
        testDb.db,
        first.id,
        season("Season 26", "2026-08-15", "2027-08-31"),
        testNow,
      );
      expect(renamed).toEqual({ ok: true, id: first.id });

      const stretched = await saveSeason(
        testDb.db,
        second.id,
        season("2027-2028", "2027-06-01", "2028-08-31"),
        testNow,
      );
      expect(stretched).toMatchObject({ ok: false, overlap: { id: first.id } });
      expect((await listSeasons(testDb.db)).map((s) => [s.name, s.starts_on])).toEqual([
        ["2027-2028", "2027-09-01"],
        ["Season 26", "2026-08-15"],
      ]);
    });

    it("cannot store a season that ends before it starts, whatever the caller", async () => {
      const error = await testDb.db
        .insertInto("seasons")
        .values({ name: "Backwards", starts_on: "2027-01-01", ends_on: "2026-01-01", created_at: "x" })
        .execute()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(await listSeasons(testDb.db)).toEqual([]);
    });
  });

  describe("documents", () => {
    it("saves an edit as version 2 and leaves version 1 exactly as it was", async () => {
      const first = await saveDocument(
        testDb.db,
        "waiver",
        { body: text("Waiver one"), bodyFr: text("Décharge un"), baseVersion: 0 },
        "admin-1",
        testNow,
      );
      expect(first).toEqual({ ok: true, version: 1 });
      const [before] = await listDocumentVersions(testDb.db, "waiver");

      const second = await saveDocument(
        testDb.db,
        "waiver",
        { body: text("Waiver two"), bodyFr: text("Décharge deux"), baseVersion: 1 },
        "admin-2",
        later(DAY),
      );
      expect(second).toEqual({ ok: true, version: 2 });

      const versions = await listDocumentVersions(testDb.db, "waiver");
      expect(versions.map((v) => [v.version, v.body, v.created_by])).toEqual([
        [2, text("Waiver two"), "admin-2"],
        [1, text("Waiver one"), "admin-1"],
      ]);
      expect(versions[1]).toEqual(before);
      // Another kind has versions of its own.
      expect(await listDocumentVersions(testDb.db, "code-of-conduct")).toEqual([]);
    });

    it("refuses an edit of a version that is no longer the newest, and stores nothing", async () => {
      const edit = (words: string, baseVersion: number) =>
        saveDocument(
          testDb.db,
          "concussion",
          { body: text(words), bodyFr: text(words), baseVersion },
          "a",
          testNow,
        );
      await edit("First", 0);
      await edit("Second, by one administrator", 1);
      expect(await edit("Second, by another with a stale page", 1)).toEqual({ ok: false, stale: true });
      expect((await listDocumentVersions(testDb.db, "concussion")).map((v) => v.body)).toEqual([
        text("Second, by one administrator"),
        text("First"),
      ]);
    });

    it("keeps one row per kind and version even when two saves race past the check", async () => {
      const row = {
        kind: "waiver" as const,
        version: 1,
        body: "a",
        body_fr: "b",
        created_at: "x",
        created_by: null,
      };
      await testDb.db.insertInto("documents").values(row).execute();
      const error = await testDb.db
        .insertInto("documents")
        .values(row)
        .execute()
        .catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
    });
  });

  describe("types and clubs", () => {
    it("offers only the types and clubs that are not hidden, and lists them all to administrators", async () => {
      await saveType(testDb.db, null, type("Adult player"));
      const coach = await saveType(testDb.db, null, type("Coach"));
      await saveType(testDb.db, null, type("Former type", true));
      await saveType(testDb.db, coach, { ...type("Coach"), hidden: true });

      expect((await listOfferedTypes(testDb.db)).map((t) => t.name)).toEqual(["Adult player"]);
      expect((await listTypes(testDb.db)).map((t) => [t.name, t.hidden, t.sort_order])).toEqual([
        ["Adult player", 0, 0],
        ["Coach", 1, 1],
        ["Former type", 1, 2],
      ]);

      const ottawa = await saveClub(testDb.db, null, { name: "Ottawa Capital Handball Club", hidden: false });
      await saveClub(testDb.db, null, { name: "Toronto Lakeshore Handball Club", hidden: false });
      if (!ottawa.ok) throw new Error("set-up failed");
      await saveClub(testDb.db, ottawa.id, { name: "Ottawa Capital HC", hidden: true });

      expect((await listOfferedClubs(testDb.db)).map((c) => c.name)).toEqual([
        "Toronto Lakeshore Handball Club",
      ]);
      expect((await listClubs(testDb.db)).map((c) => [c.name, c.hidden])).toEqual([
        ["Ottawa Capital HC", 1],
        ["Toronto Lakeshore Handball Club", 0],
      ]);
    });

    it("stores the fee in cents as typed in dollars, and a free type as 0", async () => {
      const free = await saveType(testDb.db, null, { ...type("Volunteer"), fee: 0, ageRule: "any" });
      expect(
        (await listTypes(testDb.db)).map((row) => [row.id, row.fee_cents, row.age_rule, row.can_vote]),
      ).toEqual([[free, 0, "any", 1]]);
    });

    it("refuses a second club of the same name in any letter case, but lets a club keep its own name", async () => {
      const first = await saveClub(testDb.db, null, {
        name: "Hamilton Steel City Handball Club",
        hidden: false,
      });
      expect(
        await saveClub(testDb.db, null, { name: "HAMILTON steel city handball club", hidden: false }),
      ).toEqual({
        ok: false,
        duplicate: "Hamilton Steel City Handball Club",
      });
      if (!first.ok) throw new Error("set-up failed");
      expect(
        await saveClub(testDb.db, first.id, { name: "Hamilton Steel City Handball Club", hidden: true }),
      ).toEqual({ ok: true, id: first.id });
      expect(await listClubs(testDb.db)).toHaveLength(1);
    });
  });

  describe("the seed", () => {
    it("sets up the season containing today, five types, three clubs and version 1 of each document, once", async () => {
      const november = new Date("2026-11-23T15:00:00Z");
      await seedDemoContent(testDb.db, november, "America/Toronto");
      expect(
        (await listSeasons(testDb.db)).map((s) => [s.name, s.starts_on, s.ends_on, s.concussion_required]),
      ).toEqual([["2026-2027", "2026-09-01", "2027-08-31", 1]]);
      expect(
        (await listTypes(testDb.db)).map((t) => [
          t.name,
          t.fee_cents,
          t.age_rule,
          t.can_play,
          t.can_coach,
          t.can_officiate,
          t.can_vote,
        ]),
      ).toEqual([
        ["Adult player", 6000, "adult", 1, 0, 0, 1],
        ["Youth player", 3500, "youth", 1, 0, 0, 0],
        ["Coach", 4000, "adult", 0, 1, 0, 1],
        ["Official", 4000, "adult", 0, 0, 1, 1],
        ["Volunteer", 0, "any", 0, 0, 0, 1],
      ]);
      expect(await listOfferedClubs(testDb.db)).toHaveLength(3);
      for (const kind of ["waiver", "code-of-conduct", "concussion"] as const) {
        const versions = await listDocumentVersions(testDb.db, kind);
        expect(versions.map((v) => v.version)).toEqual([1]);
        expect(versions[0]?.body_fr).not.toEqual(versions[0]?.body);
      }

      // An administrator's changes survive the next start's seed, and nothing is added twice.
      const [adult] = await listTypes(testDb.db);
      if (!adult) throw new Error("the seed made no types");
      await saveType(testDb.db, adult.id, { ...type("Senior player"), hidden: true });
      await seedDemoContent(testDb.db, later(400 * DAY), "America/Toronto");
      expect(await listSeasons(testDb.db)).toHaveLength(1);
      expect((await listTypes(testDb.db)).map((t) => t.name)).toEqual([
        "Senior player",
        "Youth player",
        "Coach",
        "Official",
        "Volunteer",
      ]);
      expect(await listClubs(testDb.db)).toHaveLength(3);
      expect(await listDocumentVersions(testDb.db, "waiver")).toHaveLength(1);
    });

    it("starts the season on September 1 of the year before when today is before September", async () => {
      // 2026-09-01 03:00 UTC is still August 31 in Toronto.
      await seedDemoContent(testDb.db, new Date("2026-09-01T03:00:00Z"), "America/Toronto");
      expect((await listSeasons(testDb.db)).map((s) => s.name)).toEqual(["2025-2026"]);
    });
  });

  it("refuses to change a published document version or a recorded consent, whatever the caller", async () => {
    const { membershipId } = await makeMembership();
    const documentId = await insertReturningId(testDb.db, "documents", {
      kind: "waiver",
      version: 1,
      body: text("Waiver"),
      body_fr: text("Décharge"),
      created_at: testNow.toISOString(),
      created_by: null,
    });
    await testDb.db
      .insertInto("consents")
      .values({
        membership_id: membershipId,
        document_id: documentId,
        accepted_by_name: "Ada Tremblay",
        accepted_by_email: "ada@example.org",
        role: "member",
        accepted_at: testNow.toISOString(),
      })
      .execute();

    const refused = (work: Promise<unknown>) =>
      work.then(
        () => "changed",
        (error: Error) => error.message,
      );
    expect(
      await refused(testDb.db.updateTable("documents").set({ body: "Something else entirely" }).execute()),
    ).toMatch(/documents rows are only ever inserted/);
    expect(
      await refused(testDb.db.updateTable("consents").set({ accepted_by_name: "Someone else" }).execute()),
    ).toMatch(/consents rows are only ever inserted/);
    const [consent] = await testDb.db.selectFrom("consents").selectAll().execute();
    expect(consent?.accepted_by_name).toBe("Ada Tremblay");
    expect((await listDocumentVersions(testDb.db, "waiver"))[0]?.body).toBe(text("Waiver"));
  });

  it("keeps one membership per person and season", async () => {
    const { membership } = await makeMembership();
    const error = await testDb.db
      .insertInto("memberships")
      .values(membership)
      .execute()
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });
});

/** A season, a type, a member and their active membership, written straight to the tables (set-up). */
async function makeMembership() {
  const stamp = testNow.toISOString();
  const seasonId = await insertReturningId(testDb.db, "seasons", {
    name: "2026-2027",
    starts_on: "2026-09-01",
    ends_on: "2027-08-31",
    created_at: stamp,
  });
  const typeId = await saveType(testDb.db, null, type("Adult player"));
  const memberId = await insertReturningId(testDb.db, "members", {
    member_number: "OHA-000001",
    user_id: "user-1",
    first_name: "Ada",
    last_name: "Tremblay",
    date_of_birth: "1990-04-02",
    address: "1 Main St",
    city: "Toronto",
    province: "ON",
    postal_code: "M5V 1A1",
    phone: "416-555-0100",
    emergency_name: "Sam Tremblay",
    emergency_phone: "416-555-0101",
    guardian_name: null,
    guardian_email: null,
    created_at: stamp,
    updated_at: stamp,
  });
  const membership = {
    member_id: memberId,
    season_id: seasonId,
    type_id: typeId,
    club_id: null,
    status: "active" as const,
    order_id: null,
    reminder_sent_at: null,
    created_at: stamp,
    activated_at: stamp,
  };
  const membershipId = await insertReturningId(testDb.db, "memberships", membership);
  return { membership, membershipId };
}
