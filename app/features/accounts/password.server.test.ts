import { randomBytes, scryptSync } from "node:crypto";
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { HASH_QUEUE, HASH_THREADS, hashParameters, hashPassword, verifyPassword } from "./password.server";

// One scrypt hash at N=2^17 takes about half a second here.
const SLOW = 15_000;

/** A hash in our format made with any parameters, as an older or newer version of the app might store. */
function hashWith(password: string, N: number, r: number, p: number, keyLength = 64) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem: 256 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

describe("the database tests' lower cost (decision 046)", () => {
  it.each([
    ["12", 2 ** 12],
    ["16", 2 ** 16],
    ["9", 2 ** 17],
    ["17", 2 ** 17],
    ["twelve", 2 ** 17],
    ["", 2 ** 17],
  ])(
    "TEST_SCRYPT_LOG_N=%j hashes at N=%i",
    async (value, N) => {
      process.env.TEST_SCRYPT_LOG_N = value;
      try {
        const hash = await hashPassword("correct horse battery staple");
        expect(hashParameters(hash).N).toBe(N);
        expect(await verifyPassword({ hash, password: "correct horse battery staple" })).toBe(true);
      } finally {
        delete process.env.TEST_SCRYPT_LOG_N;
      }
    },
    SLOW,
  );
});

describe("hashPassword", () => {
  const password = "correct horse battery staple";
  let first: string;
  let second: string;

  beforeAll(async () => {
    [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
  }, SLOW);

  it("stores scrypt$N$r$p$salt$key with a 16-byte salt and a 64-byte key", () => {
    const match = first.match(/^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/);
    expect(match).not.toBeNull();
    const [, , , , salt = "", key = ""] = match as RegExpMatchArray;
    expect(Buffer.from(salt, "base64")).toHaveLength(16);
    expect(Buffer.from(key, "base64")).toHaveLength(64);
  });

  it("uses at least the OWASP Password Storage Cheat Sheet's scrypt minimum (N=2^17, r=8, p=1)", () => {
    const { N, r, p } = hashParameters(first);
    expect(N).toBeGreaterThanOrEqual(2 ** 17);
    expect(r).toBeGreaterThanOrEqual(8);
    expect(p).toBeGreaterThanOrEqual(1);
  });

  it("salts every hash, so the same password hashes differently", () => {
    expect(second).not.toBe(first);
    expect(second.split("$")[4]).not.toBe(first.split("$")[4]);
  });

  it(
    "verifies the right password and refuses a wrong one",
    async () => {
      expect(await verifyPassword({ hash: first, password })).toBe(true);
      expect(await verifyPassword({ hash: second, password })).toBe(true);
      expect(await verifyPassword({ hash: first, password: "correct horse battery stapl" })).toBe(false);
      expect(await verifyPassword({ hash: first, password: "Correct horse battery staple" })).toBe(false);
    },
    SLOW,
  );
});

describe("verifyPassword", () => {
  it(
    "reads the parameters from the stored hash, so hashes made with other parameters still verify",
    async () => {
      const old = hashWith("s3cret-pass", 2 ** 14, 8, 1);
      expect(await verifyPassword({ hash: old, password: "s3cret-pass" })).toBe(true);
      expect(await verifyPassword({ hash: old, password: "s3cret-pasS" })).toBe(false);
      const betterAuthDefault = hashWith("s3cret-pass", 2 ** 14, 16, 1, 32);
      expect(await verifyPassword({ hash: betterAuthDefault, password: "s3cret-pass" })).toBe(true);
    },
    SLOW,
  );

  it("compares Unicode passwords in NFKC form", async () => {
    const hash = hashWith("caf\u00e9-ball", 2 ** 14, 8, 1);
    expect(await verifyPassword({ hash, password: "cafe\u0301-ball" })).toBe(true);
  });

  const good = hashWith("secret", 2 ** 14, 8, 1);
  const [, N, r, p, salt, key] = good.split("$");
  it.each([
    ["an empty string", ""],
    ["plain text", "secret"],
    ["another scheme", `bcrypt$${N}$${r}$${p}$${salt}$${key}`],
    ["a missing key", `scrypt$${N}$${r}$${p}$${salt}`],
    ["an empty key", `scrypt$${N}$${r}$${p}$${salt}$`],
    ["a key that decodes to nothing", `scrypt$${N}$${r}$${p}$${salt}$=`],
    ["a too-short key", `scrypt$${N}$${r}$${p}$${salt}$AAAA`],
    ["an empty salt", `scrypt$${N}$${r}$${p}$$${key}`],
    ["a non-numeric N", `scrypt$abc$${r}$${p}$${salt}$${key}`],
    ["an N that is not a power of two", `scrypt$1000$${r}$${p}$${salt}$${key}`],
    ["a zero r", `scrypt$${N}$0$${p}$${salt}$${key}`],
    ["a fractional p", `scrypt$${N}$${r}$1.5$${salt}$${key}`],
    ["extra fields", `${good}$extra`],
  ])("refuses a malformed hash (%s) without throwing", async (_, hash) => {
    expect(await verifyPassword({ hash, password: "secret" })).toBe(false);
  });
});

describe("hashing under load", () => {
  it(
    "leaves file reads free while a burst of sign-ups hashes (libuv's pool keeps serving static files)",
    async () => {
      // Four hashes at once would fill libuv's four threads if scrypt ran there.
      const order: string[] = [];
      const hashes = Array.from({ length: 4 }, (_, i) =>
        hashPassword(`flood-password-${i}`).then(() => order.push("hash")),
      );
      await new Promise((resolve) => setImmediate(resolve));
      await readFile("package.json").then(() => order.push("file"));
      await Promise.all(hashes);
      expect(order[0]).toBe("file");
    },
    SLOW * 2,
  );
});

describe("a flood beyond the hashing queue", () => {
  it("is answered 503 at once for the excess, while the queued hashes still complete", async () => {
    const hash = hashWith("secret", 2 ** 10, 8, 1);
    const count = HASH_THREADS + HASH_QUEUE + 10;
    const results = await Promise.allSettled(
      Array.from({ length: count }, () => verifyPassword({ hash, password: "secret" })),
    );
    const verified = results.filter((r) => r.status === "fulfilled" && r.value === true);
    const refused = results.filter((r) => r.status === "rejected");
    expect(verified.length).toBeGreaterThanOrEqual(HASH_QUEUE);
    expect(refused.length).toBeGreaterThan(0);
    expect(verified.length + refused.length).toBe(count);
    for (const r of refused) {
      const reason = (r as PromiseRejectedResult).reason as { init?: { status?: number } };
      expect(reason.init?.status).toBe(503);
    }
  });
});
