import { href } from "react-router";
import { type Config, siteNameIn } from "~/lib/config";
import { renderEmail } from "~/lib/email/render";
import { format, type Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { membershipsMessages } from "~/texts/pages/memberships";

/** The join's e-mails to the account, in the language of the page it joined from (docs/memberships.md). */

export type Account = { id: string; name: string; email: string };

type Letter = {
  account: Account;
  locale: Locale;
  values: { member: string; number: string; type: string; season: string };
};

function membershipLetter(
  config: Config,
  letter: Letter,
  content: {
    kind: string;
    subject: string;
    heading: string;
    paragraphs: string[];
    action: { label: string; url: string };
  },
) {
  const t = membershipsMessages[letter.locale].email;
  return {
    to: letter.account.email,
    kind: content.kind,
    ...renderEmail({
      locale: letter.locale,
      subject: format(content.subject, letter.values),
      siteName: siteNameIn(config, letter.locale),
      baseUrl: config.BASE_URL,
      heading: content.heading,
      paragraphs: [format(t.greeting, { name: letter.account.name }), ...content.paragraphs],
      action: content.action,
      required: "membership",
    }),
  };
}

export function welcomeEmail(config: Config, letter: Letter) {
  const t = membershipsMessages[letter.locale].email;
  return membershipLetter(config, letter, {
    kind: "membership-welcome",
    subject: t.welcomeSubject,
    heading: t.welcomeHeading,
    paragraphs: [format(t.welcomeIntro, letter.values)],
    action: { label: t.action, url: `${config.BASE_URL}${localePath(letter.locale, href("/membership"))}` },
  });
}

/** The application with how to pay its order: the order's only e-mail until its status changes. */
export function paymentEmail(config: Config, letter: Letter, token: string, howToPay: string[]) {
  const t = membershipsMessages[letter.locale].email;
  return membershipLetter(config, letter, {
    kind: "membership-payment",
    subject: t.paidSubject,
    heading: t.paidHeading,
    paragraphs: [format(t.paidIntro, letter.values), ...howToPay],
    action: {
      label: t.payAction,
      url: `${config.BASE_URL}${localePath(letter.locale, href("/orders/:token", { token }))}`,
    },
  });
}
