// Backup and restore of the site's data (docs/security.md #24): the database and the uploaded images.
// SQLite is copied online with VACUUM INTO, PostgreSQL with pg_dump; the images come from UPLOAD_DIR or the
// bucket of S3_* (decision 035) and go back into either; restore only fills an empty location.
import { execFile } from "node:child_process";
import {
  accessSync,
  closeSync,
  constants,
  copyFileSync,
  createWriteStream,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { delimiter, dirname, join, relative, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import pg from "pg";
import { z } from "zod";
import { isPostgresUrl } from "~/db/db.server";
import type { Config } from "~/lib/config";
import { describeSource, isSafeName, type UploadStorage, uploadStorage } from "~/lib/uploads/storage.server";

/** What a backup folder holds, written last: a folder without it is not a complete backup. */
const manifestSchema = z.object({
  created_at: z.string(),
  database: z.enum(["sqlite", "postgresql"]),
  /** Rows per table, counted in the same snapshot that was copied. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** Files in uploads/. */
  uploads: z.number().int().min(0),
  /** Where they were copied from (absent from backups made before object storage). */
  uploads_from: z
    .discriminatedUnion("storage", [
      z.object({ storage: z.literal("folder"), path: z.string() }),
      z.object({
        storage: z.literal("s3"),
        bucket: z.string(),
        prefix: z.string(),
        endpoint: z.string().nullable(),
      }),
    ])
    .optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;
type DatabaseKind = Manifest["database"];

/** A problem the operator can fix (a refused target, a missing tool); printed without a stack trace. */
class BackupError extends Error {}

/**
 * The command-line side of `npm run backup` and `npm run restore`: runs `work`, then prints `report(manifest,
 * rows, seconds)`; a BackupError (a refusal or a failure the operator can act on) prints its message and exits 1.
 */
export async function runBackupCommand(
  work: () => Promise<Manifest>,
  report: (manifest: Manifest, rows: number, seconds: string) => string,
) {
  const started = performance.now();
  try {
    const manifest = await work();
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.log(report(manifest, rows, ((performance.now() - started) / 1000).toFixed(2)));
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const SQLITE_FILE = "app.db";
const PG_DUMP_FILE = "app.pgdump";
const UPLOADS = "uploads";
const MANIFEST = "manifest.json";

const run = promisify(execFile);

function databaseKind(databaseUrl: string): DatabaseKind {
  return isPostgresUrl(databaseUrl) ? "postgresql" : "sqlite";
}

/** The database file of a `file:` URL, read as openDb reads it. */
function sqliteFile(databaseUrl: string) {
  const file = databaseUrl.replace(/^file:/, "");
  if (file === ":memory:")
    throw new BackupError("DATABASE_URL names an in-memory database: nothing to back up.");
  return file;
}

/** The PostgreSQL client tool, from PATH, the newest /usr/lib/postgresql/<version>/bin, or /usr/local/bin. */
export function findPgTool(name: "pg_dump" | "pg_restore"): string | undefined {
  const path = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  const versions = existsSync("/usr/lib/postgresql")
    ? readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a))
    : [];
  const dirs = [
    ...path,
    ...versions.map((version) => `/usr/lib/postgresql/${version}/bin`),
    "/usr/local/bin",
  ];
  return dirs.map((dir) => join(dir, name)).find(isExecutableFile);
}

function isExecutableFile(path: string) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function pgTool(name: "pg_dump" | "pg_restore") {
  const tool = findPgTool(name);
  if (!tool) {
    throw new BackupError(
      `${name} was not found on PATH, in /usr/lib/postgresql/*/bin or in /usr/local/bin. ` +
        "Install the PostgreSQL client tools of the server's version (Debian: apt-get install postgresql-client).",
    );
  }
  return tool;
}

/** How the PostgreSQL tools connect: the URL without its password, which goes in PGPASSWORD so `ps` never shows it. */
function libpqTarget(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

async function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${tool} failed${stderr ? `:\n${stderr}` : `: ${String(error)}`}`);
  }
}

/** Writes a file or a folder tree through to the disk, so a crash right afterwards leaves a whole copy. */
function syncToDisk(path: string, recursive = true) {
  if (recursive && statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) syncToDisk(join(path, entry));
  }
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function hasEntries(dir: string) {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/** The files under `dir`, as names relative to it with `/` between folders. */
function filesUnder(dir: string) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/** Runs `work` on every item, `limit` at a time; after a failure starts no more, waits for the rest, rethrows. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = results.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
}

/** Images are small and many: a few transfers at once make a bucket's round trips overlap. */
const TRANSFERS_AT_ONCE = 8;

/** Copies every image of `storage` (the folder or the bucket) into `dir`. */
async function downloadUploads(storage: UploadStorage, dir: string) {
  const names: string[] = [];
  for await (const name of storage.list()) {
    if (!isSafeName(name))
      throw new BackupError(
        `${describeSource(storage.source)} holds ${JSON.stringify(name)}, which cannot be a file name in a backup; move it away first.`,
      );
    names.push(name);
  }
  await inParallel(names, TRANSFERS_AT_ONCE, async (name) => {
    const file = await storage.get(name);
    if (!file)
      throw new BackupError(`${name} disappeared from ${describeSource(storage.source)} during the backup.`);
    const target = join(dir, ...name.split("/"));
    mkdirSync(dirname(target), { recursive: true });
    await pipeline(file.body, createWriteStream(target, { flags: "wx" }));
  });
}

/** Whether `storage` holds no image at all: a restore only fills an empty folder or bucket prefix. */
async function isEmpty(storage: UploadStorage) {
  for await (const _name of storage.list()) return false;
  return true;
}

function quoteIdentifier(name: string) {
  return `"${name.replaceAll('"', '""')}"`;
}

function countSqliteRows(db: SQLite.Database) {
  const names = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    names.map((name) => [
      name,
      db
        .prepare(`SELECT count(*) FROM ${quoteIdentifier(name)}`)
        .pluck()
        .get() as number,
    ]),
  );
}

async function countPostgresRows(client: pg.Client) {
  const { rows } = await client.query<{ schemaname: string; tablename: string }>(
    `SELECT schemaname, tablename FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY schemaname, tablename`,
  );
  const tables: Record<string, number> = {};
  for (const { schemaname, tablename } of rows) {
    const { rows: counted } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${quoteIdentifier(schemaname)}.${quoteIdentifier(tablename)}`,
    );
    tables[schemaname === "public" ? tablename : `${schemaname}.${tablename}`] = counted[0]?.n ?? 0;
  }
  return tables;
}

async function withPostgres<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Rows per table of the database at `databaseUrl`, as the manifest lists them. */
export async function countTableRows(databaseUrl: string) {
  if (isPostgresUrl(databaseUrl)) return withPostgres(databaseUrl, countPostgresRows);
  const db = new SQLite(sqliteFile(databaseUrl), { fileMustExist: true });
  try {
    return countSqliteRows(db);
  } finally {
    db.close();
  }
}

/** VACUUM INTO reads one snapshot while the server goes on writing (WAL), and leaves a compact copy. */
function backupSqlite(databaseUrl: string, target: string) {
  const file = sqliteFile(databaseUrl);
  if (!existsSync(file)) throw new BackupError(`There is no database at ${file} (DATABASE_URL).`);
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    source.prepare("VACUUM INTO ?").run(target);
  } finally {
    source.close();
  }
  const copy = new SQLite(target, { readonly: true });
  try {
    return countSqliteRows(copy);
  } finally {
    copy.close();
  }
}

/** pg_dump in the snapshot of a transaction that counts the rows too, so the counts match the dump. */
async function backupPostgres(databaseUrl: string, target: string) {
  const pgDump = pgTool("pg_dump");
  return withPostgres(databaseUrl, async (client) => {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows } = await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
    const tables = await countPostgresRows(client);
    const { dbname, env } = libpqTarget(databaseUrl);
    await runTool(
      pgDump,
      ["--format=custom", `--file=${target}`, `--snapshot=${rows[0]?.snapshot}`, `--dbname=${dbname}`],
      env,
    );
    await client.query("COMMIT");
    return tables;
  });
}

/**
 * Backs up the database and the images (UPLOAD_DIR, or the bucket of S3_*) into `outDir` (new or empty)
 * while the site keeps running.
 */
export async function createBackup(config: Config, outDir: string): Promise<Manifest> {
  if (hasEntries(outDir))
    throw new BackupError(`${outDir} is not empty; choose a new folder for the backup.`);
  mkdirSync(outDir, { recursive: true });
  try {
    const database = databaseKind(config.DATABASE_URL);
    const tables =
      database === "sqlite"
        ? backupSqlite(config.DATABASE_URL, join(outDir, SQLITE_FILE))
        : await backupPostgres(config.DATABASE_URL, join(outDir, PG_DUMP_FILE));
    // After the database: images are only ever added, never changed, so every image the copied rows
    // point to is already in the folder or the bucket.
    const uploads = join(outDir, UPLOADS);
    mkdirSync(uploads);
    const storage = uploadStorage(config);
    await downloadUploads(storage, uploads);
    const manifest: Manifest = {
      created_at: new Date().toISOString(),
      database,
      tables,
      uploads: filesUnder(uploads).length,
      uploads_from: storage.source,
    };
    syncToDisk(outDir);
    writeFileSync(join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    syncToDisk(join(outDir, MANIFEST));
    syncToDisk(outDir, false);
    return manifest;
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

export function readManifest(backupDir: string): Manifest {
  const file = join(backupDir, MANIFEST);
  if (!existsSync(file)) {
    throw new BackupError(`${backupDir} is not a complete backup: it has no ${MANIFEST}.`);
  }
  try {
    return manifestSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    throw new BackupError(`${file} is not a manifest written by npm run backup.`);
  }
}

function refuse(what: string): never {
  throw new BackupError(
    `Refusing to restore: ${what} already has content. A restore only fills an empty data location; ` +
      "point DATABASE_URL and UPLOAD_DIR (or S3_BUCKET and S3_PREFIX) at an empty one, or move the existing data away first.",
  );
}

function assertSameRows(expected: Record<string, number>, found: Record<string, number>) {
  const differences = [...new Set([...Object.keys(expected), ...Object.keys(found)])]
    .filter((table) => expected[table] !== found[table])
    .map((table) => `${table}: ${found[table] ?? "missing"} rows, backup has ${expected[table] ?? "none"}`);
  if (differences.length > 0) {
    throw new BackupError(`The restored database differs from the backup:\n${differences.join("\n")}`);
  }
}

/** Copies to a side file, checks it, then renames it into place, so the target is whole or absent. */
function restoreSqlite(databaseUrl: string, source: string, manifest: Manifest) {
  const file = sqliteFile(databaseUrl);
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.restoring`;
  copyFileSync(source, partial);
  try {
    const db = new SQLite(partial, { fileMustExist: true });
    let integrity: unknown;
    try {
      integrity = db.pragma("integrity_check", { simple: true });
      assertSameRows(manifest.tables, countSqliteRows(db));
    } finally {
      db.close();
    }
    if (integrity !== "ok")
      throw new BackupError(`The backup's database fails integrity_check: ${integrity}`);
    syncToDisk(partial);
    renameSync(partial, file);
    syncToDisk(dirname(file), false);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** One transaction: a failed restore leaves the database empty, ready for another try. */
async function restorePostgres(databaseUrl: string, source: string, manifest: Manifest) {
  const pgRestore = pgTool("pg_restore");
  const { dbname, env } = libpqTarget(databaseUrl);
  await runTool(pgRestore, ["--no-owner", "--single-transaction", `--dbname=${dbname}`, source], env);
  assertSameRows(manifest.tables, await withPostgres(databaseUrl, countPostgresRows));
}

/** Restores `backupDir` into the empty database of DATABASE_URL and the empty UPLOAD_DIR or bucket prefix. */
export async function restoreBackup(config: Config, backupDir: string): Promise<Manifest> {
  const manifest = readManifest(backupDir);
  const database = databaseKind(config.DATABASE_URL);
  if (manifest.database !== database) {
    throw new BackupError(
      `${backupDir} holds a ${manifest.database} backup, but DATABASE_URL is ${database}.`,
    );
  }

  // Every check before the first write.
  const storage = uploadStorage(config);
  if (!(await isEmpty(storage))) refuse(describeSource(storage.source));
  const images = filesUnder(join(backupDir, UPLOADS));
  const unnamed = images.find((name) => !isSafeName(name));
  if (unnamed)
    throw new BackupError(
      `${backupDir} holds an image named ${JSON.stringify(unnamed)}, which cannot be stored.`,
    );
  if (database === "sqlite") {
    const file = sqliteFile(config.DATABASE_URL);
    // A leftover journal of another database would be replayed into the restored one.
    for (const path of [file, `${file}-wal`, `${file}-journal`]) {
      if (existsSync(path) && statSync(path).size > 0) refuse(`the database file ${path}`);
    }
  } else {
    const tables = await withPostgres(config.DATABASE_URL, async (client) => {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
      );
      return rows[0]?.n ?? 0;
    });
    if (tables > 0) refuse(`the PostgreSQL database of DATABASE_URL (${tables} tables)`);
  }

  if (database === "sqlite") restoreSqlite(config.DATABASE_URL, join(backupDir, SQLITE_FILE), manifest);
  else await restorePostgres(config.DATABASE_URL, join(backupDir, PG_DUMP_FILE), manifest);

  // Each put is on disk (fsync) or acknowledged by the bucket when it returns.
  await inParallel(images, TRANSFERS_AT_ONCE, async (name) =>
    storage.put(name, readFileSync(join(backupDir, UPLOADS, ...name.split("/")))),
  );
  return manifest;
}
