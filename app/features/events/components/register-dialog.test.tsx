import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub, data, redirect } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/ui/toaster";
import { format } from "~/lib/i18n";
import { events } from "~/texts/en/events";
import type { EventSummary } from "./event-card";
import { RegisterDialog } from "./register-dialog";

afterEach(cleanup);

const t = events.register;
const cup: EventSummary = {
  id: 7,
  title: "Summer Cup",
  title_fr: null,
  starts_at: "2026-07-15T13:00:00.000Z",
  location: "Varsity Arena, Toronto",
  location_fr: null,
  description: "Two days of handball for every age group.",
  description_fr: null,
  image: "/images/events/summer-cup.webp",
  capacity: 20,
  fee_cents: 0,
  registered: 3,
  held: 0,
};

/** The event the page's button opens the dialog for (a test may give it a fee). */
let shown = cup;

/** The events page as far as the dialog is concerned: a button opens it for the Summer Cup. */
function EventsPage() {
  const [registering, setRegistering] = useState<EventSummary | null>(null);
  return (
    <ToastProvider initial={null}>
      <button type="button" onClick={() => setRegistering(shown)}>
        Open the Summer Cup
      </button>
      <RegisterDialog
        event={registering}
        texts={t}
        validation={events.validation}
        defaults={{ name: "Ann Lee", email: "ann@example.org" }}
        onClose={() => setRegistering(null)}
      />
    </ToastProvider>
  );
}

/**
 * Renders the page with a stand-in for /events/:id/register that answers as the real action does:
 * `answer` gets the posted form and returns the action's result.
 */
function renderPage(answer: (form: FormData) => unknown) {
  const posted: { id: string | undefined; form: Record<string, FormDataEntryValue> }[] = [];
  const Stub = createRoutesStub([
    { path: "/events", Component: EventsPage },
    {
      path: "/events/:id/register",
      async action({ request, params }) {
        const form = await request.formData();
        posted.push({ id: params.id, form: Object.fromEntries(form) });
        return answer(form);
      },
    },
  ]);
  render(<Stub initialEntries={["/events"]} />);
  return { posted };
}

const openDialog = () => {
  fireEvent.click(screen.getByRole("button", { name: "Open the Summer Cup" }));
  return screen.getByRole("dialog", { name: t.title });
};
const fill = (dialog: HTMLElement, values: { name?: string; email?: string }) => {
  if (values.name !== undefined)
    fireEvent.change(within(dialog).getByLabelText(t.name), { target: { value: values.name } });
  if (values.email !== undefined)
    fireEvent.change(within(dialog).getByLabelText(t.email), { target: { value: values.email } });
};
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole("button", { name: t.submit }));

describe("the registration dialog", () => {
  it("opens for the chosen event with the member's name and address filled in", () => {
    renderPage(() => redirect("/events"));
    expect(screen.queryByRole("dialog")).toBeNull();
    const dialog = openDialog();
    expect(within(dialog).getByRole("heading", { name: t.title })).toBeTruthy();
    expect(within(dialog).getByText(format(t.description, { title: "Summer Cup" }))).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>(t.name).value).toBe("Ann Lee");
    expect(within(dialog).getByLabelText<HTMLInputElement>(t.email).value).toBe("ann@example.org");
    expect(dialog.textContent).not.toContain("$");
  });

  it("says the fee of an event that has one, and that the e-mail says how to pay", () => {
    shown = { ...cup, fee_cents: 2500 };
    try {
      renderPage(() => redirect("/events"));
      const dialog = openDialog();
      expect(within(dialog).getByText(format(t.feeNotice, { amount: "$25.00" }))).toBeTruthy();
    } finally {
      shown = cup;
    }
  });

  it("shows the form's messages under the fields and sends nothing while they stand", async () => {
    const { posted } = renderPage(() => redirect("/events"));
    const dialog = openDialog();
    fill(dialog, { name: "A", email: "not-an-address" });
    submit(dialog);
    expect(await within(dialog).findByText("Name must be at least 2 characters")).toBeTruthy();
    expect(within(dialog).getByText(events.validation.email)).toBeTruthy();
    expect(within(dialog).getByLabelText(t.name).getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByLabelText(t.email).getAttribute("aria-invalid")).toBe("true");
    expect(posted).toEqual([]);
    expect(screen.getByRole("dialog", { name: t.title })).toBeTruthy();
  });

  it("posts the name, the address and the page to return to, then closes when registered", async () => {
    const { posted } = renderPage(() => redirect("/events"));
    const dialog = openDialog();
    fill(dialog, { name: "Bo Chen", email: "bo@example.org" });
    submit(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posted).toEqual([
      { id: "7", form: { from: "/events", name: "Bo Chen", email: "bo@example.org" } },
    ]);
  });

  it("shows the button busy while the registration is on its way", async () => {
    let answer = (_: Response) => {};
    renderPage(() => new Promise<Response>((resolve) => (answer = resolve)));
    const dialog = openDialog();
    submit(dialog);
    const busy = await within(dialog).findByRole<HTMLButtonElement>("button", { name: t.submitting });
    expect(busy.disabled).toBe(true);
    answer(redirect("/events"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the dialog open with the server's answer: a taken address under its field, a full event above", async () => {
    let answer = { email: format(t.alreadyRegistered, { email: "ann@example.org" }) } as Record<
      string,
      string
    >;
    renderPage(() => data({ errors: answer }, { status: 409 }));
    const dialog = openDialog();
    submit(dialog);
    expect(await within(dialog).findByText(answer.email ?? "")).toBeTruthy();
    expect(within(dialog).getByLabelText(t.email).getAttribute("aria-invalid")).toBe("true");

    answer = { form: t.full };
    submit(dialog);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(t.full);
    expect(screen.getByRole("dialog", { name: t.title })).toBeTruthy();
  });

  it("shows a throttled registration as a toast as well as in the form", async () => {
    renderPage(() =>
      data(
        {
          errors: { form: `${t.throttled.title}: ${t.throttled.description}` },
          toast: { ...t.throttled, variant: "destructive" as const },
        },
        { status: 429 },
      ),
    );
    const dialog = openDialog();
    submit(dialog);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      `${t.throttled.title}: ${t.throttled.description}`,
    );
    const toasts = screen.getByRole("status");
    expect(await within(toasts).findByText(t.throttled.title)).toBeTruthy();
    expect(within(toasts).getByText(t.throttled.description)).toBeTruthy();
  });

  it("closes with Cancel without sending anything", () => {
    const { posted } = renderPage(() => redirect("/events"));
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: t.cancel }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(posted).toEqual([]);
  });
});
