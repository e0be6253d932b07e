import { describe, expect, it } from "vitest";
import {
  addressKey,
  listUnsubscribeHeaders,
  preferenceSchema,
  unsubscribePageUrl,
  unsubscribeStep,
  withdrawalHow,
} from "./rules";

const BASE = "https://handball.example.org";

describe("consent rules", () => {
  it.each([
    [" Ann@Example.ORG ", "ann@example.org"],
    ["ann@example.org", "ann@example.org"],
  ])("keys %j as %j", (email, key) => {
    expect(addressKey(email)).toBe(key);
  });

  it.each([
    ["en", `${BASE}/unsubscribe?token=abc_DEF-123`],
    ["fr", `${BASE}/fr/unsubscribe?token=abc_DEF-123`],
  ] as const)("writes the link's page in %s", (locale, url) => {
    expect(unsubscribePageUrl(BASE, "abc_DEF-123", locale)).toBe(url);
  });

  it("gives the RFC 8058 one-click headers for a link", () => {
    expect(listUnsubscribeHeaders(`${BASE}/unsubscribe?token=t`)).toEqual({
      "List-Unsubscribe": `<${BASE}/unsubscribe?token=t>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it.each([
    [null, "ask"],
    ["2026-03-01T12:00:00.000Z", "done"],
  ] as const)("a link's page for an address unsubscribed at %j: %s", (at, step) => {
    expect(unsubscribeStep(at)).toBe(step);
  });

  it.each([
    [{ "List-Unsubscribe": "One-Click" }, "one-click"],
    [{ token: "abc" }, "unsubscribe-link"],
    [{ "List-Unsubscribe": "one-click" }, "unsubscribe-link"],
    [{}, "unsubscribe-link"],
  ] as const)("a link's POST with %j withdrew by %s", (form, how) => {
    expect(withdrawalHow(form)).toBe(how);
  });

  it.each([
    [
      { list: "newsletter", receive: "on" },
      { list: "newsletter", receive: true },
    ],
    [
      { list: "member-news", receive: "off" },
      { list: "member-news", receive: false },
    ],
  ])("reads the account page's switch %j", (form, parsed) => {
    expect(preferenceSchema.parse(form)).toEqual(parsed);
  });

  it.each([
    { list: "orders", receive: "off" },
    { list: "member-news", receive: "yes" },
    { list: "member-news" },
    {},
  ])("refuses the switch %j: transactional messages cannot be turned off", (form) => {
    expect(preferenceSchema.safeParse(form).success).toBe(false);
  });
});
