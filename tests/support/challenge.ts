import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** What the browser's solver sends for `challenge` (the JSON a service answered with): the base64 payload. */
export async function solveForTest(challenge: string) {
  const parsed = JSON.parse(challenge);
  const solution = await solveChallenge({ challenge: parsed, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge: parsed, solution })).toString("base64");
}
