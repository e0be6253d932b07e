import type { Db } from "~/db/db.server";
import type { RosterRole, SheetLineRole, SheetSide, SheetStatus } from "~/db/schema";
import { listMemberNames, listPeopleOfAccount } from "~/features/memberships/index.server";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { format, type Locale } from "~/lib/i18n";
import { scheduleJob } from "~/lib/jobs/schedule.server";
import { matchSheetMessages } from "~/texts/pages/match-sheet";
import { suspendedForMatch } from "../discipline/service.server";
import { findMatchForOfficials } from "../officials/queries.server";
import { listPlacesOfEntries } from "../rosters/queries.server";
import { eligibilityOnDay, listContactsOfMembers, listOfficialsOfEntries } from "../rosters/service.server";
import { sheetAccess } from "./access.server";
import { submittedEmail } from "./emails.server";
import { parseSheetForm, problemErrors } from "./forms";
import {
  bumpSheet,
  deleteSideLines,
  ensureSheet,
  findSheet,
  insertSheetLines,
  listEntriesOfficiatedBy,
  listMatchesOfEntries,
  listSheetLines,
  updatePlayerLine,
} from "./queries.server";
import { checkSheet, IHF_SHEET_LIMITS, NO_SHEET, SHEET_DEADLINE_JOB, sevensOf } from "./rules";

/**
 * The lineups and the match sheet (docs/competitions.md "The match sheet", decision 066): who may act
 * (`sheetAccess`), each side's lineup checked against the roster, the eligibility on the match's day and
 * the suspensions, the sheet checked whole by `checkSheet`, and its submission to the away team. Every
 * write starts with the one conditional update of the sheet's version (`bumpSheet`): a form that read an
 * older sheet, a second tab or a double click changes nothing.
 */

export type Viewer = { userId: string; isAdmin: boolean };

const texts = (locale: Locale) => matchSheetMessages[locale];

/** The statuses in which a viewer may still change a sheet: open for the teams; until final for an administrator. */
const writableIn = (viewer: Viewer): readonly SheetStatus[] =>
  viewer.isAdmin ? ["open", "submitted", "disputed"] : ["open"];

/** The most matches of each kind (upcoming, recent) the account's list shows. */
const MATCHES_LISTED = 30;

const nameOf = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`;

const SIDES = ["home", "away"] as const satisfies readonly SheetSide[];

/**
 * The sheet's page for a viewer: the match, what they may do, each side's lineup (with the roster to pick
 * from for a side they act for), and the sheet. null: no such match, or no part in it (a 404).
 */
export async function loadSheetPage(db: Db, matchId: number, viewer: Viewer) {
  const access = await sheetAccess(db, matchId, viewer);
  if (!access) return null;
  const { match } = access;
  const details = await findMatchForOfficials(db, matchId);
  const base = {
    match: {
      id: match.id,
      day: match.match_date,
      time: match.match_time,
      status: match.status,
      competition: details?.competition ?? "",
      competitionFr: details?.competition_fr ?? "",
      home: details?.home_team ?? "",
      away: details?.away_team ?? "",
      venue: details?.venue ?? null,
      /** A knockout match cannot end level: its sheet says how it was decided. */
      knockout: match.pool_id === null,
    },
    access: { home: access.home, away: access.away, admin: access.admin },
  };
  if (NO_SHEET.includes(match.status)) return { ...base, sheet: null };
  const entries = { home: match.home_entry_id, away: match.away_entry_id };
  const [sheet, lines, places, homeSuspended, awaySuspended] = await Promise.all([
    findSheet(db, matchId),
    listSheetLines(db, matchId),
    listPlacesOfEntries(db, [entries.home, entries.away]),
    // Read again on every visit: a suspension decided after the lineup was saved shows beside the player.
    suspendedForMatch(db, entries.home, matchId),
    suspendedForMatch(db, entries.away, matchId),
  ]);
  const suspended = { home: homeSuspended, away: awaySuspended };
  const names = new Map(
    (
      await listMemberNames(db, [
        ...lines.map((line) => line.member_id),
        ...places.map((place) => place.member_id),
      ])
    ).map((row) => [row.id, nameOf(row)]),
  );
  const status = sheet?.status ?? "open";
  const writable = writableIn(viewer).includes(status);
  const side = (which: SheetSide) => {
    const own = lines.filter((line) => line.side === which);
    const picked = new Set(own.map((line) => line.member_id));
    const mayAct = access[which];
    return {
      team: which === "home" ? base.match.home : base.match.away,
      mayAct,
      lineupWritable: mayAct && writable,
      players: own
        .filter((line) => line.role === "player")
        .map((line) => ({
          id: line.id,
          memberId: line.member_id,
          jersey: line.jersey,
          name: names.get(line.member_id) ?? "",
          goals: line.goals,
          sevens: line.seven_goals,
          warning: line.warnings > 0,
          suspensions: line.suspensions,
          disqualification: line.disqualification,
          report: line.report,
          suspended: suspended[which].has(line.member_id),
        })),
      officials: own
        .filter((line) => line.role === "official")
        .map((line) => ({ memberId: line.member_id, name: names.get(line.member_id) ?? "" })),
      // The roster to pick from: only for a side the viewer acts for.
      roster: mayAct
        ? places
            .filter((place) => place.entry_id === entries[which])
            .map((place) => ({
              memberId: place.member_id,
              role: place.role,
              jersey: place.jersey,
              name: names.get(place.member_id) ?? "",
              picked: picked.has(place.member_id),
            }))
        : [],
    };
  };
  return {
    ...base,
    sheet: {
      status,
      version: sheet?.version ?? 1,
      homeHalfTime: sheet?.home_halftime ?? null,
      awayHalfTime: sheet?.away_halftime ?? null,
      homeGoals: sheet?.home_goals ?? null,
      awayGoals: sheet?.away_goals ?? null,
      timeouts: {
        home: [sheet?.home_timeouts_1 ?? 0, sheet?.home_timeouts_2 ?? 0],
        away: [sheet?.away_timeouts_1 ?? 0, sheet?.away_timeouts_2 ?? 0],
      },
      decidedBy: sheet?.decided_by ?? null,
      homeSevens: sheet?.home_sevens ?? null,
      awaySevens: sheet?.away_sevens ?? null,
      answerBy: sheet?.answer_by ?? null,
      writable: (access.home || access.admin) && writable,
      submittable: (access.home || access.admin) && status === "open",
    },
    home: side("home"),
    away: side("away"),
    limits: { players: IHF_SHEET_LIMITS.players, officials: IHF_SHEET_LIMITS.officials },
  };
}

export type SheetPage = NonNullable<Awaited<ReturnType<typeof loadSheetPage>>>;
/** The page of a match that has a sheet (not cancelled or postponed). */
export type SheetPageWithSheet = Exclude<SheetPage, { sheet: null }>;

export type SheetWriteResult<T> =
  | ({ ok: true } & T)
  | { ok: false; notFound: true }
  | {
      ok: false;
      notFound?: undefined;
      errors: Record<string, string>;
      /** The sheet moved on since the form was read (another write, or its submission): show it anew. */
      moved?: true;
    };

/** The sentence for a write that found the sheet moved on: submitted since, or only changed since. */
async function refusalOf(db: Db, matchId: number, viewer: Viewer, locale: Locale) {
  const sheet = await findSheet(db, matchId);
  const t = texts(locale).reasons;
  return sheet && !writableIn(viewer).includes(sheet.status) ? t.closed : t.stale;
}

const versionOf = (values: Record<string, string>) => {
  const version = Number(values.version);
  return Number.isSafeInteger(version) ? version : 0;
};

/**
 * Saves a side's lineup: the players and team officials ticked on the form (`player_<member id>`,
 * `official_<member id>`), replacing that side's lines in one transaction; a player kept keeps what the
 * sheet holds for them. Refused, each person named with the reason: not on that team's roster in that role;
 * refused by the competition's eligibility check on the match's day; suspended for this match; over the
 * limits; and a stale or submitted sheet.
 */
export async function saveLineup(
  db: Db,
  request: {
    matchId: number;
    side: SheetSide;
    viewer: Viewer;
    values: Record<string, string>;
    locale: Locale;
  },
  today: string,
  now: Date,
): Promise<SheetWriteResult<{ team: string; players: number; officials: number }>> {
  const access = await sheetAccess(db, request.matchId, request.viewer);
  if (!access?.[request.side]) return { ok: false, notFound: true };
  const t = texts(request.locale);
  const { match } = access;
  if (NO_SHEET.includes(match.status))
    return { ok: false, errors: { form: t.noSheet[match.status as "cancelled" | "postponed"] } };
  const entryId = request.side === "home" ? match.home_entry_id : match.away_entry_id;
  const team =
    (await findMatchForOfficials(db, match.id))?.[request.side === "home" ? "home_team" : "away_team"] ?? "";
  const picked = (prefix: string) =>
    Object.entries(request.values).flatMap(([name, value]) => {
      const id = name.startsWith(prefix) && value === "1" ? Number(name.slice(prefix.length)) : Number.NaN;
      return Number.isSafeInteger(id) && id > 0 ? [id] : [];
    });
  const players = [...new Set(picked("player_"))];
  const officials = [...new Set(picked("official_"))];

  const errors: Record<string, string> = {};
  if (players.length > IHF_SHEET_LIMITS.players)
    errors.players = format(t.reasons["too-many-players"], { limit: IHF_SHEET_LIMITS.players });
  if (officials.length > IHF_SHEET_LIMITS.officials)
    errors.officials = format(t.reasons["too-many-officials"], { limit: IHF_SHEET_LIMITS.officials });

  const places = await listPlacesOfEntries(db, [entryId]);
  const placeOf = (memberId: number, role: SheetLineRole) =>
    places.find((place) => place.member_id === memberId && (role === "player") === (place.role === "player"));
  const wanted = [
    ...players.map((memberId) => ({ memberId, role: "player" as const, field: `player_${memberId}` })),
    ...officials.map((memberId) => ({ memberId, role: "official" as const, field: `official_${memberId}` })),
  ];
  const names = new Map(
    (
      await listMemberNames(
        db,
        wanted.map((person) => person.memberId),
      )
    ).map((row) => [row.id, nameOf(row)]),
  );
  const onRoster = wanted.flatMap((person) => {
    const place = placeOf(person.memberId, person.role);
    if (place) return [{ ...person, place }];
    const name = names.get(person.memberId);
    errors[person.field] = name
      ? format(t.reasons["not-on-roster"], { name, team })
      : format(t.reasons.unknown, { team });
    return [];
  });
  const [eligible, suspended] = await Promise.all([
    eligibilityOnDay(
      db,
      {
        competitionId: match.competition_id,
        people: onRoster.map((person) => ({
          memberId: person.memberId,
          role: person.place.role as RosterRole,
        })),
        locale: request.locale,
      },
      match.match_date ?? today,
    ),
    suspendedForMatch(db, entryId, match.id),
  ]);
  for (const person of onRoster) {
    const status = eligible.get(person.memberId);
    if (!status) errors[person.field] = format(t.reasons.unknown, { team });
    else if (status.refusal) errors[person.field] = status.refusal;
    else if (person.role === "player" && suspended.has(person.memberId))
      errors[person.field] = format(t.reasons.suspended, { name: status.name });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const saved = await db.transaction().execute(async (trx) => {
    await ensureSheet(trx, match.id, now);
    const bumped = await bumpSheet(
      trx,
      { matchId: match.id, version: versionOf(request.values), statuses: writableIn(request.viewer) },
      now,
    );
    if (!bumped) return false;
    const before = new Map(
      (await listSheetLines(trx, match.id))
        .filter((line) => line.side === request.side && line.role === "player")
        .map((line) => [line.member_id, line]),
    );
    await deleteSideLines(trx, match.id, request.side);
    await insertSheetLines(
      trx,
      onRoster.map((person) => {
        const kept = person.role === "player" ? before.get(person.memberId) : undefined;
        return {
          match_id: match.id,
          side: request.side,
          entry_id: entryId,
          member_id: person.memberId,
          role: person.role,
          jersey: person.role === "player" ? person.place.jersey : null,
          // Every column in every row: a multi-row insert on SQLite writes a missing one as null.
          goals: kept?.goals ?? 0,
          seven_goals: kept?.seven_goals ?? 0,
          warnings: kept?.warnings ?? 0,
          suspensions: kept?.suspensions ?? 0,
          disqualification: kept?.disqualification ?? "none",
          report: kept?.report ?? "",
        };
      }),
    );
    return true;
  });
  if (!saved)
    return {
      ok: false,
      moved: true,
      errors: { form: await refusalOf(db, match.id, request.viewer, request.locale) },
    };
  return { ok: true, team, players: players.length, officials: officials.length };
}

/**
 * Saves the sheet (the home side or an administrator), or submits it (`submit`, while it is open): checked
 * whole by `checkSheet`, every problem at its field and nothing saved (a knockout match's decision may stay
 * unsaid in an open sheet saved, not in one submitted or corrected once submitted). A submission sets the
 * status, who and when, the away team's deadline (the competition's `confirm_hours` from now), schedules
 * the deadline's job at it and e-mails each account of the away team's officials once, in its language,
 * all in the transaction of the conditional update: submitting twice submits and e-mails once.
 */
export async function saveSheet(
  { db, config, mail }: Deps,
  request: {
    matchId: number;
    viewer: Viewer;
    values: Record<string, string>;
    locale: Locale;
    submit: boolean;
  },
  now: Date,
): Promise<SheetWriteResult<{ submitted: boolean; away: string }>> {
  const access = await sheetAccess(db, request.matchId, request.viewer);
  if (!access || !(access.home || access.admin)) return { ok: false, notFound: true };
  const t = texts(request.locale);
  const { match } = access;
  if (NO_SHEET.includes(match.status))
    return { ok: false, errors: { form: t.noSheet[match.status as "cancelled" | "postponed"] } };
  const [lines, details, stored] = await Promise.all([
    listSheetLines(db, match.id),
    findMatchForOfficials(db, match.id),
    findSheet(db, match.id),
  ]);
  // An open sheet saved is a draft; the status is checked again by the write (`bumpSheet`).
  const draft = !request.submit && (stored?.status ?? "open") === "open";
  const playerLines = lines.filter((line) => line.role === "player");
  // A sheet is submitted with both teams on it.
  if (request.submit && SIDES.some((side) => !playerLines.some((line) => line.side === side)))
    return { ok: false, errors: { form: t.sheet.noLineups } };
  const officials = {
    home: lines
      .filter((line) => line.side === "home" && line.role === "official")
      .map((l) => String(l.member_id)),
    away: lines
      .filter((line) => line.side === "away" && line.role === "official")
      .map((l) => String(l.member_id)),
  };
  const knockout = match.pool_id === null;
  const parsed = parseSheetForm(request.values, playerLines, officials, knockout, t.reasons);
  if (!parsed.ok) return { ok: false, errors: { ...parsed.errors, form: t.problemsSummary } };
  const { sheet, lineOf } = parsed.data;
  const checked = checkSheet(sheet, IHF_SHEET_LIMITS, { draft });
  if (checked.problems.length > 0) {
    const names = new Map(
      (
        await listMemberNames(
          db,
          lines.map((line) => line.member_id),
        )
      ).map((row) => [String(row.id), nameOf(row)]),
    );
    const errors = problemErrors(checked.problems, lineOf, t.problems, (member) => names.get(member) ?? "");
    return { ok: false, errors: { form: t.problemsSummary, ...errors } };
  }
  const answerBy = new Date(now.getTime() + match.confirm_hours * 3_600_000).toISOString();
  const scores = {
    home_halftime: sheet.home.halfTimeGoals,
    away_halftime: sheet.away.halfTimeGoals,
    home_goals: sheet.home.goals,
    away_goals: sheet.away.goals,
    home_timeouts_1: sheet.home.timeouts[0],
    home_timeouts_2: sheet.home.timeouts[1],
    away_timeouts_1: sheet.away.timeouts[0],
    away_timeouts_2: sheet.away.timeouts[1],
    // Null on a pool match's sheet, whatever was posted.
    decided_by: checked.decision?.decidedBy ?? null,
    home_sevens: checked.decision?.homeSevens ?? null,
    away_sevens: checked.decision?.awaySevens ?? null,
  };
  const outcome = await db.transaction().execute(async (trx) => {
    await ensureSheet(trx, match.id, now);
    const bumped = await bumpSheet(
      trx,
      {
        matchId: match.id,
        version: versionOf(request.values),
        statuses: request.submit || draft ? ["open"] : writableIn(request.viewer),
        changes: request.submit
          ? {
              ...scores,
              status: "submitted",
              submitted_by: request.viewer.userId,
              submitted_at: now.toISOString(),
              answer_by: answerBy,
            }
          : scores,
      },
      now,
    );
    if (!bumped) return { bumped: false, mailed: 0 };
    for (const side of SIDES)
      for (const line of checked.players[side]) {
        const id = lineOf.get(line.member);
        if (id === undefined) continue;
        await updatePlayerLine(trx, match.id, id, {
          goals: line.goals,
          seven_goals: line.sevenMetreGoals,
          warnings: line.warnings,
          suspensions: line.suspensions,
          disqualification: line.disqualification,
          report: line.report,
        });
      }
    if (!request.submit) return { bumped: true, mailed: 0 };
    await scheduleJob(trx, { kind: SHEET_DEADLINE_JOB, subject: match.id, runAt: answerBy }, now);
    const members = await listOfficialsOfEntries(trx, [match.away_entry_id]);
    const contacts = await listContactsOfMembers(
      trx,
      members.map((member) => member.memberId),
    );
    for (const contact of contacts)
      await enqueueEmail(
        trx,
        submittedEmail(config, contact, {
          matchId: match.id,
          home: details?.home_team ?? "",
          away: details?.away_team ?? "",
          day: match.match_date,
          time: match.match_time,
          venue: details?.venue ?? null,
          homeGoals: sheet.home.goals,
          awayGoals: sheet.away.goals,
          sevens: sevensOf(scores),
          answerBy,
        }),
        now,
      );
    return { bumped: true, mailed: contacts.length };
  });
  if (!outcome.bumped)
    return {
      ok: false,
      moved: true,
      errors: { form: await refusalOf(db, match.id, request.viewer, request.locale) },
    };
  if (outcome.mailed > 0) mail.wake();
  return { ok: true, submitted: request.submit, away: details?.away_team ?? "" };
}

/** The entries on whose roster the account's people are coach or manager. */
async function entriesOfAccount(db: Db, userId: string) {
  const people = await listPeopleOfAccount(db, userId);
  return listEntriesOfficiatedBy(
    db,
    people.map((person) => person.id),
  );
}

/**
 * The account's list: the matches between two teams of the entries whose roster the account's people are
 * coach or manager of, from `today` on first (the undated ones last), then the recent ones, each with its
 * sheet's status. null when the account officiates no team (the account page shows no link).
 */
export async function loadMatchesOfAccount(db: Db, userId: string, today: string) {
  const entryIds = await entriesOfAccount(db, userId);
  if (entryIds.length === 0) return null;
  const [upcoming, recent] = await Promise.all([
    listMatchesOfEntries(db, { entryIds, today, upcoming: true, limit: MATCHES_LISTED }),
    listMatchesOfEntries(db, { entryIds, today, upcoming: false, limit: MATCHES_LISTED }),
  ]);
  const shape = (row: (typeof upcoming)[number]) => ({
    id: row.id,
    day: row.match_date,
    time: row.match_time,
    status: row.status,
    competition: row.competition,
    competitionFr: row.competition_fr,
    home: row.home_team,
    away: row.away_team,
    venue: row.venue,
    sheet: NO_SHEET.includes(row.status) ? null : (row.sheet_status ?? "open"),
  });
  return { upcoming: upcoming.map(shape), recent: recent.map(shape) };
}

/** Whether the account officiates a team (the account page's link to its matches). */
export async function officiatesTeams(db: Db, userId: string) {
  return (await entriesOfAccount(db, userId)).length > 0;
}
