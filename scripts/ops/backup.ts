// An online, consistent backup of the database and the uploaded images, taken while the site runs:
// `npm run backup [-- --out <dir>]` (default backups/<UTC time>/). See README "Backup and restore".
import { join } from "node:path";
import { parseArgs } from "node:util";
import { getConfig } from "~/lib/env.server";
import { BackupError, createBackup } from "../lib/backup";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, "Z")
  .replaceAll(":", "-");
const outDir = values.out ?? join("backups", stamp);

const started = performance.now();
try {
  const manifest = await createBackup(getConfig(), outDir);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `Backup written to ${outDir} in ${seconds} s: ${manifest.database} database ` +
      `(${rows} rows in ${Object.keys(manifest.tables).length} tables), ${manifest.uploads} uploaded files.`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
