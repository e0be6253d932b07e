import { z } from "zod";
import type { ConsentHow, ConsentList } from "~/db/schema";
import { isOneClickUnsubscribe } from "~/features/newsletter";
import { defaultLocale, type Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";

export type { ConsentHow, ConsentList };

/** The lists a person may leave, in the order the account page shows them. */
export const CONSENT_LISTS = ["newsletter", "member-news"] as const satisfies readonly ConsentList[];

/** One entry per address in any letter case. */
export function addressKey(email: string) {
  return email.trim().toLowerCase();
}

/** RFC 8058: what a message's headers carry so a mail client can unsubscribe with one POST. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The page behind a member-news unsubscribe link, in the message's language. */
export function unsubscribePageUrl(baseUrl: string, token: string, locale: Locale = defaultLocale) {
  return `${baseUrl}${localePath(locale, "/unsubscribe")}?${new URLSearchParams({ token })}`;
}

/**
 * What an unsubscribe link's page shows: the button while the address still receives the list, "done"
 * once it left. A link only ever withdraws: whatever state its address is in, it never subscribes it.
 */
export function unsubscribeStep(unsubscribedAt: string | null): "ask" | "done" {
  return unsubscribedAt === null ? "ask" : "done";
}

/** How a withdrawal through a link came: a mail client's one-click POST (RFC 8058), or the page's button. */
export function withdrawalHow(form: Record<string, string>): ConsentHow {
  return isOneClickUnsubscribe(form) ? "one-click" : "unsubscribe-link";
}

/** The account page's switch: one list, on or off. */
export const preferenceSchema = z.object({
  list: z.enum(CONSENT_LISTS),
  receive: z.enum(["on", "off"]).transform((value) => value === "on"),
});
