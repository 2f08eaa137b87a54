//! `hanoi graph`: every position reachable from the start and the moves
//! between them, as a summary, JSON or Graphviz.

use std::collections::BTreeSet;
use std::io::Write;
use std::process::ExitCode;

use hanoi_core::graph::{LayoutKind, StateGraph, CLI_GRAPH_LIMIT};
use hanoi_core::transcript::json_string;
use hanoi_core::{Position, Puzzle};

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

/// A position as its pins' discs, bottom to top, each `[size,"colour"]`.
fn json_position(pos: &Position) -> String {
    let pins: Vec<String> = pos
        .pins()
        .map(|pin| {
            let discs: Vec<String> =
                pin.iter().map(|d| format!("[{},{}]", d.size, json_string(d.colour.name()))).collect();
            format!("[{}]", discs.join(","))
        })
        .collect();
    format!("[{}]", pins.join(","))
}

fn write_json(puzzle: &Puzzle, graph: &StateGraph, out: &mut impl Write) -> std::io::Result<()> {
    let list = |items: Vec<String>| items.join(",");
    let layout = graph.layout();
    let kind = match layout.kind {
        LayoutKind::Sierpinski => "sierpinski",
        LayoutKind::ByDistance => "by-distance",
    };
    // Where the page draws each node, in the unit square, y down.
    let point = |&(x, y): &(f64, f64)| format!("[{},{}]", round6(x), round6(y));
    writeln!(
        out,
        r#"{{"variation":{},"discs":{},"pins":{},"directed":{},"start":0,"goal":{},"nodes":[{}],"edges":[{}],"path":[{}],"layout":{},"points":[{}]}}"#,
        json_string(puzzle.descriptor().name),
        puzzle.discs,
        puzzle.pins,
        graph.directed,
        graph.goal.map_or("null".to_string(), |g| g.to_string()),
        list(graph.nodes.iter().map(json_position).collect()),
        list(graph.edges.iter().map(|(a, b)| format!("[{a},{b}]")).collect()),
        list(graph.path.iter().map(u32::to_string).collect()),
        json_string(kind),
        list(layout.points.iter().map(point).collect()),
    )
}

/// `x` to six decimals, without trailing zeros: 0.5, 1, 0.133975.
fn round6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

fn write_dot(puzzle: &Puzzle, graph: &StateGraph, out: &mut impl Write) -> std::io::Result<()> {
    let (kind, arrow) = if graph.directed { ("digraph", "->") } else { ("graph", "--") };
    let name = format!("{}, {}", puzzle.descriptor().title, counted(puzzle.discs, "disc"));
    writeln!(out, "{kind} {} {{", json_string(&name))?;
    writeln!(out, "  node [shape=box, fontname=\"monospace\", fontsize=10];")?;
    for (i, pos) in graph.nodes.iter().enumerate() {
        let label = pos.summary().to_string().replace("; ", "\\n");
        let style = if i == 0 {
            ", style=bold"
        } else if graph.goal == Some(i as u32) {
            ", style=\"bold,filled\", fillcolor=\"#ffe0e0\""
        } else {
            ""
        };
        writeln!(out, "  {i} [label={}{style}];", json_string(&label).replace("\\\\n", "\\n"))?;
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
