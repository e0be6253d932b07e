import { describe, expect, it } from "vitest";
import {
  makeClub,
  makeMember,
  makeMembership,
  makeSeason,
  makeType,
} from "../../../tests/support/membership-factories";
import { setupTestDb, testDialect } from "../../../tests/support/test-db";
import { ageOn } from "./index";
import {
  type ActiveMembership,
  getActiveMembershipOfMember,
  hasActiveMembershipOn,
  listActiveMembershipsOfUser,
} from "./index.server";

// What other features ask through the face: who holds an active membership on a day, and its facts.

const testDb = setupTestDb({
  clean: ["consents", "memberships", "members", "documents", "clubs", "membership_types", "seasons"],
});

describe(`active memberships on a day, through the face, on ${testDialect}`, () => {
  it("finds the account's people whose membership of the day's season is active, with what their type allows", async () => {
    const db = testDb.db;
    const current = await makeSeason(db);
    const next = await makeSeason(db, { name: "2026-2027", starts_on: "2026-09-01", ends_on: "2027-08-31" });
    const player = await makeType(db);
    const coach = await makeType(db, { name: "Coach", name_fr: "Entraîneur", fee_cents: 0, age_rule: "any" });
    await db
      .updateTable("membership_types")
      .set({ can_play: 0, can_coach: 1 })
      .where("id", "=", coach)
      .execute();
    const club = await makeClub(db, "Ottawa Capital Handball Club");
    const ada = await makeMember(db, "user-ada");
    const ben = await makeMember(db, "user-ada", {
      first_name: "Ben",
      date_of_birth: "2012-05-31",
      guardian_name: "Ada Tremblay",
      guardian_email: "ada@example.org",
    });
    const cleo = await makeMember(db, "user-ada", { first_name: "Cleo" });
    const dan = await makeMember(db, "user-dan", { first_name: "Dan" });
    await makeMembership(db, { memberId: ada.id, seasonId: current, typeId: player, clubId: club });
    await makeMembership(db, { memberId: ben.id, seasonId: current, typeId: coach });
    await makeMembership(db, {
      memberId: cleo.id,
      seasonId: current,
      typeId: player,
      status: "awaiting-payment",
    });
    await makeMembership(db, { memberId: dan.id, seasonId: next, typeId: player });

    const active: ActiveMembership[] = await listActiveMembershipsOfUser(db, "user-ada", "2026-08-31");
    expect(active).toEqual([
      {
        id: expect.any(Number),
        member: {
          id: ada.id,
          number: ada.number,
          firstName: "Ada",
          lastName: "Tremblay",
          dateOfBirth: "1990-04-02",
        },
        season: { id: current, name: "2025-2026", startsOn: "2025-09-01", endsOn: "2026-08-31" },
        type: {
          id: player,
          name: "Adult player",
          nameFr: "Joueur adulte",
          ageRule: "adult",
          allows: { play: true, coach: false, officiate: false, vote: true },
        },
        club: { id: club, name: "Ottawa Capital Handball Club" },
      },
      expect.objectContaining({
        member: expect.objectContaining({ id: ben.id, dateOfBirth: "2012-05-31" }),
        type: expect.objectContaining({ allows: { play: false, coach: true, officiate: false, vote: true } }),
        club: null,
      }),
    ]);
    // Age on a day, from the facts: Ben is 14 on the season's last day.
    expect(ageOn(active[1]?.member.dateOfBirth ?? "", "2026-08-31")).toBe(14);
    // The next season's first day: none of Ada's people holds it yet.
    expect(await listActiveMembershipsOfUser(db, "user-ada", "2026-09-01")).toEqual([]);
    expect(await hasActiveMembershipOn(db, "user-ada", "2026-08-31")).toBe(true);
    expect(await hasActiveMembershipOn(db, "user-ada", "2026-09-01")).toBe(false);
    expect(await hasActiveMembershipOn(db, "user-dan", "2026-09-01")).toBe(true);

    expect((await getActiveMembershipOfMember(db, ben.id, "2026-03-01"))?.type.name).toBe("Coach");
    expect(await getActiveMembershipOfMember(db, cleo.id, "2026-03-01")).toBeUndefined();
    expect(await getActiveMembershipOfMember(db, dan.id, "2026-03-01")).toBeUndefined();
    expect((await getActiveMembershipOfMember(db, dan.id, "2026-09-01"))?.season.name).toBe("2026-2027");
  });
});
