export const uploads = {
  picker: {
    legend: "Image",
    modes: "Image source",
    url: "URL",
    upload: "Upload",
    urlLabel: "Image URL",
    urlHint: "A link to an image (https://...). A stock photo page link is turned into its image link.",
    fileLabel: "Upload image",
    fileHint:
      "JPEG, PNG, WebP or GIF, up to {megabytes}MB. It is resized to at most {width} pixels wide and saved as WebP.",
    uploading: "Uploading...",
    preview: "Preview",
  },
  toast: {
    tooLarge: { title: "File too large", description: "Please select an image under {megabytes}MB" },
    uploaded: { title: "Upload successful", description: "Your image is ready." },
    failed: {
      title: "Upload failed",
      description: "There was a problem uploading your image. Please try again or use a URL instead.",
    },
  },
  errors: {
    tooLarge: "The upload is larger than {megabytes}MB.",
    notMultipart: "Send the image as multipart/form-data.",
    malformed: "The upload could not be read.",
    tooManyFiles: "The form sends more than one file; send one image at a time.",
    tooManyFields: "The form has more than {count} fields.",
    tooManyParts: "The form has more than {count} parts.",
    fieldTooLong: "A field of the form is longer than {kilobytes} KB.",
    missingFile: "No image was sent.",
    notImage: "The file is not a JPEG, PNG, WebP or GIF image.",
    tooManyPixels: "The image has too many pixels; use one of at most {megapixels} megapixels.",
    method: "Use POST to upload an image.",
  },
};
