import { data } from "react-router";
import type { Config } from "~/lib/config";
import { format, getTexts, type Locale } from "~/lib/i18n";
import { eventsMessages } from "~/lib/i18n/pages/events";
import { pathFor } from "~/lib/i18n/paths";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormWithImage } from "~/lib/uploads/form.server";
import { uploadStorage } from "~/lib/uploads/storage.server";
import { eventFormSchema } from "./rules";

/**
 * Reads the event form: a multipart post may carry an image file (the picker's Upload mode without
 * JavaScript), which is used as the image and stored only once the whole form is valid; otherwise the
 * image field's URL is used.
 */
export async function readEventForm(request: Request, config: Config, locale: Locale) {
  const schema = eventFormSchema(eventsMessages[locale].validation, config.TIME_ZONE);
  return readFormWithImage(request, { schema, storage: uploadStorage(config), locale });
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
