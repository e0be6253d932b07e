// The screens of docs/memberships-story.md: the membership story end to end, in English and in French,
// photographed in Chromium against the production build on a demo site (`npm run db:demo-members` data
// plus the people of the story). Usage: npm run docs:membership-screens   (about a minute; rewrites the
// pictures under docs/screens/memberships/)
import { mkdirSync, rmSync } from "node:fs";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { memberships as en } from "~/texts/en/memberships";
import { memberships as fr } from "~/texts/fr/memberships";
import { chromiumLaunchOptions } from "../lib/chromium";
import { freePorts, mustRunScript, signUp, startSite } from "../lib/harness";
import { acceptJoinDocuments, chooseCard, fillJoinPerson } from "../lib/join-form";

const dir = "data/docs-screens";
const out = "docs/screens/memberships";
const env = {
  DATABASE_URL: `file:./${dir}/app.db`,
  SESSION_SECRET: "docs-screens-secret-docs-screens-secret",
  UPLOAD_DIR: `${dir}/uploads`,
  OUTBOX_DIR: `${dir}/outbox`,
};

type Texts = typeof en;

async function shoot(page: Page, name: string, fullPage = true) {
  await page.waitForLoadState("networkidle");
  // From the top: a full-page picture of a scrolled page draws the sticky header where the view was.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${out}/${name}.jpg`, type: "jpeg", quality: 70, fullPage });
  console.log(`${out}/${name}.jpg`);
}

async function signedIn(context: BrowserContext, origin: string, cookie: string) {
  const [pair = ""] = cookie.split(";");
  const [name = "", ...value] = pair.split("=");
  await context.addCookies([{ name, value: value.join("="), url: origin }]);
}

/** Fills the join form for one person, as someone types it. */
async function fillJoinForm(
  page: Page,
  t: Texts["join"],
  person: { type: string; first: string; last: string; born: string; club: string },
) {
  await chooseCard(page, person.type);
  await fillJoinPerson(page, t, person);
  await page.getByLabel(t.club).selectOption({ label: person.club });
  await acceptJoinDocuments(page, t);
}

rmSync(dir, { recursive: true, force: true });
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await mustRunScript("scripts/ops/demo-members.ts", ["--count", "120"], env);
const [port = 0] = await freePorts(1);
const site = await startSite(port, env);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const adult = { name: "Morgan Joiner", email: "morgan@example.org", password: "screens-pass-1" };
  const parent = { name: "Alex Parent", email: "alex@example.org", password: "screens-pass-1" };
  const admin = { name: "Avery Admin", email: "avery@example.org", password: "screens-pass-1" };
  const cookies = {
    adult: await signUp(site.origin, adult),
    parent: await signUp(site.origin, parent),
    admin: await signUp(site.origin, admin),
  };
  await mustRunScript("scripts/ops/promote-admin.ts", [admin.email], env);
  const viewport = { width: 1280, height: 900 };

  // English: an adult joins a paid type and is told how to pay.
  const adultContext = await browser.newContext({ viewport, baseURL: site.origin });
  await signedIn(adultContext, site.origin, cookies.adult);
  const page = await adultContext.newPage();
  await page.goto("/membership");
  await shoot(page, "01-en-membership-empty");
  await page.goto("/membership/join");
  await fillJoinForm(page, en.join, {
    type: "Adult player",
    first: "Morgan",
    last: "Joiner",
    born: "1990-04-02",
    club: "Ottawa Capital Handball Club",
  });
  await shoot(page, "02-en-join-form");
  await page.getByRole("main").getByRole("button", { name: en.join.submit }).click();
  await page.waitForURL(/\/membership\/joined\//);
  await shoot(page, "03-en-order-how-to-pay");
  await page.goto("/membership");
  await shoot(page, "04-en-membership-awaiting-payment");
  const orderUrl =
    (await page
      .getByRole("main")
      .getByRole("link", { name: /^How to pay/ })
      .first()
      .getAttribute("href")) ?? "/";

  // French: a parent registers a child as a free volunteer, active at once.
  const parentContext = await browser.newContext({ viewport, baseURL: site.origin, locale: "fr-CA" });
  await signedIn(parentContext, site.origin, cookies.parent);
  const parentPage = await parentContext.newPage();
  await parentPage.goto("/fr/membership/join?who=child");
  await fillJoinForm(parentPage, fr.join, {
    type: "Bénévole",
    first: "Léa",
    last: "Parent",
    born: "2014-05-31",
    club: "Ottawa Capital Handball Club",
  });
  await shoot(parentPage, "05-fr-join-form-child");
  await parentPage.getByRole("main").getByRole("button", { name: fr.join.submit }).click();
  await parentPage.waitForURL(/\/fr\/membership\/joined\//);
  await parentPage.goto("/fr/membership");
  await shoot(parentPage, "06-fr-membership-active");
  const card = parentPage.getByRole("main").getByRole("link", { name: fr.overview.card }).first();
  await card.click();
  await parentPage.waitForURL(/\/fr\/membership\/card\//);
  await shoot(parentPage, "07-fr-member-card");

  // The administrators: the members list, a record with its consents, mark paid, the report.
  const adminContext = await browser.newContext({ viewport, baseURL: site.origin });
  await signedIn(adminContext, site.origin, cookies.admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/admin/members");
  await shoot(adminPage, "08-en-admin-members");
  await adminPage.goto("/fr/admin/members?status=awaiting-payment");
  await shoot(adminPage, "09-fr-admin-members-awaiting-payment");
  await adminPage.goto("/admin/members?q=Joiner");
  await adminPage
    .getByRole("main")
    .getByRole("link", { name: /^OHA-\d{6}$/ })
    .first()
    .click();
  await adminPage.waitForURL(/\/admin\/members\/OHA-/);
  await shoot(adminPage, "10-en-admin-member-record");
  await adminPage
    .getByRole("main")
    .getByRole("button", { name: /Mark paid/ })
    .click();
  await adminPage.getByRole("main").getByText("Active", { exact: true }).waitFor();
  await shoot(adminPage, "11-en-admin-member-record-paid");
  await adminPage.goto("/admin/members/report");
  await shoot(adminPage, "12-en-annual-report");
  await adminPage.goto("/fr/admin/members/report");
  await shoot(adminPage, "13-fr-annual-report");

  // Back to the member: active, with the card and its public verification page.
  await page.goto("/membership");
  await shoot(page, "14-en-membership-active");
  await page.goto(orderUrl);
  await shoot(page, "15-en-order-paid");
  await page.goto("/membership");
  await page.getByRole("main").getByRole("link", { name: en.overview.card }).first().click();
  await page.waitForURL(/\/membership\/card\//);
  const verify = await page.locator("a[href*='/verify/']").first().getAttribute("href");
  if (verify) {
    const visitor = await browser.newContext({ viewport: { width: 412, height: 915 }, baseURL: site.origin });
    const phone = await visitor.newPage();
    await phone.goto(verify);
    await shoot(phone, "16-en-verification-on-a-phone");
  }
} finally {
  await browser.close();
  await site.stop();
}
