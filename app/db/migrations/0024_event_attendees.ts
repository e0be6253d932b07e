import type { Kysely } from "kysely";

/**
 * What a parent needs of an event (decision 048): its street address (the map link is built from it), the
 * age group or level it is for (in both languages), an age range checked on its first day, the organiser's
 * contact; and on a registration, the member it is for when an account registers a person it manages. Such a
 * registration's email_key is "member:<id>", so that the unique (event_id, email_key) keeps one registration
 * per person and a child never collides with the parent's own.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("events").addColumn("address", "text").execute();
  await db.schema.alterTable("events").addColumn("level", "text").execute();
  await db.schema.alterTable("events").addColumn("level_fr", "text").execute();
  await db.schema.alterTable("events").addColumn("min_age", "integer").execute();
  await db.schema.alterTable("events").addColumn("max_age", "integer").execute();
  await db.schema.alterTable("events").addColumn("contact_name", "text").execute();
  await db.schema.alterTable("events").addColumn("contact_email", "text").execute();
  await db.schema.alterTable("registrations").addColumn("member_id", "integer").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("registrations").dropColumn("member_id").execute();
  for (const column of [
    "contact_email",
    "contact_name",
    "max_age",
    "min_age",
    "level_fr",
    "level",
    "address",
  ])
    await db.schema.alterTable("events").dropColumn(column).execute();
}
