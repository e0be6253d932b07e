import { data, redirect } from "react-router";
import { withdrawalHow } from "~/features/consent";
import { newsletterLinkRecord } from "~/features/consent/index.server";
import { isOneClickUnsubscribe, UNKNOWN_LINK_PAGE } from "~/features/newsletter";
import { NewsletterLinkPage } from "~/features/newsletter/components/newsletter-link-page";
import { linkPage, postLink, unsubscribe } from "~/features/newsletter/index.server";
import { appContext } from "~/lib/context.server";
import { pathFor } from "~/lib/i18n/paths";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { newsletterMessages } from "~/texts/pages/newsletter";
import type { Route } from "./+types/newsletter.unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, newsletterMessages, (m) => m.unsubscribe, { noindex: true });

/** The unsubscribe link of every newsletter e-mail: a page with a button (no GET changes anything). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await linkPage(context.get(appContext).db, "unsubscribe", request);
  return found.ok ? found.page : data(UNKNOWN_LINK_PAGE, { status: 404 });
}

/**
 * The button's POST, and the one-click POST of a mail client (RFC 8058: body List-Unsubscribe=One-Click,
 * no cookies, no sign-in). The one-click answer is the page itself, 200, since mail clients do not
 * follow redirects of a POST; the button's answer redirects back to the link's page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const posted = await postLink(context.get(appContext), "unsubscribe", request, (app, token, form) =>
    unsubscribe(app, token, new Date(), newsletterLinkRecord("withdrawn", withdrawalHow(form))),
  );
  if (!posted.ok) return data(UNKNOWN_LINK_PAGE, { status: 404 });
  if (isOneClickUnsubscribe(posted.form)) return { step: "done" as const };
  throw redirect(pathFor(context, posted.page));
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage page={loaderData} answer={actionData} t={useTexts(newsletterMessages).unsubscribe} />
  );
}
