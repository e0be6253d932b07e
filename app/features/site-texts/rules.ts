import { z } from "zod";
import { format, type Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { multiLine, singleLine } from "~/lib/text";
import { imageReference } from "~/lib/uploads/rules";

/**
 * The words a board changes each year (docs/site-texts.md, decision 064): the home page's headline, text,
 * photo and testimonials, the About page's mission and vision, and the FAQ. Each page's words are one
 * stored record of overrides: a field it does not hold shows the catalogue's default, so a page never
 * shows an empty section. Pure: no database, no clock.
 */

export const SITE_TEXT_PAGES = ["home", "about", "faq"] as const;
export type SiteTextPage = (typeof SITE_TEXT_PAGES)[number];

export const isSiteTextPage = (value: string | undefined): value is SiteTextPage =>
  SITE_TEXT_PAGES.includes(value as SiteTextPage);

/** One text of a page or of a list's entry; `bilingual` fields have a French twin named `<key>Fr`. */
export type TextField = {
  key: string;
  multiline: boolean;
  max: number;
  bilingual: boolean;
  /** In a list's entry: the entry cannot be saved without it (in both languages when bilingual). */
  required?: boolean;
};

export type PageSpec = {
  fields: TextField[];
  /** A photo (an uploaded image's address) and its description for people who cannot see it. */
  photo: boolean;
  /**
   * `link`: each entry may carry one link, its fields `linkTo` and `linkLabel` (bilingual), given all
   * three or none (linkProblems).
   */
  list: { fields: TextField[]; max: number; link?: boolean } | null;
};

/** The longest address an entry's link may have. */
export const LINK_ADDRESS_MAX = 500;

export const SITE_TEXT_SPECS: Record<SiteTextPage, PageSpec> = {
  home: {
    fields: [
      { key: "heroTitle", multiline: false, max: 120, bilingual: true },
      { key: "heroText", multiline: true, max: 600, bilingual: true },
      { key: "photoAlt", multiline: false, max: 200, bilingual: true },
    ],
    photo: true,
    list: {
      fields: [
        { key: "quote", multiline: true, max: 600, bilingual: true, required: true },
        { key: "name", multiline: false, max: 100, bilingual: false, required: true },
        { key: "role", multiline: false, max: 100, bilingual: true },
      ],
      max: 9,
    },
  },
  about: {
    fields: [
      { key: "mission", multiline: true, max: 1500, bilingual: true },
      { key: "vision", multiline: true, max: 1500, bilingual: true },
    ],
    photo: false,
    list: null,
  },
  faq: {
    fields: [],
    photo: false,
    list: {
      fields: [
        { key: "question", multiline: false, max: 300, bilingual: true, required: true },
        { key: "answer", multiline: true, max: 4000, bilingual: true, required: true },
        { key: "linkTo", multiline: false, max: LINK_ADDRESS_MAX, bilingual: false },
        { key: "linkLabel", multiline: false, max: 120, bilingual: true },
      ],
      max: 30,
      link: true,
    },
  },
};

/** What a page's form and its stored record name: a field and its French twin. */
export const fieldNames = (fields: readonly TextField[]) =>
  fields.flatMap((field) => (field.bilingual ? [field.key, `${field.key}Fr`] : [field.key]));

/** The photo's field: the image picker's name. */
export const PHOTO = "image";

/** A page's stored words: the fields that differ from the defaults, and its list when it differs. */
export type SiteTexts = { fields: Record<string, string>; items: Record<string, string>[] | null };

export const NO_OVERRIDES: SiteTexts = { fields: {}, items: null };

const storedSchema = z.object({
  fields: z.record(z.string(), z.string()),
  items: z.array(z.record(z.string(), z.string())).nullable(),
});

/** A stored record read back; anything unreadable counts as no override, so the page shows its defaults. */
export function parseStored(json: string | null | undefined): SiteTexts {
  if (!json) return NO_OVERRIDES;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : NO_OVERRIDES;
  } catch {
    return NO_OVERRIDES;
  }
}

/** The override of a field in a language, or null for the default (absent or blank). */
export function overrideOf(texts: SiteTexts, key: string, locale: Locale, bilingual = true) {
  const value = texts.fields[bilingual && locale === "fr" ? `${key}Fr` : key]?.trim();
  return value ? value : null;
}

/** The stored list in a language, each entry's fields by their key; null when the defaults show. */
export function itemsIn(texts: SiteTexts, spec: PageSpec, locale: Locale) {
  if (!spec.list || !texts.items || texts.items.length === 0) return null;
  const fields = spec.list.fields;
  return texts.items.map((item) =>
    Object.fromEntries(
      fields.map((field) => [
        field.key,
        item[field.bilingual && locale === "fr" ? `${field.key}Fr` : field.key] ?? "",
      ]),
    ),
  );
}

/** What the home page shows of its own words; null where the catalogue's default shows. */
export type HomeWords = {
  heroTitle: string | null;
  heroText: string | null;
  photo: { src: string; alt: string } | null;
  testimonials: { quote: string; name: string; role: string }[] | null;
};

/**
 * A link's address: a page of this site (one leading "/", as `/membership` or `/events?page=2`), or an
 * https:// address with a host name. Nothing else: no javascript:, data: or http:, no `//host` or `/\host`
 * (which browsers read as another site), no backslash, space, quote, angle bracket or control character.
 */
export function isLinkAddress(value: string) {
  if (value === "" || value.length > LINK_ADDRESS_MAX || /[\s"'<>\\\p{Cc}]/u.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  if (!value.toLowerCase().startsWith("https://")) return false;
  try {
    const url = new URL(value);
    return url.hostname.includes(".") && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/**
 * An entry's link as its page shows it (the entry in the page's language, as itemsIn gives it): a page of
 * this site under the language's prefix (`/fr/membership`), an https:// address as it is; null without a
 * link, or with an address the rule no longer accepts.
 */
export function linkIn(entry: Record<string, string>, locale: Locale) {
  const address = entry.linkTo ?? "";
  const label = entry.linkLabel ?? "";
  if (label === "" || !isLinkAddress(address)) return null;
  return { to: address.startsWith("/") ? localePath(locale, address) : address, label };
}

/** A stored answer or text in paragraphs: a blank line starts the next one. */
export const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");

// ---- The admin's form

export type FormTexts = {
  tooLong: string;
  controlCharacters: string;
  entryIncomplete: string;
  keepOne: string;
  tooMany: string;
  imageUrl: string;
  linkAddress: string;
  linkIncomplete: string;
};

/** What a form's buttons ask beside saving: move or remove an entry of the list. */
export type ListIntent = { kind: "save" } | { kind: "up" | "down" | "remove"; index: number };

export function parseIntent(value: string | undefined): ListIntent {
  const match = /^(up|down|remove):(\d{1,3})$/.exec(value ?? "");
  if (!match) return { kind: "save" };
  return { kind: match[1] as "up" | "down" | "remove", index: Number(match[2]) };
}

/** The list after an entry is moved or removed; a move past either end leaves it as it is. */
export function applyIntent<T>(items: readonly T[], intent: ListIntent): T[] {
  const list = [...items];
  if (intent.kind === "save" || intent.index >= list.length) return list;
  if (intent.kind === "remove") return list.filter((_, index) => index !== intent.index);
  const other = intent.kind === "up" ? intent.index - 1 : intent.index + 1;
  if (other < 0 || other >= list.length) return list;
  [list[intent.index], list[other]] = [list[other] as T, list[intent.index] as T];
  return list;
}

/** lib/text's checks: no control character, but line breaks and tabs in a text of several lines. */
const linesCheck = (multiline: boolean, message: string) =>
  z.string().check(multiline ? multiLine(message) : singleLine(message));

const clean = (value: string | undefined) => (value ?? "").replace(/\r\n?/g, "\n").trim();

/** A field's problem, or null: too long, or a control character where the field allows none. */
function problemOf(field: TextField, value: string, t: FormTexts) {
  if (value.length > field.max) return format(t.tooLong, { max: field.max });
  if (!linesCheck(field.multiline, t.controlCharacters).safeParse(value).success) return t.controlCharacters;
  return null;
}

/**
 * An entry's link, read from its `linkTo`, `linkLabel` and `linkLabelFr`: none (all three empty), or an
 * address isLinkAddress accepts with its text in both languages. The problem of each field, by its name.
 */
export function linkProblems(entry: Record<string, string>, t: FormTexts): Record<string, string> {
  const names = ["linkTo", "linkLabel", "linkLabelFr"] as const;
  if (names.every((name) => (entry[name] ?? "") === "")) return {};
  const problems: Record<string, string> = {};
  for (const name of names) if ((entry[name] ?? "") === "") problems[name] = t.linkIncomplete;
  const address = entry.linkTo ?? "";
  if (address !== "" && !isLinkAddress(address)) problems.linkTo = t.linkAddress;
  return problems;
}

/** How many entries the form says it shows (its hidden `count`), within the list's bounds. */
const countOf = (value: string | undefined, max: number) => {
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 ? Math.min(count, max) : 0;
};

export type ParsedForm = { ok: true; texts: SiteTexts } | { ok: false; errors: Record<string, string> };

/**
 * A page's form read into what to store. `defaults` are the page's default words as the form shows them
 * (placeholders filled): a field left blank, ticked "Back to the default" (`reset`), or equal to its
 * default is not stored, and neither is a list equal to the default one. A list's entries are
 * `items.<n>.<field>` for n below `count`, then one blank entry to add; an entry left wholly blank is
 * dropped, one half written is refused. `intent` moves or removes an entry; the last one cannot go.
 */
export function readPageForm(
  spec: PageSpec,
  form: Record<string, string>,
  defaults: SiteTexts & { items: Record<string, string>[] },
  t: FormTexts,
): ParsedForm {
  const errors: Record<string, string> = {};
  const resets = new Set(
    Object.keys(form)
      .filter((name) => name.startsWith("reset.") && form[name] === "1")
      .map((name) => name.slice("reset.".length)),
  );
  const fields: Record<string, string> = {};
  for (const field of spec.fields) {
    for (const name of fieldNames([field])) {
      const value = clean(form[name]);
      const problem = problemOf(field, value, t);
      if (problem) errors[name] = problem;
      else if (value !== "" && !resets.has(name) && value !== defaults.fields[name]) fields[name] = value;
    }
  }
  if (spec.photo) {
    const photo = clean(form[PHOTO]);
    if (photo !== "" && !resets.has(PHOTO)) {
      const checked = imageReference({
        imageRequired: t.imageUrl,
        imageUrl: t.imageUrl,
        controlCharacters: t.controlCharacters,
      }).safeParse(photo);
      if (checked.success) fields[PHOTO] = checked.data;
      else errors[PHOTO] = t.imageUrl;
    }
  }

  let items: Record<string, string>[] | null = null;
  const list = spec.list;
  if (list) {
    const count = countOf(form.count, list.max);
    const names = fieldNames(list.fields);
    const entries: Record<string, string>[] = [];
    for (let index = 0; index <= count; index += 1) {
      const entry = Object.fromEntries(names.map((name) => [name, clean(form[`items.${index}.${name}`])]));
      if (names.every((name) => entry[name] === "")) continue;
      for (const field of list.fields)
        for (const name of fieldNames([field])) {
          const value = entry[name] ?? "";
          const problem =
            problemOf(field, value, t) ?? (field.required && value === "" ? t.entryIncomplete : null);
          if (problem) errors[`items.${index}.${name}`] = problem;
        }
      if (list.link)
        for (const [name, problem] of Object.entries(linkProblems(entry, t)))
          errors[`items.${index}.${name}`] ??= problem;
      entries.push(entry);
    }
    const intent = parseIntent(form.intent);
    const ordered = applyIntent(entries, intent);
    if (ordered.length === 0) errors.list = t.keepOne;
    else if (ordered.length > list.max) errors.list = format(t.tooMany, { max: list.max });
    const same =
      ordered.length === defaults.items.length &&
      ordered.every((entry, index) =>
        names.every((name) => entry[name] === (defaults.items[index]?.[name] ?? "")),
      );
    items = resets.has("list") || same ? null : ordered;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, texts: { fields, items } };
}

/**
 * What the form shows: each field's stored words, or its default; the stored list, or the default one.
 * `overridden` names the fields (and "list") that hold words of their own, which offer "Back to the default".
 */
export function formValues(
  spec: PageSpec,
  stored: SiteTexts,
  defaults: SiteTexts & { items: Record<string, string>[] },
) {
  const values: Record<string, string> = {};
  const overridden: string[] = [];
  for (const name of [...fieldNames(spec.fields), ...(spec.photo ? [PHOTO] : [])]) {
    const own = stored.fields[name];
    values[name] = own ?? defaults.fields[name] ?? "";
    if (own !== undefined) overridden.push(name);
  }
  const items = spec.list && stored.items && stored.items.length > 0 ? stored.items : defaults.items;
  if (spec.list && items !== defaults.items) overridden.push("list");
  return { values, items: spec.list ? items : [], overridden };
}

/** A refused form's list as it was sent (blank entries kept, so each message stays beside its entry). */
export function sentItems(spec: PageSpec, form: Record<string, string>) {
  const list = spec.list;
  if (!list) return [];
  const names = fieldNames(list.fields);
  const count = countOf(form.count, list.max);
  const entry = (index: number) =>
    Object.fromEntries(names.map((name) => [name, form[`items.${index}.${name}`] ?? ""]));
  const entries = Array.from({ length: count }, (_, index) => entry(index));
  const added = entry(count);
  return names.some((name) => (added[name] ?? "").trim() !== "") ? [...entries, added] : entries;
}
