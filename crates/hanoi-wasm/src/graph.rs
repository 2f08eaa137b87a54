//! The state graph for the page's Graph panel (the study module's): every
//! position reachable from the start, the moves between them, where to draw
//! each, and the solution's path.

use hanoi_core::graph::{key_text, LayoutKind, StateGraph, PAGE_GRAPH_LIMIT};
use js_sys::{Array, Float64Array, Uint32Array};
use wasm_bindgen::prelude::*;

use crate::convert::{moves_from, object};
use crate::puzzle;

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
        puzzle = puzzle.with_moves(&moves_from(&moves)?, "as listed").map_err(|e| JsError::new(&e.to_string()))?;
    }
    let graph = StateGraph::build(&puzzle, PAGE_GRAPH_LIMIT).map_err(|e| JsError::new(&e.to_string()))?;
    let layout = graph.layout();
    let xs: Vec<f64> = layout.points.iter().map(|p| p.0).collect();
    let ys: Vec<f64> = layout.points.iter().map(|p| p.1).collect();
    let edges: Vec<u32> = graph.edges.iter().flat_map(|&(a, b)| [a, b]).collect();
    let keys: Array = graph.nodes.iter().map(|pos| JsValue::from(key_text(pos))).collect();
    let texts: Array = graph.nodes.iter().map(|pos| JsValue::from(pos.summary().to_string())).collect();
    let kind = match layout.kind {
        LayoutKind::Sierpinski => "sierpinski",
        LayoutKind::ByDistance => "by-distance",
    };
    Ok(object(&[
        ("count", (graph.nodes.len() as u32).into()),
        ("layout", kind.into()),
        ("x", Float64Array::from(xs.as_slice()).into()),
        ("y", Float64Array::from(ys.as_slice()).into()),
        ("edges", Uint32Array::from(edges.as_slice()).into()),
        ("directed", graph.directed.into()),
        ("goal", graph.goal.map_or(JsValue::UNDEFINED, JsValue::from)),
        ("path", Uint32Array::from(graph.path.as_slice()).into()),
        ("keys", keys.into()),
        ("texts", texts.into()),
    ]))
}

/// The most positions `stateGraph` takes (4,096).
#[wasm_bindgen(js_name = graphLimit)]
pub fn graph_limit() -> u32 {
    PAGE_GRAPH_LIMIT as u32
}
