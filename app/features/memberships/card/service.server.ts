import QRCode from "qrcode";
import { href } from "react-router";
import type { Db } from "~/db/db.server";
import type { Config } from "~/lib/config";
import type { Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { sessionSecret } from "~/lib/secret.server";
import { dayIn, membershipStanding } from "../rules";
import { getMemberByNumber, getMembershipOfSeason, getSeasonSince } from "./queries.server";
import { type CardStanding, MEMBER_NUMBER } from "./rules";
import { verificationCode, verifiedMemberNumber } from "./verification.server";

/**
 * The member card and the public verification page (docs/memberships.md, decision 031). Both show the
 * member's standing in the current season: the one that includes today, or between seasons the last one,
 * whose active memberships then read "expired".
 */

type Deps = { db: Db; config: Config };

async function currentMembership(db: Db, memberId: number, today: string, locale: Locale) {
  const season = await getSeasonSince(db, today);
  const membership = season ? await getMembershipOfSeason(db, memberId, season.id) : undefined;
  return {
    season: season ? { name: season.name, startsOn: season.starts_on, endsOn: season.ends_on } : null,
    membership:
      season && membership
        ? {
            type: locale === "fr" ? membership.type_name_fr : membership.type_name,
            club: membership.club_name,
            standing: membershipStanding(membership, season, today),
          }
        : null,
  };
}

/** The full verification address of a member's card, in a language. */
export function verificationUrl(config: Config, number: string, locale: Locale) {
  const code = verificationCode(sessionSecret(config), number);
  return `${config.BASE_URL}${localePath(locale, href("/verify/:code", { code }))}`;
}

/**
 * The QR code of `text` as the parts of an SVG the page draws itself (no markup injected): qrcode's SVG
 * is a viewBox, a light background path and one path of dark modules.
 */
async function qrCode(text: string) {
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  const viewBox = /viewBox="([\d .]+)"/.exec(svg)?.[1];
  const modules = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!viewBox || !modules) throw new Error("Unexpected SVG from qrcode");
  return { viewBox, modules };
}

/**
 * A member's card for the account that manages the member, or for an administrator; null for anyone
 * else, exactly as for a number nobody holds (docs/security.md #2).
 */
export async function loadMemberCard(
  { db, config }: Deps,
  viewer: { id: string; isAdmin: boolean },
  number: string,
  locale: Locale,
  now: Date,
) {
  if (!MEMBER_NUMBER.test(number)) return null;
  const member = await getMemberByNumber(db, number);
  if (!member || (member.user_id !== viewer.id && !viewer.isAdmin)) return null;
  const current = await currentMembership(db, member.id, dayIn(now, config.TIME_ZONE), locale);
  const url = verificationUrl(config, member.member_number, locale);
  return {
    name: `${member.first_name} ${member.last_name}`,
    number: member.member_number,
    ...current,
    verification: current.membership ? { url, qr: await qrCode(url) } : null,
  };
}

/**
 * What the public verification page shows of the member a code vouches for: the name, the type in the
 * page's language, the season and the standing on today's date, nothing else (privacy, decision 031). Null
 * for a malformed or tampered code, or a member who no longer exists.
 */
export async function loadVerification({ db, config }: Deps, code: string, locale: Locale, now: Date) {
  const number = verifiedMemberNumber(sessionSecret(config), code);
  const member = number ? await getMemberByNumber(db, number) : undefined;
  if (!member) return null;
  const today = dayIn(now, config.TIME_ZONE);
  const { season, membership } = await currentMembership(db, member.id, today, locale);
  const standing: CardStanding = membership?.standing ?? "none";
  return {
    member: {
      name: `${member.first_name} ${member.last_name}`,
      type: membership?.type ?? null,
      season: season?.name ?? null,
      standing,
    },
    today,
  };
}
