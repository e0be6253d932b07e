import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { paymentsMessages } from "~/texts/pages/payments";
import { shopMessages } from "~/texts/pages/shop";
import { type CheckoutPayment, PaymentSection } from "./payment-section";

afterEach(cleanup);

const checked = (radio: HTMLElement) => (radio as HTMLInputElement).checked;
/** The text of the elements `aria-describedby` names, as a screen reader reads the description. */
const description = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

const etransferOnly: CheckoutPayment = { paymentDays: 7, inPersonEnabled: false, inPersonNote: "" };
const both: CheckoutPayment = {
  paymentDays: 7,
  inPersonEnabled: true,
  inPersonNote: "At the Saturday league games, Varsity Arena.",
};

function renderSection(payment: CheckoutPayment, locale: Locale = "en", error?: string) {
  const { container } = render(
    <form>
      <PaymentSection
        payment={payment}
        texts={shopMessages[locale].checkout}
        methods={paymentsMessages[locale].methods}
        error={error}
      />
    </form>,
  );
  return { container, section: screen.getByRole("group", { name: shopMessages[locale].checkout.payment }) };
}

describe("the checkout's Payment section", () => {
  it("explains the e-Transfer and has no field at all, card or other, when it is the only method", () => {
    const { container, section } = renderSection(etransferOnly);
    expect(container.querySelectorAll("input, select, textarea")).toHaveLength(0);
    expect(section.textContent).toContain("Interac e-Transfer");
    expect(section.textContent).toContain(
      "After you place your order, we show you the amount, the recipient and a reference to write in the e-Transfer message, and we e-mail them to you. Pay within 7 days, or the order is cancelled.",
    );
  });

  it("says the association's number of days, one day in the singular", () => {
    expect(renderSection({ ...etransferOnly, paymentDays: 14 }).section.textContent).toContain(
      "Pay within 14 days,",
    );
    cleanup();
    expect(renderSection({ ...etransferOnly, paymentDays: 1 }).section.textContent).toContain(
      "Pay within 1 day,",
    );
  });

  it("in French", () => {
    const { container, section } = renderSection(etransferOnly, "fr");
    expect(container.querySelectorAll("input")).toHaveLength(0);
    expect(section.textContent).toContain("Virement Interac");
    expect(section.textContent).toContain(
      "une référence à inscrire dans le message du virement Interac, et nous vous les envoyons par courriel. Payez dans un délai de 7 jours, sinon la commande est annulée.",
    );
  });

  it("offers both methods as a radio group, e-Transfer chosen, each with what it means", () => {
    renderSection(both);
    const group = screen.getByRole("group", { name: "How will you pay?" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(["etransfer", "in-person"]);
    const etransfer = within(group).getByRole("radio", { name: "Interac e-Transfer" });
    const inPerson = within(group).getByRole("radio", { name: "Pay in person" });
    expect(checked(etransfer)).toBe(true);
    expect(checked(inPerson)).toBe(false);
    expect(radios.every((radio) => radio.getAttribute("name") === "paymentMethod")).toBe(true);
    expect(description(etransfer)).toMatch(/^After you place your order/);
    expect(description(inPerson)).toBe(
      "Pay in cash or by card at one of our events within 7 days, or the order is cancelled. At the Saturday league games, Varsity Arena.",
    );
  });

  it("offers both methods in French", () => {
    renderSection(both, "fr");
    const group = screen.getByRole("group", { name: "Comment allez-vous payer?" });
    expect(checked(within(group).getByRole("radio", { name: "Virement Interac" }))).toBe(true);
    expect(description(within(group).getByRole("radio", { name: "Paiement sur place" }))).toBe(
      "Payez en argent comptant ou par carte à l'un de nos événements dans un délai de 7 jours, sinon la commande est annulée. At the Saturday league games, Varsity Arena.",
    );
  });

  it("shows the server's refusal of the method on the group", () => {
    renderSection(both, "en", shopMessages.en.validation.paymentMethod);
    const group = screen.getByRole("group", { name: "How will you pay?" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(description(group)).toBe("Please choose how you will pay.");
  });
});
