import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { competitionsSetupMessages } from "~/texts/pages/competitions-setup";
import { type AgeRule, eligibility, type MembershipFacts, rosterFormSchema, rosterOpen } from "./rules";

const player: MembershipFacts = { standing: "active", canPlay: true, canCoach: false };
const coach: MembershipFacts = { standing: "active", canPlay: false, canCoach: true };
const none: AgeRule = { ageRule: "none", ageLimit: null, allowPlayingUp: false };
// U16: at most 15 on January 1, 2027 (the season 2026-2027's second year).
const u16: AgeRule = { ageRule: "max", ageLimit: 15, allowPlayingUp: false };
// Senior: at least 18 on January 1, 2027.
const senior: AgeRule = { ageRule: "min", ageLimit: 18, allowPlayingUp: false };
const seniorPlayingUp: AgeRule = { ...senior, allowPlayingUp: true };
const CUTOFF = "2027-01-01";

const verdict = (
  role: "player" | "coach" | "manager",
  membership: MembershipFacts,
  born: string,
  rule: AgeRule,
) => {
  const result = eligibility({ role, membership, dateOfBirth: born, rule, cutoff: CUTOFF });
  return result.eligible ? (result.playingUp ? "playing up" : "eligible") : result.reason;
};

describe("eligibility: the age rule across the cut-off day (2027-01-01)", () => {
  itMaps("a player born %s, U16 (15 and under)", (born: string) => verdict("player", player, born, u16), [
    // 16th birthday the day before the cut-off (2026-12-31): 16 on it, too old.
    ["2010-12-31", "too-old"],
    // 16th birthday on the cut-off: 16 on it, too old.
    ["2011-01-01", "too-old"],
    // 16th birthday the day after: still 15 on the cut-off day, eligible all season.
    ["2011-01-02", "eligible"],
    // Much younger: within a maximum, always.
    ["2016-06-30", "eligible"],
  ]);
  itMaps(
    "a player born %s, senior (18 and over)",
    (born: string) => verdict("player", player, born, senior),
    [
      // 18th birthday the day before the cut-off: 18 on it.
      ["2008-12-31", "eligible"],
      // 18th birthday on the cut-off: 18 on it.
      ["2009-01-01", "eligible"],
      // 18th birthday the day after: 17 on the cut-off day, too young without playing up.
      ["2009-01-02", "too-young"],
    ],
  );
  itMaps(
    "a player born %s, senior with playing up",
    (born: string) => verdict("player", player, born, seniorPlayingUp),
    [
      ["2009-01-01", "eligible"],
      ["2009-01-02", "playing up"],
      ["2012-05-05", "playing up"],
    ],
  );
  it("never lets an older player play down, even where playing up is allowed", () => {
    expect(verdict("player", player, "2010-12-31", { ...u16, allowPlayingUp: true })).toBe("too-old");
  });
  it("does not apply the age rule to officials", () => {
    expect(verdict("coach", coach, "1970-01-01", u16)).toBe("eligible");
  });
});

describe("eligibility: the membership", () => {
  itMaps(
    "%j",
    ([role, membership]: ["player" | "coach" | "manager", MembershipFacts]) =>
      verdict(role, membership, "1990-01-01", none),
    [
      [["player", null], "no-membership"],
      [["player", { ...player, standing: "awaiting-payment" }], "awaiting-payment"],
      [["player", { ...player, standing: "cancelled" }], "cancelled"],
      // A season that ended: the membership lapsed.
      [["player", { ...player, standing: "expired" }], "expired"],
      [["player", coach], "cannot-play"],
      [["coach", player], "cannot-coach"],
      [["manager", player], "cannot-coach"],
      [["manager", coach], "eligible"],
      [["player", player], "eligible"],
      // An unpaid membership is refused before anything else is looked at.
      [["player", { ...coach, standing: "awaiting-payment" }], "awaiting-payment"],
    ],
  );
});

describe("rosterOpen: rosters change through the lock day", () => {
  const locked = { roster_lock_on: "2026-10-15" };
  itMaps(
    "%j",
    ([competition, today, isAdmin]: [{ roster_lock_on: string | null }, string, boolean]) =>
      rosterOpen(competition, today, isAdmin),
    [
      [[locked, "2026-10-14", false], true],
      [[locked, "2026-10-15", false], true],
      [[locked, "2026-10-16", false], false],
      [[locked, "2026-10-16", true], true],
      [[{ roster_lock_on: null }, "2030-01-01", false], true],
    ],
  );
});

describe("rosterFormSchema", () => {
  const schema = rosterFormSchema(competitionsSetupMessages.en.validation);
  itMaps(
    "%j",
    (values: Record<string, string>) => {
      const parsed = schema.safeParse(values);
      return parsed.success ? parsed.data : parsed.error.issues.map((issue) => issue.message);
    },
    [
      [
        { memberNumber: " oha-000123 ", role: "player", jersey: "7" },
        { memberNumber: "OHA-000123", role: "player", jersey: 7 },
      ],
      [
        { memberNumber: "OHA-000123", role: "coach", jersey: "" },
        { memberNumber: "OHA-000123", role: "coach", jersey: null },
      ],
      [{ memberNumber: "OHA-000123", role: "player", jersey: "100" }, ["Enter a jersey number from 0 to 99"]],
      [{ memberNumber: "OHA-000123", role: "player", jersey: "" }, ["Enter a jersey number from 0 to 99"]],
      [
        { memberNumber: "Robert'); DROP", role: "player", jersey: "7" },
        ["Enter a member number such as OHA-000123"],
      ],
      [{ memberNumber: "OHA-000123", role: "referee", jersey: "7" }, ["Choose player, coach or manager"]],
    ],
  );
});
