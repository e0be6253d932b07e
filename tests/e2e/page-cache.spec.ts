// The public page cache (docs/performance.md, decision 034) from the outside: a visitor who is not signed in
// gets the kept page with a nonce of their own that the policy names; a signed-in member never gets it, and
// nothing of their page ever reaches another visitor; a change is on the very next request.
import type { APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated, parseCsp } from "./helpers";

function policyNonce(response: APIResponse) {
  const scriptSrc = parseCsp(response.headers()["content-security-policy"] ?? "").get("script-src") ?? [];
  return /^'nonce-(.+)'$/.exec(scriptSrc.find((value) => value.startsWith("'nonce-")) ?? "")?.[1];
}

async function nonceAttributes(response: APIResponse) {
  return [...(await response.text()).matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]);
}

test("a visitor's next visit of a public page is kept, with a nonce of its own that the policy names", async ({
  newPerson,
}) => {
  const visitor = await newPerson();
  for (const path of ["/events", "/fr/shop", "/"]) {
    await visitor.get(path);
    const answers = [await visitor.get(path), await visitor.get(path)];
    const nonces = [];
    for (const answer of answers) {
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()["x-page-cache"], path).toBe("hit");
      const nonce = policyNonce(answer);
      expect(nonce, `${path}: the policy's nonce`).toBeTruthy();
      const inPage = await nonceAttributes(answer);
      expect(inPage.length, `${path}: scripts with a nonce`).toBeGreaterThan(0);
      expect(new Set(inPage), `${path}: every script carries the policy's nonce`).toEqual(new Set([nonce]));
      nonces.push(nonce);
    }
    expect(nonces[0], `${path}: two visits, two nonces`).not.toBe(nonces[1]);
  }
});

test("a kept page runs in the browser: it hydrates under the policy, and its links navigate", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  await page.goto("/shop");
  const kept = await page.goto("/shop");
  expect(kept?.headers()["x-page-cache"]).toBe("hit");
  await hydrated(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Events", exact: true })
    .click();
  await expect(page).toHaveURL("/events");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a signed-in member is never answered from the cache, and nothing of their page reaches a visitor", async ({
  page,
  member,
  newPerson,
}) => {
  const visitor = await newPerson();
  for (const path of ["/events", "/fr/events", "/shop", "/"]) {
    await visitor.get(path);
    const response = await page.goto(path);
    expect(response?.headers()["x-page-cache"], `${path} signed in`).toBeUndefined();
    // Their own page: the account menu's Logout (the home page, a reading page, carries no loader data
    // and so not their address, decision 073).
    expect(await response?.text(), `${path} signed in is the member's own page`).toMatch(
      /Logout|Déconnexion/,
    );
    const anonymous = await visitor.get(path);
    expect(anonymous.headers()["x-page-cache"], `${path} for a visitor`).toBe("hit");
    const html = await anonymous.text();
    expect(html, `${path} for a visitor`).not.toContain(member.email);
    expect(html, `${path} for a visitor`).not.toContain(member.name);
    expect(html, `${path} for a visitor`).not.toMatch(/Logout|Déconnexion/);
  }
});

test("an event created by an administrator is on the calendar at the next request", async ({
  createEvent,
  newPerson,
}) => {
  const visitor = await newPerson();
  await visitor.get("/calendar?month=2036-02");
  const before = await visitor.get("/calendar?month=2036-02");
  expect(before.headers()["x-page-cache"]).toBe("hit");
  const { title } = await createEvent({ tag: "Cache Cup", date: "2036-02-12" });
  expect(await before.text()).not.toContain(title);
  const after = await visitor.get("/calendar?month=2036-02");
  expect(after.headers()["x-page-cache"]).toBe("miss");
  expect(await after.text()).toContain(title);
});

test("an event created by an administrator is among the home page's next events at the next request", async ({
  createEvent,
  newPerson,
}) => {
  const visitor = await newPerson();
  await visitor.get("/");
  const before = await visitor.get("/");
  expect(before.headers()["x-page-cache"]).toBe("hit");
  // Tomorrow just after midnight in Toronto: sooner than the seeded events, weeks ahead.
  const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
    new Date(Date.now() + 24 * 60 * 60 * 1000),
  );
  const { id, title } = await createEvent({
    tag: "Home Cup",
    date: tomorrow,
    startTime: "00:05",
    endTime: "00:35",
  });
  expect(await before.text()).not.toContain(title);
  const after = await visitor.get("/");
  expect(after.headers()["x-page-cache"]).toBe("miss");
  const html = await after.text();
  expect(html).toContain(title);
  expect(html).toContain(`href="/events/${id}"`);
});
