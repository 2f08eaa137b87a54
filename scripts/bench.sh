#!/usr/bin/env bash
# Benchmarks: the core's throughput natively, the same work compiled to
# WebAssembly under Node, the size of the shipped wasm module raw and gzipped
# (what a browser downloads). Figures only: nothing here passes or fails on time.
# Expects scripts/setup.sh and scripts/build.sh to have run (make bench does).
set -euo pipefail
cd "$(dirname "$0")/.."

core=crates/hanoi-core
if compgen -G "$core/benches/*.rs" >/dev/null || grep -q '^\[\[bench\]\]' "$core/Cargo.toml"; then
    # With threads, as the hanoi command runs its searches.
    cargo bench -p hanoi-core --features threads
else
    echo "bench: hanoi-core has no benches yet ($core/benches/ is empty)"
fi

# The same probes in WebAssembly: hanoi-wasm with its bench feature, bound
# for Node (CommonJS, hence the package.json beside it).
bench_pkg=target/bench-wasm
cargo build --quiet -p hanoi-wasm --release --target wasm32-unknown-unknown --features bench
wasm-bindgen --target nodejs --out-dir "$bench_pkg" target/wasm32-unknown-unknown/release/hanoi_wasm.wasm
echo '{"type": "commonjs"}' > "$bench_pkg/package.json"
node scripts/bench-wasm.mjs "$PWD/$bench_pkg/hanoi_wasm.js"
# Leave the release build as the site expects it (without the probes).
cargo build --quiet -p hanoi-wasm --release --target wasm32-unknown-unknown

site_wasm=www/pkg/hanoi_wasm_bg.wasm
raw_bytes=$(wc -c < "$site_wasm")
gzip_bytes=$(gzip -9c "$site_wasm" | wc -c)
echo "bench: $site_wasm after wasm-opt ($(cat www/pkg/.built-with)):" \
     "$raw_bytes bytes raw, $gzip_bytes bytes gzip -9"

node scripts/first-frame.mjs

# How deep the exact search proves (or beats) every variation's algorithm.
bash scripts/verify-table.sh
