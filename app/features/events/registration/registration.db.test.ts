import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import { insertEvent } from "~/features/events/admin/queries.server";
import { getEvent } from "~/features/events/index.server";
import { decodeAttachments } from "~/lib/email/outbox.server";
import { solveForTest } from "../../../../tests/support/challenge";
import { eventInput, testNow } from "../../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { registerForEvent } from "./service.server";

const now = testNow;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

const testDb = setupTestDb({
  clean: ["waitlist_entries", "registrations", "events", "outbox", "rate_events"],
});

const makeEvent = (overrides: Parameters<typeof eventInput>[0] = {}) =>
  insertEvent(testDb.db, eventInput(overrides), now);

let clients = 0;

/** A registration from a client of its own unless `client` is given, so only the tests of the limits meet them. */
function register(
  eventId: number,
  email: string,
  name = "Ann Lee",
  client = `192.0.2.${++clients}`,
  at = now,
  asker: { userId?: string; proof?: string } = {},
) {
  const mail = { wake: vi.fn() };
  const outcome = registerForEvent(
    { db: testDb.db, config: testConfig, mail },
    { eventId, userId: asker.userId ?? "user-1", name, email, client, locale: "en", proof: asker.proof },
    at,
  );
  return { result: outcome.then((answer) => answer.status), outcome, mail };
}

async function rowCount(table: "registrations" | "outbox", eventId?: number) {
  let query = testDb.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n"));
  if (table === "registrations" && eventId !== undefined)
    query = query.where("registrations.event_id", "=", eventId) as typeof query;
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

describe(`events (${testDialect})`, () => {
  describe("registerForEvent", () => {
    it("registers, stores who registered, and records one confirmation e-mail with an .ics file", async () => {
      const id = await makeEvent({ title: "Summer Cup, Finals", capacity: 20 });
      const { result, mail } = register(id, "  Ann.Lee@Example.org ", "Ann Lee");
      expect(await result).toBe("registered");
      expect(mail.wake).toHaveBeenCalledTimes(1);

      const rows = await testDb.db.selectFrom("registrations").selectAll().execute();
      expect(rows).toEqual([
        {
          id: expect.any(Number),
          event_id: id,
          user_id: "user-1",
          name: "Ann Lee",
          email: "Ann.Lee@Example.org",
          email_key: "ann.lee@example.org",
          created_at: now.toISOString(),
          locale: "en",
          status: "registered",
          cancelled_at: null,
          reminder_sent_at: null,
          member_id: null,
          manage_token: expect.stringMatching(/^[\w-]{32}$/),
          order_id: null,
        },
      ]);

      const emails = await testDb.db.selectFrom("outbox").selectAll().execute();
      expect(emails).toHaveLength(1);
      const [email] = emails;
      expect(email).toMatchObject({
        kind: "event-registration",
        to_address: "Ann.Lee@Example.org",
        subject: "Registration confirmed: Summer Cup, Finals",
        status: "pending",
        next_attempt_at: now.toISOString(),
      });
      expect(email?.text_body).toContain("Hi Ann Lee,");
      expect(email?.text_body).toContain(`${testConfig.BASE_URL}/events/${id}`);

      const stored = JSON.parse(email?.attachments ?? "[]") as { filename: string; contentType: string }[];
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ filename: "event.ics" });
      expect(stored[0]?.contentType).toMatch(/^text\/calendar(;|$)/);
      const [ics] = decodeAttachments(email?.attachments ?? null);
      const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString("utf8") ?? ""));
      const vevents = calendar.getAllSubcomponents("vevent");
      expect(vevents).toHaveLength(1);
      expect(vevents[0]?.getFirstPropertyValue("uid")).toBe(
        `event-${id}@${new URL(testConfig.BASE_URL).hostname}`,
      );
      expect(vevents[0]?.getFirstPropertyValue("summary")).toBe("Summer Cup, Finals");
    });

    it.each([
      ["en", "When: Wednesday, March 11, 2026, 9:00 a.m. – 6:00 p.m."],
      ["fr", "mercredi 11 mars 2026, 9\u00a0h\u00a000 – 18\u00a0h\u00a000"],
    ] as const)(
      "writes the event's dates in the language the registration was made in (%s)",
      async (locale, when) => {
        const eventId = await makeEvent();
        const mail = { wake: vi.fn() };
        const registration = { eventId, userId: "user-1", name: "Ann Lee", email: "ann@example.org", locale };
        await registerForEvent(
          { db: testDb.db, config: testConfig, mail },
          { ...registration, client: `192.0.2.${++clients}` },
          now,
        );
        const { text_body } = await testDb.db
          .selectFrom("outbox")
          .select("text_body")
          .executeTakeFirstOrThrow();
        expect(text_body).toContain(when);
      },
    );

    it("refuses a second registration with the same address in another letter case, sending nothing", async () => {
      const id = await makeEvent();
      expect(await register(id, "ann@example.org").result).toBe("registered");
      const again = register(id, "ANN@Example.ORG", "Ann Again");
      expect(await again.result).toBe("already-registered");
      expect(again.mail.wake).not.toHaveBeenCalled();
      expect(await rowCount("registrations")).toBe(1);
      expect(await rowCount("outbox")).toBe(1);
    });

    it("lets the same person register for two events", async () => {
      const first = await makeEvent({ days: 1 });
      const second = await makeEvent({ days: 2 });
      expect(await register(first, "ann@example.org").result).toBe("registered");
      expect(await register(second, "ann@example.org").result).toBe("registered");
      expect(await rowCount("outbox")).toBe(2);
    });

    it("refuses the third person when the capacity is 2", async () => {
      const id = await makeEvent({ capacity: 2 });
      expect(await register(id, "ann@example.org").result).toBe("registered");
      expect(await register(id, "bo@example.org").result).toBe("registered");
      const third = register(id, "cy@example.org");
      expect(await third.result).toBe("full");
      expect(third.mail.wake).not.toHaveBeenCalled();
      expect(await rowCount("registrations", id)).toBe(2);
      expect(await rowCount("outbox")).toBe(2);
      expect(await getEvent(testDb.db, id)).toMatchObject({ registered: 2, capacity: 2 });
    });

    it("refuses an event that has ended; one under way only when its registration closes later than the start", async () => {
      const ended = await makeEvent({ startsAt: at(-DAY), endsAt: at(-DAY + 9 * HOUR) });
      const justEnded = await makeEvent({ startsAt: at(-9 * HOUR), endsAt: at(-1) });
      const underWay = await makeEvent({ startsAt: at(-HOUR), endsAt: at(8 * HOUR) });
      const openUntilTheEnd = await makeEvent({ startsAt: at(-HOUR), endsAt: at(8 * HOUR) });
      await testDb.db
        .updateTable("events")
        .set({ registration_closes_at: at(8 * HOUR) })
        .where("id", "=", openUntilTheEnd)
        .execute();
      expect(await register(ended, "ann@example.org").result).toBe("past");
      expect(await register(justEnded, "ann@example.org").result).toBe("past");
      expect(await register(underWay, "ann@example.org").result).toBe("closed");
      expect(await register(openUntilTheEnd, "ann@example.org").result).toBe("registered");
      expect(await rowCount("registrations")).toBe(1);
      expect(await rowCount("outbox")).toBe(1);
    });

    it("reports an unknown event", async () => {
      const { result, mail } = register(999_999, "ann@example.org");
      expect(await result).toBe("not-found");
      expect(mail.wake).not.toHaveBeenCalled();
      expect(await rowCount("registrations")).toBe(0);
      expect(await rowCount("outbox")).toBe(0);
    });

    it("keeps one registration and one e-mail for 20 concurrent sign-ups with one address in mixed case (SECURITY 21)", async () => {
      const id = await makeEvent();
      const spellings = [
        "Ann@Example.org",
        "ANN@example.ORG",
        "ann@EXAMPLE.org",
        "aNn@eXaMpLe.OrG",
        "ann@example.org",
      ];
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => register(id, spellings[i % spellings.length] ?? "").result),
      );
      expect(results.filter((result) => result === "registered")).toHaveLength(1);
      expect(results.filter((result) => result === "already-registered")).toHaveLength(19);
      expect(await rowCount("registrations", id)).toBe(1);
      expect(await rowCount("outbox")).toBe(1);
    });

    it("never registers more than the capacity under 20 concurrent sign-ups", async () => {
      const id = await makeEvent({ capacity: 5 });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => register(id, `player${i}@example.org`).result),
      );
      expect(results.filter((result) => result === "registered")).toHaveLength(5);
      expect(results.filter((result) => result === "full")).toHaveLength(15);
      expect(await rowCount("registrations", id)).toBe(5);
      expect(await rowCount("outbox")).toBe(5);
    });
  });

  describe("registration limits (SECURITY 30)", () => {
    const storedEmails = async () =>
      (await testDb.db.selectFrom("registrations").select("email").orderBy("id").execute()).map(
        (row) => row.email,
      );

    // Decision 039: counted per account (a coach registering a team), the client address having a far higher
    // budget; past the budget a proof of work lets a registration through, and without one nothing happens.
    it("asks for a proof of work past an account's budget within the hour: without one nothing stored, no e-mail", async () => {
      const budget = testConfig.ACCOUNT_ACTIONS_PER_HOUR;
      const id = await makeEvent();
      for (let i = 0; i < budget; i++) {
        expect(await register(id, `player${i}@example.org`, "Ann Lee", "203.0.113.7").result).toBe(
          "registered",
        );
      }
      const { outcome, mail } = register(id, "late@example.org", "Ann Lee", "203.0.113.7");
      const refused = await outcome;
      expect(refused.status).toBe("challenge");
      expect(mail.wake).not.toHaveBeenCalled();
      expect(await storedEmails()).not.toContain("late@example.org");
      expect(await rowCount("registrations")).toBe(budget);
      expect(await rowCount("outbox")).toBe(budget);
      // Another account behind the same address is not affected.
      expect(
        await register(id, "teammate@example.org", "Ann Lee", "203.0.113.7", now, { userId: "user-2" })
          .result,
      ).toBe("registered");
      // With the proof of the challenge it got, the refused registration goes through, once.
      if (refused.status !== "challenge" || !refused.challenge) throw new Error("expected a challenge");
      const proof = await solveForTest(refused.challenge.challenge);
      expect(await register(id, "late@example.org", "Ann Lee", "203.0.113.7", now, { proof }).result).toBe(
        "registered",
      );
      expect(await register(id, "again@example.org", "Ann Lee", "203.0.113.7", now, { proof }).result).toBe(
        "challenge",
      );
      // This account may register again an hour later.
      const later = new Date(now.getTime() + HOUR + 1);
      expect(await register(id, "next-hour@example.org", "Ann Lee", "203.0.113.7", later).result).toBe(
        "registered",
      );
    });

    it("refuses the 6th registration to one address within the hour, from any client and in any letter case", async () => {
      const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => makeEvent({ title: `Cup ${i}` })));
      for (const id of ids.slice(0, 5)) {
        expect(await register(id, "Stranger@Example.org").result).toBe("registered");
      }
      const { result, mail } = register(ids[5] ?? 0, "stranger@EXAMPLE.org");
      expect(await result).toBe("throttled");
      expect(mail.wake).not.toHaveBeenCalled();
      expect(await rowCount("registrations", ids[5])).toBe(0);
      expect(await rowCount("outbox")).toBe(5);
      expect(await register(ids[5] ?? 0, "someone.else@example.org").result).toBe("registered");
    });

    it("counts nothing for a registration that stores nothing", async () => {
      const full = await makeEvent({ capacity: 1 });
      const open = await makeEvent();
      expect(await register(full, "first@example.org", "Ann Lee", "203.0.113.9").result).toBe("registered");
      for (let i = 0; i < 12; i++) {
        expect(await register(full, `late${i}@example.org`, "Ann Lee", "203.0.113.9").result).toBe("full");
        expect(await register(full, "first@example.org", "Ann Lee", "203.0.113.9").result).toBe(
          "already-registered",
        );
      }
      expect(await register(open, "second@example.org", "Ann Lee", "203.0.113.9").result).toBe("registered");
    });

    it("lets no more than an account's budget of twice as many concurrent registrations through without a proof", async () => {
      const budget = testConfig.ACCOUNT_ACTIONS_PER_HOUR;
      const id = await makeEvent();
      const results = await Promise.all(
        Array.from(
          { length: 2 * budget },
          (_, i) => register(id, `rush${i}@example.org`, "Ann Lee", "203.0.113.10").result,
        ),
      );
      expect(results.filter((result) => result === "registered")).toHaveLength(budget);
      expect(results.filter((result) => result === "challenge")).toHaveLength(budget);
      expect(await rowCount("registrations", id)).toBe(budget);
      expect(await rowCount("outbox")).toBe(budget);
    });
  });
});
