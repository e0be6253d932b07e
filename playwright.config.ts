import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/lib/chromium";
import { BASE_URL, MAIL_DIR, SMTP_PORT, serverEnv } from "./tests/e2e/env";

// Runs against the production build (build/ must exist: `npx react-router build`). The server gets a
// fresh, seeded SQLite database in data/e2e on every run, and delivers its e-mail to an SMTP sink that
// keeps the messages in data/e2e-mail (emptied at every run too).
export default defineConfig({
  testDir: "tests/e2e",
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: [
    {
      // First, so the site's e-mail has somewhere to go from its first request on.
      command: "npx tsx tests/e2e/smtp-sink.ts",
      port: SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `rm -rf data/e2e ${MAIL_DIR} && npx tsx scripts/ops/seed.ts && node server/index.js`,
      url: `${BASE_URL}/`,
      env: { ...serverEnv },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
