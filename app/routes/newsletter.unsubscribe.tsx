import { data, redirect } from "react-router";
import { NewsletterLinkPage } from "~/features/newsletter/components/newsletter-link-page";
import { findSubscriberByUnsubscribeToken } from "~/features/newsletter/queries.server";
import { isOneClickUnsubscribe, parseToken, unsubscribeUrl } from "~/features/newsletter/rules";
import { unsubscribe } from "~/features/newsletter/service.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { newsletterMessages } from "~/lib/i18n/pages/newsletter";
import { pathFor } from "~/lib/i18n/paths";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/newsletter.unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, newsletterMessages, (m) => m.unsubscribe, { noindex: true });

/** The unsubscribe link of every newsletter e-mail: a page with a button (no GET changes anything). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const token = parseToken(new URL(request.url).searchParams.get("token"));
  const subscriber = token ? await findSubscriberByUnsubscribeToken(db, token) : undefined;
  if (!token || !subscriber)
    return data({ state: "unknown" as const, token: "", email: "" }, { status: 404 });
  const state = subscriber.status === "unsubscribed" ? ("done" as const) : ("subscribed" as const);
  return { state, token, email: subscriber.email };
}

/**
 * The button's POST, and the one-click POST of a mail client (RFC 8058: body List-Unsubscribe=One-Click,
 * no cookies, no sign-in). The one-click answer is the page itself, 200, since mail clients do not
 * follow redirects of a POST; the button's answer redirects back to the link's page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  const token = parseToken(new URL(request.url).searchParams.get("token") ?? form.token);
  const result = token ? await unsubscribe(app, token) : "unknown";
  if (!token || result === "unknown") return data({ state: "unknown" as const }, { status: 404 });
  if (isOneClickUnsubscribe(form)) return { state: "done" as const };
  const target = new URL(unsubscribeUrl(app.config.BASE_URL, token));
  throw redirect(pathFor(context, target.pathname + target.search));
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(newsletterMessages).unsubscribe;
  const state = actionData?.state ?? loaderData.state;
  const step = state === "subscribed" ? "ask" : state === "done" ? "done" : "unknown";
  return <NewsletterLinkPage step={step} email={loaderData.email} token={loaderData.token} t={t} />;
}
