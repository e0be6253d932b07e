import type { attendance as en } from "../en/attendance";

export const attendance: typeof en = {
  registration: {
    metaTitle: "Votre inscription",
    title: "Votre inscription",
    when: "Quand",
    where: "Où",
    registered: "Vous êtes inscrit à {title}.",
    cancelledOn: "Cette inscription a été annulée le {date}.",
    deadline:
      "Vous pouvez annuler jusqu'au {deadline}. Votre place ira alors à la personne suivante sur la liste d'attente.",
    tooLate:
      "La date limite d'annulation ({deadline}) est passée. Écrivez-nous si vous ne pouvez plus venir.",
    cancel: "Annuler mon inscription",
    cancelling: "Annulation...",
    viewEvent: "Voir l'événement",
    done: {
      title: "Inscription annulée",
      description:
        "Votre inscription à {title} est annulée. Une confirmation vous a été envoyée par courriel.",
    },
    already: { title: "Déjà annulée", description: "Cette inscription était déjà annulée." },
    late: {
      title: "Trop tard pour annuler",
      description: "La date limite d'annulation de cet événement est passée.",
    },
  },
  offer: {
    metaTitle: "Votre place sur la liste d'attente",
    title: "Une place vous est réservée",
    text: "Une place s'est libérée pour {title}, et elle vous est réservée jusqu'au {deadline}.",
    titleFor: "Une place est réservée à {name}",
    textFor: "Une place s'est libérée pour {title}, et elle est réservée à {name} jusqu'au {deadline}.",
    accept: "Accepter la place",
    decline: "Refuser",
    sending: "Envoi...",
    states: {
      accepted: "Vous avez accepté cette place : vous êtes inscrit à {title}.",
      declined: "Vous avez refusé cette place pour {title}.",
      expired: "Cette offre pour {title} a expiré le {deadline}.",
      waiting: "Vous êtes sur la liste d'attente de {title}.",
      left: "Vous avez quitté la liste d'attente de {title}.",
      removed: "Vous n'êtes plus sur la liste d'attente de {title}.",
    },
    statesFor: {
      accepted: "Vous avez accepté cette place : {name} est inscrit à {title}.",
      declined: "Vous avez refusé cette place de {name} pour {title}.",
      expired: "Cette offre d'une place pour {name} à {title} a expiré le {deadline}.",
      waiting: "{name} est sur la liste d'attente de {title}.",
      left: "Vous avez retiré {name} de la liste d'attente de {title}.",
      removed: "{name} n'est plus sur la liste d'attente de {title}.",
    },
    declined: {
      title: "Place refusée",
      description: "Merci de nous avoir avisés : la place ira à la personne suivante sur la liste d'attente.",
    },
    expired: { title: "Offre expirée", description: "Le délai pour accepter cette place est passé." },
    closed: {
      title: "Offre fermée",
      description: "Cette offre a déjà reçu une réponse ou a expiré.",
    },
    refused: { title: "Place non acceptée" },
    notManaged: {
      title: "Place non acceptée",
      description:
        "Le dossier de {name} n'est plus rattaché au compte qui a demandé cette place sur la liste d'attente : elle ne peut pas être acceptée.",
    },
  },
  link: {
    notFoundTitle: "Lien introuvable",
    notFoundText: "Ce lien n'est pas valide. Vérifiez que vous avez copié l'adresse complète du courriel.",
  },
};
