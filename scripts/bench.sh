#!/usr/bin/env bash
# Benchmarks: the core's throughput natively, the same work compiled to
# WebAssembly under Node, the size of the shipped wasm module raw and gzipped
# (what a browser downloads). Figures only: nothing here passes or fails on time.
# Expects scripts/setup.sh and scripts/build.sh to have run (make bench does).
set -euo pipefail
cd "$(dirname "$0")/.."

# With threads, as the hanoi command runs its searches. (side_by_side runs
# below, interleaved with the original program.)
cargo bench -p hanoi-core --features threads --bench throughput --bench games --bench weighted

# The same probes in WebAssembly: every part of the bindings with the bench
# feature (crates/modules/bench), bound for Node (CommonJS, hence the
# package.json beside it).
bench_pkg=target/bench-wasm
cargo build --quiet -p hanoi-wasm-bench --release --target wasm32-unknown-unknown
wasm-bindgen --target nodejs --out-dir "$bench_pkg" --out-name hanoi_wasm \
    target/wasm32-unknown-unknown/release/hanoi_wasm_bench.wasm
echo '{"type": "commonjs"}' > "$bench_pkg/package.json"
node scripts/bench-wasm.mjs "$PWD/$bench_pkg/hanoi_wasm.js"
# And built as the site's modules are (profile web, wasm-opt -Oz --converge), for
# side-by-side.sh to time beside it.
site_pkg=target/bench-wasm-web
cargo build --quiet -p hanoi-wasm-bench --profile web --target wasm32-unknown-unknown
wasm-bindgen --target nodejs --out-dir "$site_pkg" --out-name hanoi_wasm \
    target/wasm32-unknown-unknown/web/hanoi_wasm_bench.wasm
node_modules/.bin/wasm-opt -Oz --converge "$site_pkg/hanoi_wasm_bg.wasm" -o "$site_pkg/hanoi_wasm_bg.wasm"
echo '{"type": "commonjs"}' > "$site_pkg/package.json"

# Issue 12's cases beside the original Java program (when HANOIVAR_ORIGINAL
# points at its sources): built, solved and verified, natively and in wasm.
bash scripts/side-by-side.sh

# What a browser downloads: each of the site's modules after wasm-opt, raw
# and gzipped. The playground's first frame needs hanoi_wasm alone;
# hanoi_study comes after it.
echo "bench: wasm modules after wasm-opt ($(cat www/pkg/.built-with)):"
for site_wasm in www/pkg/*_bg.wasm; do
    printf '  %-34s %8d bytes raw, %7d bytes gzip -9\n' "$site_wasm" \
        "$(wc -c < "$site_wasm")" "$(gzip -9c "$site_wasm" | wc -c)"
done

node scripts/first-frame.mjs
# 10 million moves at top speed and an hour of Repeat mode: memory stays flat.
node scripts/long-run.mjs

# How deep the exact search proves (or beats) every variation's algorithm.
bash scripts/verify-table.sh
