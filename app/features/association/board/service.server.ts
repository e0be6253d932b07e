import type { Db } from "~/db/db.server";
import type { Config } from "~/lib/config";
import type { Locale } from "~/lib/i18n";
import { readFormWithImage } from "~/lib/uploads/form.server";
import { uploadStorage } from "~/lib/uploads/storage.server";
import { boardMessages } from "~/texts/pages/board";
import { type Direction, movedOrder, parseId } from "../ordering";
import {
  deleteBoardMember,
  getBoardRow,
  insertBoardMember,
  listBoardIds,
  listBoardRows,
  lockBoardOrder,
  nextBoardPosition,
  setBoardPositions,
  updateBoardMember,
} from "./queries.server";
import { type BoardMemberInput, boardMemberFormSchema } from "./rules";

/** The board in its order, with both languages' titles: the About page and the admin's list. */
export function listBoard(db: Db) {
  return listBoardRows(db);
}

/** The board member a route's :id names, or undefined for an unknown or malformed id. */
export async function getBoardMemberByParam(db: Db, param: string | undefined) {
  const id = parseId(param);
  return id === null ? undefined : getBoardRow(db, id);
}

/** Reads and checks the board member form; an uploaded photo is stored once the form is valid. */
export function readBoardMemberForm(request: Request, config: Config, locale: Locale) {
  const schema = boardMemberFormSchema(boardMessages[locale].validation);
  return readFormWithImage(request, { schema, storage: uploadStorage(config), locale });
}

/** Adds a board member at the end of the list. */
export function createBoardMember(db: Db, input: BoardMemberInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    await lockBoardOrder(trx);
    return insertBoardMember(trx, input, await nextBoardPosition(trx), now);
  });
}

/** Saves a board member's fields. `false`: no such board member. */
export function editBoardMember(db: Db, id: number, input: BoardMemberInput, now: Date) {
  return updateBoardMember(db, id, input, now);
}

/** Moves a board member one place and numbers the list again; concurrent moves run one after the other. */
export function moveBoardMember(db: Db, id: number, direction: Direction, now: Date) {
  return db.transaction().execute(async (trx) => {
    await lockBoardOrder(trx);
    const member = await getBoardRow(trx, id);
    if (!member) return null;
    const order = movedOrder(await listBoardIds(trx), id, direction);
    if (order) await setBoardPositions(trx, order, now);
    return { name: member.name };
  });
}

/** Removes a board member; their name, or null when already gone. */
export function removeBoardMember(db: Db, id: number) {
  return deleteBoardMember(db, id);
}
