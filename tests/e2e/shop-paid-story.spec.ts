// A buyer's payment story over SMTP: a guest orders the last pair of a size and reads how to pay by
// Interac e-Transfer on the order's page and in the e-mail; the size shows sold out to the next visitor;
// an administrator marks the order paid with the amount received; the buyer gets the receipt, and the
// order's page says it is paid. Chromium against the production build.

import { ordersAdmin } from "~/texts/en/orders-admin";
import { payments } from "~/texts/en/payments";
import { format } from "../../app/lib/i18n";
import { withDb } from "./db";
import { SITE } from "./env";
import { expect, test } from "./fixtures";
import { expectToast, field, main, open } from "./helpers";
import { emailsTo, waitForEmail } from "./mail";
import {
  addFromProductPage,
  expectEtransferBox,
  newBuyer,
  orderByToken,
  placeOrder,
  s,
} from "./shop-helpers";

const PRODUCT = "green-court-shoes";
const SIZE = "XL";

const stock = () =>
  withDb(
    (db) =>
      (
        db
          .prepare("SELECT stock FROM product_variants WHERE product_id = ? AND size = ?")
          .get(PRODUCT, SIZE) as { stock: number }
      ).stock,
  );
const setStock = (value: number) =>
  withDb((db) =>
    db
      .prepare("UPDATE product_variants SET stock = ? WHERE product_id = ? AND size = ?")
      .run(value, PRODUCT, SIZE),
  );

test.describe.configure({ timeout: 90_000 });
// The other specs find the size as the seed left it.
test.afterEach(() => setStock(25));

test("a guest orders the last pair of a size, pays by e-Transfer, the admin marks it paid, and the size shows sold out", async ({
  page,
  admin: _admin,
  newDevice,
}) => {
  setStock(1);
  const guest = (await newDevice()).page;
  const sizeOn = (p: typeof page) =>
    main(p).getByRole("group", { name: s.product.sizes }).getByRole("radio", { name: SIZE, exact: true });

  // The guest sees the last pair, takes it to the checkout, and places the order.
  await open(guest, `/shop/${PRODUCT}`);
  await expect(sizeOn(guest)).toHaveAccessibleDescription(format(s.product.fewLeft, { count: 1 }));
  await addFromProductPage(guest, PRODUCT, SIZE);
  await open(guest, "/checkout");
  const buyer = newBuyer("last-pair");
  const { number, token } = await placeOrder(guest, buyer, { total: "$94.99" });
  const order = orderByToken(token);
  expect(order).toMatchObject({ status: "awaiting-payment", total_cents: 9499, payment_method: "etransfer" });
  expect(stock()).toBe(0);

  // How to pay: on the order's page, and in the confirmation e-mail.
  await expectEtransferBox(guest, { amount: "$94.99", number, dueAt: order.payment_due_at as string });
  const confirmation = await waitForEmail({ to: buyer.email, subject: new RegExp(`^Your order ${number}$`) });
  expect(confirmation.text).toContain(
    `Send $94.99 by Interac e-Transfer to ${SITE.email} (${SITE.name}) by `,
  );
  expect(confirmation.text).toContain(`Write ${number} in the e-Transfer message`);
  expect(confirmation.text).toContain("1 × Green Court Shoes (XL): $89.99");
  await waitForEmail({ to: SITE.email, subject: new RegExp(`^New order ${number}$`) });

  // The next visitor finds the size sold out, and cannot choose it.
  const next = (await newDevice()).page;
  await open(next, `/shop/${PRODUCT}`);
  await expect(sizeOn(next)).toBeDisabled();
  await expect(sizeOn(next)).toHaveAccessibleDescription(s.product.soldOut);

  // The association's volunteer sees the e-Transfer arrive and marks the order paid.
  const o = ordersAdmin.order;
  await open(page, `/admin/orders/${number}`);
  await expect(field(page, o.amount)).toHaveValue("94.99");
  await main(page).getByRole("button", { name: o.markPaid }).click();
  await expectToast(page, {
    title: o.updated.title,
    description: format(o.updated.description, { number, status: payments.statuses.paid }),
  });
  expect(orderByToken(token)).toMatchObject({ status: "paid", paid_cents: 9499 });

  // The buyer's receipt, with the association's name and address; the order's page says it is paid.
  const receipt = await waitForEmail({
    to: buyer.email,
    subject: new RegExp(`^Payment received for order ${number}$`),
  });
  expect(receipt.text).toContain(`We received $94.99 for order ${number} on `);
  expect(receipt.text).toContain(
    format(payments.email.receipt, { name: SITE.name, address: SITE.address }).replace(/\.$/, ""),
  );
  await open(guest, `/orders/${token}`);
  await expect(main(guest).getByText(payments.statuses.paid, { exact: true })).toBeVisible();
  await expect(main(guest)).toContainText(SITE.address);
  await expect(main(guest).getByRole("region", { name: payments.instructions.etransferTitle })).toHaveCount(
    0,
  );

  // Exactly these two e-mails went to the buyer, in this order.
  expect((await emailsTo({ to: buyer.email })).map((mail) => mail.subject)).toEqual([
    `Your order ${number}`,
    `Payment received for order ${number}`,
  ]);
  // The stock stays taken: a paid order holds its pair.
  expect(stock()).toBe(0);
});
