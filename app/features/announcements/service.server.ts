import type { Selectable } from "kysely";
import type { Db } from "~/db/db.server";
import type { AnnouncementsTable } from "~/db/schema";
import { listCompetitions } from "~/features/competitions/index.server";
import { unsubscribedAmong, unsubscribeLinkFor } from "~/features/consent/index.server";
import { listPastEvents, listUpcomingEvents } from "~/features/events/index.server";
import { listClubs, listSeasons, listTypes } from "~/features/memberships/index.server";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { countEmailsByStatusAmong, listFailedEmailsAmong } from "~/lib/email/queries.server";
import { type Parsed, parseWith } from "~/lib/form";
import type { Locale } from "~/lib/i18n";
import { type JobHandlers, scheduleJob } from "~/lib/jobs/schedule.server";
import { allowAndRecord, limitFor } from "~/lib/rate-limit.server";
import { announcementsMessages } from "~/texts/pages/announcements";
import { type AudienceAddress, audiencePages } from "./audience.server";
import { announcementEmail, preparedContent } from "./emails.server";
import { ANNOUNCEMENT_LIMITS } from "./limits";
import {
  claimRecipient,
  countQueuedSince,
  countRecipientsByStatus,
  getAnnouncement,
  insertAnnouncement,
  insertRecipients,
  listPendingRecipients,
  markFinished,
  markSending,
  outboxIdsOf,
  setRecipientOutboxId,
  skipRecipients,
} from "./queries.server";
import {
  announcementSchema,
  consentListOf,
  emailKey,
  joinIds,
  nextRunAt,
  PACE_WINDOW_MS,
  sendAllowance,
} from "./rules";

type Announcement = Selectable<AnnouncementsTable>;

/** The job that moves an announcement's recipients into the outbox, one per announcement (its id). */
export const SEND_JOB = "announcement-send";
/** The failures the status page lists, newest first. */
const FAILURES_SHOWN = 50;

/** Events the compose form offers: the coming ones, and the latest that ended. */
const EVENTS_OFFERED = 100;
const PAST_EVENTS_OFFERED = 20;

/** What the compose form offers to choose from: seasons, types, clubs, competitions, events, the pace's cap. */
export async function loadComposeOptions({ db, config }: Pick<Deps, "db" | "config">, now: Date) {
  const [seasons, types, clubs, competitions, upcoming, past] = await Promise.all([
    listSeasons(db),
    listTypes(db),
    listClubs(db),
    listCompetitions(db),
    listUpcomingEvents(db, now, { offset: 0, perPage: EVENTS_OFFERED }),
    listPastEvents(db, now, PAST_EVENTS_OFFERED),
  ]);
  const event = (row: { id: number; title: string; title_fr: string | null; starts_at: string }) => ({
    id: row.id,
    title: row.title,
    title_fr: row.title_fr || row.title,
    starts_at: row.starts_at,
  });
  return {
    seasons: seasons.map(({ id, name }) => ({ id, name })),
    types: types.map(({ id, name, name_fr }) => ({ id, name, name_fr })),
    clubs: clubs.map(({ id, name }) => ({ id, name })),
    competitions: competitions.flatMap((group) =>
      group.competitions.map((row) => ({
        id: row.id,
        name: row.name,
        name_fr: row.name_fr,
        season: group.season.name,
      })),
    ),
    events: [...upcoming.events.map(event), ...past.map(event)],
    maxPerMinute: config.ANNOUNCEMENTS_PER_MINUTE,
  };
}

/** A posted compose form: saved as a draft, or refused with a message per field (nothing saved). */
export async function createAnnouncement(
  { db, config }: Pick<Deps, "db" | "config">,
  values: Record<string, string>,
  locale: Locale,
  adminId: string,
  now: Date,
): Promise<Parsed<{ id: number }>> {
  const parsed = parseWith(
    announcementSchema(announcementsMessages[locale].validation, config.ANNOUNCEMENTS_PER_MINUTE),
    values,
  );
  if (!parsed.ok) return parsed;
  const form = parsed.data;
  const id = await insertAnnouncement(db, {
    subject: form.subject,
    subject_fr: form.subjectFr,
    body: form.body,
    body_fr: form.bodyFr,
    audience: form.audience,
    season_id: form.audience === "members" ? (form.seasonId ?? null) : null,
    type_ids: form.audience === "members" ? joinIds(form.typeIds) : "",
    club_ids: form.audience === "members" ? joinIds(form.clubIds) : "",
    competition_id: form.audience === "officials" ? (form.competitionId ?? null) : null,
    event_id: form.audience === "event" ? (form.eventId ?? null) : null,
    include_waitlist: form.audience === "event" && form.includeWaitlist ? 1 : 0,
    own_business: form.audience !== "newsletter" && form.ownBusiness ? 1 : 0,
    per_minute: form.perMinute,
    created_by: adminId,
    created_at: now.toISOString(),
  });
  return { ok: true, data: { id } };
}

/** The addresses of each page of the group that may receive it: those who left its list are dropped. */
async function* reachablePages(db: Db, announcement: Announcement) {
  const list = consentListOf(announcement.audience, announcement.own_business === 1);
  for await (const page of audiencePages(db, announcement)) {
    const gone = list
      ? await unsubscribedAmong(
          db,
          list,
          page.map((row) => row.email),
        )
      : new Set<string>();
    yield page.filter((row) => !gone.has(emailKey(row.email)));
  }
}

/** How many addresses the announcement would reach now: one per address in any letter case, none unsubscribed. */
export async function countAudience(db: Db, announcement: Announcement) {
  const keys = new Set<string>();
  for await (const page of reachablePages(db, announcement))
    for (const row of page) keys.add(emailKey(row.email));
  return keys.size;
}

/** What the announcement's page shows: the message in both languages, and the count or the sending's progress. */
export async function loadAnnouncement({ db }: Pick<Deps, "db">, id: number) {
  const announcement = await getAnnouncement(db, id);
  if (!announcement) return null;
  const previews = { en: preparedContent(announcement, "en"), fr: preparedContent(announcement, "fr") };
  if (announcement.status === "draft")
    return { announcement, previews, audienceCount: await countAudience(db, announcement), progress: null };
  const [recipients, emails, failures] = await Promise.all([
    countRecipientsByStatus(db, id),
    countEmailsByStatusAmong(db, outboxIdsOf(id)),
    listFailedEmailsAmong(db, outboxIdsOf(id), FAILURES_SHOWN),
  ]);
  return {
    announcement,
    previews,
    audienceCount: null,
    progress: {
      total: recipients.pending + recipients.queued + recipients.skipped,
      // Waiting for their turn, or in the outbox waiting for the relay.
      queued: recipients.pending + emails.pending,
      sent: emails.sent,
      failed: emails.failed,
      skipped: recipients.skipped,
      failures,
    },
  };
}

/**
 * "Send a test to me": one copy in each language to the administrator, counted in no announcement's
 * figures; at most ANNOUNCEMENT_LIMITS.test an hour per administrator ("limited": nothing sent).
 */
export async function sendTestAnnouncement(
  { db, config, mail }: Deps,
  id: number,
  admin: { id: string; email: string },
  now: Date,
) {
  const announcement = await getAnnouncement(db, id);
  if (!announcement) return "unknown" as const;
  if (!(await allowAndRecord(db, limitFor(ANNOUNCEMENT_LIMITS.test, admin.id), now)))
    return "limited" as const;
  const list = consentListOf(announcement.audience, announcement.own_business === 1);
  await db.transaction().execute(async (trx) => {
    for (const locale of ["en", "fr"] as const)
      await enqueueEmail(
        trx,
        announcementEmail(
          config,
          preparedContent(announcement, locale),
          { email: admin.email, locale },
          { list, test: true },
        ),
        now,
      );
  });
  mail.wake();
  return "sent" as const;
}

export type SendResult =
  | { status: "sending"; count: number; perMinute: number }
  | { status: "already" | "nobody" | "unknown" };

/**
 * "Send": in one transaction the draft becomes sending (compare-and-set: a second click does nothing), its
 * group is frozen into one recipient row per address (unique per announcement, in any letter case), the
 * unsubscribed left out, and the job that paces the sending is scheduled. The group is read a page at a
 * time, so memory stays flat however large it is.
 */
export async function sendAnnouncement(
  { db, jobs }: Pick<Deps, "db"> & { jobs: { wake(): void } },
  id: number,
  adminId: string,
  now: Date,
): Promise<SendResult> {
  const announcement = await getAnnouncement(db, id);
  if (!announcement) return { status: "unknown" };
  try {
    const result = await db.transaction().execute(async (trx): Promise<SendResult> => {
      if (!(await markSending(trx, id, adminId, now))) return { status: "already" };
      for await (const page of reachablePages(trx, announcement))
        await insertRecipients(trx, id, keyed(page));
      const { pending } = await countRecipientsByStatus(trx, id);
      // Nobody to send to: the transaction is undone and the draft stays a draft.
      if (pending === 0) throw new NobodyToSendTo();
      await scheduleJob(trx, { kind: SEND_JOB, subject: id, runAt: now.toISOString() }, now);
      return { status: "sending", count: pending, perMinute: announcement.per_minute };
    });
    if (result.status === "sending") jobs.wake();
    return result;
  } catch (error) {
    if (error instanceof NobodyToSendTo) return { status: "nobody" };
    throw error;
  }
}

class NobodyToSendTo extends Error {}

/** One row per address within a page too: a page may name one address twice (a member and their guardian). */
function keyed(page: AudienceAddress[]) {
  const rows = new Map<string, AudienceAddress & { emailKey: string }>();
  for (const row of page) {
    const key = emailKey(row.email);
    if (!rows.has(key)) rows.set(key, { ...row, email: row.email.trim(), emailKey: key });
  }
  return [...rows.values()];
}

/**
 * The sending job's run: as many pending recipients as the pace allows now (sendAllowance) move into the
 * outbox, each by a conditional UPDATE in the transaction that queues its e-mail, so a second process or a
 * run repeated after a crash never queues one twice. Who unsubscribed since the freeze is skipped. It
 * schedules itself again until a run finds fewer pending than it may queue, and marks the announcement sent.
 */
export async function sendAnnouncementBatch({ db, config, mail }: Deps, subject: string, now: Date) {
  const id = Number(subject);
  const announcement = await getAnnouncement(db, id);
  if (announcement?.status !== "sending") return;
  const since = new Date(now.getTime() - PACE_WINDOW_MS);
  const [queuedByThisInWindow, queuedByAllInWindow] = await Promise.all([
    countQueuedSince(db, since, id),
    countQueuedSince(db, since),
  ]);
  const allowance = sendAllowance({
    perMinute: announcement.per_minute,
    sitePerMinute: config.ANNOUNCEMENTS_PER_MINUTE,
    queuedByThisInWindow,
    queuedByAllInWindow,
  });
  const batch = allowance > 0 ? await listPendingRecipients(db, id, allowance) : [];
  if (allowance > 0 && batch.length === 0) {
    await markFinished(db, id, now);
    return;
  }
  const list = consentListOf(announcement.audience, announcement.own_business === 1);
  const gone = list
    ? await unsubscribedAmong(
        db,
        list,
        batch.map((row) => row.email),
      )
    : new Set<string>();
  await skipRecipients(
    db,
    batch.filter((row) => gone.has(row.email_key)).map((row) => row.id),
  );
  const content = new Map<Locale, ReturnType<typeof preparedContent>>();
  const contentIn = (locale: Locale) => {
    const ready = content.get(locale) ?? preparedContent(announcement, locale);
    content.set(locale, ready);
    return ready;
  };
  let queued = 0;
  for (const row of batch) {
    if (gone.has(row.email_key)) continue;
    const locale = row.locale;
    const done = await db.transaction().execute(async (trx) => {
      if (!(await claimRecipient(trx, row.id, now))) return false;
      const unsubscribeUrl = list
        ? (await unsubscribeLinkFor({ db: trx, config }, { email: row.email, list, locale }, now)).url
        : undefined;
      const outboxId = await enqueueEmail(
        trx,
        announcementEmail(config, contentIn(locale), { email: row.email, locale }, { list, unsubscribeUrl }),
        now,
      );
      await setRecipientOutboxId(trx, row.id, outboxId);
      return true;
    });
    if (done) queued += 1;
  }
  // Fewer pending than the pace allowed: this run took the last of them.
  if (batch.length < allowance) await markFinished(db, id, now);
  else await scheduleJob(db, { kind: SEND_JOB, subject: id, runAt: nextRunAt(now).toISOString() }, now);
  if (queued > 0) mail.wake();
}

/** What server/app.ts hands the job runner for announcements. */
export const announcementJobs: JobHandlers = { [SEND_JOB]: sendAnnouncementBatch };
