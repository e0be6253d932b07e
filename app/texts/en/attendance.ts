/** The pages behind the personal links of the event e-mails: a registration, and a waiting-list offer. */
export const attendance = {
  registration: {
    metaTitle: "Your registration",
    title: "Your registration",
    when: "When",
    where: "Where",
    registered: "You are registered for {title}.",
    cancelledOn: "This registration was cancelled on {date}.",
    deadline: "You can cancel until {deadline}. Your spot then goes to the next person on the waiting list.",
    tooLate: "The cancellation deadline ({deadline}) has passed. Write to us if you can no longer come.",
    cancel: "Cancel my registration",
    cancelling: "Cancelling...",
    viewEvent: "View the event",
    done: {
      title: "Registration cancelled",
      description: "Your registration for {title} is cancelled. A confirmation is on its way by e-mail.",
    },
    already: { title: "Already cancelled", description: "This registration was already cancelled." },
    late: { title: "Too late to cancel", description: "The cancellation deadline of this event has passed." },
  },
  offer: {
    metaTitle: "Your spot on the waiting list",
    title: "A spot is held for you",
    text: "A spot opened up for {title}, and it is held for you until {deadline}.",
    titleFor: "A spot is held for {name}",
    textFor: "A spot opened up for {title}, and it is held for {name} until {deadline}.",
    accept: "Accept the spot",
    decline: "Decline",
    sending: "Sending...",
    states: {
      accepted: "You accepted this spot: you are registered for {title}.",
      declined: "You declined this spot for {title}.",
      expired: "This offer for {title} expired on {deadline}.",
      waiting: "You are on the waiting list for {title}.",
      left: "You left the waiting list for {title}.",
      removed: "You are no longer on the waiting list for {title}.",
    },
    statesFor: {
      accepted: "You accepted this spot: {name} is registered for {title}.",
      declined: "You declined this spot for {name} at {title}.",
      expired: "This offer of a spot for {name} at {title} expired on {deadline}.",
      waiting: "{name} is on the waiting list for {title}.",
      left: "You took {name} off the waiting list for {title}.",
      removed: "{name} is no longer on the waiting list for {title}.",
    },
    declined: {
      title: "Spot declined",
      description: "Thank you for telling us: the spot goes to the next person on the waiting list.",
    },
    expired: { title: "Offer expired", description: "The time to accept this spot has passed." },
    closed: { title: "Offer no longer open", description: "This offer was already answered or has expired." },
    refused: { title: "Spot not accepted" },
    notManaged: {
      title: "Spot not accepted",
      description:
        "{name}'s record is no longer managed by the account that asked for this place in the waiting line: the spot cannot be accepted.",
    },
  },
  link: {
    notFoundTitle: "Link not found",
    notFoundText: "This link is not valid. Check that you copied the whole address from the e-mail.",
  },
};
