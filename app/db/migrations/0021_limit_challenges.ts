import type { Kysely } from "kysely";

/**
 * Limits that ask for a proof of work past their budget (decision 039): the proofs already used, kept until
 * their challenge expires so none is accepted twice, and the limits' recent firings, one row per limit,
 * kind and hour with a count, so a flood adds to a count instead of adding rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("used_challenges")
    .addColumn("signature", "text", (c) => c.primaryKey())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("used_challenges_expires_at")
    .on("used_challenges")
    .column("expires_at")
    .execute();

  await db.schema
    .createTable("limit_firings")
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("hour", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("last_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("limit_firings_pk", ["bucket", "kind", "hour"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("limit_firings").execute();
  await db.schema.dropTable("used_challenges").execute();
}
