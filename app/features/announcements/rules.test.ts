import { describe, expect, it } from "vitest";
import { announcementsMessages } from "~/texts/pages/announcements";
import { announcementSchema, consentListOf, joinIds, nextRunAt, sendAllowance, splitIds } from "./rules";

describe("sendAllowance", () => {
  it.each([
    // perMinute, site, this in window, all in window, allowed now
    [60, 60, 0, 0, 30],
    [60, 60, 30, 30, 30],
    [60, 60, 60, 60, 0],
    [60, 60, 45, 45, 15],
    [10, 60, 0, 0, 5],
    [10, 60, 0, 58, 2],
    [60, 20, 0, 0, 10],
    [60, 60, 10, 70, 0],
    [1, 60, 0, 0, 1],
    [1, 60, 1, 1, 0],
  ])(
    "pace %i, site %i, %i and %i queued in the last minute: %i now",
    (perMinute, site, mine, all, expected) => {
      expect(
        sendAllowance({
          perMinute,
          sitePerMinute: site,
          queuedByThisInWindow: mine,
          queuedByAllInWindow: all,
        }),
      ).toBe(expected);
    },
  );

  it("comes back a quarter of a minute later", () => {
    expect(nextRunAt(new Date("2026-03-01T12:00:00Z")).toISOString()).toBe("2026-03-01T12:00:15.000Z");
  });
});

describe("consentListOf", () => {
  it.each([
    ["newsletter", false, "newsletter"],
    ["newsletter", true, "newsletter"],
    ["members", false, "member-news"],
    ["officials", false, "member-news"],
    ["event", false, "member-news"],
    ["members", true, null],
    ["event", true, null],
  ] as const)("%s, about their own business %s: %s", (audience, own, list) => {
    expect(consentListOf(audience, own)).toBe(list);
  });
});

describe("the compose form", () => {
  const base = { subject: "Hi", subjectFr: "Salut", body: "Text", bodyFr: "Texte", perMinute: "60" };
  const parse = (values: Record<string, string>, locale: "en" | "fr" = "en") =>
    announcementSchema(announcementsMessages[locale].validation, 60).safeParse({ ...base, ...values });
  const firstError = (values: Record<string, string>, locale: "en" | "fr" = "en") => {
    const result = parse(values, locale);
    return result.success
      ? undefined
      : [String(result.error.issues[0]?.path[0]), result.error.issues[0]?.message];
  };

  it("reads the ticked types and clubs of a members' announcement", () => {
    const result = parse({
      audience: "members",
      seasonId: "3",
      type_2: "1",
      type_9: "1",
      club_4: "1",
      type_x: "1",
    });
    expect(result.success && [result.data.typeIds, result.data.clubIds]).toEqual([[2, 9], [4]]);
  });

  it.each([
    [{ audience: "members" }, ["seasonId", "Please choose a season"]],
    [{ audience: "officials" }, ["competitionId", "Please choose a competition"]],
    [{ audience: "event" }, ["eventId", "Please choose an event"]],
    [{ audience: "everyone" }, ["audience", "Please choose an audience"]],
    [{ audience: "newsletter", perMinute: "61" }, ["perMinute", "Please enter a whole number from 1 to 60"]],
    [{ audience: "newsletter", perMinute: "0" }, ["perMinute", "Please enter a whole number from 1 to 60"]],
    [
      { audience: "newsletter", subjectFr: "  " },
      ["subjectFr", "Please enter a subject in English and in French (at most 150 characters)"],
    ],
    [
      { audience: "newsletter", subject: "Line\nbreak" },
      ["subject", "Please remove the control characters from this text"],
    ],
    [
      { audience: "newsletter", body: "a\u0000b" },
      ["body", "Please remove the control characters from this text"],
    ],
  ])("refuses %j", (values, expected) => {
    expect(firstError(values)).toEqual(expected);
  });

  it("says it in French on a French page", () => {
    expect(firstError({ audience: "members" }, "fr")).toEqual(["seasonId", "Veuillez choisir une saison"]);
  });

  it("keeps ids as sorted text, and an empty text as none", () => {
    expect(joinIds([9, 2, 9])).toBe("2,9");
    expect(splitIds("2,9")).toEqual([2, 9]);
    expect(splitIds("")).toEqual([]);
  });
});
