//! Ready-made weights: the paper's Example 1, and the move-restricted
//! puzzles the paper shows to be weighted puzzles: the five strongly
//! connected movement digraphs on three pegs of its Section 4 ([`DIGRAPHS`]:
//! all moves equal is the classic puzzle, adjacent moves only the linear
//! one, one way round the cyclic one, and K3 less one move and C3 plus one),
//! each allowed move costing 1 and the others forbidden; plus random weights
//! for exploring.

use alloc::vec;
use alloc::vec::Vec;

use crate::weighted::pricing::Pricing;

/// A preset's id, its name, and what it shows.
pub struct Preset {
    pub id: &'static str,
    pub title: &'static str,
    pub description: &'static str,
}

/// The id of the random weights: new ones each time it is chosen.
pub const RANDOM: &str = "random";

impl Preset {
    /// Whether choosing it twice gives the same weights (all but Random): only
    /// those may be named in an address or on the command line.
    pub fn is_fixed(&self) -> bool {
        self.id != RANDOM
    }
}

/// The presets that give the same weights each time ([`Preset::is_fixed`]).
pub fn fixed_presets() -> impl Iterator<Item = &'static Preset> {
    PRESETS.iter().filter(|p| p.is_fixed())
}

pub const PRESETS: &[Preset] = &[
    Preset {
        id: "example",
        title: "Example 1",
        description: "The paper's Example 1, on three pegs (3 discs from peg 1 to peg 3 cost 43, in 10 moves).",
    },
    Preset {
        id: "equal",
        title: "All equal",
        description: "Every move costs 1: the paper's K⃗₃, all six moves allowed; the classic puzzle, the fewest moves (2^n − 1 on three pegs).",
    },
    Preset {
        id: "linear",
        title: "Linear",
        description: "Only moves between neighbouring pegs in a line (on three, 1 and 3 are not joined): the paper's L⃖₃, the linear or Adjacent puzzle; 3^n − 1 moves from peg 1 to peg 3 on three pegs.",
    },
    Preset {
        id: "cyclic",
        title: "Cyclic",
        description: "Only moves one way round, each peg to the next and the last back to peg 1: the paper's C⃗₃, Atkinson's cyclic puzzle; 2, 7, 21, 59, 163 … moves from peg 1 to peg 3 on three pegs.",
    },
    Preset {
        id: "k3-minus",
        title: "K₃ less one",
        description: "Every move but the one from peg 1 to peg 3, each costing 1: the paper's K⃖₃₋, on three pegs; 2, 7, 19, 47, 113 … moves from peg 1 to peg 3.",
    },
    Preset {
        id: "c3-plus",
        title: "C₃ plus one",
        description: "The cyclic moves 1 → 2 → 3 → 1 and the move back from peg 2 to peg 1, each costing 1: the paper's C⃗₃₊, on three pegs; 2, 7, 20, 53, 138 … moves from peg 1 to peg 3.",
    },
    Preset {
        id: RANDOM,
        title: "Random",
        description: "Random whole weights from 0 to 20, each move forbidden with chance 1 in 8, new ones each time.",
    },
];

/// One of the five strongly connected movement digraphs on three pegs
/// (the paper's Figure 3): the solvable puzzles with forbidden moves.
pub struct Digraph {
    /// The preset that gives it on three pegs.
    pub preset: &'static str,
    /// As our copy of the paper prints it: ← over L3 and K3−, → over the
    /// others, though K3 too has moves both ways; the arrows in our copy are
    /// probably transcription artifacts, not a rule.
    pub name: &'static str,
    /// The allowed moves, pegs from 0.
    pub arcs: &'static [(u8, u8)],
}

pub const DIGRAPHS: [Digraph; 5] = [
    Digraph { preset: "equal", name: "K⃗₃", arcs: &[(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)] },
    Digraph { preset: "linear", name: "L⃖₃", arcs: &[(0, 1), (1, 0), (1, 2), (2, 1)] },
    Digraph { preset: "cyclic", name: "C⃗₃", arcs: &[(0, 1), (1, 2), (2, 0)] },
    Digraph { preset: "k3-minus", name: "K⃖₃₋", arcs: &[(0, 1), (1, 0), (1, 2), (2, 0), (2, 1)] },
    Digraph { preset: "c3-plus", name: "C⃗₃₊", arcs: &[(0, 1), (1, 0), (1, 2), (2, 0)] },
];

/// The weights of preset `id` for `pegs` pegs (Example, K₃ less one and
/// C₃ plus one are for three);
/// `seed` picks the random ones.
pub fn preset(id: &str, pegs: usize, seed: u64) -> Option<Pricing> {
    match id {
        "example" => Some(Pricing::whole(&[
            &[Some(0), Some(3), Some(15)],
            &[Some(8), Some(0), Some(2)],
            &[Some(5), Some(6), Some(0)],
        ])),
        "equal" => Some(equal(pegs)),
        "linear" => Some(by_rule(pegs, |a, b| a.abs_diff(b) == 1)),
        "cyclic" => Some(by_rule(pegs, |a, b| b == (a + 1) % pegs)),
        "k3-minus" | "c3-plus" => {
            let arcs = DIGRAPHS.iter().find(|d| d.preset == id).expect("a digraph").arcs;
            Some(by_rule(3, |a, b| arcs.contains(&(a as u8, b as u8))))
        }
        RANDOM => Some(random(pegs, seed)),
        _ => None,
    }
}

pub fn equal(pegs: usize) -> Pricing {
    by_rule(pegs, |_, _| true)
}

/// Cost 1 where `allowed`, forbidden elsewhere.
fn by_rule(pegs: usize, allowed: impl Fn(usize, usize) -> bool) -> Pricing {
    let rows: Vec<Vec<Option<u64>>> =
        (0..pegs).map(|a| (0..pegs).map(|b| (a == b || allowed(a, b)).then_some(1)).collect()).collect();
    let rows: Vec<&[Option<u64>]> = rows.iter().map(Vec::as_slice).collect();
    Pricing::whole(&rows)
}

/// Weights 0 to 20, about one move in eight forbidden, drawn from `seed` by
/// a SplitMix64 sequence (the same seed gives the same weights). Redrawn
/// until every peg can reach every other, so a transfer always exists.
pub fn random(pegs: usize, seed: u64) -> Pricing {
    let mut draws = crate::random::SplitMix(seed);
    let mut next = move || draws.next();
    loop {
        let rows: Vec<Vec<Option<u64>>> = (0..pegs)
            .map(|a| {
                (0..pegs)
                    .map(|b| {
                        let draw = next();
                        if a == b {
                            Some(0)
                        } else if draw % 8 == 0 {
                            None
                        } else {
                            Some(draw / 8 % 21)
                        }
                    })
                    .collect()
            })
            .collect();
        if strongly_connected(&rows) {
            let rows: Vec<&[Option<u64>]> = rows.iter().map(Vec::as_slice).collect();
            return Pricing::whole(&rows);
        }
    }
}

/// Whether every peg reaches every other by allowed moves.
fn strongly_connected(rows: &[Vec<Option<u64>>]) -> bool {
    let pegs = rows.len();
    (0..pegs).all(|start| {
        let mut seen = vec![false; pegs];
        let mut stack = vec![start];
        seen[start] = true;
        while let Some(a) = stack.pop() {
            for b in 0..pegs {
                if !seen[b] && rows[a][b].is_some() {
                    seen[b] = true;
                    stack.push(b);
                }
            }
        }
        seen.iter().all(|&s| s)
    })
}
