export const consent = {
  /** The page behind a member-news unsubscribe link (the newsletter's link keeps its own page). */
  unsubscribe: {
    metaTitle: "Unsubscribe",
    metaDescription: "Stop receiving the member news of {name}.",
    title: "Unsubscribe from member news",
    text: "Stop sending the member news of {name} to {email}?",
    submit: "Unsubscribe",
    submitting: "Unsubscribing...",
    doneTitle: "You are unsubscribed",
    doneText:
      "{email} will not receive our member news any more. Messages about your registrations, orders, membership and team still come.",
    unknownTitle: "This link is not valid",
    unknownText:
      "This unsubscribe link is unknown. Use the link of the most recent e-mail you received from us, or your account page.",
    home: "Return to Home",
  },
  preferences: {
    metaTitle: "What we send you",
    metaDescription: "Choose which e-mails {name} sends you.",
    title: "What we send you",
    intro:
      "Choose what you receive at {email}. A change takes effect at once, and we keep a record of when and how you gave or withdrew your consent.",
    accountLink: "What we send you",
    lists: {
      newsletter: {
        name: "Newsletter",
        description: "News of the association, its events and its programs.",
      },
      "member-news": {
        name: "Member news",
        description: "Announcements from the association to its members.",
      },
    },
    receiving: "You receive these e-mails.",
    notReceiving: "You do not receive these e-mails.",
    turnOn: "Turn on: {list}",
    turnOff: "Turn off: {list}",
    unconfirmed:
      "Confirm your e-mail address first: we only send these to an address its owner has confirmed.",
    requiredTitle: "Messages you always receive",
    requiredIntro:
      "These come with what you signed up for, so they have no unsubscribe link and cannot be turned off:",
    required: [
      "your registrations to events and their waiting lists",
      "your orders from the shop and their payment",
      "your membership: welcome, guardian's consent, renewal",
      "your team's fixtures: changes, postponements and cancellations",
    ],
    saved: { title: "Preferences saved", description: "Your choice takes effect now." },
    invalid: { title: "Nothing changed", description: "Please choose one of the switches on this page." },
  },
  /** The last line of an e-mail that cannot be unsubscribed from: why it was sent. */
  required: {
    registration:
      "You receive this e-mail about your registration. It is part of what you signed up for, so it has no unsubscribe link.",
    order:
      "You receive this e-mail about your order. It is part of what you signed up for, so it has no unsubscribe link.",
    membership:
      "You receive this e-mail about a membership. It is part of what you signed up for, so it has no unsubscribe link.",
    team: "You receive this e-mail about your team. It is part of what you signed up for, so it has no unsubscribe link.",
    officiating:
      "You receive this e-mail about a match you officiate. It is part of what you agreed to do, so it has no unsubscribe link.",
  },
};
