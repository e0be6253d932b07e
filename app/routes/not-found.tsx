import { data } from "react-router";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  console.warn(JSON.stringify({ level: "warn", msg: "page not found", path: new URL(request.url).pathname }));
  throw data(null, { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  return loader({ request } as Route.LoaderArgs);
}

export default function NotFound() {
  return null;
}
