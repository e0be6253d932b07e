/**
 * The events feature's face on the server: the services and reads that routes, server/ and scripts use.
 * Each returns data or a result (a status the caller maps to its answer), never an HTTP response. Its
 * pure face is index.ts; its UI for routes is components/.
 */

export {
  /** The admin's table of events with their counts, a page at a time. */
  listEventsForAdmin,
  /** One page of an event's waiting list, each waiting entry with its place. */
  listWaitlistPage,
} from "./admin/queries.server";
export {
  /** A fee in cents as the event form shows it ("25.00", or empty when free): for the edit page's loader. */
  feeFieldValue,
  /** The wall-clock date and time of a UTC instant in the association's zone: for the edit page's loader. */
  utcToZoned,
} from "./admin/rules";
export {
  /** The attendees' CSV rows in a language: times on the association's clock, statuses in words, members' details. */
  attendeesCsvRows,
  /** Adds an event. */
  createEvent,
  /** Saves an event's changes; reminders move with it, a raised capacity makes offers. */
  editEvent,
  /** One page of an event's registrations with their fees' order status, and the counts. */
  listRegistrationsPage,
  /** Reads and checks the event form; an uploaded image is stored once the form is valid. */
  readEventForm,
  /** Deletes an event. */
  removeEvent,
} from "./admin/service.server";
export {
  /** The people registered for an event, with or without its waiting list, for an announcement. */
  listEventAudience,
} from "./audience/queries.server";
export {
  /** The subscribable .ics feed, built once per change of the events, with its ETag. */
  calendarFeed,
  /** One event as an .ics file to download. */
  eventCalendarFile,
  /** The calendar page: a month's grid, its events by local day, the selected day and the feed's links. */
  loadCalendar,
} from "./calendar/service.server";
export {
  /** Cancels a registration from its personal link, by its member, or by an administrator. */
  cancelRegistration,
  /** A closing account's step: its registrations to come cancelled, its waiting lines left. */
  leaveEventsOfClosingAccount,
  /** The registration behind a personal link, its event, its fee and whether it can still be cancelled. */
  loadRegistrationByToken,
  /** The orders' release hook: an order that expired or was cancelled cancels the registration it paid. */
  releaseRegistration,
} from "./cancellation/service.server";
export {
  /** The kinds of job the feature schedules: an offer's expiry, a reminder. */
  JOB,
} from "./jobs";
export {
  /** The job handlers that server/app.ts hands the runner. */
  eventJobs,
} from "./jobs.server";
export {
  /** The dashboard's count of upcoming events and the places they have taken. */
  countUpcomingEvents,
  /** One event with its counts, by id. */
  getEvent,
  /** The latest events that have ended. */
  listPastEvents,
  /** Ids of the events not yet ended, for the sitemap. */
  listUpcomingEventIds,
  /** Upcoming events, soonest first, a page at a time with the total. */
  listUpcomingEvents,
} from "./queries.server";
export {
  /** Registers a member for an event, every rule checked, with the confirmation and a fee's order. */
  registerForEvent,
} from "./registration/service.server";
export {
  /** The refusal of an attendee outside an event's age range, in the page's language. */
  ageRefusal,
  /** The toast of a registration made: for a fee, what is due by when. */
  registeredToast,
} from "./registration/toast.server";
export {
  /** An event's title in a language, for a toast ("" when the event is gone). */
  eventTitleIn,
  /** The event named by a route's :id, with its counts; undefined for an unknown or malformed id. */
  getEventByParam,
} from "./service.server";
export {
  /** An event page's registration phase and, for a member, their registration, fee or place in line. */
  eventStanding,
  /** The account's registrations and waiting-list entries for its data download, at most `rows` of each. */
  exportAttendanceOfAccount,
  /** A member's registrations and waiting-list entries, with what they can still do. */
  memberAttendance,
  /** How to pay a registration's fee awaiting payment, on the event page; null when none awaits. */
  paymentOnPage,
  /** What the people an account manages are registered for, still to come: the account page. */
  upcomingAttendanceOfAccount,
} from "./standing/service.server";
export {
  /** Accepts or declines an offer from its e-mail's link. */
  answerOffer,
  /** Puts the holder, or a child the account manages, at the end of a full event's waiting line. */
  joinWaitlist,
  /** The holder, or a child they put in line, leaves an event's waiting line; an offer held goes to the next. */
  leaveWaitlist,
  /** The offer behind an e-mail's link, with its event. */
  loadOffer,
  /** An administrator takes an entry off an event's waiting list. */
  removeWaitlistEntry,
} from "./waiting-list/service.server";
