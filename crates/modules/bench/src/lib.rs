//! Throughput probes for make bench under Node: every part of the bindings and the bench feature.
//! Built on its own (`cargo build -p hanoi-wasm-bench`), so that its
//! features are not unified with another module's.

pub use hanoi_wasm::*;
