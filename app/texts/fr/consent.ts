import type { consent as en } from "../en/consent";

export const consent: typeof en = {
  unsubscribe: {
    metaTitle: "Désabonnement",
    metaDescription: "Cessez de recevoir les nouvelles aux membres de {name}.",
    title: "Se désabonner des nouvelles aux membres",
    text: "Cesser d'envoyer les nouvelles aux membres de {name} à {email}?",
    submit: "Se désabonner",
    submitting: "Désabonnement en cours...",
    doneTitle: "Vous êtes désabonné",
    doneText:
      "{email} ne recevra plus nos nouvelles aux membres. Les messages sur vos inscriptions, vos commandes, votre adhésion et votre équipe continuent d'arriver.",
    unknownTitle: "Ce lien n'est pas valide",
    unknownText:
      "Ce lien de désabonnement est inconnu. Utilisez le lien du plus récent courriel que vous avez reçu de nous, ou la page de votre compte.",
    home: "Retour à l'accueil",
  },
  preferences: {
    metaTitle: "Ce que nous vous envoyons",
    metaDescription: "Choisissez les courriels que {name} vous envoie.",
    title: "Ce que nous vous envoyons",
    intro:
      "Choisissez ce que vous recevez à {email}. Un changement s'applique aussitôt, et nous conservons la trace du moment et de la façon dont vous avez donné ou retiré votre consentement.",
    accountLink: "Ce que nous vous envoyons",
    lists: {
      newsletter: {
        name: "Infolettre",
        description: "Les nouvelles de l'association, de ses événements et de ses programmes.",
      },
      "member-news": {
        name: "Nouvelles aux membres",
        description: "Les annonces de l'association à ses membres.",
      },
    },
    receiving: "Vous recevez ces courriels.",
    notReceiving: "Vous ne recevez pas ces courriels.",
    turnOn: "Activer\u00a0: {list}",
    turnOff: "Désactiver\u00a0: {list}",
    unconfirmed:
      "Confirmez d'abord votre adresse courriel\u00a0: nous n'envoyons ces messages qu'à une adresse confirmée par son titulaire.",
    requiredTitle: "Les messages que vous recevez toujours",
    requiredIntro:
      "Ils accompagnent ce à quoi vous vous êtes inscrit\u00a0: ils n'ont pas de lien de désabonnement et ne peuvent pas être désactivés\u00a0:",
    required: [
      "vos inscriptions aux événements et à leurs listes d'attente",
      "vos commandes à la boutique et leur paiement",
      "votre adhésion\u00a0: bienvenue, consentement du tuteur, renouvellement",
      "les matchs de votre équipe\u00a0: changements, reports et annulations",
    ],
    saved: { title: "Préférences enregistrées", description: "Votre choix s'applique dès maintenant." },
    invalid: {
      title: "Rien n'a changé",
      description: "Veuillez choisir l'un des interrupteurs de cette page.",
    },
  },
  required: {
    registration:
      "Vous recevez ce courriel au sujet de votre inscription. Il fait partie de ce à quoi vous vous êtes inscrit\u00a0: il n'a donc pas de lien de désabonnement.",
    order:
      "Vous recevez ce courriel au sujet de votre commande. Il fait partie de ce à quoi vous vous êtes inscrit\u00a0: il n'a donc pas de lien de désabonnement.",
    membership:
      "Vous recevez ce courriel au sujet d'une adhésion. Il fait partie de ce à quoi vous vous êtes inscrit\u00a0: il n'a donc pas de lien de désabonnement.",
    team: "Vous recevez ce courriel au sujet de votre équipe. Il fait partie de ce à quoi vous vous êtes inscrit\u00a0: il n'a donc pas de lien de désabonnement.",
    officiating:
      "Vous recevez ce courriel au sujet d'un match que vous arbitrez ou dont vous tenez la table. Il fait partie de ce que vous avez accepté de faire\u00a0: il n'a donc pas de lien de désabonnement.",
  },
};
