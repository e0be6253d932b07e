import { type Config, siteNameIn } from "~/lib/config";
import { renderEmail } from "~/lib/email/render";
import { formatterFor } from "~/lib/formatter";
import { format, type Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { matchCentreMessages } from "~/texts/pages/match-centre";

type Recipient = { name: string; email: string; locale: Locale };

/** What a decision's e-mail says: the player, the card's match, and the suspension (0: the case closed). */
export interface DecisionNotice {
  competitionId: number;
  competition: { name: string; nameFr: string };
  player: string;
  team: string;
  home: string;
  away: string;
  day: string | null;
  matches: number;
  note: string;
}

/** The e-mail of a blue card's decision to the player's account or one of the team's officials, in their language. */
export function decisionEmail(config: Config, to: Recipient, notice: DecisionNotice) {
  const t = matchCentreMessages[to.locale].email;
  const noDay = matchCentreMessages[to.locale].discipline.noDay;
  const names = {
    player: notice.player,
    team: notice.team,
    home: notice.home,
    away: notice.away,
    competition:
      to.locale === "fr" && notice.competition.nameFr ? notice.competition.nameFr : notice.competition.name,
    day: notice.day ? formatterFor(to.locale, config.TIME_ZONE).day(notice.day) : noDay,
    count: notice.matches,
  };
  const decision =
    notice.matches === 0 ? t.closed : format(notice.matches === 1 ? t.suspendedOne : t.suspended, names);
  const body = renderEmail({
    locale: to.locale,
    subject: format(t.subject, names),
    siteName: siteNameIn(config, to.locale),
    baseUrl: config.BASE_URL,
    heading: format(t.heading, names),
    paragraphs: [
      format(t.greeting, { name: to.name }),
      format(t.card, names),
      decision,
      ...(notice.note ? [format(t.note, { note: notice.note })] : []),
    ],
    action: {
      label: t.action,
      url: `${config.BASE_URL}${localePath(to.locale, `/competitions/${notice.competitionId}`)}`,
    },
    footer: t.footer,
    required: "team",
  });
  return { to: to.email.trim(), kind: "discipline-decision", ...body };
}
