import { describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import type { Deps } from "~/lib/context.server";
import type { Locale } from "~/lib/i18n";
import { runDueJobs } from "~/lib/jobs/runner.server";
import {
  makeMember,
  makeMembership,
  makeSeason,
  makeType,
} from "../../../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { membershipJobs, scheduleRenewalReminders } from "./service.server";

const testDb = setupTestDb({
  clean: ["outbox", "jobs", "consents", "memberships", "members", "membership_types", "seasons", "user"],
});
const deps = (db: Db = testDb.db): Deps => ({ db, config: testConfig, mail: { wake() {} } });

/** Noon in Toronto on a day: the 2025-2026 season ends on 2026-08-31, so reminders start on 2026-08-01. */
const noonOn = (day: string) => new Date(`${day}T16:00:00Z`);
const sweep = membershipJobs["membership-renewal-reminders"];

async function makeAccount(id: string, email: string, locale: Locale = "en") {
  const at = new Date().toISOString();
  await testDb.db
    .insertInto("user")
    .values({
      id,
      name: `Account ${id}`,
      email,
      emailVerified: 1,
      role: "user",
      lastSignInAt: null,
      locale,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
}

/** Ada's active 2025-2026 membership, managed by `user-1`, and the next season, 2026-2027. */
async function scene(locale: Locale = "en") {
  await makeAccount("user-1", "ada@example.org", locale);
  const seasonId = await makeSeason(testDb.db);
  const nextSeasonId = await makeSeason(testDb.db, {
    name: "2026-2027",
    starts_on: "2026-09-01",
    ends_on: "2027-08-31",
  });
  const typeId = await makeType(testDb.db);
  const ada = await makeMember(testDb.db, "user-1");
  const membershipId = await makeMembership(testDb.db, { memberId: ada.id, seasonId, typeId });
  return { seasonId, nextSeasonId, typeId, ada, membershipId };
}

function mails() {
  return testDb.db
    .selectFrom("outbox")
    .select(["to_address", "subject", "text_body", "kind"])
    .orderBy("id")
    .execute();
}

/** The sweep as the job runner runs it: scheduled, claimed and run at `now`. */
async function runSweep(now: Date) {
  await scheduleRenewalReminders(testDb.db, now);
  return runDueJobs(deps(), membershipJobs, now);
}

describe(`renewal reminders on ${testDialect}`, () => {
  it("are not sent before 30 days ahead of the season's end, then once, in the account's language, with the renewal link", async () => {
    const { ada, membershipId } = await scene();

    await runSweep(noonOn("2026-07-31"));
    expect(await mails()).toEqual([]);

    expect(await runSweep(noonOn("2026-08-01"))).toMatchObject({ done: 1 });
    const [mail, ...rest] = await mails();
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      to_address: "ada@example.org",
      subject: "Time to renew your membership",
      kind: "membership-renewal",
    });
    expect(mail?.text_body).toContain("The 2025-2026 season ends on August 31, 2026");
    expect(mail?.text_body).toContain(`Ada Tremblay (Adult player, ${ada.number})`);
    expect(mail?.text_body).toContain(`http://localhost:3000/membership/join?member=${ada.number}`);
    const row = await testDb.db
      .selectFrom("memberships")
      .select("reminder_sent_at")
      .where("id", "=", membershipId)
      .executeTakeFirstOrThrow();
    expect(row.reminder_sent_at).toBe(noonOn("2026-08-01").toISOString());

    // The next days' sweeps send nothing more.
    await runSweep(noonOn("2026-08-02"));
    await runSweep(noonOn("2026-08-31"));
    expect(await mails()).toHaveLength(1);
  });

  it("reschedule the sweep for 10:00 the next day in the association's zone", async () => {
    await scene();
    await runSweep(noonOn("2026-08-01"));
    const jobs = await testDb.db.selectFrom("jobs").select(["kind", "status", "run_at"]).execute();
    expect(jobs).toEqual([
      { kind: "membership-renewal-reminders", status: "scheduled", run_at: "2026-08-02T14:00:00.000Z" },
    ]);
    // Due then, not before.
    expect(await runDueJobs(deps(), membershipJobs, new Date("2026-08-02T13:59:59Z"))).toMatchObject({
      done: 0,
    });
    expect(await runDueJobs(deps(), membershipJobs, new Date("2026-08-02T14:00:00Z"))).toMatchObject({
      done: 1,
    });
  });

  it("are written in French for an account in French, with the French link", async () => {
    const { ada } = await scene("fr");
    await runSweep(noonOn("2026-08-15"));
    const [mail] = await mails();
    expect(mail?.subject).toBe("Il est temps de renouveler votre adhésion");
    expect(mail?.text_body).toContain("La saison 2025-2026 se termine le 31 août 2026");
    expect(mail?.text_body).toContain(`Ada Tremblay (Joueur adulte, ${ada.number})`);
    expect(mail?.text_body).toContain(`http://localhost:3000/fr/membership/join?member=${ada.number}`);
  });

  it("are not sent after the season ended", async () => {
    await scene();
    await runSweep(noonOn("2026-09-01"));
    expect(await mails()).toEqual([]);
  });

  it("are not sent to a member who renewed or is renewing; a cancelled renewal does not count", async () => {
    const { nextSeasonId, typeId } = await scene();
    await makeAccount("user-2", "ben@example.org");
    await makeAccount("user-3", "cleo@example.org");
    const seasonId = (
      await testDb.db
        .selectFrom("seasons")
        .select("id")
        .where("name", "=", "2025-2026")
        .executeTakeFirstOrThrow()
    ).id;
    const ada = (await testDb.db.selectFrom("members").select("id").executeTakeFirstOrThrow()).id;
    await makeMembership(testDb.db, { memberId: ada, seasonId: nextSeasonId, typeId, status: "active" });
    const ben = await makeMember(testDb.db, "user-2", { first_name: "Ben" });
    await makeMembership(testDb.db, { memberId: ben.id, seasonId, typeId });
    await makeMembership(testDb.db, {
      memberId: ben.id,
      seasonId: nextSeasonId,
      typeId,
      status: "awaiting-payment",
    });
    const cleo = await makeMember(testDb.db, "user-3", { first_name: "Cleo" });
    await makeMembership(testDb.db, { memberId: cleo.id, seasonId, typeId });
    await makeMembership(testDb.db, {
      memberId: cleo.id,
      seasonId: nextSeasonId,
      typeId,
      status: "cancelled",
    });

    await runSweep(noonOn("2026-08-10"));
    expect((await mails()).map((mail) => mail.to_address)).toEqual(["cleo@example.org"]);
  });

  it("are not sent for a cancelled or awaiting-payment membership", async () => {
    await makeAccount("user-1", "ada@example.org");
    const seasonId = await makeSeason(testDb.db);
    const typeId = await makeType(testDb.db);
    const ada = await makeMember(testDb.db, "user-1");
    const ben = await makeMember(testDb.db, "user-1", { first_name: "Ben" });
    await makeMembership(testDb.db, { memberId: ada.id, seasonId, typeId, status: "cancelled" });
    await makeMembership(testDb.db, { memberId: ben.id, seasonId, typeId, status: "awaiting-payment" });

    await runSweep(noonOn("2026-08-10"));
    expect(await mails()).toEqual([]);
  });

  it("for a minor also go to the guardian's other address, once, never twice to the same address", async () => {
    await makeAccount("user-1", "parent@example.org", "fr");
    const seasonId = await makeSeason(testDb.db);
    const typeId = await makeType(testDb.db, {
      name: "Youth player",
      name_fr: "Joueur jeunesse",
      age_rule: "youth",
    });
    const guardian = { guardian_name: "Marie Tremblay", date_of_birth: "2012-05-31" };
    const leo = await makeMember(testDb.db, "user-1", {
      ...guardian,
      first_name: "Léo",
      guardian_email: "marie@example.org",
    });
    const zoe = await makeMember(testDb.db, "user-1", {
      ...guardian,
      first_name: "Zoé",
      guardian_email: "Parent@Example.org",
    });
    await makeMembership(testDb.db, { memberId: leo.id, seasonId, typeId });
    await makeMembership(testDb.db, { memberId: zoe.id, seasonId, typeId });

    await runSweep(noonOn("2026-08-10"));
    const sent = await mails();
    expect(sent.map((mail) => mail.to_address).sort()).toEqual([
      "marie@example.org",
      "parent@example.org",
      "parent@example.org",
    ]);
    const toGuardian = sent.find((mail) => mail.to_address === "marie@example.org");
    expect(toGuardian?.text_body).toContain("Bonjour Marie Tremblay,");
    expect(toGuardian?.text_body).toContain("à titre de parent ou tuteur de Léo Tremblay");
  });

  describe("two runners at once", () => {
    it("send each of 20 reminders exactly once", async () => {
      await makeAccount("user-1", "ada@example.org");
      const seasonId = await makeSeason(testDb.db);
      const typeId = await makeType(testDb.db);
      for (let i = 0; i < 20; i++) {
        const member = await makeMember(testDb.db, "user-1", { first_name: `Player${i}` });
        await makeMembership(testDb.db, { memberId: member.id, seasonId, typeId });
      }
      const now = noonOn("2026-08-10");
      // Both run the sweep's handler itself, as a run whose claim lapsed would beside a new one: both list
      // the same 20 memberships. (On PostgreSQL the pool gives them their own connections; on SQLite one
      // connection takes their transactions in turn, as two processes' would be by the file's lock.)
      await Promise.all([sweep?.(deps(), "daily", now), sweep?.(deps(), "daily", now)]);
      await sweep?.(deps(), "daily", now);

      const sent = await mails();
      expect(sent).toHaveLength(20);
      const names = sent.map((mail) => /Player\d+/.exec(mail.text_body)?.[0]);
      expect(new Set(names).size).toBe(20);
    });
  });
});
