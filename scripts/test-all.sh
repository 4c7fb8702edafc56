#!/usr/bin/env bash
# `npm test`: every stage runs even when an earlier one failed, then a per-stage summary,
# ending with exactly one line "N passed, N failed". Exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

RESULTS=.tmp/test-results
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

SUMMARY=()
TOTAL_PASSED=0
TOTAL_FAILED=0

banner() { printf '\n==== %s ====\n' "$1"; }

record() { # name passed failed seconds note
  TOTAL_PASSED=$((TOTAL_PASSED + $2))
  TOTAL_FAILED=$((TOTAL_FAILED + $3))
  SUMMARY+=("$(printf '%-22s %5s passed %5s failed %5ss  %s' "$1" "$2" "$3" "$4" "$5")")
}

# A check without its own test count (typecheck, lint, build) counts as one test.
check_stage() { # name command...
  local name=$1 start=$SECONDS
  shift
  banner "$name"
  if "$@"; then record "$name" 1 0 $((SECONDS - start)) ''; else record "$name" 0 1 $((SECONDS - start)) ''; fi
}

runner_stage() { # name vitest|playwright report.json command...
  local name=$1 kind=$2 report=$3 start=$SECONDS
  shift 3
  banner "$name"
  "$@"
  local status=$? passed failed note
  read -r passed failed note < <(tsx scripts/count-results.ts "$kind" "$report" "$status")
  record "$name" "${passed:-0}" "${failed:-1}" $((SECONDS - start)) "${note:-}"
}

vitest_json() { # report.json -> reporter flags
  echo --reporter=default --reporter=json "--outputFile=$1"
}

check_stage typecheck tsc --noEmit -p .
check_stage lint eslint .
runner_stage 'unit + component' vitest "$RESULTS/unit.json" \
  vitest run --project unit --project component $(vitest_json "$RESULTS/unit.json")
runner_stage 'api (sqlite)' vitest "$RESULTS/api-sqlite.json" \
  env API_TEST_DB=sqlite vitest run --project api $(vitest_json "$RESULTS/api-sqlite.json")
runner_stage 'api (postgres)' vitest "$RESULTS/api-postgres.json" \
  bash scripts/with-postgres.sh env API_TEST_DB=postgres vitest run --project api $(vitest_json "$RESULTS/api-postgres.json")
# The e2e build (tests/e2e/e2eEnv.ts): its own folder, with the demo password the e2e server uses.
check_stage build env DEMO_PASSWORD=e2e-demo-pass vite build --outDir .tmp/e2e-dist --emptyOutDir
# playwright.config.ts writes its JSON report to the same path.
runner_stage 'e2e (playwright)' playwright "$RESULTS/e2e.json" playwright test

banner summary
printf '%s\n' "${SUMMARY[@]}"
echo "$TOTAL_PASSED passed, $TOTAL_FAILED failed"
[ "$TOTAL_FAILED" -eq 0 ]
