// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { type ComponentType, createElement as h, type ReactElement, type ReactNode } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PhoneLink } from "~/components/contact-links";
import { CallToAction, PageSection } from "~/components/page-section";
import { StatusPage } from "~/components/status-page";
import { NewPasswordFields } from "~/features/accounts/components/password-fields";
import { ContactForm } from "~/features/contact/components/contact-form";
import { OrderTable } from "~/features/shop/components/order-table";
import type { Locale } from "~/lib/i18n";
import { Field, TextAreaField } from "./field";
import { PageHeader } from "./page-header";
import { Panel } from "./panel";

afterEach(cleanup);

/**
 * Renders inside a router below the root route, as the pages do: links and forms need one, dates and
 * amounts take the page's language and the association's zone from the root loader's data.
 */
async function renderPage(element: ReactElement, locale: Locale = "en") {
  const Stub = createRoutesStub([
    { id: "root", Component: Outlet, children: [{ path: "/", Component: () => element }] },
  ]);
  const root = { locale, settings: { timeZone: "America/Halifax" } };
  render(h(Stub, { hydrationData: { loaderData: { root } } }));
  await screen.findByTestId("page");
}

/** createElement for components whose props type requires children: the children go as arguments. */
function withChildren<P extends { children: ReactNode }>(
  type: ComponentType<P>,
  props: Omit<P, "children">,
  ...children: ReactNode[]
) {
  return h(type as ComponentType<Omit<P, "children">>, props, ...children);
}

const page = (...children: ReactElement[]) => h("main", { "data-testid": "page" }, ...children);

describe("content page primitives", () => {
  it("gives a band one h2 and its intro, and a call to action its buttons", async () => {
    await renderPage(
      page(
        h(PageSection, { heading: "Our board", intro: "Elected by the clubs." }),
        withChildren(
          CallToAction,
          { heading: "Join us", text: "Write to us." },
          h("a", { href: "/contact" }, "Contact us"),
        ),
      ),
    );
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Our board",
      "Join us",
    ]);
    expect(screen.getByText("Elected by the clubs.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
  });

  it("makes a panel a region named by its heading", async () => {
    await renderPage(
      page(withChildren(Panel, { id: "info-heading", heading: "Contact information" }, h("p", null, "Here"))),
    );
    const region = screen.getByRole("region", { name: "Contact information" });
    expect(within(region).getByRole("heading", { level: 2 }).id).toBe("info-heading");
    expect(within(region).getByText("Here")).toBeTruthy();
  });

  it("puts the way back above a page's h1 and its buttons beside it", async () => {
    await renderPage(
      page(
        h(PageHeader, {
          title: "Order 000042",
          back: { to: "/admin/orders", label: "Orders" },
          actions: h("button", { type: "button" }, "Export"),
        }),
      ),
    );
    expect(screen.getByRole("link", { name: "Orders" }).getAttribute("href")).toBe("/admin/orders");
    expect(screen.getByRole("heading", { level: 1, name: "Order 000042" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export" })).toBeTruthy();
  });

  it("gives an error page its own title, one h1, a sentence and a way on", async () => {
    await renderPage(
      page(
        h(StatusPage, {
          title: "Page not found | OHA",
          heading: "Page not found",
          text: "There is no page at this address.",
          to: "/",
          label: "Back to the home page",
        }),
      ),
    );
    expect(document.title).toBe("Page not found | OHA");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
    expect(screen.getByText("There is no page at this address.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
  });

  it("dials a phone number by its digits and leading +, whatever the spacing shown", async () => {
    await renderPage(page(h(PhoneLink, { phone: "+1 (902) 555-0100", className: "underline" })));
    expect(screen.getByRole("link", { name: "+1 (902) 555-0100" }).getAttribute("href")).toBe(
      "tel:+19025550100",
    );
  });
});

describe("OrderTable", () => {
  const orders = [
    {
      number: "000042",
      created_at: "2026-11-20T15:00:00.000Z",
      total_cents: 8999,
      status: "paid",
      email: "ann@example.com",
    },
  ];
  const table = (customer?: (order: (typeof orders)[number]) => string) =>
    h(OrderTable<(typeof orders)[number]>, {
      orders,
      columns: customer
        ? ["Order", "Date", "Customer", "Total", "Status"]
        : ["Order", "Date", "Total", "Status"],
      statuses: { paid: "Paid" },
      href: (number: string) => `/account/orders/${number}`,
      customer,
    });

  it("links each order to its page and names its status and total", async () => {
    await renderPage(page(table()));
    const row = screen.getByRole("row", { name: /000042/ });
    expect(within(row).getByRole("link", { name: "000042" }).getAttribute("href")).toBe(
      "/account/orders/000042",
    );
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["000042", expect.any(String), "$89.99", "Paid"]);
  });

  it("shows who ordered only where the page asks for it", async () => {
    await renderPage(page(table((order) => order.email)));
    const row = screen.getByRole("row", { name: /000042/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["000042", expect.any(String), "ann@example.com", "$89.99", "Paid"]);
    expect(screen.getAllByRole("columnheader")).toHaveLength(5);
  });

  it("shows the date and the total in the page's language, in the association's zone", async () => {
    await renderPage(page(table()), "fr");
    const cells = within(screen.getByRole("row", { name: /000042/ })).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent).slice(1, 3)).toEqual([
      "20 nov. 2026, 11\u00a0h\u00a000",
      "89,99\u00a0$",
    ]);
  });
});

describe("form fields", () => {
  it("ties a field's label and error to its control, as an input or a text area", async () => {
    await renderPage(
      page(
        h(Field, { name: "title", label: "Title", error: "A title is required" }),
        h(TextAreaField, { name: "description", label: "Description", rows: 4 }),
      ),
    );
    const title = screen.getByLabelText("Title");
    expect(title.tagName).toBe("INPUT");
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("A title is required").id).toBe(title.getAttribute("aria-describedby"));
    const description = screen.getByLabelText("Description");
    expect(description.tagName).toBe("TEXTAREA");
    expect(description.getAttribute("name")).toBe("description");
    expect(description.hasAttribute("aria-invalid")).toBe(false);
  });

  it("asks for a new password twice, each required and offered by a password manager", async () => {
    await renderPage(
      page(
        h(NewPasswordFields, {
          labels: { password: "Password", confirmPassword: "Confirm password" },
          errors: { confirmPassword: "The passwords do not match" },
        }),
      ),
    );
    for (const label of ["Password", "Confirm password"]) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      expect([input.type, input.autocomplete, input.required]).toEqual(["password", "new-password", true]);
    }
    expect(screen.getByLabelText("Confirm password").getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps the contact form's five required fields, their limits, typed values and errors", async () => {
    await renderPage(
      page(
        h(ContactForm, {
          texts: {
            fields: {
              firstName: "Given name",
              lastName: "Family name",
              email: "Address",
              subject: "Topic",
              message: "Text",
            },
            submit: "Send",
            submitting: "Sending",
          },
          honeypotLabel: "Leave empty",
          values: { firstName: "Ann", lastName: "", email: "ann@example", subject: "", message: "Hello" },
          errors: { email: "Enter a valid e-mail address" },
          busy: false,
          onSubmit: () => {},
        }),
      ),
    );
    const fields = ["Given name", "Family name", "Address", "Topic", "Text"].map(
      (label) => screen.getByLabelText(label) as HTMLInputElement,
    );
    expect(fields.map((field) => [field.name, field.required, field.maxLength])).toEqual([
      ["firstName", true, 100],
      ["lastName", true, 100],
      ["email", true, 254],
      ["subject", true, 200],
      ["message", true, 5000],
    ]);
    expect(fields.map((field) => field.value)).toEqual(["Ann", "", "ann@example", "", "Hello"]);
    const email = screen.getByLabelText("Address") as HTMLInputElement;
    expect(email.type).toBe("email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter a valid e-mail address").id).toBe(email.getAttribute("aria-describedby"));
    expect(screen.getByLabelText("Text").tagName).toBe("TEXTAREA");
    expect(screen.getByRole("button", { name: "Send" }).getAttribute("type")).toBe("submit");
  });
});
