import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import { itMaps } from "~/lib/test-table";
import { sponsorsMessages } from "~/texts/pages/sponsors";
import {
  groupByTier,
  isActiveOn,
  isWebLink,
  type SponsorTier,
  sponsorFormSchema,
  sponsorsShownOn,
} from "./rules";

const dated = (active_from: string | null, active_to: string | null) => ({ active_from, active_to });

describe("isActiveOn: shown from its first day to its last, both included", () => {
  itMaps(
    "%j",
    ([from, to, today]: [string | null, string | null, string]) => isActiveOn(dated(from, to), today),
    [
      [[null, null, "2026-11-28"], true],
      [["2026-12-01", null, "2026-11-30"], false],
      [["2026-12-01", null, "2026-12-01"], true],
      [["2026-12-01", null, "2027-06-01"], true],
      [[null, "2026-12-31", "2026-12-31"], true],
      [[null, "2026-12-31", "2027-01-01"], false],
      [["2026-12-01", "2026-12-31", "2026-11-30"], false],
      [["2026-12-01", "2026-12-31", "2026-12-15"], true],
      [["2026-12-01", "2026-12-31", "2027-01-01"], false],
      [["2026-12-01", "2026-12-01", "2026-12-01"], true],
    ],
  );
});

let next = 0;
const sponsor = (
  tier: SponsorTier,
  position: number,
  active: [string | null, string | null] = [null, null],
  id = ++next,
) => ({ id, name: `S${id}`, tier, position, active_from: active[0], active_to: active[1] });

describe("the home page's tiers", () => {
  it("are Platinum, Gold and Silver in that order, each empty tier kept (Coming Soon)", () => {
    const gold = sponsor("gold", 1);
    expect(sponsorsShownOn([gold], "2026-11-28")).toEqual([
      { tier: "platinum", sponsors: [] },
      { tier: "gold", sponsors: [gold] },
      { tier: "silver", sponsors: [] },
    ]);
    expect(sponsorsShownOn([], "2026-11-28").map((tier) => tier.sponsors.length)).toEqual([0, 0, 0]);
  });

  it("show each tier's sponsors by position, the older first on a tie, and leave the inactive out", () => {
    const third = sponsor("silver", 3);
    const first = sponsor("silver", 1);
    const tiedLater = sponsor("silver", 2, [null, null], 200);
    const tiedEarlier = sponsor("silver", 2, [null, null], 100);
    const future = sponsor("silver", 0, ["2026-12-01", null]);
    const ended = sponsor("platinum", 1, [null, "2026-11-27"]);
    const [platinum, , silver] = sponsorsShownOn(
      [third, first, tiedLater, tiedEarlier, future, ended],
      "2026-11-28",
    );
    expect(platinum?.sponsors).toEqual([]);
    expect(silver?.sponsors.map((s) => s.id)).toEqual([first.id, 100, 200, third.id]);
    // The admin's list keeps them all, in the same order.
    expect(groupByTier([third, first, future])[2]?.sponsors.map((s) => s.id)).toEqual([
      future.id,
      first.id,
      third.id,
    ]);
  });
});

describe("isWebLink: an http(s) address and nothing else", () => {
  itMaps("%s", isWebLink, [
    ["https://example.com", true],
    ["http://example.com/path?q=1", true],
    ["https://sponsor.example.ca/", true],
    ["javascript:alert(1)", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["ftp://example.com", false],
    ["//example.com", false],
    ["example.com", false],
    ["https://localhost", false],
    ['https://example.com/"onmouseover="x', false],
    ["https://exa mple.com", false],
  ]);
});

describe("the sponsor form", () => {
  const t = sponsorsMessages.en.validation;
  const form = {
    name: "Maple Sports",
    link: "https://maple.example.com",
    tier: "gold",
    activeFrom: "",
    activeTo: "",
    image: "/uploads/0123456789abcdef0123456789abcdef-480.webp",
  };
  const parse = (values: Record<string, string>) => parseWith(sponsorFormSchema(t), values);

  it("gives the service a sponsor with its logo, no dates and its link", () => {
    expect(parse(form)).toEqual({
      ok: true,
      data: {
        name: "Maple Sports",
        link: "https://maple.example.com",
        tier: "gold",
        activeFrom: null,
        activeTo: null,
        logo: form.image,
      },
    });
    expect(parse({ ...form, link: "" })).toMatchObject({ ok: true, data: { link: null } });
  });

  it.each([
    [{ link: "javascript:alert(1)" }, "link", t.link],
    [{ link: "www.example.com" }, "link", t.link],
    [{ name: "  " }, "name", t.nameMin],
    [{ name: "A\nB" }, "name", t.controlCharacters],
    [{ tier: "bronze" }, "tier", t.tier],
    [{ activeFrom: "2026-02-30" }, "activeFrom", t.day],
    [{ activeFrom: "2026-12-31", activeTo: "2026-12-01" }, "activeTo", t.order],
    [{ image: "" }, "image", t.imageRequired],
    [{ image: "javascript:alert(1)" }, "image", t.imageUrl],
  ])("refuses %j with a message on %s", (change, field, message) => {
    const result = parse({ ...form, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(message);
  });
});
