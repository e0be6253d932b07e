// The words a board changes each year (docs/site-texts.md, decision 064): an administrator changes the home
// page's headline and a FAQ answer in English and in French, and gives another question a link (refused
// first for its address), and a visitor who is not signed in gets them on the very next request, past the
// page cache, each language its own, the default question's link still under its edited answer.
import { siteTexts as fr } from "~/texts/fr/site-texts";
import { withDb } from "./db";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, open } from "./helpers";

test.afterEach(() => {
  // Back to the spec's texts for the specs that read them (a delete raises the content version too).
  withDb((db) => db.prepare("DELETE FROM site_texts").run());
});

test("an administrator changes the home headline and a FAQ answer in both languages, and visitors see them", async ({
  page,
  admin: _admin,
  newPerson,
}) => {
  // Two admin pages, an axe pass and eight visits: about 20 s on an idle machine, more on a shared one.
  test.setTimeout(60_000);
  const visitor = await newPerson();
  // Kept by the page cache before the change.
  for (const path of ["/", "/fr", "/faq", "/fr/faq"]) await visitor.get(path);
  expect((await visitor.get("/")).headers()["x-page-cache"]).toBe("hit");

  await open(page, "/admin/site-texts");
  await page.getByRole("link", { name: "Edit the texts of the home page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home page" })).toBeVisible();
  await page.getByLabel("Headline", { exact: true }).fill("Handball for everyone");
  await page.getByLabel("Headline (French)", { exact: true }).fill("Le handball pour tous");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expectToast(page, { title: "Saved", description: "The home page shows the new words." });
  await expect(page.getByLabel("Headline", { exact: true })).toHaveValue("Handball for everyone");
  await expect(page.getByLabel("Back to the default: Headline", { exact: true })).toBeVisible();

  // The FAQ, in the French admin.
  await open(page, "/fr/admin/site-texts/faq");
  const second = page.getByRole("group", { name: "Question et réponse 2", exact: true });
  await second
    .getByLabel("Réponse", { exact: true })
    .fill("Become a member online.\n\nIt takes five minutes.");
  await second.getByLabel("Réponse (français)", { exact: true }).fill("Devenez membre en ligne.");
  // A link for the third question, to a script first: refused beside its field, nothing saved.
  const third = () => page.getByRole("group", { name: "Question et réponse 3", exact: true });
  await third().getByLabel("Adresse du lien", { exact: true }).fill("javascript:alert(1)");
  await third().getByLabel("Texte du lien", { exact: true }).fill("Upcoming sessions");
  await third().getByLabel("Texte du lien (français)", { exact: true }).fill("Prochaines séances");
  await page.getByRole("button", { name: "Enregistrer" }).first().click();
  const address = third().getByLabel("Adresse du lien", { exact: true });
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toHaveAccessibleDescription(
    new RegExp(fr.validation.linkAddress.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")),
  );
  expect(await (await visitor.get("/fr/faq")).text()).not.toContain("Devenez membre en ligne.");
  await address.fill("/events");
  await page.getByRole("button", { name: "Enregistrer" }).first().click();
  await expectToast(page, { title: "Enregistré" });
  await expect(
    page.getByRole("group", { name: "Question et réponse 2", exact: true }).getByLabel("Réponse (français)", {
      exact: true,
    }),
  ).toHaveValue("Devenez membre en ligne.");
  await expectNoViolations(page, "the site texts' FAQ page in the admin");

  const html = async (path: string) => (await visitor.get(path)).text();
  const home = await html("/");
  expect(home).toContain("Handball for everyone");
  expect(home).not.toContain("Le handball pour tous");
  expect(await html("/fr")).toContain("Le handball pour tous");
  const faq = await html("/faq");
  expect(faq).toContain("Become a member online.</p><p>It takes five minutes.");
  expect(faq).toContain("What is handball?");
  // The default question's link stayed through the edit of its answer; the new one shows in each language.
  expect(faq).toMatch(/<a [^>]*href="\/membership"[^>]*>Membership types, fees and how to join<\/a>/);
  expect(faq).toMatch(/<a [^>]*href="\/events"[^>]*>Upcoming sessions<\/a>/);
  const faqFr = await html("/fr/faq");
  expect(faqFr).toContain("Devenez membre en ligne.");
  expect(faqFr).not.toContain("Become a member online.");
  expect(faqFr).toMatch(/<a [^>]*href="\/fr\/membership"[^>]*>Types d/);
  expect(faqFr).toMatch(/<a [^>]*href="\/fr\/events"[^>]*>Prochaines séances<\/a>/);
  expect(faqFr).not.toContain("javascript:");
});
