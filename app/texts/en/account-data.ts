/** The account's data download (/account/data): what it holds, and the button. */
export const accountData = {
  /** The link from the account pages (My orders, My registrations, Language). */
  link: "My data",
  page: {
    metaTitle: "My data",
    metaDescription: "Download everything {name} holds about your account.",
    title: "My data",
    intro:
      "You can download, at any time, everything this website holds about your account, in one file. It is your copy: keep it somewhere safe, since it holds your personal information.",
    includedTitle: "What the file holds",
    included: [
      "your account: name, e-mail address, language and when it was created;",
      "the people your account manages (yourself, your children): their details, member numbers and memberships by season (type, club, status, dates);",
      "the waivers and other documents accepted for those memberships: which version, its text, by whom and when;",
      "your event registrations and waiting-list places;",
      "the matches those people were assigned to referee or keep the table for, and the day their personal match calendar was made (not its secret address);",
      "the matches those people played, from the final match sheets: goals, warnings, suspensions, disqualifications, a blue card's report and the decision on it;",
      "your orders and what they contained;",
      "your newsletter subscription, the record of each consent to our e-mails you gave or withdrew (when and how), and the messages sent through the contact form with your e-mail address.",
    ],
    formatTitle: "Why a JSON file",
    format:
      "The file is in JSON, a plain-text format that any computer can read and that another service can import: it holds everything, complete, with dates in UTC and amounts in cents. Open it with a text editor or a web browser.",
    notIncluded:
      "Your password is not in it: we never store it in a form anyone could read. For anything else, or to correct or delete your information, write to our Privacy Officer (see the privacy policy).",
    download: "Download my data",
    unconfirmedTitle: "Your e-mail address is not confirmed yet",
    unconfirmed:
      "Until you confirm {email}, the file holds only what you did while signed in to this account. What was done with this address without signing in (event registrations, the newsletter, messages to us) is added once you confirm it: that way, nobody who creates an account with someone else's address can see their information.",
    resend: "Send me a confirmation link",
    privacy: "Privacy policy",
  },
};
