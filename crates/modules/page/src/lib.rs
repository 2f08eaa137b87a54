//! The playground's module (www/pkg/hanoi_wasm.js), the first the page loads: the player, the catalogue, settings, transcripts and the search's estimate.
//! Built on its own (`cargo build -p hanoi-wasm-page`), so that its
//! features are not unified with another module's.

pub use hanoi_wasm::*;
