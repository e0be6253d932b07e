import { data } from "react-router";
import { parsePostParam } from "~/features/news";
import { PostForm } from "~/features/news/components/post-form";
import { editPost, loadPostForm, readPostForm } from "~/features/news/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { newsMessages } from "~/texts/pages/news";
import type { Route } from "./+types/admin.news.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, newsMessages, (m) => [m.form.metaEdit, m.form.editTitle]);

/** The post's id from the address; 404 for anything else. */
function postIdOr404(param: string | undefined) {
  const parsed = parsePostParam(param);
  if (parsed?.slug !== "") throw data(null, { status: 404 });
  return parsed.id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const loaded = await loadPostForm(db, postIdOr404(params.id), config.TIME_ZONE);
  if (!loaded) throw data(null, { status: 404 });
  return { values: loaded.values };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const id = postIdOr404(params.id);
  const result = await readPostForm(request, config, getLocale(context));
  if (!result.ok) return data({ values: result.values, errors: result.errors }, { status: result.status });
  if (!(await editPost(db, id, result.input))) throw data(null, { status: 404 });
  const t = getTexts(context, newsMessages).updated;
  return redirectWithToast(config, pathFor(context, "/admin/news"), {
    ...t,
    description: format(t.description, { title: result.input.title }),
  });
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PostForm
      mode="edit"
      values={{ ...loaderData.values, ...actionData?.values }}
      errors={actionData?.errors}
    />
  );
}
