import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it.each([
    [8999, "$89.99"],
    [0, "$0.00"],
    [500, "$5.00"],
    [1, "$0.01"],
    [3499, "$34.99"],
    [10_000, "$100.00"],
    [123456, "$1,234.56"],
  ])("%i cents → %s", (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });
});

describe("formatMoney in prose (whole)", () => {
  it.each([
    [10_000, "$100"],
    [500, "$5"],
    [8999, "$89.99"],
  ])("%i cents → %s", (cents, expected) => {
    expect(formatMoney(cents, { whole: true })).toBe(expected);
  });
});
