//! `hanoi graph`: every position reachable from the start and the moves
//! between them, as a summary, JSON or Graphviz.

use std::collections::BTreeSet;
use std::io::Write;
use std::process::ExitCode;

use hanoi_core::graph::{LayoutKind, StateGraph, CLI_GRAPH_LIMIT};
use hanoi_core::{Position, Puzzle};
use serde::{Serialize, Serializer};

use crate::failure::Failure;
use crate::output::{self, counted};

pub fn run(puzzle: &Puzzle, json: bool, dot: bool) -> Result<ExitCode, Failure> {
    let title = puzzle.descriptor().title;
    let graph = StateGraph::build(puzzle, CLI_GRAPH_LIMIT)
        .map_err(|why| Failure::bad_request(format!("{title} with {}: {why}", counted(puzzle.discs, "disc"))))?;
    let mut out = output::stdout();
    if json {
        write_json(puzzle, &graph, &mut out)?;
    } else if dot {
        write_dot(puzzle, &graph, &mut out)?;
    } else {
        writeln!(
            out,
            "{title}, {}: {}, {} between them ({}); the solution passes {}",
            counted(puzzle.discs, "disc"),
            counted(graph.nodes.len() as u64, "position"),
            counted(graph.edges.len() as u64, "move"),
            if graph.directed { "some one-way" } else { "every one reversible" },
            counted(graph.path.len() as u64, "position"),
        )?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// `hanoi graph --json`, in the order of its fields.
#[derive(Serialize)]
struct GraphJson<'a> {
    variation: &'a str,
    discs: u32,
    pins: u32,
    directed: bool,
    /// The start is node 0.
    start: u32,
    /// `null` where no position reached solves the puzzle.
    goal: Option<u32>,
    /// Each position as its pins' discs, bottom to top, each `[size,"colour"]`.
    nodes: Vec<Vec<Vec<(u16, &'static str)>>>,
    edges: &'a [(u32, u32)],
    path: &'a [u32],
    /// `sierpinski` or `by-distance`.
    layout: &'static str,
    /// Where the page draws each node, in the unit square, y down.
    points: Vec<[Coordinate; 2]>,
}

fn json_position(pos: &Position) -> Vec<Vec<(u16, &'static str)>> {
    pos.pins().map(|pin| pin.iter().map(|d| (d.size, d.colour.name())).collect()).collect()
}

fn write_json(puzzle: &Puzzle, graph: &StateGraph, out: &mut impl Write) -> std::io::Result<()> {
    let layout = graph.layout();
    let json = GraphJson {
        variation: puzzle.descriptor().name,
        discs: puzzle.discs,
        pins: puzzle.pins,
        directed: graph.directed,
        start: 0,
        goal: graph.goal,
        nodes: graph.nodes.iter().map(json_position).collect(),
        edges: &graph.edges,
        path: &graph.path,
        layout: match layout.kind {
            LayoutKind::Sierpinski => "sierpinski",
            LayoutKind::ByDistance => "by-distance",
        },
        points: layout.points.iter().map(|&(x, y)| [Coordinate(x), Coordinate(y)]).collect(),
    };
    serde_json::to_writer(&mut *out, &json)?;
    writeln!(out)
}

/// A coordinate to six decimals, without trailing zeros: 0.5, 1, 0.133975
/// (a whole one as an integer, as scripts and the tests read it).
struct Coordinate(f64);

impl Serialize for Coordinate {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let x = (self.0 * 1e6).round() / 1e6;
        if x.fract() == 0.0 && x.abs() < 1e15 {
            serializer.serialize_i64(x as i64)
        } else {
            serializer.serialize_f64(x)
        }
    }
}

/// A Graphviz string: in double quotes, `"` and `\` escaped.
fn dot_string(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

fn write_dot(puzzle: &Puzzle, graph: &StateGraph, out: &mut impl Write) -> std::io::Result<()> {
    let (kind, arrow) = if graph.directed { ("digraph", "->") } else { ("graph", "--") };
    let name = format!("{}, {}", puzzle.descriptor().title, counted(puzzle.discs, "disc"));
    writeln!(out, "{kind} {} {{", dot_string(&name))?;
    writeln!(out, "  node [shape=box, fontname=\"monospace\", fontsize=10];")?;
    for (i, pos) in graph.nodes.iter().enumerate() {
        // One pin a line: Graphviz's `\n` within the quotes.
        let label = dot_string(&pos.summary().to_string()).replace("; ", "\\n");
        let style = if i == 0 {
            ", style=bold"
        } else if graph.goal == Some(i as u32) {
            ", style=\"bold,filled\", fillcolor=\"#ffe0e0\""
        } else {
            ""
        };
        writeln!(out, "  {i} [label={label}{style}];")?;
    }
    let on_path: BTreeSet<(u32, u32)> = graph
        .path
        .windows(2)
        .map(|w| if graph.directed { (w[0], w[1]) } else { (w[0].min(w[1]), w[0].max(w[1])) })
        .collect();
    for &(a, b) in &graph.edges {
        let style = if on_path.contains(&(a, b)) { " [color=red, penwidth=2]" } else { "" };
        writeln!(out, "  {a} {arrow} {b}{style};")?;
    }
    writeln!(out, "}}")
}
