import { describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import type { Deps } from "~/lib/context.server";
import type { Locale } from "~/lib/i18n";
import { makeCompetition, makeTeam } from "../../../tests/support/competition-factories";
import { eventRow, later, makeRegistration, subscriberRow, testNow } from "../../../tests/support/factories";
import {
  makeClub,
  makeMember,
  makeMembership,
  makeSeason,
  makeType,
} from "../../../tests/support/membership-factories";
import { setupTestDb, testConfig } from "../../../tests/support/test-db";
import {
  announcementJobs,
  createAnnouncement,
  loadAnnouncement,
  sendAnnouncement,
  sendTestAnnouncement,
} from "./index.server";
import { ANNOUNCEMENT_LIMITS } from "./limits";

const testDb = setupTestDb({
  clean: [
    "rate_events",
    "announcement_recipients",
    "announcements",
    "consent_records",
    "email_lists",
    "outbox",
    "jobs",
    "roster_places",
    "competition_entries",
    "competitions",
    "teams",
    "waitlist_entries",
    "registrations",
    "events",
    "newsletter_subscribers",
    "consents",
    "memberships",
    "members",
    "membership_types",
    "clubs",
    "seasons",
    "user",
  ],
});
const deps = (db: Db = testDb.db): Deps & { jobs: { wake(): void } } => ({
  db,
  config: testConfig,
  mail: { wake() {} },
  jobs: { wake() {} },
});
const runBatch = announcementJobs["announcement-send"] as NonNullable<(typeof announcementJobs)[string]>;
const admin = "admin-1";

async function makeAccount(id: string, email: string, locale: Locale = "en") {
  const at = testNow.toISOString();
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

/** A person with their own account and an active (or other) membership. */
async function member(
  key: string,
  group: { seasonId: number; typeId: number; clubId?: number | null; status?: "active" | "cancelled" },
  options: { locale?: Locale; email?: string; guardianEmail?: string } = {},
) {
  await makeAccount(`user-${key}`, options.email ?? `${key}@example.org`, options.locale);
  const person = await makeMember(testDb.db, `user-${key}`, {
    guardian_name: options.guardianEmail ? "Guardian" : null,
    guardian_email: options.guardianEmail ?? null,
  });
  await makeMembership(testDb.db, {
    memberId: person.id,
    seasonId: group.seasonId,
    typeId: group.typeId,
    clubId: group.clubId ?? null,
    status: group.status ?? "active",
  });
  return person.id;
}

const text = {
  subject: "Season opener",
  subjectFr: "Ouverture de saison",
  body: "See you **Saturday**.",
  bodyFr: "À **samedi**.",
};

async function compose(values: Record<string, string>) {
  const result = await createAnnouncement(
    deps(),
    { ...text, perMinute: "60", ...values },
    "en",
    admin,
    testNow,
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data.id;
}

async function count(id: number) {
  return (await loadAnnouncement(deps(), id))?.audienceCount;
}

async function recipients(id: number) {
  const rows = await testDb.db
    .selectFrom("announcement_recipients")
    .select(["email_key", "locale"])
    .where("announcement_id", "=", id)
    .orderBy("email_key")
    .execute();
  return rows.map((row) => `${row.email_key}:${row.locale}`);
}

function outbox() {
  return testDb.db
    .selectFrom("outbox")
    .selectAll()
    .where("kind", "=", "announcement")
    .orderBy("id")
    .execute();
}

/** Runs the sending job's handler every 15 s of the test clock from `from` until nothing is pending. */
async function sendAll(id: number, from = testNow) {
  for (let run = 0; run < 400; run += 1) {
    await runBatch(deps(), String(id), new Date(from.getTime() + run * 15_000));
    const row = await testDb.db
      .selectFrom("announcements")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    if (row?.status === "sent") return;
  }
  throw new Error("the announcement never finished");
}

async function leaveMemberNews(email: string) {
  await testDb.db
    .insertInto("email_lists")
    .values({
      email_key: email.toLowerCase(),
      list: "member-news",
      token: `t-${email}`,
      created_at: testNow.toISOString(),
      unsubscribed_at: testNow.toISOString(),
    })
    .execute();
}

async function season() {
  const seasonId = await makeSeason(testDb.db);
  const player = await makeType(testDb.db, { name: "Player", name_fr: "Joueur" });
  const coach = await makeType(testDb.db, { name: "Coach", name_fr: "Entraîneur" });
  const lakeshore = await makeClub(testDb.db, "Lakeshore");
  const rapids = await makeClub(testDb.db, "Rapids");
  return { seasonId, player, coach, lakeshore, rapids };
}

describe("the audience of an announcement", () => {
  it("reaches a season's active members, narrowed by type and by club, a minor's guardian too, in the account's language", async () => {
    const s = await season();
    await member("ann", { seasonId: s.seasonId, typeId: s.player, clubId: s.lakeshore }, { locale: "fr" });
    await member("bob", { seasonId: s.seasonId, typeId: s.coach, clubId: s.lakeshore });
    await member(
      "cy",
      { seasonId: s.seasonId, typeId: s.player, clubId: s.rapids },
      { guardianEmail: "Parent@Example.org" },
    );
    await member("dee", { seasonId: s.seasonId, typeId: s.player, clubId: s.lakeshore, status: "cancelled" });
    const everyone = await compose({ audience: "members", seasonId: String(s.seasonId) });
    const players = await compose({
      audience: "members",
      seasonId: String(s.seasonId),
      [`type_${s.player}`]: "1",
    });
    const lakeshorePlayers = await compose({
      audience: "members",
      seasonId: String(s.seasonId),
      [`type_${s.player}`]: "1",
      [`club_${s.lakeshore}`]: "1",
    });
    expect([await count(everyone), await count(players), await count(lakeshorePlayers)]).toEqual([4, 3, 1]);
    await sendAnnouncement(deps(), everyone, admin, testNow);
    expect(await recipients(everyone)).toEqual([
      "ann@example.org:fr",
      "bob@example.org:en",
      "cy@example.org:en",
      "parent@example.org:en",
    ]);
  });

  it("reaches confirmed newsletter subscribers only, in the language they subscribed in", async () => {
    await testDb.db
      .insertInto("newsletter_subscribers")
      .values([
        subscriberRow({
          email: "reader@example.org",
          status: "confirmed",
          locale: "fr",
          confirmed_at: testNow.toISOString(),
        }),
        subscriberRow({ email: "pending@example.org", status: "pending", locale: "en" }),
        subscriberRow({ email: "gone@example.org", status: "unsubscribed", locale: "en" }),
      ])
      .execute();
    const id = await compose({ audience: "newsletter" });
    expect(await count(id)).toBe(1);
    await sendAnnouncement(deps(), id, admin, testNow);
    expect(await recipients(id)).toEqual(["reader@example.org:fr"]);
  });

  it("reaches the coaches and managers of a competition's teams, not its players", async () => {
    const s = await season();
    const coach = await member("coach", { seasonId: s.seasonId, typeId: s.coach });
    const manager = await member("manager", { seasonId: s.seasonId, typeId: s.coach }, { locale: "fr" });
    const player = await member("player", { seasonId: s.seasonId, typeId: s.player });
    const at = testNow.toISOString();
    const competitionId = await makeCompetition(testDb.db, s.seasonId);
    const teamId = await makeTeam(testDb.db, "Lynx");
    const entryId = (
      await testDb.db
        .insertInto("competition_entries")
        .values({ competition_id: competitionId, team_id: teamId, status: "entered", created_at: at })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    for (const [memberId, role, jersey] of [
      [coach, "coach", null],
      [manager, "manager", null],
      [player, "player", 7],
    ] as const)
      await testDb.db
        .insertInto("roster_places")
        .values({
          entry_id: entryId,
          competition_id: competitionId,
          member_id: memberId,
          role,
          jersey,
          created_at: at,
          created_by: admin,
        })
        .execute();
    const id = await compose({ audience: "officials", competitionId: String(competitionId) });
    await sendAnnouncement(deps(), id, admin, testNow);
    expect(await recipients(id)).toEqual(["coach@example.org:en", "manager@example.org:fr"]);
  });

  it("reaches an event's registered people, and its waiting list only when asked, one copy per address in any case", async () => {
    const eventId = (
      await testDb.db.insertInto("events").values(eventRow()).returning("id").executeTakeFirstOrThrow()
    ).id;
    await makeAccount("user-fr", "Franc@Example.org", "fr");
    await makeRegistration(testDb.db, {
      event_id: eventId,
      user_id: "user-fr",
      email: "Franc@Example.org",
      locale: "en",
    });
    await makeRegistration(testDb.db, {
      event_id: eventId,
      email: "guest@example.org",
      locale: "fr",
      email_key: "guest-1",
    });
    await makeRegistration(testDb.db, {
      event_id: eventId,
      email: "FRANC@example.org",
      email_key: "member:9",
    });
    await makeRegistration(testDb.db, { event_id: eventId, email: "left@example.org", status: "cancelled" });
    await testDb.db
      .insertInto("waitlist_entries")
      .values({
        event_id: eventId,
        user_id: "user-w",
        name: "Wait",
        email: "wait@example.org",
        email_key: "wait@example.org",
        status: "waiting",
        token: "w-token",
        queued_at: testNow.toISOString(),
        created_at: testNow.toISOString(),
      })
      .execute();
    const registered = await compose({ audience: "event", eventId: String(eventId) });
    const withWaitlist = await compose({ audience: "event", eventId: String(eventId), includeWaitlist: "1" });
    expect([await count(registered), await count(withWaitlist)]).toEqual([2, 3]);
    await sendAnnouncement(deps(), withWaitlist, admin, testNow);
    // The account's language wins over the registration's (decision 025); one copy for Franc in two cases.
    expect(await recipients(withWaitlist)).toEqual([
      "franc@example.org:fr",
      "guest@example.org:fr",
      "wait@example.org:en",
    ]);
  });

  it("leaves out an address that left member news, at the count, at Send, and when its turn comes", async () => {
    const s = await season();
    for (const key of ["ann", "bob", "cy"]) await member(key, { seasonId: s.seasonId, typeId: s.player });
    await leaveMemberNews("ANN@example.org");
    const id = await compose({ audience: "members", seasonId: String(s.seasonId) });
    expect(await count(id)).toBe(2);
    await sendAnnouncement(deps(), id, admin, testNow);
    expect(await recipients(id)).toEqual(["bob@example.org:en", "cy@example.org:en"]);
    await leaveMemberNews("cy@example.org");
    await sendAll(id);
    expect((await outbox()).map((row) => row.to_address)).toEqual(["bob@example.org"]);
    const page = await loadAnnouncement(deps(), id);
    expect(page?.progress).toMatchObject({ total: 2, queued: 1, sent: 0, failed: 0, skipped: 1 });
  });

  it("reaches even those who left member news when it is about their own membership, without an unsubscribe link", async () => {
    const s = await season();
    await member("ann", { seasonId: s.seasonId, typeId: s.player });
    await leaveMemberNews("ann@example.org");
    const id = await compose({ audience: "members", seasonId: String(s.seasonId), ownBusiness: "1" });
    await sendAnnouncement(deps(), id, admin, testNow);
    await sendAll(id);
    const [mail] = await outbox();
    expect(mail?.list_unsubscribe).toBeNull();
    expect(mail?.text_body).toContain("it cannot be unsubscribed from");
  });
});

describe("sending an announcement", () => {
  it("sends each recipient one e-mail in their language with the postal address and a one-click unsubscribe link", async () => {
    const s = await season();
    await member("ann", { seasonId: s.seasonId, typeId: s.player }, { locale: "fr" });
    await member("bob", { seasonId: s.seasonId, typeId: s.player });
    const id = await compose({ audience: "members", seasonId: String(s.seasonId) });
    expect(await sendAnnouncement(deps(), id, admin, testNow)).toEqual({
      status: "sending",
      count: 2,
      perMinute: 60,
    });
    expect(await sendAnnouncement(deps(), id, admin, testNow)).toEqual({ status: "already" });
    await sendAll(id);
    const mails = await outbox();
    expect(mails.map((row) => [row.to_address, row.subject])).toEqual([
      ["ann@example.org", "Ouverture de saison"],
      ["bob@example.org", "Season opener"],
    ]);
    for (const mail of mails) {
      expect(mail.text_body).toContain(testConfig.CONTACT_ADDRESS);
      expect(mail.list_unsubscribe).toMatch(/\/unsubscribe\?token=/);
      expect(mail.html_body).toContain(mail.list_unsubscribe?.replaceAll("&", "&#38;"));
    }
    expect(mails[0]?.list_unsubscribe).toContain("/fr/unsubscribe");
    expect(mails[0]?.html_body).toContain("<strong>samedi</strong>");
  });

  it("refuses nothing to send to, and keeps the draft", async () => {
    const s = await season();
    const id = await compose({ audience: "members", seasonId: String(s.seasonId) });
    expect(await sendAnnouncement(deps(), id, admin, testNow)).toEqual({ status: "nobody" });
    expect((await loadAnnouncement(deps(), id))?.announcement.status).toBe("draft");
  });

  it("sends the administrator a test in each language, counted nowhere", async () => {
    const s = await season();
    await member("ann", { seasonId: s.seasonId, typeId: s.player });
    const id = await compose({ audience: "members", seasonId: String(s.seasonId) });
    await sendTestAnnouncement(deps(), id, { id: admin, email: "admin@example.org" }, testNow);
    const tests = await testDb.db
      .selectFrom("outbox")
      .select(["to_address", "subject", "kind"])
      .orderBy("id")
      .execute();
    expect(tests).toEqual([
      { to_address: "admin@example.org", subject: "Season opener", kind: "announcement-test" },
      { to_address: "admin@example.org", subject: "Ouverture de saison", kind: "announcement-test" },
    ]);
    expect(await count(id)).toBe(1);
  });

  it("sends an administrator at most 10 tests an hour; past them nothing more is sent until the hour has passed", async () => {
    const id = await compose({ audience: "newsletter" });
    const sent = async (at: Date) => {
      const answer = await sendTestAnnouncement(deps(), id, { id: admin, email: "admin@example.org" }, at);
      const { n } = await testDb.db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return { answer, copies: Number(n) };
    };
    for (let test = 1; test <= ANNOUNCEMENT_LIMITS.test.max; test += 1)
      expect(await sent(later(test * 1_000))).toEqual({ answer: "sent", copies: 2 * test });
    expect(await sent(later(59 * 60_000))).toEqual({ answer: "limited", copies: 20 });
    // Another administrator has a budget of their own.
    expect(
      await sendTestAnnouncement(deps(), id, { id: "another-admin", email: "b@example.org" }, later(60_000)),
    ).toBe("sent");
    expect(await sent(later(61 * 60_000))).toEqual({ answer: "sent", copies: 24 });
  });

  it("queues no more than the pace in any minute, and the whole minute's pace when runs come on time", async () => {
    const s = await season();
    for (let n = 0; n < 130; n += 1) await member(`m${n}`, { seasonId: s.seasonId, typeId: s.player });
    const id = await compose({ audience: "members", seasonId: String(s.seasonId), perMinute: "40" });
    await sendAnnouncement(deps(), id, admin, testNow);
    const times: number[] = [];
    for (let run = 0; run < 12; run += 1) {
      const now = later(run * 15_000);
      await runBatch(deps(), String(id), now);
      const queued = await testDb.db
        .selectFrom("announcement_recipients")
        .select("queued_at")
        .where("queued_at", "=", now.toISOString())
        .execute();
      for (const _ of queued) times.push(run * 15_000);
    }
    // Three minutes of runs: 40 a minute, and never more than 40 in any 60 s.
    expect(times.length).toBe(120);
    for (const start of times)
      expect(times.filter((t) => t >= start && t < start + 60_000).length).toBeLessThanOrEqual(40);
  }, 60_000);

  it("queues each recipient once when two runs of the job race (a lapsed claim, a second process)", async () => {
    const s = await season();
    for (let n = 0; n < 30; n += 1) await member(`r${n}`, { seasonId: s.seasonId, typeId: s.player });
    const id = await compose({ audience: "members", seasonId: String(s.seasonId), perMinute: "60" });
    await sendAnnouncement(deps(), id, admin, testNow);
    await Promise.all([runBatch(deps(), String(id), testNow), runBatch(deps(), String(id), testNow)]);
    await sendAll(id, later(60_000));
    const addresses = (await outbox()).map((row) => row.to_address);
    expect(addresses.length).toBe(30);
    expect(new Set(addresses).size).toBe(30);
  });

  it("lets no script, style, image or unsafe link from the message into the e-mail", async () => {
    const s = await season();
    await member("ann", { seasonId: s.seasonId, typeId: s.player });
    const id = await compose({
      audience: "members",
      seasonId: String(s.seasonId),
      body: [
        "Hello <script>alert(1)</script> <style>body{display:none}</style>",
        '<img src="https://tracker.example/p.gif"> ![pixel](https://tracker.example/q.gif)',
        '<a href="https://ok.example" onclick="x()">ok</a> [click](javascript:alert(2))',
        '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input></form>',
      ].join("\n\n"),
    });
    await sendAnnouncement(deps(), id, admin, testNow);
    await sendAll(id);
    const [mail] = await outbox();
    const html = mail?.html_body ?? "";
    for (const banned of [
      "<script",
      "<style>body",
      "display:none",
      "<img",
      "tracker.example",
      "javascript:",
      "onclick",
      "<iframe",
      "<form",
      "<input",
    ])
      expect(html, banned).not.toContain(banned);
    expect(mail?.text_body).not.toMatch(/tracker\.example|javascript:|<script/);
    expect(html).toContain('<a href="https://ok.example" rel="nofollow noopener">ok</a>');
  });

  it("refuses a pace above the setting with a message, saving nothing", async () => {
    const result = await createAnnouncement(
      deps(),
      { ...text, audience: "newsletter", perMinute: String(testConfig.ANNOUNCEMENTS_PER_MINUTE + 1) },
      "fr",
      admin,
      testNow,
    );
    expect(result).toEqual({
      ok: false,
      errors: { perMinute: "Veuillez entrer un nombre entier de 1 à 60" },
    });
    expect(await testDb.db.selectFrom("announcements").select("id").execute()).toEqual([]);
  });
});
