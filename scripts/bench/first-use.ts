// What starting a page's scripts on first use (decision 074) costs and saves, on Lighthouse's model of a
// phone (the processor slowed 4 times; 150 ms of latency, 1.6 Mbit/s down, 750 kbit/s up) in Debian's
// Chromium, against the production build. For each page that waits for use, in English:
// - "first use": the long tasks (over 50 ms) while the page is read, then the time from a key pressed (the
//   visitor's first sign of use) until the page has hydrated, with an empty cache and with the scripts
//   cached (a second visit);
// - "after first paint": the same page made to start its scripts after its first paint, as before the
//   decision (decision 009): the long tasks after its first paint, and its first paint to hydration.
// Usage: npm run bench:first-use
import { type Browser, chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../lib/chromium";
import { freePorts, startSeededSite } from "../lib/harness";

const paths = ["/calendar", "/shop", "/shop/white-court-shoes", "/contact", "/events/1"];
const RUNS = 3;

// Recorded in the page from its start: the key's time, hydration's time, and the long tasks.
const recorder = () => {
  const w = window as unknown as { usedAt?: number; hydratedAt?: number; longTasks: number[] };
  w.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
  addEventListener(
    "keydown",
    () => {
      w.usedAt ??= performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if ("hydrated" in document.documentElement.dataset) w.hydratedAt ??= performance.now();
    // The document, not its <html>, which does not exist yet when this runs.
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
};

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

type Visit = { longTasksMs: number; toHydratedMs: number };
const read = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { usedAt?: number; hydratedAt?: number; longTasks: number[] };
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    return { ...w, paint };
  });

/** One visit: the page read for a while, then a key pressed; `asBefore` starts the scripts after the paint. */
async function visit(browser: Browser, origin: string, path: string, asBefore: boolean, twice: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(recorder);
  if (asBefore)
    await page.route(`${origin}${path}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(' data-scripts="first-use"', "");
      await route.fulfill({ response, body });
    });
  await slowPhone(page);
  if (twice) {
    // A first visit, used, so that the scripts are in the cache for the one measured.
    await page.goto(`${origin}${path}`);
    await page.keyboard.press("Shift");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  }
  await page.goto(`${origin}${path}`);
  await page.waitForLoadState("networkidle");
  const read1 = await read(page);
  const longTasksMs = read1.longTasks.reduce((sum, ms) => sum + ms, 0);
  let toHydratedMs: number;
  if (asBefore) {
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    const after = await read(page);
    toHydratedMs = (after.hydratedAt ?? Number.NaN) - after.paint;
  } else {
    await page.keyboard.press("Shift");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    const after = await read(page);
    toHydratedMs = (after.hydratedAt ?? Number.NaN) - (after.usedAt ?? Number.NaN);
  }
  await context.close();
  return { longTasksMs, toHydratedMs } satisfies Visit;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const [port = 0] = await freePorts(1);
const site = await startSeededSite("first-use", port);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const rows: Record<string, string | number>[] = [];
  for (const path of paths) {
    const runs = async (asBefore: boolean, twice: boolean) => {
      const visits: Visit[] = [];
      for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, site.origin, path, asBefore, twice));
      return {
        longTasks: Math.round(median(visits.map((v) => v.longTasksMs))),
        toHydrated: Math.round(median(visits.map((v) => v.toHydratedMs))),
      };
    };
    const firstUse = await runs(false, false);
    const firstUseCached = await runs(false, true);
    const before = await runs(true, false);
    rows.push({
      page: path,
      "first use: long tasks while read, ms": firstUse.longTasks,
      "key to hydrated, ms": firstUse.toHydrated,
      "same, scripts cached, ms": firstUseCached.toHydrated,
      "after first paint: long tasks, ms": before.longTasks,
      "paint to hydrated, ms": before.toHydrated,
    });
  }
  console.table(rows);
  console.log(
    `Medians of ${RUNS} visits each, 4x slower processor, 150 ms latency, 1.6 Mbit/s. Long tasks: their total time, over 50 ms each.`,
  );
} finally {
  await browser.close();
  await site.stop();
}
