/**
 * The pure rules of the limits that ask for a proof of work past their budget (decision 039). Browser and
 * server share the algorithm; the server's parts are in rate-limit.server.ts and challenge.server.ts.
 */

/** Key derivation of a challenge: native in browsers (WebCrypto) and in Node, so neither side is slower. */
export const CHALLENGE_ALGORITHM = "PBKDF2/SHA-256";
/** Rounds of PBKDF2 per key tried; the number of keys is CHALLENGE_DIFFICULTY's business. */
export const CHALLENGE_COST = 250;
/** How long a challenge may be solved and used: time for a slow phone, not for a stockpile. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;
/** The form field that carries the proof, and the most characters it is read at. */
export const PROOF_FIELD = "proof";
export const PROOF_MAX_LENGTH = 4000;
/** How long the limits' firings are shown and kept. */
export const FIRINGS_WINDOW_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

/** What happened when a limit was reached: the request refused, a proof asked for, or a proof accepted. */
export const firingKinds = ["refused", "challenged", "solved"] as const;
export type FiringKind = (typeof firingKinds)[number];

/** The start of the UTC hour of `at`, the row its firings are counted in. */
export function hourOf(at: Date) {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS).toISOString();
}

/**
 * When a request refused by a limit may come again without a proof: when the oldest request counted in
 * the window leaves it. `oldest` null (nothing counted) means at once.
 */
export function retryAt(oldest: string | null, windowMs: number, now: Date) {
  if (oldest === null) return now.toISOString();
  return new Date(Math.max(now.getTime(), new Date(oldest).getTime() + windowMs)).toISOString();
}

/** What a gated request's service answers when a limit wants a proof: the challenge and when to come back. */
export type ChallengeAnswer = { challenge: string; retryAt: string };
