import type { account as en } from "../en/account";

export const account: typeof en = {
  overview: {
    metaTitle: "Mon compte",
    metaDescription:
      "Votre compte {name} : votre nom, votre adresse courriel, votre mot de passe et votre langue.",
    title: "Mon compte",
    intro:
      "Vos renseignements, vos paramètres et tout ce que vous avez fait avec l'association, au même endroit.",
    detailsTitle: "Mes renseignements",
    name: "Nom",
    saveName: "Enregistrer le nom",
    email: "Adresse courriel",
    unconfirmed: "Pas encore confirmée",
    changeEmail: "Changer d'adresse courriel",
    password: "Mot de passe",
    changePassword: "Changer le mot de passe",
    language: "Langue de mes courriels",
    changeLanguage: "Changer de langue",
    activityTitle: "Mes activités",
    registrations: "Mes inscriptions",
    orders: "Mes commandes",
    membership: "Adhésion",
    data: "Télécharger mes données",
    closeTitle: "Fermer mon compte",
    closeIntro: "Vous pouvez fermer votre compte en tout temps.",
    close: "Fermer mon compte",
  },
  password: {
    metaTitle: "Changer le mot de passe",
    metaDescription: "Changez le mot de passe de votre compte de {name}.",
    title: "Changer le mot de passe",
    intro:
      "Tous les autres appareils connectés à votre compte sont déconnectés, et nous vous en avisons par courriel.",
    currentPassword: "Mot de passe actuel",
    password: "Nouveau mot de passe",
    confirmPassword: "Confirmer le nouveau mot de passe",
    submit: "Changer le mot de passe",
  },
  email: {
    metaTitle: "Changer d'adresse courriel",
    metaDescription: "Changez l'adresse courriel de votre compte de {name}.",
    title: "Changer d'adresse courriel",
    intro:
      "Nous envoyons un lien à la nouvelle adresse. Votre compte garde {email} tant que le lien n'est pas ouvert, et nous en avisons aussi cette adresse.",
    email: "Nouvelle adresse courriel",
    currentPassword: "Mot de passe actuel",
    submit: "Envoyer le lien",
    sameAddress: "C'est déjà l'adresse de votre compte",
  },
  close: {
    metaTitle: "Fermer mon compte",
    metaDescription: "Fermez votre compte de {name}.",
    title: "Fermer mon compte",
    intro: "La fermeture de votre compte est définitive. Lorsque vous le fermez :",
    removed: [
      "tous les appareils qui y sont connectés sont déconnectés, et personne ne peut plus s'y connecter;",
      "votre nom et votre adresse courriel, les coordonnées des personnes dont vous vous occupez, vos inscriptions à venir, vos places sur les listes d'attente et votre abonnement à l'infolettre sont supprimés;",
      "les commandes et les adhésions déjà payées sont conservées dans les dossiers de l'association, sans votre compte, aussi longtemps que l'association doit les garder (voir la politique de confidentialité).",
    ],
    again: "Vous pourrez créer plus tard un nouveau compte avec la même adresse courriel.",
    privacy: "Lire la politique de confidentialité",
    understood: "Je comprends : mon compte sera fermé pour de bon",
    currentPassword: "Mot de passe actuel",
    submit: "Fermer mon compte",
  },
  people: {
    metaTitle: "Coordonnées d'une personne dont je m'occupe",
    metaDescription:
      "Corrigez l'adresse, le téléphone ou le contact d'urgence d'une personne dont vous vous occupez à {name}.",
    title: "Coordonnées de {name}",
    intro:
      "Corrigez l'adresse, le téléphone et le contact d'urgence. Pour corriger un nom ou une date de naissance, que l'association vérifie, écrivez-nous.",
    submit: "Enregistrer les coordonnées",
    listTitle: "Les personnes dont je m'occupe",
    none: "Vous ne gérez encore l'adhésion de personne.",
    number: "Numéro de membre {number}",
    edit: "Corriger les coordonnées de {name}",
    registeredFor: "Inscriptions à venir :",
    noEvents: "Aucune inscription à un événement à venir.",
  },
  toast: {
    detailsSaved: {
      title: "Coordonnées enregistrées",
      description: "Les coordonnées de {name} sont à jour.",
    },
    nameSaved: { title: "Nom enregistré", description: "Votre compte affiche maintenant votre nouveau nom." },
    passwordChanged: {
      title: "Mot de passe changé",
      description: "Tous les autres appareils ont été déconnectés.",
    },
    linkSent: {
      title: "Consultez la nouvelle adresse",
      description:
        "Si l'adresse peut être utilisée, nous y avons envoyé un lien. Votre compte garde son adresse actuelle tant que le lien n'est pas ouvert.",
    },
    closed: { title: "Compte fermé", description: "Votre compte est fermé. Merci d'avoir été des nôtres." },
    throttled: {
      title: "Trop de tentatives",
      description: "Veuillez patienter quelques minutes et réessayer.",
    },
  },
  back: "Retour à Mon compte",
  changes: {
    title: "Modifications du compte",
    none: "Aucune modification faite depuis la page du compte.",
    what: "Modification",
    page: "Page",
    when: "Date",
    kinds: {
      name: "Nom changé",
      password: "Mot de passe changé",
      "email-requested": "Nouvelle adresse courriel demandée",
      "email-confirmed": "Nouvelle adresse courriel confirmée",
      language: "Langue changée",
      "member-details": "Coordonnées d'un membre corrigées",
      closed: "Compte fermé",
    },
    closedAccount: "Compte fermé",
    lastChange: "Dernière modification",
  },
};
