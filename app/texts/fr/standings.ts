import type { standings as en } from "../en/standings";

export const standings: typeof en = {
  columns: {
    place: "#",
    team: "Équipe",
    played: "J",
    won: "G",
    drawn: "N",
    lost: "P",
    goalsFor: "BP",
    goalsAgainst: "BC",
    goalDifference: "DB",
    points: "Pts",
  },
  columnNames: {
    place: "Rang",
    team: "Équipe",
    played: "Matchs joués",
    won: "Gagnés",
    drawn: "Nuls",
    lost: "Perdus",
    goalsFor: "Buts pour",
    goalsAgainst: "Buts contre",
    goalDifference: "Différence de buts",
    points: "Points",
  },
  criteria: {
    "h2h-points": "Points dans les matchs entre les équipes à égalité",
    "h2h-goal-difference": "Différence de buts dans les matchs entre les équipes à égalité",
    "h2h-goals": "Buts marqués dans les matchs entre les équipes à égalité",
    "h2h-away-goals": "Buts marqués à l’extérieur dans les matchs entre les équipes à égalité",
    "goal-difference": "Différence de buts dans tous les matchs",
    goals: "Buts marqués dans tous les matchs",
  },
  criteriaInSentence: {
    first: {
      "h2h-points": "les points dans les matchs qui les ont opposées",
      "h2h-goal-difference": "la différence de buts dans les matchs qui les ont opposées",
      "h2h-goals": "les buts marqués dans les matchs qui les ont opposées",
      "h2h-away-goals": "les buts marqués à l’extérieur dans les matchs qui les ont opposées",
      "goal-difference": "la différence de buts dans tous les matchs",
      goals: "les buts marqués dans tous les matchs",
    },
    next: {
      "h2h-points": "les points dans ces matchs",
      "h2h-goal-difference": "la différence de buts dans ces matchs",
      "h2h-goals": "les buts marqués dans ces matchs",
      "h2h-away-goals": "les buts marqués à l’extérieur dans ces matchs",
      "goal-difference": "la différence de buts dans tous les matchs",
      goals: "les buts marqués dans tous les matchs",
    },
  },
  order: {
    complete: "Les équipes à égalité de points sont départagées par\u00a0: {criteria}.",
    running: "Pendant que la poule se joue\u00a0: {criteria}.",
    separator: ", puis ",
    continues:
      "Quand un critère sépare certaines des équipes, les suivants s’appliquent à celles qui restent à égalité; les équipes à égalité selon tous les critères partagent le rang. Une fois tous les matchs de la poule joués, l’association procède à un tirage au sort entre les équipes encore à égalité selon tous les critères, et le tirage les départage; pendant que la poule se joue, aucun tirage n’est utilisé.",
  },
  footnotes: {
    adjustment: "{team}\u00a0: {points} points, {reason}",
    adjustmentOne: "{team}\u00a0: {points} point, {reason}",
    shared: "{teams}\u00a0: à égalité selon tous les critères, ex æquo au rang {place}.",
    lots: "Places départagées par tirage au sort\u00a0: {teams}.",
    lotsBefore: " devant ",
  },
  criteriaErrors: {
    required: "Choisissez au moins un critère de départage.",
    repeated: "Choisissez chaque critère de départage une seule fois.",
    unknown: "Choisissez les critères de départage dans la liste.",
  },
};
