import type { accountData as en } from "../en/account-data";

export const accountData: typeof en = {
  link: "Mes données",
  page: {
    metaTitle: "Mes données",
    metaDescription: "Téléchargez tout ce que {name} conserve au sujet de votre compte.",
    title: "Mes données",
    intro:
      "Vous pouvez télécharger en tout temps, dans un seul fichier, tout ce que ce site conserve au sujet de votre compte. C'est votre copie : gardez-la en lieu sûr, puisqu'elle contient vos renseignements personnels.",
    includedTitle: "Ce que contient le fichier",
    included: [
      "votre compte : nom, adresse courriel, langue et date de création;",
      "les personnes dont votre compte gère le dossier (vous-même, vos enfants) : leurs coordonnées, numéros de membre et adhésions par saison (type, club, statut, dates);",
      "les renonciations et autres documents acceptés pour ces adhésions : la version, son texte, par qui et quand;",
      "vos inscriptions aux événements et vos places sur les listes d'attente;",
      "les matchs que ces personnes ont été désignées pour arbitrer ou tenir la table de marque, et la date de création de leur calendrier personnel de matchs (sans son adresse secrète);",
      "les matchs que ces personnes ont joués, d'après les feuilles de match définitives : buts, avertissements, exclusions, disqualifications, le rapport d'un carton bleu et la décision prise;",
      "vos commandes et leur contenu;",
      "votre abonnement à l'infolettre, la trace de chaque consentement à nos courriels que vous avez donné ou retiré (quand et comment), et les messages envoyés par le formulaire de contact avec votre adresse courriel.",
    ],
    formatTitle: "Pourquoi un fichier JSON",
    format:
      "Le fichier est en JSON, un format texte que tout ordinateur peut lire et qu'un autre service peut importer : il contient tout, au complet, avec les dates en UTC et les montants en cents. Ouvrez-le avec un éditeur de texte ou un navigateur Web.",
    notIncluded:
      "Votre mot de passe n'y figure pas : nous ne le conservons jamais sous une forme lisible. Pour toute autre demande, ou pour corriger ou supprimer vos renseignements, écrivez à notre responsable de la protection des renseignements personnels (voir la politique de confidentialité).",
    download: "Télécharger mes données",
    unconfirmedTitle: "Votre adresse courriel n'est pas encore confirmée",
    unconfirmed:
      "Tant que vous n'avez pas confirmé {email}, le fichier ne contient que ce que vous avez fait en étant connecté à ce compte. Ce qui a été fait avec cette adresse sans connexion (inscriptions aux événements, infolettre, messages envoyés) s'y ajoute dès que vous la confirmez : ainsi, personne ne peut voir les renseignements d'une autre personne en créant un compte avec son adresse.",
    resend: "M'envoyer un lien de confirmation",
    privacy: "Politique de confidentialité",
  },
};
