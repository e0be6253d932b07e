import { common } from "./common";

/** The member's side of season memberships: /membership (the people an account manages) and joining. */
export const memberships = {
  nav: "My Membership",
  /** /membership for everyone: the season, the types and what joining involves. */
  public: {
    metaTitle: "Membership",
    metaDescription:
      "Become a member of {name} for the season: the membership types, what each allows, the fees and how to join.",
    title: "Membership",
    intro:
      "Members play in sanctioned leagues and tournaments, coach, officiate and vote at the annual meeting, with insurance coverage during sanctioned activities. Join for yourself or for your child, once a season.",
    season: "Season {name}: {startsOn} to {endsOn}",
    noSeason: "No season is open for joining right now. Please come back when the next season is set up.",
    typesTitle: "Membership types and fees",
    ageRule: "For members {rule}",
    allowsLabel: "Allows",
    allows: {
      can_play: "Playing",
      can_coach: "Coaching",
      can_officiate: "Officiating",
      can_vote: "Voting at the annual meeting",
    },
    stepsTitle: "What joining involves",
    steps: [
      "Sign in, or create an account: it keeps your memberships and your children's in one place.",
      "Choose the season and the membership type, and tell us who the member is: yourself or your child.",
      "Read and accept the waiver and the code of conduct (and the concussion awareness material when the season asks for it). A parent or guardian accepts them for a member under 18.",
      "Pay the fee by Interac e-Transfer: the membership becomes active when we receive it. A free type is active at once.",
    ],
    join: "Join",
    joinHidden: "for the {season} season",
    signInNote: "You will be asked to sign in or create an account first.",
    yours: "Your memberships",
    band: {
      heading: "Become a member",
      text: "Play, coach, officiate and vote: become a member for the season, yourself or your child. See the types, the fees and how to join.",
      action: "Membership and fees",
    },
  },
  /** The page after joining: /membership/joined/:number. */
  joined: {
    metaTitle: "Membership received",
    activeTitle: "Welcome, {name}!",
    awaitingTitle: "Membership received: one step left",
    summary: "{name}, {type}, season {season}. Member number: {number}.",
    nextTitle: "Next steps",
    nextAwaiting: [
      "Pay {amount} by Interac e-Transfer as described below. The membership becomes active when we receive the payment, and we send you a receipt.",
      "We sent these instructions to {email} too.",
      "Once it is active, the member card shows the membership: open it on your phone or print it.",
    ],
    nextActive: [
      "The membership is active: we sent a confirmation to {email}.",
      "The member card shows the membership: open it on your phone or print it.",
    ],
    nextGuardian:
      "We asked the guardian named in the form to confirm the consent by e-mail; the link works for 30 days.",
    card: "Open the member card",
    overview: "My membership",
    standing: "Status: {standing}",
  },
  /** An order line: what the membership is. */
  orderLine: "{type} membership {season}",
  overview: {
    metaTitle: "My membership",
    title: "My membership",
    intro: "The people you manage, their member numbers and their membership each season.",
    empty: "You have no membership yet. Join for this season, for yourself or for your child.",
    number: "Member number {number}",
    join: "Join",
    joinFor: "Join for {name}",
    renew: "Renew for {season}",
    renewFor: "Renew for {season}: {name}",
    registerOther: "Register someone else",
    noMemberships: "No membership yet.",
    membership: "{season}: {type}, {club}",
    unattached: "Unattached",
    standing: {
      active: "Active",
      "awaiting-payment": "Awaiting payment",
      expired: "Expired",
      cancelled: "Cancelled",
    },
    payBy: "Pay by {date} to activate it.",
    howToPay: "How to pay",
    card: "Member card",
    noSeason: "No season is open for joining right now.",
  },
  join: {
    metaTitle: "Join or renew",
    title: "Join or renew your membership",
    renewTitle: "Renew the membership of {name}",
    intro:
      "Pick the season and the type, tell us who the member is, and accept the documents. A type with a fee is paid by Interac e-Transfer.",
    season: "Season",
    seasonOption: "{name} ({startsOn} to {endsOn})",
    seasonDays: "{startsOn} to {endsOn}",
    who: "Who is joining?",
    myself: "Myself",
    myChild: "My child",
    type: "Membership type",
    typeOption: "{name}: {fee} ({rule})",
    free: "free",
    total: "Total to pay",
    totalNone: "Choose a type",
    totalFree: "Nothing to pay: the membership is active as soon as you join.",
    totalPay: "Paid by Interac e-Transfer after you join; the membership becomes active when we receive it.",
    ageRules: {
      youth: "under 18 on the season's first day",
      adult: "18 or over on the season's first day",
      any: "any age",
    },
    person: "The member",
    firstName: "First name",
    lastName: "Last name",
    dateOfBirth: "Date of birth",
    address: "Street address",
    city: "City",
    province: "Province or territory",
    postalCode: "Postal code",
    postalHint: "For example K1A 0B1",
    phone: "Phone",
    emergency: "Emergency contact",
    emergencyName: "Emergency contact name",
    emergencyPhone: "Emergency contact phone",
    club: "Club",
    unattached: "Unattached (no club)",
    guardian: "Parent or guardian",
    guardianIntro:
      "The member is under 18 on the season's first day: a parent or guardian accepts the documents for them.",
    guardianName: "Guardian's full name",
    guardianEmail: "Guardian's e-mail",
    documents: "Documents to accept",
    kinds: {
      waiver: "Waiver of liability",
      "code-of-conduct": "Code of conduct",
      concussion: "Concussion awareness",
    },
    version: "Version {version} of {date}",
    accept: {
      waiver: "I accept the waiver of liability",
      "code-of-conduct": "I accept the code of conduct",
      concussion: "I confirm I reviewed the concussion awareness material",
    },
    /** The same acceptances when a parent or guardian signs for a child; {member} is the child's name. */
    acceptForChild: {
      waiver: "I, the parent or guardian of {member}, accept the waiver of liability on their behalf",
      "code-of-conduct": "I, the parent or guardian of {member}, accept the code of conduct on their behalf",
      concussion:
        "I, the parent or guardian of {member}, confirm that {member} and I reviewed the concussion awareness material",
    },
    /** {member} before the child's name is typed. */
    theChild: "the child",
    concussionMaterial: "Read the concussion awareness material (opens the resource's site)",
    submit: "Join",
    submitting: "Joining...",
    cancel: "Cancel",
    notOpen: {
      title: "No season open",
      description:
        "No season is open for joining right now. Please come back when the next season is set up.",
    },
  },
  validation: {
    controlCharacters: common.validation.controlCharacters,
    season: "Choose a season",
    who: "Choose who is joining",
    type: "Choose a membership type",
    typeAge: "The {type} type is for members {rule}",
    childAdult:
      "This person is 18 or over on the season's first day: they manage their own membership from their own account",
    firstName: "First name is required",
    lastName: "Last name is required",
    dateOfBirth: "Enter the date of birth as 2012-05-31",
    dateOfBirthFuture: "The date of birth must be in the past",
    address: "Street address is required",
    city: "City is required",
    province: "Choose a province or territory",
    postalCode: "Enter a Canadian postal code, for example K1A 0B1",
    phone: "Please enter a valid phone number",
    emergencyName: "Emergency contact name is required",
    emergencyPhone: "Please enter a valid phone number for the emergency contact",
    club: "Choose a club, or Unattached",
    guardianName: "The guardian's full name is required for a member under 18",
    guardianEmail: "The guardian's e-mail is required for a member under 18",
    accept: "You must accept this document to join",
  },
  toast: {
    joined: {
      title: "Membership confirmed",
      description: "{name} is a member for {season}. Member number: {number}.",
    },
    awaitingPayment: {
      title: "Membership awaiting payment",
      description: "Pay {amount} by e-Transfer to activate the membership of {name} for {season}.",
    },
    alreadyMember: {
      title: "Already a member",
      description: "{name} is already a member for {season}.",
    },
    seasonTaken: {
      title: "Season not available",
      description:
        "That season is not open for joining, or this person already joined it. Pick another season.",
    },
    throttled: {
      title: "Too many requests",
      description: "You joined or renewed many times in a short while. Please try again in an hour.",
    },
    guardianThrottled: {
      title: "Too many requests",
      description:
        "We already sent several e-mails to this guardian's address today. Please try again tomorrow.",
    },
  },
  guardian: {
    metaTitle: "Confirm a guardian's consent",
    title: "Please confirm the consent for {member}",
    intro:
      "{account} ({email}) registered {member} for the {season} season on {date} and declared that you, {guardian}, as parent or guardian, accept the documents below on their behalf.",
    documents: "The documents",
    version: "Version {version}",
    confirmIntro:
      "If you are {guardian} and you accept these documents for {member}, please confirm. Until you do, our records show the consent as declared by {account}.",
    confirm: "I confirm",
    confirming: "Confirming...",
    notYou: "Not you, or not expected? You can ignore this page, or contact us.",
    contact: "Contact us",
    confirmed: {
      title: "Consent confirmed",
      text: "You confirmed the consent for {member} ({season}) on {date}. Thank you.",
    },
    expired: {
      title: "This link has expired",
      text: "This link was valid until {date}. The consent for {member} stays as declared by {account}. To confirm it, please contact us.",
    },
    toast: {
      confirmed: {
        title: "Consent confirmed",
        description: "Thank you: the consent for {member} is confirmed.",
      },
      alreadyConfirmed: {
        title: "Already confirmed",
        description: "This consent was confirmed before; nothing changed.",
      },
      expired: { title: "Link expired", description: "This link has expired; nothing changed." },
    },
  },
  email: {
    greeting: "Hi {name},",
    paidSubject: "Your membership for {season}: payment needed",
    paidHeading: "Almost there",
    paidIntro:
      "We received the membership application of {member} ({type}, {season}). Member number: {number}. It becomes active when we receive the payment.",
    welcomeSubject: "Welcome: membership confirmed for {season}",
    welcomeHeading: "Welcome!",
    welcomeIntro:
      "The membership of {member} ({type}, {season}) is confirmed and active. Member number: {number}.",
    action: "View my membership",
    payAction: "View the order",
    guardianSubject: "Please confirm the consent for {member}'s membership",
    guardianHeading: "Your confirmation is needed",
    guardianIntro:
      "{account} ({email}) registered {member} for the {season} season and declared that you, as parent or guardian, accept the association's waiver and code of conduct (and, where the season asks for it, the concussion awareness material) on their behalf.",
    guardianAsk:
      "Please read the documents and confirm on the page below. The link works for 30 days and only for you.",
    guardianNotYou: "If you did not expect this e-mail, you can ignore it or reply to let us know.",
    guardianAction: "Review and confirm",
  },
};
