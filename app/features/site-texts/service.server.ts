import { z } from "zod";
import type { Db } from "~/db/db.server";
import { type Config, publicSettings } from "~/lib/config";
import type { Locale } from "~/lib/i18n";
import { readFormWithImage } from "~/lib/uploads/form.server";
import { uploadStorage } from "~/lib/uploads/storage.server";
import { siteTextsMessages } from "~/texts/pages/site-texts";
import { defaultTexts, type Placeholders } from "./defaults";
import { readSiteTexts, readSiteTextsOf, saveSiteTexts } from "./queries.server";
import {
  type FormTexts,
  formValues,
  type HomeWords,
  itemsIn,
  linkIn,
  overrideOf,
  PHOTO,
  paragraphs,
  parseStored,
  readPageForm,
  SITE_TEXT_PAGES,
  SITE_TEXT_SPECS,
  type SiteTextPage,
  sentItems,
} from "./rules";

async function storedTexts(db: Db, page: SiteTextPage) {
  return parseStored((await readSiteTexts(db, page))?.content);
}

/**
 * The home page's own words in `locale`: each is null where the page shows its catalogue default. The
 * photo shows only when one was saved.
 */
export async function loadHomeWords(db: Db, locale: Locale): Promise<HomeWords> {
  const texts = await storedTexts(db, "home");
  const photo = overrideOf(texts, PHOTO, locale, false);
  return {
    heroTitle: overrideOf(texts, "heroTitle", locale),
    heroText: overrideOf(texts, "heroText", locale),
    photo: photo ? { src: photo, alt: overrideOf(texts, "photoAlt", locale) ?? "" } : null,
    testimonials:
      itemsIn(texts, SITE_TEXT_SPECS.home, locale)?.map((item) => ({
        quote: item.quote ?? "",
        name: item.name ?? "",
        role: item.role ?? "",
      })) ?? null,
  };
}

/** The About page's mission and vision in `locale`; null where the default shows. */
export async function loadAboutWords(db: Db, locale: Locale) {
  const texts = await storedTexts(db, "about");
  return { mission: overrideOf(texts, "mission", locale), vision: overrideOf(texts, "vision", locale) };
}

/**
 * The FAQ's questions in `locale`, answers in paragraphs, each with its link (null: none) already in the
 * page's language; null while the defaults show.
 */
export async function loadFaqWords(db: Db, locale: Locale) {
  const texts = await storedTexts(db, "faq");
  return {
    questions:
      itemsIn(texts, SITE_TEXT_SPECS.faq, locale)?.map((item) => ({
        question: item.question ?? "",
        answer: paragraphs(item.answer ?? ""),
        link: linkIn(item, locale),
      })) ?? null,
  };
}

/** The admin's list of pages: when each was last saved (null: never, the defaults show). */
export async function listSiteTextPages(db: Db) {
  const rows = await readSiteTextsOf(db, SITE_TEXT_PAGES);
  return SITE_TEXT_PAGES.map((page) => ({
    page,
    updatedAt: rows.find((row) => row.page === page)?.updated_at ?? null,
  }));
}

/** A page's form: the words it shows now (stored or default), which fields are the page's own, and the version read. */
export async function loadSiteTextsForm({ db, config }: { db: Db; config: Config }, page: SiteTextPage) {
  const row = await readSiteTexts(db, page);
  const defaults = defaultTexts(page, publicSettings(config));
  return {
    ...formValues(SITE_TEXT_SPECS[page], parseStored(row?.content), defaults),
    version: row?.version ?? 0,
  };
}

type SaveSiteTextsResult =
  | { ok: true }
  | {
      ok: false;
      /** "stale": another administrator saved first; nothing was saved and `version` is theirs. */
      reason: "invalid" | "stale";
      status: number;
      errors: Record<string, string>;
      values: Record<string, string>;
      items: Record<string, string>[];
      version: number;
    };

/** The form's fields read into what to store (rules' readPageForm), as a schema the upload reader runs. */
function pageFormSchema(page: SiteTextPage, settings: Placeholders, texts: FormTexts) {
  const defaults = defaultTexts(page, settings);
  return z.record(z.string(), z.string()).transform((form, context) => {
    const parsed = readPageForm(SITE_TEXT_SPECS[page], form, defaults, texts);
    if (parsed.ok) return parsed.texts;
    for (const [path, message] of Object.entries(parsed.errors))
      context.addIssue({ code: "custom", path: [path], message });
    return z.NEVER;
  });
}

/**
 * Reads a page's form (its photo uploaded without JavaScript too) and saves it over the version it was
 * read at. A save over an older version changes nothing and says so: the form comes back with the words
 * as sent and the current version, so saving again is a choice made knowing someone else saved
 * (decision 064).
 */
export async function submitSiteTexts(
  { db, config }: { db: Db; config: Config },
  page: SiteTextPage,
  request: Request,
  locale: Locale,
  now = new Date(),
): Promise<SaveSiteTextsResult> {
  const spec = SITE_TEXT_SPECS[page];
  const texts = siteTextsMessages[locale].validation;
  const schema = pageFormSchema(page, publicSettings(config), texts);
  const read = await readFormWithImage(request, { schema, storage: uploadStorage(config), locale });
  const sent = Number(read.values.version);
  const version = Number.isInteger(sent) && sent >= 0 ? sent : 0;
  const refused = (
    reason: "invalid" | "stale",
    status: number,
    errors: Record<string, string>,
    at: number,
  ) => ({
    ok: false as const,
    reason,
    status,
    errors,
    values: read.values,
    items: sentItems(spec, read.values),
    version: at,
  });
  if (!read.ok && read.values.version === undefined) {
    // The photo was refused before the other fields were read (too large): the form shows the saved words again.
    const saved = await loadSiteTextsForm({ db, config }, page);
    return { ok: false, reason: "invalid", status: read.status, errors: read.errors, ...saved };
  }
  if (!read.ok) return refused("invalid", read.status, read.errors, version);
  if (await saveSiteTexts(db, page, JSON.stringify(read.input), version, now)) return { ok: true };
  const current = (await readSiteTexts(db, page))?.version ?? 0;
  return refused("stale", 409, { form: texts.stale }, current);
}
