#!/usr/bin/env bash
# Benchmarks: the core's cargo benches (when it has any), then the size of
# the shipped wasm module, raw and gzipped (what a browser downloads).
# Expects scripts/setup.sh and scripts/build.sh to have run (make bench does).
set -euo pipefail
cd "$(dirname "$0")/.."

core=crates/hanoi-core
if compgen -G "$core/benches/*.rs" >/dev/null || grep -q '^\[\[bench\]\]' "$core/Cargo.toml"; then
    cargo bench -p hanoi-core
else
    echo "bench: hanoi-core has no benches yet ($core/benches/ is empty)"
fi

site_wasm=www/pkg/hanoi_wasm_bg.wasm
raw_bytes=$(wc -c < "$site_wasm")
gzip_bytes=$(gzip -9c "$site_wasm" | wc -c)
echo "bench: $site_wasm after wasm-opt ($(cat www/pkg/.built-with)):" \
     "$raw_bytes bytes raw, $gzip_bytes bytes gzip -9"
