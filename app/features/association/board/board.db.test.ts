import { describe, expect, it } from "vitest";
import { boardMessages } from "~/texts/pages/board";
import { seedBoardOfDirectors } from "../../../../scripts/lib/seed-association";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import {
  createBoardMember,
  editBoardMember,
  getBoardMemberByParam,
  listBoard,
  moveBoardMember,
  readBoardMemberForm,
  removeBoardMember,
} from "../index.server";
import type { BoardMemberInput } from "./rules";

const testDb = setupTestDb({ clean: ["board_members"] });
const now = new Date("2026-11-28T15:00:00Z");

const input = (name: string, change: Partial<BoardMemberInput> = {}): BoardMemberInput => ({
  name,
  title: "Director",
  titleFr: "Administrateur",
  bio: "",
  bioFr: "",
  photo: null,
  ...change,
});

const names = async () => (await listBoard(testDb.db)).map((member) => member.name);

describe(`the board of directors (${testDialect})`, () => {
  it("is seeded once with the spec's five titles in both languages, and never over what administrators set up", async () => {
    const db = testDb.db;
    await seedBoardOfDirectors(db, now);
    const board = await listBoard(db);
    expect(board.map((member) => member.title)).toEqual([
      "President",
      "Director",
      "Treasurer",
      "Technical Director",
      "Operational & Communication Manager",
    ]);
    expect(board.every((member) => member.title_fr !== "" && member.title_fr !== member.title)).toBe(true);
    await removeBoardMember(db, board[0]?.id ?? 0);
    await seedBoardOfDirectors(db, now);
    expect(await listBoard(db)).toHaveLength(4);
  });

  it("adds at the end, edits a French title, moves and removes", async () => {
    const db = testDb.db;
    const ana = await createBoardMember(db, input("Ana"), now);
    const ben = await createBoardMember(db, input("Ben"), now);
    await createBoardMember(db, input("Chloé"), now);
    expect(await names()).toEqual(["Ana", "Ben", "Chloé"]);

    expect(await editBoardMember(db, ben, input("Ben", { titleFr: "Directeur général" }), now)).toBe(true);
    expect((await getBoardMemberByParam(db, String(ben)))?.title_fr).toBe("Directeur général");
    expect(await getBoardMemberByParam(db, "new")).toBeUndefined();
    expect(await editBoardMember(db, 999_999, input("Nobody"), now)).toBe(false);

    expect(await moveBoardMember(db, ben, "up", now)).toEqual({ name: "Ben" });
    expect(await names()).toEqual(["Ben", "Ana", "Chloé"]);
    await moveBoardMember(db, ben, "up", now);
    expect(await names()).toEqual(["Ben", "Ana", "Chloé"]);

    expect(await removeBoardMember(db, ana)).toBe("Ana");
    expect(await removeBoardMember(db, ana)).toBeNull();
    expect(await moveBoardMember(db, ana, "down", now)).toBeNull();
    expect(await names()).toEqual(["Ben", "Chloé"]);
  });

  it("keeps one consistent order when two administrators move at once", async () => {
    const db = testDb.db;
    const ids: number[] = [];
    for (const name of ["A", "B", "C", "D", "E"]) ids.push(await createBoardMember(db, input(name), now));
    const [a, b, c, d, e] = ids as [number, number, number, number, number];
    await Promise.all([moveBoardMember(db, a, "down", now), moveBoardMember(db, a, "down", now)]);
    expect(await names()).toEqual(["B", "C", "A", "D", "E"]);
    await Promise.all(
      [e, d, c, b, a, e, d, c].map((id, index) => moveBoardMember(db, id, index % 3 ? "up" : "down", now)),
    );
    const board = await listBoard(db);
    expect(board.map((member) => member.position)).toEqual([1, 2, 3, 4, 5]);
    expect(board.map((member) => member.name).sort()).toEqual(["A", "B", "C", "D", "E"]);
  });

  it("refuses a member without a French title, with the page's message, and stores nothing", async () => {
    const request = new Request("http://localhost/fr/admin/board/new", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Zoé", title: "Secretary", titleFr: "", image: "" }),
    });
    const result = await readBoardMemberForm(request, testConfig, "fr");
    expect(result).toMatchObject({ ok: false, errors: { titleFr: boardMessages.fr.validation.titleFrMin } });
    expect(await names()).toEqual([]);
  });
});
