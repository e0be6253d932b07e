import type { jobs as en } from "../en/jobs";

export const jobs: typeof en = {
  metaTitle: "Emplois et bénévolat",
  metaDescription:
    "Faites du bénévolat avec {name} : coordination d'événements, entraîneurs adjoints, arbitres et marqueurs, médias sociaux et soutien administratif.",
  heroTitle: "Emplois et bénévolat",
  heroText:
    "Aidez-nous à faire grandir le handball {inProvince}. Partagez votre temps et vos talents, et joignez-vous à une communauté accueillante.",
  paidHeading: "Postes rémunérés",
  paidText: "Aucun poste rémunéré n'est offert pour le moment.",
  paidNote:
    "Lorsqu'un poste rémunéré s'ouvrira, il sera affiché sur cette page. D'ici là, nous serions ravis de vous compter parmi nos bénévoles.",
  volunteerHeading: "Occasions de bénévolat",
  volunteerIntro:
    "Nos événements et nos programmes existent grâce aux bénévoles. Quel que soit votre parcours, il y a un rôle pour vous.",
  roles: [
    {
      title: "Coordination d'événements",
      text: "Planifier et animer des tournois, des stages et des événements communautaires : montage, accueil des inscriptions, horaires et encadrement des bénévoles le jour même.",
    },
    {
      title: "Entraîneurs adjoints",
      text: "Épauler nos entraîneurs lors des entraînements et des programmes scolaires, et aider les nouveaux joueurs à apprendre les bases du jeu.",
    },
    {
      title: "Création de contenu pour les médias sociaux",
      text: "Prendre des photos et des vidéos lors des événements et rédiger des publications qui font vivre l'énergie du handball à notre communauté.",
    },
    {
      title: "Arbitres et marqueurs",
      text: "Arbitrer des matchs, ou tenir la feuille de match et le chronomètre lors des parties de ligue et des tournois.",
    },
    {
      title: "Soutien administratif",
      text: "Aider à la tenue des dossiers des membres, à la correspondance, aux demandes de subvention et au travail quotidien de l'association.",
    },
  ],
  benefitsHeading: "Pourquoi faire du bénévolat avec nous",
  benefits: [
    {
      title: "Développement des compétences",
      text: "Acquérez de l'expérience en gestion d'événements, en entraînement, en communication et en leadership, à inscrire dans votre CV.",
    },
    {
      title: "Engagement communautaire",
      text: "Rencontrez des joueurs, des familles et d'autres bénévoles, et faites une différence dans les communautés partout {inProvince}.",
    },
    {
      title: "Reconnaissance",
      text: "Obtenez des heures de bénévolat pour l'école, des lettres de référence et de la reconnaissance lors de notre gala annuel.",
    },
    {
      title: "Formation",
      text: "Profitez d'une formation gratuite, dont des cours d'arbitrage et des ateliers de certification d'entraîneur, selon le rôle que vous choisissez.",
    },
  ],
  ctaHeading: "Prêt à vous impliquer?",
  ctaText: "Parlez-nous un peu de vous et des rôles qui vous intéressent, et nous vous répondrons.",
  ctaAction: "Nous joindre pour faire du bénévolat",
};
