import type { Db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors.server";
import type { DocumentKind } from "~/db/schema";
import { serialised } from "~/lib/rate-limit.server";
import {
  findClubNamed,
  type getSeason,
  insertClub,
  insertDocumentVersion,
  insertSeason,
  insertType,
  listDocumentVersions,
  listSeasons,
  updateClub,
  updateSeason,
  updateType,
} from "./queries.server";
import {
  type ClubInput,
  type DocumentInput,
  nextVersion,
  type SeasonInput,
  seasonsOverlap,
  type TypeInput,
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
