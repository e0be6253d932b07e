import { expect, it } from "vitest";

/**
 * The table test of a pure rule: one test per `[input, expected]` row, titled by `title`'s
 * printf placeholders (`%s`, `%j`, `%i`) from the row, asserting that `rule(input)` equals `expected`
 * (`toEqual`, which compares numbers, strings and booleans as `toBe` does).
 */
export function itMaps<I, O>(title: string, rule: (input: I) => O, rows: readonly (readonly [I, O])[]) {
  it.each(rows as [I, O][])(title, (input, expected) => {
    expect(rule(input)).toEqual(expected);
  });
}

/** One test per input, titled by `title` from the input: `rule(input)` refuses it with null. */
export function itRefuses<I>(title: string, rule: (input: I) => unknown, inputs: readonly I[]) {
  it.each(inputs as I[])(title, (input) => {
    expect(rule(input)).toBeNull();
  });
}
