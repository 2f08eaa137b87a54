//! The weighted puzzle: its choice from an address or the fields, the
//! presets, and a `WeightedSession` over the cheapest transfer: the shared
//! player's methods, and its costs and the recursion's table. Conversion
//! only: hanoi-core decides and words.

use hanoi_core::settings::sentence;
use hanoi_core::weighted::cost::{Cost, Sum, Total};
use hanoi_core::weighted::presets::{preset, PRESETS};
use hanoi_core::weighted::pricing::{MAX_PEGS, MIN_PEGS};
use hanoi_core::weighted::request::{matching_preset, page_max_discs, Request};
use hanoi_core::weighted::wthd::{self, SubproblemCounts};
use hanoi_core::weighted::table::PAIRS;
use hanoi_core::weighted::{Method, Weighted};
use js_sys::Array;
use serde::Serialize;
use std::ops::ControlFlow;
use wasm_bindgen::prelude::*;

use crate::convert::{js_of, OrNull};
use crate::session::{player_methods, Shared};

fn error(e: impl ToString) -> JsError {
    JsError::new(&e.to_string())
}

/// `{weights, discs, from, to, scale, pegs, maxDiscs, query, preset,
/// notices?}`, pegs numbered from 1; `query` is the address's parameters
/// for it; `preset` the id of the preset these weights are, or `null`.
fn request_object(request: &Request, notices: Option<&[String]>) -> JsValue {
    let query: Vec<String> = request.query().iter().map(|(k, v)| format!("{k}={v}")).collect();
    let pegs = request.pricing.pegs();
    js_of(&RequestJs {
        weights: request.pricing.text(),
        discs: request.discs,
        from: request.from as u32 + 1,
        to: request.to as u32 + 1,
        scale: scale_word(request.pricing.is_scaled_by_size()),
        pegs: pegs as u32,
        max_discs: page_max_discs(pegs),
        query: query.join("&"),
        preset: OrNull(matching_preset(&request.pricing).map(|p| p.id)),
        notices,
    })
}

/// `request_object`'s answer; `notices` missing (not `undefined`) for
/// fields as typed.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RequestJs<'a> {
    weights: String,
    discs: u32,
    from: u32,
    to: u32,
    scale: &'static str,
    pegs: u32,
    max_discs: u32,
    query: String,
    preset: OrNull<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    notices: Option<&'a [String]>,
}

/// The address's and the summary's word for the scale.
fn scale_word(by_size: bool) -> &'static str {
    if by_size {
        "size"
    } else {
        "none"
    }
}

/// The weighted puzzle URL parameters ask for (each may be missing or
/// anything; `preset` an id standing for its weights when none are given):
/// always one the page can show, with notices for what was replaced.
#[wasm_bindgen(js_name = resolveWeighted)]
pub fn resolve_weighted(
    weights: Option<String>,
    discs: Option<String>,
    from: Option<String>,
    to: Option<String>,
    scale: Option<String>,
    preset: Option<String>,
) -> JsValue {
    let (request, notices) = Request::from_address(
        weights.as_deref(),
        preset.as_deref(),
        discs.as_deref(),
        from.as_deref(),
        to.as_deref(),
        scale.as_deref(),
    );
    request_object(&request, Some(&notices))
}

/// Fields exactly as typed (pegs from 1), or throws saying what is wrong.
#[wasm_bindgen(js_name = checkWeighted)]
pub fn check_weighted(weights: &str, discs: &str, from: &str, to: &str, by_size: bool) -> Result<JsValue, JsError> {
    let request = Request::check(weights, discs, from, to, by_size).map_err(|e| JsError::new(&e))?;
    Ok(request_object(&request, None))
}

/// The presets: `[{id, title, description}]`.
#[wasm_bindgen(js_name = weightedPresets)]
pub fn weighted_presets() -> Array {
    let presets: Vec<PresetJs> =
        PRESETS.iter().map(|p| PresetJs { id: p.id, title: p.title, description: p.description }).collect();
    js_of(&presets).unchecked_into()
}

/// One of `weightedPresets`.
#[derive(Serialize)]
struct PresetJs {
    id: &'static str,
    title: &'static str,
    description: &'static str,
}

/// A preset's weights as text for `pegs` pegs (Example 1 is for three);
/// `seed` picks random ones. Throws for an unknown id.
#[wasm_bindgen(js_name = weightedPreset)]
pub fn weighted_preset(id: &str, pegs: u32, seed: f64) -> Result<String, JsError> {
    let pegs = (pegs as usize).clamp(3, 6);
    preset(id, pegs, seed as u64)
        .map(|p| p.text())
        .ok_or_else(|| error(format!("there is no preset {}", hanoi_core::quoted(id))))
}

/// `{cost, moves}` of a total as text, or `null` when impossible.
fn total_js(weighted: &Weighted, total: &Total) -> OrNull<TotalJs> {
    OrNull(total.is_possible().then(|| TotalJs {
        cost: weighted.pricing().amount(total.cost).to_string(),
        moves: match total.moves {
            Sum::Exact(m) => m.to_string(),
            Sum::Beyond => "2^128 or more".into(),
        },
    }))
}

#[derive(Serialize)]
struct TotalJs {
    cost: String,
    moves: String,
}

/// How many pegs a weighted puzzle may have: `{min, max}`.
#[wasm_bindgen(js_name = weightedPegs)]
pub fn weighted_pegs() -> JsValue {
    js_of(&PegsJs { min: MIN_PEGS as u32, max: MAX_PEGS as u32 })
}

#[derive(Serialize)]
struct PegsJs {
    min: u32,
    max: u32,
}

/// `weightedSummary`'s answer.
#[derive(Serialize)]
struct SummaryJs {
    cost: String,
    count: String,
    method: &'static str,
    settled: f64,
    pegs: u32,
    from: u32,
    to: u32,
    weights: String,
    scale: &'static str,
    matrix: Vec<Vec<String>>,
}

/// `costVerdict`'s answer.
#[derive(Serialize)]
struct VerdictJs {
    kind: &'static str,
    spent: String,
    cheapest: String,
    extra: String,
    moves: String,
    count: String,
    text: String,
}

/// `weightedTable`'s answer.
#[derive(Serialize)]
struct TableJs {
    columns: Vec<String>,
    rows: Vec<RowJs>,
    /// What relation (1) and the paper's WTHD compute with no memory against this table's cells.
    work: String,
}

#[derive(Serialize)]
struct RowJs {
    n: u32,
    cells: Vec<CellJs>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CellJs {
    direct: OrNull<TotalJs>,
    through: OrNull<TotalJs>,
    takes_direct: bool,
    used: bool,
}

/// One weighted puzzle being watched or played: the shared player (every
/// method a `Session` has, in pegs) and the cheapest transfer it plays.
#[wasm_bindgen]
pub struct WeightedSession {
    shared: Shared,
    weighted: Weighted,
}

player_methods!(WeightedSession);

impl WeightedSession {
    /// The whole definition: weights, scale, pegs from and to, discs.
    fn puzzle_key(&self) -> hanoi_core::PuzzleKey {
        self.shared.player.puzzle().key()
    }
}

#[wasm_bindgen]
impl WeightedSession {
    /// The cheapest transfer of `discs` discs from peg `from` to peg `to`
    /// (numbered from 1) for these weights, costs times the disc's size when
    /// `by_size`. Throws with the reason when refused (bad weights, pegs,
    /// too many discs for the page, no transfer possible).
    #[wasm_bindgen(constructor)]
    pub fn new(weights: &str, discs: f64, from: f64, to: f64, by_size: bool) -> Result<WeightedSession, JsError> {
        // As the number would be typed: 3 as "3", anything not whole as itself, so the core refuses it.
        let text = |v: f64| {
            if v.fract() == 0.0 && (0.0..1e18).contains(&v) {
                format!("{}", v as u64)
            } else {
                format!("{v}")
            }
        };
        let request =
            Request::check(weights, &text(discs), &text(from), &text(to), by_size).map_err(|e| JsError::new(&e))?;
        let weighted =
            Weighted::solve(&request.pricing, request.discs, request.from, request.to, |_| ControlFlow::Continue(()))
                .map_err(|e| error(sentence(e)))?;
        Ok(WeightedSession { shared: Shared::of(weighted.puzzle()), weighted })
    }

    /// `{cost, count, method, settled, pegs, from, to, weights, scale,
    /// matrix, forbidden}`: the least cost and the moves it takes (text),
    /// `method` `recursion` or `search` (with `settled` positions), pegs
    /// from 1, the weights as text and as a matrix of texts (`inf` where
    /// forbidden).
    #[wasm_bindgen(js_name = weightedSummary)]
    pub fn weighted_summary(&self) -> JsValue {
        let w = &self.weighted;
        let pricing = w.pricing();
        let pegs = pricing.pegs();
        let (method, settled) = match w.method() {
            Method::Recursion => ("recursion", 0.0),
            Method::Search { settled } => ("search", settled as f64),
        };
        let matrix = (0..pegs)
            .map(|a| {
                (0..pegs)
                    .map(|b| if a == b { "0".into() } else { pricing.amount(pricing.weight(a, b)).to_string() })
                    .collect()
            })
            .collect();
        let (from, to) = w.pegs();
        js_of(&SummaryJs {
            cost: pricing.amount(Cost::units(w.cost())).to_string(),
            count: w.count().to_string(),
            method,
            settled,
            pegs: pegs as u32,
            from: from as u32 + 1,
            to: to as u32 + 1,
            weights: pricing.text(),
            scale: scale_word(pricing.is_scaled_by_size()),
            matrix,
        })
    }

    /// What the solution's first `t` moves cost (`t` a decimal string, at
    /// most the length), as text: the running cost of a disc still in
    /// flight is the landed moves'.
    #[wasm_bindgen(js_name = costAfter)]
    pub fn cost_after(&self, t: &str) -> Result<String, JsError> {
        let w = &self.weighted;
        let t = crate::convert::move_number_from(t)?;
        if t > w.count() {
            // The core's words, its numbers with their thousands marked.
            return Err(error(hanoi_core::BeyondEnd { t, length: w.count() }));
        }
        Ok(w.pricing().amount(Cost::units(w.cost_after(t))).to_string())
    }

    /// What the position on show has cost to reach (the solution's moves
    /// made, plus those made by hand), as text: `14`, `2.5`.
    #[wasm_bindgen(js_name = costShown)]
    pub fn cost_shown(&self) -> String {
        let w = &self.weighted;
        w.pricing().amount(w.cost_on_show(&self.shared.player)).to_string()
    }

    /// Once the puzzle is solved (by watching or by hand), its cost against
    /// the cheapest: `{kind: 'cheapest' | 'dearer', spent, cheapest, extra,
    /// moves, count, text}` (amounts and counts as text; `text` the
    /// sentence: "Solved for 45: 2 more than the cheapest, 43."); `null`
    /// before then.
    #[wasm_bindgen(js_name = costVerdict)]
    pub fn cost_verdict(&self) -> JsValue {
        let Some(verdict) = self.weighted.verdict(&self.shared.player) else { return JsValue::NULL };
        js_of(&VerdictJs {
            kind: if verdict.is_cheapest() { "cheapest" } else { "dearer" },
            spent: verdict.amount(verdict.spent).to_string(),
            cheapest: verdict.amount(verdict.cheapest).to_string(),
            extra: verdict.amount(verdict.extra()).to_string(),
            moves: verdict.moves.to_string(),
            count: verdict.count.to_string(),
            text: verdict.to_string(),
        })
    }

    /// The paper's Table 1 for these weights (three pegs; `null` otherwise):
    /// `{columns: ["1→2", ...], rows: [{n, cells: [{direct, through,
    /// takesDirect, used}]}], work}` with `direct` and `through` as `{cost,
    /// moves}` texts (`null` when impossible), `used` marking the
    /// subproblems the solution uses, and `work` the sentence comparing the
    /// table's 6n cells with what the paper's WTHD computes (Proposition 2).
    #[wasm_bindgen(js_name = weightedTable)]
    pub fn weighted_table(&self) -> JsValue {
        let w = &self.weighted;
        let Some(table) = w.table() else { return JsValue::NULL };
        let (from, to) = w.pegs();
        let used = table.used(w.discs(), from, to);
        let columns = PAIRS.iter().map(|(i, j)| format!("{}→{}", i + 1, j + 1)).collect();
        let rows = (1..=table.discs())
            .map(|n| RowJs {
                n,
                cells: PAIRS
                    .iter()
                    .enumerate()
                    .map(|(column, &(i, j))| {
                        let cell = table.cell(n, i, j);
                        CellJs {
                            direct: total_js(w, &cell.direct),
                            through: total_js(w, &cell.through),
                            takes_direct: cell.takes_direct,
                            used: used.contains(&(n, column)),
                        }
                    })
                    .collect(),
            })
            .collect();
        let work = SubproblemCounts::of(w.discs()).sentence(wthd::run_evaluations(table, w.discs(), from, to));
        js_of(&TableJs { columns, rows, work })
    }
}
