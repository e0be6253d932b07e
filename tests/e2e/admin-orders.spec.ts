// The administrators' side of getting paid: the payment settings at /admin/payments, the orders
// list filtered by status and overdue, and the order page's actions (mark paid with the amount received,
// ship, cancel after a confirmation) with the buyer's e-mail in their language, a stale page that
// changes nothing (docs/security.md #36), and the stock a cancelled order puts back. Chromium, production build.
import type { APIRequestContext, Page } from "@playwright/test";
import { ordersAdmin } from "~/texts/en/orders-admin";
import { payments } from "~/texts/en/payments";
import { ordersAdmin as frOrdersAdmin } from "~/texts/fr/orders-admin";
import { payments as frPayments } from "~/texts/fr/payments";
import { endOfDayAfter } from "../../app/lib/dates";
import { format } from "../../app/lib/i18n";
import { withDb } from "./db";
import { BASE_URL } from "./env";
import { expect, test } from "./fixtures";
import { expectFieldError, expectNoViolations, expectToast, field, main, open } from "./helpers";
import { emailsTo, waitForEmail } from "./mail";
import { checkoutForm, newBuyer, ordersOf, outboxTo } from "./shop-helpers";

const t = ordersAdmin;
const numberOf = (id: number) => `HB-${String(id).padStart(6, "0")}`;

type Line = { productId: string; size: string | null; quantity: number };
const ball: Line = { productId: "red-classic-ball", size: null, quantity: 1 };

/**
 * A guest's order placed as a browser without JavaScript posts the checkout, on the English or the French
 * site; returns its id, number and buyer.
 */
async function placeOrder(
  api: APIRequestContext,
  { lines = [ball], lang = "en", lastName = "Shopper" } = {},
) {
  const buyer = { ...newBuyer("payer"), lastName };
  const response = await api.post(lang === "fr" ? "/fr/checkout" : "/checkout", {
    form: checkoutForm(buyer, lines),
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(response.status(), "status of a placed order").toBe(302);
  const [order] = ordersOf(buyer.email);
  if (!order) throw new Error("the order was not stored");
  return { id: order.id, number: numberOf(order.id), buyer, total: order.total_cents };
}

function orderRow(id: number) {
  return withDb(
    (db) =>
      db
        .prepare("SELECT status, paid_cents, paid_at, payment_due_at, created_at FROM orders WHERE id = ?")
        .get(id) as {
        status: string;
        paid_cents: number | null;
        paid_at: string | null;
        payment_due_at: string | null;
        created_at: string;
      },
  );
}

const stockOf = (productId: string, size: string) =>
  withDb(
    (db) =>
      (
        db
          .prepare("SELECT stock FROM product_variants WHERE product_id = ? AND size = ?")
          .get(productId, size) as {
          stock: number;
        }
      ).stock,
  );

/** Set-up: the order's deadline passed yesterday (the expiry job is not due before its own time). */
function makeOverdue(id: number) {
  withDb((db) =>
    db
      .prepare("UPDATE orders SET payment_due_at = ? WHERE id = ?")
      .run(new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(), id),
  );
}

const actions = (page: Page) => main(page).getByRole("button");

test.describe("payment settings", () => {
  // The settings are the whole site's: put the defaults back for the other specs.
  test.afterEach(() => withDb((db) => db.prepare("DELETE FROM settings WHERE key = 'payments'").run()));

  test("are refused with every error at once, saved, shown again, and named in the next order's e-mail", async ({
    page,
    admin: _admin,
    newPerson,
  }) => {
    const s = t.settings;
    await open(page, "/admin");
    await page
      .getByRole("navigation", { name: "Administration" })
      .getByRole("link", { name: "Payments" })
      .click();
    await expect(page).toHaveURL("/admin/payments");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.title);
    await expect(field(page, s.etransferEmail)).toHaveValue("info@handball.example.org");
    await expect(field(page, s.paymentDays)).toHaveValue("7");
    await expect(field(page, s.inPersonEnabled)).not.toBeChecked();

    await field(page, s.etransferEmail).fill("not-an-address");
    await field(page, s.etransferName).fill("");
    await field(page, s.paymentDays).fill("61");
    await main(page).getByRole("button", { name: s.save }).click();
    await expectFieldError(page, s.etransferEmail, s.validation.email);
    await expectFieldError(page, s.etransferName, format(s.validation.name, { max: 100 }));
    await expect(field(page, s.paymentDays)).toHaveAttribute("aria-invalid", "true");
    await expect(main(page).getByText(format(s.validation.days, { min: 1, max: 60 }))).toBeVisible();

    // The server says the same without the browser's check, and stores nothing.
    const refused = await page.request.post("/admin/payments", {
      form: {
        etransferEmail: "nope",
        etransferName: "",
        paymentDays: "0",
        etransferNote: "",
        inPersonNote: "",
      },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(s.validation.email);
    expect(withDb((db) => db.prepare("SELECT count(*) AS n FROM settings").get())).toEqual({ n: 0 });

    const recipient = `treasurer-${Date.now()}@club.example.org`;
    await field(page, s.etransferEmail).fill(recipient);
    await field(page, s.etransferName).fill("OHA Treasurer");
    await field(page, s.etransferNote).fill("Question: club colours?\nAnswer: red");
    await field(page, s.paymentDays).fill("10");
    await field(page, s.inPersonEnabled).check();
    await field(page, s.inPersonNote).fill("At the front desk of any tournament.");
    await main(page).getByRole("button", { name: s.save }).click();
    await expectToast(page, s.saved);
    await page.reload();
    await expect(field(page, s.etransferEmail)).toHaveValue(recipient);
    await expect(field(page, s.etransferName)).toHaveValue("OHA Treasurer");
    await expect(field(page, s.etransferNote)).toHaveValue("Question: club colours?\nAnswer: red");
    await expect(field(page, s.paymentDays)).toHaveValue("10");
    await expect(field(page, s.inPersonEnabled)).toBeChecked();
    await expect(field(page, s.inPersonNote)).toHaveValue("At the front desk of any tournament.");
    await expectNoViolations(page, "/admin/payments");

    // The next order is due in 10 days, and its confirmation tells the buyer to pay the new recipient.
    const order = await placeOrder(await newPerson());
    const row = orderRow(order.id);
    // The end (23:59) of the day 10 days after the order's, in the association's zone.
    expect(row.payment_due_at).toBe(endOfDayAfter(new Date(row.created_at), 10, "America/Toronto"));
    expect(row.payment_due_at).toMatch(/T0[34]:59:59\.999Z$/);
    const mail = await waitForEmail({
      to: order.buyer.email,
      subject: new RegExp(`^Your order ${order.number}$`),
    });
    expect(mail.text).toContain(`by Interac e-Transfer to ${recipient} (OHA Treasurer)`);
    expect(mail.text).toContain("Answer: red");
  });

  test("the French page says it in French", async ({ page, admin: _admin }) => {
    const s = frOrdersAdmin.settings;
    await open(page, "/fr/admin/payments");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.title);
    await field(page, s.paymentDays).fill("0");
    await main(page).getByRole("button", { name: s.save }).click();
    await expect(main(page).getByText(format(s.validation.days, { min: 1, max: 60 }))).toBeVisible();
    await expectNoViolations(page, "/fr/admin/payments");
  });
});

test.describe("the orders list", () => {
  test("filters by status and overdue, with counts, an Overdue badge, and pages that keep the filter", async ({
    page,
    admin: _admin,
    newPerson,
  }) => {
    const buyer = await newPerson();
    const overdue = await placeOrder(buyer, { lastName: "Overdue" });
    const waiting = await placeOrder(buyer, { lastName: "Waiting" });
    const paid = await placeOrder(buyer, { lastName: "Paid" });
    makeOverdue(overdue.id);
    withDb((db) => db.prepare("UPDATE orders SET status = 'paid' WHERE id = ?").run(paid.id));

    await open(page, "/admin/orders");
    const filters = main(page).getByRole("navigation", { name: t.list.filtersLabel }).getByRole("link");
    await expect(filters).toHaveText([
      /^All \(\d+\)$/,
      /^Awaiting payment \(\d+\)$/,
      /^Overdue \(\d+\)$/,
      /^Paid \(\d+\)$/,
      /^Shipped \(\d+\)$/,
      /^Picked up \(\d+\)$/,
      /^Cancelled \(\d+\)$/,
      /^Expired \(\d+\)$/,
    ]);
    const counted = (where: string) =>
      withDb(
        (db) => (db.prepare(`SELECT count(*) AS n FROM orders WHERE ${where}`).get() as { n: number }).n,
      );
    const now = new Date().toISOString();
    await expect(filters.nth(2)).toHaveText(
      `Overdue (${counted(`status = 'awaiting-payment' AND payment_due_at <= '${now}'`)})`,
    );
    await expect(filters.nth(3)).toHaveText(`Paid (${counted("status = 'paid'")})`);
    await expect(filters.first()).toHaveAttribute("aria-current", "page");

    const row = (number: string) => main(page).getByRole("row").filter({ hasText: number });
    await expect(row(overdue.number).getByRole("cell")).toHaveText([
      overdue.number,
      /\S/,
      `Robin Overdue${overdue.buyer.email}`,
      /^\$\d+\.\d\d$/,
      `${payments.statuses["awaiting-payment"]}${t.overdue}`,
      payments.methods.etransfer,
      /\S/,
      // What it takes from the stock, and Release: the order's cancel confirmation (decision 037).
      /^\d+ item\(s\) Release$/,
    ]);
    await expect(row(overdue.number).getByRole("link", { name: t.list.release })).toHaveAttribute(
      "href",
      `/admin/orders/${overdue.number}?confirm=cancel`,
    );
    await expect(row(waiting.number).getByRole("cell").nth(4)).toHaveText("Awaiting payment");

    await filters.nth(2).click();
    await expect(page).toHaveURL("/admin/orders?status=overdue");
    await expect(filters.nth(2)).toHaveAttribute("aria-current", "page");
    await expect(row(overdue.number)).toHaveCount(1);
    await expect(row(waiting.number)).toHaveCount(0);
    await expect(row(paid.number)).toHaveCount(0);
    await expectNoViolations(page, "/admin/orders?status=overdue");

    await filters.nth(3).click();
    await expect(page).toHaveURL("/admin/orders?status=paid");
    await expect(row(paid.number).getByRole("cell").nth(4)).toHaveText("Paid");
    await expect(row(overdue.number)).toHaveCount(0);

    // One order a page: the pager keeps the filter.
    await open(page, "/admin/orders?status=awaiting-payment&per_page=1");
    await expect(row(paid.number)).toHaveCount(0);
    await main(page).getByRole("link", { name: "Older orders" }).click();
    await expect(page).toHaveURL("/admin/orders?status=awaiting-payment&per_page=1&page=2");
    await expect(main(page).getByRole("row").nth(1).getByRole("cell").nth(4)).toHaveText(/^Awaiting payment/);

    // An unknown filter shows every order, never an error.
    const unknown = await page.goto("/admin/orders?status=nope");
    expect(unknown?.status()).toBe(200);
    await expect(filters.first()).toHaveAttribute("aria-current", "page");
  });
});

test.describe("an order's actions", () => {
  test("mark paid refuses a bad amount, records the amount received and e-mails the buyer in English; then ship", async ({
    page,
    admin: _admin,
    newPerson,
  }) => {
    const order = await placeOrder(await newPerson());
    makeOverdue(order.id);
    await open(page, `/admin/orders/${order.number}`);
    const o = t.order;
    await expect(main(page).getByText(t.overdue, { exact: true })).toBeVisible();
    await expect(main(page).getByText(payments.methods.etransfer)).toBeVisible();
    await expect(field(page, o.amount)).toHaveValue((order.total / 100).toFixed(2));
    await expect(actions(page)).toHaveText([o.markPaid, payments.markPaid.partial]);
    await expect(main(page).getByRole("link", { name: o.cancel })).toBeVisible();
    await expectNoViolations(page, `/admin/orders/${order.number}`);

    await field(page, o.amount).fill("thirty");
    await actions(page).filter({ hasText: o.markPaid }).click();
    await expectFieldError(page, o.amount, o.amountInvalid);
    expect(orderRow(order.id)).toMatchObject({ status: "awaiting-payment", paid_cents: null });

    // Less than is owed (decision 037): refused naming the shortfall, until the administrator confirms it.
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    const short = money(order.total - 3000);
    await field(page, o.amount).fill("30.00");
    await actions(page).filter({ hasText: o.markPaid }).click();
    await expectFieldError(
      page,
      o.amount,
      format(payments.markPaid.short, { amount: "$30.00", short, owed: money(order.total) }),
    );
    expect(orderRow(order.id)).toMatchObject({ status: "awaiting-payment", paid_cents: null });
    await actions(page)
      .filter({ hasText: format(payments.markPaid.markPaidShort, { short }) })
      .click();
    await expectToast(page, {
      title: o.updated.title,
      description: `Order ${order.number} is now Paid.`,
    });
    expect(orderRow(order.id)).toMatchObject({ status: "paid", paid_cents: 3000 });
    await expect(main(page).getByText(/^\$30\.00 on /)).toBeVisible();
    await expect(main(page).getByText(t.overdue, { exact: true })).toHaveCount(0);
    await expect(actions(page)).toHaveText([o.ship, o.pickUp]);

    const mail = await waitForEmail({
      to: order.buyer.email,
      subject: new RegExp(`^Payment received for order ${order.number}$`),
    });
    expect(mail.text).toContain(`We received $30.00 for order ${order.number} on `);

    await open(page, `/admin/orders/${order.number}`);
    await actions(page).filter({ hasText: o.ship }).click();
    await expectToast(page, { title: o.updated.title, description: `Order ${order.number} is now Shipped.` });
    await expect(actions(page)).toHaveCount(0);
    await expect(main(page).getByText(o.noActions)).toBeVisible();
    await waitForEmail({ to: order.buyer.email, subject: new RegExp(`^Order ${order.number} has shipped$`) });
  });

  test("an order placed on the French site gets its payment e-mail in French", async ({
    page,
    admin: _admin,
    newPerson,
  }) => {
    const order = await placeOrder(await newPerson(), { lang: "fr" });
    await open(page, `/fr/admin/orders/${order.number}`);
    const o = frOrdersAdmin.order;
    await expect(field(page, o.amount)).toHaveValue((order.total / 100).toFixed(2).replace(".", ","));
    await actions(page).filter({ hasText: o.markPaid }).click();
    await expectToast(page, {
      title: o.updated.title,
      description: `Nouveau statut de la commande ${order.number}\u00a0: ${frPayments.statuses.paid}.`,
    });
    const mail = await waitForEmail({
      to: order.buyer.email,
      subject: new RegExp(`^Paiement reçu pour la commande ${order.number}$`),
    });
    expect(mail.text).toContain(`pour la commande ${order.number} le `);
    expect(await emailsTo({ to: order.buyer.email, subject: /Payment received/ })).toEqual([]);
  });

  test("an order of event fees only has nothing to ship or pick up", async ({
    page,
    admin: _admin,
    newPerson,
  }) => {
    const order = await placeOrder(await newPerson());
    // Set-up: its line stands for an event fee, and it is paid.
    withDb((db) => {
      db.prepare("UPDATE order_items SET registration_id = 1, kind = 'event-fee' WHERE order_id = ?").run(
        order.id,
      );
      db.prepare("UPDATE orders SET status = 'paid' WHERE id = ?").run(order.id);
    });
    await open(page, `/admin/orders/${order.number}`);
    await expect(main(page).getByRole("link", { name: t.order.cancel })).toBeVisible();
    await expect(actions(page)).toHaveCount(0);
    const refused = await page.request.post(`/admin/orders/${order.number}`, {
      form: { action: "ship", from: "paid" },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(302);
    expect(orderRow(order.id).status).toBe("paid");
  });

  test("a stale page (two tabs) says someone else changed the order, changes nothing, and the buyer gets one e-mail", async ({
    page,
    admin: _admin,
    newPerson,
  }) => {
    const order = await placeOrder(await newPerson());
    const other = await page.context().newPage();
    await open(page, `/admin/orders/${order.number}`);
    await open(other, `/admin/orders/${order.number}`);
    const o = t.order;

    await field(page, o.amount).fill("12.00");
    await actions(page).filter({ hasText: o.markPaid }).click();
    await actions(page)
      .filter({
        hasText: format(payments.markPaid.markPaidShort, {
          short: `$${((order.total - 1200) / 100).toFixed(2)}`,
        }),
      })
      .click();
    await expectToast(page, { title: o.updated.title, description: `Order ${order.number} is now Paid.` });

    await actions(other).filter({ hasText: o.markPaid }).click();
    await expectToast(
      other,
      { title: o.stale.title, description: "This order was changed by someone else; it is now Paid." },
      "destructive",
    );
    await expect(actions(other)).toHaveText([o.ship, o.pickUp]);
    expect(orderRow(order.id)).toMatchObject({ status: "paid", paid_cents: 1200 });

    // The same stale form posted again without JavaScript: the same answer, never a 409 or a 500.
    const again = await page.request.post(`/admin/orders/${order.number}`, {
      form: { action: "mark-paid", from: "awaiting-payment", amount: "99.00" },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);
    expect(orderRow(order.id)).toMatchObject({ status: "paid", paid_cents: 1200 });

    await waitForEmail({ to: order.buyer.email, subject: /^Payment received/ });
    expect(outboxTo(order.buyer.email).filter((mail) => mail.kind === "order-paid")).toHaveLength(1);
    expect(await emailsTo({ to: order.buyer.email, subject: /^Payment received/ })).toHaveLength(1);
    await other.close();
  });

  test("cancel asks first, can be kept, and once confirmed puts the stock back", async ({
    page,
    admin: _admin,
    newPerson,
  }) => {
    const before = stockOf("white-court-shoes", "L");
    const order = await placeOrder(await newPerson(), {
      lines: [{ productId: "white-court-shoes", size: "L", quantity: 2 }],
    });
    expect(stockOf("white-court-shoes", "L")).toBe(before - 2);
    const o = t.order;
    await open(page, `/admin/orders/${order.number}`);
    const dialog = page.getByRole("dialog", { name: format(o.confirmCancelTitle, { number: order.number }) });

    await main(page).getByRole("link", { name: o.cancel }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(o.confirmCancelText);
    await expectNoViolations(page, `/admin/orders/${order.number}?confirm=cancel`);
    await dialog.getByRole("link", { name: o.keep }).click();
    await expect(dialog).toBeHidden();
    expect(orderRow(order.id).status).toBe("awaiting-payment");

    await main(page).getByRole("link", { name: o.cancel }).click();
    await dialog.getByRole("button", { name: o.confirmCancel }).click();
    await expectToast(page, {
      title: o.updated.title,
      description: `Order ${order.number} is now Cancelled.`,
    });
    await expect(dialog).toBeHidden();
    expect(orderRow(order.id).status).toBe("cancelled");
    expect(stockOf("white-court-shoes", "L")).toBe(before);
    await expect(actions(page)).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: o.cancel })).toHaveCount(0);
    await waitForEmail({
      to: order.buyer.email,
      subject: new RegExp(`^Order ${order.number} was cancelled$`),
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server checks the amount, and the cancel confirmation opens and acts", async ({
    page,
    admin: _admin,
    newPerson,
  }) => {
    const o = t.order;
    const order = await placeOrder(await newPerson());
    await page.goto(`/admin/orders/${order.number}`);
    await field(page, o.amount).fill("12.345");
    await actions(page).filter({ hasText: o.markPaid }).click();
    await expectFieldError(page, o.amount, o.amountInvalid);
    expect(orderRow(order.id)).toMatchObject({ status: "awaiting-payment", paid_cents: null });

    await main(page).getByRole("link", { name: o.cancel }).click();
    await expect(page).toHaveURL(`/admin/orders/${order.number}?confirm=cancel`);
    const dialog = page.getByRole("dialog", { name: format(o.confirmCancelTitle, { number: order.number }) });
    await dialog.getByRole("button", { name: o.confirmCancel }).click();
    await expect(page).toHaveURL(`/admin/orders/${order.number}`);
    await expectToast(page, {
      title: o.updated.title,
      description: `Order ${order.number} is now Cancelled.`,
    });
    expect(orderRow(order.id).status).toBe("cancelled");
  });
});
