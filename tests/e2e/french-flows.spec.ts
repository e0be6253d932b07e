// The spec's flows once in French (sign up, register for an event in the dialog, add to cart and check
// out, the contact form): French headings and toasts, and every page after them still under /fr/. The
// browser console stays free of hydration errors on French pages, and dates, times and money read the
// same in the server's HTML and in the hydrated page. Events of this file are in 2035 (french-site too).

import { accounts } from "~/texts/fr/accounts";
import { common } from "~/texts/fr/common";
import { contact } from "~/texts/fr/contact";
import { events } from "~/texts/fr/events";
import { payments } from "~/texts/fr/payments";
import { shop } from "~/texts/fr/shop";
import { format } from "../../app/lib/i18n";
import { formatMoney } from "../../app/lib/money";
import { HASHING, PASSWORD, uniqueEmail, uniqueName } from "./accounts";
import { resetRateLimits } from "./db";
import { BASE_URL } from "./env";
import { escapeRegExp, openEventCard } from "./events-helpers";
import { expect, test } from "./fixtures";
import { watchConsole } from "./french";
import { expectToast, field, main, open } from "./helpers";
import { expectEtransferBox, orderByToken } from "./shop-helpers";

test.describe.configure({ timeout: 90_000 });

let problems: string[] = [];

test.beforeEach(({ page }) => {
  problems = watchConsole(page);
});

test.afterEach(() => {
  expect(problems, "console errors and hydration warnings on French pages").toEqual([]);
});

test("sign up in French", async ({ page }) => {
  const t = accounts.signUp;
  await open(page, "/fr/signup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
  await field(page, t.name).fill(uniqueName("Camille"));
  await field(page, t.email).fill(uniqueEmail("inscription"));
  await field(page, t.password).fill(PASSWORD);
  await field(page, t.confirmPassword).fill(PASSWORD);
  await main(page).getByRole("button", { name: t.submit }).click();
  await expect(page).toHaveURL("/fr/", HASHING);
  await expectToast(page, accounts.toast.signupSuccess);
  await expect(page.getByRole("navigation", { name: common.nav.label })).toContainText(common.nav.logout);
});

test("register for an event in French, in the dialog", async ({ page, member, createEvent }) => {
  const { title } = await createEvent({
    tag: "Camp d'été",
    date: "2035-07-15",
    startTime: "09:00",
    endTime: "16:00",
  });
  const t = events.register;
  // The run's events fill several pages; later ones are a click on "Événements suivants" away.
  const card = await openEventCard(page, title, { locale: "fr" });
  await expect(card).toContainText("15 juillet 2035");
  // The accessible name reads the catalogue's non-breaking space before the colon as a space.
  const registerNow = format(common.actionFor, { action: events.list.registerNow, item: title });
  await card.getByRole("link", { name: registerNow.replace(/\u00a0/g, " "), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: t.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(t.email, { exact: true })).toHaveValue(member.email);
  await dialog.getByRole("button", { name: t.submit }).click();
  await expectToast(page, { title: t.success.title, description: format(t.success.description, { title }) });
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/^[^?]*\/fr\/events(\?.*)?$/);
});

test("add to cart and check out in French", async ({ page }) => {
  const s = shop.checkout;
  await open(page, "/fr/shop/blue-training-ball");
  await main(page).getByRole("button", { name: shop.product.addToCart }).click();
  await expect(page.getByRole("region", { name: common.toast.region })).toContainText(
    shop.product.added.title,
  );
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Panier/ })
    .click();
  const drawer = page.getByRole("dialog", { name: common.cart.title });
  await expect(drawer).toContainText("34,99 $");
  await drawer.getByRole("link", { name: common.cart.checkout }).click();
  await expect(page).toHaveURL("/fr/checkout");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.title);
  const values: [string, string][] = [
    [s.fields.firstName, "Camille"],
    [s.fields.lastName, "Gagnon"],
    [s.fields.email, uniqueEmail("acheteuse")],
    [s.fields.phone, "514-555-0123"],
    [s.fields.address, "100, rue Sainte-Catherine Ouest"],
    [s.fields.city, "Montréal"],
    [s.fields.zip, "H2X 1Z4"],
    [s.fields.country, "Canada"],
  ];
  for (const [label, value] of values) await field(page, label).fill(value);
  // The province is chosen from the list, by its French name.
  await field(page, s.fields.state).selectOption({ label: "Québec" });
  await main(page)
    .getByRole("button", { name: new RegExp(`^${escapeRegExp(s.placeOrder)}`) })
    .click();
  await expect(page).toHaveURL(/\/fr\/orders\/[A-Za-z0-9_-]{20,}$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Merci! La commande HB-\d{6} est passée\.$/);
  const number = /HB-\d{6}/.exec((await heading.textContent()) ?? "")?.[0] ?? "";
  await expectToast(page, { title: s.placed.title, description: format(s.placed.description, { number }) });
  // How to pay, in French: the order number is the e-Transfer's reference, the deadline in French.
  const order = orderByToken(new URL(page.url()).pathname.split("/").at(-1) as string);
  await expect(main(page).getByText(payments.statuses["awaiting-payment"], { exact: true })).toBeVisible();
  await expectEtransferBox(page, {
    amount: formatMoney(order.total_cents, "fr"),
    number,
    dueAt: order.payment_due_at ?? "",
    locale: "fr",
  });
});

test("send the contact form in French", async ({ page }) => {
  resetRateLimits(["contact"]);
  const f = contact.fields;
  const email = uniqueEmail("contact");
  await open(page, "/fr/contact");
  await field(page, f.firstName).fill("Camille");
  await field(page, f.lastName).fill("Gagnon");
  await field(page, f.email).fill(email);
  await field(page, f.subject).fill("Ligue adulte");
  await field(page, f.message).fill("Bonjour, y a-t-il une ligue pour les adultes à Montréal?");
  await main(page).getByRole("button", { name: contact.submit }).click();
  await expectToast(page, {
    title: contact.toast.sent.title,
    description: format(contact.toast.sent.description, { email }),
  });
  await expect(page).toHaveURL("/fr/contact");
});

test("dates, times and money read the same in the server's HTML and the hydrated page", async ({
  page,
  browser,
  createEvent,
}) => {
  const { id } = await createEvent({
    tag: "Tournoi d'été",
    date: "2035-07-15",
    startTime: "09:00",
    endTime: "16:00",
  });
  const server = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
  try {
    const html = await server.newPage();
    for (const [path, shown] of [
      [`/fr/events/${id}`, ["15 juillet 2035", "9 h 00"]],
      ["/fr/shop/white-court-shoes", ["89,99 $"]],
    ] as const) {
      await html.goto(path);
      const rendered = await main(html).innerText();
      // French puts non-breaking spaces in "9 h 00" and "89,99 $".
      for (const text of shown) {
        expect(rendered.replace(/[\u00a0\u202f]/g, " "), `server HTML of ${path}`).toContain(text);
      }
      await open(page, path);
      expect(await main(page).innerText(), `hydrated ${path}`).toBe(rendered);
    }
  } finally {
    await server.close();
  }
});
