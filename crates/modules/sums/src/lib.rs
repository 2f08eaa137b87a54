//! The Sums view's module (www/pkg/hanoi_sums.js), for its page and its
//! worker: sums of impartial towers alone, so that the Games view does not
//! carry them, nor the Sums view the other games. Built on its own (`cargo
//! build -p hanoi-wasm-sums`), so that its features are not unified with
//! another module's.

pub use hanoi_wasm::*;
