#!/usr/bin/env bash
# `npm test`: every stage runs even when an earlier one failed, then a per-stage summary,
# ending with exactly one line "N passed, N failed". Exits non-zero when anything failed.
# The single-core checks (typecheck; lint then build) run side by side; the unit/component runner uses every
# core on its own. The e2e journeys leave about a third of the machine idle while they wait on live rounds and
# matches, so the two API suites (which run their files one after another) run beside them. A parallel stage's
# output is printed whole once its group has finished.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

RESULTS=.tmp/test-results
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

banner() { printf '\n==== %s ====\n' "$1"; }

# Each stage leaves one line "name<TAB>passed<TAB>failed<TAB>seconds<TAB>note" in its own file.
record() { # slot name passed failed seconds note
  printf '%s\t%s\t%s\t%s\t%s\n' "$2" "$3" "$4" "$5" "$6" >"$RESULTS/$1.stage"
}

# A check without its own test count (typecheck, lint, build) counts as one test.
check_stage() { # slot name command...
  local slot=$1 name=$2 start=$SECONDS
  shift 2
  banner "$name"
  if "$@"; then record "$slot" "$name" 1 0 $((SECONDS - start)) ''; else record "$slot" "$name" 0 1 $((SECONDS - start)) ''; fi
}

runner_stage() { # slot name vitest|playwright report.json command...
  local slot=$1 name=$2 kind=$3 report=$4 start=$SECONDS
  shift 4
  banner "$name"
  "$@"
  local status=$? passed failed note
  read -r passed failed note < <(tsx scripts/count-results.ts "$kind" "$report" "$status" "$RESULTS/$slot.failures")
  record "$slot" "$name" "${passed:-0}" "${failed:-1}" $((SECONDS - start)) "${note:-}"
}

vitest_json() { # report.json -> reporter flags
  echo --reporter=default --reporter=json "--outputFile=$1"
}

typecheck() {
  check_stage 1 typecheck tsc --noEmit -p .
}

# ESLint (types, hooks, the layers' import rules) and the one formatter.
lint_all() { eslint . && prettier --check .; }

lint_and_build() {
  check_stage 2 lint lint_all
  # The e2e build (tests/e2e/e2eEnv.ts): its own folder, with the demo password the e2e server uses.
  check_stage 3 build env DEMO_PASSWORD=e2e-demo-pass vite build --outDir .tmp/e2e-dist --emptyOutDir
}

api_sqlite() {
  runner_stage 4 'api (sqlite)' vitest "$RESULTS/api-sqlite.json" \
    env API_TEST_DB=sqlite vitest run --project api $(vitest_json "$RESULTS/api-sqlite.json")
}

api_postgres() {
  runner_stage 5 'api (postgres)' vitest "$RESULTS/api-postgres.json" \
    bash scripts/with-postgres.sh env API_TEST_DB=postgres vitest run --project api $(vitest_json "$RESULTS/api-postgres.json")
}

# Runs the given stage functions side by side, then prints their output in order.
side_by_side() {
  local stage pids=()
  for stage in "$@"; do
    "$stage" >"$RESULTS/$stage.log" 2>&1 &
    pids+=($!)
  done
  wait "${pids[@]}"
  for stage in "$@"; do cat "$RESULTS/$stage.log"; done
}

# playwright.config.ts writes its JSON report to the same path.
e2e() {
  runner_stage 7 'e2e (playwright)' playwright "$RESULTS/e2e.json" playwright test
}

side_by_side typecheck lint_and_build
runner_stage 6 'unit + component' vitest "$RESULTS/unit.json" \
  vitest run --project unit --project component $(vitest_json "$RESULTS/unit.json")
side_by_side e2e api_sqlite api_postgres

banner summary
total_passed=0
total_failed=0
for slot in 1 2 3 4 5 6 7; do
  if [ -f "$RESULTS/$slot.stage" ]; then
    IFS=$'\t' read -r name passed failed seconds note <"$RESULTS/$slot.stage"
  else
    name="stage $slot" passed=0 failed=1 seconds=0 note='did not finish'
  fi
  printf '%-22s %5s passed %5s failed %5ss  %s\n' "$name" "$passed" "$failed" "$seconds" "$note"
  total_passed=$((total_passed + passed))
  total_failed=$((total_failed + failed))
done
# The failed tests (and the journeys that passed only on their retry) by name, above the last line: a CI log may
# keep only its tail.
cat "$RESULTS"/*.failures 2>/dev/null
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
