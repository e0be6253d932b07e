// Account steps of the browser tests: accounts made through the site's own forms, the database the server
// writes, cookies and toasts as the server sends them. The signed-in member and admin of a test come from
// the fixtures (fixtures.ts), which use these steps.
import { execFileSync } from "node:child_process";
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import Database from "better-sqlite3";
import { accounts } from "../../app/lib/i18n/en/accounts";
import { BASE_URL, DB_FILE, serverEnv } from "./env";
import { main, mainNav } from "./helpers";

export const t = accounts;
export const SESSION_COOKIE = "better-auth.session_token";
export const PASSWORD = "handball-pass-1";

/**
 * For what waits on a password hash: scrypt at N=2^17 (128 MiB) takes a fraction of a second on an idle
 * machine and several on a busy one, and a sign-up makes two (hash, then the sign-in's check).
 */
export const HASHING = { timeout: 20_000 };

let serial = 0;

/** An address no other test uses: the database lives for the whole run. */
export function uniqueEmail(tag = "member") {
  serial += 1;
  return `${tag}-${test.info().testId}-${Date.now()}-${serial}@example.org`.toLowerCase();
}

/** Opens the page and waits until the scripts have loaded, so forms are checked in the browser. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  return response;
}

/** Runs `fn` with the server's database (the server keeps it open too: WAL, so both can). */
export function withDb<T>(fn: (db: Database.Database) => T, file = DB_FILE): T {
  const db = new Database(file, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/**
 * Forgets the rate-limit counts of these buckets: every request of the run comes from 127.0.0.1, so a
 * spec whose tests each register or check out clears them before each test (docs/security.md #30).
 */
export function resetRateLimits(buckets: string[]) {
  withDb((db) =>
    db
      .prepare(`DELETE FROM rate_events WHERE bucket IN (${buckets.map(() => "?").join(", ")})`)
      .run(...buckets),
  );
}

export type UserRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: number;
  role: string | null;
  lastSignInAt: string | null;
};

export function usersWithEmail(email: string, file = DB_FILE) {
  return withDb((db) => db.prepare('SELECT * FROM "user" WHERE email = ?').all(email) as UserRow[], file);
}

export function userByEmail(email: string, file = DB_FILE) {
  const rows = usersWithEmail(email, file);
  expect(rows, `users with the address ${email}`).toHaveLength(1);
  return rows[0] as UserRow;
}

export function setRoleInDb(email: string, role: string) {
  const changed = withDb(
    (db) => db.prepare('UPDATE "user" SET role = ? WHERE email = ?').run(role, email).changes,
  );
  expect(changed, `users updated for ${email}`).toBe(1);
}

export function sessionCount(userId: string) {
  return withDb(
    (db) =>
      (db.prepare('SELECT count(*) AS n FROM "session" WHERE userId = ?').get(userId) as { n: number }).n,
  );
}

/** The Set-Cookie headers of a response, one string each. */
export function setCookies(response: APIResponse) {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value);
}

/** The last Set-Cookie header of the named cookie (the one the browser keeps), or undefined. */
export function setCookie(response: APIResponse, name: string) {
  return setCookies(response)
    .filter((cookie) => cookie.startsWith(`${name}=`))
    .at(-1);
}

/** The session cookie's value the response left the browser with (token and signature), or undefined. */
export function sessionCookieValue(response: APIResponse) {
  const cookie = setCookie(response, SESSION_COOKIE);
  return cookie ? cookie.slice(SESSION_COOKIE.length + 1).split(";")[0] : undefined;
}

export type ToastPayload = { title: string; description?: string; variant?: string };

/**
 * The toast a redirect carries, read from its signed cookie (React Router's format: base64 JSON, a dot,
 * the signature). The signature is the server's business; the tests read what the visitor will see.
 */
export function toastOf(response: APIResponse): ToastPayload | undefined {
  const cookie = setCookie(response, "toast");
  if (!cookie) return undefined;
  const value = decodeURIComponent(cookie.slice("toast=".length).split(";")[0] ?? "");
  const payload = value.slice(0, value.lastIndexOf("."));
  return JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as ToastPayload;
}

/** What a data request (`/x.data`) answered with for a redirect, decoded from React Router's turbo-stream. */
export function singleFetchRedirect(body: string) {
  const values = JSON.parse(body) as unknown[];
  const object = values.find((v) => v !== null && typeof v === "object" && !Array.isArray(v)) as
    | Record<string, number>
    | undefined;
  if (!object) return {};
  return Object.fromEntries(
    Object.entries(object).map(([key, index]) => [values[Number(key.slice(1))], values[index]]),
  ) as { redirect?: string; status?: number };
}

/** The page as a visitor would compare it: without the per-request CSP nonce. */
export function comparable(html: string) {
  return html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/'nonce-[^']*'/g, "'nonce-'");
}

const sameOrigin = { Origin: BASE_URL };

/** Signs up through the form's endpoint (no JavaScript needed), which signs the new account in. */
export async function signUpVia(
  api: APIRequestContext,
  email: string,
  { name = "Test Member", password = PASSWORD, extra = {} as Record<string, string>, origin = BASE_URL } = {},
) {
  const response = await api.post("/signup", {
    form: { name, email, password, confirmPassword: password, ...extra },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-up of ${email}`).toBe(302);
  return response;
}

/** A person's name no other test uses (letters only, as a name). */
export function uniqueName(first = "Member") {
  serial += 1;
  const letters = `${Date.now().toString(36)}${serial}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)] ?? "");
  return `${first} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/** A new member with a unique name and address, signed in on `api` (a page's request signs its browser in). */
export async function signUpMember(api: APIRequestContext, first = "Member") {
  const email = uniqueEmail("member");
  const name = uniqueName(first);
  await signUpVia(api, email, { name });
  return { email, name };
}

export async function signInVia(api: APIRequestContext, email: string, password = PASSWORD, query = "") {
  return api.post(`/signin${query}`, {
    form: { email, password },
    headers: sameOrigin,
    maxRedirects: 0,
  });
}

export async function postForm(api: APIRequestContext, path: string, form: Record<string, string>) {
  return api.post(path, { form, headers: sameOrigin, maxRedirects: 0 });
}

/** Whether the context's cookies belong to a signed-in user: /signin sends signed-in users home. */
export async function isSignedIn(api: APIRequestContext) {
  const response = await api.get("/signin", { maxRedirects: 0 });
  expect([200, 302], "status of /signin").toContain(response.status());
  return response.status() === 302;
}

/** The environment for a child process: this one's, without the test runner's Node options. */
export function childEnv() {
  const { NODE_OPTIONS: _options, ...env } = process.env;
  return env;
}

/** `npm run admin:promote -- email` against the e2e database; returns the exit code and the output. */
export function promoteByCommand(email: string) {
  try {
    const stdout = execFileSync("npx", ["tsx", "scripts/promote-admin.ts", email], {
      env: { ...childEnv(), ...serverEnv },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    return { status: 0, stdout };
  } catch (error) {
    const failure = error as { status: number | null; stdout: string; stderr: string };
    return { status: failure.status, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/** A new account made an administrator by the command, as the first admin of a site is. */
export async function createAdmin(api: APIRequestContext, tag = "admin") {
  const email = uniqueEmail(tag);
  await signUpVia(api, email, { name: "Test Admin" });
  const promoted = promoteByCommand(email);
  expect(promoted, `promotion of ${email}`).toMatchObject({
    status: 0,
    stdout: `Success: ${email} is now an administrator.\n`,
  });
  return email;
}

/** The toast with this title in the notifications region. */
export function toast(page: Page, title: string) {
  return page
    .getByRole("region", { name: "Notifications" })
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) });
}

export async function expectToast(
  page: Page,
  { title, description }: { title: string; description?: string },
  variant: "default" | "destructive" = "default",
) {
  const item = toast(page, title);
  await expect(item).toBeVisible();
  if (description) await expect(item).toContainText(description);
  await expect(item).toHaveAttribute("data-variant", variant);
}

export async function expectSignedIn(page: Page, { admin = false } = {}) {
  const nav = mainNav(page);
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Sign Up" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(admin ? 1 : 0);
  await expect(nav.getByRole("link", { name: "Users", exact: true })).toHaveCount(admin ? 1 : 0);
}

export async function expectSignedOut(page: Page) {
  const nav = mainNav(page);
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign Up" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Logout" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
}

/** The input labelled `label` in the page's main content. */
export function field(page: Page, label: string) {
  return page.getByRole("main").getByLabel(label, { exact: true });
}

/** The field is marked invalid and its description (the message under it) is `message`. */
export async function expectFieldError(page: Page, label: string, message: string) {
  await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, label)).toHaveAccessibleDescription(message);
}

export async function expectFieldValid(page: Page, label: string) {
  await expect(field(page, label)).not.toHaveAttribute("aria-invalid");
  await expect(field(page, label)).toHaveAccessibleDescription("");
}

export async function sessionTokenIn(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Fills the sign-in form and sends it. */
export async function fillSignIn(page: Page, email: string, password: string) {
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await main(page).getByRole("button", { name: "Sign In" }).click();
}

/** Fills the sign-up form and sends it. */
export async function fillSignUp(
  page: Page,
  values: { name: string; email: string; password: string; confirmPassword: string },
) {
  await field(page, "Name").fill(values.name);
  await field(page, "Email").fill(values.email);
  await field(page, "Password").fill(values.password);
  await field(page, "Confirm Password").fill(values.confirmPassword);
  await main(page).getByRole("button", { name: "Sign Up" }).click();
}
