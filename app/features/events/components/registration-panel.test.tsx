import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/ui/toaster";
import { formatterFor } from "~/lib/formatter";
import { format, type Locale } from "~/lib/i18n";
import { events } from "~/texts/en/events";
import { registrations } from "~/texts/en/registrations";
import { registrations as fr } from "~/texts/fr/registrations";
import { RegistrationPanel, type Standing } from "./registration-panel";

afterEach(cleanup);

const open: Standing = {
  phase: "open",
  opensAt: null,
  cancelUntil: "2030-07-14T13:00:00.000Z",
  cancellable: true,
  registered: false,
  self: false,
  children: [],
  payment: null,
  waitlist: [],
};
const member = { name: "Ann Lee", email: "ann@example.org" };
type Case = {
  standing?: Partial<Standing>;
  left?: number | null;
  user?: typeof member | null;
  past?: boolean;
  feeCents?: number;
  membersOnly?: boolean;
  people?: { id: number; name: string }[];
};

/** The panel of event 7 on a page in `locale`, the root loader's data giving the language and time zone. */
async function renderPanel(
  {
    standing = {},
    left = 3,
    user = member,
    past = false,
    feeCents = 0,
    membersOnly = false,
    people = [],
  }: Case,
  locale: Locale = "en",
) {
  const prefix = locale === "fr" ? "/fr" : "";
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale, settings: { timeZone: "America/Toronto" } }),
      HydrateFallback: () => null,
      children: [
        {
          path: `${prefix}/events/:id`,
          Component: () => (
            <ToastProvider initial={null}>
              <section aria-label="panel">
                <RegistrationPanel
                  eventId={7}
                  past={past}
                  left={left}
                  feeCents={feeCents}
                  membersOnly={membersOnly}
                  standing={{ ...open, ...standing }}
                  user={user}
                  people={people}
                  busy={false}
                />
              </section>
            </ToastProvider>
          ),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[`${prefix}/events/7`]} />);
  return screen.findByRole("region", { name: "panel" });
}

const buttons = (panel: HTMLElement) => [...panel.querySelectorAll("button")].map((b) => b.textContent);
const t = registrations.event;
const { dateTime } = formatterFor("en", "America/Toronto");

describe("the event page's registration panel", () => {
  it("before the opening says when it opens, and offers no button", async () => {
    const panel = await renderPanel({ standing: { phase: "not-open", opensAt: "2030-06-01T13:00:00.000Z" } });
    expect(panel.textContent).toBe(format(t.opensOn, { date: dateTime("2030-06-01T13:00:00.000Z") }));
    expect(buttons(panel)).toEqual([]);
  });

  it("once closed says so, full or not, and offers no button", async () => {
    for (const left of [0, 3]) {
      const panel = await renderPanel({ standing: { phase: "closed" }, left });
      expect(panel.textContent).toBe(t.closed);
      expect(buttons(panel)).toEqual([]);
      cleanup();
    }
  });

  it("with spots left, offers the registration form and says until when one can cancel", async () => {
    const panel = await renderPanel({});
    expect(panel.textContent).toContain(format(t.cancelUntil, { date: dateTime(open.cancelUntil) }));
    expect(buttons(panel)).toEqual([events.register.submit]);
    expect(panel.querySelector("form")?.getAttribute("action")).toBe("/events/7/register");
  });

  it("full, offers a member the waiting list's form, prefilled, posting to the waiting list", async () => {
    const panel = await renderPanel({ left: 0 });
    expect(panel.textContent).toContain(events.detail.full);
    expect(buttons(panel)).toEqual([registrations.join.submit]);
    expect(panel.querySelector("form")?.getAttribute("action")).toBe("/events/7/waitlist");
    expect(screen.getByLabelText(registrations.join.name)).toHaveProperty("value", member.name);
    expect(screen.getByLabelText(registrations.join.email)).toHaveProperty("value", member.email);
  });

  it("for members only, tells a member before the form is sent, with the way to join", async () => {
    const panel = await renderPanel({ membersOnly: true });
    expect(panel.textContent).toContain(events.membersOnly.notice);
    expect(screen.getByRole("link", { name: events.membersOnly.join }).getAttribute("href")).toBe(
      "/membership/join",
    );
    expect(buttons(panel)).toEqual([events.register.submit]);
  });

  it("for members only, gives a visitor the way to sign in and the way to join", async () => {
    const panel = await renderPanel({ membersOnly: true, user: null });
    expect(panel.textContent).toContain(events.membersOnly.notice);
    const signIn = `/signin?${new URLSearchParams({ redirectTo: "/events/7" })}`;
    expect(screen.getByRole("link", { name: events.membersOnly.signIn }).getAttribute("href")).toBe(signIn);
    expect(screen.getByRole("link", { name: events.membersOnly.join }).getAttribute("href")).toBe(
      "/membership/join",
    );
  });

  it("says nothing of membership for an event open to everyone", async () => {
    const panel = await renderPanel({});
    expect(panel.textContent).not.toContain(events.membersOnly.notice);
  });

  it("full, sends a visitor to sign in and back", async () => {
    const panel = await renderPanel({ left: 0, user: null });
    const link = screen.getByRole("link", { name: t.signInToJoin });
    expect(link.getAttribute("href")).toBe(`/signin?${new URLSearchParams({ redirectTo: "/events/7" })}`);
    expect(buttons(panel)).toEqual([]);
  });

  it("gives a waiting member their place and a Leave button that posts to the waiting list", async () => {
    const panel = await renderPanel({
      left: 0,
      standing: { waitlist: [{ memberId: null, name: null, status: "waiting", position: 2 }] },
    });
    expect(panel.textContent).toBe(`${events.detail.full}${format(t.position, { position: 2 })}${t.leave}`);
    expect(buttons(panel)).toEqual([t.leave]);
    const form = panel.querySelector("form");
    expect(form?.getAttribute("action")).toBe("/events/7/waitlist");
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      intent: "leave",
      attendee: "self",
      from: "/events/7",
    });
  });

  it("gives a parent each place in line, their own and a child's, each with its own Leave, and a way to add another child", async () => {
    const panel = await renderPanel({
      left: 0,
      people: [
        { id: 41, name: "Léa Gagnon" },
        { id: 42, name: "Noé Gagnon" },
      ],
      standing: {
        waitlist: [
          { memberId: null, name: null, status: "waiting", position: 1 },
          { memberId: 41, name: "Léa Gagnon", status: "waiting", position: 2 },
        ],
      },
    });
    expect(panel.textContent).toContain(format(t.positionFor, { name: "Léa Gagnon", position: 2 }));
    const leaveLea = format(t.leaveFor, { name: "Léa Gagnon" });
    expect(buttons(panel)).toEqual([t.leave, leaveLea]);
    const forms = [...panel.querySelectorAll("form")].map((form) =>
      Object.fromEntries(new FormData(form as HTMLFormElement)),
    );
    expect(forms.map((fields) => fields.attendee)).toEqual(["self", "41"]);
    expect(screen.getByRole("link", { name: t.addToLine }).getAttribute("href")).toBe("/events/7/waitlist");
  });

  it("shows the offer that holds a spot, with its link", async () => {
    const standing = {
      waitlist: [
        {
          memberId: null,
          name: null,
          status: "offered" as const,
          token: "tok-123",
          expiresAt: "2030-07-01T16:30:00.000Z",
        },
      ],
    };
    const panel = await renderPanel({ left: 0, standing });
    expect(panel.textContent).toContain(format(t.held, { date: dateTime("2030-07-01T16:30:00.000Z") }));
    expect(screen.getByRole("link", { name: t.answerOffer }).getAttribute("href")).toBe("/waitlist/tok-123");
    expect(buttons(panel)).toEqual([]);
  });

  it("tells a registered member so, with the way to cancel, and no form", async () => {
    const panel = await renderPanel({ left: 0, standing: { registered: true, self: true } });
    // One state: registered, without "This event is full." above it.
    expect(panel.textContent).toContain(t.registered);
    expect(panel.textContent).not.toContain(events.detail.full);
    expect(screen.getByRole("link", { name: t.manage }).getAttribute("href")).toBe("/account/registrations");
    expect(buttons(panel)).toEqual([]);
  });

  it("names the children the account registered; the holder is not said to be registered unless they are", async () => {
    const panel = await renderPanel({ standing: { registered: true, children: ["Léa Gagnon"] } });
    expect(panel.textContent).toContain(format(t.attendees, { names: "Léa Gagnon" }));
    expect(panel.textContent).not.toContain(t.registered);
  });

  it("before the registration form of an event with a fee, says the fee and that the e-mail says how to pay", async () => {
    const panel = await renderPanel({ feeCents: 2500 });
    expect(panel.textContent).toContain(format(events.register.feeNotice, { amount: "$25.00" }));
    expect(buttons(panel)).toEqual([events.register.submit]);
    cleanup();
    expect((await renderPanel({})).textContent).not.toContain("$");
  });

  it("tells a registered member whose fee is awaited what is due by when, with a link to how to pay", async () => {
    const payment = {
      status: "awaiting-payment" as const,
      token: "order-tok-123",
      dueAt: "2030-07-08T16:30:00.000Z",
      amountCents: 2500,
    };
    const panel = await renderPanel({ standing: { registered: true, self: true, payment } });
    expect(panel.textContent).toContain(
      format(t.paymentDue, { date: dateTime(payment.dueAt), amount: "$25.00" }),
    );
    expect(screen.getByRole("link", { name: t.howToPay }).getAttribute("href")).toBe("/orders/order-tok-123");
    cleanup();
    // What to pay stays on the page, not only in the toast: the e-mail's Interac e-Transfer sentences.
    const payWith = {
      title: "Pay by Interac e-Transfer",
      paragraphs: ["Send $25.00 with reference E-000042."],
    };
    const staying = await renderPanel({ standing: { registered: true, self: true, payment, payWith } });
    expect(screen.getByRole("heading", { name: payWith.title })).toBeTruthy();
    expect(staying.textContent).toContain("Send $25.00 with reference E-000042.");
    cleanup();
    const french = await renderPanel({ standing: { registered: true, self: true, payment } }, "fr");
    expect(french.textContent).toContain("payez les frais de 25,00\u00a0$ d'ici là");
    expect(screen.getByRole("link", { name: "Comment payer" }).getAttribute("href")).toBe(
      "/fr/orders/order-tok-123",
    );
  });

  it("tells a registered member whose fee is paid so; a free registration says nothing of a fee", async () => {
    const paid = await renderPanel({
      standing: { registered: true, self: true, payment: { status: "paid" } },
    });
    expect(paid.textContent).toContain(t.paid);
    cleanup();
    const free = await renderPanel({ standing: { registered: true, self: true } });
    expect(free.textContent).not.toContain(t.paid);
    expect(screen.queryByRole("link", { name: t.howToPay })).toBeNull();
  });

  it("says a past event has taken place", async () => {
    const panel = await renderPanel({ past: true, standing: { phase: "closed" } });
    expect(panel.textContent).toBe(events.detail.past);
  });

  it("speaks French on a French page, with French links", async () => {
    const panel = await renderPanel(
      {
        left: 0,
        standing: {
          waitlist: [
            {
              memberId: null,
              name: null,
              status: "offered",
              token: "tok-123",
              expiresAt: "2030-07-01T16:30:00.000Z",
            },
          ],
        },
      },
      "fr",
    );
    const date = formatterFor("fr", "America/Toronto").dateTime("2030-07-01T16:30:00.000Z");
    expect(panel.textContent).toContain(format(fr.event.held, { date }));
    expect(screen.getByRole("link", { name: fr.event.answerOffer }).getAttribute("href")).toBe(
      "/fr/waitlist/tok-123",
    );
  });
});
