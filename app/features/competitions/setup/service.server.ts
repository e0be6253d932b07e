import type { Selectable } from "kysely";
import { href } from "react-router";
import type { Db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors.server";
import type { CompetitionsTable, EntryStatus } from "~/db/schema";
import { chosenSeason } from "~/features/memberships";
import { listClubs, listSeasons } from "~/features/memberships/index.server";
import { orderNumber } from "~/features/orders";
import {
  closeUnpaidOrder,
  createOrder,
  getOrderById,
  listLinkedOrders,
  loadPaymentSettings,
  type OrderPaidHook,
  paymentInstructions,
} from "~/features/orders/index.server";
import { type Config, siteNameIn } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render";
import { parseWith } from "~/lib/form";
import { format, type Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { formatMoney } from "~/lib/money";
import { competitionsSetupMessages } from "~/texts/pages/competitions-setup";
import { standingsMessages } from "~/texts/pages/standings";
import { DEFAULT_RUNNING_TIEBREAKS, DEFAULT_TIEBREAKS, TIEBREAKS } from "../standings/rules";
import {
  countMatchesOfStage,
  deleteStage,
  findEntryOfTeam,
  findVenueByName,
  getCompetitionRow,
  getEntry,
  getPoolOfCompetition,
  getStage,
  getTeam,
  getVenue,
  insertCompetition,
  insertEntry,
  insertStage,
  insertTeam,
  insertVenue,
  linkEntryOrder,
  listCompetitionRows,
  listEntryRows,
  listStagesWithPools,
  listTeamRows,
  listVenues,
  markEntriesOfOrderPaid,
  renameStage,
  setEntryPlace,
  setEntryStatus,
  updateCompetition,
  updateTeam,
  updateVenue,
} from "./queries.server";
import {
  type CompetitionInput,
  competitionFormSchema,
  defaultAgeCutoff,
  entryFormSchema,
  paidState,
  placementSchema,
  poolNames,
  type StageInput,
  stageFormSchema,
  stageNameSchema,
  type TeamInput,
  teamFormSchema,
  type VenueInput,
  venueFormSchema,
} from "./rules";

/**
 * The competitions' structure (docs/competitions.md "Structure", decision 053): competitions and their
 * stages and pools, venues, teams, and the teams' entries with their fee's order. Routes call the submit*
 * functions with the posted form; the other parts and the seed call the create* ones with parsed input.
 */

const texts = (locale: Locale) => competitionsSetupMessages[locale];

/** A posted form: saved (with what its toast names), or refused with each field's error in `locale`. */
export type FormResult<Saved> = ({ ok: true } & Saved) | { ok: false; errors: Record<string, string> };

/** The tie-break criteria the standings offer, and their default orders (features/competitions/standings). */
const TIEBREAK_CHOICES = {
  criteria: TIEBREAKS,
  final: DEFAULT_TIEBREAKS,
  running: DEFAULT_RUNNING_TIEBREAKS,
};

/** A route's id parameter as a positive whole number, or 0 for anything else. */
export function idFrom(param: string | undefined) {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : 0;
}

// ---------------------------------------------------------------------------------------------------
// Competitions

/** Every competition by season, the newest season first, with how many teams are entered (not withdrawn). */
export async function listCompetitions(db: Db) {
  const [rows, seasons] = await Promise.all([listCompetitionRows(db), listSeasons(db)]);
  return seasons
    .map((season) => ({
      season: { id: season.id, name: season.name },
      competitions: rows.filter((row) => row.season_id === season.id),
    }))
    .filter((group) => group.competitions.length > 0);
}

/** The row as the competition form's fields. */
/** A competition's settings: its row without the id and the times it was made and changed. */
type CompetitionSettings = Omit<Selectable<CompetitionsTable>, "id" | "created_at" | "updated_at">;

function competitionValues(row: CompetitionSettings, criteria: readonly string[]) {
  const order = (prefix: string, stored: string) =>
    Object.fromEntries(
      criteria.map((_, index) => [`${prefix}${index + 1}`, stored.split(",").filter(Boolean)[index] ?? ""]),
    );
  return {
    season: String(row.season_id),
    name: row.name,
    nameFr: row.name_fr,
    category: row.category,
    categoryFr: row.category_fr,
    format: row.format,
    ageRule: row.age_rule,
    ageLimit: row.age_limit === null ? "" : String(row.age_limit),
    ageCutoff: row.age_cutoff ?? "",
    allowPlayingUp: row.allow_playing_up ? "1" : "",
    pointsWin: String(row.points_win),
    pointsDraw: String(row.points_draw),
    pointsLoss: String(row.points_loss),
    forfeitFor: String(row.forfeit_goals_for),
    forfeitAgainst: String(row.forfeit_goals_against),
    entryFee: row.entry_fee_cents === 0 ? "" : (row.entry_fee_cents / 100).toFixed(2),
    rosterLockOn: row.roster_lock_on ?? "",
    confirmHours: String(row.confirm_hours),
    firstRoundOn: row.first_round_on ?? "",
    roundIntervalDays: String(row.round_interval_days),
    blackoutDates: row.blackout_dates.split(",").filter(Boolean).join("\n"),
    defaultTime: row.default_time,
    published: row.published ? "1" : "",
    ...order("tiebreak", row.tiebreaks),
    ...order("running", row.tiebreaks_running),
  };
}

/**
 * What a new competition's form starts with: the season containing `today` (else the newest), the issue's
 * defaults, the standings' orders.
 */
export async function loadNewCompetitionForm(db: Db, today: string) {
  const seasons = await listSeasons(db);
  const values = competitionValues(
    {
      season_id: chosenSeason(seasons, null, today)?.id ?? 0,
      name: "",
      name_fr: "",
      category: "",
      category_fr: "",
      format: "league",
      age_rule: "none",
      age_limit: null,
      age_cutoff: null,
      allow_playing_up: 0,
      // The defaults: 2, 1 and 0 points, a 10-0 forfeit, weekly rounds at 19:00.
      points_win: 2,
      points_draw: 1,
      points_loss: 0,
      forfeit_goals_for: 10,
      forfeit_goals_against: 0,
      tiebreaks: TIEBREAK_CHOICES.final.join(","),
      tiebreaks_running: TIEBREAK_CHOICES.running.join(","),
      entry_fee_cents: 0,
      roster_lock_on: null,
      first_round_on: null,
      round_interval_days: 7,
      blackout_dates: "",
      default_time: "19:00",
      // The away team has 48 hours to confirm or dispute a match sheet.
      confirm_hours: 48,
      published: 0,
    },
    TIEBREAK_CHOICES.criteria,
  );
  return {
    seasons: seasons.map(({ id, name }) => ({ id, name })),
    values: { ...values, season: seasons[0] ? values.season : "" },
  };
}

/** A competition with its stages (in order), each with its pools (in order); undefined for none. */
export async function getCompetition(db: Db, id: number) {
  const row = await getCompetitionRow(db, id);
  if (!row) return undefined;
  return { ...row, stages: await listStagesWithPools(db, id) };
}

function competitionRow(input: CompetitionInput, season: { ends_on: string }, now: Date) {
  return {
    season_id: input.season,
    name: input.name,
    name_fr: input.nameFr,
    category: input.category,
    category_fr: input.categoryFr,
    format: input.format,
    age_rule: input.ageRule,
    age_limit: input.ageLimit,
    // An age rule without a day of its own counts ages on January 1 of the season's second year.
    age_cutoff: input.ageRule === "none" ? null : (input.ageCutoff ?? defaultAgeCutoff(season)),
    allow_playing_up: input.allowPlayingUp ? 1 : 0,
    points_win: input.pointsWin,
    points_draw: input.pointsDraw,
    points_loss: input.pointsLoss,
    forfeit_goals_for: input.forfeitFor,
    forfeit_goals_against: input.forfeitAgainst,
    tiebreaks: input.tiebreaks.join(","),
    tiebreaks_running: input.tiebreaksRunning.join(","),
    entry_fee_cents: input.entryFee,
    roster_lock_on: input.rosterLockOn,
    first_round_on: input.firstRoundOn,
    round_interval_days: input.roundIntervalDays,
    blackout_dates: input.blackoutDates.join(","),
    default_time: input.defaultTime,
    confirm_hours: input.confirmHours,
    published: input.published ? 1 : 0,
    updated_at: now.toISOString(),
  };
}

/** Creates a competition from parsed input (the form's, the seed's); its id. Throws for an unknown season. */
export async function createCompetition(db: Db, input: CompetitionInput, now: Date) {
  const season = (await listSeasons(db)).find((row) => row.id === input.season);
  if (!season) throw new Error(`No season ${input.season}.`);
  return insertCompetition(db, { ...competitionRow(input, season, now), created_at: now.toISOString() });
}

/** Creates (`id` null) or changes a competition from its posted form. */
export async function submitCompetition(
  db: Db,
  values: Record<string, string>,
  locale: Locale,
  id: number | null,
  now: Date,
): Promise<FormResult<{ id: number; name: string }>> {
  const seasons = await listSeasons(db);
  const parsed = parseWith(
    competitionFormSchema(
      texts(locale).validation,
      seasons.map((season) => season.id),
      standingsMessages[locale].criteriaErrors,
    ),
    values,
  );
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const input = parsed.data;
  if (id === null) return { ok: true, id: await createCompetition(db, input, now), name: input.name };
  const season = seasons.find((row) => row.id === input.season);
  if (!season || !(await updateCompetition(db, id, competitionRow(input, season, now))))
    return { ok: false, errors: { season: texts(locale).validation.season } };
  return { ok: true, id, name: input.name };
}

/** The competition page: the competition, its form's values, its stages, its entries and the teams to enter. */
export async function loadCompetitionAdmin(db: Db, id: number) {
  const competition = await getCompetition(db, id);
  if (!competition) return undefined;
  const [seasons, entries, teams] = await Promise.all([listSeasons(db), listEntries(db, id), listTeams(db)]);
  const stageMatches = await Promise.all(
    competition.stages.map((stage) => countMatchesOfStage(db, stage.id)),
  );
  const entered = new Set(entries.map((entry) => entry.teamId));
  return {
    competition,
    season: seasons.find((season) => season.id === competition.season_id)?.name ?? "",
    seasons: seasons.map(({ id, name }) => ({ id, name })),
    values: competitionValues(competition, TIEBREAK_CHOICES.criteria),
    stages: competition.stages.map((stage, index) => ({
      id: stage.id,
      kind: stage.kind,
      name: stage.name,
      name_fr: stage.name_fr,
      legs: stage.legs,
      pools: stage.pools.map(({ id, name }) => ({ id, name })),
      hasMatches: (stageMatches[index] ?? 0) > 0,
    })),
    entries,
    teams: teams.filter((team) => !entered.has(team.id)),
  };
}

// ---------------------------------------------------------------------------------------------------
// Stages

/** Adds a stage after the others: a round robin with its pools named A, B, …, or a knockout (no pools). */
export async function addStage(db: Db, competitionId: number, input: StageInput) {
  const pools = input.kind === "round-robin" ? poolNames(input.pools) : [];
  return db.transaction().execute((trx) =>
    insertStage(
      trx,
      {
        competitionId,
        kind: input.kind,
        name: input.name,
        nameFr: input.nameFr,
        legs: input.kind === "knockout" ? 1 : input.legs,
      },
      pools,
    ),
  );
}

export async function submitStage(
  db: Db,
  competitionId: number,
  values: Record<string, string>,
  locale: Locale,
): Promise<FormResult<{ name: string }>> {
  const parsed = parseWith(stageFormSchema(texts(locale).validation), values);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  await addStage(db, competitionId, parsed.data);
  return { ok: true, name: parsed.data.name };
}

/** Renames (`names` given) or removes a stage of the competition, while no match was made in it. */
export async function changeStage(
  db: Db,
  competitionId: number,
  values: Record<string, string>,
  locale: Locale,
  change: "rename" | "remove",
): Promise<FormResult<{ name: string }>> {
  const t = texts(locale);
  const schema = stageNameSchema(t.validation);
  const parsed = parseWith(schema.pick({ stage: true }), values);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const renamed = change === "rename" ? parseWith(schema, values) : null;
  if (renamed && !renamed.ok) return { ok: false, errors: renamed.errors };
  const names = renamed?.ok ? renamed.data : null;
  return db.transaction().execute(async (trx): Promise<FormResult<{ name: string }>> => {
    const stage = await getStage(trx, competitionId, parsed.data.stage);
    if (!stage) return { ok: false, errors: { stage: t.validation.stage } };
    const name = locale === "fr" ? stage.name_fr : stage.name;
    if ((await countMatchesOfStage(trx, stage.id)) > 0)
      return { ok: false, errors: { stage: format(t.stages.hasMatches, { name }) } };
    if (names) {
      await renameStage(trx, stage.id, { name: names.name, nameFr: names.nameFr });
      return { ok: true, name: locale === "fr" ? names.nameFr : names.name };
    }
    await deleteStage(trx, stage.id);
    return { ok: true, name };
  });
}

// ---------------------------------------------------------------------------------------------------
// Venues

export { listVenues };

export async function loadVenue(db: Db, param: string | undefined) {
  const venue = await getVenue(db, idFrom(param));
  if (!venue) return null;
  return { venue, values: { name: venue.name, address: venue.address, mapUrl: venue.map_url ?? "" } };
}

/** Creates a venue from parsed input; its id, or the duplicate's name when another venue has that name. */
export async function createVenue(db: Db, input: VenueInput, now: Date) {
  try {
    return { ok: true as const, id: await insertVenue(db, input, now) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { ok: false as const, duplicate: input.name };
  }
}

export async function submitVenue(
  db: Db,
  values: Record<string, string>,
  locale: Locale,
  id: number | null,
  now: Date,
): Promise<FormResult<{ name: string }>> {
  const t = texts(locale);
  const parsed = parseWith(venueFormSchema(t.validation), values);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const duplicate = {
    ok: false as const,
    errors: { name: format(t.venues.duplicate, { name: parsed.data.name }) },
  };
  if (id === null) {
    const created = await createVenue(db, parsed.data, now);
    return created.ok ? { ok: true, name: parsed.data.name } : duplicate;
  }
  const other = await findVenueByName(db, parsed.data.name);
  if (other && other.id !== id) return duplicate;
  try {
    await updateVenue(db, id, parsed.data);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return duplicate;
  }
  return { ok: true, name: parsed.data.name };
}

// ---------------------------------------------------------------------------------------------------
// Teams

/** Every team by name, with its club's name (or where a guest team comes from) and its home venue's. */
export async function listTeams(db: Db) {
  const [rows, clubs] = await Promise.all([listTeamRows(db), listClubs(db)]);
  const clubNames = new Map(clubs.map((club) => [club.id, club.name]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    clubId: row.club_id,
    clubName: row.club_id === null ? null : (clubNames.get(row.club_id) ?? null),
    guestFrom: row.guest_from,
    homeVenueId: row.home_venue_id,
    venueName: row.venue_name,
  }));
}

/** What the team forms choose from: every club (from memberships) and every venue. */
export async function loadTeamChoices(db: Db) {
  const [clubs, venues] = await Promise.all([listClubs(db), listVenues(db)]);
  return {
    clubs: clubs.map(({ id, name, hidden }) => ({ id, name, hidden: hidden === 1 })),
    venues: venues.map(({ id, name }) => ({ id, name })),
  };
}

export async function loadTeam(db: Db, param: string | undefined) {
  const team = await getTeam(db, idFrom(param));
  if (!team) return null;
  return {
    team,
    values: {
      name: team.name,
      kind: team.club_id === null ? "guest" : "club",
      club: team.club_id === null ? "" : String(team.club_id),
      guestFrom: team.guest_from ?? "",
      homeVenue: team.home_venue_id === null ? "" : String(team.home_venue_id),
    },
  };
}

/** Creates a team from parsed input: a club's (clubId) or a guest (guestFrom); its id. */
export async function createTeam(db: Db, input: TeamInput, now: Date) {
  return insertTeam(db, input, now);
}

export async function submitTeam(
  db: Db,
  values: Record<string, string>,
  locale: Locale,
  id: number | null,
  now: Date,
): Promise<FormResult<{ name: string }>> {
  const { clubs, venues } = await loadTeamChoices(db);
  const parsed = parseWith(
    teamFormSchema(
      texts(locale).validation,
      clubs.map((club) => club.id),
      venues.map((venue) => venue.id),
    ),
    values,
  );
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  if (id === null) await createTeam(db, parsed.data, now);
  else await updateTeam(db, id, parsed.data);
  return { ok: true, name: parsed.data.name };
}

// ---------------------------------------------------------------------------------------------------
// Entries

/**
 * A competition's entries in the order they came: the team, its club's name or where a guest comes from,
 * the status, the pool and seed, and the fee's state (no fee, unpaid, paid, or its request closed unpaid).
 */
export async function listEntries(db: Db, competitionId: number) {
  const [rows, clubs] = await Promise.all([listEntryRows(db, competitionId), listClubs(db)]);
  const clubNames = new Map(clubs.map((club) => [club.id, club.name]));
  const orders = new Map(
    (
      await listLinkedOrders(
        db,
        rows.flatMap((row) => (row.order_id === null ? [] : [row.order_id])),
      )
    ).map((order) => [order.id, order.order_status]),
  );
  return rows.map((row) => ({
    id: row.id,
    teamId: row.team_id,
    teamName: row.team_name,
    clubName: row.club_id === null ? null : (clubNames.get(row.club_id) ?? null),
    guestFrom: row.guest_from,
    status: row.status,
    poolId: row.pool_id,
    seed: row.seed,
    orderId: row.order_id,
    orderNumber: row.order_id === null ? null : orderNumber(row.order_id),
    paid: paidState(row, row.order_id === null ? undefined : orders.get(row.order_id)),
    paidAt: row.paid_at,
  }));
}

export type EnterResult =
  | { ok: true; entryId: number; orderId: number | null }
  | { ok: false; reason: "no-competition" | "no-team" | "already" };

/**
 * Enters a team in a competition. Where the competition has an entry fee, an order for it is made in the
 * same transaction and e-mailed to `contact` in their language, with how to pay it and its deadline
 * (features/orders: its reminder and expiry are scheduled with it); the orders' paid hook marks the entry
 * paid (markEntryPaid). A team entered twice, even at once, is refused the second time.
 */
export async function enterTeam(
  { db, config, mail }: Deps,
  entry: {
    competitionId: number;
    teamId: number;
    contact: { name: string; email: string; locale: Locale } | null;
  },
  now: Date,
): Promise<EnterResult> {
  let result: EnterResult;
  try {
    result = await db.transaction().execute(async (trx): Promise<EnterResult> => {
      const competition = await getCompetitionRow(trx, entry.competitionId);
      if (!competition) return { ok: false, reason: "no-competition" };
      const team = await getTeam(trx, entry.teamId);
      if (!team) return { ok: false, reason: "no-team" };
      if (await findEntryOfTeam(trx, competition.id, team.id)) return { ok: false, reason: "already" };
      const entryId = await insertEntry(trx, competition.id, team.id, now);
      if (competition.entry_fee_cents === 0 || entry.contact === null)
        return { ok: true, entryId, orderId: null };
      const orderId = await requestEntryFee(
        trx,
        config,
        { competition, team, entryId, contact: entry.contact },
        now,
      );
      return { ok: true, entryId, orderId };
    });
  } catch (error) {
    // Entered at once by two administrators: the unique (competition, team) refused the second.
    if (!isUniqueViolation(error)) throw error;
    return { ok: false, reason: "already" };
  }
  if (result.ok && result.orderId !== null) mail.wake();
  return result;
}

/** The entry fee's order, linked to the entry, and its e-mail with how to pay, in the caller's transaction. */
async function requestEntryFee(
  trx: Db,
  config: Config,
  fee: {
    competition: Selectable<CompetitionsTable>;
    team: { name: string };
    entryId: number;
    contact: { name: string; email: string; locale: Locale };
  },
  now: Date,
) {
  const { competition, team, contact } = fee;
  const t = texts(contact.locale);
  const competitionName = contact.locale === "fr" ? competition.name_fr : competition.name;
  const settings = await loadPaymentSettings(trx, config);
  const [firstName = "", ...rest] = contact.name.trim().split(/\s+/);
  const order = await createOrder(
    trx,
    settings,
    {
      buyer: {
        userId: null,
        firstName,
        lastName: rest.join(" "),
        email: contact.email,
        phone: "",
        address: "",
        city: "",
        state: "",
        zip: "",
        country: "Canada",
        locale: contact.locale,
      },
      method: "etransfer",
      lines: [
        {
          product_id: `competition-entry-${fee.entryId}`,
          name: format(t.entries.orderLine, { team: team.name, competition: competitionName }),
          size: null,
          quantity: 1,
          unit_cents: competition.entry_fee_cents,
          line_cents: competition.entry_fee_cents,
          registration_id: null,
          kind: "entry-fee",
        },
      ],
      shippingCents: 0,
    },
    now,
    config.TIME_ZONE,
  );
  await linkEntryOrder(trx, fee.entryId, order.id);
  const how = paymentInstructions(
    settings,
    { id: order.id, total_cents: order.totalCents, payment_method: "etransfer", payment_due_at: order.dueAt },
    contact.locale,
    config.TIME_ZONE,
  );
  const values = {
    team: team.name,
    competition: competitionName,
    amount: formatMoney(order.totalCents, contact.locale),
  };
  await enqueueEmail(
    trx,
    {
      to: contact.email,
      kind: "competition-entry-fee",
      ...renderEmail({
        locale: contact.locale,
        subject: format(t.email.feeSubject, values),
        siteName: siteNameIn(config, contact.locale),
        baseUrl: config.BASE_URL,
        heading: t.email.feeHeading,
        paragraphs: [
          format(t.email.greeting, { name: contact.name }),
          format(t.email.feeIntro, values),
          how.title,
          ...how.paragraphs,
        ],
        action: {
          label: t.email.payAction,
          url: `${config.BASE_URL}${localePath(contact.locale, href("/orders/:token", { token: order.token }))}`,
        },
        required: "team",
      }),
    },
    now,
  );
  return order.id;
}

/** The entry form posted: the team entered (and its fee requested), or refused with the reason. */
export async function submitEntry(
  deps: Deps,
  competitionId: number,
  values: Record<string, string>,
  locale: Locale,
  now: Date,
): Promise<FormResult<{ name: string; email: string | null }>> {
  const t = texts(locale);
  const competition = await getCompetitionRow(deps.db, competitionId);
  if (!competition) return { ok: false, errors: { team: t.validation.team } };
  const parsed = parseWith(entryFormSchema(t.validation, competition.entry_fee_cents > 0), values);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const team = await getTeam(deps.db, parsed.data.team);
  if (!team) return { ok: false, errors: { team: t.validation.team } };
  const result = await enterTeam(deps, { competitionId, teamId: team.id, contact: parsed.data.contact }, now);
  if (!result.ok)
    return {
      ok: false,
      errors: {
        team:
          result.reason === "already" ? format(t.entries.already, { name: team.name }) : t.validation.team,
      },
    };
  return {
    ok: true,
    name: team.name,
    email: result.orderId === null ? null : (parsed.data.contact?.email ?? null),
  };
}

/**
 * Asks again for the fee of an entry whose order expired or was cancelled unpaid: a new order, e-mailed to
 * the same contact in the same language as the first. Refused (false) for an entry that is withdrawn, paid,
 * without a fee, or whose order still awaits payment (a second click changes nothing).
 */
export async function renewEntryFee(
  { db, config, mail }: Deps,
  renewal: { competitionId: number; entryId: number },
  now: Date,
): Promise<{ ok: true; name: string; email: string } | { ok: false }> {
  const result = await db.transaction().execute(async (trx) => {
    const competition = await getCompetitionRow(trx, renewal.competitionId);
    const entry = competition ? await getEntry(trx, competition.id, renewal.entryId) : undefined;
    if (
      !competition ||
      !entry ||
      entry.status === "withdrawn" ||
      entry.paid_at !== null ||
      entry.order_id === null
    )
      return { ok: false as const };
    const order = await getOrderById(trx, entry.order_id);
    if (!order || paidState(entry, order.status) !== "lapsed") return { ok: false as const };
    const team = await getTeam(trx, entry.team_id);
    if (!team) return { ok: false as const };
    const contact = {
      name: `${order.first_name} ${order.last_name}`.trim(),
      email: order.email,
      locale: order.locale,
    };
    await requestEntryFee(trx, config, { competition, team, entryId: entry.id, contact }, now);
    return { ok: true as const, name: team.name, email: order.email };
  });
  if (result.ok) mail.wake();
  return result;
}

/** The administrator's decisions on an entry: confirm it, withdraw it, or enter it again after a withdrawal. */
export type EntryDecision = "confirm" | "withdraw" | "reenter";

const DECISIONS: Record<EntryDecision, { from: readonly EntryStatus[]; to: EntryStatus }> = {
  confirm: { from: ["entered"], to: "confirmed" },
  withdraw: { from: ["entered", "confirmed"], to: "withdrawn" },
  reenter: { from: ["withdrawn"], to: "entered" },
};

/**
 * Confirms, withdraws or enters again an entry of the competition, from the status the page showed
 * (`from`: a stale page or a second click changes nothing). A withdrawn entry's unpaid fee order is
 * cancelled quietly (the administrator tells the team); a paid one stays paid.
 */
export async function decideEntry(
  db: Db,
  change: { competitionId: number; entryId: number; decision: EntryDecision; from: string },
  now: Date,
) {
  const rule = DECISIONS[change.decision];
  return db.transaction().execute(async (trx) => {
    const entry = await getEntry(trx, change.competitionId, change.entryId);
    if (!entry || entry.status !== change.from || !rule.from.includes(entry.status))
      return { ok: false as const };
    if (!(await setEntryStatus(trx, entry.id, entry.status, rule.to))) return { ok: false as const };
    if (rule.to === "withdrawn" && entry.order_id !== null && entry.paid_at === null)
      await closeUnpaidOrder(trx, entry.order_id, now);
    const team = await getTeam(trx, entry.team_id);
    return { ok: true as const, name: team?.name ?? "" };
  });
}

/**
 * Places a confirmed entry into a pool of its competition (or none) with a seed (or none). Refused while
 * the entry is not confirmed, and when the pool it leaves or joins has matches: their teams are fixed.
 */
export async function placeEntry(
  db: Db,
  place: { competitionId: number; entryId: number; poolId: number | null; seed: number | null },
): Promise<
  | { ok: true; name: string }
  | { ok: false; reason: "no-entry" | "not-confirmed" | "no-pool" | "pool-has-matches"; pool?: string }
> {
  return db.transaction().execute(async (trx) => {
    const entry = await getEntry(trx, place.competitionId, place.entryId);
    if (!entry) return { ok: false, reason: "no-entry" };
    if (entry.status !== "confirmed") return { ok: false, reason: "not-confirmed" };
    const target =
      place.poolId === null ? null : await getPoolOfCompetition(trx, place.competitionId, place.poolId);
    if (place.poolId !== null && !target) return { ok: false, reason: "no-pool" };
    const current =
      entry.pool_id === null ? null : await getPoolOfCompetition(trx, place.competitionId, entry.pool_id);
    if (entry.pool_id !== place.poolId)
      for (const pool of [current, target])
        if (pool?.has_matches) return { ok: false, reason: "pool-has-matches", pool: pool.name };
    await setEntryPlace(trx, entry.id, { poolId: place.poolId, seed: place.seed });
    const team = await getTeam(trx, entry.team_id);
    return { ok: true, name: team?.name ?? "" };
  });
}

export async function submitPlacement(
  db: Db,
  competitionId: number,
  values: Record<string, string>,
  locale: Locale,
): Promise<FormResult<{ name: string }>> {
  const t = texts(locale);
  const parsed = parseWith(placementSchema(t.validation), values);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const result = await placeEntry(db, {
    competitionId,
    entryId: parsed.data.entry,
    poolId: parsed.data.pool,
    seed: parsed.data.seed,
  });
  if (result.ok) return { ok: true, name: result.name };
  const message = {
    "no-entry": t.validation.entry,
    "not-confirmed": t.entries.notConfirmed,
    "no-pool": t.entries.unknownPool,
    "pool-has-matches": format(t.entries.poolHasMatches, { pool: result.pool ?? "" }),
  }[result.reason];
  return { ok: false, errors: { pool: message } };
}

/** The orders' paid hook: the entries an order paid for are marked paid, once. */
export const markEntryPaid: OrderPaidHook = async (trx, _deps, order, now) => {
  await markEntriesOfOrderPaid(trx, order.id, now);
};
