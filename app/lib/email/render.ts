import { consentMessages } from "~/texts/pages/consent";
import type { Locale } from "../i18n";
import { localePath } from "../i18n/paths";
import { oneLine } from "../text";
import { frenchTypography } from "./typography";

export interface EmailContent {
  /** The language the e-mail is written in (`<html lang>`, for screen readers and translation tools). */
  locale: Locale;
  subject: string;
  siteName: string;
  baseUrl: string;
  heading: string;
  paragraphs: string[];
  /**
   * Text an administrator wrote, after the paragraphs: sanitised HTML and its plain text, as
   * lib/markdown.server gives them (markdownToHtml, markdownToText). The HTML is placed as it is.
   */
  markdown?: { html: string; text: string };
  /** The one thing the reader should do, shown as a button and as the bare address. */
  action?: { label: string; url: string };
  /** Other things the reader may do (cancel a registration), as links after the paragraphs. */
  links?: { label: string; url: string }[];
  /** Why the reader got this e-mail; the association's name when absent. */
  footer?: string;
  /**
   * What a message that cannot be unsubscribed from is about (CASL, docs/consent.md): a last line of the
   * footer says so, and that it is part of what the reader signed up for.
   */
  required?: RequiredReason;
}

/** What an e-mail that has no unsubscribe link is about. */
export type RequiredReason = keyof (typeof consentMessages)["en"]["required"];

/** The content as rendered: every text typeset, and the required line's text. */
type Ready = EmailContent & { why?: string };

const BRAND_RED = "#b91c1c";
const MUTED = "#52525b";

/**
 * The association's e-mail: its subject, its layout as HTML, and a plain-text alternative for clients that
 * want one. Every text of a French e-mail, the values filled into it included, gets French spacing here
 * (typography.ts), so no template or event title can send a colon that a line break leaves alone.
 */
export function renderEmail(content: EmailContent): { subject: string; html: string; text: string } {
  assertWebUrl(content.baseUrl);
  if (content.action) assertWebUrl(content.action.url);
  for (const link of content.links ?? []) assertWebUrl(link.url);
  const typeset = content.locale === "fr" ? frenchTypography : (text: string) => text;
  // A heading carries an event's title or a person's name; a line break in it would split the
  // plain-text heading into what reads as a paragraph of its own.
  const ready = {
    ...content,
    siteName: typeset(oneLine(content.siteName)),
    heading: typeset(oneLine(content.heading)),
    paragraphs: content.paragraphs.map(typeset),
    markdown: content.markdown && {
      // Only the text between tags: an attribute (a link's address) keeps its colons.
      html: content.markdown.html.replace(/>([^<]+)</g, (_, text: string) => `>${typeset(text)}<`),
      text: typeset(content.markdown.text),
    },
    action: content.action && { ...content.action, label: typeset(content.action.label) },
    links: content.links?.map((link) => ({ ...link, label: typeset(link.label) })),
    footer: content.footer === undefined ? undefined : typeset(content.footer),
    why: content.required && typeset(consentMessages[content.locale].required[content.required]),
    baseUrl: homeUrl(content.baseUrl, content.locale),
  };
  return { subject: typeset(content.subject), html: renderHtml(ready), text: renderText(ready) };
}

/** What stands between a link's label and its address in the plain text ("Confirm:", « Confirmer : »). */
const LABEL_END: Record<Locale, string> = { en: ":", fr: "\u00a0:" };

/** The site's home page in the e-mail's language: the bare base URL in English, `<base>/fr/` in French. */
function homeUrl(baseUrl: string, locale: Locale) {
  const home = localePath(locale, "/");
  return home === "/" ? baseUrl : `${baseUrl}${home}`;
}

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// A javascript: or data: link in an e-mail is never intended; refusing it here keeps it out of every e-mail.
function assertWebUrl(url: string) {
  if (!/^https?:\/\//i.test(url)) throw new Error(`E-mail links must be http(s) URLs, got ${url}`);
}

// Tables and inline styles: the layout mail clients render the same way.
function renderHtml({
  locale,
  siteName,
  baseUrl,
  heading,
  paragraphs,
  markdown,
  action,
  links,
  footer,
  why,
}: Ready) {
  const e = escapeHtml;
  const body = [
    ...paragraphs.map((text) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;">${e(text)}</p>`),
    ...(markdown ? [`<div style="font-size:16px;line-height:1.5;">${markdown.html}</div>`] : []),
    ...(links ?? []).map(
      ({ label, url }) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;"><a href="${e(url)}" style="color:${BRAND_RED};">${e(label)}</a></p>`,
    ),
  ].join("\n");
  const button = action
    ? `<tr><td style="padding:8px 24px 24px;">
<a href="${e(action.url)}" style="display:inline-block;background:${BRAND_RED};color:#ffffff;padding:12px 24px;border-radius:6px;font-size:16px;font-weight:bold;text-decoration:none;">${e(action.label)}</a>
<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${MUTED};word-break:break-all;"><a href="${e(action.url)}" style="color:${BRAND_RED};">${e(action.url)}</a></p>
</td></tr>`
    : "";
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#18181b;">
<tr><td style="background:${BRAND_RED};padding:20px 24px;border-radius:8px 8px 0 0;"><a href="${e(baseUrl)}" style="color:#ffffff;font-size:20px;font-weight:bold;text-decoration:none;">${e(siteName)}</a></td></tr>
<tr><td style="padding:32px 24px 8px;">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;">${e(heading)}</h1>
${body}
</td></tr>
${button}
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;font-size:13px;line-height:1.5;color:${MUTED};">${e(footer ?? siteName)}<br>${why ? `${e(why)}<br>` : ""}<a href="${e(baseUrl)}" style="color:${MUTED};">${e(baseUrl)}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText({
  locale,
  siteName,
  baseUrl,
  heading,
  paragraphs,
  markdown,
  action,
  links,
  footer,
  why,
}: Ready) {
  const blocks = [
    siteName,
    heading,
    ...paragraphs,
    ...(markdown ? [markdown.text] : []),
    ...(links ?? []).map(({ label, url }) => `${label}${LABEL_END[locale]}\n${url}`),
  ];
  // The address alone on its line, so every client makes it clickable and nothing sticks to it.
  if (action) blocks.push(`${action.label}${LABEL_END[locale]}\n${action.url}`);
  blocks.push(`-- \n${footer ?? siteName}\n${why ? `${why}\n` : ""}${baseUrl}`);
  return `${blocks.join("\n\n")}\n`;
}
