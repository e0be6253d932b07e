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

export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  const [scheme, N, r, p, salt, key] = hash.split("$");
  if (scheme !== "scrypt" || !N || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const params = { N: Number(N), r: Number(r), p: Number(p), keyLength: expected.length };
  const actual = await derive(password, Buffer.from(salt, "base64"), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Parameters recorded in a stored hash, for the test that checks them against the cheat sheet. */
export function hashParameters(hash: string) {
  const [, N, r, p] = hash.split("$");
  return { N: Number(N), r: Number(r), p: Number(p) };
}
