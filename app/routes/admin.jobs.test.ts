import { describe, expect, it } from "vitest";
import { eventJobs } from "~/features/events/index.server";
import { membershipJobs } from "~/features/memberships/index.server";
import { orderJobs } from "~/features/orders/index.server";
import { adminMessages } from "~/texts/pages/admin";
import { jobInWords } from "./admin.jobs";

describe("/admin/jobs", () => {
  // The same handlers server/app.ts gives the job runner: a new kind without words here fails this test.
  const kinds = Object.keys({ ...eventJobs, ...orderJobs({ release: [], paid: [] }), ...membershipJobs });

  it("names every kind of job the site runs, and when it runs, in English and in French", () => {
    expect(kinds).toEqual([
      "offer-expiry",
      "reminder",
      "order-reminder",
      "order-expiry",
      "membership-renewal-reminders",
    ]);
    for (const locale of ["en", "fr"] as const) {
      const texts = adminMessages[locale].jobs;
      for (const kind of kinds) {
        const job = jobInWords(texts, { kind, subject: "12" });
        expect(job.name, `${locale} ${kind}`).not.toBe(kind);
        expect(job.when, `${locale} ${kind}`).toMatch(/\w/);
        expect(job.subject, `${locale} ${kind}`).toMatch(/\p{L}/u);
      }
    }
  });

  it.each([
    ["en", "order-expiry", "123", ["Unpaid order expiry", "Order HB-000123"]],
    ["fr", "order-reminder", "7", ["Rappel de paiement", "Commande HB-000007"]],
    [
      "en",
      "membership-renewal-reminders",
      "daily",
      ["Membership renewal reminders", "Memberships whose season ends soon"],
    ],
    ["fr", "reminder", "42", ["Rappel d'événement", "Inscription 42"]],
    // A kind from a newer version of the site, still in the table after a rollback: shown as stored.
    ["en", "something-new", "9", ["something-new", "9"]],
  ] as const)("%s: %s of %s reads %j", (locale, kind, subject, [name, about]) => {
    const job = jobInWords(adminMessages[locale].jobs, { kind, subject });
    expect([job.name, job.subject]).toEqual([name, about]);
  });

  it("says when the daily sweep runs, on the 24-hour clock in French", () => {
    expect(
      jobInWords(adminMessages.en.jobs, { kind: "membership-renewal-reminders", subject: "daily" }).when,
    ).toBe("Every day at 10:00");
    expect(
      jobInWords(adminMessages.fr.jobs, { kind: "membership-renewal-reminders", subject: "daily" }).when,
    ).toBe("Tous les jours à 10\u00a0h\u00a000");
  });
});
