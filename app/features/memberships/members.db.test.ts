import { describe, expect, it } from "vitest";
import {
  makeClub,
  makeDocument,
  makeMember,
  makeMembership,
  makeSeason,
  makeType,
} from "../../../tests/support/membership-factories";
import { setupTestDb, testDialect } from "../../../tests/support/test-db";

const testDb = setupTestDb({
  clean: ["consents", "memberships", "members", "documents", "clubs", "membership_types", "seasons"],
});

describe(`members on ${testDialect}`, () => {
  it("numbers each person from their id, and the number survives a later membership", async () => {
    const ada = await makeMember(testDb.db, "user-1");
    const ben = await makeMember(testDb.db, "user-1", { first_name: "Ben", date_of_birth: "2012-05-31" });
    expect(ada.number).toBe(`OHA-${String(ada.id).padStart(6, "0")}`);
    expect(ben.number).toBe(`OHA-${String(ben.id).padStart(6, "0")}`);
    expect(ben.number).not.toBe(ada.number);

    const seasonId = await makeSeason(testDb.db);
    const typeId = await makeType(testDb.db);
    const waiver = await makeDocument(testDb.db, "waiver");
    const clubId = await makeClub(testDb.db);
    const membershipId = await makeMembership(testDb.db, {
      memberId: ada.id,
      seasonId,
      typeId,
      clubId,
      documentIds: [waiver],
    });
    const consents = await testDb.db
      .selectFrom("consents")
      .select(["document_id", "role"])
      .where("membership_id", "=", membershipId)
      .execute();
    expect(consents).toEqual([{ document_id: waiver, role: "member" }]);
    const row = await testDb.db
      .selectFrom("members")
      .select("member_number")
      .where("id", "=", ada.id)
      .executeTakeFirstOrThrow();
    expect(row.member_number).toBe(ada.number);
  });
});
