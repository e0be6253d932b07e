import { href } from "react-router";
import { eventLinks, eventNotice, letter, type Recipient } from "~/features/events/emails.server";
import type { RuleEvent } from "~/features/events/queries.server";
import type { Config } from "~/lib/config";
import { format } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { eventsMessages } from "~/texts/pages/events";

// Each goes to the account holder; for a child's place in line (decision 048) it names the child,
// `attending`, where the holder's own says "you".

/** The place in line of someone who joined the waiting list. */
export function waitlistEmail(
  config: Config,
  event: RuleEvent,
  to: Recipient,
  position: number,
  attending?: string,
) {
  const t = eventsMessages[to.locale].waitlistEmail;
  return eventNotice(config, event, to, "waitlist-joined", t, ({ texts }) => [
    format(attending ? t.bodyFor : t.body, {
      title: texts.title,
      position: String(position),
      name: attending ?? "",
    }),
    format(t.next, { hours: String(event.offer_hours) }),
    t.leave,
  ]);
}

/** An offer of a freed spot, with the link that accepts or declines it and its time limit. */
export function offerEmail(
  config: Config,
  event: RuleEvent,
  to: Recipient & { token: string },
  expiresAt: string,
  attending?: string,
) {
  const t = eventsMessages[to.locale].offerEmail;
  const { texts, formatter, when } = eventLinks(config, event, to.locale);
  return letter(config, to, {
    kind: "waitlist-offer",
    subject: format(t.subject, { title: texts.title }),
    heading: attending ? format(t.headingFor, { name: attending }) : t.heading,
    paragraphs: [
      format(attending ? t.bodyFor : t.body, {
        title: texts.title,
        when,
        deadline: formatter.dateTime(expiresAt),
        name: attending ?? "",
      }),
      attending ? format(t.nextFor, { name: attending }) : t.next,
    ],
    action: {
      label: t.action,
      url: `${config.BASE_URL}${localePath(to.locale, href("/waitlist/:token", { token: to.token }))}`,
    },
  });
}

/** An offer that passed its time: the spot went to the next in line. */
export function offerExpiredEmail(config: Config, event: RuleEvent, to: Recipient, attending?: string) {
  const t = eventsMessages[to.locale].offerExpiredEmail;
  return eventNotice(config, event, to, "waitlist-expired", t, ({ texts }) => [
    format(attending ? t.bodyFor : t.body, { title: texts.title, name: attending ?? "" }),
  ]);
}
