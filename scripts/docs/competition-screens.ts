// The screens of docs/competitions-story.md: the competitions story, the administrators' pages then the public
// ones, each in English and in French, photographed in Chromium against the production build on a demo site:
// the seed's Senior Men's League (six teams, a double round robin half played), `npm run db:demo-members`
// data, and its `--rosters` option to fill the league's rosters. Usage: npm run docs:competition-screens
// (about a minute after the build; rewrites the pictures under docs/screens/competitions/)
import { mkdirSync, rmSync } from "node:fs";
import { type BrowserContext, chromium, type Locator, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { openDb } from "~/db/db.server";
import { common } from "~/texts/en/common";
import { competitionResults as resultsEn } from "~/texts/en/competition-results";
import { competitionsPublic as publicEn } from "~/texts/en/competitions-public";
import { competitionsSetup as setupEn } from "~/texts/en/competitions-setup";
import { fixturesAdmin as fixturesEn } from "~/texts/en/fixtures-admin";
import { competitionResults as resultsFr } from "~/texts/fr/competition-results";
import { competitionsPublic as publicFr } from "~/texts/fr/competitions-public";
import { competitionsSetup as setupFr } from "~/texts/fr/competitions-setup";
import { fixturesAdmin as fixturesFr } from "~/texts/fr/fixtures-admin";
import { chromiumLaunchOptions } from "../lib/chromium";
import { ensureBuild, freePorts, mustRunScript, signUp, startSite } from "../lib/harness";

const dir = "data/competition-screens";
const out = "docs/screens/competitions";
const env = {
  DATABASE_URL: `file:./${dir}/app.db`,
  SESSION_SECRET: "competition-screens-secret-competition-screens",
  UPLOAD_DIR: `${dir}/uploads`,
  OUTBOX_DIR: `${dir}/outbox`,
  // Messages (the fixture change's e-mails to the coaches) go to the outbox folder only.
  SMTP_URL: undefined,
};
const languages = {
  en: {
    prefix: "",
    setup: setupEn,
    fixtures: fixturesEn,
    results: resultsEn,
    public: publicEn,
    /** The seed's demo league, in each language. */
    league: "Senior Men's League",
  },
  fr: {
    prefix: "/fr",
    setup: setupFr,
    fixtures: fixturesFr,
    results: resultsFr,
    public: publicFr,
    league: "Ligue senior masculine",
  },
};
type Language = (typeof languages)[keyof typeof languages];

async function shoot(page: Page, name: string, options: { bottomOf?: Locator } = {}) {
  await page.waitForLoadState("networkidle");
  // From the top: a full-page picture of a scrolled page draws the sticky header where the view was.
  await page.evaluate(() => window.scrollTo(0, 0));
  // A long page may stop under the part the story is about (the rosters: the first team and its form).
  const box = options.bottomOf ? await options.bottomOf.boundingBox() : null;
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({
    path: `${out}/${name}.jpg`,
    type: "jpeg",
    quality: 70,
    fullPage: true,
    ...(box ? { clip: { x: 0, y: 0, width, height: Math.ceil(box.y + box.height + 32) } } : {}),
  });
  console.log(`${out}/${name}.jpg`);
}

async function signedIn(context: BrowserContext, origin: string, cookie: string) {
  const [pair = ""] = cookie.split(";");
  const [name = "", ...value] = pair.split("=");
  await context.addCookies([{ name, value: value.join("="), url: origin }]);
}

async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The demo league's id, and an active youth player whom its age rule (18 and over) refuses. */
async function demoFacts() {
  const db = openDb(env.DATABASE_URL);
  try {
    const league = await db
      .selectFrom("competitions")
      .select(["id", "season_id", "age_cutoff"])
      .where("name", "=", "Senior Men's League")
      .executeTakeFirstOrThrow();
    const cutoff = league.age_cutoff ?? "";
    // Born after this day: under 18 on the cut-off day. The oldest such player, so the refusal is a near miss.
    const eighteen = `${Number(cutoff.slice(0, 4)) - 18}${cutoff.slice(4)}`;
    const youth = await db
      .selectFrom("members")
      .innerJoin("memberships", "memberships.member_id", "members.id")
      .innerJoin("membership_types", "membership_types.id", "memberships.type_id")
      .select("members.member_number")
      .where("memberships.season_id", "=", league.season_id)
      .where("memberships.status", "=", "active")
      .where("membership_types.can_play", "=", 1)
      .where("members.date_of_birth", ">", eighteen)
      .orderBy("members.date_of_birth", "asc")
      .executeTakeFirstOrThrow();
    return { competitionId: league.id, youthNumber: youth.member_number };
  } finally {
    await db.destroy();
  }
}

/** Cancels a member's membership, as if it lapsed after they were placed: the roster's Status column says so. */
async function cancelMembershipOf(memberNumber: string) {
  const db = openDb(env.DATABASE_URL);
  try {
    await db
      .updateTable("memberships")
      .set({ status: "cancelled" })
      .where("member_id", "in", (qb) =>
        qb.selectFrom("members").select("id").where("member_number", "=", memberNumber),
      )
      .execute();
  } finally {
    await db.destroy();
  }
}

/** A pool's CSV file: the exported lines of a round already played, of a later round with a result, and a bad time. */
function importFile(exported: string) {
  const [header = [], ...rows] = parse(exported, { bom: true }) as string[][];
  const column = (name: string) => header.indexOf(name);
  const played = rows.filter((row) => row[column("home_goals")] !== "").slice(0, 2);
  const later = rows.filter((row) => row[column("round")] === "9");
  const withResult = [...(later[0] ?? [])];
  for (const [name, goals] of [
    ["home_goals", "29"],
    ["away_goals", "27"],
    ["home_halftime", "15"],
    ["away_halftime", "13"],
  ] as const)
    withResult[column(name)] = goals;
  const badTime = [...(later[1] ?? [])];
  badTime[column("time")] = "7pm";
  const lines = [header, ...played, withResult, badTime].map((row) => row.join(","));
  return { name: "pool-a.csv", mimeType: "text/csv", buffer: Buffer.from(`${lines.join("\r\n")}\r\n`) };
}

const started = performance.now();
ensureBuild();
rmSync(dir, { recursive: true, force: true });
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await mustRunScript("scripts/ops/demo-members.ts", ["--count", "300"], env);
const { competitionId, youthNumber } = await demoFacts();
await mustRunScript("scripts/ops/demo-members.ts", ["--rosters", String(competitionId)], env);
const [port = 0] = await freePorts(1);
const site = await startSite(port, env);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const admin = { name: "Avery Admin", email: "avery@example.org", password: "screens-pass-1" };
  const cookie = await signUp(site.origin, admin);
  await mustRunScript("scripts/ops/promote-admin.ts", [admin.email], env);
  const viewport = { width: 1280, height: 900 };
  const adminContext = await browser.newContext({ viewport, baseURL: site.origin });
  await signedIn(adminContext, site.origin, cookie);
  const page = await adminContext.newPage();
  const phoneContext = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    baseURL: site.origin,
  });
  await signedIn(phoneContext, site.origin, cookie);
  const phone = await phoneContext.newPage();
  const visitorContext = await browser.newContext({ viewport, baseURL: site.origin });
  const visitor = await visitorContext.newPage();
  const base = `/admin/competitions/${competitionId}`;
  const main = (on: Page) => on.getByRole("main");

  // The first team's roster: one membership cancelled since the team was filled, so its Status column says so.
  await page.goto(`${base}/rosters`);
  const firstRoster = main(page).getByRole("region").first();
  const lapsed = (await firstRoster.getByRole("row").nth(3).getByRole("cell").nth(2).textContent()) ?? "";
  await cancelMembershipOf(lapsed);

  // A clash: the second match of round 8 moved to the venue of the first, half an hour after its 19:00 (the
  // table's links only, not those of a clash the page may list already).
  await page.goto(`${base}/fixtures`);
  const edits = main(page).getByRole("link", { name: /^Edit (?!#)/ });
  if ((await edits.count()) !== 30) throw new Error("The demo league should have 30 matches.");
  const first = edits.nth(21).locator("xpath=ancestor::tr[1]");
  const venue = ((await first.getByRole("cell").nth(5).textContent()) ?? "").trim();
  await edits.nth(22).click();
  await page.waitForURL(/\/fixtures\/\d+$/);
  const matchPath = new URL(page.url()).pathname;
  await hydrated(page);
  await main(page).locator('input[name="time"]').fill("19:30");
  await main(page).locator('select[name="venue"]').selectOption({ label: venue });
  await main(page).getByRole("button", { name: fixturesEn.match.save, exact: true }).click();
  await page
    .getByRole("region", { name: common.toast.region })
    .getByText(fixturesEn.match.saved.title, { exact: true })
    .waitFor();

  // The pool's CSV file, as the results page exports it.
  await page.goto(`${base}/results`);
  const importPath =
    (await main(page).getByRole("link", { name: resultsEn.list.import }).first().getAttribute("href")) ?? "";
  const exported = await page.request.get(importPath.replace(/\/import$/, "/matches.csv"));
  const csv = importFile(await exported.text());

  let resultPath = "";
  for (const [locale, t] of Object.entries(languages) as [keyof typeof languages, Language][]) {
    const at = (path: string) => `${t.prefix}${path}`;
    const name = (n: number, what: string) => `${String(n).padStart(2, "0")}-${locale}-${what}`;

    // The administrators: the competitions, the league's stages and entries, the rosters.
    await page.goto(at("/admin/competitions"));
    await shoot(page, name(1, "admin-competitions"));
    await page.goto(at(base));
    await shoot(page, name(2, "admin-competition"));
    await page.goto(at(`${base}/rosters`));
    await hydrated(page);
    const roster = main(page).getByRole("region").first();
    await roster.locator('input[name="memberNumber"]').fill(youthNumber);
    await roster.locator('input[name="jersey"]').fill("99");
    await roster.getByRole("button", { name: t.setup.rosters.add }).click();
    await roster.locator('input[name="memberNumber"][aria-invalid="true"]').waitFor();
    await shoot(page, name(3, "admin-rosters"), { bottomOf: roster });

    // The moved match and its clash, then the fixtures page that lists the clash too.
    await page.goto(at(matchPath));
    await page.getByRole("region", { name: t.fixtures.clashes.title }).waitFor();
    await shoot(page, name(4, "admin-match-clash"));
    await page.goto(at(`${base}/fixtures`));
    await shoot(page, name(5, "admin-fixtures"));

    // On a phone: a result entered (English), then corrected (French), with the history of the first save.
    if (locale === "en") {
      await phone.goto(at(`${base}/results`));
      await main(phone).getByRole("link", { name: t.results.list.enter }).first().click();
      await phone.waitForURL(/\/result$/);
      resultPath = new URL(phone.url()).pathname;
      await hydrated(phone);
      for (const [field, goals] of [
        ["homeGoals", "27"],
        ["awayGoals", "25"],
        ["homeHalftime", "14"],
        ["awayHalftime", "12"],
      ] as const)
        await main(phone).locator(`input[name="${field}"]`).fill(goals);
    } else {
      await phone.goto(at(resultPath));
      await hydrated(phone);
      await main(phone).locator('input[name="awayGoals"]').fill("26");
    }
    await shoot(phone, name(6, "result-on-a-phone"));
    await main(phone).getByRole("button", { name: t.results.result.save }).click();
    await phone.waitForURL(/\/results$/);

    // A pool's file checked: a problem line, so the import is not offered and nothing is saved.
    await page.goto(at(importPath));
    await hydrated(page);
    await main(page).getByLabel(t.results.import.file).setInputFiles(csv);
    await main(page).getByRole("button", { name: t.results.import.preview }).click();
    await main(page).getByText(t.results.import.fix).waitFor();
    await shoot(page, name(7, "admin-import-preview"));

    // The public pages, as a visitor who is not signed in reads them. Each by its address, not a click: a
    // full-page picture taken while a client-side navigation settles keeps the previous page's height.
    const href = async (link: Locator) => (await link.getAttribute("href")) ?? "";
    await visitor.goto(at("/competitions"));
    await shoot(visitor, name(8, "competitions"));
    await visitor.goto(await href(main(visitor).getByRole("link", { name: t.league }).first()));
    await shoot(visitor, name(9, "competition"));
    const team = main(visitor)
      .getByRole("table", { name: t.public.competition.standings })
      .getByRole("rowheader")
      .first()
      .getByRole("link");
    await visitor.goto(await href(team));
    await shoot(visitor, name(10, "team"));
  }
} finally {
  await browser.close();
  await site.stop();
}
console.log(`Done in ${Math.round((performance.now() - started) / 1000)} s.`);
