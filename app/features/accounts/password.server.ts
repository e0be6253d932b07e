import { randomBytes, timingSafeEqual } from "node:crypto";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { data } from "react-router";

/**
 * scrypt with N=2^17, r=8, p=1: the OWASP Password Storage Cheat Sheet's minimum (better-auth's default
 * is N=2^14, r=16). 128 MiB per hash.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 } as const;

/**
 * The parameters new hashes are made with: SCRYPT_PARAMS, except in the database tests (decision 046),
 * whose workflows sign up and sign in hundreds of times to test what happens
 * around a hash (throttles, sessions, e-mails), not the hash, which password.server.test.ts tests at full
 * cost. `TEST_SCRYPT_LOG_N` is read only under Vitest, so no setting can lower a server's cost; verifying
 * always uses the parameters stored in the hash.
 */
function hashParams() {
  const logN = process.env.VITEST ? Number(process.env.TEST_SCRYPT_LOG_N) : Number.NaN;
  return Number.isInteger(logN) && logN >= 10 && logN < 17
    ? { ...SCRYPT_PARAMS, N: 2 ** logN }
    : SCRYPT_PARAMS;
}

/**
 * Hashes run in their own threads (decision 013): two at a time, so at most 256 MiB and two cores go to
 * hashing while pages and static files keep being served. Beyond the queue a flood gets a 503.
 */
export const HASH_THREADS = 2;
export const HASH_QUEUE = 64;

// The worker sits next to this module in the sources (Vitest, development) and next to the server
// bundle in build/server (vite.config.ts copies it there), so the same relative URL finds it.
let pool: Piscina | undefined;
function hashPool() {
  pool ??= new Piscina({
    filename: fileURLToPath(new URL("./hash-worker.mjs", import.meta.url)),
    minThreads: 0,
    maxThreads: HASH_THREADS,
    maxQueue: HASH_QUEUE,
    idleTimeout: 60_000,
  });
  return pool;
}

async function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number; keyLength: number },
) {
  const key: Uint8Array = await hashPool()
    .run({ password, salt, ...params })
    .catch((error: unknown) => {
      // A full queue is a flood, not a fault: the visitor gets "try again in a moment" with a 503.
      if (error instanceof Error && error.message === "Task queue is at limit")
        throw data(null, { status: 503 });
      throw error;
    });
  return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
}

/** `scrypt$N$r$p$salt$key`, so parameters can be raised later without breaking stored hashes. */
export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const params = hashParams();
  const key = await derive(password, salt, params);
  const { N, r, p } = params;
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

const positiveInteger = (value: number) => Number.isSafeInteger(value) && value > 0;

/**
 * Reads `scrypt$N$r$p$salt$key`; anything else is refused rather than passed on: a key that decodes to
 * nothing would match every password, and parameters scrypt rejects would throw in the middle of a sign-in.
 */
function parseHash(hash: string) {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [, N = "", r = "", p = "", salt = "", key = ""] = parts;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  const expected = Buffer.from(key, "base64");
  const valid =
    positiveInteger(params.N) &&
    params.N > 1 &&
    Number.isInteger(Math.log2(params.N)) &&
    positiveInteger(params.r) &&
    positiveInteger(params.p) &&
    salt !== "" &&
    expected.length >= 16;
  if (!valid) return null;
  return { params: { ...params, keyLength: expected.length }, salt: Buffer.from(salt, "base64"), expected };
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  const stored = parseHash(hash);
  if (!stored) return false;
  const actual = await derive(password, stored.salt, stored.params);
  return timingSafeEqual(actual, stored.expected);
}

/** Parameters recorded in a stored hash, for the test that checks them against the cheat sheet. */
export function hashParameters(hash: string) {
  const [, N, r, p] = hash.split("$");
  return { N: Number(N), r: Number(r), p: Number(p) };
}
