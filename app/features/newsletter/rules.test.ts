import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import { itMaps } from "~/lib/test-table";
import { newsletter as texts } from "~/texts/en/newsletter";
import {
  CONFIRMATION_RESEND_MS,
  confirmUrl,
  isOneClickUnsubscribe,
  linkStep,
  parseToken,
  subscriberKey,
  subscribeSchema,
  subscribeStep,
  unsubscribeUrl,
} from "./rules";

const t = texts.validation;
const now = new Date("2026-03-01T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("subscribeSchema", () => {
  it("takes one address, trimmed", () => {
    expect(parseWith(subscribeSchema(t), { email: " ann@example.org ", from: "/events" })).toEqual({
      ok: true,
      data: { email: "ann@example.org" },
    });
  });

  it.each([
    undefined,
    "",
    "ann",
    "ann@",
    "ann@example.org\r\nBcc: x@evil.example",
    "ann@example.org, x@evil.example",
    "Ann <ann@example.org>",
  ])("refuses %j with the spec's message", (email) => {
    expect(parseWith(subscribeSchema(t), { email })).toEqual({ ok: false, errors: { email: t.email } });
  });
});

describe("subscribeStep", () => {
  it.each([
    ["a new address", undefined, "create"],
    [
      "a confirmed address",
      { status: "confirmed", confirm_sent_at: ago(10 * CONFIRMATION_RESEND_MS) },
      "none",
    ],
    ["an unsubscribed address", { status: "unsubscribed", confirm_sent_at: ago(60_000) }, "renew"],
    [
      "a pending address with a recent link",
      { status: "pending", confirm_sent_at: ago(CONFIRMATION_RESEND_MS - 1) },
      "none",
    ],
    [
      "a pending address with an hour-old link",
      { status: "pending", confirm_sent_at: ago(CONFIRMATION_RESEND_MS) },
      "resend",
    ],
  ] as const)("%s: %s", (_name, existing, step) => {
    expect(subscribeStep(existing, now)).toBe(step);
  });
});

describe("linkStep", () => {
  const step = ([link, status]: Parameters<typeof linkStep>) => linkStep(link, status);
  itMaps("%j -> %s", step, [
    [["confirm", "pending"], "ask"],
    [["confirm", "confirmed"], "done"],
    [["confirm", "unsubscribed"], "unknown"],
    [["unsubscribe", "pending"], "ask"],
    [["unsubscribe", "confirmed"], "ask"],
    [["unsubscribe", "unsubscribed"], "done"],
  ]);
});

describe("links and tokens", () => {
  it("builds the confirm and unsubscribe links with the token in the query", () => {
    expect(confirmUrl("https://oha.example", "abc_DEF-123")).toBe(
      "https://oha.example/newsletter/confirm?token=abc_DEF-123",
    );
    expect(unsubscribeUrl("https://oha.example", "abc_DEF-123")).toBe(
      "https://oha.example/newsletter/unsubscribe?token=abc_DEF-123",
    );
  });

  it("leads a French subscription's links to the French pages", () => {
    expect(confirmUrl("https://oha.example", "abc_DEF-123", "fr")).toBe(
      "https://oha.example/fr/newsletter/confirm?token=abc_DEF-123",
    );
    expect(unsubscribeUrl("https://oha.example", "abc_DEF-123", "fr")).toBe(
      "https://oha.example/fr/newsletter/unsubscribe?token=abc_DEF-123",
    );
  });

  itMaps("parseToken(%j) -> %j", parseToken, [
    ["A".repeat(32), "A".repeat(32)],
    ["abc_DEF-123-abc_DEF-123", "abc_DEF-123-abc_DEF-123"],
    ["short", null],
    ["x".repeat(101), null],
    ["' OR 1=1 --aaaaaaaaaaaa", null],
    [null, null],
    [["A".repeat(32)], null],
  ]);

  it("recognises the one-click unsubscribe body of RFC 8058 only", () => {
    expect(isOneClickUnsubscribe({ "List-Unsubscribe": "One-Click" })).toBe(true);
    expect(isOneClickUnsubscribe({ token: "x" })).toBe(false);
    expect(isOneClickUnsubscribe({ "List-Unsubscribe": "one-click" })).toBe(false);
  });

  it("keys an address in any letter case", () => {
    expect(subscriberKey("  Ann@Example.ORG ")).toBe("ann@example.org");
  });
});
