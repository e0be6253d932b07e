// Generated rows shared by the benchmarks that fill a database of their own (bench:events, bench:load,
// bench:profile).
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { openDb } from "~/db/db.server";
import { catalogue, priceOrder } from "~/features/shop";
import { orderItemRows } from "~/features/shop/index.server";
import { parseConfig } from "~/lib/config";
import { sizesOf } from "~/lib/sizes";
import { prepareDatabase } from "../../server/prepare-database";
import { seedDemoContent } from "./seed";

/** The e-mail of bench member `i`, in every table that names one. */
export const benchEmail = (i: number) => `bench-member-${i}@example.org`;

/** Bench member `i`'s account row, made at `stamp`. */
export function benchMember(i: number, stamp: string) {
  return {
    id: `bench-member-${i}`,
    name: `Bench Member ${i}`,
    email: benchEmail(i),
    emailVerified: 0,
    role: "user",
    lastSignInAt: null,
    locale: "en" as const,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** The environment of a benchmark's server whose data lives under `dir`, in the SQLite file `seedBusySeason` fills. */
export function benchSiteEnv(dir: string, secret: string) {
  return {
    DATABASE_URL: `file:${dir}/app.db`,
    SESSION_SECRET: secret,
    UPLOAD_DIR: `${dir}/uploads`,
    OUTBOX_DIR: `${dir}/outbox`,
  };
}

/** Inserts `rows` 500 at a time: SQLite and PostgreSQL both cap the parameters of one statement. */
export async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

const DAY_MS = 24 * 3600_000;

/** The size of a busy season: what bench:load and bench:profile fill their database with. */
export const busySeason = { events: 1000, registrationsPerEvent: 10, orders: 1000, members: 100 };
const size = busySeason;

function benchRows(now: Date) {
  const stamp = now.toISOString();
  const members = Array.from({ length: size.members }, (_, i) => benchMember(i, stamp));
  // A tenth of the events are over; the rest are spread over the coming year, at 10:00 in Toronto.
  const events = Array.from({ length: size.events }, (_, i) => {
    const pastCount = size.events / 10;
    const days =
      i < pastCount ? -(i + 1) : Math.floor(((i - pastCount) * 365) / (size.events - pastCount)) + 1;
    const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + days * DAY_MS + 14 * 3600_000);
    return {
      id: i + 1,
      title: `Bench event ${i + 1}`,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 8 * 3600_000).toISOString(),
      location: ["Toronto", "Ottawa", "Hamilton", "London", "Kingston"][i % 5] ?? "Toronto",
      description: "A generated event for the load benchmark, with a description of an ordinary length.",
      image: "/images/events/community.webp",
      capacity: i % 4 === 0 ? null : 200,
      created_at: stamp,
      updated_at: stamp,
    };
  });
  const registrations = events.flatMap((event) =>
    Array.from({ length: size.registrationsPerEvent }, (_, j) => {
      const member = members[(event.id + j * 10) % size.members] ?? members[0];
      const email = member?.email ?? "";
      return {
        event_id: event.id,
        user_id: member?.id ?? "",
        name: member?.name ?? "",
        email,
        email_key: email.toLowerCase(),
        created_at: stamp,
        manage_token: `bench-${event.id}-${j}`,
      };
    }),
  );
  const products = catalogue.map((p) => ({
    id: p.id,
    name: p.name,
    price_cents: p.priceCents,
    size_set: p.sizeSet,
  }));
  const orders = Array.from({ length: size.orders }, (_, k) => {
    const items = Array.from({ length: 1 + (k % 3) }, (_, line) => {
      const product = catalogue[(k + line * 2) % catalogue.length] ?? catalogue[0];
      return {
        productId: product.id,
        size: sizesOf(product.sizeSet)[k % 5] ?? null,
        quantity: 1 + ((k + line) % 3),
      };
    });
    const priced = priceOrder(items, products);
    if (!priced.ok) throw new Error(`bench order ${k} does not price: ${priced.reason}`);
    const member = k % 5 === 0 ? undefined : members[k % size.members];
    return { id: k + 1, member, priced };
  });
  return { members, events, registrations, orders, stamp };
}

/**
 * A fresh SQLite database at `databaseUrl` (a file under `dir`, which is emptied first) with a busy season,
 * written in one transaction of batched inserts. Returns the open database and an upcoming event without a
 * capacity limit, for registrations.
 */
export async function seedBusySeason(dir: string, databaseUrl: string, secret: string) {
  rmSync(dir, { recursive: true, force: true });
  const config = parseConfig({ DATABASE_URL: databaseUrl, SESSION_SECRET: secret });
  const db = openDb(databaseUrl);
  await prepareDatabase(db, config);
  const now = new Date();
  const { members, events, registrations, orders, stamp } = benchRows(now);
  await db.transaction().execute(async (trx) => {
    await inBatches(members, (batch) => trx.insertInto("user").values(batch).execute());
    await inBatches(events, (batch) => trx.insertInto("events").values(batch).execute());
    await inBatches(registrations, (batch) => trx.insertInto("registrations").values(batch).execute());
    await inBatches(orders, async (batch) => {
      await trx
        .insertInto("orders")
        .values(
          batch.map(({ id, member, priced }) => ({
            id,
            public_token: randomBytes(18).toString("base64url"),
            idempotency_key: `bench-order-${id}`,
            user_id: member?.id ?? null,
            status: (["awaiting-payment", "paid", "shipped"] as const)[id % 3] ?? "paid",
            first_name: member?.name.split(" ")[0] ?? "Guest",
            last_name: "Buyer",
            email: member?.email ?? `guest-${id}@example.org`,
            phone: "416 555 0100",
            address: `${id} Queen St W`,
            city: "Toronto",
            state: "ON",
            zip: "M5H 2N2",
            country: "Canada",
            subtotal_cents: priced.subtotalCents,
            shipping_cents: priced.shippingCents,
            total_cents: priced.totalCents,
            created_at: stamp,
            updated_at: stamp,
          })),
        )
        .execute();
      const items = batch.flatMap(({ id, priced }) => orderItemRows(id, priced.lines));
      await trx.insertInto("order_items").values(items).execute();
    });
  });
  // The catalogue; the events table is no longer empty, so no demo events are added.
  await seedDemoContent(db, now, config.TIME_ZONE);
  const registrationEvent = events.find((e) => e.capacity === null && e.starts_at > stamp)?.id;
  if (!registrationEvent) throw new Error("no upcoming event without a capacity limit");
  return { db, registrationEvent };
}
