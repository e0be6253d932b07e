// The administrators' side of the attendance rules (docs/events.md), in Chromium against the production build:
// the event form's registration settings (saved, shown again on edit, checked), the attendee list that
// keeps a removed registration marked Cancelled (on screen and in the CSV), the waiting list with its
// places and offers, removing a registration and a waiting-list entry, and the French attendee page.
// Dates and names: see events-helpers.ts; these events are in August 2035.
import { randomBytes } from "node:crypto";
import { formatSheetDateTime } from "~/lib/dates";
import { deniedToasts, signUpMember } from "./accounts";
import { userByEmail, withDb } from "./db";
import { downloadText, ev, eventIdByTitle, fillEventForm, registerVia, uniqueTitle } from "./events-helpers";
import { expect, test } from "./fixtures";
import { englishCatalogueTexts, englishOn, storedWords } from "./french";
import { expectFieldError, expectNoViolations, expectToast, field, main, open } from "./helpers";
import { postForm, toastOf } from "./http";
import { waitForEmail } from "./mail";

test.describe.configure({ timeout: 120_000 });

const form = ev.admin.form;
const settings = ev.admin.registration;
const t = ev.admin.attendeesPage;
const w = ev.admin.waitlist;

/** Puts a member at the end of an event's waiting line, as the join form would. */
function joinWaitlistInDb(eventId: number, person: { name: string; email: string; userId?: string }) {
  const at = new Date().toISOString();
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO waitlist_entries (event_id, user_id, name, email, email_key, locale, status, token, queued_at, created_at)
         VALUES (?, ?, ?, ?, ?, 'en', 'waiting', ?, ?, ?)`,
      )
      .run(
        eventId,
        person.userId ?? userByEmail(person.email).id,
        person.name,
        person.email,
        person.email.toLowerCase(),
        randomBytes(24).toString("base64url"),
        at,
        at,
      ),
  );
}

const statusOf = (id: number, email: string) =>
  withDb(
    (db) =>
      db
        .prepare("SELECT status, cancelled_at FROM registrations WHERE event_id = ? AND email = ?")
        .get(id, email) as { status: string; cancelled_at: string | null },
  );

test("an admin sets a registration window, removes a registration and a waiting-list entry; the list keeps both, marked", async ({
  page,
  admin: _admin,
  newPerson,
}) => {
  // The form: a capacity of 1 and a registration window, checked in the browser first.
  const title = uniqueTitle("Waitlist Cup");
  await open(page, "/admin/events/new");
  await fillEventForm(page, {
    title,
    date: "2035-08-20",
    location: "Toronto Pan Am Sports Centre, Toronto",
    description: "A full event with a waiting list.",
    capacity: "1",
  });
  await main(page).getByRole("button", { name: "URL", exact: true }).click();
  await main(page).getByLabel("Image URL").fill("/images/events/clinic.webp");
  await expect(main(page).getByRole("group", { name: settings.legend })).toBeVisible();
  await expect(field(page, settings.offerHours)).toHaveValue("24");
  await expect(field(page, settings.reminderHours)).toHaveValue("48");
  await field(page, settings.registrationOpensAt).fill("2026-01-05T09:00");
  await field(page, settings.registrationClosesAt).fill("2035-08-21T09:00");
  await field(page, settings.offerHours).fill("0");
  await main(page).getByRole("button", { name: form.create }).click();
  await expectFieldError(page, settings.registrationClosesAt, ev.validation.closesByEnd);
  await expectFieldError(page, settings.offerHours, "Offer hours must be a whole number from 1 to 720");
  await expect(page).toHaveURL("/admin/events/new");

  await field(page, settings.registrationClosesAt).fill("2035-08-19T18:00");
  await field(page, settings.cancellationDeadline).fill("2035-08-18T12:00");
  await field(page, settings.offerHours).fill("12");
  await field(page, settings.reminderHours).fill("0");
  await main(page).getByRole("button", { name: form.create }).click();
  await expect(page).toHaveURL("/admin");
  await expectToast(page, { title: "Event created", description: `${title} is on the events page.` });
  const id = eventIdByTitle(title);
  // Toronto time: EST in January, EDT in August.
  expect(
    withDb((db) =>
      db
        .prepare(
          "SELECT capacity, registration_opens_at, registration_closes_at, cancellation_deadline, offer_hours, reminder_hours FROM events WHERE id = ?",
        )
        .get(id),
    ),
  ).toEqual({
    capacity: 1,
    registration_opens_at: "2026-01-05T14:00:00.000Z",
    registration_closes_at: "2035-08-19T22:00:00.000Z",
    cancellation_deadline: "2035-08-18T16:00:00.000Z",
    offer_hours: 12,
    reminder_hours: 0,
  });

  // Edit shows the values again, in the association's time.
  await open(page, `/admin/events/${id}`);
  await expect(field(page, settings.registrationOpensAt)).toHaveValue("2026-01-05T09:00");
  await expect(field(page, settings.registrationClosesAt)).toHaveValue("2035-08-19T18:00");
  await expect(field(page, settings.cancellationDeadline)).toHaveValue("2035-08-18T12:00");
  await expect(field(page, settings.offerHours)).toHaveValue("12");
  await expect(field(page, settings.reminderHours)).toHaveValue("0");

  // A member takes the one spot; two more wait in line.
  const first = await newPerson();
  const registered = await signUpMember(first, "Rowan");
  expect((await registerVia(first, id, registered)).status()).toBe(302);
  const [second, third] = await Promise.all([
    newPerson().then((api) => signUpMember(api, "Sasha")),
    newPerson().then((api) => signUpMember(api, "Tatum")),
  ]);
  joinWaitlistInDb(id, second);
  joinWaitlistInDb(id, third);

  await open(page, "/admin");
  await expect(
    main(page)
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: title, exact: true }) })
      .getByRole("cell")
      .nth(3),
  ).toHaveText("1 / 1waiting: 2");

  const path = `/admin/events/${id}/attendees`;
  await open(page, path);
  await expect(main(page).getByText("1 registered, 0 cancelled", { exact: true })).toBeVisible();
  const attendees = main(page).getByRole("table").first();
  const waitlist = main(page).getByRole("table").nth(1);
  await expect(attendees.getByRole("columnheader")).toHaveText([
    "Name",
    "Email",
    "Registered",
    "Status",
    "Payment",
    "Actions",
  ]);
  await expect(waitlist.getByRole("columnheader")).toHaveText([
    "Position",
    "Name",
    "Email",
    "State",
    "Joined",
    "Actions",
  ]);
  await expect(main(page).getByRole("heading", { level: 2, name: w.title })).toBeVisible();
  await expect(main(page).getByText("2 in line", { exact: true })).toBeVisible();
  await expect(waitlist.getByRole("row").nth(1).getByRole("cell").nth(0)).toHaveText("1");
  await expect(waitlist.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText(second.name);
  await expect(waitlist.getByRole("row").nth(1).getByRole("cell").nth(3)).toHaveText("Waiting");
  await expect(waitlist.getByRole("row").nth(2).getByRole("cell").nth(0)).toHaveText("2");

  // Remove asks first: the link only opens the confirmation (a GET changes nothing).
  const row = attendees.getByRole("row").filter({ hasText: registered.email });
  await row.getByRole("link", { name: `Remove: ${registered.name}` }).click();
  const dialog = page.getByRole("dialog", { name: t.removeTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${registered.name} (${registered.email}) will be told by email`);
  expect(statusOf(id, registered.email).status).toBe("registered");
  await dialog.getByRole("button", { name: t.confirmRemove }).click();
  await expectToast(page, {
    title: t.removed.title,
    description: `${registered.name} was removed and told by email.`,
  });
  await expect(page).toHaveURL(path);

  // Kept, marked Cancelled with its date; counted apart; no Remove any more.
  expect(statusOf(id, registered.email)).toEqual({ status: "cancelled", cancelled_at: expect.any(String) });
  await expect(main(page).getByText("0 registered, 1 cancelled", { exact: true })).toBeVisible();
  await expect(row.getByRole("cell").nth(3)).toHaveText(
    /^Cancelled on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[ap]\.m\.$/,
  );
  await expect(row.getByRole("link", { name: /^Remove/ })).toHaveCount(0);

  // The spot went to the first in line, held until a time; the next is now first.
  const offered = waitlist.getByRole("row").filter({ hasText: second.email });
  await expect(offered.getByRole("cell").nth(3)).toHaveText(
    /^Offered until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[ap]\.m\.$/,
  );
  await expect(offered.getByRole("cell").nth(0)).toHaveText("");
  const waiting = waitlist.getByRole("row").filter({ hasText: third.email });
  await expect(waiting.getByRole("cell").nth(0)).toHaveText("1");

  // The CSV has the status and the cancellation time.
  const csvLink = main(page).getByRole("link", { name: t.csv });
  const [download] = await Promise.all([page.waitForEvent("download"), csvLink.click()]);
  const lines = (await downloadText(download))
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe(
    '"Name","Email","Registered","Status","Cancelled","Payment","Phone","Age on the event day","Club","Emergency contact","Emergency phone"',
  );
  expect(lines).toHaveLength(2);
  // The cancellation time on the association's clock (Toronto), to the minute.
  const { cancelled_at } = statusOf(id, registered.email);
  expect(lines[1]).toMatch(
    new RegExp(
      `^"${registered.name}","${registered.email.replace(/[.]/g, "\\.")}","\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}","Cancelled","${formatSheetDateTime(cancelled_at ?? "", "America/Toronto")}","Free"(,"[^"]*"){5}$`,
    ),
  );

  // The removed person was told; the first in line got the offer.
  const cancelledEmail = await waitForEmail({ to: registered.email, subject: /^Registration cancelled: / });
  expect(cancelledEmail.subject).toBe(`Registration cancelled: ${title}`);
  expect(cancelledEmail.text).toContain("The organizers cancelled your registration");
  expect((await waitForEmail({ to: second.email, subject: /^A spot is yours: / })).subject).toBe(
    `A spot is yours: ${title}`,
  );

  // Removing a waiting entry: asked first, then marked Removed and out of the line.
  await waiting.getByRole("link", { name: `Remove: ${third.name}` }).click();
  const confirmEntry = page.getByRole("dialog", { name: w.removeTitle });
  await expect(confirmEntry).toContainText(`${third.name} (${third.email}) will leave the waiting list.`);
  await confirmEntry.getByRole("button", { name: w.confirmRemove }).click();
  await expectToast(page, { title: w.removed.title, description: `${third.name} is no longer in line.` });
  await expect(waiting.getByRole("cell").nth(3)).toHaveText(/^Removed on /);
  await expect(waiting.getByRole("link", { name: /^Remove/ })).toHaveCount(0);
  await expect(main(page).getByText("1 in line", { exact: true })).toBeVisible();
  expect(
    withDb((db) => db.prepare("SELECT status FROM waitlist_entries WHERE event_id = ? ORDER BY id").all(id)),
  ).toEqual([{ status: "offered" }, { status: "removed" }]);
  await expectNoViolations(page, path);

  // The French page says it all in French.
  await open(page, `/fr${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Participants\u00a0: ${title}`);
  await expect(
    main(page).getByText("Inscriptions\u00a0: 0 confirmées, 1 annulées", { exact: true }),
  ).toBeVisible();
  await expect(main(page).getByRole("heading", { level: 2, name: "Liste d'attente" })).toBeVisible();
  await expect(main(page).getByRole("table").first().getByRole("row").nth(1)).toContainText("Annulée le");
  await expect(main(page).getByRole("table").nth(1).getByRole("row").nth(1)).toContainText(
    "Place offerte jusqu'au",
  );
  await expect(main(page).getByRole("table").nth(1).getByRole("row").nth(2)).toContainText(
    "Retirée de la liste le",
  );
  expect(await englishOn(page, await englishCatalogueTexts(), storedWords())).toEqual([]);
});

test("a Remove that names another event's registration, or no registration, changes nothing", async ({
  page,
  admin: _admin,
  createEvent,
  newPerson,
}) => {
  const one = await createEvent({ tag: "Remove Guard One", date: "2035-08-22" });
  const other = await createEvent({ tag: "Remove Guard Two", date: "2035-08-22" });
  const api = await newPerson();
  const person = await signUpMember(api, "Uma");
  expect((await registerVia(api, other.id, person)).status()).toBe(302);
  const registrationId = withDb(
    (db) =>
      (db.prepare("SELECT id FROM registrations WHERE event_id = ?").get(other.id) as { id: number }).id,
  );
  // The confirmation opens only for a registration of this event's list.
  await open(page, `/admin/events/${one.id}/attendees?remove=${registrationId}`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  for (const [form, status] of [
    [{ intent: "remove-registration", id: String(registrationId) }, 404],
    [{ intent: "remove-registration", id: "abc" }, 400],
    [{ intent: "remove-entry", id: "-1" }, 400],
    [{ intent: "drop-table", id: String(registrationId) }, 400],
  ] as const) {
    const response = await postForm(page.request, `/admin/events/${one.id}/attendees`, form);
    expect(response.status(), JSON.stringify(form)).toBe(status);
  }
  expect(statusOf(other.id, person.email)).toEqual({ status: "registered", cancelled_at: null });
});

test("a visitor or a member cannot remove a registration or a waiting-list entry (SECURITY 1)", async ({
  createEvent,
  newPerson,
}) => {
  const event = await createEvent({ tag: "Remove Access", date: "2035-08-23", capacity: 1 });
  const attendee = await newPerson();
  const person = await signUpMember(attendee, "Vero");
  expect((await registerVia(attendee, event.id, person)).status()).toBe(302);
  const waiting = await signUpMember(await newPerson(), "Wren");
  joinWaitlistInDb(event.id, waiting);
  const [registrationId, entryId] = withDb((db) => [
    (db.prepare("SELECT id FROM registrations WHERE event_id = ?").get(event.id) as { id: number }).id,
    (db.prepare("SELECT id FROM waitlist_entries WHERE event_id = ?").get(event.id) as { id: number }).id,
  ]);
  const visitor = await newPerson();
  for (const [who, api, location] of [
    ["visitor", visitor, /^\/signin\?redirectTo=/],
    ["member", attendee, /^\/$/],
  ] as const) {
    for (const form of [
      { intent: "remove-registration", id: String(registrationId) },
      { intent: "remove-entry", id: String(entryId) },
    ]) {
      const response = await postForm(api, `/admin/events/${event.id}/attendees`, form);
      expect(response.status(), `${who} ${form.intent}`).toBe(302);
      expect(response.headers().location, `${who} ${form.intent}`).toMatch(location);
      expect(toastOf(response)).toEqual(deniedToasts[who]);
    }
  }
  expect(statusOf(event.id, person.email)).toEqual({ status: "registered", cancelled_at: null });
  expect(withDb((db) => db.prepare("SELECT status FROM waitlist_entries WHERE id = ?").get(entryId))).toEqual(
    { status: "waiting" },
  );
});

test("a long waiting list comes 20 at a time, its pager apart from the attendees'", async ({
  page,
  admin: _admin,
  createEvent,
}) => {
  const event = await createEvent({ tag: "Long Line", date: "2035-08-25", capacity: 1 });
  // People in line need no account of their own here: the list shows what the entries say.
  const users = Array.from({ length: 21 }, (_, i) => ({
    name: `Line Person ${String.fromCharCode(65 + i)}`,
    email: `line-${event.id}-${i}@example.org`,
    userId: "e2e-line",
  }));
  for (const user of users) joinWaitlistInDb(event.id, user);
  const path = `/admin/events/${event.id}/attendees`;
  await open(page, path);
  // No registrations: the waiting list's is the only table.
  await expect(main(page).getByText(t.empty, { exact: true })).toBeVisible();
  const waitlist = main(page).getByRole("table");
  await expect(waitlist.getByRole("row")).toHaveCount(21);
  const pager = main(page).getByRole("navigation", { name: "Waiting list, page 1 of 2" });
  await expect(main(page).getByRole("navigation", { name: "Page 1 of 1" })).toBeVisible();
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(`${path}?wpage=2`);
  await expect(main(page).getByRole("navigation", { name: "Waiting list, page 2 of 2" })).toBeVisible();
  await expect(waitlist.getByRole("row")).toHaveCount(2);
  await expect(waitlist.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    "21",
    users[20]?.name ?? "",
    users[20]?.email ?? "",
    "Waiting",
    /\d{4}/,
    "Remove",
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Remove asks on a page of its own and removes the registration", async ({
    page,
    admin: _admin,
    createEvent,
    newPerson,
  }) => {
    const event = await createEvent({ tag: "Remove Without Script", date: "2035-08-24" });
    const api = await newPerson();
    const person = await signUpMember(api, "Xia");
    expect((await registerVia(api, event.id, person)).status()).toBe(302);
    const path = `/admin/events/${event.id}/attendees`;
    await page.goto(path);
    await main(page)
      .getByRole("link", { name: `Remove: ${person.name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: t.removeTitle });
    await expect(dialog).toBeVisible();
    expect(statusOf(event.id, person.email).status).toBe("registered");
    await dialog.getByRole("button", { name: t.confirmRemove }).click();
    await expect(page).toHaveURL(path);
    await expectToast(page, {
      title: t.removed.title,
      description: `${person.name} was removed and told by email.`,
    });
    await expect(main(page).getByText("0 registered, 1 cancelled", { exact: true })).toBeVisible();
    expect(statusOf(event.id, person.email).status).toBe("cancelled");
  });
});
