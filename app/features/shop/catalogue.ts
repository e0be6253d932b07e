/** The association's catalogue as the spec lists it; the database is seeded from here. */
export const catalogue = [
  {
    id: "white-court-shoes",
    name: "White Court Shoes",
    priceCents: 8999,
    image: "/images/products/white-court-shoes.webp",
    description:
      "Lightweight indoor court shoes with a gum rubber sole for sharp cuts and quick stops. Breathable mesh upper and a cushioned heel for long tournament days.",
    hasSizes: true,
  },
  {
    id: "green-court-shoes",
    name: "Green Court Shoes",
    priceCents: 8999,
    image: "/images/products/green-court-shoes.webp",
    description:
      "Our club-green court shoes: stable lateral support, a non-marking outsole and a padded collar that keeps ankles comfortable through every match.",
    hasSizes: true,
  },
  {
    id: "blue-training-ball",
    name: "Blue Training Ball",
    priceCents: 3499,
    image: "/images/products/blue-training-ball.webp",
    description:
      "A soft-touch training ball with a grippy surface, ideal for practice sessions, school programs and players learning to throw and catch.",
    hasSizes: false,
  },
  {
    id: "green-classic-ball",
    name: "Green Classic Ball",
    priceCents: 3499,
    image: "/images/products/green-classic-ball.webp",
    description:
      "The classic hand-stitched handball in club green. Durable synthetic leather that keeps its shape season after season.",
    hasSizes: false,
  },
  {
    id: "red-classic-ball",
    name: "Red Classic Ball",
    priceCents: 3499,
    image: "/images/products/red-classic-ball.webp",
    description:
      "The classic hand-stitched handball in bold red. Great grip for indoor play, built for club training and league games.",
    hasSizes: false,
  },
  {
    id: "star-match-ball",
    name: "Star Match Ball",
    priceCents: 4999,
    image: "/images/products/star-match-ball.webp",
    description:
      "Competition-grade match ball with a star panel design, precise balance and a tacky finish for confident passing and shooting.",
    hasSizes: false,
  },
] as const;
