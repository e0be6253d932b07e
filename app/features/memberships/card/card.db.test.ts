import { describe, expect, it } from "vitest";
import { sessionSecret } from "~/lib/secret.server";
import { testNow } from "../../../../tests/support/factories";
import {
  makeClub,
  makeMember,
  makeMembership,
  makeSeason,
  makeType,
} from "../../../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { loadMemberCard, loadVerification } from "./service.server";
import { verificationCode } from "./verification.server";

const testDb = setupTestDb({
  clean: ["consents", "memberships", "members", "clubs", "membership_types", "seasons"],
});
const deps = () => ({ db: testDb.db, config: testConfig });
const manager = { id: "user-1", isAdmin: false };
const code = (number: string) => verificationCode(sessionSecret(testConfig), number);

/** Ada (managed by user-1), an active Adult player of the Toronto club in 2025-2026, which includes testNow. */
async function scene(status: "active" | "awaiting-payment" | "cancelled" = "active") {
  const seasonId = await makeSeason(testDb.db);
  const typeId = await makeType(testDb.db);
  const clubId = await makeClub(testDb.db);
  const ada = await makeMember(testDb.db, "user-1");
  await makeMembership(testDb.db, { memberId: ada.id, seasonId, typeId, clubId, status });
  return { ada, seasonId, typeId };
}

describe(`the member card on ${testDialect}`, () => {
  it("shows the managing account the member, the season's membership and the verification QR code", async () => {
    const { ada } = await scene();
    const card = await loadMemberCard(deps(), manager, ada.number, "en", testNow);
    expect(card).toMatchObject({
      name: "Ada Tremblay",
      number: ada.number,
      season: { name: "2025-2026", startsOn: "2025-09-01", endsOn: "2026-08-31" },
      membership: { type: "Adult player", club: "Toronto Lakeshore Handball Club", standing: "active" },
      verification: {
        url: `http://localhost:3000/verify/${code(ada.number)}`,
        qr: {
          viewBox: expect.stringMatching(/^0 0 \d+ \d+$/),
          modules: expect.stringMatching(/^M[\d .hmvHMV]+$/),
        },
      },
    });
    const french = await loadMemberCard(deps(), manager, ada.number, "fr", testNow);
    expect(french?.membership?.type).toBe("Joueur adulte");
    expect(french?.verification?.url).toBe(`http://localhost:3000/fr/verify/${code(ada.number)}`);
  });

  it("is refused (null, the 404 page) to another account, as for a number nobody holds; an administrator sees it", async () => {
    const { ada } = await scene();
    expect(
      await loadMemberCard(deps(), { id: "user-2", isAdmin: false }, ada.number, "en", testNow),
    ).toBeNull();
    expect(await loadMemberCard(deps(), manager, "OHA-999999", "en", testNow)).toBeNull();
    for (const bad of ["", "oha-000001", "OHA-1", `${ada.number}\u0000`, "../../admin"])
      expect(await loadMemberCard(deps(), manager, bad, "en", testNow), bad).toBeNull();
    const asAdmin = await loadMemberCard(deps(), { id: "admin-1", isAdmin: true }, ada.number, "en", testNow);
    expect(asAdmin?.name).toBe("Ada Tremblay");
  });

  it("says so, without a QR code, when the member holds no membership of the current season", async () => {
    await makeSeason(testDb.db);
    const ada = await makeMember(testDb.db, "user-1");
    const card = await loadMemberCard(deps(), manager, ada.number, "en", testNow);
    expect(card).toMatchObject({ name: "Ada Tremblay", membership: null, verification: null });
  });

  it("reads an active membership of a season that has ended as expired, until the next season starts", async () => {
    const { ada } = await scene();
    const afterSeason = new Date("2026-09-05T16:00:00Z");
    expect((await loadMemberCard(deps(), manager, ada.number, "en", afterSeason))?.membership?.standing).toBe(
      "expired",
    );
    await makeSeason(testDb.db, { name: "2026-2027", starts_on: "2026-09-01", ends_on: "2027-08-31" });
    expect(await loadMemberCard(deps(), manager, ada.number, "en", afterSeason)).toMatchObject({
      season: { name: "2026-2027" },
      membership: null,
    });
  });
});

describe(`the verification page on ${testDialect}`, () => {
  it("gives the name, the type in the page's language, the season and the standing, and nothing else", async () => {
    const { ada } = await scene();
    const found = await loadVerification(deps(), code(ada.number), "en", testNow);
    expect(found).toEqual({
      member: { name: "Ada Tremblay", type: "Adult player", season: "2025-2026", standing: "active" },
      today: "2026-03-01",
    });
    expect((await loadVerification(deps(), code(ada.number), "fr", testNow))?.member).toEqual({
      name: "Ada Tremblay",
      type: "Joueur adulte",
      season: "2025-2026",
      standing: "active",
    });
  });

  it.each(["awaiting-payment", "cancelled"] as const)("shows a membership %s as such", async (status) => {
    const { ada } = await scene(status);
    expect((await loadVerification(deps(), code(ada.number), "en", testNow))?.member.standing).toBe(status);
  });

  it("says 'none' for a member without a membership this season", async () => {
    await makeSeason(testDb.db);
    const ada = await makeMember(testDb.db, "user-1");
    expect((await loadVerification(deps(), code(ada.number), "en", testNow))?.member).toEqual({
      name: "Ada Tremblay",
      type: null,
      season: "2025-2026",
      standing: "none",
    });
  });

  it("refuses a tampered code, another member's MAC and an unknown member", async () => {
    const { ada, seasonId, typeId } = await scene();
    const ben = await makeMember(testDb.db, "user-2", { first_name: "Ben" });
    await makeMembership(testDb.db, { memberId: ben.id, seasonId, typeId });
    const [, adaMac] = code(ada.number).split(".");
    expect(await loadVerification(deps(), `${ben.number}.${adaMac}`, "en", testNow)).toBeNull();
    expect(
      await loadVerification(
        deps(),
        `${code(ada.number).slice(0, -1)}${code(ada.number).endsWith("x") ? "y" : "x"}`,
        "en",
        testNow,
      ),
    ).toBeNull();
    expect(await loadVerification(deps(), code("OHA-999999"), "en", testNow)).toBeNull();
    expect(await loadVerification(deps(), "not a code", "en", testNow)).toBeNull();
  });
});
