import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import { itMaps } from "~/lib/test-table";
import { ordersAdmin as en } from "~/texts/en/orders-admin";
import { ordersAdmin as fr } from "~/texts/fr/orders-admin";
import { paymentSettingsSchema } from "./settings";

const t = en.settings.validation;
const schema = paymentSettingsSchema(t);

/** What the form of /admin/payments sends when everything is right (the box ticked). */
const form = {
  etransferEmail: "treasurer@handball.example.org",
  etransferName: "Ontario Handball Association",
  etransferNote: "Autodeposit is on: no security question.",
  paymentDays: "7",
  inPersonEnabled: "on",
  inPersonNote: "At the front desk of any tournament.",
};

const parse = (changes: Record<string, string | undefined>) =>
  parseWith(
    schema,
    Object.fromEntries(Object.entries({ ...form, ...changes }).filter(([, v]) => v !== undefined)),
  );

const errorsOf = (changes: Record<string, string | undefined>) => {
  const result = parse(changes);
  return result.ok ? {} : result.errors;
};

describe("the payment settings form", () => {
  it("reads a good form as the settings to store, trimmed, the days as a number and the box as a boolean", () => {
    expect(parse({ etransferEmail: "  treasurer@handball.example.org ", etransferName: " OHA " })).toEqual({
      ok: true,
      data: { ...form, etransferName: "OHA", paymentDays: 7, inPersonEnabled: true },
    });
  });

  it("reads an unticked box (not sent) as off, and empty notes as empty", () => {
    expect(parse({ inPersonEnabled: undefined, etransferNote: "", inPersonNote: undefined })).toMatchObject({
      ok: true,
      data: { inPersonEnabled: false, etransferNote: "", inPersonNote: "" },
    });
  });

  it("keeps the line breaks of a note", () => {
    const note = "Question: club colours?\nAnswer: red";
    expect(parse({ etransferNote: note })).toMatchObject({ ok: true, data: { etransferNote: note } });
  });

  const days = "Please enter a whole number of days from 1 to 60";
  itMaps("a deadline of %j days: %s", (value: string) => errorsOf({ paymentDays: value }).paymentDays, [
    ["1", undefined],
    ["60", undefined],
    [" 14 ", undefined],
    ["0", days],
    ["61", days],
    ["-3", days],
    ["7.5", days],
    ["1e1", days],
    ["seven", days],
    ["", days],
  ]);

  const name = "Please enter the name buyers will see, at most 100 characters";
  itMaps(
    "refuses %j with its message",
    ([field, value]: [string, string]) => errorsOf({ [field]: value })[field],
    [
      [["etransferEmail", "not-an-address"], t.email],
      [["etransferEmail", ""], t.email],
      [["etransferEmail", "a@b.example\r\nBcc: x@y.example"], t.email],
      [["etransferName", "   "], name],
      [["etransferName", "x".repeat(101)], name],
      [["etransferName", "OHA\u0000"], t.controlCharacters],
      [["etransferName", "OHA\nTreasurer"], t.controlCharacters],
      [["etransferNote", "x".repeat(1001)], "Please keep the note to at most 1000 characters"],
      [["etransferNote", "bell\u0007"], t.controlCharacters],
      [["inPersonNote", "x".repeat(1001)], "Please keep the note to at most 1000 characters"],
      [["inPersonEnabled", "yes"], t.enabled],
    ],
  );

  it("gives every field's error in one round", () => {
    expect(
      errorsOf({
        etransferEmail: "nope",
        etransferName: "",
        etransferNote: "x".repeat(1001),
        paymentDays: "0",
        inPersonEnabled: "true",
        inPersonNote: "\u0000",
      }),
    ).toEqual({
      etransferEmail: t.email,
      etransferName: name,
      etransferNote: "Please keep the note to at most 1000 characters",
      paymentDays: days,
      inPersonEnabled: t.enabled,
      inPersonNote: t.controlCharacters,
    });
  });

  it("says it in French on the French page", () => {
    const errors = parseWith(paymentSettingsSchema(fr.settings.validation), { ...form, paymentDays: "90" });
    expect(errors).toEqual({
      ok: false,
      errors: { paymentDays: "Veuillez entrer un nombre entier de jours de 1 à 60" },
    });
  });
});
