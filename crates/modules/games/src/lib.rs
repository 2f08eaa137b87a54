//! The Games view's module (www/pkg/hanoi_games.js), for its page and its solving worker: the games alone.
//! Built on its own (`cargo build -p hanoi-wasm-games`), so that its
//! features are not unified with another module's.

pub use hanoi_wasm::*;
