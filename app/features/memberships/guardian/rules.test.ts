import { describe, expect, it } from "vitest";
import { guardianConfirmationState, guardianLinkExpiry, isOwnAddress, parseGuardianToken } from "./rules";

describe("isOwnAddress: the account holder is the guardian", () => {
  it.each([
    ["ada@example.org", "ada@example.org", true],
    ["Ada@Example.org", "ada@EXAMPLE.ORG", true],
    ["ada@example.org", " ada@example.org ", true],
    ["ada@example.org", "sam@example.org", false],
    ["ada@example.org", "ada@example.org.evil", false],
    ["ada+kids@example.org", "ada@example.org", false],
  ])("%s declaring for %s: %s", (account, guardian, own) => {
    expect(isOwnAddress(account, guardian)).toBe(own);
  });
});

describe("guardianConfirmationState", () => {
  const now = new Date("2026-03-01T12:00:00.000Z");
  it.each([
    [{ confirmed_at: "2026-02-01T00:00:00.000Z", expires_at: null }, "confirmed"],
    [{ confirmed_at: "2026-02-01T00:00:00.000Z", expires_at: "2026-02-02T00:00:00.000Z" }, "confirmed"],
    [{ confirmed_at: null, expires_at: "2026-03-01T12:00:00.001Z" }, "awaiting"],
    [{ confirmed_at: null, expires_at: "2026-03-01T12:00:00.000Z" }, "expired"],
    [{ confirmed_at: null, expires_at: "2026-02-28T00:00:00.000Z" }, "expired"],
  ] as const)("%o is %s", (confirmation, state) => {
    expect(guardianConfirmationState(confirmation, now)).toBe(state);
  });

  it("a link sent now is awaiting for 30 days, then expired", () => {
    const expires_at = guardianLinkExpiry(now);
    const day = 24 * 60 * 60 * 1000;
    const at = (days: number) => new Date(now.getTime() + days * day - 1);
    expect(guardianConfirmationState({ confirmed_at: null, expires_at }, at(30))).toBe("awaiting");
    expect(guardianConfirmationState({ confirmed_at: null, expires_at }, at(30 + 1 / day))).toBe("expired");
  });
});

describe("parseGuardianToken", () => {
  it.each([
    ["abcdefghijklmnopqrstuvwxyz012345", true],
    ["short", false],
    ["has space in it 0123456789", false],
    ["x".repeat(65), false],
    [undefined, false],
  ])("%s: %s", (token, ok) => {
    expect(parseGuardianToken(token) !== null).toBe(ok);
  });
});
