import type { Db } from "~/db/db.server";
import { dayIn } from "~/features/memberships";
import type { Config } from "~/lib/config";
import type { Locale } from "~/lib/i18n";
import { readFormWithImage } from "~/lib/uploads/form.server";
import { uploadStorage } from "~/lib/uploads/storage.server";
import { sponsorsMessages } from "~/texts/pages/sponsors";
import { type Direction, movedOrder, parseId } from "../ordering";
import {
  deleteSponsor,
  getSponsorRow,
  insertSponsor,
  listSponsorRows,
  listTierIds,
  lockSponsorOrder,
  nextPosition,
  setSponsorPositions,
  updateSponsor,
} from "./queries.server";
import { groupByTier, isActiveOn, type SponsorInput, sponsorFormSchema, sponsorsShownOn } from "./rules";

/**
 * The home page's sponsors at `now`: every tier in order with the sponsors active on the association's day.
 * A day that starts or ends a sponsor's dates changes no row: the page cache keeps a page at most
 * PAGE_TTL_MS (decision 034), so the change shows within that (decision 063).
 */
export async function sponsorsOnHomePage(db: Db, now: Date, timeZone: string) {
  const today = dayIn(now, timeZone);
  return sponsorsShownOn(await listSponsorRows(db), today).map(({ tier, sponsors }) => ({
    tier,
    sponsors: sponsors.map(({ id, name, logo, link }) => ({ id, name, logo, link })),
  }));
}

/** The admin's list: every tier with all its sponsors in order, each marked shown or not today. */
export async function sponsorsForAdmin(db: Db, now: Date, timeZone: string) {
  const today = dayIn(now, timeZone);
  return groupByTier(await listSponsorRows(db)).map(({ tier, sponsors }) => ({
    tier,
    sponsors: sponsors.map((sponsor) => ({ ...sponsor, shown: isActiveOn(sponsor, today) })),
  }));
}

/** The sponsor a route's :id names, or undefined for an unknown or malformed id. */
export async function getSponsorByParam(db: Db, param: string | undefined) {
  const id = parseId(param);
  return id === null ? undefined : getSponsorRow(db, id);
}

/**
 * Reads and checks the sponsor form; an uploaded logo (the picker without JavaScript) is stored once the
 * form is valid. Refused: the fields as sent, their errors and the status to answer with.
 */
export function readSponsorForm(request: Request, config: Config, locale: Locale) {
  const schema = sponsorFormSchema(sponsorsMessages[locale].validation);
  return readFormWithImage(request, { schema, storage: uploadStorage(config), locale });
}

/** Adds a sponsor at the end of its tier. */
export function createSponsor(db: Db, input: SponsorInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    await lockSponsorOrder(trx);
    return insertSponsor(trx, input, await nextPosition(trx, input.tier), now);
  });
}

/** Saves a sponsor; one that changes tier goes to the end of its new tier. `false`: no such sponsor. */
export function editSponsor(db: Db, id: number, input: SponsorInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    await lockSponsorOrder(trx);
    const before = await getSponsorRow(trx, id);
    if (!before) return false;
    const position = before.tier === input.tier ? null : await nextPosition(trx, input.tier);
    return updateSponsor(trx, id, input, position, now);
  });
}

/**
 * Moves a sponsor one place within its tier and numbers the tier again. Moves by two administrators at
 * once run one after the other, each on the order the other left. Null: no such sponsor.
 */
export function moveSponsor(db: Db, id: number, direction: Direction, now: Date) {
  return db.transaction().execute(async (trx) => {
    await lockSponsorOrder(trx);
    const sponsor = await getSponsorRow(trx, id);
    if (!sponsor) return null;
    const order = movedOrder(await listTierIds(trx, sponsor.tier), id, direction);
    if (order) await setSponsorPositions(trx, order, now);
    return { name: sponsor.name };
  });
}

/** Deletes a sponsor; its name, or null when it was already gone. */
export function removeSponsor(db: Db, id: number) {
  return deleteSponsor(db, id);
}
