import type { Db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors.server";
import type { RosterRole } from "~/db/schema";
import { listAccountContacts } from "~/features/accounts/index.server";
import { membershipStanding } from "~/features/memberships";
import {
  listAccountsOfMembers,
  listSeasonMembershipsOfMembers,
  listSeasons,
} from "~/features/memberships/index.server";
import { parseWith } from "~/lib/form";
import { asLocale, format, type Locale } from "~/lib/i18n";
import { competitionsSetupMessages } from "~/texts/pages/competitions-setup";
import { getCompetitionRow, getEntry, getTeam } from "../setup/queries.server";
import { listEntries } from "../setup/service.server";
import {
  deletePlace,
  findPlaceOfMember,
  insertPlace,
  isJerseyTaken,
  listOfficialRows,
  listPlacesOfEntries,
} from "./queries.server";
import { type Eligibility, eligibility, type MembershipFacts, rosterFormSchema, rosterOpen } from "./rules";

/**
 * Rosters and eligibility (docs/competitions.md "Rosters and eligibility", decision 053): who may take a
 * place, checked when they are added and again at every read against the memberships as they are now.
 */

const texts = (locale: Locale) => competitionsSetupMessages[locale];

type SeasonMembership = Awaited<ReturnType<typeof listSeasonMembershipsOfMembers>>[number];

/** The memberships feature's answer as the eligibility rule reads it, on `today`. */
function factsOf(person: SeasonMembership, today: string): MembershipFacts {
  const { membership } = person;
  if (membership === null) return null;
  return {
    standing: membershipStanding(membership, { ends_on: membership.seasonEndsOn }, today),
    canPlay: membership.canPlay,
    canCoach: membership.canCoach,
  };
}

type CompetitionRow = NonNullable<Awaited<ReturnType<typeof getCompetitionRow>>>;

function check(
  competition: CompetitionRow,
  person: SeasonMembership,
  role: RosterRole,
  today: string,
): Eligibility {
  return eligibility({
    role,
    membership: factsOf(person, today),
    dateOfBirth: person.member.dateOfBirth,
    rule: {
      ageRule: competition.age_rule,
      ageLimit: competition.age_limit,
      allowPlayingUp: competition.allow_playing_up === 1,
    },
    cutoff: competition.age_cutoff,
  });
}

/**
 * The rosters screen: the competition, whether rosters are open today, and each entry (withdrawn ones
 * last) with its places, each person's eligibility computed now from their membership of the season.
 */
export async function loadRosters(db: Db, competitionId: number, today: string) {
  const competition = await getCompetitionRow(db, competitionId);
  if (!competition) return undefined;
  const [entries, seasons] = await Promise.all([listEntries(db, competitionId), listSeasons(db)]);
  const places = await listPlacesOfEntries(
    db,
    entries.map((entry) => entry.id),
  );
  const people = new Map(
    (
      await listSeasonMembershipsOfMembers(
        db,
        { ids: places.map((place) => place.member_id) },
        competition.season_id,
      )
    ).map((person) => [person.member.id, person]),
  );
  const ordered = [
    ...entries.filter((entry) => entry.status !== "withdrawn"),
    ...entries.filter((entry) => entry.status === "withdrawn"),
  ];
  return {
    competition,
    season: seasons.find((season) => season.id === competition.season_id)?.name ?? "",
    openToTeams: rosterOpen(competition, today, false),
    entries: ordered.map((entry) => ({
      id: entry.id,
      teamName: entry.teamName,
      clubName: entry.clubName,
      guestFrom: entry.guestFrom,
      status: entry.status,
      places: places
        .filter((place) => place.entry_id === entry.id)
        .flatMap((place) => {
          const person = people.get(place.member_id);
          if (!person) return [];
          return [
            {
              id: place.id,
              role: place.role,
              jersey: place.jersey,
              memberNumber: person.member.number,
              name: `${person.member.firstName} ${person.member.lastName}`,
              status: check(competition, person, place.role, today),
            },
          ];
        }),
    })),
  };
}

/**
 * The competition's eligibility check for people of its rosters on `day` (a match's day, for its
 * lineup), each with their name and, when refused, the roster's reason in `locale`. A person with no such
 * member is absent from the answer.
 */
export async function eligibilityOnDay(
  db: Db,
  request: { competitionId: number; people: { memberId: number; role: RosterRole }[]; locale: Locale },
  day: string,
) {
  const found = new Map<number, { name: string; refusal: string | null }>();
  const competition = await getCompetitionRow(db, request.competitionId);
  if (!competition || request.people.length === 0) return found;
  const [members, seasons] = await Promise.all([
    listSeasonMembershipsOfMembers(
      db,
      { ids: request.people.map((person) => person.memberId) },
      competition.season_id,
    ),
    listSeasons(db),
  ]);
  const season = seasons.find((row) => row.id === competition.season_id)?.name ?? "";
  const reasons = texts(request.locale).rosters.reasons;
  for (const { memberId, role } of request.people) {
    const person = members.find((row) => row.member.id === memberId);
    if (!person) continue;
    const name = `${person.member.firstName} ${person.member.lastName}`;
    const status = check(competition, person, role, day);
    found.set(memberId, {
      name,
      refusal: status.eligible
        ? null
        : format(reasons[status.reason], {
            name,
            season,
            limit: competition.age_limit ?? "",
            cutoff: competition.age_cutoff ?? "",
          }),
    });
  }
  return found;
}

export type RosterResult =
  | { ok: true; name: string; team: string }
  | { ok: false; errors: Record<string, string> };

/**
 * Adds a member to an entry's roster (decision 053). Refused, with the reason in `locale`: an unknown
 * number; no active membership of the competition's season of a type that allows the role; outside the
 * age rule on the cut-off day; already on a team of this competition; a jersey taken; a withdrawn entry;
 * a locked roster for anyone but an administrator. Two additions at once of the same person, or of the
 * same jersey: the unique constraints keep one, and the other gets the same message as if it came second.
 */
export async function addToRoster(
  db: Db,
  request: {
    competitionId: number;
    entryId: number;
    values: Record<string, string>;
    locale: Locale;
    by: { id: string; isAdmin: boolean };
  },
  today: string,
  now: Date,
): Promise<RosterResult> {
  const t = texts(request.locale);
  const parsed = parseWith(rosterFormSchema(t.validation), request.values);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const input = parsed.data;
  const refuse = (field: string, message: string): RosterResult => ({
    ok: false,
    errors: { [field]: message },
  });
  const attempt = () =>
    db.transaction().execute(async (trx): Promise<RosterResult> => {
      const competition = await getCompetitionRow(trx, request.competitionId);
      const entry = competition ? await getEntry(trx, competition.id, request.entryId) : undefined;
      if (!competition || !entry) return refuse("memberNumber", t.validation.entry);
      if (entry.status === "withdrawn") return refuse("memberNumber", t.rosters.reasons.withdrawn);
      if (!rosterOpen(competition, today, request.by.isAdmin))
        return refuse(
          "memberNumber",
          format(t.rosters.reasons.locked, { day: competition.roster_lock_on ?? "" }),
        );
      const [person] = await listSeasonMembershipsOfMembers(
        trx,
        { numbers: [input.memberNumber] },
        competition.season_id,
      );
      if (!person)
        return refuse("memberNumber", format(t.rosters.reasons["no-member"], { number: input.memberNumber }));
      const name = `${person.member.firstName} ${person.member.lastName}`;
      const season = (await listSeasons(trx)).find((row) => row.id === competition.season_id)?.name ?? "";
      const status = check(competition, person, input.role, today);
      if (!status.eligible)
        return refuse(
          "memberNumber",
          format(t.rosters.reasons[status.reason], {
            name,
            season,
            limit: competition.age_limit ?? "",
            cutoff: competition.age_cutoff ?? "",
          }),
        );
      const other = await findPlaceOfMember(trx, competition.id, person.member.id);
      if (other)
        return refuse(
          "memberNumber",
          format(t.rosters.reasons["other-team"], { name, team: other.team_name }),
        );
      if (input.jersey !== null && (await isJerseyTaken(trx, entry.id, input.jersey)))
        return refuse("jersey", format(t.rosters.reasons["jersey-taken"], { jersey: input.jersey }));
      await insertPlace(
        trx,
        {
          entryId: entry.id,
          competitionId: competition.id,
          memberId: person.member.id,
          role: input.role,
          jersey: input.jersey,
          createdBy: request.by.id,
        },
        now,
      );
      const team = await getTeam(trx, entry.team_id);
      return { ok: true, name, team: team?.name ?? "" };
    });
  try {
    return await attempt();
  } catch (error) {
    // Another administrator's addition came first (roster_places_person or roster_places_jersey): read again,
    // and the checks above name what is now taken.
    if (!isUniqueViolation(error)) throw error;
    return attempt();
  }
}

/** Removes a place from an entry's roster; refused for anyone but an administrator once rosters lock. */
export async function removeFromRoster(
  db: Db,
  request: { competitionId: number; entryId: number; placeId: number; by: { isAdmin: boolean } },
  today: string,
) {
  const competition = await getCompetitionRow(db, request.competitionId);
  if (!competition || !rosterOpen(competition, today, request.by.isAdmin)) return false;
  const entry = await getEntry(db, competition.id, request.entryId);
  return entry ? deletePlace(db, entry.id, request.placeId) : false;
}

/** The team officials (coaches and managers) of some entries: whom fixture changes are e-mailed to. */
export async function listOfficialsOfEntries(db: Db, entryIds: readonly number[]) {
  const rows = await listOfficialRows(db, entryIds);
  return rows.map((row) => ({ entryId: row.entry_id, memberId: row.member_id, role: row.role }));
}

/**
 * Whom to write to about these members: each account that manages one of them (their own, or a
 * guardian's), once however many of its people are listed, with its address and language.
 */
export async function listContactsOfMembers(db: Db, memberIds: readonly number[]) {
  const people = await listAccountsOfMembers(db, [...memberIds]);
  const contacts = await listAccountContacts(
    db,
    people.flatMap((person) => (person.user_id ? [person.user_id] : [])),
  );
  return contacts.map((contact) => ({
    name: contact.name,
    email: contact.email,
    locale: asLocale(contact.locale),
  }));
}
