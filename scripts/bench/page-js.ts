// The JavaScript (gzip) each public page loads, in English and in French, against the production build.
// Usage: npm run bench:page-js [-- --origin http://127.0.0.1:PORT]   (--origin: measure a site already
// running, such as an older build to compare with; the pages are then the ones of this checkout)
import { locales } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { publicPaths } from "~/lib/seo";
import { freePorts, startSeededSite } from "../lib/harness";
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
  const [port = 0] = await freePorts(1);
  const site = await startSeededSite("page-js", port);
  try {
    await measure(site.origin);
  } finally {
    await site.stop();
  }
}
