// The membership join form filled as a person types it: one source for the browser story
// (tests/e2e/memberships-join.spec.ts) and the documentation's screens (scripts/docs/membership-screens.ts).
import type { Page } from "@playwright/test";
import type { memberships } from "~/texts/en/memberships";

type JoinTexts = (typeof memberships)["join"];

const field = (page: Page, label: string) => page.getByRole("main").getByLabel(label, { exact: true });

/** The person's details and emergency contact; the postal code as typed (the form takes "k1m1m4" too). */
export async function fillJoinPerson(
  page: Page,
  t: JoinTexts,
  person: { first: string; last: string; born: string; postalCode?: string },
) {
  await field(page, t.firstName).fill(person.first);
  await field(page, t.lastName).fill(person.last);
  await field(page, t.dateOfBirth).fill(person.born);
  await field(page, t.address).fill("24 Sussex Dr");
  await field(page, t.city).fill("Ottawa");
  await field(page, t.postalCode).fill(person.postalCode ?? "K1M 1M4");
  await field(page, t.phone).fill("613-555-0199");
  await field(page, t.emergencyName).fill("Sam Parent");
  await field(page, t.emergencyPhone).fill("613-555-0198");
}

/**
 * Ticks every acceptance of the form: the waiver, the code of conduct, the concussion awareness (in the
 * member's words, or a guardian's for a child).
 */
export async function acceptJoinDocuments(page: Page, t: JoinTexts) {
  const boxes = page.getByRole("main").getByRole("group", { name: t.documents }).getByRole("checkbox");
  for (const box of await boxes.all()) await box.check();
}

/** Picks a choice of the form's cards (a season, a membership type) by the start of its name. */
export async function chooseCard(page: Page, name: string) {
  await page
    .getByRole("main")
    .getByRole("radio", { name: new RegExp(`^${name}`) })
    .check();
}
