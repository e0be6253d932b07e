import type { Selectable } from "kysely";
import type { Db } from "~/db/db.server";
import type { AnnouncementsTable } from "~/db/schema";
import { listAccountContacts } from "~/features/accounts/index.server";
import { listOfficialMemberIdsOfCompetition } from "~/features/competitions/index.server";
import { listEventAudience } from "~/features/events/index.server";
import { listAccountsOfMembers, listActiveMemberContactsAfter } from "~/features/memberships/index.server";
import { listConfirmedSubscribersAfter } from "~/features/newsletter/index.server";
import { asLocale, type Locale } from "~/lib/i18n";
import { splitIds } from "./rules";

/** One address of an audience, in the language its e-mail is written in (decision 025). */
export interface AudienceAddress {
  email: string;
  locale: Locale;
}

/** How many rows each page of a large audience (members, subscribers) reads: memory stays flat. */
export const AUDIENCE_PAGE = 500;

type Group = Pick<
  Selectable<AnnouncementsTable>,
  "audience" | "season_id" | "type_ids" | "club_ids" | "competition_id" | "event_id" | "include_waitlist"
>;

/**
 * The addresses of an announcement's group, a page at a time (the same address may come twice: the
 * recipients' unique key, or the count's set, keeps one). Each comes in its account's language, else in the
 * language of the subscription or registration that gave it (decision 025).
 */
export async function* audiencePages(db: Db, group: Group): AsyncGenerator<AudienceAddress[]> {
  switch (group.audience) {
    case "newsletter":
      yield* subscriberPages(db);
      return;
    case "members":
      if (group.season_id !== null)
        yield* memberPages(db, {
          seasonId: group.season_id,
          typeIds: splitIds(group.type_ids),
          clubIds: splitIds(group.club_ids),
        });
      return;
    case "officials":
      if (group.competition_id !== null) yield await officials(db, group.competition_id);
      return;
    case "event":
      if (group.event_id !== null) yield await eventPeople(db, group.event_id, group.include_waitlist === 1);
      return;
  }
}

async function* subscriberPages(db: Db) {
  let after = 0;
  for (;;) {
    const rows = await listConfirmedSubscribersAfter(db, after, AUDIENCE_PAGE);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ email: row.email, locale: asLocale(row.locale) }));
    after = rows[rows.length - 1]?.id ?? after;
  }
}

async function* memberPages(
  db: Db,
  group: { seasonId: number; typeIds: number[]; clubIds: number[] },
): AsyncGenerator<AudienceAddress[]> {
  let after = 0;
  for (;;) {
    const rows = await listActiveMemberContactsAfter(db, group, after, AUDIENCE_PAGE);
    if (rows.length === 0) return;
    const accounts = new Map(
      (
        await listAccountContacts(
          db,
          rows.map((row) => row.user_id),
        )
      ).map((account) => [account.id, account]),
    );
    const page: AudienceAddress[] = [];
    for (const row of rows) {
      const account = accounts.get(row.user_id);
      if (!account) continue;
      const locale = asLocale(account.locale);
      page.push({ email: account.email, locale });
      // A minor's guardian hears too, in the language of the account that gave their address.
      if (row.guardian_email) page.push({ email: row.guardian_email, locale });
    }
    yield page;
    after = rows[rows.length - 1]?.membership_id ?? after;
  }
}

async function officials(db: Db, competitionId: number): Promise<AudienceAddress[]> {
  const memberIds = await listOfficialMemberIdsOfCompetition(db, competitionId);
  const members = await listAccountsOfMembers(db, memberIds);
  const accounts = await listAccountContacts(
    db,
    members.map((member) => member.user_id),
  );
  return accounts.map((account) => ({ email: account.email, locale: asLocale(account.locale) }));
}

async function eventPeople(db: Db, eventId: number, waitlist: boolean): Promise<AudienceAddress[]> {
  const rows = await listEventAudience(db, eventId, waitlist);
  const locales = new Map(
    (
      await listAccountContacts(
        db,
        rows.map((row) => row.user_id),
      )
    ).map((account) => [account.id, account.locale]),
  );
  return rows.map((row) => ({ email: row.email, locale: asLocale(locales.get(row.user_id) ?? row.locale) }));
}
