// Announcements (docs/announcements.md, decision 059): an administrator writes one in French, to the active
// members of one club, sees the count, sends a test, then sends it from the English page and follows it on
// the status page; a member receives it in their language with the one-click unsubscribe link and the
// association's postal address, and leaves member news through that link. In Chromium against the production
// build.
import { currentSeasonInDb, withDb } from "./db";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, main, open } from "./helpers";
import { waitForEmail } from "./mail";

/** A club of its own and two members of it with accounts (one writing in French), and one member elsewhere. */
function clubWithMembers(tag: string) {
  const season = currentSeasonInDb();
  return withDb((db) =>
    db.transaction(() => {
      const at = new Date().toISOString();
      const club = `Club ${tag}`;
      const clubId = Number(db.prepare("INSERT INTO clubs (name) VALUES (?)").run(club).lastInsertRowid);
      const type = db.prepare("SELECT id FROM membership_types ORDER BY id LIMIT 1").get() as { id: number };
      const people = [
        { key: "fr", locale: "fr", clubId },
        { key: "en", locale: "en", clubId },
        { key: "other", locale: "en", clubId: null },
      ].map(({ key, locale, clubId: club }) => {
        const email = `announce-${key}-${tag}@example.org`;
        const userId = `announce-${key}-${tag}`;
        db.prepare(
          'INSERT INTO "user" (id, name, email, emailVerified, createdAt, updatedAt, role, locale) VALUES (?, ?, ?, 1, ?, ?, ?, ?)',
        ).run(userId, `Member ${key}`, email, at, at, "user", locale);
        const memberId = db
          .prepare(
            `INSERT INTO members (member_number, user_id, first_name, last_name, date_of_birth, address, city, province,
              postal_code, phone, emergency_name, emergency_phone, guardian_name, guardian_email, created_at, updated_at)
             VALUES (?, ?, 'Robin', 'Gagnon', '1990-04-02', '1 Main St', 'Toronto', 'ON', 'M5V 1A1', '416-555-0100',
              'Sam Gagnon', '416-555-0101', NULL, NULL, ?, ?)`,
          )
          .run(`AN-${key}-${tag}`.toUpperCase(), userId, at, at).lastInsertRowid;
        db.prepare(
          `INSERT INTO memberships (member_id, season_id, type_id, club_id, status, order_id, reminder_sent_at, created_at, activated_at)
           VALUES (?, ?, ?, ?, 'active', NULL, NULL, ?, ?)`,
        ).run(memberId, season.id, type.id, club, at, at);
        return email;
      });
      return { club, season: season.name, french: people[0] as string, english: people[1] as string };
    })(),
  );
}

test("an administrator sends an announcement to the members of one club, in French then English; a member receives it and unsubscribes through its link", async ({
  page,
  admin,
}) => {
  test.setTimeout(60_000);
  const tag = Date.now().toString(36);
  const group = clubWithMembers(tag);

  // The compose page in French.
  await open(page, "/fr/admin/announcements");
  await main(page).getByRole("link", { name: "Nouvelle annonce" }).click();
  await expect(page).toHaveURL("/fr/admin/announcements/new");
  await expectNoViolations(page, "/fr/admin/announcements/new");
  const form = main(page);
  await form.getByLabel("Objet (anglais)").fill(`Club night ${tag}`);
  await form.getByLabel("Objet (français)").fill(`Soirée du club ${tag}`);
  await form
    .getByLabel("Message (anglais, Markdown)")
    .fill("Join us on **Friday**.\n\n<script>alert(1)</script>");
  await form.getByLabel("Message (français, Markdown)").fill("Rejoignez-nous **vendredi**.");
  await form
    .getByLabel("Destinataires", { exact: true })
    .selectOption({ label: "Membres actifs d'une saison" });
  await form.getByLabel("Saison", { exact: true }).selectOption({ label: group.season });
  await form.getByLabel(group.club, { exact: true }).check();
  await form.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expectToast(page, { title: "Annonce enregistrée" });
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(`Soirée du club ${tag}`);
  await expect(main(page).getByTestId("recipient-count")).toHaveText("2 destinataires");
  await expect(main(page).getByText("<script>")).toHaveCount(0);
  await expectNoViolations(page, "an announcement's page in French");
  await main(page).getByRole("button", { name: "M'envoyer un essai" }).click();
  await expectToast(page, { title: "Essai envoyé", description: admin.email });

  // The same page in English: send it, and follow it.
  const id = page.url().split("/").pop();
  await open(page, `/admin/announcements/${id}`);
  await main(page).getByRole("button", { name: "Send to 2 recipients" }).click();
  await expectToast(page, { title: "Sending" });
  const english = await waitForEmail({ to: group.english, subject: new RegExp(`Club night ${tag}`) });
  expect(english.html).toContain("<strong>Friday</strong>");
  expect(english.html).not.toContain("<script");
  expect(english.text).toMatch(/Unsubscribe:\n\S+\/unsubscribe\?token=\S+/);
  expect(english.text).toContain("100 Queen St W");
  const french = await waitForEmail({ to: group.french, subject: new RegExp(`Soirée du club ${tag}`) });
  expect(french.text).toMatch(/Se désabonner\u00a0:\n\S+\/fr\/unsubscribe\?token=\S+/);
  const headers = withDb(
    (db) =>
      db
        .prepare("SELECT list_unsubscribe FROM outbox WHERE to_address = ? AND kind = 'announcement'")
        .all(group.english) as { list_unsubscribe: string | null }[],
  );
  expect(headers).toEqual([{ list_unsubscribe: expect.stringMatching(/\/unsubscribe\?token=/) }]);
  await expect
    .poll(async () => {
      await open(page, `/admin/announcements/${id}`);
      return main(page).locator('[data-status="sent"]').textContent();
    })
    .toBe("2");
  await expect(main(page).locator('[data-status="failed"]')).toHaveText("0");
  await expectNoViolations(page, "an announcement's status page");
  await open(page, "/admin/announcements");
  await expect(
    main(page)
      .getByRole("row")
      .filter({ hasText: `Club night ${tag}` }),
  ).toContainText("Sent");

  // The French member leaves member news from the announcement's own link: the page asks, the button does it.
  const link = /\S+\/fr\/unsubscribe\?token=\S+/.exec(french.text)?.[0] ?? "";
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Se désabonner des nouvelles aux membres");
  await main(page).getByRole("button", { name: "Se désabonner" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vous êtes désabonné");
  const left = withDb((db) =>
    db.prepare("SELECT unsubscribed_at FROM email_lists WHERE email_key = ?").get(group.french.toLowerCase()),
  ) as { unsubscribed_at: string | null } | undefined;
  expect(left?.unsubscribed_at).toEqual(expect.any(String));
});
