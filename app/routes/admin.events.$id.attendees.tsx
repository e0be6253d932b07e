import { data, href, isRouteErrorResponse } from "react-router";
import { buttonClass, LinkButton } from "~/components/ui/button";
import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { getEvent, listRegistrationsPage } from "~/features/events/queries.server";
import { parseEventId } from "~/features/events/rules";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { adminMessages } from "~/lib/i18n/pages/admin";
import { eventsMessages } from "~/lib/i18n/pages/events";
import { pageCount, paging } from "~/lib/paging";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.events.$id.attendees";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, eventsMessages, (m) => [m.admin.attendeesPage.metaTitle, m.admin.attendeesPage.metaTitle]);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const id = parseEventId(params.id);
  const event = id === null ? undefined : await getEvent(db, id);
  if (!event) throw data(null, { status: 404 });
  const { page, perPage, offset } = paging(new URL(request.url).searchParams);
  const { registrations, total } = await listRegistrationsPage(db, event.id, { offset, perPage });
  return {
    event: { id: event.id, title: event.title },
    registrations,
    total,
    page,
    pages: pageCount(total, perPage),
  };
}

export default function Attendees({ loaderData }: Route.ComponentProps) {
  const t = useTexts(eventsMessages).admin.attendeesPage;
  const pager = useTexts(adminMessages).users;
  const path = usePath();
  const { dateTime } = useFormat();
  const { event, registrations, total, page, pages } = loaderData;
  return (
    <section>
      <PageHeader
        title={format(t.title, { title: event.title })}
        intro={format(t.count, { count: total })}
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
        <DataTable columns={[t.columns.name, t.columns.email, t.columns.date]}>
          {registrations.map((registration) => (
            // One registration per e-mail and event (docs/product.md departure 4): the address is a key.
            <tr key={registration.email}>
              <td className={cell}>{registration.name}</td>
              <td className={cell}>{registration.email}</td>
              <td className={cell}>{dateTime(registration.created_at)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pages={pages} labels={pager} />
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
