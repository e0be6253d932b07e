export const calendar = {
  metaTitle: "Calendar",
  metaDescription:
    "Month calendar of {name} events: tournaments, camps and clinics. Add them to Google Calendar or Outlook.",
  title: "Calendar",
  intro: "Every event of the association, month by month.",
  previous: "Previous month",
  next: "Next month",
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  weekdaysShort: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  eventsOnDay: "{count} events",
  oneEventOnDay: "1 event",
  more: "+{count} more",
  selectPrompt: "Select a date to see its events.",
  nothingScheduled: "Nothing is scheduled on {date}.",
  eventsOn: "Events on {date}",
  nextEvent: "Next event:",
  viewDetails: "View Details",
  download: {
    title: "Add to your calendar",
    google: "Google Calendar",
    googleIntro:
      "Subscribe Google Calendar to every event, or download them all for iCal or Outlook. To add an event to Google Calendar, select its day: the Google Calendar link is next to it.",
    googleAll: "Google Calendar (all events)",
    ics: "Download iCal / Outlook file (all events)",
    subscribe: "Subscribe to the calendar feed",
    subscribeHint: "Your calendar app will keep it up to date.",
    downloaded: {
      title: "Calendar Downloaded",
      description: "Open the file to add the events to your calendar.",
    },
    exported: { title: "Calendar Export", description: "Google Calendar opens in a new tab." },
  },
};
