import { data, Form, href, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextLink } from "~/components/ui/text-link";
import { parseGuardianToken } from "~/features/memberships";
import { confirmGuardianConsent, loadGuardianConfirmation } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { privateMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { membershipsMessages } from "~/texts/pages/memberships";
import type { Route } from "./+types/membership.guardian.$token";

export const meta: Route.MetaFunction = (args) =>
  privateMeta(args, membershipsMessages, (m) => m.guardian.metaTitle, {});

/**
 * The link of the e-mail asking a minor's guardian to confirm the consent an account declared for them
 * (decision 038). Opening the page changes nothing (mail scanners follow links); only its button's POST
 * confirms, once.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = parseGuardianToken(params.token);
  const found = token
    ? await loadGuardianConfirmation(context.get(appContext).db, token, getLocale(context), new Date())
    : undefined;
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function action({ params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const token = parseGuardianToken(params.token);
  const result = token
    ? await confirmGuardianConsent(app, token, new Date())
    : { status: "unknown" as const };
  if (result.status === "unknown" || !token) throw data(null, { status: 404 });
  const t = getTexts(context, membershipsMessages).guardian.toast;
  const toast = {
    confirmed: t.confirmed,
    "already-confirmed": t.alreadyConfirmed,
    expired: { ...t.expired, variant: "destructive" as const },
  }[result.status];
  return redirectWithToast(
    app.config,
    pathFor(context, href("/membership/guardian/:token", { token })),
    toast,
  );
}

export default function GuardianConfirmation({ loaderData }: Route.ComponentProps) {
  const t = useTexts(membershipsMessages);
  const g = t.guardian;
  const when = useFormat();
  const path = usePath();
  const busy = useNavigation().state === "submitting";
  const page = loaderData;
  const values = {
    member: page.member,
    season: page.season,
    guardian: page.guardian,
    account: page.declaredBy.name,
    email: page.declaredBy.email,
    date: when.dateTime(page.declaredBy.at),
  };
  if (page.state !== "awaiting") {
    const done = page.state === "confirmed";
    const text = done ? g.confirmed : g.expired;
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-bold">{text.title}</h1>
        <p className="mt-4 text-lg text-slate-700">
          {format(text.text, {
            ...values,
            date: when.dateTime((done ? page.confirmedAt : page.expiresAt) ?? page.declaredBy.at),
          })}
        </p>
        {done ? null : (
          <p className="mt-4">
            <TextLink to={path(href("/contact"))}>{g.contact}</TextLink>
          </p>
        )}
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">{format(g.title, values)}</h1>
      <p className="mt-4 text-lg text-slate-700">{format(g.intro, values)}</p>
      <h2 className="mt-8 text-xl font-semibold">{g.documents}</h2>
      {page.documents.map((document) => (
        <article key={document.kind} className="mt-4">
          <h3 className="font-semibold">
            {t.join.kinds[document.kind]}{" "}
            <span className="font-normal text-slate-700">
              {format(g.version, { version: document.version })}
            </span>
          </h3>
          <div className="mt-2 max-h-72 overflow-y-auto whitespace-pre-line rounded border border-slate-300 bg-slate-50 p-3 text-slate-800">
            {document.text}
          </div>
        </article>
      ))}
      <p className="mt-8 text-slate-700">{format(g.confirmIntro, values)}</p>
      <Form method="post" className="mt-4">
        <Button type="submit" size="lg" disabled={busy} className="disabled:opacity-70">
          {busy ? g.confirming : g.confirm}
        </Button>
      </Form>
      <p className="mt-8 text-slate-700">
        {g.notYou} <TextLink to={path(href("/contact"))}>{g.contact}</TextLink>
      </p>
    </section>
  );
}
