import { describe, expect, it } from "vitest";
import { eventJobs } from "~/features/events/index.server";
import { orderJobs } from "~/features/orders/index.server";
import { adminMessages } from "~/texts/pages/admin";

describe("/admin/jobs", () => {
  it("names every kind of job the site runs, in English and in French", () => {
    const kinds = Object.keys({ ...eventJobs, ...orderJobs({ release: [], paid: [] }) });
    expect(kinds).toEqual(["offer-expiry", "reminder", "order-reminder", "order-expiry"]);
    for (const locale of ["en", "fr"] as const) {
      const names = adminMessages[locale].jobs.kinds as Record<string, string>;
      for (const kind of kinds) expect(names[kind], `${locale} ${kind}`).toMatch(/\w/);
    }
    expect(adminMessages.fr.jobs.kinds["order-expiry"]).toBe("Expiration d'une commande impayée");
  });
});
