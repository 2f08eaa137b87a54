//! The state graph for the page's Graph panel (the study module's): every
//! position reachable from the start, the moves between them, where to draw
//! each, and the solution's path.

use hanoi_core::graph::{key_text, position_of_key, LayoutKind, StateGraph, PAGE_GRAPH_LIMIT};
use js_sys::{Array, Float64Array, Uint32Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::convert::{moves_from, to_js};
use crate::puzzle;

/// `stateGraph`'s answer; the typed arrays are made as such and carried through.
#[derive(Serialize)]
struct GraphJs {
    count: u32,
    layout: &'static str,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    x: JsValue,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    y: JsValue,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    edges: JsValue,
    directed: bool,
    goal: Option<u32>,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    path: JsValue,
    keys: Vec<String>,
    texts: Vec<String>,
}

/// The graph of a puzzle of at most 4,096 positions: `{count, layout
/// ("sierpinski" or "by-distance"), x, y (Float64Array, in the unit square,
/// y down), edges (Uint32Array of node pairs), directed, goal (a node, or
/// undefined), path (Uint32Array: the solution's nodes from the start),
/// keys (each node's position key, as Session.positionKey gives it), texts
/// (each node's position in words)}`. With `moves` (`[from0, to0, ...]`,
/// pins from 0) the path is theirs instead of the algorithm's. Throws when
/// the parameters are refused, the moves do not solve the puzzle, or more
/// positions are reachable ("more than 4096 positions are reachable (up to
/// 6561 by count)").
#[wasm_bindgen(js_name = stateGraph)]
pub fn state_graph(variation: &str, discs: f64, pins: Option<f64>, moves: Option<Vec<u8>>) -> Result<JsValue, JsError> {
    let mut puzzle = puzzle(variation, discs, pins)?;
    if let Some(moves) = moves {
        let moves = moves_from(&moves)?;
        puzzle = puzzle.with_moves(&moves, hanoi_core::ListSource::Listed).map_err(|e| JsError::new(&e.to_string()))?;
    }
    let graph = StateGraph::build(&puzzle, PAGE_GRAPH_LIMIT).map_err(|e| JsError::new(&e.to_string()))?;
    let layout = graph.layout();
    let xs: Vec<f64> = layout.points.iter().map(|p| p.0).collect();
    let ys: Vec<f64> = layout.points.iter().map(|p| p.1).collect();
    let edges: Vec<u32> = graph.edges.iter().flat_map(|&(a, b)| [a, b]).collect();
    to_js(&GraphJs {
        count: graph.nodes.len() as u32,
        layout: match layout.kind {
            LayoutKind::Sierpinski => "sierpinski",
            LayoutKind::ByDistance => "by-distance",
        },
        x: Float64Array::from(xs.as_slice()).into(),
        y: Float64Array::from(ys.as_slice()).into(),
        edges: Uint32Array::from(edges.as_slice()).into(),
        directed: graph.directed,
        goal: graph.goal,
        path: Uint32Array::from(graph.path.as_slice()).into(),
        keys: graph.nodes.iter().map(key_text).collect(),
        texts: graph.nodes.iter().map(|pos| pos.summary().to_string()).collect(),
    })
}

/// The most positions `stateGraph` takes (4,096).
#[wasm_bindgen(js_name = graphLimit)]
pub fn graph_limit() -> u32 {
    PAGE_GRAPH_LIMIT as u32
}

/// The key of each position a path passes (as `stateGraph`'s `keys`), from
/// `from` (written as `positionNotation` writes it) through the
/// `moves` (`[from0, to0, ...]`, pins from 0): the Graph panel lights up a
/// hint's path by them. Throws when `from` is not a position of the puzzle
/// or a move is illegal.
#[wasm_bindgen(js_name = pathKeys)]
pub fn path_keys(variation: &str, discs: f64, pins: Option<f64>, from: &str, moves: &[u8]) -> Result<Array, JsError> {
    let puzzle = puzzle(variation, discs, pins)?;
    let mut pos = puzzle.position_text().read(from).map_err(|e| JsError::new(&e.to_string()))?;
    let rules = puzzle.solution().rules();
    let keys = Array::of1(&key_text(&pos).into());
    for (i, mv) in moves_from(moves)?.iter().enumerate() {
        rules
            .play(&mut pos, mv.from as usize, mv.to as usize)
            .map_err(|e| JsError::new(&format!("move {}: {e}", i + 1)))?;
        keys.push(&key_text(&pos).into());
    }
    Ok(keys)
}

/// The position whose key is `key` (as `Session.positionKey` gives the
/// position on show) as people write it (`3 2 / - / 1`; a colour where a
/// disc may show several: `3y 2m / 1y / - / -`), as the search's `from`
/// and `hanoi optimum --from` take it. Here rather than in the Session: the
/// writer stays out of the page's first module. Throws when the key is not
/// a position of the puzzle.
#[wasm_bindgen(js_name = positionNotation)]
pub fn position_notation(variation: &str, discs: f64, pins: Option<f64>, key: &str) -> Result<String, JsError> {
    let puzzle = puzzle(variation, discs, pins)?;
    let text = puzzle.position_text();
    let not_one = || JsError::new(&format!("{} is not a position of this puzzle", hanoi_core::quoted(key)));
    let position = position_of_key(key).ok_or_else(not_one)?;
    let written = text.write(&position);
    // Read back: a key of other discs or pins is refused, not written.
    text.read(&written).map_err(|_| not_one())?;
    Ok(written)
}
