import type { accounts as en } from "../en/accounts";
import { common } from "./common";

export const accounts: typeof en = {
  signIn: {
    metaTitle: "Connexion",
    metaDescription:
      "Connectez-vous à {name} pour vous inscrire aux événements et recevoir vos confirmations.",
    title: "Connexion",
    intro: "Bon retour parmi nous. Connectez-vous pour vous inscrire aux événements et suivre vos commandes.",
    email: "Courriel",
    password: "Mot de passe",
    submit: "Se connecter",
    submitting: "Connexion en cours...",
    forgot: "Mot de passe oublié?",
    noAccount: "Vous n'avez pas de compte?",
    signUpLink: "Créer un compte",
  },
  signUp: {
    metaTitle: "Créer un compte",
    metaDescription:
      "Créez votre compte {name} pour vous inscrire aux événements et recevoir vos confirmations par courriel.",
    title: "Créer un compte",
    intro: "Créez un compte pour vous inscrire aux événements et recevoir vos confirmations.",
    name: "Nom",
    email: "Courriel",
    password: "Mot de passe",
    confirmPassword: "Confirmer le mot de passe",
    submit: "S'inscrire",
    submitting: "Création du compte...",
    haveAccount: "Vous avez déjà un compte?",
    signInLink: "Se connecter",
  },
  forgot: {
    metaTitle: "Mot de passe oublié",
    metaDescription: "Demandez un lien pour choisir un nouveau mot de passe pour votre compte {name}.",
    title: "Mot de passe oublié?",
    intro:
      "Entrez l'adresse courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    email: "Courriel",
    submit: "Envoyer le lien",
    sentTitle: "Consultez vos courriels",
    sent: "Si un compte existe pour cette adresse courriel, nous y avons envoyé un lien pour choisir un nouveau mot de passe. Le lien est valide pendant une heure.",
    back: "Retour à la connexion",
    throttled:
      "Trop de demandes de réinitialisation proviennent de votre réseau. Veuillez attendre une heure et réessayer.",
  },
  reset: {
    metaTitle: "Nouveau mot de passe",
    metaDescription: "Choisissez un nouveau mot de passe pour votre compte {name}.",
    title: "Choisir un nouveau mot de passe",
    password: "Nouveau mot de passe",
    confirmPassword: "Confirmer le nouveau mot de passe",
    submit: "Enregistrer le mot de passe",
    invalidLink: "Ce lien est invalide ou expiré. Veuillez en demander un nouveau.",
    askAgain: "Demander un nouveau lien",
  },
  validation: {
    controlCharacters: common.validation.controlCharacters,
    invalidEmail: "Adresse courriel invalide",
    validEmail: "Veuillez entrer une adresse courriel valide",
    passwordMin: "Le mot de passe doit contenir au moins {min} caractères",
    passwordMax: "Le mot de passe doit contenir au plus {max} caractères",
    nameMin: "Le nom doit contenir au moins {min} caractères",
    nameMax: "Le nom doit contenir au plus {max} caractères",
    passwordsDiffer: "Les mots de passe ne correspondent pas",
    missingCredentials: "Vous devez fournir un courriel ou un numéro de téléphone, ainsi qu'un mot de passe",
    chooseLanguage: "Veuillez choisir le français ou l'anglais",
    currentPasswordRequired: "Veuillez entrer votre mot de passe actuel",
    wrongPassword: "Votre mot de passe actuel n'est pas le bon",
    confirmClosing: "Veuillez cocher la case pour confirmer que vous voulez fermer votre compte",
  },
  toast: {
    loginSuccess: { title: "Connexion réussie!", description: "Vous êtes maintenant connecté." },
    loginFailed: {
      title: "Échec de la connexion",
      description: "Un problème est survenu lors de la connexion. Veuillez réessayer.",
    },
    invalidCredentials: "Courriel ou mot de passe invalide",
    throttled:
      "Trop de tentatives de connexion infructueuses. Veuillez attendre {minutes} minutes et réessayer.",
    signupSuccess: {
      title: "Inscription réussie!",
      description: "Votre compte a bien été créé.",
    },
    signupFailed: {
      title: "Échec de l'inscription",
      description: "Un problème est survenu lors de la création de votre compte. Veuillez réessayer.",
    },
    logout: { title: "Déconnexion réussie", description: "Vous êtes maintenant déconnecté." },
    logoutFailed: {
      title: "Échec de la déconnexion",
      description: "Un problème est survenu lors de la déconnexion. Veuillez réessayer.",
    },
    passwordReset: {
      title: "Mot de passe modifié",
      description: "Connectez-vous avec votre nouveau mot de passe.",
    },
    accessDenied: "Accès refusé",
    signInForAdmin: "Vous devez être connecté pour accéder au tableau de bord d'administration.",
    signInRequired: "Veuillez vous connecter pour continuer.",
    adminsOnly: "Seuls les administrateurs peuvent accéder à cette page.",
    languageUpdated: {
      title: "Langue mise à jour",
      description: "Vos courriels vous seront désormais écrits en français.",
    },
    emailConfirmed: {
      title: "Adresse courriel confirmée",
      description: "Votre compte affiche maintenant tout ce qui est lié à cette adresse.",
    },
    confirmationSent: {
      title: "Lien envoyé",
      description:
        "Un lien pour confirmer votre adresse vous attend dans votre boîte de réception. Il est valide pendant 24 heures.",
    },
    confirmationThrottled: {
      title: "Trop de liens",
      description:
        "Nous vous avons envoyé plusieurs liens dans la dernière heure. Utilisez le plus récent ou réessayez plus tard.",
    },
  },
  confirmEmail: {
    metaTitle: "Confirmer votre adresse courriel",
    metaDescription: "Confirmez l'adresse courriel de votre compte {name}.",
    title: "Confirmer votre adresse courriel",
    intro: "Appuyez sur le bouton pour confirmer que cette adresse courriel appartient à votre compte.",
    submit: "Confirmer mon adresse",
    invalidLink:
      "Ce lien n'est pas valide ou a expiré. Connectez-vous et demandez-en un nouveau à la page Mes données.",
    myData: "Mes données",
  },
  emails: {
    reset: {
      subject: "Choisissez un nouveau mot de passe pour votre compte {name}",
      heading: "Choisir un nouveau mot de passe",
      text: "Quelqu'un (vous, nous l'espérons) a demandé un nouveau mot de passe pour le compte de {email}. Le lien ci-dessous est valide pendant une heure et ne fonctionne qu'une fois. Si vous n'avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.",
      action: "Choisir un nouveau mot de passe",
    },
    confirm: {
      subject: "Confirmez votre adresse courriel pour {name}",
      heading: "Confirmez votre adresse courriel",
      text: "Quelqu'un (vous, nous l'espérons) a créé un compte avec {email}. Confirmez que cette adresse est bien la vôtre : votre compte affichera aussi ce que vous avez fait avec elle avant d'avoir un compte (inscriptions aux événements, abonnement à l'infolettre, messages envoyés). Le lien ci-dessous est valide pendant 24 heures. Si ce n'était pas vous, ignorez ce courriel.",
      action: "Confirmer mon adresse",
    },
    existing: {
      subject: "Quelqu'un a tenté de créer un compte {name} avec votre courriel",
      heading: "Vous avez déjà un compte",
      text: "Quelqu'un a tenté de créer un nouveau compte avec {email}, qui en a déjà un. Si c'était vous, connectez-vous avec votre mot de passe ou choisissez-en un nouveau. Sinon, vous n'avez rien à faire.",
      action: "Se connecter",
    },
    change: {
      subject: "Confirmez votre nouvelle adresse courriel pour {name}",
      heading: "Confirmez votre nouvelle adresse courriel",
      text: "Quelqu'un (vous, nous l'espérons) a demandé d'utiliser {email} pour son compte. Appuyez sur le bouton pour confirmer : votre compte utilisera alors cette adresse pour la connexion et ses courriels. Le lien fonctionne pendant 24 heures. Si ce n'était pas vous, ignorez ce courriel : rien ne change.",
      action: "Confirmer ma nouvelle adresse",
    },
    changeRequested: {
      subject: "Un changement d'adresse courriel a été demandé pour votre compte {name}",
      heading: "Votre adresse courriel pourrait changer",
      text: "Une personne connectée au compte de {email} a demandé de le déplacer vers une autre adresse. Rien ne change tant que le lien envoyé à la nouvelle adresse n'est pas ouvert. Si ce n'était pas vous, choisissez un nouveau mot de passe dès maintenant : toutes les autres sessions seront fermées.",
      action: "Changer mon mot de passe",
    },
    passwordChanged: {
      subject: "Le mot de passe de votre compte {name} a été changé",
      heading: "Votre mot de passe a été changé",
      text: "Le mot de passe du compte de {email} vient d'être changé, et tous les autres appareils ont été déconnectés. Si ce n'était pas vous, demandez immédiatement un nouveau mot de passe avec le lien ci-dessous.",
      action: "Choisir un nouveau mot de passe",
    },
    closed: {
      subject: "Votre compte {name} est fermé",
      heading: "Votre compte est fermé",
      text: "Le compte de {email} est fermé : vos sessions ont pris fin, et vos renseignements personnels, vos inscriptions à venir et votre abonnement à l'infolettre ont été supprimés. Les commandes et les adhésions déjà payées sont conservées dans les dossiers de l'association. Vous pouvez créer un nouveau compte avec cette adresse en tout temps.",
      action: "Créer un compte",
    },
  },
  language: {
    metaTitle: "Langue",
    metaDescription: "Choisissez la langue de votre compte {name} et de ses courriels.",
    title: "Langue",
    intro:
      "Vos confirmations, réinitialisations de mot de passe et autres courriels sont rédigés dans la langue de votre compte.",
    legend: "Langue de mon compte",
    en: "Anglais",
    fr: "Français",
    submit: "Enregistrer",
  },
};
