import { data, href } from "react-router";
import { LinkButton } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { useActionToast } from "~/components/ui/use-action-toast";
import { requireUser } from "~/features/accounts/index.server";
import { memberNewsOnSignUp } from "~/features/consent/index.server";
import { dayIn } from "~/features/memberships";
import { JoinForm } from "~/features/memberships/components/join";
import { joinMembership, loadJoinForm } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { formatterFor } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { privateMeta } from "~/lib/seo";
import { redirectWithToast, toastAsNotice } from "~/lib/toast.server";
import { membershipsMessages } from "~/texts/pages/memberships";
import type { Route } from "./+types/membership.join";

export const meta: Route.MetaFunction = (args) =>
  privateMeta(args, membershipsMessages, (m) => m.join.metaTitle, {});

/** A member number as printed ("OHA-000123"); anything else names nobody. */
const memberNumber = (value: string | null | undefined) =>
  value === null || value === undefined ? null : /^[A-Z0-9]{1,20}-\d{6,9}$/.test(value) ? value : "";

const notFound = () => data(null, { status: 404 });

/** The form, for a new person or (`?member=`) one of this account's people renewing; anyone else's is a 404. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const { db, config } = args.context.get(appContext);
  const search = new URL(args.request.url).searchParams;
  const form = await loadJoinForm(
    db,
    user,
    { memberNumber: memberNumber(search.get("member")), who: search.get("who") },
    getLocale(args.context),
    dayIn(new Date(), config.TIME_ZONE),
  );
  if (!form) throw notFound();
  return form;
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const app = args.context.get(appContext);
  const m = getTexts(args.context, membershipsMessages);
  const locale = getLocale(args.context);
  const values = await readForm(args.request);
  const result = await joinMembership(
    app,
    { account: user, memberNumber: memberNumber(values.member), values, locale },
    new Date(),
  );
  if (result.status === "active" || result.status === "awaiting-payment")
    await memberNewsOnSignUp(app.db, user.email, new Date());
  const toMembership = pathFor(args.context, href("/membership"));
  const joined = (number: string) => pathFor(args.context, href("/membership/joined/:number", { number }));
  const toast = (text: { title: string; description: string }, filled: Record<string, string | number>) => ({
    ...text,
    description: format(text.description, filled),
  });
  // The form comes back with what was sent, so nothing typed is lost.
  const refused = (
    errors: Record<string, string>,
    status: number,
    text?: { title: string; description: string },
  ) =>
    data(
      { values, errors, toast: text ? { ...text, variant: "destructive" as const } : undefined },
      { status },
    );
  switch (result.status) {
    case "invalid":
      return refused(result.errors, 400);
    case "not-found":
      throw notFound();
    case "throttled":
      return refused({ form: toastAsNotice(args.context, m.toast.throttled) }, 429, m.toast.throttled);
    case "guardian-throttled":
      return refused(
        { guardianEmail: m.toast.guardianThrottled.description },
        429,
        m.toast.guardianThrottled,
      );
    case "season-taken":
      return refused({ season: m.toast.seasonTaken.description }, 409, m.toast.seasonTaken);
    case "already-member":
      return redirectWithToast(app.config, toMembership, toast(m.toast.alreadyMember, result));
    case "active":
      return redirectWithToast(app.config, joined(result.number), toast(m.toast.joined, result));
    case "awaiting-payment":
      return redirectWithToast(
        app.config,
        joined(result.number),
        toast(m.toast.awaitingPayment, {
          ...result,
          amount: formatterFor(locale, app.config.TIME_ZONE).money(result.amountCents),
        }),
      );
  }
}

export default function JoinMembership({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(membershipsMessages);
  const t = m.join;
  const path = usePath();
  useActionToast(actionData?.toast);
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <PageHeader
        title={loaderData.member ? format(t.renewTitle, { name: loaderData.member.name }) : t.title}
        intro={t.intro}
        back={{ to: path(href("/membership")), label: m.overview.title }}
      />
      {loaderData.seasons.length === 0 ? (
        <div className="mt-8 space-y-4">
          <h2 className="text-xl font-semibold">{t.notOpen.title}</h2>
          <p>{t.notOpen.description}</p>
          <LinkButton to={path(href("/membership"))}>{m.overview.title}</LinkButton>
        </div>
      ) : (
        <JoinForm
          {...loaderData}
          values={actionData?.values ?? loaderData.values}
          errors={actionData?.errors}
        />
      )}
    </section>
  );
}
