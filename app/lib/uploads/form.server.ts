import type { z } from "zod";
import { parseWith } from "../form";
import { readForm } from "../form.server";
import type { Locale } from "../i18n";
import type { UploadStorage } from "./storage.server";
import { prepareImage, readImageUpload, uploadFailure } from "./store.server";

export type RefusedForm = {
  ok: false;
  values: Record<string, string>;
  errors: Record<string, string>;
  status: number;
};

/**
 * Reads a form that may carry an image file (the image picker's Upload mode without JavaScript, a
 * multipart post) and checks it with `schema`: the file, when one was sent, becomes the `image` field
 * and is stored only once the whole form is valid; otherwise the image field's URL is used. A refused
 * form comes back with its fields as sent (the image field too: the prepared file was never stored).
 */
export async function readFormWithImage<S extends z.ZodType>(
  request: Request,
  { schema, storage, locale }: { schema: S; storage: UploadStorage; locale: Locale },
): Promise<{ ok: true; input: z.output<S>; values: Record<string, string> } | RefusedForm> {
  const refused = (error: unknown, values: Record<string, string>): RefusedForm => {
    const failure = uploadFailure(error, locale);
    if (!failure) throw error;
    return { ok: false, values, errors: { image: failure.message }, status: failure.status };
  };
  if (!/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const fields = await readForm(request);
    const parsed = parseWith(schema, fields);
    if (!parsed.ok) return { ok: false, values: fields, errors: parsed.errors, status: 400 };
    return { ok: true, input: parsed.data, values: fields };
  }
  let upload: Awaited<ReturnType<typeof readImageUpload>>;
  try {
    upload = await readImageUpload(request, { field: "imageFile" });
  } catch (error) {
    return refused(error, {});
  }
  const fields = upload.fields;
  let image: Awaited<ReturnType<typeof prepareImage>> | null = null;
  if (upload.file && upload.file.buffer.length > 0) {
    try {
      image = await prepareImage(upload.file.buffer, { storage });
    } catch (error) {
      return refused(error, fields);
    }
  }
  const values = image ? { ...fields, image: image.url } : fields;
  const parsed = parseWith(schema, values);
  if (!parsed.ok) return { ok: false, values: fields, errors: parsed.errors, status: 400 };
  await image?.save();
  return { ok: true, input: parsed.data, values };
}
