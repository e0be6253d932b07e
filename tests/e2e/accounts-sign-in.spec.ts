// Signing up, in and out end to end: the forms with and without JavaScript, redirectTo, the fields sign-up
// ignores, the answers that tell nothing about who has an account, and the account pages' accessibility
// (docs/security.md #3, #9, #11), in Chromium against the production build.
//
// Every request of the run comes from 127.0.0.1, and sign-in is throttled per client after 10 failures
// in 15 minutes: failed sign-ins add up across the whole run. The accounts-*.spec.ts files make 6 against
// the shared server (two wrong passwords in the form tests, two in the "reveals nothing" test, one
// sign-up with a taken address here, one old password after a reset in accounts-password-reset.spec.ts);
// the throttling tests (accounts-throttling.spec.ts) run against a second server with a database of
// their own. Keep new failing sign-ins there.
import type { Page } from "@playwright/test";
import {
  createAdmin,
  expectDenied,
  fillSignIn,
  fillSignUp,
  HASHING,
  isSignedIn,
  PASSWORD,
  sessionCookieValue,
  signInVia,
  signUpVia,
  t,
  uniqueEmail,
} from "./accounts";
import { userByEmail, usersWithEmail } from "./db";
import { BASE_URL, SITE } from "./env";
import { expect, test } from "./fixtures";
import {
  expectFieldError,
  expectFieldValid,
  expectNoViolations,
  expectSignedIn,
  expectSignedOut,
  expectToast,
  main,
  mainNav,
  open,
  openAccountMenu,
} from "./helpers";
import { comparable, postForm, toastOf } from "./http";
import { emailsTo, waitForEmail } from "./mail";

// Most tests here hash passwords (scrypt, 128 MiB each) several times: a busy machine needs the time.
test.describe.configure({ timeout: 90_000 });

const v = t.validation;

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
    await (await openAccountMenu(page)).getByRole("button", { name: "Logout" }).click();
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
      await expectFieldError(page, "Password", "Password must be at least 6 characters");
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
      await expectFieldError(page, "Name", "Name must be at least 2 characters");
      await expectFieldError(page, "Email", v.invalidEmail);
      await expectFieldError(page, "Password", "Password must be at least 6 characters");
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

    test("a wrong password is refused with a message that names neither field", async ({
      page,
      account: { email },
    }) => {
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
    await expectDenied(page, "visitor");
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

  test("a redirectTo that leaves the site lands on the home page (SECURITY 9)", async ({
    page,
    request,
    account: { email },
  }) => {
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
    newPerson,
    request,
  }) => {
    const known = uniqueEmail("known");
    await signUpVia(await newPerson(), known);
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
    newPerson,
  }) => {
    const owner = uniqueEmail("owner");
    const [first, second, newcomer] = [await newPerson(), await newPerson(), await newPerson()];
    const before = new Date();
    const original = await signUpVia(first, owner, { name: "Rightful Owner" });
    const again = await signUpVia(second, owner, {
      name: "Someone Else",
      password: "another-pass-2",
    });
    const fresh = await signUpVia(newcomer, uniqueEmail("fresh"));

    for (const response of [original, again, fresh]) {
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/");
      expect(toastOf(response)).toEqual(t.toast.signupSuccess);
    }
    // Nobody is let into the owner's account, and no second account appears.
    expect(sessionCookieValue(again)).toBeUndefined();
    expect(await isSignedIn(second)).toBe(false);
    const [row] = usersWithEmail(owner);
    expect(usersWithEmail(owner)).toHaveLength(1);
    expect(row?.name).toBe("Rightful Owner");

    const mail = await waitForEmail({ to: owner, subject: /tried to create/, after: before });
    expect(mail.subject).toBe(`Someone tried to create a ${SITE.name} account with your e-mail`);
    expect(mail.text).toContain(`Someone tried to create a new account with ${owner}`);
    expect(mail.text).toContain(`${BASE_URL}/signin`);
    expect(mail.from).toBe("no-reply@handball.example.org");
    // The owner's password still works.
    expect((await signInVia(first, owner)).status()).toBe(302);
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
    await expectFieldError(page, "Name", "Name must be at least 2 characters");
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

  test("the admin pages have no violations", async ({ page, admin: _admin }) => {
    for (const path of ["/admin", "/admin/users", "/admin/outbox"]) {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page, path);
    }
  });
});
