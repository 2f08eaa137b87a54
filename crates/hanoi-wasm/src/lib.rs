//! WebAssembly bindings: a `Session` over hanoi-core's `Player`, the
//! catalogue, the page's settings, the exact search, the counts' growth,
//! the two-player games, their sums and the weighted puzzle's `WeightedSession`. Conversion only: every
//! rule, decision and message lives in hanoi-core. Errors become
//! JavaScript `Error`s carrying the core's message.
//!
//! The page downloads only what it uses: each feature is one part of the
//! bindings, and each crate under `crates/modules/` links the parts one
//! module of the site needs (the playground's first load has no search,
//! move lists, games or weighted puzzle in it). Tests build every part.

#[cfg(feature = "bench")]
mod bench;
// Each module uses its own part of the conversions.
#[allow(dead_code)]
mod convert;
#[cfg(feature = "study")]
mod ends;
#[cfg(feature = "study")]
mod exports;
#[cfg(feature = "games")]
mod game_start;
#[cfg(feature = "games")]
mod game_review;
#[cfg(feature = "games")]
mod game_values;
#[cfg(feature = "games")]
mod games;
#[cfg(feature = "study")]
mod graph;
#[cfg(feature = "study")]
mod growth;
#[cfg(any(feature = "games", feature = "sums", feature = "study"))]
mod progress;
#[cfg(feature = "games")]
mod scoring_study;
#[cfg(feature = "study")]
mod search;
#[cfg(any(feature = "player", feature = "weighted"))]
mod session;
#[cfg(feature = "player")]
mod settings;
#[cfg(feature = "sums")]
mod sums;
#[cfg(feature = "weighted")]
mod weighted;

use hanoi_core::Puzzle;
use wasm_bindgen::prelude::*;

use crate::convert::count_from;
#[cfg(feature = "study")]
pub use crate::ends::{random_start, read_ends};
#[cfg(feature = "study")]
pub use crate::exports::{moves_command, read_transcript, transcript_limit, write_transcript};
#[cfg(feature = "games")]
pub use crate::game_start::{game_arrangement, random_game_start, rearrange_game_start};
#[cfg(feature = "games")]
pub use crate::games::{check_game, fallback_game, game_kinds, resolve_game, solve_game, GameSession};
#[cfg(feature = "games")]
pub use crate::game_review::delta_meaning;
#[cfg(feature = "games")]
pub use crate::scoring_study::{scoring_study_defaults, theorem12_table, weight_plane_cells, weight_plane_facts};
#[cfg(feature = "sums")]
pub use crate::sums::{check_sum, default_sum, SumSession};
#[cfg(feature = "study")]
pub use crate::graph::{graph_limit, path_keys, position_notation, state_graph};
#[cfg(feature = "study")]
pub use crate::growth::growth_counts;
#[cfg(feature = "study")]
pub use crate::search::{quick_optimum, search_estimate, search_optimum};
#[cfg(feature = "player")]
pub use crate::session::{catalogue, Session};
#[cfg(feature = "player")]
pub use crate::settings::{check_settings, find_variation, resolve_settings, switch_settings};
#[cfg(feature = "weighted")]
pub use crate::weighted::{
    check_weighted, resolve_weighted, weighted_pegs, weighted_preset, weighted_presets, WeightedSession,
};

#[wasm_bindgen(start)]
fn start() {
    // Only a bug can panic; make it readable in the console if one does.
    console_error_panic_hook::set_once();
}

/// `text` as the core's messages quote a value a user typed: within double
/// quotes, at most 40 characters and then "…", line breaks escaped (`\n`)
/// and characters that do not show by their code point (`<U+001B>`):
/// `quote("revs")` is `"revs"` with the quotes. For the page's own
/// messages, so that quoting is done one way.
#[wasm_bindgen]
pub fn quote(text: &str) -> String {
    hanoi_core::quoted(text).to_string()
}

/// A catalogue puzzle from JavaScript numbers; throws with the reason when
/// the parameters are refused.
#[allow(dead_code)] // not in the games or weighted modules alone
pub(crate) fn puzzle(variation: &str, discs: f64, pins: Option<f64>) -> Result<Puzzle, JsError> {
    let discs = count_from(discs, "discs")?;
    let pins = pins.map(|p| count_from(p, "pins")).transpose()?;
    Puzzle::by_name(variation, discs, pins).map_err(|e| JsError::new(&e.to_string()))
}
