//! The weighted paper's Proposition 2 (WTHD solves v_n = 6^(n−2) + 4
//! subproblems for n ≥ 3, v_0..2 = 0, 1, 4) and Corollary 2 (so it takes
//! O(6^(n−2)) time), checked by running WTHD as written and counting.

use hanoi_core::weighted::cost::Cost;
use hanoi_core::weighted::presets::preset;
use hanoi_core::weighted::pricing::Pricing;
use hanoi_core::weighted::table::{CostTable, PAIRS};
use hanoi_core::weighted::wthd::{self, SubproblemCounts, Tally};

const EXAMPLE_1: &str = "0,3,15;8,0,2;5,6,0";

/// Relation (1) without memory, evaluated literally, asks below C_n for
/// (4^n − 4)/3 evaluations of 6n − 8 different subproblems (n ≥ 2), whatever
/// the weights; the paper's 6^(n−2) + 4 agrees with the different ones at
/// n = 2 and 3 only, and with the evaluations at n = 2 only.
#[test]
fn proposition_2_counts_agree_with_the_literal_recursion_only_up_to_3_discs() {
    let weights = [EXAMPLE_1, "0,1,1;1,0,1;1,1,0", "0,1,inf;1,0,1;inf,1,0", "0,1,inf;inf,0,1;1,inf,0", "0,0,0;0,0,0;0,0,0"];
    for n in 1..=9u32 {
        let counts = SubproblemCounts::of(n);
        for text in weights {
            let pricing = Pricing::parse(text).unwrap();
            for &(i, j) in &PAIRS {
                let mut tally = Tally::default();
                let cost = wthd::cost(&pricing, n, i, j, &mut tally);
                assert_eq!(cost, CostTable::new(&pricing, n).cost(n, i, j), "{text} n = {n}");
                assert_eq!(tally.evaluations, counts.evaluations.unwrap(), "{text} n = {n}");
                assert_eq!(tally.distinct.len() as u128, counts.distinct, "{text} n = {n}");
            }
        }
    }
    let rows: Vec<(u32, u128, u128, u128, u128)> = (1..=8)
        .map(|n| {
            let c = SubproblemCounts::of(n);
            (n, c.paper.unwrap(), c.distinct, c.evaluations.unwrap(), c.table_cells)
        })
        .collect();
    // n, the paper's v_n, different subproblems, evaluations, our table's cells.
    assert_eq!(
        rows,
        [
            (1, 1, 0, 0, 6),
            (2, 4, 4, 4, 12),
            (3, 10, 10, 20, 18),
            (4, 40, 16, 84, 24),
            (5, 220, 22, 340, 30),
            (6, 1300, 28, 1364, 36),
            (7, 7780, 34, 5460, 42),
            (8, 46660, 40, 21844, 48),
        ]
    );
    // Exact as far as u128 goes: 64 discs (the page's most) still, 65 past 2^128.
    assert_eq!(SubproblemCounts::of(64).evaluations, Some((u128::MAX - 3) / 3));
    assert_eq!(SubproblemCounts::of(65).evaluations, None);
    assert_eq!(SubproblemCounts::of(51).paper, Some(6u128.pow(49) + 4));
    assert_eq!(SubproblemCounts::of(52).paper, None);
    assert!(SubproblemCounts::of(64).sentence(None).contains("where the paper's Proposition 2 counts v_64 = 6^62 + 4, past 2^128"));
    assert_eq!(SubproblemCounts::of(0), SubproblemCounts { discs: 0, paper: Some(0), distinct: 0, evaluations: Some(0), table_cells: 0 });
}

/// WTHD run as written gives the cheapest cost and, here, the fewest moves;
/// what it evaluates grows like 4^n (each call of WTHD(m) evaluates
/// (4^m − 4)/3 costs, and there are 2^(n−m) to 3^(n−m) such calls), inside
/// the paper's O(6^(n−2)) but far from it,
/// while the memoised table needs 6n cells and the move list itself is
/// between 2^n − 1 and 3^n − 1 moves long.
#[test]
fn corollary_2_wthd_as_written_grows_like_4_to_the_n_inside_6_to_the_n_minus_2() {
    for id in ["equal", "linear", "cyclic", "k3-minus", "c3-plus", "example"] {
        let pricing = preset(id, 3, 0).unwrap();
        let mut previous = 0u128;
        for n in 1..=wthd::LITERAL_MAX_DISCS {
            let table = CostTable::new(&pricing, n);
            let mut tally = Tally::default();
            let cost = wthd::run(&pricing, n, 0, 2, &mut tally);
            assert_eq!(cost, table.cost(n, 0, 2), "{id} n = {n}");
            assert_eq!(tally.moves, table.best(n, 0, 2).moves.exact().unwrap(), "{id} n = {n}");
            // Each call of WTHD(m) with m ≥ 2 evaluates (4^m − 4)/3 costs; at least
            // 2^(n−m) and at most 3^(n−m) calls have m discs.
            let low: u128 = (2..=n).map(|m| 2u128.pow(n - m) * ((4u128.pow(m) - 4) / 3)).sum();
            let high: u128 = (2..=n).map(|m| 3u128.pow(n - m) * ((4u128.pow(m) - 4) / 3)).sum();
            assert!((low..=high).contains(&tally.evaluations), "{id} n = {n}: {}", tally.evaluations);
            assert!(tally.evaluations >= 4 * previous, "{id} n = {n}: at least four times the work of n − 1");
            if n >= 2 {
                assert!(tally.evaluations <= 4u128.pow(n + 1), "{id} n = {n}");
            }
            previous = tally.evaluations;
        }
    }
    // The classic weights: 2^(n−m) calls of each size, so Σ 2^(n−m)(4^m − 4)/3 evaluations.
    let mut tally = Tally::default();
    wthd::run(&preset("equal", 3, 0).unwrap(), 8, 0, 2, &mut tally);
    assert_eq!((tally.calls, tally.moves, tally.evaluations), (255, 255, 43_180));
    // The linear weights: 3^(n−m) calls of each size.
    let mut tally = Tally::default();
    wthd::run(&preset("linear", 3, 0).unwrap(), 8, 0, 2, &mut tally);
    let sum: u128 = (2..=8u32).map(|m| 3u128.pow(8 - m) * ((4u128.pow(m) - 4) / 3)).sum();
    assert_eq!((tally.calls, tally.moves, tally.evaluations), (3280, 6560, sum));
    // 4^n is o(6^(n−2)): the ratio falls, so O(6^(n−2)) holds and is not tight.
    let ratio = |n: u32| 4f64.powi(n as i32) / 6f64.powi(n as i32 - 2);
    assert!(ratio(20) < ratio(10) && ratio(40) < 0.001);
    assert_eq!(Cost::ZERO, wthd::run(&preset("equal", 3, 0).unwrap(), 0, 0, 2, &mut Tally::default()));
}

/// WTHD's own count, worked out from the table's choices, is what running
/// it as written counts, on every pair of pegs and all kinds of weights.
#[test]
fn wthd_own_count_from_the_table_equals_the_literal_run() {
    let mut weights: Vec<Pricing> = ["example", "equal", "linear", "cyclic", "k3-minus", "c3-plus"]
        .iter()
        .map(|id| preset(id, 3, 0).unwrap())
        .collect();
    weights.extend((1..=6).map(|seed| preset("random", 3, seed).unwrap()));
    weights.push(Pricing::parse("0,0,0;0,0,0;0,0,0").unwrap());
    for pricing in &weights {
        for n in 0..=8 {
            let table = CostTable::new(pricing, n);
            for &(i, j) in &PAIRS {
                let mut tally = Tally::default();
                wthd::run(pricing, n, i, j, &mut tally);
                assert_eq!(wthd::run_evaluations(&table, n, i, j), Some(tally.evaluations), "{} n = {n}", pricing.text());
            }
        }
    }
    // Exact past what can be run: the linear weights make 3^(n−m) calls with m discs.
    let linear = CostTable::new(&preset("linear", 3, 0).unwrap(), 40);
    let sum: u128 = (2..=40u32).map(|m| 3u128.pow(40 - m) * ((4u128.pow(m) - 4) / 3)).sum();
    assert_eq!(wthd::run_evaluations(&linear, 40, 0, 2), Some(sum));
    assert_eq!(wthd::run_evaluations(&CostTable::new(&preset("linear", 3, 0).unwrap(), 64), 64, 0, 2), None);
}

/// The sentence under the table: what relation (1) costs with no memory,
/// what WTHD run that way makes on the weights shown (Example 1, n = 6:
/// 2,604, not the 1,364 of one C_6), and the 6n − 8 different subproblems
/// a table (the paper's Table 1) needs beside its 6n cells.
#[test]
fn the_sentence_says_the_counts() {
    let table = CostTable::new(&Pricing::parse(EXAMPLE_1).unwrap(), 6);
    let said = SubproblemCounts::of(6).sentence(wthd::run_evaluations(&table, 6, 0, 2));
    assert_eq!(
        said,
        "For 6 discs: computing C_6 by relation (1) with no memory takes 1,364 evaluations below it ((4^n − 4)/3); \
         WTHD run that way makes 2,604 (its own count on these weights); \
         with a table (as the paper's Table 1) there are 28 different subproblems (6n − 8 from n = 2), \
         where the paper's Proposition 2 counts v_6 = 1,300; this table fills 36 cells (6n), each from the row before."
    );
    let linear = CostTable::new(&preset("linear", 3, 0).unwrap(), 6);
    assert!(SubproblemCounts::of(6).sentence(wthd::run_evaluations(&linear, 6, 0, 2)).contains("WTHD run that way makes 4,004 "));
    assert!(SubproblemCounts::of(3).sentence(Some(28)).contains("as the paper's Proposition 2 counts (v_3 = 10)"));
    // One disc: no subproblem below C_1, and the paper's v_1 = 1 is C_1 itself.
    let one = SubproblemCounts::of(1).sentence(Some(0));
    assert!(one.contains("0 different subproblems (6n − 8 from n = 2), and the paper's Proposition 2 counts v_1 = 1, C_1 itself;"), "{one}");
    assert!(SubproblemCounts::of(70).sentence(None).contains("takes more than 2^128 evaluations below it"));
}
