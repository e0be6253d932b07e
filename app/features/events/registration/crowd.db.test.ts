// Decision 039: a room of people behind one address (a registration night on one Wi-Fi, a coach
// with a team) gets through; past the budgets a proof of work is asked, and a flood without proofs is refused.
import { betterAuth } from "better-auth";
import { describe, expect, it } from "vitest";
import { authOptions, CLIENT_IP_HEADER } from "~/features/accounts/auth.server";
import { signUp } from "~/features/accounts/service.server";
import { recentFirings } from "~/lib/rate-limit.server";
import { solveForTest } from "../../../../tests/support/challenge";
import { eventRow, testNow } from "../../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { registerForEvent } from "./service.server";

const testDb = setupTestDb({
  clean: ["registrations", "events", "outbox", "rate_events", "used_challenges", "limit_firings"],
});
const HOUR = 60 * 60 * 1000;
const GYM = "203.0.113.50";
const config = testConfig;
const mail = { wake() {} };

/**
 * Better-auth as the site runs it, but hashing passwords cheaply: what is tested here is counting, and
 * sixty scrypt hashes at 128 MiB would only make the test slow (the hashing pool has its own tests).
 */
function cheapAuth() {
  const options = authOptions(testDb.db, config, mail);
  return betterAuth({
    ...options,
    emailAndPassword: {
      ...options.emailAndPassword,
      password: {
        hash: async (password: string) => `plain:${password}`,
        verify: async ({ hash, password }) => hash === `plain:${password}`,
      },
    },
  });
}

let sequence = 0;
function person(label: string) {
  sequence += 1;
  return {
    name: `Player ${sequence}`,
    email: `${label}-${sequence}@example.org`,
    password: "right-password",
  };
}

async function signUpFrom(client: string, who: ReturnType<typeof person>, proof?: string, now = testNow) {
  return signUp(
    { db: testDb.db, auth: cheapAuth(), config },
    { ...who, client, headers: new Headers({ [CLIENT_IP_HEADER]: client }), proof },
    now,
  );
}

async function usersWithEmail(email: string) {
  return testDb.db.selectFrom("user").select("id").where("email", "=", email).execute();
}

describe(`a crowd behind one address (${testDialect})`, () => {
  it("signs up sixty people from one address within the hour; the 61st needs a proof of work, used once", async () => {
    for (let i = 0; i < config.SIGNUPS_PER_ADDRESS_PER_HOUR; i++) {
      const result = await signUpFrom(GYM, person("gym"));
      expect(result.ok, `sign-up ${i + 1}`).toBe(true);
    }
    expect(config.SIGNUPS_PER_ADDRESS_PER_HOUR).toBe(60);

    // Past the budget without a proof: refused, nothing made, a challenge and the time to come back.
    const late = person("late");
    const refused = await signUpFrom(GYM, late);
    expect(refused).toMatchObject({ ok: false, reason: "challenge" });
    if (refused.ok) return;
    expect(refused.retryAt).toBe(new Date(testNow.getTime() + HOUR).toISOString());
    expect(await usersWithEmail(late.email)).toEqual([]);

    // With the proof the browser's solver makes, the sign-up goes through.
    const proof = await solveForTest(refused.challenge);
    expect((await signUpFrom(GYM, late, proof)).ok).toBe(true);
    expect(await usersWithEmail(late.email)).toHaveLength(1);

    // The same proof a second time is refused: a challenge again, no account.
    const replay = person("replay");
    expect(await signUpFrom(GYM, replay, proof)).toMatchObject({ ok: false, reason: "challenge" });
    expect(await usersWithEmail(replay.email)).toEqual([]);

    // Another network is not concerned; this one signs up freely again an hour later.
    expect((await signUpFrom("198.51.100.77", person("elsewhere"))).ok).toBe(true);
    expect(
      (await signUpFrom(GYM, person("next-hour"), undefined, new Date(testNow.getTime() + HOUR + 1))).ok,
    ).toBe(true);

    const firings = await recentFirings(testDb.db, testNow);
    expect(firings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bucket: "signup", kind: "challenged", count: 2 }),
        expect.objectContaining({ bucket: "signup", kind: "solved", count: 1 }),
      ]),
    );
  }, 120_000);

  it("refuses every sign-up of a flood without proofs, and a proof bound to another action or expired", async () => {
    const flooder = "192.0.2.66";
    const limited = { ...config, SIGNUPS_PER_ADDRESS_PER_HOUR: 3 };
    const signUpLimited = (who: ReturnType<typeof person>, proof?: string, now = testNow) =>
      signUp(
        { db: testDb.db, auth: cheapAuth(), config: limited },
        { ...who, client: flooder, headers: new Headers({ [CLIENT_IP_HEADER]: flooder }), proof },
        now,
      );
    for (let i = 0; i < 3; i++) expect((await signUpLimited(person("flood"))).ok).toBe(true);
    const flood = await Promise.all(
      Array.from({ length: 20 }, () => person("flood")).map((who) => signUpLimited(who)),
    );
    expect(flood.every((result) => !result.ok && result.reason === "challenge")).toBe(true);
    const [first] = flood;
    if (!first || first.ok) throw new Error("expected a challenge");

    // A proof of a registration's challenge does not open a sign-up; a made-up or garbled one neither.
    const eventId = Number(
      (await testDb.db.insertInto("events").values(eventRow()).returning("id").executeTakeFirstOrThrow()).id,
    );
    const registerOnce = (email: string) =>
      registerForEvent(
        { db: testDb.db, config: { ...config, ACCOUNT_ACTIONS_PER_HOUR: 1 }, mail },
        { eventId, userId: "user-flood", name: "Flood", email, client: flooder, locale: "en" },
        testNow,
      );
    expect((await registerOnce("flood-1@example.org")).status).toBe("registered");
    const other = await registerOnce("flood-2@example.org");
    if (other.status !== "challenge" || !other.challenge) throw new Error("expected a challenge");
    const otherProof = await solveForTest(other.challenge.challenge);
    expect(await signUpLimited(person("forged"), otherProof)).toMatchObject({
      ok: false,
      reason: "challenge",
    });
    for (const proof of ["not-base64-json", Buffer.from("{}").toString("base64"), "x".repeat(10_000)]) {
      expect(await signUpLimited(person("forged"), proof)).toMatchObject({ ok: false, reason: "challenge" });
    }

    // Solved, but used after its challenge expired (ten minutes): refused.
    const proof = await solveForTest(first.challenge);
    expect(
      await signUpLimited(person("slow"), proof, new Date(testNow.getTime() + 11 * 60 * 1000)),
    ).toMatchObject({
      ok: false,
      reason: "challenge",
    });
    expect(
      await testDb.db.selectFrom("user").select("id").where("email", "like", "forged-%").execute(),
    ).toEqual([]);
  });

  it("registers sixty people for one event from one address, and a coach's fifteen players from one account", async () => {
    const eventId = Number(
      (await testDb.db.insertInto("events").values(eventRow()).returning("id").executeTakeFirstOrThrow()).id,
    );
    const register = (userId: string, who: ReturnType<typeof person>, proof?: string) =>
      registerForEvent(
        { db: testDb.db, config, mail },
        { eventId, userId, name: who.name, email: who.email, client: GYM, locale: "en", proof },
        testNow,
      );
    for (let i = 0; i < 60; i++) {
      expect((await register(`member-${i}`, person("crowd"))).status, `registration ${i + 1}`).toBe(
        "registered",
      );
    }
    for (let i = 0; i < 15; i++) {
      expect((await register("coach", person("team"))).status, `player ${i + 1}`).toBe("registered");
    }
    expect(
      Number(
        (
          await testDb.db
            .selectFrom("registrations")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("event_id", "=", eventId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(75);

    // One account past its budget needs a proof; with it, the registration goes through, once.
    for (let i = 15; i < config.ACCOUNT_ACTIONS_PER_HOUR; i++) await register("coach", person("team"));
    const past = await register("coach", person("team"));
    if (past.status !== "challenge" || !past.challenge)
      throw new Error(`expected a challenge, got ${past.status}`);
    const proof = await solveForTest(past.challenge.challenge);
    expect((await register("coach", person("team"), proof)).status).toBe("registered");
    expect((await register("coach", person("team"), proof)).status).toBe("challenge");
  });
});
