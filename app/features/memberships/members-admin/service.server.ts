import type { Db } from "~/db/db.server";
import { getAccountContact, listAccountChanges, listAccountContacts } from "~/features/accounts/index.server";
import { guardianConfirmationState } from "~/features/memberships/guardian/rules";
import { orderNumber } from "~/features/orders";
import { listLinkedOrders } from "~/features/orders/index.server";
import { formatSheetDateTime } from "~/lib/dates";
import type { Locale } from "~/lib/i18n";
import { pageCount, paging } from "~/lib/paging";
import { provinceName } from "~/lib/provinces";
import { membersAdminMessages } from "~/texts/pages/members-admin";
import { listClubs, listSeasons, listTypes } from "../queries.server";
import { ageGroup, membershipStanding, seasonOf } from "../rules";
import {
  countActiveInSeason,
  countActiveMemberships,
  getMemberByNumber,
  listConsentsOfMember,
  listMembersForExport,
  listMembershipsOfMember,
  listMembersPage,
} from "./queries.server";
import { chosenSeason, memberRow, parseMemberFilters, reportCounts } from "./rules";

/**
 * The administrators' members pages (docs/memberships.md, "For the administrators: members"): the list,
 * its CSV, a member's record with mark paid, and the annual report. Only admin routes call these.
 */

/** The most rows one export writes (docs/security.md #29): far above any association's members. */
export const EXPORT_MAX_ROWS = 20_000;

/** How far back the dashboard's "new members" count looks. */
const NEW_MEMBERS_DAYS = 7;

/**
 * The dashboard's membership counts at `now` (`today` its day in the association's zone): the season under
 * way, its active memberships and those activated in the last `days` days; null between seasons.
 * Two queries.
 */
export async function loadMembershipCounts(db: Db, now: Date, today: string) {
  const season = seasonOf(today, await listSeasons(db));
  if (!season) return null;
  const since = new Date(now.getTime() - NEW_MEMBERS_DAYS * 24 * 60 * 60 * 1000);
  return {
    season: { id: season.id, name: season.name },
    days: NEW_MEMBERS_DAYS,
    ...(await countActiveInSeason(db, season.id, since)),
  };
}

/** The season, the filters and their choices an address asks for: three queries. */
async function seasonAndFilters(db: Db, params: URLSearchParams, today: string) {
  const [seasons, types, clubs] = await Promise.all([listSeasons(db), listTypes(db), listClubs(db)]);
  return {
    seasons,
    types,
    clubs,
    season: chosenSeason(seasons, params.get("season"), today),
    filters: parseMemberFilters(params, {
      typeIds: types.map((type) => type.id),
      clubIds: clubs.map((club) => club.id),
    }),
  };
}

/** One page of the list: five queries whatever the page size, the filters and the search. */
export async function loadMembersList(db: Db, params: URLSearchParams, today: string) {
  const { seasons, types, clubs, season, filters } = await seasonAndFilters(db, params, today);
  const { page, perPage, offset } = paging(params);
  const listed = season
    ? await listMembersPage(db, season, filters, today, { offset, perPage })
    : { rows: [], total: 0 };
  return {
    seasons: seasons.map(({ id, name }) => ({ id, name })),
    types: types.map(({ id, name, name_fr }) => ({ id, name, name_fr })),
    clubs: clubs.map(({ id, name }) => ({ id, name })),
    season: season && { id: season.id, name: season.name },
    filters,
    rows: season
      ? listed.rows.map((row) => {
          const shown = memberRow(row, season, today);
          return {
            number: shown.member_number,
            firstName: shown.first_name,
            lastName: shown.last_name,
            type: { en: shown.type_name, fr: shown.type_name_fr },
            club: shown.club_name,
            ageGroup: shown.ageGroup,
            standing: shown.standing,
            joined: shown.created_at,
          };
        })
      : [],
    total: listed.total,
    page,
    pages: pageCount(listed.total, perPage),
  };
}

/** Every row the list's filters keep, as CSV rows with the header in `locale`. */
export async function membersCsvRows(
  db: Db,
  params: URLSearchParams,
  today: string,
  locale: Locale,
  timeZone: string,
) {
  const { season, filters } = await seasonAndFilters(db, params, today);
  const t = membersAdminMessages[locale];
  const c = t.csv;
  const header = [
    c.number,
    c.firstName,
    c.lastName,
    c.dateOfBirth,
    c.age,
    c.type,
    c.club,
    c.standing,
    c.accountEmail,
    c.phone,
    c.city,
    c.province,
    c.guardianName,
    c.guardianEmail,
    c.joined,
    c.activated,
  ];
  if (!season) return { season: null, rows: [header] };
  const rows = await listMembersForExport(db, season, filters, today, EXPORT_MAX_ROWS);
  const accountEmails = new Map(
    (
      await listAccountContacts(
        db,
        rows.map((row) => row.user_id),
      )
    ).map((account) => [account.id, account.email]),
  );
  return {
    season,
    rows: [
      header,
      ...rows.map((row) => {
        const shown = memberRow(row, season, today);
        // Words in the admin's language and times on the association's clock, as the page shows them; the
        // birth date stays a day ("2012-05-31").
        return [
          shown.member_number,
          shown.first_name,
          shown.last_name,
          shown.date_of_birth,
          t.ageGroups[shown.ageGroup],
          locale === "fr" ? shown.type_name_fr : shown.type_name,
          shown.club_name ?? t.unattached,
          t.standings[shown.standing],
          accountEmails.get(shown.user_id) ?? "",
          shown.phone,
          shown.city,
          provinceName(shown.province, locale),
          shown.guardian_name ?? "",
          shown.guardian_email ?? "",
          formatSheetDateTime(shown.created_at, timeZone),
          shown.activated_at ? formatSheetDateTime(shown.activated_at, timeZone) : "",
        ];
      }),
    ],
  };
}

/** "OHA-000123" from the address; anything else is no member, never a query with odd text. */
/** How many of the managing account's latest changes a member's record shows (decision 052). */
const ACCOUNT_CHANGES_SHOWN = 20;

async function memberOf(db: Db, param: string | undefined) {
  const number = /^[A-Za-z0-9]{1,40}-\d{1,12}$/.test(param ?? "") ? (param ?? "").toUpperCase() : null;
  return number === null ? undefined : await getMemberByNumber(db, number);
}

/**
 * A member's record: the person, the managing account, and every membership with its standing, order and
 * consents (the text of the version accepted, in `locale`; a guardian's as declared by the account, and
 * whether the guardian confirmed it at `now`). Five queries; null for a number nobody holds.
 */
export async function loadMemberRecord(
  db: Db,
  param: string | undefined,
  today: string,
  locale: Locale,
  now: Date,
) {
  const member = await memberOf(db, param);
  if (!member) return null;
  const [memberships, consents, account, accountChanges] = await Promise.all([
    listMembershipsOfMember(db, member.id),
    listConsentsOfMember(db, member.id),
    getAccountContact(db, member.user_id),
    listAccountChanges(db, member.user_id, ACCOUNT_CHANGES_SHOWN),
  ]);
  const orderIds = memberships.flatMap((membership) =>
    membership.order_id === null ? [] : [membership.order_id],
  );
  const orders = new Map((await listLinkedOrders(db, orderIds)).map((order) => [order.id, order]));
  return {
    member: { ...member, account_name: account?.name ?? null, account_email: account?.email ?? null },
    accountChanges,
    memberships: memberships.map((membership) => {
      const season = { starts_on: membership.starts_on, ends_on: membership.ends_on };
      const order = membership.order_id === null ? undefined : orders.get(membership.order_id);
      const payable = membership.order_id !== null && order?.order_status === "awaiting-payment";
      return {
        id: membership.id,
        season: membership.season_name,
        type: locale === "fr" ? membership.type_name_fr : membership.type_name,
        club: membership.club_name,
        standing: membershipStanding(membership, season, today),
        ageGroup: ageGroup(member.date_of_birth, season),
        joined: membership.created_at,
        activated: membership.activated_at,
        order:
          membership.order_id === null
            ? null
            : {
                number: orderNumber(membership.order_id),
                status: order?.order_status ?? null,
                totalCents: order?.total_cents ?? 0,
                paidCents: order?.paid_cents ?? null,
              },
        markPaid: payable && membership.status === "awaiting-payment",
        consents: consents
          .filter((consent) => consent.membership_id === membership.id)
          .map(({ body, body_fr, membership_id: _, guardian_name, guardian_email, token, ...consent }) => ({
            ...consent,
            text: locale === "fr" ? body_fr : body,
            guardian:
              guardian_name === null || guardian_email === null
                ? null
                : {
                    name: guardian_name,
                    email: guardian_email,
                    // No link was sent: the account holder is the guardian.
                    state: token === null ? ("own" as const) : guardianConfirmationState(consent, now),
                  },
          })),
      };
    }),
  };
}

export type MarkPaidTarget =
  | { ok: true; orderId: number; memberNumber: string }
  | { ok: false; reason: "not-found" | "bad-request" };

/**
 * Mark paid from a member's record: the posted membership must be this member's and have an order. The
 * change itself is the order page's (the orders face's submitOrderChange, limited to marking paid), which
 * the route calls with the order found here.
 */
export async function findOrderToMarkPaid(
  db: Db,
  param: string | undefined,
  membershipId: string | undefined,
): Promise<MarkPaidTarget> {
  const member = await memberOf(db, param);
  if (!member) return { ok: false, reason: "not-found" };
  const memberships = await listMembershipsOfMember(db, member.id);
  const membership = memberships.find((row) => String(row.id) === membershipId);
  if (!membership || membership.order_id === null) return { ok: false, reason: "bad-request" };
  return { ok: true, orderId: membership.order_id, memberNumber: member.member_number };
}

/** The annual report of the season an address asks for: four queries. */
export async function loadReport(db: Db, params: URLSearchParams, today: string) {
  const [seasons, types, clubs] = await Promise.all([listSeasons(db), listTypes(db), listClubs(db)]);
  const season = chosenSeason(seasons, params.get("season"), today);
  const counts = reportCounts(season ? await countActiveMemberships(db, season) : [], types, clubs);
  return {
    seasons: seasons.map(({ id, name }) => ({ id, name })),
    season: season && { id: season.id, name: season.name },
    perType: types.map((type) => ({
      id: type.id,
      name: { en: type.name, fr: type.name_fr },
      votes: type.can_vote === 1,
      count: counts.perType.get(type.id) ?? 0,
    })),
    perClub: [
      ...clubs.map((club) => ({ id: club.id, name: club.name, count: counts.perClub.get(club.id) ?? 0 })),
      { id: null, name: null, count: counts.perClub.get(null) ?? 0 },
    ],
    youth: counts.youth,
    adult: counts.adult,
    voters: counts.voters,
    total: counts.total,
  };
}

/** The report as CSV rows (section, name, count), the header and the names in `locale`. */
export function reportCsvRows(report: Awaited<ReturnType<typeof loadReport>>, locale: Locale) {
  const t = membersAdminMessages[locale];
  const { csv, sections } = t.report;
  return [
    [csv.section, csv.name, csv.count],
    ...report.perType.map((type) => [sections.type, type.name[locale], String(type.count)]),
    ...report.perClub.map((club) => [sections.club, club.name ?? t.unattached, String(club.count)]),
    [sections.age, t.ageGroups.youth, String(report.youth)],
    [sections.age, t.ageGroups.adult, String(report.adult)],
    [sections.voters, "", String(report.voters)],
    [sections.total, "", String(report.total)],
  ];
}
