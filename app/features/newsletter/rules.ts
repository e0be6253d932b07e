import { z } from "zod";
import type { SubscriberStatus } from "~/db/schema";
import { defaultLocale, type Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { type LimitRule, limitRows } from "~/lib/limits";
import { emailAddress } from "~/lib/text";
import type { NewsletterTexts } from "~/texts/pages/newsletter";

type Texts = NewsletterTexts["validation"];

/** Subscription requests one client may make in an hour; more get the usual answer and no e-mail. */
export const NEWSLETTER_MAX_PER_WINDOW = 10;
export const NEWSLETTER_WINDOW_MS = 60 * 60 * 1000;
export const NEWSLETTER_LIMIT = {
  bucket: "newsletter",
  per: "address",
  max: NEWSLETTER_MAX_PER_WINDOW,
  windowMs: NEWSLETTER_WINDOW_MS,
  past: "refused",
} as const satisfies LimitRule;

/** The newsletter's row of /admin/limits. */
export function newsletterLimits() {
  return limitRows([NEWSLETTER_LIMIT]);
}
/** A pending address is sent its confirmation link again at most this often. */
export const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;

/** docs/product.md spec §5: the e-mail required and typed as e-mail. */
export function subscribeSchema(t: Texts) {
  return z.object({
    email: emailAddress(t.email),
  });
}

/** One subscription per address, in any letter case. */
export function subscriberKey(email: string) {
  return email.trim().toLowerCase();
}

export type SubscribeStep =
  /** A new address: a pending row and a confirmation e-mail. */
  | "create"
  /** Pending, last link sent over an hour ago: the same link again. */
  | "resend"
  /** Unsubscribed: pending again with a new confirmation link. */
  | "renew"
  /** Confirmed, or pending with a recent link: nothing to do. */
  | "none";

/** The two links of a subscription's e-mails, each named by its own token. */
export type NewsletterLink = "confirm" | "unsubscribe";

/** What the page of a malformed or unknown link shows, for its GET and its POST alike (answered with a 404). */
export const UNKNOWN_LINK_PAGE = { step: "unknown", token: "", email: "" } as const;

/**
 * What a link's page shows for its address: the button, or that it is done. An unsubscribed address's
 * old confirmation link is dead ("unknown"): only a new request brings a new link.
 */
export function linkStep(link: NewsletterLink, status: SubscriberStatus): "ask" | "done" | "unknown" {
  if (link === "unsubscribe") return status === "unsubscribed" ? "done" : "ask";
  return status === "pending" ? "ask" : status === "confirmed" ? "done" : "unknown";
}

/** What a subscription request does, given the address's current row (double opt-in, CASL). */
export function subscribeStep(
  existing: { status: SubscriberStatus; confirm_sent_at: string } | undefined,
  now: Date,
): SubscribeStep {
  if (!existing) return "create";
  if (existing.status === "confirmed") return "none";
  if (existing.status === "unsubscribed") return "renew";
  const sinceLastLink = now.getTime() - new Date(existing.confirm_sent_at).getTime();
  return sinceLastLink >= CONFIRMATION_RESEND_MS ? "resend" : "none";
}

/** A token from a link: the shape we issue (base64url), or null so that nothing else reaches a query. */
export function parseToken(value: unknown) {
  return typeof value === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

/** The links of a subscription's e-mails, to the pages in the subscription's language. */
export function confirmUrl(baseUrl: string, token: string, locale: Locale = defaultLocale) {
  return `${baseUrl}${localePath(locale, "/newsletter/confirm")}?${new URLSearchParams({ token })}`;
}

export function unsubscribeUrl(baseUrl: string, token: string, locale: Locale = defaultLocale) {
  return `${baseUrl}${localePath(locale, "/newsletter/unsubscribe")}?${new URLSearchParams({ token })}`;
}

/** RFC 8058: what a mail client posts to unsubscribe with one click. */
export function isOneClickUnsubscribe(form: Record<string, string>) {
  return form["List-Unsubscribe"] === "One-Click";
}
