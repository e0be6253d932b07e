import { describe, expect, expectTypeOf, it } from "vitest";
import type { OrdersTable } from "~/db/schema";
import { parseWith } from "~/lib/form";
import { format } from "~/lib/i18n";
import { itMaps, itRefuses } from "~/lib/test-table";
import { shop as texts } from "~/texts/en/shop";
import { shop as frTexts } from "~/texts/fr/shop";
import { MAX_QUANTITY } from "./cart";
import { catalogue } from "./catalogue";
import {
  CATEGORIES,
  type CatalogueProduct,
  type CategoryKey,
  type CheckoutInput,
  categoryFrom,
  checkoutFingerprint,
  checkoutSchema,
  FREE_SHIPPING_OVER_CENTS,
  HOLD_LIMITS,
  holdBreaches,
  holdDays,
  holdMessage,
  inCategory,
  ORDER_STATUSES,
  orderForPage,
  orderNumber,
  orderTotals,
  parseOrderNumber,
  parseOrderToken,
  parseProductId,
  priceOrder,
  SHIPPING_CENTS,
  shippingCents,
  shippingShown,
  shippingTerms,
  shortageMessage,
} from "./rules";

const t = texts.validation;
const ids = catalogue.map((product) => product.id);
const BALLS = ["blue-training-ball", "green-classic-ball", "red-classic-ball", "star-match-ball"];
const SHOES = ["white-court-shoes", "green-court-shoes"];

describe("categories", () => {
  it("offers the spec's five buttons in order", () => {
    expect(CATEGORIES.map((category) => category.key)).toEqual([
      "all",
      "jerseys",
      "shorts",
      "handballs",
      "shoes",
    ]);
  });

  itMaps(
    "%s holds %j from the catalogue",
    (category: CategoryKey) => ids.filter((id) => inCategory(id, category)),
    [
      ["all", ids],
      ["handballs", BALLS],
      ["shoes", SHOES],
      ["jerseys", []],
      ["shorts", []],
    ],
  );

  it.each<[string, CategoryKey]>([
    ["summer-jersey-2025", "jerseys"],
    ["club-shorts", "shorts"],
    ["beach-ball", "handballs"],
    ["indoor-shoes-kids", "shoes"],
  ])("a product whose id contains the word belongs: %s → %s", (id, category) => {
    expect(inCategory(id, category)).toBe(true);
    expect(inCategory(id, "all")).toBe(true);
  });

  itMaps("?category=%j reads as %s", categoryFrom, [
    ["all", "all"],
    ["jerseys", "jerseys"],
    ["shorts", "shorts"],
    ["handballs", "handballs"],
    ["shoes", "shoes"],
    [null, "all"],
    ["", "all"],
    ["balls", "all"],
    ["ball", "all"],
    ["Shoes", "all"],
    ["HANDBALLS", "all"],
    [" shoes", "all"],
    ["__proto__", "all"],
    ["constructor", "all"],
  ]);
});

describe("shipping and totals", () => {
  it("charges the flat $5.00 up to $100 and nothing over it", () => {
    expect([SHIPPING_CENTS, FREE_SHIPPING_OVER_CENTS]).toEqual([500, 10_000]);
  });

  itMaps("a subtotal of %i cents ships for %i", shippingCents, [
    [0, 0],
    [1, 500],
    [3499, 500],
    [8999, 500],
    [9999, 500],
    [10_000, 500],
    [10_001, 0],
    [18_997, 0],
    [1_000_000, 0],
  ]);

  itMaps("orderTotals(%i)", orderTotals, [
    [0, { subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 }],
    [3499, { subtotalCents: 3499, shippingCents: 500, taxCents: 0, totalCents: 3999 }],
    [10_000, { subtotalCents: 10_000, shippingCents: 500, taxCents: 0, totalCents: 10_500 }],
    [10_001, { subtotalCents: 10_001, shippingCents: 0, taxCents: 0, totalCents: 10_001 }],
    [26_997, { subtotalCents: 26_997, shippingCents: 0, taxCents: 0, totalCents: 26_997 }],
  ]);
});

// ---- checkout ----

const schema = checkoutSchema(t);

/** The form as the checkout page posts it; items is the cart as JSON. */
function checkoutForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.org",
    phone: "+1 (416) 555-0100",
    address: "1 Front St W",
    city: "Toronto",
    state: "ON",
    zip: "M5J 2X5",
    country: "Canada",
    idempotencyKey: "3f0c8a52-6a1e-4a53-9d0f-1f2e3d4c5b6a",
    items: JSON.stringify([{ productId: "star-match-ball", size: null, quantity: 2 }]),
    ...overrides,
  };
}

const withItems = (items: unknown) => checkoutForm({ items: JSON.stringify(items) });

/** The first message per field, as the form shows them. */
function errorsOf(values: Record<string, unknown>) {
  const result = parseWith(schema, values);
  return result.ok ? {} : result.errors;
}

describe("checkoutSchema", () => {
  it("reads a valid form, trimming text and giving a missing size null", () => {
    const parsed = schema.parse(
      checkoutForm({
        firstName: "  Ann ",
        email: " ann@example.org ",
        items: JSON.stringify([
          { productId: "star-match-ball", quantity: 2 },
          { productId: "white-court-shoes", size: "M", quantity: 1 },
        ]),
      }),
    );
    expect(parsed).toEqual({
      ...checkoutForm(),
      firstName: "Ann",
      // No method chosen (the association does not take payment in person): Interac e-Transfer.
      paymentMethod: "etransfer",
      items: [
        { productId: "star-match-ball", size: null, quantity: 2 },
        { productId: "white-court-shoes", size: "M", quantity: 1 },
      ],
    });
  });

  it.each(["Ontario", "ontario", "ZZ", "", "ON ", "on"])(
    "takes a province only from the list: %j refused",
    (state) => {
      // The list sends its option's code exactly: a name, another case or spaces were typed by hand.
      expect(errorsOf(checkoutForm({ state })).state).toBe(t.state);
    },
  );

  it.each(["AB", "ON", "QC", "YT"])("takes the province %s", (state) => {
    expect(schema.parse(checkoutForm({ state })).state).toBe(state);
  });

  it("uses the spec's texts", () => {
    expect([t.email, format(t.quantity, { max: MAX_QUANTITY }), t.emptyCart]).toEqual([
      "Please enter a valid email address",
      "Quantities must be whole numbers from 1 to 99",
      "Your cart is empty",
    ]);
  });

  it("takes the payment method: e-Transfer unless in person is chosen; nothing else, and never a card", () => {
    expect(schema.parse(checkoutForm()).paymentMethod).toBe("etransfer");
    expect(schema.parse(checkoutForm({ paymentMethod: "in-person" })).paymentMethod).toBe("in-person");
    for (const method of ["card", "", "ETRANSFER"])
      expect(errorsOf(checkoutForm({ paymentMethod: method })).paymentMethod).toBe(t.paymentMethod);
    expect(t.paymentMethod).toBe("Please choose how you will pay.");
  });

  it.each<[keyof ReturnType<typeof checkoutForm>, string]>([
    ["firstName", t.firstName],
    ["lastName", t.lastName],
    ["email", t.email],
    ["phone", t.phone],
    ["address", t.address],
    ["city", t.city],
    ["state", t.state],
    ["zip", t.zip],
    ["country", t.country],
  ])("requires %s (%s)", (field, message) => {
    expect(errorsOf(checkoutForm({ [field]: "" }))[field]).toBe(message);
    expect(errorsOf(checkoutForm({ [field]: "   " }))[field]).toBe(message);
    const { [field]: _, ...missing } = checkoutForm();
    expect(errorsOf(missing)[field]).toBeDefined();
  });

  it.each([
    ["firstName", "x".repeat(101), t.firstName],
    ["lastName", "x".repeat(101), t.lastName],
    ["address", "x".repeat(201), t.address],
    ["city", "x".repeat(101), t.city],
    ["state", "x".repeat(101), t.state],
    ["zip", "x".repeat(21), t.zip],
    ["country", "x".repeat(101), t.country],
    ["email", "ann", t.email],
    ["email", "ann@", t.email],
    ["email", "@example.org", t.email],
    ["email", "ann lee@example.org", t.email],
    ["email", "ann@example.org\r\nBcc: victim@example.org", t.email],
    ["email", `${"a".repeat(250)}@example.org`, t.email],
    ["phone", "call me", t.phone],
    ["phone", "12345", t.phone],
    ["phone", "416-555-0100 ext. 5", t.phone],
    ["phone", "1".repeat(26), t.phone],
    ["idempotencyKey", "", t.form],
    ["idempotencyKey", "too-short", t.form],
    ["idempotencyKey", "x".repeat(65), t.form],
    ["idempotencyKey", "3f0c8a52 6a1e 4a53 9d0f", t.form],
    ["idempotencyKey", "3f0c8a52_6a1e_4a53_9d0f_1f2e", t.form],
    ["idempotencyKey", "3f0c8a52-6a1e-4a53-9d0f-1f2e3d4c5b6a'; --", t.form],
    ["firstName", "Ann\u0000", t.controlCharacters],
    ["lastName", "Lee\r\nBcc: victim@example.org", t.controlCharacters],
    ["address", "1 Front\u0007 St W", t.controlCharacters],
    ["city", "Toronto\u007f", t.controlCharacters],
    ["items", JSON.stringify([{ productId: "star-match-ball\u0000", quantity: 1 }]), t.items],
  ])("refuses %s %j with its message", (field, value, message) => {
    expect(errorsOf(checkoutForm({ [field]: value }))[field]).toBe(message);
  });

  it.each([
    ["email", "ann.lee+shop@example.co.uk"],
    ["phone", "416-555-0100"],
    ["phone", "(416) 555.0100"],
    ["phone", "+33 1 23 45 67 89"],
    ["idempotencyKey", "abcdefghijklmnop"],
    ["idempotencyKey", "A".repeat(64)],
    ["country", "France"],
  ])("accepts %s %j", (field, value) => {
    expect(errorsOf(checkoutForm({ [field]: value }))).toEqual({});
  });

  it.each<[string, unknown]>([
    ["0", 0],
    ["-1", -1],
    ["1.5", 1.5],
    ["100", 100],
    ["10^9", 1e9],
    ['"2" (a string)', "2"],
    ["null", null],
    ["missing", undefined],
  ])("refuses a quantity of %s", (_, quantity) => {
    expect(errorsOf(withItems([{ productId: "star-match-ball", size: null, quantity }])).items).toBe(
      "Quantities must be whole numbers from 1 to 99",
    );
  });

  it.each([1, 2, 99])("accepts a quantity of %i", (quantity) => {
    expect(errorsOf(withItems([{ productId: "star-match-ball", size: null, quantity }]))).toEqual({});
  });

  it.each<[string, string, string]>([
    ["an empty cart", "[]", t.emptyCart],
    ["malformed JSON", "[{", t.items],
    ["an empty string", "", t.items],
    ["a JSON object", JSON.stringify({ productId: "star-match-ball", quantity: 1 }), t.items],
    ["JSON null", "null", t.items],
    [
      "51 lines",
      JSON.stringify(Array.from({ length: 51 }, () => ({ productId: "star-match-ball", quantity: 1 }))),
      t.items,
    ],
  ])("refuses %s", (_, items, message) => {
    expect(errorsOf(checkoutForm({ items })).items).toBe(message);
  });

  it.each<[string, unknown]>([
    ["a missing productId", { quantity: 1 }],
    ["an empty productId", { productId: "", quantity: 1 }],
    ["an unknown size", { productId: "white-court-shoes", size: "XS", quantity: 1 }],
  ])("refuses %s", (_, line) => {
    expect(errorsOf(withItems([line])).items).toBeDefined();
  });

  it("drops a price sent by the browser", () => {
    const parsed = schema.parse(
      withItems([
        { productId: "star-match-ball", size: null, quantity: 1, priceCents: 1, price: 0.01, name: "Free" },
      ]),
    );
    expect(parsed.items).toEqual([{ productId: "star-match-ball", size: null, quantity: 1 }]);
  });

  it("takes no card field", () => {
    const parsed = schema.parse(
      checkoutForm({ cardName: "Ann Lee", cardNumber: "4111111111111111", expDate: "12/30", cvv: "123" }),
    );
    expect(Object.keys(parsed)).not.toEqual(expect.arrayContaining(["cardNumber"]));
    expect(JSON.stringify(parsed)).not.toMatch(/4111|cvv|card/i);
  });
});

describe("priceOrder", () => {
  const products: CatalogueProduct[] = catalogue.map((product) => ({
    id: product.id,
    name: product.name,
    price_cents: product.priceCents,
    size_set: product.sizeSet,
  }));
  const sizedBall: CatalogueProduct = {
    id: "size-ball",
    name: "Size Ball",
    price_cents: 2999,
    size_set: "ball",
  };
  type Item = CheckoutInput["items"][number];
  const ball = (quantity = 1, productId = "star-match-ball"): Item => ({ productId, size: null, quantity });
  const shoes = (size: Item["size"], quantity = 1, productId = "white-court-shoes"): Item => ({
    productId,
    size,
    quantity,
  });

  it("prices one blue ball: 3499 + 500 shipping", () => {
    expect(priceOrder([ball(1, "blue-training-ball")], products)).toEqual({
      ok: true,
      lines: [
        {
          productId: "blue-training-ball",
          name: "Blue Training Ball",
          size: null,
          quantity: 1,
          unitCents: 3499,
          lineCents: 3499,
        },
      ],
      subtotalCents: 3499,
      shippingCents: 500,
      taxCents: 0,
      totalCents: 3999,
    });
  });

  it.each<[string, Item[], number, number, number]>([
    ["2 star balls and court shoes size M", [ball(2), shoes("M")], 18_997, 0, 18_997],
    ["3 court shoes (no floating error)", [shoes("L", 3)], 26_997, 0, 26_997],
    ["2 star balls: $99.98, ships", [ball(2)], 9998, 500, 10_498],
    [
      "one of each",
      [...BALLS.map((id) => ball(1, id)), ...SHOES.map((id) => shoes("S", 1, id))],
      3 * 3499 + 4999 + 2 * 8999,
      0,
      3 * 3499 + 4999 + 2 * 8999,
    ],
    ["99 red balls", [ball(99, "red-classic-ball")], 346_401, 0, 346_401],
  ])("%s", (_, items, subtotal, shipping, total) => {
    const priced = priceOrder(items, products);
    expect(priced).toMatchObject({
      ok: true,
      subtotalCents: subtotal,
      shippingCents: shipping,
      totalCents: total,
    });
    if (!priced.ok) return;
    for (const line of priced.lines) expect(Number.isInteger(line.lineCents)).toBe(true);
    expect(priced.lines.reduce((sum, line) => sum + line.lineCents, 0)).toBe(subtotal);
  });

  it("takes prices from the catalogue only, whatever the browser sent", () => {
    const items = schema.parse(
      withItems([
        { productId: "star-match-ball", size: null, quantity: 2, priceCents: 1 },
        { productId: "white-court-shoes", size: "M", quantity: 1, price: 0.01, unitCents: 1, totalCents: 1 },
      ]),
    ).items;
    const priced = priceOrder(items, products);
    expect(priced).toMatchObject({
      ok: true,
      subtotalCents: 18_997,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 18_997,
    });
    if (priced.ok) expect(priced.lines.map((line) => line.unitCents)).toEqual([4999, 8999]);
  });

  it.each<[string, Item[], "unknown-product" | "size"]>([
    ["an unknown product", [{ productId: "golden-ball", size: null, quantity: 1 }], "unknown-product"],
    [
      "an unknown product beside a known one",
      [ball(1), { productId: "golden-ball", size: null, quantity: 1 }],
      "unknown-product",
    ],
    ["a product id in another case", [ball(1, "STAR-MATCH-BALL")], "unknown-product"],
    ["a size on a ball", [{ productId: "star-match-ball", size: "M", quantity: 1 }], "size"],
    ["shoes without a size", [shoes(null)], "size"],
    ["shoes sold in clothing sizes, with a ball's size", [shoes("1")], "size"],
    [
      "a handball sold in ball sizes, with a clothing size",
      [{ productId: "size-ball", size: "M", quantity: 1 }],
      "size",
    ],
    [
      "a handball sold in ball sizes, without a size",
      [{ productId: "size-ball", size: null, quantity: 1 }],
      "size",
    ],
    [
      "green shoes without a size beside sized ones",
      [shoes("M"), shoes(null, 1, "green-court-shoes")],
      "size",
    ],
  ])("refuses %s", (_, items, reason) => {
    expect(priceOrder(items, [...products, sizedBall])).toEqual({ ok: false, reason });
  });

  it("prices a handball in the size of its set", () => {
    const priced = priceOrder([{ productId: "size-ball", size: "1", quantity: 2 }], [...products, sizedBall]);
    expect(priced.ok && priced.lines).toEqual([
      { productId: "size-ball", name: "Size Ball", size: "1", quantity: 2, unitCents: 2999, lineCents: 5998 },
    ]);
  });

  it("refuses everything when the catalogue is empty", () => {
    expect(priceOrder([ball(1)], [])).toEqual({ ok: false, reason: "unknown-product" });
  });

  it("merges duplicate lines of one product and size", () => {
    const priced = priceOrder([ball(2), shoes("M"), ball(3), shoes("M", 2), shoes("L")], products);
    expect(
      priced.ok && priced.lines.map((line) => [line.productId, line.size, line.quantity, line.lineCents]),
    ).toEqual([
      ["star-match-ball", null, 5, 5 * 4999],
      ["white-court-shoes", "M", 3, 3 * 8999],
      ["white-court-shoes", "L", 1, 8999],
    ]);
  });

  it("caps merged duplicates at 99", () => {
    const priced = priceOrder([ball(60), ball(60)], products);
    expect(priced.ok && priced.lines.map((line) => line.quantity)).toEqual([99]);
  });
});

describe("order numbers", () => {
  it.each([
    [1, "HB-000001"],
    [123, "HB-000123"],
    [999_999, "HB-999999"],
    [1_234_567, "HB-1234567"],
  ])("%i ↔ %s", (id, number) => {
    expect(orderNumber(id)).toBe(number);
    expect(parseOrderNumber(number)).toBe(id);
  });

  itRefuses("%j is no order number", parseOrderNumber, [
    "HB-0",
    "HB-000000",
    "123",
    "HB-abc",
    "HB-",
    "hb-000123",
    "HB-000123 ",
    " HB-000123",
    "HB--1",
    "HB-1.5",
    "HB-1234567890",
    "XX-000123",
    "",
  ]);

  it("reads nothing as no order number", () => {
    expect(parseOrderNumber(undefined)).toBeNull();
  });
});

describe("route parameters are read before any query", () => {
  it.each(catalogue.map((product) => product.id))("%s is a product id", (id) => {
    expect(parseProductId(id)).toBe(id);
  });

  it.each(["", "a\u0000b", "\u0000", "Blue-Ball", "x".repeat(101), "../app.db", "ball\n", undefined])(
    "%j is no product id",
    (param) => {
      expect(parseProductId(param)).toBeNull();
    },
  );

  it("reads an order token as the shop makes them", () => {
    expect(parseOrderToken("Abc_def-0123456789abcdef")).toBe("Abc_def-0123456789abcdef");
  });

  itRefuses("%j is no order token", parseOrderToken, [
    "",
    "\u0000",
    `${"a".repeat(23)}\u0000`,
    "a".repeat(23),
    "a".repeat(25),
    `${"a".repeat(23)}=`,
    undefined,
  ]);
});

describe("checkoutFingerprint", () => {
  const fingerprint = (overrides: Record<string, unknown> = {}) =>
    checkoutFingerprint(schema.parse(checkoutForm(overrides)));
  const lines = (...items: unknown[]) => ({ items: JSON.stringify(items) });
  const ball = (quantity: number) => ({ productId: "star-match-ball", size: null, quantity });
  const shoes = (size: string, quantity = 1) => ({ productId: "white-court-shoes", size, quantity });

  it("is the same for a resubmission with another key, and whatever the order of the lines", () => {
    expect(fingerprint({ idempotencyKey: "another-key-0123456789" })).toBe(fingerprint());
    expect(fingerprint(lines(shoes("M"), ball(2)))).toBe(fingerprint(lines(ball(1), shoes("M"), ball(1))));
  });

  it.each<[string, Record<string, unknown>]>([
    ["another product", lines({ productId: "red-classic-ball", size: null, quantity: 2 })],
    ["another quantity", lines(ball(3))],
    ["another line", lines(ball(2), shoes("M"))],
    ["another address", { address: "2 Bay St" }],
    ["another e-mail", { email: "bob@example.org" }],
    ["another name", { lastName: "Li" }],
  ])("differs for %s", (_, overrides) => {
    expect(fingerprint(overrides)).not.toBe(fingerprint());
  });

  it("differs for another size", () => {
    expect(fingerprint(lines(shoes("M")))).not.toBe(fingerprint(lines(shoes("L"))));
  });
});

describe("orderForPage", () => {
  it("keeps what the page shows and drops the ids, the owner and the link's token", () => {
    const shown = orderForPage({
      id: 42,
      public_token: "secret-link-token",
      user_id: "user-123",
      email: "buyer@example.org",
      total_cents: 3999,
      items: [{ id: 7, product_id: "blue-training-ball", name: "Blue Training Ball", quantity: 1 }],
    });
    expect(shown).toEqual({
      number: "HB-000042",
      email: "buyer@example.org",
      total_cents: 3999,
      items: [{ product_id: "blue-training-ball", name: "Blue Training Ball", quantity: 1 }],
    });
  });
});

describe("order statuses", () => {
  it("the database's status column holds exactly the statuses of the lifecycle", () => {
    expectTypeOf<OrdersTable["status"]>().toEqualTypeOf<(typeof ORDER_STATUSES)[number]>();
    expect(ORDER_STATUSES).toEqual([
      "awaiting-payment",
      "paid",
      "shipped",
      "picked-up",
      "cancelled",
      "expired",
    ]);
  });
});

describe("shippingShown", () => {
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  itMaps(
    "%i cents of shipping read %j",
    (cents: number) => shippingShown(cents, texts.checkout.free, money),
    [
      [0, "Free"],
      [500, "$5.00"],
      [1, "$0.01"],
    ],
  );

  it("says free in French too", () => {
    expect(shippingShown(0, frTexts.checkout.free, money)).toBe("Gratuite");
  });
});

describe("shippingTerms", () => {
  it("states the shop's shipping rule from its constants, as the spec words it", () => {
    expect(shippingTerms("en")).toEqual({ shipping: "$5.00", freeOver: "$100" });
    expect(format(texts.list.perks[0]?.text ?? "", shippingTerms("en"))).toBe("On orders over $100");
    expect(shippingTerms("fr")).toEqual({ shipping: "5,00\u00a0$", freeOver: "100\u00a0$" });
  });
});

describe("shortageMessage", () => {
  const fr = frTexts.validation;
  itMaps("%j", (lines: Parameters<typeof shortageMessage>[0]) => shortageMessage(lines, t), [
    [
      [{ name: "White Court Shoes", size: "M", available: 0 }],
      "White Court Shoes (M) is sold out. Please remove it from your cart.",
    ],
    [
      [{ name: "Blue Training Ball", size: null, available: 2 }],
      "Only 2 left of Blue Training Ball. Please lower the quantity.",
    ],
    [
      [
        { name: "White Court Shoes", size: "XL", available: 1 },
        { name: "Star Match Ball", size: null, available: 0 },
      ],
      "Only 1 left of White Court Shoes (XL). Please lower the quantity. Star Match Ball is sold out. Please remove it from your cart.",
    ],
  ]);

  it("speaks French to a French buyer", () => {
    expect(shortageMessage([{ name: "Ballon classique vert", size: null, available: 3 }], fr)).toBe(
      "Stock restant pour Ballon classique vert\u00a0: 3. Veuillez réduire la quantité.",
    );
  });
});

describe("what one buyer may hold unpaid (decision 037)", () => {
  const line = (productId: string, size: "M" | "L" | null, quantity: number) => ({
    productId,
    name: productId,
    size,
    quantity,
    unitCents: 1000,
    lineCents: 1000 * quantity,
  });
  type Case = [ReturnType<typeof line>[], { productId: string; size: string | null; quantity: number }[]];
  itMaps("%j", ([lines, held]: Case) => holdBreaches(lines, held), [
    [[[line("shoes", "M", 4)], []], []],
    [[[line("shoes", "M", 5)], []], [{ kind: "item", name: "shoes", size: "M", held: 0, allowed: 4 }]],
    [
      [[line("shoes", "M", 1)], [{ productId: "shoes", size: "M", quantity: 4 }]],
      [{ kind: "item", name: "shoes", size: "M", held: 4, allowed: 0 }],
    ],
    // Another size, or another product, is another item.
    [[[line("shoes", "L", 4)], [{ productId: "shoes", size: "M", quantity: 4 }]], []],
    [[[line("ball", null, 2)], [{ productId: "ball", size: null, quantity: 2 }]], []],
    [
      [[line("ball", null, 3)], [{ productId: "ball", size: null, quantity: 2 }]],
      [{ kind: "item", name: "ball", size: null, held: 2, allowed: 2 }],
    ],
    // 20 in all across the buyer's unpaid orders.
    [[[line("a", null, 4), line("b", null, 4)], [{ productId: "c", size: null, quantity: 12 }]], []],
    [
      [[line("a", null, 4), line("b", null, 4)], [{ productId: "c", size: null, quantity: 13 }]],
      [{ kind: "units", count: 21 }],
    ],
  ]);

  it("says each limit in English and in French", () => {
    const breaches = [
      { kind: "item" as const, name: "Ball", size: null, held: 0, allowed: 4 },
      { kind: "units" as const, count: 21 },
    ];
    expect(holdMessage(breaches, texts.validation)).toBe(
      "At most 4 of each item per order: please lower Ball to 4. At most 20 items may await payment per buyer; this order would bring yours to 21. For a team or club order, please write to us.",
    );
    expect(holdMessage(breaches, frTexts.validation)).toContain("Au plus 4 exemplaires de chaque article");
  });

  itMaps(
    "holds %j for %i days",
    ([days, order]: [number, { guest: boolean; totalCents: number }]) => holdDays(days, order),
    [
      [[7, { guest: true, totalCents: HOLD_LIMITS.largeGuestOrderCents }], 7],
      [[7, { guest: true, totalCents: HOLD_LIMITS.largeGuestOrderCents + 1 }], 2],
      [[7, { guest: false, totalCents: 100_000 }], 7],
      [[1, { guest: true, totalCents: 100_000 }], 1],
    ],
  );
});
