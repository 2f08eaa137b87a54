#!/usr/bin/env bash
# The long fuzz runs (make fuzz): the short ones run in make test. Prints one
# line per suite (cases run and how they ended) and, on a failure, the
# suite's whole output with the case and the seed to replay it.
# Expects scripts/setup.sh and scripts/build.sh to have run (make fuzz does).
#
#   FUZZ_SEED  replays a run (default: a new seed each time)
set -euo pipefail
cd "$(dirname "$0")/.."

seed=${FUZZ_SEED:-$(date +%s)}
echo "fuzz: seed $seed (FUZZ_SEED=$seed make fuzz replays it)"
# Optimised, but with the checks a debug build makes: an overflow must panic
# here, not wrap silently.
export CARGO_PROFILE_RELEASE_OVERFLOW_CHECKS=true CARGO_PROFILE_RELEASE_DEBUG_ASSERTIONS=true
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# run SUMMARY_PATTERN COMMAND...: the command's summary line, or all it said.
run() {
    local pattern=$1
    shift
    if "$@" >"$log" 2>&1; then
        grep -h "$pattern" "$log" | sed 's/^# //'
    else
        cat "$log"
        echo "fuzz: FAILED: $*" >&2
        exit 1
    fi
}

# 28,000 sequences on each of the 36 variations and 3 weighted puzzles: 1,092,000 cases.
run '^player fuzz' env PROPTEST_CASES=28000 \
    cargo test --quiet --release -p hanoi-core --test player_fuzz -- --nocapture
# 112,000 sequences on each of 9 small games: 1,008,000 cases.
run '^game fuzz' env PROPTEST_CASES=112000 \
    cargo test --quiet --release -p hanoi-core --test game_fuzz -- --nocapture
run 'boundary fuzz' env FUZZ_CALLS=1000000 FUZZ_SEED="$seed" node --test tests/unit/boundary-fuzz.test.mjs
run '^cli fuzz' env CLI_FUZZ_RUNS=10000 CLI_FUZZ_SEED="$seed" \
    cargo test --quiet --release -p hanoi-cli --test cli_fuzz -- --nocapture
run 'keyboard fuzz' env FUZZ_SECONDS=40 FUZZ_SEED="$seed" node --test tests/e2e/keyboard-fuzz.test.mjs
echo "fuzz: no failure"
