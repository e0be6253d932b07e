import { type Config, siteNameIn } from "~/lib/config";
import { renderEmail } from "~/lib/email/render";
import { formatterFor } from "~/lib/formatter";
import { format, type Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { matchSheetMessages } from "~/texts/pages/match-sheet";
import { when } from "../fixtures/emails.server";

type Recipient = { name: string; email: string; locale: Locale };

/** What the away team's officials are told of a submitted sheet. */
export interface SubmittedNotice {
  matchId: number;
  home: string;
  away: string;
  day: string | null;
  time: string | null;
  venue: string | null;
  homeGoals: number;
  awayGoals: number;
  /** The 7-metre throws [home, away] when they decided a knockout match; null otherwise. */
  sevens: [number, number] | null;
  /** The deadline to answer (ISO instant). */
  answerBy: string;
}

/** The e-mail asking one of the away team's officials to confirm or dispute a submitted sheet, in their language. */
export function submittedEmail(config: Config, to: Recipient, notice: SubmittedNotice) {
  const t = matchSheetMessages[to.locale];
  const names = { home: notice.home, away: notice.away };
  const formatter = formatterFor(to.locale, config.TIME_ZONE);
  const body = renderEmail({
    locale: to.locale,
    subject: format(t.email.subject, names),
    siteName: siteNameIn(config, to.locale),
    baseUrl: config.BASE_URL,
    heading: format(t.email.heading, names),
    paragraphs: [
      format(t.email.greeting, { name: to.name }),
      format(t.email.body, {
        ...names,
        when: when(config, to.locale, { day: notice.day, time: notice.time, venue: notice.venue }),
        score: format(t.sheet.score, { home: notice.homeGoals, away: notice.awayGoals }),
        deadline: formatter.dateTime(notice.answerBy),
      }),
      ...(notice.sevens
        ? [format(t.email.sevens, { ...names, homeSevens: notice.sevens[0], awaySevens: notice.sevens[1] })]
        : []),
    ],
    action: {
      label: t.email.action,
      url: `${config.BASE_URL}${localePath(to.locale, `/matches/${notice.matchId}/answer`)}`,
    },
    footer: format(t.email.footer, names),
    required: "team",
  });
  return { to: to.email.trim(), kind: "match-sheet-submitted", ...body };
}
