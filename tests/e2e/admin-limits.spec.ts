// The limits in effect (decision 039), as each feature declares them: an administrator reads them in either
// language, with this server's settings, in Chromium against the production build.

import { expect, test } from "./fixtures";
import { expectNoViolations, main, open } from "./helpers";

test("an administrator reads every limit in effect, the confirmation links and a guardian's e-mails among them", async ({
  page,
  admin: _admin,
}) => {
  await open(page, "/admin");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Limits" })
    .click();
  await expect(page).toHaveURL("/admin/limits");
  await expect(main(page).getByRole("heading", { name: "Request limits" })).toBeVisible();
  const row = (name: string) => main(page).getByRole("row").filter({ hasText: name }).first();

  await expect(row("Address confirmation links sent again").getByRole("cell")).toHaveText([
    "Address confirmation links sent again",
    "account",
    "3 per 60 min",
    "refused",
    "Fixed in the code",
  ]);
  await expect(row("Consent requests e-mailed to a parent or guardian").getByRole("cell")).toHaveText([
    "Consent requests e-mailed to a parent or guardian",
    "recipient address",
    "5 per 1440 min",
    "refused",
    "Fixed in the code",
  ]);
  // A budget sized by a setting shows this server's value (tests/e2e/env.ts) and the variable's name.
  await expect(row("Checkouts without an account").getByRole("cell")).toHaveText([
    "Checkouts without an account",
    "client address",
    "10 per 60 min",
    "proof of work",
    "GUEST_ACTIONS_PER_HOUR",
  ]);
  await expectNoViolations(page, "/admin/limits");

  await open(page, "/fr/admin/limits");
  await expect(main(page).getByRole("heading", { name: "Limites de requêtes" })).toBeVisible();
  await expect(
    row("Liens de confirmation de l'adresse courriel envoyés de nouveau").getByRole("cell"),
  ).toHaveText([
    "Liens de confirmation de l'adresse courriel envoyés de nouveau",
    "compte",
    "3 par 60 min",
    "refusé",
    "Fixé dans le code",
  ]);
  await expect(
    row("Demandes de consentement envoyées par courriel au parent ou tuteur").getByRole("cell"),
  ).toHaveText([
    "Demandes de consentement envoyées par courriel au parent ou tuteur",
    "adresse du destinataire",
    "5 par 1440 min",
    "refusé",
    "Fixé dans le code",
  ]);
});
