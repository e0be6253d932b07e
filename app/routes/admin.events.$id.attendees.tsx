import { data, Form, href, isRouteErrorResponse, useLocation, useNavigate } from "react-router";
import { Button, buttonClass, LinkButton } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { TextLink } from "~/components/ui/text-link";
import { parseEventId, paymentState } from "~/features/events";
import {
  cancelRegistration,
  getEventByParam,
  listRegistrationsPage,
  listWaitlistPage,
  removeWaitlistEntry,
} from "~/features/events/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { pageCount, paging } from "~/lib/paging";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { adminMessages } from "~/texts/pages/admin";
import { commonMessages } from "~/texts/pages/common";
import { eventsMessages } from "~/texts/pages/events";
import type { Route } from "./+types/admin.events.$id.attendees";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, eventsMessages, (m) => [m.admin.attendeesPage.metaTitle, m.admin.attendeesPage.metaTitle]);

/** The query parameters that open the confirmation of a removal (a link, so it works without JavaScript). */
const CONFIRM = { registration: "remove", entry: "removeEntry" } as const;

/** The same screen, its pages kept, without an open confirmation. */
function withoutConfirmation(search: string) {
  const params = new URLSearchParams(search);
  for (const name of Object.values(CONFIRM)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const event = await getEventByParam(db, params.id);
  if (!event) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const { page, perPage, offset } = paging(search);
  const waitlistWindow = paging(new URLSearchParams({ page: search.get("wpage") ?? "" }));
  const [registrationList, waitlist] = await Promise.all([
    listRegistrationsPage(db, event.id, { offset, perPage }),
    listWaitlistPage(db, event.id, waitlistWindow),
  ]);
  // Only a row on screen that can still be removed opens the confirmation.
  const removeId = parseEventId(search.get(CONFIRM.registration) ?? "");
  const entryId = parseEventId(search.get(CONFIRM.entry) ?? "");
  const registration = registrationList.registrations.find(
    (row) => row.id === removeId && row.status === "registered",
  );
  const entry = waitlist.entries.find(
    (row) => row.id === entryId && (row.status === "waiting" || row.status === "offered"),
  );
  const confirming = registration
    ? {
        intent: "remove-registration" as const,
        id: registration.id,
        name: registration.name,
        email: registration.email,
      }
    : entry
      ? { intent: "remove-entry" as const, id: entry.id, name: entry.name, email: entry.email }
      : null;
  return {
    event: { id: event.id, title: event.title },
    ...registrationList,
    registrations: registrationList.registrations.map(({ order_status, ...row }) => ({
      ...row,
      payment: paymentState(order_status),
    })),
    page,
    pages: pageCount(registrationList.total, perPage),
    waitlist: {
      entries: waitlist.entries,
      inLine: waitlist.inLine,
      page: waitlistWindow.page,
      pages: pageCount(waitlist.total, waitlistWindow.perPage),
    },
    confirming,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const event = await getEventByParam(app.db, params.id);
  if (!event) throw data(null, { status: 404 });
  const t = getTexts(context, eventsMessages).admin;
  const form = await readForm(request);
  const id = parseEventId(form.id);
  // Not the request's own path: with JavaScript it is the route's .data address.
  const list = pathFor(context, href("/admin/events/:id/attendees", { id: String(event.id) }));
  const back = `${list}${withoutConfirmation(new URL(request.url).search)}`;
  const toast = (said: { title: string; description: string }) =>
    redirectWithToast(app.config, back, {
      ...said,
      description: format(said.description, { name: form.name ?? "" }),
    });
  if (id !== null && form.intent === "remove-registration") {
    const { status } = await cancelRegistration(app, { id, eventId: event.id, byAdmin: true });
    if (status === "not-found") throw data(null, { status: 404 });
    return toast(status === "cancelled" ? t.attendeesPage.removed : t.attendeesPage.alreadyCancelled);
  }
  if (id !== null && form.intent === "remove-entry") {
    const status = await removeWaitlistEntry(app, { eventId: event.id, entryId: id });
    return toast(status === "removed" ? t.waitlist.removed : t.waitlist.notInLine);
  }
  throw data("Bad request", { status: 400 });
}

export default function Attendees({ loaderData }: Route.ComponentProps) {
  const m = useTexts(eventsMessages).admin;
  const t = m.attendeesPage;
  const w = m.waitlist;
  const pager = useTexts(adminMessages).users;
  const { actionFor } = useTexts(commonMessages);
  const path = usePath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { dateTime } = useFormat();
  const { event, registrations, registered, cancelled, page, pages, waitlist, confirming } = loaderData;
  const rest = withoutConfirmation(search);
  const here = `${pathname}${rest}`;
  const confirmHref = (name: string, id: number) => `${rest ? `${rest}&` : "?"}${name}=${id}`;
  const cancel = () => navigate(here, { preventScrollReset: true, replace: true });
  const stateOf = (entry: (typeof waitlist.entries)[number]) => {
    if (entry.status === "waiting") return w.states.waiting;
    const at = entry.status === "offered" ? entry.offer_expires_at : entry.resolved_at;
    return format(w.states[entry.status], { date: at ? dateTime(at) : "" });
  };
  return (
    <section>
      <PageHeader
        title={format(t.title, { title: event.title })}
        intro={format(t.count, { registered, cancelled })}
        actions={
          <>
            <LinkButton to={path("/admin")} variant="secondary">
              {t.back}
            </LinkButton>
            <a
              href={path(href("/admin/events/:id/attendees.csv", { id: String(event.id) }))}
              download
              className={buttonClass()}
            >
              {t.csv}
            </a>
          </>
        }
      />
      {registrations.length === 0 ? (
        <p className="mt-6">{t.empty}</p>
      ) : (
        <DataTable
          columns={[
            t.columns.name,
            t.columns.email,
            t.columns.date,
            t.columns.status,
            t.columns.payment,
            t.columns.actions,
          ]}
        >
          {registrations.map((registration) => (
            <tr key={registration.id}>
              <td className={cell}>{registration.name}</td>
              <td className={cell}>{registration.email}</td>
              <td className={cell}>{dateTime(registration.created_at)}</td>
              <td className={cell}>
                {registration.status === "cancelled" && registration.cancelled_at
                  ? format(t.cancelledOn, { date: dateTime(registration.cancelled_at) })
                  : t.registered}
              </td>
              <td className={cell}>{t.payment[registration.payment]}</td>
              <td className={cell}>
                {registration.status === "registered" ? (
                  <TextLink
                    to={confirmHref(CONFIRM.registration, registration.id)}
                    aria-label={format(actionFor, { action: t.remove, item: registration.name })}
                    preventScrollReset
                  >
                    {t.remove}
                  </TextLink>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pages={pages} labels={pager} />

      <h2 className="mt-10 text-xl font-semibold">{w.title}</h2>
      <p className="mt-2 text-slate-700">{format(w.count, { count: waitlist.inLine })}</p>
      {waitlist.entries.length === 0 ? (
        <p className="mt-4">{w.empty}</p>
      ) : (
        <DataTable
          columns={[
            w.columns.position,
            w.columns.name,
            w.columns.email,
            w.columns.state,
            w.columns.joined,
            w.columns.actions,
          ]}
        >
          {waitlist.entries.map((entry) => (
            <tr key={entry.id}>
              <td className={cell}>{entry.position ?? ""}</td>
              <td className={cell}>{entry.name}</td>
              <td className={cell}>{entry.email}</td>
              <td className={cell}>{stateOf(entry)}</td>
              <td className={cell}>{dateTime(entry.queued_at)}</td>
              <td className={cell}>
                {entry.status === "waiting" || entry.status === "offered" ? (
                  <TextLink
                    to={confirmHref(CONFIRM.entry, entry.id)}
                    aria-label={format(actionFor, { action: w.remove, item: entry.name })}
                    preventScrollReset
                  >
                    {w.remove}
                  </TextLink>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {waitlist.pages > 1 ? (
        <Pager
          page={waitlist.page}
          pages={waitlist.pages}
          labels={{ ...pager, page: w.page }}
          param="wpage"
        />
      ) : null}

      <ConfirmDialog
        open={Boolean(confirming)}
        title={confirming?.intent === "remove-entry" ? w.removeTitle : t.removeTitle}
        onCancel={cancel}
      >
        {confirming ? (
          <>
            <p className="mt-2 text-slate-700">
              {format(confirming.intent === "remove-entry" ? w.removeText : t.removeText, confirming)}
            </p>
            <Form method="post" action={here} className="mt-6 flex justify-end gap-3">
              <input type="hidden" name="id" value={confirming.id} />
              <input type="hidden" name="name" value={confirming.name} />
              <LinkButton to={here} replace preventScrollReset variant="secondary">
                {m.cancel}
              </LinkButton>
              <Button type="submit" name="intent" value={confirming.intent}>
                {confirming.intent === "remove-entry" ? w.confirmRemove : t.confirmRemove}
              </Button>
            </Form>
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

/** Spec: an unknown event shows "Event Not Found" with a way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useTexts(eventsMessages).detail;
  const back = useTexts(eventsMessages).admin.attendeesPage.back;
  const path = usePath();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="py-10 text-center">
      <h1 className="text-3xl font-bold">{t.notFound}</h1>
      <p className="mt-3 text-slate-700">{t.notFoundText}</p>
      <LinkButton to={path("/admin")} className="mt-6 inline-block">
        {back}
      </LinkButton>
    </section>
  );
}
