import { beforeAll, describe, expect, it } from "vitest";
import { leaveEventsOfClosingAccount } from "~/features/events/index.server";
import {
  correctMemberContact,
  forgetPeopleOfClosingAccount,
  loadMemberContact,
  loadMemberRecord,
} from "~/features/memberships/index.server";
import { insertOrder } from "~/features/orders/queries.server";
import { eventRow, makeRegistration, subscriberRow, testNow } from "../../../tests/support/factories";
import { makeMember } from "../../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../../tests/support/test-db";
import { type Auth, CLIENT_IP_HEADER, createAuth } from "./auth.server";
import { listAccountChanges } from "./queries.server";
import { confirmEmail, currentUser, sendPasswordReset, signIn, signUp } from "./service.server";
import { changePassword, closeAccount, requestEmailChange } from "./settings.server";

// Sign-ups and sign-ins run scrypt: seconds each on a busy machine.
const SLOW = { timeout: 180_000 };
const PASSWORD = "first-password";

const testDb = setupTestDb();
let auth: Auth;
const mail = { wake() {} };
const deps = () => ({ db: testDb.db, auth, config: testConfig, mail });

beforeAll(() => {
  auth = createAuth(testDb.db, testConfig, mail);
});

let sequence = 0;
function fresh(label: string) {
  sequence += 1;
  return { email: `${label}-${sequence}@example.org`, client: `198.51.100.${sequence}` };
}

function headersWith(client: string, setCookies?: Headers) {
  const headers = new Headers({ [CLIENT_IP_HEADER]: client });
  const cookie = setCookies
    ?.getSetCookie()
    .filter((line) => !/;\s*Max-Age=0/i.test(line))
    .map((line) => line.split(";")[0])
    .join("; ");
  if (cookie) headers.set("Cookie", cookie);
  return headers;
}

/** A member who signed up (and so is signed in) through the services, with the browser's headers. */
async function member(label: string) {
  const { email, client } = fresh(label);
  const result = await signUp(deps(), {
    name: `Member ${label}`,
    email,
    password: PASSWORD,
    client,
    headers: headersWith(client),
  });
  if (!result.ok) throw new Error("sign-up refused");
  const headers = headersWith(client, result.headers);
  const user = await currentUser({ auth }, headers);
  if (!user) throw new Error("not signed in");
  return { user, headers, client, email };
}

async function signInAgain(email: string, password: string, client: string) {
  return signIn({ db: testDb.db, auth }, { email, password, client, headers: headersWith(client) });
}

function mailTo(address: string, kind: string) {
  return testDb.db
    .selectFrom("outbox")
    .select(["text_body"])
    .where("to_address", "=", address)
    .where("kind", "=", kind)
    .orderBy("id", "desc")
    .execute();
}

async function changeLinkTo(address: string) {
  const [latest] = await mailTo(address, "email-change");
  const token = latest && /\/confirm-email\?token=([\w.-]+)/.exec(latest.text_body)?.[1];
  if (!token) throw new Error(`no link to ${address}`);
  return token;
}

async function emailOf(userId: string) {
  const row = await testDb.db
    .selectFrom("user")
    .select(["email", "emailVerified"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return { email: row.email, verified: Boolean(row.emailVerified) };
}

describe(`the account page's changes, on ${testDialect}`, () => {
  it(
    "a password change needs the current password, ends every other session and every reset link, and tells the owner",
    SLOW,
    async () => {
      const ada = await member("ada");
      const elsewhere = await signInAgain(ada.email, PASSWORD, "192.0.2.50");
      if (!elsewhere.ok) throw new Error("second sign-in refused");
      const otherDevice = headersWith("192.0.2.50", elsewhere.headers);
      await sendPasswordReset({ auth }, ada.email);
      const resetLinks = () =>
        testDb.db
          .selectFrom("verification")
          .select("id")
          .where("value", "=", ada.user.id)
          .where("identifier", "like", "reset-password:%")
          .execute();
      expect(await resetLinks()).toHaveLength(1);

      const source = { user: ada.user, page: "/account/password" };
      const wrong = await changePassword(deps(), source, {
        currentPassword: "not-the-password",
        password: "second-password",
        headers: ada.headers,
      });
      expect(wrong).toEqual({ ok: false, reason: "wrong-password" });
      expect(await currentUser({ auth }, otherDevice)).not.toBeNull();
      expect(await resetLinks()).toHaveLength(1);

      const changed = await changePassword(deps(), source, {
        currentPassword: PASSWORD,
        password: "second-password",
        headers: ada.headers,
      });
      if (!changed.ok) throw new Error(`refused: ${changed.reason}`);
      expect(await currentUser({ auth }, otherDevice)).toBeNull();
      expect(await currentUser({ auth }, headersWith(ada.client, changed.headers))).not.toBeNull();
      expect(await resetLinks()).toHaveLength(0);
      expect(await mailTo(ada.email, "password-changed")).toHaveLength(1);
      expect((await signInAgain(ada.email, PASSWORD, "192.0.2.51")).ok).toBe(false);
      expect((await signInAgain(ada.email, "second-password", "192.0.2.52")).ok).toBe(true);

      const changes = await listAccountChanges(testDb.db, ada.user.id, 10);
      expect(changes.map((change) => [change.kind, change.page])).toEqual([
        ["password", "/account/password"],
      ]);
      expect(JSON.stringify(changes)).not.toContain("password-");
    },
  );

  it(
    "an address changes only on the POST of the link sent to it; the old one is told and stays until then",
    SLOW,
    async () => {
      const bo = await member("bo");
      const target = fresh("bo-new").email;
      const source = { user: bo.user, page: "/account/email" };
      const input = { email: target, currentPassword: PASSWORD, headers: bo.headers };
      expect(await requestEmailChange(deps(), source, { ...input, currentPassword: "wrong" })).toEqual({
        ok: false,
        reason: "wrong-password",
      });
      expect(await requestEmailChange(deps(), source, input)).toEqual({ ok: true });
      expect(await emailOf(bo.user.id)).toEqual({ email: bo.email, verified: false });
      expect(await mailTo(bo.email, "email-change-requested")).toHaveLength(1);

      const token = await changeLinkTo(target);
      expect(await confirmEmail({ db: testDb.db, auth }, token)).toBe(true);
      expect(await emailOf(bo.user.id)).toEqual({ email: target, verified: true });
      expect((await signInAgain(target, PASSWORD, "192.0.2.60")).ok).toBe(true);
      const kinds = (await listAccountChanges(testDb.db, bo.user.id, 10)).map((change) => change.kind);
      expect(kinds.sort()).toEqual(["email-confirmed", "email-requested"]);
    },
  );

  it(
    "an address another account has gets the same answer and no link; two accounts racing for one address: one wins",
    SLOW,
    async () => {
      const cy = await member("cy");
      const di = await member("di");
      const taken = await requestEmailChange(
        deps(),
        { user: cy.user, page: "/account/email" },
        { email: di.email, currentPassword: PASSWORD, headers: cy.headers },
      );
      expect(taken).toEqual({ ok: true });
      expect(await mailTo(di.email, "email-change")).toHaveLength(0);
      expect(await emailOf(cy.user.id)).toMatchObject({ email: cy.email });

      const wanted = fresh("wanted").email;
      for (const who of [cy, di])
        expect(
          await requestEmailChange(
            deps(),
            { user: who.user, page: "/account/email" },
            { email: wanted, currentPassword: PASSWORD, headers: who.headers },
          ),
        ).toEqual({ ok: true });
      const [forDi, forCy] = (await mailTo(wanted, "email-change")).map(
        (row) => /\/confirm-email\?token=([\w.-]+)/.exec(row.text_body)?.[1] ?? "",
      );
      const results = await Promise.all([
        confirmEmail({ db: testDb.db, auth }, forCy ?? ""),
        confirmEmail({ db: testDb.db, auth }, forDi ?? ""),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const owners = await testDb.db.selectFrom("user").select("id").where("email", "=", wanted).execute();
      expect(owners).toHaveLength(1);
      const loser = owners[0]?.id === cy.user.id ? di : cy;
      expect(await emailOf(loser.user.id)).toMatchObject({ email: loser.email });
    },
  );

  it("closing keeps the paid orders, removes the rest, and the address can sign up again", SLOW, async () => {
    const ed = await member("ed");
    await testDb.db.updateTable("user").set({ emailVerified: 1 }).where("id", "=", ed.user.id).execute();
    const user = { ...ed.user, emailVerified: true };
    const { id: eventId } = await testDb.db
      .insertInto("events")
      .values(eventRow())
      .returning("id")
      .executeTakeFirstOrThrow();
    const registration = await makeRegistration(testDb.db, {
      event_id: eventId,
      user_id: ed.user.id,
      email: ed.email,
      email_key: ed.email,
    });
    await testDb.db
      .insertInto("newsletter_subscribers")
      .values(subscriberRow({ email: ed.email, email_key: ed.email }))
      .execute();
    const child = await makeMember(testDb.db, ed.user.id, { first_name: "Kid", date_of_birth: "2015-01-01" });
    const orderId = await insertOrder(
      testDb.db,
      {
        public_token: `close-${ed.user.id}`,
        idempotency_key: `close-${ed.user.id}`,
        checkout_buyer: `user:${ed.user.id}`,
        checkout_hash: null,
        user_id: ed.user.id,
        first_name: "Ed",
        last_name: "Member",
        email: ed.email,
        phone: "416-555-0100",
        address: "1 Main St",
        city: "Toronto",
        state: "ON",
        zip: "M5V 1A1",
        country: "CA",
        subtotal_cents: 3000,
        shipping_cents: 500,
        total_cents: 3500,
        payment_due_at: null,
        reminder_sent_at: null,
        paid_at: testNow.toISOString(),
        paid_cents: 3500,
        fulfilled_at: null,
        closed_at: null,
      },
      [
        {
          product_id: "ball",
          name: "Ball",
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
    await testDb.db.updateTable("orders").set({ status: "paid" }).where("id", "=", orderId).execute();
    const steps = [leaveEventsOfClosingAccount, forgetPeopleOfClosingAccount];
    const source = { user, page: "/account/close" };

    expect(
      await closeAccount(deps(), source, { currentPassword: "wrong", headers: ed.headers }, steps, testNow),
    ).toEqual({ ok: false, reason: "wrong-password" });
    expect(await currentUser({ auth }, ed.headers)).not.toBeNull();

    const closed = await closeAccount(
      deps(),
      source,
      { currentPassword: PASSWORD, headers: ed.headers },
      steps,
      testNow,
    );
    expect(closed.ok).toBe(true);
    expect(await currentUser({ auth }, ed.headers)).toBeNull();
    expect((await signInAgain(ed.email, PASSWORD, "192.0.2.70")).ok).toBe(false);

    const kept = await testDb.db
      .selectFrom("orders")
      .select(["status", "user_id", "total_cents"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ status: "paid", user_id: ed.user.id, total_cents: 3500 });
    const row = await testDb.db
      .selectFrom("registrations")
      .select("status")
      .where("id", "=", registration)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("cancelled");
    const subscribed = await testDb.db
      .selectFrom("newsletter_subscribers")
      .select("id")
      .where("email_key", "=", ed.email)
      .execute();
    expect(subscribed).toEqual([]);
    const person = await testDb.db
      .selectFrom("members")
      .select(["first_name", "address", "phone", "emergency_phone"])
      .where("id", "=", child.id)
      .executeTakeFirstOrThrow();
    expect(person).toEqual({ first_name: "Kid", address: "", phone: "", emergency_phone: "" });
    const account = await testDb.db
      .selectFrom("user")
      .select(["name", "email", "closedAt"])
      .where("id", "=", ed.user.id)
      .executeTakeFirstOrThrow();
    expect(account.name).toBe("");
    expect(account.email).toMatch(/^closed-[a-z0-9]+@closed\.invalid$/);
    expect(account.closedAt).not.toBeNull();
    expect((await listAccountChanges(testDb.db, ed.user.id, 10)).map((change) => change.kind)).toEqual([
      "closed",
    ]);
    expect(await mailTo(ed.email, "account-closed")).toHaveLength(1);
    // The administrators read it on the record of a person the account managed.
    const record = await loadMemberRecord(testDb.db, child.number, "2026-03-01", "en", testNow);
    expect(record?.accountChanges.map((change) => [change.kind, change.page])).toEqual([
      ["closed", "/account/close"],
    ]);

    const again = await signUp(deps(), {
      name: "Ed Again",
      email: ed.email,
      password: "a-new-password",
      client: "192.0.2.71",
      headers: headersWith("192.0.2.71"),
    });
    const newcomer = again.ok ? await currentUser({ auth }, headersWith("192.0.2.71", again.headers)) : null;
    expect(newcomer?.email).toBe(ed.email);
    expect(newcomer?.id).not.toBe(ed.user.id);
  });

  it("a guardian corrects a person's contact details, recorded; another account gets nothing (SECURITY 2)", async () => {
    const { internalAdapter } = await auth.$context;
    const guardian = await internalAdapter.createUser(
      { name: "Gail Guardian", email: fresh("gail").email, emailVerified: true },
      { method: "email-password" },
    );
    const child = await makeMember(testDb.db, guardian.id, {
      first_name: "Kim",
      date_of_birth: "2015-01-01",
    });
    const contact = {
      address: "2 Side St",
      city: "Ottawa",
      province: "ON" as const,
      postalCode: "K1A 0B1",
      phone: "613-555-0199",
      emergencyName: "Pat Guardian",
      emergencyPhone: "613-555-0198",
    };
    const page = { userId: "someone-else", page: "/account/people" };
    expect(await loadMemberContact(testDb.db, "someone-else", child.number)).toBeUndefined();
    expect(await correctMemberContact(testDb.db, page, child.number, contact)).toBe(false);
    expect((await loadMemberContact(testDb.db, guardian.id, child.number))?.values.phone).toBe(
      "416-555-0100",
    );

    const own = { userId: guardian.id, page: `/account/people/${child.number}` };
    expect(await correctMemberContact(testDb.db, own, child.number, contact)).toBe(true);
    const after = await loadMemberContact(testDb.db, guardian.id, child.number);
    expect(after).toEqual({ number: child.number, name: "Kim Tremblay", values: contact });
    expect((await listAccountChanges(testDb.db, guardian.id, 10)).map((change) => change.kind)).toEqual([
      "member-details",
    ]);
  });
});
