import { attendance as enAttendance } from "~/texts/en/attendance";
import { registrations as enRegistrations } from "~/texts/en/registrations";
import { accounts as frAccounts } from "~/texts/fr/accounts";
import { attendance as frAttendance } from "~/texts/fr/attendance";
import { events as frEvents } from "~/texts/fr/events";
import { registrations as frRegistrations } from "~/texts/fr/registrations";
import { format } from "../../app/lib/i18n";
import { HASHING, PASSWORD, signUpMember, uniqueEmail, uniqueName } from "./accounts";
import { makeMembershipFor, withDb } from "./db";
import { BASE_URL } from "./env";
import { escapeRegExp, ev, registerVia, registrationBox } from "./events-helpers";
import { expect, test } from "./fixtures";
import {
  expectFieldError,
  expectNoViolations,
  expectToast,
  field,
  main,
  open,
  openAccountMenu,
} from "./helpers";
import { postForm, sameOrigin, toastOf } from "./http";
import { emailsTo, type ReceivedEmail, waitForEmail } from "./mail";

// Sign-ups hash passwords (scrypt, 128 MiB each): a busy machine needs the time.
test.describe.configure({ timeout: 90_000 });

const subjectOf = (template: string, title: string) =>
  new RegExp(`^${escapeRegExp(format(template, { title }))}$`);

/** The first address of the site under `path` (such as "/registrations/") that the e-mail links to. */
function linkIn(mail: ReceivedEmail, path: string) {
  const link = new RegExp(`${escapeRegExp(`${BASE_URL}${path}`)}[\\w-]+`).exec(mail.text)?.[0];
  expect(link, `a link to ${path} in "${mail.subject}"`).toBeDefined();
  return link as string;
}

function expectFrench(mail: ReceivedEmail) {
  expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="fr">/i);
}

/** The outbox's messages of one kind to one address: what the site queued, delivered or not yet. */
function queued(to: string, kind: string) {
  return withDb(
    (db) =>
      (
        db.prepare("SELECT count(*) AS n FROM outbox WHERE to_address = ? AND kind = ?").get(to, kind) as {
          n: number;
        }
      ).n,
  );
}

function registrationStatus(eventId: number, email: string) {
  return withDb(
    (db) =>
      (
        db.prepare("SELECT status FROM registrations WHERE event_id = ? AND email = ?").get(eventId, email) as
          | { status: string }
          | undefined
      )?.status,
  );
}

function waitlistStatus(eventId: number, email: string) {
  return withDb(
    (db) =>
      (
        db
          .prepare("SELECT status FROM waitlist_entries WHERE event_id = ? AND email = ?")
          .get(eventId, email) as { status: string } | undefined
      )?.status,
  );
}

test.describe("the waiting list, from the members' side", () => {
  test("a full event: a French member waits, the first cancels from the e-mail's link, the spot is offered and accepted", async ({
    page,
    member,
    createEvent,
    newDevice,
  }) => {
    const { id, title } = await createEvent({ tag: "Waitlist Cup", date: "2030-09-12", capacity: 1 });

    // A registers and gets the personal link by e-mail.
    await open(page, `/events/${id}`);
    await registrationBox(page).getByRole("button", { name: ev.register.submit }).click();
    await expectToast(page, {
      title: ev.register.success.title,
      description: format(ev.register.success.description, { title }),
    });
    await expect(registrationBox(page)).toContainText(enRegistrations.event.registered);
    const confirmation = await waitForEmail({
      to: member.email,
      subject: subjectOf(ev.email.subject, title),
    });
    const personalLink = linkIn(confirmation, "/registrations/");

    // B signs up in French, finds the event full and joins the waiting list.
    const b = (await newDevice()).page;
    const bEmail = uniqueEmail("attente");
    const bName = uniqueName("Camille");
    await open(b, "/fr/signup");
    await field(b, frAccounts.signUp.name).fill(bName);
    await field(b, frAccounts.signUp.email).fill(bEmail);
    await field(b, frAccounts.signUp.password).fill(PASSWORD);
    await field(b, frAccounts.signUp.confirmPassword).fill(PASSWORD);
    await main(b).getByRole("button", { name: frAccounts.signUp.submit }).click();
    await expect(b).toHaveURL("/fr/", HASHING);

    await open(b, `/fr/events/${id}`);
    const box = registrationBox(b);
    await expect(box).toContainText(frEvents.detail.full);
    await expect(box.getByRole("button", { name: frEvents.register.submit, exact: true })).toHaveCount(0);
    await expect(box.getByLabel(frRegistrations.join.name, { exact: true })).toHaveValue(bName);
    await expect(box.getByLabel(frRegistrations.join.email, { exact: true })).toHaveValue(bEmail);
    await expectNoViolations(b, "a full event's page with the waiting list's form, in French");
    await box.getByRole("button", { name: frRegistrations.join.submit }).click();
    await expectToast(b, {
      title: frRegistrations.join.joined.title,
      description: format(frRegistrations.join.joined.description, { position: 1, title }),
    });
    await expect(b).toHaveURL(`/fr/events/${id}`);
    await expect(box).toContainText(format(frRegistrations.event.position, { position: 1 }));
    await expect(box.getByRole("button", { name: frRegistrations.event.leave })).toBeVisible();
    await expectNoViolations(b, "the event page of a member on the waiting list, in French");
    const joined = await waitForEmail({
      to: bEmail,
      subject: subjectOf(frEvents.waitlistEmail.subject, title),
    });
    expectFrench(joined);

    // A opens the personal link: the page shows the registration, and opening it changed nothing.
    await open(page, personalLink);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enAttendance.registration.title);
    await expect(main(page)).toContainText(format(enAttendance.registration.registered, { title }));
    expect(registrationStatus(id, member.email)).toBe("registered");
    expect(waitlistStatus(id, bEmail)).toBe("waiting");
    expect(queued(bEmail, "waitlist-offer")).toBe(0);

    // A cancels: the first tap only shows what cancelling does; its button cancels, confirmed by e-mail,
    // the page says so, and a second press changes nothing.
    await main(page).locator("summary", { hasText: enAttendance.registration.cancel }).click();
    await expect(main(page)).toContainText(enRegistrations.confirmCancel.spot);
    expect(registrationStatus(id, member.email)).toBe("registered");
    await main(page).getByRole("button", { name: enRegistrations.confirmCancel.confirm }).click();
    await expectToast(page, {
      title: enAttendance.registration.done.title,
      description: format(enAttendance.registration.done.description, { title }),
    });
    await expect(main(page)).toContainText(/This registration was cancelled on /);
    await expect(main(page).locator("summary", { hasText: enAttendance.registration.cancel })).toHaveCount(0);
    await waitForEmail({ to: member.email, subject: subjectOf(ev.cancelledEmail.subject, title) });
    const again = await page.request.post(personalLink, { headers: sameOrigin, maxRedirects: 0 });
    expect(again.status()).toBe(302);
    expect(registrationStatus(id, member.email)).toBe("cancelled");
    expect(queued(member.email, "event-cancellation")).toBe(1);

    // B is offered the spot in French, opens the offer and accepts it.
    const offer = await waitForEmail({ to: bEmail, subject: subjectOf(frEvents.offerEmail.subject, title) });
    expectFrench(offer);
    await open(b, linkIn(offer, "/fr/waitlist/"));
    await expect(b.getByRole("heading", { level: 1 })).toHaveText(frAttendance.offer.title);
    await main(b).getByRole("button", { name: frAttendance.offer.accept }).click();
    await expectToast(b, {
      title: frEvents.register.success.title,
      description: format(frEvents.register.success.description, { title }),
    });
    expect(registrationStatus(id, bEmail)).toBe("registered");
    const confirmed = await waitForEmail({ to: bEmail, subject: subjectOf(frEvents.email.subject, title) });
    expectFrench(confirmed);
    expect(linkIn(confirmed, "/fr/registrations/")).not.toBe(personalLink);

    // No spot left; B's page says B is registered; A's list says cancelled.
    await open(b, `/fr/events/${id}`);
    await expect(
      main(b).getByRole("definition").filter({ hasText: frEvents.detail.capacityFull }),
    ).toHaveText(frEvents.detail.capacityFull);
    await expect(main(b)).not.toContainText(format(frEvents.detail.spotsLeft, { count: 0, capacity: 1 }));
    await expect(registrationBox(b)).toContainText(frRegistrations.event.registered);
    await open(page, "/account/registrations");
    const row = main(page).getByRole("listitem").filter({ hasText: title });
    await expect(row).toContainText(/Cancelled on /);
    await expect(row.getByRole("button")).toHaveCount(0);
  });

  test("a declined offer goes to the next in line; My registrations cancels by its button", async ({
    page,
    member,
    createEvent,
    newDevice,
  }) => {
    const { id, title } = await createEvent({ tag: "Decline Cup", date: "2030-09-13", capacity: 1 });
    await open(page, `/events/${id}`);
    await registrationBox(page).getByRole("button", { name: ev.register.submit }).click();
    await expect(registrationBox(page)).toContainText(enRegistrations.event.registered);

    // B and C join the line, in that order.
    const people = [];
    for (const first of ["Bea", "Cal"]) {
      const device = await newDevice();
      const person = await signUpMember(device.page.request, first);
      await open(device.page, `/events/${id}`);
      await registrationBox(device.page).getByRole("button", { name: enRegistrations.join.submit }).click();
      await expect(registrationBox(device.page)).toContainText(
        format(enRegistrations.event.position, { position: people.length + 1 }),
      );
      people.push({ ...person, page: device.page });
    }
    const [b, c] = people as [(typeof people)[0], (typeof people)[0]];

    // A cancels from My registrations, reached from the account menu.
    await open(page, "/");
    await (await openAccountMenu(page)).getByRole("link", { name: enRegistrations.account.nav }).click();
    await expect(page).toHaveURL("/account/registrations");
    const row = main(page).getByRole("listitem").filter({ hasText: title });
    await expect(row).toContainText(enRegistrations.account.registered);
    await expectNoViolations(page, "My registrations");
    await row.getByLabel(`${enRegistrations.account.cancel}: ${title}`).click();
    await row.getByRole("button", { name: enRegistrations.confirmCancel.confirm }).click();
    await expectToast(page, {
      title: enRegistrations.account.cancelled.title,
      description: format(enRegistrations.account.cancelled.description, { title }),
    });
    await expect(row).toContainText(/Cancelled on /);
    await waitForEmail({ to: member.email, subject: subjectOf(ev.cancelledEmail.subject, title) });

    // B is offered the spot and declines it: C gets the offer, and sees it on the event page.
    const offer = await waitForEmail({ to: b.email, subject: subjectOf(ev.offerEmail.subject, title) });
    await open(b.page, `/events/${id}`);
    await expect(registrationBox(b.page)).toContainText(/A spot is held for you until /);
    await open(b.page, linkIn(offer, "/waitlist/"));
    await main(b.page).getByRole("button", { name: enAttendance.offer.decline }).click();
    await expectToast(b.page, enAttendance.offer.declined);
    expect(waitlistStatus(id, b.email)).toBe("declined");

    await waitForEmail({ to: c.email, subject: subjectOf(ev.offerEmail.subject, title) });
    await open(c.page, `/events/${id}`);
    const box = registrationBox(c.page);
    await expect(box).toContainText(/A spot is held for you until /);
    await expect(box.getByRole("link", { name: enRegistrations.event.answerOffer })).toHaveAttribute(
      "href",
      /^\/waitlist\/[\w-]+$/,
    );
    await expectNoViolations(c.page, "the event page of a member offered a spot");
    expect(await emailsTo({ to: b.email, subject: subjectOf(ev.offerEmail.subject, title) })).toHaveLength(1);
  });

  test("the waiting list answers each case and refuses visitors, bad input, other sites and too many requests; My registrations 404s another's registration", async ({
    page,
    member,
    adminApi,
    newPerson,
    createEvent,
  }) => {
    const full = await createEvent({ tag: "Refusing Cup", date: "2030-09-14", capacity: 1 });
    const free = await createEvent({ tag: "Roomy Cup", date: "2030-09-15", capacity: 5 });
    // The administrator takes the one spot: their registration is another person's for the member.
    expect(
      (await registerVia(adminApi, full.id, { name: "Ada Admin", email: "ada@example.org" })).status(),
    ).toBe(302);
    const theirs = withDb(
      (db) =>
        (db.prepare("SELECT id FROM registrations WHERE event_id = ?").get(full.id) as { id: number }).id,
    );
    const join = { name: member.name, email: member.email, from: `/events/${full.id}` };

    const visitor = await newPerson();
    const refused = await postForm(visitor, `/events/${full.id}/waitlist`, join);
    expect(refused.status()).toBe(302);
    expect(refused.headers().location).toBe(
      `/signin?${new URLSearchParams({ redirectTo: `/events/${full.id}/waitlist` })}`,
    );

    const bad = await postForm(page.request, `/events/${full.id}/waitlist`, {
      ...join,
      email: "not-an-address",
    });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain(ev.validation.email);
    const control = await postForm(page.request, `/events/${full.id}/waitlist`, {
      ...join,
      name: "Ann\u0007Lee",
    });
    expect(control.status()).toBe(400);
    const foreign = await page.request.post(`/events/${full.id}/waitlist`, {
      form: join,
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
    const roomy = await postForm(page.request, `/events/${free.id}/waitlist`, join);
    expect(roomy.status()).toBe(409);
    expect(await roomy.text()).toContain(enRegistrations.join.notFull);
    expect(
      withDb((db) =>
        db
          .prepare("SELECT count(*) AS n FROM waitlist_entries WHERE event_id IN (?, ?)")
          .get(full.id, free.id),
      ),
    ).toEqual({ n: 0 });

    // Joined once; the same address in capitals, or an address already registered, is told so.
    const joined = await postForm(page.request, `/events/${full.id}/waitlist`, join);
    expect(joined.status()).toBe(302);
    expect(toastOf(joined)).toEqual({
      ...enRegistrations.join.joined,
      description: format(enRegistrations.join.joined.description, { position: 1, title: full.title }),
    });
    const shouted = member.email.toUpperCase();
    const twice = await postForm(page.request, `/events/${full.id}/waitlist`, { ...join, email: shouted });
    expect(twice.status()).toBe(409);
    expect(await twice.text()).toContain(format(enRegistrations.join.alreadyWaiting, { email: shouted }));
    const taken = await postForm(page.request, `/events/${full.id}/waitlist`, {
      ...join,
      email: "ada@example.org",
    });
    expect(taken.status()).toBe(409);
    expect(await taken.text()).toContain(
      format(enRegistrations.join.alreadyRegistered, { email: "ada@example.org" }),
    );

    const leave = await postForm(visitor, `/events/${full.id}/waitlist`, { intent: "leave" });
    expect(leave.status()).toBe(302);
    expect(leave.headers().location).toMatch(/^\/signin\?/);
    const notWaiting = await postForm(page.request, `/events/${free.id}/waitlist`, { intent: "leave" });
    expect(notWaiting.status()).toBe(302);
    expect(toastOf(notWaiting)).toEqual(enRegistrations.join.notWaiting);
    const left = await postForm(page.request, `/events/${full.id}/waitlist`, { intent: "leave" });
    expect(toastOf(left)).toEqual({
      ...enRegistrations.join.left,
      description: format(enRegistrations.join.left.description, { title: full.title }),
    });
    expect(waitlistStatus(full.id, member.email)).toBe("left");

    // The limits of the registrations (docs/security.md #30, decision 039) hold for the waiting list: past the
    // account's budget (10 an hour on the test servers) nothing without a proof of work.
    const statuses: number[] = [];
    for (let i = 0; i < 11 && !statuses.includes(429); i++) {
      const response = await postForm(page.request, `/events/${full.id}/waitlist`, {
        ...join,
        email: uniqueEmail(`line${i}`),
      });
      statuses.push(response.status());
      if (response.status() === 429)
        expect(await response.text()).toContain("Many requests have come from your network in the last hour");
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 302)).toBe(true);
    expect(
      withDb((db) =>
        db.prepare("SELECT count(*) AS n FROM waitlist_entries WHERE event_id = ?").get(full.id),
      ),
    ).toEqual({ n: statuses.length });

    for (const id of [String(theirs), "abc", "99999999"]) {
      const response = await postForm(page.request, "/account/registrations", { id });
      expect(response.status(), `cancelling registration ${id}`).toBe(404);
    }
    expect(registrationStatus(full.id, "ada@example.org")).toBe("registered");
    expect(queued("ada@example.org", "event-cancellation")).toBe(0);

    // Without a member, the list is not shown; with one, it is theirs alone.
    const anonymous = await visitor.get("/account/registrations", { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    await open(page, "/account/registrations");
    await expect(main(page)).toContainText(enRegistrations.account.empty);
    await expect(main(page)).not.toContainText("Ada Admin");
  });

  test("a parent puts their child in the line beside themself: each place named, each with its own Leave, in English and French", async ({
    page,
    member,
    adminApi,
    createEvent,
  }) => {
    const { id, title } = await createEvent({ tag: "Family Cup", date: "2030-09-17", capacity: 1 });
    expect((await registerVia(adminApi, id, { name: "Ada Admin", email: "ada@example.org" })).status()).toBe(
      302,
    );
    makeMembershipFor(member.email, {
      day: "2030-09-17",
      firstName: "Léa",
      dateOfBirth: "2018-05-02",
      guardian: member.name,
    });
    const lea = "Léa Gagnon";

    await open(page, `/events/${id}`);
    const box = registrationBox(page);
    await box.getByRole("radio", { name: lea }).check();
    await box.getByRole("button", { name: enRegistrations.join.submit }).click();
    await expectToast(page, {
      title: enRegistrations.join.joinedFor.title,
      description: format(enRegistrations.join.joinedFor.description, { name: lea, position: 1, title }),
    });
    await expect(box).toContainText(format(enRegistrations.event.positionFor, { name: lea, position: 1 }));
    // The parent joins too, from the form's page the event page links to: "Myself" is the default.
    await box.getByRole("link", { name: enRegistrations.event.addToLine }).click();
    await expect(page).toHaveURL(`/events/${id}/waitlist`);
    await main(page).getByRole("button", { name: enRegistrations.join.submit }).click();
    await expect(page).toHaveURL(`/events/${id}`);
    await expect(box).toContainText(format(enRegistrations.event.position, { position: 2 }));
    await expectNoViolations(page, "the event page of a parent and a child in line");

    await open(page, `/fr/events/${id}`);
    await expect(box).toContainText(format(frRegistrations.event.positionFor, { name: lea, position: 1 }));
    await box.getByRole("button", { name: format(frRegistrations.event.leaveFor, { name: lea }) }).click();
    await expectToast(page, {
      title: frRegistrations.join.leftFor.title,
      description: format(frRegistrations.join.leftFor.description, { name: lea, title }),
    });
    await expect(box).toContainText(format(frRegistrations.event.position, { position: 1 }));
  });
});

test.describe("the waiting list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor signs in from the full event's page, joins (a mistake answered in the form), and leaves", async ({
    page,
    adminApi,
    account,
    createEvent,
  }) => {
    const { id, title } = await createEvent({ tag: "Quiet Cup", date: "2030-09-16", capacity: 1 });
    expect((await registerVia(adminApi, id, { name: "Ada Admin", email: "ada@example.org" })).status()).toBe(
      302,
    );

    await page.goto(`/events/${id}`);
    await registrationBox(page).getByRole("link", { name: enRegistrations.event.signInToJoin }).click();
    await field(page, "Email").fill(account.email);
    await field(page, "Password").fill(PASSWORD);
    await main(page).getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(`/events/${id}`, HASHING);

    const box = registrationBox(page);
    await box.getByLabel(enRegistrations.join.email, { exact: true }).fill("not-an-address");
    await box.getByRole("button", { name: enRegistrations.join.submit }).click();
    await expect(page).toHaveURL(`/events/${id}/waitlist`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enRegistrations.join.title);
    await expectFieldError(page, enRegistrations.join.email, ev.validation.email);
    expect(waitlistStatus(id, account.email)).toBeUndefined();

    await field(page, enRegistrations.join.email).fill(account.email);
    await main(page).getByRole("button", { name: enRegistrations.join.submit }).click();
    await expect(page).toHaveURL(`/events/${id}`);
    await expectToast(page, {
      title: enRegistrations.join.joined.title,
      description: format(enRegistrations.join.joined.description, { position: 1, title }),
    });
    await expect(box).toContainText(format(enRegistrations.event.position, { position: 1 }));

    await box.getByRole("button", { name: enRegistrations.event.leave }).click();
    await expectToast(page, {
      title: enRegistrations.join.left.title,
      description: format(enRegistrations.join.left.description, { title }),
    });
    await expect(box.getByRole("button", { name: enRegistrations.join.submit })).toBeVisible();
    expect(waitlistStatus(id, account.email)).toBe("left");
  });
});
