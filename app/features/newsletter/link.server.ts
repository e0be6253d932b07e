import { data, redirect } from "react-router";
import type { Db } from "~/db/db.server";
import type { Deps } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { pathFor } from "~/lib/i18n/paths";
import { findSubscriberByToken } from "./queries.server";
import { linkStep, type NewsletterLink, parseToken } from "./rules";
import type { TokenResult } from "./service.server";

/** A malformed or unknown link's page, for the link's GET and its POST alike. */
export const badLink = () => data({ step: "unknown" as const, token: "", email: "" }, { status: 404 });

/** A link's page: what it shows for the address the link's token names, or a bad link's 404. */
export async function linkPage(db: Db, link: NewsletterLink, request: Request) {
  const token = parseToken(new URL(request.url).searchParams.get("token"));
  const subscriber = token ? await findSubscriberByToken(db, link, token) : undefined;
  const step = subscriber && linkStep(link, subscriber.status);
  if (!token || !subscriber || !step || step === "unknown") return badLink();
  return { step, token, email: subscriber.email };
}

/**
 * A link page's POST: `change` runs on the link's token (or the form's, where the query string was lost);
 * undefined for a bad link, else the form, which may be a mail client's one-click request.
 */
export async function postLink(
  app: Pick<Deps, "db">,
  request: Request,
  change: (app: Pick<Deps, "db">, token: string) => Promise<TokenResult>,
) {
  const form = await readForm(request);
  const token = parseToken(new URL(request.url).searchParams.get("token") ?? form.token);
  if (!token || (await change(app, token)) === "unknown") return undefined;
  return { form, token };
}

/** Back to the link's page, which now shows the outcome; a reload posts nothing. */
export function backToLink(context: Parameters<typeof pathFor>[0], url: string) {
  const target = new URL(url);
  return redirect(pathFor(context, target.pathname + target.search));
}
