//! The state graph against what is known of it: Classic's has 3^n positions
//! and 3(3^n - 1)/2 moves and its solution is a shortest path; every edge is
//! a legal move, every node reachable, and a graph too large is refused.

mod common;

use hanoi_core::graph::{GraphError, LayoutKind, StateGraph};
use hanoi_core::{Puzzle, CATALOGUE};

fn graph(name: &str, n: u64, m: Option<u64>) -> StateGraph {
    StateGraph::build(&Puzzle::by_name(name, n, m).unwrap(), 100_000).unwrap()
}

#[test]
fn classic_is_sierpinski_with_the_solution_along_a_side() {
    for n in 0..=7u32 {
        let g = graph("Classic", n as u64, None);
        let nodes = 3usize.pow(n);
        assert_eq!(g.nodes.len(), nodes, "n={n}");
        assert_eq!(g.edges.len(), 3 * (nodes - 1) / 2, "n={n}");
        assert!(!g.directed);
        // The solution is a shortest path: 2^n - 1 moves to the goal.
        assert_eq!(g.path.len(), 1usize << n, "n={n}");
        assert_eq!(g.path.last().copied(), g.goal);
    }
}

#[test]
fn every_edge_is_a_legal_move_and_every_node_is_reached() {
    for variation in CATALOGUE {
        for n in 1..=3u64.min(variation.discs.max as u64) {
            let puzzle = Puzzle::by_name(variation.name, n, None).unwrap();
            let Ok(g) = StateGraph::build(&puzzle, 20_000) else { continue };
            let rules = puzzle.solution().rules();
            let moves = |a: u32, b: u32| {
                rules.legal_moves(&g.nodes[a as usize]).any(|mv| {
                    let mut next = g.nodes[a as usize].clone();
                    rules.play(&mut next, mv.from as usize, mv.to as usize).unwrap();
                    next == g.nodes[b as usize]
                })
            };
            for &(a, b) in &g.edges {
                assert!(moves(a, b), "{} n={n}: no move from node {a} to {b}", variation.name);
                assert!(g.directed || moves(b, a), "{} n={n}: {b} to {a} cannot be undone", variation.name);
            }
            // As many as a plain breadth-first search reaches.
            let (seen, _) = common::breadth_first(rules, puzzle.start(), |_| false);
            assert_eq!(g.nodes.len(), seen.len(), "{} n={n}", variation.name);
            // The solution walks along edges to the goal.
            for pair in g.path.windows(2) {
                assert!(moves(pair[0], pair[1]), "{} n={n}: the path leaves the edges", variation.name);
            }
            assert!(puzzle.is_solved(&g.nodes[*g.path.last().unwrap() as usize]), "{} n={n}", variation.name);
        }
    }
}

#[test]
fn cyclic_moves_one_way() {
    let g = graph("Cyclic", 2, None);
    assert!(g.directed);
    assert_eq!(g.nodes.len(), 9);
}

#[test]
fn a_graph_past_the_limit_is_refused_with_the_count() {
    let puzzle = Puzzle::by_name("Classic", 8, None).unwrap();
    let refused = StateGraph::build(&puzzle, 1000).unwrap_err();
    assert_eq!(refused, GraphError::TooBig { limit: 1000, ranks: Some(6561) });
    assert_eq!(refused.to_string(), "more than 1000 positions are reachable (up to 6561 by count)");
    // Too many to count: refused before exploring (1,000 discs on 100 pins
    // would hold thousands of positions of 400 KB each to find that out).
    let huge = Puzzle::by_name("Many_Pin", 1000, Some(100)).unwrap();
    let refused = StateGraph::build(&huge, 4096).unwrap_err();
    assert_eq!(refused, GraphError::TooManyToCount);
    assert_eq!(refused.to_string(), "the number of positions does not fit in 64 bits");
}

#[test]
fn classic_is_drawn_as_sierpinski_with_the_solution_its_bottom_side() {
    for n in 1..=7u32 {
        let g = graph("Classic", n as u64, None);
        let layout = g.layout();
        assert_eq!(layout.kind, LayoutKind::Sierpinski, "n={n}");
        let points = &layout.points;
        assert_eq!(points.len(), g.nodes.len());
        // Every position its own point, inside the unit square.
        let mut distinct: Vec<(u64, u64)> = points.iter().map(|&(x, y)| (x.to_bits(), y.to_bits())).collect();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), points.len(), "n={n}");
        assert!(points.iter().all(|&(x, y)| (0.0..=1.0).contains(&x) && (0.0..=1.0).contains(&y)));
        // The start and the goal are the bottom corners, and the solution
        // runs straight along the side between them.
        assert_eq!(points[0], (0.0, 1.0));
        assert_eq!(points[g.goal.unwrap() as usize], (1.0, 1.0));
        assert!(g.path.iter().all(|&node| points[node as usize].1 == 1.0), "n={n}");
        // Every move is an edge of the same length, 2^n - 1 of them to a side.
        let length = |(a, b): (u32, u32)| {
            let (p, q) = (points[a as usize], points[b as usize]);
            ((p.0 - q.0).powi(2) + (p.1 - q.1).powi(2)).sqrt()
        };
        let side = ((1u64 << n) - 1) as f64;
        assert!(g.edges.iter().all(|&e| (length(e) * side - 1.0).abs() < 1e-9), "n={n}");
    }
}

#[test]
fn positions_that_share_their_sizes_pins_are_drawn_by_distance() {
    // Reversi's discs turn over: two positions can hold the same sizes on
    // the same pins in other colours; it has four pins besides.
    for (name, n) in [("Reversi", 3u64), ("Reves", 3), ("Multi_Stack", 2)] {
        let g = graph(name, n, None);
        let layout = g.layout();
        assert_eq!(layout.kind, LayoutKind::ByDistance, "{name}");
        let points = &layout.points;
        assert_eq!(points[0].0, 0.0, "{name}: the start on the left");
        // Columns are distances: a move changes the column by at most one.
        let columns: Vec<f64> = {
            let mut xs: Vec<f64> = points.iter().map(|p| p.0).collect();
            xs.sort_by(f64::total_cmp);
            xs.dedup();
            xs
        };
        let column = |node: u32| columns.iter().position(|&x| x == points[node as usize].0).unwrap() as i64;
        assert!(g.edges.iter().all(|&(a, b)| (column(a) - column(b)).abs() <= 1), "{name}");
        // The solution moves one column at a time or stays.
        assert!(g.path.windows(2).all(|w| (column(w[0]) - column(w[1])).abs() <= 1), "{name}");
    }
    // Rainbow's colours are fixed to the discs: still Sierpinski.
    assert_eq!(graph("Rainbow", 3, None).layout().kind, LayoutKind::Sierpinski);
}
