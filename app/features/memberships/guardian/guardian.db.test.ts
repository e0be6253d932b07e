import { sql } from "kysely";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "~/lib/i18n";
import { later, testNow } from "../../../../tests/support/factories";
import {
  ada,
  JOIN_TABLES,
  joinForm,
  makeDocuments,
  makeSeason,
  makeType,
} from "../../../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { joinMembership } from "../join/service.server";
import { MEMBERSHIP_LIMITS } from "../limits";
import { loadMemberRecord } from "../members-admin/service.server";
import { confirmGuardianConsent, loadGuardianConfirmation } from "./service.server";

const DAY = 24 * 60 * 60 * 1000;

const testDb = setupTestDb({ clean: [...JOIN_TABLES] });

const deps = () => ({ db: testDb.db, config: testConfig, mail: { wake: vi.fn() } });
let ids: { season: number; youth: number };

beforeEach(async () => {
  ids = {
    season: await makeSeason(testDb.db),
    youth: await makeType(testDb.db, { name: "Youth", name_fr: "Jeunesse", fee_cents: 0, age_rule: "youth" }),
  };
  await makeDocuments(testDb.db);
});

/** Ada's account registers a child; the guardian is whoever the form names. */
const joinChild = (
  guardian: { name: string; email: string },
  { account = ada, firstName = "Ben", locale = "en" as Locale, now = testNow } = {},
) =>
  joinMembership(
    deps(),
    {
      account,
      memberNumber: null,
      locale,
      values: joinForm(
        { season: ids.season, type: ids.youth, club: null },
        {
          who: "child",
          firstName,
          dateOfBirth: "2012-05-31",
          guardianName: guardian.name,
          guardianEmail: guardian.email,
        },
      ),
    },
    now,
  );

const sam = { name: "Sam Tremblay", email: "sam@example.org" };

/** The token of the link in the last e-mail to `to`. */
async function linkTokenTo(to: string) {
  const mail = await testDb.db
    .selectFrom("outbox")
    .select("text_body")
    .where("to_address", "=", to)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const token = /\/membership\/guardian\/([\w-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error("no guardian link in the e-mail");
  return token;
}

const confirmations = () =>
  testDb.db
    .selectFrom("guardian_confirmations")
    .select(["guardian_email", "declared_by_email", "confirmed_at"])
    .orderBy("id")
    .execute();

async function recordOf(firstName: string, now = testNow) {
  const { member_number } = await testDb.db
    .selectFrom("members")
    .select("member_number")
    .where("first_name", "=", firstName)
    .executeTakeFirstOrThrow();
  const record = await loadMemberRecord(testDb.db, member_number, "2026-03-01", "en", now);
  return record?.memberships[0]?.consents.map((consent) => ({
    by: consent.accepted_by_email,
    guardian: consent.guardian,
  }));
}

describe(`a guardian's consent on ${testDialect}`, () => {
  it("activates as today, shows as awaiting until the named guardian confirms with one POST; opening the page changes nothing; a second POST changes nothing", async () => {
    expect(await joinChild(sam)).toMatchObject({ status: "active" });
    const token = await linkTokenTo("sam@example.org");
    const awaiting = { name: "Sam Tremblay", email: "sam@example.org", state: "awaiting" };
    expect(await recordOf("Ben")).toEqual(Array(3).fill({ by: "ada@example.org", guardian: awaiting }));

    // What the guardian's page shows: who declared what, for whom, with the documents' texts.
    const page = await loadGuardianConfirmation(testDb.db, token, "fr", later(DAY));
    expect(page).toMatchObject({
      state: "awaiting",
      member: "Ben Tremblay",
      guardian: "Sam Tremblay",
      declaredBy: { name: "Ada Tremblay", email: "ada@example.org", at: testNow.toISOString() },
    });
    expect(page?.documents.map((document) => [document.kind, document.version, document.text])).toEqual([
      ["waiver", 1, "Le texte waiver, version 1."],
      ["code-of-conduct", 1, "Le texte code-of-conduct, version 1."],
      ["concussion", 1, "Le texte concussion, version 1."],
    ]);
    await loadGuardianConfirmation(testDb.db, token, "en", later(DAY));
    expect((await confirmations())[0]?.confirmed_at).toBeNull();

    expect(await confirmGuardianConsent(deps(), token, later(2 * DAY))).toEqual({ status: "confirmed" });
    expect(await confirmGuardianConsent(deps(), token, later(3 * DAY))).toEqual({
      status: "already-confirmed",
    });
    expect(await confirmations()).toEqual([
      {
        guardian_email: "sam@example.org",
        declared_by_email: "ada@example.org",
        confirmed_at: later(2 * DAY).toISOString(),
      },
    ]);
    expect(await recordOf("Ben", later(40 * DAY))).toEqual(
      Array(3).fill({ by: "ada@example.org", guardian: { ...awaiting, state: "confirmed" } }),
    );
    expect((await loadGuardianConfirmation(testDb.db, token, "en", later(40 * DAY)))?.state).toBe(
      "confirmed",
    );
  });

  it("the account holder named as the guardian (in any case) confirms in one step: no e-mail, no link", async () => {
    await joinChild({ name: "Ada Tremblay", email: " ADA@Example.org " });
    expect(await confirmations()).toEqual([
      {
        guardian_email: "ADA@Example.org",
        declared_by_email: "ada@example.org",
        confirmed_at: testNow.toISOString(),
      },
    ]);
    const tokens = await testDb.db.selectFrom("guardian_confirmations").select("token").execute();
    expect(tokens).toEqual([{ token: null }]);
    const outbox = await testDb.db.selectFrom("outbox").select("kind").execute();
    expect(outbox.map((row) => row.kind)).toEqual(["membership-welcome"]);
    expect((await recordOf("Ben"))?.[0]?.guardian?.state).toBe("own");
  });

  it("an expired link confirms nothing; an unknown token is unknown", async () => {
    await joinChild(sam);
    const token = await linkTokenTo("sam@example.org");
    expect(await confirmGuardianConsent(deps(), token, later(30 * DAY))).toEqual({ status: "expired" });
    expect((await confirmations())[0]?.confirmed_at).toBeNull();
    expect((await loadGuardianConfirmation(testDb.db, token, "en", later(30 * DAY)))?.state).toBe("expired");
    expect((await recordOf("Ben", later(31 * DAY)))?.[0]?.guardian?.state).toBe("expired");
    const unknown = "x".repeat(32);
    expect(await confirmGuardianConsent(deps(), unknown, testNow)).toEqual({ status: "unknown" });
    expect(await loadGuardianConfirmation(testDb.db, unknown, "en", testNow)).toBeUndefined();
  });

  it("two POSTs at once confirm once", async () => {
    await joinChild(sam);
    const token = await linkTokenTo("sam@example.org");
    const results = await Promise.all([
      confirmGuardianConsent(deps(), token, later(DAY)),
      confirmGuardianConsent(deps(), token, later(DAY + 1)),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["already-confirmed", "confirmed"]);
  });

  it("the database refuses to change a confirmation once given", async () => {
    await joinChild(sam);
    const token = await linkTokenTo("sam@example.org");
    await confirmGuardianConsent(deps(), token, later(DAY));
    await expect(
      sql`update guardian_confirmations set guardian_email = 'mallory@example.org'`.execute(testDb.db),
    ).rejects.toThrow(/never changed/);
  });

  it(`one guardian address gets at most ${MEMBERSHIP_LIMITS.guardianEmail.max} requests a day, whichever accounts join`, async () => {
    for (let n = 0; n < MEMBERSHIP_LIMITS.guardianEmail.max; n++)
      expect(
        await joinChild(
          { name: "Stranger", email: "Stranger@example.org" },
          {
            account: { id: `user-${n}`, name: `Parent ${n}`, email: `p${n}@example.org` },
            firstName: `Kid${n}`,
          },
        ),
      ).toMatchObject({ status: "active" });
    expect(
      await joinChild(
        { name: "Stranger", email: "stranger@example.org" },
        { account: { id: "user-x", name: "Parent X", email: "px@example.org" }, firstName: "Kidx" },
      ),
    ).toEqual({ status: "guardian-throttled" });
    const sent = await testDb.db
      .selectFrom("outbox")
      .select("to_address")
      .where("kind", "=", "membership-guardian")
      .execute();
    expect(sent).toHaveLength(MEMBERSHIP_LIMITS.guardianEmail.max);
    expect(
      await testDb.db.selectFrom("members").select("id").where("first_name", "=", "Kidx").execute(),
    ).toEqual([]);
    // A day later the address may be asked again.
    expect(
      await joinChild(
        { name: "Stranger", email: "stranger@example.org" },
        {
          account: { id: "user-y", name: "Parent Y", email: "py@example.org" },
          firstName: "Kidy",
          now: later(DAY + 1),
        },
      ),
    ).toMatchObject({ status: "active" });
  });
});
