// The password reset end to end: the request, the e-mailed link that works once, and the reset page
// without a token, in Chromium against the production build. Its one sign-in with the old password
// counts towards the shared server's sign-in failures (see accounts-sign-in.spec.ts).
import { fillSignIn, HASHING, PASSWORD, t } from "./accounts";
import { BASE_URL, SITE } from "./env";
import { expect, test } from "./fixtures";
import { expectFieldError, expectSignedIn, expectToast, field, main, open } from "./helpers";
import { waitForEmail } from "./mail";

// Most tests here hash passwords (scrypt, 128 MiB each) several times: a busy machine needs the time.
test.describe.configure({ timeout: 90_000 });

const v = t.validation;

test.describe("password reset", () => {
  test("a member resets a forgotten password through the e-mailed link, which works once", async ({
    page,
    account: { email },
  }) => {
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
