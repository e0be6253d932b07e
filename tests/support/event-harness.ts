import type { Insertable } from "kysely";
import { beforeEach, vi } from "vitest";
import type { Db } from "~/db/db.server";
import type { EventsTable } from "~/db/schema";
import { joinWaitlist, registerForEvent } from "~/features/events/index.server";
import type { Locale } from "~/lib/i18n";
import { eventRow, testNow } from "./factories";
import { testConfig } from "./test-db";

/**
 * What the events' workflow tests share: the services' dependencies (with a mail wake-up spy renewed before
 * each test), events inserted as set-up, people named by a first name (`"Ann Lee"` is user-Ann,
 * ann@example.org) who register or join a waiting list from an address of their own, and reads of what a
 * test proves (the registration, the e-mails queued, the jobs). Call it once per file, beside setupTestDb.
 */
export function eventHarness(testDb: { readonly db: Db }) {
  let mail = { wake: vi.fn() };
  beforeEach(() => {
    mail = { wake: vi.fn() };
  });
  const deps = () => ({ db: testDb.db, config: testConfig, mail });

  /** Inserts an event ten days after testNow (09:00-18:00 Toronto), with a capacity of 1 unless told otherwise. */
  const insertEvent = (overrides: Partial<Insertable<EventsTable>> = {}) =>
    testDb.db
      .insertInto("events")
      .values(eventRow({ capacity: 1, ...overrides }))
      .returning(["id", "starts_at"])
      .executeTakeFirstOrThrow();

  /** As insertEvent; the event's id. */
  const makeEvent = async (overrides: Partial<Insertable<EventsTable>> = {}) =>
    (await insertEvent(overrides)).id;

  const emailOf = (who: string) => `${who.split(" ")[0]?.toLowerCase()}@example.org`;
  const person = (who: string, locale: Locale = "en") => ({
    userId: `user-${who.split(" ")[0]}`,
    name: who,
    email: emailOf(who),
    locale,
  });

  let clients = 0;
  /** `who` registers for the event at `now`; the service's outcome. */
  const registerOutcome = (eventId: number, who: string, now = testNow, locale: Locale = "en") =>
    registerForEvent(deps(), { eventId, client: `192.0.2.${++clients}`, ...person(who, locale) }, now);

  /** As registerOutcome; only its status. */
  const register = (eventId: number, who: string, now = testNow, locale: Locale = "en") =>
    registerOutcome(eventId, who, now, locale).then((outcome) => outcome.status);

  const join = (eventId: number, who: string, now = testNow, locale: Locale = "en") =>
    joinWaitlist(deps(), { eventId, client: `198.51.100.${++clients}`, attendee: person(who, locale) }, now);

  const registrationOf = (eventId: number, who: string) =>
    testDb.db
      .selectFrom("registrations")
      .selectAll()
      .where("event_id", "=", eventId)
      .where("email_key", "=", emailOf(who))
      .executeTakeFirstOrThrow();

  /** The e-mails queued, as (kind, recipient) pairs in order. */
  async function sent() {
    const rows = await testDb.db.selectFrom("outbox").select(["kind", "to_address"]).orderBy("id").execute();
    return rows.map((row) => `${row.kind} ${row.to_address.split("@")[0]}`);
  }

  const lastEmail = (kind: string) =>
    testDb.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", kind)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();

  const jobs = () =>
    testDb.db.selectFrom("jobs").select(["kind", "subject", "run_at", "status"]).orderBy("id").execute();

  return {
    /** The mail wake-up spy of the current test. */
    get mail() {
      return mail;
    },
    deps,
    insertEvent,
    makeEvent,
    person,
    registerOutcome,
    register,
    join,
    registrationOf,
    sent,
    lastEmail,
    jobs,
  };
}
