// The association's membership set-up (docs/memberships.md): seasons, types, clubs and the versioned
// documents members accept, on /admin/memberships in English and French, checked in the browser and by the
// server, with axe, in Chromium against the production build. The run's database is seeded with the
// current season, five types, three clubs and version 1 of each document; seasons made here lie in the
// 2040s so they never meet the seeded one.
import { withDb } from "./db";
import { BASE_URL } from "./env";
import { expect, test } from "./fixtures";
import { expectFieldError, expectNoViolations, expectToast, field, main, open } from "./helpers";

test.describe.configure({ timeout: 60_000 });

function seasonsNamed(name: string) {
  return withDb((db) => db.prepare("SELECT * FROM seasons WHERE name = ?").all(name)) as {
    id: number;
    starts_on: string;
    ends_on: string;
    concussion_required: number;
    concussion_url: string | null;
  }[];
}

function documentVersions(kind: string) {
  return withDb((db) =>
    db
      .prepare("SELECT version, body, body_fr, created_at FROM documents WHERE kind = ? ORDER BY version")
      .all(kind),
  ) as { version: number; body: string; body_fr: string; created_at: string }[];
}

/** A name no other test of the run uses. */
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

test.describe("seasons", () => {
  test("an admin adds a season from the Memberships tab; empty, inverted and overlapping dates are refused", async ({
    page,
    admin: _admin,
  }) => {
    await open(page, "/admin");
    await page
      .getByRole("navigation", { name: "Administration" })
      .getByRole("link", { name: "Memberships" })
      .click();
    await expect(page).toHaveURL("/admin/memberships");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Memberships");
    await expectNoViolations(page, "/admin/memberships");

    // Checked in the browser: every message at once.
    await main(page).getByRole("button", { name: "Add season" }).click();
    await expectFieldError(page, "Name", "Name must be at least 2 characters");
    await expectFieldError(page, "First day", "Date is required");
    await expectFieldError(page, "Last day", "Date is required");

    await field(page, "Name").fill("2040-2041");
    await field(page, "First day").fill("2041-09-01");
    await field(page, "Last day").fill("2040-08-31");
    await main(page).getByRole("button", { name: "Add season" }).click();
    await expectFieldError(page, "Last day", "The last day must come after the first day");
    expect(seasonsNamed("2040-2041")).toEqual([]);

    await field(page, "First day").fill("2040-09-01");
    await field(page, "Last day").fill("2041-08-31");
    await main(page).getByRole("button", { name: "Add season" }).click();
    await expectToast(page, { title: "Season added", description: "2040-2041 is saved." });
    await expect(page).toHaveURL("/admin/memberships");
    // The form is ready for the next season.
    await expect(field(page, "Name")).toHaveValue("");
    await expect(main(page).getByRole("row").filter({ hasText: "2040-2041" }).getByRole("cell")).toHaveText([
      "2040-2041",
      "September 1, 2040",
      "August 31, 2041",
      "Yes",
      "Edit",
    ]);
    expect(seasonsNamed("2040-2041")).toMatchObject([
      { starts_on: "2040-09-01", ends_on: "2041-08-31", concussion_required: 1 },
    ]);

    // Checked by the server: a season sharing a day with another.
    await field(page, "Name").fill("Overlap");
    await field(page, "First day").fill("2041-08-31");
    await field(page, "Last day").fill("2042-08-31");
    await main(page).getByRole("button", { name: "Add season" }).click();
    await expectFieldError(
      page,
      "First day",
      "These dates overlap the season 2040-2041 (September 1, 2040 to August 31, 2041)",
    );
    expect(seasonsNamed("Overlap")).toEqual([]);

    // Edit: a new name and no concussion confirmation.
    await main(page).getByRole("link", { name: "Edit 2040-2041" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit season 2040-2041");
    await expectNoViolations(page, "the season's edit page");
    await field(page, "Name").fill("Season 2040");
    await main(page)
      .getByRole("checkbox", { name: /concussion awareness material/ })
      .uncheck();
    // The link to the material: only an https address.
    const link = field(page, "Link to the concussion awareness material");
    await link.fill("javascript:alert(1)");
    await main(page).getByRole("button", { name: "Save season" }).click();
    await expect(link).toHaveAttribute("aria-invalid", "true");
    expect(seasonsNamed("Season 2040")).toEqual([]);
    await link.fill("https://www.ontario.ca/page/rowans-law-concussion-awareness-resources");
    await main(page).getByRole("button", { name: "Save season" }).click();
    await expectToast(page, {
      title: "Season updated",
      description: "Your changes to Season 2040 are saved.",
    });
    await expect(page).toHaveURL("/admin/memberships");
    expect(seasonsNamed("Season 2040")).toMatchObject([
      {
        starts_on: "2040-09-01",
        concussion_required: 0,
        concussion_url: "https://www.ontario.ca/page/rowans-law-concussion-awareness-resources",
      },
    ]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server refuses an overlapping season in French, and a bad address is a 404", async ({
      page,
      admin: _admin,
    }) => {
      await page.goto("/fr/admin/memberships");
      await field(page, "Nom").fill("2043-2044");
      await field(page, "Premier jour").fill("2043-09-01");
      await field(page, "Dernier jour").fill("2044-08-31");
      await main(page).getByRole("button", { name: "Ajouter la saison" }).click();
      await expect(main(page).getByRole("row").filter({ hasText: "2043-2044" })).toHaveCount(1);

      await field(page, "Nom").fill("Chevauchement");
      await field(page, "Premier jour").fill("2044-01-01");
      await field(page, "Dernier jour").fill("2044-12-31");
      await main(page).getByRole("button", { name: "Ajouter la saison" }).click();
      await expectFieldError(
        page,
        "Premier jour",
        "Ces dates chevauchent la saison 2043-2044 (du 1er septembre 2043 au 31 août 2044)",
      );
      // What was typed stays in the form.
      await expect(field(page, "Nom")).toHaveValue("Chevauchement");
      expect(seasonsNamed("Chevauchement")).toEqual([]);

      for (const path of [
        "/admin/memberships/seasons/abc",
        "/admin/memberships/seasons/999999",
        "/admin/memberships/documents/other",
      ]) {
        expect((await page.request.get(path)).status(), path).toBe(404);
      }
    });
  });
});

test.describe("membership types", () => {
  test("an admin adds a type in French with a fee in dollars, then hides it", async ({
    page,
    admin: _admin,
  }) => {
    await open(page, "/fr/admin/memberships/types");
    await expect(page.getByRole("heading", { level: 2, name: "Types d'adhésion" })).toBeVisible();
    // The seeded types, in the administrators' order.
    await expect(main(page).getByRole("row").filter({ hasText: "Volunteer" }).getByRole("cell")).toHaveText([
      "Volunteer",
      "Bénévole",
      "Gratuit",
      "Tous les âges",
      "Voter",
      "Offert",
      "Modifier",
    ]);
    await expectNoViolations(page, "/fr/admin/memberships/types");

    const name = unique("Junior official");
    await field(page, "Nom en anglais").fill(name);
    await field(page, "Nom en français").fill("O");
    await field(page, "Cotisation par saison, en dollars").fill("vingt");
    await main(page).getByRole("button", { name: "Ajouter le type d'adhésion" }).click();
    await expectFieldError(page, "Nom en français", "Le nom en français doit contenir au moins 2 caractères");
    await expectFieldError(
      page,
      "Cotisation par saison, en dollars",
      "Entrez la cotisation en dollars, par exemple 60 ou 35,50",
    );

    await field(page, "Nom en français").fill("Officiel junior");
    await field(page, "Cotisation par saison, en dollars").fill("25,50");
    await main(page).getByLabel("Âge").selectOption({ label: "Jeunes (moins de 18 ans)" });
    await main(page).getByRole("checkbox", { name: "Arbitrer" }).check();
    await main(page).getByRole("button", { name: "Ajouter le type d'adhésion" }).click();
    await expectToast(page, {
      title: "Type d'adhésion ajouté",
      description: "Officiel junior est enregistré.",
    });
    const row = main(page).getByRole("row").filter({ hasText: name });
    await expect(row.getByRole("cell")).toHaveText([
      name,
      "Officiel junior",
      "25,50\u00a0$",
      "Jeunes (moins de 18 ans)",
      "Arbitrer",
      "Offert",
      "Modifier",
    ]);

    await row.getByRole("link", { name: `Modifier ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Modifier le type d'adhésion Officiel junior",
    );
    await expect(field(page, "Cotisation par saison, en dollars")).toHaveValue("25.50");
    await main(page)
      .getByRole("checkbox", { name: /^Masqué/ })
      .check();
    await main(page).getByRole("button", { name: "Enregistrer le type d'adhésion" }).click();
    await expectToast(page, { title: "Type d'adhésion modifié" });
    await expect(page).toHaveURL("/fr/admin/memberships/types");
    await expect(main(page).getByRole("row").filter({ hasText: name }).getByRole("cell").nth(5)).toHaveText(
      "Masqué",
    );
  });
});

test.describe("clubs", () => {
  test("an admin adds, renames and hides a club; a second club of the same name is refused", async ({
    page,
    admin: _admin,
  }) => {
    await open(page, "/admin/memberships/clubs");
    await expect(main(page).getByRole("row").filter({ hasText: "Ottawa Capital Handball Club" })).toHaveCount(
      1,
    );
    await expectNoViolations(page, "/admin/memberships/clubs");

    const club = unique("Kingston Limestone Handball Club");
    await field(page, "Name").fill(club);
    await main(page).getByRole("button", { name: "Add club" }).click();
    await expectToast(page, { title: "Club added", description: `${club} is saved.` });

    await field(page, "Name").fill(club.toUpperCase());
    await main(page).getByRole("button", { name: "Add club" }).click();
    await expectFieldError(page, "Name", `A club named ${club} already exists`);

    await main(page)
      .getByRole("link", { name: `Edit ${club}` })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit club ${club}`);
    await field(page, "Name").fill(`${club} (Kingston)`);
    await main(page)
      .getByRole("checkbox", { name: /^Hidden/ })
      .check();
    await main(page).getByRole("button", { name: "Save club" }).click();
    await expectToast(page, { title: "Club updated" });
    await expect(
      main(page)
        .getByRole("row")
        .filter({ hasText: `${club} (Kingston)` })
        .getByRole("cell"),
    ).toHaveText([`${club} (Kingston)`, "Hidden", "Edit"]);
  });
});

test.describe("documents", () => {
  test("editing a document saves a new version and lists the earlier one, in English and French", async ({
    page,
    admin: _admin,
  }) => {
    const before = documentVersions("waiver");
    const current = before.at(-1);
    if (!current) throw new Error("the seed has no waiver");

    await open(page, "/admin/memberships/documents");
    const waiver = main(page).getByRole("region", { name: "Waiver of liability" });
    await expect(waiver).toContainText(`Version ${current.version}`);
    await expect(waiver).toContainText(current.body);
    await expectNoViolations(page, "/admin/memberships/documents");

    await waiver.getByRole("link", { name: "Edit Waiver of liability" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit: Waiver of liability");
    await expect(field(page, "Text in English")).toHaveValue(current.body);
    await field(page, "Text in French").fill("court");
    await main(page)
      .getByRole("button", { name: `Save as version ${current.version + 1}` })
      .click();
    await expectFieldError(page, "Text in French", "The French text must be at least 20 characters");

    const body = `${current.body}\nParticipants under 18 take part with their guardian's consent.`;
    const bodyFr = `${current.body_fr}\nLes participants de moins de 18 ans participent avec le consentement de leur tuteur.`;
    await field(page, "Text in English").fill(body);
    await field(page, "Text in French").fill(bodyFr);
    await main(page)
      .getByRole("button", { name: `Save as version ${current.version + 1}` })
      .click();
    await expectToast(page, {
      title: "Document saved",
      description: `Waiver of liability is now version ${current.version + 1}.`,
    });
    await expect(page).toHaveURL("/admin/memberships/documents");

    const after = documentVersions("waiver");
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)).toMatchObject({ version: current.version + 1, body, body_fr: bodyFr });

    // The French page lists the earlier version with its text.
    await open(page, "/fr/admin/memberships/documents/waiver");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Modifier\u00a0: Décharge de responsabilité",
    );
    await expect(
      main(page).getByRole("button", { name: `Enregistrer comme version ${current.version + 2}` }),
    ).toBeVisible();
    const earlier = main(page)
      .getByRole("group")
      .filter({ hasText: `Version ${current.version} du ` });
    await earlier.locator("summary").click();
    await expect(earlier).toContainText(current.body_fr);
    await expectNoViolations(page, "/fr/admin/memberships/documents/waiver");
  });

  test("a page opened before another administrator saved does not overwrite their version", async ({
    page,
    admin: _admin,
  }) => {
    await open(page, "/admin/memberships/documents/code-of-conduct");
    const base = documentVersions("code-of-conduct").at(-1);
    if (!base) throw new Error("the seed has no code of conduct");

    // Meanwhile the same form is sent from elsewhere, on the same version.
    const other = await page.request.post("/admin/memberships/documents/code-of-conduct", {
      form: {
        body: `${base.body} (edited elsewhere)`,
        bodyFr: `${base.body_fr} (modifié ailleurs)`,
        baseVersion: String(base.version),
      },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(other.status()).toBe(302);

    await field(page, "Text in English").fill(`${base.body} (edited here)`);
    await main(page)
      .getByRole("button", { name: `Save as version ${base.version + 1}` })
      .click();
    await expect(main(page).getByRole("alert")).toHaveText(
      "Someone saved a newer version since you opened this page. Reload it and make your changes again.",
    );
    const versions = documentVersions("code-of-conduct");
    expect(versions.map((d) => d.version)).toEqual(Array.from({ length: base.version + 1 }, (_, i) => i + 1));
    expect(versions.at(-1)?.body).toBe(`${base.body} (edited elsewhere)`);
  });
});
