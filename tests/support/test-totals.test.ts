import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The last line of the test command is this script's: a suite that did not run must never read as passed.
const dir = mkdtempSync(join(tmpdir(), "totals-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let run = 0;
function totals(reports: Record<string, unknown>) {
  run += 1;
  const files = Object.entries(reports).map(([name, report]) => {
    const file = join(dir, `${run}-${name}.json`);
    if (report !== undefined) writeFileSync(file, JSON.stringify(report));
    return file;
  });
  const result = spawnSync(process.execPath, ["tests/support/test-totals.mjs", ...files], {
    encoding: "utf8",
  });
  return { last: result.stdout.trim().split("\n").at(-1), status: result.status };
}

const playwright = (stats: object, errors: object[] = []) => ({
  stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, ...stats },
  errors,
});

describe("the test command's totals", () => {
  it("adds up checks, Vitest and Playwright reports", () => {
    expect(
      totals({
        lint: { check: "lint", ok: true },
        vitest: { numPassedTests: 10, numFailedTests: 0, numPendingTests: 2, success: true },
        e2e: playwright({ expected: 5, flaky: 1, skipped: 1 }),
      }),
    ).toEqual({ last: "17 passed, 0 failed", status: 0 });
  });

  it("counts a browser run that failed before its first test (a port in use) as a failure", () => {
    const e2e = playwright({}, [{ message: "Error: http://127.0.0.1:3456/ is already used" }]);
    expect(totals({ lint: { check: "lint", ok: true }, e2e })).toEqual({
      last: "1 passed, 1 failed",
      status: 1,
    });
  });

  it("counts a browser run in which no test ran as a failure", () => {
    expect(totals({ e2e: playwright({}) })).toEqual({ last: "0 passed, 1 failed", status: 1 });
  });

  it("counts a missing report as a failure", () => {
    expect(totals({ vitest: undefined })).toEqual({ last: "0 passed, 1 failed", status: 1 });
  });
});
