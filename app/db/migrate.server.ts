import { type Migration, Migrator, NO_MIGRATIONS } from "kysely/migration";
import type { Db } from "./db.server";
import * as m0001 from "./migrations/0001_initial";
import * as m0002 from "./migrations/0002_outbox";
import * as m0003 from "./migrations/0003_sign_in_failures";
import * as m0004 from "./migrations/0004_registrations";
import * as m0005 from "./migrations/0005_orders";
import * as m0006 from "./migrations/0006_contact_newsletter";
import * as m0008 from "./migrations/0008_checkout_binding";
import * as m0010 from "./migrations/0010_email_requests";
import * as m0011 from "./migrations/0011_bilingual_content";
import * as m0012 from "./migrations/0012_recipient_language";
import * as m0013 from "./migrations/0013_attendance";
import * as m0014 from "./migrations/0014_payments";
import * as m0015 from "./migrations/0015_memberships";
import * as m0016 from "./migrations/0016_content_version";
import * as m0017 from "./migrations/0017_events_ends_at";
import * as m0020 from "./migrations/0020_guardian_confirmations";
import * as m0021 from "./migrations/0021_limit_challenges";
import * as m0022 from "./migrations/0022_order_line_kind";
import * as m0024 from "./migrations/0024_event_attendees";
import * as m0025 from "./migrations/0025_season_concussion_url";
import * as m0026 from "./migrations/0026_product_size_sets";
import * as m0028 from "./migrations/0028_account_changes";
import * as m0029 from "./migrations/0029_competitions";
import * as m0030 from "./migrations/0030_announcements";
import * as m0031 from "./migrations/0031_consent";
import * as m0032 from "./migrations/0032_news";
import * as m0033 from "./migrations/0033_sponsors_and_board";
import * as m0034 from "./migrations/0034_site_texts";
import * as m0035 from "./migrations/0035_match_officials";
import * as m0036 from "./migrations/0036_match_sheets";
import * as m0037 from "./migrations/0037_sheet_decided_by";
import * as m0038 from "./migrations/0038_waitlist_members";
import * as m0039 from "./migrations/0039_pool_lots";

// Listed by hand rather than read from disk, so the migrations travel inside the server bundle.
const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0002_outbox": m0002,
  "0003_sign_in_failures": m0003,
  "0004_registrations": m0004,
  "0005_orders": m0005,
  "0006_contact_newsletter": m0006,
  "0008_checkout_binding": m0008,
  "0010_email_requests": m0010,
  "0011_bilingual_content": m0011,
  "0012_recipient_language": m0012,
  "0013_attendance": m0013,
  "0014_payments": m0014,
  "0015_memberships": m0015,
  "0016_content_version": m0016,
  "0017_events_ends_at": m0017,
  "0020_guardian_confirmations": m0020,
  "0021_limit_challenges": m0021,
  "0022_order_line_kind": m0022,
  "0024_event_attendees": m0024,
  "0025_season_concussion_url": m0025,
  "0026_product_size_sets": m0026,
  "0028_account_changes": m0028,
  "0029_competitions": m0029,
  "0030_announcements": m0030,
  "0031_consent": m0031,
  "0033_sponsors_and_board": m0033,
  "0032_news": m0032,
  "0034_site_texts": m0034,
  "0035_match_officials": m0035,
  "0036_match_sheets": m0036,
  "0037_sheet_decided_by": m0037,
  "0038_waitlist_members": m0038,
  "0039_pool_lots": m0039,
};

/** Brings the schema to the latest version; safe to run on every start and from several processes. */
export async function migrateToLatest(db: Db) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Undoes `name` and every migration after it, latest first, and returns their names in the order they ran:
 * how a migration's test puts a database back to the moment before it, whatever came later.
 */
export async function rollBackThrough(db: Db, name: string) {
  const names = Object.keys(migrations);
  const index = names.indexOf(name);
  if (index < 0) throw new Error(`No migration named ${name}`);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateTo(names[index - 1] ?? NO_MIGRATIONS);
  if (error) throw error;
  return (results ?? []).map((r) => r.migrationName).reverse();
}
