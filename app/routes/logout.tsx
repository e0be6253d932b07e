import { redirect } from "react-router";
import { signOut, withAuth } from "~/features/accounts/index.server";
import { getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { redirectWithToast } from "~/lib/toast.server";
import { accountsMessages } from "~/texts/pages/accounts";
import type { Route } from "./+types/logout";

/** Signing out changes state, so only a POST does it; a GET just goes home. */
export async function loader({ context }: Route.LoaderArgs) {
  return redirect(pathFor(context, "/"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = withAuth(context);
  const t = getTexts(context, accountsMessages).toast;
  const result = await signOut(app, request.headers);
  const toast = result.ok ? t.logout : { ...t.logoutFailed, variant: "destructive" as const };
  return redirectWithToast(app.config, pathFor(context, "/"), toast, { headers: result.headers });
}
