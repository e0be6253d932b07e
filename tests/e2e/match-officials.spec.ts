// Referees and table officials (docs/competitions.md, "Referees and table officials"): an administrator
// assigns a referee to a match, is refused the same referee on a match half an hour later with the reason,
// and the referee finds the match on their French account page and makes their calendar feed's address.
// The competition and its matches are written to the database directly (tests/e2e/fixtures-db.ts).
import { signUpVia, uniqueEmail } from "./accounts";
import { currentSeasonInDb, insertMembershipInDb, userByEmail, withDb } from "./db";
import { expect, test } from "./fixtures";
import { insertCompetitionInDb } from "./fixtures-db";
import { expectFieldError, expectNoViolations, expectToast, field, main, open } from "./helpers";

test.describe.configure({ timeout: 45_000 });

/** Two matches of the competition on `day`, at 19:00 and 19:30: one referee cannot hold both. */
function insertTwoMatches(competitionId: number, entries: number[], day: string) {
  return withDb((db) => {
    const now = new Date().toISOString();
    const { stage, pool } = db
      .prepare(
        "SELECT s.id AS stage, p.id AS pool FROM competition_stages s JOIN competition_pools p ON p.stage_id = s.id WHERE s.competition_id = ?",
      )
      .get(competitionId) as { stage: number; pool: number };
    const insert = (home: number, away: number, number: number, time: string) =>
      (
        db
          .prepare(
            `INSERT INTO matches (competition_id, stage_id, pool_id, round, number, home_entry_id, away_entry_id,
               match_date, match_time, status, created_at, updated_at)
             VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, 'scheduled', ?, ?) RETURNING id`,
          )
          .get(competitionId, stage, pool, number, home, away, day, time, now, now) as { id: number }
      ).id;
    return [
      insert(entries[0] as number, entries[1] as number, 1, "19:00"),
      insert(entries[2] as number, entries[3] as number, 2, "19:30"),
    ];
  });
}

test("an administrator assigns a referee, is refused a double booking, and the referee sees the match in French", async ({
  page,
  admin: _admin,
  newDevice,
}) => {
  const id = Date.now().toString(36);
  const [lions, tigers, bears, wolves] = ["Lions", "Tigers", "Bears", "Wolves"].map(
    (word) => `${word} ${id}`,
  ) as [string, string, string, string];
  const name = `Officials League ${id}`;
  const day = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const { competitionId, entries } = insertCompetitionInDb({
    name,
    format: "league",
    firstRoundOn: day,
    pools: { A: [lions, tigers, bears, wolves].map((team) => ({ name: team, venue: `${team} Gym` })) },
  });
  const [first, second] = insertTwoMatches(
    competitionId,
    [lions, tigers, bears, wolves].map((team) => entries[team] as number),
    day,
  );

  // The referee: an account of their own and an "Official" membership of the season.
  const referee = await newDevice();
  const email = uniqueEmail("referee");
  await signUpVia(referee.page.request, email, { name: "Rémi Ouellet" });
  const { number } = insertMembershipInDb({
    userId: userByEmail(email).id,
    firstName: "Rémi",
    lastName: "Ouellet",
    dateOfBirth: "1984-05-06",
    seasonId: currentSeasonInDb().id,
    type: "Official",
    club: null,
  });

  await open(page, `/admin/competitions/${competitionId}/fixtures/${first}`);
  await main(page).getByRole("link", { name: "Referees and table officials" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Officials: ${lions} v ${tigers}`);
  await field(page, "Member number").fill(number);
  await main(page).getByRole("button", { name: "Assign" }).click();
  await expectToast(page, {
    title: "Official assigned",
    description: `Rémi Ouellet is referee of ${lions} v ${tigers}.`,
  });
  await expect(main(page).getByRole("row").filter({ hasText: number }).getByRole("cell")).toHaveText([
    "Referee",
    "Rémi Ouellet",
    number,
    "Remove",
  ]);
  await expectNoViolations(page, "a match's officials page");

  // The second match starts half an hour later: the same referee is refused, with the reason.
  await open(page, `/admin/competitions/${competitionId}/fixtures/${second}/officials`);
  await field(page, "Member number").fill(number);
  await main(page).getByRole("button", { name: "Assign" }).click();
  const when = new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  await expectFieldError(
    page,
    "Member number",
    `Rémi Ouellet is already booked for ${lions} v ${tigers} on ${when} at 7:00 p.m., which overlaps this match`,
  );
  await expect(main(page).getByText("No official assigned yet.")).toBeVisible();

  // The referee's account page, in French: the match, the role, and a feed address to make.
  await open(referee.page, "/fr/account");
  const section = referee.page.getByRole("region", { name: "Les matchs que vous officiez" });
  await expect(section.getByText(`${lions} contre ${tigers}`)).toBeVisible();
  await expect(section.getByText(`Arbitre · ${name} (fr)`)).toBeVisible();
  await section.getByRole("button", { name: "Créer mon adresse de calendrier" }).click();
  await expectToast(referee.page, { title: "Adresse du calendrier prête" });
  const download = section.getByRole("link", { name: "Télécharger" });
  await expect(download).toHaveAttribute("href", /^\/fr\/officiating\/[A-Za-z0-9_-]{32}\.ics\?download=1$/);
  const feed = await referee.page.request.get((await download.getAttribute("href")) as string);
  expect(feed.headers()["cache-control"]).toBe("private, no-store");
  expect(await feed.text()).toContain(`SUMMARY:Arbitre\u00a0: ${lions} contre ${tigers}`);
  await expectNoViolations(referee.page, "/fr/account with assignments");
});
