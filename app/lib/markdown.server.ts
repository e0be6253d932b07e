import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Text an administrator writes for people to read (announcements, news): Markdown through a maintained parser
 * (marked), then an allowlist sanitiser (sanitize-html), so whatever is typed, raw HTML included, only
 * paragraphs, emphasis, lists and web or mail links reach a page or an e-mail: no script, style, image
 * (no tracking pixel), iframe, form or attribute other than a link's address.
 */
const parser = new Marked({ gfm: true, breaks: false, async: false });

const WEB_OR_MAIL = /^(https?:\/\/|mailto:)/i;

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "ul", "ol", "li", "a", "blockquote"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  // A heading written in the text stays a paragraph: the page's and the e-mail's headings are the title's.
  transformTags: {
    h1: "p",
    h2: "p",
    h3: "p",
    h4: "p",
    h5: "p",
    h6: "p",
    b: "strong",
    i: "em",
    // A link to anything but a web or mail address keeps its words and loses its address: an anchor without
    // href is no link (turning it into another tag would leave sanitize-html closing the wrong element).
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? "";
      return { tagName, attribs: WEB_OR_MAIL.test(href) ? { href, rel: "nofollow noopener" } : {} };
    },
  },
};
// `rel` is set by the transform above, after the attribute allowlist has run.
ALLOWED.allowedAttributes = { a: ["href", "rel"] };

/** The sanitised HTML of `source`, ready to be placed in a page or an e-mail. */
export function markdownToHtml(source: string): string {
  return sanitizeHtml(parser.parse(source) as string, ALLOWED).trim();
}

const ENTITIES: Record<string, string | undefined> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: "\u00a0",
};

/** The plain-text version of `source` for an e-mail's text part: paragraphs, "- " items, "label (address)". */
export function markdownToText(source: string): string {
  const tagless = markdownToHtml(source)
    .replace(/(<\/?(?:ul|ol|li|p|blockquote)>)\n/g, "$1")
    .replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_, href: string, label: string) => {
      const address = decode(href);
      const text = label.replace(/<[^>]+>/g, "");
      return decode(text) === address || `mailto:${decode(text)}` === address ? text : `${text} (${href})`;
    })
    .replace(/<li>/g, "- ")
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<\/(p|blockquote|ul|ol)>/g, "\n\n")
    .replace(/<\/li>/g, "\n")
    .replace(/<[^>]+>/g, "");
  return decode(tagless)
    .replace(/\n{3,}/g, "\n\n")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .trim();
}

function decode(value: string) {
  return value.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "");
}
