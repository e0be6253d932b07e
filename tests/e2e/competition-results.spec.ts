// Results from a phone (docs/competitions.md, "Results, corrections and CSV files"): an administrator enters
// a match's result, corrects it and reads the history, then imports a pool's CSV file with one bad line
// (nothing saved) and the fixed file; in English, then the same in French. The competition is made here
// directly in the lane's database, as the set-up pages would leave it.
import { currentSeasonInDb, withDb } from "./db";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, main, open } from "./helpers";

test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const HEADER = "round,date,time,home,away,venue,home_goals,away_goals,home_halftime,away_halftime";

/** A league with pool A of three teams and one scheduled match (home against away); its ids. */
function leagueInDb(tag: string) {
  const season = currentSeasonInDb();
  const now = new Date().toISOString();
  return withDb((db) => {
    const insert = (sql: string, ...values: unknown[]) =>
      Number(db.prepare(sql).run(...values).lastInsertRowid);
    const competitionId = insert(
      `INSERT INTO competitions (season_id, name, name_fr, category, category_fr, format, age_rule, tiebreaks,
         tiebreaks_running, created_at, updated_at)
       VALUES (?, ?, ?, 'Senior Women', 'Senior féminin', 'league', 'none', 'h2h-points', 'difference', ?, ?)`,
      season.id,
      `League ${tag}`,
      `Ligue ${tag}`,
      now,
      now,
    );
    const stageId = insert(
      "INSERT INTO competition_stages (competition_id, kind, name, name_fr) VALUES (?, 'round-robin', 'League', 'Ligue')",
      competitionId,
    );
    const poolId = insert("INSERT INTO competition_pools (stage_id, name) VALUES (?, 'A')", stageId);
    const entry = (name: string) => {
      const teamId = insert("INSERT INTO teams (name, created_at) VALUES (?, ?)", name, now);
      return insert(
        "INSERT INTO competition_entries (competition_id, team_id, status, pool_id, created_at) VALUES (?, ?, 'confirmed', ?, ?)",
        competitionId,
        teamId,
        poolId,
        now,
      );
    };
    const storm = entry("Ottawa Storm");
    const lynx = entry("Québec Lynx");
    entry("Rafale");
    insert(
      `INSERT INTO matches (competition_id, stage_id, pool_id, round, home_entry_id, away_entry_id, match_date,
         match_time, status, created_at, updated_at)
       VALUES (?, ?, ?, 1, ?, ?, '2026-10-03', '19:30', 'scheduled', ?, ?)`,
      competitionId,
      stageId,
      poolId,
      storm,
      lynx,
      now,
      now,
    );
    return { competitionId, poolId };
  });
}

const csv = (...lines: string[]) => ({
  name: "pool-a.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(`\uFEFF${[HEADER, ...lines].join("\r\n")}\r\n`),
});

const stories = {
  en: {
    prefix: "",
    enter: "Enter the result",
    correct: "Correct the result",
    home: "Ottawa Storm",
    away: "Québec Lynx",
    homeHalftime: "Ottawa Storm at half-time",
    awayHalftime: "Québec Lynx at half-time",
    save: "Save the result",
    saved: "Result saved",
    history: "History of this result",
    corrected: "Changed from 24-22 (12-11 at half-time) to 24-23 (12-11 at half-time)",
    import: "Import a CSV file",
    file: "CSV file",
    check: "Check the file",
    problem: "time: a time written as 19:30, or empty.",
    fix: "Fix these lines and check the file again. Nothing has been saved.",
    confirm: "Import these matches",
    imported: "Matches imported",
    importedWords: "Added: 1. Updated: 0. Unchanged: 1.",
  },
  fr: {
    prefix: "/fr",
    enter: "Saisir le résultat",
    correct: "Corriger le résultat",
    home: "Ottawa Storm",
    away: "Québec Lynx",
    homeHalftime: "Ottawa Storm à la mi-temps",
    awayHalftime: "Québec Lynx à la mi-temps",
    save: "Enregistrer le résultat",
    saved: "Résultat enregistré",
    history: "Historique de ce résultat",
    corrected: "Modifié de 24-22 (12-11 à la mi-temps) à 24-23 (12-11 à la mi-temps)",
    import: "Importer un fichier CSV",
    file: "Fichier CSV",
    check: "Vérifier le fichier",
    problem: "time\u00a0: une heure écrite 19:30, ou vide.",
    fix: "Corrigez ces lignes et vérifiez le fichier de nouveau. Rien n'a été enregistré.",
    confirm: "Importer ces matchs",
    imported: "Matchs importés",
    importedWords: "Ajoutés\u00a0: 1. Mis à jour\u00a0: 0. Inchangés\u00a0: 1.",
  },
};

for (const [locale, t] of Object.entries(stories)) {
  test(`an administrator enters and corrects a result and imports a pool's file from a phone (${locale})`, async ({
    page,
    admin: _admin,
  }) => {
    const { competitionId, poolId } = leagueInDb(`${locale} ${Date.now().toString(36)}`);
    const results = `${t.prefix}/admin/competitions/${competitionId}/results`;
    const fitsThePhone = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await open(page, results);
    await main(page).getByRole("link", { name: t.enter }).first().click();
    await expect(main(page).getByLabel(t.home, { exact: true })).toHaveAttribute("inputmode", "numeric");
    await fitsThePhone();
    if (locale === "en") await expectNoViolations(page, "the result form");
    await main(page).getByLabel(t.home, { exact: true }).fill("24");
    await main(page).getByLabel(t.away, { exact: true }).fill("22");
    await main(page).getByLabel(t.homeHalftime).fill("12");
    await main(page).getByLabel(t.awayHalftime).fill("11");
    await main(page).getByRole("button", { name: t.save }).click();
    await expectToast(page, { title: t.saved, description: "Ottawa Storm 24-22 Québec Lynx" });
    await expect(main(page)).toContainText("Ottawa Storm 24-22 Québec Lynx");

    await main(page).getByRole("link", { name: t.correct }).first().click();
    await main(page).getByLabel(t.away, { exact: true }).fill("23");
    await main(page).getByRole("button", { name: t.save }).click();
    await expect(main(page)).toContainText("Ottawa Storm 24-23 Québec Lynx");
    await main(page).getByRole("link", { name: t.correct }).first().click();
    await expect(main(page).getByRole("list", { name: t.history })).toContainText(t.corrected);

    await open(page, results);
    await main(page).getByRole("link", { name: t.import }).click();
    await fitsThePhone();
    const played = "1,2026-10-03,19:30,Ottawa Storm,Québec Lynx,,24,23,12,11";
    await main(page)
      .getByLabel(t.file)
      .setInputFiles(csv(played, "2,2026-10-10,7pm,Québec Lynx,Rafale,,,,,"));
    await main(page).getByRole("button", { name: t.check }).click();
    await expect(main(page)).toContainText(t.problem);
    await expect(main(page)).toContainText(t.fix);
    await expect(main(page).getByRole("button", { name: t.confirm })).toHaveCount(0);
    await fitsThePhone();
    if (locale === "en") await expectNoViolations(page, "the import's preview");

    await main(page)
      .getByLabel(t.file)
      .setInputFiles(csv(played, "2,2026-10-10,19:30,Québec Lynx,Rafale,,,,,"));
    await main(page).getByRole("button", { name: t.check }).click();
    await main(page).getByRole("button", { name: t.confirm }).click();
    await expectToast(page, { title: t.imported, description: t.importedWords });
    const matches = withDb((db) =>
      db
        .prepare("SELECT round, match_time, status FROM matches WHERE pool_id = ? ORDER BY round")
        .all(poolId),
    );
    expect(matches).toEqual([
      { round: 1, match_time: "19:30", status: "played" },
      { round: 2, match_time: "19:30", status: "scheduled" },
    ]);
  });
}
