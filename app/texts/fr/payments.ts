import type { payments as en } from "../en/payments";

export const payments: typeof en = {
  statuses: {
    "awaiting-payment": "En attente de paiement",
    paid: "Payée",
    shipped: "Expédiée",
    "picked-up": "Récupérée",
    cancelled: "Annulée",
    expired: "Expirée",
  },
  methods: { etransfer: "Virement Interac", "in-person": "Paiement sur place" },
  instructions: {
    etransferTitle: "Comment payer par virement Interac",
    etransfer: "Envoyez {amount} par virement Interac à {email} ({name}) au plus tard le {deadline}.",
    etransferNoDeadline: "Envoyez {amount} par virement Interac à {email} ({name}).",
    reference:
      "Inscrivez {reference} dans le message du virement, pour que nous puissions associer votre paiement à votre commande.",
    inPersonTitle: "Comment payer sur place",
    inPerson:
      "Payez {amount} en argent comptant ou par carte à l'un de nos événements au plus tard le {deadline}, en donnant votre numéro de commande, {reference}.",
    inPersonNoDeadline:
      "Payez {amount} en argent comptant ou par carte à l'un de nos événements, en donnant votre numéro de commande, {reference}.",
    expires: "Une commande qui n'est pas payée à temps est annulée, et ce qu'elle réservait est libéré.",
    amount: "Montant",
    received: "Reçu",
    remaining: "Reste à payer",
    recipient: "Destinataire",
    referenceLabel: "Message",
    deadline: "Payer au plus tard le",
  },
  /** Marquer comme payée, partout où c'est offert (la page de la commande, la fiche d'un membre). */
  markPaid: {
    amount: "Montant reçu",
    markPaid: "Marquer comme payée",
    partial: "Enregistrer un paiement partiel",
    markPaidShort: "Marquer comme payée, avec {short} en moins",
    receivedSoFar: "Reçu jusqu'ici",
    remaining: "Reste à payer",
    recorded: {
      title: "Paiement partiel enregistré",
      description:
        "Commande {number} : {received} reçus, {remaining} à payer; elle attend toujours le paiement.",
    },
    short:
      "{amount}, c'est {short} de moins que les {owed} dus. Enregistrez-le comme paiement partiel (la commande attend alors le reste), ou marquez la commande comme payée avec {short} en moins.",
  },
  email: {
    greeting: "Bonjour {name},",
    line: "{quantity} × {name}{size} : {total}",
    total: "Total : {amount}",
    action: "Voir la commande",
    reminderSubject: "Rappel : la commande {number} attend votre paiement",
    reminderHeading: "Votre paiement arrive à échéance",
    reminderIntro: "Nous n'avons pas encore reçu le paiement de la commande {number}.",
    paidSubject: "Paiement reçu pour la commande {number}",
    paidHeading: "Paiement reçu",
    paidIntro: "Nous avons reçu {amount} pour la commande {number} le {date}. Merci!",
    membershipActive: "Votre adhésion est maintenant en vigueur.",
    receipt: "Ce courriel tient lieu de reçu. {name}, {address}. Aucune taxe de vente n'a été perçue.",
    receiptWithTax: "Ce courriel tient lieu de reçu. {name}, {address}. Taxe de vente : {tax}.",
    shippedSubject: "La commande {number} a été expédiée",
    shippedHeading: "Votre commande est en route",
    shippedIntro: "La commande {number} a été expédiée le {date}.",
    pickedUpSubject: "La commande {number} a été récupérée",
    pickedUpHeading: "Votre commande a été récupérée",
    pickedUpIntro: "La commande {number} a été récupérée le {date}. Profitez-en bien!",
    cancelledSubject: "La commande {number} a été annulée",
    cancelledHeading: "Votre commande a été annulée",
    cancelledIntro: "La commande {number} a été annulée le {date}.",
    cancelledPaid:
      "Si vous avez déjà payé, nous vous rembourserons; répondez à ce courriel pour toute question.",
    expiredSubject: "La commande {number} a expiré",
    expiredHeading: "Votre commande a expiré",
    expiredIntro:
      "Nous n'avons pas reçu le paiement de la commande {number} au plus tard le {deadline} : elle a donc été annulée, et ce qu'elle réservait a été libéré.",
    expiredAgain: "N'hésitez pas à commander de nouveau.",
    refundPartial:
      "Nous avions reçu {amount} pour cette commande; nous vous le rembourserons. Répondez à ce courriel pour toute question.",
    partialSubject: "Paiement partiel reçu pour la commande {number}",
    partialHeading: "Paiement partiel reçu",
    partialIntro: "Nous avons reçu {amount} au total pour la commande {number} en date du {date}. Merci!",
    partialRest:
      "Il reste {remaining} à payer au plus tard le {deadline}; la commande est réservée jusque-là.",
    partialRestNoDeadline: "Il reste {remaining} à payer.",
  },
};
