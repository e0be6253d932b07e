import type { Kysely } from "kysely";

/**
 * A parent puts a child in an event's waiting line (decision 048, amended): an entry records the member it
 * is for, as a registration does (migration 0024). Such an entry's email_key is "member:<id>", so that the
 * unique (event_id, email_key) keeps one entry per event and person, and a child's place never collides
 * with the parent's own. Its address is the account holder's, where the offers go.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("waitlist_entries")
    .addColumn("member_id", "integer", (c) => c.references("members.id").onDelete("cascade"))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("waitlist_entries").dropColumn("member_id").execute();
}
