// Kept apart from text.ts, which builds Zod schemas: a form that only needs a field's limit (the newsletter
// form in every page's footer) must not bring Zod to the browser with it.

/** The longest e-mail address a mail system carries (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/** A person's name, as typed in sign-up and registration forms. */
export const PERSON_NAME_LENGTH = { min: 2, max: 100 };
