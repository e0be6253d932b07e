import { confirmUrl } from "~/features/newsletter";
import { NewsletterLinkPage } from "~/features/newsletter/components/newsletter-link-page";
import {
  backToLink,
  badLink,
  confirmSubscription,
  linkPage,
  postLink,
} from "~/features/newsletter/index.server";
import { appContext } from "~/lib/context.server";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { newsletterMessages } from "~/texts/pages/newsletter";
import type { Route } from "./+types/newsletter.confirm";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, newsletterMessages, (m) => m.confirm, { noindex: true });

/** The link of the confirmation e-mail: a page with a button, since no GET may change anything. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return linkPage(context.get(appContext).db, "confirm", request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const posted = await postLink(app, request, confirmSubscription);
  if (!posted) return badLink();
  throw backToLink(context, confirmUrl(app.config.BASE_URL, posted.token));
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage page={loaderData} answer={actionData} t={useTexts(newsletterMessages).confirm} />
  );
}
