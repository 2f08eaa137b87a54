//! The search worker's module (www/pkg/hanoi_search.js): the exact search, loaded when a search starts.
//! Built on its own (`cargo build -p hanoi-wasm-search`), so that its
//! features are not unified with another module's.

pub use hanoi_wasm::*;
