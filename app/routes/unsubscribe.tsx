import { data, redirect } from "react-router";
import { withdrawalHow } from "~/features/consent";
import { unsubscribeByLink, unsubscribeLinkPage } from "~/features/consent/index.server";
import { UNKNOWN_LINK_PAGE } from "~/features/newsletter";
import { NewsletterLinkPage } from "~/features/newsletter/components/newsletter-link-page";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { pathFor } from "~/lib/i18n/paths";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { consentMessages } from "~/texts/pages/consent";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, consentMessages, (m) => m.unsubscribe, { noindex: true });

/** The unsubscribe link of member news: a page with a button; a GET (a mail scanner's) changes nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const page = await unsubscribeLinkPage(context.get(appContext).db, token);
  return page ?? data(UNKNOWN_LINK_PAGE, { status: 404 });
}

/**
 * The button's POST, and a mail client's one-click POST (RFC 8058: List-Unsubscribe=One-Click, no cookie,
 * no sign-in), which is answered with the page itself since mail clients do not follow a POST's redirect.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = new URL(request.url).searchParams.get("token") ?? form.token;
  const how = withdrawalHow(form);
  const done = await unsubscribeByLink(context.get(appContext), token, how, new Date());
  if (done === "unknown") return data(UNKNOWN_LINK_PAGE, { status: 404 });
  if (how === "one-click") return { step: "done" as const };
  throw redirect(pathFor(context, `/unsubscribe?${new URLSearchParams({ token: token ?? "" })}`));
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage page={loaderData} answer={actionData} t={useTexts(consentMessages).unsubscribe} />
  );
}
