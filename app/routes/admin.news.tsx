import { data, Form, Link, useNavigate } from "react-router";
import { Button, LinkButton } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { TextLink } from "~/components/ui/text-link";
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
import { commonMessages } from "~/texts/pages/common";
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
  const { actionFor } = useTexts(commonMessages);
  const fr = useLocale() === "fr";
  const path = usePath();
  const { dateTime } = useFormat();
  const navigate = useNavigate();
  const { posts, confirming, page, pages } = loaderData;
  const here = page > 1 ? `?page=${page}` : "";
  const back = path(`/admin/news${here}`);
  const cancel = () => navigate(back, { preventScrollReset: true, replace: true });
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
                  <div className="flex flex-wrap gap-2">
                    <TextLink
                      to={path(`/admin/news/${post.id}`)}
                      aria-label={format(actionFor, { action: t.edit, item: title })}
                    >
                      {t.edit}
                    </TextLink>
                    {post.state === "published" ? (
                      <Link
                        to={path(`/news/${post.param}`)}
                        className="font-medium text-red-800 underline"
                        aria-label={format(actionFor, { action: t.view, item: title })}
                      >
                        {t.view}
                      </Link>
                    ) : null}
                    <TextLink
                      to={`${here ? `${here}&` : "?"}confirm=${post.id}`}
                      aria-label={format(actionFor, { action: t.delete, item: title })}
                      preventScrollReset
                    >
                      {t.delete}
                    </TextLink>
                  </div>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <Pager page={page} pages={pages} labels={t.pager} />
      <ConfirmDialog open={Boolean(confirming)} title={t.confirmTitle} onCancel={cancel}>
        {confirming ? (
          <>
            <p className="mt-2 text-slate-700">{format(t.confirmText, { title: confirming.title })}</p>
            <Form method="post" action={path("/admin/news")} className="mt-6 flex justify-end gap-3">
              <input type="hidden" name="id" value={confirming.id} />
              <LinkButton to={back} replace preventScrollReset variant="secondary">
                {t.cancel}
              </LinkButton>
              <Button type="submit" name="intent" value="delete">
                {t.confirmDelete}
              </Button>
            </Form>
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
