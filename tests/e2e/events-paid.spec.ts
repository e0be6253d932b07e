import { payments } from "~/texts/en/payments";
import { registrations } from "~/texts/en/registrations";
import { events as frEvents } from "~/texts/fr/events";
import { format } from "../../app/lib/i18n";
import { createAdmin, signUpMember } from "./accounts";
import { withDb } from "./db";
import { BASE_URL } from "./env";
import { downloadText, escapeRegExp, ev, registrationBox } from "./events-helpers";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, field, main, open } from "./helpers";
import { postForm } from "./http";
import { type ReceivedEmail, waitForEmail } from "./mail";

// Sign-ups hash passwords (scrypt, 128 MiB each): a busy machine needs the time.
test.describe.configure({ timeout: 120_000 });

const a = ev.admin.attendeesPage;

const subjectOf = (template: string, values: Record<string, string>) =>
  new RegExp(`^${escapeRegExp(format(template, values))}$`);

function linkIn(mail: ReceivedEmail, path: string) {
  const link = new RegExp(`${escapeRegExp(`${BASE_URL}${path}`)}[\\w-]+`).exec(mail.text)?.[0];
  expect(link, `a link to ${path} in "${mail.subject}"`).toBeDefined();
  return link as string;
}

/** The order that pays the registration of `email` for the event, as the server stored it. */
function orderOf(eventId: number, email: string) {
  return withDb(
    (db) =>
      db
        .prepare(
          `SELECT orders.id, orders.status, orders.public_token, orders.total_cents, registrations.status AS registration
           FROM registrations JOIN orders ON orders.id = registrations.order_id
           WHERE registrations.event_id = ? AND registrations.email = ?`,
        )
        .get(eventId, email) as
        | { id: number; status: string; public_token: string; total_cents: number; registration: string }
        | undefined,
  );
}

const orderNumber = (id: number) => `HB-${String(id).padStart(6, "0")}`;

test("a paid event: A is told how to pay, lets the deadline pass, and the spot goes to B on the waiting list, who pays", async ({
  page,
  member,
  createEvent,
  newDevice,
}) => {
  const { id, title } = await createEvent({ tag: "Paid Cup", date: "2036-03-10", capacity: 1 });

  // The administrator sets the fee on the event form; it shows again, as dollars, on the next edit.
  const admin = (await newDevice()).page;
  await createAdmin(admin.request, "fees");
  await open(admin, `/admin/events/${id}`);
  await field(admin, ev.admin.form.fee).fill("25");
  await main(admin).getByRole("button", { name: ev.admin.form.save }).click();
  await expect(admin).toHaveURL("/admin");
  await open(admin, `/admin/events/${id}`);
  await expect(field(admin, ev.admin.form.fee)).toHaveValue("25.00");

  // A sees the fee, registers, and is told what is due, by when, and where to see how to pay.
  await open(page, `/events/${id}`);
  await expect(main(page).getByRole("definition").filter({ hasText: "$25.00" })).toBeVisible();
  await expect(registrationBox(page)).toContainText(format(ev.register.feeNotice, { amount: "$25.00" }));
  await registrationBox(page).getByRole("button", { name: ev.register.submit }).click();
  await expectToast(page, {
    title: ev.register.successPaid.title,
    description: `You are registered for ${title}. Pay the fee of $25.00 by `,
  });
  const order = orderOf(id, member.email);
  expect(order).toMatchObject({ status: "awaiting-payment", total_cents: 2500, registration: "registered" });
  const { id: orderId, public_token: token } = order as NonNullable<typeof order>;
  const box = registrationBox(page);
  await expect(box).toContainText(registrations.event.registered);
  await expect(box).toContainText(/Your spot is held until .+: pay the fee of \$25\.00 by then to keep it\./);
  await expect(box.getByRole("link", { name: registrations.event.howToPay })).toHaveAttribute(
    "href",
    `/orders/${token}`,
  );
  await expectNoViolations(page, "the page of a paid event, registered and awaiting payment");
  await open(page, "/account/registrations");
  await expect(
    main(page).getByRole("link", { name: `${registrations.event.howToPay}: ${title}` }),
  ).toHaveAttribute("href", `/orders/${token}`);

  // A's confirmation says how to pay by Interac e-Transfer, with the reference, and links to the order.
  const confirmation = await waitForEmail({
    to: member.email,
    subject: subjectOf(ev.email.subject, { title }),
  });
  expect(confirmation.text).toContain("Send $25.00 by Interac e-Transfer to ");
  expect(confirmation.text).toContain(
    format(payments.instructions.reference, { reference: orderNumber(orderId) }),
  );
  expect(linkIn(confirmation, "/orders/")).toBe(`${BASE_URL}/orders/${token}`);
  // The order's page (how to pay) opens from the event page; the personal link's page says it too.
  await open(page, `/orders/${token}`);
  await expect(main(page)).toContainText(orderNumber(orderId));
  await open(page, linkIn(confirmation, "/registrations/"));
  await expect(main(page).getByRole("link", { name: registrations.event.howToPay })).toHaveAttribute(
    "href",
    `/orders/${token}`,
  );

  // B finds the event full (A's unpaid registration holds its spot) and joins the waiting list.
  const bDevice = await newDevice();
  const b = { ...(await signUpMember(bDevice.page.request, "Bao")), page: bDevice.page };
  await open(b.page, `/events/${id}`);
  await expect(registrationBox(b.page)).toContainText(ev.detail.full);
  await registrationBox(b.page).getByRole("button", { name: registrations.join.submit }).click();
  await expect(registrationBox(b.page)).toContainText(format(registrations.event.position, { position: 1 }));

  // The attendee list shows A's payment awaited, in English and in French.
  await open(admin, `/admin/events/${id}/attendees`);
  const aRow = main(admin).getByRole("row").filter({ hasText: member.email });
  await expect(aRow.getByRole("cell").nth(4)).toHaveText(a.payment["awaiting-payment"]);
  await expectNoViolations(admin, "the attendee list of a paid event");
  await open(admin, `/fr/admin/events/${id}/attendees`);
  await expect(
    main(admin).getByRole("columnheader", { name: frEvents.admin.attendeesPage.columns.payment }),
  ).toBeVisible();
  await expect(
    main(admin).getByRole("row").filter({ hasText: member.email }).getByRole("cell").nth(4),
  ).toHaveText(frEvents.admin.attendeesPage.payment["awaiting-payment"]);

  // A's deadline passes: the order and its expiry job are made due in the past, and the job, marked
  // failed, is run again from /admin/jobs (Retry wakes the runner at once).
  const past = new Date(Date.now() - 60_000).toISOString();
  withDb((db) => {
    db.prepare("UPDATE orders SET payment_due_at = ? WHERE id = ?").run(past, orderId);
    const changed = db
      .prepare(
        "UPDATE jobs SET run_at = ?, status = 'failed', attempts = 1 WHERE kind = 'order-expiry' AND subject = ?",
      )
      .run(past, String(orderId)).changes;
    expect(changed, "the order's expiry job").toBe(1);
  });
  await open(admin, "/admin/jobs?status=failed&per_page=100");
  // The jobs page names the job and its order in words.
  const job = main(admin)
    .getByRole("row")
    .filter({ has: admin.getByRole("cell", { name: `Order ${orderNumber(orderId)}`, exact: true }) })
    .filter({ hasText: "Unpaid order expiry" });
  await job.getByRole("button", { name: "Retry" }).click();
  await expectToast(admin, { title: "Job scheduled" });

  // B is offered the spot by e-mail; A's order expired and A's registration is cancelled, told once.
  const offer = await waitForEmail({ to: b.email, subject: subjectOf(ev.offerEmail.subject, { title }) });
  await waitForEmail({
    to: member.email,
    subject: subjectOf(payments.email.expiredSubject, { number: orderNumber(orderId) }),
  });
  expect(orderOf(id, member.email)).toMatchObject({ status: "expired", registration: "cancelled" });
  await open(page, `/events/${id}`);
  await expect(registrationBox(page)).not.toContainText(registrations.event.registered);

  // B accepts: registered, with an order of B's own awaiting payment.
  await open(b.page, linkIn(offer, "/waitlist/"));
  await main(b.page).getByRole("button", { name: "Accept the spot" }).click();
  await expectToast(b.page, {
    title: ev.register.successPaid.title,
    description: `You are registered for ${title}. Pay the fee of $25.00 by `,
  });
  const bOrder = orderOf(id, b.email);
  expect(bOrder).toMatchObject({ status: "awaiting-payment", registration: "registered" });
  const bConfirmation = await waitForEmail({ to: b.email, subject: subjectOf(ev.email.subject, { title }) });
  expect(linkIn(bConfirmation, "/orders/")).toBe(`${BASE_URL}/orders/${bOrder?.public_token}`);

  // The administrator marks B's order paid (the order page's form); B's page says the fee is paid.
  const paid = await postForm(admin.request, `/admin/orders/${orderNumber(bOrder?.id ?? 0)}`, {
    action: "mark-paid",
    from: "awaiting-payment",
    amount: "25.00",
  });
  expect(paid.status()).toBe(302);
  await open(b.page, `/events/${id}`);
  await expect(registrationBox(b.page)).toContainText(registrations.event.paid);

  // The attendee list and its CSV: A's order expired (A cancelled), B paid.
  await open(admin, `/admin/events/${id}/attendees`);
  const cells = (email: string) =>
    main(admin).getByRole("row").filter({ hasText: email }).getByRole("cell").nth(4);
  await expect(cells(member.email)).toHaveText(a.payment.expired);
  await expect(cells(b.email)).toHaveText(a.payment.paid);
  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    main(admin).getByRole("link", { name: a.csv }).click(),
  ]);
  const csv = (await downloadText(download))
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe(
    '"Name","Email","Registered","Status","Cancelled","Payment","Phone","Age on the event day","Club","Emergency contact","Emergency phone"',
  );
  expect(csv.find((line) => line.includes(member.email))).toMatch(
    /,"Cancelled","\d{4}-\d{2}-\d{2} \d{2}:\d{2}","Order expired"(,"[^"]*"){5}$/,
  );
  expect(csv.find((line) => line.includes(b.email))).toMatch(/,"Registered","","Paid"(,"[^"]*"){5}$/);
});

test("the event form refuses a fee that is not an amount in dollars, with its message, and saves nothing", async ({
  adminApi,
}) => {
  const title = `Fee Check ${Date.now().toString(36)}`;
  for (const fee of ["ten dollars", "-5", "25.999"]) {
    const response = await postForm(adminApi, "/admin/events/new", {
      title,
      date: "2036-03-11",
      location: "Toronto Pan Am Sports Centre, Toronto",
      description: "A test event of the end-to-end suite, with room for everyone.",
      image: "/images/events/clinic.webp",
      fee,
    });
    expect(response.status(), `fee ${fee}`).toBe(400);
    expect(await response.text()).toContain(ev.validation.fee);
  }
  expect(withDb((db) => db.prepare("SELECT count(*) AS n FROM events WHERE title = ?").get(title))).toEqual({
    n: 0,
  });
});
