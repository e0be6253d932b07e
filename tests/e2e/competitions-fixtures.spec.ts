// The fixtures in the admin (docs/competitions.md, "Fixtures and knockouts"): an administrator generates a
// league pool's round robin, sees a venue booked twice, moves a match (its French coach is e-mailed in
// French) until the clash is gone; then a 4-team tournament's two pools feed a knockout whose semi-finals
// wait for "1st Pool A", without JavaScript. English and French; Chromium against the production build.
// The competitions are written to the database directly (tests/e2e/fixtures-db.ts): their set-up screens
// have specs of their own.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { insertCoachInDb, insertCompetitionInDb } from "./fixtures-db";
import { englishCatalogueTexts, englishOn } from "./french";
import { expectNoViolations, expectToast, field, main, open, toast } from "./helpers";
import { waitForEmail } from "./mail";

test.describe.configure({ timeout: 40_000 });

const tag = () => Date.now().toString(36);

const rowOf = (page: Page, text: string) => main(page).getByRole("row").filter({ hasText: text });

test("an administrator generates a pool's fixtures, moves a match, and sees the clash until it is gone", async ({
  page,
  admin: _admin,
}) => {
  const id = tag();
  const [lions, tigers, bears, wolves, hall] = ["Lions", "Tigers", "Bears", "Wolves", "Hall"].map(
    (word) => `${word} ${id}`,
  );
  const name = `League ${id}`;
  // Seeds 1 and 2 share a hall: the Berger table's first round (1 v 4, 2 v 3) puts both at home in it at 19:00.
  const { competitionId, entries } = insertCompetitionInDb({
    name,
    format: "league",
    firstRoundOn: "2040-10-06",
    pools: {
      A: [
        { name: lions as string, venue: hall as string },
        { name: tigers as string, venue: hall as string },
        { name: bears as string, venue: `${bears} Gym` },
        { name: wolves as string, venue: `${wolves} Gym` },
      ],
    },
  });
  const coach = `coach-${id}@example.org`;
  insertCoachInDb({
    competitionId,
    entryId: entries[bears as string] as number,
    name: "Chloé Roy",
    email: coach,
    locale: "fr",
  });

  const fixtures = `/admin/competitions/${competitionId}/fixtures`;
  await open(page, fixtures);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Fixtures: ${name}`);
  await expect(
    main(page).getByText(`4 confirmed teams: ${bears}, ${lions}, ${tigers}, ${wolves}`),
  ).toBeVisible();
  await main(page).getByRole("button", { name: "Generate fixtures" }).click();
  await expectToast(page, { title: "Fixtures generated", description: "6 matches in 3 rounds." });
  await expect(main(page).getByRole("heading", { level: 4 })).toHaveText([
    "Round 1: October 6, 2040",
    "Round 2: October 13, 2040",
    "Round 3: October 20, 2040",
  ]);
  await expect(rowOf(page, `${tigers}${bears}`).getByRole("cell")).toHaveText([
    "2",
    tigers as string,
    bears as string,
    "October 6, 2040",
    "7:00 p.m.",
    hall as string,
    "Scheduled",
    "",
    "Edit",
  ]);
  const clashes = page.getByRole("region", { name: "Clashes" });
  await expect(clashes).toContainText(`${hall} is booked twice on October 6, 2040 at 7:00 p.m.`);
  await expectNoViolations(page, fixtures);

  // Half an hour later is still within a match's length: the warning stays after the save.
  await main(page)
    .getByRole("link", { name: `Edit ${tigers} v ${bears}` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${tigers} v ${bears}`);
  const before = new Date();
  await field(page, "Time").fill("19:30");
  await main(page).getByRole("button", { name: "Save" }).click();
  await expectToast(page, {
    title: "Match saved",
    description: `${tigers} v ${bears}: the change is saved.`,
  });
  // Closed at once: it would stay 5 seconds, and the next save's toast must be told from it.
  await toast(page, "Match saved").getByRole("button", { name: "Close notification" }).click();
  await expect(toast(page, "Match saved")).toHaveCount(0);
  await expect(clashes).toContainText(`${hall} is booked twice on October 6, 2040 at 7:00 p.m.`);
  await expectNoViolations(page, "a match's page");
  const mail = await waitForEmail({ to: coach, subject: /Match déplacé/, after: before });
  expect(mail.subject).toBe(`Match déplacé\u00a0: ${tigers} contre ${bears}`);
  expect(mail.text).toContain(`le 6 octobre 2040 à 19\u00a0h\u00a030, ${hall}`);

  await field(page, "Time").fill("21:00");
  await main(page).getByRole("button", { name: "Save" }).click();
  await expectToast(page, { title: "Match saved" });
  await expect(field(page, "Time")).toHaveValue("21:00");
  await expect(clashes).toHaveCount(0);
  await main(page).getByRole("link", { name: "Fixtures" }).click();
  await expect(clashes).toHaveCount(0);
  await expect(rowOf(page, `${tigers}${bears}`).getByRole("cell").nth(4)).toHaveText("9:00 p.m.");

  // The same page in French.
  await open(page, `/fr${fixtures}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Calendrier\u00a0: ${name} (fr)`);
  await expect(main(page).getByRole("heading", { level: 4 }).first()).toHaveText(
    "Journée 1\u00a0: 6 octobre 2040",
  );
  await expect(rowOf(page, `${tigers}${bears}`).getByRole("cell").nth(4)).toHaveText("21\u00a0h\u00a000");
  expect(
    await englishOn(page, await englishCatalogueTexts(), [
      name,
      hall as string,
      lions as string,
      tigers as string,
      bears as string,
      wolves as string,
    ]),
  ).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a 4-team tournament's two pools feed a knockout whose semi-finals wait for the pools' places", async ({
    page,
    admin: _admin,
  }) => {
    const id = tag();
    const name = `Cup ${id}`;
    const team = (word: string) => ({ name: `${word} ${id}`, venue: `${word} Arena ${id}` });
    const { competitionId } = insertCompetitionInDb({
      name,
      format: "tournament",
      firstRoundOn: "2040-11-03",
      pools: { A: [team("Owls"), team("Hawks")], B: [team("Foxes"), team("Elks")] },
    });
    const fixtures = `/admin/competitions/${competitionId}/fixtures`;
    await open(page, fixtures);
    const knockout = main(page).getByRole("form", { name: "Add a knockout stage" });
    await expect(knockout.getByLabel("From the places of the pools of Pools")).toBeChecked();
    await expect(knockout.getByLabel("Teams qualifying from each pool")).toHaveValue("2");
    await expect(knockout.getByLabel("English name")).toHaveValue("Knockout");
    await expect(knockout.getByLabel("French name")).toHaveValue("Phase finale");
    // Refused by the server, with the reason: each pool has two teams.
    await knockout.getByLabel("Teams qualifying from each pool").fill("3");
    await knockout.getByRole("button", { name: "Add knockout" }).click();
    await expect(knockout.getByRole("alert")).toHaveText(
      "Each pool must have at least as many teams as qualify from it.",
    );
    await knockout.getByLabel("Teams qualifying from each pool").fill("2");
    await knockout.getByLabel("Play a match for third place").check();
    await knockout.getByLabel("Day of the first round (optional)").fill("2040-11-10");
    await knockout.getByRole("button", { name: "Add knockout" }).click();

    await expect(page).toHaveURL(fixtures);
    await expect(main(page).getByRole("heading", { level: 2, name: "Knockout", exact: true })).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 4 })).toHaveText(["Semi-finals", "Final"]);
    const sides = (text: string) => rowOf(page, text).getByRole("cell").nth(1);
    await expect(rowOf(page, "1st Pool A").getByRole("cell").nth(1)).toHaveText("1st Pool A");
    await expect(rowOf(page, "1st Pool A").getByRole("cell").nth(2)).toHaveText("2nd Pool B");
    await expect(rowOf(page, "1st Pool B").getByRole("cell").nth(2)).toHaveText("2nd Pool A");
    await expect(sides("Winner of semi-final 1")).toHaveText("Winner of semi-final 1");
    await expect(sides("Loser of semi-final 1")).toHaveText("Loser of semi-final 1");
    await expect(rowOf(page, "1st Pool A").getByRole("cell").nth(3)).toHaveText("November 10, 2040");

    await open(page, `/fr${fixtures}`);
    await expect(main(page).getByRole("heading", { level: 4 })).toHaveText(["Demi-finales", "Finale"]);
    await expect(rowOf(page, "1er de la poule A").getByRole("cell").nth(2)).toHaveText("2e de la poule B");
  });
});
