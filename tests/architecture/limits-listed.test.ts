import { describe, expect, it } from "vitest";
import { accountLimits } from "~/features/accounts";
import { announcementLimits } from "~/features/announcements";
import { contactLimits } from "~/features/contact";
import { eventLimits } from "~/features/events";
import { membershipLimits } from "~/features/memberships";
import { newsletterLimits } from "~/features/newsletter";
import { shopLimits } from "~/features/shop";
import { parseConfig } from "~/lib/config";
import { adminMessages } from "~/texts/pages/admin";
import { countedBuckets } from "../support/counted-buckets";

// The limits each feature's face declares for /admin/limits (decision 039): a limit the code counts but no
// face declares is a limit the administrators cannot see. The route's own list is tested against the same
// scan in app/routes/admin.limits.db.test.ts.
const config = parseConfig({ SESSION_SECRET: "x".repeat(48) });
const declared = [
  ...accountLimits(config),
  ...eventLimits(config),
  ...shopLimits(config),
  ...membershipLimits(),
  ...contactLimits(),
  ...newsletterLimits(),
  ...announcementLimits(),
];

describe("the limits the administrators see", () => {
  it("finds the buckets the code counts, by their literal", () => {
    const counted = countedBuckets();
    expect([...counted.keys()]).toEqual(
      expect.arrayContaining(["signup", "email-confirmation", "guardian-confirmation", "contact", "sign-in"]),
    );
  });

  it("every bucket the code counts is declared by a feature's face", () => {
    const listed = new Set(declared.map((limit) => limit.bucket));
    const missing = [...countedBuckets()]
      .filter(([bucket]) => !listed.has(bucket))
      .map(([bucket, files]) => `${bucket} (${files.join(", ")})`);
    expect(missing, "declare these in the feature's limits, which its face lists for /admin/limits").toEqual(
      [],
    );
  });

  it("lists each limit once, sized by a setting or a whole number in the code", () => {
    const keys = declared.map((limit) => `${limit.bucket}:${limit.per}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const limit of declared) {
      expect(Number.isInteger(limit.max) && limit.max > 0, limit.bucket).toBe(true);
      expect(limit.windowMinutes, limit.bucket).toBeGreaterThan(0);
      if (limit.setting) expect(limit.max, limit.bucket).toBe(config[limit.setting]);
    }
  });

  it("names every declared limit in English and in French", () => {
    for (const locale of ["en", "fr"] as const) {
      const names = adminMessages[locale].limits.buckets;
      for (const { bucket } of declared) expect(names[bucket], `${locale} ${bucket}`).toMatch(/\w/);
    }
  });
});
