//! The Games view's analysis tools on a `GameSession`: each legal move's
//! delta remoteness, a scorecard of one player's moves, and the whole
//! analysis as CSV or JSON to download. Conversion only: the definitions,
//! words and writer are the core's (game/review.rs, game/playing/export.rs).

use hanoi_core::game::{delta_remoteness, delta_words, ExportFormat, Scorecard, Value, DELTA_MEANING, VERDICT_GROUPS};
use js_sys::Array;
use wasm_bindgen::prelude::*;

use crate::convert::{js_of, OrNull};
use crate::games::GameSession;

/// What delta remoteness means, for the page's explanation.
#[wasm_bindgen(js_name = deltaMeaning)]
pub fn delta_meaning() -> String {
    DELTA_MEANING.into()
}

#[derive(serde::Serialize)]
struct DeltaJs {
    delta: OrNull<u32>,
    text: OrNull<String>,
}

#[derive(serde::Serialize)]
struct VerdictJs {
    /// The move's index among all the moves made.
    index: usize,
    group: &'static str,
    words: String,
}

#[derive(serde::Serialize)]
struct CountJs {
    group: &'static str,
    words: &'static str,
    count: usize,
}

#[derive(serde::Serialize)]
struct ScorecardJs {
    moves: Vec<VerdictJs>,
    counts: Vec<CountJs>,
    summary: String,
}

#[derive(serde::Serialize)]
struct ExportJs {
    name: String,
    text: String,
}

#[wasm_bindgen]
impl GameSession {
    /// Each legal move's delta remoteness, in the order of `choices()`:
    /// `[{delta, text}]` (`null` for a draw or undecided; `text` the core's
    /// words, "Δ 2, 2 moves slower than the fastest win").
    pub fn deltas(&mut self) -> Array {
        let drawn = self.game.ties_are_drawn();
        let values: Vec<Value> = self.game.choices().iter().map(|c| c.value).collect();
        let deltas: Vec<DeltaJs> = values
            .iter()
            .zip(delta_remoteness(&values))
            .map(|(&v, d)| DeltaJs { delta: OrNull(d), text: OrNull(delta_words(v, d, drawn)) })
            .collect();
        js_of(&deltas).unchecked_into()
    }

    /// A scorecard of `player`'s moves in effect (0 moved first): `{moves:
    /// [{index, group, words}], counts: [{group, words, count}], summary}`.
    pub fn scorecard(&self, player: u8) -> JsValue {
        let drawn = self.game.ties_are_drawn();
        let card = Scorecard::of(self.game.plies(), player);
        js_of(&ScorecardJs {
            moves: card.moves.iter().map(|(i, v)| VerdictJs { index: *i, group: v.group(), words: v.words(drawn) }).collect(),
            counts: VERDICT_GROUPS
                .iter()
                .zip(card.counts)
                .map(|((group, words), count)| CountJs { group, words, count })
                .collect(),
            summary: card.summary(),
        })
    }

    /// The whole analysis as `format` (`csv` or `json`): `{name, text}`,
    /// the file's name after the game; throws with the reason when the
    /// format is unknown or the analysis too large for a page to write.
    #[wasm_bindgen(js_name = exportAnalysis)]
    pub fn export_analysis(&mut self, format: &str) -> Result<JsValue, JsError> {
        let format = ExportFormat::parse(format).map_err(|e| JsError::new(&e))?;
        if let Some(why) = self.game.export_refusal_for_page() {
            return Err(JsError::new(&why));
        }
        let text = self.game.export(format).map_err(|e| JsError::new(&e))?;
        Ok(js_of(&ExportJs { name: self.game.export_name(format), text }))
    }
}
