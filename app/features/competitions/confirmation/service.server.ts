import type { Db } from "~/db/db.server";
import type { SheetFinalizedHow } from "~/db/schema";
import { listAccountContacts } from "~/features/accounts/index.server";
import { listAccountsOfMembers } from "~/features/memberships/index.server";
import type { Config } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { parseWith } from "~/lib/form";
import { format, type Locale } from "~/lib/i18n";
import { scheduleJob } from "~/lib/jobs/schedule.server";
import { matchAnswersMessages } from "~/texts/pages/match-answers";
import { advanceKnockout } from "../fixtures/knockout.server";
import { sheetAccess } from "../match-sheet/access.server";
import { NO_SHEET, SHEET_DEADLINE_JOB, sevensOf } from "../match-sheet/rules";
import { listPools } from "../results/queries.server";
import { type AfterResultSaved, loadMatchResult, writeSheetResult } from "../results/service.server";
import { listContactsOfMembers, listOfficialsOfEntries } from "../rosters/service.server";
import { getCompetitionRow } from "../setup/queries.server";
import { disputeAdminEmail, type SheetNotice, sheetTeamEmail, type TeamNoticeKind } from "./emails.server";
import {
  countAwaitingRows,
  findAnswerMatch,
  findSheet,
  listCompetitionSheets,
  listSheetLines,
  markDisputed,
  markFinal,
  reopenAwaitingSheet,
} from "./queries.server";
import { answerStateOf, disputeFormSchema, sheetListOrder, versionFrom } from "./rules";

/**
 * Confirming a match's result (docs/competitions.md "Confirming results", decision 066): the away team's
 * officials confirm or dispute the submitted sheet until its deadline; a confirmation, the deadline's job
 * or an administrator's decision makes it final, once: one conditional update of the sheet, and only when
 * it changed a row, the match's result through the results part and the e-mails, in the same transaction.
 */

type Viewer = { userId: string; isAdmin: boolean };
type AnswerMatch = NonNullable<Awaited<ReturnType<typeof findAnswerMatch>>>;
type Sheet = NonNullable<Awaited<ReturnType<typeof findSheet>>>;

/** The names of the accounts that answered or decided, by id. */
async function namesOf(db: Db, ids: (string | null)[]) {
  const known = ids.filter((id): id is string => id !== null);
  return new Map((await listAccountContacts(db, known)).map((account) => [account.id, account.name]));
}

/**
 * A sheet and its match as the pages show it (read-only): score, a knockout's decision, lines by side,
 * time-outs, where it stands.
 */
async function sheetView(db: Db, match: AnswerMatch, sheet: Sheet, now: Date) {
  const rows = await listSheetLines(db, match.id);
  const people = new Map(
    (
      await listAccountsOfMembers(
        db,
        rows.map((row) => row.member_id),
      )
    ).map((person) => [person.member_id, person]),
  );
  const lines = rows.map(({ member_id, ...line }) => ({
    ...line,
    first_name: people.get(member_id)?.first_name ?? "",
    last_name: people.get(member_id)?.last_name ?? "",
  }));
  const names = await namesOf(db, [sheet.answered_by]);
  const side = (which: "home" | "away") => ({
    team: (which === "home" ? match.home : match.away) ?? "",
    goals: which === "home" ? sheet.home_goals : sheet.away_goals,
    halfTime: which === "home" ? sheet.home_halftime : sheet.away_halftime,
    timeouts:
      which === "home"
        ? [sheet.home_timeouts_1, sheet.home_timeouts_2]
        : [sheet.away_timeouts_1, sheet.away_timeouts_2],
    players: lines.filter((line) => line.side === which && line.role === "player"),
    officials: lines.filter((line) => line.side === which && line.role === "official"),
  });
  return {
    match: {
      id: match.id,
      competitionId: match.competition_id,
      competition: match.competition,
      competitionFr: match.competition_fr,
      day: match.match_date,
      time: match.match_time,
      knockout: match.pool_id === null,
    },
    // A knockout match's decision as the sheet says it; null for a pool match.
    decision: match.pool_id === null ? { decidedBy: sheet.decided_by, sevens: sevensOf(sheet) } : null,
    sheet: {
      version: sheet.version,
      status: sheet.status,
      answerBy: sheet.answer_by,
      answeredAt: sheet.answered_at,
      answeredBy: sheet.answered_by === null ? null : (names.get(sheet.answered_by) ?? ""),
      disputeReason: sheet.dispute_reason,
      finalizedAt: sheet.finalized_at,
      state: answerStateOf(sheet, now),
    },
    home: side("home"),
    away: side("away"),
  };
}

/**
 * The answer page (`/matches/:id/answer`): the sheet read-only and whether the viewer may answer it now.
 * Null (the route's 404) for no such match, a viewer who is neither an official of the away team nor an
 * administrator, and a match without a sheet.
 */
export async function loadSheetAnswer(db: Db, matchId: number, viewer: Viewer, now: Date) {
  const access = await sheetAccess(db, matchId, viewer);
  if (!access?.away) return null;
  const [match, sheet] = await Promise.all([findAnswerMatch(db, matchId), findSheet(db, matchId)]);
  if (!match || !sheet) return null;
  const view = await sheetView(db, match, sheet, now);
  return { ...view, canAnswer: view.sheet.state === "awaiting" };
}

/** The match and the sheet's score (with the 7-metre throws that decided it) as its e-mails say them. */
function noticeOf(
  match: AnswerMatch,
  score: { home: number; away: number; sevens: [number, number] | null },
): SheetNotice {
  return {
    matchId: match.id,
    competitionId: match.competition_id,
    competition: { name: match.competition, nameFr: match.competition_fr },
    home: match.home ?? "",
    away: match.away ?? "",
    homeGoals: score.home,
    awayGoals: score.away,
    sevens: score.sevens,
  };
}

/** Queues one e-mail to each account managing a coach or manager of `entryIds`, once, in its language. */
async function mailTeams(
  trx: Db,
  config: Config,
  entryIds: (number | null)[],
  kind: TeamNoticeKind,
  notice: SheetNotice,
  now: Date,
  reason?: string,
) {
  const officials = await listOfficialsOfEntries(
    trx,
    entryIds.filter((id): id is number => id !== null),
  );
  // Each account once, whichever of its people coach or manage which team.
  const contacts = await listContactsOfMembers(
    trx,
    officials.map((official) => official.memberId),
  );
  for (const contact of contacts)
    await enqueueEmail(trx, sheetTeamEmail(config, contact, kind, notice, reason), now);
}

/**
 * Makes a sheet final (decision 066), in the caller's transaction: the one conditional update of its status
 * (a confirmation before the deadline, the deadline once passed, an administrator from submitted or
 * disputed; over `readVersion` when given) and, only if it changed the row, the sheet's score (and a
 * knockout's decision) written as the match's result through the results part (who: `by`; marked "sheet",
 * or "admin" for an administrator's decision; the knockout's advance) and the e-mails: the home team's
 * officials for a confirmation, both teams' otherwise. False when another answer, decision or process came
 * first: then nothing is written.
 */
export async function finalizeSheet(
  trx: Db,
  config: Config,
  final: { matchId: number; how: SheetFinalizedHow; by: string | null; now: Date; readVersion?: number },
) {
  if (!(await markFinal(trx, { ...final, by: final.by ?? "" }))) return false;
  const [match, sheet] = await Promise.all([
    findAnswerMatch(trx, final.matchId),
    findSheet(trx, final.matchId),
  ]);
  if (!match || !sheet) return false;
  const score = { home: sheet.home_goals ?? 0, away: sheet.away_goals ?? 0, sevens: sevensOf(sheet) };
  await writeSheetResult(trx, {
    competitionId: match.competition_id,
    matchId: match.id,
    score: {
      homeGoals: score.home,
      awayGoals: score.away,
      homeHalftime: sheet.home_halftime,
      awayHalftime: sheet.away_halftime,
      // A knockout's decision as the sheet says it (null on a pool match's sheet): the winner goes through.
      decidedBy: sheet.decided_by,
      homeSevens: sheet.home_sevens,
      awaySevens: sheet.away_sevens,
    },
    source: final.how === "admin" ? "admin" : "sheet",
    // At the deadline (`by` null) the submitter's sheet becomes the result: the change is theirs.
    changedBy: final.by ?? sheet.submitted_by ?? "",
    now: final.now,
    afterResultSaved: (inner, saved) =>
      advanceKnockout(inner, saved.competitionId, final.now).then(() => undefined),
  });
  const kind = ({ confirmed: "confirmed", deadline: "deadline", admin: "decided" } as const)[final.how];
  const teams =
    final.how === "confirmed" ? [match.home_entry_id] : [match.home_entry_id, match.away_entry_id];
  await mailTeams(trx, config, teams, kind, noticeOf(match, score), final.now);
  return true;
}

export type AnswerOutcome =
  | { ok: true; kind: "confirmed" | "disputed"; match: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; errors: Record<string, string> }
  | { ok: false; reason: "closed"; match: string };

/**
 * The away team's answer, from its posted form (`version`: the sheet's as read; `reason` for a dispute).
 * Confirm: final at once. Dispute (a reason of 2 to 1000 characters): disputed, the administrators (at the
 * association's address) and the home team's officials e-mailed. Refused with a 404's "not-found" for a
 * viewer who may not answer; "closed" when the sheet is no longer awaiting this answer (answered, decided,
 * past its deadline, or changed since it was read).
 */
export async function answerSheet(
  { db, config, mail }: Deps,
  answer: {
    matchId: number;
    viewer: Viewer;
    intent: "confirm" | "dispute";
    /** The posted form: `version` (the sheet's as read), and `reason` for a dispute. */
    values: Record<string, string>;
    locale: Locale;
  },
  now: Date,
): Promise<AnswerOutcome> {
  const access = await sheetAccess(db, answer.matchId, answer.viewer);
  const match = access?.away ? await findAnswerMatch(db, answer.matchId) : undefined;
  if (!match) return { ok: false, reason: "not-found" };
  const t = matchAnswersMessages[answer.locale];
  const title = format(t.versus, { home: match.home ?? "", away: match.away ?? "" });
  const by = answer.viewer.userId;
  const readVersion = versionFrom(answer.values.version);
  if (answer.intent === "confirm") {
    const done = await db.transaction().execute((trx) =>
      finalizeSheet(trx, config, {
        matchId: match.id,
        how: "confirmed",
        by,
        now,
        readVersion,
      }),
    );
    if (!done) return { ok: false, reason: "closed", match: title };
    mail.wake();
    return { ok: true, kind: "confirmed", match: title };
  }
  const parsed = parseWith(disputeFormSchema(t.validation), answer.values);
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  const done = await db.transaction().execute(async (trx) => {
    const reason = parsed.data.reason;
    if (!(await markDisputed(trx, { matchId: match.id, by, reason, now, readVersion }))) return false;
    const sheet = await findSheet(trx, match.id);
    const notice = noticeOf(match, {
      home: sheet?.home_goals ?? 0,
      away: sheet?.away_goals ?? 0,
      sevens: sheet ? sevensOf(sheet) : null,
    });
    const [who] = await listAccountContacts(trx, [by]);
    await enqueueEmail(trx, disputeAdminEmail(config, notice, { by: who?.name ?? "", reason }), now);
    await mailTeams(trx, config, [match.home_entry_id], "disputed", notice, now, reason);
    return true;
  });
  if (!done) return { ok: false, reason: "closed", match: title };
  mail.wake();
  return { ok: true, kind: "disputed", match: title };
}

/**
 * The deadline's job (kind SHEET_DEADLINE_JOB, subject the match id): a sheet still submitted whose deadline
 * has passed becomes final as submitted; a sheet answered, decided or gone is left alone. A deadline moved
 * later (a sheet submitted again) schedules the job again at it. Safe to run twice: the second finds no row.
 */
export async function finalizeAtDeadline({ db, config, mail }: Deps, subject: string, now: Date) {
  const matchId = Number(subject);
  if (!Number.isSafeInteger(matchId)) return;
  // The write comes first in its transaction (SQLite lets a writer wait, not a reader that then writes).
  const final = { matchId, how: "deadline" as const, by: null, now };
  if (await db.transaction().execute((trx) => finalizeSheet(trx, config, final))) {
    mail.wake();
    return;
  }
  const sheet = await findSheet(db, matchId);
  if (sheet?.status !== "submitted" || sheet.answer_by === null) return;
  const match = await findAnswerMatch(db, matchId);
  // A sheet submitted as its match was being postponed or cancelled: back to open, as the change would do.
  if (match && NO_SHEET.includes(match.status))
    await reopenAwaitingSheet(db, { competitionId: match.competition_id, matchId }, now);
  else if (new Date(sheet.answer_by) > now)
    await scheduleJob(db, { kind: SHEET_DEADLINE_JOB, subject: matchId, runAt: sheet.answer_by }, now);
}

// ---------------------------------------------------------------------------------------------------
// The administrators

/** The number of results awaiting confirmation (sheets submitted or disputed) in each pool of a competition. */
export async function countAwaitingByPool(db: Db, competitionId: number) {
  const rows = await countAwaitingRows(db, competitionId);
  return new Map(rows.flatMap((row) => (row.pool_id === null ? [] : [[row.pool_id, Number(row.awaiting)]])));
}

/**
 * The sheets page of a competition: its sheets (disputed first, then awaiting an answer by deadline, then
 * final ones, latest first) with where each stands, and the pools' counts awaiting confirmation; null for no
 * such competition.
 */
export async function loadCompetitionSheets(db: Db, competitionId: number, now: Date) {
  const competition = await getCompetitionRow(db, competitionId);
  if (!competition) return null;
  const [pools, sheets, awaiting] = await Promise.all([
    listPools(db, competitionId),
    listCompetitionSheets(db, competitionId),
    countAwaitingByPool(db, competitionId),
  ]);
  return {
    competition: {
      id: competition.id,
      name: competition.name,
      name_fr: competition.name_fr,
      confirm_hours: competition.confirm_hours,
    },
    sheets: sheetListOrder(sheets).map((sheet) => ({ ...sheet, state: answerStateOf(sheet, now) })),
    pools: pools.map((pool) => ({
      id: pool.id,
      name: pool.name,
      awaiting: awaiting.get(pool.id) ?? 0,
    })),
  };
}

/**
 * A sheet's decision page: the sheet read-only, and the result form's values (the match's result as it is);
 * null for no such match in the competition, or no sheet submitted.
 */
export async function loadSheetDecision(db: Db, competitionId: number, matchId: number, now: Date) {
  const [match, sheet, result] = await Promise.all([
    findAnswerMatch(db, matchId),
    findSheet(db, matchId),
    loadMatchResult(db, competitionId, matchId),
  ]);
  if (!match || match.competition_id !== competitionId || !sheet || sheet.status === "open" || !result)
    return null;
  const view = await sheetView(db, match, sheet, now);
  return {
    ...view,
    result: { values: result.values, forfeitScore: result.competition },
    canDecide: sheet.status === "submitted" || sheet.status === "disputed",
  };
}

/**
 * An administrator confirms a submitted or disputed sheet as it is (over the version its form read): final, decided by
 * the administrators, both teams' officials e-mailed. False when it was already final, or changed since.
 */
export async function confirmSheetAsAdmin(
  { db, config, mail }: Deps,
  decision: { competitionId: number; matchId: number; by: string; values: Record<string, string> },
  now: Date,
) {
  const match = await findAnswerMatch(db, decision.matchId);
  if (!match || match.competition_id !== decision.competitionId) return false;
  const done = await db.transaction().execute((trx) =>
    finalizeSheet(trx, config, {
      matchId: decision.matchId,
      how: "admin",
      by: decision.by,
      now,
      readVersion: versionFrom(decision.values.version),
    }),
  );
  if (done) mail.wake();
  return done;
}

/**
 * What runs in the transaction of a result an administrator saves by hand (the result page, the decision
 * page): the knockout's advance, and a sheet still submitted or disputed decided by it (final, how
 * "admin"; the result saved is the match's, not the sheet's), both teams' officials e-mailed with it.
 * `decided.value` says afterwards whether a sheet was decided, so the route wakes the mail sender.
 */
export function afterAdminResult(config: Config, by: string, now: Date) {
  const decided = { value: false };
  const hook: AfterResultSaved = async (trx, saved) => {
    await advanceKnockout(trx, saved.competitionId, now);
    if (!(await markFinal(trx, { matchId: saved.matchId, how: "admin", by, now }))) return;
    decided.value = true;
    const match = await findAnswerMatch(trx, saved.matchId);
    const result = await loadMatchResult(trx, saved.competitionId, saved.matchId);
    if (!match || !result) return;
    const score = {
      home: result.match.home_goals ?? 0,
      away: result.match.away_goals ?? 0,
      sevens: sevensOf(result.match),
    };
    await mailTeams(
      trx,
      config,
      [match.home_entry_id, match.away_entry_id],
      "decided",
      noticeOf(match, score),
      now,
    );
  };
  return { hook, decided };
}
