import { beforeAll, describe, expect, it } from "vitest";
import { exportMatchRecordOfAccount, exportOfficiatingOfAccount } from "~/features/competitions/index.server";
import { exportAttendanceOfAccount } from "~/features/events/index.server";
import {
  confirmGuardianConsent,
  declareGuardianConsent,
} from "~/features/memberships/guardian/service.server";
import { exportPeopleOfAccount } from "~/features/memberships/index.server";
import { insertConsents } from "~/features/memberships/queries.server";
import { orderNumber } from "~/features/orders";
import { insertOrder } from "~/features/orders/queries.server";
import {
  eventRow,
  later,
  makeContactMessage,
  makeRegistration,
  subscriberRow,
  testNow,
} from "../../../tests/support/factories";
import {
  makeClub,
  makeDocument,
  makeMember,
  makeMembership,
  makeSeason,
  makeType,
} from "../../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../../tests/support/test-db";
import { createAuth } from "./auth.server";
import { exportAccountData } from "./data-export.server";
import { dataFileName } from "./rules";

/** The sections the route hands in, written by the features that use accounts. */
const sections = {
  people: exportPeopleOfAccount,
  attendance: exportAttendanceOfAccount,
  officiating: exportOfficiatingOfAccount,
  matchRecord: exportMatchRecordOfAccount,
};

const testDb = setupTestDb();

/** Two accounts with confirmed addresses, each with one of everything the download holds; Zed's must never show in Ada's. */
const people = {
  ada: { name: "Ada Tremblay", email: "Ada@Example.org", child: "Kit" },
  zed: { name: "Zed Okafor", email: "zed@example.org", child: "Yan" },
};
const ids: Record<keyof typeof people, { user: string; member: string; order: number; child: number }> = {
  ada: { user: "", member: "", order: 0, child: 0 },
  zed: { user: "", member: "", order: 0, child: 0 },
};
const shared = { typeId: 0, waiver: 0 };

beforeAll(async () => {
  const { internalAdapter } = await createAuth(testDb.db, testConfig, { wake() {} }).$context;
  const seasonId = await makeSeason(testDb.db);
  const typeId = await makeType(testDb.db);
  const clubId = await makeClub(testDb.db);
  const waiver = await makeDocument(testDb.db, "waiver");
  Object.assign(shared, { typeId, waiver });
  const [eventId] = await testDb.db
    .insertInto("events")
    .values(eventRow())
    .returning("id")
    .execute()
    .then((rows) => rows.map((row) => row.id));
  for (const [key, person] of Object.entries(people) as [keyof typeof people, (typeof people)["ada"]][]) {
    const user = await internalAdapter.createUser(
      { name: person.name, email: person.email.toLowerCase(), emailVerified: true },
      { method: "email-password" },
    );
    const first = person.name.split(" ")[0] ?? "";
    const member = await makeMember(testDb.db, user.id, { first_name: first });
    const child = await makeMember(testDb.db, user.id, {
      first_name: person.child,
      date_of_birth: "2014-05-02",
      guardian_name: person.name,
      guardian_email: person.email,
    });
    await makeMembership(testDb.db, {
      memberId: member.id,
      seasonId,
      typeId,
      clubId,
      documentIds: [waiver],
      acceptedBy: { name: person.name, email: person.email, role: "member" },
    });
    await makeMembership(testDb.db, {
      memberId: child.id,
      seasonId,
      typeId,
      status: "awaiting-payment",
      documentIds: [waiver],
      acceptedBy: { name: person.name, email: person.email, role: "guardian" },
    });
    await makeRegistration(testDb.db, {
      event_id: eventId ?? 0,
      user_id: user.id,
      name: person.name,
      email: person.email,
      email_key: person.email.toLowerCase(),
    });
    const order = await insertOrder(
      testDb.db,
      {
        public_token: `token-${key}`,
        idempotency_key: `key-${key}`,
        checkout_buyer: `user:${user.id}`,
        checkout_hash: null,
        user_id: user.id,
        first_name: first,
        last_name: person.name.split(" ")[1] ?? "",
        email: person.email,
        phone: "416-555-0100",
        address: `1 ${first} St`,
        city: "Toronto",
        state: "ON",
        zip: "M5V 1A1",
        country: "CA",
        subtotal_cents: 3000,
        shipping_cents: 500,
        total_cents: 3500,
        payment_due_at: null,
        reminder_sent_at: null,
        paid_at: null,
        paid_cents: null,
        fulfilled_at: null,
        closed_at: null,
      },
      [
        {
          product_id: "ball",
          name: `Ball for ${first}`,
          size: null,
          quantity: 1,
          unit_cents: 3000,
          line_cents: 3000,
          registration_id: null,
          kind: "goods",
        },
      ],
      testNow,
    );
    await testDb.db
      .insertInto("newsletter_subscribers")
      .values(subscriberRow({ email: person.email, email_key: person.email.toLowerCase() }))
      .execute();
    // Sent as a visitor, in another letter case: the address is what ties it to the account.
    await makeContactMessage(testDb.db, {
      first_name: first,
      email: ` ${person.email.toUpperCase()}`,
      message: `A question from ${first}`,
    });
    ids[key] = { user: user.id, member: member.number, order, child: child.id };
  }
});

describe(`the account's data download on ${testDialect}`, () => {
  it("holds every section of the account's data", async () => {
    const data = await exportAccountData(testDb.db, ids.ada.user, testNow, sections);
    expect(data).not.toBeNull();
    if (!data) return;
    expect(data.account).toMatchObject({ name: "Ada Tremblay", email: "ada@example.org", language: "en" });
    expect(data.members.map((member) => member.first_name).sort()).toEqual(["Ada", "Kit"]);
    const ada = data.members.find((member) => member.first_name === "Ada");
    expect(ada).toMatchObject({
      member_number: ids.ada.member,
      date_of_birth: "1990-04-02",
      emergency_name: "Sam Tremblay",
      guardian_name: null,
    });
    expect(ada?.memberships).toEqual([
      expect.objectContaining({
        season: "2025-2026",
        type: "Adult player",
        club: "Toronto Lakeshore Handball Club",
        status: "active",
        consents: [
          expect.objectContaining({
            kind: "waiver",
            version: 1,
            text: { en: "The waiver text, version 1.", fr: "Le texte waiver, version 1." },
            accepted_by_name: "Ada Tremblay",
            role: "member",
          }),
        ],
      }),
    ]);
    const kit = data.members.find((member) => member.first_name === "Kit");
    expect(kit?.guardian_name).toBe("Ada Tremblay");
    expect(kit?.memberships[0]?.status).toBe("awaiting-payment");
    expect(kit?.memberships[0]?.consents[0]?.role).toBe("guardian");
    expect(data.registrations).toEqual([
      expect.objectContaining({ event: "Summer Cup", status: "registered" }),
    ]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        number: orderNumber(ids.ada.order),
        total_cents: 3500,
        items: [expect.objectContaining({ name: "Ball for Ada", quantity: 1 })],
      }),
    ]);
    expect(data.newsletter).toMatchObject({ status: "pending" });
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: "A question from Ada" })]);
    expect(data.truncated).toEqual([]);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("never holds another account's rows", async () => {
    const text = JSON.stringify(await exportAccountData(testDb.db, ids.ada.user, testNow, sections));
    for (const trace of [
      "Zed",
      "Yan",
      "zed@example.org",
      ids.zed.member,
      orderNumber(ids.zed.order),
      ids.zed.user,
    ])
      expect(text).not.toContain(trace);
    const zed = JSON.stringify(await exportAccountData(testDb.db, ids.zed.user, testNow, sections));
    expect(zed).toContain(ids.zed.member);
    expect(zed).not.toContain(ids.ada.member);
    expect(zed).not.toContain("Kit");
  });

  it("carries when the guardian confirmed a consent the account declared for them, null until then (decision 038)", async () => {
    // Kit joins the next season; Ada declares the guardian's consent, which the guardian confirms a day later.
    const seasonId = await makeSeason(testDb.db, {
      name: "2026-2027",
      starts_on: "2026-09-01",
      ends_on: "2027-08-31",
    });
    const membershipId = await makeMembership(testDb.db, {
      memberId: ids.ada.child,
      seasonId,
      typeId: shared.typeId,
      status: "awaiting-payment",
    });
    const declared = await declareGuardianConsent(
      testDb.db,
      testConfig,
      {
        account: { id: ids.ada.user, name: "Ada Tremblay", email: "ada@example.org" },
        guardian: { name: "Sam Tremblay", email: "sam@example.org" },
        membershipId,
        member: "Kit Tremblay",
        season: "2026-2027",
        locale: "en",
      },
      testNow,
    );
    await insertConsents(
      testDb.db,
      [
        {
          membership_id: membershipId,
          document_id: shared.waiver,
          accepted_by_name: "Ada Tremblay",
          accepted_by_email: "ada@example.org",
          role: "guardian",
          confirmation_id: declared,
        },
      ],
      testNow,
    );
    const consentsOfNextSeason = async () =>
      (await exportAccountData(testDb.db, ids.ada.user, testNow, sections))?.members
        .find((member) => member.first_name === "Kit")
        ?.memberships.find((membership) => membership.season === "2026-2027")?.consents;
    expect(await consentsOfNextSeason()).toEqual([
      expect.objectContaining({ role: "guardian", guardian_confirmed_at: null }),
    ]);

    const { token } = await testDb.db
      .selectFrom("guardian_confirmations")
      .select("token")
      .where("id", "=", declared)
      .executeTakeFirstOrThrow();
    const confirmedAt = later(24 * 60 * 60 * 1000);
    expect(await confirmGuardianConsent({ db: testDb.db }, token ?? "", confirmedAt)).toEqual({
      status: "confirmed",
    });
    expect(await consentsOfNextSeason()).toEqual([
      expect.objectContaining({ role: "guardian", guardian_confirmed_at: confirmedAt.toISOString() }),
    ]);
  });

  it("has nothing for an unknown account, and names the file after the association and the day", async () => {
    expect(await exportAccountData(testDb.db, "no-such-user", testNow, sections)).toBeNull();
    expect(dataFileName("OHA", testNow)).toBe("oha-my-data-2026-03-01.json");
    expect(dataFileName("É!", testNow)).toBe("account-my-data-2026-03-01.json");
  });
});
