// Accounts end to end: sign-up, sign-in, sign-out, password reset, admin access and promotion, and the
// account checks of docs/security.md (#1, #3, #4, #8-13), in Chromium against the production build.
//
// Every request of the run comes from 127.0.0.1, and sign-in is throttled per client after 10 failures
// in 15 minutes: failed sign-ins here add up across the whole run. This file makes 6 against the shared
// server (two wrong passwords in the form tests, two in the "reveals nothing" test, one sign-up with a
// taken address, one old password after a reset); the throttling tests run against a second server with
// a database of their own (the last describe block). Keep new failing sign-ins there.
import { rmSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import routes from "../../app/routes";
import { type Site, startSite } from "../../scripts/support/harness";
import {
  comparable,
  createAdmin,
  expectFieldError,
  expectFieldValid,
  expectSignedIn,
  expectSignedOut,
  expectToast,
  field,
  HASHING,
  isSignedIn,
  newDevice,
  open,
  PASSWORD,
  postForm,
  promoteByCommand,
  SESSION_COOKIE,
  sessionCookieValue,
  sessionCount,
  sessionTokenIn,
  setCookie,
  setRoleInDb,
  signInVia,
  signUpVia,
  singleFetchRedirect,
  t,
  toastOf,
  uniqueEmail,
  userByEmail,
  usersWithEmail,
  withDb,
} from "./accounts";
import { BASE_URL, SITE, serverEnv, THROTTLE_PORT } from "./env";
import { expect, expectNoViolations, mainNav, test } from "./helpers";
import { emailsTo, waitForEmail } from "./mail";

// Most tests here hash passwords (scrypt, 128 MiB each) several times: a busy machine needs the time.
test.describe.configure({ timeout: 90_000 });

const v = t.validation;
const adminTexts = {
  notFound: "User not found",
  alreadyAdmin: "Already an admin",
  success: "Success",
};

function main(page: Page) {
  return page.getByRole("main");
}

async function fillSignIn(page: Page, email: string, password: string) {
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await main(page).getByRole("button", { name: "Sign In" }).click();
}

async function fillSignUp(
  page: Page,
  values: { name: string; email: string; password: string; confirmPassword: string },
) {
  await field(page, "Name").fill(values.name);
  await field(page, "Email").fill(values.email);
  await field(page, "Password").fill(values.password);
  await field(page, "Confirm Password").fill(values.confirmPassword);
  await main(page).getByRole("button", { name: "Sign Up" }).click();
}

/** Signs the browser in without the form (the form has tests of its own). */
async function signInBrowser(page: Page, email: string, password = PASSWORD) {
  const response = await signInVia(page.request, email, password);
  expect(response.status(), `sign-in of ${email}`).toBe(302);
}

test.describe("sign up, sign out, sign in", () => {
  test("a visitor signs up, signs out and signs in again, and the navigation follows", async ({ page }) => {
    const email = uniqueEmail();
    await open(page, "/signup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign Up");
    await expectSignedOut(page);
    await fillSignUp(page, { name: "Jo Member", email, password: PASSWORD, confirmPassword: PASSWORD });
    await expect(page).toHaveURL("/", HASHING);
    await expectToast(page, t.toast.signupSuccess);
    await expectSignedIn(page);

    // A signed-in user has no business on the sign-in and sign-up pages.
    await page.goto("/signin");
    await expect(page).toHaveURL("/");
    await page.goto("/signup");
    await expect(page).toHaveURL("/");

    await open(page, "/");
    await mainNav(page).getByRole("button", { name: "Logout" }).click();
    await expectToast(page, t.toast.logout);
    await expectSignedOut(page);
    await expect(page).toHaveURL("/");

    await mainNav(page).getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/signin");
    await page.waitForLoadState("networkidle");
    await fillSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL("/", HASHING);
    await expectToast(page, t.toast.loginSuccess);
    await expectSignedIn(page);

    const user = userByEmail(email);
    expect(user.name).toBe("Jo Member");
    expect(user.role).toBe("user");
  });

  test("sign-in and sign-up link to each other and to the password reset", async ({ page }) => {
    await open(page, "/signin");
    await expect(main(page).getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    await expect(main(page).getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await main(page).getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL("/signup");
    await expect(main(page).getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/signin");
    await main(page).getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/signin");
    await main(page).getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.forgot.title);
  });
});

for (const javaScript of [true, false]) {
  const how = javaScript ? "in the browser" : "by the server, without JavaScript";

  test.describe(`validation ${how}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    /** Submits and checks where the check happened: no request with JavaScript, a 400 without. */
    async function submit(page: Page, path: string, act: () => Promise<void>, status = 400) {
      if (javaScript) {
        const posts: string[] = [];
        const listener = (request: { method(): string; url(): string }) => {
          if (request.method() === "POST") posts.push(request.url());
        };
        page.on("request", listener);
        await act();
        // The errors are on screen before this returns (the callers check them); give a request a moment.
        await page.waitForTimeout(100);
        page.off("request", listener);
        expect(posts, "requests sent by a form the browser should have stopped").toEqual([]);
      } else {
        const response = page.waitForResponse(
          (r) => r.request().method() === "POST" && new URL(r.url()).pathname === path,
        );
        await act();
        expect((await response).status(), `status of the POST to ${path}`).toBe(status);
      }
    }

    test("the sign-in form shows each message next to its field", async ({ page }) => {
      await open(page, "/signin");
      await submit(page, "/signin", () => fillSignIn(page, "not-an-email", PASSWORD));
      await expectFieldError(page, "Email", v.invalidEmail);
      await expectFieldValid(page, "Password");

      await submit(page, "/signin", () => fillSignIn(page, "someone@example.org", "12345"));
      await expectFieldError(page, "Password", v.passwordMin);
      await expectFieldValid(page, "Email");
      await expect(main(page).getByRole("alert")).toHaveCount(0);

      for (const [email, password] of [
        ["", PASSWORD],
        ["someone@example.org", ""],
        ["", ""],
      ] as const) {
        await submit(page, "/signin", () => fillSignIn(page, email, password));
        await expect(main(page).getByRole("alert")).toHaveText(v.missingCredentials);
        await expectFieldValid(page, "Email");
        await expectFieldValid(page, "Password");
      }
    });

    test("the sign-up form shows each message next to its field", async ({ page }) => {
      await open(page, "/signup");
      await submit(page, "/signup", () =>
        fillSignUp(page, { name: "A", email: "jo@", password: "12345", confirmPassword: "12345" }),
      );
      await expectFieldError(page, "Name", v.nameMin);
      await expectFieldError(page, "Email", v.invalidEmail);
      await expectFieldError(page, "Password", v.passwordMin);
      await expectFieldValid(page, "Confirm Password");

      await submit(page, "/signup", () =>
        fillSignUp(page, {
          name: "Jo",
          email: "jo@example.org",
          password: PASSWORD,
          confirmPassword: `${PASSWORD}x`,
        }),
      );
      await expectFieldError(page, "Confirm Password", v.passwordsDiffer);
      for (const label of ["Name", "Email", "Password"]) await expectFieldValid(page, label);

      for (const [email, password] of [
        ["", PASSWORD],
        ["jo@example.org", ""],
      ] as const) {
        await submit(page, "/signup", () =>
          fillSignUp(page, { name: "Jo", email, password, confirmPassword: password }),
        );
        await expect(main(page).getByRole("alert")).toHaveText(v.missingCredentials);
      }
      expect(usersWithEmail("jo@example.org")).toEqual([]);
    });

    test("a wrong password is refused with a message that names neither field", async ({ page, request }) => {
      const email = uniqueEmail();
      await signUpVia(request, email);
      await open(page, "/signin");
      // A valid form: it goes to the server, which refuses the password.
      const response = page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/signin"),
      );
      await fillSignIn(page, email, `${PASSWORD}-wrong`);
      expect((await response).status()).toBe(401);
      await expect(main(page).getByRole("alert")).toHaveText(t.toast.invalidCredentials);
      await expect(page).toHaveURL("/signin");
      await expectSignedOut(page);
      if (javaScript) {
        await expectToast(
          page,
          { title: t.toast.loginFailed.title, description: t.toast.invalidCredentials },
          "destructive",
        );
      }
    });
  });
}

test.describe("redirectTo", () => {
  test("a visitor sent to sign in from an admin page comes back to it", async ({ page, request }) => {
    const email = await createAdmin(request);
    await page.goto("/admin/users");
    await expect(page).toHaveURL("/signin?redirectTo=%2Fadmin%2Fusers");
    await expectToast(
      page,
      { title: t.toast.accessDenied, description: t.toast.signInForAdmin },
      "destructive",
    );
    await page.waitForLoadState("networkidle");
    await fillSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL("/admin/users", HASHING);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage Users");
    await expectToast(page, t.toast.loginSuccess);
  });

  test("the sign-up link keeps the way back", async ({ page }) => {
    await open(page, "/signin?redirectTo=%2Fadmin%2Fusers");
    await expect(main(page).getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "/signup?redirectTo=%2Fadmin%2Fusers",
    );
  });

  test("a redirectTo that leaves the site lands on the home page (SECURITY 9)", async ({ page, request }) => {
    const email = uniqueEmail();
    await signUpVia(request, email);
    for (const target of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/\r\nLocation: https://evil.example",
    ]) {
      const response = await signInVia(request, email, PASSWORD, `?redirectTo=${encodeURIComponent(target)}`);
      expect(response.status(), `sign-in with redirectTo=${target}`).toBe(302);
      expect(response.headers().location, `redirect of redirectTo=${target}`).toBe("/");
    }
    // And in the browser, through the form.
    await open(page, "/signin?redirectTo=%2F%2Fevil.example");
    await fillSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL("/", HASHING);
    await expectToast(page, t.toast.loginSuccess);
  });
});

test.describe("admins", () => {
  test("the promote command makes an admin, who sees the admin pages", async ({ page }) => {
    const email = uniqueEmail("first-admin");
    await signUpVia(page.request, email);
    await open(page, "/");
    await expectSignedIn(page, { admin: false });

    expect(promoteByCommand(email)).toMatchObject({
      status: 0,
      stdout: `Success: ${email} is now an administrator.\n`,
    });
    expect(promoteByCommand(email)).toMatchObject({
      status: 0,
      stdout: `Already an admin: ${email} is already an administrator.\n`,
    });
    const unknown = uniqueEmail("nobody");
    expect(promoteByCommand(unknown)).toMatchObject({
      status: 1,
      stdout: `User not found: No user with email ${unknown} exists in the system.\n`,
    });
    const invalid = promoteByCommand("not-an-email");
    expect(invalid).toMatchObject({ status: 2, stdout: "" });
    expect(invalid.stderr).toContain(`${v.validEmail}. Usage: npm run admin:promote -- someone@example.org`);
    expect(usersWithEmail(unknown)).toEqual([]);

    // No new sign-in: the role is read on every request.
    await open(page, "/");
    await expectSignedIn(page, { admin: true });
    await mainNav(page).getByRole("link", { name: "Admin", exact: true }).click();
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    await expect(main(page).getByRole("link", { name: "Manage Users" })).toHaveAttribute(
      "href",
      "/admin/users",
    );
    await expect(main(page).getByRole("link", { name: "Add New Event" })).toHaveAttribute(
      "href",
      "/admin/events/new",
    );
    await main(page).getByRole("link", { name: "Manage Users" }).click();
    await expect(page).toHaveURL("/admin/users");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage Users");
    await mainNav(page).getByRole("link", { name: "Users", exact: true }).click();
    await expect(page).toHaveURL("/admin/users");
  });

  test("an admin promotes users by e-mail on the users page", async ({ page, request }) => {
    const admin = await createAdmin(page.request);
    const member = uniqueEmail("member");
    await signUpVia(request, member, { name: "Promoted Member" });
    await open(page, "/admin/users");

    const promote = async (email: string) => {
      await main(page).getByLabel("User email").fill(email);
      await main(page).getByRole("button", { name: "Promote to Admin" }).click();
    };

    await promote("not-an-email");
    await expectFieldError(page, "User email", v.validEmail);

    const unknown = uniqueEmail("nobody");
    await promote(unknown);
    await expectToast(
      page,
      { title: adminTexts.notFound, description: `No user with email ${unknown} exists in the system.` },
      "destructive",
    );
    await expect(page).toHaveURL("/admin/users");
    expect(usersWithEmail(unknown)).toEqual([]);

    await promote(admin);
    await expectToast(page, {
      title: adminTexts.alreadyAdmin,
      description: `${admin} is already an administrator.`,
    });

    const row = main(page).getByRole("row").filter({ hasText: member });
    await expect(row.getByRole("cell").nth(2)).toHaveText("user");
    await promote(member.toUpperCase());
    await expectToast(page, { title: adminTexts.success, description: `${member} is now an administrator.` });
    await expect(page).toHaveURL("/admin/users");
    await expect(row.getByRole("cell").nth(2)).toHaveText("admin");
    expect(userByEmail(member).role).toBe("admin");
  });

  test("the promote form is checked by the server too", async ({ request }) => {
    await createAdmin(request);
    const response = await postForm(request, "/admin/users", { email: "not-an-email" });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(v.validEmail);
  });

  test("the user list shows each user's role, creation and last sign-in", async ({ page }) => {
    const admin = await createAdmin(page.request);
    // An account that never signed in: sign-up signs in, so one made some other way (an import).
    const never = uniqueEmail("never");
    const now = new Date().toISOString();
    withDb((db) =>
      db
        .prepare(
          'INSERT INTO "user" (id, name, email, emailVerified, createdAt, updatedAt, role) VALUES (?, ?, ?, 0, ?, ?, ?)',
        )
        .run(`never-${Date.now()}`, "Never Signed In", never, now, now, "user"),
    );
    await open(page, "/admin/users");
    const headers = main(page).getByRole("table").getByRole("columnheader");
    await expect(headers).toHaveText(["Email", "Name", "Role", "Created", "Last sign-in"]);

    const neverRow = main(page).getByRole("row").filter({ hasText: never });
    await expect(neverRow.getByRole("cell")).toHaveText([never, "Never Signed In", "user", /\d{4}/, "Never"]);
    const adminRow = main(page).getByRole("row").filter({ hasText: admin });
    await expect(adminRow.getByRole("cell")).toHaveText([admin, "Test Admin", "admin", /\d{4}/, /\d{4}/]);
    await expect(adminRow.getByRole("cell").nth(4)).not.toHaveText("Never");
  });
});

test.describe("the e-mail outbox", () => {
  test("an admin sends a failed e-mail again and stays on the outbox", async ({ page }) => {
    await createAdmin(page.request);
    const to = uniqueEmail("recipient");
    const subject = `Undelivered ${Date.now()}`;
    const now = new Date().toISOString();
    withDb((db) =>
      db
        .prepare(
          `INSERT INTO outbox (to_address, subject, text_body, html_body, kind, status, attempts, next_attempt_at, last_error, created_at)
           VALUES (?, ?, 'Hello', '<p>Hello</p>', 'test', 'failed', 5, ?, 'connection refused', ?)`,
        )
        .run(to, subject, now, now),
    );
    await open(page, "/admin/outbox?status=failed");
    const row = main(page).getByRole("row").filter({ hasText: subject });
    await expect(row.getByRole("cell").nth(3)).toHaveText("Failed");
    await row.getByRole("button", { name: "Retry" }).click();
    await expectToast(page, {
      title: "E-mail queued",
      description: "The e-mail will be sent again in a moment.",
    });
    await expect(page).toHaveURL("/admin/outbox?status=failed");
    const mail = await waitForEmail({ to, subject: new RegExp(subject) });
    expect(mail.text.trim()).toBe("Hello");
  });
});

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every URL path of the route table, with `:param` segments as "1" and splats as "x". */
function routePaths(entries: readonly RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path
      ? entry.path
          .split("/")
          .map((segment) => (segment.startsWith(":") ? "1" : segment === "*" ? "x" : segment))
          .join("/")
      : "";
    const full = [parent, own].filter(Boolean).join("/");
    return [full, ...routePaths(entry.children ?? [], full)];
  });
}

const adminPaths = [...new Set(routePaths(routes as RouteEntry[]))].filter(
  (path) => path === "admin" || path.startsWith("admin/"),
);

test.describe("access to the admin area (SECURITY 1, 4)", () => {
  test("the route table has admin routes to check", () => {
    expect(adminPaths).toEqual(expect.arrayContaining(["admin", "admin/users", "admin/outbox"]));
  });

  test("every admin route refuses a visitor and a member, for pages, forms and data", async ({
    playwright,
    request,
  }) => {
    const member = await playwright.request.newContext({ baseURL: BASE_URL });
    try {
      await signUpVia(member, uniqueEmail());
      const visitorToast = {
        title: t.toast.accessDenied,
        description: t.toast.signInForAdmin,
        variant: "destructive",
      };
      const memberToast = {
        title: t.toast.accessDenied,
        description: t.toast.adminsOnly,
        variant: "destructive",
      };

      for (const path of adminPaths) {
        const url = `/${path}`;
        const signIn = `/signin?redirectTo=${encodeURIComponent(url)}`;
        const cases = [
          { who: "visitor", api: request, to: signIn, toast: visitorToast },
          { who: "member", api: member, to: "/", toast: memberToast },
        ];
        for (const { who, api, to, toast } of cases) {
          const get = await api.get(url, { maxRedirects: 0 });
          expect(get.status(), `GET ${url} as a ${who}`).toBe(302);
          expect(get.headers().location, `GET ${url} as a ${who}`).toBe(to);
          expect(toastOf(get), `toast of GET ${url} as a ${who}`).toEqual(toast);

          const post = await api.post(url, {
            form: { email: "someone@example.org", intent: "delete", id: "1" },
            headers: { Origin: BASE_URL },
            maxRedirects: 0,
          });
          expect(post.status(), `POST ${url} as a ${who}`).toBe(302);
          expect(post.headers().location, `POST ${url} as a ${who}`).toBe(to);
          expect(toastOf(post), `toast of POST ${url} as a ${who}`).toEqual(toast);

          // What a client-side navigation fetches: refused the same way, and the way back is the page's URL.
          const data = await api.get(`${url}.data`, { maxRedirects: 0 });
          expect(data.status(), `GET ${url}.data as a ${who}`).toBe(202);
          expect(singleFetchRedirect(await data.text()), `GET ${url}.data as a ${who}`).toEqual({
            redirect: to,
            status: 302,
            revalidate: true,
            reload: false,
            replace: false,
          });
          const dataPost = await api.post(`${url}.data`, {
            form: { email: "someone@example.org" },
            headers: { Origin: BASE_URL },
            maxRedirects: 0,
          });
          expect(dataPost.status(), `POST ${url}.data as a ${who}`).toBe(202);
          expect(singleFetchRedirect(await dataPost.text()).redirect, `POST ${url}.data as a ${who}`).toBe(
            to,
          );
        }
      }
    } finally {
      await member.dispose();
    }
  });

  test("a visitor is turned away on screen with the spec's toast", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL("/signin?redirectTo=%2Fadmin");
    await expectToast(
      page,
      { title: t.toast.accessDenied, description: t.toast.signInForAdmin },
      "destructive",
    );
  });

  test("a member is turned away on screen with the spec's toast", async ({ page }) => {
    await signUpVia(page.request, uniqueEmail());
    await page.goto("/admin/users");
    await expect(page).toHaveURL("/");
    await expectToast(page, { title: t.toast.accessDenied, description: t.toast.adminsOnly }, "destructive");
  });

  test("an admin whose role is removed is refused on the very next request (SECURITY 4)", async ({
    page,
    request,
  }) => {
    const admin = await createAdmin(page.request);
    const member = uniqueEmail();
    await signUpVia(request, member);
    await open(page, "/admin/users");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage Users");

    setRoleInDb(admin, "user");
    // The page is still on screen; the next thing the former admin does is refused.
    await main(page).getByLabel("User email").fill(member);
    await main(page).getByRole("button", { name: "Promote to Admin" }).click();
    await expect(page).toHaveURL("/");
    await expectToast(page, { title: t.toast.accessDenied, description: t.toast.adminsOnly }, "destructive");
    await expectSignedIn(page, { admin: false });
    expect(userByEmail(member).role).toBe("user");

    const response = await page.request.get("/admin/users", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/");
  });
});

test.describe("SECURITY 3: sign-up ignores fields the client must not set", () => {
  test("role and emailVerified sent with the form are ignored", async ({ request }) => {
    const email = uniqueEmail();
    await signUpVia(request, email, {
      extra: { role: "admin", emailVerified: "true", isAdmin: "true", lastSignInAt: "2000-01-01T00:00:00Z" },
    });
    const user = userByEmail(email);
    expect(user.role).toBe("user");
    expect(user.emailVerified).toBe(0);
    expect(user.lastSignInAt).not.toBe("2000-01-01T00:00:00Z");
    const admin = await request.get("/admin", { maxRedirects: 0 });
    expect(admin.headers().location).toBe("/");
  });

  test("better-auth's own endpoints are not there to go around the forms", async ({ request }) => {
    const email = uniqueEmail();
    const response = await request.post("/api/auth/sign-up/email", {
      data: { name: "Sneaky", email, password: PASSWORD, role: "admin" },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(404);
    expect(usersWithEmail(email)).toEqual([]);
  });
});

test.describe("SECURITY 8: cross-site requests", () => {
  const evil = { Origin: "https://evil.example" };

  test("a POST from another site is refused and changes nothing", async ({ playwright, request }) => {
    const admin = await playwright.request.newContext({ baseURL: BASE_URL });
    try {
      await createAdmin(admin);
      const member = uniqueEmail();
      await signUpVia(request, member);

      const newcomer = uniqueEmail("newcomer");
      const attempts: Array<[APIRequestContext, string, Record<string, string>]> = [
        [
          request,
          "/signup",
          { name: "Evil", email: newcomer, password: PASSWORD, confirmPassword: PASSWORD },
        ],
        [request, "/signin", { email: member, password: PASSWORD }],
        [request, "/logout", {}],
        [request, "/forgot-password", { email: member }],
        [request, "/reset-password", { token: "whatever", password: PASSWORD, confirmPassword: PASSWORD }],
        [admin, "/admin/users", { email: member }],
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
        db.prepare("SELECT count(*) AS n FROM outbox WHERE to_address = ?").get(member),
      ) as { n: number };
      expect(queued.n, "e-mails queued by a cross-site reset request").toBe(0);
      expect(await isSignedIn(admin)).toBe(true);
    } finally {
      await admin.dispose();
    }
  });

  test("a GET of /logout does not sign out", async ({ page }) => {
    await signUpVia(page.request, uniqueEmail());
    const response = await page.request.get("/logout", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/");
    expect(setCookie(response, SESSION_COOKIE)).toBeUndefined();
    await page.goto("/logout");
    await expect(page).toHaveURL("/");
    await expectSignedIn(page);
  });
});

test.describe("SECURITY 11: nothing tells whether an address has an account", () => {
  test("sign-in answers the same for an unknown address and a wrong password", async ({ request }) => {
    const known = uniqueEmail("known");
    await signUpVia(request, known);
    await request.post("/logout", { headers: { Origin: BASE_URL } });

    const wrong = await request.post("/signin", {
      form: { email: known, password: `${PASSWORD}-x` },
      headers: { Origin: BASE_URL },
    });
    const unknown = await request.post("/signin", {
      form: { email: uniqueEmail("unknown"), password: `${PASSWORD}-x` },
      headers: { Origin: BASE_URL },
    });
    expect(wrong.status()).toBe(401);
    expect(unknown.status()).toBe(401);
    const [wrongHtml, unknownHtml] = [comparable(await wrong.text()), comparable(await unknown.text())];
    expect(wrongHtml).toContain(t.toast.invalidCredentials);
    expect(unknownHtml).toBe(wrongHtml);
  });

  test("the reset request answers the same for a known and an unknown address", async ({
    playwright,
    request,
  }) => {
    const known = uniqueEmail("known");
    const owner = await playwright.request.newContext({ baseURL: BASE_URL });
    await signUpVia(owner, known);
    await owner.dispose();
    const unknown = uniqueEmail("unknown");
    const before = new Date();
    const knownAnswer = await postForm(request, "/forgot-password", { email: known });
    const unknownAnswer = await postForm(request, "/forgot-password", { email: unknown });
    expect(knownAnswer.status()).toBe(200);
    expect(unknownAnswer.status()).toBe(200);
    const html = comparable(await knownAnswer.text());
    expect(html).toContain(t.forgot.sentTitle);
    expect(comparable(await unknownAnswer.text())).toBe(html);

    await waitForEmail({ to: known, subject: /Set a new password/, after: before });
    expect(await emailsTo({ to: unknown })).toEqual([]);
  });

  test("sign-up with a registered address answers like a new one, and its owner gets an e-mail", async ({
    playwright,
  }) => {
    const owner = uniqueEmail("owner");
    const [first, second, newcomer] = await Promise.all(
      [1, 2, 3].map(() => playwright.request.newContext({ baseURL: BASE_URL })),
    );
    try {
      const before = new Date();
      const original = await signUpVia(first as APIRequestContext, owner, { name: "Rightful Owner" });
      const again = await signUpVia(second as APIRequestContext, owner, {
        name: "Someone Else",
        password: "another-pass-2",
      });
      const fresh = await signUpVia(newcomer as APIRequestContext, uniqueEmail("fresh"));

      for (const response of [original, again, fresh]) {
        expect(response.status()).toBe(302);
        expect(response.headers().location).toBe("/");
        expect(toastOf(response)).toEqual(t.toast.signupSuccess);
      }
      // Nobody is let into the owner's account, and no second account appears.
      expect(sessionCookieValue(again)).toBeUndefined();
      expect(await isSignedIn(second as APIRequestContext)).toBe(false);
      const [row] = usersWithEmail(owner);
      expect(usersWithEmail(owner)).toHaveLength(1);
      expect(row?.name).toBe("Rightful Owner");

      const mail = await waitForEmail({ to: owner, subject: /tried to create/, after: before });
      expect(mail.subject).toBe(`Someone tried to create a ${SITE.name} account with your e-mail`);
      expect(mail.text).toContain(`Someone tried to create a new account with ${owner}`);
      expect(mail.text).toContain(`${BASE_URL}/signin`);
      expect(mail.from).toBe("no-reply@handball.example.org");
      // The owner's password still works.
      expect((await signInVia(first as APIRequestContext, owner)).status()).toBe(302);
    } finally {
      await Promise.all([first, second, newcomer].map((context) => context?.dispose()));
    }
  });
});

test.describe("SECURITY 12: password storage", () => {
  test("passwords are stored as scrypt hashes at or above OWASP's parameters", async ({ request }) => {
    const email = uniqueEmail();
    await signUpVia(request, email);
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

  test("every sign-in gets a new token and ends the one before", async ({ request, browser }) => {
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

    const device = await newDevice(browser);
    try {
      await device.context.addCookies([{ name: SESSION_COOKIE, value: first as string, url: BASE_URL }]);
      await device.page.goto("/");
      await expectSignedOut(device.page);
      await device.context.addCookies([{ name: SESSION_COOKIE, value: second as string, url: BASE_URL }]);
      await device.page.goto("/");
      await expectSignedIn(device.page);
    } finally {
      await device.close();
    }
  });

  test("after sign-out the old token no longer works", async ({ page, browser }) => {
    const email = uniqueEmail();
    await signUpVia(page.request, email);
    await open(page, "/");
    const token = await sessionTokenIn(page.context());
    expect(token).toBeDefined();
    await mainNav(page).getByRole("button", { name: "Logout" }).click();
    await expectToast(page, t.toast.logout);
    await expectSignedOut(page);

    const device = await newDevice(browser);
    try {
      await device.context.addCookies([
        { name: SESSION_COOKIE, value: token?.value as string, url: BASE_URL },
      ]);
      await device.page.goto("/");
      await expectSignedOut(device.page);
      const admin = await device.page.request.get("/admin", { maxRedirects: 0 });
      expect(admin.headers().location).toBe("/signin?redirectTo=%2Fadmin");
    } finally {
      await device.close();
    }
    expect(sessionCount(userByEmail(email).id)).toBe(0);
  });

  test("a password reset ends every session of the user", async ({ browser, request }) => {
    const email = uniqueEmail();
    await signUpVia(request, email);
    const devices = [await newDevice(browser), await newDevice(browser)];
    try {
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
    } finally {
      for (const device of devices) await device.close();
    }
  });
});

test.describe("password reset", () => {
  test("a member resets a forgotten password through the e-mailed link, which works once", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail();
    await signUpVia(request, email);
    const newPassword = "fresh-pass-4";

    await open(page, "/signin");
    await main(page).getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.forgot.title);
    const before = new Date();
    await field(page, "Email").fill(email);
    await main(page).getByRole("button", { name: t.forgot.submit }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.forgot.sentTitle);
    await expect(main(page).getByRole("status")).toHaveText(t.forgot.sent);

    const mail = await waitForEmail({ to: email, subject: /Set a new password/, after: before });
    expect(mail.subject).toBe(`Set a new password for your ${SITE.name} account`);
    expect(mail.from).toBe("no-reply@handball.example.org");
    expect(mail.to).toEqual([email]);
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
    expect(link, "the reset link in the e-mail").toBeDefined();
    expect(link?.startsWith(`${BASE_URL}/reset-password?token=`)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);

    await open(page, link as string);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reset.title);
    await field(page, t.reset.password).fill(newPassword);
    await field(page, t.reset.confirmPassword).fill(`${newPassword}x`);
    await main(page).getByRole("button", { name: t.reset.submit }).click();
    await expectFieldError(page, t.reset.confirmPassword, v.passwordsDiffer);
    await field(page, t.reset.confirmPassword).fill(newPassword);
    await main(page).getByRole("button", { name: t.reset.submit }).click();
    await expect(page).toHaveURL("/signin", HASHING);
    await expectToast(page, t.toast.passwordReset);

    await page.waitForLoadState("networkidle");
    await fillSignIn(page, email, PASSWORD);
    await expect(main(page).getByRole("alert")).toHaveText(t.toast.invalidCredentials, HASHING);
    await fillSignIn(page, email, newPassword);
    await expect(page).toHaveURL("/", HASHING);
    await expectToast(page, t.toast.loginSuccess);
    await expectSignedIn(page);

    // The link worked once.
    await open(page, link as string);
    await field(page, t.reset.password).fill("another-pass-5");
    await field(page, t.reset.confirmPassword).fill("another-pass-5");
    await main(page).getByRole("button", { name: t.reset.submit }).click();
    await expect(main(page).getByRole("alert")).toHaveText(t.reset.invalidLink, HASHING);
    await expect(main(page).getByRole("link", { name: t.reset.askAgain })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  test("a reset page without a token says the link is invalid", async ({ page }) => {
    await open(page, "/reset-password");
    await expect(main(page).getByRole("alert")).toHaveText(t.reset.invalidLink);
    await expect(main(page).getByRole("link", { name: t.reset.askAgain })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });
});

test.describe("accessibility of the account and admin pages", () => {
  for (const path of ["/signin", "/signup", "/forgot-password", "/reset-password?token=x"]) {
    test(`${path} has no violations`, async ({ page }) => {
      await open(page, path);
      await expectNoViolations(page, path);
    });
  }

  test("/signup with its errors shown has no violations", async ({ page }) => {
    await open(page, "/signup");
    await fillSignUp(page, { name: "A", email: "jo@", password: "12345", confirmPassword: "1234" });
    await expectFieldError(page, "Name", v.nameMin);
    await expectNoViolations(page, "/signup with errors");
    await fillSignUp(page, { name: "", email: "", password: "", confirmPassword: "" });
    await expect(main(page).getByRole("alert")).toHaveText(v.missingCredentials);
    await expectNoViolations(page, "/signup with the missing-credentials message");
  });

  test("/signin with its errors shown has no violations", async ({ page }) => {
    await open(page, "/signin");
    await fillSignIn(page, "jo@", "123");
    await expectFieldError(page, "Email", v.invalidEmail);
    await expectNoViolations(page, "/signin with errors");
  });

  test("the admin pages have no violations", async ({ page }) => {
    await createAdmin(page.request);
    for (const path of ["/admin", "/admin/users", "/admin/outbox"]) {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page, path);
    }
  });
});

// Last: these tests fail sign-ins on purpose until the client is throttled. They run against a server
// of their own (its own database, port THROTTLE_PORT) so the shared server keeps letting 127.0.0.1 in.
test.describe("SECURITY 10: sign-in throttling", () => {
  const url = `http://127.0.0.1:${THROTTLE_PORT}`;
  const dir = "data/e2e-throttle";
  const dbFile = `${dir}/app.db`;
  let site: Site | undefined;

  async function start() {
    // The shared server's settings, but its own port and database, and e-mail kept as files.
    const { SMTP_URL: _smtp, ACCOUNT_REQUESTS_PER_HOUR: _relaxed, ...settings } = serverEnv;
    site = await startSite(THROTTLE_PORT, {
      ...settings,
      NODE_OPTIONS: "",
      PORT: String(THROTTLE_PORT),
      BASE_URL: url,
      DATABASE_URL: `file:./${dbFile}`,
      OUTBOX_DIR: `${dir}/outbox`,
    });
  }

  async function stop() {
    await site?.stop();
    site = undefined;
  }

  const failures = () =>
    withDb(
      (db) =>
        db.prepare("SELECT account, client, created_at FROM sign_in_failures").all() as Array<{
          account: string;
          client: string;
          created_at: string;
        }>,
      dbFile,
    );

  test.beforeAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await start();
  });

  test.afterAll(async () => {
    await stop();
  });

  test.beforeEach(() => {
    withDb((db) => db.prepare("DELETE FROM sign_in_failures").run(), dbFile);
    withDb((db) => db.prepare("DELETE FROM rate_events").run(), dbFile);
  });

  async function attempt(api: APIRequestContext, email: string, password: string, headers = {}) {
    return api.post("/signin", {
      form: { email, password },
      headers: { Origin: url, ...headers },
      maxRedirects: 0,
    });
  }

  test("an account is locked for a client after 10 failures, even for the right password, across restarts", async ({
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL: url });
    try {
      const email = uniqueEmail("locked");
      const other = uniqueEmail("other");
      await signUpVia(api, other, { origin: url });
      await signUpVia(api, email, { origin: url });
      await api.post("/logout", { headers: { Origin: url } });

      for (let i = 1; i <= 10; i++) {
        const response = await attempt(api, email, `wrong-password-${i}`);
        expect(response.status(), `failure ${i}`).toBe(401);
        expect(await response.text()).toContain(t.toast.invalidCredentials);
      }
      const right = await attempt(api, email, PASSWORD);
      expect(right.status()).toBe(429);
      expect(await right.text()).toContain(t.toast.throttled);
      expect(setCookie(right, SESSION_COOKIE)).toBeUndefined();

      // However the address is written, this client stays locked out of this account, while it may
      // sign in to another account.
      for (const address of [email.toUpperCase(), ` ${email} `]) {
        const response = await attempt(api, address, PASSWORD);
        expect(response.status(), `right password for ${JSON.stringify(address)}`).toBe(429);
        expect(await response.text()).toContain(t.toast.throttled);
      }
      expect((await attempt(api, other, PASSWORD)).status()).toBe(302);
      await api.post("/logout", { headers: { Origin: url } });

      // The counters are in the database: a restart forgets nothing.
      await stop();
      await start();
      const afterRestart = await attempt(api, email, PASSWORD);
      expect(afterRestart.status()).toBe(429);
      expect(await afterRestart.text()).toContain(t.toast.throttled);

      // As if the ten failures had come from an attacker elsewhere: the owner, from an address that
      // has not failed, gets in (SECURITY 31), and the attacker's failures stay counted.
      const ownAddress = failures()[0]?.client;
      withDb((db) => db.prepare("UPDATE sign_in_failures SET client = '198.51.100.9'").run(), dbFile);
      expect((await attempt(api, email, PASSWORD)).status()).toBe(302);
      await api.post("/logout", { headers: { Origin: url } });
      expect(failures()).toHaveLength(10);
      withDb((db) => db.prepare("UPDATE sign_in_failures SET client = ?").run(ownAddress), dbFile);
      expect((await attempt(api, email, PASSWORD)).status()).toBe(429);

      // Failures older than 15 minutes no longer count.
      withDb(
        (db) =>
          db
            .prepare("UPDATE sign_in_failures SET created_at = ?")
            .run(new Date(Date.now() - 16 * 60_000).toISOString()),
        dbFile,
      );
      expect((await attempt(api, email, PASSWORD)).status()).toBe(302);
    } finally {
      await api.dispose();
    }
  });

  test("a client is throttled after 30 failures across accounts, whatever X-Forwarded-For says", async ({
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL: url });
    try {
      const email = uniqueEmail("innocent");
      await signUpVia(api, email, { origin: url });
      await api.post("/logout", { headers: { Origin: url } });

      // 29 failures on 29 addresses, each claiming to come from another address.
      for (let i = 1; i <= 29; i++) {
        const response = await attempt(api, uniqueEmail(`guess${i}`), "wrong-password", {
          "X-Forwarded-For": `203.0.113.${i}`,
        });
        expect(response.status(), `failure ${i}`).toBe(401);
      }
      // Below the limit the right password still works, and clears only that account's failures.
      const allowed = await attempt(api, email, PASSWORD);
      expect(allowed.status()).toBe(302);
      await api.post("/logout", { headers: { Origin: url } });
      expect((await attempt(api, uniqueEmail("guess30"), "wrong-password")).status()).toBe(401);

      for (const headers of [
        {},
        { "X-Forwarded-For": "1.2.3.4" },
        { "X-Real-IP": "5.6.7.8", Forwarded: "for=5.6.7.8" },
      ]) {
        const response = await attempt(api, email, PASSWORD, headers);
        expect(response.status(), `right password with ${JSON.stringify(headers)}`).toBe(429);
        expect(await response.text()).toContain(t.toast.throttled);
      }

      const recorded = failures();
      expect(recorded).toHaveLength(30);
      expect(new Set(recorded.map((f) => f.client))).toEqual(new Set([recorded[0]?.client]));
      expect(recorded[0]?.client).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await api.dispose();
    }
  });

  test("a client's sixth sign-up and sixth reset request within the hour are refused with a clear message", async ({
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL: url });
    try {
      for (let i = 1; i <= 5; i++) {
        await signUpVia(api, uniqueEmail(`wave${i}`), { origin: url });
        await api.post("/logout", { headers: { Origin: url } });
      }
      const refused = uniqueEmail("wave6");
      const signUp = await api.post("/signup", {
        form: { name: "Test Member", email: refused, password: PASSWORD, confirmPassword: PASSWORD },
        headers: { Origin: url },
        maxRedirects: 0,
      });
      expect(signUp.status()).toBe(429);
      expect(await signUp.text()).toContain(t.toast.signupThrottled);
      expect(setCookie(signUp, SESSION_COOKIE)).toBeUndefined();
      expect(withDb((db) => db.prepare("SELECT id FROM user WHERE email = ?").all(refused), dbFile)).toEqual(
        [],
      );

      const ask = (email: string) =>
        api.post("/forgot-password", { form: { email }, headers: { Origin: url }, maxRedirects: 0 });
      for (let i = 1; i <= 5; i++) {
        const response = await ask(uniqueEmail(`reset${i}`));
        expect(response.status(), `reset request ${i}`).toBe(200);
        expect(await response.text()).toContain(t.forgot.sentTitle);
      }
      const sixth = await ask(refused);
      expect(sixth.status()).toBe(429);
      expect(await sixth.text()).toContain(t.forgot.throttled);
    } finally {
      await api.dispose();
    }
  });
});
