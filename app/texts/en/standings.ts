export const standings = {
  /** The table's column headings, short as printed tables have them, with the full name for screen readers. */
  columns: {
    place: "#",
    team: "Team",
    played: "Pld",
    won: "W",
    drawn: "D",
    lost: "L",
    goalsFor: "GF",
    goalsAgainst: "GA",
    goalDifference: "GD",
    points: "Pts",
  },
  columnNames: {
    place: "Place",
    team: "Team",
    played: "Played",
    won: "Won",
    drawn: "Drawn",
    lost: "Lost",
    goalsFor: "Goals for",
    goalsAgainst: "Goals against",
    goalDifference: "Goal difference",
    points: "Points",
  },
  /** Each criterion as the competition form lists it. */
  criteria: {
    "h2h-points": "Points in the matches among the tied teams",
    "h2h-goal-difference": "Goal difference in the matches among the tied teams",
    "h2h-goals": "Goals scored in the matches among the tied teams",
    "h2h-away-goals": "Goals scored away from home in the matches among the tied teams",
    "goal-difference": "Goal difference in all matches",
    goals: "Goals scored in all matches",
  },
  /** Each criterion within the sentence that states the order; the head-to-head ones after the first say "those matches". */
  criteriaInSentence: {
    first: {
      "h2h-points": "points in the matches between them",
      "h2h-goal-difference": "goal difference in the matches between them",
      "h2h-goals": "goals scored in the matches between them",
      "h2h-away-goals": "goals scored away from home in the matches between them",
      "goal-difference": "goal difference in all matches",
      goals: "goals scored in all matches",
    },
    next: {
      "h2h-points": "points in those matches",
      "h2h-goal-difference": "goal difference in those matches",
      "h2h-goals": "goals scored in those matches",
      "h2h-away-goals": "goals scored away from home in those matches",
      "goal-difference": "goal difference in all matches",
      goals: "goals scored in all matches",
    },
  },
  order: {
    complete: "Teams level on points are ranked by: {criteria}.",
    running: "While the pool is being played: {criteria}.",
    separator: ", then ",
    continues:
      "When a criterion separates some of the teams, the next ones apply to those still level; teams level on every criterion share the place. Once every match of the pool is played, the association draws lots between teams still level on every criterion, and the draw orders them; while the pool is being played, no drawn lot is used.",
  },
  footnotes: {
    adjustment: "{team}: {points} points, {reason}",
    adjustmentOne: "{team}: {points} point, {reason}",
    shared: "{teams}: level on every criterion, they share place {place}.",
    lots: "Places decided by drawing lots: {teams}.",
    lotsBefore: " before ",
  },
  criteriaErrors: {
    required: "Choose at least one tie-break criterion.",
    repeated: "Choose each tie-break criterion at most once.",
    unknown: "Choose the tie-break criteria from the list.",
  },
};
