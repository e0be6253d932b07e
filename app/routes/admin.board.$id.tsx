import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { BoardMemberForm } from "~/features/association/components/board-member-form";
import {
  editBoardMember,
  getBoardMemberByParam,
  readBoardMemberForm,
} from "~/features/association/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { boardMessages } from "~/texts/pages/board";
import type { Route } from "./+types/admin.board.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, boardMessages, (m) => [m.form.metaEdit, m.admin.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const member = await getBoardMemberByParam(context.get(appContext).db, params.id);
  if (!member) throw data(null, { status: 404 });
  return {
    name: member.name,
    values: {
      name: member.name,
      title: member.title,
      titleFr: member.title_fr,
      bio: member.bio,
      bioFr: member.bio_fr,
      image: member.photo ?? "",
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const member = await getBoardMemberByParam(db, params.id);
  if (!member) throw data(null, { status: 404 });
  const result = await readBoardMemberForm(request, config, getLocale(context));
  if (!result.ok) return data({ values: result.values, errors: result.errors }, { status: result.status });
  if (!(await editBoardMember(db, member.id, result.input, new Date()))) throw data(null, { status: 404 });
  const toast = getTexts(context, boardMessages).admin.updated;
  return redirectWithToast(config, pathFor(context, "/admin/board"), {
    ...toast,
    description: format(toast.description, { name: result.input.name }),
  });
}

export default function EditBoardMember({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(boardMessages).form;
  const path = usePath();
  return (
    <section>
      <PageHeader
        title={format(m.editTitle, { name: loaderData.name })}
        back={{ to: path("/admin/board"), label: m.back }}
      />
      <div className="mt-6">
        <BoardMemberForm
          mode="edit"
          values={{ ...loaderData.values, ...actionData?.values }}
          errors={actionData?.errors}
        />
      </div>
    </section>
  );
}
