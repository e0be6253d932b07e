/** The association's catalogue as the spec lists it, in English and French; the database is seeded from here. */
export const catalogue = [
  {
    id: "white-court-shoes",
    name: "White Court Shoes",
    nameFr: "Chaussures de salle blanches",
    priceCents: 8999,
    image: "/images/products/white-court-shoes.webp",
    description:
      "Lightweight indoor court shoes with a gum rubber sole for sharp cuts and quick stops. Breathable mesh upper and a cushioned heel for long tournament days.",
    descriptionFr:
      "Des chaussures de salle légères à semelle de gomme, pour changer de direction d'un coup et freiner net. Une tige en mailles respirantes et un talon coussiné pour les longues journées de tournoi.",
    sizeSet: "apparel" as const,
  },
  {
    id: "green-court-shoes",
    name: "Green Court Shoes",
    nameFr: "Chaussures de salle vertes",
    priceCents: 8999,
    image: "/images/products/green-court-shoes.webp",
    description:
      "Our club-green court shoes: stable lateral support, a non-marking outsole and a padded collar that keeps ankles comfortable through every match.",
    descriptionFr:
      "Nos chaussures de salle aux couleurs du club : un bon maintien latéral, une semelle qui ne marque pas le plancher et un col rembourré qui garde les chevilles à l'aise tout au long du match.",
    sizeSet: "apparel" as const,
  },
  {
    id: "blue-training-ball",
    name: "Blue Training Ball",
    nameFr: "Ballon d'entraînement bleu",
    priceCents: 3499,
    image: "/images/products/blue-training-ball.webp",
    description:
      "A soft-touch training ball with a grippy surface, ideal for practice sessions, school programs and players learning to throw and catch.",
    descriptionFr:
      "Un ballon d'entraînement doux au toucher et à la surface adhérente, idéal pour les séances de pratique, les programmes scolaires et les jeunes qui apprennent à lancer et à attraper.",
    sizeSet: "none" as const,
  },
  {
    id: "green-classic-ball",
    name: "Green Classic Ball",
    nameFr: "Ballon classique vert",
    priceCents: 3499,
    image: "/images/products/green-classic-ball.webp",
    description:
      "The classic hand-stitched handball in club green. Durable synthetic leather that keeps its shape season after season.",
    descriptionFr:
      "Le ballon de handball classique cousu main, au vert du club. Un cuir synthétique robuste qui garde sa forme d'une saison à l'autre.",
    sizeSet: "none" as const,
  },
  {
    id: "red-classic-ball",
    name: "Red Classic Ball",
    nameFr: "Ballon classique rouge",
    priceCents: 3499,
    image: "/images/products/red-classic-ball.webp",
    description:
      "The classic hand-stitched handball in bold red. Great grip for indoor play, built for club training and league games.",
    descriptionFr:
      "Le ballon de handball classique cousu main, d'un rouge éclatant. Une excellente prise pour le jeu en salle, conçu pour l'entraînement en club et les matchs de ligue.",
    sizeSet: "none" as const,
  },
  {
    id: "star-match-ball",
    name: "Star Match Ball",
    nameFr: "Ballon de match Étoile",
    priceCents: 4999,
    image: "/images/products/star-match-ball.webp",
    description:
      "Competition-grade match ball with a star panel design, precise balance and a tacky finish for confident passing and shooting.",
    descriptionFr:
      "Un ballon de match de calibre compétition, orné de panneaux étoilés : un équilibre précis et un fini collant pour passer et lancer en toute confiance.",
    sizeSet: "none" as const,
  },
] as const;
