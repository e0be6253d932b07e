// Sums the JSON reports of every suite the test command ran. Prints the skipped tests (and why a check
// was skipped) first, then, alone on the last line, `N passed, N failed`.
// Usage: node tests/support/test-totals.mjs <report.json>... ; a listed report that is missing counts as one failure.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing report: ${file} (its suite did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (report.stats && "expected" in report.stats) {
    // Playwright. An error outside the tests (a server that would not start) fails the run before any test:
    // each counts as a failure, and so does a run in which no test ran at all.
    const { expected, flaky, unexpected, skipped: skippedTests } = report.stats;
    const errors = report.errors ?? [];
    for (const error of errors) console.error(`browser tests: ${String(error.message).split("\n")[0]}`);
    passed += expected + flaky;
    const ran = expected + flaky + unexpected + skippedTests;
    failed += unexpected + Math.max(errors.length, ran === 0 ? 1 : 0);
    skipped += skippedTests;
  } else if ("numPassedTests" in report) {
    // Vitest (Jest-compatible JSON)
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0);
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if ("check" in report) {
    // One of our own checks (typecheck, lint, npm audit); a check that could not run says why.
    if (report.skipped) {
      skipped += 1;
      console.log(`skipped check ${report.check}: ${report.skipped}`);
    } else if (report.ok) passed += 1;
    else failed += 1;
  } else {
    console.error(`unreadable report: ${file}`);
    failed += 1;
  }
}
console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
