export const jobs = {
  metaTitle: "Jobs & Volunteering",
  metaDescription:
    "Volunteer with the {name}: event coordinators, assistant coaches, referees and scorekeepers, social media and administrative support.",
  heroTitle: "Jobs & Volunteering",
  heroText:
    "Help us grow handball in {province}. Share your time and talent, and be part of a welcoming community.",
  paidHeading: "Paid Positions",
  paidText: "There are currently no paid positions available.",
  paidNote:
    "When a paid position opens, it will be posted on this page. In the meantime, we would love your help as a volunteer.",
  volunteerHeading: "Volunteer Opportunities",
  volunteerIntro:
    "Our events and programs are made possible by volunteers. Whatever your background, there is a role for you.",
  roles: [
    {
      title: "Event Coordinators",
      text: "Plan and run tournaments, clinics and community events: set-up, registration desks, schedules and volunteers on the day.",
    },
    {
      title: "Assistant Coaches",
      text: "Support our coaches at practices and school programs, and help new players learn the basics of the game.",
    },
    {
      title: "Social Media Content Creators",
      text: "Capture photos and videos at events and write posts that share the excitement of handball with our community.",
    },
    {
      title: "Referees and Scorekeepers",
      text: "Officiate matches or keep the score sheet and game clock at league games and tournaments.",
    },
    {
      title: "Administrative Support",
      text: "Help with member records, correspondence, grant applications and the day-to-day work of the association.",
    },
  ],
  benefitsHeading: "Why Volunteer With Us",
  benefits: [
    {
      title: "Skill Development",
      text: "Gain experience in event management, coaching, communications and leadership that you can put on your resume.",
    },
    {
      title: "Community Engagement",
      text: "Meet players, families and fellow volunteers, and make a difference in communities across {province}.",
    },
    {
      title: "Recognition",
      text: "Receive volunteer hours for school, reference letters and recognition at our annual awards.",
    },
    {
      title: "Training",
      text: "Get free training, including referee courses and coaching certification workshops, for the role you choose.",
    },
  ],
  ctaHeading: "Ready to Get Involved?",
  ctaText: "Tell us a little about yourself and the roles that interest you, and we will get back to you.",
  ctaAction: "Contact Us to Volunteer",
};
