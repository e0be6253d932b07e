import { describe, expect, it } from "vitest";
import { type CachedPage, cutAtNonce, isFresh, mayKeep, mayUseCache, PAGE_TTL_MS, withNonce } from "./rules";

describe("mayUseCache: only a GET of a public page by a visitor with no cookie but the language", () => {
  it.each([
    ["GET", "/", undefined, true],
    ["GET", "/fr/", undefined, true],
    ["GET", "/fr", undefined, true],
    ["GET", "/events", undefined, true],
    ["GET", "/fr/events", "lang=fr", true],
    ["GET", "/events/12", undefined, true],
    ["GET", "/shop/red-jersey", undefined, true],
    ["GET", "/fr/shop/red-jersey", undefined, true],
    ["GET", "/calendar", undefined, true],
    ["GET", "/about", undefined, true],
    ["GET", "/contact", undefined, true],
    ["GET", "/faq", undefined, true],
    ["GET", "/privacy", undefined, true],
    ["GET", "/terms", undefined, true],
    ["GET", "/jobs", undefined, true],
    // The competitions: the list, a competition and a team's page (decision 058), not their feeds.
    ["GET", "/competitions", undefined, true],
    ["GET", "/competitions/3", undefined, true],
    ["GET", "/fr/competitions/3/teams/12", "lang=fr", true],
    // A match's page and a competition's top scorers (decision 069).
    ["GET", "/competitions/3/matches/40", undefined, true],
    ["GET", "/fr/competitions/3/scorers", "lang=fr", true],
    ["GET", "/competitions/3/matches", undefined, false],
    ["GET", "/competitions/3.ics", undefined, false],
    ["GET", "/competitions/3/teams/12.ics", undefined, false],
    ["GET", "/competitions/three", undefined, false],
    ["GET", "/competitions/3/teams", undefined, false],
    // The news: the list and a post's page (decision 062), not the feeds nor the admin's pages.
    ["GET", "/news", undefined, true],
    ["GET", "/fr/news/12-spring-cup", "lang=fr", true],
    ["GET", "/news/feed.xml", undefined, false],
    ["GET", "/admin/news", undefined, false],
    ["GET", "/news/12-spring-cup", "better-auth.session_token=abc", false],
    // The membership page: its public side for visitors, the member's own side once signed in.
    ["GET", "/membership", undefined, true],
    ["GET", "/fr/membership", "lang=fr", true],
    ["GET", "/membership", "better-auth.session_token=abc", false],
    ["GET", "/fr/jobs/", undefined, true],
    // Signed in, a toast to show, or any other cookie: the app answers.
    ["GET", "/events", "better-auth.session_token=abc", false],
    ["GET", "/events", "__Secure-better-auth.session_token=abc", false],
    ["GET", "/events", "lang=en; toast=xyz", false],
    ["GET", "/shop", "checkout=1", false],
    // Forms, other methods, and every page not on the list.
    ["POST", "/contact", undefined, false],
    ["HEAD", "/events", undefined, false],
    ["GET", "/events/12/register", undefined, false],
    ["GET", "/events/12.ics", undefined, false],
    ["GET", "/events.data", undefined, false],
    ["GET", "/checkout", undefined, false],
    ["GET", "/orders/secret-token", undefined, false],
    ["GET", "/registrations/secret-token", undefined, false],
    ["GET", "/verify/code", undefined, false],
    ["GET", "/membership/join", undefined, false],
    ["GET", "/membership/joined/OHA-000001", undefined, false],
    ["GET", "/membership/card/OHA-000001", undefined, false],
    ["GET", "/account/orders", undefined, false],
    ["GET", "/admin", undefined, false],
    ["GET", "/fr/admin/events/1", undefined, false],
    ["GET", "/signin", undefined, false],
    ["GET", "/reset-password", undefined, false],
    ["GET", "/newsletter/confirm", undefined, false],
    ["GET", "/frevents", undefined, false],
    ["GET", "//", undefined, false],
    ["GET", "/fr/fr/events", undefined, false],
    ["GET", "/events/12/", undefined, true],
    ["GET", "/events/1 2", undefined, false],
    ["GET", `/events/${"1".repeat(101)}`, undefined, false],
  ])("%s %s with cookie %s: %s", (method, path, cookie, expected) => {
    expect(mayUseCache({ method, path, cookie })).toBe(expected);
  });
});

describe("mayKeep: a 200 HTML page that sets no cookie and is not private", () => {
  const html = { "content-type": "text/html; charset=utf-8" };
  it.each([
    [200, html, true],
    [404, html, false],
    [500, html, false],
    [302, { ...html, location: "/fr/" }, false],
    [200, { ...html, "set-cookie": "toast=; Max-Age=0" }, false],
    [200, { ...html, "cache-control": "private, no-store" }, false],
    [200, { "content-type": "text/calendar" }, false],
  ])("%i %j: %s", (status, headers, expected) => {
    expect(mayKeep({ status, headers: new Headers(headers) })).toBe(expected);
  });
});

describe("the nonce of a kept page", () => {
  it("is replaced in every place with the next request's, and only there", () => {
    const first = "Ab+/Cd==";
    const html = `<script nonce="${first}">a</script><p>Ab+/Cd</p><script nonce="${first}"></script>`;
    const parts = cutAtNonce(html, first);
    expect(withNonce(parts, "Zz9/Yy==")).toBe(
      `<script nonce="Zz9/Yy==">a</script><p>Ab+/Cd</p><script nonce="Zz9/Yy=="></script>`,
    );
    expect(withNonce(parts, first)).toBe(html);
  });
});

describe("isFresh: the same content version, and younger than the TTL", () => {
  const page: CachedPage = { version: "7", storedAt: 1_000_000, status: 200, headers: [], parts: [""] };
  it.each([
    ["7", 1_000_000, true],
    ["7", 1_000_000 + PAGE_TTL_MS - 1, true],
    ["7", 1_000_000 + PAGE_TTL_MS, false],
    ["8", 1_000_001, false],
    ["6", 1_000_001, false],
  ])("version %s at %i: %s", (version, now, expected) => {
    expect(isFresh(page, version, now)).toBe(expected);
  });
  it.each([
    [1_000_000 + 4_999, true],
    [1_000_000 + 5_000, false],
    [1_000_000 + PAGE_TTL_MS - 1, false],
  ])("a page kept until a scheduled post's moment (1,005,000), at %i: %s", (now, expected) => {
    expect(isFresh({ ...page, until: 1_005_000 }, "7", now)).toBe(expected);
  });
});
