import { appContext } from "~/lib/context.server";
import { uploads } from "~/lib/i18n/en/uploads";
import { readImageUpload, storeImage, uploadFailure } from "~/lib/uploads/store.server";
import type { Route } from "./+types/admin.uploads";

/**
 * The image picker's upload endpoint (a resource route: JSON only). The /admin middleware has already
 * refused anyone who is not an administrator.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return notAllowed();
  const { config } = context.get(appContext);
  try {
    const { file } = await readImageUpload(request, { field: "image" });
    if (!file) return refused(400, uploads.errors.missingFile);
    return Response.json(await storeImage(file.buffer, { uploadDir: config.UPLOAD_DIR }), { status: 201 });
  } catch (error) {
    const failure = uploadFailure(error);
    if (!failure) throw error;
    return refused(failure.status, failure.message);
  }
}

export function loader() {
  return notAllowed();
}

function notAllowed() {
  return Response.json({ error: uploads.errors.method }, { status: 405, headers: { Allow: "POST" } });
}

/** The rest of a refused body may still be on its way: close the connection rather than read it. */
function refused(status: number, error: string) {
  return Response.json({ error }, { status, headers: { Connection: "close" } });
}
