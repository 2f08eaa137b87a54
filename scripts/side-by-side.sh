#!/usr/bin/env bash
# Issue 12's comparison with the original program, side by side on this
# machine: each case built, solved and verified move by move (the original
# by its own check() and reshade(), ours by the rules), a second of warm-up
# and the best of three runs, by the original Java program, by ours natively
# and by ours in WebAssembly under Node, in interleaved rounds; prints the
# median of the rounds and the ratios.
#
# The original is not in this repository. Point HANOIVAR_ORIGINAL at the
# java/ folder of github.com/BrandonE/hanoi (HanoiLib.java, HanoiVar.java)
# and have a JDK; without them only our two columns are measured.
#
# usage: [HANOIVAR_ORIGINAL=DIR] bash scripts/side-by-side.sh [ROUNDS]
# Expects the wasm bench module built by scripts/bench.sh (target/bench-wasm),
# and measures a second build of it when present (target/bench-wasm-web): the
# site's own profile and wasm-opt -Oz --converge, the speed the pages actually get.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
here=scripts/side-by-side
bench_module="$PWD/target/bench-wasm/hanoi_wasm.js"
site_module="$PWD/target/bench-wasm-web/hanoi_wasm.js"
[[ -f "$site_module" ]] || site_module=

# variation discs pins(- for the variation's own) puzzles-per-run
cases=(
    "Classic 24 - 1"
    "Cyclic 16 - 1"
    "Rainbow 20 - 1"
    "Domino 14 - 1"
    "Reves 100 - 50"
    "Reversi 20 - 1000"
    "Many_Pin 35 6 20000"
)

java_dir=
if [[ -n "${HANOIVAR_ORIGINAL:-}" ]] && command -v javac > /dev/null; then
    java_dir=$(mktemp -d)
    trap 'rm -rf "$java_dir"' EXIT
    python3 "$here/extract-original.py" "$HANOIVAR_ORIGINAL" "$java_dir"
    cp "$here/SideBySide.java" "$java_dir/"
    javac -nowarn -d "$java_dir/classes" "$java_dir"/*.java 2> /dev/null
else
    echo "side by side: the original is not measured (set HANOIVAR_ORIGINAL to its java/ folder and have a JDK)"
fi
cargo build --quiet --release -p hanoi-core --benches
native=$(ls -t target/release/deps/side_by_side-* | grep -v '\.d$' | head -1)

declare -A rates
for ((round = 1; round <= rounds; round++)); do
    for case in "${cases[@]}"; do
        read -r name discs pins reps <<< "$case"
        if [[ -n "$java_dir" ]]; then
            # The demo's own default of 6 pins where the variation lets them vary.
            rates["$case/java"]+=" $(java -Djava.awt.headless=true -cp "$java_dir/classes" SideBySide \
                "$name" "$discs" "${pins/-/6}" "$reps" | cut -d' ' -f1)"
        fi
        rates["$case/native"]+=" $("$native" "$name" "$discs" "$pins" "$reps" | cut -d' ' -f1)"
        rates["$case/wasm"]+=" $(node "$here/wasm.mjs" "$bench_module" "$name" "$discs" "$pins" "$reps" | cut -d' ' -f1)"
        if [[ -n "$site_module" ]]; then
            rates["$case/site"]+=" $(node "$here/wasm.mjs" "$site_module" "$name" "$discs" "$pins" "$reps" | cut -d' ' -f1)"
        fi
    done
done

median() { tr ' ' '\n' <<< "$1" | grep . | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
echo "side by side, M moves/s built, solved and verified (median of $rounds interleaved rounds):"
printf '  %-28s %10s %10s %10s %8s %8s\n' case original native wasm native/ wasm/
for case in "${cases[@]}"; do
    read -r name discs pins reps <<< "$case"
    native_rate=$(median "${rates[$case/native]}")
    wasm_rate=$(median "${rates[$case/wasm]}")
    if [[ -n "$java_dir" ]]; then
        java_rate=$(median "${rates[$case/java]}")
        awk -v c="$name n=$discs x$reps" -v j="$java_rate" -v n="$native_rate" -v w="$wasm_rate" \
            'BEGIN { printf "  %-28s %10.1f %10.1f %10.1f %7.2fx %7.2fx\n", c, j/1e6, n/1e6, w/1e6, n/j, w/j }'
    else
        awk -v c="$name n=$discs x$reps" -v n="$native_rate" -v w="$wasm_rate" \
            'BEGIN { printf "  %-28s %10s %10.1f %10.1f\n", c, "-", n/1e6, w/1e6 }'
    fi
done
if [[ -n "$site_module" ]]; then
    echo "the same in wasm as the site builds its modules (profile web: opt-level \"s\", then wasm-opt -Oz --converge):"
    printf '  %-28s %10s %10s %8s\n' case wasm site site/wasm
    for case in "${cases[@]}"; do
        read -r name discs pins reps <<< "$case"
        awk -v c="$name n=$discs x$reps" -v w="$(median "${rates[$case/wasm]}")" -v s="$(median "${rates[$case/site]}")" \
            'BEGIN { printf "  %-28s %10.1f %10.1f %7.2fx\n", c, w/1e6, s/1e6, s/w }'
    done
fi
