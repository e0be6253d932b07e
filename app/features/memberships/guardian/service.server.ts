import { href } from "react-router";
import type { Db } from "~/db/db.server";
import { type Config, siteNameIn } from "~/lib/config";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render";
import { format, type Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { allowAndRecord, limitFor } from "~/lib/rate-limit.server";
import { newToken } from "~/lib/token.server";
import { membershipsMessages } from "~/texts/pages/memberships";
import { MEMBERSHIP_LIMITS } from "../limits";
import { DOCUMENT_KINDS } from "../rules";
import {
  confirmGuardianDeclaration,
  findGuardianConfirmation,
  insertGuardianConfirmation,
  listDeclaredDocuments,
} from "./queries.server";
import { guardianConfirmationState, guardianLinkExpiry, isOwnAddress } from "./rules";

/**
 * A guardian's consent for a minor (decision 038, docs/security.md #40): recorded as declared by the account
 * that joined, and confirmed by the guardian the form names from a link sent to their own e-mail (GET shows,
 * one POST confirms), or at once when that address is the account's own.
 */

type Account = { id: string; name: string; email: string };
type Guardian = { name: string; email: string };

/**
 * Whether this join may e-mail the guardian: always when the account holder is the guardian (nothing is
 * sent); otherwise counted against the guardian's address, a few a day whoever joins (MEMBERSHIP_LIMITS). Call before the join writes anything.
 */
export async function mayAskGuardian(db: Db, account: Account, guardian: Guardian, now: Date) {
  if (isOwnAddress(account.email, guardian.email)) return true;
  const limit = limitFor(MEMBERSHIP_LIMITS.guardianEmail, guardian.email.trim().toLowerCase());
  return allowAndRecord(db, limit, now);
}

/**
 * Records the account's declaration for a membership, in the join's transaction, and returns its id for the
 * consents it covers. Confirmed at once when the guardian's address is the account's; otherwise the
 * guardian is e-mailed a link, in the language of the page the account joined from.
 */
export async function declareGuardianConsent(
  trx: Db,
  config: Config,
  declaration: {
    account: Account;
    guardian: Guardian;
    membershipId: number;
    member: string;
    season: string;
    locale: Locale;
  },
  now: Date,
) {
  const { account, guardian, locale } = declaration;
  const own = isOwnAddress(account.email, guardian.email);
  const token = own ? null : newToken();
  const id = await insertGuardianConfirmation(
    trx,
    {
      membership_id: declaration.membershipId,
      declared_by_user_id: account.id,
      declared_by_name: account.name,
      declared_by_email: account.email,
      guardian_name: guardian.name,
      guardian_email: guardian.email,
      locale,
      token,
      expires_at: own ? null : guardianLinkExpiry(now),
      confirmed_at: own ? now.toISOString() : null,
    },
    now,
  );
  if (token) await enqueueEmail(trx, guardianEmail(config, declaration, token), now);
  return id;
}

function guardianEmail(
  config: Config,
  declaration: { account: Account; guardian: Guardian; member: string; season: string; locale: Locale },
  token: string,
) {
  const t = membershipsMessages[declaration.locale].email;
  const values = {
    guardian: declaration.guardian.name,
    account: declaration.account.name,
    email: declaration.account.email,
    member: declaration.member,
    season: declaration.season,
  };
  return {
    to: declaration.guardian.email,
    kind: "membership-guardian",
    ...renderEmail({
      locale: declaration.locale,
      subject: format(t.guardianSubject, values),
      siteName: siteNameIn(config, declaration.locale),
      baseUrl: config.BASE_URL,
      heading: t.guardianHeading,
      paragraphs: [
        format(t.greeting, { name: declaration.guardian.name }),
        format(t.guardianIntro, values),
        t.guardianAsk,
        t.guardianNotYou,
      ],
      action: {
        label: t.guardianAction,
        url: `${config.BASE_URL}${localePath(declaration.locale, href("/membership/guardian/:token", { token }))}`,
      },
      required: "membership",
    }),
  };
}

/**
 * What the guardian's page shows for a link's token, in `locale`: who declared what for whom, the documents'
 * texts, and where the confirmation stands. Undefined for an unknown token.
 */
export async function loadGuardianConfirmation(db: Db, token: string, locale: Locale, now: Date) {
  const row = await findGuardianConfirmation(db, token);
  if (!row) return undefined;
  const documents = await listDeclaredDocuments(db, row.id);
  return {
    state: guardianConfirmationState(row, now),
    member: `${row.first_name} ${row.last_name}`,
    season: row.season_name,
    guardian: row.guardian_name,
    declaredBy: { name: row.declared_by_name, email: row.declared_by_email, at: row.declared_at },
    expiresAt: row.expires_at,
    confirmedAt: row.confirmed_at,
    documents: DOCUMENT_KINDS.flatMap((kind) => documents.filter((document) => document.kind === kind)).map(
      (document) => ({
        kind: document.kind,
        version: document.version,
        text: locale === "fr" ? document.body_fr : document.body,
      }),
    ),
  };
}

export type GuardianConfirmResult = { status: "unknown" | "confirmed" | "already-confirmed" | "expired" };

/** The guardian's POST: confirms once; again answers "already-confirmed" and changes nothing. */
export async function confirmGuardianConsent(
  { db }: { db: Db },
  token: string,
  now: Date,
): Promise<GuardianConfirmResult> {
  const row = await findGuardianConfirmation(db, token);
  if (!row) return { status: "unknown" };
  if (await confirmGuardianDeclaration(db, row.id, now)) return { status: "confirmed" };
  // Not changed: confirmed before (perhaps by a POST a moment ago), or too late.
  const state = guardianConfirmationState((await findGuardianConfirmation(db, token)) ?? row, now);
  return { status: state === "confirmed" ? "already-confirmed" : "expired" };
}
