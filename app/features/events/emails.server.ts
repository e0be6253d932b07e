import { href } from "react-router";
import { buildCalendar } from "~/features/events/calendar/ical";
import { cancellationEndsAt } from "~/features/events/cancellation/rules";
import { type Config, siteNameIn } from "~/lib/config";
import { renderEmail } from "~/lib/email/render";
import { formatterFor } from "~/lib/formatter";
import { format, type Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { eventsMessages } from "~/texts/pages/events";
import type { RuleEvent } from "./queries.server";
import { eventTextsIn, googleCalendarUrl } from "./rules";

// The pieces the e-mails of registration, the waiting list, cancellation and reminders share; each is
// written in its recipient's language.

export type Recipient = { name: string; email: string; locale: Locale };

export function eventLinks(config: Config, event: RuleEvent, locale: Locale) {
  const texts = eventTextsIn(event, locale);
  const url = `${config.BASE_URL}${localePath(locale, href("/events/:id", { id: String(event.id) }))}`;
  const formatter = formatterFor(locale, config.TIME_ZONE);
  return { texts, url, formatter, when: formatter.range(event.starts_at, event.ends_at) };
}

function personalLink(config: Config, locale: Locale, token: string) {
  return `${config.BASE_URL}${localePath(locale, href("/registrations/:token", { token }))}`;
}

export function letter(
  config: Config,
  to: Recipient,
  {
    subject,
    heading,
    paragraphs,
    kind,
    action,
    links,
    attachments,
  }: {
    subject: string;
    heading: string;
    paragraphs: string[];
    kind: string;
    action?: { label: string; url: string };
    links?: { label: string; url: string }[];
    attachments?: { filename: string; contentType: string; content: string }[];
  },
) {
  const t = eventsMessages[to.locale].email;
  const body = renderEmail({
    locale: to.locale,
    subject,
    siteName: siteNameIn(config, to.locale),
    baseUrl: config.BASE_URL,
    heading,
    paragraphs: [format(t.greeting, { name: to.name }), ...paragraphs],
    action,
    links,
    required: "registration",
  });
  return { to: to.email.trim(), kind, ...body, ...(attachments ? { attachments } : {}) };
}

/** The event as a calendar file, in the recipient's language. */
function icsAttachment(config: Config, event: RuleEvent, locale: Locale) {
  const content = buildCalendar({
    events: [event],
    locale,
    siteName: siteNameIn(config, locale),
    baseUrl: config.BASE_URL,
    timeZone: config.TIME_ZONE,
  });
  return [{ filename: "event.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content }];
}

/** The lines that say where and when, how to add it to a calendar, and how to cancel (with the personal link). */
export function attendanceDetails(config: Config, event: RuleEvent, to: Recipient & { manageToken: string }) {
  const t = eventsMessages[to.locale].email;
  const { texts, url, formatter, when } = eventLinks(config, event, to.locale);
  return {
    paragraphs: [
      format(t.when, { when }),
      format(t.where, { where: texts.location }),
      format(t.calendar, { google: googleCalendarUrl(texts, url, config.TIME_ZONE) }),
      format(t.manage, { deadline: formatter.dateTime(cancellationEndsAt(event)) }),
    ],
    links: [{ label: t.manageAction, url: personalLink(config, to.locale, to.manageToken) }],
    action: { label: t.action, url },
    attachments: icsAttachment(config, event, to.locale),
  };
}

/**
 * A notice about an event: its subject and heading from `t` (the subject names the event), the
 * paragraphs written from the event's texts in the recipient's language, and a button to the event.
 */
export function eventNotice(
  config: Config,
  event: RuleEvent,
  to: Recipient,
  kind: string,
  t: { subject: string; heading: string },
  paragraphs: (links: ReturnType<typeof eventLinks>) => string[],
) {
  const links = eventLinks(config, event, to.locale);
  return letter(config, to, {
    kind,
    subject: format(t.subject, { title: links.texts.title }),
    heading: t.heading,
    paragraphs: paragraphs(links),
    action: { label: eventsMessages[to.locale].email.action, url: links.url },
  });
}
