// An online, consistent backup of the database and the uploaded images (UPLOAD_DIR or the S3_* bucket), taken
// while the site runs:
// `npm run backup [-- --out <dir>]` (default backups/<UTC time>/). See docs/operations.md.
import { join } from "node:path";
import { parseArgs } from "node:util";
import { getConfig } from "~/lib/env.server";
import { describeSource } from "~/lib/uploads/storage.server";
import { createBackup, runBackupCommand } from "../lib/backup";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, "Z")
  .replaceAll(":", "-");
const outDir = values.out ?? join("backups", stamp);

await runBackupCommand(
  () => createBackup(getConfig(), outDir),
  (manifest, rows, seconds) =>
    `Backup written to ${outDir} in ${seconds} s: ${manifest.database} database ` +
    `(${rows} rows in ${Object.keys(manifest.tables).length} tables), ${manifest.uploads} uploaded files ` +
    `from ${manifest.uploads_from ? describeSource(manifest.uploads_from) : "the upload folder"}.`,
);
