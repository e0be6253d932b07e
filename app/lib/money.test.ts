import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  itMaps("%i cents → %s", (cents) => formatMoney(cents, "en"), [
    [8999, "$89.99"],
    [0, "$0.00"],
    [500, "$5.00"],
    [1, "$0.01"],
    [3499, "$34.99"],
    [10_000, "$100.00"],
    [123456, "$1,234.56"],
  ]);
});

describe("formatMoney in prose (whole)", () => {
  itMaps("%i cents → %s", (cents) => formatMoney(cents, "en", { whole: true }), [
    [10_000, "$100"],
    [500, "$5"],
    [8999, "$89.99"],
  ]);
});

/** A no-break space (U+00A0): French puts one before "$" and between groups of thousands. */
const _ = "\u00a0";

describe("formatMoney in each language", () => {
  it.each([
    [8999, {}, "$89.99", `89,99${_}$`],
    [0, {}, "$0.00", `0,00${_}$`],
    [1, {}, "$0.01", `0,01${_}$`],
    [99, {}, "$0.99", `0,99${_}$`],
    [123456, {}, "$1,234.56", `1${_}234,56${_}$`],
    [123456789, {}, "$1,234,567.89", `1${_}234${_}567,89${_}$`],
    [100_000, {}, "$1,000.00", `1${_}000,00${_}$`],
    [10_000, { whole: true }, "$100", `100${_}$`],
    [100_000, { whole: true }, "$1,000", `1${_}000${_}$`],
    [0, { whole: true }, "$0", `0${_}$`],
    [8999, { whole: true }, "$89.99", `89,99${_}$`],
    [-500, {}, "-$5.00", `-5,00${_}$`],
  ])("%i cents %o → %s / %s", (cents, options, en, fr) => {
    expect(formatMoney(cents, "en", options)).toBe(en);
    expect(formatMoney(cents, "fr", options)).toBe(fr);
  });

  it("agrees with Intl on English, whatever the runtime (the output before money was formatted by hand)", () => {
    const intl = new Intl.NumberFormat("en-CA", {
      style: "currency",
      currency: "CAD",
      currencyDisplay: "narrowSymbol",
    });
    for (const cents of [0, 1, 99, 8999, 123456, 123456789, -500])
      expect(formatMoney(cents, "en")).toBe(intl.format(cents / 100));
  });

  it("writes French with U+00A0, never the U+202F that some ICU versions put in", () => {
    const french = [123456, 123456789, 8999].map((cents) => formatMoney(cents, "fr")).join("");
    expect(french).not.toMatch(/[\u2009\u202f]/);
    expect(french).toContain("\u00a0$");
  });
});
