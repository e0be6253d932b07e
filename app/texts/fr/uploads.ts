import type { uploads as en } from "../en/uploads";

export const uploads: typeof en = {
  picker: {
    legend: "Image",
    modes: "Source de l'image",
    url: "Lien",
    upload: "Téléverser",
    urlLabel: "Adresse de l'image",
    urlHint:
      "Un lien vers une image (https://...). Le lien d'une page de banque de photos est converti en lien vers son image.",
    fileLabel: "Téléverser une image",
    fileHint:
      "JPEG, PNG, WebP ou GIF, jusqu'à {megabytes} Mo. L'image est redimensionnée à au plus {width} pixels de large et enregistrée en WebP.",
    uploading: "Téléversement...",
    preview: "Aperçu",
  },
  toast: {
    tooLarge: {
      title: "Fichier trop volumineux",
      description: "Veuillez choisir une image de moins de {megabytes} Mo",
    },
    uploaded: { title: "Téléversement réussi", description: "Votre image est prête." },
    failed: {
      title: "Échec du téléversement",
      description:
        "Un problème est survenu lors du téléversement de votre image. Veuillez réessayer ou utiliser plutôt un lien.",
    },
  },
  errors: {
    tooLarge: "Le fichier téléversé dépasse {megabytes} Mo.",
    notMultipart: "Envoyez l'image en multipart/form-data.",
    malformed: "Le fichier téléversé n'a pas pu être lu.",
    tooManyFiles: "Le formulaire envoie plus d'un fichier; envoyez une seule image à la fois.",
    tooManyFields: "Le formulaire compte plus de {count} champs.",
    tooManyParts: "Le formulaire compte plus de {count} parties.",
    fieldTooLong: "Un champ du formulaire dépasse {kilobytes} Ko.",
    missingFile: "Aucune image n'a été envoyée.",
    notImage: "Le fichier n'est pas une image JPEG, PNG, WebP ou GIF.",
    tooManyPixels: "L'image compte trop de pixels; utilisez-en une d'au plus {megapixels} mégapixels.",
    method: "Utilisez POST pour téléverser une image.",
  },
};
