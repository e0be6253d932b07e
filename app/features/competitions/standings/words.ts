import { format, type Locale } from "~/lib/i18n";
import type { StandingsTexts } from "~/texts/pages/standings";
import type { Tiebreak } from "./rules";

/**
 * The standings page's notes in words: the tie-break orders, the point adjustments and the shared places
 * (docs/competitions.md "Standings and tie-breaks"). Pure; the texts come in the reader's language.
 */

const headToHead = (criterion: Tiebreak) => criterion.startsWith("h2h-");

/** An order as a list of phrases: the first head-to-head criterion names the matches, the later ones say "those". */
function criteriaInWords(t: StandingsTexts, list: readonly Tiebreak[]) {
  return list
    .map((criterion, index) =>
      list.slice(0, index).some(headToHead)
        ? t.criteriaInSentence.next[criterion]
        : t.criteriaInSentence.first[criterion],
    )
    .join(t.order.separator);
}

/** "Teams level on points are ranked by: …", "While the pool is being played: …", and how the criteria continue. */
export function tiebreakOrderInWords(
  t: StandingsTexts,
  tiebreaks: readonly Tiebreak[],
  runningTiebreaks: readonly Tiebreak[],
) {
  return {
    complete: format(t.order.complete, { criteria: criteriaInWords(t, tiebreaks) }),
    running: format(t.order.running, { criteria: criteriaInWords(t, runningTiebreaks) }),
    continues: t.order.continues,
  };
}

/** "Rapids: −2 points, late entry fee": an adjustment's footnote under the table. */
export function adjustmentFootnote(t: StandingsTexts, team: string, points: number, reason: string) {
  const signed = `${points > 0 ? "+" : points < 0 ? "\u2212" : ""}${Math.abs(points)}`;
  return format(Math.abs(points) === 1 ? t.footnotes.adjustmentOne : t.footnotes.adjustment, {
    team,
    points: signed,
    reason,
  });
}

/** "Rapids and Lynx: level on every criterion, they share place 3.": a shared place's footnote. */
export function sharedPlaceFootnote(
  t: StandingsTexts,
  locale: Locale,
  teams: readonly string[],
  place: number,
) {
  return format(t.footnotes.shared, {
    teams: new Intl.ListFormat(locale, { type: "conjunction" }).format(teams),
    place,
  });
}

/** "Places decided by drawing lots: Rapids before Falcons.": the footnote of teams ordered by their drawn lots. */
export function lotsFootnote(t: StandingsTexts, teams: readonly string[]) {
  return format(t.footnotes.lots, { teams: teams.join(t.footnotes.lotsBefore) });
}
