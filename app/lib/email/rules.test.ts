import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { type EmailMessage, InvalidEmailError, MAX_ATTEMPTS, parseEmailMessage, retryDelayMs } from "./rules";

const message = (overrides: Partial<EmailMessage> = {}): EmailMessage => ({
  to: "member@example.org",
  subject: "Welcome",
  text: "Hello",
  html: "<p>Hello</p>",
  kind: "welcome",
  ...overrides,
});

describe("retryDelayMs", () => {
  itMaps("waits after failed attempt %i for %i ms", retryDelayMs, [
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 32 * 60_000],
    [8, 60 * 60_000],
    [11, 60 * 60_000],
  ]);

  it("spreads the attempts over about five hours before giving up", () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) total += retryDelayMs(attempt);
    expect(total / 3_600_000).toBeCloseTo(5.06, 1);
  });
});

describe("parseEmailMessage", () => {
  it("accepts a complete message", () => {
    const parsed = parseEmailMessage(
      message({
        from: "events@handball.example.org",
        replyTo: "info@handball.example.org",
        attachments: [
          {
            filename: "event.ics",
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: "X",
          },
        ],
      }),
    );
    expect(parsed.attachments?.[0]?.filename).toBe("event.ics");
  });

  it.each([
    ["to", { to: "victim@example.org\r\nBcc: x@evil.example" }],
    ["to", { to: "victim@example.org\nBcc: x@evil.example" }],
    ["to", { to: "victim@example.org, x@evil.example" }],
    ["to", { to: "Victim <victim@example.org>" }],
    ["to", { to: "not-an-address" }],
    ["replyTo", { replyTo: "a@example.org\r\nBcc: x@evil.example" }],
    ["from", { from: "a@example.org\nBcc: x@evil.example" }],
    [
      "attachments",
      { attachments: [{ filename: "a\r\nBcc: x.ics", contentType: "text/plain", content: "" }] },
    ],
    [
      "attachments",
      { attachments: [{ filename: "a.ics", contentType: "text/plain\r\nBcc: x@evil.example", content: "" }] },
    ],
    ["kind", { kind: "Password Reset" }],
    ["subject", { subject: " \r\n " }],
  ])("refuses a bad %s", (field, overrides) => {
    expect(() => parseEmailMessage(message(overrides))).toThrow(InvalidEmailError);
    expect(() => parseEmailMessage(message(overrides))).toThrow(field);
  });

  it("keeps a one-click unsubscribe URL, and requires one on every newsletter e-mail", () => {
    const url = "https://handball.example.org/newsletter/unsubscribe?token=abc";
    expect(parseEmailMessage(message({ unsubscribeUrl: url })).unsubscribeUrl).toBe(url);
    expect(parseEmailMessage(message({ kind: "newsletter-issue", unsubscribeUrl: url })).kind).toBe(
      "newsletter-issue",
    );
    expect(() => parseEmailMessage(message({ kind: "newsletter-issue" }))).toThrow("unsubscribeUrl");
    expect(() => parseEmailMessage(message({ kind: "newsletter-confirmation" }))).toThrow("unsubscribeUrl");
  });

  it.each([
    "javascript:alert(1)",
    "mailto:unsubscribe@example.org",
    "https://example.org/u?t=1>\r\nBcc: x@evil.example",
    "https://example.org/u?t=1\r\nBcc: x@evil.example",
    "https://example.org/a b",
    "not a url",
  ])("refuses the unsubscribe URL %j", (unsubscribeUrl) => {
    expect(() => parseEmailMessage(message({ unsubscribeUrl }))).toThrow("unsubscribeUrl");
  });

  it("folds line breaks and control characters in the subject into single spaces", () => {
    expect(parseEmailMessage(message({ subject: "Hi\r\nBcc: x@evil.example" })).subject).toBe(
      "Hi Bcc: x@evil.example",
    );
    expect(parseEmailMessage(message({ subject: "\tTabs\u0000and\u2028more  " })).subject).toBe(
      "Tabs and more",
    );
  });
});
