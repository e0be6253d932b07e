import { PageHero } from "~/components/page-hero";
import { Pager } from "~/components/ui/pager";
import { NEWS_PER_PAGE } from "~/features/news";
import { NewsCards } from "~/features/news/components/news-list";
import { loadNewsPage } from "~/features/news/index.server";
import { appContext } from "~/lib/context.server";
import { getLocale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { readingPage } from "~/lib/page-scripts";
import { pageCount, paging } from "~/lib/paging";
import { useFill, usePath, useTexts } from "~/lib/root-data";
import { metaFor, metaLocale, metaTexts } from "~/lib/seo";
import { newsMessages } from "~/texts/pages/news";
import type { Route } from "./+types/news";

/** A reading page: sent without the framework's scripts (decision 073). */
export const handle = readingPage;

export const meta: Route.MetaFunction = (args) => [
  ...metaFor(args, newsMessages, (m) => m.list),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: metaTexts(args, newsMessages).list.title,
    href: localePath(metaLocale(args), "/news/feed.xml"),
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  params.set("per_page", String(NEWS_PER_PAGE));
  const { page, perPage, offset } = paging(params);
  const { posts, total } = await loadNewsPage(context.get(appContext), getLocale(context), new Date(), {
    offset,
    perPage,
  });
  return { posts, page, pages: pageCount(total, perPage) };
}

export default function News({ loaderData }: Route.ComponentProps) {
  const t = useTexts(newsMessages).list;
  const fill = useFill();
  const path = usePath();
  const { posts, page, pages } = loaderData;
  return (
    <>
      <PageHero title={t.title} text={fill(t.intro)} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        {posts.length === 0 ? (
          <p className="text-lg text-slate-700">{t.empty}</p>
        ) : (
          <NewsCards posts={posts} level="h2" />
        )}
        <Pager page={page} pages={pages} labels={t.pager} />
        <p className="mt-8">
          <a href={path("/news/feed.xml")} className="font-medium text-red-800 underline">
            {t.feed}
          </a>
        </p>
      </div>
    </>
  );
}
