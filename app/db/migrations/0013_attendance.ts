import { randomBytes } from "node:crypto";
import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "../db.server";

/**
 * Events that run themselves (docs/events.md): registration windows, cancellation, waiting lists with
 * held offers, reminders, and the scheduled jobs that expire offers and send reminders (decision 026).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  // null: registration opens at once, closes (and cancellation ends) at the start.
  for (const column of ["registration_opens_at", "registration_closes_at", "cancellation_deadline"]) {
    await db.schema.alterTable("events").addColumn(column, "text").execute();
  }
  await db.schema
    .alterTable("events")
    .addColumn("offer_hours", "integer", (c) => c.notNull().defaultTo(24))
    .execute();
  // 0: no reminder.
  await db.schema
    .alterTable("events")
    .addColumn("reminder_hours", "integer", (c) => c.notNull().defaultTo(48))
    .execute();

  // A cancelled registration stays, marked, for the attendee list; only `registered` ones hold a spot.
  await db.schema
    .alterTable("registrations")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("registered"))
    .execute();
  await db.schema.alterTable("registrations").addColumn("cancelled_at", "text").execute();
  await db.schema.alterTable("registrations").addColumn("reminder_sent_at", "text").execute();
  // The personal link of the confirmation e-mail; kept in clear because every reminder carries it again.
  await db.schema.alterTable("registrations").addColumn("manage_token", "text").execute();
  const existing = await db.selectFrom("registrations").select("id").execute();
  for (const { id: registration } of existing) {
    await db
      .updateTable("registrations")
      .set({ manage_token: randomBytes(32).toString("base64url") })
      .where("id", "=", registration)
      .execute();
  }
  await db.schema
    .createIndex("registrations_manage_token")
    .unique()
    .on("registrations")
    .column("manage_token")
    .execute();

  await db.schema
    .createTable("waitlist_entries")
    .addColumn("id", pg ? "serial" : "integer", id)
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .check(sql`status in ('waiting', 'offered', 'accepted', 'declined', 'expired', 'left', 'removed')`),
    )
    // The accept and decline links of the offer e-mail.
    .addColumn("token", "text", (c) => c.notNull().unique())
    // The place in line: the time of joining (again).
    .addColumn("queued_at", "text", (c) => c.notNull())
    .addColumn("offered_at", "text")
    .addColumn("offer_expires_at", "text")
    .addColumn("resolved_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("waitlist_event_email", ["event_id", "email_key"])
    .execute();
  await db.schema
    .createIndex("waitlist_line")
    .on("waitlist_entries")
    .columns(["event_id", "status", "queued_at"])
    .execute();
  await db.schema.createIndex("waitlist_user").on("waitlist_entries").column("user_id").execute();

  // Work due at a time (lib/jobs): one row per kind and subject, claimed like the outbox's rows.
  await db.schema
    .createTable("jobs")
    .addColumn("id", pg ? "serial" : "integer", id)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('scheduled', 'failed')`))
    .addColumn("run_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("jobs_kind_subject", ["kind", "subject"])
    .execute();
  await db.schema.createIndex("jobs_due").on("jobs").columns(["status", "run_at"]).execute();

  // The registrations made before this migration for events still to come get their reminder, 48 hours
  // before the start (the default), or at once when that time has passed (a late reminder).
  const now = new Date().toISOString();
  const upcoming = await db
    .selectFrom("registrations")
    .innerJoin("events", "events.id", "registrations.event_id")
    .select(["registrations.id", "events.starts_at"])
    .where("events.starts_at", ">", now)
    .execute();
  for (const { id: registration, starts_at } of upcoming) {
    const due = new Date(Date.parse(starts_at) - 48 * 60 * 60 * 1000).toISOString();
    await db
      .insertInto("jobs")
      .values({
        kind: "reminder",
        subject: String(registration),
        status: "scheduled",
        run_at: due < now ? now : due,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("jobs").execute();
  await db.schema.dropTable("waitlist_entries").execute();
  await db.schema.dropIndex("registrations_manage_token").execute();
  for (const column of ["manage_token", "reminder_sent_at", "cancelled_at", "status"]) {
    await db.schema.alterTable("registrations").dropColumn(column).execute();
  }
  for (const column of [
    "reminder_hours",
    "offer_hours",
    "cancellation_deadline",
    "registration_closes_at",
    "registration_opens_at",
  ]) {
    await db.schema.alterTable("events").dropColumn(column).execute();
  }
}
