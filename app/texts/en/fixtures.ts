/** The fixtures' and knockouts' words: rounds, match names, where a knockout team comes from, clashes. */
export const fixtures = {
  /** A knockout round's heading. */
  rounds: {
    final: "Final",
    "semi-final": "Semi-finals",
    "quarter-final": "Quarter-finals",
    "round-of-16": "Round of 16",
    "round-of-32": "Round of 32",
    "round-of-64": "Round of 64",
  },
  /** A round robin's round. */
  round: "Round {n}",
  /** One knockout match; {n} is its number in its round. */
  matches: {
    final: "Final",
    "semi-final": "Semi-final {n}",
    "quarter-final": "Quarter-final {n}",
    "round-of-16": "Round of 16, match {n}",
    "round-of-32": "Round of 32, match {n}",
    "round-of-64": "Round of 64, match {n}",
    "third-place": "Third-place match",
  },
  winnerOf: {
    final: "Winner of the final",
    "semi-final": "Winner of semi-final {n}",
    "quarter-final": "Winner of quarter-final {n}",
    "round-of-16": "Winner of round of 16 match {n}",
    "round-of-32": "Winner of round of 32 match {n}",
    "round-of-64": "Winner of round of 64 match {n}",
    "third-place": "Winner of the third-place match",
  },
  loserOf: {
    final: "Loser of the final",
    "semi-final": "Loser of semi-final {n}",
    "quarter-final": "Loser of quarter-final {n}",
    "round-of-16": "Loser of round of 16 match {n}",
    "round-of-32": "Loser of round of 32 match {n}",
    "round-of-64": "Loser of round of 64 match {n}",
    "third-place": "Loser of the third-place match",
  },
  /** A match outside the knockout's names (another stage's), by its number. */
  winnerOfMatch: "Winner of match {n}",
  loserOfMatch: "Loser of match {n}",
  /** "1st Pool A": {place} is the ordinal below. */
  poolPlace: "{place} Pool {pool}",
  /** Ordinals by the language's plural rule for them (1st, 2nd, 3rd, 4th, 11th, 21st). */
  ordinal: { one: "{n}st", two: "{n}nd", few: "{n}rd", other: "{n}th" },
  bye: "Bye",
  clashes: {
    team: "{team} plays twice on {day}.",
    venue: "{venue} is booked twice on {day} at {time}.",
  },
};
