import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.

const UNIT = ["app/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts", "tests/**/*.test.ts"];
/** Unit tests that replace a module (vi.mock): each needs the module loaded afresh, so they run isolated. */
const MOCKING = ["app/features/memberships/card/verification.server.test.ts"];
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: UNIT,
          exclude: ["**/*.db.test.ts", ...MOCKING],
          // The files share their imports (a fifth of the time), since none of them replaces a module.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "unit-mocking", include: MOCKING },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["app/**/*.db.test.ts", "scripts/**/*.db.test.ts"],
          fileParallelism: false,
          isolate: false,
          // Workflows around a password, not the hash: scrypt at N=2^12 instead of 2^17 (decision 046).
          env: { TEST_SCRYPT_LOG_N: "12" },
        },
      },
      {
        extends: true,
        test: { name: "component", include: ["app/**/*.test.tsx"], environment: "happy-dom" },
      },
    ],
  },
});
