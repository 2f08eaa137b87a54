//! The presets for the five strongly connected movement digraphs of the
//! weighted paper (its Figure 3): each one's move counts for every pair of
//! pegs, against the catalogue's variation where there is one (Classic,
//! Adjacent and Domino_B, Cyclic and Cyclic_R), against exact search over
//! positions, and, for K⃖₃₋ and C⃗₃₊, for which the paper gives no count,
//! against Proposition 1's bounds and the linear recurrences they follow.

use std::ops::ControlFlow;

use hanoi_core::weighted::presets::{preset, DIGRAPHS, PRESETS};
use hanoi_core::weighted::table::{CostTable, PAIRS};
use hanoi_core::weighted::Weighted;
use hanoi_core::Puzzle;

fn go(_: u64) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

/// The fewest moves of preset `id` for n discs from `from` to `to` (pegs from 0), by the recursion.
fn counts(id: &str, upto: u32, from: u8, to: u8) -> Vec<u128> {
    let table = CostTable::new(&preset(id, 3, 0).unwrap(), upto);
    (0..=upto).map(|n| table.best(n, from, to).moves.exact().unwrap()).collect()
}

fn catalogue(name: &str, n: u32) -> u128 {
    Puzzle::by_name(name, n as u64, None).unwrap().solution().length().unwrap()
}

#[test]
fn every_digraph_has_its_preset_with_the_papers_name() {
    let names: Vec<&str> = DIGRAPHS.iter().map(|d| d.name).collect();
    assert_eq!(names, ["K⃗₃", "L⃖₃", "C⃗₃", "K⃖₃₋", "C⃗₃₊"]);
    let arcs: Vec<usize> = DIGRAPHS.iter().map(|d| d.arcs.len()).collect();
    assert_eq!(arcs, [6, 4, 3, 5, 4]);
    for digraph in &DIGRAPHS {
        let listed = PRESETS.iter().find(|p| p.id == digraph.preset).expect("a preset");
        assert!(listed.description.contains(digraph.name), "{}", listed.description);
        // Each allowed move costs 1, the others are forbidden; the cost is the count.
        for &(i, j) in &PAIRS {
            let weighted = Weighted::solve(&preset(digraph.preset, 3, 0).unwrap(), 4, i, j, go).unwrap();
            assert_eq!(weighted.cost(), weighted.count());
        }
    }
}

#[test]
fn the_counts_match_the_catalogue_where_it_has_the_variation() {
    for n in 0..=12u32 {
        for &(i, j) in &PAIRS {
            assert_eq!(counts("equal", n, i, j)[n as usize], 2u128.pow(n) - 1);
        }
        assert_eq!(counts("equal", n, 0, 2)[n as usize], catalogue("classic", n));
        // Linear: end to end 3^n − 1 (Adjacent), end to middle (3^n − 1)/2 (Domino_B).
        assert_eq!(counts("linear", n, 0, 2)[n as usize], catalogue("adjacent", n));
        assert_eq!(counts("linear", n, 0, 2)[n as usize], 3u128.pow(n) - 1);
        for (i, j) in [(0, 1), (1, 0), (1, 2), (2, 1)] {
            assert_eq!(counts("linear", n, i, j)[n as usize], catalogue("domino-b", n));
        }
        // Cyclic 1 → 2 → 3 → 1: two steps round is Cyclic, one step Cyclic_R.
        for (i, j) in [(0, 2), (2, 1), (1, 0)] {
            assert_eq!(counts("cyclic", n, i, j)[n as usize], catalogue("cyclic", n));
        }
        for (i, j) in [(0, 1), (1, 2), (2, 0)] {
            assert_eq!(counts("cyclic", n, i, j)[n as usize], catalogue("cyclic-r", n));
        }
    }
}

#[test]
fn k3_minus_and_c3_plus_counts_agree_with_search_and_follow_their_recurrences() {
    // The described counts, 1 → 3.
    assert_eq!(counts("k3-minus", 6, 0, 2), [0, 2, 7, 19, 47, 113, 267]);
    assert_eq!(counts("c3-plus", 6, 0, 2), [0, 2, 7, 20, 53, 138, 355]);
    for id in ["k3-minus", "c3-plus", "equal", "linear", "cyclic"] {
        let pricing = preset(id, 3, 0).unwrap();
        for n in 0..=7u32 {
            for &(i, j) in &PAIRS {
                let searched = Weighted::search(&pricing, n, i, j, go).unwrap();
                assert_eq!(searched.count(), counts(id, n, i, j)[n as usize], "{id} n = {n} {i}→{j}");
            }
        }
        // Proposition 1: between the classic and the linear counts.
        for &(i, j) in &PAIRS {
            for (n, &moves) in counts(id, 30, i, j).iter().enumerate() {
                assert!((2u128.pow(n as u32) - 1..=3u128.pow(n as u32) - 1).contains(&moves), "{id} n = {n}");
            }
        }
    }
    // Recurrences the computed counts follow up to 40 discs, from n = order + 1 (found by fitting,
    // not proved): C⃗₃₊ a(n) = 2a(n−1) + 3a(n−2) − 4a(n−3) for every pair (growth
    // (1 + √17)/2 ≈ 2.56); K⃖₃₋ a(n) = 2a(n−1) + 3a(n−2) − 6a(n−3) + 2a(n−4),
    // except from peg 3 to peg 1 (1 → 3 reversed), a(n) = a(n−1) + 4a(n−2) − 2a(n−3)
    // (growth ≈ 2.34, the largest root of x³ − x² − 4x + 2).
    let follows = |a: &[u128], c: &[i128]| {
        (c.len() + 1..a.len()).all(|n| {
            a[n] as i128 == c.iter().enumerate().map(|(t, &ct)| ct * a[n - 1 - t] as i128).sum::<i128>()
        })
    };
    for &(i, j) in &PAIRS {
        assert!(follows(&counts("c3-plus", 40, i, j), &[2, 3, -4]), "C3+ {i}→{j}");
        let k3 = counts("k3-minus", 40, i, j);
        if (i, j) == (2, 0) {
            assert!(follows(&k3, &[1, 4, -2]));
        } else {
            assert!(follows(&k3, &[2, 3, -6, 2]), "K3- {i}→{j}");
        }
    }
}
