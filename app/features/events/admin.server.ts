import { data } from "react-router";
import type { Config } from "~/lib/config";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { format, getTexts, type Locale } from "~/lib/i18n";
import { eventsMessages } from "~/lib/i18n/pages/events";
import { pathFor } from "~/lib/i18n/paths";
import { redirectWithToast } from "~/lib/toast.server";
import { prepareImage, readImageUpload, uploadFailure } from "~/lib/uploads/store.server";
import { eventFormSchema } from "./rules";

/**
 * Reads the event form: a multipart post may carry an image file (the picker's Upload mode without
 * JavaScript), which is used as the image and stored only once the whole form is valid; otherwise the
 * image field's URL is used.
 */
export async function readEventForm(request: Request, config: Config, locale: Locale) {
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  let fields: Record<string, string>;
  let image: Awaited<ReturnType<typeof prepareImage>> | null = null;
  if (multipart) {
    let upload: Awaited<ReturnType<typeof readImageUpload>>;
    try {
      upload = await readImageUpload(request, { field: "imageFile" });
    } catch (error) {
      const failure = uploadFailure(error, locale);
      if (!failure) throw error;
      return { ok: false as const, values: {}, errors: { image: failure.message }, status: failure.status };
    }
    fields = upload.fields;
    if (upload.file && upload.file.buffer.length > 0) {
      try {
        image = await prepareImage(upload.file.buffer, { uploadDir: config.UPLOAD_DIR });
      } catch (error) {
        const failure = uploadFailure(error, locale);
        if (!failure) throw error;
        return {
          ok: false as const,
          values: fields,
          errors: { image: failure.message },
          status: failure.status,
        };
      }
    }
  } else {
    fields = await readForm(request);
  }
  const schema = eventFormSchema(eventsMessages[locale].validation, config.TIME_ZONE);
  const parsed = parseWith(schema, image ? { ...fields, image: image.url } : fields);
  // The form shown again keeps the image field as sent: the prepared file was never stored.
  if (!parsed.ok) return { ok: false as const, values: fields, errors: parsed.errors, status: 400 };
  await image?.save();
  return { ok: true as const, input: parsed.data };
}

export function invalidEventForm(result: {
  values: Record<string, string>;
  errors: Record<string, string>;
  status: number;
}) {
  return data({ values: result.values, errors: result.errors }, { status: result.status });
}

/** Back to the admin list after a save, the toast naming the event. */
export function eventSaved(
  config: Config,
  context: Parameters<typeof getTexts>[0],
  saved: "created" | "updated",
  title: string,
) {
  const t = getTexts(context, eventsMessages).admin[saved];
  return redirectWithToast(config, pathFor(context, "/admin"), {
    ...t,
    description: format(t.description, { title }),
  });
}
