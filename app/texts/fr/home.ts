import type { home as en } from "../en/home";

export const home: typeof en = {
  metaTitle: "Le handball {inProvince}",
  metaDescription:
    "{name} : programmes de handball, tournois, camps d'entraînement et événements partout {inProvince}. Trouvez un événement, inscrivez-vous et procurez-vous de l'équipement.",
  heroTitle: "Bienvenue à {name}",
  heroText:
    "Rapide, physique et amusant : découvrez le handball, sport olympique, {inProvince}. Jouez, entraînez, arbitrez ou encouragez avec nous.",
  learnMore: "En savoir plus",
  learnMoreHidden: "sur le handball et l'association",
  upcomingEvents: "Événements à venir",
  nextEventsHeading: "Prochainement",
  allEvents: "Voir tous les événements",
  videoHeading: "Qu'est-ce que le handball?",
  videoText:
    "Regardez une courte présentation du jeu : sept joueurs par équipe, un terrain de 40 m sur 20 m et de l'action sans arrêt.",
  testimonialsHeading: "Ce que disent nos membres",
  testimonials: [
    {
      quote:
        "Je me suis inscrite à une séance pour débutants sans rien connaître au handball. Six mois plus tard, je joue dans la ligue provinciale et j'ai toute une nouvelle bande d'amis.",
      name: "Sarah M.",
      role: "Joueuse, Toronto",
    },
    {
      quote:
        "Les stages pour entraîneurs m'ont donné les outils pour lancer un programme de handball à mon école. Les jeunes le réclament chaque semaine.",
      name: "David L.",
      role: "Enseignant et entraîneur, Ottawa",
    },
    {
      quote:
        "Arbitrer avec l'association est très gratifiant. La formation est excellente et la communauté, accueillante.",
      name: "Amira K.",
      role: "Arbitre, Hamilton",
    },
  ],
  joinHeading: "Joignez-vous à notre communauté",
  joinText:
    "Que vous souhaitiez jouer, entraîner, arbitrer, faire du bénévolat ou devenir commanditaire, il y a une place pour vous au handball. Écrivez-nous et impliquez-vous.",
  contactUs: "Nous joindre",
};
