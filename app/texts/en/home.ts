export const home = {
  metaTitle: "Handball in {province}",
  metaDescription:
    "{name}: handball programs, tournaments, training camps and events across {province}. Find events, register, and shop for gear.",
  heroTitle: "Welcome to {name}",
  heroText:
    "Fast, physical and fun: discover the Olympic sport of handball in {province}. Play, coach, referee or cheer with us.",
  learnMore: "Learn More",
  /** Read by screen readers and search engines after "Learn More", which alone says little. */
  learnMoreHidden: "about handball and the association",
  upcomingEvents: "Upcoming Events",
  nextEventsHeading: "Coming up",
  allEvents: "See all events",
  videoHeading: "What is handball?",
  videoText:
    "Watch a short introduction to the game: seven players a side, a 40m x 20m court, and non-stop action.",
  testimonialsHeading: "What our members say",
  testimonials: [
    {
      quote:
        "I joined a beginners' session knowing nothing about handball. Six months later I play in the provincial league and have a whole new group of friends.",
      name: "Sarah M.",
      role: "Player, Toronto",
    },
    {
      quote:
        "The coaching clinics gave me the tools to start a handball program at my school. The kids ask for it every week.",
      name: "David L.",
      role: "Teacher and coach, Ottawa",
    },
    {
      quote:
        "Refereeing with the association has been rewarding. The training is excellent and the community is welcoming.",
      name: "Amira K.",
      role: "Referee, Hamilton",
    },
  ],
  joinHeading: "Join Our Community",
  joinText:
    "Whether you want to play, coach, referee, volunteer or sponsor, there is a place for you in handball. Get in touch and get involved.",
  contactUs: "Contact Us",
};
