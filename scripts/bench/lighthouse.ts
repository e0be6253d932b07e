// Lighthouse (mobile) on the public pages against the production build, with Debian's Chromium.
// Prints the four category scores per page, in English and in French, with the JavaScript each loaded, and
// the gzip size of the JavaScript the home page loads in each language.
// Usage: npm run bench:lighthouse [-- /path ...]   (builds first when build/ is older than the sources)
import { chromium } from "@playwright/test";
import lighthouse, { type Result } from "lighthouse";
import { locales } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { publicPaths } from "~/lib/seo";
import { chromiumLaunchOptions } from "../lib/chromium";
import { freePorts, startSeededSite } from "../lib/harness";
import { pageJavaScript } from "../lib/page-js";

const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : [
        ...publicPaths,
        "/events/1",
        "/shop/white-court-shoes",
        "/competitions/1",
        "/competitions/1/teams/1",
      ].flatMap((path) => locales.map((l) => localePath(l, path)));
/** The bytes of script Lighthouse recorded the page transferring (its resource summary). */
function scriptBytes(lhr: Result) {
  const items = (
    lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return items?.find((item) => item.resourceType === "script")?.transferSize ?? Number.NaN;
}

const [port = 0, debuggingPort = 0] = await freePorts(2);
const site = await startSeededSite("lighthouse", port);
const origin = site.origin;

try {
  // Lighthouse drives the browser over the DevTools protocol, on a port of its own.
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${debuggingPort}`],
    // Playwright turns the back/forward cache off, and Lighthouse's bf-cache audit then fails every page
    // with "disabled by the command line": on, it checks whether a visitor's Back restores the page at once.
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const path of paths) {
      // Lighthouse sometimes fails to record the trace (NO_NAVSTART: "run Lighthouse again"): a page
      // whose run errored is measured again, up to three times, and the error is printed.
      let lhr: Result | undefined;
      for (let attempt = 1; attempt <= 3; attempt++) {
        lhr = (
          await lighthouse(`${origin}${path}`, {
            port: debuggingPort,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
            formFactor: "mobile",
          })
        )?.lhr;
        if (!lhr?.runtimeError) break;
        console.error(`${path}: attempt ${attempt}: ${lhr.runtimeError.code}`);
      }
      if (!lhr || lhr.runtimeError) {
        rows.push({ page: path, "not 100%": `not measured: ${lhr?.runtimeError?.code ?? "no result"}` });
        continue;
      }
      const c = lhr.categories;
      const score = (category?: { score: number | null }) => Math.round((category?.score ?? 0) * 100);
      const failing = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== "informative" &&
            a.scoreDisplayMode !== "notApplicable" &&
            a.scoreDisplayMode !== "manual",
        )
        .map((a) => a.id);
      rows.push({
        page: path,
        performance: score(c.performance),
        accessibility: score(c.accessibility),
        "best-practices": score(c["best-practices"]),
        seo: score(c.seo),
        "LCP ms": Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
        "TBT ms": Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
        // The JavaScript the page loaded, as Lighthouse saw it on the wire (compressed, with headers).
        "JS KB": Number((scriptBytes(lhr) / 1024).toFixed(1)),
        // The host's CPU score (Lighthouse docs/throttling.md): 1,500-2,000 is the high-end desktop its 4x
        // slowdown assumes; lower means the machine was busy or slow, and the times above are inflated.
        benchmark: Math.round(lhr.environment.benchmarkIndex),
        "not 100%": failing.join(" ") || "-",
      });
    }
  } finally {
    await browser.close();
  }
  console.table(rows);
  for (const locale of locales) {
    const js = await pageJavaScript(origin, localePath(locale, "/"));
    console.log(
      `Home page JavaScript (${locale}): ${js.files} files, ${(js.bytes / 1024).toFixed(1)} KB gzip, inline ${(js.inlineBytes / 1024).toFixed(1)} KB (budget 100 KB)`,
    );
  }
} finally {
  await site.stop();
}
