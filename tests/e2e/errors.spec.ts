import { common } from "~/texts/en/common";
import { BASE_URL } from "./env";
import { expect, test } from "./fixtures";
import { mainNav } from "./helpers";

/** What the fault route's error carries; none of it may reach the visitor. */
const secrets = [
  /SQLITE_ERROR/,
  /SELECT/,
  /\/srv\/app/,
  /index\.js:/,
  /\n\s*at\s+\S/,
  /\bat\s+\S+\s+\(/,
  /Error:/,
];

test("an unknown page answers 404 with the branded page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(mainNav(page).getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome to");
});

test("an unknown nested page and a POST to an unknown page answer 404", async ({ request }) => {
  expect((await request.get("/no/such/page")).status()).toBe(404);
  const post = await request.post("/no-such-page", { form: { a: "b" }, headers: { Origin: BASE_URL } });
  expect(post.status()).toBe(404);
});

for (const path of ["/%E0%A4%A", "/about/%E0%A4%A", "/%"]) {
  test(`a malformed URL ${path} answers 400, not 500`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(400);
    const body = await response.text();
    for (const secret of secrets) expect(body).not.toMatch(secret);
    expect(body).toContain(common.badRequest.address);
  });
}

test("a form whose body cannot be read answers 400 with a page that says so", async ({ page, request }) => {
  const response = await request.post("/contact", {
    headers: { Origin: BASE_URL, "Content-Type": "multipart/form-data; boundary=x" },
    data: "this is not a multipart body",
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain(common.badRequest.text);
  for (const secret of secrets) expect(html).not.toMatch(secret);

  // The same page in the browser: the site's layout, a heading that names the problem, a way home.
  await page.setContent(html.replace(/<script[\s\S]*?<\/script>/g, ""));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(common.badRequest.title);
  await expect(page.getByRole("main").getByRole("link", { name: common.badRequest.home })).toHaveAttribute(
    "href",
    "/",
  );
});

test("a server failure answers 500 with a branded page that reveals nothing", async ({ page, request }) => {
  const raw = await request.get("/__fault");
  expect(raw.status()).toBe(500);
  expect(raw.headers()["content-type"]).toMatch(/^text\/html/);
  const html = await raw.text();
  expect(html).toContain("Something went wrong");
  for (const secret of secrets) expect(html, `500 page contains ${secret}`).not.toMatch(secret);

  const response = await page.goto("/__fault");
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(mainNav(page).getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Mon-Fri");
  await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute(
    "href",
    "/",
  );
  // After hydration too: the document as the browser holds it.
  await page.waitForLoadState("networkidle");
  const live = await page.content();
  for (const secret of secrets) expect(live, `hydrated 500 page contains ${secret}`).not.toMatch(secret);
});

test("the data request of a failing route reveals nothing either", async ({ request }) => {
  // What a client-side navigation to the route fetches (React Router's single-fetch format).
  const response = await request.get("/__fault.data");
  expect(response.status()).toBe(500);
  const body = await response.text();
  for (const secret of secrets) expect(body, `data response contains ${secret}`).not.toMatch(secret);
});
