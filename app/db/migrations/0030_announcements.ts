import type { Kysely } from "kysely";
import { isPostgres } from "../db.server";

/**
 * Announcements (docs/announcements.md, decision 059): what an administrator writes to a group, in English
 * and French Markdown, and the group it goes to; at "Send" the group is frozen into one recipient row per
 * address (unique per announcement, case-insensitive), which a job moves into the outbox at a capped pace.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  const serial = pg ? "serial" : "integer";
  await db.schema
    .createTable("announcements")
    .addColumn("id", serial, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("subject_fr", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("body_fr", "text", (c) => c.notNull())
    // newsletter | members | officials | event
    .addColumn("audience", "text", (c) => c.notNull())
    .addColumn("season_id", "integer")
    // Comma-separated ids; empty: every type (every club).
    .addColumn("type_ids", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("club_ids", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("competition_id", "integer")
    .addColumn("event_id", "integer")
    .addColumn("include_waitlist", "integer", (c) => c.notNull().defaultTo(0))
    // 1: about the recipients' own registration, membership or team: no unsubscribe link.
    .addColumn("own_business", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("per_minute", "integer", (c) => c.notNull())
    // draft | sending | sent
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_by", "text")
    .addColumn("sent_at", "text")
    .addColumn("finished_at", "text")
    .execute();
  await db.schema
    .createTable("announcement_recipients")
    .addColumn("id", serial, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("announcement_id", "integer", (c) => c.notNull().references("announcements.id"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    // pending | queued | skipped (unsubscribed after the freeze)
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("queued_at", "text")
    .addColumn("outbox_id", "integer")
    .addUniqueConstraint("announcement_recipients_once", ["announcement_id", "email_key"])
    .execute();
  await db.schema
    .createIndex("announcement_recipients_pending")
    .on("announcement_recipients")
    .columns(["announcement_id", "status", "id"])
    .execute();
  await db.schema
    .createIndex("announcement_recipients_queued_at")
    .on("announcement_recipients")
    .column("queued_at")
    .execute();
  // The status page counts an announcement's e-mails in the outbox by their kind ("announcement-<id>").
  await db.schema.createIndex("outbox_kind_status").on("outbox").columns(["kind", "status"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("outbox_kind_status").execute();
  await db.schema.dropTable("announcement_recipients").execute();
  await db.schema.dropTable("announcements").execute();
}
