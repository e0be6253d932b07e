import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import { itMaps } from "~/lib/test-table";
import { newsMessages } from "~/texts/pages/news";
import {
  cdataSafe,
  escapeHtml,
  localToUtc,
  parsePostParam,
  postFormSchema,
  postParam,
  postState,
  slugOf,
  utcToLocal,
} from "./rules";

const ZONE = "America/Toronto";

describe("slugOf: a title as the words of an address", () => {
  itMaps("%j -> %j", slugOf, [
    ["Spring Cup 2026", "spring-cup-2026"],
    ["Été 2026 : la coupe U14!", "ete-2026-la-coupe-u14"],
    ["  --Hello,   World--  ", "hello-world"],
    ["Œuvre & Ça", "uvre-ca"],
    ["<script>alert(1)</script>", "script-alert-1-script"],
    ["日本語", ""],
    ["a".repeat(80), "a".repeat(60)],
    [`${"a".repeat(59)} b`, "a".repeat(59)],
  ]);
});

describe("postParam and parsePostParam: the id decides, the words are for people", () => {
  itMaps("%j -> %j", postParam, [
    [{ id: 12, title: "Spring Cup" }, "12-spring-cup"],
    [{ id: 3, title: "日本語" }, "3"],
  ]);
  itMaps("%j -> %j", parsePostParam, [
    ["12-spring-cup", { id: 12, slug: "spring-cup" }],
    ["12", { id: 12, slug: "" }],
    ["12-", { id: 12, slug: "" }],
    ["0-x", null],
    ["012-x", null],
    ["1234567890-x", null],
    ["12-Spring", null],
    ["12-spring cup", null],
    ["spring-cup", null],
    ["12-a\u0000", null],
    ["", null],
    [undefined, null],
  ]);
});

describe("postState: a draft, a post waiting for its moment, or one shown", () => {
  const now = new Date("2026-11-28T12:00:00.000Z");
  itMaps(
    "%j -> %s",
    (post: { status: "draft" | "published"; published_at: string }) => postState(post, now),
    [
      [{ status: "draft", published_at: "2026-01-01T00:00:00.000Z" }, "draft"],
      [{ status: "draft", published_at: "2027-01-01T00:00:00.000Z" }, "draft"],
      [{ status: "published", published_at: "2026-11-28T11:59:59.999Z" }, "published"],
      [{ status: "published", published_at: "2026-11-28T12:00:00.000Z" }, "published"],
      [{ status: "published", published_at: "2026-11-28T12:00:00.001Z" }, "scheduled"],
    ],
  );
});

describe("the association's clock in the form", () => {
  itMaps("%j -> %j", (value: string) => localToUtc(value, ZONE), [
    ["2026-07-15T09:00", "2026-07-15T13:00:00.000Z"],
    ["2026-01-15 09:30", "2026-01-15T14:30:00.000Z"],
    ["2026-02-30T09:00", null],
    ["2026-07-15T24:00", null],
    ["2026-07-15", null],
    ["July 15, 2026 9:00", null],
  ]);
  it("reads back what it wrote", () => {
    expect(utcToLocal("2026-07-15T13:00:00.000Z", ZONE)).toBe("2026-07-15T09:00");
  });
});

describe("the post form", () => {
  const valid = {
    title: "Spring Cup",
    titleFr: "Coupe du printemps",
    summary: "Twelve teams in Toronto.",
    summaryFr: "Douze équipes à Toronto.",
    body: "Come and **cheer**.",
    bodyFr: "Venez **encourager**.",
    publishedAt: "2026-07-15T09:00",
    status: "published",
    image: "",
  };
  for (const locale of ["en", "fr"] as const) {
    const t = newsMessages[locale].validation;
    const parse = (values: Record<string, string>) => parseWith(postFormSchema(t, ZONE), values);
    it(`takes both languages' texts, a moment and a state, the picture optional (${locale})`, () => {
      expect(parse(valid)).toEqual({
        ok: true,
        data: {
          title: "Spring Cup",
          title_fr: "Coupe du printemps",
          summary: "Twelve teams in Toronto.",
          summary_fr: "Douze équipes à Toronto.",
          body: "Come and **cheer**.",
          body_fr: "Venez **encourager**.",
          published_at: "2026-07-15T13:00:00.000Z",
          status: "published",
          image: null,
        },
      });
      const withImage = parse({ ...valid, image: "/uploads/abc.webp" });
      expect(withImage.ok && withImage.data.image).toBe("/uploads/abc.webp");
    });
    it(`refuses each field with its message (${locale})`, () => {
      const refused = (values: Record<string, string>) => {
        const parsed = parse({ ...valid, ...values });
        return parsed.ok ? {} : parsed.errors;
      };
      expect(refused({ titleFr: "" })).toEqual({ titleFr: t.titleLength });
      expect(refused({ summary: "short" })).toEqual({ summary: t.summaryLength });
      expect(refused({ bodyFr: "x".repeat(20_001) })).toEqual({ bodyFr: t.bodyLength });
      expect(refused({ title: "Cup\u0007 night" })).toEqual({ title: t.controlCharacters });
      expect(refused({ publishedAt: "tomorrow" })).toEqual({ publishedAt: t.publishedAt });
      expect(refused({ status: "live" })).toEqual({ status: t.status });
      expect(refused({ image: "javascript:alert(1)" })).toEqual({ image: t.imageUrl });
      expect(refused({ image: "/uploads/../app.db" })).toEqual({ image: t.imageUrl });
    });
  }
});

describe("text for a feed's HTML fields", () => {
  itMaps("%j -> %j", escapeHtml, [
    ["<b>Cup</b> & \"more\" 'x'", "&lt;b&gt;Cup&lt;/b&gt; &amp; &quot;more&quot; &#39;x&#39;"],
    ["]]><script>", "]]&gt;&lt;script&gt;"],
  ]);
  itMaps("%j -> %j", cdataSafe, [["<p>a]]>b</p>", "<p>a]]&gt;b</p>"]]);
});
