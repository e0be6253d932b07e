import type { APIResponse, Page } from "@playwright/test";
import { signUpVia, uniqueEmail } from "./accounts";
import { userByEmail } from "./db";
import { expect, test } from "./fixtures";
import { isOffsite, open, parseCsp, publicPaths } from "./helpers";
import { checkoutForm, newBuyer, ordersOf, placedToken, postCheckout } from "./shop-helpers";

/** One ball: an order as small as the shop takes. */
const TEST_LINE = { productId: "blue-training-ball", size: null, quantity: 1 };

function nonceOf(response: APIResponse) {
  const csp = response.headers()["content-security-policy"] ?? "";
  const match = /'nonce-([^']+)'/.exec(parseCsp(csp).get("script-src")?.join(" ") ?? "");
  return match?.[1];
}

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"];
  expect(csp, `${what}: Content-Security-Policy`).toBeTruthy();
  const directives = parseCsp(csp ?? "");
  const scriptSrc = directives.get("script-src");
  expect(scriptSrc, `${what}: script-src`).toBeDefined();
  expect(
    scriptSrc?.some((v) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(v)),
    `${what}: script-src nonce`,
  ).toBe(true);
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSrc, `${what}: script-src`).not.toContain("*");
  expect(directives.get("script-src-elem") ?? [], `${what}: script-src-elem`).not.toContain(
    "'unsafe-inline'",
  );
  expect(directives.get("object-src"), `${what}: object-src`).toEqual(["'none'"]);
  expect(directives.get("base-uri"), `${what}: base-uri`).toEqual(["'none'"]);
  expect(directives.get("frame-ancestors"), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(headers["x-content-type-options"], `${what}: X-Content-Type-Options`).toBe("nosniff");
  expect(headers["referrer-policy"], `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"], `${what}: Strict-Transport-Security`).toMatch(
    /max-age=\d{7,}/,
  );
  expect(headers["x-powered-by"], `${what}: X-Powered-By`).toBeUndefined();
}

test("security headers are on pages, errors, assets and images", async ({ request }) => {
  const home = await request.get("/");
  expect(home.status()).toBe(200);
  expectSecurityHeaders(home, "/");

  // A page with scripts (the home and events pages are reading pages for a visitor, decision 073).
  const html = await (await request.get("/shop")).text();
  const script = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, "the shop page references a script in /assets").toBeDefined();

  const cases: Array<[string, number, RegExp]> = [
    ["/no-such-page", 404, /^text\/html/],
    ["/__fault", 500, /^text\/html/],
    ["/%E0%A4%A", 400, /^text\/html/],
    [script as string, 200, /javascript/],
    ["/images/og.png", 200, /^image\/png/],
    ["/sitemap.xml", 200, /xml/],
    ["/about.data", 200, /./],
  ];
  for (const [path, status, type] of cases) {
    const response = await request.get(path);
    expect(response.status(), `status of ${path}`).toBe(status);
    expect(response.headers()["content-type"], `type of ${path}`).toMatch(type);
    expectSecurityHeaders(response, path);
  }
});

test("the nonce is fresh for every response and matches the page's scripts", async ({ request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const nonce = nonceOf(first);
  expect(nonce).toBeTruthy();
  expect(nonceOf(second)).toBeTruthy();
  expect(nonceOf(second)).not.toBe(nonce);

  for (const response of [first, second]) {
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
    const inline = scripts.filter((attrs) => !/\bsrc=/.test(attrs));
    expect(inline.length, "inline scripts on the page").toBeGreaterThan(0);
    for (const attrs of scripts) {
      expect(attrs, "every script carries the response's nonce").toContain(
        `nonce="${nonceOf(response) ?? "(none)"}"`,
      );
    }
  }
});

async function watchForTrouble(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__cspViolations.push(
        `${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return async () => {
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    return [...problems, ...violations.map((v) => `CSP violation: ${v}`)];
  };
}

test("every page loads and hydrates without console errors, CSP violations or dialogs", async ({ page }) => {
  const collect = await watchForTrouble(page);
  for (const path of publicPaths) {
    const response = await open(page, path);
    expect(response?.status()).toBe(200);
    expect(await collect(), `problems on ${path}`).toEqual([]);
  }
  // Client-side navigation through the menu as well.
  await open(page, "/");
  // Each navigation finishes (its URL) before the next click, so none is cut off by the next one.
  for (const [name, path] of [
    ["About", "/about"],
    ["Contact", "/contact"],
    ["Home", "/"],
  ] as const) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(await collect(), "problems after client-side navigation").toEqual([]);
});

test("the embeds the visitor asks for are allowed by the policy", async ({ page, offsite }) => {
  const collect = await watchForTrouble(page);
  offsite.stop();
  // The third parties' frames get a local stand-in page, whose loading the policy must allow.
  await page.route(
    (url) => isOffsite(url.href),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>stand-in</title><p>stand-in</p>",
      }),
  );
  await open(page, "/");
  await page.getByRole("link", { name: "Play the introduction video" }).click();
  await expect(page.frameLocator("iframe").locator("p")).toHaveText("stand-in");
  await open(page, "/contact");
  await page.getByRole("main").getByRole("link", { name: "Show the map" }).click();
  await expect(page.frameLocator("iframe").locator("p")).toHaveText("stand-in");
  expect(await collect()).toEqual([]);
});

test("personal pages are never cached: signed-in visitors, order and token pages (SECURITY 37)", async ({
  request,
  newPerson,
}) => {
  const anonymous = await request.get("/");
  expect(anonymous.headers()["cache-control"] ?? "").not.toContain("private");
  for (const path of ["/", "/no-such-page", "/images/og.png"]) {
    const policy = (await request.get(path)).headers()["permissions-policy"] ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
      expect(policy, `Permissions-Policy of ${path}`).toContain(`${feature}=()`);
  }

  const member = await newPerson();
  const email = uniqueEmail("nostore");
  await signUpVia(member, email);
  const buyer = { ...newBuyer("nostore"), email };
  const token = placedToken(await postCheckout(member, checkoutForm(buyer, [TEST_LINE])));
  const order = ordersOf(email)[0];
  const number = `HB-${String(order?.id).padStart(6, "0")}`;
  const userId = userByEmail(email)?.id ?? "(none)";

  const signedIn = ["/", "/about", "/about.data", "/account/orders", "/account/orders.data", "/calendar.ics"];
  for (const path of [...signedIn, `/account/orders/${number}`, `/account/orders/${number}.data`]) {
    const response = await member.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], `Cache-Control of ${path}, signed in`).toBe(
      "private, no-store",
    );
  }
  for (const path of [
    `/orders/${token}`,
    `/orders/${token}.data`,
    "/reset-password?token=abc",
    "/newsletter/confirm?token=abc",
    "/newsletter/unsubscribe?token=abc",
    "/newsletter/unsubscribe.data?token=abc",
    "/registrations/not-a-real-token-at-all",
    "/fr/registrations/not-a-real-token-at-all",
    "/waitlist/not-a-real-token-at-all.data",
    "/membership/guardian/not-a-real-token-at-all",
    "/fr/membership/guardian/not-a-real-token-at-all.data",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], `Cache-Control of ${path}`).toBe("private, no-store");
  }

  // Data requests carry what the page shows, not the account's id or the order's link token.
  for (const path of ["/_root.data", "/account/orders.data", `/account/orders/${number}.data`]) {
    const body = await (await member.get(path)).text();
    expect(body, `${path} shows the order or the account`).toMatch(new RegExp(`${number}|${email}`));
    expect(body, `${path} carries no user id`).not.toContain(userId);
    expect(body, `${path} carries no order token`).not.toContain(token);
  }
  expect(await (await request.get(`/orders/${token}.data`)).text()).not.toContain(userId);
});
