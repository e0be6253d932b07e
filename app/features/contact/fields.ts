// The contact form's fields and their limits, apart from rules.ts and its Zod schema, which the form loads
// only when it is used (decision 041).

/** The longest text each field of the form takes (the form's maxlength says the same). */
export const CONTACT_MAX_LENGTHS = { name: 100, subject: 200, message: 5000 };

export const CONTACT_FIELDS = ["firstName", "lastName", "email", "subject", "message"] as const;
export type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;
