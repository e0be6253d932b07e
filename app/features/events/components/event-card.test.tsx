import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { formatterFor } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { events } from "~/texts/en/events";
import { registrations } from "~/texts/en/registrations";
import { EventCard, type EventSummary } from "./event-card";

afterEach(cleanup);

const cup: EventSummary = {
  id: 7,
  title: "Summer Cup",
  title_fr: null,
  starts_at: "2030-07-15T13:00:00.000Z",
  location: "Varsity Arena, Toronto",
  location_fr: null,
  description: "Two days of handball for every age group.",
  description_fr: null,
  image: "/images/events/summer-cup.webp",
  capacity: 2,
  fee_cents: 0,
  registered: 1,
  held: 0,
};

async function renderCard(event: EventSummary) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale: "en", settings: { timeZone: "America/Toronto" } }),
      HydrateFallback: () => null,
      Component: () => <EventCard event={event} texts={events.list} />,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("article");
}

/** The links' visible words: without the text only screen readers and search engines get. */
const links = (card: HTMLElement) =>
  [...card.querySelectorAll("a")].map((a) =>
    [...a.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.classList.contains("sr-only")))
      .map((node) => node.textContent)
      .join(""),
  );

describe("an event's card", () => {
  it("open with spots left: Register Now", async () => {
    const card = await renderCard({ ...cup, registration: { phase: "open", opensAt: null } });
    expect(links(card)).toEqual([events.list.learnMore, events.list.registerNow]);
    // A search engine reads the link's text, which names the event after the visible "Learn More".
    expect(card.querySelector("a")?.textContent).toBe(`${events.list.learnMore}: ${cup.title}`);
  });

  it("open and full: the waiting list, on the event page", async () => {
    const card = await renderCard({ ...cup, registered: 2, registration: { phase: "open", opensAt: null } });
    expect(card.textContent).toContain(events.list.full);
    expect(links(card)).toEqual([events.list.learnMore, registrations.join.submit]);
    const join = screen.getByRole("link", { name: `${registrations.join.submit}: Summer Cup` });
    expect(join.getAttribute("href")).toBe("/events/7#register");
  });

  it("not open yet: says when it opens, and offers no registration", async () => {
    const opensAt = "2030-06-01T13:00:00.000Z";
    const card = await renderCard({ ...cup, registration: { phase: "not-open", opensAt } });
    const date = formatterFor("en", "America/Toronto").date(opensAt);
    expect(card.textContent).toContain(format(registrations.event.opensOn, { date }));
    expect(links(card)).toEqual([events.list.learnMore]);
  });

  it("closed: says so, full or not, and offers no registration", async () => {
    for (const registered of [1, 2]) {
      const card = await renderCard({ ...cup, registered, registration: { phase: "closed", opensAt: null } });
      expect(card.textContent).toContain(registrations.event.closed);
      expect(links(card)).toEqual([events.list.learnMore]);
      cleanup();
    }
  });

  it("shows the fee: Free, or the amount; a past event's card shows none", async () => {
    const free = await renderCard(cup);
    expect(free.textContent).toContain(events.list.free);
    cleanup();
    const paid = await renderCard({ ...cup, fee_cents: 2500 });
    expect(paid.textContent).toContain("$25.00");
    expect(paid.textContent).not.toContain(events.list.free);
    cleanup();
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => ({ locale: "en", settings: { timeZone: "America/Toronto" } }),
        HydrateFallback: () => null,
        Component: () => <EventCard event={{ ...cup, fee_cents: 2500 }} texts={events.list} past />,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect((await screen.findByRole("article")).textContent).not.toContain("$25.00");
  });
});
