import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import { itMaps } from "~/lib/test-table";
import { contact as texts } from "~/texts/en/contact";
import { contactSchema, parseMessageId, replyLink, typedValues } from "./rules";

const t = texts.validation;
const schema = contactSchema(t);
const valid = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.org",
  subject: "Beginner programs",
  message: "Is there a program for adults?",
};

describe("contactSchema", () => {
  it("accepts the five fields, trimmed", () => {
    expect(
      parseWith(schema, {
        firstName: " Ann ",
        lastName: " Lee",
        email: " ann@example.org ",
        subject: " Beginner programs ",
        message: "\nIs there a program for adults?\n",
        website: "",
      }),
    ).toEqual({ ok: true, data: valid });
  });

  it("keeps the message's own line breaks", () => {
    const parsed = parseWith(schema, { ...valid, message: "Hello,\n\nthanks" });
    expect(parsed).toMatchObject({ ok: true, data: { message: "Hello,\n\nthanks" } });
  });

  it("names every missing field with its own message (spec: all five required)", () => {
    const everyFieldMissing = {
      ok: false,
      errors: {
        firstName: t.firstName,
        lastName: t.lastName,
        email: t.email,
        subject: t.subject,
        message: t.message,
      },
    };
    expect(parseWith(schema, {})).toEqual(everyFieldMissing);
    expect(
      parseWith(schema, { firstName: "  ", lastName: "", email: " ", subject: "\t", message: " \n " }),
    ).toEqual(everyFieldMissing);
  });

  it.each([
    ["email", "ann@", t.email],
    ["email", "ann@example.org\r\nBcc: x@evil.example", t.email],
    ["email", "ann@example.org, x@evil.example", t.email],
    ["email", "Ann <ann@example.org>", t.email],
    ["email", `${"a".repeat(250)}@example.org`, t.email],
    ["firstName", "A".repeat(101), "First name must be at most 100 characters"],
    ["lastName", "L".repeat(101), "Last name must be at most 100 characters"],
    ["subject", "S".repeat(201), "Subject must be at most 200 characters"],
    ["message", "M".repeat(5001), "Message must be at most 5000 characters"],
  ])("refuses %s %j", (field, value, message) => {
    expect(parseWith(schema, { ...valid, [field]: value })).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it.each([
    ["firstName", "Ann\r\nBcc: x@evil.example"],
    ["lastName", "Lee\u0000\u2028Cc: y"],
    ["subject", "Hi\r\n\r\nBody"],
    ["subject", "Hi\u0007"],
    ["message", "Hello\u0000there"],
    ["message", "Hello\u001b[31m"],
  ])("refuses control characters in %s %j with a clear message (SECURITY 7, 32)", (field, value) => {
    expect(parseWith(schema, { ...valid, [field]: value })).toEqual({
      ok: false,
      errors: { [field]: t.controlCharacters },
    });
  });
});

describe("typedValues", () => {
  it("keeps the form's own fields as typed, and nothing else", () => {
    expect(typedValues({ ...valid, email: " Ann@ ", website: "spam", role: "admin" })).toEqual({
      ...valid,
      email: " Ann@ ",
    });
    expect(typedValues({})).toEqual({ firstName: "", lastName: "", email: "", subject: "", message: "" });
  });
});

describe("replyLink", () => {
  it("opens a reply with Re: and the subject, encoded", () => {
    expect(replyLink("ann@example.org", "Fees & times?", texts.admin.detail.replySubject)).toBe(
      "mailto:ann@example.org?subject=Re%3A%20Fees%20%26%20times%3F",
    );
    expect(replyLink("a+b@example.org", "x", "Re: {subject}")).toBe(
      "mailto:a%2Bb@example.org?subject=Re%3A%20x",
    );
  });
});

describe("parseMessageId", () => {
  itMaps("%j -> %j", parseMessageId, [
    ["1", 1],
    ["42", 42],
    ["0", null],
    ["-1", null],
    ["1.5", null],
    ["abc", null],
    ["1e3", null],
    [undefined, null],
    ["9999999999", null],
  ]);
});
