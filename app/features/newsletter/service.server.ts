import type { Db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors.server";
import { associationTitle, fillAssociationName } from "~/lib/association-name";
import { associationNames, type Config } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render";
import { recordEmailRequest } from "~/lib/email/requests.server";
import { format, type Locale } from "~/lib/i18n";
import { allowAndRecord, limitFor } from "~/lib/rate-limit.server";
import { newToken } from "~/lib/token.server";
import { newsletterMessages } from "~/texts/pages/newsletter";
import {
  confirmFromAccount,
  findSubscriberByKey,
  followLink,
  insertSubscriber,
  markConfirmationSent,
  renewSubscriber,
  unsubscribeAddress,
} from "./queries.server";
import {
  confirmUrl,
  NEWSLETTER_LIMIT,
  type NewsletterLink,
  subscriberKey,
  subscribeStep,
  unsubscribeUrl,
} from "./rules";

/** The only answer a subscription request gets, so it tells nothing about the address (docs/security.md #11). */
export const SUBSCRIBE_ANSWER = "check-your-inbox";

/**
 * Records the request and answers; the same writes whatever the address's state, and over the rate
 * limit the answer is the same too (docs/security.md #11, decision 014). The e-mail sender runs
 * `sendSubscriptionEmail` later.
 */
export async function subscribe(
  { db }: Pick<Deps, "db">,
  input: { email: string; client: string; locale?: Locale },
  now = new Date(),
): Promise<typeof SUBSCRIBE_ANSWER> {
  if (!(await allowAndRecord(db, limitFor(NEWSLETTER_LIMIT, input.client), now))) return SUBSCRIBE_ANSWER;
  await recordEmailRequest(db, "newsletter", input.email.trim(), now, input.locale);
  return SUBSCRIBE_ANSWER;
}

/**
 * Double opt-in: a new (or unsubscribed) address is stored as pending and sent a confirmation link; a
 * pending one gets its link again at most once an hour; a confirmed one gets nothing. The subscription
 * takes the language of the request (`locale`) whenever a link is sent, and the link is written in it.
 */
export async function sendSubscriptionEmail(
  { db, config }: Pick<Deps, "db" | "config">,
  email: string,
  now: Date,
  locale: Locale,
) {
  const emailKey = subscriberKey(email);
  try {
    await db.transaction().execute(async (trx) => {
      const existing = await findSubscriberByKey(trx, emailKey);
      const step = subscribeStep(existing, now);
      if (step === "none") return;
      if (!existing) {
        const tokens = { confirmToken: newToken(), unsubscribeToken: newToken() };
        await insertSubscriber(trx, { email, emailKey, locale, ...tokens }, now);
        await enqueueEmail(trx, confirmationEmail(config, email, tokens, locale), now);
      } else if (step === "resend") {
        await markConfirmationSent(trx, existing.id, locale, now);
        await enqueueEmail(
          trx,
          confirmationEmail(
            config,
            existing.email,
            { confirmToken: existing.confirm_token, unsubscribeToken: existing.unsubscribe_token },
            locale,
          ),
          now,
        );
      } else {
        // The unsubscribe link stays the same, so every link we ever sent keeps working.
        const confirmToken = newToken();
        await renewSubscriber(trx, existing.id, { email, confirmToken, locale }, now);
        await enqueueEmail(
          trx,
          confirmationEmail(
            config,
            email,
            { confirmToken, unsubscribeToken: existing.unsubscribe_token },
            locale,
          ),
          now,
        );
      }
    });
  } catch (error) {
    // The same address subscribed by a concurrent request: that request sends the link.
    if (!isUniqueViolation(error)) throw error;
  }
}

function confirmationEmail(
  config: Config,
  email: string,
  tokens: { confirmToken: string; unsubscribeToken: string },
  locale: Locale,
) {
  const t = newsletterMessages[locale].email;
  const names = associationNames(config);
  const withName = (text: string) => fillAssociationName(text, names, locale);
  const unsubscribe = unsubscribeUrl(config.BASE_URL, tokens.unsubscribeToken, locale);
  const body = renderEmail({
    locale,
    subject: withName(t.subject),
    siteName: associationTitle(names, locale),
    baseUrl: config.BASE_URL,
    heading: t.heading,
    paragraphs: [withName(t.asked), t.confirm, format(t.unsubscribe, { url: unsubscribe })],
    action: { label: t.action, url: confirmUrl(config.BASE_URL, tokens.confirmToken, locale) },
    footer: withName(t.footer),
  });
  return {
    to: email,
    kind: "newsletter-confirmation",
    unsubscribeUrl: unsubscribe,
    ...body,
  };
}

export type TokenResult = "done" | "unknown";

/** Runs in the transaction that followed a link, when the link changed its address's subscription. */
export type LinkFollowed = (db: Db, email: string, now: Date) => Promise<void>;

/**
 * A link's POST: "done" when the token's address is in the link's state afterwards, so again is fine.
 * `followed` (the consent records, decision 061) runs only when this call changed the subscription.
 */
const byToken =
  (link: NewsletterLink) =>
  async (
    { db }: Pick<Deps, "db">,
    token: string,
    now = new Date(),
    followed?: LinkFollowed,
  ): Promise<TokenResult> =>
    db.transaction().execute(async (trx) => {
      const { ok, changed, email } = await followLink(trx, link, token, now);
      if (changed && followed) await followed(trx, email, now);
      return ok ? "done" : "unknown";
    });

/** Confirms the subscription of the link's address; confirming again is fine. */
export const confirmSubscription = byToken("confirm");

/** Ends the subscription of the link's address; unsubscribing again is fine. */
export const unsubscribe = byToken("unsubscribe");

/**
 * The account page's switch, for an account whose address is proven: on confirms the address at once (the
 * signed-in owner of a proven address asks for it: express consent), off ends its subscription. True when
 * it changed; `followed` runs in the same transaction when it did.
 */
export async function setSubscribedFromAccount(
  { db }: Pick<Deps, "db">,
  input: { email: string; locale: Locale; receive: boolean },
  now: Date,
  followed?: LinkFollowed,
) {
  const emailKey = subscriberKey(input.email);
  try {
    return await db.transaction().execute(async (trx) => {
      const changed = input.receive
        ? await confirmFromAccount(
            trx,
            {
              email: input.email.trim(),
              emailKey,
              locale: input.locale,
              confirmToken: newToken(),
              unsubscribeToken: newToken(),
            },
            now,
          )
        : await unsubscribeAddress(trx, emailKey, now);
      if (changed && followed) await followed(trx, input.email, now);
      return changed;
    });
  } catch (error) {
    // The same switch turned on by a concurrent request: that request made the row.
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
}
