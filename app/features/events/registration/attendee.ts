// The registration form's attendee choice, apart from the form's schema: the form's page needs the value
// without bringing Zod (decision 041).

/** The "Who is attending?" choice of the account holder themselves; any other value is a member's id. */
export const SELF = "self";

/** Who a registration form names: the holder ("self", the default) or a member the account manages, by id. */
export type AttendeeChoice = typeof SELF | number;
