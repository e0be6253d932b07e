import type { KyselyPlugin } from "kysely";
import { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { createAuth } from "~/features/accounts/auth.server";
import { defaultPaymentSettings } from "~/features/orders";
import { createOrder } from "~/features/orders/index.server";
import { type AppContext, appContext } from "~/lib/context.server";
import { localeContext } from "~/lib/i18n";
import { action, loader } from "~/routes/admin.members.$number";
import { testNow } from "../../../../tests/support/factories";
import {
  makeClub,
  makeDocument,
  makeMember,
  makeMembership,
  makeSeason,
  makeType,
} from "../../../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { activateMembership, releaseMembership } from "../join/service.server";
import { loadMemberRecord, loadMembersList, loadReport, membersCsvRows } from "./service.server";

/**
 * The administrators' members list, export, record, mark paid and report (docs/memberships.md) on one
 * known set of members. testNow (2026-03-01) is in the season 2025-2026, which starts on 2025-09-01.
 */

const testDb = setupTestDb();
const today = "2026-03-01";

type Known = Awaited<ReturnType<typeof makeKnownSet>>;
let known: Known;

async function makeUser(db: Db, name: string, email: string) {
  const { internalAdapter } = await createAuth(db, testConfig, { wake() {} }).$context;
  const user = await internalAdapter.createUser(
    { name, email, emailVerified: false },
    { method: "email-password" },
  );
  return user.id;
}

async function makeKnownSet(db: Db) {
  const current = await makeSeason(db);
  const past = await makeSeason(db, { name: "2024-2025", starts_on: "2024-09-01", ends_on: "2025-08-31" });
  const adultType = await makeType(db);
  const youthType = await makeType(db, { name: "Youth player", name_fr: "Joueur jeune", age_rule: "youth" });
  await db.updateTable("membership_types").set({ can_vote: 0 }).where("id", "=", youthType).execute();
  const volunteer = await makeType(db, {
    name: "Volunteer",
    name_fr: "Bénévole",
    fee_cents: 0,
    age_rule: "any",
  });
  const toronto = await makeClub(db, "Toronto Lakeshore Handball Club");
  const ottawa = await makeClub(db, "Ottawa Capital Handball Club");
  const waiver = await makeDocument(db, "waiver");
  const waiver2 = await makeDocument(db, "waiver", 2);
  const conduct = await makeDocument(db, "code-of-conduct");

  const adaUser = await makeUser(db, "Ada Tremblay", "Ada.Account@example.org");
  const parentUser = await makeUser(db, "Chloé Gagnon", "parent.gagnon@example.org");
  const otherUser = await makeUser(db, "Other Account", "other@example.org");

  const ada = await makeMember(db, adaUser);
  // The day before, of and after the season's start, 18 years earlier: adult, adult, youth.
  const dayBefore = await makeMember(db, parentUser, {
    first_name: "Bea",
    last_name: "Roy",
    date_of_birth: "2007-08-31",
  });
  const dayOf = await makeMember(db, parentUser, {
    first_name: "Cleo",
    last_name: "Roy",
    date_of_birth: "2007-09-01",
  });
  const minor = await makeMember(db, parentUser, {
    first_name: "Ben",
    last_name: "Gagnon",
    date_of_birth: "2007-09-02",
    guardian_name: "Chloé Gagnon",
    guardian_email: "Chloe.Guardian@example.org",
  });
  const cancelled = await makeMember(db, otherUser, { first_name: "Dan", last_name: "Zed" });
  const former = await makeMember(db, otherUser, { first_name: "Eve", last_name: "Past" });
  const youth = await makeMember(db, otherUser, {
    first_name: "Fay",
    last_name: "Young",
    date_of_birth: "2012-01-01",
  });

  const guardianConsent = {
    name: "Chloé Gagnon",
    email: "chloe.guardian@example.org",
    role: "guardian" as const,
  };
  await makeMembership(db, {
    memberId: ada.id,
    seasonId: current,
    typeId: adultType,
    clubId: toronto,
    documentIds: [waiver, conduct],
  });
  // An earlier season's: Ada's record lists both, the newest first.
  await makeMembership(db, {
    memberId: ada.id,
    seasonId: past,
    typeId: volunteer,
    documentIds: [waiver],
  });
  await makeMembership(db, { memberId: dayBefore.id, seasonId: current, typeId: adultType, clubId: ottawa });
  await makeMembership(db, { memberId: dayOf.id, seasonId: current, typeId: volunteer, clubId: toronto });
  const minorOrder = await createOrder(
    db,
    defaultPaymentSettings(testConfig),
    {
      buyer: {
        userId: parentUser,
        firstName: "Chloé",
        lastName: "Gagnon",
        email: "parent.gagnon@example.org",
        phone: "416-555-0100",
        address: "1 Main St",
        city: "Toronto",
        state: "ON",
        zip: "M5V 1A1",
        country: "CA",
        locale: "fr",
      },
      method: "etransfer",
      lines: [
        {
          product_id: "membership",
          name: "Youth player 2025-2026",
          size: null,
          quantity: 1,
          unit_cents: 3500,
          line_cents: 3500,
          registration_id: null,
          kind: "membership-fee",
        },
      ],
      shippingCents: 0,
    },
    testNow,
    testConfig.TIME_ZONE,
  );
  const minorMembership = await makeMembership(db, {
    memberId: minor.id,
    seasonId: current,
    typeId: youthType,
    status: "awaiting-payment",
    orderId: minorOrder.id,
    documentIds: [waiver2, conduct],
    acceptedBy: guardianConsent,
  });
  await makeMembership(db, {
    memberId: cancelled.id,
    seasonId: current,
    typeId: youthType,
    clubId: toronto,
    status: "cancelled",
  });
  await makeMembership(db, { memberId: former.id, seasonId: past, typeId: adultType, clubId: ottawa });
  await makeMembership(db, { memberId: youth.id, seasonId: current, typeId: youthType });
  return {
    current,
    past,
    adultType,
    youthType,
    volunteer,
    toronto,
    ottawa,
    ada,
    dayBefore,
    dayOf,
    minor,
    cancelled,
    former,
    youth,
    minorOrder,
    minorMembership,
  };
}

beforeAll(async () => {
  known = await makeKnownSet(testDb.db);
});

/** The member numbers the list shows for a query string, in its order. */
async function numbers(query: string) {
  const list = await loadMembersList(testDb.db, new URLSearchParams(query), today);
  return list.rows.map((row) => row.number);
}

const sorted = (...members: { number: string }[]) => members.map((member) => member.number).sort();

describe(`the members list on ${testDialect}`, () => {
  it("shows the season containing today by default, one row per membership, ordered by last name", async () => {
    const { ada, dayBefore, dayOf, minor, youth, cancelled } = known;
    const list = await loadMembersList(testDb.db, new URLSearchParams(), today);
    expect(list.season).toEqual({ id: known.current, name: "2025-2026" });
    expect(list.rows.map((row) => row.number)).toEqual([
      minor.number, // Gagnon
      dayBefore.number, // Roy, Bea
      dayOf.number, // Roy, Cleo
      ada.number, // Tremblay
      youth.number, // Young
      cancelled.number, // Zed
    ]);
    expect(list.rows[0]).toEqual({
      number: minor.number,
      firstName: "Ben",
      lastName: "Gagnon",
      type: { en: "Youth player", fr: "Joueur jeune" },
      club: null,
      ageGroup: "youth",
      standing: "awaiting-payment",
      joined: testNow.toISOString(),
    });
    expect(list.total).toBe(6);
  });

  it("shows another season when asked, and its active memberships as expired", async () => {
    const list = await loadMembersList(testDb.db, new URLSearchParams({ season: String(known.past) }), today);
    expect(list.rows.map((row) => [row.number, row.standing])).toEqual([
      [known.former.number, "expired"],
      [known.ada.number, "expired"],
    ]);
    expect(await numbers(`season=${known.past}&standing=active`)).toEqual([]);
    expect((await numbers(`season=${known.past}&standing=expired`)).sort()).toEqual(
      sorted(known.ada, known.former),
    );
  });

  it("narrows by type, standing, club (or none) and age group across the season's start", async () => {
    const { ada, dayBefore, dayOf, minor, youth, cancelled } = known;
    expect((await numbers(`type=${known.adultType}`)).sort()).toEqual(sorted(ada, dayBefore));
    expect((await numbers(`type=${known.youthType}`)).sort()).toEqual(sorted(minor, youth, cancelled));
    expect((await numbers("standing=active")).sort()).toEqual(sorted(ada, dayBefore, dayOf, youth));
    expect(await numbers("standing=awaiting-payment")).toEqual([minor.number]);
    expect(await numbers("standing=cancelled")).toEqual([cancelled.number]);
    expect(await numbers("standing=expired")).toEqual([]);
    expect((await numbers(`club=${known.toronto}`)).sort()).toEqual(sorted(ada, dayOf, cancelled));
    expect(await numbers(`club=${known.ottawa}`)).toEqual([dayBefore.number]);
    expect(await numbers("club=none")).toEqual([minor.number, youth.number]);
    // Born 2007-08-31 and 2007-09-01: 18 on 2025-09-01, adults; born 2007-09-02: 17, a youth.
    expect(await numbers("age=youth")).toEqual([minor.number, youth.number]);
    expect((await numbers("age=adult")).sort()).toEqual(sorted(ada, dayBefore, dayOf, cancelled));
    // Together, every filter narrows.
    expect(await numbers(`type=${known.adultType}&club=${known.ottawa}&age=adult&standing=active`)).toEqual([
      dayBefore.number,
    ]);
  });

  it("reads unknown filter values, seasons and pages as any, never an error", async () => {
    const all = await numbers("");
    expect(await numbers("type=999&club=999&standing=paid&age=old&season=999&page=abc&per_page=-5")).toEqual(
      all,
    );
    expect(await numbers("season=%00&type=1e9&club=NaN")).toEqual(all);
  });

  it("searches names, member numbers and the account's and guardian's e-mail in any case", async () => {
    const { ada, minor, dayBefore, dayOf } = known;
    expect(await numbers("q=TREMBLAY")).toEqual([ada.number]);
    expect(await numbers("q=ada trem")).toEqual([ada.number]);
    expect(await numbers(`q=${ada.number.toLowerCase()}`)).toEqual([ada.number]);
    expect(await numbers("q=ADA.account@")).toEqual([ada.number]);
    // The parent's account manages three of them.
    expect(await numbers("q=Parent.Gagnon@EXAMPLE.org")).toEqual([
      minor.number,
      dayBefore.number,
      dayOf.number,
    ]);
    expect(await numbers("q=chloe.GUARDIAN")).toEqual([minor.number]);
    // % and _ are letters in a search, not wildcards.
    expect(await numbers("q=%25")).toEqual([]);
    expect(await numbers("q=_")).toEqual([]);
    expect(await numbers("q=nobody")).toEqual([]);
  });

  it("pages in order with the count of every matching row, in five queries whatever the page", async () => {
    const all = await numbers("");
    const pages = [];
    for (const page of [1, 2, 3]) {
      const list = await loadMembersList(
        testDb.db,
        new URLSearchParams({ per_page: "2", page: String(page) }),
        today,
      );
      expect(list).toMatchObject({ total: 6, pages: 3, page });
      pages.push(...list.rows.map((row) => row.number));
    }
    expect(pages).toEqual(all);
    // Filters and the search are kept while paging.
    const filtered = await loadMembersList(
      testDb.db,
      new URLSearchParams(`per_page=1&page=2&club=${known.toronto}`),
      today,
    );
    expect(filtered).toMatchObject({ total: 3, pages: 3 });
    expect(filtered.rows.map((row) => row.number)).toEqual([(await numbers(`club=${known.toronto}`))[1]]);

    for (const query of [
      "",
      "per_page=100",
      `q=roy&club=${known.ottawa}&age=adult&standing=active&type=${known.adultType}`,
    ]) {
      const counter = queryCounter();
      await loadMembersList(testDb.db.withPlugin(counter.plugin), new URLSearchParams(query), today);
      expect(counter.count, query).toBe(5);
    }
  });
});

describe(`the members export on ${testDialect}`, () => {
  it("writes every matching row, not a page, in the admin's language and on the association's clock", async () => {
    const { rows } = await membersCsvRows(
      testDb.db,
      new URLSearchParams("per_page=1&page=2&club=none&standing=awaiting-payment"),
      today,
      "fr",
      testConfig.TIME_ZONE,
    );
    expect(rows).toEqual([
      [
        "Numéro de membre",
        "Prénom",
        "Nom de famille",
        "Date de naissance",
        "Groupe d'âge",
        "Type d'adhésion",
        "Club",
        "Statut",
        "Courriel du compte",
        "Téléphone",
        "Ville",
        "Province",
        "Nom du parent ou tuteur",
        "Courriel du parent ou tuteur",
        "Adhésion le",
        "Activée le",
      ],
      [
        known.minor.number,
        "Ben",
        "Gagnon",
        "2007-09-02",
        "Jeune",
        "Joueur jeune",
        "Sans club",
        "En attente de paiement",
        "parent.gagnon@example.org",
        "416-555-0100",
        "Toronto",
        "Ontario",
        "Chloé Gagnon",
        "Chloe.Guardian@example.org",
        // testNow, 12:00 UTC, on Toronto's clock.
        "2026-03-01 07:00",
        "",
      ],
    ]);
    const english = await membersCsvRows(testDb.db, new URLSearchParams(), today, "en", testConfig.TIME_ZONE);
    expect(english.rows).toHaveLength(7);
    expect(english.rows[0]?.slice(0, 3)).toEqual(["Member number", "First name", "Last name"]);
    for (const row of english.rows.slice(1)) {
      expect(["Youth", "Adult"]).toContain(row[4]);
      expect(["Active", "Awaiting payment", "Expired", "Cancelled"]).toContain(row[7]);
      expect(row[14]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
  });
});

/** The record of a member the set holds (the service's null for anyone else is the page's 404, below). */
async function recordOf(...args: Parameters<typeof loadMemberRecord>) {
  const record = await loadMemberRecord(...args);
  if (!record) throw new Error(`No member ${args[1]}`);
  return record;
}

/** The record's page as the route loads it: a number nobody holds is its 404. */
function recordPage(number: string) {
  const context = new RouterContextProvider();
  context.set(appContext, { db: testDb.db, config: testConfig } as AppContext);
  context.set(localeContext, "en");
  return loader({
    params: { number },
    context,
    request: new Request("http://localhost/admin/members/x"),
  } as unknown as Parameters<typeof loader>[0]);
}

describe(`the member record on ${testDialect}`, () => {
  it("shows the person, the account, every membership newest first and the consents of each", async () => {
    const record = await recordOf(testDb.db, known.ada.number, today, "en", testNow);
    expect(record.member).toMatchObject({
      first_name: "Ada",
      date_of_birth: "1990-04-02",
      account_email: "ada.account@example.org",
    });
    expect(record.memberships.map((m) => [m.season, m.type, m.standing, m.order])).toEqual([
      ["2025-2026", "Adult player", "active", null],
      ["2024-2025", "Volunteer", "expired", null],
    ]);
    expect(record.memberships[0]?.consents.map((c) => [c.kind, c.version, c.text, c.role])).toEqual([
      ["waiver", 1, "The waiver text, version 1.", "member"],
      ["code-of-conduct", 1, "The code-of-conduct text, version 1.", "member"],
    ]);
  });

  it("shows a minor's guardian, the consents the guardian gave to the version accepted, and the order", async () => {
    const record = await recordOf(testDb.db, known.minor.number.toLowerCase(), today, "fr", testNow);
    expect(record.member).toMatchObject({
      guardian_name: "Chloé Gagnon",
      guardian_email: "Chloe.Guardian@example.org",
    });
    const [membership] = record.memberships;
    expect(membership).toMatchObject({
      standing: "awaiting-payment",
      ageGroup: "youth",
      markPaid: true,
      order: { number: known.minorOrder.number, status: "awaiting-payment", totalCents: 3500 },
    });
    expect(membership?.consents.map((c) => [c.kind, c.version, c.text, c.accepted_by_name, c.role])).toEqual([
      ["waiver", 2, "Le texte waiver, version 2.", "Chloé Gagnon", "guardian"],
      ["code-of-conduct", 1, "Le texte code-of-conduct, version 1.", "Chloé Gagnon", "guardian"],
    ]);
  });

  it.each(["OHA-999999", "OHA-%00", "nothing", "x".repeat(300), "OHA-000001 "])(
    "is a 404 for %j",
    async (param) => {
      await expect(recordPage(param)).rejects.toMatchObject({
        init: { status: 404 },
      });
    },
  );
});

describe(`the annual report on ${testDialect}`, () => {
  it("counts the season's active memberships only, by type, club, age group and voters", async () => {
    const report = await loadReport(testDb.db, new URLSearchParams(), today);
    expect(report.season?.name).toBe("2025-2026");
    // Active: Ada (adult player, Toronto), Bea (adult player, Ottawa), Cleo (volunteer, Toronto), Fay
    // (youth player, unattached). Ben awaits payment and Dan is cancelled: not counted.
    expect(report.perType.map((type) => [type.name.en, type.votes, type.count])).toEqual([
      ["Adult player", true, 2],
      ["Youth player", false, 1],
      ["Volunteer", true, 1],
    ]);
    expect(report.perClub.map((club) => [club.name, club.count])).toEqual([
      ["Ottawa Capital Handball Club", 1],
      ["Toronto Lakeshore Handball Club", 2],
      [null, 1],
    ]);
    expect(report).toMatchObject({ youth: 1, adult: 3, voters: 3, total: 4 });

    const past = await loadReport(testDb.db, new URLSearchParams({ season: String(known.past) }), today);
    expect(past).toMatchObject({ total: 2, adult: 2, voters: 2 });
    expect(past.perClub.map((club) => club.count)).toEqual([1, 0, 1]);
  });
});

describe(`mark paid from the record on ${testDialect}`, () => {
  const app = () =>
    ({
      db: testDb.db,
      config: testConfig,
      mail: { wake() {} },
      jobs: { wake() {} },
      orderHooks: { release: [releaseMembership], paid: [activateMembership] },
      nonce: "",
    }) as unknown as AppContext;
  const context = () => {
    const provider = new RouterContextProvider();
    provider.set(localeContext, "en");
    return provider;
  };
  /** Mark paid as the record's page answers it: the route finds the order and lets the orders face change it. */
  const markMembershipPaid = (
    app: AppContext,
    context: RouterContextProvider,
    request: Request,
    number: string,
  ) => {
    context.set(appContext, app);
    return action({ request, params: { number }, context } as unknown as Parameters<typeof action>[0]);
  };
  const post = (fields: Record<string, string>) =>
    new Request("http://localhost/admin/members/x", { method: "POST", body: new URLSearchParams(fields) });
  const order = () =>
    testDb.db
      .selectFrom("orders")
      .select(["status", "paid_cents", "paid_at"])
      .where("id", "=", known.minorOrder.id)
      .executeTakeFirstOrThrow();

  it("refuses a bad amount, another member's membership or another action, and changes nothing", async () => {
    const { minor, ada, minorMembership } = known;
    const base = { membership: String(minorMembership), action: "mark-paid", from: "awaiting-payment" };
    const refused = await markMembershipPaid(
      app(),
      context(),
      post({ ...base, amount: "lots" }),
      minor.number,
    );
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: { errors: { amount: expect.any(String) } },
    });
    await expect(
      markMembershipPaid(app(), context(), post({ ...base, amount: "35" }), ada.number),
    ).rejects.toMatchObject({ init: { status: 400 } });
    await expect(
      markMembershipPaid(app(), context(), post({ ...base, action: "cancel" }), minor.number),
    ).rejects.toMatchObject({ init: { status: 400 } });
    expect(await order()).toMatchObject({ status: "awaiting-payment", paid_cents: null });
  });

  it("marks the order paid with the amount received, once: a stale second click changes nothing", async () => {
    const { minor, minorMembership } = known;
    const form = {
      membership: String(minorMembership),
      action: "mark-paid",
      from: "awaiting-payment",
      amount: "35,00",
    };
    const first = await markMembershipPaid(app(), context(), post(form), minor.number);
    expect(first).toBeInstanceOf(Response);
    expect((first as Response).headers.get("location")).toBe(`/admin/members/${minor.number}`);
    const paid = await order();
    expect(paid).toMatchObject({ status: "paid", paid_cents: 3500 });

    const second = (await markMembershipPaid(app(), context(), post(form), minor.number)) as Response;
    expect(second.headers.get("location")).toBe(`/admin/members/${minor.number}`);
    expect(await order()).toEqual(paid);

    const record = await recordOf(testDb.db, minor.number, today, "en", testNow);
    // The memberships' paid hook makes the membership active in the same transaction.
    expect(record.memberships[0]).toMatchObject({
      markPaid: false,
      standing: "active",
      order: { status: "paid" },
    });
  });

  describe("less than is owed (decision 037)", () => {
    // The order above was paid: each of these starts again from the membership awaiting its $35.00.
    beforeEach(async () => {
      await testDb.db
        .updateTable("orders")
        .set({ status: "awaiting-payment", paid_cents: null, paid_at: null })
        .where("id", "=", known.minorOrder.id)
        .execute();
      await testDb.db
        .updateTable("memberships")
        .set({ status: "awaiting-payment", activated_at: null })
        .where("id", "=", known.minorMembership)
        .execute();
    });

    it("$0.01 on a $35.00 membership is refused naming the shortfall; a partial payment waits for the rest, which activates it (decision 037)", async () => {
      const { minor, minorMembership } = known;
      const base = { membership: String(minorMembership), action: "mark-paid", from: "awaiting-payment" };
      const probe = await markMembershipPaid(
        app(),
        context(),
        post({ ...base, amount: "0.01" }),
        minor.number,
      );
      expect(probe).toMatchObject({
        init: { status: 400 },
        data: {
          errors: {
            amount:
              "$0.01 is $34.99 less than the $35.00 owed. Record it as a partial payment (the order keeps awaiting the rest), or mark the order paid $34.99 short.",
          },
          shortCents: 3499,
        },
      });
      expect(await order()).toMatchObject({ status: "awaiting-payment", paid_cents: null });

      const partial = { ...base, amount: "10", payment: "partial", received: "0" };
      expect(await markMembershipPaid(app(), context(), post(partial), minor.number)).toBeInstanceOf(
        Response,
      );
      expect(await order()).toMatchObject({ status: "awaiting-payment", paid_cents: 1000, paid_at: null });
      // The same click again: the page showed nothing received, so nothing more is recorded.
      await markMembershipPaid(app(), context(), post(partial), minor.number);
      expect(await order()).toMatchObject({ status: "awaiting-payment", paid_cents: 1000 });
      let record = await recordOf(testDb.db, minor.number, today, "en", testNow);
      expect(record.memberships[0]).toMatchObject({ markPaid: true, order: { paidCents: 1000 } });

      // The rest completes the total: paid, and the membership becomes active.
      const rest = { ...base, amount: "25.00", payment: "partial", received: "1000" };
      await markMembershipPaid(app(), context(), post(rest), minor.number);
      expect(await order()).toMatchObject({ status: "paid", paid_cents: 3500 });
      record = await recordOf(testDb.db, minor.number, today, "en", testNow);
      expect(record.memberships[0]).toMatchObject({ standing: "active", order: { status: "paid" } });
    });

    it("a shortfall confirmed by its amount marks the order paid with what was received", async () => {
      const { minor, minorMembership } = known;
      const base = { membership: String(minorMembership), action: "mark-paid", from: "awaiting-payment" };
      // A confirmation of another shortfall (the amount was changed since) is asked again.
      const other = { ...base, amount: "30", payment: "short", short: "400" };
      expect(await markMembershipPaid(app(), context(), post(other), minor.number)).toMatchObject({
        init: { status: 400 },
        data: { shortCents: 500 },
      });
      expect(await order()).toMatchObject({ status: "awaiting-payment", paid_cents: null });
      const confirmed = { ...base, amount: "30", payment: "short", short: "500" };
      await markMembershipPaid(app(), context(), post(confirmed), minor.number);
      expect(await order()).toMatchObject({ status: "paid", paid_cents: 3000 });
    });
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
