// A competition's set-up (docs/competitions.md "Structure" and "Rosters and eligibility"): an administrator
// makes two teams of the seeded clubs, a senior league with a pool stage, enters, confirms and places the
// teams, adds an eligible player and is refused an ineligible one with the reason; the French screens are
// checked for their texts and with axe. Against the production build, with the seeded season and clubs.
import { currentSeasonInDb, insertMembershipInDb, userByEmail } from "./db";
import { expect, test } from "./fixtures";
import { englishCatalogueTexts, englishOn, storedWords } from "./french";
import { expectNoViolations, expectToast, field, main, open, toast } from "./helpers";

test.describe.configure({ timeout: 60_000 });

test("an administrator sets up a league from the seeded clubs, enters and places teams, and fills a roster", async ({
  page,
  admin,
}) => {
  const run = Date.now().toString(36);
  const rapids = `Capital Rapids ${run}`;
  const lynx = `Lakeshore Lynx ${run}`;
  const league = `Senior League ${run}`;
  const season = currentSeasonInDb();
  const { id: userId } = userByEmail(admin.email);
  const player = insertMembershipInDb({
    userId,
    firstName: "Léa",
    lastName: `Tremblay${run}`,
    dateOfBirth: "1996-05-04",
    seasonId: season.id,
    type: "Adult player",
    club: "Ottawa Capital Handball Club",
  });
  const unpaid = insertMembershipInDb({
    userId,
    firstName: "Owen",
    lastName: `Young${run}`,
    dateOfBirth: "1994-02-11",
    seasonId: season.id,
    type: "Adult player",
    club: "Toronto Lakeshore Handball Club",
    status: "awaiting-payment",
  });

  await open(page, "/admin");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Competitions" })
    .click();
  await expect(page).toHaveURL("/admin/competitions");
  await expect(page).toHaveURL("/admin/competitions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Competitions");

  // Two teams, each a seeded club's.
  await main(page)
    .getByRole("navigation", { name: "Competition set-up" })
    .getByRole("link", { name: "Teams" })
    .click();
  await expect(page).toHaveURL("/admin/competitions/teams");
  await expect(main(page).getByRole("heading", { name: "Add a team" })).toBeVisible();
  for (const [name, club] of [
    [rapids, "Ottawa Capital Handball Club"],
    [lynx, "Toronto Lakeshore Handball Club"],
  ] as const) {
    await field(page, "Name").fill(name);
    await field(page, "Club").selectOption({ label: club });
    await main(page).getByRole("button", { name: "Add team" }).click();
    await expect(main(page).getByRole("row").filter({ hasText: name })).toBeVisible();
  }
  await expect(toast(page, "Team added").filter({ hasText: `${lynx} is saved.` })).toBeVisible();
  await expect(main(page).getByRole("row").filter({ hasText: rapids }).getByRole("cell").nth(1)).toHaveText(
    "Ottawa Capital Handball Club",
  );

  // The league: 18 and over on the default cut-off day.
  await main(page)
    .getByRole("navigation", { name: "Competition set-up" })
    .getByRole("link", { name: "Competitions" })
    .click();
  await expect(page).toHaveURL("/admin/competitions");
  await expect(main(page).getByRole("heading", { name: "Add a competition" })).toBeVisible();
  await field(page, "Name").fill(league);
  await field(page, "Name in French").fill(`Ligue senior ${run}`);
  await field(page, "Category").fill("Senior Women");
  await field(page, "Category in French").fill("Senior féminin");
  await field(page, "Who may play").selectOption("min");
  await field(page, "Age").fill("18");
  await main(page).getByRole("button", { name: "Add competition" }).click();
  await expectToast(page, { title: "Competition added", description: `${league} is saved.` });
  await expect(page).toHaveURL(/\/admin\/competitions\/\d+$/);
  const competitionPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(league);
  await expect(main(page).getByText(`18 and over on ${season.name.slice(-4)}-01-01`)).toBeVisible();

  // A round robin in one pool.
  const addStage = main(page)
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Add stage" }) });
  await addStage.getByLabel("Name", { exact: true }).fill("Regular season");
  await addStage.getByLabel("Name in French").fill("Saison régulière");
  await addStage.getByRole("button", { name: "Add stage" }).click();
  await expectToast(page, { title: "Stage added", description: "Regular season is saved." });
  await expect(main(page).getByText("Pools: A")).toBeVisible();

  // Both teams entered, confirmed and placed in pool A.
  for (const [team, club] of [
    [rapids, "Ottawa Capital Handball Club"],
    [lynx, "Toronto Lakeshore Handball Club"],
  ] as const) {
    await field(page, "Team").selectOption({ label: `${team} (${club})` });
    await main(page).getByRole("button", { name: "Enter team" }).click();
    const row = main(page).getByRole("row").filter({ hasText: team });
    await expect(row.getByRole("cell").nth(2)).toHaveText("Entered");
    await main(page)
      .getByRole("button", { name: `Confirm ${team}` })
      .click();
    await expect(row.getByRole("cell").nth(2)).toHaveText("Confirmed");
    await field(page, `Place ${team}`).selectOption({ label: "Regular season, pool A" });
    await row.getByRole("button", { name: "Place" }).click();
    await expect(toast(page, "Entry placed").filter({ hasText: `${team} is placed.` })).toBeVisible();
  }
  await expect(main(page).getByRole("row").filter({ hasText: lynx }).getByRole("cell")).toContainText([
    lynx,
    "Toronto Lakeshore Handball Club",
    "Confirmed",
    "No fee",
  ]);

  // The roster: an eligible player, and a refusal that says why.
  await main(page).getByRole("link", { name: "Rosters and eligibility" }).click();
  await expect(page).toHaveURL(`${competitionPath}/rosters`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Rosters: ${league}`);
  const rapidsRoster = main(page).getByRole("region", { name: new RegExp(`^${rapids}`) });
  await rapidsRoster.getByLabel("Member number").fill(player.number);
  await rapidsRoster.getByLabel("Jersey (players, 0 to 99)").fill("7");
  await rapidsRoster.getByRole("button", { name: "Add to roster" }).click();
  await expectToast(page, {
    title: "Added to the roster",
    description: `Léa Tremblay${run} is on ${rapids}.`,
  });
  await expect(rapidsRoster.getByRole("row").filter({ hasText: player.number }).getByRole("cell")).toHaveText(
    ["7", `Léa Tremblay${run}`, player.number, "Player", "Eligible", "Remove"],
  );
  await rapidsRoster.getByLabel("Member number").fill(unpaid.number);
  await rapidsRoster.getByLabel("Jersey (players, 0 to 99)").fill("8");
  await rapidsRoster.getByRole("button", { name: "Add to roster" }).click();
  await expect(rapidsRoster.getByLabel("Member number")).toHaveAccessibleDescription(
    `Owen Young${run}'s membership for ${season.name} is awaiting payment`,
  );

  // The same screens in French: no English text on either, and axe on the competition's (the larger one).
  const english = await englishCatalogueTexts();
  const stored = storedWords();
  await open(page, `/fr${competitionPath}/rosters`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Alignements\u00a0: Ligue senior ${run}`);
  await expect(main(page).getByRole("row").filter({ hasText: player.number })).toContainText("Admissible");
  expect(await englishOn(page, english, stored)).toEqual([]);
  await open(page, `/fr${competitionPath}`);
  await expect(main(page).getByRole("heading", { level: 2, name: "Inscriptions" })).toBeVisible();
  expect(await englishOn(page, english, stored)).toEqual([]);
  await expectNoViolations(page, "the competition's page in French");
});
