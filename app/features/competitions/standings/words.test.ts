import { describe, expect, it } from "vitest";
import {
  adjustmentFootnote,
  DEFAULT_RUNNING_TIEBREAKS,
  DEFAULT_TIEBREAKS,
  lotsFootnote,
  sharedPlaceFootnote,
  tiebreakOrderInWords,
} from "~/features/competitions";
import { standingsMessages } from "~/texts/pages/standings";

const { en, fr } = standingsMessages;

describe("the tie-break orders in words", () => {
  it("states the EHF order and the running order in English", () => {
    expect(tiebreakOrderInWords(en, DEFAULT_TIEBREAKS, DEFAULT_RUNNING_TIEBREAKS)).toEqual({
      complete:
        "Teams level on points are ranked by: points in the matches between them, then goal difference in those matches, then goals scored in those matches, then goal difference in all matches, then goals scored in all matches.",
      running:
        "While the pool is being played: goal difference in all matches, then goals scored in all matches.",
      continues: en.order.continues,
    });
  });

  it("states them in French", () => {
    expect(tiebreakOrderInWords(fr, DEFAULT_TIEBREAKS, DEFAULT_RUNNING_TIEBREAKS).complete).toBe(
      "Les équipes à égalité de points sont départagées par\u00a0: les points dans les matchs qui les ont opposées, puis la différence de buts dans ces matchs, puis les buts marqués dans ces matchs, puis la différence de buts dans tous les matchs, puis les buts marqués dans tous les matchs.",
    );
  });

  it("names the matches between the tied teams at the first head-to-head criterion, wherever it comes", () => {
    expect(tiebreakOrderInWords(en, ["goal-difference", "h2h-away-goals", "h2h-points"], ["goals"])).toEqual({
      complete:
        "Teams level on points are ranked by: goal difference in all matches, then goals scored away from home in the matches between them, then points in those matches.",
      running: "While the pool is being played: goals scored in all matches.",
      continues: en.order.continues,
    });
  });
});

describe("the footnotes", () => {
  it.each([
    [en, -2, "Rapids: \u22122 points, late roster"],
    [en, 1, "Rapids: +1 point, late roster"],
    [en, -1, "Rapids: \u22121 point, late roster"],
    [fr, 3, "Rapids\u00a0: +3 points, late roster"],
    [fr, -1, "Rapids\u00a0: \u22121 point, late roster"],
  ])("writes an adjustment with its sign and number (%#)", (t, points, expected) => {
    expect(adjustmentFootnote(t, "Rapids", points, "late roster")).toBe(expected);
  });

  it("lists the teams sharing a place in the reader's language", () => {
    expect(sharedPlaceFootnote(en, "en", ["Rapids", "Lynx", "Spartans"], 3)).toBe(
      "Rapids, Lynx, and Spartans: level on every criterion, they share place 3.",
    );
    expect(sharedPlaceFootnote(fr, "fr", ["Rapids", "Lynx"], 3)).toBe(
      "Rapids et Lynx\u00a0: à égalité selon tous les critères, ex æquo au rang 3.",
    );
  });

  it("names the teams a draw of lots ordered, in the order drawn", () => {
    expect(lotsFootnote(en, ["Rapids", "Falcons"])).toBe(
      "Places decided by drawing lots: Rapids before Falcons.",
    );
    expect(lotsFootnote(fr, ["Rapids", "Falcons", "Lynx"])).toBe(
      "Places départagées par tirage au sort\u00a0: Rapids devant Falcons devant Lynx.",
    );
  });
});
