import { data } from "react-router";
import { exportPoolCsv, idFrom } from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import type { Route } from "./+types/admin.competitions.$id.pools.$poolId.matches[.]csv";

/** A pool's matches and results in the import's columns: the file imports into this site or another. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = await exportPoolCsv(context.get(appContext).db, idFrom(params.id), idFrom(params.poolId));
  if (!file) throw data(null, { status: 404 });
  return new Response(file.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
