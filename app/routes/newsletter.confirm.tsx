import { data, redirect } from "react-router";
import { NewsletterLinkPage } from "~/features/newsletter/components/newsletter-link-page";
import { findSubscriberByConfirmToken } from "~/features/newsletter/queries.server";
import { confirmUrl, parseToken } from "~/features/newsletter/rules";
import { confirmSubscription } from "~/features/newsletter/service.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { newsletterMessages } from "~/lib/i18n/pages/newsletter";
import { pathFor } from "~/lib/i18n/paths";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/newsletter.confirm";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, newsletterMessages, (m) => m.confirm, { noindex: true });

/** The link of the confirmation e-mail: a page with a button, since no GET may change anything. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const token = parseToken(new URL(request.url).searchParams.get("token"));
  const subscriber = token ? await findSubscriberByConfirmToken(db, token) : undefined;
  // An unsubscribed address's old link is dead: only a new request brings a new link.
  if (!token || !subscriber || subscriber.status === "unsubscribed") {
    return data({ state: "unknown" as const, token: "", email: "" }, { status: 404 });
  }
  return { state: subscriber.status, token, email: subscriber.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  const token = parseToken(new URL(request.url).searchParams.get("token") ?? form.token);
  const result = token ? await confirmSubscription(app, token) : "unknown";
  if (!token || result === "unknown") return data({ state: "unknown" as const }, { status: 404 });
  // Back to the link's page, which now shows the confirmation; a reload posts nothing.
  const target = new URL(confirmUrl(app.config.BASE_URL, token));
  throw redirect(pathFor(context, target.pathname + target.search));
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(newsletterMessages).confirm;
  const state = actionData?.state ?? loaderData.state;
  const step = state === "pending" ? "ask" : state === "confirmed" ? "done" : "unknown";
  return <NewsletterLinkPage step={step} email={loaderData.email} token={loaderData.token} t={t} />;
}
