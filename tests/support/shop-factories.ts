import { randomUUID } from "node:crypto";
import type { CheckoutInput } from "~/features/shop/rules";

/** Ann's phone and address: the checkout fields stored in columns of the same names. */
export const annContact = {
  phone: "+1 416 555 0100",
  address: "1 Front St W",
  city: "Toronto",
  state: "ON" as const,
  zip: "M5J 2X5",
  country: "Canada",
};

/** A checked checkout as the route hands it to placeOrder: Ann buys one blue ball, with a fresh key unless told. */
export function checkoutInput(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.org",
    ...annContact,
    idempotencyKey: randomUUID(),
    paymentMethod: "etransfer",
    items: [{ productId: "blue-training-ball", size: null, quantity: 1 }],
    ...overrides,
  };
}
