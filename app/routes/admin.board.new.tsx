import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { BoardMemberForm, emptyBoardMember } from "~/features/association/components/board-member-form";
import { createBoardMember, readBoardMemberForm } from "~/features/association/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { boardMessages } from "~/texts/pages/board";
import type { Route } from "./+types/admin.board.new";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, boardMessages, (m) => [m.form.metaNew, m.admin.metaDescription]);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const result = await readBoardMemberForm(request, config, getLocale(context));
  if (!result.ok) return data({ values: result.values, errors: result.errors }, { status: result.status });
  await createBoardMember(db, result.input, new Date());
  const toast = getTexts(context, boardMessages).admin.created;
  return redirectWithToast(config, pathFor(context, "/admin/board"), {
    ...toast,
    description: format(toast.description, { name: result.input.name }),
  });
}

export default function NewBoardMember({ actionData }: Route.ComponentProps) {
  const m = useTexts(boardMessages).form;
  const path = usePath();
  return (
    <section>
      <PageHeader title={m.newTitle} back={{ to: path("/admin/board"), label: m.back }} />
      <div className="mt-6">
        <BoardMemberForm
          mode="create"
          values={{ ...emptyBoardMember, ...actionData?.values }}
          errors={actionData?.errors}
        />
      </div>
    </section>
  );
}
