import * as crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { verificationCode, verifiedMemberNumber } from "./verification.server";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const secret = "card-secret-card-secret-card-secret-0001";

describe("the verification code of a member card", () => {
  afterEach(() => vi.mocked(crypto.timingSafeEqual).mockClear());

  it("is the member number and 20 URL-safe characters, and vouches for that number", () => {
    const code = verificationCode(secret, "OHA-000123");
    expect(code).toMatch(/^OHA-000123\.[\w-]{20}$/);
    expect(verifiedMemberNumber(secret, code)).toBe("OHA-000123");
  });

  it("cannot be made for the next number by changing the number (numbers are sequential)", () => {
    const [, mac] = verificationCode(secret, "OHA-000123").split(".");
    expect(verifiedMemberNumber(secret, `OHA-000124.${mac}`)).toBeNull();
    expect(verificationCode(secret, "OHA-000124")).not.toBe(`OHA-000124.${mac}`);
  });

  it("refuses a changed, shortened or lengthened MAC, another secret's code, and malformed codes", () => {
    const code = verificationCode(secret, "OHA-000123");
    const last = code.at(-1) === "A" ? "B" : "A";
    for (const tampered of [
      `${code.slice(0, -1)}${last}`,
      code.slice(0, -1),
      `${code}A`,
      verificationCode("another-secret-another-secret-another-01", "OHA-000123"),
      "OHA-000123",
      "OHA-000123.",
      `${code}.extra`,
      `oha-000123.${code.split(".")[1]}`,
      `../OHA-000123.${code.split(".")[1]}`,
      "",
    ]) {
      expect(verifiedMemberNumber(secret, tampered), tampered).toBeNull();
    }
  });

  it("compares the MAC in constant time", () => {
    const code = verificationCode(secret, "OHA-000123");
    verifiedMemberNumber(secret, code);
    verifiedMemberNumber(secret, `${code.slice(0, -1)}${code.at(-1) === "A" ? "B" : "A"}`);
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(2);
  });
});
