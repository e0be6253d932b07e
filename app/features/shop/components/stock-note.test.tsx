import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { StockNote } from "./stock-note";

afterEach(cleanup);

async function note(quantity: number, available: number | undefined, locale: Locale = "en") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/*",
      loader: () => ({ locale }),
      HydrateFallback: () => null,
      Component: () => (
        <p data-testid="line">
          <StockNote quantity={quantity} available={available} />
        </p>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return (await screen.findByTestId("line")).textContent;
}

describe("a cart line's stock note", () => {
  it.each([
    [3, 2, "en", "Only 2 left"],
    [1, 0, "en", "Sold out"],
    [3, 2, "fr", "Plus que 2 en stock"],
    [1, 0, "fr", "Épuisé"],
    [2, 2, "en", ""],
    [2, undefined, "en", ""],
  ] as const)("%i asked, %s left, in %s: %j", async (quantity, available, locale, said) => {
    expect(await note(quantity, available, locale)).toBe(said);
  });
});
