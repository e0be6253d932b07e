import type { Db } from "~/db/db.server";
import { JOB } from "~/features/events/jobs";
import { getEventForRules, type RuleEvent } from "~/features/events/queries.server";
import { getRegistration } from "~/features/events/registration/queries.server";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { scheduleJob, unscheduleJobs } from "~/lib/jobs/schedule.server";
import { reminderEmail } from "./emails.server";
import { listRegistrationsAwaitingReminder, markReminderSent } from "./queries.server";
import { reminderDueAt, reminderState } from "./rules";

/** Schedules (or moves) the registration's reminder, or drops it when the event sends none or it is too late. */
export async function scheduleReminder(trx: Db, event: RuleEvent, registrationId: number, now: Date) {
  const due = reminderDueAt(event);
  if (due === null || reminderState(event, now) === "none") {
    await unscheduleJobs(trx, JOB.reminder, [registrationId]);
    return;
  }
  // Due already (the event moved nearer): it goes out at once, as a late reminder would.
  await scheduleJob(trx, { kind: JOB.reminder, subject: registrationId, runAt: due }, now);
}

/** The reminders of an event not yet sent move with its time, or go when it sends none any more. */
export async function rescheduleReminders(trx: Db, event: RuleEvent, now: Date) {
  for (const id of await listRegistrationsAwaitingReminder(trx, event.id))
    await scheduleReminder(trx, event, id, now);
}

/**
 * The job of a reminder: sends it once, stamping the registration in the transaction that queues the
 * e-mail, so a second run, a second process or a restart after a crash sends nothing more. Not for a
 * cancelled registration, nor once the event has started; an event moved later moves the job.
 */
export async function sendReminder({ db, config, mail }: Deps, subject: string, now: Date) {
  const sent = await db.transaction().execute(async (trx) => {
    const registration = await getRegistration(trx, Number(subject));
    const event = registration && (await getEventForRules(trx, registration.event_id, { lock: false }));
    if (!registration || !event || registration.status !== "registered" || registration.reminder_sent_at)
      return false;
    const state = reminderState(event, now);
    if (state === "wait") {
      await scheduleJob(
        trx,
        { kind: JOB.reminder, subject: registration.id, runAt: reminderDueAt(event) ?? "" },
        now,
      );
      return false;
    }
    if (state === "none" || !(await markReminderSent(trx, registration.id, now))) return false;
    await enqueueEmail(trx, reminderEmail(config, event, registration), now);
    return true;
  });
  if (sent) mail.wake();
}
