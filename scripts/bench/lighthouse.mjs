// Lighthouse (mobile) on the public pages against the production build, with Debian's Chromium.
// Prints the four category scores per page and the gzip size of the JavaScript the home page loads.
// Usage: npm run bench:lighthouse [-- /path ...]   (builds first if build/ is missing)
import { execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const port = Number(process.env.BENCH_PORT ?? 3310);
const origin = `http://127.0.0.1:${port}`;
const publicPages = [
  "/",
  "/about",
  "/events",
  "/calendar",
  "/contact",
  "/shop",
  "/shop/white-court-shoes",
  "/faq",
  "/jobs",
];
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : publicPages;
const env = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATABASE_URL: "file:./data/bench-lighthouse/app.db",
  SESSION_SECRET: "bench-lighthouse-secret-bench-lighthouse-secret",
};

if (!existsSync("build/server/index.js")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
rmSync("data/bench-lighthouse", { recursive: true, force: true });
execFileSync("npx", ["tsx", "scripts/ops/seed.ts"], { env, stdio: "inherit" });
const server = spawn("node", ["server/index.js"], { env, stdio: ["ignore", "ignore", "inherit"] });

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

async function homeJavaScriptGzipBytes() {
  const html = await (await fetch(`${origin}/`)).text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  // Inline module imports of the entry (import("/assets/...")) count too.
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]);
  let total = 0;
  for (const url of urls)
    total += gzipSync(Buffer.from(await (await fetch(`${origin}${url}`)).arrayBuffer())).length;
  return { files: urls.size, bytes: total };
}

try {
  await waitForServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const rows = [];
  try {
    for (const path of paths) {
      // Lighthouse sometimes fails to record the trace (NO_NAVSTART: "run Lighthouse again"): a page
      // whose run errored is measured again, up to three times, and the error is printed.
      let result;
      for (let attempt = 1; attempt <= 3; attempt++) {
        result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          formFactor: "mobile",
        });
        if (!result.lhr.runtimeError) break;
        console.error(`${path}: attempt ${attempt}: ${result.lhr.runtimeError.code}`);
      }
      if (result.lhr.runtimeError) {
        rows.push({ page: path, "not 100%": `not measured: ${result.lhr.runtimeError.code}` });
        continue;
      }
      const c = result.lhr.categories;
      const score = (cat) => Math.round((cat?.score ?? 0) * 100);
      const failing = Object.values(result.lhr.audits)
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
        "LCP ms": Math.round(result.lhr.audits["largest-contentful-paint"].numericValue),
        "TBT ms": Math.round(result.lhr.audits["total-blocking-time"].numericValue),
        "not 100%": failing.join(" ") || "-",
      });
    }
  } finally {
    await chrome.kill();
  }
  console.table(rows);
  const js = await homeJavaScriptGzipBytes();
  console.log(
    `Home page JavaScript: ${js.files} files, ${(js.bytes / 1024).toFixed(1)} KB gzip (budget 100 KB)`,
  );
} finally {
  server.kill();
}
