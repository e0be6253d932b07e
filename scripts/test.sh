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

# The database tests run one file at a time and the operations checks one server at a time: each keeps
# about one core busy, so they run side by side, each with a PostgreSQL server of its own (installed first,
# once, when the machine has none). The database tests' output follows the checks'.
bash scripts/with-postgres.sh true
stage "database tests (PostgreSQL), beside the operations checks"
PG_TEST_PORT=55433 bash scripts/with-postgres.sh npx vitest run --project db --reporter=default \
  --reporter=json --outputFile.json="$reports/vitest-postgres.json" > "$reports/vitest-postgres.log" 2>&1 &
vitest_postgres=$!

stage "operations: durability, backup and restore, two processes, scheduled jobs, an announcement's exactly-once send, SQLite to PostgreSQL copy"
check durability npx tsx scripts/system-tests/durability.ts --kills 10
check backup-restore bash scripts/with-postgres.sh npx tsx scripts/system-tests/test-backup.ts
check multi-process bash scripts/with-postgres.sh npx tsx scripts/system-tests/test-multi-process.ts
check jobs bash scripts/with-postgres.sh npx tsx scripts/system-tests/test-jobs.ts
check announcements bash scripts/with-postgres.sh npx tsx scripts/system-tests/test-announcements.ts
check copy-to-postgres bash scripts/with-postgres.sh npx tsx scripts/system-tests/test-copy-to-postgres.ts
wait $vitest_postgres
stage "database tests (PostgreSQL): their output"
cat "$reports/vitest-postgres.log"
stage "malformed input on every route, SQLite and PostgreSQL side by side"
# Each walk keeps one server busy on one core: the two together take the time of the longer one.
check malformed-input bash -c 'npx tsx scripts/system-tests/test-malformed-input.ts & sqlite=$!
  bash scripts/with-postgres.sh npx tsx scripts/system-tests/test-malformed-input.ts; postgres=$?
  wait $sqlite && [ $postgres -eq 0 ]'

stage "browser tests (Chromium, production build)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npx playwright test --reporter=list,json

stage "totals"
node tests/support/test-totals.mjs "$reports"/build.json "$reports"/typecheck.json "$reports"/lint.json "$reports"/knip.json "$reports"/audit.json \
  "$reports"/vitest-sqlite.json "$reports"/vitest-postgres.json "$reports"/durability.json \
  "$reports"/backup-restore.json "$reports"/multi-process.json "$reports"/jobs.json "$reports"/announcements.json "$reports"/copy-to-postgres.json "$reports"/malformed-input.json "$reports"/e2e.json
