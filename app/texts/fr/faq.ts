import type { faq as en } from "../en/faq";

export const faq: typeof en = {
  metaTitle: "Foire aux questions",
  metaDescription:
    "Réponses aux questions fréquentes sur le handball {inProvince} : adhésion, programmes pour débutants, équipement, compétitions, bénévolat, formation des entraîneurs et commandites.",
  heroTitle: "Foire aux questions",
  heroText:
    "Tout ce que vous vouliez savoir pour jouer, entraîner, faire du bénévolat ou devenir partenaire de {name}.",
  questions: [
    {
      question: "Qu'est-ce que le handball?",
      answer: [
        "Le handball est un sport olympique d'équipe rapide et dynamique. Deux équipes de sept joueurs (six joueurs de champ et un gardien de but) se passent, dribblent et lancent un ballon avec les mains pour marquer dans le but adverse, sur un terrain intérieur de 40 m sur 20 m.",
        "Les matchs se jouent en deux demies de 30 minutes et regorgent de buts, de vitesse et d'esprit d'équipe. Si vous aimez le basketball, le soccer ou le water-polo, vous vous sentirez comme chez vous.",
      ],
    },
    {
      question: "Comment devenir membre de l'association?",
      answer: [
        "Devenez membre sur ce site, pour vous ou pour votre enfant : la page Adhésion présente la saison, les types d'adhésion et leurs cotisations, et ce qu'implique l'adhésion. Connectez-vous ou créez un compte, remplissez le formulaire, acceptez les documents et payez la cotisation par virement Interac.",
        "L'adhésion comprend une couverture d'assurance pendant les activités sanctionnées ainsi que l'accès aux ligues, aux tournois et aux stages partout {inProvince}. Vous cherchez un club près de chez vous? Écrivez-nous : nous vous mettrons en contact avec le club le plus proche.",
      ],
      link: { to: "/membership", label: "Types d'adhésion, cotisations et façon d'adhérer" },
    },
    {
      question: "Offrez-vous des programmes pour débutants?",
      answer: [
        "Oui. Nous offrons toute l'année des séances d'initiation, des programmes scolaires et des séances libres pour adultes. Ils s'adressent aux personnes qui n'ont jamais joué : vous y apprenez les habiletés de base et les règles dans une ambiance conviviale.",
        "Consultez la page Événements pour connaître les prochaines séances près de chez vous.",
      ],
    },
    {
      question: "De quel équipement ai-je besoin pour jouer?",
      answer: [
        "De très peu de choses. Portez des vêtements de sport confortables et des chaussures de sport d'intérieur à semelle qui ne marque pas. Les ballons sont fournis lors de nos séances.",
        "Avec le temps, vous voudrez peut-être votre propre ballon, de la taille qui convient à votre groupe d'âge, et les gardiens de but utilisent souvent de légères protections. Vous trouverez ballons, chaussures et vêtements dans notre boutique.",
      ],
    },
    {
      question: "Est-il possible de faire de la compétition?",
      answer: [
        "Oui. Les clubs s'affrontent dans des ligues et des tournois provinciaux pour les jeunes et les adultes, et les meilleures équipes accèdent aux championnats nationaux.",
        "Les athlètes les plus talentueux peuvent être sélectionnés au sein du programme de l'équipe provinciale, qui s'entraîne lors de camps réguliers et représente la province aux compétitions nationales sous les couleurs d'Équipe {province}.",
      ],
    },
    {
      question: "Comment faire du bénévolat?",
      answer: [
        "Les bénévoles sont le cœur de notre association. Nous avons besoin d'aide pour les événements, l'entraînement, l'arbitrage, la tenue de la feuille de match, les médias sociaux et l'administration.",
        "Consultez la page Emplois et bénévolat pour voir les occasions de bénévolat actuelles, ou écrivez-nous pour nous dire comment vous aimeriez aider. Aucune expérience n'est requise : nous offrons la formation.",
      ],
    },
    {
      question: "Comment obtenir une certification d'entraîneur?",
      answer: [
        "Nous offrons des formations d'entraîneur en handball dans le cadre du Programme national de certification des entraîneurs (PNCE), du niveau d'initiation communautaire jusqu'aux niveaux de compétition avancés.",
        "Les formations combinent des ateliers en personne et une évaluation pratique. Les dates sont publiées sur la page Événements, et le personnel enseignant peut nous demander des stages destinés aux écoles.",
      ],
    },
    {
      question: "Comment mon entreprise peut-elle devenir commanditaire?",
      answer: [
        "Nous proposons des forfaits de commandite Platine, Or et Argent qui offrent de la visibilité lors des tournois, sur notre site Web et dans les médias sociaux, ainsi que la possibilité de soutenir des programmes précis.",
        "Écrivez-nous : nous vous enverrons notre guide de partenariat et adapterons un forfait à vos objectifs.",
      ],
    },
  ],
  moreHeading: "Vous avez d'autres questions?",
  moreText:
    "Nous sommes là pour vous aider. Envoyez-nous un message et un membre de notre équipe vous répondra.",
  contactUs: "Nous joindre",
};
