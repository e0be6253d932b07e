import { data } from "react-router";
import { ConfirmDelete, RowActions } from "~/components/row-actions";
import { LinkButton } from "~/components/ui/button";
import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { ADMIN_NEWS_PER_PAGE, parsePostParam } from "~/features/news";
import { listNewsForAdmin, postTitle, removePost } from "~/features/news/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { pageCount, paging } from "~/lib/paging";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { newsMessages } from "~/texts/pages/news";
import type { Route } from "./+types/admin.news";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, newsMessages, (m) => [m.admin.metaTitle, m.admin.intro]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  params.set("per_page", String(ADMIN_NEWS_PER_PAGE));
  const { page, perPage, offset } = paging(params);
  const confirmId = parsePostParam(params.get("confirm") ?? "")?.id;
  const [{ posts, total }, confirmTitle] = await Promise.all([
    listNewsForAdmin(db, new Date(), { offset, perPage }),
    confirmId === undefined ? undefined : postTitle(db, confirmId),
  ]);
  return {
    posts,
    confirming:
      confirmId !== undefined && confirmTitle !== undefined ? { id: confirmId, title: confirmTitle } : null,
    page,
    pages: pageCount(total, perPage),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const form = await readForm(request);
  const id = parsePostParam(form.id)?.id;
  if (form.intent !== "delete" || id === undefined) throw data("Bad request", { status: 400 });
  const title = await postTitle(db, id);
  if (title === undefined || !(await removePost(db, id))) throw data(null, { status: 404 });
  const t = getTexts(context, newsMessages).deleted;
  return redirectWithToast(config, pathFor(context, "/admin/news"), {
    ...t,
    description: format(t.description, { title }),
  });
}

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  const t = useTexts(newsMessages).admin;
  const fr = useLocale() === "fr";
  const path = usePath();
  const { dateTime } = useFormat();
  const { posts, confirming, page, pages } = loaderData;
  const here = page > 1 ? `?page=${page}` : "";
  const back = path(`/admin/news${here}`);
  return (
    <section>
      <PageHeader
        title={t.metaTitle}
        intro={t.intro}
        actions={<LinkButton to={path("/admin/news/new")}>{t.add}</LinkButton>}
      />
      {posts.length === 0 ? (
        <p className="mt-6">{t.empty}</p>
      ) : (
        <DataTable columns={[t.columns.title, t.columns.date, t.columns.state, t.columns.actions]}>
          {posts.map((post) => {
            const title = fr ? post.title_fr : post.title;
            return (
              <tr key={post.id}>
                <td className="px-4 py-3 font-medium">{title}</td>
                <td className={cell}>{dateTime(post.published_at)}</td>
                <td className={cell}>{t.states[post.state]}</td>
                <td className={cell}>
                  <RowActions
                    item={title}
                    actions={[
                      { label: t.edit, to: path(`/admin/news/${post.id}`) },
                      ...(post.state === "published"
                        ? [{ label: t.view, to: path(`/news/${post.param}`) }]
                        : []),
                      {
                        label: t.delete,
                        to: `${here ? `${here}&` : "?"}confirm=${post.id}`,
                        keepScroll: true,
                      },
                    ]}
                  />
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <Pager page={page} pages={pages} labels={t.pager} />
      <ConfirmDelete
        confirming={
          confirming ? { id: confirming.id, text: format(t.confirmText, { title: confirming.title }) } : null
        }
        texts={t}
        action={path("/admin/news")}
        back={back}
      />
    </section>
  );
}
