// Sponsors and the board of directors end to end (docs/sponsors-and-board.md): an administrator adds a Gold
// sponsor with an uploaded logo; the home page shows it in its tier in English and French, a sponsored link
// with the name as the logo's text, while the empty tiers still say Coming Soon. They change a board
// member's French title, which /fr/about shows; deleting the sponsor asks first (other specs expect the
// seed's home page). Axe on the admin pages. In Chromium against the production build.
import type { Page } from "@playwright/test";
import { board as boardEn } from "~/texts/en/board";
import { sponsors as sponsorsEn } from "~/texts/en/sponsors";
import { sponsors as sponsorsFr } from "~/texts/fr/sponsors";
import { pngImage } from "./events-helpers";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, field, main, open } from "./helpers";

test.describe.configure({ timeout: 90_000 });

/** The home page's slot of a tier: the list item headed by its name. */
function tier(page: Page, name: string) {
  return main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

/** The board's names in the About page's order. */
const boardNames = (page: Page) => main(page).getByRole("heading", { level: 3 }).allInnerTexts();

test("an administrator adds a Gold sponsor shown in its tier in both languages, and edits the board", async ({
  page,
  admin: _admin,
}) => {
  const s = sponsorsEn;
  const name = `Maple Sports ${Date.now().toString(36)}`;

  await open(page, "/admin/sponsors");
  await expect(main(page).getByRole("heading", { level: 1, name: s.admin.title })).toBeVisible();
  await main(page).getByRole("link", { name: s.admin.add }).click();
  await expect(page).toHaveURL("/admin/sponsors/new");
  await field(page, s.form.name).fill(name);
  // A link that is not a web address is refused in the browser, and nothing is saved.
  await field(page, s.form.link).fill("javascript:alert(1)");
  await field(page, s.form.tier).selectOption("gold");
  const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/uploads");
  await main(page)
    .getByLabel("Upload image")
    .setInputFiles({ name: "maple.png", mimeType: "image/png", buffer: await pngImage(600, 300) });
  expect((await uploaded).ok()).toBe(true);
  await main(page).getByRole("button", { name: s.form.create }).click();
  await expect(field(page, s.form.link)).toHaveAccessibleDescription(
    `${s.form.linkHint} ${s.validation.link}`,
  );
  await expectNoViolations(page, "/admin/sponsors/new with an error");
  await field(page, s.form.link).fill("https://maple.example.com/");
  await main(page).getByRole("button", { name: s.form.create }).click();
  await expectToast(page, { title: s.admin.created.title, description: name });
  await expect(page).toHaveURL("/admin/sponsors");
  await expectNoViolations(page, "/admin/sponsors");

  for (const [path, texts] of [
    ["/", sponsorsEn],
    ["/fr/", sponsorsFr],
  ] as const) {
    await open(page, path);
    const { tiers, comingSoon } = texts.section;
    const link = tier(page, tiers.gold).getByRole("link", { name });
    await expect(link).toHaveAttribute("href", "https://maple.example.com/");
    await expect(link).toHaveAttribute("rel", "sponsored noopener");
    await expect(link.getByRole("img", { name })).toHaveAttribute(
      "src",
      /^\/uploads\/[0-9a-f]{32}-600\.webp$/,
    );
    await expect(tier(page, tiers.gold)).not.toContainText(comingSoon);
    for (const empty of [tiers.platinum, tiers.silver])
      await expect(tier(page, empty)).toContainText(comingSoon);
  }

  // The board: a new French title for Daniel Okafor, shown on /fr/about in the board's order.
  const b = boardEn.admin;
  await open(page, "/admin/board");
  await expectNoViolations(page, "/admin/board");
  // Up and Down: the first row cannot go up nor the last down; Daniel Okafor goes up and back down.
  const move = (direction: "moveUp" | "moveDown", who: string) =>
    main(page).getByRole("button", { name: b[direction].replace("{name}", who) });
  await expect(move("moveUp", "Marie-Claude Tremblay")).toBeDisabled();
  await expect(
    main(page)
      .getByRole("button", { name: / down$/ })
      .last(),
  ).toBeDisabled();
  await move("moveUp", "Daniel Okafor").click();
  await expectToast(page, {
    title: b.moved.title,
    description: b.moved.description.replace("{name}", "Daniel Okafor"),
  });
  await expect(main(page).getByRole("row").nth(1)).toContainText("Daniel Okafor");
  await expect(move("moveUp", "Daniel Okafor")).toBeDisabled();
  await move("moveDown", "Daniel Okafor").click();
  await expect(main(page).getByRole("row").nth(1)).toContainText("Marie-Claude Tremblay");
  await main(page).getByRole("link", { name: "Edit: Daniel Okafor" }).click();
  await expect(field(page, boardEn.form.titleFr)).toHaveValue("Administrateur");
  await field(page, boardEn.form.titleFr).fill("Administrateur aux partenariats");
  await main(page).getByRole("button", { name: boardEn.form.save }).click();
  await expectToast(page, { title: b.updated.title });
  await expect(page).toHaveURL("/admin/board");
  await open(page, "/fr/about");
  const daniel = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: "Daniel Okafor" }) });
  await expect(daniel).toContainText("Administrateur aux partenariats");
  expect((await boardNames(page)).slice(0, 2)).toEqual(["Marie-Claude Tremblay", "Daniel Okafor"]);

  // Deleting the sponsor asks first.
  await open(page, "/admin/sponsors");
  await main(page)
    .getByRole("link", { name: `Delete: ${name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: s.admin.confirmTitle });
  await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: s.admin.confirmDelete }).click();
  await expectToast(page, { title: s.admin.deleted.title, description: name });
  await expect(main(page).getByText(name)).toHaveCount(0);
});
