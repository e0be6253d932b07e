#!/usr/bin/env bash
# Every suite, from a fresh clone: Node, dependencies, Chromium, PostgreSQL, build; then typecheck, lint,
# knip (unused files, exports and dependencies), unit and database tests on SQLite and PostgreSQL, backup and
# restore on both, and the browser tests against the production build.
# The last line printed is the totals: `N passed, N failed` (the skipped count is on the line before).
set -uo pipefail
cd "$(dirname "$0")/.."
set -e
source scripts/ensure-node.sh
source scripts/install-deps.sh
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests" >&2
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
set +e

reports=test-reports
rm -rf "$reports" && mkdir -p "$reports"

stage() { # stage TITLE: a heading, with the minutes and seconds since the command started
  printf '== [%d:%02d] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$1" >&2
}

check() { # check NAME CMD...: a pass/fail check that counts as one test
  local name=$1
  shift
  stage "$name"
  if "$@"; then echo '{"check":"'"$name"'","ok":true}' > "$reports/$name.json"
  else echo '{"check":"'"$name"'","ok":false}' > "$reports/$name.json"; fi
}

check build npm run build

# The SQLite unit and database tests run their database files one at a time and keep about one core busy:
# beside them run the static checks, then lane A. Lane B starts when they end. Lane A runs the malformed-input
# walk on SQLite and the operations checks (one server at a time); lane B the PostgreSQL database tests, the
# durability and backup checks and the walk on PostgreSQL. Each keeps about one core busy, each with a
# PostgreSQL server of its own (installed first, once, when the machine has none), ordered so that both
# lanes end at about the same time (docs/testing.md has the figures). The output of what runs in the
# background is kept in a file and printed when everything is done, so the log reads one part at a time.
bash scripts/with-postgres.sh true
static_checks_then_lane_a() {
  check typecheck npm run typecheck
  check lint npx biome check .
  check knip npx knip
  stage "audit (SECURITY 27)"
  node scripts/system-tests/audit.mjs "$reports/audit.json"
  export PG_TEST_PORT=55432
  check malformed-input-sqlite npx tsx scripts/system-tests/test-malformed-input.ts
  check multi-process bash scripts/with-postgres.sh npx tsx scripts/system-tests/test-multi-process.ts
  check jobs bash scripts/with-postgres.sh npx tsx scripts/system-tests/test-jobs.ts
  check announcements bash scripts/with-postgres.sh npx tsx scripts/system-tests/test-announcements.ts
  check copy-to-postgres bash scripts/with-postgres.sh npx tsx scripts/system-tests/test-copy-to-postgres.ts
}
lane_b() {
  export PG_TEST_PORT=55433
  stage "database tests (PostgreSQL)"
  bash scripts/with-postgres.sh npx vitest run --project db --reporter=default \
    --reporter=json --outputFile.json="$reports/vitest-postgres.json"
  check durability npx tsx scripts/system-tests/durability.ts --kills 10
  check backup-restore bash scripts/with-postgres.sh npx tsx scripts/system-tests/test-backup.ts
  check malformed-input-postgres bash scripts/with-postgres.sh npx tsx scripts/system-tests/test-malformed-input.ts
}
stage "unit and database tests (SQLite); beside them typecheck, lint, knip, audit, then lane A"
static_checks_then_lane_a > "$reports/lane-a.log" 2>&1 &
lane_a_pid=$!
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest-sqlite.json"
stage "lane B: database tests (PostgreSQL), durability, backup and restore, malformed input on PostgreSQL"
lane_b > "$reports/lane-b.log" 2>&1
wait $lane_a_pid
stage "typecheck, lint, knip, audit; lane A: the malformed-input walk on SQLite; two processes, scheduled jobs, an announcement's exactly-once send, SQLite to PostgreSQL copy"
cat "$reports/lane-a.log"
stage "lane B: database tests (PostgreSQL); durability, backup and restore; the malformed-input walk on PostgreSQL"
cat "$reports/lane-b.log"

stage "browser tests (Chromium, production build)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npx playwright test --reporter=list,json

stage "totals"
node tests/support/test-totals.mjs "$reports"/build.json "$reports"/typecheck.json "$reports"/lint.json "$reports"/knip.json "$reports"/audit.json \
  "$reports"/vitest-sqlite.json "$reports"/vitest-postgres.json "$reports"/durability.json \
  "$reports"/backup-restore.json "$reports"/multi-process.json "$reports"/jobs.json "$reports"/announcements.json "$reports"/copy-to-postgres.json "$reports"/malformed-input-sqlite.json "$reports"/malformed-input-postgres.json "$reports"/e2e.json
