// The scheduled jobs beside the outbox (lib/jobs, decision 026): an admin sees scheduled and failed jobs
// in either language and runs a failed one again, in Chromium against the production build.

import { withDb } from "./db";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, main, open } from "./helpers";

/** A job row as the runner leaves it; `subject` is unique to the test. */
function insertJob(job: {
  kind: string;
  subject: string;
  status: string;
  runAt: string;
  attempts: number;
  error?: string;
}) {
  const now = new Date().toISOString();
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO jobs (kind, subject, status, run_at, attempts, last_error, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(job.kind, job.subject, job.status, job.runAt, job.attempts, job.error ?? null, now, now),
  );
}

function jobsWithSubject(subject: string) {
  return withDb(
    (db) => (db.prepare("SELECT count(*) AS n FROM jobs WHERE subject = ?").get(subject) as { n: number }).n,
  );
}

test.describe("scheduled jobs", () => {
  test("an admin retries a failed job, which the runner then runs; the page stays on the failed jobs; a bad id changes nothing", async ({
    page,
    admin: _admin,
  }) => {
    // A waiting-list entry id that does not exist: the events feature's handler finds nothing to expire.
    const subject = String(Date.now());
    insertJob({
      kind: "offer-expiry",
      subject,
      status: "failed",
      runAt: "2031-07-14T14:30:00.000Z",
      attempts: 8,
      error: "Offer 12 not found",
    });
    await open(page, "/admin");
    await page
      .getByRole("navigation", { name: "Administration" })
      .getByRole("link", { name: "Scheduled jobs" })
      .click();
    await expect(page).toHaveURL("/admin/jobs");
    await main(page).getByRole("link", { name: "Failed", exact: true }).click();
    await expect(page).toHaveURL("/admin/jobs?status=failed");

    await expectNoViolations(page, "/admin/jobs?status=failed");
    const row = main(page).getByRole("row").filter({ hasText: subject });
    // Each job in words: its kind and when such jobs run, and what it is about.
    await expect(row.getByRole("cell")).toHaveText([
      "Waiting-list offer expiry When an offered spot's time to accept runs out",
      `Waiting-list entry ${subject}`,
      "Failed",
      "Jul 14, 2031, 10:30 a.m.",
      "8",
      "Offer 12 not found",
      "Retry",
    ]);
    await row.getByRole("button", { name: "Retry" }).click();
    await expectToast(page, { title: "Job scheduled", description: "The job will run again in a moment." });
    await expect(page).toHaveURL("/admin/jobs?status=failed");
    // The runner ran the job again with the events feature's handler, which found nothing to do, and deleted it.
    await expect.poll(() => jobsWithSubject(subject)).toBe(0);
    await open(page, "/admin/jobs?status=failed");
    await expect(main(page).getByRole("row").filter({ hasText: subject })).toHaveCount(0);

    const garbage = await page.request.post("/admin/jobs", {
      form: { id: "abc" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(garbage.status()).toBe(400);
  });

  test("the French page names each kind and dates it the French way; a scheduled job has no retry", async ({
    page,
    admin: _admin,
  }) => {
    const subject = `scheduled-${Date.now()}`;
    insertJob({
      kind: "reminder",
      subject,
      status: "scheduled",
      runAt: "2031-07-14T14:30:00.000Z",
      attempts: 0,
    });
    await open(page, "/fr/admin/jobs?status=scheduled&per_page=100");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Tâches planifiées");
    const row = main(page).getByRole("row").filter({ hasText: subject });
    await expect(row.getByRole("cell")).toHaveText([
      "Rappel d'événement Le nombre d'heures avant l'événement fixé sur sa page",
      `Inscription ${subject}`,
      "Planifiée",
      "14 juil. 2031, 10 h 30",
      "0",
      "-",
      "",
    ]);
    await expectNoViolations(page, "/fr/admin/jobs");
    withDb((db) => db.prepare("DELETE FROM jobs WHERE subject = ?").run(subject));
  });
});
