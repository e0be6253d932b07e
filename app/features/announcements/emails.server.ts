import type { Selectable } from "kysely";
import type { AnnouncementsTable } from "~/db/schema";
import type { ConsentList } from "~/features/consent/index.server";
import { fillAssociationName } from "~/lib/association-name";
import { associationNames, type Config, siteNameIn } from "~/lib/config";
import { renderEmail } from "~/lib/email/render";
import type { EmailMessage } from "~/lib/email/rules";
import type { Locale } from "~/lib/i18n";
import { markdownToHtml, markdownToText } from "~/lib/markdown.server";
import { announcementsMessages } from "~/texts/pages/announcements";

type Announcement = Pick<Selectable<AnnouncementsTable>, "subject" | "subject_fr" | "body" | "body_fr">;

/** An announcement's subject and Markdown, made safe once per language (not once per recipient). */
export function preparedContent(announcement: Announcement, locale: Locale) {
  const source = locale === "fr" ? announcement.body_fr : announcement.body;
  return {
    subject: locale === "fr" ? announcement.subject_fr : announcement.subject,
    html: markdownToHtml(source),
    text: markdownToText(source),
  };
}

type Prepared = ReturnType<typeof preparedContent>;

/**
 * One recipient's e-mail, in their language: the message, then a footer with why they receive it and the
 * association's postal address (CASL), and for a list one can leave its unsubscribe link, which the
 * outbox also sends as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058).
 */
export function announcementEmail(
  config: Config,
  content: Prepared,
  recipient: { email: string; locale: Locale },
  consent: { list: ConsentList | null; unsubscribeUrl?: string; test?: boolean },
): EmailMessage {
  const { locale } = recipient;
  const t = announcementsMessages[locale].email;
  const siteName = siteNameIn(config, locale);
  const why =
    consent.list === "newsletter" ? t.footerNewsletter : consent.list ? t.footerMemberNews : t.footerOwn;
  const footer = `${fillAssociationName(why, associationNames(config), locale)} ${siteName}, ${config.CONTACT_ADDRESS}`;
  const body = renderEmail({
    locale,
    subject: content.subject,
    siteName,
    baseUrl: config.BASE_URL,
    heading: content.subject,
    paragraphs: consent.test ? [t.testNote] : [],
    markdown: { html: content.html, text: content.text },
    links: consent.unsubscribeUrl ? [{ label: t.unsubscribe, url: consent.unsubscribeUrl }] : [],
    footer,
  });
  return {
    to: recipient.email,
    kind: consent.test ? "announcement-test" : "announcement",
    ...(consent.unsubscribeUrl ? { unsubscribeUrl: consent.unsubscribeUrl } : {}),
    ...body,
  };
}
