// Opt-in demo members for a site without any (`npm run db:demo-members`, docs/memberships.md "Demo
// members"): never part of the normal seed, since a real site's annual report would count them.
import type { Db } from "~/db/db.server";
import type { MembershipStatus } from "~/db/schema";
import { insertAccountWithoutPassword } from "~/features/accounts/index.server";
import { addToRoster, getCompetition, listEntries, loadRosters } from "~/features/competitions/index.server";
import { ageGroup, chosenSeason, dayIn, fitsType } from "~/features/memberships";
import {
  countMembers,
  insertConsents,
  insertMember,
  insertMembership,
  listCurrentDocuments,
  listOfferedClubs,
  listOfferedTypes,
  listSeasonMembershipsOfMembers,
  listSeasons,
  type loadReport,
} from "~/features/memberships/index.server";
import type { Locale } from "~/lib/i18n";
import { membersAdminMessages } from "~/texts/pages/members-admin";

export const DEFAULT_DEMO_COUNT = 120;
/** Enough to fill the members pages' pager many times; more is a typing mistake. */
export const MAX_DEMO_COUNT = 5000;

/** The e-mail of demo account `i`: example.org never receives mail. */
export const demoEmail = (i: number) => `demo-member-${i}@example.org`;

/** "120" from `--count 120`, or null when it is not a whole number from 1 to MAX_DEMO_COUNT. */
export function parseDemoCount(text: string) {
  const count = /^\d{1,5}$/.test(text.trim()) ? Number(text) : 0;
  return count >= 1 && count <= MAX_DEMO_COUNT ? count : null;
}

/** A small seeded generator (mulberry32): the same people, and so the same counts, on every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[below(items.length)];
    if (item === undefined) throw new Error("Nothing to pick from.");
    return item;
  };
  return { next, below, pick };
}

const names = {
  en: {
    first: [
      "Emma",
      "Liam",
      "Olivia",
      "Noah",
      "Ava",
      "Ethan",
      "Sophie",
      "Owen",
      "Chloe",
      "Lucas",
      "Maya",
      "Jack",
    ],
    last: [
      "Smith",
      "Brown",
      "Wilson",
      "MacDonald",
      "Campbell",
      "Anderson",
      "Taylor",
      "Martin",
      "Thompson",
      "Young",
    ],
  },
  fr: {
    first: [
      "Léa",
      "Félix",
      "Chloé",
      "William",
      "Rosalie",
      "Samuel",
      "Florence",
      "Thomas",
      "Juliette",
      "Gabriel",
    ],
    last: [
      "Tremblay",
      "Gagnon",
      "Roy",
      "Côté",
      "Bouchard",
      "Gauthier",
      "Morin",
      "Lavoie",
      "Fortin",
      "Pelletier",
    ],
  },
} as const;

/** Cities with their area code and the first letter of their postal codes. */
const cities = [
  { city: "Toronto", area: "416", postal: "M" },
  { city: "Ottawa", area: "613", postal: "K" },
  { city: "Hamilton", area: "905", postal: "L" },
  { city: "London", area: "519", postal: "N" },
  { city: "Sudbury", area: "705", postal: "P" },
] as const;
const streets = ["Main St", "King St W", "Queen St E", "rue Principale", "Maple Ave", "Lakeshore Rd"];
/** The letters Canada Post uses in postal codes. */
const POSTAL_LETTERS = "ABCEGHJKLMNPRSTVXY";

/** The day `years` years and `days` days before a "YYYY-MM-DD" day: whole years of age on that day. */
function dayBefore(day: string, years: number, days: number) {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC((year ?? 0) - years, (month ?? 1) - 1, (date ?? 1) - days))
    .toISOString()
    .slice(0, 10);
}

/** A person to join, drawn from `random`: youth or adult on the season's first day, in English or French. */
function demoPerson(random: ReturnType<typeof seededRandom>, seasonStart: string) {
  const locale: Locale = random.next() < 0.3 ? "fr" : "en";
  const list = names[locale];
  const lastName = random.pick(list.last);
  const firstName = random.pick(list.first);
  // About a third youth (6 to 17 on the season's first day), the rest adults up to 67; any birthday.
  const age = random.next() < 0.35 ? 6 + random.below(12) : 18 + random.below(50);
  const dateOfBirth = dayBefore(seasonStart, age, random.below(365));
  const place = random.pick(cities);
  const phone = () => `${place.area}-555-01${String(random.below(100)).padStart(2, "0")}`;
  const letter = () => random.pick([...POSTAL_LETTERS]);
  const digit = () => String(random.below(10));
  return {
    locale,
    firstName,
    lastName,
    dateOfBirth,
    parentName: `${random.pick(list.first)} ${lastName}`,
    address: `${10 + random.below(990)} ${random.pick(streets)}`,
    city: place.city,
    postalCode: `${place.postal}${digit()}${letter()} ${digit()}${letter()}${digit()}`,
    phone: phone(),
    emergencyName: `${random.pick(list.first)} ${lastName}`,
    emergencyPhone: phone(),
  };
}

export type DemoResult =
  | { status: "refused"; members: number }
  | { status: "created"; seasonId: number; statuses: Record<MembershipStatus, number> };

/**
 * `count` demo people, each with an account of their own (`demo-member-<i>@example.org`, no password), a
 * membership of the season the report shows today, a type that fits their age, a club or none, mostly
 * active, some awaiting payment (types with a fee; no order), a few cancelled, and consents to the current
 * documents (a guardian's for a minor). One transaction; refused when the site holds any member at all.
 * Needs the seed's season, types and documents (seedDemoContent).
 */
export async function createDemoMembers(
  db: Db,
  { now, timeZone, shortName, count }: { now: Date; timeZone: string; shortName: string; count: number },
): Promise<DemoResult> {
  return db.transaction().execute(async (trx): Promise<DemoResult> => {
    const members = await countMembers(trx);
    if (members > 0) return { status: "refused", members };
    const season = chosenSeason(await listSeasons(trx), null, dayIn(now, timeZone));
    const types = await listOfferedTypes(trx);
    if (!season || types.length === 0)
      throw new Error("No season or membership type: run npm run db:seed first.");
    const clubs = await listOfferedClubs(trx);
    const documents = (await listCurrentDocuments(trx)).filter(
      (document) => document.kind !== "concussion" || season.concussion_required === 1,
    );
    const random = seededRandom(16);
    const statuses: Record<MembershipStatus, number> = {
      active: 0,
      "awaiting-payment": 0,
      cancelled: 0,
      expired: 0,
    };
    for (let i = 1; i <= count; i++) {
      const person = demoPerson(random, season.starts_on);
      const fitting = types.filter((type) => fitsType(type, person.dateOfBirth, season));
      // Players are most of an association; coaches, officials and volunteers a few each.
      const weighted = fitting.flatMap((type) => Array<typeof type>(type.can_play ? 8 : 1).fill(type));
      if (weighted.length === 0)
        throw new Error(`No offered membership type fits a person born ${person.dateOfBirth}.`);
      const type = random.pick(weighted);
      const club = random.next() < 0.8 && clubs.length > 0 ? random.pick(clubs) : null;
      const roll = random.next();
      const status: MembershipStatus =
        roll < 0.06 ? "cancelled" : roll < 0.2 && type.fee_cents > 0 ? "awaiting-payment" : "active";
      const minor = ageGroup(person.dateOfBirth, season) === "youth";
      const email = demoEmail(i);
      const fullName = `${person.firstName} ${person.lastName}`;
      const userId = `demo-member-${i}`;
      await insertAccountWithoutPassword(
        trx,
        { id: userId, name: minor ? person.parentName : fullName, email, locale: person.locale },
        now,
      );
      const member = await insertMember(
        trx,
        {
          user_id: userId,
          first_name: person.firstName,
          last_name: person.lastName,
          date_of_birth: person.dateOfBirth,
          address: person.address,
          city: person.city,
          province: "ON",
          postal_code: person.postalCode,
          phone: person.phone,
          emergency_name: person.emergencyName,
          emergency_phone: person.emergencyPhone,
          guardian_name: minor ? person.parentName : null,
          guardian_email: minor ? email : null,
        },
        shortName,
        now,
      );
      const membershipId = await insertMembership(
        trx,
        {
          member_id: member.id,
          season_id: season.id,
          type_id: type.id,
          club_id: club?.id ?? null,
          status,
          order_id: null,
        },
        now,
      );
      const by = minor
        ? { name: person.parentName, role: "guardian" as const }
        : { name: fullName, role: "member" as const };
      await insertConsents(
        trx,
        documents.map((document) => ({
          membership_id: membershipId,
          document_id: document.id,
          accepted_by_name: by.name,
          accepted_by_email: email,
          role: by.role,
        })),
        now,
      );
      statuses[status] += 1;
    }
    return { status: "created", seasonId: season.id, statuses };
  });
}

/** The annual report as the administrators' page shows it (its English texts), then the memberships per status. */
export function formatDemoReport(
  report: Awaited<ReturnType<typeof loadReport>>,
  statuses: Record<MembershipStatus, number>,
) {
  const t = membersAdminMessages.en;
  const r = t.report;
  const width = Math.max(
    24,
    ...report.perType.map((type) => type.name.en.length),
    ...report.perClub.map((club) => (club.name ?? "").length),
  );
  const row = (name: string, count: number, votes = "") =>
    `  ${name.padEnd(width)}  ${votes.padEnd(r.columns.votes.length + 2)}${String(count).padStart(5)}`;
  return [
    `${r.title}, season ${report.season?.name ?? "none"}`,
    `${r.intro}`,
    "",
    `${r.perType.padEnd(width + 2)}  ${r.columns.votes}  ${r.columns.count}`,
    ...report.perType.map((type) => row(type.name.en, type.count, type.votes ? r.yes : "")),
    "",
    r.perClub,
    ...report.perClub.map((club) => row(club.name ?? t.unattached, club.count)),
    "",
    r.ageSplit,
    row(t.ageGroups.youth, report.youth),
    row(t.ageGroups.adult, report.adult),
    "",
    row(r.voters, report.voters),
    row(r.total, report.total),
    "",
    "Memberships per status (all demo memberships)",
    ...(["active", "awaiting-payment", "cancelled"] as const).map((status) =>
      row(t.standings[status], statuses[status]),
    ),
  ].join("\n");
}

/** Players per team the rosters command fills: a handball squad is at most 16 on a match sheet. */
export const DEMO_ROSTER_SIZE = 14;

export type DemoRostersResult =
  | { status: "no-competition" }
  | { status: "filled"; teams: { name: string; players: number; officials: number }[] };

/**
 * Fills the rosters of a competition's confirmed entries with the demo members (accounts demo-member-…)
 * through the roster service, so each place passes the eligibility checks of any other: up to
 * DEMO_ROSTER_SIZE players (jerseys 1, 2, …) and one coach per team. Only adults in a competition without
 * a maximum age (an adult competition, whose public pages name the players); only the youth that its age
 * rule admits in a youth one. Nobody twice; a roster already holding people keeps them.
 */
export async function fillDemoRosters(
  db: Db,
  { competitionId, now, timeZone }: { competitionId: number; now: Date; timeZone: string },
): Promise<DemoRostersResult> {
  const competition = await getCompetition(db, competitionId);
  if (!competition) return { status: "no-competition" };
  const today = dayIn(now, timeZone);
  const season = (await listSeasons(db)).find((row) => row.id === competition.season_id);
  const people = season
    ? await listSeasonMembershipsOfMembers(db, { userIdPrefix: "demo-member-" }, competition.season_id)
    : [];
  const adult = competition.age_rule !== "max";
  const candidates = people.filter(
    (person) =>
      person.membership?.status === "active" &&
      season !== undefined &&
      (ageGroup(person.member.dateOfBirth, season) === "adult") === adult,
  );
  const rosters = await loadRosters(db, competitionId, today);
  const placed = new Set(
    rosters?.entries.flatMap((entry) => entry.places.map((place) => place.memberNumber)),
  );
  const teams = [];
  for (const entry of (await listEntries(db, competitionId)).filter((row) => row.status === "confirmed")) {
    const held = rosters?.entries.find((row) => row.id === entry.id)?.places ?? [];
    let players = held.filter((place) => place.role === "player").length;
    let officials = held.length - players;
    const jerseys = new Set(held.map((place) => place.jersey));
    for (const person of candidates) {
      if (players >= DEMO_ROSTER_SIZE && officials >= 1) break;
      if (placed.has(person.member.number)) continue;
      const role = officials < 1 && person.membership?.canCoach ? "coach" : "player";
      if (role === "player" && (players >= DEMO_ROSTER_SIZE || !person.membership?.canPlay)) continue;
      let jersey = 1;
      while (jerseys.has(jersey)) jersey += 1;
      const added = await addToRoster(
        db,
        {
          competitionId,
          entryId: entry.id,
          values: {
            memberNumber: person.member.number,
            role,
            jersey: role === "player" ? String(jersey) : "",
          },
          locale: "en",
          by: { id: "demo-members", isAdmin: true },
        },
        today,
        now,
      );
      if (!added.ok) continue;
      placed.add(person.member.number);
      if (role === "player") {
        jerseys.add(jersey);
        players += 1;
      } else officials += 1;
    }
    teams.push({ name: entry.teamName, players, officials });
  }
  return { status: "filled", teams };
}
