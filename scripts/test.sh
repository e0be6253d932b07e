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
check typecheck npm run typecheck
check lint npx biome check .
check knip npx knip
stage "audit (SECURITY 27)"
node scripts/system-tests/audit.mjs "$reports/audit.json"

stage "unit and database tests (SQLite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest-sqlite.json"

# The PostgreSQL database tests (one file at a time), the operations checks (one server at a time) and the
# two malformed-input walks (one server each) each keep about one core busy: they run in two lanes side by
# side, each lane with a PostgreSQL server of its own (installed first, once, when the machine has none),
# ordered so that both lanes take about as long (docs/testing.md has the figures). Each lane's output is
# kept in a file and printed when both are done, so the log reads one lane after the other.
bash scripts/with-postgres.sh true
lane_a() {
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
stage "two lanes: database tests (PostgreSQL), operations checks, malformed input on every route"
lane_a > "$reports/lane-a.log" 2>&1 &
lane_a_pid=$!
lane_b > "$reports/lane-b.log" 2>&1
wait $lane_a_pid
stage "lane A: the malformed-input walk on SQLite; two processes, scheduled jobs, an announcement's exactly-once send, SQLite to PostgreSQL copy"
cat "$reports/lane-a.log"
stage "lane B: database tests (PostgreSQL); durability, backup and restore; the malformed-input walk on PostgreSQL"
cat "$reports/lane-b.log"

stage "browser tests (Chromium, production build)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npx playwright test --reporter=list,json

stage "totals"
node tests/support/test-totals.mjs "$reports"/build.json "$reports"/typecheck.json "$reports"/lint.json "$reports"/knip.json "$reports"/audit.json \
  "$reports"/vitest-sqlite.json "$reports"/vitest-postgres.json "$reports"/durability.json \
  "$reports"/backup-restore.json "$reports"/multi-process.json "$reports"/jobs.json "$reports"/announcements.json "$reports"/copy-to-postgres.json "$reports"/malformed-input-sqlite.json "$reports"/malformed-input-postgres.json "$reports"/e2e.json
