import { appContext } from "~/lib/context.server";
import { getLocale, getTexts } from "~/lib/i18n";
import { uploadStorage } from "~/lib/uploads/storage.server";
import { readImageUpload, storeImage, uploadFailure } from "~/lib/uploads/store.server";
import { uploadsMessages } from "~/texts/pages/uploads";
import type { Route } from "./+types/admin.uploads";

/**
 * The image picker's upload endpoint (a resource route: JSON only). The /admin middleware has already
 * refused anyone who is not an administrator.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = getTexts(context, uploadsMessages).errors;
  if (request.method !== "POST") return notAllowed(t.method);
  const { config } = context.get(appContext);
  try {
    const { file } = await readImageUpload(request, { field: "image" });
    if (!file) return refused(400, t.missingFile);
    return Response.json(await storeImage(file.buffer, { storage: uploadStorage(config) }), { status: 201 });
  } catch (error) {
    const failure = uploadFailure(error, getLocale(context));
    if (!failure) throw error;
    return refused(failure.status, failure.message);
  }
}

export function loader({ context }: Route.LoaderArgs) {
  return notAllowed(getTexts(context, uploadsMessages).errors.method);
}

function notAllowed(error: string) {
  return Response.json({ error }, { status: 405, headers: { Allow: "POST" } });
}

/** The rest of a refused body may still be on its way: close the connection rather than read it. */
function refused(status: number, error: string) {
  return Response.json({ error }, { status, headers: { Connection: "close" } });
}
