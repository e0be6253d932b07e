// Account steps of the browser tests: accounts made through the site's own forms and the promote
// command, the session cookie, and the sign-in and sign-up forms. The signed-in member and admin of a
// test come from the fixtures (fixtures.ts), which use these steps.
import { execFileSync } from "node:child_process";
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { accounts } from "~/texts/en/accounts";
import { withDb } from "./db";
import { BASE_URL, serverEnv } from "./env";
import { expectToast, field, main } from "./helpers";
import { sameOrigin, setCookie } from "./http";

export const t = accounts;
export const SESSION_COOKIE = "better-auth.session_token";
export const PASSWORD = "handball-pass-1";

/**
 * For what waits on a password hash: scrypt at N=2^17 (128 MiB) takes a fraction of a second on an idle
 * machine and several on a busy one, and a sign-up makes two (hash, then the sign-in's check).
 */
export const HASHING = { timeout: 20_000 };

/** The toasts of the admin guard: a visitor is sent to sign in, a member is turned away. */
export const deniedToasts = {
  visitor: { title: t.toast.accessDenied, description: t.toast.signInForAdmin, variant: "destructive" },
  member: { title: t.toast.accessDenied, description: t.toast.adminsOnly, variant: "destructive" },
} as const;

/** The page shows the admin guard's toast for a `who` that may not see an admin page. */
export async function expectDenied(page: Page, who: keyof typeof deniedToasts) {
  const { variant, ...toast } = deniedToasts[who];
  await expectToast(page, toast, variant);
}

let serial = 0;

/** An address no other test uses: the database lives for the whole run. */
export function uniqueEmail(tag = "member") {
  serial += 1;
  return `${tag}-${test.info().testId}-${Date.now()}-${serial}@example.org`.toLowerCase();
}

/** The session cookie's value the response left the browser with (token and signature), or undefined. */
export function sessionCookieValue(response: APIResponse) {
  const cookie = setCookie(response, SESSION_COOKIE);
  return cookie ? cookie.slice(SESSION_COOKIE.length + 1).split(";")[0] : undefined;
}

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
    const stdout = execFileSync("npx", ["tsx", "scripts/ops/promote-admin.ts", email], {
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

/**
 * A new account made an administrator, as `npm run admin:promote` does it (the role in the database, read
 * on the next request). The command itself is tested in accounts-admin.spec.ts; starting it for every test
 * that needs an administrator cost seconds of both cores each time.
 */
export async function createAdmin(api: APIRequestContext, tag = "admin") {
  const email = uniqueEmail(tag);
  await signUpVia(api, email, { name: "Test Admin" });
  const promoted = withDb((db) => db.prepare(`UPDATE "user" SET role = 'admin' WHERE email = ?`).run(email));
  expect(promoted.changes, `promotion of ${email}`).toBe(1);
  return email;
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
