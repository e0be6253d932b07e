import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/lib/chromium";
import { BASE_URL, LANES, laneServerEnv, laneSettings } from "./tests/e2e/env";

// Runs against the production build (build/ must exist: `npx react-router build`), in two lanes side by
// side (tests/e2e/env.ts): each worker has a server of its own, with a fresh, seeded SQLite database in
// data/e2e/<lane> on every run, that delivers its e-mail to an SMTP sink of its own, which keeps the
// messages in data/e2e-mail/<lane> (emptied at every run too). A file's tests run in order, in one lane.
const lanes = Array.from({ length: LANES }, (_, lane) => ({ lane, ...laneSettings(lane) }));

export default defineConfig({
  testDir: "tests/e2e",
  workers: LANES,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: BASE_URL,
    // A trace records every action of every test to keep the failed ones'; CI keeps no files, so there it
    // would only spend the cores the tests need.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        launchOptions: {
          ...chromiumLaunchOptions,
          // No request ever leaves the machine: every host name but the lanes' own fails to resolve, at
          // once (the fixtures record any such request, and fail the test that made it).
          args: [...chromiumLaunchOptions.args, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
        },
      },
    },
  ],
  webServer: lanes.flatMap(({ lane, ...settings }) => [
    {
      // First, so the site's e-mail has somewhere to go from its first request on.
      command: "npx tsx tests/e2e/smtp-sink.ts",
      env: { E2E_LANE: String(lane) },
      port: settings.SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
    {
      command: `rm -rf ${settings.DATA_DIR} ${settings.MAIL_DIR} && npx tsx scripts/ops/seed.ts && node server/index.js`,
      url: `${settings.BASE_URL}/`,
      env: laneServerEnv(settings),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
  ]),
});
