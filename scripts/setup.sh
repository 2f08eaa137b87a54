#!/usr/bin/env bash
# Installs whatever the build and the tests need and is not there yet.
# Safe to run every time: each step checks first and prints nothing when it
# has nothing to do. Works on a fresh Debian machine that only has
# rustup/cargo and node/npm (that is what CI gets), with no stdin.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "setup: $*" >&2; }

# Two `make` runs at once (say, a fresh clone next to the work tree) would
# otherwise start two cargo installs or two apt-gets of the same thing.
exec 9>"${TMPDIR:-/tmp}/hanoi-playground-setup.lock"
flock 9

# Root runs apt-get directly; anyone else goes through sudo.
sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# --- Rust targets: the browser build, and the no_std check ---------------
# x86_64-unknown-none has no std at all, so building hanoi-core for it
# proves that nothing in the core (or its dependencies) needs std.
for target in wasm32-unknown-unknown x86_64-unknown-none; do
    if ! rustup target list --installed | grep -qx "$target"; then
        say "adding rust target $target"
        rustup target add "$target"
    fi
done

# --- wasm-bindgen CLI (+ wasm-bindgen-test-runner) ------------------------
# The CLI must be exactly the version of the wasm-bindgen crate in Cargo.lock,
# or wasm-bindgen refuses the module; Cargo.lock is the one place it is written.
wasm_bindgen_version=$(awk '
    $0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }
' Cargo.lock)
[ -n "$wasm_bindgen_version" ] || { say "no wasm-bindgen in Cargo.lock"; exit 1; }

installed_version() { "$1" --version 2>/dev/null | awk '{print $2}'; }
if [ "$(installed_version wasm-bindgen)" != "$wasm_bindgen_version" ] ||
   [ "$(installed_version wasm-bindgen-test-runner)" != "$wasm_bindgen_version" ]; then
    say "installing wasm-bindgen-cli $wasm_bindgen_version (a few minutes, once)"
    # --locked uses the CLI's own lock file, but some crate versions it names
    # are missing from the registry we reach; then resolve afresh.
    if ! cargo install --quiet wasm-bindgen-cli --version "$wasm_bindgen_version" --locked; then
        say "--locked failed (above); installing with freshly resolved dependencies"
        cargo install --quiet wasm-bindgen-cli --version "$wasm_bindgen_version"
    fi
fi

# --- npm packages: playwright-core (drives Chromium), binaryen (wasm-opt),
# marked (renders the guide's pages from docs/), from package-lock.json ---
# npm writes node_modules/.package-lock.json on every install; if it is older
# than package-lock.json, the lock changed since and node_modules is stale.
if [ ! package-lock.json -ot node_modules/.package-lock.json ]; then
    say "npm ci"
    npm ci --no-audit --no-fund --loglevel=error
fi

# --- Chromium and ChromeDriver from Debian (never playwright's download) ---
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    say "installing chromium and chromium-driver with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    # Try the package lists we have; refresh them only if that fails
    # (a fresh machine has none, an old machine may have stale ones).
    sudo_if_needed apt-get install -y -q chromium chromium-driver </dev/null ||
        { sudo_if_needed apt-get update -q </dev/null &&
          sudo_if_needed apt-get install -y -q chromium chromium-driver </dev/null; }
fi
