import type { Db } from "~/db/db.server";
import { associationTitle, fillAssociationName } from "~/lib/association-name";
import { associationNames, type Config } from "~/lib/config";
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
  config: Pick<Config, "ASSOCIATION_NAME" | "ASSOCIATION_NAME_FR" | "BASE_URL">,
  to: { email: string; locale?: unknown },
  kind: string,
  texts: keyof AccountsTexts["emails"],
  path: string,
  now = new Date(),
) {
  const locale = asLocale(to.locale);
  const names = associationNames(config);
  const { subject, heading, text, action } = accountsMessages[locale].emails[texts];
  const body = renderEmail({
    locale,
    subject: fillAssociationName(subject, names, locale),
    siteName: associationTitle(names, locale),
    baseUrl: config.BASE_URL,
    heading,
    paragraphs: [format(text, { email: to.email })],
    action: { label: action, url: `${config.BASE_URL}${localePath(locale, path)}` },
  });
  await enqueueEmail(db, { to: to.email, kind, ...body }, now);
}
