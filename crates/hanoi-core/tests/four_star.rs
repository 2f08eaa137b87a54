//! Four-Star: what the documentation states, checked.

mod common;
use common::fewest_moves;

use hanoi_core::variations::four_star::{splits, three_smooth, STAR};
use hanoi_core::{Colour, Puzzle};

fn length(n: u64) -> u128 {
    Puzzle::by_name("Four_Star", n, None).unwrap().solution().length().unwrap()
}

/// The sorted numbers 2^i·3^j by brute force: every such product up to a
/// bound, sorted.
fn smooth_by_sorting(bound: u128) -> Vec<u128> {
    let mut all = Vec::new();
    let mut two = 1u128;
    while two <= bound {
        let mut product = two;
        while product <= bound {
            all.push(product);
            product *= 3;
        }
        two *= 2;
    }
    all.sort();
    all
}

#[test]
fn the_sequence_is_the_sorted_products_of_powers_of_two_and_three() {
    let sorted = smooth_by_sorting(1 << 40);
    assert_eq!(three_smooth(sorted.len()), sorted);
    assert_eq!(three_smooth(12), [1, 2, 3, 4, 6, 8, 9, 12, 16, 18, 24, 27]);
}

#[test]
fn lengths_are_twice_the_sums_of_the_sequence_to_sixty_discs() {
    // 2(a_1 + ... + a_n); the documentation's own table from the original's source to n = 12.
    let table = [0, 2, 6, 12, 20, 32, 48, 66, 90, 122, 158, 206, 260];
    let a = three_smooth(100);
    for n in 0..=100usize {
        let formula = 2 * a[..n].iter().sum::<u128>();
        assert_eq!(length(n as u64), formula, "n={n}");
        if n < table.len() {
            assert_eq!(formula, table[n], "n={n}");
        }
    }
}

#[test]
fn the_split_is_fixed_by_powers_of_three_and_approximated_below_1737_discs() {
    // k = 1 + [log_3 a_n], i.e. 3^(k-1) <= a_n < 3^k; approximately
    // [(2n log 2 / log 3)^(1/2) + 0.1809], "exact for n < 1737".
    let a = three_smooth(1737);
    let k = splits(1737);
    let approximation = |n: usize| ((2.0 * n as f64 * 2f64.ln() / 3f64.ln()).sqrt() + 0.1809).floor() as u32;
    for n in 1..=1737 {
        let power = 3u128.pow(k[n]);
        assert!(power / 3 <= a[n - 1] && a[n - 1] < power, "n={n}");
        if n < 1737 {
            assert_eq!(k[n], approximation(n), "n={n}");
        }
    }
    assert_eq!((k[1737], approximation(1737)), (47, 46), "the first miss");
    assert_eq!(k[570], 26);
}

#[test]
fn the_star_is_pin_2_and_drawn_white() {
    let puzzle = Puzzle::by_name("Four_Star", 3, None).unwrap();
    assert_eq!(STAR, 1);
    assert_eq!(puzzle.start().shafts(), [Colour::Grey, Colour::White, Colour::Grey, Colour::Grey]);
    assert!(puzzle.start().pin(0).iter().all(|d| d.colour == Colour::White));
}

#[test]
fn a_move_that_misses_the_star_is_refused() {
    let puzzle = Puzzle::by_name("Four_Star", 3, None).unwrap();
    let rules = puzzle.solution().rules();
    let mut pos = puzzle.start().clone();
    let reason = rules.play(&mut pos, 0, 3).unwrap_err().to_string();
    assert_eq!(reason, "every move must start or end on pin 2, the star");
    assert_eq!(&pos, puzzle.start());
    assert!(rules.play(&mut pos, 0, 1).is_ok(), "onto the star is fine");
}

#[test]
fn shortest_for_small_stacks() {
    // Optimal under the Frame hypothesis, says the documentation; for small n
    // nothing at all is shorter.
    for n in 1..=7 {
        let puzzle = Puzzle::by_name("Four_Star", n, None).unwrap();
        assert_eq!(fewest_moves(&puzzle), puzzle.solution().length().unwrap(), "n={n}");
    }
}

#[test]
fn legal_and_solved_up_to_the_largest_stack() {
    for n in (0..=40).chain([100]) {
        let puzzle = Puzzle::by_name("Four_Star", n, None).unwrap();
        assert_eq!(puzzle.verify_solution().unwrap() as u128, length(n), "n={n}");
    }
}
