#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server: `scripts/with-postgres.sh CMD ARGS...`.
# The command sees TEST_DATABASE_URL (a superuser URL; tests make their own databases in it).
set -euo pipefail

pg_bin=""
for candidate in "$(dirname "$(command -v initdb 2>/dev/null || echo /nonexistent/x)")" /usr/lib/postgresql/*/bin; do
  if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then pg_bin="$candidate"; break; fi
done
if [ -z "$pg_bin" ]; then
  echo "Installing PostgreSQL from Debian's packages" >&2
  apt-get update -qq && apt-get install -y -qq postgresql >/dev/null
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n1)
fi

port="${PG_TEST_PORT:-55432}"
dir=$(mktemp -d /tmp/pg-test.XXXXXX)
as_pg=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_pg=(runuser -u postgres --)
fi

stop() {
  "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as_pg[@]}" "$pg_bin/initdb" -D "$dir/data" -U postgres --auth=trust >/dev/null
# A port that another server (a suite's beside this one, a leftover) holds makes the start fail: the log says
# why, and the next port is tried, up to four more.
for attempt in 1 2 3 4 5; do
  if "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null; then
    break
  fi
  echo "PostgreSQL did not start on port $port (attempt $attempt); its log ends with:" >&2
  tail -n 5 "$dir/log" >&2 || true
  [ "$attempt" = 5 ] && exit 1
  port=$((port + 10))
done

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on port $port" >&2
status=0
"$@" || status=$?
exit $status
