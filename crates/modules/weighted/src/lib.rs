//! The Weighted view's module (www/pkg/hanoi_weighted.js).
//! Built on its own (`cargo build -p hanoi-wasm-weighted`), so that its
//! features are not unified with another module's.

pub use hanoi_wasm::*;
