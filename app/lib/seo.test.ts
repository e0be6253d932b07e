import { describe, expect, it } from "vitest";
import { pageMeta, publicPaths, robotsTxt, sitemapXml } from "./seo";

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
