#!/usr/bin/env bash
# Proves the Supabase schema and its row-level security on a real PostgreSQL 15: a throwaway
# server (own data dir, own port), Supabase's roles and auth schema (tests/db/supabase-roles.sql),
# the migrations in name order, then the database tests (vitest project `db`). The server is always
# stopped and its directory removed, even when a step fails.
#   TEST_DB_PORT  the port to listen on (default 54329)
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
port="${TEST_DB_PORT:-54329}"
bin=/usr/lib/postgresql/15/bin

if [[ ! -x $bin/initdb ]]; then
  echo "PostgreSQL 15 is not installed: installing it from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null
fi

# initdb refuses to run as root: as root (CI), the server runs as the `postgres` user.
as_server_user=()
if [[ $EUID -eq 0 ]]; then as_server_user=(runuser -u postgres --); fi

dir="$(mktemp -d -t fashion-zone-db.XXXXXX)"
if [[ $EUID -eq 0 ]]; then chown postgres: "$dir"; fi
data="$dir/data"

cleanup() {
  local status=$?
  if [[ -f $data/postmaster.pid ]]; then
    "${as_server_user[@]}" "$bin/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  echo "database tests: $((SECONDS - started)) s (PostgreSQL 15 on port $port, stopped and removed)"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

"${as_server_user[@]}" "$bin/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null
# fsync off and no TCP beyond localhost: a throwaway server whose data nobody needs after the run.
if ! "${as_server_user[@]}" "$bin/pg_ctl" -D "$data" -l "$dir/server.log" -w -o \
  "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null; then
  cat "$dir/server.log" >&2
  exit 1
fi

export PGHOST=127.0.0.1 PGPORT="$port" PGUSER=postgres PGDATABASE=postgres
psql_file() { "$bin/psql" -X -q -v ON_ERROR_STOP=1 --single-transaction -f "$1" >/dev/null; }

psql_file tests/db/supabase-roles.sql
for migration in supabase/migrations/*.sql; do
  echo "applying $migration"
  psql_file "$migration"
done

npx vitest run --project db
