import type { fixtures as en } from "../en/fixtures";

export const fixtures: typeof en = {
  rounds: {
    final: "Finale",
    "semi-final": "Demi-finales",
    "quarter-final": "Quarts de finale",
    "round-of-16": "Huitièmes de finale",
    "round-of-32": "Seizièmes de finale",
    "round-of-64": "Trente-deuxièmes de finale",
  },
  round: "Journée {n}",
  matches: {
    final: "Finale",
    "semi-final": "Demi-finale {n}",
    "quarter-final": "Quart de finale {n}",
    "round-of-16": "Huitième de finale {n}",
    "round-of-32": "Seizième de finale {n}",
    "round-of-64": "Trente-deuxième de finale {n}",
    "third-place": "Match pour la 3e place",
  },
  winnerOf: {
    final: "Gagnant de la finale",
    "semi-final": "Gagnant de la demi-finale {n}",
    "quarter-final": "Gagnant du quart de finale {n}",
    "round-of-16": "Gagnant du huitième de finale {n}",
    "round-of-32": "Gagnant du seizième de finale {n}",
    "round-of-64": "Gagnant du trente-deuxième de finale {n}",
    "third-place": "Gagnant du match pour la 3e place",
  },
  loserOf: {
    final: "Perdant de la finale",
    "semi-final": "Perdant de la demi-finale {n}",
    "quarter-final": "Perdant du quart de finale {n}",
    "round-of-16": "Perdant du huitième de finale {n}",
    "round-of-32": "Perdant du seizième de finale {n}",
    "round-of-64": "Perdant du trente-deuxième de finale {n}",
    "third-place": "Perdant du match pour la 3e place",
  },
  winnerOfMatch: "Gagnant du match {n}",
  loserOfMatch: "Perdant du match {n}",
  poolPlace: "{place} de la poule {pool}",
  ordinal: { one: "{n}er", two: "{n}e", few: "{n}e", other: "{n}e" },
  bye: "Exempt",
  clashes: {
    team: "{team} joue deux fois le {day}.",
    venue: "{venue}\u00a0: réservation en double le {day} à {time}.",
  },
};
