// Sessions end to end: cross-site requests, password storage and the session cookie (docs/security.md #8,
// #12, #13), in Chromium against the production build.
import type { APIRequestContext, Page } from "@playwright/test";
import {
  isSignedIn,
  PASSWORD,
  SESSION_COOKIE,
  sessionCookieValue,
  sessionTokenIn,
  signInVia,
  signUpVia,
  t,
  uniqueEmail,
} from "./accounts";
import { sessionCount, userByEmail, usersWithEmail, withDb } from "./db";
import { BASE_URL } from "./env";
import { expect, test } from "./fixtures";
import { expectSignedIn, expectSignedOut, expectToast, open, openAccountMenu } from "./helpers";
import { postForm, setCookie } from "./http";
import { waitForEmail } from "./mail";

// Most tests here hash passwords (scrypt, 128 MiB each) several times: a busy machine needs the time.
test.describe.configure({ timeout: 90_000 });

/** Signs the browser in without the form (the form has tests of its own). */
async function signInBrowser(page: Page, email: string, password = PASSWORD) {
  const response = await signInVia(page.request, email, password);
  expect(response.status(), `sign-in of ${email}`).toBe(302);
}

test.describe("SECURITY 8: cross-site requests", () => {
  const evil = { Origin: "https://evil.example" };

  test("a POST from another site is refused and changes nothing", async ({ adminApi, request }) => {
    const member = uniqueEmail();
    await signUpVia(request, member);

    const newcomer = uniqueEmail("newcomer");
    const attempts: Array<[APIRequestContext, string, Record<string, string>]> = [
      [request, "/signup", { name: "Evil", email: newcomer, password: PASSWORD, confirmPassword: PASSWORD }],
      [request, "/signin", { email: member, password: PASSWORD }],
      [request, "/logout", {}],
      [request, "/forgot-password", { email: member }],
      [request, "/reset-password", { token: "whatever", password: PASSWORD, confirmPassword: PASSWORD }],
      [adminApi, "/admin/users", { email: member }],
    ];
    for (const [api, path, form] of attempts) {
      for (const headers of [evil, { "Sec-Fetch-Site": "cross-site" }, { Origin: "null" }]) {
        const response = await api.post(path, { form, headers, maxRedirects: 0 });
        expect(response.status(), `POST ${path} with ${JSON.stringify(headers)}`).toBe(403);
        expect(setCookie(response, SESSION_COOKIE), `session cookie of POST ${path}`).toBeUndefined();
      }
    }
    expect(usersWithEmail(newcomer), "accounts created by a cross-site sign-up").toEqual([]);
    expect(await isSignedIn(request), "still signed in after a cross-site logout").toBe(true);
    expect(userByEmail(member).role, "role after a cross-site promotion").toBe("user");
    const queued = withDb((db) =>
      // The address confirmation of its sign-up (decision 040) is the one e-mail the member has.
      db
        .prepare("SELECT count(*) AS n FROM outbox WHERE to_address = ? AND kind <> 'email-confirmation'")
        .get(member),
    ) as { n: number };
    expect(queued.n, "e-mails queued by a cross-site reset request").toBe(0);
    expect(await isSignedIn(adminApi)).toBe(true);
  });

  test("a GET of /logout does not sign out", async ({ page, member: _member }) => {
    const response = await page.request.get("/logout", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/");
    expect(setCookie(response, SESSION_COOKIE)).toBeUndefined();
    await page.goto("/logout");
    await expect(page).toHaveURL("/");
    await expectSignedIn(page);
  });
});

test.describe("SECURITY 12: password storage", () => {
  test("passwords are stored as scrypt hashes at or above OWASP's parameters", async ({
    request,
    account: { email },
  }) => {
    const user = userByEmail(email);
    const accounts = withDb(
      (db) =>
        db.prepare('SELECT providerId, password FROM "account" WHERE userId = ?').all(user.id) as Array<{
          providerId: string;
          password: string | null;
        }>,
    );
    expect(accounts.map((a) => a.providerId)).toEqual(["credential"]);
    const hash = accounts[0]?.password ?? "";
    expect(hash).not.toContain(PASSWORD);
    const match = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/]+=*)\$([A-Za-z0-9+/]+=*)$/.exec(hash);
    expect(match, `stored hash ${hash.slice(0, 20)}…`).not.toBeNull();
    const [, N, r, p, salt, key] = match as RegExpExecArray;
    // OWASP Password Storage Cheat Sheet: scrypt with N=2^17 (128 MiB), r=8, p=1 at the least.
    expect(Number(N)).toBeGreaterThanOrEqual(2 ** 17);
    expect(Number(r)).toBeGreaterThanOrEqual(8);
    expect(Number(p)).toBeGreaterThanOrEqual(1);
    expect(Buffer.from(salt as string, "base64").length).toBeGreaterThanOrEqual(16);
    expect(Buffer.from(key as string, "base64").length).toBeGreaterThanOrEqual(32);

    // A second account with the same password gets another salt, so another hash.
    const twin = uniqueEmail("twin");
    await signUpVia(request, twin);
    const twinHash = withDb(
      (db) =>
        (
          db.prepare('SELECT password FROM "account" WHERE userId = ?').get(userByEmail(twin).id) as {
            password: string;
          }
        ).password,
    );
    expect(twinHash).not.toBe(hash);
  });
});

test.describe("SECURITY 13: the session cookie", () => {
  test("is HttpOnly, SameSite=Lax, host-only, and not Secure on this http test server", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail();
    const response = await signUpVia(request, email);
    const cookie = setCookie(response, SESSION_COOKIE) ?? "";
    const attributes = cookie
      .split(";")
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
    expect(attributes.some((a) => a.startsWith("domain="))).toBe(false);
    // Secure is set when BASE_URL is https (production); the e2e server runs on http://127.0.0.1.
    expect(BASE_URL.startsWith("http://")).toBe(true);
    expect(attributes).not.toContain("secure");

    await signInBrowser(page, email);
    await open(page, "/");
    const stored = await sessionTokenIn(page.context());
    expect(stored).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      secure: false,
      domain: "127.0.0.1",
      path: "/",
    });
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
  });

  test("every sign-in gets a new token and ends the one before", async ({ request, newDevice }) => {
    const email = uniqueEmail();
    const signUp = await signUpVia(request, email);
    const first = sessionCookieValue(signUp);
    const signIn = await signInVia(request, email);
    expect(signIn.status()).toBe(302);
    const second = sessionCookieValue(signIn);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(sessionCount(userByEmail(email).id)).toBe(1);

    const device = await newDevice();
    await device.context.addCookies([{ name: SESSION_COOKIE, value: first as string, url: BASE_URL }]);
    await device.page.goto("/");
    await expectSignedOut(device.page);
    await device.context.addCookies([{ name: SESSION_COOKIE, value: second as string, url: BASE_URL }]);
    await device.page.goto("/");
    await expectSignedIn(device.page);
  });

  test("after sign-out the old token no longer works", async ({ page, newDevice }) => {
    const email = uniqueEmail();
    await signUpVia(page.request, email);
    await open(page, "/");
    const token = await sessionTokenIn(page.context());
    expect(token).toBeDefined();
    await (await openAccountMenu(page)).getByRole("button", { name: "Logout" }).click();
    await expectToast(page, t.toast.logout);
    await expectSignedOut(page);

    const device = await newDevice();
    await device.context.addCookies([{ name: SESSION_COOKIE, value: token?.value as string, url: BASE_URL }]);
    await device.page.goto("/");
    await expectSignedOut(device.page);
    const admin = await device.page.request.get("/admin", { maxRedirects: 0 });
    expect(admin.headers().location).toBe("/signin?redirectTo=%2Fadmin");
    expect(sessionCount(userByEmail(email).id)).toBe(0);
  });

  test("a password reset ends every session of the user", async ({
    newDevice,
    request,
    account: { email },
  }) => {
    const devices = [await newDevice(), await newDevice()];
    for (const device of devices) {
      await signInBrowser(device.page, email);
      await device.page.goto("/");
      await expectSignedIn(device.page);
    }
    const before = new Date();
    await postForm(request, "/forgot-password", { email });
    const mail = await waitForEmail({ to: email, subject: /Set a new password/, after: before });
    const link = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0] ?? "");
    const reset = await postForm(request, "/reset-password", {
      token: link.searchParams.get("token") ?? "",
      password: "brand-new-pass-3",
      confirmPassword: "brand-new-pass-3",
    });
    expect(reset.status()).toBe(302);
    expect(reset.headers().location).toBe("/signin");

    expect(sessionCount(userByEmail(email).id)).toBe(0);
    for (const device of devices) {
      await device.page.reload();
      await expectSignedOut(device.page);
    }
  });
});
