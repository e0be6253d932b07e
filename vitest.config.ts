import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: ["**/*.db.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["app/**/*.db.test.ts", "scripts/**/*.db.test.ts"],
          fileParallelism: false,
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
