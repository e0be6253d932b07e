import { data, Form, Link, redirect, useNavigation } from "react-router";
import { findSubscriberByConfirmToken } from "~/features/newsletter/queries.server";
import { confirmUrl, parseToken } from "~/features/newsletter/rules";
import { confirmSubscription } from "~/features/newsletter/service.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format } from "~/lib/i18n";
import { newsletterMessages } from "~/lib/i18n/pages/newsletter";
import { metaFor } from "~/lib/meta";
import { usePageMessages, useSettings } from "~/lib/settings";
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
  throw redirect(target.pathname + target.search);
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageMessages(newsletterMessages).confirm;
  const { name } = useSettings();
  const busy = useNavigation().state === "submitting";
  const state = actionData?.state ?? loaderData.state;
  const { email, token } = loaderData;

  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      {state === "pending" ? (
        <>
          <h1 className="text-3xl font-bold">{t.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{format(t.text, { email, name })}</p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              disabled={busy}
              className="rounded-md bg-red-700 px-5 py-3 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
            >
              {busy ? t.submitting : t.submit}
            </button>
          </Form>
        </>
      ) : state === "confirmed" ? (
        <>
          <h1 className="text-3xl font-bold">{t.doneTitle}</h1>
          <p className="mt-4 text-lg text-slate-700">{format(t.doneText, { email })}</p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">{t.unknownTitle}</h1>
          <p className="mt-4 text-lg text-slate-700">{t.unknownText}</p>
        </>
      )}
      {state === "pending" ? null : (
        <Link
          to="/"
          className="mt-8 inline-block rounded-md bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-700"
        >
          {t.home}
        </Link>
      )}
    </section>
  );
}
