import { createHash } from "node:crypto";
import type { Db } from "~/db/db.server";
import { chosenSeason } from "~/features/memberships";
import { listMemberNames, listSeasons } from "~/features/memberships/index.server";
import { type Config, siteNameIn } from "~/lib/config";
import { format, type Locale } from "~/lib/i18n";
import { inLocale } from "~/lib/i18n/content";
import { localePath } from "~/lib/i18n/paths";
import { readContentVersion } from "~/lib/page-cache/queries.server";
import { competitionsPublicMessages } from "~/texts/pages/competitions-public";
import { fixturesMessages } from "~/texts/pages/fixtures";
import { standingsMessages } from "~/texts/pages/standings";
import { listSheetLines } from "../confirmation/queries.server";
import { knockoutMatchName, knockoutRoundName, parseSource } from "../fixtures/rules";
import { sourceWords } from "../fixtures/words";
import { listPublicOfficials } from "../officials/service.server";
import {
  computeStandings,
  DEFAULT_RUNNING_TIEBREAKS,
  DEFAULT_TIEBREAKS,
  parseTiebreaks,
  pointsRuleOf,
  type StandingRow,
  storedLots,
} from "../standings/rules";
import {
  adjustmentFootnote,
  lotsFootnote,
  sharedPlaceFootnote,
  tiebreakOrderInWords,
} from "../standings/words";
import { namedOn } from "../statistics/rules";
import { COMPETITION_SCORER_RANKS, TEAM_SCORER_RANKS, topScorers } from "../statistics/service.server";
import { buildMatchCalendar, type FeedMatch } from "./ical";
import {
  getCompetition,
  getMatchSheet,
  listAdjustments,
  listEntries,
  listMatches,
  listPublishedCompetitions,
  listPublishedEntryIds,
  listPublishedMatchIds,
  listRosterPlaces,
  listStagesAndPools,
} from "./queries.server";
import {
  awaitsConfirmation,
  byRound,
  countsOnTable,
  feedLinks,
  isAdultCompetition,
  type MatchSide,
  type MatchView,
  matchesOfEntry,
  poolIsComplete,
  publicRoster,
  shownRound,
  venueMapUrl,
} from "./rules";

/**
 * The public competition pages and their calendar feeds (docs/competitions.md "Public pages and feeds",
 * decision 058). Each page reads a fixed number of queries, whatever the number of matches; the words of
 * the page come in the reader's language.
 */

/** The list page: the season asked for (else the current one), the seasons to pick from, its published competitions. */
export async function loadCompetitionList(db: Db, ask: { season: string | null; today: string }) {
  const seasons = await listSeasons(db);
  const season = chosenSeason(seasons, ask.season, ask.today);
  const competitions = season ? await listPublishedCompetitions(db, season.id) : [];
  return {
    seasons: seasons.map(({ id, name }) => ({ id, name })),
    season: season ? { id: season.id, name: season.name } : null,
    competitions,
  };
}

type Viewer = { mayPreview: () => Promise<boolean> };

/** Everything a competition's pages read: a constant number of queries. Null when it is not for this reader. */
async function readCompetition(db: Db, id: number, viewer: Viewer) {
  const competition = await getCompetition(db, id);
  if (!competition) return null;
  if (competition.published !== 1 && !(await viewer.mayPreview())) return null;
  const [seasons, stageRows, entries, matches, adjustments] = await Promise.all([
    listSeasons(db),
    listStagesAndPools(db, id),
    listEntries(db, id),
    listMatches(db, id),
    listAdjustments(db, id),
  ]);
  return {
    competition,
    season: seasons.find((season) => season.id === competition.season_id)?.name ?? "",
    stageRows,
    entries,
    matches,
    adjustments,
  };
}

type Read = NonNullable<Awaited<ReturnType<typeof readCompetition>>>;
type MatchRow = Read["matches"][number];

const pair = (a: number | null, b: number | null): [number, number] | null =>
  a === null || b === null ? null : [a, b];

/** The stages with their pools, and each knockout stage's number of rounds (for the names of its rounds). */
function stagesOf(read: Read) {
  const stages: {
    id: number;
    kind: "round-robin" | "knockout";
    name: string;
    name_fr: string;
    legs: number;
    pools: { id: number; name: string }[];
    rounds: number;
  }[] = [];
  for (const row of read.stageRows) {
    let stage = stages.find((candidate) => candidate.id === row.stage_id);
    if (!stage) {
      const rounds = Math.max(
        0,
        ...read.matches.filter((m) => m.stage_id === row.stage_id).map((m) => m.round),
      );
      stage = {
        id: row.stage_id,
        kind: row.kind,
        name: row.name,
        name_fr: row.name_fr,
        legs: row.legs,
        pools: [],
        rounds,
      };
      stages.push(stage);
    }
    if (row.pool_id !== null && row.pool_name !== null)
      stage.pools.push({ id: row.pool_id, name: row.pool_name });
  }
  return stages;
}

/** The matches and labels of a read in one language: each side named, each knockout round named. */
function viewsOf(read: Read, locale: Locale) {
  const stages = stagesOf(read);
  const entryName = new Map(read.entries.map((entry) => [entry.id, entry.name]));
  const poolName = new Map(
    stages.flatMap((stage) => stage.pools.map((pool) => [pool.id, pool.name] as const)),
  );
  const matchById = new Map(read.matches.map((match) => [match.id, match]));
  const stageById = new Map(stages.map((stage) => [stage.id, stage]));
  const t = competitionsPublicMessages[locale];

  const words = fixturesMessages[locale];
  const roundName = (stageId: number, round: number) => {
    const stage = stageById.get(stageId);
    return stage?.kind === "knockout"
      ? words.rounds[knockoutRoundName(round, stage.rounds)]
      : format(words.round, { n: round });
  };
  const names = {
    pool: (id: number) => poolName.get(id),
    match: (id: number) => {
      const match = matchById.get(id);
      const stage = match && stageById.get(match.stage_id);
      return match && stage?.kind === "knockout" ? knockoutMatchName(match, stage.rounds) : undefined;
    },
  };
  const side = (entryId: number | null, sourceText: string | null): MatchSide => {
    const name = entryId === null ? undefined : entryName.get(entryId);
    if (entryId !== null && name !== undefined) return { entryId, name };
    const source = sourceText === null ? null : parseSource(sourceText);
    return { entryId: null, name: source ? sourceWords(source, words, locale, names) : t.match.toBeDecided };
  };
  const view = (match: MatchRow): MatchView => ({
    id: match.id,
    round: match.round,
    number: match.number,
    day: match.match_date,
    time: match.match_time,
    status: match.status,
    venue:
      match.venue_id === null || match.venue_name === null
        ? null
        : {
            name: match.venue_name,
            url: venueMapUrl({ address: match.venue_address ?? "", map_url: match.venue_map_url }),
          },
    home: side(match.home_entry_id, match.home_source),
    away: side(match.away_entry_id, match.away_source),
    score: match.status === "played" ? pair(match.home_goals, match.away_goals) : null,
    halftime: match.status === "played" ? pair(match.home_halftime, match.away_halftime) : null,
    decidedBy: match.decided_by,
    sevens: pair(match.home_sevens, match.away_sevens),
    forfeitedBy: match.status === "forfeit" ? match.forfeited_by : null,
  });
  return { stages, stageById, view, roundName };
}

/** A pool's table and its notes, in the reader's language. */
function poolStandings(read: Read, poolId: number, locale: Locale) {
  const { competition } = read;
  const t = standingsMessages[locale];
  const entries = read.entries.filter((entry) => entry.pool_id === poolId);
  const matches = read.matches.filter((match) => match.pool_id === poolId);
  const adjustments = read.adjustments.filter((adjustment) => adjustment.pool_id === poolId);
  const complete = poolIsComplete(matches);
  const tiebreaks = parseTiebreaks(competition.tiebreaks) ?? DEFAULT_TIEBREAKS;
  const runningTiebreaks = parseTiebreaks(competition.tiebreaks_running) ?? DEFAULT_RUNNING_TIEBREAKS;
  const rows = computeStandings({
    entries: entries.map((entry) => entry.id),
    matches: matches.filter(countsOnTable).map((match) => ({
      home: match.home_entry_id as number,
      away: match.away_entry_id as number,
      homeGoals: match.home_goals ?? 0,
      awayGoals: match.away_goals ?? 0,
      forfeitedBy: match.status === "forfeit" ? match.forfeited_by : null,
    })),
    rule: pointsRuleOf(competition),
    adjustments: adjustments.map((adjustment) => ({ entry: adjustment.entry_id, points: adjustment.points })),
    tiebreaks,
    runningTiebreaks,
    complete,
    lots: storedLots(entries),
  });
  const name = new Map(entries.map((entry) => [entry.id, entry.name]));
  const teamOf = (row: StandingRow) => name.get(row.entry) ?? "";
  const sharedPlaces = [...new Set(rows.filter((row) => row.shared).map((row) => row.place))];
  const drawnTies = [...new Set(rows.flatMap((row) => (row.drawnFrom === null ? [] : [row.drawnFrom])))];
  return {
    complete,
    rows: rows.map((row) => ({ ...row, team: teamOf(row) })),
    order: tiebreakOrderInWords(t, tiebreaks, runningTiebreaks),
    footnotes: [
      ...adjustments.map((adjustment) =>
        adjustmentFootnote(
          t,
          name.get(adjustment.entry_id) ?? "",
          adjustment.points,
          inLocale({ en: adjustment.reason, fr: adjustment.reason_fr }, locale).text,
        ),
      ),
      ...sharedPlaces.map((place) =>
        sharedPlaceFootnote(t, locale, rows.filter((row) => row.place === place).map(teamOf), place),
      ),
      ...drawnTies.map((first) => lotsFootnote(t, rows.filter((row) => row.drawnFrom === first).map(teamOf))),
    ],
  };
}

function competitionHeader(read: Pick<Read, "competition" | "season">) {
  const { competition } = read;
  return {
    id: competition.id,
    name: competition.name,
    name_fr: competition.name_fr,
    category: competition.category,
    category_fr: competition.category_fr,
    format: competition.format,
    published: competition.published === 1,
    season: read.season,
  };
}

/**
 * A competition's page: its stages, each round robin's pools with their standings, the names of their rounds
 * and the fixtures of one round (`shownRound`: the one asked for, or the next to play), each knockout's rounds
 * whole. Null when the competition does not exist or is not published (administrators may preview it:
 * `mayPreview` is asked only then).
 */
export async function loadCompetitionPage(
  db: Db,
  ask: { id: number; locale: Locale; round: number | null; today: string } & Viewer,
) {
  const read = await readCompetition(db, ask.id, ask);
  if (!read) return null;
  const { stages, view, roundName } = viewsOf(read, ask.locale);
  return {
    competition: competitionHeader(read),
    teams: read.entries.map((entry) => ({ id: entry.id, name: entry.name })),
    stages: stages.map((stage) => {
      const matches = read.matches.filter((match) => match.stage_id === stage.id);
      const named = (round: number) => ({ round, name: roundName(stage.id, round) });
      const rounds = (list: MatchRow[]) =>
        byRound(list).map((round) => ({ ...named(round.round), matches: round.matches.map(view) }));
      return {
        id: stage.id,
        kind: stage.kind,
        name: stage.name,
        name_fr: stage.name_fr,
        pools: stage.pools.map((pool) => {
          const poolRounds = byRound(matches.filter((match) => match.pool_id === pool.id));
          const shown = shownRound(poolRounds, ask);
          const round = poolRounds.find((candidate) => candidate.round === shown);
          return {
            id: pool.id,
            name: pool.name,
            standings: poolStandings(read, pool.id, ask.locale),
            awaiting: matches.filter((match) => match.pool_id === pool.id && awaitsConfirmation(match))
              .length,
            rounds: poolRounds.map((candidate) => named(candidate.round)),
            shown: round ? { ...named(round.round), matches: round.matches.map(view) } : null,
          };
        }),
        rounds: stage.kind === "knockout" ? rounds(matches) : [],
      };
    }),
  };
}

/**
 * A team's page in a competition: its matches by day and its pool, and the names of its roster only as
 * publicRoster allows (adults, in a competition for adults). Null when the entry is not one of the
 * competition's, or the competition is not for this reader.
 */
export async function loadTeamPage(
  db: Db,
  ask: { competitionId: number; entryId: number; locale: Locale; today: string } & Viewer,
) {
  const read = await readCompetition(db, ask.competitionId, ask);
  const entry = read?.entries.find((candidate) => candidate.id === ask.entryId);
  if (!read || !entry) return null;
  const { stages, view, roundName } = viewsOf(read, ask.locale);
  const stageOrder = new Map(stages.map((stage, index) => [stage.id, index]));
  const stageById = new Map(stages.map((stage) => [stage.id, stage]));
  const matches = matchesOfEntry(
    read.matches.map((match) => ({ ...match, stage_order: stageOrder.get(match.stage_id) ?? 0 })),
    entry.id,
  );
  const namesShown = isAdultCompetition(read.competition);
  const [roster, scorers] = await Promise.all([
    namesShown ? rosterOf(db, read, entry.id, ask.today) : [],
    topScorers(
      db,
      { competitionId: read.competition.id, entryId: entry.id, namesShown },
      ask.today,
      TEAM_SCORER_RANKS,
    ),
  ]);
  const pool = stages.flatMap((stage) => stage.pools).find((candidate) => candidate.id === entry.pool_id);
  return {
    competition: competitionHeader(read),
    team: { id: entry.id, name: entry.name, guestFrom: entry.guest_from, pool: pool?.name ?? null },
    namesShown,
    roster,
    scorers,
    matches: matches.map((match) => {
      const stage = stageById.get(match.stage_id);
      return {
        ...view(match),
        stage: stage ? inLocale({ en: stage.name, fr: stage.name_fr }, ask.locale).text : "",
        roundName: roundName(match.stage_id, match.round),
        isHome: match.home_entry_id === entry.id,
      };
    }),
  };
}

async function rosterOf(db: Db, read: Read, entryId: number, today: string) {
  const places = await listRosterPlaces(db, entryId);
  const people = new Map(
    (
      await listMemberNames(
        db,
        places.map((place) => place.member_id),
      )
    ).map((m) => [m.id, m]),
  );
  return publicRoster(
    read.competition,
    places.flatMap((place) => {
      const person = people.get(place.member_id);
      return person ? [{ ...person, role: place.role, jersey: place.jersey }] : [];
    }),
    today,
  );
}

/** The subscribe and download links of a competition's feed, or of one team's, in `locale`. */
export function competitionFeedLinks(
  baseUrl: string,
  locale: Locale,
  competitionId: number,
  entryId: number | null,
) {
  const path = `/competitions/${competitionId}${entryId === null ? "" : `/teams/${entryId}`}`;
  return feedLinks(baseUrl, localePath(locale, path));
}

/**
 * The sitemap's competition pages: every published competition, its top scorers, its entries, and its
 * matches whose two teams are known.
 */
export async function listPublicCompetitionPaths(db: Db) {
  const [entries, matches] = await Promise.all([listPublishedEntryIds(db), listPublishedMatchIds(db)]);
  const paths: string[] = [];
  let competition: number | null = null;
  for (const row of entries) {
    const base = `/competitions/${row.competition_id}`;
    if (row.competition_id !== competition) paths.push(base, `${base}/scorers`);
    competition = row.competition_id;
    if (row.entry_id !== null) paths.push(`${base}/teams/${row.entry_id}`);
  }
  for (const row of matches) paths.push(`/competitions/${row.competition_id}/matches/${row.id}`);
  return paths;
}

/**
 * A competition's top scorers page (decision 069): from final sheets only, ties sharing a rank, a minor by
 * team and jersey number only. Null when the competition is not for this reader.
 */
export async function loadScorersPage(db: Db, ask: { competitionId: number; today: string } & Viewer) {
  const competition = await getCompetition(db, ask.competitionId);
  if (!competition) return null;
  if (competition.published !== 1 && !(await ask.mayPreview())) return null;
  const namesShown = isAdultCompetition(competition);
  const [seasons, scorers] = await Promise.all([
    listSeasons(db),
    topScorers(db, { competitionId: competition.id, namesShown }, ask.today, COMPETITION_SCORER_RANKS),
  ]);
  return {
    competition: competitionHeader({
      competition,
      season: seasons.find((season) => season.id === competition.season_id)?.name ?? "",
    }),
    namesShown,
    scorers,
  };
}

/**
 * A match's public page: the teams, when and where, its status and result (with how a knockout match was
 * decided, and whether the administrators set it), its adult officials, and once its sheet is final each
 * team's players with their goals and sanctions and the team's time-outs. Players are named only in a
 * competition for adults (decision 058) and only when adults on the match's day; anyone else shows by
 * jersey number only. Null for an unknown match, a match of another competition, or a
 * competition that is not for this reader.
 */
export async function loadMatchPage(
  db: Db,
  ask: { competitionId: number; matchId: number; locale: Locale; today: string } & Viewer,
) {
  const read = await readCompetition(db, ask.competitionId, ask);
  const row = read?.matches.find((match) => match.id === ask.matchId);
  if (!read || !row) return null;
  const { stageById, view, roundName } = viewsOf(read, ask.locale);
  const stage = stageById.get(row.stage_id);
  const [officials, sheet] = await Promise.all([
    listPublicOfficials(db, [row.id], ask.today),
    row.sheet_status === "final" ? getMatchSheet(db, row.id) : undefined,
  ]);
  const final = row.sheet_status === "final";
  // The players only: a team official's line (and any report) stays off the public page.
  const lines = final ? (await listSheetLines(db, row.id)).filter((line) => line.role === "player") : [];
  const namesShown = isAdultCompetition(read.competition);
  const people = new Map(
    (await listMemberNames(db, namesShown ? lines.map((line) => line.member_id) : [])).map((person) => [
      person.id,
      person,
    ]),
  );
  const players = (side: "home" | "away") =>
    lines
      .filter((line) => line.side === side)
      .map((line) => {
        const person = people.get(line.member_id);
        return {
          id: line.id,
          jersey: line.jersey,
          name:
            person && namedOn(person.date_of_birth, row.match_date, ask.today)
              ? `${person.first_name} ${person.last_name}`
              : null,
          goals: line.goals,
          sevenGoals: line.seven_goals,
          warnings: line.warnings,
          suspensions: line.suspensions,
          disqualification: line.disqualification,
        };
      });
  return {
    competition: competitionHeader(read),
    namesShown,
    match: {
      ...view(row),
      stage: stage ? { name: stage.name, name_fr: stage.name_fr } : null,
      roundName: roundName(row.stage_id, row.round),
      byAdministrators:
        row.result_source === "admin" && (row.status === "played" || row.status === "forfeit"),
    },
    officials: officials.map(({ role, name }) => ({ role, name })),
    awaiting: awaitsConfirmation(row),
    sheet:
      final && sheet
        ? {
            home: {
              players: players("home"),
              timeouts: [sheet.home_timeouts_1, sheet.home_timeouts_2] as const,
            },
            away: {
              players: players("away"),
              timeouts: [sheet.away_timeouts_1, sheet.away_timeouts_2] as const,
            },
          }
        : null,
  };
}

type Feed =
  | { notModified: true; etag: string }
  | { notModified: false; etag: string; body: string; filename: string };

/**
 * The calendar feed of a competition's matches, or of one team's (`entryId`), in `locale`. Its ETag is the
 * content version (raised by every write to the competitions' tables, from any process) with what the feed
 * is of, so a client that has the current feed gets 304 after one query. Null for an unpublished
 * competition or an entry not in it.
 */
export async function matchFeed(
  db: Db,
  config: Config,
  ask: {
    competitionId: number;
    entryId: number | null;
    locale: Locale;
    ifNoneMatch: (etag: string) => boolean;
  },
): Promise<Feed | null> {
  const version = await readContentVersion(db);
  const key = `${version}|${ask.competitionId}|${ask.entryId ?? ""}|${ask.locale}`;
  const etag = `W/"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;
  if (ask.ifNoneMatch(etag)) return { notModified: true, etag };
  const read = await readCompetition(db, ask.competitionId, { mayPreview: async () => false });
  const entry = ask.entryId === null ? null : read?.entries.find((candidate) => candidate.id === ask.entryId);
  if (!read || entry === undefined) return null;
  const t = competitionsPublicMessages[ask.locale];
  const { stageById, view, roundName } = viewsOf(read, ask.locale);
  const competitionName = inLocale(
    { en: read.competition.name, fr: read.competition.name_fr },
    ask.locale,
  ).text;
  const path = entry
    ? `/competitions/${read.competition.id}/teams/${entry.id}`
    : `/competitions/${read.competition.id}`;
  const url = `${config.BASE_URL}${localePath(ask.locale, path)}`;
  const rows = entry
    ? read.matches.filter((match) => match.home_entry_id === entry.id || match.away_entry_id === entry.id)
    : read.matches;
  const matches: FeedMatch[] = rows.flatMap((row) => {
    if (row.match_date === null) return [];
    const match = view(row);
    const stage = stageById.get(row.stage_id);
    const names = { home: match.home.name, away: match.away.name };
    const summary = match.score
      ? format(t.feed.result, { ...names, homeGoals: match.score[0], awayGoals: match.score[1] })
      : format(t.feed.summary, names);
    return [
      {
        id: row.id,
        day: row.match_date,
        time: row.match_time,
        status: row.status,
        summary: row.status === "postponed" ? format(t.feed.postponed, { summary }) : summary,
        description: `${competitionName}\n${stage ? `${inLocale({ en: stage.name, fr: stage.name_fr }, ask.locale).text}, ` : ""}${roundName(row.stage_id, row.round)}`,
        location: row.venue_name === null ? null : `${row.venue_name}, ${row.venue_address ?? ""}`,
        updatedAt: row.updated_at,
        url,
      },
    ];
  });
  const name = entry ? `${entry.name} – ${competitionName}` : competitionName;
  return {
    notModified: false,
    etag,
    body: buildMatchCalendar({
      name: `${name} (${siteNameIn(config, ask.locale)})`,
      matches,
      baseUrl: config.BASE_URL,
      timeZone: config.TIME_ZONE,
      language: ask.locale,
    }),
    filename: entry ? `team-${entry.id}.ics` : `competition-${read.competition.id}.ics`,
  };
}
