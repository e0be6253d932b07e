// Shop steps of the shop-*.spec.ts files: the cart (its button, drawer and localStorage), the checkout
// form, the placed order's page, the checkout endpoint called over HTTP, and the orders and e-mails the
// server stored.
import type { APIRequestContext, APIResponse, Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import type { Selectable } from "kysely";
import { common } from "~/texts/en/common";
import { shop } from "~/texts/en/shop";
import { paymentsMessages } from "~/texts/pages/payments";
import type { OrderItemsTable, OrdersTable } from "../../app/db/schema";
import { catalogue } from "../../app/features/shop/catalogue";
import { formatterFor } from "../../app/lib/formatter";
import { format, type Locale } from "../../app/lib/i18n";
import { smallestFile } from "../../app/lib/uploads/variants";
import { withDb } from "./db";
import { BASE_URL, SITE } from "./env";
import { main, open, toast } from "./helpers";

export const s = shop;
export const cartTexts = common.cart;

type ProductId = (typeof catalogue)[number]["id"];

export function product(id: ProductId) {
  const found = catalogue.find((p) => p.id === id);
  if (!found) throw new Error(`No product ${id} in the catalogue`);
  return found;
}

// ---- The cart in the browser ----

/** The navigation's cart button (a link to /checkout that opens the drawer). */
export function cartButton(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Cart(, \d+ items)?$/ });
}

export function cartDrawer(page: Page) {
  return page.getByRole("dialog", { name: cartTexts.title });
}

export async function openCart(page: Page) {
  await cartButton(page).click();
  await expect(cartDrawer(page)).toBeVisible();
  return cartDrawer(page);
}

/**
 * The badge shows the total item count; no badge (and the plain name "Cart") at zero. The number is CSS's
 * content of the badge, from its `data-count` (cart-button.tsx): what is checked is what the page shows.
 */
export async function expectBadge(page: Page, count: number) {
  const button = cartButton(page);
  const badge = button.locator("[data-cart-count]");
  if (count === 0) {
    await expect(button).toHaveAccessibleName(cartTexts.open);
    await expect(badge).toBeHidden();
  } else {
    await expect(button).toHaveAccessibleName(`Cart, ${count} items`);
    await expect(badge).toBeVisible();
    await expect
      .poll(() => badge.evaluate((el) => getComputedStyle(el, "::after").content))
      .toBe(`"${count}"`);
  }
}

/** The drawer's line of this product (and size). */
export function cartLine(page: Page, name: string, size?: string) {
  const lines = cartDrawer(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(name, { exact: true }) });
  return size ? lines.filter({ has: page.getByText(`Size ${size}`, { exact: true }) }) : lines;
}

export async function expectLine(
  line: Locator,
  { quantity, each, total }: { quantity: number; each: string; total: string },
) {
  await expect(line).toHaveCount(1);
  await expect(line.getByLabel(cartTexts.quantity, { exact: true })).toHaveText(String(quantity));
  await expect(line.getByText(`${each} each`, { exact: true })).toBeVisible();
  await expect(line.locator("p").filter({ hasText: "Total:" })).toHaveText(`Total: ${total}`);
}

export async function expectDrawerSubtotal(page: Page, amount: string) {
  const row = cartDrawer(page)
    .locator("p")
    .filter({ has: page.getByText(cartTexts.subtotal, { exact: true }) });
  await expect(row.locator("span")).toHaveText([cartTexts.subtotal, amount]);
}

export type StoredLine = {
  productId: string;
  name: string;
  nameFr: string | null;
  image: string;
  priceCents: number;
  size: string | null;
  quantity: number;
};

/** A cart line as the site stores it, for a catalogue product (the price can be overridden to tamper). */
export function storedLine(
  id: ProductId,
  {
    size = null,
    quantity = 1,
    priceCents,
  }: { size?: string | null; quantity?: number; priceCents?: number } = {},
): StoredLine {
  const p = product(id);
  return {
    productId: p.id,
    name: p.name,
    nameFr: p.nameFr,
    // The product page adds the picture's smallest copy, which the drawer shows 64 pixels wide.
    image: smallestFile(p.image),
    priceCents: priceCents ?? p.priceCents,
    size,
    quantity,
  };
}

/** What localStorage holds under "cart" (parsed), or null when nothing. */
export async function storedCart(page: Page): Promise<StoredLine[] | null> {
  const text = await page.evaluate(() => localStorage.getItem("cart"));
  return text === null ? null : (JSON.parse(text) as StoredLine[]);
}

/** Puts `lines` in localStorage (on a page of the site) and opens `path` with the scripts loaded. */
export async function seedCart(page: Page, lines: StoredLine[], path = "/checkout") {
  if (!page.url().startsWith(BASE_URL)) await page.goto("/shop");
  await page.evaluate((value) => localStorage.setItem("cart", value), JSON.stringify(lines));
  await open(page, path);
}

/** Clicks a size button (the label of a visually hidden radio) and checks that it is selected. */
export async function chooseSize(page: Page, size: string) {
  const sizes = page.getByRole("main").getByRole("group", { name: s.product.sizes });
  await sizes
    .locator("label")
    .filter({ hasText: new RegExp(`^${size}$`) })
    .click();
  await expect(sizes.getByRole("radio", { name: size, exact: true })).toBeChecked();
}

/** Opens a product page, picks the size (if any) and adds it; checks the toast and returns it. */
export async function addFromProductPage(page: Page, id: ProductId, size?: string) {
  if (new URL(page.url()).pathname !== `/shop/${id}`) await open(page, `/shop/${id}`);
  const main = page.getByRole("main");
  if (size) await chooseSize(page, size);
  await main.getByRole("button", { name: s.product.addToCart }).click();
  const added = toast(page, s.product.added.title)
    .filter({ hasText: product(id).name })
    .last();
  await expect(added).toBeVisible();
  return added;
}

type ToastTimes = { text: string; addedAt: number; removedAt: number | null };

/**
 * Records, by the page's clock (performance.now()), when each toast enters and leaves the notifications
 * list from now on; returns a function that reads the record. The record is lost on a document load.
 */
export async function watchToasts(page: Page) {
  await page.evaluate(() => {
    const list = document.querySelector('section[aria-label="Notifications"] ol');
    if (!list) throw new Error("No notifications list");
    const seen: { node: Node; text: string; addedAt: number; removedAt: number | null }[] = [];
    (window as unknown as { __toasts: typeof seen }).__toasts = seen;
    new MutationObserver((records) => {
      const at = performance.now();
      for (const record of records) {
        for (const node of record.addedNodes)
          seen.push({ node, text: node.textContent ?? "", addedAt: at, removedAt: null });
        for (const node of record.removedNodes) {
          const entry = seen.find((toast) => toast.node === node);
          if (entry) entry.removedAt = at;
        }
      }
    }).observe(list, { childList: true });
  });
  return () =>
    page.evaluate(() =>
      (
        window as unknown as { __toasts: { text: string; addedAt: number; removedAt: number | null }[] }
      ).__toasts.map(({ text, addedAt, removedAt }) => ({ text, addedAt, removedAt })),
    ) as Promise<ToastTimes[]>;
}

// ---- The checkout form ----

let serial = 0;

/** An address no other test uses, in letters only. */
export function letterEmail(tag: string) {
  serial += 1;
  const letters = `${Date.now()}${String(serial).padStart(3, "0")}`.replace(
    /\d/g,
    (d) => "abcdefghij"[Number(d)] ?? "",
  );
  return `${tag}-${letters}@example.org`;
}

/** What a buyer types into the checkout form's own fields, in the form's order. */
export type Buyer = ReturnType<typeof newBuyer>;

export function newBuyer(tag = "buyer") {
  return {
    firstName: "Robin",
    lastName: "Shopper",
    email: letterEmail(tag),
    phone: "416-555-0123",
    address: "100 Queen Street West",
    city: "Toronto",
    state: "ON",
    zip: "M5H 2N2",
    country: "Canada",
  };
}

const labels = s.checkout.fields;

export function checkoutField(page: Page, label: string) {
  return page.getByRole("main").getByLabel(label, { exact: true });
}

/** Fills every field of the checkout form (it has no card field: the buyer pays by e-Transfer). */
export async function fillCheckout(page: Page, buyer: Buyer) {
  for (const [key, value] of Object.entries(buyer)) {
    const field = checkoutField(page, labels[key as keyof Buyer]);
    // The province is chosen from the list, by its code.
    if (key === "state") await field.selectOption(value);
    else await field.fill(value);
  }
}

/**
 * Fills the checkout form as `buyer`, places the order (the button showing `total` when given) and expects it
 * placed; returns its number and token.
 */
export async function placeOrder(page: Page, buyer: Buyer, { total }: { total?: string } = {}) {
  await fillCheckout(page, buyer);
  if (total) await expect(placeOrderButton(page)).toHaveText(`Place Order · ${total}`);
  await placeOrderButton(page).click();
  return expectOrderPlaced(page);
}

export function placeOrderButton(page: Page) {
  return page.getByRole("main").getByRole("button", { name: new RegExp(`^${s.checkout.placeOrder}`) });
}

/** The order summary of /checkout (the aside): its Subtotal, Shipping and Total. */
export async function expectSummary(
  scope: Locator,
  { subtotal, shipping, total }: { subtotal: string; shipping: string; total: string },
) {
  const value = (term: string) =>
    scope
      .locator("dl > div")
      .filter({ has: scope.page().getByText(term, { exact: true }) })
      .locator("dd");
  await expect(value(s.checkout.subtotal)).toHaveText(subtotal);
  await expect(value(s.checkout.shipping)).toHaveText(shipping);
  await expect(value(s.checkout.total)).toHaveText(total);
}

/** The order number ("HB-000012") shown in the confirmation page's heading. */
async function orderNumberOnPage(page: Page) {
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Thank you! Order HB-\d{6} is placed\.$/);
  const number = /HB-\d{6}/.exec((await heading.textContent()) ?? "")?.[0];
  if (!number) throw new Error("No order number on the page");
  return number;
}

/** The toast a placed order shows, and the order number it names. */
export async function expectOrderPlaced(page: Page) {
  await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{20,}$/);
  const number = await orderNumberOnPage(page);
  const placed = toast(page, s.checkout.placed.title);
  await expect(placed).toHaveCount(1);
  await expect(placed).toContainText(`Your order ${number} has been received.`);
  await expect(placed).toHaveAttribute("data-variant", "default");
  const token = new URL(page.url()).pathname.split("/").at(-1) as string;
  return { number, token };
}

/**
 * The order page's box of how to pay by Interac e-Transfer (the settings' defaults: the association's
 * address and name): the amount, the recipient, the order number as the message, the deadline in the
 * association's zone, and the sentences of the e-mail. Returns the box.
 */
export async function expectEtransferBox(
  page: Page,
  {
    amount,
    number,
    dueAt,
    locale = "en",
  }: { amount: string; number: string; dueAt: string; locale?: Locale },
) {
  const t = paymentsMessages[locale].instructions;
  const box = main(page).getByRole("region", { name: t.etransferTitle });
  const fact = (term: string) =>
    box
      .locator("dt")
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator("xpath=following-sibling::dd[1]");
  const deadline = formatterFor(locale, "America/Toronto").deadline(dueAt);
  await expect(fact(t.amount)).toHaveText(amount);
  await expect(fact(t.recipient)).toHaveText(`${SITE.email} (${SITE.name})`);
  await expect(fact(t.referenceLabel)).toHaveText(number);
  await expect(fact(t.deadline)).toHaveText(deadline);
  const values = { amount, email: SITE.email, name: SITE.name, reference: number, deadline };
  await expect(box).toContainText(format(t.etransfer, values));
  await expect(box).toContainText(format(t.reference, values));
  return box;
}

/** The lines of a placed order's summary ("1 × Blue Training Ball" and its total). */
export async function expectOrderLines(page: Page, lines: [string, string][]) {
  const items = main(page).getByRole("listitem");
  await expect(items).toHaveCount(lines.length);
  for (const [index, [text, total]] of lines.entries()) {
    await expect(items.nth(index).locator("span")).toHaveText([text, total]);
  }
}

export async function expectCartEmpty(page: Page) {
  await expectBadge(page, 0);
  expect(await storedCart(page)).toEqual([]);
}

// ---- The database ----

/** Rows as the server stores them (app/db/schema.ts). */
type OrderRow = Selectable<OrdersTable>;
type OrderItemRow = Omit<Selectable<OrderItemsTable>, "id" | "order_id">;

export function ordersOf(email: string) {
  return withDb(
    (db) => db.prepare("SELECT * FROM orders WHERE email = ? ORDER BY id").all(email) as OrderRow[],
  );
}

export function orderByToken(token: string) {
  const rows = withDb(
    (db) => db.prepare("SELECT * FROM orders WHERE public_token = ?").all(token) as OrderRow[],
  );
  expect(rows, `orders with the token ${token}`).toHaveLength(1);
  return rows[0] as OrderRow;
}

export function itemsOf(orderId: number) {
  return withDb(
    (db) =>
      db
        .prepare(
          "SELECT product_id, name, size, quantity, unit_cents, line_cents FROM order_items WHERE order_id = ? ORDER BY id",
        )
        .all(orderId) as OrderItemRow[],
  );
}

export function orderCount() {
  return withDb((db) => (db.prepare("SELECT count(*) AS n FROM orders").get() as { n: number }).n);
}

export function outboxTo(address: string) {
  return withDb(
    (db) =>
      db
        .prepare("SELECT to_address, reply_to, subject, kind FROM outbox WHERE to_address = ?")
        .all(address) as {
        to_address: string;
        reply_to: string | null;
        subject: string;
        kind: string;
      }[],
  );
}

// ---- The checkout endpoint over HTTP ----

type ItemInput = Record<string, unknown>;

/** The form the checkout page posts: the buyer's fields, the items as JSON and an idempotency key. */
export function checkoutForm(
  buyer: Buyer,
  items: ItemInput[] | string,
  idempotencyKey = crypto.randomUUID(),
) {
  return {
    ...buyer,
    items: typeof items === "string" ? items : JSON.stringify(items),
    idempotencyKey,
  };
}

/** Posts the checkout as a browser without JavaScript would (a document request); no redirect followed. */
export function postCheckout(api: APIRequestContext, form: Record<string, string>) {
  return api.post("/checkout", { form, headers: { Origin: BASE_URL }, maxRedirects: 0 });
}

/** Posts the checkout as the page's script does (a data request) and decodes what the action returned. */
export async function postCheckoutData(api: APIRequestContext, form: Record<string, string>) {
  const response = await api.post("/checkout.data", { form, headers: { Origin: BASE_URL }, maxRedirects: 0 });
  // An action's answer comes as { data: what the action returned }.
  const decoded = decodeTurboStream(await response.text()) as { data?: unknown };
  return { status: response.status(), data: decoded.data };
}

/** The order token of a successful document POST: it redirects to /orders/<token>?placed=1. */
export function placedToken(response: APIResponse) {
  expect(response.status(), "status of a placed order").toBe(302);
  const location = response.headers().location ?? "";
  const match = /^\/orders\/([A-Za-z0-9_-]+)\?placed=1$/.exec(location);
  expect(match, `redirect of a placed order: ${location}`).not.toBeNull();
  return (match as RegExpExecArray)[1] as string;
}

/**
 * Decodes the flat turbo-stream React Router answers data requests with: a list of values where an
 * object's keys are "_<index of the key>" and its values are indexes too. Enough for plain JSON data.
 */
function decodeTurboStream(body: string): unknown {
  const values = JSON.parse(body) as unknown[];
  const decode = (index: number): unknown => {
    if (index === -5) return undefined;
    if (index === -7) return null;
    const value = values[index];
    if (Array.isArray(value)) return value.map((i) => decode(i as number));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value as Record<string, number>).map(([key, i]) => [
          values[Number(key.slice(1))] as string,
          decode(i),
        ]),
      );
    }
    return value;
  };
  return decode(0);
}
