// Steps of the French site's specs (french-site.spec.ts, french-flows.spec.ts): the English catalogue
// texts a French page must not show, what a page shows a reader (visible text, accessible names, titles,
// meta), the internal links that would leave French, and the browser console's hydration complaints.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { withDb } from "./db";

type Catalogue = { en: unknown; fr: unknown };

const PAGES_DIR = fileURLToPath(new URL("../../app/texts/pages", import.meta.url));

/** Every catalogue of app/texts/pages (a new one is checked without being listed here). */
async function catalogues(): Promise<Catalogue[]> {
  const modules = await Promise.all(
    readdirSync(PAGES_DIR)
      .filter((file) => file.endsWith(".ts"))
      .map((file) => import(join(PAGES_DIR, file)) as Promise<Record<string, unknown>>),
  );
  return modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is Catalogue => typeof value === "object" && value !== null && "en" in value,
    ),
  );
}

/** Each text of a catalogue with its French counterpart at the same key. */
function pairs(english: unknown, french: unknown): [string, string][] {
  if (typeof english === "string") return [[english, typeof french === "string" ? french : ""]];
  if (typeof english !== "object" || english === null) return [];
  const other = (french ?? {}) as Record<string, unknown>;
  return Object.entries(english).flatMap(([key, value]) => pairs(value, other[key]));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A text's own words, without the placeholders and the spaces and punctuation at its ends. */
const words = (text: string) =>
  text.replace(/^[\s\p{P}]*(\{\w+\}[\s\p{P}]*)*|([\s\p{P}]*\{\w+\})*[\s\p{P}]*$/gu, "");

/**
 * A catalogue text as it shows on a page: its placeholders stand for whatever the page filled in, and it
 * is a whole phrase, not part of a longer word.
 */
const shown = (text: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${text
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join("[\\s\\S]{1,200}?")}(?![\\p{L}\\p{N}])`,
    "u",
  );

/**
 * The English texts a French page must not show: every English catalogue text but those the French text
 * of the same key keeps (names, brands, "Total": the catalogue test's allow-list justifies them), those a
 * French text contains too ("Message" in "Message envoyé"), and those with under 4 characters of words.
 */
export async function englishCatalogueTexts() {
  const all = (await catalogues()).flatMap(({ en, fr }) => pairs(en, fr));
  const frenchTexts = all.map(([, french]) => french);
  const english = new Set(
    all
      .filter(([en, fr]) => en !== fr)
      .map(([en]) => words(en))
      .filter((text) => text.replace(/\{\w+\}/g, "").length >= 4),
  );
  return [...english]
    .map((text) => ({ text, pattern: shown(text) }))
    .filter(({ pattern }) => !frenchTexts.some((french) => pattern.test(french)));
}

export type EnglishTexts = Awaited<ReturnType<typeof englishCatalogueTexts>>;

/**
 * What the page says to a reader, one entry each: its visible text, the title, aria-label, alt and
 * placeholder of every element, the document's <title>, meta description and Open Graph title and text.
 */
export function readableTexts(page: Page) {
  return page.evaluate(() => {
    const texts = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll("[title], [aria-label], [alt], [placeholder]")) {
      for (const name of ["title", "aria-label", "alt", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    for (const selector of [
      'meta[name="description"]',
      'meta[property="og:title"]',
      'meta[property="og:description"]',
    ]) {
      texts.push(document.querySelector(selector)?.getAttribute("content") ?? `(no ${selector})`);
    }
    return texts;
  });
}

/**
 * The words people and administrators stored: names, addresses, events, products, messages, e-mail subjects,
 * the membership set-up, the competitions' teams and venues.
 */
const STORED = {
  user: ["name", "email"],
  events: ["title", "location", "description"],
  products: ["name", "description"],
  registrations: ["name", "email"],
  orders: ["first_name", "last_name", "email", "address", "city", "state", "country"],
  order_items: ["name"],
  contact_messages: ["first_name", "last_name", "email", "subject", "message"],
  newsletter_subscribers: ["email"],
  announcements: ["subject", "subject_fr", "body", "body_fr"],
  outbox: ["to_address", "subject"],
  seasons: ["name"],
  membership_types: ["name", "name_fr"],
  clubs: ["name"],
  documents: ["body", "body_fr"],
  members: [
    "member_number",
    "first_name",
    "last_name",
    "address",
    "city",
    "emergency_name",
    "guardian_name",
    "guardian_email",
  ],
  consents: ["accepted_by_name", "accepted_by_email"],
  teams: ["name", "guest_from"],
  venues: ["name", "address"],
  competitions: ["name", "name_fr", "category", "category_fr"],
  competition_stages: ["name", "name_fr"],
  sponsors: ["name"],
  board_members: ["name", "title", "title_fr", "bio", "bio_fr"],
  news_posts: ["title", "title_fr", "summary", "summary_fr", "body", "body_fr"],
  // The match centre: a blue card's report (the discipline page) and the administrators' note on it.
  sheet_lines: ["report"],
  suspensions: ["note"],
};

/** What the database holds in words (the longest first, so a name is left out before its parts). */
export function storedWords() {
  const values = withDb((db) =>
    Object.entries(STORED).flatMap(([table, columns]) =>
      (
        db
          .prepare(`SELECT ${columns.join(", ")} FROM "${table}"`)
          .raw()
          .all() as unknown[][]
      ).flat(),
    ),
  );
  return [
    ...new Set(values.filter((value): value is string => typeof value === "string" && /\p{L}/u.test(value))),
  ].sort((a, b) => b.length - a.length);
}

/** The English catalogue texts found in what the page says, with where: "Register Now in: …". */
export async function englishOn(page: Page, english: EnglishTexts, data: string[] = []) {
  // People's names, events' and products' own words are data, not catalogue texts: left out.
  const texts = (await readableTexts(page)).map((text) =>
    data.reduce((rest, value) => rest.split(value).join(" "), text),
  );
  return english.flatMap(({ text, pattern }) => {
    const where = texts.find((candidate) => pattern.test(candidate));
    return where ? [`"${text}" in: ${where.slice(0, 120).replace(/\s+/g, " ")}`] : [];
  });
}

/** Addresses a French page may link to outside /fr/: files, images and the API have no language. */
const LANGUAGE_FREE = /^\/(uploads|assets|images|api)\//;

/** The page's internal links and form actions that leave the French site (the language switcher aside). */
export function linksOutOfFrench(page: Page) {
  return page.evaluate((languageFree) => {
    const targets = [
      ...[...document.querySelectorAll('a[href^="/"]:not([hreflang="en"])')].map(
        (a) => `link ${a.getAttribute("href")}`,
      ),
      ...[...document.querySelectorAll('form[action^="/"]')].map(
        (form) => `form ${form.getAttribute("action")}`,
      ),
    ];
    return targets.filter((target) => {
      const path = target.slice(target.indexOf(" ") + 1);
      return !(
        path === "/fr" ||
        path.startsWith("/fr/") ||
        path.startsWith("/fr?") ||
        new RegExp(languageFree).test(path)
      );
    });
  }, LANGUAGE_FREE.source);
}

/** Console errors, uncaught errors and any message about hydration, from now on. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    // A page that is a 404 on purpose (an unknown address, a dead link) reports its own status.
    if (/^Failed to load resource: .* 404/.test(message.text()) && message.location().url === page.url())
      return;
    if (message.type() === "error" || /hydrat/i.test(message.text())) {
      problems.push(`console ${message.type()} on ${page.url()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  return problems;
}
