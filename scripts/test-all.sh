#!/usr/bin/env bash
# Installs everything and runs every check and test, browser tests included. `.ci/run` calls this.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it starts in the run (minutes:seconds), and how busy the machine's cores were
# during the step before (from /proc/stat: a step that leaves cores idle could share them), so that
# the log shows where the time goes.
busy_jiffies() { awk '/^cpu /{ print $2 + $3 + $4 + $7 + $8 + $9, $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }' /proc/stat; }
read -r busy_before all_before < <(busy_jiffies)
step() {
  local busy all
  read -r busy all < <(busy_jiffies)
  if ((all > all_before)); then printf -- '-- cores busy %d%% of that step\n' $(((busy - busy_before) * 100 / (all - all_before))); fi
  busy_before=$busy all_before=$all
  printf '\n== %s (at %d:%02d)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60))
}

# Runs commands side by side, each a string for bash, and prints each one's output whole once all
# have ended (the log stays readable); fails when any failed. For checks that each keep one core
# busy and measure nothing (the typechecker, ESLint), on these two-core machines.
side_by_side() {
  local dir i=0 failed=0
  local -a pids=()
  dir="$(mktemp -d)"
  for command in "$@"; do
    bash -c "$command" >"$dir/$i.log" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  i=0
  for command in "$@"; do
    if ! wait "${pids[$i]}"; then failed=1; fi
    printf -- '-- %s\n' "$command"
    cat "$dir/$i.log"
    i=$((i + 1))
  done
  rm -rf "$dir"
  return "$failed"
}

step "install (npm ci)"
npm ci --no-audit --no-fund
step "browser (Debian's Chromium)"
bash scripts/ensure-chromium.sh
step "typecheck and lint (includes the layer rule), side by side"
side_by_side "npm run -s typecheck" "npm run -s lint"
step "unit, adapter and component tests"
npm run -s test -- --reporter=default --reporter=json --outputFile=reports/tests/unit.json
step "database (PostgreSQL 15 + PostgREST): schema, row-level security, Supabase adapters, bench at 100,000 products, supabase-mode journeys in Chromium"
npm run -s test:db
step "build"
npm run -s build
step "first-load budgets"
npm run -s check:budgets
step "no service-role key, JWT or Supabase secret key in the bundle"
npm run -s check:secrets
step "benchmarks (vitest bench) against budgets.json"
npm run -s bench
step "the catalogue in PostgreSQL (measured in the database step) beside the memory adapter's figures"
node scripts/db-bench-report.mjs
step "browser tests (Playwright, Chromium)"
CI="${CI:-true}" npx playwright test
step "every route of the spec: Lighthouse (one run) and axe at 390 and 1280 px, reports/routes.md"
npm run -s routes
step "Lighthouse (mobile, CPU calibrated to this host) against budgets.json"
npm run -s lighthouse
step "every test this run executed"
# Last, one line that counts them, in the plain form CI reads.
node scripts/test-tally.mjs reports/tests
