export const about = {
  metaTitle: "About Us",
  metaDescription:
    "Discover handball and the {name}: our mission and vision, official court specifications, our board of directors and how to support us.",
  heroTitle: "About {name}",
  heroText:
    "We are the provincial body for handball in {province}, growing the sport in schools, clubs and communities, from first throw to national podium.",
  whatHeading: "What is Handball?",
  whatText: [
    "Handball is a fast-paced Olympic team sport played by two teams of seven players: six court players and a goalkeeper. Players pass, dribble and throw a small ball with their hands, and score by throwing it into the opposing goal.",
    "A game is played on a 40m x 20m indoor court in two halves of 30 minutes. It combines the running of soccer, the passing of basketball and the physical contact of water polo, which makes it exciting to play and to watch.",
    "Handball is one of the most popular sports in Europe and is growing quickly across Canada. It is easy to learn, needs very little equipment and suits all ages and abilities.",
  ],
  missionHeading: "Our Mission",
  missionText:
    "To promote, develop and govern handball in {province} by offering safe, inclusive and high-quality programs for players, coaches, referees and volunteers at every level, from grassroots to high performance.",
  visionHeading: "Our Vision",
  visionText:
    "A province where every community has access to handball, where athletes can follow a clear pathway to national and international competition, and where the sport is recognised as a vibrant part of Canadian life.",
  courtHeading: "Court Specifications",
  courtIntro: "Handball is played indoors on a court with the following official dimensions.",
  courtDiagramLabel:
    "Diagram of a handball court, 40m long and 20m wide, with a goal at each end, a 6m goal area, a dashed 9m free-throw line and a 7m penalty line.",
  courtSpecs: [
    {
      label: "Court",
      value: "40m x 20m",
      note: "Two teams of seven players: six court players and a goalkeeper.",
    },
    { label: "Goal", value: "2m high x 3m wide", note: "Set in the middle of each goal line." },
    { label: "Goal area", value: "6m radius", note: "Only the goalkeeper may stand inside this zone." },
    { label: "Free-throw line", value: "9m", note: "The dashed line from which free throws are taken." },
    {
      label: "Penalty line",
      value: "7m",
      note: "The mark for a penalty throw, one on one with the goalkeeper.",
    },
  ],
  boardHeading: "Board of Directors",
  boardIntro: "Our volunteer board guides the association and is elected by its member clubs.",
  supportHeading: "Support Us",
  supportIntro:
    "As a not-for-profit association, we rely on the generosity of individuals and businesses to keep handball accessible and affordable.",
  support: [
    {
      title: "Donations",
      text: "Your donation buys balls and goals for schools, funds coaching clinics and helps young athletes cover registration and travel costs.",
      action: "Donate Now",
    },
    {
      title: "Sponsorship",
      text: "Put your brand in front of players, families and fans at our tournaments and events, and help grow a fast-rising Olympic sport.",
      action: "Become a Sponsor",
    },
  ],
};
