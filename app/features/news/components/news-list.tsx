import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useLocale, usePath } from "~/lib/root-data";

/** What a list shows of a post: its texts in both languages, its picture and its moment. */
export type NewsSummary = {
  id: number;
  param: string;
  title: string;
  title_fr: string;
  summary: string;
  summary_fr: string;
  image: string | null;
  published_at: string;
  /** The publication's day in the page's language. */
  date: string;
};

/** The widths a card's picture takes: the whole column on a phone, a third of the page's 72rem beside. */
const CARD_SIZES = "(min-width: 768px) 22rem, calc(100vw - 2rem)";

/**
 * Posts as cards, newest first: each title links to its page (the whole card is the link's target), with
 * its date in the page's language and its summary. `level` is the titles' heading level in their page.
 */
export function NewsCards({ posts, level }: { posts: NewsSummary[]; level: "h2" | "h3" }) {
  const path = usePath();
  const fr = useLocale() === "fr";
  const Heading = level;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {posts.map((post, index) => (
        <li
          key={post.id}
          className="relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-red-700 hover:ring-red-700"
        >
          {post.image ? (
            <ResponsiveImage
              src={post.image}
              alt=""
              sizes={CARD_SIZES}
              width={1200}
              height={675}
              loading={index < 3 && level === "h2" ? "eager" : "lazy"}
              className="aspect-video w-full bg-slate-200 object-cover"
            />
          ) : null}
          <div className="flex flex-1 flex-col p-5">
            <p className="text-sm font-medium text-red-800">
              <time dateTime={post.published_at}>{post.date}</time>
            </p>
            <Heading className="mt-1 text-lg font-bold text-slate-900">
              <Link
                to={path(`/news/${post.param}`)}
                className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
              >
                {fr ? post.title_fr : post.title}
              </Link>
            </Heading>
            <p className="mt-2 text-slate-700">{fr ? post.summary_fr : post.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page's latest posts with a link to every post; no posts, no section. Its two texts come with the
 * loader's data (latestNews), so the home page does not load the news catalogue.
 */
export function LatestNews({
  posts,
  texts: t,
}: {
  posts: NewsSummary[];
  texts: { heading: string; allNews: string };
}) {
  const path = usePath();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="latest-news-heading" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mb-8 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="latest-news-heading" className="text-3xl font-bold">
          {t.heading}
        </h2>
        <Link to={path("/news")} className="font-medium text-red-800 underline">
          {t.allNews}
        </Link>
      </div>
      <NewsCards posts={posts} level="h3" />
    </section>
  );
}
