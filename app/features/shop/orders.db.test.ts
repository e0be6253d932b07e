import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  getOrderById,
  getOrderByToken,
  getOrderOfUser,
  listOrders,
  listOrdersOfUser,
} from "~/features/orders/index.server";
import { InvalidEmailError } from "~/lib/email/rules";
import { sizesOf } from "~/lib/sizes";
import { shop as texts } from "~/texts/en/shop";
import { seedDemoContent } from "../../../scripts/lib/seed";
import { solveForTest } from "../../../tests/support/challenge";
import { testNow } from "../../../tests/support/factories";
import { annContact, checkoutInput } from "../../../tests/support/shop-factories";
import { setupTestDb, testConfig, testDialect } from "../../../tests/support/test-db";
import { type CheckoutInput, checkoutSchema, holdMessage, orderNumber } from "./rules";
import { type Buyer, placeOrder } from "./service.server";

const now = testNow;

const testDb = setupTestDb({
  clean: ["order_items", "orders", "outbox", "rate_events", "jobs"],
  seed: (db) => seedDemoContent(db, now, "America/Toronto"),
});

// Plenty of every size, so that only the stock tests (app/features/orders/lifecycle.db.test.ts) meet a sold-out size.
beforeEach(() => testDb.db.updateTable("product_variants").set({ stock: 1000 }).execute());

type Item = CheckoutInput["items"][number];
const ball = (productId = "blue-training-ball", quantity = 1): Item => ({ productId, size: null, quantity });
const shoes = (size: Item["size"], quantity = 1, productId = "white-court-shoes"): Item => ({
  productId,
  size,
  quantity,
});

/** The i-th order's one line: a pair of shoes in one of the five sizes, so that a buyer's orders stay within the limits. */
const anySize = (i: number) => shoes(sizesOf("apparel")[i % 5] ?? "M");

let clients = 0;

/**
 * Places an order as a signed-in member (`userId`) or as a guest whose browser carries the checkout cookie
 * `guestId`, from a client of its own unless told, so that only the tests of the limits meet them.
 */
function place(
  input: CheckoutInput,
  userId: string | null = null,
  at = now,
  buyer: Partial<Omit<Buyer, "userId">> = {},
) {
  const mail = { wake: vi.fn() };
  const customer = {
    userId,
    guestId: "guest-browser-1",
    client: `192.0.2.${++clients}`,
    locale: "en" as const,
    ...buyer,
  };
  return { mail, result: placeOrder({ db: testDb.db, config: testConfig, mail }, input, customer, at) };
}

/** Places an order that must succeed and returns its id and token. */
async function placed(
  input: CheckoutInput,
  userId: string | null = null,
  at = now,
  buyer: Partial<Omit<Buyer, "userId">> = {},
) {
  const result = await place(input, userId, at, buyer).result;
  if (!result.ok) throw new Error(`order refused: ${result.reason}`);
  return result;
}

async function count(table: "orders" | "order_items" | "outbox") {
  const { n } = await testDb.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

const outbox = () =>
  testDb.db
    .selectFrom("outbox")
    .select(["to_address", "reply_to", "kind", "subject", "text_body"])
    .orderBy("id")
    .execute();

describe(`orders (${testDialect})`, () => {
  describe("placeOrder", () => {
    const lineNames = async (id: number) =>
      (await getOrderById(testDb.db, id))?.items.map((item) => item.name);

    it("keeps each line under the name it was ordered by: French for an order placed in French", async () => {
      const items = [ball("star-match-ball"), shoes("M")];
      const french = await placed(checkoutInput({ items }), null, now, { locale: "fr" });
      const english = await placed(checkoutInput({ items }), null, now, { locale: "en" });
      expect(await lineNames(french.id)).toEqual(["Ballon de match Étoile", "Chaussures de salle blanches"]);
      expect(await lineNames(english.id)).toEqual(["Star Match Ball", "White Court Shoes"]);
    });

    it("names a line in English in a French order when the product's French name is missing or blank", async () => {
      await testDb.db
        .updateTable("products")
        .set({ name_fr: "  " })
        .where("id", "=", "red-classic-ball")
        .execute();
      await testDb.db
        .updateTable("products")
        .set({ name_fr: null })
        .where("id", "=", "green-classic-ball")
        .execute();
      try {
        const order = await placed(
          checkoutInput({ items: [ball("red-classic-ball"), ball("green-classic-ball"), ball()] }),
          null,
          now,
          { locale: "fr" },
        );
        expect(await lineNames(order.id)).toEqual([
          "Red Classic Ball",
          "Green Classic Ball",
          "Ballon d'entraînement bleu",
        ]);
      } finally {
        const changed = ["red-classic-ball", "green-classic-ball"];
        await testDb.db.updateTable("products").set({ name_fr: null }).where("id", "in", changed).execute();
        await seedDemoContent(testDb.db, now, "America/Toronto");
      }
    });

    it("stores a guest order priced from the catalogue in integer cents", async () => {
      const input = checkoutInput({ items: [ball("star-match-ball", 2), shoes("M")] });
      const { mail, result } = place(input);
      const order = await result;
      expect(order).toEqual({
        ok: true,
        id: expect.any(Number),
        token: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
        number: expect.stringMatching(/^HB-\d{6}$/),
      });
      if (!order.ok) return;
      expect(order.number).toBe(orderNumber(order.id));
      expect(mail.wake).toHaveBeenCalledTimes(1);

      const row = await testDb.db
        .selectFrom("orders")
        .selectAll()
        .where("id", "=", order.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        public_token: order.token,
        idempotency_key: input.idempotencyKey,
        user_id: null,
        status: "awaiting-payment",
        first_name: "Ann",
        last_name: "Lee",
        email: "ann@example.org",
        ...annContact,
        subtotal_cents: 18_997,
        shipping_cents: 0,
        total_cents: 18_997,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });

      const items = await testDb.db
        .selectFrom("order_items")
        .select(["product_id", "name", "size", "quantity", "unit_cents", "line_cents"])
        .where("order_id", "=", order.id)
        .orderBy("id")
        .execute();
      expect(items).toEqual([
        {
          product_id: "star-match-ball",
          name: "Star Match Ball",
          size: null,
          quantity: 2,
          unit_cents: 4999,
          line_cents: 9998,
        },
        {
          product_id: "white-court-shoes",
          name: "White Court Shoes",
          size: "M",
          quantity: 1,
          unit_cents: 8999,
          line_cents: 8999,
        },
      ]);
    });

    it("adds the $5.00 shipping to an order of $100 or less", async () => {
      const order = await placed(checkoutInput({ items: [ball("blue-training-ball")] }));
      expect(await getOrderById(testDb.db, order.id)).toMatchObject({
        subtotal_cents: 3499,
        shipping_cents: 500,
        total_cents: 3999,
      });
    });

    it("stores one line per product and size, merging duplicates", async () => {
      const order = await placed(
        checkoutInput({
          items: [
            shoes("M"),
            shoes("L", 2),
            shoes("M", 2),
            ball("red-classic-ball"),
            ball("red-classic-ball"),
          ],
        }),
      );
      const stored = await getOrderById(testDb.db, order.id);
      expect(
        stored?.items.map((item) => [item.product_id, item.size, item.quantity, item.line_cents]),
      ).toEqual([
        ["white-court-shoes", "M", 3, 3 * 8999],
        ["white-court-shoes", "L", 2, 2 * 8999],
        ["red-classic-ball", null, 2, 2 * 3499],
      ]);
      expect(stored?.total_cents).toBe(5 * 8999 + 2 * 3499);
    });

    it("ignores prices sent by the browser (SECURITY 18)", async () => {
      const form = {
        ...checkoutInput(),
        items: JSON.stringify([
          { productId: "star-match-ball", size: null, quantity: 2, priceCents: 1, price: 0.01 },
          {
            productId: "white-court-shoes",
            size: "M",
            quantity: 1,
            priceCents: 1,
            unitCents: 1,
            lineCents: 1,
          },
        ]),
        subtotalCents: 2,
        totalCents: 2,
      };
      const order = await placed(checkoutSchema(texts.validation).parse(form));
      const stored = await getOrderById(testDb.db, order.id);
      expect(stored).toMatchObject({ subtotal_cents: 18_997, shipping_cents: 0, total_cents: 18_997 });
      expect(stored?.items.map((item) => item.unit_cents)).toEqual([4999, 8999]);
    });

    it("confirms a guest's order with how to pay, and tells the shop with Reply-To the buyer", async () => {
      const order = await placed(
        checkoutInput({ email: "guest@example.org", items: [ball("star-match-ball", 2), shoes("M")] }),
      );
      const mails = await outbox();
      expect(mails).toEqual([
        {
          to_address: "guest@example.org",
          reply_to: null,
          kind: "order-confirmation",
          subject: `Your order ${order.number}`,
          text_body: expect.stringContaining(
            `Send $189.97 by Interac e-Transfer to ${testConfig.CONTACT_EMAIL} (${testConfig.ASSOCIATION_NAME}) by`,
          ),
        },
        {
          to_address: testConfig.CONTACT_EMAIL,
          reply_to: "guest@example.org",
          kind: "order-notification",
          subject: `New order ${order.number}`,
          text_body: expect.any(String),
        },
      ]);
      expect(mails[0]?.text_body).toContain(`Write ${order.number} in the e-Transfer message`);
      const body = mails[1]?.text_body ?? "";
      expect(body).toContain("2 × Star Match Ball: $99.98");
      expect(body).toContain("1 × White Court Shoes (M): $89.99");
      expect(body).toContain("Total: $189.97");
      expect(body).toContain(`${testConfig.BASE_URL}/admin/orders/${order.number}`);
    });

    it("also confirms to a signed-in customer", async () => {
      const order = await placed(checkoutInput({ email: "member@example.org" }), "user-member");
      const mails = await outbox();
      expect(mails.map((mail) => [mail.kind, mail.to_address, mail.reply_to]).sort()).toEqual([
        ["order-confirmation", "member@example.org", null],
        ["order-notification", testConfig.CONTACT_EMAIL, "member@example.org"],
      ]);
      const confirmation = mails.find((mail) => mail.kind === "order-confirmation");
      expect(confirmation?.subject).toBe(`Your order ${order.number}`);
      expect(confirmation?.text_body).toContain(`${testConfig.BASE_URL}/orders/${order.token}`);
      expect(confirmation?.text_body).toContain("Total: $39.99");
      expect(await testDb.db.selectFrom("orders").select("user_id").executeTakeFirst()).toEqual({
        user_id: "user-member",
      });
    });

    it("writes a French order's amounts in French for the customer and in English for the shop", async () => {
      await placed(checkoutInput({ items: [ball("star-match-ball", 2), shoes("M")] }), "user-member", now, {
        locale: "fr",
      });
      const mails = await outbox();
      const body = (kind: string) => mails.find((mail) => mail.kind === kind)?.text_body ?? "";
      expect(body("order-confirmation")).toContain("99,98\u00a0$");
      expect(body("order-confirmation")).toContain("89,99\u00a0$");
      expect(body("order-confirmation")).toContain("189,97\u00a0$");
      expect(body("order-confirmation")).not.toMatch(/\$\d/); // no amount written the English way
      expect(body("order-notification")).toContain("Total: $189.97");
      const html = await testDb.db
        .selectFrom("outbox")
        .select(["kind", "html_body"])
        .orderBy("kind")
        .execute();
      expect(html.map((mail) => [mail.kind, mail.html_body.match(/<html lang="(\w+)">/)?.[1]])).toEqual([
        ["order-confirmation", "fr"],
        ["order-notification", "en"],
      ]);
    });

    it.each<[string, Item[], "unknown-product" | "size"]>([
      ["an unknown product", [{ productId: "golden-ball", size: null, quantity: 1 }], "unknown-product"],
      [
        "an unknown product beside a known one",
        [ball(), { productId: "golden-ball", size: null, quantity: 1 }],
        "unknown-product",
      ],
      ["a size on a ball", [{ productId: "star-match-ball", size: "M", quantity: 1 }], "size"],
      ["shoes without a size", [shoes(null)], "size"],
      ["shoes without a size beside a valid line", [ball(), shoes(null, 1, "green-court-shoes")], "size"],
    ])("refuses %s: no order, no e-mail (SECURITY 18)", async (_, items, reason) => {
      const { mail, result } = place(checkoutInput({ items }), "user-member");
      expect(await result).toEqual({ ok: false, reason });
      expect(mail.wake).not.toHaveBeenCalled();
      expect([await count("orders"), await count("order_items"), await count("outbox")]).toEqual([0, 0, 0]);
    });

    it("stores nothing when its e-mail cannot be recorded (one transaction)", async () => {
      // The schema never lets such an address through; placeOrder must still not leave half an order.
      const { mail, result } = place(
        checkoutInput({ email: "ann@example.org\r\nBcc: x@example.org" }),
        "user-member",
      );
      await expect(result).rejects.toThrow(InvalidEmailError);
      expect(mail.wake).not.toHaveBeenCalled();
      expect([await count("orders"), await count("order_items"), await count("outbox")]).toEqual([0, 0, 0]);
    });

    it("returns the first order for the same idempotency key, buyer and order (SECURITY 20)", async () => {
      const input = checkoutInput({ items: [ball("star-match-ball")] });
      const first = await placed(input, "user-member");
      const { mail, result } = place({ ...input }, "user-member");
      expect(await result).toEqual(first);
      expect(mail.wake).not.toHaveBeenCalled();
      expect(await count("orders")).toBe(1);
      expect(await count("outbox")).toBe(2);
      expect((await getOrderById(testDb.db, first.id))?.items.map((item) => item.product_id)).toEqual([
        "star-match-ball",
      ]);
    });

    it("returns a guest's first order to the browser that placed it, and stores whose key it is", async () => {
      const input = checkoutInput();
      const first = await placed(input, null, now, { guestId: "browser-a" });
      expect(await place(input, null, now, { guestId: "browser-a", client: "198.51.100.1" }).result).toEqual(
        first,
      );
      const row = await testDb.db
        .selectFrom("orders")
        .select(["idempotency_key", "checkout_buyer", "checkout_hash"])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        idempotency_key: input.idempotencyKey,
        checkout_buyer: expect.stringMatching(/^guest:[0-9a-f]{64}$/),
        checkout_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(row.checkout_buyer).not.toContain("browser-a");
    });

    it.each<[string, (input: CheckoutInput) => CheckoutInput, string | null, Partial<Buyer>]>([
      ["another member", (input) => input, "user-other", {}],
      ["a guest", (input) => input, null, { guestId: "browser-a" }],
      ["a request without the checkout cookie", (input) => input, null, { guestId: null }],
      [
        "the same member with another cart",
        (input) => ({ ...input, items: [ball("red-classic-ball", 5)] }),
        "user-member",
        {},
      ],
      [
        "the same member with another quantity",
        (input) => ({ ...input, items: [ball("star-match-ball", 2)] }),
        "user-member",
        {},
      ],
      [
        "the same member with another size",
        (input) => ({ ...input, items: [shoes("L")] }),
        "user-member",
        {},
      ],
      [
        "the same member with another address",
        (input) => ({ ...input, address: "2 Bay St" }),
        "user-member",
        {},
      ],
    ])(
      "never shows an order to %s reusing its key: no order, no e-mail (SECURITY 20)",
      async (_, change, userId, buyer) => {
        const input = checkoutInput({ items: [shoes("M")] });
        await placed(input, "user-member");
        const { mail, result } = place(change(input), userId, now, buyer);
        expect(await result).toEqual({ ok: false, reason: "key-used" });
        expect(mail.wake).not.toHaveBeenCalled();
        expect([await count("orders"), await count("outbox")]).toEqual([1, 2]);
      },
    );

    it("never shows a guest's order to another browser reusing its key", async () => {
      const input = checkoutInput();
      await placed(input, null, now, { guestId: "browser-a" });
      for (const buyer of [{ guestId: "browser-b" }, { guestId: null }]) {
        expect(await place(input, null, now, buyer).result).toEqual({ ok: false, reason: "key-used" });
      }
      expect(await place(input, "user-member").result).toEqual({ ok: false, reason: "key-used" });
      expect(await count("orders")).toBe(1);
    });

    it("finds the same order whatever the order of the cart's lines", async () => {
      const input = checkoutInput({ items: [shoes("M"), ball("star-match-ball", 2)] });
      const first = await placed(input, "user-member");
      const again = { ...input, items: [ball("star-match-ball"), shoes("M"), ball("star-match-ball")] };
      expect(await place(again, "user-member").result).toEqual(first);
    });

    it("makes one order and one set of e-mails from 20 concurrent submissions with one key (SECURITY 20)", async () => {
      const input = checkoutInput({ items: [ball("star-match-ball", 2), shoes("XL")] });
      const results = await Promise.all(Array.from({ length: 20 }, () => place(input, "user-member").result));
      const [first] = results;
      expect(first?.ok).toBe(true);
      for (const result of results) expect(result).toEqual(first);
      expect(await count("orders")).toBe(1);
      expect(await count("order_items")).toBe(2);
      expect((await outbox()).map((mail) => mail.kind).sort()).toEqual([
        "order-confirmation",
        "order-notification",
      ]);
    });

    it("makes 20 orders from 20 concurrent submissions with different keys", async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => placed(checkoutInput({ email: `buyer${i}@example.org` }))),
      );
      expect(new Set(results.map((result) => result.id)).size).toBe(20);
      expect(new Set(results.map((result) => result.token)).size).toBe(20);
      expect(await count("orders")).toBe(20);
      // Each: the buyer's confirmation with how to pay, and the shop's notification.
      expect(await count("outbox")).toBe(40);
    });
  });

  describe("checkout limits (SECURITY 30)", () => {
    // Decision 039: a signed-in buyer counts per account (the address has a far higher budget), a guest per
    // address; past the budget a proof of work lets the checkout through, and without one nothing happens.
    it("asks for a proof of work past an account's budget within the hour: without one nothing stored, no e-mail", async () => {
      const client = "203.0.113.7";
      const budget = testConfig.ACCOUNT_ACTIONS_PER_HOUR;
      for (let i = 0; i < budget; i++) {
        const order = await placed(checkoutInput({ email: `buyer${i}@example.org` }), "user-member", now, {
          client,
        });
        // Paid at once, so the member's unpaid holds (decision 037) never meet a limit of their own here.
        await testDb.db.updateTable("orders").set({ status: "paid" }).where("id", "=", order.id).execute();
      }
      const { mail, result } = place(checkoutInput({ email: "late@example.org" }), "user-member", now, {
        client,
      });
      const refused = await result;
      expect(refused).toMatchObject({ ok: false, reason: "challenge" });
      expect(mail.wake).not.toHaveBeenCalled();
      expect([await count("orders"), await count("order_items"), await count("outbox")]).toEqual([
        budget,
        budget,
        2 * budget,
      ]);
      expect(
        await testDb.db.selectFrom("orders").select("id").where("email", "=", "late@example.org").execute(),
      ).toEqual([]);
      // Another account behind the same address is not affected.
      await placed(checkoutInput({ email: "teammate@example.org" }), "user-other", now, { client });
      // With the proof of the challenge it got, the refused checkout goes through, once.
      if (refused.ok || refused.reason !== "challenge") throw new Error("expected a challenge");
      const proof = await solveForTest(refused.challenge);
      await placed(checkoutInput({ email: "late@example.org" }), "user-member", now, { client, proof });
      expect(
        await place(checkoutInput({ email: "again@example.org" }), "user-member", now, { client, proof })
          .result,
      ).toMatchObject({ ok: false, reason: "challenge" });
      // This account may check out again an hour later.
      const later = new Date(now.getTime() + 60 * 60 * 1000 + 1);
      await placed(checkoutInput({ email: "next-hour@example.org" }), "user-member", later, { client });
    });

    it("asks a guest for a proof of work past the address's budget", async () => {
      const client = "203.0.113.70";
      const config = { ...testConfig, GUEST_ACTIONS_PER_HOUR: 3 };
      const guest = (email: string) =>
        placeOrder(
          { db: testDb.db, config, mail: { wake: vi.fn() } },
          checkoutInput({ email }),
          { userId: null, guestId: "guest-browser-1", client, locale: "en" },
          now,
        );
      for (let i = 0; i < 3; i++) expect((await guest(`guest${i}@example.org`)).ok).toBe(true);
      expect(await guest("guest3@example.org")).toMatchObject({ ok: false, reason: "challenge" });
      expect(await count("orders")).toBe(3);
    });

    it("refuses the 6th checkout to one address within the hour, from any client and in any letter case", async () => {
      for (let i = 0; i < 5; i++)
        await placed(checkoutInput({ email: "Stranger@Example.org", items: [anySize(i)] }), "user-member");
      const { mail, result } = place(checkoutInput({ email: "stranger@EXAMPLE.org" }), "user-member");
      expect(await result).toEqual({ ok: false, reason: "throttled" });
      expect(mail.wake).not.toHaveBeenCalled();
      expect([await count("orders"), await count("outbox")]).toEqual([5, 10]);
      await placed(checkoutInput({ email: "someone.else@example.org" }), "user-member");
    });

    it("counts neither a refused cart nor a double click", async () => {
      const client = "203.0.113.9";
      const input = checkoutInput({ email: "buyer@example.org" });
      const first = await placed(input, null, now, { client });
      for (let i = 0; i < 12; i++) {
        expect(await place(input, null, now, { client }).result).toEqual(first);
        expect(await place(checkoutInput({ items: [shoes(null)] }), null, now, { client }).result).toEqual({
          ok: false,
          reason: "size",
        });
      }
      for (let i = 1; i < 5; i++)
        await placed(checkoutInput({ email: "buyer@example.org", items: [anySize(i)] }), null, now, {
          client,
        });
      expect(await count("orders")).toBe(5);
    });
  });

  describe("what one buyer may hold unpaid (decision 037, SECURITY 39)", () => {
    const stockLeft = async () =>
      (await testDb.db.selectFrom("product_variants").select("stock").execute()).reduce(
        (sum, row) => sum + row.stock,
        0,
      );

    it("the probe: one guest checkout of every size at 25 takes nothing and says the limit", async () => {
      await testDb.db.updateTable("product_variants").set({ stock: 25 }).execute();
      const variants = await testDb.db
        .selectFrom("product_variants")
        .select(["product_id", "size"])
        .orderBy("product_id")
        .execute();
      const items = variants.slice(0, 50).map((variant) => ({
        productId: variant.product_id,
        size: (variant.size || null) as Item["size"],
        quantity: 25,
      }));
      const before = await stockLeft();
      const { mail, result } = place(checkoutInput({ email: "hoarder@example.org", items }));
      const answer = await result;
      expect(answer).toMatchObject({ ok: false, reason: "limit" });
      expect(await stockLeft()).toBe(before);
      expect([await count("orders"), await count("outbox")]).toEqual([0, 0]);
      expect(mail.wake).not.toHaveBeenCalled();
      const message = holdMessage(
        answer.ok || answer.reason !== "limit" ? [] : answer.breaches,
        texts.validation,
      );
      expect(message).toContain("At most 4 of each item per order: please lower White Court Shoes (M) to 4.");
      expect(message).toContain("At most 20 items may await payment per buyer");
    });

    it("4 of one size is an order; more of it from the same address, in any case and from another browser, is refused", async () => {
      await placed(checkoutInput({ email: "Fan@Example.org", items: [shoes("M", 4)] }));
      const more = await place(
        checkoutInput({ email: "fan@example.org", items: [shoes("M", 1), shoes("L", 1)] }),
        null,
        now,
        {
          guestId: "another-browser",
        },
      ).result;
      expect(more).toEqual({
        ok: false,
        reason: "limit",
        breaches: [{ kind: "item", name: "White Court Shoes", size: "M", held: 4, allowed: 0 }],
      });
      expect(holdMessage(more.ok || more.reason !== "limit" ? [] : more.breaches, texts.validation)).toBe(
        "At most 4 of each item may await payment per buyer, and your unpaid orders already hold 4 of White Court Shoes (M): you can add 0 more. Pay or cancel those orders first to order more.",
      );
      // Another size, and another buyer, are not held back.
      await placed(checkoutInput({ email: "fan@example.org", items: [shoes("L", 4)] }));
      await placed(checkoutInput({ email: "someone@example.org", items: [shoes("M", 4)] }));
    });

    it("a member's unpaid orders count whatever address each gave; paid and cancelled ones do not", async () => {
      const first = await placed(
        checkoutInput({ email: "a@example.org", items: [ball("blue-training-ball", 4)] }),
        "user-member",
      );
      expect(
        await place(
          checkoutInput({ email: "b@example.org", items: [ball("blue-training-ball", 1)] }),
          "user-member",
        ).result,
      ).toMatchObject({ ok: false, reason: "limit" });
      await testDb.db.updateTable("orders").set({ status: "paid" }).where("id", "=", first.id).execute();
      await placed(
        checkoutInput({ email: "b@example.org", items: [ball("blue-training-ball", 4)] }),
        "user-member",
      );
    });

    it("a guest's order over $200 is held 2 days; a member's, and a smaller one, the association's 7", async () => {
      const due = async (id: number) => (await getOrderById(testDb.db, id))?.payment_due_at;
      // The end of the day in Toronto: March 3 (winter time) and March 8 (summer time since that morning).
      const days = (n: 2 | 7) => ({ 2: "2026-03-04T04:59:59.999Z", 7: "2026-03-09T03:59:59.999Z" })[n];
      const large = [shoes("M", 3)]; // $269.97
      expect(await due((await placed(checkoutInput({ email: "g1@example.org", items: large }))).id)).toBe(
        days(2),
      );
      expect(
        await due((await placed(checkoutInput({ email: "m1@example.org", items: large }), "user-member")).id),
      ).toBe(days(7));
      expect(
        await due((await placed(checkoutInput({ email: "g2@example.org", items: [shoes("M", 2)] }))).id),
      ).toBe(days(7));
    });
  });

  describe("reading and updating orders", () => {
    it("lists only the orders of one user, newest first", async () => {
      const annFirst = await placed(checkoutInput(), "user-ann");
      await placed(checkoutInput({ email: "bob@example.org" }), "user-bob");
      await placed(checkoutInput({ email: "guest@example.org" }));
      const annSecond = await placed(checkoutInput({ items: [ball("star-match-ball", 3)] }), "user-ann");

      // Each with its deadline, the end of the day the settings' default of 7 days later, in Toronto: My
      // orders shows it while awaiting payment.
      const payment_due_at = "2026-03-09T03:59:59.999Z";
      expect(await listOrdersOfUser(testDb.db, "user-ann")).toEqual([
        {
          id: annSecond.id,
          status: "awaiting-payment",
          total_cents: 3 * 4999,
          payment_due_at,
          created_at: now.toISOString(),
        },
        {
          id: annFirst.id,
          status: "awaiting-payment",
          total_cents: 3999,
          payment_due_at,
          created_at: now.toISOString(),
        },
      ]);
      expect((await listOrdersOfUser(testDb.db, "user-bob")).map((order) => order.id)).toHaveLength(1);
      expect(await listOrdersOfUser(testDb.db, "user-nobody")).toEqual([]);
      expect(await listOrdersOfUser(testDb.db, "")).toEqual([]);
    });

    it("finds an order with its lines by token and by id", async () => {
      const order = await placed(checkoutInput({ items: [shoes("S"), ball("green-classic-ball", 2)] }));
      const other = await placed(checkoutInput({ email: "bob@example.org" }));
      const byToken = await getOrderByToken(testDb.db, order.token);
      expect(byToken).toMatchObject({
        id: order.id,
        public_token: order.token,
        email: "ann@example.org",
        total_cents: 8999 + 2 * 3499,
        items: [
          {
            product_id: "white-court-shoes",
            name: "White Court Shoes",
            size: "S",
            quantity: 1,
            unit_cents: 8999,
            line_cents: 8999,
          },
          {
            product_id: "green-classic-ball",
            name: "Green Classic Ball",
            size: null,
            quantity: 2,
            unit_cents: 3499,
            line_cents: 6998,
          },
        ],
      });
      expect(await getOrderById(testDb.db, order.id)).toEqual(byToken);
      expect((await getOrderByToken(testDb.db, other.token))?.id).toBe(other.id);
      expect(await getOrderByToken(testDb.db, "no-such-token")).toBeUndefined();
      expect(await getOrderByToken(testDb.db, "")).toBeUndefined();
      expect(await getOrderByToken(testDb.db, `${order.token}x`)).toBeUndefined();
      expect(await getOrderById(testDb.db, other.id + 1000)).toBeUndefined();
    });

    it("finds a member's own order by number, and nobody else's: not a guest's, not another member's", async () => {
      const ann = await placed(checkoutInput(), "user-ann");
      const bob = await placed(checkoutInput({ email: "bob@example.org" }), "user-bob");
      const guest = await placed(checkoutInput({ email: "guest@example.org" }));

      expect(await getOrderOfUser(testDb.db, { id: ann.id, userId: "user-ann" })).toEqual(
        await getOrderById(testDb.db, ann.id),
      );
      expect(await getOrderOfUser(testDb.db, { id: bob.id, userId: "user-ann" })).toBeUndefined();
      expect(await getOrderOfUser(testDb.db, { id: guest.id, userId: "user-ann" })).toBeUndefined();
      expect(await getOrderOfUser(testDb.db, { id: ann.id, userId: "" })).toBeUndefined();
      expect(await getOrderOfUser(testDb.db, { id: ann.id + 1000, userId: "user-ann" })).toBeUndefined();
    });

    it("pages through all orders newest first with the total count", async () => {
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) {
        const at = new Date(now.getTime() + i * 60_000);
        ids.push(
          (
            await placed(
              checkoutInput({ lastName: `Buyer ${i}`, items: [i % 2 ? anySize(i) : ball()] }),
              null,
              at,
            )
          ).id,
        );
      }
      const newestFirst = [...ids].reverse();
      const page = async (offset: number) => {
        const { orders, total } = await listOrders(testDb.db, { offset, perPage: 2, now });
        return { ids: orders.map((order) => order.id), total };
      };
      expect(await page(0)).toEqual({ ids: newestFirst.slice(0, 2), total: 5 });
      expect(await page(2)).toEqual({ ids: newestFirst.slice(2, 4), total: 5 });
      expect(await page(4)).toEqual({ ids: newestFirst.slice(4), total: 5 });
      expect(await page(6)).toEqual({ ids: [], total: 5 });
      const { orders } = await listOrders(testDb.db, { offset: 0, perPage: 1, now });
      expect(orders).toEqual([
        {
          id: newestFirst[0],
          status: "awaiting-payment",
          first_name: "Ann",
          last_name: "Buyer 4",
          email: "ann@example.org",
          total_cents: 3999,
          created_at: new Date(now.getTime() + 4 * 60_000).toISOString(),
          payment_method: "etransfer",
          payment_due_at: "2026-03-09T03:59:59.999Z",
          held: 1,
        },
      ]);
    });

    it("lists nothing when there are no orders", async () => {
      const { orders, all, total, counts } = await listOrders(testDb.db, { offset: 0, perPage: 20, now });
      expect({ orders, all, total }).toEqual({ orders: [], all: 0, total: 0 });
      expect(Object.values(counts)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    });
  });
});
