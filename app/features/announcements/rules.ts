import { z } from "zod";
import type { AnnouncementAudience } from "~/db/schema";
import { format } from "~/lib/i18n";
import { multiLine, singleLine } from "~/lib/text";
import type { AnnouncementsTexts } from "~/texts/pages/announcements";

/** The groups an announcement can go to, in the form's order. */
export const AUDIENCES = [
  "members",
  "officials",
  "event",
  "newsletter",
] as const satisfies readonly AnnouncementAudience[];

const SUBJECT_MAX = 150;
const BODY_MAX = 20_000;

/** One copy per address in any letter case. */
export function emailKey(email: string) {
  return email.trim().toLowerCase();
}

/** Ids kept as "3,7" in a column; empty: none chosen (every type, every club). */
export function joinIds(ids: readonly number[]) {
  return [...new Set(ids)].sort((a, b) => a - b).join(",");
}

export function splitIds(value: string) {
  return value === "" ? [] : value.split(",").map(Number);
}

/** The ids of the ticked boxes named `<prefix><id>` ("type_3" sent as "1"). */
function tickedIds(values: Record<string, unknown>, prefix: string) {
  return Object.entries(values)
    .filter(([name, value]) => name.startsWith(prefix) && value === "1")
    .map(([name]) => Number(name.slice(prefix.length)))
    .filter((id) => Number.isInteger(id) && id > 0);
}

const optionalId = z.preprocess(
  (value) => (value === "" || value === undefined ? undefined : value),
  z.coerce.number().int().positive().optional(),
);

/** The compose form: both languages' subject and Markdown message, the group, and the pace (at most `maxPerMinute`). */
export function announcementSchema(t: AnnouncementsTexts["validation"], maxPerMinute: number) {
  const subject = z
    .string()
    .trim()
    .min(1, format(t.subject, { max: SUBJECT_MAX }))
    .max(SUBJECT_MAX, format(t.subject, { max: SUBJECT_MAX }))
    .check(singleLine(t.controlCharacters));
  const body = z
    .string()
    .trim()
    .min(1, format(t.body, { max: BODY_MAX }))
    .max(BODY_MAX, format(t.body, { max: BODY_MAX }))
    .check(multiLine(t.controlCharacters));
  const perMinute = format(t.perMinute, { max: maxPerMinute });
  return z.preprocess(
    (raw) => {
      const values = (raw ?? {}) as Record<string, unknown>;
      return { ...values, typeIds: tickedIds(values, "type_"), clubIds: tickedIds(values, "club_") };
    },
    z
      .object({
        subject,
        subjectFr: subject,
        body,
        bodyFr: body,
        audience: z.enum(AUDIENCES, { error: t.audience }),
        seasonId: optionalId,
        typeIds: z.array(z.number()),
        clubIds: z.array(z.number()),
        competitionId: optionalId,
        eventId: optionalId,
        includeWaitlist: z.literal("1").optional().transform(Boolean),
        ownBusiness: z.literal("1").optional().transform(Boolean),
        perMinute: z.coerce
          .number({ error: perMinute })
          .int(perMinute)
          .min(1, perMinute)
          .max(maxPerMinute, perMinute),
      })
      .superRefine((form, ctx) => {
        const missing = {
          members: ["seasonId", form.seasonId, t.season],
          officials: ["competitionId", form.competitionId, t.competition],
          event: ["eventId", form.eventId, t.event],
          newsletter: undefined,
        }[form.audience];
        if (missing && missing[1] === undefined)
          ctx.addIssue({ code: "custom", path: [missing[0] as string], message: missing[2] as string });
      }),
  );
}

/**
 * Which list a message to this group belongs to for unsubscribing (CASL): the newsletter's subscribers get
 * the newsletter's; anyone else "member-news", unless it is about their own registration, membership or
 * team, which no one can unsubscribe from (null).
 */
export function consentListOf(audience: AnnouncementAudience, ownBusiness: boolean) {
  if (audience === "newsletter") return "newsletter" as const;
  return ownBusiness ? null : ("member-news" as const);
}

/** The pace's window: no more than `perMinute` announcement e-mails queued in any minute. */
export const PACE_WINDOW_MS = 60_000;
/**
 * At most half a minute's allowance per run, so the relay sees a stream, not one burst a minute; runs come
 * every quarter minute, so a run that the job runner starts late still lets the minute's allowance through.
 */
const SLICES_PER_MINUTE = 2;
const RUNS_PER_MINUTE = 4;

/**
 * How many recipients a run may queue now: the announcement's own allowance (`perMinute` less what it
 * queued in the last minute) and the site's (`sitePerMinute` less what every announcement queued in it),
 * at most half the minute's allowance, never below zero.
 */
export function sendAllowance({
  perMinute,
  sitePerMinute,
  queuedByThisInWindow,
  queuedByAllInWindow,
}: {
  perMinute: number;
  sitePerMinute: number;
  queuedByThisInWindow: number;
  queuedByAllInWindow: number;
}) {
  const pace = Math.min(perMinute, sitePerMinute);
  const slice = Math.ceil(pace / SLICES_PER_MINUTE);
  return Math.max(0, Math.min(slice, perMinute - queuedByThisInWindow, sitePerMinute - queuedByAllInWindow));
}

/** When the next run should come: a quarter of a minute later, at any pace. */
export function nextRunAt(now: Date) {
  return new Date(now.getTime() + PACE_WINDOW_MS / RUNS_PER_MINUTE);
}
