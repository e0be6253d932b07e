import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { testConfig } from "../../../tests/support/test-db";
import { defaultPaymentSettings, type PaymentSettings, readPaymentSettings } from "./settings";

const defaults: PaymentSettings = {
  etransferEmail: "treasurer@example.org",
  etransferName: "Ontario Handball Association",
  etransferNote: "",
  paymentDays: 7,
  inPersonEnabled: false,
  inPersonNote: "",
};

const saved: PaymentSettings = {
  etransferEmail: "pay@example.org",
  etransferName: "OHA Treasurer",
  etransferNote: "Autodeposit is on.",
  paymentDays: 10,
  inPersonEnabled: true,
  inPersonNote: "At the Saturday practice.",
};

describe("defaultPaymentSettings", () => {
  it("has the e-Transfers sent to the contact address, in the association's name, due in 7 days", () => {
    expect(defaultPaymentSettings(testConfig)).toEqual({
      etransferEmail: testConfig.CONTACT_EMAIL,
      etransferName: testConfig.ASSOCIATION_NAME,
      etransferNote: "",
      paymentDays: 7,
      inPersonEnabled: false,
      inPersonNote: "",
    });
  });
});

describe("readPaymentSettings", () => {
  const read = (stored: string | undefined) => readPaymentSettings(stored, defaults);

  itMaps("reads %j", read, [
    [undefined, defaults],
    [JSON.stringify(saved), saved],
    // Saved before a setting existed: the others keep their saved values.
    [JSON.stringify({ paymentDays: 14 }), { ...defaults, paymentDays: 14 }],
    [JSON.stringify({ inPersonEnabled: true }), { ...defaults, inPersonEnabled: true }],
    [JSON.stringify({}), defaults],
  ]);

  it("drops keys it does not know", () => {
    expect(read(JSON.stringify({ ...saved, role: "admin" }))).toEqual(saved);
  });

  // Edited by hand in the database: the site keeps working with the defaults rather than failing.
  itMaps("falls back to the defaults for %j", read, [
    ["", defaults],
    ["{", defaults],
    ["not json", defaults],
    ["null", defaults],
    ["[]", defaults],
    ['"payments"', defaults],
    [JSON.stringify({ ...saved, paymentDays: "ten" }), defaults],
    [JSON.stringify({ ...saved, paymentDays: 0 }), defaults],
    [JSON.stringify({ ...saved, paymentDays: 61 }), defaults],
    [JSON.stringify({ ...saved, paymentDays: 2.5 }), defaults],
    [JSON.stringify({ ...saved, etransferEmail: "not an address" }), defaults],
    [JSON.stringify({ ...saved, etransferName: "" }), defaults],
    [JSON.stringify({ ...saved, inPersonEnabled: "yes" }), defaults],
    [JSON.stringify({ ...saved, etransferNote: null }), defaults],
  ]);
});
