// The match centre (docs/competitions.md "The match sheet", "Confirming results", "Discipline"): the home
// coach, on a phone, sets the lineup, fills in the sheet (a blue card among it), is refused goals that do not
// add up, and submits it; the away coach, whose account is in French, sets theirs, answers from the e-mail and
// confirms; the public table and the top scorers change; an administrator suspends the blue-carded player for
// one match, and the away team's next lineup refuses her. The set-up (tests/e2e/match-centre.ts) writes the
// teams and people to the database directly. Each step's screen is attached to the report.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, main, open } from "./helpers";
import { waitForEmail } from "./mail";
import { setUpMatchCentre } from "./match-centre";

test.describe.configure({ timeout: 90_000 });

/** The page as it is, attached to the test's report (the closing note's screens). */
const screen = async (page: Page, name: string) =>
  test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

test("a sheet from the bench to the table: filled on a phone, confirmed from the e-mail in French, a blue card's suspension kept off the next lineup", async ({
  page: adminPage,
  admin: _admin,
  newDevice,
}) => {
  const scene = await setUpMatchCentre(newDevice);
  const { home, away, matchId } = scene;
  const page = scene.homeCoach.page;

  // The home coach finds the match from the account page and sets the lineup.
  await open(page, "/account");
  await main(page).getByRole("link", { name: "Your teams' matches and match sheets" }).click();
  await main(page)
    .getByRole("link", { name: `Open the sheet of ${home} v ${away}` })
    .click();
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
  await card("#5 Léa Fortin").getByLabel("Disqualification").selectOption("Blue card");
  await card("#5 Léa Fortin").getByLabel("Blue card report").fill("Pushed an airborne shooter in the back.");
  await sheet.getByRole("button", { name: "Submit the sheet" }).click();
  await expect(sheet.getByRole("alert")).toHaveText("The sheet was not saved: fix the fields marked below.");
  const final = numbers(home).getByLabel("Final score");
  await expect(final).toHaveAttribute("aria-invalid", "true");
  await expect(final).toHaveAccessibleDescription("The players' goals add up to 3, not 4");
  await expectNoViolations(page, "the match sheet with a refused score");
  await screen(page, "the sheet refused on a phone (English)");

  await final.fill("3");
  await sheet.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, { title: "Sheet saved" });

  // The coach submits it from a phone whose browser runs no scripts: a plain form the server answers.
  const plain = (
    await newDevice({ javaScriptEnabled: false, storageState: await page.context().storageState() })
  ).page;
  await plain.setViewportSize({ width: 390, height: 844 });
  await open(plain, `/matches/${matchId}/sheet`);
  const plainSheet = main(plain).getByRole("region", { name: "The match sheet" });
  await expect(
    plainSheet.getByRole("group", { name: home, exact: true }).getByLabel("Final score"),
  ).toHaveValue("3");
  await plainSheet.getByRole("button", { name: "Submit the sheet" }).click();
  await expectToast(plain, {
    title: "Sheet submitted",
    description: `${away}'s officials are asked to confirm it.`,
  });
  await expect(main(plain).getByText(`Waiting for ${away}'s confirmation until`)).toBeVisible();
  await expect(main(plain).getByRole("button", { name: "Submit the sheet" })).toHaveCount(0);

  // The away coach now sees it waiting for their answer, with the way to give it.
  await open(other, `/fr/matches/${matchId}/sheet`);
  await expect(main(other).getByText(`En attente de la confirmation de ${away} jusqu'au`)).toBeVisible();
  await expect(main(other).getByRole("link", { name: "Confirmer ou contester" })).toHaveAttribute(
    "href",
    `/fr/matches/${matchId}/answer`,
  );

  // Until it is confirmed, the public table counts nothing (both teams share first place) and says a
  // result is awaited.
  const standings = async () => {
    await open(page, `/competitions/${scene.competitionId}`);
    return main(page).getByRole("table", { name: "Standings" }).getByRole("row", { name: home });
  };
  await expect((await standings()).getByRole("cell")).toHaveText([
    "1=",
    "0",
    "0",
    "0",
    "0",
    "0",
    "0",
    "0",
    "0",
  ]);
  await expect(main(page).getByText("1 result awaiting confirmation.")).toBeVisible();

  // The away coach answers from the e-mail's link, in French, and confirms.
  const asked = await waitForEmail({ to: scene.awayCoach.email, subject: /^Feuille de match à confirmer/ });
  const link = /\/fr\/matches\/\d+\/answer/.exec(asked.text)?.[0];
  expect(link).toBe(`/fr/matches/${matchId}/answer`);
  await open(other, link as string);
  await expect(main(other)).toContainText("Léa Fortin");
  await expectNoViolations(other, "the French answer page");
  await screen(other, "the answer page (French)");
  await main(other).getByRole("button", { name: "Confirmer le résultat" }).click();
  await expectToast(other, { title: "Résultat confirmé" });

  // The table counts the result, 3-2 for the home team, and the top scorers start with Maya Roy's two goals.
  await expect((await standings()).getByRole("cell")).toHaveText([
    "1",
    "1",
    "1",
    "0",
    "0",
    "3",
    "2",
    "+1",
    "2",
  ]);
  await expect(main(page).getByText("1 result awaiting confirmation.")).toHaveCount(0);
  await open(page, `/competitions/${scene.competitionId}/scorers`);
  const first = main(page)
    .getByRole("table", { name: /^Top scorers/ })
    .getByRole("row")
    .nth(1);
  await expect(first).toContainText("Maya Roy");
  await expect(first).toContainText(home);
  await screen(page, "the top scorers on a phone (English)");

  // An administrator suspends the blue-carded player for one match.
  await open(adminPage, `/admin/competitions/${scene.competitionId}/discipline`);
  const cases = main(adminPage);
  await expect(cases.getByRole("heading", { name: "Cases to decide" })).toBeVisible();
  await expect(cases).toContainText("Pushed an airborne shooter in the back.");
  await cases.getByLabel("Matches of suspension").fill("1");
  await cases.getByRole("button", { name: "Record the decision" }).click();
  await expectToast(adminPage, { title: "Decision recorded" });
  await screen(adminPage, "the discipline page (English)");

  // The away team's next lineup refuses her, and says why, in French.
  await open(other, `/fr/matches/${scene.nextMatchId}/sheet`);
  const next = main(other).getByRole("region", { name: new RegExp(`^Composition.+${away}$`) });
  await next.getByLabel("no 4 Zoé Caron").check();
  await next.getByLabel("no 5 Léa Fortin").check();
  await next.getByRole("button", { name: "Enregistrer la composition" }).click();
  await expect(next.getByLabel("no 5 Léa Fortin")).toHaveAccessibleDescription(
    "Léa Fortin purge une suspension et ne peut pas jouer ce match",
  );
  await screen(other, "the next lineup refusing the suspended player (French)");
});
