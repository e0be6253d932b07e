// The JavaScript (gzip) each public page loads, in English and in French, against the production build.
// Usage: npm run bench:page-js [-- --origin http://127.0.0.1:PORT]   (--origin: measure a site already
// running, such as an older build to compare with; the pages are then the ones of this checkout)
import { rmSync } from "node:fs";
import { locales } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { publicPaths } from "~/lib/seo";
import { ensureBuild, freePorts, mustRunScript, startSite } from "../lib/harness";
import { pageJavaScript } from "../lib/page-js";

const given = process.argv.indexOf("--origin");
const paths = [...publicPaths, "/shop/white-court-shoes"];

async function measure(origin: string) {
  const rows: Record<string, string | number>[] = [];
  for (const path of paths) {
    const row: Record<string, string | number> = { page: path };
    for (const locale of locales) {
      const js = await pageJavaScript(origin, localePath(locale, path));
      row[`${locale} KB gzip`] = Number((js.bytes / 1024).toFixed(1));
      row[`${locale} files`] = js.files;
    }
    rows.push(row);
  }
  console.table(rows);
}

if (given > 0) {
  await measure(process.argv[given + 1] ?? "");
} else {
  const dir = "data/bench-page-js";
  const env = {
    DATABASE_URL: `file:./${dir}/app.db`,
    SESSION_SECRET: "bench-page-js-secret-bench-page-js-secret",
    UPLOAD_DIR: `${dir}/uploads`,
    OUTBOX_DIR: `${dir}/outbox`,
  };
  ensureBuild();
  rmSync(dir, { recursive: true, force: true });
  await mustRunScript("scripts/ops/seed.ts", [], env);
  const [port = 0] = await freePorts(1);
  const site = await startSite(port, env);
  try {
    await measure(site.origin);
  } finally {
    await site.stop();
  }
}
