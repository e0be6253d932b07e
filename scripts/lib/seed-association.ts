import type { Db } from "~/db/db.server";

/**
 * The board of directors a new site starts with (the spec's five titles; the names and notes the About
 * page showed before the board was edited in the admin, decision 063). Seeded only while the board is
 * empty, so what administrators set up is never touched. No sponsors: every tier starts "Coming Soon".
 */
const seedBoard = [
  {
    name: "Marie-Claude Tremblay",
    title: "President",
    title_fr: "Présidente",
    bio: "A former national team player who has led the association since 2021 and champions school handball programs.",
    bio_fr:
      "Ancienne joueuse de l'équipe nationale, elle dirige l'association depuis 2021 et défend avec ardeur le handball à l'école.",
  },
  {
    name: "Daniel Okafor",
    title: "Director",
    title_fr: "Administrateur",
    bio: "Oversees club development and partnerships with municipalities, universities and community centres.",
    bio_fr:
      "Il supervise le développement des clubs et les partenariats avec les municipalités, les universités et les centres communautaires.",
  },
  {
    name: "Priya Sharma",
    title: "Treasurer",
    title_fr: "Trésorière",
    bio: "A chartered professional accountant who manages the budget, grants and the annual financial report.",
    bio_fr:
      "Comptable professionnelle agréée, elle gère le budget, les subventions et le rapport financier annuel.",
  },
  {
    name: "Lukas Novak",
    title: "Technical Director",
    title_fr: "Directeur technique",
    bio: "Leads coach and referee education and the provincial team program, drawing on 20 years of coaching.",
    bio_fr:
      "Il dirige la formation des entraîneurs et des arbitres ainsi que le programme de l'équipe provinciale, fort de 20 ans d'expérience comme entraîneur.",
  },
  {
    name: "Jessica Chen",
    title: "Operational & Communication Manager",
    title_fr: "Gestionnaire des opérations et des communications",
    bio: "Runs day-to-day operations, events and communications, and is the first point of contact for members.",
    bio_fr:
      "Elle s'occupe des activités quotidiennes, des événements et des communications, et elle est la première personne-ressource des membres.",
  },
];

export async function seedBoardOfDirectors(db: Db, now: Date) {
  await db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom("board_members").select("id").limit(1).executeTakeFirst();
    if (any) return;
    const stamp = now.toISOString();
    await trx
      .insertInto("board_members")
      .values(
        seedBoard.map((member, index) => ({
          ...member,
          photo: null,
          position: index + 1,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
  });
}
