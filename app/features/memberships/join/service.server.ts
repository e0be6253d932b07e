import type { Db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors.server";
import { declareGuardianConsent, mayAskGuardian } from "~/features/memberships/guardian/service.server";
import { orderNumber } from "~/features/orders";
import {
  createOrder,
  getLinkedOrder,
  listLinkedOrders,
  loadPaymentSettings,
  type OrderPaidHook,
  type OrderReleaseHook,
  paymentInstructions,
} from "~/features/orders/index.server";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { parseWith } from "~/lib/form";
import { format, type Locale } from "~/lib/i18n";
import { allowAndRecord, limitFor, serialised } from "~/lib/rate-limit.server";
import { membershipsMessages } from "~/texts/pages/memberships";
import { MEMBERSHIP_LIMITS } from "../limits";
import {
  insertConsents,
  insertMember,
  insertMembership,
  listCurrentDocuments,
  listOfferedClubs,
  listOfferedTypes,
  listSeasons,
  type MemberDetails,
} from "../queries.server";
import { ALLOWS, type DocumentKind, dayIn, membershipStanding } from "../rules";
import { type Account, paymentEmail, welcomeEmail } from "./emails.server";
import {
  activateMembershipsOfOrder,
  cancelMembershipsOfOrder,
  findMembershipOf,
  findSameMember,
  getMemberOfUser,
  linkMembershipOrder,
  listHeldSeasons,
  listMembershipsOfUser,
  listMembersOfUser,
  reviveMembership,
  updateMemberDetails,
} from "./queries.server";
import { isMinorFor, type JoinChoices, type JoinInput, joinableSeasons, joinFormSchema } from "./rules";

/**
 * Joining and renewing a season membership, for oneself or a child (docs/memberships.md "Joining and
 * renewing"): load -> rules -> persist -> notify. A type with a fee is paid through an order of
 * features/orders; its hooks activate the membership when the order is paid and cancel it when the order is
 * cancelled or expires.
 */

// ---------------------------------------------------------------------------------------------------
// The overview: /membership

/** The people an account manages, each with their memberships (newest season first) and the season they may join next. */
export async function loadOverview(db: Db, userId: string, today: string) {
  const [members, memberships, seasons] = await Promise.all([
    listMembersOfUser(db, userId),
    listMembershipsOfUser(db, userId),
    listSeasons(db),
  ]);
  const awaiting = memberships.flatMap((row) =>
    row.status === "awaiting-payment" && row.order_id !== null ? [row.order_id] : [],
  );
  const orders = new Map((await listLinkedOrders(db, awaiting)).map((order) => [order.id, order]));
  // Oldest first: the season containing today before a later one set up in advance.
  const open = joinableSeasons(seasons, today).reverse();
  return {
    people: members.map((member) => {
      const own = memberships.filter((row) => row.member_id === member.id);
      const held = new Set(
        own
          .filter((row) => row.status === "awaiting-payment" || row.status === "active")
          .map((row) => row.season_id),
      );
      const next = joinableSeasons(open, today, held)[0];
      return {
        number: member.member_number,
        name: `${member.first_name} ${member.last_name}`,
        memberships: own.map((row) => {
          const order = row.status === "awaiting-payment" ? orders.get(row.order_id ?? 0) : undefined;
          return {
            id: row.id,
            season: row.season_name,
            type: row.type_name,
            typeFr: row.type_name_fr,
            club: row.club_name,
            standing: membershipStanding(row, row, today),
            payment: order ? { token: order.order_token, dueAt: order.payment_due_at } : null,
          };
        }),
        next: next ? { name: next.name } : null,
      };
    }),
    open: open.length > 0,
  };
}

// ---------------------------------------------------------------------------------------------------
// What everyone sees at /membership: the seasons open for joining, the types, what each allows

/**
 * The public side of /membership: the seasons one may join today (the current one first) and the offered
 * types with their fee, age rule and what they allow. Reads only content tables (seasons, types), so the
 * page cache keeps it for visitors.
 */
export async function loadMembershipInfo(db: Db, today: string) {
  const [seasons, types] = await Promise.all([listSeasons(db), listOfferedTypes(db)]);
  return {
    seasons: joinableSeasons(seasons, today)
      .reverse()
      .map(({ id, name, starts_on, ends_on }) => ({ id, name, starts_on, ends_on })),
    types: types.map((type) => ({
      id: type.id,
      name: type.name,
      name_fr: type.name_fr,
      fee_cents: type.fee_cents,
      age_rule: type.age_rule,
      allows: ALLOWS.filter((column) => type[column] === 1),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------
// The page after joining: /membership/joined/:number

/**
 * What the page after joining shows of one of the account's people: their newest membership, where it
 * stands, and while it awaits payment, how to pay it (the orders feature's instructions, in `locale`).
 * Undefined for a number that is not one of the account's people, or a person without a membership.
 */
export async function loadJoinConfirmation(
  { db, config }: Pick<Deps, "db" | "config">,
  account: Account,
  memberNumber: string,
  locale: Locale,
  today: string,
) {
  const member = await getMemberOfUser(db, account.id, memberNumber);
  if (!member) return undefined;
  const membership = (await listMembershipsOfUser(db, account.id)).find((row) => row.member_id === member.id);
  if (!membership) return undefined;
  const standing = membershipStanding(membership, membership, today);
  const order =
    standing === "awaiting-payment" && membership.order_id !== null
      ? await getLinkedOrder(db, membership.order_id)
      : undefined;
  let payment = null;
  if (order && membership.order_id !== null && order.order_status === "awaiting-payment") {
    const settings = await loadPaymentSettings(db, config);
    const how = paymentInstructions(
      settings,
      {
        id: membership.order_id,
        total_cents: order.total_cents,
        payment_method: "etransfer",
        payment_due_at: order.payment_due_at,
      },
      locale,
      config.TIME_ZONE,
    );
    payment = {
      ...how,
      amountCents: order.total_cents,
      reference: orderNumber(membership.order_id),
      recipient: { email: settings.etransferEmail, name: settings.etransferName },
      dueAt: order.payment_due_at,
      token: order.order_token,
    };
  }
  return {
    member: {
      number: member.member_number,
      name: `${member.first_name} ${member.last_name}`,
      // A guardian other than the account confirms by e-mail (decision 038).
      guardianAsked:
        member.guardian_email !== null && member.guardian_email.toLowerCase() !== account.email.toLowerCase(),
    },
    membership: {
      season: membership.season_name,
      type: locale === "fr" ? membership.type_name_fr : membership.type_name,
      standing,
    },
    email: account.email,
    payment,
  };
}

// ---------------------------------------------------------------------------------------------------
// The form: /membership/join

async function loadChoices(db: Db, today: string, locale: Locale, held: ReadonlySet<number>) {
  const [seasons, types, clubs, documents] = await Promise.all([
    listSeasons(db),
    listOfferedTypes(db),
    listOfferedClubs(db),
    listCurrentDocuments(db),
  ]);
  const choices: JoinChoices = {
    today,
    locale,
    seasons: joinableSeasons(seasons, today, held).reverse(),
    types,
    clubs,
    documents: documents.map((document) => document.kind),
  };
  return { choices, seasons: choices.seasons as typeof seasons, types, clubs, documents };
}

const DOCUMENT_ORDER: DocumentKind[] = ["waiver", "code-of-conduct", "concussion"];

/**
 * What the join form shows: the seasons this person may join, the offered types and clubs, the current
 * documents, and the fields (a renewal's person prefilled). Undefined: `memberNumber` is no person of this
 * account.
 */
export async function loadJoinForm(
  db: Db,
  account: Account,
  ask: { memberNumber: string | null; who: string | null },
  locale: Locale,
  today: string,
) {
  const member = ask.memberNumber === null ? null : await getMemberOfUser(db, account.id, ask.memberNumber);
  if (member === undefined) return undefined;
  const held = member ? await listHeldSeasons(db, member.id) : new Set<number>();
  const { choices, seasons, types, clubs, documents } = await loadChoices(db, today, locale, held);
  const [firstName = "", ...rest] = account.name.trim().split(/\s+/);
  const self = member ? member.guardian_name === null : ask.who !== "child";
  const values: Record<string, string> = member
    ? {
        who: self ? "self" : "child",
        firstName: member.first_name,
        lastName: member.last_name,
        dateOfBirth: member.date_of_birth,
        address: member.address,
        city: member.city,
        province: member.province,
        postalCode: member.postal_code,
        phone: member.phone,
        emergencyName: member.emergency_name,
        emergencyPhone: member.emergency_phone,
        guardianName: member.guardian_name ?? "",
        guardianEmail: member.guardian_email ?? "",
      }
    : self
      ? { who: "self", firstName, lastName: rest.join(" ") }
      : { who: "child", guardianName: account.name, guardianEmail: account.email };
  return {
    member: member
      ? { number: member.member_number, name: `${member.first_name} ${member.last_name}` }
      : null,
    choices,
    seasons: seasons.map(({ id, name, starts_on, ends_on, concussion_required, concussion_url }) => ({
      id,
      name,
      starts_on,
      ends_on,
      concussion_required,
      concussion_url,
    })),
    types: types.map(({ id, name, name_fr, fee_cents, age_rule }) => ({
      id,
      name,
      name_fr,
      fee_cents,
      age_rule,
    })),
    clubs: clubs.map(({ id, name }) => ({ id, name })),
    documents: DOCUMENT_ORDER.flatMap((kind) => documents.filter((document) => document.kind === kind)).map(
      ({ kind, version, body, body_fr, created_at }) => ({ kind, version, body, body_fr, created_at }),
    ),
    values: { season: String(choices.seasons[0]?.id ?? ""), province: "ON", club: "", ...values },
  };
}

export type JoinResult =
  | { status: "invalid"; errors: Record<string, string> }
  | { status: "not-found" }
  | { status: "throttled" }
  | { status: "guardian-throttled" }
  | { status: "season-taken" }
  | {
      status: "awaiting-payment";
      token: string;
      name: string;
      season: string;
      amountCents: number;
      number: string;
    }
  | { status: "active"; name: string; season: string; number: string }
  | { status: "already-member"; name: string; season: string };

/**
 * Joins (a new person, or `memberNumber` of this account renewing) for the season the form names. In one
 * transaction that no other join of the same account runs beside: the person (made, or their details
 * updated), the membership (a cancelled one of that season made again), the consents to the current
 * documents, the order for a type with a fee, and the confirmation e-mail. Joining again for a season
 * already held (a double submit, the same person typed twice) makes nothing and answers as the first did.
 */
export async function joinMembership(
  { db, config, mail }: Deps,
  join: { account: Account; memberNumber: string | null; values: Record<string, string>; locale: Locale },
  now: Date,
): Promise<JoinResult> {
  const { account, locale } = join;
  const today = dayIn(now, config.TIME_ZONE);
  const attempt = () =>
    serialised(db, [`membership-join:${account.id}`], async (trx): Promise<JoinResult> => {
      const renewing =
        join.memberNumber === null ? null : await getMemberOfUser(trx, account.id, join.memberNumber);
      if (renewing === undefined) return { status: "not-found" };
      const { choices, seasons, types, documents } = await loadChoices(trx, today, locale, new Set());
      const parsed = parseWith(joinFormSchema(membershipsMessages[locale], choices), join.values);
      if (!parsed.ok) return { status: "invalid", errors: parsed.errors };
      const input = parsed.data;
      const season = seasons.find((row) => row.id === input.season);
      const type = types.find((row) => row.id === input.type);
      if (!season || !type) return { status: "season-taken" };
      const details = memberDetails(input, isMinorFor(input.dateOfBirth, season));
      const member = renewing ?? (await findSameMember(trx, account.id, details));
      const name = `${details.first_name} ${details.last_name}`;
      const existing = member ? await findMembershipOf(trx, member.id, season.id) : undefined;
      if (existing?.status === "active") return { status: "already-member", name, season: season.name };
      if (existing?.status === "awaiting-payment") {
        const order = existing.order_id === null ? undefined : await getLinkedOrder(trx, existing.order_id);
        return order && member
          ? {
              status: "awaiting-payment",
              token: order.order_token,
              name,
              season: season.name,
              amountCents: order.total_cents,
              number: member.member_number,
            }
          : { status: "season-taken" };
      }
      if (!(await allowAndRecord(trx, limitFor(MEMBERSHIP_LIMITS.join, account.id), now)))
        return { status: "throttled" };
      const guardian =
        details.guardian_name !== null && details.guardian_email !== null
          ? { name: details.guardian_name, email: details.guardian_email }
          : null;
      if (guardian && !(await mayAskGuardian(trx, account, guardian, now)))
        return { status: "guardian-throttled" };

      let person: { id: number; number: string };
      if (member) {
        await updateMemberDetails(trx, member.id, details, now);
        person = { id: member.id, number: member.member_number };
      } else {
        person = await insertMember(
          trx,
          { ...details, user_id: account.id },
          config.ASSOCIATION_SHORT_NAME,
          now,
        );
      }
      const status = type.fee_cents > 0 ? "awaiting-payment" : "active";
      const club_id = input.club;
      let membershipId: number;
      if (existing) {
        if (!(await reviveMembership(trx, existing.id, { type_id: type.id, club_id, status }, now)))
          return { status: "season-taken" };
        membershipId = existing.id;
      } else {
        membershipId = await insertMembership(
          trx,
          { member_id: person.id, season_id: season.id, type_id: type.id, club_id, status, order_id: null },
          now,
        );
      }
      // For a minor the account declares the guardian's consent; the guardian confirms it (decision 038).
      const confirmation_id = guardian
        ? await declareGuardianConsent(
            trx,
            config,
            { account, guardian, membershipId, member: name, season: season.name, locale },
            now,
          )
        : null;
      const by = guardian
        ? { name: account.name, email: account.email, role: "guardian" as const }
        : { name, email: account.email, role: "member" as const };
      const accepted = documents.filter(
        (document) => document.kind !== "concussion" || season.concussion_required,
      );
      await insertConsents(
        trx,
        accepted.map((document) => ({
          membership_id: membershipId,
          document_id: document.id,
          accepted_by_name: by.name,
          accepted_by_email: by.email,
          role: by.role,
          confirmation_id,
        })),
        now,
      );
      const typeName = locale === "fr" ? type.name_fr : type.name;
      const letter = {
        account,
        locale,
        values: { member: name, number: person.number, type: typeName, season: season.name },
      };
      if (status === "active") {
        await enqueueEmail(trx, welcomeEmail(config, letter), now);
        return { status: "active", name, season: season.name, number: person.number };
      }
      const settings = await loadPaymentSettings(trx, config);
      const [firstName = "", ...rest] = account.name.trim().split(/\s+/);
      const order = await createOrder(
        trx,
        settings,
        {
          buyer: {
            userId: account.id,
            firstName,
            lastName: rest.join(" "),
            email: account.email,
            phone: details.phone,
            address: details.address,
            city: details.city,
            state: details.province,
            zip: details.postal_code,
            country: "Canada",
            locale,
          },
          method: "etransfer",
          lines: [
            {
              product_id: `membership-${membershipId}`,
              name: format(membershipsMessages[locale].orderLine, { type: typeName, season: season.name }),
              size: null,
              quantity: 1,
              unit_cents: type.fee_cents,
              line_cents: type.fee_cents,
              registration_id: null,
              kind: "membership-fee",
            },
          ],
          shippingCents: 0,
        },
        now,
        config.TIME_ZONE,
      );
      await linkMembershipOrder(trx, membershipId, order.id);
      const how = paymentInstructions(
        settings,
        {
          id: order.id,
          total_cents: order.totalCents,
          payment_method: "etransfer",
          payment_due_at: order.dueAt,
        },
        locale,
        config.TIME_ZONE,
      );
      await enqueueEmail(trx, paymentEmail(config, letter, order.token, [how.title, ...how.paragraphs]), now);
      return {
        status: "awaiting-payment",
        token: order.token,
        name,
        season: season.name,
        amountCents: order.totalCents,
        number: person.number,
      };
    });
  let result: JoinResult;
  try {
    result = await attempt();
  } catch (error) {
    // Two submissions at once that the lock did not keep apart (another process on SQLite): the unique
    // (member, season) refused the second, which now finds the first's membership.
    if (!isUniqueViolation(error)) throw error;
    result = await attempt();
  }
  if (result.status === "active" || result.status === "awaiting-payment") mail.wake();
  return result;
}

/** The person as the form gave them; a guardian is kept only for a minor (an adult manages themselves). */
function memberDetails(input: JoinInput, minor: boolean): MemberDetails {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    date_of_birth: input.dateOfBirth,
    address: input.address,
    city: input.city,
    province: input.province,
    postal_code: input.postalCode,
    phone: input.phone,
    emergency_name: input.emergencyName,
    emergency_phone: input.emergencyPhone,
    guardian_name: minor ? input.guardianName : null,
    guardian_email: minor ? input.guardianEmail : null,
  };
}

// ---------------------------------------------------------------------------------------------------
// The order's hooks (server/app.ts composes them with the other features')

/** A paid order activates the memberships it paid for: awaiting payment -> active, once. */
export const activateMembership: OrderPaidHook = async (trx, _deps, order, now) => {
  await activateMembershipsOfOrder(trx, order.id, now);
};

/** A cancelled or expired order cancels its memberships; the person may join that season again. */
export const releaseMembership: OrderReleaseHook = async (trx, _deps, order) => {
  await cancelMembershipsOfOrder(trx, order.id);
};
