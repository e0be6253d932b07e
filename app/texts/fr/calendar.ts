import type { calendar as en } from "../en/calendar";

export const calendar: typeof en = {
  metaTitle: "Calendrier",
  metaDescription:
    "Calendrier mensuel des événements de {name} : tournois, camps et stages. Ajoutez-les à Google Agenda ou à Outlook.",
  title: "Calendrier",
  intro: "Tous les événements de l'association, mois par mois.",
  previous: "Mois précédent",
  next: "Mois suivant",
  weekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
  weekdaysShort: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
  eventsOnDay: "Événements : {count}",
  oneEventOnDay: "1 événement",
  more: "+{count} de plus",
  selectPrompt: "Choisissez une date pour voir ses événements.",
  nothingScheduled: "Rien n'est prévu le {date}.",
  eventsOn: "Événements du {date}",
  nextEvent: "Prochain événement :",
  viewDetails: "Voir les détails",
  download: {
    title: "Ajouter à votre agenda",
    google: "Google Agenda",
    googleIntro:
      "Abonnez-vous à tous les événements dans Google Agenda, ou téléchargez-les tous pour iCal ou Outlook. Pour ajouter un seul événement à Google Agenda, choisissez sa journée : le lien Google Agenda se trouve à côté.",
    googleAll: "Google Agenda (tous les événements)",
    ics: "Télécharger le fichier iCal / Outlook (tous les événements)",
    subscribe: "S'abonner au flux du calendrier",
    subscribeHint: "Votre application d'agenda le tiendra à jour.",
    downloaded: {
      title: "Calendrier téléchargé",
      description: "Ouvrez le fichier pour ajouter les événements à votre agenda.",
    },
    exported: {
      title: "Exportation du calendrier",
      description: "Google Agenda s'ouvre dans un nouvel onglet.",
    },
  },
};
