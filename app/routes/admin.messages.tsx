import { href, Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { listContactMessages } from "~/features/contact/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { pageCount, paging } from "~/lib/paging";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { contactMessages } from "~/texts/pages/contact";
import type { Route } from "./+types/admin.messages";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, contactMessages, (m) => m.admin, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, perPage, offset } = paging(new URL(request.url).searchParams);
  const { messages, total } = await listContactMessages(context.get(appContext).db, { offset, perPage });
  return { messages, total, page, pages: pageCount(total, perPage) };
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const t = useTexts(contactMessages).admin;
  const path = usePath();
  const { dateTime } = useFormat();
  const { messages, total, page, pages } = loaderData;
  return (
    <section>
      <PageHeader title={t.title} intro={t.intro} />
      <p className="mt-1 text-sm text-slate-700">{format(t.total, { count: total })}</p>
      {messages.length === 0 ? (
        <p className="mt-6">{t.empty}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
            <thead className="bg-slate-50">
              <tr>
                {Object.values(t.columns).map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {messages.map((message) => (
                <tr key={message.id} className={message.handled_at ? undefined : "font-bold"}>
                  <td className="px-4 py-3">
                    {message.first_name} {message.last_name}
                    <br />
                    <span className="text-slate-700">{message.email}</span>
                  </td>
                  <td className="px-4 py-3">
                    <Link
                      to={path(href("/admin/messages/:id", { id: String(message.id) }))}
                      className="text-red-800 underline"
                    >
                      {message.subject}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{dateTime(message.created_at)}</td>
                  <td className="px-4 py-3">{message.handled_at ? t.status.handled : t.status.open}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} labels={t} />
    </section>
  );
}
