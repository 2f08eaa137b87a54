//! The playground's module (www/pkg/hanoi_wasm.js), the first the page loads: the player, the catalogue and settings.
//! Built on its own (`cargo build -p hanoi-wasm-page`), so that its
//! features are not unified with another module's.

pub use hanoi_wasm::*;
