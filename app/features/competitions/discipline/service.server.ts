import type { Db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors.server";
import { listMemberNames } from "~/features/memberships/index.server";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { format, type Locale } from "~/lib/i18n";
import { serialised } from "~/lib/rate-limit.server";
import { matchCentreMessages } from "~/texts/pages/match-centre";
import { listOfficialRows } from "../rosters/queries.server";
import { listContactsOfMembers } from "../rosters/service.server";
import { getCompetitionRow } from "../setup/queries.server";
import { decisionEmail } from "./emails.server";
import {
  findCase,
  insertSuspension,
  listCasesOfCompetition,
  listEntryMatchesOfCompetition,
  listMatchesOfEntry,
  listSuspensionsOfEntry,
} from "./queries.server";
import {
  DECISION_NOTE_MAX,
  decisionFormSchema,
  isSuspendedFor,
  MAX_SUSPENSION_MATCHES,
  remainingMatches,
} from "./rules";

/**
 * Discipline (docs/competitions.md "Discipline", decision 066): a blue card of a final sheet is a case; the
 * administrators decide a suspension of 0 to MAX_SUSPENSION_MATCHES matches, once; the lineup refuses a
 * suspended player until the team's matches have served it.
 */

/**
 * The member ids of an entry's players who are suspended for one of its matches (the lineup refuses them).
 * An unknown match suspends nobody.
 */
export async function suspendedForMatch(db: Db, entryId: number, matchId: number) {
  const [suspensions, team] = await Promise.all([
    listSuspensionsOfEntry(db, entryId),
    listMatchesOfEntry(db, entryId),
  ]);
  const match = team.find((m) => m.id === matchId);
  const suspended = new Set<number>();
  if (!match) return suspended;
  for (const row of suspensions) {
    const cardMatch = {
      id: row.match_id,
      match_date: row.match_date,
      match_time: row.match_time,
      status: row.status,
    };
    if (isSuspendedFor({ matches: row.matches, cardMatch }, team, match)) suspended.add(row.member_id);
  }
  return suspended;
}

/**
 * The discipline page of a competition: its cases without a decision first (oldest match first), with the
 * report, the player, the team and the match; then the decided ones with the matches still to serve.
 * Administrators only (the route's guard): names are shown whatever the player's age. null: no competition.
 */
export async function loadDisciplinePage(db: Db, competitionId: number) {
  const row = await getCompetitionRow(db, competitionId);
  if (!row) return null;
  const competition = { id: row.id, name: row.name, name_fr: row.name_fr };
  const [cases, matches] = await Promise.all([
    listCasesOfCompetition(db, competitionId),
    listEntryMatchesOfCompetition(db, competitionId),
  ]);
  const names = new Map(
    (
      await listMemberNames(
        db,
        cases.map((row) => row.member_id),
      )
    ).map((person) => [person.id, `${person.first_name} ${person.last_name}`]),
  );
  const view = cases.map((row) => {
    const team = matches.filter((m) => m.home_entry_id === row.entry_id || m.away_entry_id === row.entry_id);
    const cardMatch = {
      id: row.match_id,
      match_date: row.match_date,
      match_time: row.match_time,
      status: row.status,
    };
    return {
      lineId: row.line_id,
      player: names.get(row.member_id) ?? "",
      jersey: row.jersey,
      team: row.team,
      home: row.home_team ?? "",
      away: row.away_team ?? "",
      day: row.match_date,
      report: row.report,
      decision:
        row.suspension_id === null || row.suspension_matches === null
          ? null
          : {
              matches: row.suspension_matches,
              note: row.suspension_note ?? "",
              decidedAt: row.decided_at ?? "",
              left: remainingMatches({ matches: row.suspension_matches, cardMatch }, team),
            },
    };
  });
  return {
    competition,
    max: MAX_SUSPENSION_MATCHES,
    noteMax: DECISION_NOTE_MAX,
    open: view.filter((row) => row.decision === null),
    decided: view.filter((row) => row.decision !== null),
  };
}

export type DecideResult =
  | { ok: true; player: string; matches: number }
  | { ok: false; errors: Record<string, string> };

/**
 * Records the decision on a case, once (the unique line_id; serialised per line, so two administrators at
 * once get one decision and one sentence), and e-mails it from the same transaction, once, in each
 * reader's language: to the account managing the player and to the accounts of the team's coaches and
 * managers (an account on both lists gets one e-mail). Refused with a sentence: bad input, a line that is
 * not a blue card of this competition's final sheets, a case already decided.
 */
export async function decideCase(
  { db, config, mail }: Deps,
  request: {
    competitionId: number;
    lineId: number;
    values: Record<string, string>;
    locale: Locale;
    by: string;
  },
  now: Date,
): Promise<DecideResult> {
  const t = matchCentreMessages[request.locale].discipline;
  const parsed = decisionFormSchema({
    matches: format(t.validation.matches, { max: MAX_SUSPENSION_MATCHES }),
    note: format(t.validation.note, { max: DECISION_NOTE_MAX }),
  }).safeParse(request.values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
    return { ok: false, errors };
  }
  const { matches, note } = parsed.data;
  const refuse = (message: string): DecideResult => ({ ok: false, errors: { form: message } });
  const attempt = () =>
    serialised(db, [`discipline-case:${request.lineId}`], async (trx) => {
      const found = await findCase(trx, request.lineId);
      if (!found || found.competition_id !== request.competitionId)
        return { result: refuse(t.refused.gone), mailed: false };
      if (found.suspension_id !== null) return { result: refuse(t.refused.already), mailed: false };
      await insertSuspension(
        trx,
        { lineId: found.line_id, memberId: found.member_id, matches, note, by: request.by },
        now,
      );
      const [names, competition, officials] = await Promise.all([
        listMemberNames(trx, [found.member_id]),
        getCompetitionRow(trx, found.competition_id),
        listOfficialRows(trx, [found.entry_id]),
      ]);
      const person = names[0];
      const player = person ? `${person.first_name} ${person.last_name}` : "";
      const contacts = await listContactsOfMembers(trx, [
        found.member_id,
        ...officials.map((official) => official.member_id),
      ]);
      for (const contact of contacts)
        await enqueueEmail(
          trx,
          decisionEmail(config, contact, {
            competitionId: found.competition_id,
            competition: { name: competition?.name ?? "", nameFr: competition?.name_fr ?? "" },
            player,
            team: found.team,
            home: found.home_team ?? "",
            away: found.away_team ?? "",
            day: found.match_date,
            matches,
            note,
          }),
          now,
        );
      return { result: { ok: true, player, matches } as DecideResult, mailed: contacts.length > 0 };
    });
  let outcome: Awaited<ReturnType<typeof attempt>>;
  try {
    outcome = await attempt();
  } catch (error) {
    // A decision racing this one under another lock (none today): the unique line kept one.
    if (!isUniqueViolation(error)) throw error;
    outcome = { result: refuse(t.refused.already), mailed: false };
  }
  if (outcome.mailed) mail.wake();
  return outcome.result;
}
