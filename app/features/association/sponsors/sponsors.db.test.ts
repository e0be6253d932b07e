import { describe, expect, it } from "vitest";
import { readContentVersion } from "~/lib/page-cache/queries.server";
import { type CachedPage, isFresh } from "~/lib/page-cache/rules";
import { sponsorsMessages } from "~/texts/pages/sponsors";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import {
  createSponsor,
  editSponsor,
  moveSponsor,
  readSponsorForm,
  removeSponsor,
  sponsorsForAdmin,
  sponsorsOnHomePage,
} from "../index.server";
import type { SponsorInput } from "./rules";

const testDb = setupTestDb({ clean: ["sponsors"] });
const ZONE = "America/Toronto";
const now = new Date("2026-11-28T15:00:00Z");

const input = (name: string, change: Partial<SponsorInput> = {}): SponsorInput => ({
  name,
  link: `https://${name.toLowerCase().replace(/\W/g, "")}.example.com`,
  tier: "gold",
  activeFrom: null,
  activeTo: null,
  logo: "/images/events/default.webp",
  ...change,
});

const names = async (tier: "platinum" | "gold" | "silver") =>
  (await sponsorsForAdmin(testDb.db, now, ZONE))
    .find((group) => group.tier === tier)
    ?.sponsors.map((sponsor) => sponsor.name);

const positions = async (tier: "platinum" | "gold" | "silver") =>
  (await sponsorsForAdmin(testDb.db, now, ZONE))
    .find((group) => group.tier === tier)
    ?.sponsors.map((sponsor) => sponsor.position);

describe(`sponsors (${testDialect})`, () => {
  it("are added at the end of their tier, edited, moved to another tier at its end, and deleted once", async () => {
    const db = testDb.db;
    const acme = await createSponsor(db, input("Acme"), now);
    await createSponsor(db, input("Birch"), now);
    await createSponsor(db, input("Cedar", { tier: "silver" }), now);
    expect(await names("gold")).toEqual(["Acme", "Birch"]);
    expect(await names("silver")).toEqual(["Cedar"]);

    expect(await editSponsor(db, acme, input("Acme Sports", { tier: "silver" }), now)).toBe(true);
    expect(await names("gold")).toEqual(["Birch"]);
    expect(await names("silver")).toEqual(["Cedar", "Acme Sports"]);
    expect(await editSponsor(db, 999_999, input("Nobody"), now)).toBe(false);

    expect(await removeSponsor(db, acme)).toBe("Acme Sports");
    expect(await removeSponsor(db, acme)).toBeNull();
    expect(await names("silver")).toEqual(["Cedar"]);
  });

  it("show on the home page in their tier with their link, the other tiers empty (Coming Soon)", async () => {
    const db = testDb.db;
    await createSponsor(db, input("Maple", { tier: "gold" }), now);
    expect(await sponsorsOnHomePage(db, now, ZONE)).toEqual([
      { tier: "platinum", sponsors: [] },
      {
        tier: "gold",
        sponsors: [
          {
            id: expect.any(Number),
            name: "Maple",
            logo: "/images/events/default.webp",
            link: "https://maple.example.com",
          },
        ],
      },
      { tier: "silver", sponsors: [] },
    ]);
  });

  it("appear on their first day in the association's zone without a row changing; a kept page goes stale by then", async () => {
    const db = testDb.db;
    await createSponsor(db, input("Winter", { activeFrom: "2026-12-01", activeTo: "2026-12-31" }), now);
    const gold = async (at: Date) =>
      (await sponsorsOnHomePage(db, at, ZONE))[1]?.sponsors.map((sponsor) => sponsor.name);
    // 23:59 on November 30 in Toronto is already December 1 in UTC: the association's day decides.
    const lastMinuteBefore = new Date("2026-12-01T04:59:00Z");
    const firstMinute = new Date("2026-12-01T05:00:00Z");
    const version = await readContentVersion(db);
    expect(await gold(lastMinuteBefore)).toEqual([]);
    expect(await gold(firstMinute)).toEqual(["Winter"]);
    expect(await gold(new Date("2027-01-01T04:59:00Z"))).toEqual(["Winter"]);
    expect(await gold(new Date("2027-01-01T05:00:00Z"))).toEqual([]);
    // Nothing was written: the content version is the same, so the page cache's age alone must let the new
    // day in. The home page kept at 23:59 is no longer served a minute later (decision 034's TTL).
    expect(await readContentVersion(db)).toBe(version);
    const kept: CachedPage = {
      version,
      storedAt: lastMinuteBefore.getTime(),
      status: 200,
      headers: [],
      parts: [""],
    };
    expect(isFresh(kept, version, firstMinute.getTime() + 60_000)).toBe(false);
    // And the admin's list says which are not shown today.
    const listed = (await sponsorsForAdmin(db, lastMinuteBefore, ZONE))[1]?.sponsors;
    expect(listed?.map(({ name, shown }) => ({ name, shown }))).toEqual([{ name: "Winter", shown: false }]);
  });

  it("raise the content version of the public pages when added, moved or deleted", async () => {
    const db = testDb.db;
    const before = Number(await readContentVersion(db));
    const id = await createSponsor(db, input("Oak"), now);
    const added = Number(await readContentVersion(db));
    expect(added).toBeGreaterThan(before);
    await createSponsor(db, input("Pine"), now);
    const second = Number(await readContentVersion(db));
    await moveSponsor(db, id, "down", now);
    const moved = Number(await readContentVersion(db));
    expect(moved).toBeGreaterThan(second);
    await removeSponsor(db, id);
    expect(Number(await readContentVersion(db))).toBeGreaterThan(moved);
  });

  it("move up and down within their tier only, nothing past either end", async () => {
    const db = testDb.db;
    const a = await createSponsor(db, input("A"), now);
    await createSponsor(db, input("B"), now);
    const c = await createSponsor(db, input("C"), now);
    const silver = await createSponsor(db, input("S", { tier: "silver" }), now);
    await moveSponsor(db, c, "up", now);
    expect(await names("gold")).toEqual(["A", "C", "B"]);
    await moveSponsor(db, a, "up", now);
    await moveSponsor(db, silver, "down", now);
    expect(await names("gold")).toEqual(["A", "C", "B"]);
    expect(await names("silver")).toEqual(["S"]);
    expect(await moveSponsor(db, 999_999, "up", now)).toBeNull();
  });

  it("keep one consistent order when two administrators move at once", async () => {
    const db = testDb.db;
    const ids: number[] = [];
    for (const name of ["A", "B", "C", "D", "E", "F"]) ids.push(await createSponsor(db, input(name), now));
    const [, b, c, d, e] = ids as [number, number, number, number, number, number];
    // Both click "Up" on C at the same moment: each move applies to the order the other left.
    await Promise.all([moveSponsor(db, c, "up", now), moveSponsor(db, c, "up", now)]);
    expect(await names("gold")).toEqual(["C", "A", "B", "D", "E", "F"]);
    // A crowd of moves at once: whatever order they ran in, every sponsor has one place, 1 to 6.
    await Promise.all(
      [b, d, e, c, b, e, d, c, b, d].map((id, index) => moveSponsor(db, id, index % 2 ? "up" : "down", now)),
    );
    expect(await positions("gold")).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...((await names("gold")) ?? [])].sort()).toEqual(["A", "B", "C", "D", "E", "F"]);
  });

  it("refuse a link that is not a web address with a clear message, and store nothing", async () => {
    const form = (link: string) =>
      new Request("http://localhost/admin/sponsors/new", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name: "Evil", link, tier: "gold", image: "/images/events/default.webp" }),
      });
    for (const [locale, link] of [
      ["en", "javascript:alert(document.cookie)"],
      ["fr", "data:text/html,<script>alert(1)</script>"],
    ] as const) {
      const result = await readSponsorForm(form(link), testConfig, locale);
      expect(result).toMatchObject({
        ok: false,
        status: 400,
        errors: { link: sponsorsMessages[locale].validation.link },
      });
    }
    expect(await names("gold")).toEqual([]);
    const accepted = await readSponsorForm(form("https://good.example.com"), testConfig, "en");
    expect(accepted).toMatchObject({ ok: true, input: { link: "https://good.example.com" } });
  });
});
