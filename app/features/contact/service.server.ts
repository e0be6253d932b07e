import { href } from "react-router";
import { type Config, siteNameIn } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render";
import { defaultLocale, format, type Locale } from "~/lib/i18n";
import { allowAndRecord, limitFor } from "~/lib/rate-limit.server";
import { contactMessages } from "~/texts/pages/contact";
import { insertContactMessage, markMessageHandled } from "./queries.server";
import { CONTACT_LIMIT, type ContactInput } from "./rules";

export type ContactResult = { ok: true; id: number } | { ok: false; reason: "throttled" };

/**
 * Stores a contact message and, in the same transaction, the e-mail that brings it to the association
 * (to CONTACT_EMAIL, Reply-To the sender): either both exist or neither. A client that has sent
 * CONTACT_MAX_PER_WINDOW messages in the last hour is refused. A database failure is thrown.
 */
export async function sendContactMessage(
  { db, config, mail }: Deps,
  input: ContactInput & { client: string; locale?: Locale },
  now = new Date(),
): Promise<ContactResult> {
  const result = await db.transaction().execute(async (trx): Promise<ContactResult> => {
    if (!(await allowAndRecord(trx, limitFor(CONTACT_LIMIT, input.client), now))) {
      return { ok: false, reason: "throttled" };
    }
    const id = await insertContactMessage(trx, { ...input, locale: input.locale ?? defaultLocale }, now);
    await enqueueEmail(trx, contactEmail(config, id, input), now);
    return { ok: true, id };
  });
  if (result.ok) mail.wake();
  return result;
}

/** To the association's address, in the site's default language. */
function contactEmail(config: Config, id: number, input: ContactInput) {
  const t = contactMessages[defaultLocale].email;
  const name = `${input.firstName} ${input.lastName}`;
  const body = renderEmail({
    locale: defaultLocale,
    subject: format(t.subject, { subject: input.subject }),
    siteName: siteNameIn(config, defaultLocale),
    baseUrl: config.BASE_URL,
    heading: t.heading,
    paragraphs: [
      format(t.from, { name, email: input.email }),
      format(t.subjectLine, { subject: input.subject }),
      ...input.message.split(/\r?\n/).filter((paragraph) => paragraph.trim() !== ""),
    ],
    action: { label: t.action, url: `${config.BASE_URL}${href("/admin/messages/:id", { id: String(id) })}` },
    footer: format(t.footer, { name: config.ASSOCIATION_NAME, sender: name }),
  });
  return {
    to: config.CONTACT_EMAIL,
    replyTo: input.email,
    kind: "contact-message",
    ...body,
  };
}

/** Marks a message handled; false when there is no such message. */
export async function markContactMessageHandled({ db }: Pick<Deps, "db">, id: number, now = new Date()) {
  return markMessageHandled(db, id, now);
}
