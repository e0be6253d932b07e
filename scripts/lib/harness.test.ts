import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { staleBuildReason } from "./harness";

// The one rule every system test and benchmark follows before starting a server (ensureBuild).
describe("when the production build is stale", () => {
  let root: string;
  const at = (path: string, secondsAgo: number) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), "x");
    const time = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(join(root, path), time, time);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "harness-build-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("is stale when there is no build", () => {
    at("app/root.tsx", 60);
    expect(staleBuildReason(root)).toBe("there is no build/server/index.js");
  });

  it("is current when every source is older than the build", () => {
    at("app/root.tsx", 60);
    at("server/app.ts", 60);
    at("build/server/index.js", 10);
    expect(staleBuildReason(root)).toBeUndefined();
  });

  it.each([
    "app/features/events/rules.ts",
    "server/app.ts",
    "public/images/og.png",
    "package-lock.json",
    "vite.config.ts",
  ])("is stale when %s is newer than the build", (source) => {
    at("build/server/index.js", 60);
    at(source, 10);
    expect(staleBuildReason(root)).toBe(`${join(root, source)} is newer than build/server/index.js`);
  });

  it("stays current when only a test file changed (tests are not bundled)", () => {
    at("build/server/index.js", 60);
    at("app/features/events/rules.test.ts", 10);
    at("app/features/events/components/register-dialog.test.tsx", 10);
    at("app/db/db.db.test.ts", 10);
    expect(staleBuildReason(root)).toBeUndefined();
  });
});
