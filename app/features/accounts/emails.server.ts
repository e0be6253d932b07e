import type { Db } from "~/db/db.server";
import type { Config } from "~/lib/config";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render";
import { asLocale, format } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { type AccountsTexts, accountsMessages } from "~/texts/pages/accounts";

/**
 * Queues one of the accounts' e-mails to `to`, written in the account's language, its button leading to
 * `path` on the site in that language. `email` fills the text's {email}.
 */
export async function enqueueAccountEmail(
  db: Db,
  config: Pick<Config, "ASSOCIATION_NAME" | "BASE_URL">,
  to: { email: string; locale?: unknown },
  kind: string,
  texts: keyof AccountsTexts["emails"],
  path: string,
  now = new Date(),
) {
  const locale = asLocale(to.locale);
  const siteName = config.ASSOCIATION_NAME;
  const { subject, heading, text, action } = accountsMessages[locale].emails[texts];
  const body = renderEmail({
    locale,
    siteName,
    baseUrl: config.BASE_URL,
    heading,
    paragraphs: [format(text, { email: to.email })],
    action: { label: action, url: `${config.BASE_URL}${localePath(locale, path)}` },
  });
  await enqueueEmail(db, { to: to.email, subject: format(subject, { name: siteName }), kind, ...body }, now);
}
