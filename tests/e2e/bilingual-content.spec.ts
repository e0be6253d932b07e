// Content in both languages (decision 024): an event's and a product's own texts on the English and
// the French pages, with the English shown, marked lang="en", where the French is missing; in Chromium
// against the production build. Events are dated 2035 (see events-helpers.ts for the others' years).

import { common as enCommon } from "~/texts/en/common";
import { common as frCommon } from "~/texts/fr/common";
import { events as frEvents } from "~/texts/fr/events";
import { shop as frShop } from "~/texts/fr/shop";
import { catalogue } from "../../app/features/shop/catalogue";
import { ev, eventIdByTitle, fillEventForm, uniqueTitle } from "./events-helpers";
import { expect, test } from "./fixtures";
import { expectFieldError, expectToast, field, main, open } from "./helpers";

const form = ev.admin.form;

test.describe.configure({ timeout: 90_000 });

test("an admin enters an event in English and French; each language's page shows its own", async ({
  page,
  admin: _admin,
}) => {
  const title = uniqueTitle("Autumn Cup");
  const titleFr = `Coupe d'automne ${title.slice("Autumn Cup ".length)}`;
  await open(page, "/admin/events/new");
  await fillEventForm(page, {
    title,
    date: "2035-10-06",
    location: "Varsity Arena, Toronto",
    description: "An autumn tournament for every age group.",
  });
  await main(page).getByRole("button", { name: "URL", exact: true }).click();
  await main(page).getByLabel("Image URL").fill("/images/events/clinic.webp");

  // The French fields follow the English rules, checked in the browser before anything is sent.
  await field(page, form.titleFr).fill("Co");
  await main(page).getByRole("button", { name: form.create }).click();
  await expectFieldError(page, form.titleFr, "French title must be at least 3 characters, or left empty");

  await field(page, form.titleFr).fill(titleFr);
  await field(page, form.locationFr).fill("Aréna Varsity, Toronto");
  await field(page, form.descriptionFr).fill("Un tournoi d'automne pour tous les groupes d'âge.");
  await main(page).getByRole("button", { name: form.create }).click();
  await expect(page).toHaveURL("/admin");
  await expectToast(page, { title: "Event created", description: `${title} is on the events page.` });
  const id = eventIdByTitle(title);

  await page.goto(`/fr/events/${id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const heading = main(page).getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(titleFr);
  await expect(heading).not.toHaveAttribute("lang");
  await expect(main(page).getByText("Aréna Varsity, Toronto", { exact: true })).toBeVisible();
  await expect(main(page).getByText("Un tournoi d'automne pour tous les groupes d'âge.")).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${titleFr}`));

  await page.goto(`/events/${id}`);
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(main(page).getByText("Varsity Arena, Toronto", { exact: true })).toBeVisible();
  await expect(main(page).getByText(titleFr)).toHaveCount(0);

  // The French calendar file speaks French; the English one English.
  const ics = async (path: string) => (await page.request.get(path)).text();
  expect(await ics(`/fr/events/${id}.ics`)).toContain(`SUMMARY:Coupe d'automne`);
  expect(await ics(`/events/${id}.ics`)).toContain(`SUMMARY:${title}`);
  expect(await ics("/fr/calendar.ics")).toContain(`SUMMARY:${titleFr}`);

  // Editing keeps the French; the admin's screens name the event in English.
  await open(page, `/admin/events/${id}`);
  await expect(field(page, form.titleFr)).toHaveValue(titleFr);
  await expect(field(page, form.locationFr)).toHaveValue("Aréna Varsity, Toronto");
  await main(page).getByRole("button", { name: form.save }).click();
  await expect(page).toHaveURL("/admin");
  await page.goto(`/fr/events/${id}`);
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(titleFr);
});

test("the French admin form words the French fields' errors in French", async ({ page, admin: _admin }) => {
  const frForm = frEvents.admin.form;
  await open(page, "/fr/admin/events/new");
  await page.getByRole("main").getByLabel(frForm.titleFr, { exact: true }).fill("Co");
  await main(page).getByRole("button", { name: frForm.create }).click();
  await expectFieldError(
    page,
    frForm.titleFr,
    "Le titre en français doit contenir au moins 3 caractères, ou rester vide",
  );
});

test("an event without French shows its English title on the French page, marked lang=en", async ({
  page,
  createEvent,
}) => {
  const { id, title } = await createEvent({ tag: "Winter Clinic", date: "2035-11-10" });
  await page.goto(`/fr/events/${id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const heading = main(page).getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(heading).toHaveAttribute("lang", "en");

  await page.goto(`/events/${id}`);
  await expect(main(page).getByRole("heading", { level: 1 })).not.toHaveAttribute("lang");
});

test("/fr/shop shows the French product names, /shop the English ones", async ({ page }) => {
  await page.goto("/fr/shop");
  const names = main(page).getByRole("list").getByRole("heading", { level: 2 });
  await expect(names).toHaveText(catalogue.map((product) => product.nameFr));
  for (const name of await names.all()) await expect(name).not.toHaveAttribute("lang");

  await page.goto("/shop");
  await expect(main(page).getByRole("list").getByRole("heading", { level: 2 })).toHaveText(
    catalogue.map((product) => product.name),
  );
});

test("the cart names a product in the page's language, whichever page added it", async ({ page }) => {
  const ball = catalogue.find((product) => product.id === "star-match-ball");
  if (!ball) throw new Error("the catalogue lost its match ball");
  await open(page, "/fr/shop/star-match-ball");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(ball.nameFr);
  await main(page).getByRole("button", { name: frShop.product.addToCart }).click();

  const drawer = page.getByRole("dialog", { name: frCommon.cart.title });
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Panier/ })
    .click();
  await expect(drawer.getByText(ball.nameFr, { exact: true })).toBeVisible();

  await open(page, "/shop");
  await page.getByRole("banner").getByRole("link", { name: /^Cart/ }).click();
  const englishDrawer = page.getByRole("dialog", { name: enCommon.cart.title });
  await expect(englishDrawer.getByText(ball.name, { exact: true })).toBeVisible();
});
