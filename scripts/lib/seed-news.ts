import type { Db } from "~/db/db.server";

const DAY = 24 * 60 * 60 * 1000;

/** Three news posts of a new site, in both languages (docs/news.md). */
const demoPosts = [
  {
    daysAgo: 2,
    image: "/images/events/championship.webp",
    title: "Registration is open for the Provincial Indoor Championship",
    title_fr: "Les inscriptions au Championnat provincial en salle sont ouvertes",
    summary: "Clubs can now enter their teams for the season's biggest weekend of indoor handball.",
    summary_fr:
      "Les clubs peuvent maintenant inscrire leurs équipes au plus grand week-end de handball en salle de la saison.",
    body: "The **Provincial Indoor Championship** returns this season with divisions for youth, women and men.\n\nTo enter a team:\n\n- make sure every player holds a membership for the season;\n- register the team from the event page;\n- send your roster before the deadline.\n\nQuestions? Write to us through the contact page.",
    body_fr:
      "Le **Championnat provincial en salle** revient cette saison avec des divisions jeunesse, féminine et masculine.\n\nPour inscrire une équipe :\n\n- assurez-vous que chaque joueur détient une adhésion pour la saison;\n- inscrivez l'équipe à partir de la page de l'événement;\n- envoyez votre alignement avant la date limite.\n\nDes questions? Écrivez-nous à partir de la page de contact.",
  },
  {
    daysAgo: 9,
    image: "/images/events/clinic.webp",
    title: "New coaching clinic for volunteers",
    title_fr: "Nouvelle clinique d'entraînement pour les bénévoles",
    summary: "A one-day clinic gives parents and volunteers the basics to lead a handball practice.",
    summary_fr:
      "Une clinique d'une journée donne aux parents et aux bénévoles les bases pour diriger un entraînement de handball.",
    body: "Many clubs start with a parent who says *yes*. Our new clinic covers warm-ups, passing and shooting drills, and how to run a safe practice for children.\n\nNo experience is needed: bring running shoes and curiosity.",
    body_fr:
      "Bien des clubs commencent par un parent qui dit *oui*. Notre nouvelle clinique couvre l'échauffement, les exercices de passes et de tirs, et la façon de diriger un entraînement sécuritaire pour les enfants.\n\nAucune expérience n'est requise : apportez des espadrilles et votre curiosité.",
  },
  {
    daysAgo: 20,
    image: "/images/events/community.webp",
    title: "Handball in schools: a record season",
    title_fr: "Le handball à l'école : une saison record",
    summary: "More schools than ever tried handball in physical education classes this year.",
    summary_fr:
      "Plus d'écoles que jamais ont essayé le handball dans leurs cours d'éducation physique cette année.",
    body: "Thanks to the teachers who borrowed our equipment kits, thousands of students threw their first handball this year.\n\nSchools that want a kit or a visit from a coach can ask through the contact page.",
    body_fr:
      "Grâce aux enseignants qui ont emprunté nos trousses d'équipement, des milliers d'élèves ont lancé leur premier ballon de handball cette année.\n\nLes écoles qui souhaitent une trousse ou la visite d'un entraîneur peuvent en faire la demande à partir de la page de contact.",
  },
];

/** The demo posts, only while the table is empty: what administrators write is never touched. */
export async function seedDemoNews(db: Db, now: Date) {
  const existing = await db.selectFrom("news_posts").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  const stamp = now.toISOString();
  await db
    .insertInto("news_posts")
    .values(
      demoPosts.map(({ daysAgo, ...post }) => ({
        ...post,
        status: "published" as const,
        published_at: new Date(now.getTime() - daysAgo * DAY).toISOString(),
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute();
}
