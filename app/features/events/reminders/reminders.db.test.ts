import { describe, expect, it } from "vitest";
import { cancelRegistration, editEvent, eventJobs, JOB } from "~/features/events/index.server";
import { decodeAttachments } from "~/lib/email/outbox.server";
import { runDueJobs as runJobs } from "~/lib/jobs/runner.server";
import { eventHarness } from "../../../../tests/support/event-harness";
import { eventRow, later, testNow } from "../../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const testDb = setupTestDb({
  clean: ["jobs", "waitlist_entries", "registrations", "events", "outbox", "rate_events"],
});
const { deps, makeEvent, register, join, registrationOf, sent, lastEmail, jobs } = eventHarness(testDb);

/** The job runner's own run at `now` (lib/jobs): the number of jobs it ran. */
async function runDueJobs(now: Date) {
  const { done, retrying, failed } = await runJobs(deps(), eventJobs, now);
  expect({ retrying, failed }).toEqual({ retrying: 0, failed: 0 });
  return done;
}

describe(`reminders (${testDialect})`, () => {
  const startsAt = eventRow().starts_at;
  const reminderAt = (hours: number) => new Date(Date.parse(startsAt) - hours * HOUR);

  it("sends one reminder at its time with the .ics and the personal link, however often its job runs", async () => {
    const id = await makeEvent({ capacity: 10 });
    await register(id, "Ann");
    const ann = await registrationOf(id, "Ann");
    // Early: nothing is due.
    expect(await runDueJobs(new Date(reminderAt(48).getTime() - 1))).toBe(0);
    expect(await runDueJobs(reminderAt(48))).toBe(1);
    const reminder = await lastEmail("event-reminder");
    expect(reminder.to_address).toBe("ann@example.org");
    expect(reminder.subject).toMatch(/^Reminder: Summer Cup, /);
    expect(reminder.text_body).toContain(`${testConfig.BASE_URL}/registrations/${ann.manage_token}`);
    expect(decodeAttachments(reminder.attachments).map((file) => file.filename)).toEqual(["event.ics"]);
    // The same job run again (a second process, a restart before the job was deleted): nothing more.
    await eventJobs[JOB.reminder]?.(deps(), String(ann.id), reminderAt(47));
    await eventJobs[JOB.reminder]?.(deps(), String(ann.id), reminderAt(46));
    expect((await sent()).filter((line) => line.startsWith("event-reminder"))).toHaveLength(1);
    expect(await jobs()).toEqual([]);
  });

  it("sends no reminder for a cancelled registration, nor when the event sends none", async () => {
    const id = await makeEvent({ capacity: 10 });
    const silent = await makeEvent({ capacity: 10, reminder_hours: 0 });
    await register(id, "Ann");
    await register(silent, "Bo");
    const ann = await registrationOf(id, "Ann");
    expect(await jobs()).toHaveLength(1);
    await cancelRegistration(deps(), { token: ann.manage_token }, later(HOUR));
    expect(await jobs()).toEqual([]);
    await eventJobs[JOB.reminder]?.(deps(), String(ann.id), reminderAt(1));
    await eventJobs[JOB.reminder]?.(deps(), String((await registrationOf(silent, "Bo")).id), reminderAt(1));
    expect((await sent()).filter((line) => line.startsWith("event-reminder"))).toEqual([]);
  });

  it("sends a missed reminder late while the event has not started, and never after", async () => {
    const id = await makeEvent({ capacity: 10 });
    await register(id, "Ann");
    await register(id, "Bo");
    const [ann, bo] = [await registrationOf(id, "Ann"), await registrationOf(id, "Bo")];
    // The site was down when they were due: Ann's job runs an hour before the start, Bo's after it.
    await eventJobs[JOB.reminder]?.(deps(), String(ann.id), reminderAt(1));
    await eventJobs[JOB.reminder]?.(deps(), String(bo.id), new Date(Date.parse(startsAt) + 60_000));
    expect((await sent()).filter((line) => line.startsWith("event-reminder"))).toEqual([
      "event-reminder ann",
    ]);
  });

  it("moves the reminders not yet sent when the event moves, and drops them when reminders are turned off", async () => {
    const id = await makeEvent({ capacity: 10 });
    await register(id, "Ann");
    const ann = await registrationOf(id, "Ann");
    const event = await testDb.db
      .selectFrom("events")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const moved = {
      title: event.title,
      titleFr: null,
      locationFr: null,
      descriptionFr: null,
      location: event.location,
      description: event.description,
      image: event.image,
      capacity: 10,
      startsAt: new Date(Date.parse(startsAt) + 3 * DAY).toISOString(),
      endsAt: new Date(Date.parse(event.ends_at) + 3 * DAY).toISOString(),
    };
    await editEvent(deps(), id, moved as never, later(HOUR));
    const newReminderAt = new Date(Date.parse(moved.startsAt) - 48 * HOUR).toISOString();
    expect(await jobs()).toEqual([
      { kind: JOB.reminder, subject: String(ann.id), run_at: newReminderAt, status: "scheduled" },
    ]);
    // A job that still fires at the old time (scheduled before the move) waits for the new one.
    await eventJobs[JOB.reminder]?.(deps(), String(ann.id), reminderAt(48));
    expect(await sent()).toEqual(["event-registration ann"]);

    await testDb.db.updateTable("events").set({ reminder_hours: 0 }).where("id", "=", id).execute();
    await editEvent(deps(), id, moved as never, later(2 * HOUR));
    expect(await jobs()).toEqual([]);
  });

  it("does nothing, and leaves no job, for an event deleted with its registrations and offers", async () => {
    const id = await makeEvent({ capacity: 2 });
    await register(id, "Ann");
    await register(id, "Ava");
    await join(id, "Bo");
    await cancelRegistration(deps(), { token: (await registrationOf(id, "Ann")).manage_token }, testNow);
    expect((await jobs()).map((job) => job.kind).sort()).toEqual([JOB.offerExpiry, JOB.reminder]);
    await testDb.db.deleteFrom("events").where("id", "=", id).execute();
    const before = await sent();
    expect(await runDueJobs(later(20 * DAY))).toBe(2);
    expect(await sent()).toEqual(before);
    expect(await jobs()).toEqual([]);
  });
});
