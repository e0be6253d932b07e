// The public competition pages (decision 058) as a visitor reads them, in English and in
// French: the list of the season's competitions, the seed's demo league with its standings and fixtures,
// and a team's page; a result saved straight to the database shows on the next request through the page
// cache; the league's calendar feed parses and answers 304 to its ETag. Axe checks the competition page in
// both languages and the team page in French here; a11y.spec.ts checks all six pages.
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { withDb } from "./db";
import { expect, test } from "./fixtures";
import { expectNoViolations, open } from "./helpers";

function main(page: Page) {
  return page.getByRole("main");
}

test("a visitor reads the competitions, the league's table and fixtures, and a team's page, in both languages", async ({
  page,
}) => {
  // Two languages, three pages, two rounds and two axe checks.
  test.setTimeout(60_000);
  await open(page, "/competitions");
  await expect(page.getByRole("heading", { level: 1, name: "Competitions" })).toBeVisible();
  await expect(main(page).getByText("Senior Men · League")).toBeVisible();
  await main(page).getByRole("link", { name: "Senior Men's League" }).click();

  await expect(page).toHaveURL(/\/competitions\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Senior Men's League" })).toBeVisible();
  const table = main(page).getByRole("table", { name: "Standings" });
  await expect(table.getByRole("row")).toHaveCount(7);
  await expect(main(page).getByText(/While the pool is being played: goal difference/)).toBeVisible();
  // One round at a time, the next to play first; the others through the pool's round links.
  const rounds = main(page).getByRole("navigation", { name: "Rounds of pool A" });
  // The seeded league has played its first five rounds: round 6 shows, between its previous and next links.
  await expect(rounds.getByRole("listitem")).toHaveCount(12);
  await expect(rounds.locator("[aria-current=page]")).toHaveText("6Round 6");
  await rounds.getByRole("link", { name: "Round 10", exact: true }).click();
  await expect(main(page).getByRole("heading", { name: "Round 10", exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\?round=10#pool-\d+$/);
  await rounds.getByRole("link", { name: "Round 1", exact: true }).click();
  await expect(main(page).getByRole("heading", { name: "Round 1", exact: true })).toBeVisible();
  await expect(main(page).getByRole("heading", { name: "Round 10", exact: true })).toBeHidden();
  await expect(rounds.getByRole("link", { name: "Next round" })).toHaveAttribute("href", /\?round=2#pool-/);
  // Round 1 is played: each result shows its half-time in brackets.
  await expect(
    main(page)
      .getByText(/\(half-time \d+–\d+\)/)
      .first(),
  ).toBeVisible();
  await expect(
    main(page).getByRole("link", { name: "Toronto Pan Am Sports Centre" }).first(),
  ).toHaveAttribute("href", /openstreetmap\.org\/search/);
  await expectNoViolations(page, "the competition page");

  const firstTeam = table.getByRole("rowheader").first().getByRole("link");
  const teamName = (await firstTeam.textContent()) ?? "";
  await firstTeam.click();
  await expect(page.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  await expect(main(page).getByRole("table").getByRole("row")).toHaveCount(11);
  await expect(main(page).getByRole("heading", { name: "Roster" })).toBeVisible();

  await page.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/competitions\/\d+\/teams\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  await expect(main(page).getByRole("columnheader", { name: "Adversaire" })).toBeVisible();
  await expectNoViolations(page, "the team page in French");
  await main(page)
    .getByRole("link", { name: /^Retour à Ligue senior masculine$/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Ligue senior masculine" })).toBeVisible();
  await expect(main(page).getByRole("table", { name: "Classement" })).toBeVisible();
  await main(page)
    .getByRole("navigation", { name: "Journées de la poule A" })
    .getByRole("link", { name: "Journée 1", exact: true })
    .click();
  await expect(main(page).getByRole("heading", { name: "Journée 1", exact: true })).toBeVisible();
  await expect(
    main(page)
      .getByText(/\(mi-temps \d+–\d+\)/)
      .first(),
  ).toBeVisible();
  await expectNoViolations(page, "the competition page in French");
  await main(page).getByRole("link", { name: "Toutes les compétitions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Compétitions" })).toBeVisible();
  await expect(main(page).getByText("Seniors hommes · Ligue")).toBeVisible();
});

test("a result saved by another process shows on the next request of the cached page, and in the feed", async ({
  newPerson,
}) => {
  const visitor = await newPerson();
  const match = withDb(
    (db) =>
      db
        .prepare(
          // The seeded league's: other stories make unpublished competitions, whose pages are not kept.
          `SELECT m.id, m.competition_id, m.round FROM matches m JOIN competitions c ON c.id = m.competition_id
           WHERE m.status = 'scheduled' AND c.published = 1 ORDER BY c.id, m.round, m.number LIMIT 1`,
        )
        .get() as { id: number; competition_id: number; round: number },
  );
  const path = `/competitions/${match.competition_id}`;
  const roundPage = `${path}?round=${match.round}`;
  await visitor.get(roundPage);
  const kept = await visitor.get(roundPage);
  expect(kept.headers()["x-page-cache"]).toBe("hit");
  expect(await kept.text()).not.toContain("41–39");

  const feed = await visitor.get(`${path}.ics`);
  const etag = feed.headers().etag ?? "";
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  expect(calendar.getAllSubcomponents("vevent")).toHaveLength(30);
  expect((await visitor.get(`${path}.ics`, { headers: { "If-None-Match": etag } })).status()).toBe(304);

  withDb((db) =>
    db
      .prepare(
        "UPDATE matches SET status = 'played', home_goals = 41, away_goals = 39, home_halftime = 20, away_halftime = 18 WHERE id = ?",
      )
      .run(match.id),
  );
  const next = await visitor.get(roundPage);
  expect(next.headers()["x-page-cache"]).toBe("miss");
  expect(await next.text()).toContain("41–39");
  const changed = await visitor.get(`${path}.ics`, { headers: { "If-None-Match": etag } });
  expect(changed.status()).toBe(200);
  expect(await changed.text()).toMatch(/SUMMARY:.* 41–39 /);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the season picker, the table and a team's page work from the server alone", async ({ page }) => {
    await page.goto("/fr/competitions");
    await main(page).getByRole("button", { name: "Afficher" }).click();
    await expect(page).toHaveURL(/\/fr\/competitions\?season=\d+$/);
    await main(page).getByRole("link", { name: "Ligue senior masculine" }).click();
    const table = main(page).getByRole("table", { name: "Classement" });
    await expect(table.getByRole("row")).toHaveCount(7);
    await table.getByRole("rowheader").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/fr\/competitions\/\d+\/teams\/\d+$/);
    await expect(main(page).getByRole("heading", { name: "Calendrier et résultats" })).toBeVisible();
  });
});
