import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { type NextEvent, NextEvents } from "./next-events";

afterEach(cleanup);

const cup: NextEvent = {
  id: 7,
  title: "Summer Cup",
  title_fr: "Coupe d'été",
  starts_at: "2030-07-15T13:00:00.000Z",
  ends_at: "2030-07-15T22:00:00.000Z",
  location: "Varsity Arena, Toronto",
  location_fr: "Aréna Varsity, Toronto",
};

async function renderSection(events: NextEvent[], locale: Locale) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale, settings: { timeZone: "America/Toronto" } }),
      HydrateFallback: () => null,
      Component: () => (
        <main>
          <NextEvents events={events} heading="Coming up" allEvents="See all events" />
        </main>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("main");
}

describe("NextEvents", () => {
  it("shows each event with its link, its days and times and its place in the page's language", async () => {
    const main = await renderSection([cup], "fr");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Coming up");
    const link = screen.getByRole("link", { name: "Coupe d'été" });
    expect(link.getAttribute("href")).toBe("/fr/events/7");
    expect(main.textContent).toContain("lundi 15 juillet 2030, 9\u00a0h\u00a000 – 18\u00a0h\u00a000");
    expect(main.textContent).toContain("Aréna Varsity, Toronto");
    expect(screen.getByRole("link", { name: "See all events" }).getAttribute("href")).toBe("/fr/events");
  });

  it("is not there at all without an event: no heading over nothing", async () => {
    const main = await renderSection([], "en");
    expect(main.childElementCount).toBe(0);
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
