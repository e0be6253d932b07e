import { createHash } from "node:crypto";
import type { Db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors.server";
import type { OfficialRole } from "~/db/schema";
import { listAccountContacts } from "~/features/accounts/index.server";
import { membershipStanding } from "~/features/memberships";
import {
  listAccountsOfMembers,
  listMemberNames,
  listPeopleOfAccount,
  listSeasonMembershipsOfMembers,
  listSeasons,
} from "~/features/memberships/index.server";
import { type Config, siteNameIn } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { formatterFor } from "~/lib/formatter";
import { asLocale, format, type Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { readContentVersion } from "~/lib/page-cache/queries.server";
import { serialised } from "~/lib/rate-limit.server";
import { newToken } from "~/lib/token.server";
import { matchOfficialsMessages } from "~/texts/pages/match-officials";
import { buildMatchCalendar } from "../public/ical";
import { feedLinks } from "../public/rules";
import { type AssignmentNotice, assignmentEmail } from "./emails.server";
import {
  deleteFeed,
  deleteOfficial,
  exportAssignmentsOfMembers,
  findFeedByToken,
  findMatchForOfficials,
  getFeedOfMembers,
  insertOfficial,
  listAssignmentsOfMembers,
  listBookingsOfMembers,
  listMatchTeams,
  listOfficialsOfMatch,
  listOfficialsOfMatches,
  type OfficiatedMatch,
  replaceFeedToken,
} from "./queries.server";
import {
  assignFormSchema,
  firstOverlap,
  freeSlot,
  type OfficiatingFacts,
  officialNamedPublicly,
  officiatingEligibility,
} from "./rules";

/**
 * Referees and table officials (docs/competitions.md "Referees and table officials", decision 065): who is
 * assigned to a match, refused when not allowed to officiate this season or booked for an overlapping
 * match, told by e-mail of each assignment and removal, and their own matches on the account page and in a
 * personal feed.
 */

/** The most assignments the account page lists, and the feed holds (with the last FEED_PAST_DAYS days). */
const ASSIGNMENTS_LISTED = 20;
const FEED_MATCHES = 200;
const FEED_PAST_DAYS = 60;

const texts = (locale: Locale) => matchOfficialsMessages[locale];

type SeasonMembership = Awaited<ReturnType<typeof listSeasonMembershipsOfMembers>>[number];

function factsOf(person: SeasonMembership, today: string): OfficiatingFacts {
  const { membership } = person;
  if (membership === null) return null;
  return {
    standing: membershipStanding(membership, { ends_on: membership.seasonEndsOn }, today),
    canOfficiate: membership.canOfficiate,
  };
}

const nameOf = (person: SeasonMembership) => `${person.member.firstName} ${person.member.lastName}`;

const matchWords = (match: Pick<OfficiatedMatch, "home_team" | "away_team">, locale: Locale) =>
  format(texts(locale).versus, {
    home: match.home_team ?? texts(locale).tbd,
    away: match.away_team ?? texts(locale).tbd,
  });

/**
 * The officials page of a match: the match, and its officials with their names and member numbers, each
 * with the first other match of theirs it now overlaps (a match moved after they were assigned), or null.
 * null when the competition has no such match. Four queries, whatever the number of officials.
 */
export async function loadMatchOfficials(db: Db, competitionId: number, matchId: number) {
  const match = await findMatchForOfficials(db, matchId);
  if (!match || match.competition_id !== competitionId) return null;
  const officials = await listOfficialsOfMatch(db, match.id);
  const ids = officials.map((official) => official.member_id);
  const [members, bookings] = await Promise.all([
    listSeasonMembershipsOfMembers(db, { ids }, match.season_id),
    listBookingsOfMembers(db, ids),
  ]);
  const people = new Map(members.map((person) => [person.member.id, person]));
  const here = { match: match.id, day: match.match_date, time: match.match_time, status: match.status };
  const clashes = new Map(
    officials.map((official) => [
      official.id,
      firstOverlap(
        here,
        bookings.filter((booking) => booking.member_id === official.member_id),
      ),
    ]),
  );
  const teams = await listMatchTeams(
    db,
    [...clashes.values()].flatMap((clash) => (clash ? [clash.match] : [])),
  );
  return {
    match,
    officials: officials.map((official) => {
      const person = people.get(official.member_id);
      const clash = clashes.get(official.id);
      return {
        id: official.id,
        role: official.role,
        slot: official.slot,
        name: person ? nameOf(person) : "",
        number: person?.member.number ?? "",
        overlap: clash
          ? { ...(teams.get(clash.match) ?? { home: null, away: null }), day: clash.day, time: clash.time }
          : null,
      };
    }),
  };
}

export type AssignResult =
  | { ok: true; changed: boolean; name: string; role: OfficialRole; match: string }
  | { ok: false; notFound: true }
  | { ok: false; notFound?: undefined; errors: Record<string, string> };

/** Queues one e-mail to the account managing `memberId`, in its language; true when one was queued. */
async function mailOfficial(
  trx: Db,
  config: Config,
  memberId: number,
  notice: Omit<AssignmentNotice, "competition" | "home" | "away" | "day" | "time" | "venue">,
  match: OfficiatedMatch,
  now: Date,
) {
  const [person] = await listAccountsOfMembers(trx, [memberId]);
  const [contact] = person ? await listAccountContacts(trx, [person.user_id]) : [];
  if (!contact) return false;
  await enqueueEmail(
    trx,
    assignmentEmail(
      config,
      { name: contact.name, email: contact.email, locale: asLocale(contact.locale) },
      {
        ...notice,
        competition: { name: match.competition, nameFr: match.competition_fr },
        home: match.home_team ?? "",
        away: match.away_team ?? "",
        day: match.match_date,
        time: match.match_time,
        venue: match.venue,
      },
    ),
    now,
  );
  return true;
}

/**
 * Assigns a member (by number) to a match in a role (decision 065). Refused, with the reason in `locale`:
 * an unknown number; no active membership of the match's season of a type that allows officiating; the
 * role full (two referees, one timekeeper, one scorekeeper); the person already in another role of the
 * match; a booking of theirs that overlaps this match; a cancelled match. The same assignment twice
 * changes nothing and e-mails nobody. Serialised per person and per match (advisory locks on PostgreSQL,
 * the single writer on SQLite), so two administrators cannot book one person for two overlapping matches
 * at once; the official is e-mailed once, from the same transaction.
 */
export async function assignOfficial(
  { db, config, mail }: Deps,
  request: {
    competitionId: number;
    matchId: number;
    values: Record<string, string>;
    locale: Locale;
    by: string;
  },
  today: string,
  now: Date,
): Promise<AssignResult> {
  const t = texts(request.locale);
  const parsed = assignFormSchema(t.validation).safeParse(request.values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
    return { ok: false, errors };
  }
  const { memberNumber, role } = parsed.data;
  const refuse = (message: string, field = "memberNumber"): AssignResult => ({
    ok: false,
    errors: { [field]: message },
  });
  const target = await findMatchForOfficials(db, request.matchId);
  if (!target || target.competition_id !== request.competitionId) return { ok: false, notFound: true };
  const [found] = await listSeasonMembershipsOfMembers(db, { numbers: [memberNumber] }, target.season_id);
  if (!found) return refuse(format(t.reasons["no-member"], { number: memberNumber }));
  const memberId = found.member.id;
  const attempt = () =>
    serialised(db, [`official:${memberId}`, `match-officials:${request.matchId}`], async (trx) => {
      const match = await findMatchForOfficials(trx, request.matchId, true);
      if (!match) return { result: { ok: false, notFound: true } as AssignResult, mailed: false };
      const done = (result: AssignResult, mailed = false) => ({ result, mailed });
      if (match.status === "cancelled") return done(refuse(t.reasons["match-cancelled"]));
      const [person] = await listSeasonMembershipsOfMembers(trx, { ids: [memberId] }, match.season_id);
      if (!person) return done(refuse(format(t.reasons["no-member"], { number: memberNumber })));
      const name = nameOf(person);
      const status = officiatingEligibility(factsOf(person, today));
      if (!status.eligible) {
        const season = (await listSeasons(trx)).find((row) => row.id === match.season_id)?.name ?? "";
        return done(refuse(format(t.reasons[status.reason], { name, season })));
      }
      const officials = await listOfficialsOfMatch(trx, match.id);
      const words = matchWords(match, request.locale);
      const held = officials.find((official) => official.member_id === memberId);
      if (held?.role === role) return done({ ok: true, changed: false, name, role, match: words });
      if (held)
        return done(refuse(format(t.reasons["other-role"], { name, role: t.rolesInText[held.role] })));
      const slot = freeSlot(
        role,
        officials.filter((official) => official.role === role).map((official) => official.slot),
      );
      if (slot === null) return done(refuse(t.reasons.full[role], "role"));
      const clash = firstOverlap(
        { match: match.id, day: match.match_date, time: match.match_time, status: match.status },
        await listBookingsOfMembers(trx, [memberId]),
      );
      if (clash) {
        const other = await findMatchForOfficials(trx, clash.match);
        const formatter = formatterFor(request.locale, config.TIME_ZONE);
        const values = {
          name,
          match: other ? matchWords(other, request.locale) : "",
          day: clash.day ? formatter.day(clash.day) : "",
          time: clash.time ? formatter.time(clash.time) : "",
        };
        return done(
          refuse(format(clash.time === null ? t.reasons.overlapAllDay : t.reasons.overlap, values)),
        );
      }
      await insertOfficial(trx, { matchId: match.id, memberId, role, slot, by: request.by }, now);
      const mailed = await mailOfficial(trx, config, memberId, { kind: "assigned", role }, match, now);
      return done({ ok: true, changed: true, name, role, match: words }, mailed);
    });
  let outcome: Awaited<ReturnType<typeof attempt>>;
  try {
    outcome = await attempt();
  } catch (error) {
    // A racing assignment of the same slot or person (PostgreSQL runs the two under different keys when
    // they name different people): the constraint kept one; asked again, this one gets the sentence.
    if (!isUniqueViolation(error)) throw error;
    outcome = await attempt();
  }
  if (outcome.mailed) mail.wake();
  return outcome.result;
}

export type RemoveResult = { ok: true; changed: boolean; name: string; match: string } | { ok: false };

/**
 * Removes an official from a match, e-mailing them once. A removal already done (a second tab, a retry)
 * changes nothing and e-mails nobody.
 */
export async function removeOfficial(
  { db, config, mail }: Deps,
  request: { competitionId: number; matchId: number; officialId: number; locale: Locale },
  now: Date,
): Promise<RemoveResult> {
  const outcome = await serialised(db, [`match-officials:${request.matchId}`], async (trx) => {
    const match = await findMatchForOfficials(trx, request.matchId, true);
    if (!match || match.competition_id !== request.competitionId) return { result: { ok: false } as const };
    const words = matchWords(match, request.locale);
    const removed = await deleteOfficial(trx, match.id, request.officialId);
    if (!removed) return { result: { ok: true, changed: false, name: "", match: words } as const };
    const [person] = await listAccountsOfMembers(trx, [removed.member_id]);
    const mailed = await mailOfficial(
      trx,
      config,
      removed.member_id,
      { kind: "removed", role: removed.role },
      match,
      now,
    );
    const name = person ? `${person.first_name} ${person.last_name}` : "";
    return { result: { ok: true, changed: true, name, match: words } as const, mailed };
  });
  if ("mailed" in outcome && outcome.mailed) mail.wake();
  return outcome.result;
}

/** The feed's address of a token: subscribe (webcal:) and download links, in the reader's language. */
function officialFeedLinks(baseUrl: string, locale: Locale, token: string) {
  return feedLinks(baseUrl, localePath(locale, `/officiating/${token}`));
}

/**
 * The account page's section: for each person the account manages who officiates a match from `today` on
 * or has a feed, those matches (at most ASSIGNMENTS_LISTED in all) and their feed's links. null when none.
 */
export async function loadOfficiatingOfAccount(
  db: Db,
  config: Config,
  ask: { userId: string; locale: Locale },
  today: string,
) {
  const people = await listPeopleOfAccount(db, ask.userId);
  const ids = people.map((person) => person.id);
  const [assignments, feeds] = await Promise.all([
    listAssignmentsOfMembers(db, ids, today, ASSIGNMENTS_LISTED + 1),
    getFeedOfMembers(db, ids),
  ]);
  const listed = assignments.slice(0, ASSIGNMENTS_LISTED);
  const shown = people.flatMap((person) => {
    const own = listed.filter((row) => row.member_id === person.id);
    const feed = feeds.find((row) => row.member_id === person.id);
    if (own.length === 0 && !feed) return [];
    return [
      {
        number: person.member_number,
        name: `${person.first_name} ${person.last_name}`,
        assignments: own.map((row) => ({
          id: row.id,
          competitionId: row.competition_id,
          role: row.role,
          competition: row.competition,
          competitionFr: row.competition_fr,
          home: row.home_team,
          away: row.away_team,
          day: row.match_date,
          time: row.match_time,
          status: row.status,
          venue: row.venue,
        })),
        feed: feed ? officialFeedLinks(config.BASE_URL, ask.locale, feed.token) : null,
      },
    ];
  });
  return shown.length === 0
    ? null
    : { people: shown, more: assignments.length > ASSIGNMENTS_LISTED, listed: ASSIGNMENTS_LISTED };
}

/**
 * The officiating section of an account's data download (decision 033): for each person the account manages
 * who was ever assigned to a match or has a personal feed, the assignments (the newest `rows` in all, past
 * ones included) and when the feed was made. The feed's secret address is left out: the download is a file
 * people keep and share, and the account page shows the address. `truncated` names the list when it had more.
 */
export async function exportOfficiatingOfAccount(db: Db, { userId }: { userId: string }, rows: number) {
  const people = await listPeopleOfAccount(db, userId);
  const ids = people.map((person) => person.id);
  const [assignments, feeds] = await Promise.all([
    exportAssignmentsOfMembers(db, ids, rows + 1),
    getFeedOfMembers(db, ids),
  ]);
  const kept = assignments.slice(0, rows);
  const officiating = people.flatMap((person) => {
    const own = kept.filter((row) => row.member_id === person.id);
    const feed = feeds.find((row) => row.member_id === person.id);
    if (own.length === 0 && !feed) return [];
    return [
      {
        memberNumber: person.member_number,
        assignments: own.map(({ member_id, ...assignment }) => assignment),
        calendarFeedCreatedAt: feed?.created_at ?? null,
      },
    ];
  });
  return { officiating, truncated: assignments.length > rows ? ["officiating"] : [] };
}

/**
 * Creates or replaces (`renew`) the feed token of a person the account manages, or removes it (`revoke`):
 * the old address stops working at once. false for a member number not the account's.
 */
export async function changeOfficialFeed(
  db: Db,
  request: { userId: string; memberNumber: string; intent: "renew" | "revoke" },
  now: Date,
) {
  const person = (await listPeopleOfAccount(db, request.userId)).find(
    (candidate) => candidate.member_number === request.memberNumber,
  );
  if (!person) return false;
  await serialised(db, [`official-feed:${person.id}`], async (trx) => {
    if (request.intent === "revoke") await deleteFeed(trx, person.id);
    else await replaceFeedToken(trx, person.id, newToken(), now);
  });
  return true;
}

/**
 * The personal feed of a token: the matches its official is assigned to, from FEED_PAST_DAYS ago on (at
 * most FEED_MATCHES), with the role in each summary. null for an unknown or revoked token. Its ETag is a
 * hash of the content version (raised by every change to matches and officials), the person, the day and
 * the language: 304 after two short reads.
 */
export async function officiatingFeed(
  db: Db,
  config: Config,
  ask: { token: string; locale: Locale; today: string; ifNoneMatch: (etag: string) => boolean },
) {
  const feed = await findFeedByToken(db, ask.token);
  if (!feed) return null;
  const version = await readContentVersion(db);
  const key = `${version}|official|${feed.member_id}|${ask.today}|${ask.locale}`;
  const etag = `W/"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;
  if (ask.ifNoneMatch(etag)) return { notModified: true as const, etag };
  const t = texts(ask.locale);
  const from = new Date(Date.parse(`${ask.today}T00:00:00Z`) - FEED_PAST_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const [rows, [person]] = await Promise.all([
    listAssignmentsOfMembers(db, [feed.member_id], from, FEED_MATCHES),
    listAccountsOfMembers(db, [feed.member_id]),
  ]);
  const url = `${config.BASE_URL}${localePath(ask.locale, "/account")}`;
  const name = person ? `${person.first_name} ${person.last_name}` : "";
  const body = buildMatchCalendar({
    name: `${format(t.feed.name, { name })} (${siteNameIn(config, ask.locale)})`,
    matches: rows.flatMap((row) =>
      row.match_date === null
        ? []
        : [
            {
              id: row.id,
              day: row.match_date,
              time: row.match_time,
              status: row.status,
              summary: format(t.feed.summary, {
                role: t.roles[row.role],
                home: row.home_team ?? t.tbd,
                away: row.away_team ?? t.tbd,
              }),
              description: ask.locale === "fr" ? row.competition_fr : row.competition,
              location: row.venue === null ? null : `${row.venue}, ${row.venue_address ?? ""}`,
              updatedAt: row.updated_at,
              url,
            },
          ],
    ),
    baseUrl: config.BASE_URL,
    timeZone: config.TIME_ZONE,
    language: ask.locale,
  });
  return { notModified: false as const, etag, body, filename: "officiating.ics" };
}

/**
 * What a public page may show of some matches' officials (decision 065): the role and the name of each
 * official who is an adult on `today`; a minor is left out entirely, and nothing else of anyone (no member
 * number, no contact detail) leaves this function. One query per table, whatever the number of matches.
 */
export async function listPublicOfficials(db: Db, matchIds: readonly number[], today: string) {
  const rows = await listOfficialsOfMatches(db, matchIds);
  const names = new Map(
    (
      await listMemberNames(
        db,
        rows.map((row) => row.member_id),
      )
    ).map((person) => [person.id, person]),
  );
  return rows.flatMap((row) => {
    const person = names.get(row.member_id);
    if (!person || !officialNamedPublicly(person.date_of_birth, today)) return [];
    return [{ matchId: row.match_id, role: row.role, name: `${person.first_name} ${person.last_name}` }];
  });
}
