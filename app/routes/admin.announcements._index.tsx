import { Badge } from "~/components/ui/badge";
import { LinkButton } from "~/components/ui/button";
import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { TextLink } from "~/components/ui/text-link";
import { listAnnouncements } from "~/features/announcements/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { pageCount, paging } from "~/lib/paging";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { announcementsMessages } from "~/texts/pages/announcements";
import type { Route } from "./+types/admin.announcements._index";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, announcementsMessages, (m) => [m.metaTitle, m.metaDescription]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, perPage, offset } = paging(new URL(request.url).searchParams);
  const { rows, total } = await listAnnouncements(context.get(appContext).db, { offset, perPage });
  return { rows, page, pages: pageCount(total, perPage) };
}

export default function AdminAnnouncements({ loaderData }: Route.ComponentProps) {
  const m = useTexts(announcementsMessages);
  const path = usePath();
  const locale = useLocale();
  const f = useFormat();
  const { rows, page, pages } = loaderData;
  return (
    <section>
      <PageHeader
        title={m.title}
        intro={m.intro}
        actions={<LinkButton to={path("/admin/announcements/new")}>{m.newLink}</LinkButton>}
      />
      {rows.length === 0 ? (
        <p className="mt-6">{m.empty}</p>
      ) : (
        <DataTable
          columns={[
            m.columns.subject,
            m.columns.audience,
            m.columns.status,
            m.columns.recipients,
            m.columns.created,
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cell}>
                <TextLink to={path(`/admin/announcements/${row.id}`)}>
                  {locale === "fr" ? row.subject_fr : row.subject}
                </TextLink>
              </td>
              <td className={cell}>{m.audiences[row.audience]}</td>
              <td className={cell}>
                <Badge>{m.statuses[row.status]}</Badge>
              </td>
              <td className={cell}>{row.status === "draft" ? "" : row.recipients}</td>
              <td className={cell}>{f.dateTime(row.created_at)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pages={pages} labels={m.pager} />
    </section>
  );
}
