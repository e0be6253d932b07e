import { common } from "./common";

/** Le côté membre des adhésions de saison : /membership (les personnes qu'un compte gère) et l'adhésion. */
export const memberships = {
  nav: "Mon adhésion",
  /** /membership pour tous : la saison, les types et ce qu'implique l'adhésion. */
  public: {
    metaTitle: "Adhésion",
    metaDescription:
      "Devenez membre de {name} pour la saison : les types d'adhésion, ce que chacun permet, les cotisations et la façon d'adhérer.",
    title: "Adhésion",
    intro:
      "Les membres jouent dans les ligues et les tournois sanctionnés, entraînent, arbitrent et votent à l'assemblée annuelle, avec une assurance pendant les activités sanctionnées. Adhérez pour vous ou pour votre enfant, une fois par saison.",
    season: "Saison {name} : du {startsOn} au {endsOn}",
    noSeason:
      "Aucune saison n'est ouverte aux adhésions pour le moment. Revenez quand la prochaine saison sera configurée.",
    typesTitle: "Types d'adhésion et cotisations",
    ageRule: "Pour les membres {rule}",
    allowsLabel: "Permet",
    allows: {
      can_play: "de jouer",
      can_coach: "d'entraîner",
      can_officiate: "d'arbitrer",
      can_vote: "de voter à l'assemblée annuelle",
    },
    stepsTitle: "Ce qu'implique l'adhésion",
    steps: [
      "Connectez-vous ou créez un compte : il réunit vos adhésions et celles de vos enfants.",
      "Choisissez la saison et le type d'adhésion, puis dites-nous qui est le membre : vous-même ou votre enfant.",
      "Lisez et acceptez la renonciation et le code de conduite (et les documents de sensibilisation aux commotions cérébrales quand la saison le demande). Un parent ou un tuteur les accepte pour un membre de moins de 18 ans.",
      "Payez la cotisation par virement Interac : l'adhésion devient active dès que nous la recevons. Un type gratuit est actif aussitôt.",
    ],
    join: "Adhérer",
    joinHidden: "pour la saison {season}",
    signInNote: "Vous devrez d'abord vous connecter ou créer un compte.",
    yours: "Vos adhésions",
    band: {
      heading: "Devenez membre",
      text: "Jouer, entraîner, arbitrer et voter : devenez membre pour la saison, vous ou votre enfant. Voyez les types, les cotisations et la façon d'adhérer.",
      action: "Adhésion et cotisations",
    },
  },
  /** La page après l'adhésion : /membership/joined/:number. */
  joined: {
    metaTitle: "Adhésion reçue",
    activeTitle: "Bienvenue, {name}!",
    awaitingTitle: "Adhésion reçue : encore une étape",
    summary: "{name}, {type}, saison {season}. Numéro de membre : {number}.",
    nextTitle: "Prochaines étapes",
    nextAwaiting: [
      "Payez {amount} par virement Interac comme indiqué ci-dessous. L'adhésion devient active dès que nous recevons le paiement, et nous vous envoyons un reçu.",
      "Nous avons aussi envoyé ces instructions à {email}.",
      "Une fois l'adhésion active, la carte de membre l'affiche : ouvrez-la sur votre téléphone ou imprimez-la.",
    ],
    nextActive: [
      "L'adhésion est active : nous avons envoyé une confirmation à {email}.",
      "La carte de membre affiche l'adhésion : ouvrez-la sur votre téléphone ou imprimez-la.",
    ],
    nextGuardian:
      "Nous avons demandé par courriel au parent ou tuteur nommé dans le formulaire de confirmer son consentement; le lien est valide 30 jours.",
    card: "Ouvrir la carte de membre",
    overview: "Mon adhésion",
    standing: "Statut : {standing}",
  },
  /** Une ligne de commande : ce qu'est l'adhésion. */
  orderLine: "Adhésion {type}, saison {season}",
  overview: {
    metaTitle: "Mon adhésion",
    title: "Mon adhésion",
    intro: "Les personnes que vous gérez, leur numéro de membre et leur adhésion à chaque saison.",
    empty: "Vous n'avez pas encore d'adhésion. Adhérez pour cette saison, pour vous ou pour votre enfant.",
    number: "Numéro de membre {number}",
    join: "Adhérer",
    joinFor: "Adhérer pour {name}",
    renew: "Renouveler pour {season}",
    renewFor: "Renouveler pour {season} : {name}",
    registerOther: "Inscrire une autre personne",
    noMemberships: "Aucune adhésion pour l'instant.",
    membership: "{season} : {type}, {club}",
    unattached: "Sans club",
    standing: {
      active: "En vigueur",
      "awaiting-payment": "En attente de paiement",
      expired: "Expirée",
      cancelled: "Annulée",
    },
    payBy: "Payez d'ici le {date} pour l'activer.",
    howToPay: "Comment payer",
    card: "Carte de membre",
    noSeason: "Aucune saison n'est ouverte aux adhésions pour le moment.",
  },
  join: {
    metaTitle: "Adhérer ou renouveler",
    title: "Adhérer ou renouveler votre adhésion",
    renewTitle: "Renouveler l'adhésion de {name}",
    intro:
      "Choisissez la saison et le type, dites-nous qui est le membre et acceptez les documents. Un type payant se paie par virement Interac.",
    season: "Saison",
    seasonOption: "{name} (du {startsOn} au {endsOn})",
    seasonDays: "du {startsOn} au {endsOn}",
    who: "Qui adhère?",
    myself: "Moi-même",
    myChild: "Mon enfant",
    type: "Type d'adhésion",
    typeOption: "{name} : {fee} ({rule})",
    free: "gratuit",
    total: "Total à payer",
    totalNone: "Choisissez un type",
    totalFree: "Rien à payer : l'adhésion est active dès que vous adhérez.",
    totalPay:
      "Payé par virement Interac après l'adhésion; l'adhésion devient active dès que nous recevons le paiement.",
    ageRules: {
      youth: "de moins de 18 ans le premier jour de la saison",
      adult: "de 18 ans ou plus le premier jour de la saison",
      any: "de tout âge",
    },
    person: "Le membre",
    firstName: "Prénom",
    lastName: "Nom de famille",
    dateOfBirth: "Date de naissance",
    address: "Adresse",
    city: "Ville",
    province: "Province ou territoire",
    postalCode: "Code postal",
    postalHint: "Par exemple K1A 0B1",
    phone: "Téléphone",
    emergency: "Personne à joindre en cas d'urgence",
    emergencyName: "Nom de la personne à joindre en cas d'urgence",
    emergencyPhone: "Téléphone de la personne à joindre en cas d'urgence",
    club: "Club d'appartenance",
    unattached: "Sans club",
    guardian: "Parent ou tuteur",
    guardianIntro:
      "Le membre a moins de 18 ans le premier jour de la saison : un parent ou un tuteur accepte les documents en son nom.",
    guardianName: "Nom complet du parent ou tuteur",
    guardianEmail: "Courriel du parent ou tuteur",
    documents: "Documents à accepter",
    kinds: {
      waiver: "Renonciation de responsabilité",
      "code-of-conduct": "Code de conduite",
      concussion: "Sensibilisation aux commotions cérébrales",
    },
    version: "Version {version} du {date}",
    accept: {
      waiver: "J'accepte la renonciation de responsabilité",
      "code-of-conduct": "J'accepte le code de conduite",
      concussion:
        "Je confirme avoir pris connaissance des documents de sensibilisation aux commotions cérébrales",
    },
    /** Les mêmes acceptations quand un parent ou un tuteur signe pour un enfant; {member} est le nom de l'enfant. */
    acceptForChild: {
      waiver:
        "Je soussigné(e), parent ou tuteur de {member}, accepte en son nom la renonciation de responsabilité",
      "code-of-conduct":
        "Je soussigné(e), parent ou tuteur de {member}, accepte en son nom le code de conduite",
      concussion:
        "Je soussigné(e), parent ou tuteur de {member}, confirme que {member} et moi avons pris connaissance des documents de sensibilisation aux commotions cérébrales",
    },
    theChild: "l'enfant",
    concussionMaterial:
      "Lire les documents de sensibilisation aux commotions cérébrales (ouvre le site de la ressource)",
    submit: "Adhérer",
    submitting: "Adhésion en cours...",
    cancel: "Annuler",
    notOpen: {
      title: "Aucune saison ouverte",
      description:
        "Aucune saison n'est ouverte aux adhésions pour le moment. Revenez quand la prochaine saison sera configurée.",
    },
  },
  validation: {
    controlCharacters: common.validation.controlCharacters,
    season: "Choisissez une saison",
    who: "Choisissez qui adhère",
    type: "Choisissez un type d'adhésion",
    typeAge: "Le type {type} est réservé aux membres {rule}",
    childAdult:
      "Cette personne a 18 ans ou plus le premier jour de la saison : elle gère sa propre adhésion à partir de son propre compte",
    firstName: "Le prénom est requis",
    lastName: "Le nom de famille est requis",
    dateOfBirth: "Entrez la date de naissance sous la forme 2012-05-31",
    dateOfBirthFuture: "La date de naissance doit être passée",
    address: "L'adresse est requise",
    city: "La ville est requise",
    province: "Choisissez une province ou un territoire",
    postalCode: "Entrez un code postal canadien, par exemple K1A 0B1",
    phone: "Veuillez entrer un numéro de téléphone valide",
    emergencyName: "Le nom de la personne à joindre en cas d'urgence est requis",
    emergencyPhone:
      "Veuillez entrer un numéro de téléphone valide pour la personne à joindre en cas d'urgence",
    club: "Choisissez un club, ou Sans club",
    guardianName: "Le nom complet du parent ou tuteur est requis pour un membre de moins de 18 ans",
    guardianEmail: "Le courriel du parent ou tuteur est requis pour un membre de moins de 18 ans",
    accept: "Vous devez accepter ce document pour adhérer",
  },
  toast: {
    joined: {
      title: "Adhésion confirmée",
      description: "{name} est membre pour la saison {season}. Numéro de membre : {number}.",
    },
    awaitingPayment: {
      title: "Adhésion en attente de paiement",
      description:
        "Payez {amount} par virement Interac pour activer l'adhésion de {name} pour la saison {season}.",
    },
    alreadyMember: {
      title: "Déjà membre",
      description: "{name} est déjà membre pour la saison {season}.",
    },
    seasonTaken: {
      title: "Saison non disponible",
      description:
        "Cette saison n'est pas ouverte aux adhésions, ou cette personne y a déjà adhéré. Choisissez une autre saison.",
    },
    throttled: {
      title: "Trop de demandes",
      description:
        "Vous avez adhéré ou renouvelé plusieurs fois en peu de temps. Veuillez réessayer dans une heure.",
    },
    guardianThrottled: {
      title: "Trop de demandes",
      description:
        "Nous avons déjà envoyé plusieurs courriels à l'adresse de ce parent ou tuteur aujourd'hui. Veuillez réessayer demain.",
    },
  },
  guardian: {
    metaTitle: "Confirmer le consentement d'un parent ou tuteur",
    title: "Veuillez confirmer le consentement pour {member}",
    intro:
      "{account} ({email}) a inscrit {member} pour la saison {season} le {date} et a déclaré que vous, {guardian}, à titre de parent ou tuteur, acceptez en son nom les documents ci-dessous.",
    documents: "Les documents",
    version: "Version no {version}",
    confirmIntro:
      "Si vous êtes {guardian} et que vous acceptez ces documents pour {member}, veuillez confirmer. D'ici là, nos dossiers indiquent que le consentement a été déclaré par {account}.",
    confirm: "Je confirme",
    confirming: "Confirmation...",
    notYou:
      "Ce n'est pas vous, ou vous ne vous y attendiez pas? Vous pouvez ignorer cette page, ou nous joindre.",
    contact: "Nous joindre",
    confirmed: {
      title: "Consentement confirmé",
      text: "Vous avez confirmé le consentement pour {member} (saison {season}) le {date}. Merci.",
    },
    expired: {
      title: "Ce lien est expiré",
      text: "Ce lien était valide jusqu'au {date}. Le consentement pour {member} demeure tel que déclaré par {account}. Pour le confirmer, veuillez nous joindre.",
    },
    toast: {
      confirmed: {
        title: "Consentement confirmé",
        description: "Merci : le consentement pour {member} est confirmé.",
      },
      alreadyConfirmed: {
        title: "Déjà confirmé",
        description: "Ce consentement avait déjà été confirmé; rien n'a changé.",
      },
      expired: { title: "Lien expiré", description: "Ce lien est expiré; rien n'a changé." },
    },
  },
  email: {
    greeting: "Bonjour {name},",
    paidSubject: "Votre adhésion pour la saison {season} : paiement requis",
    paidHeading: "Presque terminé",
    paidIntro:
      "Nous avons reçu la demande d'adhésion de {member} ({type}, saison {season}). Numéro de membre : {number}. Elle devient active dès que nous recevons le paiement.",
    welcomeSubject: "Bienvenue : adhésion confirmée pour la saison {season}",
    welcomeHeading: "Bienvenue!",
    welcomeIntro:
      "L'adhésion de {member} ({type}, saison {season}) est confirmée et active. Numéro de membre : {number}.",
    action: "Voir mon adhésion",
    payAction: "Voir la commande",
    guardianSubject: "Veuillez confirmer le consentement pour l'adhésion de {member}",
    guardianHeading: "Votre confirmation est requise",
    guardianIntro:
      "{account} ({email}) a inscrit {member} pour la saison {season} et a déclaré que vous, à titre de parent ou tuteur, acceptez en son nom la renonciation et le code de conduite de l'association (et, si la saison l'exige, la documentation de sensibilisation aux commotions cérébrales).",
    guardianAsk:
      "Veuillez lire les documents et confirmer sur la page ci-dessous. Le lien est valide 30 jours et pour vous seulement.",
    guardianNotYou:
      "Si vous ne vous attendiez pas à ce courriel, vous pouvez l'ignorer ou y répondre pour nous en avertir.",
    guardianAction: "Lire et confirmer",
  },
};
