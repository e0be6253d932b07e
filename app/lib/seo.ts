import type { MetaDescriptor } from "react-router";
import { associationTitle, fillAssociationName } from "./association-name";
import { defaultLocale, format, type Locale, type Localized, locales } from "./i18n";
import { alternatePaths, localeOfPath } from "./i18n/paths";
import { provinceTexts } from "./provinces";
import type { RootData } from "./root-data";

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
 * {province} ({inProvince}) are filled from the association's settings, others from `values`.
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
  const locale = metaLocale(args);
  const texts = pick(metaTexts(args, catalogue));
  const values = { ...provinceTexts(settings.province, locale), ...options.values };
  const fill = (template: string) => format(fillAssociationName(template, settings, locale), values);
  return pageMeta({
    title: fill(texts.metaTitle),
    description: fill(texts.metaDescription),
    path: args.location.pathname,
    siteName: associationTitle(settings, locale),
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
    siteName: associationTitle(root.settings, root.locale),
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

/** Open Graph's names of our languages. */
const OG_LOCALES: Record<Locale, string> = { en: "en_CA", fr: "fr_CA" };

/**
 * The page in every language for search engines (`hreflang`, absolute URLs), English as `x-default`:
 * the address a visitor gets when none of our languages is theirs.
 */
function alternates(baseUrl: string, path: string): MetaDescriptor[] {
  const paths = alternatePaths(path);
  return [
    ...locales.map((locale) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: locale,
      href: `${baseUrl}${paths[locale]}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${baseUrl}${paths[defaultLocale]}` },
  ];
}

/** The language versions alone, for the private pages whose meta is a title and noindex. */
export function languageLinks(args: MetaArgs): MetaDescriptor[] {
  const root = rootData(args);
  return root ? alternates(root.settings.baseUrl, args.location.pathname) : [];
}

/**
 * A private page's meta (an order, the orders list): its title from the catalogue, filled from `values`
 * (no title until the loader's data gives them), kept out of search results, and its language versions.
 */
export function privateMeta<T>(
  args: MetaArgs,
  catalogue: Localized<T>,
  pick: (m: T) => string,
  values: Record<string, string | number> | undefined,
): MetaDescriptor[] {
  return [
    { title: values ? format(pick(metaTexts(args, catalogue)), values) : "" },
    { name: "robots", content: "noindex" },
    ...languageLinks(args),
  ];
}

/** Title, description, canonical URL, language versions and Open Graph tags of one page. */
export function pageMeta({
  title,
  description,
  path,
  siteName,
  baseUrl,
  noindex,
}: PageMeta): MetaDescriptor[] {
  const url = `${baseUrl}${path}`;
  const locale = localeOfPath(path);
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(baseUrl, path),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[locale] },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: OG_LOCALES[other] })),
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
  "/competitions",
  "/news",
  "/membership",
  "/contact",
  "/shop",
  "/faq",
  "/jobs",
  "/privacy",
  "/terms",
];

/** Every page in every language, each entry naming its language versions (Google's xhtml:link form). */
export function sitemapXml(baseUrl: string, paths: string[]) {
  const urls = paths.flatMap((path) => {
    const versions = alternatePaths(path);
    const links = locales
      .map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(`${baseUrl}${versions[locale]}`)}"/>`,
      )
      .join("");
    return locales.map(
      (locale) => `  <url><loc>${escapeXml(`${baseUrl}${versions[locale]}`)}</loc>${links}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The areas no search engine should list, in every language. */
const PRIVATE_PATHS = ["/admin", "/account", "/checkout"];

export function robotsTxt(baseUrl: string) {
  const privatePaths = PRIVATE_PATHS.flatMap((path) => Object.values(alternatePaths(path)));
  return [
    "User-agent: *",
    "Allow: /",
    ...privatePaths.map((path) => `Disallow: ${path}`),
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
