import { beforeAll, describe, expect, it } from "vitest";
import { exportMatchRecordOfAccount, exportOfficiatingOfAccount } from "~/features/competitions/index.server";
import { exportAttendanceOfAccount } from "~/features/events/index.server";
import { exportPeopleOfAccount } from "~/features/memberships/index.server";
import {
  eventRow,
  makeContactMessage,
  makeRegistration,
  subscriberRow,
} from "../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../tests/support/test-db";
import { type Auth, CLIENT_IP_HEADER, createAuth } from "./auth.server";
import { exportAccountData } from "./data-export.server";
import { confirmEmail, currentUser, resendEmailConfirmation, signUp } from "./service.server";

/** The sections the route hands in, written by the features that use accounts. */
const sections = {
  people: exportPeopleOfAccount,
  attendance: exportAttendanceOfAccount,
  officiating: exportOfficiatingOfAccount,
  matchRecord: exportMatchRecordOfAccount,
};

// A sign-up runs scrypt at N=2^17: about half a second on an idle core, several times that on a busy machine.
const SLOW = { timeout: 120_000 };

const testDb = setupTestDb();
let auth: Auth;

/** What was left with an address before it had an account: a visitor's message, a registration made for it. */
const VICTIM = "victim@example.org";
const SECRET = "My son's medical condition is epilepsy";

beforeAll(async () => {
  auth = createAuth(testDb.db, testConfig, { wake() {} });
  await makeContactMessage(testDb.db, { email: VICTIM, message: SECRET });
  const [event] = await testDb.db.insertInto("events").values(eventRow()).returning("id").execute();
  const { internalAdapter } = await auth.$context;
  const coach = await internalAdapter.createUser(
    { name: "A Coach", email: "coach@example.org", emailVerified: true },
    { method: "email-password" },
  );
  await makeRegistration(testDb.db, {
    event_id: event?.id ?? 0,
    user_id: coach.id,
    name: "Victim Parent",
    email: VICTIM,
    email_key: VICTIM,
  });
  await testDb.db
    .insertInto("newsletter_subscribers")
    .values(subscriberRow({ email: VICTIM, email_key: VICTIM }))
    .execute();
});

function cookieOf(headers: Headers) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Signs up through the service, as the sign-up form does, and returns the new account's browser headers. */
async function signUpWith(email: string, client: string) {
  const result = await signUp(
    { db: testDb.db, auth, config: testConfig },
    {
      name: "Someone Else",
      email,
      password: "a-good-password",
      client,
      headers: new Headers({ [CLIENT_IP_HEADER]: client }),
    },
  );
  if (!result.ok) throw new Error(`sign-up refused: ${result.reason}`);
  const headers = new Headers({ [CLIENT_IP_HEADER]: client, Cookie: cookieOf(result.headers) });
  const user = await currentUser({ auth }, headers);
  if (!user) throw new Error("the sign-up did not sign in");
  return { user, headers };
}

/** The token of the newest confirmation e-mail sent to `to`, read from its link to /confirm-email. */
async function confirmationToken(to: string) {
  const mail = await testDb.db
    .selectFrom("outbox")
    .select(["text_body"])
    .where("kind", "=", "email-confirmation")
    .where("to_address", "=", to)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const link = /\/confirm-email\?token=([\w.-]+)/.exec(mail.text_body);
  if (!link?.[1]) throw new Error("no confirmation link in the e-mail");
  return link[1];
}

describe(`an account's address is confirmed before rows tied to it by address show, on ${testDialect}`, () => {
  it(
    "an unconfirmed sign-up with someone's address (in another letter case) downloads nothing of theirs (SECURITY 38)",
    SLOW,
    async () => {
      const { user } = await signUpWith("Victim@Example.org", "203.0.113.40");
      expect(user.emailVerified).toBe(false);
      const data = await exportAccountData(testDb.db, user.id, new Date(), sections);
      const text = JSON.stringify(data);
      expect(text).not.toContain(SECRET);
      expect(data?.contactMessages).toEqual([]);
      expect(data?.registrations).toEqual([]);
      expect(data?.newsletter).toBeNull();
      expect(data?.account.emailConfirmed).toBe(false);
    },
  );

  it(
    "the link e-mailed at sign-up confirms the address, once its page is posted; then the rows show",
    SLOW,
    async () => {
      const token = await confirmationToken("victim@example.org");
      const before = await testDb.db
        .selectFrom("user")
        .select("emailVerified")
        .where("email", "=", VICTIM)
        .executeTakeFirstOrThrow();
      expect(Boolean(before.emailVerified)).toBe(false);

      expect(await confirmEmail({ db: testDb.db, auth }, token)).toBe(true);
      // The same link a second time answers the same and changes nothing more.
      expect(await confirmEmail({ db: testDb.db, auth }, token)).toBe(true);

      const account = await testDb.db
        .selectFrom("user")
        .select(["id", "emailVerified"])
        .where("email", "=", VICTIM)
        .executeTakeFirstOrThrow();
      expect(Boolean(account.emailVerified)).toBe(true);
      const data = await exportAccountData(testDb.db, account.id, new Date(), sections);
      expect(data?.account.emailConfirmed).toBe(true);
      expect(data?.contactMessages).toEqual([expect.objectContaining({ message: SECRET })]);
      expect(data?.registrations).toEqual([expect.objectContaining({ name: "Victim Parent" })]);
      expect(data?.newsletter).toMatchObject({ email: VICTIM });
    },
  );

  it("refuses a forged, altered or unknown link", async () => {
    const token = await confirmationToken("victim@example.org");
    const [header, payload, signature] = token.split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ email: "other@example.org" })).toString("base64url");
    for (const bad of [
      "not-a-token",
      `${header}.${forgedPayload}.${signature}`,
      `${header}.${payload}.${(signature ?? "").slice(0, -2)}xx`,
    ])
      expect(await confirmEmail({ db: testDb.db, auth }, bad)).toBe(false);
  });

  it(
    "sends a new link on request, at most three an hour, and none once the address is confirmed",
    SLOW,
    async () => {
      const { user, headers } = await signUpWith("resend@example.org", "203.0.113.41");
      const now = new Date();
      const sent = async () =>
        (
          await testDb.db
            .selectFrom("outbox")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("kind", "=", "email-confirmation")
            .where("to_address", "=", "resend@example.org")
            .executeTakeFirstOrThrow()
        ).n;
      expect(Number(await sent())).toBe(1);
      const outcomes = [];
      for (let i = 0; i < 4; i++)
        outcomes.push(await resendEmailConfirmation({ db: testDb.db, auth }, user, headers, now));
      expect(outcomes).toEqual(["sent", "sent", "sent", "throttled"]);
      expect(Number(await sent())).toBe(4);

      expect(await confirmEmail({ db: testDb.db, auth }, await confirmationToken("resend@example.org"))).toBe(
        true,
      );
      const confirmed = await currentUser({ auth }, headers);
      expect(confirmed?.emailVerified).toBe(true);
      const later = new Date(now.getTime() + 2 * 60 * 60 * 1000);
      if (confirmed)
        expect(await resendEmailConfirmation({ db: testDb.db, auth }, confirmed, headers, later)).toBe(
          "already-confirmed",
        );
      expect(Number(await sent())).toBe(4);
    },
  );
});
