import { data } from "react-router";
import { emptyPostForm } from "~/features/news";
import { PostForm } from "~/features/news/components/post-form";
import { createPost, readPostForm } from "~/features/news/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { newsMessages } from "~/texts/pages/news";
import type { Route } from "./+types/admin.news.new";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, newsMessages, (m) => [m.form.metaNew, m.form.newTitle]);

export async function loader({ context }: Route.LoaderArgs) {
  return { values: emptyPostForm(new Date(), context.get(appContext).config.TIME_ZONE) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const result = await readPostForm(request, config, getLocale(context));
  if (!result.ok) return data({ values: result.values, errors: result.errors }, { status: result.status });
  await createPost(db, result.input);
  const t = getTexts(context, newsMessages).created;
  return redirectWithToast(config, pathFor(context, "/admin/news"), {
    ...t,
    description: format(t.description, { title: result.input.title }),
  });
}

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PostForm
      mode="create"
      values={{ ...loaderData.values, ...actionData?.values }}
      errors={actionData?.errors}
    />
  );
}
