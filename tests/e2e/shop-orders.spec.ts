// Orders end to end: a member's order with its e-mail, My Orders, another member's 404 (docs/security.md
// #2), the admin shipping it, and the order pages' accessibility, in Chromium against the production build.
import { formatterFor } from "../../app/lib/formatter";
import { format } from "../../app/lib/i18n";
import { createAdmin, signUpVia } from "./accounts";
import { userByEmail } from "./db";
import { BASE_URL, SITE } from "./env";
import { expect, test } from "./fixtures";
import { expectNoViolations, main, mainNav, open, openAccountMenu, toast } from "./helpers";
import { emailsTo, waitForEmail } from "./mail";
import {
  addFromProductPage,
  type Buyer,
  checkoutField,
  checkoutForm,
  expectCartEmpty,
  expectEtransferBox,
  expectOrderLines,
  expectSummary,
  letterEmail,
  newBuyer,
  ordersOf,
  placedToken,
  placeOrder,
  postCheckout,
  s,
} from "./shop-helpers";

const c = s.checkout;

test.describe("checkout", () => {
  test("a member orders: the confirmation e-mail, My Orders, 404 for another member (SECURITY 2), the admin ships it", async ({
    page,
    newDevice,
  }) => {
    test.setTimeout(90_000);
    const buyer: Buyer = { ...newBuyer("member"), firstName: "Morgan", lastName: "Member" };
    await signUpVia(page.request, buyer.email, { name: "Morgan Member" });
    await addFromProductPage(page, "white-court-shoes", "L");
    await addFromProductPage(page, "red-classic-ball");
    await open(page, "/checkout");
    await expect(main(page).getByText(c.guestNote)).toHaveCount(0);
    await expect(checkoutField(page, "Email")).toHaveValue(buyer.email);
    await expect(page.getByRole("complementary").getByRole("listitem")).toHaveText([
      "1 × White Court Shoes (L)$89.99",
      "1 × Red Classic Ball$34.99",
    ]);
    await expectSummary(page.getByRole("complementary"), {
      subtotal: "$124.98",
      shipping: "Free",
      total: "$124.98",
    });
    const { number, token } = await placeOrder(page, buyer);
    await expectOrderLines(page, [
      ["1 × White Court Shoes (Size L)", "$89.99"],
      ["1 × Red Classic Ball", "$34.99"],
    ]);
    await expectSummary(main(page), { subtotal: "$124.98", shipping: "Free", total: "$124.98" });
    await expectCartEmpty(page);
    expect(ordersOf(buyer.email).map((o) => [o.public_token, o.user_id])).toEqual([
      [token, userByEmail(buyer.email).id],
    ]);

    const confirmation = await waitForEmail({
      to: buyer.email,
      subject: new RegExp(`^Your order ${number}$`),
    });
    expect(confirmation.text).toContain(`Hi Morgan, we have received your order ${number}.`);
    expect(confirmation.text).toContain("1 × White Court Shoes (L): $89.99");
    expect(confirmation.text).toContain("1 × Red Classic Ball: $34.99");
    // Shipping reads as the page shows it: "Free", never "$0.00".
    expect(confirmation.text).toContain("Shipping: Free");
    expect(confirmation.text).not.toContain("$0.00");
    // The deadline is a day.
    expect(confirmation.text).toMatch(/ by [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    expect(confirmation.text).toContain("Total: $124.98");
    expect(confirmation.text).toContain(`${BASE_URL}/orders/${token}`);
    const notice = await waitForEmail({ to: SITE.email, subject: new RegExp(`^New order ${number}$`) });
    expect(notice.replyTo).toEqual([buyer.email]);
    expect(await emailsTo({ to: buyer.email, subject: /order/i })).toHaveLength(1);

    // My Orders lists it and opens it.
    await main(page).getByRole("link", { name: "My orders" }).click();
    await expect(page).toHaveURL("/account/orders");
    await mainNav(page).getByRole("link", { name: "Home" }).click();
    // The menu closes when a navigation ends: opened before the home page arrived, it closed again.
    await expect(page).toHaveURL("/");
    await (await openAccountMenu(page)).getByRole("link", { name: "My Orders" }).click();
    await expect(page).toHaveURL("/account/orders");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My orders");
    const rows = main(page).getByRole("row");
    await expect(rows).toHaveCount(2);
    // Awaiting payment, with its deadline; its page says how to pay.
    const dueAt = ordersOf(buyer.email)[0]?.payment_due_at ?? "";
    const payBy = format(s.orders.payBy, { date: formatterFor("en", "America/Toronto").deadline(dueAt) });
    await expect(rows.nth(1).getByRole("cell")).toHaveText([
      number,
      /\S/,
      "$124.98",
      `Awaiting payment${payBy}`,
    ]);
    await rows.nth(1).getByRole("link", { name: number }).click();
    await expect(page).toHaveURL(`/account/orders/${number}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
    await expect(main(page).getByText("Awaiting payment", { exact: true })).toBeVisible();
    await expectEtransferBox(page, { amount: "$124.98", number, dueAt });
    await expectSummary(main(page), { subtotal: "$124.98", shipping: "Free", total: "$124.98" });

    // Another member cannot open it by its number, and has no orders of their own.
    const other = await newDevice();
    await signUpVia(other.page.request, letterEmail("othermember"));
    const refused = await other.page.goto(`/account/orders/${number}`);
    expect(refused?.status()).toBe(404);
    await expect(other.page.getByText(number)).toHaveCount(0);
    await other.page.goto("/account/orders");
    await expect(other.page.getByRole("main").getByText(s.orders.empty)).toBeVisible();
    const data = await other.page.request.get(`/account/orders/${number}.data`);
    expect(data.status()).toBe(404);
    expect(await data.text()).not.toContain(buyer.email);

    // The admin sees it and ships it.
    const admin = await newDevice();
    await createAdmin(admin.page.request);
    await admin.page.goto("/admin/orders");
    await expect(admin.page.getByRole("heading", { level: 1 })).toHaveText("Orders");
    const row = admin.page.getByRole("main").getByRole("row").filter({ hasText: number });
    await expect(row.getByRole("cell")).toHaveText([
      number,
      /\S/,
      `Morgan Member${buyer.email}`,
      "$124.98",
      "Awaiting payment",
      "Interac e-Transfer",
      /\S/,
      // The two items it takes from the stock until it is paid, and Release (decision 037).
      "2 item(s) Release",
    ]);
    await admin.page.waitForLoadState("networkidle");
    await row.getByRole("link", { name: number }).click();
    await expect(admin.page).toHaveURL(`/admin/orders/${number}`);
    await expect(admin.page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
    const adminMain = admin.page.getByRole("main");
    await expect(adminMain.getByRole("link", { name: buyer.email })).toHaveAttribute(
      "href",
      `mailto:${buyer.email}`,
    );
    await expect(adminMain.locator("address")).toHaveText(
      `${buyer.address}${buyer.city}, ${buyer.state} ${buyer.zip}${buyer.country}`,
    );
    const amount = adminMain.getByLabel("Amount received", { exact: true });
    await expect(amount).toHaveValue("124.98");
    await adminMain.getByRole("button", { name: "Mark paid" }).click();
    await expect(toast(admin.page, "Order updated")).toContainText(`Order ${number} is now Paid.`);
    await admin.page.reload();
    await expect(adminMain.getByRole("button")).toHaveText(["Mark shipped", "Mark picked up"]);
    await adminMain.getByRole("button", { name: "Mark shipped" }).click();
    const updated = toast(admin.page, "Order updated").filter({ hasText: "Shipped" });
    await expect(updated).toContainText(`Order ${number} is now Shipped.`);
    await expect(updated).toHaveAttribute("data-variant", "default");
    await admin.page.reload();
    await expect(adminMain.getByRole("definition").first()).toHaveText("Shipped");
    expect(ordersOf(buyer.email).map((o) => o.status)).toEqual(["shipped"]);

    await page.goto("/account/orders");
    await expect(main(page).getByRole("row").nth(1).getByRole("cell").nth(3)).toHaveText("Shipped");
  });

  test("a visitor is sent to sign in for My Orders", async ({ page }) => {
    await page.goto("/account/orders");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Faccount%2Forders$/);
  });
});

test.describe("accessibility of the shop", () => {
  test("the member's and the admin's order pages have no violations", async ({ page, newDevice }) => {
    test.setTimeout(60_000);
    const buyer = newBuyer("axemember");
    await signUpVia(page.request, buyer.email);
    // Ordered with the member's cookies: the order is theirs.
    placedToken(
      await postCheckout(
        page.request,
        checkoutForm(buyer, [{ productId: "red-classic-ball", size: null, quantity: 1 }]),
      ),
    );
    const [order] = ordersOf(buyer.email);
    expect(order?.user_id).not.toBeNull();
    const number = `HB-${String(order?.id).padStart(6, "0")}`;
    for (const path of ["/account/orders", `/account/orders/${number}`]) {
      await open(page, path);
      await expect(main(page).getByText(number).first()).toBeVisible();
      await expectNoViolations(page, path);
    }
    const admin = await newDevice();
    await createAdmin(admin.page.request);
    for (const path of ["/admin/orders", `/admin/orders/${number}`]) {
      await open(admin.page, path);
      await expect(admin.page.getByRole("main").getByText(number).first()).toBeVisible();
      await expectNoViolations(admin.page, path);
    }
  });
});
