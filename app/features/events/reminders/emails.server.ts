import { attendanceDetails, eventLinks, letter, type Recipient } from "~/features/events/emails.server";
import type { RuleEvent } from "~/features/events/queries.server";
import type { Config } from "~/lib/config";
import { format } from "~/lib/i18n";
import { eventsMessages } from "~/texts/pages/events";

/** The reminder before the event: the confirmation's details again, with the personal link. */
export function reminderEmail(config: Config, event: RuleEvent, to: Recipient & { manage_token: string }) {
  const t = eventsMessages[to.locale].reminderEmail;
  const { texts, when } = eventLinks(config, event, to.locale);
  const details = attendanceDetails(config, event, { ...to, manageToken: to.manage_token });
  return letter(config, to, {
    kind: "event-reminder",
    subject: format(t.subject, { title: texts.title, when }),
    heading: t.heading,
    ...details,
    paragraphs: [format(t.body, { title: texts.title }), ...details.paragraphs],
  });
}
