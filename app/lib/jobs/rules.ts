/** Runs a job gets before it is marked failed for an admin (about two hours in all). */
export const MAX_ATTEMPTS = 8;

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const ERROR_MAX_LENGTH = 500;

/** The wait after the nth failed run: 1 min, 2 min, 4 min, ... doubling, never more than an hour. */
export function retryDelayMs(failedAttempts: number) {
  return Math.min(FIRST_RETRY_MS * 2 ** (failedAttempts - 1), LONGEST_RETRY_MS);
}

/** What an admin reads of a failure: the message only (a stack names files and lines), on one short line. */
export function describeJobError(error: unknown) {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, " ").trim().slice(0, ERROR_MAX_LENGTH) || "Unknown error";
}

export const noHandlerError = (kind: string) => `No handler for jobs of kind "${kind}"`;
