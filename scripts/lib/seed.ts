import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import type { Db } from "~/db/db.server";
import { seasonContaining } from "~/features/memberships";
import { catalogue } from "~/features/shop";
import { sizesOf } from "~/lib/sizes";
import { seedBoardOfDirectors } from "./seed-association";
import { seedDemoCompetition } from "./seed-competition";
import { seedDemoMatchSheet } from "./seed-match-sheet";
import { seedDemoNews } from "./seed-news";

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

/**
 * Makes the site look complete on first start: the catalogue always, demo events only on an empty table, the
 * membership set-up and a demo league (seed-competition.ts) only on empty tables.
 */
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
          size_set: product.sizeSet,
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
          (product.sizeSet === "none" ? [""] : sizesOf(product.sizeSet)).map((size) => ({
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
  await seedMemberships(db, now, timeZone);
  await seedDemoCompetition(db, now, timeZone);
  await seedDemoMatchSheet(db, now);
  await seedBoardOfDirectors(db, now);
  await seedDemoNews(db, now);
}

/** The membership types a new association starts with (docs/memberships.md); fees in cents per season. */
const seedTypes = [
  {
    name: "Adult player",
    name_fr: "Joueur adulte",
    fee_cents: 6000,
    age_rule: "adult",
    can_play: 1,
    can_vote: 1,
  },
  { name: "Youth player", name_fr: "Joueur jeunesse", fee_cents: 3500, age_rule: "youth", can_play: 1 },
  { name: "Coach", name_fr: "Entraîneur", fee_cents: 4000, age_rule: "adult", can_coach: 1, can_vote: 1 },
  {
    name: "Official",
    name_fr: "Officiel",
    fee_cents: 4000,
    age_rule: "adult",
    can_officiate: 1,
    can_vote: 1,
  },
  { name: "Volunteer", name_fr: "Bénévole", fee_cents: 0, age_rule: "any", can_vote: 1 },
] as const;

const seedClubs = [
  "Toronto Lakeshore Handball Club",
  "Ottawa Capital Handball Club",
  "Hamilton Steel City Handball Club",
];

/** Version 1 of each document members accept; administrators edit them at /admin/memberships/documents. */
const seedDocuments = [
  {
    kind: "waiver",
    body: "I understand that handball is a contact sport and that taking part in practices, games and events of the association carries a risk of injury. I take part voluntarily and accept that risk. I release the association, its clubs, volunteers and officials from liability for injury or loss arising from my participation, except where caused by their gross negligence. I confirm that I am fit to take part and will tell my coach of any condition that could affect my safety.",
    body_fr:
      "Je comprends que le handball est un sport de contact et que participer aux entraînements, aux matchs et aux événements de l'association comporte un risque de blessure. J'y participe volontairement et j'accepte ce risque. Je dégage l'association, ses clubs, ses bénévoles et ses officiels de toute responsabilité pour les blessures ou les pertes découlant de ma participation, sauf en cas de négligence grave de leur part. Je confirme être apte à participer et j'informerai mon entraîneur de tout problème de santé qui pourrait nuire à ma sécurité.",
  },
  {
    kind: "code-of-conduct",
    body: "I will play fair and respect the rules of the game. I will treat teammates, opponents, coaches, officials, volunteers and spectators with respect, on and off the court. I will not tolerate harassment, abuse, discrimination or bullying, and I will report them. I will not use alcohol, drugs or banned substances at association activities. I accept the decisions of officials and will raise any disagreement calmly through my club or the association.",
    body_fr:
      "Je jouerai franc jeu et je respecterai les règles du jeu. Je traiterai mes coéquipiers, mes adversaires, les entraîneurs, les officiels, les bénévoles et les spectateurs avec respect, sur le terrain comme en dehors. Je ne tolérerai aucun harcèlement, abus, discrimination ni intimidation, et je les signalerai. Je ne consommerai ni alcool, ni drogues, ni substances interdites lors des activités de l'association. J'accepte les décisions des officiels et je ferai part de tout désaccord calmement, par mon club ou par l'association.",
  },
  {
    kind: "concussion",
    body: "I confirm that I have reviewed, within the past 12 months, the Government of Ontario's concussion awareness resources for Rowan's Law (the resource for my age group). I know the signs and symptoms of a concussion, that anyone suspected of having one must stop playing at once, and that a return to play follows the association's removal-from-sport and return-to-sport protocols, with a medical clearance.",
    body_fr:
      "Je confirme avoir pris connaissance, au cours des 12 derniers mois, des ressources de sensibilisation aux commotions cérébrales du gouvernement de l'Ontario pour la Loi Rowan (la ressource de mon groupe d'âge). Je connais les signes et les symptômes d'une commotion cérébrale, je sais que toute personne soupçonnée d'en avoir subi une doit cesser de jouer immédiatement, et que le retour au jeu suit les protocoles de retrait et de retour au sport de l'association, avec une autorisation médicale.",
  },
] as const;

/**
 * The membership set-up a new site starts with: the season containing today (September 1 to August 31 in
 * the association's zone), five types, three clubs and version 1 of each document. Each table is seeded
 * only while it is empty, so what administrators set up is never touched.
 */
async function seedMemberships(db: Db, now: Date, timeZone: string) {
  const stamp = now.toISOString();
  const isEmpty = async (trx: Db, table: "seasons" | "membership_types" | "clubs" | "documents") => {
    const { n } = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(n) === 0;
  };
  await db.transaction().execute(async (trx) => {
    if (await isEmpty(trx, "seasons")) {
      const season = seasonContaining(format(new TZDate(now, timeZone), "yyyy-MM-dd"));
      await trx
        .insertInto("seasons")
        .values({ ...season, concussion_required: 1, created_at: stamp })
        .execute();
    }
    if (await isEmpty(trx, "membership_types")) {
      await trx
        .insertInto("membership_types")
        // Every row names every column: a multi-row insert fills a missing one with NULL, not its default.
        .values(
          seedTypes.map((type, index) => ({
            can_play: 0,
            can_coach: 0,
            can_officiate: 0,
            can_vote: 0,
            ...type,
            sort_order: index,
          })),
        )
        .execute();
    }
    if (await isEmpty(trx, "clubs")) {
      await trx
        .insertInto("clubs")
        .values(seedClubs.map((name) => ({ name })))
        .execute();
    }
    if (await isEmpty(trx, "documents")) {
      await trx
        .insertInto("documents")
        .values(
          seedDocuments.map((document) => ({ ...document, version: 1, created_at: stamp, created_by: null })),
        )
        .execute();
    }
  });
}
