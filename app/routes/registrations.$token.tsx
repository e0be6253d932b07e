import { data, Form, href, useNavigation } from "react-router";
import { LinkButton } from "~/components/ui/button";
import { TextLink } from "~/components/ui/text-link";
import { eventTextsIn, parseLinkToken } from "~/features/events";
import { CancelConfirm } from "~/features/events/components/cancel-confirm";
import { cancelRegistration, loadRegistrationByToken } from "~/features/events/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { privateMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { attendanceMessages } from "~/texts/pages/attendance";
import { registrationsMessages } from "~/texts/pages/registrations";
import type { Route } from "./+types/registrations.$token";

export const meta: Route.MetaFunction = (args) =>
  privateMeta(args, attendanceMessages, (m) => m.registration.metaTitle, {});

/**
 * The personal link of the confirmation and reminder e-mails: the registration and a button that cancels
 * it. Opening the page changes nothing (mail scanners follow links); only the button's POST cancels.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = parseLinkToken(params.token);
  const found = token ? await loadRegistrationByToken(context.get(appContext).db, token) : null;
  if (!found) throw data(null, { status: 404 });
  const { registration, event, cancellable, deadline, payment } = found;
  const texts = eventTextsIn(event, getLocale(context));
  return {
    event: {
      id: event.id,
      title: texts.title,
      location: texts.location,
      startsAt: event.starts_at,
      endsAt: event.ends_at,
    },
    name: registration.name,
    status: registration.status,
    cancelledAt: registration.cancelled_at,
    cancellable,
    deadline,
    payment,
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const t = getTexts(context, attendanceMessages).registration;
  const token = parseLinkToken(params.token);
  const outcome = token ? await cancelRegistration(app, { token }) : { status: "not-found" as const };
  if (outcome.status === "not-found" || !token) throw data(null, { status: 404 });
  const found = await loadRegistrationByToken(app.db, token);
  const title = found ? eventTextsIn(found.event, getLocale(context)).title : "";
  const toast = {
    cancelled: { ...t.done, description: format(t.done.description, { title }) },
    "already-cancelled": t.already,
    "too-late": { ...t.late, variant: "destructive" as const },
  }[outcome.status];
  return redirectWithToast(app.config, pathFor(context, href("/registrations/:token", { token })), toast);
}

export default function RegistrationPage({ loaderData }: Route.ComponentProps) {
  const t = useTexts(attendanceMessages).registration;
  const when = useFormat();
  const path = usePath();
  const busy = useNavigation().state === "submitting";
  const e = useTexts(registrationsMessages).event;
  const { event, status, cancellable, deadline, cancelledAt, payment } = loaderData;
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {status === "cancelled"
          ? format(t.cancelledOn, { date: when.dateTime(cancelledAt ?? "") })
          : format(t.registered, { title: event.title })}
      </p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-700">
        <dt className="font-semibold">{t.when}</dt>
        <dd>{when.range(event.startsAt, event.endsAt)}</dd>
        <dt className="font-semibold">{t.where}</dt>
        <dd>{event.location}</dd>
      </dl>
      {payment?.status === "awaiting-payment" ? (
        <p className="mt-6 text-slate-700">
          {format(e.paymentDue, {
            date: when.deadline(payment.dueAt),
            amount: when.money(payment.amountCents),
          })}{" "}
          <TextLink to={path(href("/orders/:token", { token: payment.token }))}>{e.howToPay}</TextLink>
        </p>
      ) : payment?.status === "paid" ? (
        <p className="mt-6 text-slate-700">{e.paid}</p>
      ) : null}
      {status === "registered" ? (
        cancellable ? (
          <Form method="post" className="mt-8">
            <p className="text-slate-700">{format(t.deadline, { deadline: when.dateTime(deadline) })}</p>
            <div className="mt-4">
              <CancelConfirm label={t.cancel} payment={payment} busy={busy} busyLabel={t.cancelling} />
            </div>
          </Form>
        ) : (
          <p className="mt-8 text-slate-700">{format(t.tooLate, { deadline: when.dateTime(deadline) })}</p>
        )
      ) : null}
      <LinkButton
        to={path(href("/events/:id", { id: String(event.id) }))}
        size="lg"
        className="mt-8 inline-block"
      >
        {t.viewEvent}
      </LinkButton>
    </section>
  );
}
