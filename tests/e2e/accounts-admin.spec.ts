// Administrators end to end: the promote command and form, the users page, the e-mail outbox, and access
// to the admin area (docs/security.md #1, #4), in Chromium against the production build.

import { deniedToasts, expectDenied, promoteByCommand, signUpVia, t, uniqueEmail } from "./accounts";
import { setRoleInDb, userByEmail, usersWithEmail, withDb } from "./db";
import { BASE_URL } from "./env";
import { expect, test } from "./fixtures";
import {
  expectFieldError,
  expectSignedIn,
  expectToast,
  main,
  open,
  openAccountMenu,
  routePaths,
} from "./helpers";
import { postForm, singleFetchRedirect, toastOf } from "./http";
import { waitForEmail } from "./mail";

// Most tests here hash passwords (scrypt, 128 MiB each) several times: a busy machine needs the time.
test.describe.configure({ timeout: 90_000 });

const v = t.validation;
const adminTexts = {
  notFound: "User not found",
  alreadyAdmin: "Already an admin",
  success: "Success",
};

test.describe("admins", () => {
  test("the promote command makes an admin, who sees the admin pages", async ({ page }) => {
    // Four runs of the command, each a Node process that loads the app's modules: 5 to 7 s apiece on two
    // busy cores.
    test.setTimeout(60_000);
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
    await (await openAccountMenu(page)).getByRole("link", { name: "Admin", exact: true }).click();
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
    await (await openAccountMenu(page)).getByRole("link", { name: "Users", exact: true }).click();
    await expect(page).toHaveURL("/admin/users");
  });

  test("an admin promotes users by e-mail on the users page", async ({ page, request, admin }) => {
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

    await promote(admin.email);
    await expectToast(page, {
      title: adminTexts.alreadyAdmin,
      description: `${admin.email} is already an administrator.`,
    });

    const row = main(page).getByRole("row").filter({ hasText: member });
    await expect(row.getByRole("cell").nth(2)).toHaveText("user");
    await promote(member.toUpperCase());
    await expectToast(page, { title: adminTexts.success, description: `${member} is now an administrator.` });
    await expect(page).toHaveURL("/admin/users");
    await expect(row.getByRole("cell").nth(2)).toHaveText("admin");
    expect(userByEmail(member).role).toBe("admin");
  });

  test("the promote form is checked by the server too", async ({ adminApi }) => {
    const response = await postForm(adminApi, "/admin/users", { email: "not-an-email" });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(v.validEmail);
  });

  test("the user list shows each user's role, creation and last sign-in", async ({ page, admin }) => {
    // An account that never signed in: sign-up signs in, so one made some other way (an import).
    const never = uniqueEmail("never");
    const now = new Date().toISOString();
    withDb((db) =>
      db
        .prepare(
          'INSERT INTO "user" (id, name, email, emailVerified, createdAt, updatedAt, role, locale) VALUES (?, ?, ?, 0, ?, ?, ?, ?)',
        )
        .run(`never-${Date.now()}`, "Never Signed In", never, now, now, "user", "en"),
    );
    await open(page, "/admin/users");
    const headers = main(page).getByRole("table").getByRole("columnheader");
    await expect(headers).toHaveText(["Email", "Name", "Role", "Created", "Last sign-in", "Last change"]);

    const neverRow = main(page).getByRole("row").filter({ hasText: never });
    await expect(neverRow.getByRole("cell")).toHaveText([
      never,
      "Never Signed In",
      "user",
      /\d{4}/,
      "Never",
      "",
    ]);
    const adminRow = main(page).getByRole("row").filter({ hasText: admin.email });
    await expect(adminRow.getByRole("cell")).toHaveText([
      admin.email,
      "Test Admin",
      "admin",
      /\d{4}/,
      /\d{4}/,
      "",
    ]);
    await expect(adminRow.getByRole("cell").nth(4)).not.toHaveText("Never");
  });
});

test.describe("the e-mail outbox", () => {
  test("an admin sends a failed e-mail again and stays on the outbox", async ({ page, admin: _admin }) => {
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

/** Every admin URL path, with `:param` segments as "1" and splats as "x". */
const adminPaths = [
  ...new Set(routePaths().map((path) => path.replace(/:[^/]+/g, "1").replace(/(^|\/)\*$/, "$1x"))),
].filter((path) => path === "admin" || path.startsWith("admin/"));

test.describe("access to the admin area (SECURITY 1, 4)", () => {
  test("the route table has admin routes to check", () => {
    expect(adminPaths).toEqual(expect.arrayContaining(["admin", "admin/users", "admin/outbox"]));
    // Members' data (privacy): the list, its export, a record and the report are walked too.
    expect(adminPaths).toEqual(
      expect.arrayContaining([
        "admin/members",
        "admin/members.csv",
        "admin/members/1",
        "admin/members/report",
        "admin/members/report.csv",
      ]),
    );
  });

  test("every admin route refuses a visitor and a member, for pages, forms and data", async ({
    newPerson,
    request,
  }) => {
    const member = await newPerson();
    await signUpVia(member, uniqueEmail());
    for (const path of adminPaths) {
      const url = `/${path}`;
      const signIn = `/signin?redirectTo=${encodeURIComponent(url)}`;
      const cases = [
        { who: "visitor", api: request, to: signIn, toast: deniedToasts.visitor },
        { who: "member", api: member, to: "/", toast: deniedToasts.member },
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
        expect(singleFetchRedirect(await dataPost.text()).redirect, `POST ${url}.data as a ${who}`).toBe(to);
      }
    }
  });

  test("a visitor is turned away on screen with the spec's toast", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL("/signin?redirectTo=%2Fadmin");
    await expectDenied(page, "visitor");
  });

  test("a member is turned away on screen with the spec's toast", async ({ page, member: _member }) => {
    await page.goto("/admin/users");
    await expect(page).toHaveURL("/");
    await expectDenied(page, "member");
  });

  test("an admin whose role is removed is refused on the very next request (SECURITY 4)", async ({
    page,
    request,
    admin,
  }) => {
    const member = uniqueEmail();
    await signUpVia(request, member);
    await open(page, "/admin/users");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage Users");

    setRoleInDb(admin.email, "user");
    // The page is still on screen; the next thing the former admin does is refused.
    await main(page).getByLabel("User email").fill(member);
    await main(page).getByRole("button", { name: "Promote to Admin" }).click();
    await expect(page).toHaveURL("/");
    await expectDenied(page, "member");
    await expectSignedIn(page, { admin: false });
    expect(userByEmail(member).role).toBe("user");

    const response = await page.request.get("/admin/users", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/");
  });
});
