import { data, href, Link } from "react-router";
import { ConfirmDelete, RowActions } from "~/components/row-actions";
import { LinkButton } from "~/components/ui/button";
import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { TextLink } from "~/components/ui/text-link";
import { parseEventId } from "~/features/events";
import {
  countUpcomingEvents,
  getEvent,
  listEventsForAdmin,
  removeEvent,
} from "~/features/events/index.server";
import { dayIn } from "~/features/memberships";
import { loadMembershipCounts } from "~/features/memberships/index.server";
import { countUnpaidOrders } from "~/features/orders/index.server";
import { appContext } from "~/lib/context.server";
import { countFailedEmails } from "~/lib/email/queries.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { countFailedJobs } from "~/lib/jobs/queries.server";
import { pageCount, paging } from "~/lib/paging";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { adminMessages } from "~/texts/pages/admin";
import { eventsMessages } from "~/texts/pages/events";
import type { Route } from "./+types/admin._index";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, adminMessages, (m) => m.dashboard, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const { page, perPage, offset } = paging(params);
  const confirmId = parseEventId(params.get("confirm") ?? "");
  const now = new Date();
  // The numbers a board asks for first, each counted by its owner in one or two queries.
  const [{ events, total }, confirming, memberships, orders, upcoming, failedEmails, failedJobs] =
    await Promise.all([
      listEventsForAdmin(db, { offset, perPage }),
      confirmId === null ? undefined : getEvent(db, confirmId),
      loadMembershipCounts(db, now, dayIn(now, config.TIME_ZONE)),
      countUnpaidOrders(db, now),
      countUpcomingEvents(db, now),
      countFailedEmails(db),
      countFailedJobs(db),
    ]);
  const pick = ({
    id,
    title,
    starts_at,
    location,
    capacity,
    registered,
  }: NonNullable<typeof confirming>) => ({
    id,
    title,
    starts_at,
    location,
    capacity,
    registered,
  });
  return {
    events: events.map((event) => ({ ...pick(event), waiting: event.waiting })),
    confirming: confirming ? pick(confirming) : null,
    numbers: { memberships, orders, upcoming, failedEmails, failedJobs },
    page,
    pages: pageCount(total, perPage),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const t = getTexts(context, eventsMessages).admin;
  const form = await readForm(request);
  const id = parseEventId(form.id);
  if (form.intent !== "delete" || id === null) throw data("Bad request", { status: 400 });
  let deleted: boolean;
  try {
    deleted = await removeEvent(app, id);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "event delete failed", id, error: String(error) }));
    return redirectWithToast(app.config, pathFor(context, "/admin"), {
      ...t.deleteFailed,
      variant: "destructive",
    });
  }
  if (!deleted) throw data(null, { status: 404 });
  return redirectWithToast(app.config, pathFor(context, "/admin"), {
    ...t.deleted,
    description: format(t.deleted.description, { title: form.title ?? "" }),
  });
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const m = useTexts(adminMessages).dashboard;
  const t = useTexts(eventsMessages).admin;
  const pager = useTexts(adminMessages).users;
  const path = usePath();
  const { date } = useFormat();
  const { events, confirming, numbers, page, pages } = loaderData;
  // The page stays what it was when the dialog opens or closes; page 1 keeps the bare address.
  const here = page > 1 ? `?page=${page}` : "";
  const confirmHref = (id: number) => `${here ? `${here}&` : "?"}confirm=${id}`;
  const back = path(`/admin${here}`);

  return (
    <section>
      <PageHeader
        title={m.title}
        intro={m.intro}
        actions={
          <>
            <LinkButton to={path("/admin/users")} variant="secondary">
              {m.manageUsers}
            </LinkButton>
            <LinkButton to={path("/admin/events/new")}>{m.addEvent}</LinkButton>
          </>
        }
      />

      <DashboardNumbers numbers={numbers} />

      <h2 id="events" className="mt-10 scroll-mt-24 text-xl font-semibold">
        {t.tableTitle}
      </h2>
      {events.length === 0 ? (
        <p className="mt-4">{t.noEvents}</p>
      ) : (
        <DataTable
          columns={[
            t.columns.title,
            t.columns.date,
            t.columns.location,
            t.columns.registrations,
            t.columns.actions,
          ]}
        >
          {events.map((event) => (
            <tr key={event.id}>
              <td className="px-4 py-3 font-medium">{event.title}</td>
              <td className={cell}>{date(event.starts_at)}</td>
              <td className={cell}>{event.location}</td>
              <td className={cell}>
                {event.capacity === null ? event.registered : `${event.registered} / ${event.capacity}`}
                {event.waiting > 0 ? (
                  <span className="block text-slate-700">
                    {format(t.waitingCount, { count: event.waiting })}
                  </span>
                ) : null}
              </td>
              <td className={cell}>
                <RowActions
                  item={event.title}
                  actions={[
                    { label: t.edit, to: path(href("/admin/events/:id", { id: String(event.id) })) },
                    {
                      label: t.attendees,
                      to: path(href("/admin/events/:id/attendees", { id: String(event.id) })),
                    },
                    { label: t.delete, to: confirmHref(event.id), keepScroll: true },
                  ]}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pages={pages} labels={pager} />

      <ConfirmDelete
        confirming={
          confirming
            ? {
                id: confirming.id,
                text: format(t.confirmText, { title: confirming.title, count: confirming.registered }),
                fields: { title: confirming.title },
              }
            : null
        }
        texts={t}
        action={path("/admin?index")}
        back={back}
      />
    </section>
  );
}

type Numbers = Route.ComponentProps["loaderData"]["numbers"];

/** A count and what it counts, as one link to the list it comes from (filtered where the list has a filter). */
function NumberLink({ count, label, to }: { count: number; label: string; to: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 hover:border-slate-400 hover:bg-slate-50"
      >
        <span className="text-3xl font-bold text-slate-900">{count}</span>
        <span className="mt-1 text-sm text-slate-700">{label}</span>
      </Link>
    </li>
  );
}

function DashboardNumbers({ numbers }: { numbers: Numbers }) {
  const m = useTexts(adminMessages).dashboard;
  const path = usePath();
  const { memberships, orders, upcoming, failedEmails, failedJobs } = numbers;
  const activeMembers = memberships
    ? `/admin/members?${new URLSearchParams({ season: String(memberships.season.id), standing: "active" })}`
    : "";
  return (
    <section aria-labelledby="numbers" className="mt-10">
      <h2 id="numbers" className="text-xl font-semibold">
        {m.numbers}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        {memberships ? (
          <>
            <NumberLink
              count={memberships.active}
              label={format(m.activeMembers, { season: memberships.season.name })}
              to={path(activeMembers)}
            />
            <NumberLink
              count={memberships.recent}
              label={format(m.newMembers, { days: memberships.days })}
              to={path(activeMembers)}
            />
          </>
        ) : (
          <li className="col-span-2">
            <TextLink to={path("/admin/memberships")}>{m.noSeason}</TextLink>
          </li>
        )}
        <NumberLink
          count={orders.awaiting}
          label={m.awaitingPayment}
          to={path("/admin/orders?status=awaiting-payment")}
        />
        <NumberLink count={orders.overdue} label={m.overdue} to={path("/admin/orders?status=overdue")} />
        <NumberLink count={upcoming.events} label={m.upcomingEvents} to="#events" />
        <NumberLink count={upcoming.taken} label={m.placesTaken} to="#events" />
        <NumberLink count={failedEmails} label={m.failedEmails} to={path("/admin/outbox?status=failed")} />
        <NumberLink count={failedJobs} label={m.failedJobs} to={path("/admin/jobs?status=failed")} />
      </ul>
    </section>
  );
}
