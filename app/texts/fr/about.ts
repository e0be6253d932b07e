import type { about as en } from "../en/about";

export const about: typeof en = {
  metaTitle: "À propos de nous",
  metaDescription:
    "Découvrez le handball et {name} : notre mission et notre vision, les dimensions officielles du terrain, notre conseil d'administration et les façons de nous soutenir.",
  heroTitle: "À propos de {name}",
  heroText:
    "Nous sommes l'organisme provincial du handball {inProvince}. Nous faisons grandir le sport dans les écoles, les clubs et les communautés, du premier lancer jusqu'au podium national.",
  whatHeading: "Qu'est-ce que le handball?",
  whatText: [
    "Le handball est un sport olympique d'équipe au rythme rapide qui oppose deux équipes de sept joueurs : six joueurs de champ et un gardien de but. Les joueurs se passent, dribblent et lancent un petit ballon avec les mains, et marquent en l'envoyant dans le but adverse.",
    "Un match se joue en salle, sur un terrain de 40 m sur 20 m, en deux demies de 30 minutes. Il allie la course du soccer, les passes du basketball et les contacts du water-polo : un sport aussi emballant à jouer qu'à regarder.",
    "Le handball compte parmi les sports les plus populaires en Europe et il gagne rapidement du terrain partout au Canada. Il s'apprend facilement, demande très peu d'équipement et convient à tous les âges et à tous les niveaux.",
  ],
  missionHeading: "Notre mission",
  missionText:
    "Promouvoir, développer et encadrer le handball {inProvince} en offrant des programmes sécuritaires, inclusifs et de grande qualité aux joueurs, aux entraîneurs, aux arbitres et aux bénévoles de tous les niveaux, du sport communautaire à la haute performance.",
  visionHeading: "Notre vision",
  visionText:
    "Une province où chaque communauté a accès au handball, où les athlètes peuvent suivre un cheminement clair jusqu'à la compétition nationale et internationale, et où le sport occupe une place bien vivante dans la vie canadienne.",
  courtHeading: "Dimensions du terrain",
  courtIntro: "Le handball se joue en salle, sur un terrain aux dimensions officielles suivantes.",
  courtDiagramLabel:
    "Schéma d'un terrain de handball de 40 m de long sur 20 m de large, avec un but à chaque extrémité, une zone de but de 6 m, une ligne de jet franc pointillée à 9 m et une ligne de jet de 7 m.",
  courtSpecs: [
    {
      label: "Terrain",
      value: "40 m x 20 m",
      note: "Deux équipes de sept joueurs : six joueurs de champ et un gardien de but.",
    },
    { label: "But", value: "2 m de haut x 3 m de large", note: "Placé au milieu de chaque ligne de but." },
    {
      label: "Zone de but",
      value: "Rayon de 6 m",
      note: "Seul le gardien de but peut se tenir dans cette zone.",
    },
    {
      label: "Ligne de jet franc",
      value: "9 m",
      note: "La ligne pointillée d'où sont exécutés les jets francs.",
    },
    {
      label: "Ligne de jet de 7 m",
      value: "7 m",
      note: "Le point du jet de pénalité, en duel avec le gardien de but.",
    },
  ],
  boardHeading: "Conseil d'administration",
  boardIntro: "Notre conseil bénévole oriente l'association; il est élu par les clubs membres.",
  supportHeading: "Soutenez-nous",
  supportIntro:
    "En tant qu'association sans but lucratif, nous comptons sur la générosité des particuliers et des entreprises pour que le handball reste accessible et abordable.",
  support: [
    {
      title: "Dons",
      text: "Votre don permet d'acheter des ballons et des buts pour les écoles, de financer des stages d'entraîneurs et d'aider de jeunes athlètes à payer leurs frais d'inscription et de déplacement.",
      action: "Faire un don",
    },
    {
      title: "Commandites",
      text: "Faites connaître votre marque aux joueurs, aux familles et aux partisans lors de nos tournois et événements, et aidez un sport olympique en plein essor à grandir.",
      action: "Devenir commanditaire",
    },
  ],
};
