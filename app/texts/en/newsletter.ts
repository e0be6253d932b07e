export const newsletter = {
  /** The one answer to every subscription, whatever the address (docs/security.md #11). */
  checkInbox: {
    title: "Check your inbox",
    description: "If this address is not subscribed yet, we have sent it a link to confirm.",
  },
  invalid: { title: "Subscription failed", description: "Please enter a valid email address" },
  validation: { email: "Please enter a valid email address" },
  /** The double opt-in e-mail (Canada's anti-spam law: express consent, confirmed by the address). */
  email: {
    subject: "Confirm your subscription to the {name} newsletter",
    heading: "Confirm your subscription",
    asked: "Someone, hopefully you, asked for the newsletter of {name} at this address.",
    confirm:
      "Please confirm with the button below. If you did not ask for it, ignore this e-mail: you will not hear from us again.",
    unsubscribe: "Changed your mind? Unsubscribe with one click: {url}",
    action: "Confirm my subscription",
    footer: "You receive this e-mail because this address was entered in the newsletter form of {name}.",
  },
  confirm: {
    metaTitle: "Confirm your subscription",
    metaDescription: "Confirm your subscription to the newsletter of {name}.",
    title: "Confirm your subscription",
    text: "Confirm that {email} should receive the newsletter of {name}.",
    submit: "Confirm my subscription",
    submitting: "Confirming...",
    doneTitle: "Subscription confirmed",
    doneText: "Thank you! {email} will receive our newsletter. Every issue has a link to unsubscribe.",
    unknownTitle: "This link is not valid",
    unknownText:
      "This confirmation link is unknown or no longer valid. Subscribe again from the events page to get a new one.",
    home: "Return to Home",
  },
  unsubscribe: {
    metaTitle: "Unsubscribe",
    metaDescription: "Unsubscribe from the newsletter of {name}.",
    title: "Unsubscribe from the newsletter",
    text: "Stop sending the newsletter of {name} to {email}?",
    submit: "Unsubscribe",
    submitting: "Unsubscribing...",
    doneTitle: "You are unsubscribed",
    doneText: "{email} will not receive our newsletter any more.",
    unknownTitle: "This link is not valid",
    unknownText:
      "This unsubscribe link is unknown. Use the link of the most recent e-mail you received from us.",
    home: "Return to Home",
  },
  admin: {
    metaTitle: "Newsletter",
    metaDescription: "Newsletter subscribers of {name}.",
    title: "Newsletter subscribers",
    intro:
      "Addresses are subscribed only once their owner has confirmed them by e-mail. Send the newsletter to the confirmed addresses only, and include each person's own unsubscribe link from the CSV in every issue.",
    counts: { pending: "Waiting for confirmation", confirmed: "Confirmed", unsubscribed: "Unsubscribed" },
    download: "Download confirmed subscribers (CSV)",
    csvColumns: { email: "E-mail", confirmedAt: "Confirmed", unsubscribeUrl: "Unsubscribe link" },
  },
};
