import type { Db } from "~/db/db.server";
import { getAccountContact } from "~/features/accounts/index.server";
import { type Config, siteNameIn } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render";
import { formatterFor } from "~/lib/formatter";
import { asLocale, format } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { type JobHandlers, scheduleJob } from "~/lib/jobs/schedule.server";
import { memberCardMessages } from "~/texts/pages/member-card";
import { dayIn } from "../rules";
import { getRenewalReminder, listMembershipsToRemind, markRenewalReminderSent } from "./queries.server";
import { nextRenewalSweepAt, renewalReminderSeasonEnds } from "./rules";

/**
 * Renewal reminders (docs/memberships.md): one daily job sweeps the active memberships whose season ends
 * within RENEWAL_REMINDER_DAYS and whose member has not renewed, and sends each one reminder. A season's
 * end is known from the start and renewals change who is due, so one sweep a day replaces a job per
 * membership that the join, renewal, payment and cancellation paths would all have to move.
 */
const JOB = { kind: "membership-renewal-reminders", subject: "daily" };
/** Memberships one run reminds; a full batch makes the sweep run again at once. */
const BATCH_SIZE = 100;

/** Puts the sweep in the jobs table, due now: each start of the server makes sure it exists and runs. */
export function scheduleRenewalReminders(db: Db, now: Date) {
  return scheduleJob(db, { ...JOB, runAt: now.toISOString() }, now);
}

/**
 * The sweep: each membership is stamped `reminder_sent_at` by a conditional UPDATE in the transaction
 * that queues its e-mails, so two runners, or a run repeated after a crash, never send one twice.
 */
async function sendRenewalReminders({ db, config, mail }: Deps, _subject: string, now: Date) {
  const ends = renewalReminderSeasonEnds(dayIn(now, config.TIME_ZONE));
  const ids = await listMembershipsToRemind(db, ends, BATCH_SIZE);
  let sent = 0;
  for (const id of ids) {
    const queued = await db.transaction().execute(async (trx) => {
      if (!(await markRenewalReminderSent(trx, id, ends, now))) return false;
      const reminder = await reminderOf(trx, id);
      for (const email of reminder ? renewalEmails(config, reminder) : [])
        await enqueueEmail(trx, email, now);
      return true;
    });
    if (queued) sent += 1;
  }
  const next = ids.length === BATCH_SIZE ? now : nextRenewalSweepAt(now, config.TIME_ZONE);
  await scheduleJob(db, { ...JOB, runAt: next.toISOString() }, now);
  if (sent > 0) mail.wake();
}

/** What server/app.ts hands the job runner for memberships. */
export const membershipJobs: JobHandlers = { [JOB.kind]: sendRenewalReminders };

/** A membership's reminder with its managing account's name, address and language; undefined without an account. */
async function reminderOf(db: Db, id: number) {
  const reminder = await getRenewalReminder(db, id);
  const account = reminder && (await getAccountContact(db, reminder.user_id));
  if (!reminder || !account) return undefined;
  return { ...reminder, account_name: account.name, account_email: account.email, locale: account.locale };
}

type Reminder = NonNullable<Awaited<ReturnType<typeof reminderOf>>>;

/**
 * The reminder to the managing account, in its language (decision 025), and for a minor to the guardian
 * too when the guardian's address is another one. The guardian has no account language of their own
 * here: their address was given by the account, so they get the account's language.
 */
function renewalEmails(config: Config, reminder: Reminder) {
  const locale = asLocale(reminder.locale);
  const t = memberCardMessages[locale].email;
  const member = `${reminder.first_name} ${reminder.last_name}`;
  const join = localePath(locale, "/membership/join");
  const url = `${config.BASE_URL}${join}?${new URLSearchParams({ member: reminder.member_number })}`;
  const intro = format(t.intro, {
    season: reminder.season_name,
    date: formatterFor(locale, config.TIME_ZONE).day(reminder.ends_on),
    member,
    type: locale === "fr" ? reminder.type_name_fr : reminder.type_name,
    number: reminder.member_number,
  });
  const guardian = reminder.guardian_email?.trim();
  const recipients = [
    { name: reminder.account_name, email: reminder.account_email.trim(), asGuardian: false },
  ];
  if (guardian && guardian.toLowerCase() !== reminder.account_email.trim().toLowerCase())
    recipients.push({ name: reminder.guardian_name ?? guardian, email: guardian, asGuardian: true });
  return recipients.map((to) => ({
    to: to.email,
    kind: "membership-renewal",
    ...renderEmail({
      locale,
      subject: t.subject,
      siteName: siteNameIn(config, locale),
      baseUrl: config.BASE_URL,
      heading: t.heading,
      paragraphs: [
        format(t.greeting, { name: to.name }),
        intro,
        t.renew,
        ...(to.asGuardian ? [format(t.guardian, { member })] : []),
      ],
      action: { label: t.action, url },
      required: "membership",
    }),
  }));
}
