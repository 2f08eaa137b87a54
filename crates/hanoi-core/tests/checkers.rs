//! Checkers, Checkers_B, Checkers_C: what the documentation states, checked.

mod common;
use common::{fewest_moves, refusal};

use hanoi_core::{Colour, Puzzle};

fn length(name: &str, n: u64) -> u128 {
    Puzzle::by_name(name, n, None).unwrap().solution().length().unwrap()
}

/// The "Table of times" at the end of the original HanoiLib.java, n = 0..36.
const CHECKERS: [u128; 37] = [
    0, 1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81, 97, 113, 137, 161, 193, 225, 257, 289, 337, 385, 449, 513, 577, 641,
    737, 817, 929, 1025, 1153, 1281, 1409, 1537, 1729, 1897,
];
const CHECKERS_B: [u128; 37] = [
    0, 1, 3, 5, 9, 13, 21, 25, 33, 41, 57, 65, 81, 97, 129, 145, 177, 193, 225, 257, 321, 353, 417, 449, 513, 577, 705,
    769, 897, 961, 1089, 1153, 1281, 1409, 1665, 1793, 2049,
];
const CHECKERS_C: [u128; 37] = [
    0, 1, 3, 7, 9, 13, 17, 25, 33, 49, 57, 73, 81, 97, 113, 145, 161, 193, 225, 289, 321, 385, 417, 481, 513, 577, 641,
    769, 833, 961, 1025, 1153, 1281, 1537, 1665, 1921, 2049,
];

#[test]
fn lengths_equal_the_table_of_times() {
    for n in 0..=36 {
        assert_eq!(length("Checkers", n as u64), CHECKERS[n], "Checkers n={n}");
        assert_eq!(length("Checkers_B", n as u64), CHECKERS_B[n], "Checkers_B n={n}");
        assert_eq!(length("Checkers_C", n as u64), CHECKERS_C[n], "Checkers_C n={n}");
    }
}

/// The triangular-number split: k with k(k+1)/2 <= n < (k+1)(k+2)/2.
fn triangular_k(n: u128) -> u128 {
    (0..).take_while(|k| k * (k + 1) / 2 <= n).last().unwrap()
}

/// Reves by the documented formula (n - k(k-1)/2 - 1)·2^k + 1.
fn reves(n: u128) -> u128 {
    if n == 0 {
        return 0;
    }
    let k = triangular_k(n);
    (n - k * (k - 1) / 2 - 1) * (1 << k) + 1
}

/// BABB and BAAB by the recurrences the catalogue states: Frame's split
/// with the bottom k the even (odd) one of t, t+1, every part above BABB.
fn bottom_level(max: usize) -> (Vec<u128>, Vec<u128>) {
    let (mut babb, mut baab) = (vec![0u128], vec![0u128]);
    for n in 1..=max {
        if n <= 2 {
            babb.push((1 << n) - 1);
            baab.push((1 << n) - 1);
            continue;
        }
        let t = triangular_k(n as u128) as usize;
        let (even, odd) = if t.is_multiple_of(2) { (t, t + 1) } else { (t + 1, t) };
        babb.push(2 * babb[n - even] + (1 << even) - 1);
        baab.push(2 * babb[n - odd] + (1 << odd) - 1);
    }
    (babb, baab)
}

#[test]
fn bottom_levels_follow_their_recurrences_to_sixty_discs() {
    let (babb, baab) = bottom_level(60);
    for n in 0..=60 {
        assert_eq!(length("Checkers_B", n as u64), babb[n], "Checkers_B n={n}");
        assert_eq!(length("Checkers_C", n as u64), baab[n], "Checkers_C n={n}");
    }
}

#[test]
fn slower_than_reves_at_fifteen_and_twenty_one() {
    // "At n = 15 the optimal Checkers solution ... costs time 137 moves against
    // 129 for Reves. At n = 21, the fastest Frame-type solution costs 337 against 321."
    assert_eq!((length("Checkers", 15), length("Reves", 15)), (137, 129));
    assert_eq!((length("Checkers", 21), length("Reves", 21)), (337, 321));
    // Below 27 those are the only two where Checkers needs more.
    let slower: Vec<u64> = (0..27).filter(|&n| length("Checkers", n) != length("Reves", n)).collect();
    assert_eq!(slower, [15, 21]);
}

/// The "persistence": n's offset from the semi-square [(k+1)^2/2] with k
/// the triangular-number split.
fn persistence(n: u128) -> i128 {
    let k = triangular_k(n);
    n as i128 - ((k + 1) * (k + 1) / 2) as i128
}

#[test]
fn as_fast_as_reves_just_when_the_persistence_is_at_most_two() {
    // "DDDD(n) = Reves(n) just when |p(n)| <= 2", to the largest n allowed.
    for n in 0..=100u128 {
        let same = length("Checkers", n as u64) == reves(n);
        assert_eq!(same, persistence(n).abs() <= 2, "n={n}, p={}", persistence(n));
    }
}

#[test]
fn the_nearest_triangular_number_decides_between_babb_and_baab() {
    // "When j is even, odd then BABB(n) <=, >= BAAB(n) respectively", j = [(2n + 1/4)^(1/2)].
    for n in 0..=100u64 {
        let j = (8 * n + 1).isqrt() / 2;
        let (babb, baab) = (length("Checkers_B", n), length("Checkers_C", n));
        if j.is_multiple_of(2) {
            assert!(babb <= baab, "n={n}: {babb} > {baab}");
        } else {
            assert!(babb >= baab, "n={n}: {babb} < {baab}");
        }
    }
}

#[test]
fn the_better_bottom_level_matches_checkers_for_four_of_each_five() {
    // "min(BAAB(n), BABB(n)) = DDDD(n) for 4 of any 5-tuple of n with |p(n)| <= 2"
    // (the tuples around the semi-squares from 12 on).
    for k in 4..=12u128 {
        let centre = (k + 1) * (k + 1) / 2;
        let equal = (centre - 2..=centre + 2)
            .filter(|&n| {
                let n = n as u64;
                length("Checkers_B", n).min(length("Checkers_C", n)) == length("Checkers", n)
            })
            .count();
        assert_eq!(equal, 4, "around {centre}");
    }
}

#[test]
fn bases_are_coloured_as_the_problems_name_them() {
    // A is the largest disc's colour, B the other: disc 5 is green, so B is red.
    use Colour::*;
    let bases = |name| Puzzle::by_name(name, 5, None).unwrap().start().bases().to_vec();
    assert_eq!(bases("Checkers"), [Grey, Grey, Grey, Grey]);
    assert_eq!(bases("Checkers_B"), [Red, Green, Red, Red]);
    assert_eq!(bases("Checkers_C"), [Red, Green, Green, Red]);
}

#[test]
fn a_disc_on_its_own_colour_is_refused() {
    let reason = refusal("Checkers", 3, &[(0, 1), (0, 2)], (1, 0));
    assert_eq!(reason, "a disc may not go on a disc of its own colour: disc 1 and disc 3 on pin 1 are both green");
    // And onto a coloured base: in Checkers_B disc 1 is green like pin 2's base.
    let reason = refusal("Checkers_B", 3, &[], (0, 1));
    assert_eq!(reason, "a disc may not go on a base of its own colour: disc 1 and the base of pin 2 are both green");
}

#[test]
fn shortest_for_small_stacks() {
    // The documentation reports the Checkers counts optimal below 27 discs
    // (21 unsettled); for small stacks a search confirms it, and finds the
    // bottom-level solutions shortest too. (`hanoi optimum checkers --discs
    // 21` settles 21: 337, a few seconds in a release build; docs/variations.md.)
    for n in 1..=7 {
        for name in ["Checkers", "Checkers_B", "Checkers_C"] {
            let puzzle = Puzzle::by_name(name, n, None).unwrap();
            assert_eq!(fewest_moves(&puzzle), puzzle.solution().length().unwrap(), "{name} n={n}");
        }
    }
}

#[test]
fn legal_under_the_coloured_bases_up_to_the_largest_stack() {
    // The original never enforced the bases; the same moves respect them at every size.
    for name in ["Checkers", "Checkers_B", "Checkers_C"] {
        for n in (0..=40).chain([100]) {
            let puzzle = Puzzle::by_name(name, n, None).unwrap();
            assert_eq!(puzzle.verify_solution().unwrap() as u128, length(name, n), "{name} n={n}");
        }
    }
}
