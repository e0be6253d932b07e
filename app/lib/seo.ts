import type { MetaDescriptor } from "react-router";
import type { loader as rootLoader } from "~/root";
import { defaultLocale, format, type Locale, type Localized } from "./i18n";

type RootData = Awaited<ReturnType<typeof rootLoader>>["data"];

type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

type PageTexts = { metaTitle: string; metaDescription: string };

/** For the common case: a page whose texts carry their own metaTitle and metaDescription. */
export const own = <T extends PageTexts>(m: T): PageTexts => m;

/** The root loader's data as a meta function sees it (meta runs before any component). */
function rootData(args: MetaArgs) {
  return args.matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

/** The page's language, for a meta function (the meta side of `getLocale`). */
export function metaLocale(args: MetaArgs): Locale {
  return rootData(args)?.locale ?? defaultLocale;
}

/** A catalogue's texts in the page's language, for a meta function (the meta side of `getTexts`). */
export function metaTexts<T>(args: MetaArgs, catalogue: Localized<T>): T {
  return catalogue[metaLocale(args)];
}

/**
 * The meta tags of a page, from texts picked out of its catalogue. Placeholders such as {name} and
 * {province} are filled from the association's settings, others from `values`.
 */
export function metaFor<T>(
  args: MetaArgs,
  catalogue: Localized<T>,
  pick: (m: T) => PageTexts,
  options: { noindex?: boolean; values?: Record<string, string | number> } = {},
): MetaDescriptor[] {
  const root = rootData(args);
  if (!root) return [];
  const { settings } = root;
  const texts = pick(metaTexts(args, catalogue));
  const values = { name: settings.name, province: settings.province, ...options.values };
  return pageMeta({
    title: format(texts.metaTitle, values),
    description: format(texts.metaDescription, values),
    path: args.location.pathname,
    siteName: settings.name,
    baseUrl: settings.baseUrl,
    noindex: options.noindex,
  });
}

/** An admin page's meta tags: a title and a description from its catalogue, kept out of search results. */
export function adminMeta<T>(args: MetaArgs, catalogue: Localized<T>, pick: (m: T) => [string, string]) {
  return metaFor(
    args,
    catalogue,
    (m) => {
      const [metaTitle, metaDescription] = pick(m);
      return { metaTitle, metaDescription };
    },
    { noindex: true },
  );
}

/** The meta tags of a page about one thing (an event, a product): its title and the start of its text. */
export function metaForContent(
  args: MetaArgs,
  content: { title: string; description: string } | undefined,
): MetaDescriptor[] {
  const root = rootData(args);
  if (!root || !content) return [];
  return pageMeta({
    title: content.title,
    description: content.description.slice(0, 160),
    path: args.location.pathname,
    siteName: root.settings.name,
    baseUrl: root.settings.baseUrl,
  });
}

type PageMeta = {
  title: string;
  description: string;
  path: string;
  siteName: string;
  baseUrl: string;
  noindex?: boolean;
};

/** Title, description, canonical URL and Open Graph tags of one page. */
export function pageMeta({
  title,
  description,
  path,
  siteName,
  baseUrl,
  noindex,
}: PageMeta): MetaDescriptor[] {
  const url = `${baseUrl}${path}`;
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${baseUrl}/images/og.png` },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The public pages a search engine should know, for sitemap.xml. */
export const publicPaths = [
  "/",
  "/about",
  "/events",
  "/calendar",
  "/contact",
  "/shop",
  "/faq",
  "/jobs",
  "/privacy",
  "/terms",
];

export function sitemapXml(baseUrl: string, paths: string[]) {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${baseUrl}${path}`)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(baseUrl: string) {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /account",
    "Disallow: /checkout",
    "Disallow: /api/",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

function escapeXml(text: string) {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );
}
