/**
 * The pure rules of the limits that ask for a proof of work past their budget (decision 039). Browser and
 * server share the algorithm; the server's parts are in rate-limit.server.ts and challenge.server.ts. And
 * the shape in which each feature declares its limits, which its code counts with and /admin/limits lists.
 */
import type { Config } from "./config";

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

/** Whom a limit counts: a client address, an account, both together, a recipient's address, or the whole site. */
export type LimitPer = "address" | "account" | "accountAddress" | "recipient" | "site";
/** Past a limit: a proof of work lets the request through (decision 039), or it is refused. */
export type LimitPast = "proof" | "refused";
/** The settings that may size a limit: the configuration's numbers. */
export type LimitSetting = { [K in keyof Config]-?: Config[K] extends number ? K : never }[keyof Config];

/**
 * A limit as the feature that enforces it declares it, once: the bucket it counts in, whom it counts, its
 * window, what happens past it, and its size, fixed in the code (`max`) or a setting. The feature's code
 * counts with it, and the feature's face lists it for the administrators' page (`limitRows`).
 */
export type LimitRule = { bucket: string; per: LimitPer; windowMs: number; past: LimitPast } & (
  | { max: number; setting?: never }
  | { setting: LimitSetting; max?: never }
);

/** A row of the administrators' page: a limit with this server's size. `setting` null: fixed in the code. */
export type Limit = {
  bucket: string;
  per: LimitPer;
  max: number;
  windowMinutes: number;
  past: LimitPast;
  setting: LimitSetting | null;
};

/**
 * How many requests a limit lets through in its window on this server. The callers' overloads let none ask
 * of a limit sized by a setting without the configuration.
 */
export function limitMax(rule: LimitRule, config?: Pick<Config, LimitSetting>) {
  if (rule.setting === undefined) return rule.max;
  if (!config)
    throw new Error(`The limit ${rule.bucket} is sized by ${rule.setting}: pass the configuration`);
  return config[rule.setting];
}

/** The administrators' rows of a feature's limits, sized by this server's settings where a setting sizes one. */
export function limitRows(rules: readonly (LimitRule & { max: number })[]): Limit[];
export function limitRows(rules: readonly LimitRule[], config: Pick<Config, LimitSetting>): Limit[];
export function limitRows(rules: readonly LimitRule[], config?: Pick<Config, LimitSetting>): Limit[] {
  return rules.map((rule) => ({
    bucket: rule.bucket,
    per: rule.per,
    max: limitMax(rule, config),
    windowMinutes: rule.windowMs / 60_000,
    past: rule.past,
    setting: rule.setting ?? null,
  }));
}
