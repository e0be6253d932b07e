import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { ContentText } from "./content-text";

afterEach(cleanup);

/** A page in `locale` (the root loader's data says so) that shows one title. */
async function renderIn(locale: Locale, fr: string | null) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale }),
      HydrateFallback: () => null,
      Component: () => <ContentText as="h1" en="Summer Cup" fr={fr} />,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("heading", { level: 1 });
}

describe("ContentText", () => {
  it("shows the French on a French page, with no lang of its own", async () => {
    const heading = await renderIn("fr", "Coupe d'été");
    expect(heading.textContent).toBe("Coupe d'été");
    expect(heading.hasAttribute("lang")).toBe(false);
  });

  it.each([null, "", "   "])(
    "shows the English marked lang=en on a French page when the French is %j",
    async (fr) => {
      const heading = await renderIn("fr", fr);
      expect(heading.textContent).toBe("Summer Cup");
      expect(heading.getAttribute("lang")).toBe("en");
    },
  );

  it("shows the English on an English page, with no lang of its own", async () => {
    const heading = await renderIn("en", "Coupe d'été");
    expect(heading.textContent).toBe("Summer Cup");
    expect(heading.hasAttribute("lang")).toBe(false);
  });
});
