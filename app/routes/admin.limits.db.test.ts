import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type AppContext, appContext } from "~/lib/context.server";
import { noteFiring } from "~/lib/rate-limit.server";
import { countedBuckets } from "../../tests/support/counted-buckets";
import { setupTestDb, testConfig } from "../../tests/support/test-db";
import { loader } from "./admin.limits";

// The admin-only guard is the /admin middleware's; this is what the page lists.
const testDb = setupTestDb({ clean: ["limit_firings"] });

async function load(config = testConfig) {
  const context = new RouterContextProvider();
  context.set(appContext, { db: testDb.db, config } as AppContext);
  return loader({
    context,
    request: new Request("http://localhost/admin/limits"),
    params: {},
  } as unknown as Parameters<typeof loader>[0]);
}

describe("GET /admin/limits", () => {
  it("lists every bucket the code counts", async () => {
    const listed = new Set((await load()).limits.map((limit) => limit.bucket));
    expect([...countedBuckets().keys()].filter((bucket) => !listed.has(bucket))).toEqual([]);
  });

  it("shows the confirmation links an account asks for again and the e-mails to a guardian, fixed in the code", async () => {
    const { limits } = await load();
    expect(limits).toEqual(
      expect.arrayContaining([
        {
          bucket: "email-confirmation",
          per: "account",
          max: 3,
          windowMinutes: 60,
          past: "refused",
          setting: null,
        },
        {
          bucket: "guardian-confirmation",
          per: "recipient",
          max: 5,
          windowMinutes: 24 * 60,
          past: "refused",
          setting: null,
        },
      ]),
    );
  });

  it("sizes a budget by this server's setting", async () => {
    const { limits } = await load({
      ...testConfig,
      SIGNUPS_PER_ADDRESS_PER_HOUR: 7,
      GUEST_ACTIONS_PER_HOUR: 9,
    });
    expect(limits.filter((limit) => limit.setting === "SIGNUPS_PER_ADDRESS_PER_HOUR")).toEqual([
      {
        bucket: "signup",
        per: "address",
        max: 7,
        windowMinutes: 60,
        past: "proof",
        setting: "SIGNUPS_PER_ADDRESS_PER_HOUR",
      },
    ]);
    expect(limits.find((limit) => limit.bucket === "checkout-guest")?.max).toBe(9);
  });

  it("shows the firings of the last 24 hours", async () => {
    await noteFiring(testDb.db, "guardian-confirmation", "refused", new Date());
    const { firings } = await load();
    expect(firings).toEqual([
      expect.objectContaining({ bucket: "guardian-confirmation", kind: "refused", count: 1 }),
    ]);
  });
});
