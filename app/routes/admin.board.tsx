import { data } from "react-router";
import { ConfirmDelete } from "~/components/row-actions";
import { LinkButton } from "~/components/ui/button";
import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { parseDirection, parseId } from "~/features/association";
import { OrderedRowCells } from "~/features/association/components/ordered-row-cells";
import { listBoard, moveBoardMember, removeBoardMember } from "~/features/association/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { boardMessages } from "~/texts/pages/board";
import type { Route } from "./+types/admin.board";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, boardMessages, (m) => [m.admin.metaTitle, m.admin.metaDescription]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const members = (await listBoard(context.get(appContext).db)).map(({ id, name, title, title_fr }) => ({
    id,
    name,
    title,
    title_fr,
  }));
  const confirm = parseId(new URL(request.url).searchParams.get("confirm"));
  const confirming = members.find((member) => member.id === confirm);
  return { members, confirming: confirming ? { id: confirming.id, name: confirming.name } : null };
}

/** Up, down or delete, from the list's buttons; anything else is a bad request. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const t = getTexts(context, boardMessages).admin;
  const form = await readForm(request);
  const id = parseId(form.id);
  const direction = parseDirection(form.intent);
  if (id === null || (form.intent !== "delete" && direction === null))
    throw data("Bad request", { status: 400 });
  const back = pathFor(context, "/admin/board");
  const done = direction
    ? await moveBoardMember(db, id, direction, new Date())
    : await removeBoardMember(db, id).then((name) => (name === null ? null : { name }));
  if (!done) return redirectWithToast(config, back, { ...t.gone, variant: "destructive" });
  const toast = direction ? t.moved : t.deleted;
  return redirectWithToast(config, back, { ...toast, description: format(toast.description, done) });
}

export default function AdminBoard({ loaderData }: Route.ComponentProps) {
  const t = useTexts(boardMessages).admin;
  const path = usePath();
  const back = path("/admin/board");
  const { members, confirming } = loaderData;
  return (
    <section>
      <PageHeader
        title={t.title}
        intro={t.intro}
        actions={<LinkButton to={path("/admin/board/new")}>{t.add}</LinkButton>}
      />
      {members.length === 0 ? (
        <p className="mt-6 text-slate-700">{t.empty}</p>
      ) : (
        <DataTable
          columns={[t.columns.name, t.columns.title, t.columns.titleFr, t.columns.order, t.columns.actions]}
        >
          {members.map((member, index) => (
            <tr key={member.id}>
              <td className="px-4 py-3 font-medium">{member.name}</td>
              <td className={cell}>{member.title}</td>
              <td className={cell} lang="fr">
                {member.title_fr}
              </td>
              <OrderedRowCells
                id={member.id}
                name={member.name}
                index={index}
                count={members.length}
                editTo={path(`/admin/board/${member.id}`)}
                texts={t}
              />
            </tr>
          ))}
        </DataTable>
      )}
      <ConfirmDelete
        confirming={
          confirming ? { id: confirming.id, text: format(t.confirmText, { name: confirming.name }) } : null
        }
        texts={t}
        action={back}
        back={back}
      />
    </section>
  );
}
