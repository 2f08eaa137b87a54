# Entry points for developers and CI. Each target first runs scripts/setup.sh,
# which installs what is missing and is quick and silent when nothing is.
#   make serve   build, then serve www/ on http://127.0.0.1:8000 (scripts/serve.py)
#   make test    every test: native, no_std, wasm in Chromium, end-to-end
#   make build   www/pkg (wasm + JS glue, wasm-opt'd) and www/js (from web/)
#   make bench   core benches and the shipped wasm size
#   make fuzz    the long fuzz runs (make test runs short ones)

# Tools cargo installs (wasm-bindgen) land here, even if the shell's PATH lacks it.
export PATH := $(or $(CARGO_HOME),$(HOME)/.cargo)/bin:$(PATH)
# wasm-bindgen-test-runner drives Debian's Chromium through this driver.
export CHROMEDRIVER := /usr/bin/chromedriver

SERVE_ADDRESS ?= 127.0.0.1
SERVE_PORT ?= 8000

.PHONY: setup build serve test test-native test-no-std test-wasm test-unit test-e2e bench fuzz
# One step at a time, in the order written, even under make -j: the steps
# share cargo's target dir and www/, and their logs stay readable.
.NOTPARALLEL:

setup:
	@bash scripts/setup.sh

build: setup
	@bash scripts/build.sh

# scripts/serve.py: http.server plus the headers a static host sends (CORS for
# course pages on other origins, application/wasm); it says where it listens.
serve: build
	@python3 scripts/serve.py --bind $(SERVE_ADDRESS) --port $(SERVE_PORT) --directory www

# Every test. The e2e tests run against www/ as `make build` leaves it.
test: test-native test-no-std test-wasm test-unit test-e2e

# Core and CLI on the host (the bindings and the modules build for wasm32 only).
test-native: setup
	cargo test -p hanoi-core -p hanoi-cli

# hanoi-core is no_std + alloc: it must build for the browser's target and
# for one that has no std at all.
test-no-std: setup
	cargo build -p hanoi-core --target wasm32-unknown-unknown
	cargo build -p hanoi-core --target x86_64-unknown-none

# wasm-bindgen-test; the runner comes from .cargo/config.toml.
test-wasm: setup
	cargo test -p hanoi-wasm --target wasm32-unknown-unknown

# The page's DOM-free modules (controller, timeline, typing...) under node,
# with the engine as built into www/pkg.
test-unit: build
	node --test tests/unit/

# Playwright + Debian Chromium against www/ as built (tests/e2e/harness.mjs).
test-e2e: build
	node --test tests/e2e/

bench: build
	@bash scripts/bench.sh

# A million Player cases, a million calls into the wasm modules, 10,000
# command lines and 40 s of keys and clicks on each page, with a new seed.
fuzz: build
	@bash scripts/fuzz.sh
