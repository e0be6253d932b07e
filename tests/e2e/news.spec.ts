// News end to end: an administrator publishes a post with its English and French texts; it is on the home
// page in both languages (for visitors too, through the page cache) and in both feeds; the list and the
// post's page pass axe; the markup typed in the text runs nothing. Deleting it asks first. In Chromium
// against the production build.
import { news as en } from "~/texts/en/news";
import { news as fr } from "~/texts/fr/news";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, field, main, open } from "./helpers";

test.describe.configure({ timeout: 90_000 });

test("an administrator publishes a post in English and French: the home page, the feeds and the post's page show it", async ({
  page,
  admin: _admin,
  request,
}) => {
  const tag = Date.now().toString(36);
  const title = `Spring cup ${tag} <b>finals</b>`;
  const titleFr = `Coupe du printemps ${tag}`;
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await open(page, "/admin");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "News", exact: true })
    .click();
  await expect(page).toHaveURL("/admin/news");
  await main(page).getByRole("link", { name: en.admin.add }).click();
  await expect(page).toHaveURL("/admin/news/new");
  await field(page, en.form.title).fill(title);
  await field(page, en.form.summary).fill("Twelve teams, one weekend in Toronto.");
  await field(page, en.form.body).fill("Come and **cheer** the finalists.\n\n<script>alert('xss')</script>");
  await field(page, en.form.titleFr).fill(titleFr);
  await field(page, en.form.summaryFr).fill("Douze équipes, un week-end à Toronto.");
  await field(page, en.form.bodyFr).fill("Venez **encourager** les finalistes.");
  await field(page, en.form.status).selectOption("published");
  await main(page).getByRole("button", { name: en.form.create }).click();

  await expect(page).toHaveURL("/admin/news");
  await expectToast(page, { title: en.created.title, description: title });
  await expect(main(page).getByRole("row").filter({ hasText: title })).toContainText(
    en.admin.states.published,
  );

  // The home page, above the sponsors, in both languages; the post's page from its card.
  await open(page, "/");
  const latest = main(page).getByRole("region", { name: en.home.heading });
  await expect(latest.getByRole("link", { name: title })).toBeVisible();
  await open(page, "/fr/");
  await main(page)
    .getByRole("region", { name: fr.home.heading })
    .getByRole("link", { name: titleFr })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleFr);
  await expect(main(page).locator("strong")).toHaveText("encourager");
  await expectNoViolations(page, "a post's page in French");
  const postPath = new URL(page.url()).pathname.replace(/^\/fr/, "");
  expect(postPath).toMatch(new RegExp(`^/news/\\d+-spring-cup-${tag}-b-finals-b$`));

  // A visitor with no cookie: the home page and the feeds (the page cache serves the first).
  const home = await request.get("/");
  expect(await home.text()).toContain(`Spring cup ${tag} &lt;b&gt;finals&lt;/b&gt;`);
  const feed = await request.get("/news/feed.xml");
  expect(feed.headers()["content-type"]).toMatch(/^application\/atom\+xml/);
  const atom = await feed.text();
  expect(atom).toContain(`Spring cup ${tag} &lt;b&gt;finals&lt;/b&gt;`);
  expect(atom).toMatch(new RegExp(`<link href="http://[^"]+${postPath}"/>`));
  expect(atom).not.toContain("<script>");
  expect(await (await request.get("/fr/news/feed.xml")).text()).toContain(titleFr);

  // The list in English: the post first, the feed linked from the head; the markup ran nothing.
  await open(page, "/news");
  await expect(main(page).getByRole("listitem").first()).toContainText(title);
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    "/news/feed.xml",
  );
  await expectNoViolations(page, "the news list");
  await main(page).getByRole("link", { name: title }).click();
  await expect(main(page).locator("p strong")).toHaveText("cheer");
  expect(await main(page).locator("script").count()).toBe(0);
  expect(dialogs).toEqual([]);

  // Deleting asks first; then the post is gone from its address.
  await open(page, "/admin/news");
  await main(page)
    .getByRole("row")
    .filter({ hasText: title })
    .getByRole("link", { name: `${en.admin.delete}: ${title}` })
    .click();
  const dialog = page.getByRole("dialog", { name: en.admin.confirmTitle });
  await dialog.getByRole("button", { name: en.admin.confirmDelete }).click();
  await expectToast(page, { title: en.deleted.title });
  expect((await request.get(postPath)).status()).toBe(404);
});
