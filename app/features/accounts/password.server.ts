import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * scrypt with N=2^17, r=8, p=1: the OWASP Password Storage Cheat Sheet's minimum (better-auth's default
 * is N=2^14, r=16). 128 MiB per hash, so maxmem is raised accordingly.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 } as const;
const maxmem = 256 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number; keyLength: number },
) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize("NFKC"),
      salt,
      params.keyLength,
      { N: params.N, r: params.r, p: params.p, maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$key`, so parameters can be raised later without breaking stored hashes. */
export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
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
