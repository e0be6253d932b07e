import { describe, expect, it } from "vitest";
import { escapeHtml, renderEmail } from "./render";

const content = {
  locale: "en" as const,
  subject: "Reset your password",
  siteName: "Ontario Handball Association",
  baseUrl: "https://handball.example.org",
  heading: "Reset your password",
  paragraphs: ["Someone asked to reset the password of your account.", "The link is valid for one hour."],
  action: {
    label: "Choose a new password",
    url: "https://handball.example.org/reset-password?token=abc&x=1",
  },
  footer: "You receive this e-mail because a password reset was requested for your account.",
};

describe("renderEmail", () => {
  it("brands the HTML with the association's name on a red bar and a button for the action", () => {
    const { html } = renderEmail(content);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain("background:#b91c1c");
    expect(html).toContain(">Ontario Handball Association</a>");
    expect(html).toContain("<h1");
    expect(html).toContain("Reset your password</h1>");
    expect(html).toContain('href="https://handball.example.org/reset-password?token=abc&#38;x=1"');
    expect(html).toContain(">Choose a new password</a>");
    expect(html).toContain("The link is valid for one hour.");
    expect(html).toContain(content.footer);
  });

  it("gives a French e-mail its non-breaking spaces, and its subject too", () => {
    const french = renderEmail({
      ...content,
      locale: "fr",
      subject: "Inscription confirmée : Coupe d'été",
      heading: "Coupe: été",
      action: { ...content.action, label: "Choisir un mot de passe" },
    });
    expect(french.subject).toBe("Inscription confirmée\u00a0: Coupe d'été");
    expect(french.html).toContain("Coupe\u00a0: été</h1>");
    expect(french.text.split("\n")).toContain("Choisir un mot de passe\u00a0:");
    const english = renderEmail({ ...content, subject: "Confirmed: Summer Cup" });
    expect(english.subject).toBe("Confirmed: Summer Cup");
    expect(english.text.split("\n")).toContain("Choose a new password:");
  });

  it("marks the HTML with the language it is written in", () => {
    expect(renderEmail({ ...content, locale: "fr" }).html).toContain('<html lang="fr">');
  });

  it("links the site's home in the e-mail's language: the French home for a French e-mail", () => {
    const french = renderEmail({ ...content, locale: "fr" });
    expect(french.html).toContain('href="https://handball.example.org/fr/"');
    expect(french.text).toMatch(/\nhttps:\/\/handball\.example\.org\/fr\/\n$/);
    const english = renderEmail(content);
    expect(english.html).toContain('href="https://handball.example.org"');
    expect(english.text).toMatch(/\nhttps:\/\/handball\.example\.org\n$/);
  });

  it("gives a plain-text version with the action's address alone on its own line", () => {
    const { text } = renderEmail(content);
    const lines = text.split("\n");
    expect(lines[0]).toBe("Ontario Handball Association");
    expect(lines).toContain("Reset your password");
    expect(lines).toContain("Someone asked to reset the password of your account.");
    expect(lines).toContain("Choose a new password:");
    expect(lines).toContain("https://handball.example.org/reset-password?token=abc&x=1");
    expect(lines).toContain(content.footer);
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it("escapes every interpolated value in the HTML", () => {
    const hostile = '<script>alert("x")</script>';
    const { html, text } = renderEmail({
      locale: "en",
      subject: "Hello",
      siteName: `${hostile} Club`,
      baseUrl: 'https://handball.example.org/"><script>alert(1)</script>',
      heading: hostile,
      paragraphs: [hostile, "<img src=x onerror=alert(1)>"],
      action: { label: hostile, url: "https://handball.example.org/?q=\"'><script>" },
      footer: hostile,
    });
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toMatch(/href="[^"]*"[^ >]/);
    expect(html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    expect(text).toContain(hostile);
  });

  it("leaves out the button when there is no action, and signs with the site name without a footer", () => {
    const { html, text } = renderEmail({ ...content, action: undefined, footer: undefined });
    expect(html).not.toContain("display:inline-block");
    expect(text.endsWith("-- \nOntario Handball Association\nhttps://handball.example.org\n")).toBe(true);
  });

  it.each([
    [
      "en",
      "order",
      "You receive this e-mail about your order. It is part of what you signed up for, so it has no unsubscribe link.",
    ],
    [
      "fr",
      "team",
      "Vous recevez ce courriel au sujet de votre équipe. Il fait partie de ce à quoi vous vous êtes inscrit\u00a0: il n'a donc pas de lien de désabonnement.",
    ],
  ] as const)(
    "in %s, ends a %s e-mail, which has no unsubscribe link, with why it cannot be unsubscribed from",
    (locale, required, line) => {
      const { html, text } = renderEmail({ ...content, locale, required });
      expect(text).toContain(`-- \n${content.footer}\n${line}\n`);
      expect(html).toContain(`${escapeHtml(line)}<br>`);
      expect(renderEmail(content).text).not.toContain(line);
    },
  );

  it("folds line breaks in a heading that carries a title or a name into one line", () => {
    const { html, text } = renderEmail({
      ...content,
      siteName: "Ontario\r\nHandball Association",
      heading: "You are registered for Summer\r\nCup\u2028Finals\u0000 2030",
    });
    expect(text.split("\n")).toContain("You are registered for Summer Cup Finals 2030");
    expect(text.startsWith("Ontario Handball Association\n\n")).toBe(true);
    expect(html).toContain("<title>You are registered for Summer Cup Finals 2030</title>");
    expect(html).toContain(">You are registered for Summer Cup Finals 2030</h1>");
  });

  it.each(["javascript:alert(1)", "data:text/html,<script>", "//evil.example"])(
    "refuses the link %s",
    (url) => {
      expect(() => renderEmail({ ...content, action: { label: "Go", url } })).toThrow("http(s)");
      expect(() => renderEmail({ ...content, baseUrl: url })).toThrow("http(s)");
    },
  );
});

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and attributes", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&#38;&#60;&#62;&#34;&#39;");
  });
});
