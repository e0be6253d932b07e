import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { Config } from "./config";
import { CHALLENGE_ALGORITHM, CHALLENGE_COST, CHALLENGE_LIFETIME_MS, PROOF_MAX_LENGTH } from "./limits";
import { sessionSecret } from "./secret.server";

/**
 * Proofs of work (decision 039): self-hosted ALTCHA challenges, signed with keys derived from the site's
 * secret, bound to one action ("signup", "registration", "checkout") and to an expiry, both inside the
 * signed parameters. Whether a proof was already used is the database's business (rate-limit.server.ts).
 */

/** Two keys derived from the session secret, so the challenges' keys are not the cookies' key. */
function keys(config: Config) {
  const secret = sessionSecret(config);
  const derive = (label: string) => createHmac("sha256", secret).update(`altcha:${label}`).digest("hex");
  return { hmacSignatureSecret: derive("challenge"), hmacKeySignatureSecret: derive("key") };
}

/** A new challenge for `action`, as the JSON text the browser solves. */
export async function newChallenge(config: Config, action: string, now: Date): Promise<string> {
  const challenge = await createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_COST,
    counter: randomInt(config.CHALLENGE_DIFFICULTY, 0),
    deriveKey,
    data: { action, expires: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString() },
    ...keys(config),
  });
  return JSON.stringify(challenge);
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      data: z.object({ action: z.string(), expires: z.iso.datetime() }),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().max(256) }),
});

/** A proof that passed its checks: its signature is what is recorded as used, until `expiresAt`. */
export type Proof = { signature: string; expiresAt: string };

/**
 * The proof of the form (base64 of the JSON the browser's solver made) when it solves a challenge this
 * site signed for `action` that has not expired at `now`; null for anything else, however malformed.
 */
export async function checkProof(
  config: Config,
  text: string | undefined,
  action: string,
  now: Date,
): Promise<Proof | null> {
  if (!text || text.length > PROOF_MAX_LENGTH) return null;
  let payload: z.infer<typeof payloadSchema>;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(text, "base64").toString("utf8")));
    if (!parsed.success) return null;
    payload = parsed.data;
  } catch {
    return null;
  }
  const { action: boundTo, expires } = payload.challenge.parameters.data;
  if (boundTo !== action || expires <= now.toISOString()) return null;
  const result = await verifySolution({
    challenge: payload.challenge as unknown as Challenge,
    solution: payload.solution,
    deriveKey,
    ...keys(config),
  }).catch(() => ({ verified: false }));
  return result.verified ? { signature: payload.challenge.signature, expiresAt: expires } : null;
}
