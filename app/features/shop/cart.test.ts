import { describe, expect, it } from "vitest";
import type { Size } from "~/lib/sizes";
import { itMaps } from "~/lib/test-table";
import {
  addToCart,
  type CartLine,
  clearCart,
  lineKey,
  MAX_LINES,
  MAX_QUANTITY,
  parseStockQuery,
  parseStoredCart,
  removeFromCart,
  shortfall,
  stockQuery,
  subtotalCents,
  totalItems,
  updateQuantity,
} from "./cart";

/** A cart line as the product page adds it; quantity 1 unless told otherwise. */
function line(productId: string, overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId,
    name: productId.replace(/-/g, " "),
    nameFr: null,
    image: `/images/products/${productId}.webp`,
    priceCents: 3499,
    size: null,
    quantity: 1,
    ...overrides,
  };
}

const item = (productId: string, size: Size | null = null, priceCents = 3499) => {
  const { quantity: _, ...rest } = line(productId, { size, priceCents });
  return rest;
};

/** A cart of `count` distinct lines. */
const manyLines = (count: number) => Array.from({ length: count }, (_, i) => line(`ball-${i}`));

describe("lineKey", () => {
  itMaps("%j → %s", lineKey, [
    [{ productId: "blue-training-ball", size: null }, "blue-training-ball"],
    [{ productId: "white-court-shoes", size: "M" as const }, "white-court-shoes:M"],
    [{ productId: "white-court-shoes", size: "XXL" as const }, "white-court-shoes:XXL"],
  ]);
});

describe("addToCart", () => {
  it.each<{ name: string; cart: CartLine[]; add: ReturnType<typeof item>; expected: [string, number][] }>([
    {
      name: "a new product enters with quantity 1",
      cart: [],
      add: item("red-classic-ball"),
      expected: [["red-classic-ball", 1]],
    },
    {
      name: "a product already in the cart gains 1",
      cart: [line("red-classic-ball", { quantity: 2 })],
      add: item("red-classic-ball"),
      expected: [["red-classic-ball", 3]],
    },
    {
      name: "another product is appended after the existing lines",
      cart: [line("red-classic-ball")],
      add: item("star-match-ball"),
      expected: [
        ["red-classic-ball", 1],
        ["star-match-ball", 1],
      ],
    },
    {
      name: "the same product in another size is a second line",
      cart: [line("white-court-shoes", { size: "M" })],
      add: item("white-court-shoes", "L"),
      expected: [
        ["white-court-shoes:M", 1],
        ["white-court-shoes:L", 1],
      ],
    },
    {
      name: "the same product in the same size gains 1",
      cart: [line("white-court-shoes", { size: "M" }), line("white-court-shoes", { size: "L" })],
      add: item("white-court-shoes", "L"),
      expected: [
        ["white-court-shoes:M", 1],
        ["white-court-shoes:L", 2],
      ],
    },
    {
      name: "the quantity stops at 99",
      cart: [line("red-classic-ball", { quantity: MAX_QUANTITY })],
      add: item("red-classic-ball"),
      expected: [["red-classic-ball", 99]],
    },
    {
      name: "98 becomes 99",
      cart: [line("red-classic-ball", { quantity: 98 })],
      add: item("red-classic-ball"),
      expected: [["red-classic-ball", 99]],
    },
  ])("$name", ({ cart, add, expected }) => {
    const result = addToCart(cart, add);
    expect(result.map((l) => [lineKey(l), l.quantity])).toEqual(expected);
  });

  it("keeps the product's fields on the new line", () => {
    expect(addToCart([], item("white-court-shoes", "S", 8999))).toEqual([
      line("white-court-shoes", { size: "S", priceCents: 8999, quantity: 1 }),
    ]);
  });

  it("does not change the cart it was given", () => {
    const cart = [line("red-classic-ball")];
    addToCart(cart, item("red-classic-ball"));
    addToCart(cart, item("star-match-ball"));
    expect(cart).toEqual([line("red-classic-ball")]);
  });

  it("holds at most 50 lines: a 51st product is not added, an existing one still gains 1", () => {
    const full = manyLines(MAX_LINES);
    expect(MAX_LINES).toBe(50);
    expect(addToCart(full, item("star-match-ball"))).toHaveLength(50);
    expect(addToCart(full, item("star-match-ball")).some((l) => l.productId === "star-match-ball")).toBe(
      false,
    );
    const more = addToCart(full, item("ball-7"));
    expect(more).toHaveLength(50);
    expect(more.find((l) => l.productId === "ball-7")?.quantity).toBe(2);
    expect(addToCart(manyLines(49), item("star-match-ball"))).toHaveLength(50);
  });
});

describe("removeFromCart", () => {
  const cart = [
    line("red-classic-ball"),
    line("white-court-shoes", { size: "M" }),
    line("white-court-shoes", { size: "L" }),
  ];

  itMaps("removing %s leaves %j", (key) => removeFromCart(cart, key).map(lineKey), [
    ["red-classic-ball", ["white-court-shoes:M", "white-court-shoes:L"]],
    ["white-court-shoes:M", ["red-classic-ball", "white-court-shoes:L"]],
    ["white-court-shoes", ["red-classic-ball", "white-court-shoes:M", "white-court-shoes:L"]],
    ["unknown", ["red-classic-ball", "white-court-shoes:M", "white-court-shoes:L"]],
  ]);

  it("of an empty cart is empty", () => {
    expect(removeFromCart([], "red-classic-ball")).toEqual([]);
  });
});

describe("updateQuantity", () => {
  const cart = [
    line("red-classic-ball", { quantity: 3 }),
    line("white-court-shoes", { size: "M", quantity: 1 }),
  ];

  it.each<[string, number, [string, number][]]>([
    [
      "sets 5",
      5,
      [
        ["red-classic-ball", 5],
        ["white-court-shoes:M", 1],
      ],
    ],
    [
      "sets 1",
      1,
      [
        ["red-classic-ball", 1],
        ["white-court-shoes:M", 1],
      ],
    ],
    [
      "rounds 2.7 down to 2",
      2.7,
      [
        ["red-classic-ball", 2],
        ["white-court-shoes:M", 1],
      ],
    ],
    [
      "sets 99",
      99,
      [
        ["red-classic-ball", 99],
        ["white-court-shoes:M", 1],
      ],
    ],
    [
      "caps 100 at 99",
      100,
      [
        ["red-classic-ball", 99],
        ["white-court-shoes:M", 1],
      ],
    ],
    [
      "caps 10^9 at 99",
      1e9,
      [
        ["red-classic-ball", 99],
        ["white-court-shoes:M", 1],
      ],
    ],
    ["removes the line at 0", 0, [["white-court-shoes:M", 1]]],
    ["removes the line at -1", -1, [["white-court-shoes:M", 1]]],
    ["removes the line at -0.5", -0.5, [["white-court-shoes:M", 1]]],
    ["removes the line at NaN", Number.NaN, [["white-court-shoes:M", 1]]],
    ["removes the line at Infinity", Number.POSITIVE_INFINITY, [["white-court-shoes:M", 1]]],
    ["removes the line at -Infinity", Number.NEGATIVE_INFINITY, [["white-court-shoes:M", 1]]],
  ])("%s", (_, quantity, expected) => {
    expect(updateQuantity(cart, "red-classic-ball", quantity).map((l) => [lineKey(l), l.quantity])).toEqual(
      expected,
    );
  });

  it("finds a sized line by its key", () => {
    expect(updateQuantity(cart, "white-court-shoes:M", 4).map((l) => l.quantity)).toEqual([3, 4]);
  });

  it("leaves the cart alone for an unknown key", () => {
    expect(updateQuantity(cart, "unknown", 4)).toEqual(cart);
  });
});

describe("clearCart", () => {
  it("empties the cart", () => {
    expect(clearCart()).toEqual([]);
  });
});

describe("totalItems and subtotalCents", () => {
  it.each<[string, CartLine[], number, number]>([
    ["an empty cart", [], 0, 0],
    ["one ball", [line("blue-training-ball")], 1, 3499],
    [
      "3 shoes at $89.99 (26997, not 269.96999…)",
      [line("white-court-shoes", { size: "M", priceCents: 8999, quantity: 3 })],
      3,
      26997,
    ],
    [
      "mixed lines",
      [
        line("white-court-shoes", { size: "M", priceCents: 8999, quantity: 1 }),
        line("white-court-shoes", { size: "L", priceCents: 8999, quantity: 2 }),
        line("star-match-ball", { priceCents: 4999, quantity: 2 }),
      ],
      5,
      8999 * 3 + 4999 * 2,
    ],
    ["10¢ + 20¢ is 30¢", [line("a", { priceCents: 10 }), line("b", { priceCents: 20 })], 2, 30],
    ["99 × $34.99", [line("blue-training-ball", { quantity: 99 })], 99, 346401],
  ])("%s", (_, cart, items, cents) => {
    expect(totalItems(cart)).toBe(items);
    expect(subtotalCents(cart)).toBe(cents);
    expect(Number.isInteger(subtotalCents(cart))).toBe(true);
  });
});

describe("parseStoredCart", () => {
  const valid = [
    line("white-court-shoes", { size: "M", priceCents: 8999, quantity: 2 }),
    line("star-match-ball"),
  ];

  it("reads nothing stored as an empty cart", () => {
    expect(parseStoredCart(null)).toEqual([]);
  });

  it.each<[string, CartLine[]]>([
    ["an empty cart", []],
    ["a cart with sized and unsized lines", valid],
    ["a cart of 50 lines", manyLines(MAX_LINES)],
    ["a quantity of 99", [line("star-match-ball", { quantity: 99 })]],
    ["a line with its French name", [line("star-match-ball", { nameFr: "Ballon de match Étoile" })]],
  ])("round-trips %s", (_, cart) => {
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
  });

  it("drops fields it does not know", () => {
    const stored = JSON.stringify([{ ...line("star-match-ball"), admin: true, note: "x" }]);
    expect(parseStoredCart(stored)).toEqual([line("star-match-ball")]);
  });

  const withLine = (overrides: Record<string, unknown>) =>
    JSON.stringify([{ ...line("star-match-ball"), ...overrides }]);
  const without = (key: keyof CartLine) => {
    const { [key]: _, ...rest } = line("star-match-ball");
    return JSON.stringify([rest]);
  };

  it("reads a cart stored before lines had a French name: they show the English", () => {
    expect(parseStoredCart(without("nameFr"))).toEqual([line("star-match-ball")]);
  });

  it.each<[string, string]>([
    ["invalid JSON", "[{"],
    ["an empty string", ""],
    ["a JSON object", JSON.stringify({ productId: "star-match-ball" })],
    ["a JSON string", JSON.stringify("cart")],
    ["JSON null", "null"],
    ["a number", "42"],
    ["a line that is null", "[null]"],
    ["a line that is a string", '["star-match-ball"]'],
    ["a negative quantity", withLine({ quantity: -1 })],
    ["a quantity of 0", withLine({ quantity: 0 })],
    ["a float quantity", withLine({ quantity: 1.5 })],
    ["a quantity over 99", withLine({ quantity: 100 })],
    ["a quantity as a string", withLine({ quantity: "2" })],
    ["a missing productId", without("productId")],
    ["an empty productId", withLine({ productId: "" })],
    ["a numeric productId", withLine({ productId: 7 })],
    ["a productId of 101 characters", withLine({ productId: "x".repeat(101) })],
    ["a missing name", without("name")],
    ["a numeric French name", withLine({ nameFr: 7 })],
    ["a French name of 201 characters", withLine({ nameFr: "x".repeat(201) })],
    ["a missing image", without("image")],
    ["a missing size", without("size")],
    ["an unknown size", withLine({ size: "XS" })],
    ["a lower-case size", withLine({ size: "m" })],
    ["a negative price", withLine({ priceCents: -1 })],
    ["a float price", withLine({ priceCents: 34.99 })],
    ["a missing quantity", without("quantity")],
    ["51 lines", JSON.stringify(manyLines(MAX_LINES + 1))],
  ])("rejects %s", (_, text) => {
    expect(parseStoredCart(text)).toBeNull();
  });
});

describe("the stock query", () => {
  it("names each line by its key and reads back the same lines", () => {
    const lines = [
      { productId: "white-court-shoes", size: "M" as const },
      { productId: "blue-training-ball", size: null },
    ];
    expect(stockQuery(lines)).toBe("white-court-shoes:M,blue-training-ball");
    expect(parseStockQuery(stockQuery(lines))).toEqual(lines);
  });

  it("keeps each line once", () => {
    expect(parseStockQuery("star-match-ball,star-match-ball")).toEqual([
      { productId: "star-match-ball", size: null },
    ]);
  });

  it.each([
    null,
    "",
    ",",
    "ball:",
    "ball:xl",
    "ball:M:L",
    "Ball",
    "ball ",
    "ball\u0000",
    "a".repeat(101),
    Array.from({ length: MAX_LINES + 1 }, (_, i) => `p${i}`).join(","),
  ])("refuses %j", (text) => {
    expect(parseStockQuery(text)).toBeNull();
  });
});

describe("what a line says of the stock", () => {
  it.each([
    [1, undefined, null],
    [2, 2, null],
    [1, 5, null],
    [3, 2, { soldOut: false, left: 2 }],
    [1, 0, { soldOut: true }],
  ] as const)("%i asked, %s left: %j", (quantity, available, said) => {
    expect(shortfall(quantity, available)).toEqual(said);
  });
});
