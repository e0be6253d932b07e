// The match centre (docs/competitions.md "The match sheet"): the home coach, on a phone, sets the lineup,
// fills in the sheet, is refused goals that do not add up, and submits it; the away coach, whose account is
// in French, sets theirs and then sees the sheet waiting for their answer with the link to it. The set-up
// (tests/e2e/match-centre.ts) writes the teams and people to the database directly.
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, main, open } from "./helpers";
import { setUpMatchCentre } from "./match-centre";

test.describe.configure({ timeout: 45_000 });

test("the home coach fills in and submits the sheet on a phone; the away coach sees it waiting, in French", async ({
  newDevice,
}) => {
  const scene = await setUpMatchCentre(newDevice);
  const { home, away, matchId } = scene;
  const page = scene.homeCoach.page;

  // The home coach finds the match from the account page and sets the lineup.
  await open(page, "/account");
  await main(page).getByRole("link", { name: "Your teams' matches and match sheets" }).click();
  await main(page).getByRole("link", { name: "Open the sheet" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${home} v ${away}`);
  const lineup = main(page).getByRole("region", { name: `Lineup: ${home}` });
  for (const player of scene.homePlayers) await lineup.getByLabel(player).check();
  await lineup.getByLabel("Hana Morin (coach)").check();
  await lineup.getByRole("button", { name: "Save the lineup" }).click();
  await expectToast(page, { title: "Lineup saved", description: "Players: 3. Team officials: 1." });

  // The away coach sets theirs, in French.
  const other = scene.awayCoach.page;
  await open(other, `/fr/matches/${matchId}/sheet`);
  const theirs = main(other).getByRole("region", { name: new RegExp(`^Composition.+${away}$`) });
  await theirs.getByLabel("no 4 Zoé Caron").check();
  await theirs.getByLabel("no 5 Léa Fortin").check();
  await theirs.getByRole("button", { name: "Enregistrer la composition" }).click();
  await expectToast(other, { title: "Composition enregistrée" });
  await expect(main(other).getByText("L'équipe locale remplit cette feuille")).toBeVisible();
  await expectNoViolations(other, "the French match sheet page");

  // The home coach fills in the sheet: four goals, but the players' add up to three.
  await page.reload();
  const sheet = main(page).getByRole("region", { name: "The match sheet" });
  const numbers = (team: string) => sheet.getByRole("group", { name: team, exact: true });
  const card = (player: string) => sheet.getByRole("group", { name: player });
  await numbers(home).getByLabel("Half-time").fill("2");
  await numbers(home).getByLabel("Final score").fill("4");
  await numbers(home).getByLabel("Time-outs, 1st half").fill("1");
  await numbers(away).getByLabel("Half-time").fill("1");
  await numbers(away).getByLabel("Final score").fill("2");
  const [maya, noor] = scene.homePlayers as [string, string];
  await card(maya).getByLabel("Goals", { exact: true }).fill("2");
  await card(maya).getByLabel("7-metre goals").fill("1");
  await card(noor).getByLabel("Goals", { exact: true }).fill("1");
  await card(noor).getByLabel("Warning").check();
  await card("#4 Zoé Caron").getByLabel("Goals", { exact: true }).fill("1");
  await card("#5 Léa Fortin").getByLabel("Goals", { exact: true }).fill("1");
  await card("#5 Léa Fortin").getByLabel("2-minute suspensions").fill("1");
  await sheet.getByRole("button", { name: "Submit the sheet" }).click();
  await expect(sheet.getByRole("alert")).toHaveText("The sheet was not saved: fix the fields marked below.");
  const final = numbers(home).getByLabel("Final score");
  await expect(final).toHaveAttribute("aria-invalid", "true");
  await expect(final).toHaveAccessibleDescription("The players' goals add up to 3, not 4");
  await expectNoViolations(page, "the match sheet with a refused score");

  await final.fill("3");
  await sheet.getByRole("button", { name: "Submit the sheet" }).click();
  await expectToast(page, {
    title: "Sheet submitted",
    description: `${away}'s officials are asked to confirm it.`,
  });
  await expect(main(page).getByText(`Waiting for ${away}'s confirmation until`)).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Submit the sheet" })).toHaveCount(0);

  // The away coach now sees it waiting for their answer, with the way to give it.
  await open(other, `/fr/matches/${matchId}/sheet`);
  await expect(main(other).getByText(`En attente de la confirmation de ${away} jusqu'au`)).toBeVisible();
  await expect(main(other).getByRole("link", { name: "Confirmer ou contester" })).toHaveAttribute(
    "href",
    `/fr/matches/${matchId}/answer`,
  );
});
