import type { OfficialRole } from "~/db/schema";
import { type Config, siteNameIn } from "~/lib/config";
import { renderEmail } from "~/lib/email/render";
import { format, type Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { matchOfficialsMessages } from "~/texts/pages/match-officials";
import { when } from "../fixtures/emails.server";

type Recipient = { name: string; email: string; locale: Locale };

/** What an assignment's e-mail tells an official: the match, their role, when and where. */
export interface AssignmentNotice {
  kind: "assigned" | "removed";
  role: OfficialRole;
  competition: { name: string; nameFr: string };
  home: string;
  away: string;
  day: string | null;
  time: string | null;
  venue: string | null;
}

/** The e-mail of an assignment to a match, or of its removal, to the official, in their language. */
export function assignmentEmail(config: Config, to: Recipient, notice: AssignmentNotice) {
  const t = matchOfficialsMessages[to.locale];
  const words = t.email[notice.kind];
  const names = {
    home: notice.home || t.tbd,
    away: notice.away || t.tbd,
    role: t.rolesInText[notice.role],
    competition: to.locale === "fr" ? notice.competition.nameFr : notice.competition.name,
  };
  const place = { day: notice.day, time: notice.time, venue: notice.venue };
  const body = renderEmail({
    locale: to.locale,
    subject: format(words.subject, names),
    siteName: siteNameIn(config, to.locale),
    baseUrl: config.BASE_URL,
    heading: format(words.heading, names),
    paragraphs: [
      format(t.email.greeting, { name: to.name }),
      format(words.body, { ...names, when: when(config, to.locale, place) }),
    ],
    action: {
      label: t.email.action,
      url: `${config.BASE_URL}${localePath(to.locale, "/account")}#officiating`,
    },
    footer: t.email.footer,
    required: "officiating",
  });
  return { to: to.email.trim(), kind: `official-${notice.kind}`, ...body };
}
