import { readFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The password hashing worker is loaded by file name in a worker thread, so it is not bundled: it is
 * copied beside the server bundle, where password.server.ts looks for it (decision 013).
 */
function hashWorker(): Plugin {
  return {
    name: "hash-worker",
    applyToEnvironment: (environment) => environment.name === "ssr",
    generateBundle() {
      this.emitFile({
        type: "prebuilt-chunk",
        fileName: "hash-worker.mjs",
        code: readFileSync("app/features/accounts/hash-worker.mjs", "utf8"),
      });
    },
  };
}

export default defineConfig({
  // The server bundle's entry is our Express app, which imports the React Router build itself. One file:
  // the server has no use for the browser's lazy chunks, and password.server.ts finds the hash worker beside
  // the module it is bundled in, which must be the bundle's own file (hash-worker above).
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts", output: { codeSplitting: false } } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), hashWorker()],
});
