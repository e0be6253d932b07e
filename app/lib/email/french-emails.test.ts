// Every French e-mail text of every catalogue, rendered as an e-mail: whatever a template says, and whatever
// an event's title or a person's name brings into it, a French e-mail has a non-breaking space before its
// colons and inside « », as the pages have (app/texts/catalogues.test.ts checks the templates themselves).
import { describe, expect, it } from "vitest";
import type { Localized } from "../i18n";
import { renderEmail } from "./render";

const catalogues = Object.values(
  import.meta.glob<Record<string, unknown>>("../../texts/pages/*.ts", { eager: true }),
).flatMap((module) =>
  Object.values(module).filter(
    (value): value is Localized<unknown> => typeof value === "object" && value !== null && "fr" in value,
  ),
);

/** The texts under a key that names an e-mail (`email`, `emails`, `offerEmail`...), with their paths. */
function emailTexts(node: unknown, path: string[] = [], inEmail = false): [string, string][] {
  if (typeof node === "string") return inEmail ? [[path.join("."), node]] : [];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    emailTexts(value, [...path, key], inEmail || /^(emails?|\w+Email)$/.test(key)),
  );
}

const templates = catalogues.flatMap((catalogue) => emailTexts(catalogue.fr));

/** Placeholders filled with what content brings: a title with a plain-spaced colon, a name, an address. */
const fill = (text: string) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) =>
    /url/i.test(key)
      ? "https://handball.example.org/fr/x?y=1"
      : key === "email"
        ? "ann@example.org"
        : "Coupe : été",
  );

/** A colon or a guillemet that a line break could separate from its word. */
const badSpacing = (text: string) =>
  /[ \u2009\u202f]:/.test(text) || /[^\s\u00a0]:(\s|$)/.test(text) || /«[^\u00a0]|[^\u00a0]»/.test(text);

describe("every French e-mail", () => {
  it("has e-mail texts to check", () => {
    expect(templates.length).toBeGreaterThan(50);
  });

  it.each(templates)("%s has French spacing as subject, heading, paragraph and button", (_, template) => {
    const text = fill(template);
    const email = renderEmail({
      locale: "fr",
      subject: text,
      siteName: "Association de handball de l'Ontario",
      baseUrl: "https://handball.example.org",
      heading: text,
      paragraphs: [text],
      action: { label: text, url: "https://handball.example.org/fr/y" },
      links: [{ label: text, url: "https://handball.example.org/fr/z" }],
      footer: text,
    });
    expect(badSpacing(email.subject), email.subject).toBe(false);
    expect(badSpacing(email.text), email.text).toBe(false);
    const htmlText = email.html.replace(/<[^>]*>/g, " ").replace(/&#39;/g, "'");
    expect(badSpacing(htmlText), htmlText).toBe(false);
  });
});
