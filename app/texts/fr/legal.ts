import type { legal as en } from "../en/legal";

export const legal: typeof en = {
  lastUpdated: "Dernière mise à jour : 11 mai 2025",
  lastUpdatedIso: "2025-05-11",
  terms: {
    metaTitle: "Conditions d'utilisation",
    metaDescription:
      "Conditions d'utilisation du site Web de {name} : comptes, inscription aux événements, achats et retours, responsabilité et droit applicable {inProvince}.",
    heroTitle: "Conditions d'utilisation",
    intro:
      "Les présentes conditions régissent votre utilisation du site Web de {name} (« l'association », « nous »). En utilisant le site, vous les acceptez. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.",
    sections: [
      {
        heading: "Utilisation du site",
        paragraphs: [
          "Vous pouvez consulter le site et utiliser ses fonctions à des fins personnelles et non commerciales. En l'utilisant, vous vous engagez à ne pas :",
        ],
        items: [
          "enfreindre une loi ou porter atteinte aux droits d'autrui;",
          "fournir des renseignements faux, trompeurs ou offensants, ou des renseignements sur une autre personne sans son autorisation;",
          "tenter d'accéder sans autorisation au site, à d'autres comptes ou à nos systèmes, ou en perturber le fonctionnement;",
          "copier, extraire ou réutiliser le contenu du site en masse ou à des fins commerciales sans notre autorisation écrite.",
        ],
      },
      {
        heading: "Comptes",
        paragraphs: [
          "Certaines fonctions, comme l'inscription aux événements, nécessitent un compte. Vous devez fournir des renseignements exacts, garder votre mot de passe confidentiel et nous aviser sans délai si vous croyez que votre compte a été utilisé sans votre autorisation. Vous êtes responsable de ce qui est fait au moyen de votre compte.",
          "Nous pouvons suspendre ou fermer un compte qui contrevient aux présentes conditions. Vous pouvez nous demander de fermer votre compte en tout temps.",
        ],
      },
      {
        heading: "Inscription aux événements",
        paragraphs: [
          "L'inscription à un événement vous réserve une place, sous réserve de la capacité de l'événement et de toute règle d'admissibilité. Nous pouvons modifier la date, l'heure ou le lieu d'un événement, ou l'annuler, par exemple en raison de la météo, de la disponibilité des installations ou d'un nombre insuffisant d'inscriptions; nous en aviserons les personnes inscrites dès que possible.",
          "Le handball est un sport de contact. En participant à un événement, vous acceptez les risques normalement associés à l'activité et vous vous engagez à suivre les consignes des entraîneurs, des arbitres et du personnel de l'événement. Les participants de moins de 18 ans doivent avoir le consentement d'un parent ou d'un tuteur.",
        ],
      },
      {
        heading: "Achats et retours",
        paragraphs: [
          "Les prix de notre boutique sont indiqués en dollars canadiens. Les frais de livraison sont fixes, soit {shipping}, et la livraison est gratuite pour les commandes de plus de {freeOver}. Les commandes sont expédiées dans un délai de 2 à 3 jours ouvrables, et la livraison standard prend de 5 à 7 jours ouvrables.",
          "Nous pouvons refuser ou annuler une commande, par exemple si un article n'est pas disponible ou si un prix a été affiché par erreur; toute somme payée pour une commande annulée est entièrement remboursée.",
          "Garantie de remboursement de 30 jours : si un article ne vous satisfait pas, vous pouvez le retourner dans les 30 jours suivant la livraison, inutilisé et dans son état d'origine, et obtenir le remboursement complet de son prix. Communiquez d'abord avec nous pour recevoir les instructions de retour. Cette garantie ne limite en rien les droits que vous confèrent les lois sur la protection du consommateur.",
        ],
      },
      {
        heading: "Contenu et propriété intellectuelle",
        paragraphs: [
          "Les textes, logos, images et autres contenus du site appartiennent à l'association ou à ses concédants de licence et sont protégés par les lois sur le droit d'auteur et sur les marques de commerce. Vous pouvez partager des liens vers nos pages, mais vous ne pouvez pas réutiliser notre contenu ou nos logos sans notre autorisation écrite.",
        ],
      },
      {
        heading: "Contenu et liens de tiers",
        paragraphs: [
          "Le site contient des liens vers d'autres services et peut intégrer leur contenu, par exemple des réseaux sociaux, une plateforme vidéo et une carte. Nous ne sommes pas responsables de leur contenu ni de leurs pratiques, qui sont régis par leurs propres conditions et politiques de confidentialité.",
        ],
      },
      {
        heading: "Limitation de responsabilité",
        paragraphs: [
          "Nous nous efforçons de garder le site exact et accessible, mais nous le fournissons « tel quel » et ne pouvons garantir qu'il sera toujours exempt d'erreurs ou d'interruptions. Dans la mesure permise par la loi, l'association, ses administrateurs, son personnel et ses bénévoles ne sont pas responsables des pertes indirectes ou consécutives découlant de votre utilisation du site.",
          "Rien dans les présentes conditions n'exclut ni ne limite une responsabilité qui ne peut être exclue ou limitée par la loi.",
        ],
      },
      {
        heading: "Modification des présentes conditions",
        paragraphs: [
          "Nous pouvons mettre à jour les présentes conditions à l'occasion. La date indiquée en haut de cette page précise leur dernière modification. En continuant d'utiliser le site après une modification, vous acceptez les conditions mises à jour.",
        ],
      },
      {
        heading: "Droit applicable",
        paragraphs: [
          "Les présentes conditions sont régies par les lois en vigueur {inProvince} et par les lois fédérales du Canada qui s'y appliquent. Tout litige sera soumis aux tribunaux compétents {inProvince}.",
        ],
      },
      {
        heading: "Nous joindre",
        paragraphs: [
          "Vous pouvez adresser vos questions sur les présentes conditions à {email} ou par la poste à {name}, {address}.",
        ],
      },
    ],
  },
  privacy: {
    metaTitle: "Politique de confidentialité",
    metaDescription:
      "Comment {name} recueille, utilise et protège les renseignements personnels conformément à la LPRPDE : comptes, inscriptions, commandes, messages, témoins.",
    heroTitle: "Politique de confidentialité",
    intro:
      "{name} (« l'association », « nous ») respecte votre vie privée. La présente politique explique quels renseignements personnels nous recueillons au moyen de ce site Web, pourquoi, et comment nous les protégeons, conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et aux lois sur la protection de la vie privée applicables {inProvince}.",
    sections: [
      {
        heading: "Renseignements recueillis",
        paragraphs: ["Nous ne recueillons que ce qui est nécessaire pour fournir nos services :"],
        items: [
          "Comptes : votre nom, votre adresse courriel et votre mot de passe. Les mots de passe ne sont conservés que sous une forme hachée que nous ne pouvons pas lire.",
          "Inscriptions aux événements : votre nom, votre adresse courriel, l'événement et la date de votre inscription.",
          "Commandes : votre nom, votre adresse courriel, votre numéro de téléphone, votre adresse de livraison et les articles commandés. Les renseignements de carte de paiement que vous saisissez à la caisse ne nous sont jamais transmis et nous ne les conservons pas.",
          "Messages de contact : votre nom, votre adresse courriel, l'objet et votre message.",
          "Infolettre : votre adresse courriel, si vous vous abonnez.",
          "Renseignements techniques : nos serveurs conservent pendant une courte période des journaux (comme l'heure d'une requête et la page demandée) afin d'assurer la sécurité et le bon fonctionnement du site.",
        ],
      },
      {
        heading: "Utilisation des renseignements",
        paragraphs: ["Nous utilisons vos renseignements personnels pour :"],
        items: [
          "créer et gérer votre compte et vous connecter;",
          "vous inscrire aux événements et vous transmettre de l'information à leur sujet;",
          "traiter et expédier vos commandes et en assurer le suivi, y compris les retours;",
          "répondre à vos messages;",
          "vous envoyer notre infolettre, si vous l'avez demandée;",
          "protéger le site contre les abus et respecter nos obligations légales.",
        ],
      },
      {
        heading: "Consentement",
        paragraphs: [
          "En nous fournissant vos renseignements pour l'une des fins ci-dessus, vous consentez à leur utilisation à cette fin. Nous vous demanderons de nouveau votre consentement avant de les utiliser à toute autre fin. Vous pouvez retirer votre consentement en tout temps, sous réserve des restrictions prévues par la loi ou par contrat; il se peut alors que nous ne puissions plus vous offrir un service, comme l'inscription à un événement.",
        ],
      },
      {
        heading: "Infolettre et messages électroniques",
        paragraphs: [
          "Conformément à la Loi canadienne anti-pourriel (LCAP), nous n'envoyons notre infolettre et nos autres courriels promotionnels qu'aux personnes qui ont expressément accepté de les recevoir. Chacun de ces messages nous identifie et contient un lien de désabonnement, et nous donnons suite à toute demande de désabonnement dans un délai de 10 jours ouvrables.",
          "Les messages transactionnels, comme les confirmations de commande ou d'inscription, sont envoyés lorsque vous utilisez le service concerné et ne constituent pas de la publicité.",
        ],
      },
      {
        heading: "Témoins et stockage dans le navigateur",
        paragraphs: [
          "Le site n'utilise que trois témoins (cookies), tous strictement nécessaires à son fonctionnement :",
        ],
        items: [
          "un témoin de session, qui vous garde connecté à votre compte jusqu'à ce que vous vous déconnectiez ou que la session expire;",
          "un témoin de notification de courte durée, qui transmet un message ponctuel (par exemple, la confirmation que votre message a été envoyé) à la page suivante et qui est supprimé dès que le message s'affiche;",
          "un témoin de paiement, créé lorsque vous ouvrez la page de paiement : une valeur aléatoire, supprimée à la fermeture de votre navigateur, qui garantit qu'une commande n'est affichée de nouveau qu'au navigateur qui l'a passée.",
        ],
        after: [
          "Votre panier est conservé dans le stockage de votre propre navigateur jusqu'à ce que vous passiez votre commande. Nous n'utilisons aucun témoin publicitaire ou analytique, ni aucun outil de suivi de tiers.",
        ],
      },
      {
        heading: "Vidéo et carte intégrées",
        paragraphs: [
          "Certaines pages proposent une vidéo de présentation (hébergée par YouTube) et une carte (fournie par OpenStreetMap). Elles ne se chargent que si vous choisissez de lire la vidéo ou d'afficher la carte. D'ici là, aucune demande n'est faite à ces services. Une fois le contenu chargé, le service reçoit votre adresse IP et peut créer ses propres témoins, selon sa propre politique de confidentialité.",
        ],
      },
      {
        heading: "Communication de vos renseignements",
        paragraphs: [
          "Nous ne vendons ni ne louons vos renseignements personnels. Nous ne les communiquons qu'aux fournisseurs de services qui nous aident à exploiter le site et à acheminer les courriels et les commandes, en vertu d'ententes qui les obligent à les protéger et à ne les utiliser qu'à nos fins, ou lorsque la loi nous y oblige. Certains de ces fournisseurs peuvent conserver des renseignements à l'extérieur de la province ({province}) ou du Canada, où ils peuvent être assujettis aux lois locales.",
        ],
      },
      {
        heading: "Conservation",
        paragraphs: [
          "Nous ne conservons les renseignements personnels que le temps nécessaire aux fins pour lesquelles ils ont été recueillis, ou selon ce qu'exige la loi (par exemple, les registres financiers des commandes). Ensuite, nous les détruisons ou les anonymisons. Vous pouvez fermer votre compte en tout temps.",
        ],
      },
      {
        heading: "Mesures de sécurité",
        paragraphs: [
          "Nous protégeons vos renseignements par des mesures de sécurité adaptées à leur sensibilité, notamment des connexions chiffrées (HTTPS), des mots de passe hachés, un accès limité au personnel et aux bénévoles qui en ont besoin, et la mise à jour régulière de nos systèmes.",
        ],
      },
      {
        heading: "Vos droits",
        paragraphs: [
          "Vous pouvez demander à consulter les renseignements personnels que nous détenons à votre sujet, à les faire corriger ou, lorsque la loi le permet, à les faire supprimer. Nous vous répondrons dans un délai de 30 jours. Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada.",
          "Une fois connecté, vous pouvez télécharger en tout temps, dans un seul fichier JSON, tout ce que ce site conserve au sujet de votre compte, à partir de la page Mes données (/fr/account/data).",
        ],
      },
      {
        heading: "Responsable de la protection des renseignements personnels",
        paragraphs: [
          "Vous pouvez adresser vos questions ou vos demandes concernant vos renseignements personnels à notre responsable de la protection des renseignements personnels, à {email} ou par la poste à {name}, {address}.",
        ],
      },
    ],
  },
};
