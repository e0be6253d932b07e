import { data, redirect } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { BackLink } from "~/components/ui/text-link";
import { loadPostPage } from "~/features/news/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale } from "~/lib/i18n";
import { localePath, pathFor } from "~/lib/i18n/paths";
import { readingPage } from "~/lib/page-scripts";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { metaForContent, metaLocale, metaTexts } from "~/lib/seo";
import { newsMessages } from "~/texts/pages/news";
import type { Route } from "./+types/news.$slug";

/** A reading page: sent without the framework's scripts (decision 073). */
export const handle = readingPage;

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  const fr = metaLocale(args) === "fr";
  return [
    ...metaForContent(
      args,
      post && { title: fr ? post.title_fr : post.title, description: fr ? post.summary_fr : post.summary },
    ),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: metaTexts(args, newsMessages).list.title,
      href: localePath(metaLocale(args), "/news/feed.xml"),
    },
  ];
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await loadPostPage(context.get(appContext), params.slug, new Date(), getLocale(context));
  if (!found) throw data(null, { status: 404 });
  // An older address of the post (its title changed since): the current one, for good.
  if ("moved" in found) throw redirect(pathFor(context, `/news/${found.moved}`), 301);
  return { post: found.post };
}

export default function NewsPost({ loaderData }: Route.ComponentProps) {
  const t = useTexts(newsMessages);
  const fr = useLocale() === "fr";
  const path = usePath();
  const { post } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <BackLink to={path("/news")}>{t.post.back}</BackLink>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight">{fr ? post.title_fr : post.title}</h1>
      <p className="mt-3 font-medium text-red-800">
        <time dateTime={post.published_at}>{format(t.post.published, { date: post.date })}</time>
      </p>
      <p className="mt-4 text-xl text-slate-700">{fr ? post.summary_fr : post.summary}</p>
      {post.image ? (
        <ResponsiveImage
          src={post.image}
          alt=""
          sizes="(min-width: 48rem) 46rem, calc(100vw - 2rem)"
          width={1200}
          height={675}
          loading="eager"
          fetchPriority="high"
          className="mt-8 aspect-video w-full rounded-xl bg-slate-200 object-cover"
        />
      ) : null}
      {/* The administrator's Markdown, rendered and sanitised on the server (lib/markdown.server): no script, style or image. */}
      <div
        className="mt-8 space-y-4 text-lg leading-relaxed text-slate-800 [&_a]:text-red-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by markdownToHtml's allowlist.
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
    </article>
  );
}
