//! The playground's second module (www/pkg/hanoi_study.js), loaded after
//! its first frame and in the search worker: the exact search, its estimate
//! and quick optimum, and move lists written and read.
//! Built on its own (`cargo build -p hanoi-wasm-study`), so that its
//! features are not unified with another module's.

pub use hanoi_wasm::*;
