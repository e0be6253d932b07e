import { type Config, siteNameIn } from "~/lib/config";
import { renderEmail } from "~/lib/email/render";
import { defaultLocale, format, type Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { matchAnswersMessages } from "~/texts/pages/match-answers";

type Recipient = { name: string; email: string; locale: Locale };

/** What a sheet's e-mails say: the match, and the sheet's score (or the result an administrator set). */
export interface SheetNotice {
  matchId: number;
  competitionId: number;
  competition: { name: string; nameFr: string };
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
  /** The 7-metre throws [home, away] when they decided a knockout match; null otherwise. */
  sevens: [number, number] | null;
}

/** What happened to the sheet, as a team's officials are told. */
export type TeamNoticeKind = "confirmed" | "deadline" | "disputed" | "decided";

/** The sentence of the 7-metre throws that decided the match, when they did. */
const sevensSentence = (notice: SheetNotice, locale: Locale) =>
  notice.sevens
    ? [
        format(matchAnswersMessages[locale].email.sevens, {
          home: notice.home,
          away: notice.away,
          homeSevens: notice.sevens[0],
          awaySevens: notice.sevens[1],
        }),
      ]
    : [];

const names = (notice: SheetNotice, locale: Locale) => ({
  home: notice.home,
  away: notice.away,
  homeGoals: notice.homeGoals,
  awayGoals: notice.awayGoals,
  competition: locale === "fr" ? notice.competition.nameFr : notice.competition.name,
});

/** The e-mail to one of a team's coaches or managers, in their language: the sheet is final, or disputed. */
export function sheetTeamEmail(
  config: Config,
  to: Recipient,
  kind: TeamNoticeKind,
  notice: SheetNotice,
  reason?: string,
) {
  const t = matchAnswersMessages[to.locale].email;
  const words = t[kind];
  const filled = names(notice, to.locale);
  const body = renderEmail({
    locale: to.locale,
    subject: format(words.subject, filled),
    siteName: siteNameIn(config, to.locale),
    baseUrl: config.BASE_URL,
    heading: format(words.heading, filled),
    paragraphs: [
      format(t.greeting, { name: to.name }),
      format(words.body, filled),
      // The final score's e-mails say the throws that decided it; a dispute's gives its reason instead.
      ...(kind === "disputed" ? (reason ? [reason] : []) : sevensSentence(notice, to.locale)),
    ],
    action: {
      label: t.action,
      url: `${config.BASE_URL}${localePath(to.locale, `/matches/${notice.matchId}/answer`)}`,
    },
    footer: t.footer,
    required: "team",
  });
  return { to: to.email.trim(), kind: `sheet-${kind}`, ...body };
}

/** The e-mail that brings a dispute to the administrators: to the association's address, in the site's language. */
export function disputeAdminEmail(
  config: Config,
  notice: SheetNotice,
  dispute: { by: string; reason: string },
) {
  const locale = defaultLocale;
  const t = matchAnswersMessages[locale].email.admin;
  const filled = { ...names(notice, locale), name: dispute.by };
  const body = renderEmail({
    locale,
    subject: format(t.subject, filled),
    siteName: siteNameIn(config, locale),
    baseUrl: config.BASE_URL,
    heading: format(t.heading, filled),
    paragraphs: [format(t.body, filled), dispute.reason],
    action: {
      label: t.action,
      url: `${config.BASE_URL}/admin/competitions/${notice.competitionId}/sheets/${notice.matchId}`,
    },
    footer: t.footer,
  });
  return { to: config.CONTACT_EMAIL, kind: "sheet-disputed-admin", ...body };
}
