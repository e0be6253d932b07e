import { isOneClickUnsubscribe, unsubscribeUrl } from "~/features/newsletter";
import { NewsletterLinkPage } from "~/features/newsletter/components/newsletter-link-page";
import { backToLink, badLink, linkPage, postLink, unsubscribe } from "~/features/newsletter/index.server";
import { appContext } from "~/lib/context.server";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { newsletterMessages } from "~/texts/pages/newsletter";
import type { Route } from "./+types/newsletter.unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, newsletterMessages, (m) => m.unsubscribe, { noindex: true });

/** The unsubscribe link of every newsletter e-mail: a page with a button (no GET changes anything). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return linkPage(context.get(appContext).db, "unsubscribe", request);
}

/**
 * The button's POST, and the one-click POST of a mail client (RFC 8058: body List-Unsubscribe=One-Click,
 * no cookies, no sign-in). The one-click answer is the page itself, 200, since mail clients do not
 * follow redirects of a POST; the button's answer redirects back to the link's page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const posted = await postLink(app, request, unsubscribe);
  if (!posted) return badLink();
  if (isOneClickUnsubscribe(posted.form)) return { step: "done" as const };
  throw backToLink(context, unsubscribeUrl(app.config.BASE_URL, posted.token));
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage page={loaderData} answer={actionData} t={useTexts(newsletterMessages).unsubscribe} />
  );
}
