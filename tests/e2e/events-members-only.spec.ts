// Events for members only (decision 033): the administrator's box, the notice on the
// event page and in the forms, the server's refusal of a visitor or a non-member with the way to join, in
// English and French, with and without JavaScript, and a member who registers. Events of this file are in
// November 2037 (season 2037-2038, made by tests/e2e/db.ts when missing), a month no other spec uses.
import { events as fr } from "~/texts/fr/events";
import { makeMembershipFor, requiresMembership, setAgeRange, setMembersOnly } from "./db";
import { ev, eventIdByTitle, registrationsOf } from "./events-helpers";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, field, main, open } from "./helpers";
import { postForm } from "./http";

test.describe.configure({ timeout: 90_000 });

const t = ev.membersOnly;
const DAY = "2037-11-14";

test("an administrator makes an event members-only on its form, and the event page says so", async ({
  page,
  admin: _admin,
  adminApi,
  createEvent,
}) => {
  const { id, title } = await createEvent({ tag: "Members Cup", date: DAY });
  expect(requiresMembership(id)).toBe(0);

  await open(page, `/admin/events/${id}`);
  const box = main(page).getByRole("checkbox", { name: ev.admin.form.requiresMembership });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription(ev.admin.form.requiresMembershipHint);
  await expectNoViolations(page, `/admin/events/${id}`);
  await box.check();
  await main(page).getByRole("button", { name: ev.admin.form.save }).click();
  await expectToast(page, { title: "Event updated" });
  expect(requiresMembership(id)).toBe(1);
  await open(page, `/admin/events/${id}`);
  await expect(box).toBeChecked();

  await page.goto(`/events/${id}`);
  await expect(main(page).getByText(t.badge)).toBeVisible();

  // Unticked, it is saved as open to everyone again; a new event can be created members-only too.
  await open(page, `/admin/events/${id}`);
  await box.uncheck();
  await main(page).getByRole("button", { name: ev.admin.form.save }).click();
  await expectToast(page, { title: "Event updated" });
  expect(requiresMembership(id)).toBe(0);
  const created = await postForm(adminApi, "/admin/events/new", {
    title: `${title} bis`,
    date: DAY,
    location: "Toronto Pan Am Sports Centre, Toronto",
    description: "A members-only event made through the form's endpoint.",
    image: "/images/events/clinic.webp",
    requiresMembership: "1",
  });
  expect(created.status()).toBe(302);
  expect(requiresMembership(eventIdByTitle(`${title} bis`))).toBe(1);
});

test("a visitor is told the event is for members, with links to sign in and to join", async ({
  page,
  createEvent,
}) => {
  const { id } = await createEvent({ tag: "Members Clinic", date: DAY });
  setMembersOnly(id);
  await open(page, `/events/${id}`);
  const notice = main(page).getByText(t.notice);
  await expect(notice).toBeVisible();
  await expect(main(page).getByRole("link", { name: t.signIn, exact: true })).toHaveAttribute(
    "href",
    `/signin?redirectTo=%2Fevents%2F${id}`,
  );
  await expect(main(page).getByRole("link", { name: t.join })).toHaveAttribute("href", "/membership/join");
  await expectNoViolations(page, `members-only /events/${id} for a visitor`);
});

test("a signed-in non-member sees the notice, and the server refuses with the way to join; nothing is written", async ({
  page,
  member,
  createEvent,
}) => {
  const { id } = await createEvent({ tag: "Members Camp", date: DAY });
  setMembersOnly(id);
  // A membership awaiting payment does not count.
  makeMembershipFor(member.email, { day: DAY, status: "awaiting-payment" });
  await open(page, `/events/${id}`);
  await expect(main(page).getByText(t.badge)).toBeVisible();
  await expect(main(page).getByText(t.notice)).toBeVisible();
  await main(page).getByRole("button", { name: ev.register.submit }).click();
  const alert = main(page).getByRole("alert");
  await expect(alert).toContainText(t.refused);
  await expect(alert.getByRole("link", { name: t.join })).toHaveAttribute("href", "/membership/join");
  // The form keeps what was typed.
  await expect(field(page, "Full Name")).toHaveValue(member.name);
  expect(registrationsOf(id)).toEqual([]);
  await expectNoViolations(page, `members-only /events/${id} after a refusal`);
});

test("in French, the notice and the refusal are in French and link to the French join page", async ({
  page,
  member: _member,
  createEvent,
}) => {
  const { id } = await createEvent({ tag: "Members Tournoi", date: DAY });
  setMembersOnly(id);
  await open(page, `/fr/events/${id}`);
  await expect(main(page).getByText(fr.membersOnly.badge)).toBeVisible();
  await expect(main(page).getByText(fr.membersOnly.notice)).toBeVisible();
  await main(page).getByRole("button", { name: fr.register.submit }).click();
  const alert = main(page).getByRole("alert");
  await expect(alert).toContainText(fr.membersOnly.refused);
  await expect(alert.getByRole("link", { name: fr.membersOnly.join })).toHaveAttribute(
    "href",
    "/fr/membership/join",
  );
  expect(registrationsOf(id)).toEqual([]);
  await expectNoViolations(page, `members-only /fr/events/${id} after a refusal`);
});

test("a member with an active membership of the event's season registers", async ({
  page,
  member,
  createEvent,
}) => {
  const { id, title } = await createEvent({ tag: "Members Gala", date: DAY });
  setMembersOnly(id);
  makeMembershipFor(member.email, { day: DAY });
  await open(page, `/events/${id}`);
  await main(page).getByRole("button", { name: ev.register.submit }).click();
  await expectToast(page, {
    title: ev.register.success.title,
    description: `You have successfully registered for the event ${title}`,
  });
  expect(registrationsOf(id)).toEqual([{ name: member.name, email: member.email }]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the register page shows the notice, and the server's refusal links to the join page", async ({
    page,
    member,
    createEvent,
  }) => {
    const { id } = await createEvent({ tag: "Members Night", date: DAY });
    setMembersOnly(id);
    await page.goto(`/events/${id}/register`);
    await expect(main(page).getByText(t.notice)).toBeVisible();
    await main(page).getByRole("button", { name: ev.register.submit }).click();
    await expect(page).toHaveURL(`/events/${id}/register`);
    const alert = main(page).getByRole("alert");
    await expect(alert).toContainText(t.refused);
    await expect(alert.getByRole("link", { name: t.join })).toHaveAttribute("href", "/membership/join");
    await expect(field(page, "Email")).toHaveValue(member.email);
    expect(registrationsOf(id)).toEqual([]);
  });
});

test("a parent registers their child for a youth event, and is refused for an event outside the child's age", async ({
  page,
  member,
  createEvent,
}) => {
  // Léa, 12 on the day, a member whose guardian is the account holder.
  makeMembershipFor(member.email, {
    day: DAY,
    firstName: "Léa",
    dateOfBirth: "2025-06-30",
    guardian: member.name,
  });
  const youth = await createEvent({ tag: "U14 Clinic", date: DAY });
  const seniors = await createEvent({ tag: "Senior Cup", date: DAY });
  setAgeRange(youth.id, 10, 14);
  setAgeRange(seniors.id, 18, null);

  await open(page, `/events/${youth.id}`);
  await expect(main(page)).toContainText("10 to 14");
  const who = main(page).getByRole("group", { name: ev.register.attendee });
  await who.getByRole("radio", { name: "Léa Gagnon" }).check();
  await expectNoViolations(page, `"Who is attending?" on /events/${youth.id}`);
  await main(page).getByRole("button", { name: ev.register.submit }).click();
  await expectToast(page, { title: ev.register.success.title });
  await expect(main(page)).toContainText("Registered by you: Léa Gagnon");
  expect(registrationsOf(youth.id).map((row) => [row.name, row.email])).toEqual([
    ["Léa Gagnon", member.email],
  ]);

  await open(page, `/events/${seniors.id}`);
  await main(page)
    .getByRole("group", { name: ev.register.attendee })
    .getByRole("radio", { name: "Léa Gagnon" })
    .check();
  await main(page).getByRole("button", { name: ev.register.submit }).click();
  await expect(main(page)).toContainText(/Léa Gagnon is 12 on .+, and this event is for ages 18 and over\./);
  expect(registrationsOf(seniors.id)).toEqual([]);
});
