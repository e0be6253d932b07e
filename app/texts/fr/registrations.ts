import type { registrations as en } from "../en/registrations";

export const registrations: typeof en = {
  event: {
    opensOn: "Les inscriptions ouvrent le {date}",
    closed: "Les inscriptions sont closes.",
    cancelUntil: "Vous pouvez annuler jusqu'au {date}",
    registered: "Vous êtes inscrit.",
    attendees: "Inscrits par vous : {names}",
    paymentDue:
      "Votre place est réservée jusqu'au {date} : payez les frais de {amount} d'ici là pour la garder.",
    howToPay: "Comment payer",
    paid: "Vos frais sont payés.",
    manage: "Voir ou annuler mes inscriptions",
    position: "Vous êtes numéro {position} sur la liste d'attente.",
    held: "Une place vous est réservée jusqu'au {date}",
    answerOffer: "Accepter ou refuser la place",
    fullIntro:
      "Inscrivez-vous sur la liste d'attente : quand une place se libère, elle vous est réservée et nous vous prévenons par courriel.",
    signInToJoin: "Se connecter pour s'inscrire sur la liste d'attente",
    leave: "Quitter la liste d'attente",
    leaving: "Départ en cours...",
  },
  confirmCancel: {
    heading: "Avant d'annuler",
    spot: "Votre place est offerte à la prochaine personne sur la liste d'attente. Pour vous réinscrire plus tard, il faudra une place libre pendant la période d'inscription.",
    unpaid: "La commande de vos frais d'inscription est aussi annulée : vous n'aurez rien à payer.",
    paid: "Vous avez payé les frais : les remboursements sont faits à la main, et nous communiquerons avec vous.",
    confirm: "Oui, annuler mon inscription",
  },
  join: {
    metaTitle: "Liste d'attente de {title}",
    metaDescription: "Inscrivez-vous sur la liste d'attente de {title}.",
    title: "S'inscrire sur la liste d'attente",
    description: "Remplissez le formulaire ci-dessous pour vous inscrire sur la liste d'attente de {title}",
    name: "Nom complet",
    email: "Courriel",
    cancel: "Annuler",
    submit: "S'inscrire sur la liste d'attente",
    submitting: "Inscription...",
    authRequired: {
      title: "Connexion requise",
      description: "Veuillez vous connecter pour vous inscrire sur la liste d'attente de cet événement",
    },
    joined: {
      title: "Vous êtes sur la liste d'attente",
      description:
        "Vous êtes numéro {position} sur la liste d'attente de {title}. Une confirmation vous a été envoyée par courriel.",
    },
    alreadyWaiting: "{email} est déjà sur la liste d'attente de cet événement.",
    alreadyRegistered: "{email} est déjà inscrit à cet événement.",
    notFull: "Il reste des places pour cet événement : vous pouvez vous inscrire dès maintenant.",
    notOpen: "Les inscriptions à cet événement ne sont pas encore ouvertes.",
    closed: "Les inscriptions à cet événement sont closes.",
    left: {
      title: "Vous avez quitté la liste d'attente",
      description: "Vous n'êtes plus sur la liste d'attente de {title}.",
    },
    notWaiting: {
      title: "Pas sur la liste d'attente",
      description: "Vous n'étiez pas sur la liste d'attente de cet événement.",
    },
  },
  account: {
    nav: "Mes inscriptions",
    metaTitle: "Mes inscriptions",
    title: "Mes inscriptions",
    registrations: "Inscriptions",
    waitlist: "Listes d'attente",
    empty: "Vous n'avez encore aucune inscription.",
    emptyWaitlist: "Vous n'êtes sur aucune liste d'attente.",
    browse: "Parcourir les événements",
    registered: "Inscrit",
    cancelledOn: "Annulée le {date}",
    cancelUntil: "Vous pouvez annuler jusqu'au {date}",
    tooLate: "La date limite d'annulation est passée.",
    cancel: "Annuler",
    cancelling: "Annulation...",
    position: "Numéro {position} sur la liste d'attente",
    held: "Une place vous est réservée jusqu'au {date}",
    answerOffer: "Accepter ou refuser la place",
    leave: "Quitter",
    cancelled: {
      title: "Inscription annulée",
      description:
        "Votre inscription à {title} est annulée. Une confirmation vous a été envoyée par courriel.",
    },
    alreadyCancelled: { title: "Déjà annulée", description: "Cette inscription était déjà annulée." },
    tooLateToast: {
      title: "Trop tard pour annuler",
      description: "La date limite d'annulation de cet événement est passée.",
    },
  },
};
