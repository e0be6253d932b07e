// The races of the waiting list and of reminders, with the figures docs/events.md cites: attempts, spots
// given, e-mails queued; and those of orders (docs/payments.md): the last item of a size, carts of
// the same sizes listed differently, one order marked paid many times, the payment deadline's expiry run
// many times. On SQLite and on PostgreSQL (one
// process, its connection pool: up to 10 at once).
// The two-process and SIGKILL figures of reminders come from `npm run test:jobs`.
// Usage: npm run bench:races   (SQLite; PostgreSQL too when TEST_DATABASE_URL is set, as
//        `bash scripts/with-postgres.sh npm run bench:races` does; a few seconds)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, openDb } from "~/db/db.server";
import {
  answerOffer,
  cancelRegistration,
  eventJobs,
  JOB,
  joinWaitlist,
  registerForEvent,
} from "~/features/events/index.server";
import { activateMembership, releaseMembership } from "~/features/memberships/index.server";
import { changeOrder, ORDER_JOB, orderJobs } from "~/features/orders/index.server";
import { placeOrder, releaseStock } from "~/features/shop/index.server";
import { parseConfig } from "~/lib/config";
import { prepareDatabase } from "../../server/prepare-database";
import { checkoutInput } from "../../tests/support/shop-factories";
import { createDatabase } from "../lib/harness";

const ATTEMPTS = 20;
const REGISTRATIONS = 200;
const EXPIRING_ORDERS = 50;
const config = parseConfig({ SESSION_SECRET: "bench-races-secret-bench-races-secret-bench" });
const mail = { wake() {} };
const now = new Date();
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
let serial = 0;
const person = (name: string) => ({
  userId: `bench-${name}`,
  name,
  email: `${name.toLowerCase()}@example.org`,
  locale: "en" as const,
  client: `10.0.${Math.floor(++serial / 250)}.${serial % 250}`,
});

async function makeEvent(db: Db, capacity: number) {
  const row = await db
    .insertInto("events")
    .values({
      title: "Race Cup",
      starts_at: inDays(10),
      ends_at: inDays(10.3),
      location: "Toronto",
      description: "An event for the race benchmark.",
      image: "/images/events/default.webp",
      capacity,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function count(db: Db, table: "registrations" | "outbox", where: { eventId?: number; kind?: string }) {
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n"));
  if (where.eventId !== undefined && table === "registrations")
    query = query
      .where("event_id" as never, "=", where.eventId as never)
      .where("status" as never, "=", "registered" as never);
  if (where.kind !== undefined) query = query.where("kind" as never, "=", where.kind as never);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

type Row = { race: string; attempts: number; succeeded: number; spots: string; emails: string };

async function races(db: Db): Promise<Row[]> {
  const deps = { db, config, mail };
  const rows: Row[] = [];

  // 1. Twenty registrations for the last spot.
  const confirmationsBefore = await count(db, "outbox", { kind: "event-registration" });
  const last = await makeEvent(db, 1);
  const results = await Promise.all(
    Array.from({ length: ATTEMPTS }, (_, i) =>
      registerForEvent(deps, { eventId: last, ...person(`Racer${i}`) }),
    ),
  );
  rows.push({
    race: "20 registrations, 1 spot",
    attempts: ATTEMPTS,
    succeeded: results.filter((r) => r.status === "registered").length,
    spots: `${await count(db, "registrations", { eventId: last })} of 1`,
    emails: `${(await count(db, "outbox", { kind: "event-registration" })) - confirmationsBefore} confirmation`,
  });

  // 2. The holder of an offer accepts 10 times while 10 others register, all at once.
  const held = await makeEvent(db, 1);
  await registerForEvent(deps, { eventId: held, ...person("Holder0") });
  await joinWaitlist(deps, { eventId: held, attendee: person("Waiter"), client: "10.9.9.9" });
  const first = await db
    .selectFrom("registrations")
    .select("manage_token")
    .where("event_id", "=", held)
    .executeTakeFirstOrThrow();
  await cancelRegistration(deps, { token: first.manage_token });
  const entry = await db
    .selectFrom("waitlist_entries")
    .select("token")
    .where("event_id", "=", held)
    .executeTakeFirstOrThrow();
  const before = await count(db, "outbox", { kind: "event-registration" });
  const mixed = await Promise.all([
    ...Array.from({ length: 10 }, () => answerOffer(deps, { token: entry.token, accept: true })),
    ...Array.from({ length: 10 }, (_, i) =>
      registerForEvent(deps, { eventId: held, ...person(`Rival${i}`) }),
    ),
  ]);
  rows.push({
    race: "10 accepts of a held spot + 10 registrations",
    attempts: ATTEMPTS,
    succeeded: mixed.filter((r) => r.status === "registered").length,
    spots: `${await count(db, "registrations", { eventId: held })} of 1`,
    emails: `${(await count(db, "outbox", { kind: "event-registration" })) - before} confirmation`,
  });

  // 3. The same cancellation posted twenty times.
  const cancelled = await makeEvent(db, 1);
  await registerForEvent(deps, { eventId: cancelled, ...person("Leaver") });
  await joinWaitlist(deps, { eventId: cancelled, attendee: person("Next"), client: "10.9.9.8" });
  const offersBefore = await count(db, "outbox", { kind: "waitlist-offer" });
  const cancellationsBefore = await count(db, "outbox", { kind: "event-cancellation" });
  const leaver = await db
    .selectFrom("registrations")
    .select("manage_token")
    .where("event_id", "=", cancelled)
    .executeTakeFirstOrThrow();
  const cancellations = await Promise.all(
    Array.from({ length: ATTEMPTS }, () => cancelRegistration(deps, { token: leaver.manage_token })),
  );
  rows.push({
    race: "20 posts of one cancellation",
    attempts: ATTEMPTS,
    succeeded: cancellations.filter((r) => r.status === "cancelled").length,
    spots: "1 freed",
    emails: `${(await count(db, "outbox", { kind: "event-cancellation" })) - cancellationsBefore} cancellation, ${(await count(db, "outbox", { kind: "waitlist-offer" })) - offersBefore} offer`,
  });

  // 4. Every reminder job of 200 registrations run 5 times at once (as five processes would, were the claim lost).
  const busy = await makeEvent(db, REGISTRATIONS);
  for (let i = 0; i < REGISTRATIONS; i++)
    await registerForEvent(deps, { eventId: busy, ...person(`Member${i}`) });
  const ids = await db.selectFrom("registrations").select("id").where("event_id", "=", busy).execute();
  const jobs = await db
    .selectFrom("jobs")
    .select("subject")
    .where("kind", "=", JOB.reminder)
    .where(
      "subject",
      "in",
      ids.map(({ id }) => String(id)),
    )
    .execute();
  const due = new Date(Date.parse(inDays(10)) - 47 * 3_600_000);
  const reminder = eventJobs[JOB.reminder];
  if (!reminder) throw new Error("no reminder handler");
  await Promise.all(
    jobs.flatMap(({ subject }) => Array.from({ length: 5 }, () => reminder(deps, subject, due))),
  );
  rows.push({
    race: "200 reminders, each job run 5 times at once",
    attempts: jobs.length * 5,
    succeeded: await count(db, "outbox", { kind: "event-reminder" }),
    spots: "-",
    emails: `${await count(db, "outbox", { kind: "event-reminder" })} reminders for ${ids.length} registrations`,
  });
  return rows;
}

type OrderRow = { race: string; attempts: number; succeeded: number; stock: string; emails: string };

const PRODUCT = "bench-shoes";

/** A product of its own, so that the catalogue's seed does not matter: `stock` of each size. */
async function makeProduct(db: Db, stock: Record<string, number>) {
  await db
    .insertInto("products")
    .values({
      id: PRODUCT,
      name: "Bench Shoes",
      name_fr: null,
      description: "Shoes for the race benchmark.",
      description_fr: null,
      price_cents: 8999,
      image: "/images/products/white-court-shoes.webp",
      size_set: "apparel",
      sort_order: 99,
    })
    .execute();
  await db
    .insertInto("product_variants")
    .values(Object.entries(stock).map(([size, n]) => ({ product_id: PRODUCT, size, stock: n })))
    .execute();
}

async function stockOf(db: Db, size: string) {
  const row = await db
    .selectFrom("product_variants")
    .select("stock")
    .where("product_id", "=", PRODUCT)
    .where("size", "=", size)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/** One buyer's checkout of one pair of one size, from an address and a client of its own. */
function buy(db: Db, size: "M" | "L") {
  const { email, client } = person(`Buyer${serial}`);
  return placeOrder(
    { db, config, mail },
    checkoutInput({ email, items: [{ productId: PRODUCT, size, quantity: 1 }] }),
    { userId: null, guestId: `bench-guest-${serial}`, client, locale: "en" },
    now,
  );
}

async function orderRaces(db: Db): Promise<OrderRow[]> {
  const deps = {
    db,
    config,
    mail,
    hooks: { release: [releaseStock, releaseMembership], paid: [activateMembership] },
  };
  const rows: OrderRow[] = [];
  await makeProduct(db, { S: ATTEMPTS, M: 1, L: 1 + EXPIRING_ORDERS, XL: ATTEMPTS });

  // 1. Twenty buyers for the last pair of one size.
  const confirmationsBefore = await count(db, "outbox", { kind: "order-confirmation" });
  const bought = await Promise.all(Array.from({ length: ATTEMPTS }, () => buy(db, "M")));
  const soldOut = bought.filter((r) => !r.ok && r.reason === "sold-out").length;
  rows.push({
    race: "20 buyers for the last item",
    attempts: ATTEMPTS,
    succeeded: bought.filter((r) => r.ok).length,
    stock: `1 -> ${await stockOf(db, "M")} (${soldOut} told sold out)`,
    emails: `${(await count(db, "outbox", { kind: "order-confirmation" })) - confirmationsBefore} confirmation`,
  });

  // 2. Twenty carts of the same two sizes, half of them listing them the other way round: no deadlock.
  const pairsBefore = await count(db, "outbox", { kind: "order-confirmation" });
  const pairs = await Promise.allSettled(
    Array.from({ length: ATTEMPTS }, (_, i) => {
      const { email, client } = person(`Pair${i}`);
      const sizes = i % 2 ? (["S", "XL"] as const) : (["XL", "S"] as const);
      return placeOrder(
        { db, config, mail },
        checkoutInput({ email, items: sizes.map((size) => ({ productId: PRODUCT, size, quantity: 1 })) }),
        { userId: null, guestId: `bench-pair-${i}`, client, locale: "en" },
        now,
      );
    }),
  );
  const failed = pairs.filter((r) => r.status === "rejected").length;
  rows.push({
    race: "20 carts of two sizes, in both orders",
    attempts: ATTEMPTS,
    succeeded: pairs.filter((r) => r.status === "fulfilled" && r.value.ok).length,
    stock: `${ATTEMPTS} and ${ATTEMPTS} -> ${await stockOf(db, "S")} and ${await stockOf(db, "XL")} (${failed} errors)`,
    emails: `${(await count(db, "outbox", { kind: "order-confirmation" })) - pairsBefore} confirmations`,
  });

  // 3. One order marked paid twenty times at once (twenty stale pages, or clicks).
  const order = await buy(db, "L");
  if (!order.ok) throw new Error(`order refused: ${order.reason}`);
  const marks = await Promise.all(
    Array.from({ length: ATTEMPTS }, () =>
      changeOrder(deps, { orderId: order.id, action: "mark-paid", from: "awaiting-payment" }, now),
    ),
  );
  rows.push({
    race: "20 mark-paid of one order",
    attempts: ATTEMPTS,
    succeeded: marks.filter((r) => r.ok).length,
    stock: "-",
    emails: `${await count(db, "outbox", { kind: "order-paid" })} payment received`,
  });

  // 4. The expiry job of 50 unpaid orders, each run 5 times at once (as five processes would, were the
  // claim lost).
  const before = await stockOf(db, "L");
  const ids: number[] = [];
  for (let i = 0; i < EXPIRING_ORDERS; i++) {
    const placed = await buy(db, "L");
    if (!placed.ok) throw new Error(`order refused: ${placed.reason}`);
    ids.push(placed.id);
  }
  const held = await stockOf(db, "L");
  const expire = orderJobs(deps.hooks)[ORDER_JOB.expiry];
  if (!expire) throw new Error("no expiry handler");
  const deadline = new Date(Date.parse(inDays(7)) + 1);
  await Promise.all(ids.flatMap((id) => Array.from({ length: 5 }, () => expire(deps, String(id), deadline))));
  const expired = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("id", "in", ids)
    .where("status", "=", "expired")
    .executeTakeFirstOrThrow();
  rows.push({
    race: "expiry job run 5 times at once for 50 orders",
    attempts: ids.length * 5,
    succeeded: Number(expired.n),
    stock: `${before} -> ${held} -> ${await stockOf(db, "L")}`,
    emails: `${await count(db, "outbox", { kind: "order-expired" })} expired`,
  });
  return rows;
}

function print(name: string, rows: Row[] | OrderRow[]) {
  console.log(`\n${name}`);
  console.table(rows);
}

const dir = mkdtempSync(join(tmpdir(), "races-"));
try {
  const sqlite = openDb(`file:${join(dir, "races.db")}`);
  await prepareDatabase(sqlite, config);
  print("SQLite (one process)", await races(sqlite));
  print("SQLite (one process): orders", await orderRaces(sqlite));
  await sqlite.destroy();
  if (process.env.TEST_DATABASE_URL) {
    const url = await createDatabase(process.env.TEST_DATABASE_URL, `races_${process.pid}`);
    const postgres = openDb(url);
    await prepareDatabase(postgres, config);
    print("PostgreSQL (one process, a pool of connections)", await races(postgres));
    print("PostgreSQL (one process, a pool of connections): orders", await orderRaces(postgres));
    await postgres.destroy();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
