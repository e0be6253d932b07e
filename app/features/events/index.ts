/**
 * The events feature's face for pure code: what routes and other features may use of its rules, safe in
 * the browser (nothing here imports a .server file). Its server face is index.server.ts; its UI for
 * routes is components/. The event form's rules are not here: the public pages that import this file
 * need not see the form's module and what it imports (decision 041).
 */
export {
  /** "2025-07": a month's key in the calendar's address. */
  monthKey,
  /** The month some months after (or before) another. */
  shiftMonth,
} from "./calendar/month";
export {
  /** What the event page says of its spots: none taken yet, some left, full, or nothing (no limit). */
  capacityShown,
  /** The spots nobody has or holds; null: no limit. */
  spotsLeft,
} from "./capacity";
export {
  /** An OpenStreetMap search link for an address (nothing is loaded from the map site). */
  mapSearchUrl,
} from "./place";
export {
  /** An age range as people read it, or null for every age. */
  ageRangeText,
  /** The limits on registrations as /admin/limits lists them, sized by this server's settings. */
  eventLimits,
  /** A form's "attendee" value: "self", a member's id, or null for anything else. */
  parseAttendeeChoice,
  /** The registration form with its "Who is attending?" choice: the holder, or a member the account manages. */
  parseRegistrationForm,
  /** What the attendee list says of a registration's fee, from its order's status. */
  paymentState,
  /** The "Who is attending?" value of the account holder. */
  SELF,
} from "./registration/rules";
export {
  /** An event with its texts in one language (French missing: English), for .ics, e-mails and meta tags. */
  eventTextsIn,
  /** A Google Calendar "add event" link for one event. */
  googleCalendarUrl,
  /** Whether an event has ended at `now`. */
  isPast,
  /** A route's :id as an event id, or null. */
  parseEventId,
  /** A personal link's token (registration, offer) as a route got it, or null when malformed. */
  parseLinkToken,
  /** The moment registration closes: its own, or the start. */
  registrationClosesAt,
} from "./rules";
export {
  /** What an event's card says of registration at `now`: its phase, and when it opens. */
  registrationWindow,
} from "./standing/rules";
