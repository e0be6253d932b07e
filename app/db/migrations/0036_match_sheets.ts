import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { isPostgres } from "../db.server";
import { addContentTriggers, dropContentTriggers } from "./0016_content_version";

/**
 * The match centre (docs/competitions.md "The match centre", decision 066): each team's lineup and the
 * match sheet the home team submits, the away team's answer within the competition's window, and the
 * disciplinary decisions on blue cards. A match's result stays where it was (`matches`): a sheet writes it
 * there once, when it becomes final, and `matches.result_source` says whether a sheet or an administrator
 * set it.
 */

/** A final sheet's goals and sanctions show on the public pages: a write raises the content version. */
export const SHEET_CONTENT_TABLES = ["match_sheets", "sheet_lines", "suspensions"];

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const count = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  // How long the away team has to confirm or dispute a submitted sheet (48 hours by default).
  await db.schema
    .alterTable("competitions")
    .addColumn("confirm_hours", "integer", (c) => c.notNull().defaultTo(48))
    .execute();
  // Who set a match's result: "sheet" (a final match sheet) or "admin" (an administrator); null: none yet.
  await db.schema.alterTable("matches").addColumn("result_source", "text").execute();
  await db
    .updateTable("matches")
    .set({ result_source: "admin" })
    .where("status", "in", ["played", "forfeit"])
    .execute();

  // One sheet per match. Its score is the sheet's own until the sheet is final; `version` is raised by
  // every write, so a save or an answer that read an older sheet is refused, not lost.
  await db.schema
    .createTable("match_sheets")
    .addColumn("match_id", "integer", (c) => c.primaryKey().references("matches.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("home_halftime", "integer")
    .addColumn("away_halftime", "integer")
    .addColumn("home_goals", "integer")
    .addColumn("away_goals", "integer")
    .addColumn("home_timeouts_1", "integer", count)
    .addColumn("home_timeouts_2", "integer", count)
    .addColumn("away_timeouts_1", "integer", count)
    .addColumn("away_timeouts_2", "integer", count)
    .addColumn("submitted_by", "text")
    .addColumn("submitted_at", "text")
    .addColumn("answer_by", "text")
    .addColumn("answered_by", "text")
    .addColumn("answered_at", "text")
    .addColumn("dispute_reason", "text")
    .addColumn("finalized_at", "text")
    .addColumn("finalized_how", "text")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("match_sheets_waiting")
    .on("match_sheets")
    .columns(["status", "answer_by"])
    .execute();

  // A line of a sheet: a player (with a jersey) or a team official of one side's lineup, and what the
  // scorer's table wrote against them. A member is on one line of a match.
  await db.schema
    .createTable("sheet_lines")
    .addColumn("id", pg ? "serial" : "integer", id)
    .addColumn("match_id", "integer", (c) => c.notNull().references("matches.id").onDelete("cascade"))
    .addColumn("side", "text", (c) => c.notNull())
    .addColumn("entry_id", "integer", (c) => c.notNull().references("competition_entries.id"))
    .addColumn("member_id", "integer", (c) => c.notNull().references("members.id"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("jersey", "integer")
    .addColumn("goals", "integer", count)
    .addColumn("seven_goals", "integer", count)
    .addColumn("warnings", "integer", count)
    .addColumn("suspensions", "integer", count)
    .addColumn("disqualification", "text", (c) => c.notNull().defaultTo("none"))
    .addColumn("report", "text", (c) => c.notNull().defaultTo(""))
    .addUniqueConstraint("sheet_lines_person", ["match_id", "member_id"])
    .execute();
  await db.schema
    .createIndex("sheet_lines_member")
    .on("sheet_lines")
    .columns(["member_id", "match_id"])
    .execute();

  // The administrators' decision on a blue card's case: a suspension of `matches` matches of the player's
  // team in the competition, or 0 to close the case without one. One decision per line.
  await db.schema
    .createTable("suspensions")
    .addColumn("id", pg ? "serial" : "integer", id)
    .addColumn("line_id", "integer", (c) =>
      c.notNull().unique().references("sheet_lines.id").onDelete("cascade"),
    )
    .addColumn("member_id", "integer", (c) => c.notNull().references("members.id"))
    .addColumn("matches", "integer", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("decided_by", "text", (c) => c.notNull())
    .addColumn("decided_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("suspensions_member").on("suspensions").column("member_id").execute();

  await addContentTriggers(db, SHEET_CONTENT_TABLES);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await dropContentTriggers(db, SHEET_CONTENT_TABLES);
  await db.schema.dropTable("suspensions").execute();
  await db.schema.dropTable("sheet_lines").execute();
  await db.schema.dropTable("match_sheets").execute();
  await db.schema.alterTable("matches").dropColumn("result_source").execute();
  await db.schema.alterTable("competitions").dropColumn("confirm_hours").execute();
}
