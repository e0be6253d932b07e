import { data, Form, href, useNavigation } from "react-router";
import { ContentText, useContentText } from "~/components/content-text";
import { Button, LinkButton } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { TextLink } from "~/components/ui/text-link";
import { requireUser } from "~/features/accounts/index.server";
import { SELF } from "~/features/events";
import { CancelConfirm } from "~/features/events/components/cancel-confirm";
import { cancelRegistration, eventTitleIn, memberAttendance } from "~/features/events/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { privateMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { accountDataMessages } from "~/texts/pages/account-data";
import { commonMessages } from "~/texts/pages/common";
import { registrationsMessages } from "~/texts/pages/registrations";
import type { Route } from "./+types/account.registrations";

export const meta: Route.MetaFunction = (args) =>
  privateMeta(args, registrationsMessages, (m) => m.account.metaTitle, {});

/**
 * The member's registrations and the places in waiting lines of the account (its own, and its children's
 * under the child's name), each with what they can still do.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const { registrations, waitlist } = await memberAttendance(args.context.get(appContext).db, user.id);
  return {
    registrations: registrations.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      title: row.title,
      title_fr: row.title_fr,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      status: row.status,
      cancelledAt: row.cancelled_at,
      cancelUntil: row.cancelUntil,
      cancellable: row.cancellable,
      payment: row.payment,
    })),
    waitlist: waitlist.map((entry) => ({
      id: entry.id,
      eventId: entry.event_id,
      title: entry.title,
      title_fr: entry.title_fr,
      startsAt: entry.starts_at,
      endsAt: entry.ends_at,
      position: entry.position,
      /** The child the place is for; null: the holder's own. */
      child: entry.member_id === null ? null : { id: entry.member_id, name: entry.name },
      offer: entry.status === "offered" ? { token: entry.token, expiresAt: entry.offer_expires_at } : null,
    })),
  };
}

/** Cancels one of the member's own registrations (another member's id is not found). */
export async function action(args: Route.ActionArgs) {
  const t = getTexts(args.context, registrationsMessages).account;
  const user = await requireUser(args);
  const app = args.context.get(appContext);
  const form = await readForm(args.request);
  const id = /^\d{1,9}$/.test(form.id ?? "") ? Number(form.id) : null;
  const outcome =
    id === null ? { status: "not-found" as const } : await cancelRegistration(app, { id, userId: user.id });
  const back = pathFor(args.context, href("/account/registrations"));
  switch (outcome.status) {
    case "not-found":
      // Another member's registration reads as one that does not exist (docs/security.md #2).
      throw data(null, { status: 404 });
    case "cancelled": {
      const title = await eventTitleIn(app.db, outcome.eventId ?? 0, getLocale(args.context));
      return redirectWithToast(app.config, back, {
        ...t.cancelled,
        description: format(t.cancelled.description, { title }),
      });
    }
    case "already-cancelled":
      return redirectWithToast(app.config, back, t.alreadyCancelled);
    case "too-late":
      return redirectWithToast(app.config, back, { ...t.tooLateToast, variant: "destructive" });
  }
}

export default function MyRegistrations({ loaderData }: Route.ComponentProps) {
  const t = useTexts(registrationsMessages).account;
  const path = usePath();
  const dataLink = useTexts(accountDataMessages).link;
  const { range, dateTime, deadline, money } = useFormat();
  const e = useTexts(registrationsMessages).event;
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  const { actionFor } = useTexts(commonMessages);
  const titleOf = useContentText();
  const named = (action: string, row: { title: string; title_fr: string | null }) =>
    format(actionFor, { action, item: titleOf(row.title, row.title_fr) });
  const { registrations, waitlist } = loaderData;
  const eventLink = (row: { eventId: number; title: string; title_fr: string | null }) => (
    <TextLink to={path(href("/events/:id", { id: String(row.eventId) }))}>
      <ContentText en={row.title} fr={row.title_fr} />
    </TextLink>
  );
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <PageHeader
        title={t.title}
        actions={<TextLink to={path(href("/account/data"))}>{dataLink}</TextLink>}
      />

      <h2 className="mt-8 text-2xl font-bold">{t.registrations}</h2>
      {registrations.length === 0 ? (
        <div className="mt-4 space-y-4">
          <p>{t.empty}</p>
          <LinkButton to={path("/events")} className="inline-block">
            {t.browse}
          </LinkButton>
        </div>
      ) : (
        <ul className="mt-4 space-y-4">
          {registrations.map((row) => (
            <li key={row.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold">{eventLink(row)}</h3>
              <p className="text-sm text-slate-700">
                <time dateTime={row.startsAt}>{range(row.startsAt, row.endsAt)}</time>
              </p>
              <p className="mt-2 font-medium">
                {row.status === "cancelled"
                  ? format(t.cancelledOn, { date: dateTime(row.cancelledAt ?? "") })
                  : t.registered}
              </p>
              {row.payment?.status === "awaiting-payment" ? (
                <p className="mt-2 text-sm text-slate-700">
                  {format(e.paymentDue, {
                    date: deadline(row.payment.dueAt),
                    amount: money(row.payment.amountCents),
                  })}{" "}
                  <TextLink
                    to={path(href("/orders/:token", { token: row.payment.token }))}
                    aria-label={named(e.howToPay, row)}
                  >
                    {e.howToPay}
                  </TextLink>
                </p>
              ) : row.payment?.status === "paid" ? (
                <p className="mt-2 text-sm text-slate-700">{e.paid}</p>
              ) : null}
              {row.status === "registered" ? (
                row.cancellable ? (
                  <Form method="post" className="mt-3 flex flex-wrap items-center gap-4">
                    <input type="hidden" name="id" value={row.id} />
                    <p className="text-sm text-slate-700">
                      {format(t.cancelUntil, { date: dateTime(row.cancelUntil) })}
                    </p>
                    <CancelConfirm
                      label={t.cancel}
                      accessibleLabel={named(t.cancel, row)}
                      payment={row.payment}
                      busy={busyId === String(row.id)}
                      busyLabel={t.cancelling}
                    />
                  </Form>
                ) : (
                  <p className="mt-2 text-sm text-slate-700">{t.tooLate}</p>
                )
              ) : null}
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-10 text-2xl font-bold">{t.waitlist}</h2>
      {waitlist.length === 0 ? (
        <p className="mt-4">{t.emptyWaitlist}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {waitlist.map((entry) => (
            <li key={entry.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold">{eventLink(entry)}</h3>
              <p className="text-sm text-slate-700">
                <time dateTime={entry.startsAt}>{range(entry.startsAt, entry.endsAt)}</time>
              </p>
              {entry.offer ? (
                <div className="mt-2 flex flex-wrap items-center gap-4">
                  <p className="font-medium">
                    {entry.child
                      ? format(t.heldFor, {
                          date: dateTime(entry.offer.expiresAt ?? ""),
                          name: entry.child.name,
                        })
                      : format(t.held, { date: dateTime(entry.offer.expiresAt ?? "") })}
                  </p>
                  <LinkButton to={path(href("/waitlist/:token", { token: entry.offer.token }))}>
                    {t.answerOffer}
                  </LinkButton>
                </div>
              ) : (
                <Form
                  method="post"
                  action={path(href("/events/:id/waitlist", { id: String(entry.eventId) }))}
                  className="mt-2 flex flex-wrap items-center gap-4"
                >
                  <p className="font-medium">
                    {entry.child
                      ? format(t.positionFor, { position: entry.position ?? 1, name: entry.child.name })
                      : format(t.position, { position: entry.position ?? 1 })}
                  </p>
                  <input type="hidden" name="intent" value="leave" />
                  <input type="hidden" name="attendee" value={entry.child?.id ?? SELF} />
                  <input type="hidden" name="from" value={path(href("/account/registrations"))} />
                  <Button
                    type="submit"
                    variant="secondary"
                    aria-label={
                      entry.child
                        ? format(actionFor, {
                            action: t.leave,
                            item: `${entry.child.name}, ${titleOf(entry.title, entry.title_fr)}`,
                          })
                        : named(t.leave, entry)
                    }
                    className="text-slate-900"
                  >
                    {t.leave}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
