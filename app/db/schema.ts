import type { ColumnType, Generated } from "kysely";
import type { Locale } from "~/lib/i18n";
import type { SizeSet } from "~/lib/sizes";
import type { AuthTables } from "./auth-schema";

/** Timestamps are ISO 8601 strings in UTC, so they sort the same on SQLite and PostgreSQL. */
export interface EventsTable {
  id: Generated<number>;
  title: string;
  starts_at: string;
  ends_at: string;
  location: string;
  description: string;
  /** The French texts (migration 0011); null or blank: the English shows instead. */
  title_fr: string | null;
  location_fr: string | null;
  description_fr: string | null;
  image: string;
  capacity: number | null;
  /** Migration 0013. null: registration opens at once. */
  registration_opens_at: string | null;
  /** null: registration closes at the start. */
  registration_closes_at: string | null;
  /** The last moment a registration may be cancelled; null: the start. */
  cancellation_deadline: string | null;
  /** How long an offer to the waiting list holds its spot. */
  offer_hours: Generated<number>;
  /** How long before the start the reminder goes out; 0: none. */
  reminder_hours: Generated<number>;
  /** Migration 0014: what a registration costs, in cents; 0: free. */
  fee_cents: Generated<number>;
  /** Migration 0015: 1: only a person with an active membership may register. */
  requires_membership: Generated<number>;
  /** Migration 0024: the street address the map link searches for; null: the location only. */
  address: Generated<string | null>;
  /** The age group or level it is for ("U14", "Beginners"); null: none said. */
  level: Generated<string | null>;
  level_fr: Generated<string | null>;
  /** The age range, in whole years on the first day, both included; null: no bound. */
  min_age: Generated<number | null>;
  max_age: Generated<number | null>;
  /** Whom to ask about it, as the organiser sets it; null: the association's address. */
  contact_name: Generated<string | null>;
  contact_email: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  /** The French texts (migration 0011); null or blank: the English shows instead. */
  name_fr: string | null;
  description_fr: string | null;
  price_cents: number;
  image: string;
  /** Migration 0026: which sizes it is sold in (lib/sizes: apparel, shoes, ball or none). */
  size_set: SizeSet;
  sort_order: number;
  /** Migration 0014: 1: neither listed nor sold. */
  hidden: Generated<number>;
}

/** A size a product is sold in ("" for a product without sizes) and how many are left (migration 0014). */
export interface ProductVariantsTable {
  id: Generated<number>;
  product_id: string;
  size: string;
  stock: number;
}

/** A JSON value per key: the settings the association edits in the admin (migration 0014). */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

/** One row (id 1): the version of what the public pages show, raised by triggers (migration 0016). */
export interface ContentVersionTable {
  id: number;
  /** A bigint on PostgreSQL, which the driver returns as a string. */
  version: number | string;
}

export type OutboxStatus = "pending" | "sent" | "failed";

/** One e-mail, recorded with what it confirms and delivered later by the sender (lib/email). */
export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  /** null: the configured MAIL_FROM. */
  from_address: string | null;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON: [{ filename, contentType, content (base64) }]. */
  attachments: string | null;
  /** What the message is about ("password-reset", "order-confirmation"), for the admin list. */
  kind: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** Set while one sender delivers the row, so no other sender takes it. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The one-click unsubscribe URL of a newsletter e-mail (List-Unsubscribe, RFC 8058); null otherwise. */
  list_unsubscribe: string | null;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  /** The e-mail address tried, lower-cased, whether or not an account has it. */
  account: string;
  client: string;
  created_at: string;
}

export interface RegistrationsTable {
  id: Generated<number>;
  event_id: number;
  user_id: string;
  name: string;
  email: string;
  email_key: string;
  created_at: string;
  /** The language it was made in; mail about it is written in it (migration 0012). */
  locale: Generated<Locale>;
  /** Migration 0013: a cancelled registration is kept, marked, and holds no spot. */
  status: Generated<RegistrationStatus>;
  cancelled_at: string | null;
  /** Set in the transaction that queues the reminder, so it goes out once. */
  reminder_sent_at: Generated<string | null>;
  /** The personal link's token (confirmation and reminder e-mails): unique, unguessable. */
  manage_token: string;
  /** Migration 0014: the order that pays for it, when the event has a fee. */
  order_id: number | null;
  /**
   * Migration 0024: the member it is for, registered by the account that manages them (decision 048); its
   * email_key is then "member:<id>" and email the account's address. null: the person typed in the form.
   */
  member_id: Generated<number | null>;
}

export type RegistrationStatus = "registered" | "cancelled";

/**
 * waiting -> offered -> accepted | declined | expired; waiting -> left (the member) | removed (an admin).
 * Only `offered` holds a spot, until offer_expires_at.
 */
export type WaitlistStatus = "waiting" | "offered" | "accepted" | "declined" | "expired" | "left" | "removed";

export interface WaitlistEntriesTable {
  id: Generated<number>;
  event_id: number;
  user_id: string;
  name: string;
  email: string;
  /** Trimmed, lower-cased: one entry per event and address. */
  email_key: string;
  locale: Generated<Locale>;
  status: WaitlistStatus;
  /** The accept and decline links' token. */
  token: string;
  /** The place in line: when the person joined (again). */
  queued_at: string;
  offered_at: string | null;
  offer_expires_at: string | null;
  /** When the entry left the line (accepted, declined, expired, left, removed). */
  resolved_at: string | null;
  created_at: string;
  /**
   * Migration 0038: the member it is for, put in line by the account that manages them (decision 048); its
   * email_key is then "member:<id>" and email the account's address. null: the holder's own place.
   */
  member_id: Generated<number | null>;
}

export type JobStatus = "scheduled" | "failed";

/** Work due at a time (lib/jobs, decision 026): one row per kind and subject. */
export interface JobsTable {
  id: Generated<number>;
  /** What to do ("offer-expiry", "reminder"); the handler is looked up by it. */
  kind: string;
  /** What to do it to (a waiting-list entry's or a registration's id). */
  subject: string;
  status: JobStatus;
  run_at: string;
  attempts: Generated<number>;
  /** Set while one process runs the job, so no other takes it. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** Migration 0014 (docs/payments.md): awaiting-payment -> paid -> shipped | picked-up; cancelled; expired. */
export type OrderStatus = "awaiting-payment" | "paid" | "shipped" | "picked-up" | "cancelled" | "expired";

export type PaymentMethod = "etransfer" | "in-person";

/**
 * What an order line is (migration 0022): the shop's goods, a registration's fee, a membership's fee, or a
 * team's entry fee in a competition (decision 053).
 */
export type OrderLineKind = "goods" | "event-fee" | "membership-fee" | "entry-fee";

export interface OrdersTable {
  id: Generated<number>;
  public_token: string;
  idempotency_key: string;
  /** "user:<id>" or "guest:<sha-256 of the checkout cookie>"; null on orders older than migration 0008. */
  checkout_buyer: string | null;
  /** SHA-256 of the order as submitted (checkoutFingerprint); null on orders older than migration 0008. */
  checkout_hash: string | null;
  user_id: string | null;
  status: OrderStatus;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  created_at: string;
  updated_at: string;
  /** The language it was made in; mail about it is written in it (migration 0012). */
  locale: Generated<Locale>;
  /** Migration 0014. */
  payment_method: Generated<PaymentMethod>;
  /** When an unpaid order expires; null: never (orders placed before migration 0014). */
  payment_due_at: string | null;
  /** Set in the transaction that queues the payment reminder, so it goes out once. */
  reminder_sent_at: string | null;
  paid_at: string | null;
  /** The amount the association recorded as received. */
  paid_cents: number | null;
  /** When it was shipped or picked up. */
  fulfilled_at: string | null;
  /** When it was cancelled or expired. */
  closed_at: string | null;
  tax_cents: Generated<number>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: string;
  name: string;
  size: string | null;
  quantity: number;
  unit_cents: number;
  line_cents: number;
  /** Migration 0014: the registration an event fee pays for (product_id is then "event-<event id>"). */
  registration_id: number | null;
  /** Migration 0022: what the line is; the orders feature reads this, never the product id. */
  kind: OrderLineKind;
}

/** A message sent through the contact form; handled_at is set when an admin has dealt with it. */
export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  /** The client address it came from, for the rate limit and for abuse reports. */
  client: string;
  created_at: string;
  handled_at: string | null;
  /** The language it was made in; mail about it is written in it (migration 0012). */
  locale: Generated<Locale>;
}

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

/** One address of the newsletter list (double opt-in: only confirmed addresses receive it). */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  /** The trimmed, lower-cased address: unique. */
  email_key: string;
  status: SubscriberStatus;
  confirm_token: string;
  unsubscribe_token: string;
  created_at: string;
  /** When the last confirmation e-mail was queued. */
  confirm_sent_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** The language it was made in; mail about it is written in it (migration 0012). */
  locale: Generated<Locale>;
}

/** One counted request of a rate limit (lib/rate-limit.server.ts). */
export type EmailRequestKind = "password-reset" | "newsletter";

/** A form's request for an e-mail that depends on whether the address is known, handled after the answer. */
export interface EmailRequestsTable {
  id: Generated<number>;
  kind: EmailRequestKind;
  email: string;
  created_at: string;
  /** Claimed by a process until then; null: waiting. */
  locked_until: string | null;
  /** The language it was made in; mail about it is written in it (migration 0012). */
  locale: Generated<Locale>;
}

export interface RateEventsTable {
  id: Generated<number>;
  bucket: string;
  client: string;
  created_at: string;
}

/** A proof of work accepted once (migration 0021, decision 039): kept until its challenge expires. */
export interface UsedChallengesTable {
  signature: string;
  expires_at: string;
}

/** How often a limit fired in one hour (migration 0021): refused, challenge asked, or challenge solved. */
export interface LimitFiringsTable {
  bucket: string;
  kind: string;
  /** The hour's start, UTC ISO text. */
  hour: string;
  count: number;
  last_at: string;
}

/** A membership season (migration 0015): days in the association's zone, both included; seasons never overlap. */
export interface SeasonsTable {
  id: Generated<number>;
  /** "2026-2027" */
  name: string;
  /** "2026-09-01" */
  starts_on: string;
  ends_on: string;
  /** 1: members confirm each season that they reviewed the concussion awareness material (Rowan's Law). */
  concussion_required: Generated<number>;
  /** The concussion awareness material to review (migration 0025): an http(s) link, or null for none. */
  concussion_url: string | null;
  created_at: string;
}

/** youth: under 18 on the season's start; adult: 18 or over on it; any: either. */
export type AgeRule = "youth" | "adult" | "any";

export interface MembershipTypesTable {
  id: Generated<number>;
  name: string;
  name_fr: string;
  /** Per season; 0: free. */
  fee_cents: number;
  age_rule: AgeRule;
  can_play: Generated<number>;
  can_coach: Generated<number>;
  can_officiate: Generated<number>;
  can_vote: Generated<number>;
  /** 1: no longer offered to new members; memberships of the type keep it. */
  hidden: Generated<number>;
  sort_order: Generated<number>;
}

/** A club members belong to; a membership without one is "unattached". */
export interface ClubsTable {
  id: Generated<number>;
  name: string;
  hidden: Generated<number>;
}

export type DocumentKind = "waiver" | "code-of-conduct" | "concussion";

/** One version of a text members accept: only ever inserted, never updated or deleted (decision 029). */
export interface DocumentsTable {
  id: Generated<number>;
  kind: DocumentKind;
  /** 1, 2, …; unique per kind. */
  version: number;
  body: string;
  body_fr: string;
  created_at: string;
  /** The administrator's account id; null for the seed's first versions. */
  created_by: string | null;
}

/** A person with a member number that stays the same across seasons, managed by an account. */
export interface MembersTable {
  id: Generated<number>;
  /** "OHA-000123" (rules.ts memberNumber), unique. */
  member_number: string;
  /** The account that manages this person: their own, or their guardian's. */
  user_id: string;
  first_name: string;
  last_name: string;
  /** "2012-05-31" */
  date_of_birth: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  phone: string;
  emergency_name: string;
  emergency_phone: string;
  /** null for an adult managing their own membership. */
  guardian_name: string | null;
  guardian_email: string | null;
  created_at: string;
  updated_at: string;
}

export type MembershipStatus = "awaiting-payment" | "active" | "cancelled" | "expired";

/** A person's membership in one season (one per person and season). */
export interface MembershipsTable {
  id: Generated<number>;
  member_id: number;
  season_id: number;
  type_id: number;
  /** null: unattached. */
  club_id: number | null;
  status: MembershipStatus;
  /** The order that pays for it; null for a free type. */
  order_id: number | null;
  /** Set in the transaction that queues the renewal reminder, so it goes out once. */
  reminder_sent_at: string | null;
  created_at: string;
  activated_at: string | null;
}

/** An acceptance of one document version for one membership: only ever inserted (decision 029). */
export interface ConsentsTable {
  id: Generated<number>;
  membership_id: number;
  document_id: number;
  accepted_by_name: string;
  accepted_by_email: string;
  /** guardian: a guardian accepted for a minor. */
  role: "member" | "guardian";
  accepted_at: string;
  /** A guardian's consent given from 0020 on: the declaration it belongs to (decision 038). */
  confirmation_id: ColumnType<number | null, number | null | undefined, never>;
}

/**
 * A consent given for a minor, as declared by the account that gave it, until the guardian it names
 * confirms it from their own e-mail (decision 038). Only `confirmed_at` ever changes, once; a trigger
 * refuses any change after it.
 */
export interface GuardianConfirmationsTable {
  id: Generated<number>;
  membership_id: number;
  declared_by_user_id: string;
  declared_by_name: string;
  declared_by_email: string;
  declared_at: string;
  guardian_name: string;
  guardian_email: string;
  /** The language of the page the account joined from: the guardian's e-mail and page. */
  locale: Locale;
  /** The link's token; null when the account holder is the guardian (confirmed at once). */
  token: string | null;
  expires_at: string | null;
  confirmed_at: string | null;
}

/** A change a member made to their own account (migration 0028, decision 052): what, from which page, when. */
export interface AccountChangesTable {
  id: Generated<number>;
  user_id: string;
  kind: AccountChangeKind;
  /** The page's path, in its language ("/fr/account/password"). */
  page: string;
  created_at: string;
}

export type AccountChangeKind =
  | "name"
  | "password"
  | "email-requested"
  | "email-confirmed"
  | "language"
  | "member-details"
  | "closed";

// ---- Competitions (migration 0029, decision 053). Days "YYYY-MM-DD" and times "HH:MM" in the association's zone.

export interface VenuesTable {
  id: Generated<number>;
  name: string;
  address: string;
  /** An http(s) link to a map, or null. */
  map_url: string | null;
  created_at: string;
}

/** A club's team, or a guest team from outside the association (club_id null, guest_from says where). */
export interface TeamsTable {
  id: Generated<number>;
  name: string;
  club_id: number | null;
  guest_from: string | null;
  home_venue_id: number | null;
  created_at: string;
}

export type CompetitionFormat = "league" | "tournament";
/** none; max: at most age_limit years old on age_cutoff; min: at least age_limit years old on it. */
export type CompetitionAgeRule = "none" | "max" | "min";

export interface CompetitionsTable {
  id: Generated<number>;
  season_id: number;
  name: string;
  name_fr: string;
  category: string;
  category_fr: string;
  format: CompetitionFormat;
  age_rule: CompetitionAgeRule;
  age_limit: number | null;
  age_cutoff: string | null;
  allow_playing_up: Generated<number>;
  points_win: Generated<number>;
  points_draw: Generated<number>;
  points_loss: Generated<number>;
  forfeit_goals_for: Generated<number>;
  forfeit_goals_against: Generated<number>;
  /** Comma-separated tie-break criteria after all matches of a pool, and while it is played. */
  tiebreaks: string;
  tiebreaks_running: string;
  entry_fee_cents: Generated<number>;
  /** The last day rosters change without an administrator; null: never locked. */
  roster_lock_on: string | null;
  first_round_on: string | null;
  round_interval_days: Generated<number>;
  /** Comma-separated days on which no round is placed. */
  blackout_dates: Generated<string>;
  default_time: Generated<string>;
  /** Hours the away team has to confirm or dispute a submitted match sheet (default 48). */
  confirm_hours: Generated<number>;
  published: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type StageKind = "round-robin" | "knockout";

export interface CompetitionStagesTable {
  id: Generated<number>;
  competition_id: number;
  kind: StageKind;
  name: string;
  name_fr: string;
  /** 1: single round robin; 2: double (the second leg with home and away swapped). */
  legs: Generated<number>;
  sort_order: Generated<number>;
}

export interface CompetitionPoolsTable {
  id: Generated<number>;
  stage_id: number;
  /** "A", "B": the same in both languages. */
  name: string;
  sort_order: Generated<number>;
}

export type EntryStatus = "entered" | "confirmed" | "withdrawn";

export interface CompetitionEntriesTable {
  id: Generated<number>;
  competition_id: number;
  team_id: number;
  status: EntryStatus;
  pool_id: number | null;
  seed: number | null;
  /** The drawn position (1 first) between teams level on every criterion of a complete pool (migration 0039, decision 072). */
  lot: number | null;
  /** The entries that lot was drawn between, ascending ("3,7,9"); null with no lot. */
  lot_among: string | null;
  /** The entry fee's order (features/orders) and when it was paid; null when there is no fee. */
  order_id: number | null;
  paid_at: string | null;
  created_at: string;
}

export type RosterRole = "player" | "coach" | "manager";

/** One place per person in a competition, one jersey number per team. */
export interface RosterPlacesTable {
  id: Generated<number>;
  entry_id: number;
  competition_id: number;
  member_id: number;
  role: RosterRole;
  /** 0 to 99 for a player; null for an official. */
  jersey: number | null;
  created_at: string;
  /** The account that placed them. */
  created_by: string;
}

export type MatchStatus = "scheduled" | "postponed" | "cancelled" | "played" | "forfeit";
export type ResultSource = "sheet" | "admin";
export type DecidedBy = "regular" | "extra-time" | "sevens";

/**
 * A match of a pool, or of a knockout stage (pool_id null). A knockout team may wait for an earlier result:
 * *_source ("pool:<pool id>:<place>", "winner:<match id>", "loser:<match id>") until *_entry_id is set.
 */
export interface MatchesTable {
  id: Generated<number>;
  competition_id: number;
  stage_id: number;
  pool_id: number | null;
  round: number;
  /** Its order within the round. */
  number: Generated<number>;
  home_entry_id: number | null;
  away_entry_id: number | null;
  home_source: string | null;
  away_source: string | null;
  match_date: string | null;
  match_time: string | null;
  venue_id: number | null;
  status: MatchStatus;
  home_goals: number | null;
  away_goals: number | null;
  home_halftime: number | null;
  away_halftime: number | null;
  decided_by: DecidedBy | null;
  home_sevens: number | null;
  away_sevens: number | null;
  forfeited_by: "home" | "away" | null;
  /** Raised by every saved result: a save that read an older version is refused, not lost. */
  result_version: Generated<number>;
  /** Who set the result: a final match sheet, or an administrator (marked on the public pages). */
  result_source: ResultSource | null;
  created_at: string;
  updated_at: string;
}

/** Every saved result: who, when, and the result before (null for the first) and after, as JSON. */
export interface MatchResultChangesTable {
  id: Generated<number>;
  match_id: number;
  changed_by: string;
  changed_at: string;
  before: string | null;
  after: string;
}

/** Points added to (or taken from) an entry's total in a pool, with the reason printed under the table. */
export interface StandingAdjustmentsTable {
  id: Generated<number>;
  pool_id: number;
  entry_id: number;
  points: number;
  reason: string;
  reason_fr: string;
  created_by: string;
  created_at: string;
}

export type AnnouncementAudience = "newsletter" | "members" | "officials" | "event";
export type AnnouncementStatus = "draft" | "sending" | "sent";
export type AnnouncementRecipientStatus = "pending" | "queued" | "skipped";

/** An administrator's message to a group, in both languages' Markdown (migration 0030, decision 059). */
export interface AnnouncementsTable {
  id: Generated<number>;
  subject: string;
  subject_fr: string;
  body: string;
  body_fr: string;
  audience: AnnouncementAudience;
  season_id: number | null;
  /** Comma-separated ids; empty: every type. */
  type_ids: Generated<string>;
  /** Comma-separated ids; empty: every club. */
  club_ids: Generated<string>;
  competition_id: number | null;
  event_id: number | null;
  include_waitlist: Generated<number>;
  /** 1: about the recipients' own registration, membership or team (no unsubscribe link). */
  own_business: Generated<number>;
  /** The pace chosen, at most ANNOUNCEMENTS_PER_MINUTE. */
  per_minute: number;
  status: Generated<AnnouncementStatus>;
  created_by: string;
  created_at: string;
  sent_by: string | null;
  sent_at: string | null;
  finished_at: string | null;
}

/** One address an announcement goes to, frozen at "Send"; unique per announcement and address. */
export interface AnnouncementRecipientsTable {
  id: Generated<number>;
  announcement_id: number;
  email: string;
  /** Trimmed, lower-cased. */
  email_key: string;
  locale: Locale;
  status: Generated<AnnouncementRecipientStatus>;
  queued_at: string | null;
  outbox_id: number | null;
}

/** The lists an address can leave through an unsubscribe link (docs/consent.md, decision 061). */
export type ConsentList = "newsletter" | "member-news";
/** How a consent was given or withdrawn. */
export type ConsentHow =
  | "newsletter-confirmation"
  | "membership-sign-up"
  | "account-page"
  | "unsubscribe-link"
  | "one-click";

/** An address's place on a list other than the newsletter: its unsubscribe link's token, and when it left. */
export interface EmailListsTable {
  id: Generated<number>;
  email_key: string;
  list: Exclude<ConsentList, "newsletter">;
  token: string;
  created_at: string;
  /** Null while the address may receive the list. */
  unsubscribed_at: string | null;
}

/** A consent given or withdrawn, with when and how: only ever inserted. */
export interface ConsentRecordsTable {
  id: Generated<number>;
  email_key: string;
  list: ConsentList;
  change: "given" | "withdrawn";
  how: ConsentHow;
  recorded_at: string;
}

/** Migration 0032: a news post, its texts in both languages (docs/news.md). */
export interface NewsPostsTable {
  id: Generated<number>;
  title: string;
  title_fr: string;
  summary: string;
  summary_fr: string;
  /** Markdown, rendered and sanitised when shown. */
  body: string;
  body_fr: string;
  image: string | null;
  status: "draft" | "published";
  /** The UTC instant the post is shown from (when published). */
  published_at: string;
  created_at: string;
  updated_at: string;
}

/** A page's words that differ from the catalogue's defaults, as JSON (features/site-texts, decision 064). */
export interface SiteTextsTable {
  page: string;
  content: string;
  /** Raised by every save: a save over an older version is refused (decision 064). */
  version: number;
  updated_at: string;
}

export interface Database extends AuthTables {
  venues: VenuesTable;
  teams: TeamsTable;
  competitions: CompetitionsTable;
  competition_stages: CompetitionStagesTable;
  competition_pools: CompetitionPoolsTable;
  competition_entries: CompetitionEntriesTable;
  roster_places: RosterPlacesTable;
  matches: MatchesTable;
  match_result_changes: MatchResultChangesTable;
  standing_adjustments: StandingAdjustmentsTable;
  account_changes: AccountChangesTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  rate_events: RateEventsTable;
  used_challenges: UsedChallengesTable;
  limit_firings: LimitFiringsTable;
  email_requests: EmailRequestsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  registrations: RegistrationsTable;
  waitlist_entries: WaitlistEntriesTable;
  jobs: JobsTable;
  events: EventsTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  settings: SettingsTable;
  content_version: ContentVersionTable;
  seasons: SeasonsTable;
  membership_types: MembershipTypesTable;
  clubs: ClubsTable;
  documents: DocumentsTable;
  members: MembersTable;
  memberships: MembershipsTable;
  consents: ConsentsTable;
  guardian_confirmations: GuardianConfirmationsTable;
  outbox: OutboxTable;
  sign_in_failures: SignInFailuresTable;
  announcements: AnnouncementsTable;
  announcement_recipients: AnnouncementRecipientsTable;
  email_lists: EmailListsTable;
  consent_records: ConsentRecordsTable;
  sponsors: SponsorsTable;
  board_members: BoardMembersTable;
  news_posts: NewsPostsTable;
  site_texts: SiteTextsTable;
  match_officials: MatchOfficialsTable;
  official_feeds: OfficialFeedsTable;
  match_sheets: MatchSheetsTable;
  sheet_lines: SheetLinesTable;
  suspensions: SuspensionsTable;
}

/** A sponsor of the home page's section (decision 063): shown in its tier between its active days. */
export interface SponsorsTable {
  id: Generated<number>;
  name: string;
  /** An upload, a picture the site ships, or an https:// address. */
  logo: string;
  /** An http(s) address, or null. */
  link: string | null;
  tier: "platinum" | "gold" | "silver";
  /** The place within the tier, smallest first. */
  position: number;
  /** "YYYY-MM-DD" in the association's zone, included; null: no limit. */
  active_from: string | null;
  active_to: string | null;
  created_at: string;
  updated_at: string;
}

/** A member of the board of directors on the About page, in the order of `position`. */
export interface BoardMembersTable {
  id: Generated<number>;
  name: string;
  title: string;
  title_fr: string;
  /** "" when none. */
  bio: Generated<string>;
  bio_fr: Generated<string>;
  photo: string | null;
  position: number;
  created_at: string;
  updated_at: string;
}

export type OfficialRole = "referee" | "timekeeper" | "scorekeeper";

/** An official assigned to a match (decision 065): a role's slot once per match, a person once per match. */
export interface MatchOfficialsTable {
  id: Generated<number>;
  match_id: number;
  member_id: number;
  role: OfficialRole;
  /** 1 or 2 for the referees; 1 for a table official. */
  slot: Generated<number>;
  created_at: string;
  /** The administrator's account that assigned them. */
  created_by: string;
}

/** An official's personal iCalendar feed: its secret token, replaced or removed by the official. */
export interface OfficialFeedsTable {
  member_id: number;
  token: string;
  created_at: string;
}

/**
 * A match's sheet (migration 0036, decision 066). "open": the lineups are being set and the sheet filled;
 * "submitted": the home team submitted it and the away team may confirm or dispute it until `answer_by`;
 * "disputed": the administrators decide; "final": its result is the match's.
 */
export type SheetStatus = "open" | "submitted" | "disputed" | "final";
/** How a sheet became final: the away team confirmed it, nobody answered in time, or an administrator decided. */
export type SheetFinalizedHow = "confirmed" | "deadline" | "admin";

export interface MatchSheetsTable {
  match_id: number;
  status: SheetStatus;
  home_halftime: number | null;
  away_halftime: number | null;
  home_goals: number | null;
  away_goals: number | null;
  home_timeouts_1: Generated<number>;
  home_timeouts_2: Generated<number>;
  away_timeouts_1: Generated<number>;
  away_timeouts_2: Generated<number>;
  /** The account that submitted it, and when. */
  submitted_by: string | null;
  submitted_at: string | null;
  /** The away team's deadline (ISO instant): no answer by then makes the sheet final. */
  answer_by: string | null;
  answered_by: string | null;
  answered_at: string | null;
  dispute_reason: string | null;
  finalized_at: string | null;
  finalized_how: SheetFinalizedHow | null;
  /** A knockout match's: how it was decided, and each team's 7-metre throws scored; null otherwise. */
  decided_by: DecidedBy | null;
  home_sevens: number | null;
  away_sevens: number | null;
  /** Raised by every write: a write that read an older sheet is refused, not lost. */
  version: Generated<number>;
  updated_at: string;
}

export type SheetSide = "home" | "away";
export type SheetLineRole = "player" | "official";
export type SheetDisqualificationKind = "none" | "red" | "blue" | "third-suspension";

/** A player or team official of a side's lineup, and what the scorer's table wrote against them. */
export interface SheetLinesTable {
  id: Generated<number>;
  match_id: number;
  side: SheetSide;
  entry_id: number;
  member_id: number;
  role: SheetLineRole;
  /** A player's jersey (from the roster); null for an official. */
  jersey: number | null;
  goals: Generated<number>;
  seven_goals: Generated<number>;
  warnings: Generated<number>;
  suspensions: Generated<number>;
  disqualification: Generated<SheetDisqualificationKind>;
  /** The referees' written report of a blue card; empty otherwise. */
  report: Generated<string>;
}

/** The administrators' decision on a blue card: `matches` matches of suspension, or 0 to close the case. */
export interface SuspensionsTable {
  id: Generated<number>;
  line_id: number;
  member_id: number;
  matches: number;
  note: Generated<string>;
  decided_by: string;
  decided_at: string;
}
