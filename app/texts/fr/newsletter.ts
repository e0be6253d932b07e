import type { newsletter as en } from "../en/newsletter";

export const newsletter: typeof en = {
  checkInbox: {
    title: "Consultez vos courriels",
    description: "Si cette adresse n'est pas encore abonnée, nous y avons envoyé un lien de confirmation.",
  },
  invalid: { title: "Échec de l'abonnement", description: "Veuillez entrer une adresse courriel valide" },
  validation: { email: "Veuillez entrer une adresse courriel valide" },
  email: {
    subject: "Confirmez votre abonnement à l'infolettre de {name}",
    heading: "Confirmez votre abonnement",
    asked: "Quelqu'un (vous, nous l'espérons) a demandé à recevoir l'infolettre de {name} à cette adresse.",
    confirm:
      "Veuillez confirmer à l'aide du bouton ci-dessous. Si vous n'avez rien demandé, ignorez ce courriel : vous n'aurez plus de nouvelles de nous.",
    unsubscribe: "Vous avez changé d'idée? Désabonnez-vous en un clic : {url}",
    action: "Confirmer mon abonnement",
    footer:
      "Vous recevez ce courriel parce que cette adresse a été saisie dans le formulaire d'abonnement à l'infolettre de {name}.",
  },
  confirm: {
    metaTitle: "Confirmez votre abonnement",
    metaDescription: "Confirmez votre abonnement à l'infolettre de {name}.",
    title: "Confirmez votre abonnement",
    text: "Confirmez que {email} doit recevoir l'infolettre de {name}.",
    submit: "Confirmer mon abonnement",
    submitting: "Confirmation en cours...",
    doneTitle: "Abonnement confirmé",
    doneText: "Merci! {email} recevra notre infolettre. Chaque numéro contient un lien pour vous désabonner.",
    unknownTitle: "Ce lien n'est pas valide",
    unknownText:
      "Ce lien de confirmation est inconnu ou n'est plus valide. Abonnez-vous de nouveau à partir de la page des événements pour en recevoir un nouveau.",
    home: "Retour à l'accueil",
  },
  unsubscribe: {
    metaTitle: "Désabonnement",
    metaDescription: "Désabonnez-vous de l'infolettre de {name}.",
    title: "Se désabonner de l'infolettre",
    text: "Cesser d'envoyer l'infolettre de {name} à {email}?",
    submit: "Se désabonner",
    submitting: "Désabonnement en cours...",
    doneTitle: "Vous êtes désabonné",
    doneText: "{email} ne recevra plus notre infolettre.",
    unknownTitle: "Ce lien n'est pas valide",
    unknownText:
      "Ce lien de désabonnement est inconnu. Utilisez le lien du plus récent courriel que vous avez reçu de nous.",
    home: "Retour à l'accueil",
  },
  admin: {
    metaTitle: "Infolettre",
    metaDescription: "Abonnés à l'infolettre de {name}.",
    title: "Abonnés à l'infolettre",
    intro:
      "Une adresse n'est abonnée qu'une fois que son titulaire l'a confirmée par courriel. N'envoyez l'infolettre qu'aux adresses confirmées, et insérez dans chaque numéro le lien de désabonnement propre à chaque personne, tiré du fichier CSV.",
    counts: { pending: "En attente de confirmation", confirmed: "Confirmés", unsubscribed: "Désabonnés" },
    download: "Télécharger les abonnés confirmés (CSV)",
    csvColumns: {
      email: "Courriel",
      confirmedAt: "Confirmé le",
      unsubscribeUrl: "Lien de désabonnement",
    },
  },
};
