import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import type { Db } from "~/db/db.server";
import { SIZES } from "~/features/shop/cart";
import { catalogue } from "~/features/shop/catalogue";

/**
 * What each size of a catalogue product starts with, the first time the seed sees it (a new database, or
 * one upgraded past migration 0014): administrators set the real counts in the admin's products page.
 */
const SEED_STOCK = 25;

const demoEvents = [
  {
    inDays: 21,
    title: "Provincial Indoor Championship",
    titleFr: "Championnat provincial en salle",
    locationFr: "Centre sportif panaméricain de Toronto, Toronto",
    descriptionFr:
      "Des clubs de toute la province se disputent le titre provincial chez les hommes et chez les femmes. Les spectateurs sont les bienvenus toute la fin de semaine.",
    location: "Toronto Pan Am Sports Centre, Toronto",
    description:
      "Clubs from across the province compete for the provincial title in men's and women's divisions. Spectators welcome all weekend.",
    image: "/images/events/championship.webp",
    capacity: 200,
  },
  {
    inDays: 35,
    title: "Youth Handball Training Camp",
    titleFr: "Camp d'entraînement de handball jeunesse",
    locationFr: "Complexe sportif de l'Université d'Ottawa, Ottawa",
    descriptionFr:
      "Deux jours d'entraînement pour les 12 à 17 ans : technique de tir, gardiens de but, tactique d'équipe et un tournoi amical pour finir.",
    location: "University of Ottawa Sports Complex, Ottawa",
    description:
      "Two days of coaching for players aged 12 to 17: throwing technique, goalkeeping, team tactics and a friendly tournament to finish.",
    image: "/images/events/training-camp.webp",
    capacity: 60,
  },
  {
    inDays: 49,
    title: "Coaching Certification Clinic",
    titleFr: "Stage de certification des entraîneurs",
    locationFr: "Centre récréatif communautaire de Hamilton, Hamilton",
    descriptionFr:
      "Un stage d'initiation à l'entraînement reconnu pour la certification nationale. Apprenez à planifier des entraînements sécuritaires et amusants pour les nouveaux joueurs.",
    location: "Hamilton Community Recreation Centre, Hamilton",
    description:
      "An introductory coaching clinic that counts towards national certification. Learn to plan safe, fun practices for new players.",
    image: "/images/events/clinic.webp",
    capacity: 30,
  },
  {
    inDays: 63,
    title: "Community Try-Handball Day",
    titleFr: "Journée découverte du handball",
    locationFr: "Kitchener Memorial Auditorium, Kitchener",
    descriptionFr:
      "Vous n'avez jamais joué au handball? Venez l'essayer avec nos entraîneurs. Tout l'équipement est fourni; les familles et les débutants de tous les âges sont les bienvenus.",
    location: "Kitchener Memorial Auditorium, Kitchener",
    description:
      "Never played handball? Come try it with our coaches. All equipment is provided; families and beginners of every age are welcome.",
    image: "/images/events/community.webp",
    capacity: null,
  },
  {
    inDays: 90,
    title: "Beach Handball Festival",
    titleFr: "Festival de handball de plage",
    locationFr: "Centre sportif de plage intérieur, Toronto",
    descriptionFr:
      "Du sable, du soleil et des tirs spectaculaires : une fin de semaine de handball de plage en salle, avec des divisions mixte, jeunesse et ouverte.",
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
    // A product's sizes are seeded once: when the product is new, or on the first run past migration 0014.
    // After that they are the administrators' (a size they stopped selling has no row and stays so).
    const known = new Set((await trx.selectFrom("products").select("id").execute()).map((row) => row.id));
    const stocked = await trx.selectFrom("product_variants").select("id").limit(1).executeTakeFirst();
    for (const [index, product] of catalogue.entries()) {
      await trx
        .insertInto("products")
        .values({
          id: product.id,
          name: product.name,
          name_fr: product.nameFr,
          description: product.description,
          description_fr: product.descriptionFr,
          price_cents: product.priceCents,
          image: product.image,
          has_sizes: product.hasSizes ? 1 : 0,
          sort_order: index,
        })
        // A catalogue seeded before it had French gets the French, without touching anything else.
        .onConflict((oc) =>
          oc.column("id").doUpdateSet((eb) => ({
            name_fr: eb.fn.coalesce("products.name_fr", "excluded.name_fr"),
            description_fr: eb.fn.coalesce("products.description_fr", "excluded.description_fr"),
          })),
        )
        .execute();
      if (stocked && known.has(product.id)) continue;
      await trx
        .insertInto("product_variants")
        .values(
          (product.hasSizes ? SIZES : [""]).map((size) => ({
            product_id: product.id,
            size,
            stock: SEED_STOCK,
          })),
        )
        .onConflict((oc) => oc.columns(["product_id", "size"]).doNothing())
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
          title_fr: event.titleFr,
          starts_at: at(9),
          ends_at: at(18),
          location: event.location,
          location_fr: event.locationFr,
          description: event.description,
          description_fr: event.descriptionFr,
          image: event.image,
          capacity: event.capacity,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }
  });
}
