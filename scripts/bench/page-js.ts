// The JavaScript (gzip) each public page loads, in English and in French, against the production build: with
// the page (files and inline scripts, against the budget), and, on a page whose scripts start on first use
// (decision 074), what the visitor's first use then loads.
// Usage: npm run bench:page-js [-- --origin http://127.0.0.1:PORT]   (--origin: measure a site already
// running, such as an older build to compare with; the pages are then the ones of this checkout)
import { locales } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { publicPaths } from "~/lib/seo";
import { freePorts, startSeededSite } from "../lib/harness";
import { pageJavaScript } from "../lib/page-js";

const given = process.argv.indexOf("--origin");
/** The JavaScript a public page may load, gzip (docs/performance.md; decision 041 on the framework's share). */
const BUDGET_KB = 100;
// The sitemap's pages, and one of each page the seeded site has behind them.
const paths = [
  ...publicPaths,
  "/shop/white-court-shoes",
  "/events/1",
  "/news/1",
  "/competitions/1",
  "/competitions/1/teams/1",
  "/competitions/1/matches/6",
  "/competitions/1/scorers",
];

async function measure(origin: string) {
  const rows: Record<string, string | number>[] = [];
  let over = 0;
  for (const path of paths) {
    const row: Record<string, string | number> = { page: path };
    for (const locale of locales) {
      const js = await pageJavaScript(origin, localePath(locale, path));
      row[`${locale} KB gzip`] = Number((js.bytes / 1024).toFixed(1));
      row[`${locale} files`] = js.files;
      row[`${locale} inline KB`] = Number((js.inlineBytes / 1024).toFixed(1));
      row[`${locale} on first use KB`] = Number((js.onUseBytes / 1024).toFixed(1));
      if ((js.bytes + js.inlineBytes) / 1024 > BUDGET_KB) over++;
    }
    rows.push(row);
  }
  console.table(rows);
  console.log(
    `Budget ${BUDGET_KB} KB gzip per page, files and inline scripts loaded with the page: ${over} of ${rows.length * locales.length} pages over it`,
  );
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
