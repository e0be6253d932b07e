// The calendar end to end: the month grid, month navigation and day selection with and without
// JavaScript, the download panel, and the iCalendar feed (docs/product.md departure 6: every event).
//
// Each test makes its own events in a month of its own (2031-2032), so the counts it sees are its own;
// the events-*.spec.ts files keep to 2030 and 2033.
import type { Locator, Page } from "@playwright/test";
import ICAL from "ical.js";
import { withDb } from "./db";
import { BASE_URL } from "./env";
import { downloadText, withTitle } from "./events-helpers";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, open } from "./helpers";

test.describe.configure({ timeout: 90_000 });

const SEEDED = [
  "Provincial Indoor Championship",
  "Youth Handball Training Camp",
  "Coaching Certification Clinic",
  "Community Try-Handball Day",
  "Beach Handball Festival",
];

function main(page: Page) {
  return page.getByRole("main");
}

function monthHeading(page: Page) {
  return main(page).locator("#month-heading");
}

/**
 * The link of a day cell, named by its date ("October 8, 2031"), and when the day has events, their
 * count and the titles the cell shows ("October 8, 2031, 2 events: Cup Clinic").
 */
function dayLink(page: Page, date: string, titles: string[] = []) {
  const count = titles.length === 1 ? "1 event" : `${titles.length} events`;
  const shown = titles.length > 3 ? [...titles.slice(0, 3), `+${titles.length - 3} more`] : titles;
  const name = titles.length === 0 ? date : `${date}, ${count}: ${shown.join(" ")}`;
  return main(page).getByRole("table").getByRole("link", { name, exact: true });
}

/** The side panel of the selected day (or the prompt to select one). */
function dayPanel(page: Page) {
  return main(page).locator("aside > section").first();
}

function downloadPanel(page: Page) {
  return main(page)
    .locator("aside > section")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Add to your calendar" }) });
}

function currentMonthHeading() {
  return new Intl.DateTimeFormat("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "America/Toronto",
  }).format(new Date());
}

/** UIDs of the VEVENTs of an iCalendar text, parsed by ical.js. */
function uidsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((event) => String(event.getFirstPropertyValue("uid")));
}

function allEventIds() {
  return withDb((db) =>
    (db.prepare("SELECT id FROM events ORDER BY id").all() as { id: number }[]).map((r) => r.id),
  );
}

test.describe("the month grid", () => {
  test("has weekday headers from Sunday, greyed days outside the month and each day's event titles", async ({
    page,
    createEvent,
  }) => {
    const titles: string[] = [];
    for (const event of [
      { tag: "Autumn Cup Referees", date: "2031-10-08", startTime: "13:00", endTime: "15:00" },
      { tag: "Autumn Cup Day 1", date: "October 8, 2031" },
      // 22:00-23:30 in Toronto is the next day in UTC: the cell is still the local day.
      { tag: "Late Night Handball", date: "2031-10-22", startTime: "22:00", endTime: "23:30" },
      { tag: "November Opener", date: "2031-11-01" },
    ])
      titles.push((await createEvent(event)).title);
    const [afternoon, morning, evening, next] = titles as [string, string, string, string];

    await open(page, "/calendar?month=2031-10");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendar");
    await expect(monthHeading(page)).toHaveText("October 2031");
    const table = main(page).getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([
      "Sun",
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
    ]);
    expect(
      await table.locator("th abbr").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("title"))),
    ).toEqual(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
    // October 1, 2031 is a Wednesday: the grid runs from Sunday September 28 to Saturday November 1.
    await expect(table.locator("tbody tr")).toHaveCount(5);
    await expect(table.locator("tbody td")).toHaveCount(35);
    await expect(table.locator("tbody td").first().getByRole("link")).toHaveAccessibleName(
      "September 28, 2031",
    );
    await expect(table.locator("tbody td").nth(3).getByRole("link")).toHaveAccessibleName("October 1, 2031");
    await expect(table.locator("tbody td").last().getByRole("link")).toHaveAccessibleName(
      `November 1, 2031, 1 event: ${next}`,
    );

    // Each day cell shows its number and its events' titles, in the order of their start.
    const number = (link: Locator) => link.locator('[aria-hidden="true"]');
    const chips = (link: Locator) =>
      link.locator(":scope > span").filter({ hasNot: page.locator(".sr-only") });
    const eighth = dayLink(page, "October 8, 2031", [morning, afternoon]);
    await expect(number(eighth)).toHaveText("8");
    await expect(chips(eighth)).toHaveText([morning, afternoon]);
    const twentySecond = dayLink(page, "October 22, 2031", [evening]);
    await expect(number(twentySecond)).toHaveText("22");
    await expect(chips(twentySecond)).toHaveText([evening]);
    await expect(chips(dayLink(page, "October 23, 2031"))).toHaveCount(0);
    await expect(chips(dayLink(page, "November 1, 2031", [next]))).toHaveText([next]);

    // Days outside the month are greyed: another background and a lighter text than the month's days.
    const style = (link: Locator) =>
      link.evaluate((element) => {
        const s = getComputedStyle(element);
        return { color: s.color, background: s.backgroundColor };
      });
    const inside = await style(dayLink(page, "October 1, 2031"));
    const before = await style(dayLink(page, "September 30, 2031"));
    const after = await style(dayLink(page, "November 1, 2031", [next]));
    expect(inside.background).toBe("rgba(0, 0, 0, 0)");
    expect(before.background).not.toBe(inside.background);
    expect(before.color).not.toBe(inside.color);
    expect(after).toEqual(before);

    await expect(dayPanel(page)).toHaveText("Select a date to see its events.");
    await expect(main(page).getByRole("heading", { name: /^Events on / })).toHaveCount(0);
  });

  test("a day selected lists its events with View Details and Google Calendar, or says nothing is scheduled", async ({
    page,
    createEvent,
  }) => {
    const { id: firstId, title: first } = await createEvent({
      tag: "March Break Camp",
      date: "2032-03-16",
      location: "Humber College Athletics, Toronto",
      description: "Three days of March break handball for players aged 10 to 14.",
    });
    const { id: secondId, title: second } = await createEvent({
      tag: "March Break Final",
      date: "2032-03-16",
      startTime: "19:00",
      endTime: "21:00",
      location: "Carleton University Fieldhouse, Ottawa",
    });

    await open(page, "/calendar?month=2032-03");
    const both = dayLink(page, "March 16, 2032", [first, second]);
    await both.click();
    await expect(page).toHaveURL("/calendar?month=2032-03&day=2032-03-16#day-events");
    await expect(both).toHaveAttribute("aria-current", "date");
    const panel = dayPanel(page);
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Events on March 16, 2032");
    const items = panel.getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(first);
    await expect(items.nth(0)).toContainText("Humber College Athletics, Toronto");
    await expect(items.nth(1)).toContainText(second);
    await expect(items.nth(1)).toContainText("Carleton University Fieldhouse, Ottawa");
    await expect(items.nth(0).getByRole("link")).toHaveCount(2);
    await expect(items.nth(0).getByRole("link", { name: withTitle("View Details", first) })).toHaveAttribute(
      "href",
      `/events/${firstId}`,
    );
    await expect(items.nth(1).getByRole("link", { name: withTitle("View Details", second) })).toHaveAttribute(
      "href",
      `/events/${secondId}`,
    );

    // Each event of the day has its Google Calendar link (a template, opened in a new tab).
    const google = items.nth(0).getByRole("link", { name: withTitle("Google Calendar", first) });
    await expect(google).toHaveAttribute("target", "_blank");
    await expect(google).toHaveAttribute("rel", "noopener noreferrer");
    const url = new URL((await google.getAttribute("href")) as string);
    expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: first,
      dates: "20320316T130000Z/20320316T220000Z",
      details: `Three days of March break handball for players aged 10 to 14.\n\n${BASE_URL}/events/${firstId}`,
      location: "Humber College Athletics, Toronto",
      ctz: "America/Toronto",
    });
    const secondGoogle = items.nth(1).getByRole("link", { name: withTitle("Google Calendar", second) });
    expect(new URL((await secondGoogle.getAttribute("href")) as string).searchParams.get("dates")).toBe(
      "20320316T230000Z/20320317T010000Z",
    );

    await dayLink(page, "March 17, 2032").click();
    await expect(page).toHaveURL("/calendar?month=2032-03&day=2032-03-17#day-events");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Events on March 17, 2032");
    await expect(panel).toContainText("Nothing is scheduled on March 17, 2032.");
    await expect(panel.getByRole("listitem")).toHaveCount(0);
    await expect(both).not.toHaveAttribute("aria-current");
    await expect(dayLink(page, "March 17, 2032")).toHaveAttribute("aria-current", "date");

    // A day of the grid outside the month can be selected too; a date not on the grid cannot.
    await open(page, "/calendar?month=2032-03&day=2032-02-29");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Events on February 29, 2032");
    await open(page, "/calendar?month=2032-03&day=2032-05-01");
    await expect(panel).toHaveText("Select a date to see its events.");

    await open(page, "/calendar?month=2032-03&day=2032-03-16");
    await items
      .nth(1)
      .getByRole("link", { name: withTitle("View Details", second) })
      .click();
    await expect(page).toHaveURL(`/events/${secondId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second);
  });

  test("Previous month and Next month move by a month without reloading the page", async ({ page }) => {
    await open(page, "/calendar?month=2031-12");
    await expect(monthHeading(page)).toHaveText("December 2031");
    await page.evaluate(() => {
      (window as unknown as { marker?: string }).marker = "same document";
    });
    const nextMonth = main(page).getByRole("link", { name: "Next month" });
    const previousMonth = main(page).getByRole("link", { name: "Previous month" });
    await expect(nextMonth).toHaveAttribute("href", "/calendar?month=2032-01");
    await expect(previousMonth).toHaveAttribute("href", "/calendar?month=2031-11");
    await nextMonth.click();
    await expect(page).toHaveURL("/calendar?month=2032-01");
    await expect(monthHeading(page)).toHaveText("January 2032");
    await previousMonth.click();
    await expect(page).toHaveURL("/calendar?month=2031-12");
    await previousMonth.click();
    await expect(page).toHaveURL("/calendar?month=2031-11");
    await expect(monthHeading(page)).toHaveText("November 2031");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same document",
    );

    // Without a month (or with one that is no month) the calendar shows this month in Toronto.
    for (const path of ["/calendar", "/calendar?month=2031-13", "/calendar?month=junk"]) {
      await open(page, path);
      await expect(monthHeading(page), path).toHaveText(currentMonthHeading());
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the month links and the day selection work", async ({ page, createEvent }) => {
    const { id, title } = await createEvent({
      tag: "Summer Sand Series",
      date: "2032-08-21",
      location: "Woodbine Beach, Toronto",
    });

    await page.goto("/calendar?month=2032-07");
    await expect(monthHeading(page)).toHaveText("July 2032");
    await main(page).getByRole("link", { name: "Next month" }).click();
    await expect(page).toHaveURL("/calendar?month=2032-08");
    await expect(monthHeading(page)).toHaveText("August 2032");
    const day = dayLink(page, "August 21, 2032", [title]);
    await expect(day).toContainText(title);
    await expect(dayPanel(page)).toHaveText("Select a date to see its events.");
    await day.click();
    await expect(page).toHaveURL("/calendar?month=2032-08&day=2032-08-21#day-events");
    await expect(dayPanel(page).getByRole("heading", { level: 2 })).toHaveText("Events on August 21, 2032");
    await expect(dayPanel(page).getByRole("listitem")).toContainText(title);
    await expect(dayPanel(page).getByRole("listitem")).toContainText("Woodbine Beach, Toronto");
    await expect(
      dayPanel(page).getByRole("link", { name: withTitle("Google Calendar", title) }),
    ).toHaveAttribute("href", /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
    await dayPanel(page)
      .getByRole("link", { name: withTitle("View Details", title) })
      .click();
    await expect(page).toHaveURL(`/events/${id}`);

    await page.goto("/calendar?month=2032-08&day=2032-08-22");
    await expect(dayPanel(page)).toContainText("Nothing is scheduled on August 22, 2032.");
    await main(page).getByRole("link", { name: "Previous month" }).click();
    await expect(page).toHaveURL("/calendar?month=2032-07");
    await main(page).getByRole("link", { name: "Previous month" }).click();
    await expect(monthHeading(page)).toHaveText("June 2032");
  });
});

test.describe("the download panel and the feed", () => {
  test("offers the .ics of every event, with a toast, and the feed to subscribe to", async ({
    page,
    createEvent,
  }) => {
    await createEvent({ tag: "Victoria Day Tournament", date: "2032-05-22" });

    await open(page, "/calendar?month=2032-05");
    const panel = downloadPanel(page);
    await expect(panel).toContainText(
      "To add an event to Google Calendar, select its day: the Google Calendar link is next to it.",
    );
    const ics = panel.getByRole("link", { name: "Download iCal / Outlook file (all events)" });
    await expect(ics).toHaveAttribute("href", "/calendar.ics?download=1");
    const [download] = await Promise.all([page.waitForEvent("download"), ics.click()]);
    expect(download.suggestedFilename()).toBe("events.ics");
    await expectToast(page, {
      title: "Calendar Downloaded",
      description: "Open the file to add the events to your calendar.",
    });
    const file = await downloadText(download);
    expect(uidsOf(file).sort()).toEqual(
      allEventIds()
        .map((id) => `event-${id}@127.0.0.1`)
        .sort(),
    );

    const feed = `${BASE_URL.replace(/^http:/, "webcal:")}/calendar.ics`;
    expect(feed).toMatch(/^webcal:\/\/127\.0\.0\.1:\d+\/calendar\.ics$/);
    await expect(panel.getByRole("link", { name: "Subscribe to the calendar feed" })).toHaveAttribute(
      "href",
      feed,
    );
    await expect(panel).toContainText("Your calendar app will keep it up to date.");
  });

  test("/calendar.ics is an iCalendar feed of every event, seeded ones included", async ({
    request,
    createEvent,
  }) => {
    const { id: lateId, title: late } = await createEvent({
      tag: "Feed Night Match",
      date: "2032-10-16",
      startTime: "21:30",
      endTime: "23:00",
    });

    const response = await request.get("/calendar.ics");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe('inline; filename="events.ics"');
    const body = await response.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(body).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Toronto");

    const uids = uidsOf(body);
    const seeded = withDb(
      (db) =>
        db
          .prepare(`SELECT id FROM events WHERE title IN (${SEEDED.map(() => "?").join(",")})`)
          .all(...SEEDED) as { id: number }[],
    );
    expect(seeded).toHaveLength(5);
    for (const { id } of seeded) expect(uids).toContain(`event-${id}@127.0.0.1`);
    expect([...uids].sort()).toEqual(
      allEventIds()
        .map((id) => `event-${id}@127.0.0.1`)
        .sort(),
    );
    expect(new Set(uids).size).toBe(uids.length);

    const calendar = new ICAL.Component(ICAL.parse(body));
    const event = calendar
      .getAllSubcomponents("vevent")
      .find((e) => e.getFirstPropertyValue("uid") === `event-${lateId}@127.0.0.1`);
    expect(event?.getFirstPropertyValue("summary")).toBe(late);
    expect(body).toContain("DTSTART;TZID=America/Toronto:20321016T213000");
    expect(body).toContain("DTEND;TZID=America/Toronto:20321016T230000");

    const download = await request.get("/calendar.ics?download=1");
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(download.headers()["content-disposition"]).toBe('attachment; filename="events.ics"');

    const one = await request.get(`/events/${lateId}.ics`);
    expect(one.status()).toBe(200);
    expect(one.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(one.headers()["content-disposition"]).toBe(`attachment; filename="event-${lateId}.ics"`);
    expect(uidsOf(await one.text())).toEqual([`event-${lateId}@127.0.0.1`]);
  });
});

test.describe("accessibility", () => {
  test("the calendar, with a day selected, has no violations", async ({ page, createEvent }) => {
    // Four events on one day: the cell shows three titles and "+1 more".
    const titles: string[] = [];
    for (const tag of ["Accessible Calendar Day", "Second Game", "Third Game", "Fourth Game"])
      titles.push((await createEvent({ tag, date: "2032-12-04" })).title);
    await open(page, "/calendar?month=2032-12");
    await expect(dayLink(page, "December 4, 2032", titles)).toContainText("+1 more");
    await expectNoViolations(page, "/calendar with events");
    await open(page, "/calendar?month=2032-12&day=2032-12-04");
    await expect(dayPanel(page).getByRole("listitem")).toHaveCount(4);
    await expectNoViolations(page, "/calendar with a day selected");
    await open(page, "/calendar?month=2032-12&day=2032-12-05");
    await expectNoViolations(page, "/calendar with an empty day selected");
  });
});

test.describe("the download panel: Google Calendar and the feed's address", () => {
  test("Google Calendar subscribes to the feed in a new tab, with the Calendar Export toast", async ({
    page,
    offsite,
  }) => {
    await open(page, "/calendar?month=2032-04");
    const feed = `${BASE_URL.replace(/^http:/, "webcal:")}/calendar.ics`;
    const google = downloadPanel(page).getByRole("link", {
      name: "Google Calendar (all events)",
      exact: true,
    });
    const subscribe = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed)}`;
    await expect(google).toHaveAttribute("href", subscribe);
    await expect(google).toHaveAttribute("target", "_blank");
    await expect(google).toHaveAttribute("rel", "noopener noreferrer");

    // The visitor asks for Google: the new tab gets a local stand-in, never the Internet.
    offsite.stop();
    await page
      .context()
      .route("https://calendar.google.com/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>stand-in</title>" }),
      );
    const [popup] = await Promise.all([page.waitForEvent("popup"), google.click()]);
    await popup.waitForURL(subscribe);
    await expectToast(page, { title: "Calendar Export", description: "Google Calendar opens in a new tab." });
  });

  test("on a phone the month buttons fit one line, the next event is a link away and comes into view, and no raw address shows", async ({
    page,
    createEvent,
  }) => {
    const { title } = await createEvent({ tag: "Phone Calendar Cup With A Long Name", date: "2032-06-09" });
    await page.setViewportSize({ width: 390, height: 844 });
    // A month long past: the next event, whatever it is, lies in another month.
    await open(page, "/calendar?month=2020-01");
    const row = [
      main(page).getByRole("link", { name: "Previous month" }),
      monthHeading(page),
      main(page).getByRole("link", { name: "Next month" }),
    ];
    const boxes = await Promise.all(
      row.map(async (item) => (await item.boundingBox()) ?? { y: -1, height: 0 }),
    );
    const tops = boxes.map((box) => box.y);
    expect(Math.max(...tops) - Math.min(...tops), "one line").toBeLessThan(20);
    for (const box of boxes) expect(box.height).toBeLessThan(50);
    await expect(main(page)).not.toContainText("webcal");

    const note = main(page).locator("p").filter({ hasText: "Next event:" });
    const link = note.getByRole("link");
    const nextTitle = (await link.locator("span").first().textContent()) as string;
    await link.click();
    await expect(page).toHaveURL(/\/calendar\?month=\d{4}-\d{2}&day=\d{4}-\d{2}-\d{2}#day-events$/);
    await expect(dayPanel(page).getByRole("listitem").filter({ hasText: nextTitle })).toHaveCount(1);
    await expect(dayPanel(page)).toBeInViewport();
    await expect(note).toHaveCount(0);

    // A day cell shows a dot, not a title cut to a few letters; the day's panel shows the whole title.
    await open(page, "/calendar?month=2032-06");
    const day = dayLink(page, "June 9, 2032", [title]);
    const shown = await day.evaluate((link) =>
      [...link.querySelectorAll("span")]
        .filter((span) => span.children.length === 0 && span.getBoundingClientRect().width > 1)
        .map((span) => span.textContent),
    );
    expect(shown, "the day's number and one dot").toEqual(["9", ""]);
    await day.click();
    await expect(dayPanel(page)).toBeInViewport();
    await expect(dayPanel(page).getByText(title, { exact: true })).toBeVisible();
  });
});
