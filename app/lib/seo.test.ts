import { describe, expect, it } from "vitest";
import { languageLinks, pageMeta, publicPaths, robotsTxt, sitemapXml } from "./seo";

describe("pageMeta", () => {
  /** The meta of the About page of the association's site, with `overrides`. */
  const metaOf = (overrides: Partial<Parameters<typeof pageMeta>[0]> = {}) =>
    pageMeta({
      title: "About",
      description: "About the association",
      path: "/about",
      siteName: "Ontario Handball Association",
      baseUrl: "https://handball.example.org",
      ...overrides,
    });
  const meta = metaOf();

  it("gives the page a title with the site name, a description, a canonical URL and Open Graph tags", () => {
    expect(meta).toContainEqual({ title: "About | Ontario Handball Association" });
    expect(meta).toContainEqual({ name: "description", content: "About the association" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://handball.example.org/about",
    });
    expect(meta).toContainEqual({ property: "og:url", content: "https://handball.example.org/about" });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://handball.example.org/images/og.png",
    });
    expect(meta).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("does not repeat the site name when it is the title", () => {
    const home = metaOf({ title: "OHA", siteName: "OHA" });
    expect(home).toContainEqual({ title: "OHA" });
  });

  it("can keep a page out of search results", () => {
    const hidden = metaOf({ noindex: true });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("sitemapXml", () => {
  it("lists absolute URLs and escapes XML", () => {
    const xml = sitemapXml("https://h.example", ["/", "/a&b"]);
    expect(xml).toContain("<loc>https://h.example/</loc>");
    expect(xml).toContain("<loc>https://h.example/a&amp;b</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("covers the public pages and none of the private ones", () => {
    expect(publicPaths).toEqual(expect.arrayContaining(["/", "/about", "/faq", "/events", "/shop"]));
    expect(publicPaths.some((p) => p.startsWith("/admin") || p.startsWith("/checkout"))).toBe(false);
  });
});

describe("robotsTxt", () => {
  it("points at the sitemap and keeps crawlers out of private areas", () => {
    const text = robotsTxt("https://h.example");
    expect(text).toContain("Sitemap: https://h.example/sitemap.xml");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /checkout");
  });
});

describe("the page in both languages", () => {
  const base = "https://h.example";
  const links = (path: string) =>
    pageMeta({ title: "t", description: "d", path, siteName: "s", baseUrl: base }).filter(
      (tag) => "rel" in tag && tag.rel === "alternate",
    );

  it("lists the English, French and x-default versions with absolute URLs, from either language", () => {
    const expected = [
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${base}/events` },
      { tagName: "link", rel: "alternate", hrefLang: "fr", href: `${base}/fr/events` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${base}/events` },
    ];
    expect(links("/events")).toEqual(expected);
    expect(links("/fr/events")).toEqual(expected);
  });

  it("gives the French page its own canonical URL and Open Graph locale", () => {
    const meta = pageMeta({ title: "t", description: "d", path: "/fr/", siteName: "s", baseUrl: base });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${base}/fr/` });
    expect(meta).toContainEqual({ property: "og:locale", content: "fr_CA" });
    expect(meta).toContainEqual({ property: "og:locale:alternate", content: "en_CA" });
  });

  it("puts both languages of every page in the sitemap, each naming the other", () => {
    const xml = sitemapXml(base, ["/", "/events/3"]);
    for (const url of ["/", "/fr/", "/events/3", "/fr/events/3"])
      expect(xml).toContain(`<loc>${base}${url}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${base}/fr/events/3"/>`);
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it("names the language versions of a private page whose meta is written by hand", () => {
    const args = (pathname: string) => ({
      location: { pathname },
      matches: [{ id: "root", loaderData: { settings: { baseUrl: base } } }],
    });
    expect(languageLinks(args("/fr/orders/abc"))).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${base}/orders/abc` },
      { tagName: "link", rel: "alternate", hrefLang: "fr", href: `${base}/fr/orders/abc` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${base}/orders/abc` },
    ]);
    expect(languageLinks({ location: { pathname: "/admin/orders" }, matches: [] })).toEqual([]);
  });

  it("keeps crawlers out of the French private areas too", () => {
    const text = robotsTxt(base);
    for (const path of ["/fr/admin", "/fr/account", "/fr/checkout"])
      expect(text).toContain(`Disallow: ${path}`);
  });
});
