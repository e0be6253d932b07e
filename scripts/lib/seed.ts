import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import type { Db } from "~/db/db.server";
import { catalogue } from "~/features/shop/catalogue";

const demoEvents = [
  {
    inDays: 21,
    title: "Provincial Indoor Championship",
    location: "Toronto Pan Am Sports Centre, Toronto",
    description:
      "Clubs from across the province compete for the provincial title in men's and women's divisions. Spectators welcome all weekend.",
    image: "/images/events/championship.webp",
    capacity: 200,
  },
  {
    inDays: 35,
    title: "Youth Handball Training Camp",
    location: "University of Ottawa Sports Complex, Ottawa",
    description:
      "Two days of coaching for players aged 12 to 17: throwing technique, goalkeeping, team tactics and a friendly tournament to finish.",
    image: "/images/events/training-camp.webp",
    capacity: 60,
  },
  {
    inDays: 49,
    title: "Coaching Certification Clinic",
    location: "Hamilton Community Recreation Centre, Hamilton",
    description:
      "An introductory coaching clinic that counts towards national certification. Learn to plan safe, fun practices for new players.",
    image: "/images/events/clinic.webp",
    capacity: 30,
  },
  {
    inDays: 63,
    title: "Community Try-Handball Day",
    location: "Kitchener Memorial Auditorium, Kitchener",
    description:
      "Never played handball? Come try it with our coaches. All equipment is provided; families and beginners of every age are welcome.",
    image: "/images/events/community.webp",
    capacity: null,
  },
  {
    inDays: 90,
    title: "Beach Handball Festival",
    location: "Indoor Beach Sports Centre, Toronto",
    description:
      "Sand, sun and spectacular trick shots: a weekend indoor beach handball festival with mixed, youth and open divisions.",
    image: "/images/events/beach.webp",
    capacity: 120,
  },
];

/** Makes the site look complete on first start: the catalogue always, demo events only on an empty table. */
export async function seedDemoContent(db: Db, now: Date, timeZone: string) {
  await db.transaction().execute(async (trx) => {
    for (const [index, product] of catalogue.entries()) {
      await trx
        .insertInto("products")
        .values({
          id: product.id,
          name: product.name,
          description: product.description,
          price_cents: product.priceCents,
          image: product.image,
          has_sizes: product.hasSizes ? 1 : 0,
          sort_order: index,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    }

    const existing = await trx
      .selectFrom("events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) return;

    const today = new TZDate(now, timeZone);
    for (const event of demoEvents) {
      const day = addDays(today, event.inDays);
      const at = (hour: number) =>
        new Date(
          new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0, timeZone).getTime(),
        ).toISOString();
      const stamp = now.toISOString();
      await trx
        .insertInto("events")
        .values({
          title: event.title,
          starts_at: at(9),
          ends_at: at(18),
          location: event.location,
          description: event.description,
          image: event.image,
          capacity: event.capacity,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }
  });
}
