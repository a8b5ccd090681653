#!/usr/bin/env bash
# The inner loop (`npm run check`): what a change can break, in a few minutes rather than the full
# run's twenty-odd (scripts/test-all.sh, which CI runs and which stays the proof). In order, stopping
# at the first failure:
#   1. typecheck, all of it (tsc: seconds);
#   2. lint, all of it, with ESLint's cache (node_modules/.cache: only changed files are linted again);
#   3. the unit, adapter and component tests that the change can reach (vitest --changed: the test
#      files changed, and those importing a changed module);
#   4. the browser tests that the change can reach (playwright --only-changed: the spec files changed,
#      and those importing a changed file), against a build of the working tree in dist-quick/; none,
#      and no build, when no spec is reached.
# "The change" is everything since CHECK_BASE (default: origin/main when there is one, else HEAD:
# the uncommitted work). E2E_SPECS="e2e/cart.spec.ts …" adds specs to step 4 (a change under src/ui
# reaches no spec through its imports). Not run here: the database, benches, budgets, the route
# report and Lighthouse.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s (at %d:%02d)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

base="${CHECK_BASE:-}"
if [[ -z $base ]]; then
  if git rev-parse -q --verify origin/main >/dev/null; then base=origin/main; else base=HEAD; fi
fi
echo "changes since $base: $(git diff --name-only "$base" | wc -l) file(s) changed, $(git ls-files --others --exclude-standard | wc -l) new"

step "typecheck"
npx tsc -p .
step "lint (cached)"
npx eslint --cache --cache-location node_modules/.cache/eslint/ .
step "unit, adapter and component tests reached by the change"
npx vitest run --project node --project dom --changed "$base" --passWithNoTests

step "browser tests reached by the change"
# The spec files `--only-changed` reaches, from its listing ("[desktop] › cart.spec.ts:14:1 › …").
reached="$(npx playwright test --list --only-changed="$base" 2>/dev/null | sed -n 's/^ *\[[a-z]*\] › \([^:]*\.spec\.ts\):.*/e2e\/\1/p' | sort -u)"
specs="$(printf '%s\n' $reached ${E2E_SPECS:-} | sed '/^$/d' | sort -u)"
if [[ -z $specs ]]; then
  echo "none (no spec changed, none imports a changed file; E2E_SPECS names some)"
else
  echo "$specs"
  bash scripts/ensure-chromium.sh >/dev/null
  npx vite build --outDir dist-quick --emptyOutDir --logLevel warn
  # shellcheck disable=SC2086 # one spec file a word
  E2E_DIST=dist-quick E2E_PORT="${QUICK_E2E_PORT:-4275}" npx playwright test $specs
fi
echo
echo "quick check passed in $((SECONDS / 60)) min $((SECONDS % 60)) s (since $base); the full proof is scripts/test-all.sh"
