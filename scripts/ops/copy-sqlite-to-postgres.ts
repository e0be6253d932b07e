// Moves the site from SQLite to PostgreSQL: copies every table (ours and better-auth's), ids and all,
// into an empty PostgreSQL database, in one transaction, then resets the id sequences.
// Usage: npm run db:copy-to-postgres -- --from file:./data/app.db --to postgres://user:pass@host:5432/db
// Stop the site first: what it writes after the copy has started is not copied.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { type Db, isPostgresUrl, openDb } from "~/db/db.server";
import { parseConfig } from "~/lib/config";
import { prepareDatabase } from "../../server/prepare-database";

const usage =
  "Usage: npm run db:copy-to-postgres -- --from file:./data/app.db --to postgres://user:pass@host/db";

/** What a row of a table becomes on the way: PostgreSQL's column types, from SQLite's looser values. */
type Column = { name: string; convert: (value: unknown) => unknown };
type TablePlan = { table: string; columns: Column[] };

class CopyRefused extends Error {}

/**
 * Tables that only record which migrations ran, and the public pages' content version (which the copy's own
 * writes raise): the target gets its own from prepareDatabase.
 */
const isBookkeeping = (table: string) =>
  table.startsWith("kysely_migration") || table.startsWith("sqlite_") || table === "content_version";

function parseCommandLine() {
  let from: string | undefined;
  let to: string | undefined;
  try {
    ({ from, to } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } }).values);
  } catch (error) {
    throw new CopyRefused(`${(error as Error).message}\n${usage}`);
  }
  if (!from?.startsWith("file:") || !to || !isPostgresUrl(to)) throw new CopyRefused(usage);
  const file = from.slice("file:".length);
  if (!existsSync(file)) throw new CopyRefused(`There is no SQLite database at ${file}.`);
  return { file, to };
}

/** The URL without its password, for messages. */
function shown(url: string) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

async function publicTables(db: Db) {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  return rows.map((row) => row.name).filter((name) => !isBookkeeping(name));
}

async function refuseUnlessEmpty(db: Db, target: string) {
  const occupied: string[] = [];
  for (const table of await publicTables(db)) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    const count = Number(rows[0]?.n ?? 0);
    if (count > 0) occupied.push(`${table} (${count})`);
  }
  if (occupied.length > 0)
    throw new CopyRefused(
      `The target database ${shown(target)} already has rows in: ${occupied.join(", ")}.\n` +
        "Nothing was copied. Copy only into a new, empty database (create one with `createdb`).",
    );
}

function appliedMigrations(source: SQLite.Database) {
  const rows = source.prepare("select name from kysely_migration order by name").all() as { name: string }[];
  return rows.map((row) => row.name);
}

/** Both databases must be at the same schema version, or columns would be lost or missing. */
async function refuseUnlessSameSchemaVersion(source: SQLite.Database, db: Db, file: string) {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  const expected = rows.map((row) => row.name);
  const applied = appliedMigrations(source);
  const missing = expected.filter((name) => !applied.includes(name));
  const unknown = applied.filter((name) => !expected.includes(name));
  if (missing.length > 0)
    throw new CopyRefused(
      `${file} lacks the migrations ${missing.join(", ")}. Bring it up to date first: start this version ` +
        `of the site on it once, or run \`DATABASE_URL=file:${file} npm run db:seed\`; then copy again.`,
    );
  if (unknown.length > 0)
    throw new CopyRefused(
      `${file} has migrations this version does not know (${unknown.join(", ")}): ` +
        "copy with the version of the site that wrote it.",
    );
}

/** Converts SQLite's storage (0/1, ISO text, epoch numbers) to what a PostgreSQL column takes. */
function converterFor(dataType: string, where: string): Column["convert"] {
  if (dataType === "boolean")
    return (value) => {
      if (value === null || value === undefined) return null;
      if (typeof value === "string") return value === "1" || value.toLowerCase() === "true";
      return Boolean(value);
    };
  if (dataType.startsWith("timestamp") || dataType === "date")
    return (value) => {
      if (value === null || value === undefined) return null;
      const date = toDate(value);
      if (Number.isNaN(date.getTime())) throw new Error(`${where}: ${String(value)} is not a date`);
      return date;
    };
  return (value) => value;
}

function toDate(value: unknown) {
  if (typeof value === "number") return new Date(value);
  const text = String(value);
  if (/^\d+$/.test(text)) return new Date(Number(text));
  // SQLite's own datetime('now') is UTC without a zone; JavaScript would read it as local time.
  if (/^\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(text))
    return new Date(`${text.replace(" ", "T")}Z`);
  return new Date(text);
}

/**
 * The tables present in both databases, parents before children (by the target's foreign keys), with
 * the columns to copy. A source column the target lacks stops the copy: its data would be lost.
 */
async function planCopy(source: SQLite.Database, db: Db) {
  const sourceTables = (
    source.prepare("select name from sqlite_master where type = 'table' order by name").all() as {
      name: string;
    }[]
  )
    .map((row) => row.name)
    .filter((name) => !isBookkeeping(name));
  const targetTables = new Set(await publicTables(db));
  const skipped = sourceTables.filter((table) => !targetTables.has(table));
  const tables = sourceTables.filter((table) => targetTables.has(table));

  const { rows: columns } = await sql<{ table: string; column: string; type: string }>`
    select table_name as "table", column_name as "column", data_type as "type"
    from information_schema.columns where table_schema = 'public'`.execute(db);
  const { rows: references } = await sql<{ child: string; parent: string }>`
    select distinct tc.table_name as child, ccu.table_name as parent
    from information_schema.table_constraints tc
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`.execute(db);

  const plans: TablePlan[] = tables.map((table) => {
    const targetColumns = new Map(columns.filter((c) => c.table === table).map((c) => [c.column, c.type]));
    const sourceColumns = (source.pragma(`table_info(${JSON.stringify(table)})`) as { name: string }[]).map(
      (column) => column.name,
    );
    const lost = sourceColumns.filter((name) => !targetColumns.has(name));
    if (lost.length > 0)
      throw new CopyRefused(`PostgreSQL's ${table} has no column ${lost.join(", ")}: nothing was copied.`);
    return {
      table,
      columns: sourceColumns.map((name) => ({
        name,
        convert: converterFor(targetColumns.get(name) ?? "text", `${table}.${name}`),
      })),
    };
  });
  return { plans: parentsFirst(plans, references), skipped };
}

function parentsFirst(plans: TablePlan[], references: { child: string; parent: string }[]) {
  const ordered: TablePlan[] = [];
  const pending = [...plans];
  while (pending.length > 0) {
    const names = new Set(pending.map((plan) => plan.table));
    const ready = pending.filter(
      (plan) =>
        !references.some((r) => r.child === plan.table && r.parent !== plan.table && names.has(r.parent)),
    );
    // A cycle of foreign keys (none in our schema): copy the rest in any order and let PostgreSQL judge.
    const next = ready.length > 0 ? ready : pending;
    ordered.push(...next);
    for (const plan of next) pending.splice(pending.indexOf(plan), 1);
  }
  return ordered;
}

/** Inserts in batches that stay well under PostgreSQL's 65,535 parameters per statement. */
async function copyTable(source: SQLite.Database, trx: Db, { table, columns }: TablePlan) {
  const batchSize = Math.max(1, Math.floor(30_000 / columns.length));
  const names = sql.join(columns.map((column) => sql.ref(column.name)));
  const select = source.prepare(
    `select ${columns.map((column) => JSON.stringify(column.name)).join(", ")} from ${JSON.stringify(table)}`,
  );
  const insert = async (batch: unknown[][]) => {
    const values = sql.join(batch.map((row) => sql`(${sql.join(row)})`));
    await sql`insert into ${sql.table(table)} (${names}) values ${values}`.execute(trx);
  };
  let batch: unknown[][] = [];
  let copied = 0;
  for (const row of select.raw().iterate() as IterableIterator<unknown[]>) {
    batch.push(columns.map((column, index) => column.convert(row[index])));
    if (batch.length === batchSize) {
      await insert(batch);
      copied += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
  return copied + batch.length;
}

/** Points a serial id's sequence past the copied ids, so the next row gets a fresh one. */
async function resetSequence(trx: Db, table: string) {
  const quoted = `"${table.replaceAll('"', '""')}"`;
  const { rows } = await sql<{ sequence: string | null }>`
    select pg_get_serial_sequence(${quoted}, 'id') as sequence`.execute(trx);
  const sequence = rows[0]?.sequence;
  if (!sequence) return;
  await sql`select setval(${sequence}, coalesce(max(id), 1), max(id) is not null) from ${sql.table(table)}`.execute(
    trx,
  );
}

async function copy({ file, to }: { file: string; to: string }) {
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  const db = openDb(to);
  try {
    await refuseUnlessEmpty(db, to);
    // prepareDatabase needs a configuration; the secret signs nothing here, it only has to be valid.
    const config = parseConfig({
      ...process.env,
      DATABASE_URL: to,
      SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString("hex"),
    });
    await prepareDatabase(db, config);
    await refuseUnlessSameSchemaVersion(source, db, file);
    const { plans, skipped } = await planCopy(source, db);

    // One read transaction on SQLite: every table is read from the same moment.
    source.exec("begin");
    const counts = await db.transaction().execute(async (trx) => {
      const copied: Record<string, number> = {};
      for (const plan of plans) {
        copied[plan.table] = await copyTable(source, trx, plan);
        if (plan.columns.some((column) => column.name === "id")) await resetSequence(trx, plan.table);
      }
      return copied;
    });
    source.exec("commit");

    console.log(`Copied ${file} to ${shown(to)}:`);
    for (const [table, count] of Object.entries(counts)) console.log(`  ${table.padEnd(24)} ${count}`);
    if (skipped.length > 0) console.log(`Not copied (no such table in PostgreSQL): ${skipped.join(", ")}`);
  } finally {
    source.close();
    await db.destroy();
  }
}

try {
  await copy(parseCommandLine());
} catch (error) {
  if (!(error instanceof CopyRefused)) throw error;
  console.error(error.message);
  process.exit(2);
}
