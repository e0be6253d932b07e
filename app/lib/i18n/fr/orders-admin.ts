import type { ordersAdmin as en } from "../en/orders-admin";
import { common } from "./common";

export const ordersAdmin: typeof en = {
  list: {
    filtersLabel: "Afficher les commandes",
    filters: {
      all: "Toutes",
      "awaiting-payment": "En attente de paiement",
      overdue: "En retard",
      paid: "Payées",
      shipped: "Expédiées",
      "picked-up": "Récupérées",
      cancelled: "Annulées",
      expired: "Expirées",
    },
    filterCount: "{label} ({count})",
    emptyFilter: "Aucune commande avec ce statut.",
    columns: {
      number: "Commande",
      date: "Date",
      customer: "Client",
      total: "Total",
      status: "Statut",
      method: "Paiement",
      deadline: "Payer au plus tard le",
    },
  },
  overdue: "En retard",
  order: {
    payment: "Paiement",
    method: "Mode de paiement",
    deadline: "Payer au plus tard le",
    received: "Montant reçu",
    receivedOn: "{amount} le {date}",
    fulfilled: "Expédiée ou récupérée le",
    closed: "Fermée le",
    lines: "Articles de la commande",
    actions: "Actions",
    noActions: "Il n'y a plus rien à faire pour cette commande.",
    amount: "Montant reçu",
    markPaid: "Marquer comme payée",
    ship: "Marquer comme expédiée",
    pickUp: "Marquer comme récupérée",
    cancel: "Annuler la commande",
    confirmCancelTitle: "Annuler la commande {number}?",
    confirmCancelText:
      "L'acheteur en est avisé par courriel, et ce que la commande réserve (stock, places aux événements) est libéré. Cette action est irréversible.",
    confirmCancel: "Oui, annuler la commande",
    keep: "Garder la commande",
    updated: {
      title: "Commande mise à jour",
      description: "Nouveau statut de la commande {number} : {status}.",
    },
    stale: {
      title: "Commande déjà modifiée",
      description: "Quelqu'un d'autre a modifié cette commande; son statut est maintenant : {status}.",
    },
    notAllowed: {
      title: "Action impossible",
      description: "La commande {number} ne peut pas être modifiée ainsi; son statut est : {status}.",
    },
    amountInvalid: "Veuillez entrer le montant reçu, par exemple 89,99.",
  },
  settings: {
    metaTitle: "Paramètres de paiement",
    title: "Paramètres de paiement",
    intro:
      "Comment les acheteurs paient l'association. Les commandes passées à partir de maintenant suivent ces paramètres.",
    etransfer: "Virement Interac",
    etransferEmail: "Courriel du destinataire",
    etransferName: "Nom affiché à l'acheteur",
    etransferNote: "Question et réponse de sécurité, ou note sur le dépôt automatique",
    etransferNoteHint:
      "Affichée avec les instructions de paiement; laissez vide s'il n'y a rien à ajouter.",
    paymentDays: "Jours pour payer",
    paymentDaysHint:
      "Une commande qui n'est pas payée dans ce délai expire et libère ce qu'elle réserve.",
    inPerson: "Paiement sur place",
    inPersonEnabled: "Permettre le paiement sur place",
    inPersonNote: "Où et quand payer sur place",
    save: "Enregistrer les paramètres",
    saved: {
      title: "Paramètres enregistrés",
      description: "Les nouvelles commandes suivent ces paramètres de paiement.",
    },
    validation: {
      controlCharacters: common.validation.controlCharacters,
      email: "Veuillez entrer une adresse courriel valide",
      name: "Veuillez entrer le nom que verront les acheteurs, d'au plus {max} caractères",
      note: "Veuillez limiter la note à {max} caractères au plus",
      days: "Veuillez entrer un nombre entier de jours de {min} à {max}",
      enabled: "Veuillez cocher la case ou la laisser vide",
    },
  },
};
