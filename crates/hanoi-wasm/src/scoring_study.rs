//! Scoring play studied on the Games view: Theorem 12's table (the fewest
//! moves to win, computed beside the theorem) and Figure 5's weight plane
//! (each point's value, with the theorems' drawn region). Synchronous, with
//! progress: the page calls them in its study worker. Conversion only: the
//! formulas, the region and the sentences are hanoi-core's
//! (game/theorem12.rs, game/weight_plane.rs).

use hanoi_core::game::theorem12::{table, Agreement, Found, DEFAULT_UPTO, TABLE_MEANING};
use hanoi_core::game::weight_plane::{
    Plane, Region, FIGURE_5_CAPTION, FIGURE_5_DISCS, FIGURE_5_HALF, FIGURE_5_W23, LEGEND, MAX_PLANE_DISCS,
};
use hanoi_core::game::{Ending, Scoring, Weights};
use js_sys::{Function, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;

use crate::convert::js_of;
use crate::progress::JsProgress;

/// `choice[key]` as text (a string, or a whole number as its digits), if
/// there. A fraction is left as "a fraction" for the refusal to quote:
/// formatting floats would add float printing to the module for nothing.
fn text(choice: &JsValue, key: &str) -> Option<String> {
    let value = Reflect::get(choice, &JsValue::from_str(key)).ok()?;
    value.as_string().or_else(|| {
        value.as_f64().map(|n| if n.fract() == 0.0 && n.abs() < 1e15 { (n as i64).to_string() } else { "a fraction".to_string() })
    })
}

/// `choice[key]` as a whole number within `low..=high`, or a message naming `what`.
fn whole(choice: &JsValue, key: &str, what: &str, low: i64, high: i64) -> Result<i64, JsError> {
    let typed = text(choice, key).unwrap_or_default();
    typed
        .trim()
        .parse::<i64>()
        .ok()
        .filter(|n| (low..=high).contains(n))
        .ok_or_else(|| JsError::new(&format!("{what} takes a whole number from {low} to {high}, not {}", hanoi_core::echo::quoted(&typed))))
}

fn ending(choice: &JsValue) -> Result<Ending, JsError> {
    let typed = text(choice, "end").unwrap_or_default();
    Ending::parse(&typed).ok_or_else(|| JsError::new(&format!("the ending is EC1 to EC5, not {}", hanoi_core::echo::quoted(&typed))))
}

/// `{type: 'progress', done, total}` for the worker to pass on.
#[derive(serde::Serialize)]
struct ProgressJs {
    done: f64,
    total: f64,
}

#[derive(serde::Serialize)]
struct TableJs {
    meaning: &'static str,
    weights: String,
    end: String,
    rows: Vec<RowJs>,
}

#[derive(serde::Serialize)]
struct RowJs {
    discs: u64,
    /// What the analysis finds: "9", "at most 9", "∞ (lose in 1)", "undecided".
    found: String,
    /// The theorem: "7", "8..23", "∞".
    theorem: String,
    case: &'static str,
    /// "agrees", "differs", "open".
    agreement: &'static str,
    differs: bool,
}

/// Theorem 12's table for `{weights, end, upto, window?}`: n = 1 to `upto`
/// for that ending, `{meaning, weights, end, rows: [{discs, found, theorem,
/// case, agreement, differs}]}`. `onProgress({done, total})` (rows) may
/// cancel by returning `false`.
#[wasm_bindgen(js_name = theorem12Table)]
pub fn theorem12_table(
    choice: &JsValue,
    #[wasm_bindgen(js_name = onProgress)] on_progress: Option<Function>,
) -> Result<JsValue, JsValue> {
    let weights = Weights::parse(&text(choice, "weights").unwrap_or_default()).map_err(|e| JsError::new(&e.to_string()))?;
    let end = ending(choice)?;
    let upto = whole(choice, "upto", "the table's largest number of discs", 1, Scoring::MAX_DISCS as i64)? as u64;
    let window = match text(choice, "window").filter(|w| !w.trim().is_empty()) {
        Some(w) => Some(weights.parse_window(&w).map_err(|e| JsError::new(&e.to_string()))?),
        None => None,
    };
    let mut reports = JsProgress::new(on_progress);
    let rows = table(upto, &[end], &weights, window, &mut |done, total| {
        reports.report(|| js_of(&ProgressJs { done: done as f64, total: total as f64 }))
    });
    reports.thrown()?;
    let rows = rows.map_err(|e| JsError::new(&e.to_string()))?;
    Ok(js_of(&TableJs {
        meaning: TABLE_MEANING,
        weights: weights.to_string(),
        end: end.to_string(),
        rows: rows
            .iter()
            .map(|r| RowJs {
                discs: r.discs,
                found: match r.found {
                    Found::NoWin(value) => format!("∞ ({value})"),
                    found => found.to_string(),
                },
                theorem: r.stated.claim.to_string(),
                case: r.stated.case,
                agreement: r.agreement.word(),
                differs: r.agreement == Agreement::Differs,
            })
            .collect(),
    }))
}

fn plane(choice: &JsValue) -> Result<Plane, JsError> {
    let discs = whole(choice, "discs", "the plane's discs", 1, hanoi_core::game::weight_plane::MAX_PLANE_DISCS as i64)? as u64;
    let w23 = whole(choice, "w23", "the weight w23", -100, 100)?;
    let half = whole(choice, "half", "the plane's extent", 1, hanoi_core::game::weight_plane::MAX_HALF_WIDTH)?;
    Plane::new(discs, ending(choice)?, w23, half).map_err(|e| JsError::new(&e))
}

#[derive(serde::Serialize)]
struct PlaneFactsJs {
    side: usize,
    half: i64,
    caption: &'static str,
    sentence: String,
    legend: Vec<LegendJs>,
    /// The drawn region's corners [[w12, w13], ...], a single point, or neither.
    polygon: Option<Vec<[f64; 2]>>,
    point: Option<[f64; 2]>,
}

#[derive(serde::Serialize)]
struct LegendJs {
    kind: u8,
    label: &'static str,
}

/// What the page draws around Figure 5's plane for `{discs, end, w23,
/// half}`: `{side, half, caption, sentence, legend: [{kind, label}],
/// polygon, point}` (no analysis: quick).
#[wasm_bindgen(js_name = weightPlaneFacts)]
pub fn weight_plane_facts(choice: &JsValue) -> Result<JsValue, JsError> {
    let plane = plane(choice)?;
    let (polygon, point) = match plane.drawn_region() {
        Region::Polygon(corners) => (Some(corners.iter().map(|&(x, y)| [x, y]).collect()), None),
        Region::Point(x, y) => (None, Some([x, y])),
        Region::Empty => (None, None),
    };
    Ok(js_of(&PlaneFactsJs {
        side: plane.side(),
        half: plane.half,
        caption: FIGURE_5_CAPTION,
        sentence: plane.sentence(),
        legend: LEGEND.iter().map(|&(kind, label)| LegendJs { kind, label }).collect(),
        polygon,
        point,
    }))
}

#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct StudyDefaultsJs {
    table_upto: u64,
    plane_discs: Vec<u64>,
    endings: Vec<EndingJs>,
    /// Figure 5's own choice, as the plane's fields hold it.
    figure5: PlaneChoiceJs,
}

#[derive(serde::Serialize)]
struct EndingJs {
    id: String,
    label: String,
}

#[derive(serde::Serialize)]
struct PlaneChoiceJs {
    discs: String,
    end: String,
    w23: String,
    half: i64,
}

/// What the study offers and starts from: `{tableUpto, planeDiscs: [1, ...],
/// endings: [{id, label}], figure5: {discs, end, w23, half}}` (the table's
/// discs by default, the plane's discs, the endings, Figure 5's plane).
#[wasm_bindgen(js_name = scoringStudyDefaults)]
pub fn scoring_study_defaults() -> JsValue {
    js_of(&StudyDefaultsJs {
        table_upto: DEFAULT_UPTO,
        plane_discs: (1..=MAX_PLANE_DISCS).collect(),
        endings: Ending::ALL.iter().map(|e| EndingJs { id: e.to_string(), label: e.to_string() }).collect(),
        figure5: PlaneChoiceJs {
            discs: FIGURE_5_DISCS.to_string(),
            end: Ending::Ec1.to_string(),
            w23: FIGURE_5_W23.to_string(),
            half: FIGURE_5_HALF,
        },
    })
}

/// Every cell's value for the first player (1 wins, 2 second wins, 3 tie,
/// 4 draw, 5 undecided), rows from the top (w13 = half) down, each from the
/// left (w12 = -half). `onProgress({done, total})` (cells) may cancel.
#[wasm_bindgen(js_name = weightPlaneCells)]
pub fn weight_plane_cells(
    choice: &JsValue,
    #[wasm_bindgen(js_name = onProgress)] on_progress: Option<Function>,
) -> Result<Uint8Array, JsValue> {
    let plane = plane(choice)?;
    let mut reports = JsProgress::new(on_progress);
    let cells = plane.cells(&mut |done, total| reports.report(|| js_of(&ProgressJs { done: done as f64, total: total as f64 })));
    reports.thrown()?;
    let cells = cells.map_err(|e| JsError::new(&e.to_string()))?;
    Ok(Uint8Array::from(cells.as_slice()))
}
