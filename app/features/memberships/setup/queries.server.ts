import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { DocumentKind } from "~/db/schema";
import type { SeasonInput, TypeInput } from "./rules";

/** The membership set-up's writes, and the reads only its pages make (docs/memberships.md). */

export function getSeason(db: Db, id: number) {
  return db.selectFrom("seasons").selectAll().where("id", "=", id).executeTakeFirst();
}

const seasonRow = (input: SeasonInput) => ({
  name: input.name,
  starts_on: input.startsOn,
  ends_on: input.endsOn,
  concussion_required: input.concussionRequired ? 1 : 0,
  concussion_url: input.concussionUrl,
});

export function insertSeason(db: Db, input: SeasonInput, now: Date) {
  return insertReturningId(db, "seasons", { ...seasonRow(input), created_at: now.toISOString() });
}

export async function updateSeason(db: Db, id: number, input: SeasonInput) {
  await db.updateTable("seasons").set(seasonRow(input)).where("id", "=", id).execute();
}

export function getType(db: Db, id: number) {
  return db.selectFrom("membership_types").selectAll().where("id", "=", id).executeTakeFirst();
}

const typeRow = (input: TypeInput) => ({
  name: input.name,
  name_fr: input.nameFr,
  fee_cents: input.fee,
  age_rule: input.ageRule,
  can_play: input.canPlay ? 1 : 0,
  can_coach: input.canCoach ? 1 : 0,
  can_officiate: input.canOfficiate ? 1 : 0,
  can_vote: input.canVote ? 1 : 0,
  hidden: input.hidden ? 1 : 0,
});

/** A new type goes after the others. */
export async function insertType(db: Db, input: TypeInput) {
  const { last } = await db
    .selectFrom("membership_types")
    .select((eb) => eb.fn.max("sort_order").as("last"))
    .executeTakeFirstOrThrow();
  return insertReturningId(db, "membership_types", { ...typeRow(input), sort_order: Number(last ?? -1) + 1 });
}

export async function updateType(db: Db, id: number, input: TypeInput) {
  await db.updateTable("membership_types").set(typeRow(input)).where("id", "=", id).execute();
}

export function getClub(db: Db, id: number) {
  return db.selectFrom("clubs").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Another club of the same name in any letter case, other than `exceptId`. */
export function findClubNamed(db: Db, name: string, exceptId: number | null) {
  let query = db
    .selectFrom("clubs")
    .select(["id", "name"])
    .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()));
  if (exceptId !== null) query = query.where("id", "<>", exceptId);
  return query.executeTakeFirst();
}

export function insertClub(db: Db, club: { name: string; hidden: boolean }) {
  return insertReturningId(db, "clubs", { name: club.name, hidden: club.hidden ? 1 : 0 });
}

export async function updateClub(db: Db, id: number, club: { name: string; hidden: boolean }) {
  await db
    .updateTable("clubs")
    .set({ name: club.name, hidden: club.hidden ? 1 : 0 })
    .where("id", "=", id)
    .execute();
}

/** Every version of a kind, newest first. */
export function listDocumentVersions(db: Db, kind: DocumentKind) {
  return db.selectFrom("documents").selectAll().where("kind", "=", kind).orderBy("version", "desc").execute();
}

/** Inserts a version; the unique (kind, version) refuses a second insert of the same number. */
export function insertDocumentVersion(
  db: Db,
  document: { kind: DocumentKind; version: number; body: string; bodyFr: string; createdBy: string | null },
  now: Date,
) {
  return insertReturningId(db, "documents", {
    kind: document.kind,
    version: document.version,
    body: document.body,
    body_fr: document.bodyFr,
    created_by: document.createdBy,
    created_at: now.toISOString(),
  });
}
