import { beforeEach, describe, expect, it, vi } from "vitest";
import { changeOrder, orderJobs } from "~/features/orders/index.server";
import type { Locale } from "~/lib/i18n";
import { runDueJobs } from "~/lib/jobs/runner.server";
import { later, testNow } from "../../../../tests/support/factories";
import {
  ada,
  JOIN_TABLES,
  joinForm,
  makeClub,
  makeDocuments,
  makeMember,
  makeMembership,
  makeSeason,
  makeType,
} from "../../../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { saveDocument } from "../setup/service.server";
import {
  activateMembership,
  joinMembership,
  loadJoinConfirmation,
  loadJoinForm,
  loadMembershipInfo,
  releaseMembership,
} from "./service.server";

const DAY = 24 * 60 * 60 * 1000;

const testDb = setupTestDb({ clean: [...JOIN_TABLES] });

let mail = { wake: vi.fn() };
const deps = () => ({ db: testDb.db, config: testConfig, mail });
/** As server/app.ts composes them (the other features' hooks find nothing of a membership order). */
const hooks = { release: [releaseMembership], paid: [activateMembership] };

const eve = { id: "user-eve", name: "Eve Martin", email: "eve@example.org" };

let ids: { season: number; adult: number; youth: number; volunteer: number; club: number };

beforeEach(async () => {
  mail = { wake: vi.fn() };
  // testNow (2026-03-01) is in 2025-2026; the next season is set up already.
  const season = await makeSeason(testDb.db);
  await makeSeason(testDb.db, { name: "2026-2027", starts_on: "2026-09-01", ends_on: "2027-08-31" });
  await makeSeason(testDb.db, { name: "2024-2025", starts_on: "2024-09-01", ends_on: "2025-08-31" });
  ids = {
    season,
    adult: await makeType(testDb.db),
    youth: await makeType(testDb.db, {
      name: "Youth player",
      name_fr: "Joueur jeunesse",
      fee_cents: 3500,
      age_rule: "youth",
    }),
    volunteer: await makeType(testDb.db, {
      name: "Volunteer",
      name_fr: "Bénévole",
      fee_cents: 0,
      age_rule: "any",
    }),
    club: await makeClub(testDb.db),
  };
  await makeDocuments(testDb.db);
});

/** The form as a person fills it in: Ada, an adult, joining as an Adult player for 2025-2026. */
const form = (overrides: Record<string, string> = {}) =>
  joinForm({ season: ids.season, type: ids.adult, club: ids.club }, overrides);

/** Ben, Ada's son, 13 on the season's first day. */
const child = (overrides: Record<string, string> = {}) =>
  form({
    who: "child",
    firstName: "Ben",
    dateOfBirth: "2012-05-31",
    type: String(ids.youth),
    guardianName: "Ada Tremblay",
    guardianEmail: "ada@example.org",
    ...overrides,
  });

const join = (
  values: Record<string, string>,
  { account = ada, memberNumber = null as string | null, now = testNow, locale = "en" as Locale } = {},
) => joinMembership(deps(), { account, memberNumber, values, locale }, now);

const memberships = () =>
  testDb.db
    .selectFrom("memberships")
    .select(["id", "member_id", "season_id", "type_id", "club_id", "status", "order_id", "activated_at"])
    .orderBy("id")
    .execute();

const orderLines = () =>
  testDb.db
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select([
      "orders.id",
      "orders.status",
      "orders.email",
      "orders.first_name",
      "orders.zip",
      "orders.locale",
      "orders.total_cents",
      "order_items.product_id",
      "order_items.name",
      "order_items.size",
      "order_items.quantity",
    ])
    .execute();

const consents = (membershipId: number) =>
  testDb.db
    .selectFrom("consents")
    .innerJoin("documents", "documents.id", "consents.document_id")
    .select(["documents.kind", "documents.version", "accepted_by_name", "accepted_by_email", "role"])
    .where("membership_id", "=", membershipId)
    .orderBy("documents.kind")
    .execute();

const outbox = () =>
  testDb.db.selectFrom("outbox").select(["kind", "to_address", "subject"]).orderBy("id").execute();

const countRows = async (
  table: "members" | "memberships" | "orders" | "consents" | "outbox" | "rate_events",
) =>
  Number(
    (
      await testDb.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`joining on ${testDialect}`, () => {
  it("a paid type makes one membership awaiting payment and one order with its line; paying activates it", async () => {
    const result = await join(form());
    expect(result).toMatchObject({ status: "awaiting-payment", name: "Ada Tremblay", season: "2025-2026" });
    const [membership] = await memberships();
    expect(membership).toMatchObject({
      season_id: ids.season,
      type_id: ids.adult,
      status: "awaiting-payment",
    });
    expect(await orderLines()).toEqual([
      {
        id: membership?.order_id,
        status: "awaiting-payment",
        email: "ada@example.org",
        first_name: "Ada",
        zip: "M5V 1A1",
        locale: "en",
        total_cents: 6000,
        product_id: `membership-${membership?.id}`,
        name: "Adult player membership 2025-2026",
        size: null,
        quantity: 1,
      },
    ]);
    // One e-mail: the application with how to pay.
    expect((await outbox()).map((row) => row.kind)).toEqual(["membership-payment"]);

    const paid = await changeOrder(
      { ...deps(), hooks },
      { orderId: membership?.order_id ?? 0, action: "mark-paid", from: "awaiting-payment" },
      later(DAY),
    );
    expect(paid).toEqual({ ok: true, status: "paid" });
    expect(await memberships()).toMatchObject([{ status: "active", activated_at: later(DAY).toISOString() }]);
    // The receipt says so; no second e-mail for the same change.
    const emails = await testDb.db.selectFrom("outbox").select(["kind", "text_body"]).orderBy("id").execute();
    expect(emails.map((row) => row.kind)).toEqual(["membership-payment", "order-paid"]);
    expect(emails[1]?.text_body).toContain("Your membership is now active.");
    // A membership is not goods: nothing to ship or pick up.
    expect(
      await changeOrder(
        { ...deps(), hooks },
        { orderId: membership?.order_id ?? 0, action: "ship", from: "paid" },
        later(DAY),
      ),
    ).toEqual({ ok: false, reason: "not-allowed" });
  });

  it("an order cancelled or expired cancels its membership, and the person may join that season again", async () => {
    await join(form());
    const [first] = await memberships();
    await changeOrder(
      { ...deps(), hooks },
      { orderId: first?.order_id ?? 0, action: "cancel", from: "awaiting-payment" },
      later(DAY),
    );
    expect(await memberships()).toMatchObject([{ id: first?.id, status: "cancelled" }]);

    // Joined again, as a volunteer this time: the same row (member, season) with a new order.
    const again = await join(form({ type: String(ids.volunteer) }), { now: later(2 * DAY) });
    expect(again).toMatchObject({ status: "active" });
    expect(await memberships()).toMatchObject([
      { id: first?.id, status: "active", type_id: ids.volunteer, order_id: null },
    ]);
    // The consents are inserted anew: the first three stay.
    expect(await consents(first?.id ?? 0)).toHaveLength(6);
    expect(await countRows("members")).toBe(1);

    // Next season, paid, left to expire.
    await join(form({ season: String((await seasonNamed("2026-2027")).id) }), { now: later(3 * DAY) });
    const next = (await memberships()).find((row) => row.status === "awaiting-payment");
    const report = await runDueJobs(deps(), orderJobs(hooks), later(30 * DAY));
    expect(report).toMatchObject({ retrying: 0, failed: 0 });
    expect((await memberships()).find((row) => row.id === next?.id)?.status).toBe("cancelled");
  });

  it("a free type is active at once and sends a welcome with the member number", async () => {
    const result = await join(form({ type: String(ids.volunteer) }), { locale: "fr" });
    expect(result).toMatchObject({ status: "active", number: expect.stringMatching(/^OHA-\d{6}$/) });
    expect(await memberships()).toMatchObject([
      { status: "active", order_id: null, activated_at: testNow.toISOString() },
    ]);
    expect(await countRows("orders")).toBe(0);
    const emails = await outbox();
    expect(emails).toMatchObject([{ kind: "membership-welcome", to_address: "ada@example.org" }]);
    expect(emails[0]?.subject).toBe("Bienvenue\u00a0: adhésion confirmée pour la saison 2025-2026");
  });

  it.each([
    // 18 on the season's first day (2025-09-01) or before: an adult for the whole season.
    ["2007-08-31", "adult"],
    ["2007-09-01", "adult"],
    ["2007-09-02", "youth"],
  ])("born %s: %s on the season's start; the other type is refused naming its rule", async (born, group) => {
    const guardian = { guardianName: "Ada Tremblay", guardianEmail: "ada@example.org" };
    const asAdult = await join(form({ dateOfBirth: born, firstName: "Max", ...guardian }));
    const asYouth = await join(
      form({ dateOfBirth: born, firstName: "Max", type: String(ids.youth), ...guardian }),
    );
    const [fits, refused] = group === "adult" ? [asAdult, asYouth] : [asYouth, asAdult];
    expect(fits).toMatchObject({ status: "awaiting-payment" });
    expect(refused).toEqual({
      status: "invalid",
      errors: {
        type:
          group === "adult"
            ? "The Youth player type is for members under 18 on the season's first day"
            : "The Adult player type is for members 18 or over on the season's first day",
      },
    });
    expect(await countRows("memberships")).toBe(1);
  });

  it("a minor's membership records the guardian's consents to the current versions; an edit makes version 2 for the next", async () => {
    await join(child());
    const [first] = await memberships();
    const v1 = (kind: string) => ({
      kind,
      version: 1,
      accepted_by_name: "Ada Tremblay",
      accepted_by_email: "ada@example.org",
      role: "guardian",
    });
    expect(await consents(first?.id ?? 0)).toEqual([v1("code-of-conduct"), v1("concussion"), v1("waiver")]);
    const member = await testDb.db.selectFrom("members").selectAll().executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      guardian_name: "Ada Tremblay",
      guardian_email: "ada@example.org",
      user_id: ada.id,
    });

    await saveDocument(
      testDb.db,
      "waiver",
      {
        body: "The waiver, revised for the new season.",
        bodyFr: "La renonciation, revue pour la saison.",
        baseVersion: 1,
      },
      "admin-1",
      later(DAY),
    );
    await join(child({ firstName: "Lea", dateOfBirth: "2014-02-10" }), { now: later(2 * DAY) });
    const second = (await memberships())[1];
    expect((await consents(second?.id ?? 0)).find((row) => row.kind === "waiver")).toMatchObject({
      version: 2,
    });
    expect((await consents(first?.id ?? 0)).find((row) => row.kind === "waiver")).toMatchObject({
      version: 1,
    });
  });

  it("a minor's consent typed with someone else's guardian is recorded as declared by the account, and that guardian is e-mailed a link to confirm", async () => {
    const sam = { guardianName: "Sam Tremblay", guardianEmail: "sam@example.org" };
    expect(await join(child(sam), { locale: "fr" })).toMatchObject({ status: "awaiting-payment" });
    const [membership] = await memberships();
    // Ada's account gave the consent; nothing says Sam accepted anything until Sam confirms.
    const declared = (kind: string) => ({
      kind,
      version: 1,
      accepted_by_name: "Ada Tremblay",
      accepted_by_email: "ada@example.org",
      role: "guardian",
    });
    expect(await consents(membership?.id ?? 0)).toEqual([
      declared("code-of-conduct"),
      declared("concussion"),
      declared("waiver"),
    ]);
    const guardianMail = await testDb.db
      .selectFrom("outbox")
      .select(["to_address", "subject", "text_body"])
      .where("to_address", "=", "sam@example.org")
      .execute();
    expect(guardianMail).toHaveLength(1);
    // In the language of the page Ada joined from, with a link to the guardian's page.
    expect(guardianMail[0]?.subject).toBe(
      "Veuillez confirmer le consentement pour l'adhésion de Ben Tremblay",
    );
    expect(guardianMail[0]?.text_body).toMatch(/\/fr\/membership\/guardian\/[\w-]{32}/);
    expect(guardianMail[0]?.text_body).toContain("Ada Tremblay (ada@example.org)");
  });

  it("a minor needs a guardian; a 'child' who is an adult is refused; an adult's own consent names them", async () => {
    expect(await join(child({ guardianName: "", guardianEmail: "" }))).toEqual({
      status: "invalid",
      errors: {
        guardianName: "The guardian's full name is required for a member under 18",
        guardianEmail: "The guardian's e-mail is required for a member under 18",
      },
    });
    expect(await join(child({ dateOfBirth: "2000-01-01", type: String(ids.adult) }))).toMatchObject({
      status: "invalid",
      errors: { who: expect.stringContaining("they manage their own membership") },
    });
    expect(await countRows("members")).toBe(0);

    await join(form({ guardianName: "Someone", guardianEmail: "someone@example.org" }));
    const [membership] = await memberships();
    expect(await consents(membership?.id ?? 0)).toMatchObject([
      { role: "member", accepted_by_name: "Ada Tremblay", accepted_by_email: "ada@example.org" },
      { role: "member" },
      { role: "member" },
    ]);
    // An adult has no guardian on record.
    expect(await testDb.db.selectFrom("members").select("guardian_name").executeTakeFirst()).toEqual({
      guardian_name: null,
    });
  });

  it("concurrent double submits make one membership and one order", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => join(form())));
    expect(
      new Set(results.map((result) => (result.status === "awaiting-payment" ? result.token : result.status)))
        .size,
    ).toBe(1);
    expect(await countRows("members")).toBe(1);
    expect(await countRows("memberships")).toBe(1);
    expect(await countRows("orders")).toBe(1);
    expect(await countRows("outbox")).toBe(1);
  });

  it("renews one's own person for the next season, updating their details", async () => {
    const result = await join(form({ type: String(ids.volunteer) }));
    const number = result.status === "active" ? result.number : "";
    const renewed = await join(
      form({
        season: String((await seasonNamed("2026-2027")).id),
        type: String(ids.volunteer),
        city: "Ottawa",
      }),
      { memberNumber: number, now: later(DAY) },
    );
    expect(renewed).toMatchObject({ status: "active", number });
    expect(await countRows("members")).toBe(1);
    expect(await testDb.db.selectFrom("members").select(["city", "updated_at"]).executeTakeFirst()).toEqual({
      city: "Ottawa",
      updated_at: later(DAY).toISOString(),
    });
    // The season already held cannot be joined twice.
    expect(await join(form({ type: String(ids.volunteer) }), { memberNumber: number })).toMatchObject({
      status: "already-member",
    });
  });

  it("one account cannot renew another account's member by number: refused, nothing written", async () => {
    const eves = await makeMember(testDb.db, eve.id, { first_name: "Eve", last_name: "Martin" });
    await makeMembership(testDb.db, {
      memberId: eves.id,
      seasonId: (await seasonNamed("2024-2025")).id,
      typeId: ids.adult,
    });
    const before = await Promise.all(
      (["members", "memberships", "orders", "consents", "outbox"] as const).map(countRows),
    );
    expect(await join(form({ firstName: "Eve", lastName: "Martin" }), { memberNumber: eves.number })).toEqual(
      {
        status: "not-found",
      },
    );
    expect(
      await Promise.all((["members", "memberships", "orders", "consents", "outbox"] as const).map(countRows)),
    ).toEqual(before);
    expect(
      await testDb.db.selectFrom("members").select("city").where("id", "=", eves.id).executeTakeFirst(),
    ).toEqual({
      city: "Toronto",
    });
    expect(await countRows("rate_events")).toBe(0);
  });

  it("a season that has ended is not offered and refused", async () => {
    const ended = await seasonNamed("2024-2025");
    expect(await join(form({ season: String(ended.id) }))).toEqual({
      status: "invalid",
      errors: { season: "Choose a season" },
    });
  });
});

describe(`what visitors and joiners see on ${testDialect}`, () => {
  it("the public page lists the seasons open today, the current one first, and the offered types with what they allow", async () => {
    await testDb.db
      .insertInto("membership_types")
      .values({
        name: "Retired",
        name_fr: "Retraité",
        fee_cents: 100,
        age_rule: "any",
        hidden: 1,
      })
      .execute();
    const info = await loadMembershipInfo(testDb.db, "2026-03-01");
    expect(info.seasons.map((season) => season.name)).toEqual(["2025-2026", "2026-2027"]);
    expect(info.types).toEqual([
      expect.objectContaining({
        name: "Adult player",
        fee_cents: 6000,
        age_rule: "adult",
        allows: ["can_play", "can_vote"],
      }),
      expect.objectContaining({ name: "Youth player", fee_cents: 3500, age_rule: "youth" }),
      expect.objectContaining({ name: "Volunteer", fee_cents: 0, age_rule: "any" }),
    ]);
  });

  it("after joining a paid type, the confirmation gives the amount, the reference and the e-Transfer recipient; nobody else's account sees it", async () => {
    const result = await join(form());
    if (result.status !== "awaiting-payment") throw new Error(result.status);
    const page = await loadJoinConfirmation(deps(), ada, result.number, "en", "2026-03-01");
    const [membership] = await memberships();
    const reference = `HB-${String(membership?.order_id).padStart(6, "0")}`;
    expect(page).toMatchObject({
      member: { number: result.number, name: "Ada Tremblay", guardianAsked: false },
      membership: { season: "2025-2026", type: "Adult player", standing: "awaiting-payment" },
      email: ada.email,
      payment: {
        title: "How to pay by Interac e-Transfer",
        amountCents: 6000,
        reference,
        recipient: { email: testConfig.CONTACT_EMAIL },
      },
    });
    expect(page?.payment?.paragraphs.join(" ")).toContain("$60.00");
    expect(page?.payment?.paragraphs.join(" ")).toContain(reference);
    expect(await loadJoinConfirmation(deps(), eve, result.number, "en", "2026-03-01")).toBeUndefined();
    expect(await loadJoinConfirmation(deps(), ada, "OHA-999999", "en", "2026-03-01")).toBeUndefined();

    await changeOrder(
      { ...deps(), hooks },
      { orderId: membership?.order_id ?? 0, action: "mark-paid", from: "awaiting-payment" },
      later(DAY),
    );
    expect(await loadJoinConfirmation(deps(), ada, result.number, "fr", "2026-03-02")).toMatchObject({
      membership: { type: "Joueur adulte", standing: "active" },
      payment: null,
    });
  });

  it("a child joined as a volunteer is active at once, and the guardian named by the form is asked to confirm", async () => {
    const result = await join(
      child({ type: String(ids.volunteer), guardianName: "Sam Guardian", guardianEmail: "sam@example.org" }),
    );
    if (result.status !== "active") throw new Error(result.status);
    expect(await loadJoinConfirmation(deps(), ada, result.number, "en", "2026-03-01")).toMatchObject({
      member: { name: "Ben Tremblay", guardianAsked: true },
      membership: { type: "Volunteer", standing: "active" },
      payment: null,
    });
  });

  it("the join form carries each season's link to the concussion material", async () => {
    const material = "https://www.ontario.ca/page/rowans-law-concussion-awareness-resources";
    await testDb.db
      .updateTable("seasons")
      .set({ concussion_url: material })
      .where("id", "=", ids.season)
      .execute();
    const form = await loadJoinForm(testDb.db, ada, { memberNumber: null, who: null }, "en", "2026-03-01");
    expect(form?.seasons.map((season) => [season.name, season.concussion_url])).toEqual([
      ["2025-2026", material],
      ["2026-2027", null],
    ]);
  });
});

function seasonNamed(name: string) {
  return testDb.db.selectFrom("seasons").select("id").where("name", "=", name).executeTakeFirstOrThrow();
}
