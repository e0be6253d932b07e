import type { Db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors.server";
import type { DocumentKind } from "~/db/schema";
import { formatDay } from "~/lib/dates";
import { parseWith } from "~/lib/form";
import { format, type Locale } from "~/lib/i18n";
import { serialised } from "~/lib/rate-limit.server";
import { membershipsAdminMessages } from "~/texts/pages/memberships-admin";
import { listSeasons } from "../queries.server";
import { DOCUMENT_KINDS } from "../rules";
import {
  findClubNamed,
  getClub,
  getSeason,
  getType,
  insertClub,
  insertDocumentVersion,
  insertSeason,
  insertType,
  listDocumentVersions,
  updateClub,
  updateSeason,
  updateType,
} from "./queries.server";
import {
  type ClubInput,
  clubFormSchema,
  type DocumentInput,
  documentFormSchema,
  feeField,
  nextVersion,
  type SeasonInput,
  seasonFormSchema,
  seasonsOverlap,
  type TypeInput,
  typeFormSchema,
} from "./rules";

/**
 * The association's membership set-up (docs/memberships.md): seasons, types, clubs and documents. Each
 * save that depends on the other rows (overlapping seasons, a club's name, a document's next version)
 * reads and writes in one transaction that no other such save runs beside.
 */

type Season = NonNullable<Awaited<ReturnType<typeof getSeason>>>;

/** Creates a season (`id` null) or changes one; refused when its days overlap another season's. */
export function saveSeason(
  db: Db,
  id: number | null,
  input: SeasonInput,
  now: Date,
): Promise<{ ok: true; id: number } | { ok: false; overlap: Season }> {
  return serialised(db, ["membership-seasons"], async (trx) => {
    const days = { starts_on: input.startsOn, ends_on: input.endsOn };
    const overlap = (await listSeasons(trx)).find(
      (season) => season.id !== id && seasonsOverlap(season, days),
    );
    if (overlap) return { ok: false, overlap };
    if (id === null) return { ok: true, id: await insertSeason(trx, input, now) };
    await updateSeason(trx, id, input);
    return { ok: true, id };
  });
}

/** Creates a type (`id` null) or changes one; its fee applies to memberships made from now on. */
export async function saveType(db: Db, id: number | null, input: TypeInput) {
  if (id === null) return insertType(db, input);
  await updateType(db, id, input);
  return id;
}

/** Creates a club (`id` null) or renames, hides or shows one; refused when another has the same name. */
export function saveClub(
  db: Db,
  id: number | null,
  input: ClubInput,
): Promise<{ ok: true; id: number } | { ok: false; duplicate: string }> {
  return serialised(db, ["membership-clubs"], async (trx) => {
    const same = await findClubNamed(trx, input.name, id);
    if (same) return { ok: false, duplicate: same.name };
    if (id === null) return { ok: true, id: await insertClub(trx, input) };
    await updateClub(trx, id, input);
    return { ok: true, id };
  });
}

/**
 * Saves an edit of a document as its next version; earlier versions stay as they are (decision 029).
 * Refused as stale when the newest version is no longer the one the administrator edited.
 */
export async function saveDocument(
  db: Db,
  kind: DocumentKind,
  input: DocumentInput,
  createdBy: string,
  now: Date,
): Promise<{ ok: true; version: number } | { ok: false; stale: true }> {
  try {
    return await serialised(db, [`membership-document:${kind}`], async (trx) => {
      const versions = (await listDocumentVersions(trx, kind)).map((document) => document.version);
      if ((versions[0] ?? 0) !== input.baseVersion) return { ok: false as const, stale: true as const };
      const version = nextVersion(versions);
      await insertDocumentVersion(
        trx,
        { kind, version, body: input.body, bodyFr: input.bodyFr, createdBy },
        now,
      );
      return { ok: true as const, version };
    });
  } catch (error) {
    // Another process inserted this number first (the unique (kind, version) decided).
    if (isUniqueViolation(error)) return { ok: false, stale: true };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// The set-up pages (routes/admin.memberships*.tsx): a row for its form, and a posted form parsed with its
// schema and saved. The routes answer a missing row with the 404 page, refused values with their errors
// (400) and a save with a redirect and a toast.

/** A row's id from the address; anything but a plain positive number is no row. */
function idFrom(param: string | undefined) {
  return /^\d{1,9}$/.test(param ?? "") ? Number(param) : 0;
}

const box = (flag: number | boolean) => (flag ? "1" : "");

/** A season and its form's values; null when the address names none. */
export async function loadSeason(db: Db, param: string | undefined) {
  const id = idFrom(param);
  const season = id < 1 ? undefined : await getSeason(db, id);
  if (!season) return null;
  return {
    season,
    values: {
      name: season.name,
      startsOn: season.starts_on,
      endsOn: season.ends_on,
      concussionRequired: box(season.concussion_required),
      concussionUrl: season.concussion_url ?? "",
    },
  };
}

/** A type and its form's values; null when the address names none. */
export async function loadType(db: Db, param: string | undefined) {
  const id = idFrom(param);
  const type = id < 1 ? undefined : await getType(db, id);
  if (!type) return null;
  return {
    type,
    values: {
      name: type.name,
      nameFr: type.name_fr,
      fee: feeField(type.fee_cents),
      ageRule: type.age_rule,
      canPlay: box(type.can_play),
      canCoach: box(type.can_coach),
      canOfficiate: box(type.can_officiate),
      canVote: box(type.can_vote),
      hidden: box(type.hidden),
    },
  };
}

/** A club and its form's values; null when the address names none. */
export async function loadClub(db: Db, param: string | undefined) {
  const id = idFrom(param);
  const club = id < 1 ? undefined : await getClub(db, id);
  if (!club) return null;
  return { club, values: { name: club.name, hidden: box(club.hidden) } };
}

/** A document kind's versions, newest first, and the form prefilled with the newest; null for no kind. */
export async function loadDocument(db: Db, param: string | undefined) {
  const kind = DOCUMENT_KINDS.find((known) => known === param);
  if (!kind) return null;
  const versions = await listDocumentVersions(db, kind);
  const current = versions[0];
  return {
    kind,
    versions,
    values: {
      body: current?.body ?? "",
      bodyFr: current?.body_fr ?? "",
      baseVersion: String(current?.version ?? 0),
    },
  };
}

/** A posted set-up form: saved (with what its toast names), or refused with each field's error in `locale`. */
export type SetupFormResult<Saved> =
  | ({ ok: true } & Saved)
  | { ok: false; reason: "invalid"; errors: Record<string, string> };

const texts = (locale: Locale) => membershipsAdminMessages[locale];

/** Creates (`id` null) or changes a season from its form; refused when its days overlap another's. */
export async function submitSeason(
  db: Db,
  values: Record<string, string>,
  locale: Locale,
  id: number | null,
  now: Date,
): Promise<SetupFormResult<{ name: string }>> {
  const t = texts(locale);
  const parsed = parseWith(seasonFormSchema(t.validation), values);
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  const result = await saveSeason(db, id, parsed.data, now);
  if (!result.ok) {
    const { name, starts_on, ends_on } = result.overlap;
    return {
      ok: false,
      reason: "invalid",
      errors: {
        startsOn: format(t.seasons.overlap, {
          name,
          startsOn: formatDay(starts_on, locale),
          endsOn: formatDay(ends_on, locale),
        }),
      },
    };
  }
  return { ok: true, name: parsed.data.name };
}

/** Creates (`id` null) or changes a type from its form; `name` is the one `locale` reads. */
export async function submitType(
  db: Db,
  values: Record<string, string>,
  locale: Locale,
  id: number | null,
): Promise<SetupFormResult<{ name: string }>> {
  const parsed = parseWith(typeFormSchema(texts(locale).validation), values);
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  await saveType(db, id, parsed.data);
  return { ok: true, name: locale === "fr" ? parsed.data.nameFr : parsed.data.name };
}

/** Creates (`id` null) or changes a club from its form; refused when another has its name. */
export async function submitClub(
  db: Db,
  values: Record<string, string>,
  locale: Locale,
  id: number | null,
): Promise<SetupFormResult<{ name: string }>> {
  const t = texts(locale);
  const parsed = parseWith(clubFormSchema(t.validation), values);
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  const result = await saveClub(db, id, parsed.data);
  if (!result.ok)
    return {
      ok: false,
      reason: "invalid",
      errors: { name: format(t.clubs.duplicate, { name: result.duplicate }) },
    };
  return { ok: true, name: parsed.data.name };
}

/** Saves a document's form as its next version; refused as stale when another version came since. */
export async function submitDocument(
  db: Db,
  values: Record<string, string>,
  locale: Locale,
  kind: DocumentKind,
  adminId: string,
  now: Date,
): Promise<SetupFormResult<{ version: number }>> {
  const t = texts(locale);
  const parsed = parseWith(documentFormSchema(t.validation), values);
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  const result = await saveDocument(db, kind, parsed.data, adminId, now);
  if (!result.ok)
    return { ok: false, reason: "invalid", errors: { baseVersion: t.documents.stale.description } };
  return { ok: true, version: result.version };
}
