import type { MetaDescriptor } from "react-router";

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
