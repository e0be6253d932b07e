import { data } from "react-router";
import { appContext } from "~/lib/context.server";
import type { Route } from "./+types/__fault";

/**
 * Throws an error full of secrets so the browser tests can prove the 500 page shows none of them.
 * Answers 404 unless the server was started with ENABLE_FAULT_ROUTE=1 (the test servers only).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(appContext);
  if (config.ENABLE_FAULT_ROUTE !== "1") throw data(null, { status: 404 });
  throw new Error('SQLITE_ERROR: near "SELECT * FROM users" at /srv/app/build/server/index.js:42:7');
}

export default function Fault() {
  return null;
}
