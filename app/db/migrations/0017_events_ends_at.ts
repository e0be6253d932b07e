import type { Kysely } from "kysely";

/**
 * Upcoming and past events are told apart by their end (`ends_at`): the events page counts the upcoming
 * ones and lists the latest past ones on every render. Without an index both read the whole table
 * (npm run bench:profile, docs/performance.md).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  await db.schema.createIndex("events_ends_at").on("events").column("ends_at").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("events_ends_at").execute();
}
