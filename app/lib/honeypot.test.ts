import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, honeypotFilled } from "./honeypot";

describe("honeypotFilled", () => {
  it.each([
    [{}, false],
    [{ [HONEYPOT_FIELD]: "" }, false],
    [{ [HONEYPOT_FIELD]: "   " }, false],
    [{ [HONEYPOT_FIELD]: "https://spam.example" }, true],
    [{ [HONEYPOT_FIELD]: "x" }, true],
  ])("%j -> %s", (form, filled) => {
    expect(honeypotFilled(form)).toBe(filled);
  });
});
