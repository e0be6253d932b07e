export const faq = {
  metaTitle: "Frequently Asked Questions",
  metaDescription:
    "Answers to common questions about handball in {province}: joining, beginner programs, equipment, competitions, volunteering, coaching and sponsorship.",
  heroTitle: "Frequently Asked Questions",
  heroText: "Everything you wanted to know about playing, coaching, volunteering and partnering with {name}.",
  questions: [
    {
      question: "What is handball?",
      answer: [
        "Handball is a fast, dynamic Olympic team sport. Two teams of seven players (six court players and a goalkeeper) pass, dribble and throw a ball with their hands, aiming to score in the opposing goal on a 40m x 20m indoor court.",
        "Games last two halves of 30 minutes and are full of goals, speed and teamwork. If you enjoy basketball, soccer or water polo, you will feel right at home.",
      ],
    },
    {
      question: "How do I join the association?",
      answer: [
        "Become a member on this website, for yourself or for your child: the Membership page shows the season, the membership types and their fees, and what joining involves. Sign in or create an account, fill in the form, accept the documents, and pay the fee by Interac e-Transfer.",
        "Membership includes insurance coverage during sanctioned activities and access to leagues, tournaments and clinics across {province}. Looking for a club near you? Contact us and we will put you in touch with the closest one.",
      ],
      link: { to: "/membership", label: "Membership types, fees and how to join" },
    },
    {
      question: "Do you offer programs for beginners?",
      answer: [
        "Yes. We run introductory sessions, school programs and adult drop-ins throughout the year. They are designed for people who have never played before: you learn the basic skills and rules in a friendly setting.",
        "Check the Events page for upcoming sessions near you.",
      ],
    },
    {
      question: "What equipment do I need to play?",
      answer: [
        "Very little. Wear comfortable athletic clothing and indoor court shoes with non-marking soles. Balls are provided at our sessions.",
        "As you progress, you may want your own ball in the right size for your age group, and goalkeepers often use light padding. You can find balls, shoes and apparel in our shop.",
      ],
    },
    {
      question: "Are there competitive opportunities?",
      answer: [
        "Yes. Clubs compete in provincial leagues and tournaments for youth and adults, and the best teams go on to national championships.",
        "Talented athletes can be selected for the provincial team program, which trains in regular camps and represents {province} at national competitions.",
      ],
    },
    {
      question: "How can I volunteer?",
      answer: [
        "Volunteers are the heart of our association. We need help with events, coaching, refereeing, scorekeeping, social media and administration.",
        "See the Jobs page for current volunteer opportunities, or contact us to tell us how you would like to help. No experience is needed: we provide training.",
      ],
    },
    {
      question: "How do I get a coaching certification?",
      answer: [
        "We offer handball coaching courses within the National Coaching Certification Program (NCCP), from the introductory community level to advanced competition levels.",
        "Courses combine in-person workshops and practical evaluation. Course dates are posted on the Events page, and teachers can ask us about clinics for school staff.",
      ],
    },
    {
      question: "How can my business become a sponsor?",
      answer: [
        "We offer Platinum, Gold and Silver sponsorship packages that include visibility at tournaments, on our website and on social media, as well as opportunities to support specific programs.",
        "Contact us and we will send you our partnership guide and tailor a package to your goals.",
      ],
    },
  ],
  moreHeading: "Still have questions?",
  moreText: "We are happy to help. Send us a message and a member of our team will get back to you.",
  contactUs: "Contact Us",
};
