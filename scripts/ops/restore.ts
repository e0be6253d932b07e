// Restores a backup made by `npm run backup` into an EMPTY data location (DATABASE_URL, and UPLOAD_DIR or the
// S3_* bucket's prefix):
// `npm run restore -- <backup dir>`. Refuses a location that already has data. See docs/operations.md.
import { parseArgs } from "node:util";
import { getConfig } from "~/lib/env.server";
import { describeSource, uploadStorage } from "~/lib/uploads/storage.server";
import { restoreBackup, runBackupCommand } from "../lib/backup";

const { positionals } = parseArgs({ allowPositionals: true });
const [backupDir] = positionals;
if (positionals.length !== 1 || !backupDir) {
  console.error("Usage: npm run restore -- <backup dir>");
  process.exit(2);
}

const config = getConfig();
await runBackupCommand(
  () => restoreBackup(config, backupDir),
  (manifest, rows, seconds) =>
    `Restored ${backupDir} (taken ${manifest.created_at}) in ${seconds} s: ${manifest.database} database ` +
    `(${rows} rows, checked), ${manifest.uploads} uploaded files into ${describeSource(uploadStorage(config).source)}. ` +
    "Start the site as usual.",
);
