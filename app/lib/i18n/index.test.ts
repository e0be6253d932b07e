import { describe, expect, it } from "vitest";
import { format, messagesFor } from "./index";

describe("format", () => {
  it.each([
    ["© {year} {name}", { year: 2026, name: "OHA" }, "© 2026 OHA"],
    ["No user with email {email} exists", { email: "a@b.org" }, "No user with email a@b.org exists"],
    ["{missing} stays", {}, "{missing} stays"],
    ["no placeholders", { a: 1 }, "no placeholders"],
  ])("%s", (template, values, expected) => {
    expect(format(template, values)).toBe(expected);
  });
});

describe("messagesFor", () => {
  it("returns the English catalogue with the spec's 404 text", () => {
    expect(messagesFor("en").common.notFound.title).toBe("Oops! Page not found");
  });
});
