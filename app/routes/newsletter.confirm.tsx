import { data, redirect } from "react-router";
import { newsletterLinkRecord } from "~/features/consent/index.server";
import { UNKNOWN_LINK_PAGE } from "~/features/newsletter";
import { NewsletterLinkPage } from "~/features/newsletter/components/newsletter-link-page";
import { confirmSubscription, linkPage, postLink } from "~/features/newsletter/index.server";
import { appContext } from "~/lib/context.server";
import { pathFor } from "~/lib/i18n/paths";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { newsletterMessages } from "~/texts/pages/newsletter";
import type { Route } from "./+types/newsletter.confirm";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, newsletterMessages, (m) => m.confirm, { noindex: true });

/** The link of the confirmation e-mail: a page with a button, since no GET may change anything. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await linkPage(context.get(appContext).db, "confirm", request);
  return found.ok ? found.page : data(UNKNOWN_LINK_PAGE, { status: 404 });
}

/** The button's POST, then back to the link's page, which shows the outcome; a reload posts nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  const posted = await postLink(context.get(appContext), "confirm", request, (app, token) =>
    confirmSubscription(app, token, new Date(), newsletterLinkRecord("given", "newsletter-confirmation")),
  );
  if (!posted.ok) return data(UNKNOWN_LINK_PAGE, { status: 404 });
  throw redirect(pathFor(context, posted.page));
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage page={loaderData} answer={actionData} t={useTexts(newsletterMessages).confirm} />
  );
}
