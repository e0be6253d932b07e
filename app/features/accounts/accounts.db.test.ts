import { betterAuth } from "better-auth";
import { type KyselyPlugin, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { handleEmailRequests } from "~/lib/email/requests.server";
import { setupTestDb, testConfig, testDialect } from "../../../tests/support/test-db";
import { type Auth, authOptions, CLIENT_IP_HEADER, createAuth, storedResetIdentifier } from "./auth.server";
import { listUsers, setRole } from "./queries.server";
import {
  EXISTING_ACCOUNT_MAIL_MAX_PER_RECIPIENT,
  RESET_MAX_PER_RECIPIENT,
  SIGN_IN_MAX_ACCOUNT_FAILURES,
  SIGN_IN_MAX_CLIENT_FAILURES,
  SIGN_IN_MAX_FAILURES,
} from "./rules";
import {
  currentUser,
  promoteToAdmin,
  requestPasswordReset,
  resetPassword,
  sendPasswordReset,
  signIn,
  signOut,
  signUp,
} from "./service.server";

// Every sign-up and sign-in runs scrypt at N=2^17: about half a second here, several times that on a
// busy machine.
const SLOW = { timeout: 180_000 };
const CLIENT = "203.0.113.7";
const OTHER_CLIENT = "203.0.113.99";
const PASSWORD = "right-password";
const MINUTE = 60 * 1000;

const testDb = setupTestDb();
let auth: Auth;

beforeAll(() => {
  auth = createAuth(testDb.db, testConfig, { wake() {} });
});

const resetHandlers = {
  "password-reset": (address: string) => sendPasswordReset({ auth }, address),
  newsletter: async () => {},
};

/** Request headers as the server builds them: the client address, and the browser's cookies if any. */
function requestHeaders(client = CLIENT, cookie?: string) {
  const headers = new Headers({ [CLIENT_IP_HEADER]: client });
  if (cookie) headers.set("Cookie", cookie);
  return headers;
}

/** The Cookie header a browser would send back after these Set-Cookie headers (deleted cookies left out). */
function cookieFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .filter((cookie) => !/;\s*Max-Age=0/i.test(cookie))
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

function sessionCookie(headers: Headers, name = "better-auth.session_token") {
  return headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}

let sequence = 0;
function newEmail(label: string) {
  sequence += 1;
  return `${label}-${sequence}@example.org`;
}

/** A client address of its own for each call, so sign-ups of the setup do not meet the per-client limit. */
function freshClient() {
  sequence += 1;
  return `198.18.${Math.floor(sequence / 250)}.${sequence % 250}`;
}

type Person = { name: string; email: string; password: string };

/** Signs up through the service from `client`, with the headers the server would pass. */
function signUpAs(person: Person, client = CLIENT, now?: Date) {
  return signUp(
    { db: testDb.db, auth, config: testConfig },
    { ...person, client, headers: requestHeaders(client) },
    now,
  );
}

/** A member who signed up through the service (and so is signed in), with the browser's cookie. */
async function signedUpMember(label: string, password = PASSWORD) {
  const email = newEmail(label);
  const result = await signUpAs({ name: `Member ${label}`, email, password }, freshClient());
  if (!result.ok) throw new Error(`sign-up failed: ${result.reason}`);
  return { email, password, headers: result.headers, cookie: cookieFrom(result.headers) };
}

function signInAs(email: string, password: string, client = CLIENT, now?: Date, cookie?: string) {
  return signIn(
    { db: testDb.db, auth },
    { email, password, client, headers: requestHeaders(client, cookie) },
    now,
  );
}

async function whoIs(cookie: string) {
  return currentUser({ auth }, requestHeaders(CLIENT, cookie));
}

async function usersWithEmail(email: string) {
  return testDb.db
    .selectFrom("user")
    .select(["id", "email", "role", "emailVerified"])
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .execute();
}

/** The e-mails to `email`, apart from the address confirmation every new account gets (checked at sign-up). */
async function outboxFor(email: string) {
  return (await allMailTo(email)).filter((mail) => mail.kind !== "email-confirmation");
}

async function allMailTo(email: string) {
  return testDb.db
    .selectFrom("outbox")
    .select(["to_address", "kind", "text_body"])
    .where("to_address", "=", email)
    .orderBy("id")
    .execute();
}

async function failuresFor(column: "account" | "client", value: string) {
  const row = await testDb.db
    .selectFrom("sign_in_failures")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(column, "=", value)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function sessionCount(userId: string) {
  const row = await testDb.db
    .selectFrom("session")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const isFalse = (value: unknown) => value === false || value === 0;

describe(`accounts (${testDialect})`, SLOW, () => {
  describe("sign-up", () => {
    it("creates an unverified member and signs them in with an HttpOnly, SameSite=Lax, host-only cookie", async () => {
      const member = await signedUpMember("new");

      const [row] = await usersWithEmail(member.email);
      expect(row?.role).toBe("user");
      expect(isFalse(row?.emailVerified)).toBe(true);

      const cookie = sessionCookie(member.headers);
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).not.toMatch(/;\s*Domain=/i);
      expect(cookie).toMatch(/;\s*Path=\//i);

      expect(await whoIs(member.cookie)).toEqual({
        id: row?.id,
        name: "Member new",
        email: member.email,
        isAdmin: false,
        emailVerified: false,
      });
      // The one e-mail: the link that confirms the address (decision 040).
      const mail = await allMailTo(member.email);
      expect(mail.map((m) => m.kind)).toEqual(["email-confirmation"]);
      expect(mail[0]?.text_body).toContain(`${testConfig.BASE_URL}/confirm-email?token=`);
    });

    it("marks the cookie Secure (and __Secure-) when the site runs on https", async () => {
      const member = await signedUpMember("https");
      const production = createAuth(
        testDb.db,
        { ...testConfig, BASE_URL: "https://handball.example.org" },
        { wake() {} },
      );
      const result = await signIn(
        { db: testDb.db, auth: production },
        { email: member.email, password: PASSWORD, client: CLIENT, headers: requestHeaders() },
      );
      if (!result.ok) throw new Error(`sign-in failed: ${result.reason}`);
      const cookie = sessionCookie(result.headers, "__Secure-better-auth.session_token");
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).not.toMatch(/;\s*Domain=/i);
    });

    it("for an address that has an account (in any case): no second user, no session, one e-mail to the owner", async () => {
      const owner = await signedUpMember("owner");
      const shouted = owner.email.toUpperCase();

      const result = await signUpAs(
        { name: "Someone Else", email: shouted, password: "another-password" },
        OTHER_CLIENT,
      );

      if (!result.ok) throw new Error(`sign-up failed: ${result.reason}`);
      expect(result.headers.getSetCookie()).toEqual([]);
      expect(await usersWithEmail(owner.email)).toHaveLength(1);
      const mail = await outboxFor(owner.email);
      expect(mail.map((m) => m.kind)).toEqual(["existing-account"]);
      // Not a failed sign-in of the owner's account (docs/security.md #31).
      expect(await failuresFor("account", owner.email)).toBe(0);
    });

    it("answers sign-ups of one new address sent at the same moment without an error: one user, one session", async () => {
      const email = newEmail("racer");
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          signUpAs({ name: `Racer ${i}`, email, password: PASSWORD }, freshClient()),
        ),
      );
      expect(results.every((result) => result.ok)).toBe(true);
      expect(await usersWithEmail(email)).toHaveLength(1);
      const sessions = results.filter((result) => result.ok && result.headers.getSetCookie().length > 0);
      expect(sessions).toHaveLength(1);
    });

    // Decision 039: past the address's budget (SIGNUPS_PER_ADDRESS_PER_HOUR, 60 by default: the sixty are
    // counted in features/events/registration/crowd.db.test.ts) a sign-up without a proof of work is refused. A budget of
    // 5 here keeps the scrypt hashes few.
    it("refuses a client's sign-up past its budget within the hour without a proof of work, and creates nothing for it", async () => {
      const client = freshClient();
      const start = new Date();
      const config = { ...testConfig, SIGNUPS_PER_ADDRESS_PER_HOUR: 5 };
      const attempt = (email: string, at: Date) =>
        signUp(
          { db: testDb.db, auth, config },
          { name: "Flood", email, password: PASSWORD, client, headers: requestHeaders(client) },
          at,
        );
      for (let i = 0; i < config.SIGNUPS_PER_ADDRESS_PER_HOUR; i++) {
        expect((await attempt(newEmail("flood"), start)).ok).toBe(true);
      }
      const refused = newEmail("flood");
      expect(await attempt(refused, start)).toMatchObject({ ok: false, reason: "challenge" });
      expect(await usersWithEmail(refused)).toEqual([]);
      expect((await attempt(refused, new Date(start.getTime() + 61 * MINUTE))).ok).toBe(true);
    });

    it("tells the owner of a known address at most 3 times an hour, whoever signs up with it", async () => {
      const owner = await signedUpMember("popular");
      for (let i = 0; i <= EXISTING_ACCOUNT_MAIL_MAX_PER_RECIPIENT; i++) {
        const result = await signUpAs(
          { name: "Someone", email: owner.email, password: "other-password" },
          freshClient(),
        );
        expect(result.ok).toBe(true);
      }
      const mail = await outboxFor(owner.email);
      expect(mail.map((m) => m.kind)).toEqual(
        Array(EXISTING_ACCOUNT_MAIL_MAX_PER_RECIPIENT).fill("existing-account"),
      );
    });

    it("ignores role and emailVerified sent by the client (SECURITY 3)", async () => {
      const email = newEmail("sneaky");
      const body = { name: "Sneaky", email, password: PASSWORD, role: "admin", emailVerified: true };
      // better-auth replaces a field the client may not set by its default instead of refusing the request.
      await expect(
        auth.api.signUpEmail({ body: body as never, headers: requestHeaders() }),
      ).resolves.toBeDefined();
      const rows = await usersWithEmail(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.role).toBe("user");
      expect(isFalse(rows[0]?.emailVerified)).toBe(true);
    });
  });

  describe("sign-in", () => {
    it("gives a new session token at every sign-in and ends the browser's previous session", async () => {
      const member = await signedUpMember("tokens");
      const first = await signInAs(member.email, PASSWORD);
      const second = await signInAs(member.email, PASSWORD);
      if (!first.ok || !second.ok) throw new Error("sign-in failed");
      const firstCookie = cookieFrom(first.headers);
      const secondCookie = cookieFrom(second.headers);
      expect(firstCookie).toMatch(/^better-auth\.session_token=/);
      expect(secondCookie).not.toBe(firstCookie);
      expect(secondCookie).not.toBe(member.cookie);
      expect(await whoIs(firstCookie)).not.toBeNull();

      // Signing in again from a browser that still has a session replaces that session.
      const again = await signInAs(member.email, PASSWORD, CLIENT, undefined, firstCookie);
      if (!again.ok) throw new Error("sign-in failed");
      expect(await whoIs(firstCookie)).toBeNull();
      expect(await whoIs(cookieFrom(again.headers))).toMatchObject({ email: member.email });
    });

    it("answers a wrong password and an unknown e-mail alike, and records both failures", async () => {
      const member = await signedUpMember("wrong");
      const client = "198.51.100.20";
      const unknown = newEmail("nobody");

      const wrong = await signInAs(member.email, "wrong-password", client);
      const missing = await signInAs(unknown, PASSWORD, client);

      expect(wrong).toEqual({ ok: false, reason: "invalid" });
      expect(missing).toEqual(wrong);
      expect(await failuresFor("account", member.email)).toBe(1);
      expect(await failuresFor("account", unknown)).toBe(1);
      expect(await failuresFor("client", client)).toBe(2);
    });

    it("throttles an account from one client after 10 failures in 15 minutes, even with the right password, while the owner signs in from another", async () => {
      const member = await signedUpMember("target");
      const attacker = "198.51.100.50";
      const start = new Date();
      for (let i = 1; i <= SIGN_IN_MAX_FAILURES; i++) {
        const result = await signInAs(member.email, `guess-${i}`, attacker, start);
        expect(result).toEqual({ ok: false, reason: "invalid" });
      }
      const at14 = new Date(start.getTime() + 14 * MINUTE);
      expect(await signInAs(member.email, PASSWORD, attacker, at14)).toEqual({
        ok: false,
        reason: "throttled",
      });
      expect(await signInAs(member.email.toUpperCase(), PASSWORD, attacker, at14)).toEqual({
        ok: false,
        reason: "throttled",
      });

      // The owner, from an address that has not failed, gets in; the attacker's failures stay counted.
      expect((await signInAs(member.email, PASSWORD, OTHER_CLIENT, at14)).ok).toBe(true);
      expect(await failuresFor("account", member.email)).toBe(SIGN_IN_MAX_FAILURES);

      // Sixteen minutes later the failures no longer count.
      const later = await signInAs(member.email, PASSWORD, attacker, new Date(start.getTime() + 16 * MINUTE));
      expect(later.ok).toBe(true);
      expect(await failuresFor("account", member.email)).toBe(0);
    });

    it("throttles a client after 30 failures across accounts, for a further account but not for another client", async () => {
      const member = await signedUpMember("bystander");
      const attacker = "192.0.2.66";
      for (let i = 0; i < SIGN_IN_MAX_CLIENT_FAILURES; i++) {
        expect(await signInAs(newEmail("sprayed"), "password1", attacker)).toEqual({
          ok: false,
          reason: "invalid",
        });
      }
      expect(await signInAs(member.email, PASSWORD, attacker)).toEqual({ ok: false, reason: "throttled" });
      expect((await signInAs(member.email, PASSWORD, OTHER_CLIENT)).ok).toBe(true);
    });

    it("throttles an account after 100 failures from many clients, for every client", async () => {
      const member = await signedUpMember("besieged");
      const now = new Date();
      // A botnet's failures, one per address: written directly, as 100 checks of scrypt would take minutes.
      await testDb.db
        .insertInto("sign_in_failures")
        .values(
          Array.from({ length: SIGN_IN_MAX_ACCOUNT_FAILURES }, (_, i) => ({
            account: member.email,
            client: `bot-${i}`,
            created_at: now.toISOString(),
          })),
        )
        .execute();
      expect(await signInAs(member.email, PASSWORD, freshClient(), now)).toEqual({
        ok: false,
        reason: "throttled",
      });
    });

    it("checks at most 10 passwords of 40 sent at once for one account from one client", async () => {
      const member = await signedUpMember("raced");
      const client = "198.51.100.140";
      let checked = 0;
      const options = authOptions(testDb.db, testConfig, { wake() {} });
      // Counts the checks and answers at once: the race is in the counting, not in scrypt.
      const verify: typeof options.emailAndPassword.password.verify = async () => {
        checked += 1;
        return false;
      };
      const countingAuth: Auth = betterAuth({
        ...options,
        emailAndPassword: {
          ...options.emailAndPassword,
          password: { ...options.emailAndPassword.password, verify },
        },
      });
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          signIn(
            { db: testDb.db, auth: countingAuth },
            { email: member.email, password: `guess-${i}`, client, headers: requestHeaders(client) },
          ),
        ),
      );
      expect(checked).toBe(SIGN_IN_MAX_FAILURES);
      expect(results.filter((r) => !r.ok && r.reason === "invalid")).toHaveLength(SIGN_IN_MAX_FAILURES);
      expect(results.filter((r) => !r.ok && r.reason === "throttled")).toHaveLength(
        40 - SIGN_IN_MAX_FAILURES,
      );
      expect(await failuresFor("account", member.email)).toBe(SIGN_IN_MAX_FAILURES);
    });

    it("forgives the account's failures after a successful sign-in; other accounts' failures from that client stay", async () => {
      const member = await signedUpMember("forgiven");
      const client = "198.51.100.77";
      const other = newEmail("other");
      await signInAs(member.email, "typo-password", client);
      await signInAs(member.email, "typo-password2", client);
      await signInAs(other, "whatever-pw", client);
      expect(await failuresFor("account", member.email)).toBe(2);

      expect((await signInAs(member.email, PASSWORD, client)).ok).toBe(true);
      expect(await failuresFor("account", member.email)).toBe(0);
      expect(await failuresFor("account", other)).toBe(1);
      expect(await failuresFor("client", client)).toBe(1);
    });
  });

  describe("sign-out", () => {
    it("kills the session token: the old cookie no longer signs anyone in", async () => {
      const member = await signedUpMember("leaving");
      expect(await whoIs(member.cookie)).not.toBeNull();

      const result = await signOut({ auth }, requestHeaders(CLIENT, member.cookie));

      expect(result.ok).toBe(true);
      expect(sessionCookie(result.headers)).toMatch(/Max-Age=0/i);
      expect(await whoIs(member.cookie)).toBeNull();
    });
  });

  describe("roles", () => {
    it("applies a promotion and a demotion on the very next request with the same cookie (SECURITY 4)", async () => {
      const member = await signedUpMember("promoted");
      expect(await whoIs(member.cookie)).toMatchObject({ isAdmin: false });

      expect(await promoteToAdmin({ db: testDb.db }, member.email.toUpperCase())).toBe("promoted");
      expect(await whoIs(member.cookie)).toMatchObject({ email: member.email, isAdmin: true });
      expect(await promoteToAdmin({ db: testDb.db }, member.email)).toBe("already-admin");

      const [row] = await usersWithEmail(member.email);
      await setRole(testDb.db, row?.id as string, "user");
      expect(await whoIs(member.cookie)).toMatchObject({ isAdmin: false });
    });

    it("reports an address without an account", async () => {
      expect(await promoteToAdmin({ db: testDb.db }, newEmail("ghost"))).toBe("not-found");
    });
  });

  describe("password reset", () => {
    /** The forgot-password form's request, then what the server does after answering it. */
    async function requestReset(email: string, client = freshClient(), now?: Date) {
      const answer = await requestPasswordReset(
        { db: testDb.db, config: testConfig },
        { email, client },
        now,
      );
      await handleEmailRequests(testDb.db, resetHandlers, now ?? new Date());
      return answer;
    }

    async function resetLinkFor(email: string) {
      const mail = (await outboxFor(email)).filter((m) => m.kind === "password-reset");
      const last = mail.at(-1);
      expect(last?.text_body).toContain(`${testConfig.BASE_URL}/reset-password?token=`);
      const match = last?.text_body.match(/\/reset-password\?token=([^\s"'<>&]+)/);
      if (!match?.[1]) throw new Error("no reset link in the e-mail");
      return { count: mail.length, token: decodeURIComponent(match[1]) };
    }

    it("SECURITY 11: the answer writes the same rows for a known and an unknown address", async () => {
      const member = await signedUpMember("known-reset");
      const tables = ["verification", "outbox", "email_requests"] as const;
      const snapshot = async () =>
        Promise.all(
          tables.map(async (table) => {
            const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
              testDb.db,
            );
            return Number(rows[0]?.n);
          }),
        );
      const writes: number[][] = [];
      for (const email of [member.email, newEmail("unknown-reset")]) {
        const before = await snapshot();
        await requestPasswordReset({ db: testDb.db, config: testConfig }, { email, client: freshClient() });
        writes.push((await snapshot()).map((count, i) => count - (before[i] ?? 0)));
      }
      // The reset token and its e-mail come after the answer.
      expect(writes).toEqual([
        [0, 0, 1],
        [0, 0, 1],
      ]);
      await handleEmailRequests(testDb.db, resetHandlers, new Date());
      expect((await outboxFor(member.email)).map((mail) => mail.kind)).toEqual(["password-reset"]);
    });

    it("sends nothing for an unknown address, and answers the same", async () => {
      const unknown = newEmail("unknown");
      await expect(requestReset(unknown)).resolves.toEqual({ ok: true });
      expect(await outboxFor(unknown)).toEqual([]);
    });

    it("sets the new password with a single-use link and ends every session of the user", async () => {
      const member = await signedUpMember("forgetful", "old-password");
      const other = await signInAs(member.email, "old-password", OTHER_CLIENT);
      if (!other.ok) throw new Error("sign-in failed");
      const otherCookie = cookieFrom(other.headers);
      const userId = (await whoIs(member.cookie))?.id as string;
      expect(await sessionCount(userId)).toBe(2);

      await requestReset(member.email);
      const { count, token } = await resetLinkFor(member.email);
      expect(count).toBe(1);

      expect(await resetPassword({ auth }, token, "new-password")).toBe(true);

      expect(await whoIs(member.cookie)).toBeNull();
      expect(await whoIs(otherCookie)).toBeNull();
      expect(await sessionCount(userId)).toBe(0);
      expect((await signInAs(member.email, "new-password")).ok).toBe(true);
      expect(await signInAs(member.email, "old-password")).toEqual({ ok: false, reason: "invalid" });
      expect(await resetPassword({ auth }, token, "third-password")).toBe(false);
    });

    it("ends every other reset link when one is used (SECURITY 33), and stores none of them usable", async () => {
      const member = await signedUpMember("twolinks");
      await requestReset(member.email);
      const first = await resetLinkFor(member.email);
      await requestReset(member.email);
      const second = await resetLinkFor(member.email);
      expect(second.count).toBe(2);
      expect(second.token).not.toBe(first.token);

      // The table holds digests only: neither token, nor the link's identifier, appears in it.
      const stored = await testDb.db.selectFrom("verification").select(["identifier", "value"]).execute();
      const text = JSON.stringify(stored);
      expect(text).not.toContain(first.token);
      expect(text).not.toContain(second.token);

      expect(await resetPassword({ auth }, second.token, "new-password")).toBe(true);
      expect(await resetPassword({ auth }, first.token, "attacker-password")).toBe(false);
      expect((await signInAs(member.email, "new-password")).ok).toBe(true);
    });

    it("refuses a client's sixth reset request within the hour with a message of its own", async () => {
      const client = freshClient();
      const start = new Date();
      for (let i = 0; i < testConfig.ACCOUNT_REQUESTS_PER_HOUR; i++) {
        expect(await requestReset(newEmail("anyone"), client, start)).toEqual({ ok: true });
      }
      const member = await signedUpMember("blocked");
      expect(await requestReset(member.email, client, start)).toEqual({ ok: false, reason: "throttled" });
      expect(await outboxFor(member.email)).toEqual([]);
      expect(await requestReset(member.email, client, new Date(start.getTime() + 61 * MINUTE))).toEqual({
        ok: true,
      });
      expect(await outboxFor(member.email)).toHaveLength(1);
    });

    it("sends one address at most 3 reset e-mails an hour, answering the same after", async () => {
      const member = await signedUpMember("flooded");
      const unknown = newEmail("nobody");
      for (let i = 0; i <= RESET_MAX_PER_RECIPIENT; i++) {
        expect(await requestReset(member.email)).toEqual({ ok: true });
        expect(await requestReset(unknown)).toEqual({ ok: true });
      }
      expect(await outboxFor(member.email)).toHaveLength(RESET_MAX_PER_RECIPIENT);
      expect(await outboxFor(unknown)).toEqual([]);
    });

    it("refuses an expired link", async () => {
      const member = await signedUpMember("late");
      await requestReset(member.email);
      const { token } = await resetLinkFor(member.email);

      const anHourAgo = new Date(Date.now() - 60 * MINUTE).toISOString();
      const expired =
        await sql`update verification set "expiresAt" = ${anHourAgo} where identifier = ${await storedResetIdentifier(`reset-password:${token}`)}`.execute(
          testDb.db,
        );
      expect(Number(expired.numAffectedRows)).toBe(1);

      expect(await resetPassword({ auth }, token, "new-password")).toBe(false);
      expect(await resetPassword({ auth }, "not-a-token", "new-password")).toBe(false);
      expect((await signInAs(member.email, PASSWORD)).ok).toBe(true);
    });
  });
});

describe(`listUsers (${testDialect})`, () => {
  const quietEmail = "quiet@example.org";
  const activeEmail = "active@example.org";

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

  const listDb = setupTestDb({ seed: listUsersSeed });

  async function listUsersSeed(db: Db) {
    const listAuth = createAuth(db, testConfig, { wake() {} });
    const { internalAdapter } = await listAuth.$context;
    // 23 older users straight through better-auth's adapter (no password, so no scrypt), a minute apart.
    const base = Date.now() - 24 * 60 * MINUTE;
    for (let i = 0; i < 23; i++) {
      await internalAdapter.createUser(
        {
          name: `Old Member ${i}`,
          email: `old-${String(i).padStart(2, "0")}@example.org`,
          emailVerified: false,
          createdAt: new Date(base + i * MINUTE),
        },
        { method: "email-password" },
      );
    }
    // Sign-up alone creates no session (autoSignIn is off), so this one has never signed in.
    await listAuth.api.signUpEmail({
      body: { name: "Quiet Member", email: quietEmail, password: PASSWORD },
      headers: requestHeaders(),
    });
    await signUp(
      { db, auth: listAuth, config: testConfig },
      {
        name: "Active Member",
        email: activeEmail,
        password: PASSWORD,
        client: CLIENT,
        headers: requestHeaders(),
      },
    );
    await promoteToAdmin({ db }, activeEmail);
  }

  it("lists the newest first, page by page, with the total", async () => {
    const all = await listUsers(listDb.db, { offset: 0, perPage: 100 });
    expect(all.total).toBe(25);
    expect(all.users.map((u) => u.email).slice(0, 4)).toEqual([
      activeEmail,
      quietEmail,
      "old-22@example.org",
      "old-21@example.org",
    ]);
    expect(all.users.at(-1)?.email).toBe("old-00@example.org");
    const created = all.users.map((u) => u.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const pages = await Promise.all(
      [0, 10, 20, 30].map((offset) => listUsers(listDb.db, { offset, perPage: 10 })),
    );
    expect(pages.map((page) => page.users.length)).toEqual([10, 10, 5, 0]);
    expect(pages.map((page) => page.total)).toEqual([25, 25, 25, 25]);
    expect(pages.flatMap((page) => page.users.map((u) => u.id))).toEqual(all.users.map((u) => u.id));
  });

  it("shows roles, and lastSignInAt only for users who signed in", async () => {
    const { users } = await listUsers(listDb.db, { offset: 0, perPage: 2 });
    const [active, quiet] = users;
    expect(active).toMatchObject({ email: activeEmail, role: "admin" });
    expect(active?.lastSignInAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(active?.lastSignInAt as string) - Date.now())).toBeLessThan(5 * MINUTE);
    expect(quiet).toMatchObject({ email: quietEmail, role: "user", lastSignInAt: null });
    expect(quiet?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("sends two queries whatever the page size", async () => {
    for (const perPage of [1, 10, 100]) {
      const counter = queryCounter();
      await listUsers(listDb.db.withPlugin(counter.plugin), { offset: 0, perPage });
      expect(counter.count).toBe(2);
    }
  });
});
