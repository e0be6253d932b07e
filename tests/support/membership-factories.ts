import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { MembershipStatus } from "~/db/schema";
import {
  insertConsents,
  insertMember,
  insertMembership,
  type MemberDetails,
} from "~/features/memberships/queries.server";
import { insertDocumentVersion } from "~/features/memberships/setup/queries.server";
import { testNow } from "./factories";

/**
 * Members and memberships written straight to the tables, for tests of what reads them (the members
 * list, the card, the reminders), and what the tests of the join fill in. testNow (2026-03-01) falls in
 * the season 2025-2026.
 */

/** The tables a join reads or writes, for setupTestDb's `clean`. */
export const JOIN_TABLES = [
  "jobs",
  "consents",
  "guardian_confirmations",
  "memberships",
  "members",
  "documents",
  "clubs",
  "membership_types",
  "seasons",
  "order_items",
  "orders",
  "outbox",
  "rate_events",
  "settings",
] as const;

/** The account that joins, for herself or her children. */
export const ada = { id: "user-ada", name: "Ada Tremblay", email: "ada@example.org" };

export function makeSeason(
  db: Db,
  season: { name?: string; starts_on?: string; ends_on?: string; concussion_required?: number } = {},
) {
  return insertReturningId(db, "seasons", {
    name: "2025-2026",
    starts_on: "2025-09-01",
    ends_on: "2026-08-31",
    concussion_required: 1,
    created_at: testNow.toISOString(),
    ...season,
  });
}

export function makeType(
  db: Db,
  type: Partial<{
    name: string;
    name_fr: string;
    fee_cents: number;
    age_rule: "youth" | "adult" | "any";
  }> = {},
) {
  return insertReturningId(db, "membership_types", {
    name: "Adult player",
    name_fr: "Joueur adulte",
    fee_cents: 6000,
    age_rule: "adult",
    can_play: 1,
    can_vote: 1,
    ...type,
  });
}

export function makeClub(db: Db, name = "Toronto Lakeshore Handball Club") {
  return insertReturningId(db, "clubs", { name });
}

/** Version 1 of a document, unless one exists. */
export async function makeDocument(db: Db, kind: "waiver" | "code-of-conduct" | "concussion", version = 1) {
  return insertDocumentVersion(
    db,
    {
      kind,
      version,
      body: `The ${kind} text, version ${version}.`,
      bodyFr: `Le texte ${kind}, version ${version}.`,
      createdBy: null,
    },
    testNow,
  );
}

/** Version 1 of every document: what a join accepts. */
export async function makeDocuments(db: Db) {
  for (const kind of ["waiver", "code-of-conduct", "concussion"] as const) await makeDocument(db, kind);
}

/**
 * The join form as a person fills it in: Ada, an adult, for herself, every document accepted, in the
 * season, type and club (null: unattached) given, unless `overrides` say otherwise.
 */
export function joinForm(
  choices: { season: number; type: number; club: number | null },
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    season: String(choices.season),
    who: "self",
    type: String(choices.type),
    firstName: "Ada",
    lastName: "Tremblay",
    dateOfBirth: "1990-04-02",
    address: "1 Main St",
    city: "Toronto",
    province: "ON",
    postalCode: "m5v1a1",
    phone: "416-555-0100",
    emergencyName: "Sam Tremblay",
    emergencyPhone: "416-555-0101",
    club: choices.club === null ? "" : String(choices.club),
    acceptWaiver: "1",
    acceptCodeOfConduct: "1",
    acceptConcussion: "1",
    ...overrides,
  };
}

/** Ada Tremblay, an adult managing her own membership, unless told otherwise. */
export function memberDetails(overrides: Partial<MemberDetails> = {}): MemberDetails {
  return {
    first_name: "Ada",
    last_name: "Tremblay",
    date_of_birth: "1990-04-02",
    address: "1 Main St",
    city: "Toronto",
    province: "ON",
    postal_code: "M5V 1A1",
    phone: "416-555-0100",
    emergency_name: "Sam Tremblay",
    emergency_phone: "416-555-0101",
    guardian_name: null,
    guardian_email: null,
    ...overrides,
  };
}

export function makeMember(db: Db, userId: string, overrides: Partial<MemberDetails> = {}, now = testNow) {
  return insertMember(db, { ...memberDetails(overrides), user_id: userId }, "OHA", now);
}

/** A membership with a consent to each given document, accepted by the member (or the guardian). */
export async function makeMembership(
  db: Db,
  membership: {
    memberId: number;
    seasonId: number;
    typeId: number;
    clubId?: number | null;
    status?: MembershipStatus;
    orderId?: number | null;
    documentIds?: number[];
    acceptedBy?: { name: string; email: string; role: "member" | "guardian" };
  },
  now = testNow,
) {
  const id = await insertMembership(
    db,
    {
      member_id: membership.memberId,
      season_id: membership.seasonId,
      type_id: membership.typeId,
      club_id: membership.clubId ?? null,
      status: membership.status ?? "active",
      order_id: membership.orderId ?? null,
    },
    now,
  );
  const by = membership.acceptedBy ?? { name: "Ada Tremblay", email: "ada@example.org", role: "member" };
  await insertConsents(
    db,
    (membership.documentIds ?? []).map((document_id) => ({
      membership_id: id,
      document_id,
      accepted_by_name: by.name,
      accepted_by_email: by.email,
      role: by.role,
    })),
    now,
  );
  return id;
}
