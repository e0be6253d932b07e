import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import { itMaps } from "~/lib/test-table";
import { accounts } from "~/texts/en/accounts";
import {
  forgotPasswordSchema,
  languageSchema,
  parseSignIn,
  parseSignUp,
  promoteSchema,
  resetPasswordSchema,
  roleOf,
  safeRedirect,
  signInAllowed,
  signInSchema,
  signUpSchema,
} from "./rules";

const t = accounts.validation;

// The spec's texts, written out here so a changed message fails a test.
const INVALID_EMAIL = "Invalid email address";
const VALID_EMAIL = "Please enter a valid email address";
const PASSWORD_MIN = "Password must be at least 6 characters";
const PASSWORD_MAX = "Password must be at most 128 characters";
const NAME_MIN = "Name must be at least 2 characters";
const PASSWORDS_DIFFER = "Passwords do not match";
const MISSING = "You must provide either an email or phone number and a password";

const six = "abcdef";
const five = "abcde";
const max = "p".repeat(128);
const tooLong = "p".repeat(129);

describe("signInSchema", () => {
  it.each([
    [
      { email: "player@example.org", password: six },
      { email: "player@example.org", password: six },
    ],
    [
      { email: "  Player@Example.ORG ", password: six },
      { email: "player@example.org", password: six },
    ],
    [
      { email: "a@b.ca", password: max },
      { email: "a@b.ca", password: max },
    ],
  ])("accepts %j", (input, data) => {
    expect(parseWith(signInSchema(t), input)).toEqual({ ok: true, data });
  });

  it.each([
    [{ email: "not-an-email", password: six }, { email: INVALID_EMAIL }],
    [{ email: "player@", password: six }, { email: INVALID_EMAIL }],
    [{ email: `${"a".repeat(250)}@b.ca`, password: six }, { email: INVALID_EMAIL }],
    [{ email: "player@example.org", password: five }, { password: PASSWORD_MIN }],
    [{ email: "player@example.org", password: tooLong }, { password: PASSWORD_MAX }],
    [
      { email: "nope", password: five },
      { email: INVALID_EMAIL, password: PASSWORD_MIN },
    ],
  ])("refuses %j", (input, errors) => {
    expect(parseWith(signInSchema(t), input)).toEqual({ ok: false, errors });
  });
});

describe("parseSignIn", () => {
  it.each([
    [{}],
    [{ email: "player@example.org" }],
    [{ password: six }],
    [{ email: "", password: six }],
    [{ email: "   ", password: six }],
    [{ email: "player@example.org", password: "" }],
    [{ email: "player@example.org", password: "      " }],
    [{ email: 42, password: six }],
  ])("answers %j with the missing-credentials message only", (input) => {
    expect(parseSignIn(input, t)).toEqual({ ok: false, errors: { form: MISSING } });
  });

  it.each([
    [{ email: "nope", password: six }, { email: INVALID_EMAIL }],
    [{ email: "player@example.org", password: five }, { password: PASSWORD_MIN }],
    [{ email: "player@example.org", password: tooLong }, { password: PASSWORD_MAX }],
  ])("checks the fields of %j once both are given", (input, errors) => {
    expect(parseSignIn(input, t)).toEqual({ ok: false, errors });
  });

  it("returns the trimmed, lower-cased e-mail", () => {
    expect(parseSignIn({ email: " Coach@Club.CA ", password: six }, t)).toEqual({
      ok: true,
      data: { email: "coach@club.ca", password: six },
    });
  });
});

const signUp = (overrides: Record<string, unknown> = {}) => ({
  name: "Alex Martin",
  email: "alex@example.org",
  password: six,
  confirmPassword: six,
  ...overrides,
});

describe("signUpSchema", () => {
  it.each([
    [signUp(), { name: "Alex Martin", email: "alex@example.org", password: six, confirmPassword: six }],
    [
      signUp({ name: "  Al ", email: " ALEX@Example.org", password: max, confirmPassword: max }),
      { name: "Al", email: "alex@example.org", password: max, confirmPassword: max },
    ],
  ])("accepts %j", (input, data) => {
    expect(parseWith(signUpSchema(t), input)).toEqual({ ok: true, data });
  });

  it.each([
    [signUp({ name: "A" }), { name: NAME_MIN }],
    [signUp({ name: "  A  " }), { name: NAME_MIN }],
    [signUp({ name: "" }), { name: NAME_MIN }],
    [signUp({ email: "alex.example.org" }), { email: INVALID_EMAIL }],
    [signUp({ password: five, confirmPassword: five }), { password: PASSWORD_MIN }],
    [signUp({ password: tooLong, confirmPassword: tooLong }), { password: PASSWORD_MAX }],
    [signUp({ confirmPassword: "abcdeg" }), { confirmPassword: PASSWORDS_DIFFER }],
    [signUp({ confirmPassword: "" }), { confirmPassword: PASSWORDS_DIFFER }],
    [signUp({ name: "Alex\u0000Martin" }), { name: t.controlCharacters }],
    [signUp({ name: "Alex\nMartin" }), { name: t.controlCharacters }],
  ])("refuses %j", (input, errors) => {
    expect(parseWith(signUpSchema(t), input)).toEqual({ ok: false, errors });
  });
});

describe("parseSignUp", () => {
  it.each([
    [signUp({ email: undefined })],
    [signUp({ email: "  " })],
    [signUp({ password: undefined })],
    [signUp({ password: "" })],
    [signUp({ password: " \t " })],
  ])("answers %j with the missing-credentials message only", (input) => {
    expect(parseSignUp(input, t)).toEqual({ ok: false, errors: { form: MISSING } });
  });

  it.each([
    [signUp({ name: "A" }), { name: NAME_MIN }],
    [signUp({ email: "alex@" }), { email: INVALID_EMAIL }],
    [signUp({ password: five, confirmPassword: five }), { password: PASSWORD_MIN }],
    [signUp({ confirmPassword: "different" }), { confirmPassword: PASSWORDS_DIFFER }],
  ])("checks the fields of %j once e-mail and password are given", (input, errors) => {
    expect(parseSignUp(input, t)).toEqual({ ok: false, errors });
  });

  it("returns the cleaned-up form", () => {
    expect(parseSignUp(signUp({ name: " Sam Lee ", email: "Sam@Example.ORG " }), t)).toEqual({
      ok: true,
      data: { name: "Sam Lee", email: "sam@example.org", password: six, confirmPassword: six },
    });
  });
});

describe("forgotPasswordSchema", () => {
  itMaps("%j", (input) => parseWith(forgotPasswordSchema(t), input), [
    [{ email: " Someone@Example.org " }, { ok: true, data: { email: "someone@example.org" } }],
    [{ email: "someone" }, { ok: false, errors: { email: INVALID_EMAIL } }],
    [{ email: "" }, { ok: false, errors: { email: INVALID_EMAIL } }],
  ]);
});

describe("resetPasswordSchema", () => {
  const form = (overrides: Record<string, unknown> = {}) => ({
    token: "abc123",
    password: six,
    confirmPassword: six,
    ...overrides,
  });

  it.each([[form()], [form({ password: max, confirmPassword: max })]])("accepts %j", (input) => {
    expect(parseWith(resetPasswordSchema(t), input)).toEqual({ ok: true, data: input });
  });

  it.each([
    [form({ password: five, confirmPassword: five }), "password", PASSWORD_MIN],
    [form({ password: tooLong, confirmPassword: tooLong }), "password", PASSWORD_MAX],
    [form({ confirmPassword: "abcdeX" }), "confirmPassword", PASSWORDS_DIFFER],
  ])("refuses %j on %s", (input, field, message) => {
    expect(parseWith(resetPasswordSchema(t), input)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it.each([[form({ token: "" })], [form({ token: "x".repeat(201) })], [form({ token: undefined })]])(
    "refuses a missing or oversized token: %j",
    (input) => {
      const parsed = parseWith(resetPasswordSchema(t), input);
      expect(parsed.ok).toBe(false);
      expect(parsed.ok ? [] : Object.keys(parsed.errors)).toEqual(["token"]);
    },
  );
});

describe("promoteSchema", () => {
  itMaps("%j", (input) => parseWith(promoteSchema(t), input), [
    [{ email: " New.Admin@Example.org" }, { ok: true, data: { email: "new.admin@example.org" } }],
    [{ email: "new admin" }, { ok: false, errors: { email: VALID_EMAIL } }],
    [{ email: "" }, { ok: false, errors: { email: VALID_EMAIL } }],
    [{ email: "admin@" }, { ok: false, errors: { email: VALID_EMAIL } }],
  ]);
});

describe("safeRedirect", () => {
  itMaps("keeps the site path %j", safeRedirect, [
    ["/admin", "/admin"],
    ["/", "/"],
    ["/events/3?tab=details#top", "/events/3?tab=details#top"],
    ["/signin?redirectTo=%2Fadmin", "/signin?redirectTo=%2Fadmin"],
    ["/membership/join", "/membership/join"],
    ["/fr/membership/join?who=child", "/fr/membership/join?who=child"],
  ]);

  it.each([
    ["//evil.example"],
    ["//evil.example/admin"],
    ["//evil.example/membership/join"],
    ["https://evil.example/membership/join"],
    ["/\\evil.example/membership/join"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["https://evil.example"],
    ["http://localhost:3000/admin"],
    ["javascript:alert(1)"],
    ["admin"],
    [""],
    [undefined],
    [null],
    [42],
    [["/admin"]],
    ["/\t/evil.example"],
    ["/admin\nSet-Cookie: x=1"],
    ["/\u0000admin"],
    ["/admin\u007f"],
  ])("falls back for %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
    expect(safeRedirect(target, "/account")).toBe("/account");
  });
});

describe("signInAllowed", () => {
  // Attempts still counted in the window, this one included.
  it.each([
    [1, 1, 1, true],
    [10, 10, 10, true],
    [10, 30, 100, true],
    [11, 11, 11, false],
    [1, 31, 1, false],
    [1, 1, 101, false],
    // The owner from a client that has not failed, while an attacker holds 10 failures on the account.
    [1, 1, 11, true],
    // An attacker spreading guesses over many accounts from one client.
    [1, 31, 2, false],
  ])(
    "%i for the account from this client, %i for the client, %i for the account: allowed %s",
    (accountClient, client, account, allowed) => {
      expect(signInAllowed({ accountClient, client, account })).toBe(allowed);
    },
  );
});

describe("roleOf", () => {
  itMaps("%j is %s", roleOf, [
    ["admin", "admin"],
    ["user", "user"],
    ["Admin", "user"],
    ["ADMIN", "user"],
    [" admin", "user"],
    ["", "user"],
    [null, "user"],
    [undefined, "user"],
    [1, "user"],
    [true, "user"],
  ]);
});

describe("languageSchema", () => {
  it.each(["en", "fr"])("accepts %j", (locale) => {
    expect(parseWith(languageSchema(t), { locale })).toEqual({ ok: true, data: { locale } });
  });

  it.each([[{}], [{ locale: "" }], [{ locale: "de" }], [{ locale: "FR" }], [{ locale: ["fr", "en"] }]])(
    "refuses %j with a clear message",
    (form) => {
      expect(parseWith(languageSchema(t), form)).toEqual({
        ok: false,
        errors: { locale: "Please choose English or French" },
      });
    },
  );
});
