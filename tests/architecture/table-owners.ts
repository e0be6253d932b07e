import type { TableOwners } from "./rules";

/**
 * Who owns each table of the database (decision 043): the feature whose queries read and write it, or
 * the area of lib that keeps lib's own tables. Another feature asks the owner through its face. The
 * architecture test fails when a queries file touches a table of another owner, when a table that a
 * migration (app/db/migrations) or better-auth creates is missing here, or when one listed here exists
 * nowhere.
 */
export const TABLE_OWNERS: TableOwners = {
  // better-auth creates and migrates these (features/accounts/auth.server.ts, migrateAuth).
  user: "accounts",
  session: "accounts",
  account: "accounts",
  verification: "accounts",
  sign_in_failures: "accounts",
  account_changes: "accounts",

  announcements: "announcements",
  announcement_recipients: "announcements",

  competitions: "competitions",
  competition_stages: "competitions",
  competition_pools: "competitions",
  competition_entries: "competitions",
  roster_places: "competitions",
  matches: "competitions",
  match_result_changes: "competitions",
  standing_adjustments: "competitions",
  teams: "competitions",
  venues: "competitions",

  contact_messages: "contact",

  email_lists: "consent",
  consent_records: "consent",

  events: "events",
  registrations: "events",
  waitlist_entries: "events",

  seasons: "memberships",
  membership_types: "memberships",
  clubs: "memberships",
  documents: "memberships",
  members: "memberships",
  memberships: "memberships",
  consents: "memberships",
  guardian_confirmations: "memberships",

  newsletter_subscribers: "newsletter",

  orders: "orders",
  order_items: "orders",
  // The payment settings are its only rows today; a second kind of setting would get its owner's table.
  settings: "orders",

  site_texts: "site-texts",

  products: "shop",
  product_variants: "shop",

  // Limits on actions (decisions 010, 019, 039): counted events, spent proofs of work, and the log of limits that fired.
  rate_events: "lib/rate-limit",
  used_challenges: "lib/rate-limit",
  limit_firings: "lib/rate-limit",
  outbox: "lib/email",
  email_requests: "lib/email",
  jobs: "lib/jobs",
  content_version: "lib/page-cache",

  sponsors: "association",
  board_members: "association",
  news_posts: "news",
  // Referees and table officials (decision 065).
  match_officials: "competitions",
  official_feeds: "competitions",
  match_sheets: "competitions",
  sheet_lines: "competitions",
  suspensions: "competitions",
};
