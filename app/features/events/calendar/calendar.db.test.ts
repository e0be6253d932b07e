import { describe, expect, it } from "vitest";
import { deleteEvent, insertEvent, updateEvent } from "~/features/events/admin/queries.server";
import { eventInput, testNow } from "../../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { listCalendarEvents } from "./queries.server";
import { calendarFeed, loadCalendar } from "./service.server";

const now = testNow;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const testDb = setupTestDb({
  clean: ["waitlist_entries", "registrations", "events", "outbox", "rate_events"],
});

const makeEvent = (overrides: Parameters<typeof eventInput>[0] = {}) =>
  insertEvent(testDb.db, eventInput(overrides), now);

describe(`events (${testDialect})`, () => {
  describe("calendar feed", () => {
    const uids = (body: string) => [...body.matchAll(/^UID:event-(\d+)@/gm)].map((m) => Number(m[1]));

    it("covers the past year and everything ahead, and never pushes the upcoming out", async () => {
      const longAgo = await makeEvent({ title: "Long ago", days: -400 });
      const lastMonth = await makeEvent({ title: "Last month", days: -30 });
      const next = await makeEvent({ title: "Next", days: 3 });
      const later = await makeEvent({ title: "Later", days: 300 });
      expect(uids((await calendarFeed(testDb.db, testConfig, now, "en")).body)).toEqual([
        lastMonth,
        next,
        later,
      ]);
      expect(uids((await calendarFeed(testDb.db, testConfig, now, "en")).body)).not.toContain(longAgo);

      const windowed = await listCalendarEvents(testDb.db, {
        now,
        since: new Date(now.getTime() - 365 * DAY),
        max: 2,
      });
      expect(windowed.map((event) => event.id)).toEqual([next, later]);
    });

    it("is built once per change of the events, whoever makes the change", async () => {
      const id = await makeEvent({ title: "Cup" });
      const first = await calendarFeed(testDb.db, testConfig, now, "en");
      expect(await calendarFeed(testDb.db, testConfig, now, "en")).toBe(first);

      // Each write goes straight to the database, as another process would make it.
      const changes = [
        () => makeEvent({ title: "Added" }),
        () => updateEvent(testDb.db, id, eventInput({ title: "Renamed" }), new Date(now.getTime() + 60_000)),
        () => deleteEvent(testDb.db, id),
      ];
      const etags = [first.etag];
      for (const change of changes) {
        await change();
        const feed = await calendarFeed(testDb.db, testConfig, now, "en");
        expect(etags).not.toContain(feed.etag);
        etags.push(feed.etag);
        expect(await calendarFeed(testDb.db, testConfig, now, "en")).toBe(feed);
      }
      expect(uids((await calendarFeed(testDb.db, testConfig, now, "en")).body)).not.toContain(id);
    });
  });

  describe("the calendar page's next event", () => {
    const page = (month: string | null) =>
      loadCalendar({ db: testDb.db, config: testConfig }, { month, day: null, locale: "en" }, now);

    it("points from a month without it to the next event not yet ended, on its local day", async () => {
      await makeEvent({ title: "Ended", days: -2 });
      const next = await makeEvent({ title: "Spring Cup", days: 40 });
      await makeEvent({ title: "Later", days: 60 });
      // testNow is March 1, 2026: the calendar opens on March, and the Spring Cup is on April 10.
      expect((await page(null)).next).toMatchObject({ id: next, title: "Spring Cup", day: "2026-04-10" });
      expect((await page("2025-12")).next).toMatchObject({ id: next, day: "2026-04-10" });
      expect((await page("2026-04")).next).toBeNull();
    });

    it("is absent when no event lies ahead", async () => {
      await makeEvent({ title: "Ended", days: -2 });
      expect((await page(null)).next).toBeNull();
    });
  });
});
