import { href, redirect } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { changeOfficialFeed } from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { redirectWithToast } from "~/lib/toast.server";
import { matchOfficialsMessages } from "~/texts/pages/match-officials";
import type { Route } from "./+types/account.officiating";

/** The feed forms of the account page's "Matches you officiate" post here; the page itself is /account. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return redirect(pathFor(args.context, href("/account")));
}

/** Creates, replaces or removes the personal feed address of a person the account manages. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const { db, config } = args.context.get(appContext);
  const values = await readForm(args.request);
  const intent = values.intent === "revoke" ? "revoke" : values.intent === "renew" ? "renew" : null;
  if (intent === null) throw new Response(null, { status: 400 });
  const changed = await changeOfficialFeed(
    db,
    { userId: user.id, memberNumber: values.memberNumber ?? "", intent },
    new Date(),
  );
  if (!changed) throw new Response(null, { status: 404 });
  const t = getTexts(args.context, matchOfficialsMessages).account.toast;
  return redirectWithToast(
    config,
    pathFor(args.context, href("/account")),
    intent === "revoke" ? t.revoked : t.created,
  );
}
