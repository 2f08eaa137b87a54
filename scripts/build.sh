#!/usr/bin/env bash
# Builds the site into www/: the wasm modules and their JS glue in www/pkg/,
# the front-end modules and styles from web/ in www/js/, the guide's pages
# (www/guide.html, www/teachers.html) from docs/.
# Expects scripts/setup.sh to have run (make does that first).
#
#   WASM_OPT_FLAGS  wasm-opt optimisation flags (default -Oz --converge, see docs/benchmarks.md)
set -euo pipefail
cd "$(dirname "$0")/.."

wasm_opt_flags=${WASM_OPT_FLAGS:--Oz --converge}
pkg=www/pkg
# The site's wasm modules, each a crate under crates/modules/ built on its
# own (so that cargo does not unify their features) into www/pkg/NAME.js and
# NAME_bg.wasm: the playground's first load carries only the player; its
# study module (search, move lists) comes after the first frame. Built with
# the `web` profile (Cargo.toml: optimised for size), the first module with
# `web-page`.
modules="page:hanoi_wasm study:hanoi_study games:hanoi_games sums:hanoi_sums weighted:hanoi_weighted"
# Records the wasm-bindgen version, wasm-opt flags and modules www/pkg was
# made with, so that changing any redoes the work even if no file is newer
# (and a module no longer built leaves no files behind).
pkg_stamp=$pkg/.built-with
# --debug makes the glue check every argument's type: without it, an object
# where text belongs corrupts wasm memory ("memory access out of bounds")
# instead of throwing; it costs about 0.6 KB of gzipped glue and no wasm.
bindgen_flags="--target web --debug"
wanted_stamp="$(wasm-bindgen --version) $bindgen_flags wasm-opt $wasm_opt_flags profiles web, web-page: $modules"
if [ "$(cat "$pkg_stamp" 2>/dev/null)" != "$wanted_stamp" ]; then
    rm -rf "$pkg"
fi
mkdir -p "$pkg"

for module in $modules; do
    crate=${module%%:*}
    name=${module#*:}
    # Cargo is incremental by itself and leaves the .wasm untouched when nothing changed.
    # The first module has a profile of its own (Cargo.toml: web-page).
    profile=web
    [ "$crate" = page ] && profile=web-page
    cargo build --quiet -p "hanoi-wasm-$crate" --profile $profile --target wasm32-unknown-unknown
    cargo_wasm=target/wasm32-unknown-unknown/$profile/hanoi_wasm_$crate.wasm
    site_wasm=$pkg/${name}_bg.wasm
    if [ ! -f "$site_wasm" ] || [ ! -f "$pkg/$name.js" ] || [ "$cargo_wasm" -nt "$site_wasm" ]; then
        wasm-bindgen $bindgen_flags --out-dir "$pkg" --out-name "$name" "$cargo_wasm"
        # binaryen from npm (package.json pins it): Debian's wasm-opt is too old
        # for the features rustc now emits by default.
        # An unoptimised module must not be left looking up to date.
        node_modules/.bin/wasm-opt $wasm_opt_flags "$site_wasm" -o "$site_wasm.tmp" || { rm -f "$site_wasm"; exit 1; }
        mv "$site_wasm.tmp" "$site_wasm"
        echo "build: $site_wasm $(wc -c < "$site_wasm") bytes ($wasm_opt_flags)"
    fi
done
echo "$wanted_stamp" > "$pkg_stamp"

# The one masthead (web/shell/masthead.js) written into the three views'
# pages, which change only when it did.
node scripts/write-mastheads.mjs
# The guide's pages, rendered from docs/guide.md and docs/teachers.md with
# that masthead (before the service worker below, which lists them).
node scripts/render-guides.mjs

# Copy afresh each time, so a file removed from web/ goes from www/js/ too.
# Keeps web/'s sub-folders, for modules that import ./sub/x.js. The
# masthead's template is the build's (written into the pages above), not
# the browser's.
rm -rf www/js
mkdir -p www/js
(cd web && find . -type f \( -name '*.js' -o -name '*.mjs' -o -name '*.css' \) ! -path ./shell/masthead.js \
    -exec cp --parents -p {} ../www/js/ \;)

# The service worker (web/offline/service-worker.js) with the build's id and
# every file of the site to cache: a new build gets a new worker and cache.
# (wasm-bindgen's TypeScript declarations are for editors, not pages.)
site_files=$(cd www && find . -type f ! -name sw.js ! -name '.*' ! -name '*.d.ts' | sed 's|^\./||' | LC_ALL=C sort)
build_id=$(cd www && printf '%s\n' $site_files | xargs sha256sum | sha256sum | cut -c1-16)
{
    echo "// Made by scripts/build.sh from web/offline/service-worker.js: do not edit."
    echo "const BUILD = '$build_id';"
    echo "const FILES = ["
    echo "  './',"
    printf "  '%s',\n" $site_files
    echo "];"
    cat web/offline/service-worker.js
} > www/sw.js
