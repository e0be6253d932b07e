import type { Db } from "~/db/db.server";
import type { Deps } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { findSubscriberByToken } from "./queries.server";
import { confirmUrl, linkStep, type NewsletterLink, parseToken, unsubscribeUrl } from "./rules";
import type { TokenResult } from "./service.server";

/** A link's token that is malformed or names nobody: the route answers with the unknown link's page, a 404. */
type UnknownLink = { ok: false; reason: "unknown-link" };

/** A link's page: what it shows for the address the link's token names. */
export async function linkPage(
  db: Db,
  link: NewsletterLink,
  request: Request,
): Promise<{ ok: true; page: { step: "ask" | "done"; token: string; email: string } } | UnknownLink> {
  const token = parseToken(new URL(request.url).searchParams.get("token"));
  const subscriber = token ? await findSubscriberByToken(db, link, token) : undefined;
  const step = subscriber && linkStep(link, subscriber.status);
  if (!token || !subscriber || !step || step === "unknown") return { ok: false, reason: "unknown-link" };
  return { ok: true, page: { step, token, email: subscriber.email } };
}

/**
 * A link page's POST: `change` runs on the link's token (or the form's, where the query string was lost),
 * given the form.
 * It gives the form, which may be a mail client's one-click request, and the link's page (its path and
 * query, before the language's prefix), which the button's answer goes back to.
 */
export async function postLink(
  app: Pick<Deps, "db" | "config">,
  link: NewsletterLink,
  request: Request,
  change: (app: Pick<Deps, "db">, token: string, form: Record<string, string>) => Promise<TokenResult>,
): Promise<{ ok: true; form: Record<string, string>; page: string } | UnknownLink> {
  const form = await readForm(request);
  const token = parseToken(new URL(request.url).searchParams.get("token") ?? form.token);
  if (!token || (await change(app, token, form)) === "unknown") return { ok: false, reason: "unknown-link" };
  const page = new URL((link === "confirm" ? confirmUrl : unsubscribeUrl)(app.config.BASE_URL, token));
  return { ok: true, form, page: page.pathname + page.search };
}
