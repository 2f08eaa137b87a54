//! The numbers the documentation states, checked by computation.

mod common;

use common::frame_stewart;
use hanoi_core::variations::many_pin::binomial;
use hanoi_core::{ParamError, Puzzle, CATALOGUE};

fn length(name: &str, n: u64, m: Option<u64>) -> u128 {
    Puzzle::by_name(name, n, m).unwrap().solution().length().unwrap()
}

#[test]
fn classic_takes_two_to_the_n_minus_one() {
    for n in 0..=64u32 {
        assert_eq!(length("Classic", n as u64, None), (1u128 << n) - 1);
        assert_eq!(length("Classic_P", n as u64, None), (1u128 << n) - 1);
    }
    assert_eq!(length("Classic", 64, None), 18446744073709551615);
}

#[test]
fn reves_matches_the_documented_formula() {
    // (n - k(k-1)/2 - 1) 2^k + 1 with k(k+1)/2 <= n < (k+1)(k+2)/2.
    for n in 1..=100u128 {
        let k = (1..).take_while(|k| k * (k + 1) / 2 <= n).last().unwrap();
        let formula = (n - k * (k - 1) / 2 - 1) * (1 << k) + 1;
        assert_eq!(length("Reves", n as u64, None), formula, "n={n}");
    }
}

#[test]
fn many_pin_equals_the_frame_stewart_numbers() {
    let fs = frame_stewart(10, 60);
    for (m, row) in fs.iter().enumerate().skip(3) {
        for (n, &moves) in row.iter().enumerate() {
            assert_eq!(length("Many_Pin", n as u64, Some(m as u64)), moves, "m={m} n={n}");
        }
    }
    // Reves is the four-pin case.
    for (n, &moves) in fs[4].iter().enumerate() {
        assert_eq!(length("Reves", n as u64, None), moves);
    }
}

#[test]
fn many_pin_closed_form_holds() {
    // (n - n0) 2^s + sum_{i<s} 2^i C(i+m-3, m-3), n0 = C(s+m-3, m-2) <= n < C(s+m-2, m-2).
    for m in 3..=12i64 {
        // Three pins double with every disc: stay inside u128.
        let max_n = if m == 3 { 120 } else { 300 };
        for n in 1..=max_n {
            let s = (1..).find(|&s| (n as u128) < binomial(s + m - 2, m - 2)).unwrap();
            let n0 = binomial(s + m - 3, m - 2);
            let sum: u128 = (0..s).map(|i| (1u128 << i) * binomial(i + m - 3, m - 3)).sum();
            let formula = (n as u128 - n0) * (1 << s) + sum;
            assert_eq!(length("Many_Pin", n as u64, Some(m as u64)), formula, "m={m} n={n}");
        }
    }
}

#[test]
fn six_pins_thirty_five_discs_worked_example() {
    let puzzle = Puzzle::by_name("Many_Pin", 35, Some(6)).unwrap();
    let solution = puzzle.solution();
    assert_eq!(solution.length().unwrap(), 209);
    let pos = solution.seek(105).unwrap();
    let sizes = |pin: usize| pos.pin(pin).iter().map(|d| d.size).collect::<Vec<_>>();
    assert_eq!(sizes(5), vec![35]);
    assert_eq!(sizes(4), (32..=34).rev().collect::<Vec<_>>());
    assert_eq!(sizes(3), (26..=31).rev().collect::<Vec<_>>());
    assert_eq!(sizes(2), (16..=25).rev().collect::<Vec<_>>());
    assert_eq!(sizes(1), (1..=15).rev().collect::<Vec<_>>());
    assert!(sizes(0).is_empty());
}

#[test]
fn a_hundred_pins_and_a_thousand_discs_work() {
    let puzzle = Puzzle::by_name("Many_Pin", 1000, Some(100)).unwrap();
    let solution = puzzle.solution();
    let length = solution.length().unwrap();
    let fs = frame_stewart_single(100, 1000);
    assert_eq!(length, fs);
    let mut pos = puzzle.start().clone();
    for mv in solution.moves() {
        solution.rules().play(&mut pos, mv.from as usize, mv.to as usize).unwrap();
    }
    assert!(puzzle.is_solved(&pos));
    assert_eq!(solution.seek(length / 2).unwrap().disc_count(), 1000);
}

/// The Frame-Stewart number for one (m, n) by the closed form.
fn frame_stewart_single(m: i64, n: i64) -> u128 {
    let s = (1..).find(|&s| (n as u128) < binomial(s + m - 2, m - 2)).unwrap();
    let n0 = binomial(s + m - 3, m - 2);
    let sum: u128 = (0..s).map(|i| (1u128 << i) * binomial(i + m - 3, m - 3)).sum();
    (n as u128 - n0) * (1 << s) + sum
}

#[test]
fn lengths_too_big_for_u128_are_an_error_not_a_wrong_number() {
    let puzzle = Puzzle::by_name("Many_Pin", 1000, Some(3)).unwrap();
    let solution = puzzle.solution();
    assert!(solution.length().is_err());
    // Moves still come, lazily, and seeking inside the first half works.
    let first: Vec<_> = solution.moves().take(3).collect();
    assert_eq!(first.len(), 3);
    assert_eq!(solution.seek(1u128 << 100).unwrap().disc_count(), 1000);
    // 128 discs on 3 pins is 2^128 - 1 moves, the largest u128, still exact.
    assert_eq!(length("Many_Pin", 128, Some(3)), u128::MAX);
    assert!(Puzzle::by_name("Many_Pin", 129, Some(3)).unwrap().solution().length().is_err());
}

#[test]
fn seek_at_sixty_four_discs_finds_the_halfway_position() {
    let puzzle = Puzzle::by_name("Classic", 64, None).unwrap();
    let pos = puzzle.solution().seek(1u128 << 63).unwrap();
    // After 2^63 moves the largest disc has just moved to pin 3 and the
    // other 63 sit on pin 2.
    assert_eq!(pos.pin(2).len(), 1);
    assert_eq!(pos.pin(1).len(), 63);
    assert_eq!(pos.pin(2)[0].size, 64);
}

#[test]
fn parameters_out_of_range_are_refused_with_a_reason() {
    let err = |name, n, m| Puzzle::by_name(name, n, m).err().unwrap().to_string();
    assert_eq!(err("Classic", 65, None), "Classic takes 0 to 64 discs, not 65");
    assert_eq!(err("Classic", 3, Some(4)), "Classic always has 3 pins, not 4");
    // Messages name a variation by its title, not its catalogue name.
    assert_eq!(err("Many_Pin", 3, Some(2)), "Many-Pin takes 3 to 100 pins, not 2");
    assert_eq!(err("Many_Pin", 1001, None), "Many-Pin takes 0 to 1,000 discs, not 1001");
    assert_eq!(err("Reves", 5, Some(5)), "Reve's puzzle always has 4 pins, not 5");
    assert_eq!(err("Classic", 999, None), "Classic takes 0 to 64 discs, not 999");
    assert!(matches!(Puzzle::by_name("Nonesuch", 3, None), Err(ParamError::UnknownVariation { .. })));
    assert_eq!(err("Nonesuch", 3, None), "unknown variation \"Nonesuch\"");
    // Names and ids match whatever the case, with - and _ alike, and
    // whitespace around them.
    for name in ["classic_p", "CLASSIC-P", "Classic_P", "many_pin", "Many-Pin", " reves\n"] {
        assert!(Puzzle::by_name(name, 3, None).is_ok(), "{name}");
    }
}

#[test]
fn titles_are_names_with_spaces_but_for_four() {
    let special = [("Reves", "Reve's puzzle"), ("Many_Pin", "Many-Pin"), ("Multi_Stack", "Multi-Stack"), ("Four_Star", "Four-Star")];
    for v in CATALOGUE {
        let expected = match special.iter().find(|(name, _)| *name == v.name) {
            Some((_, title)) => title.to_string(),
            None => v.name.replace('_', " "),
        };
        assert_eq!(v.title, expected, "{}", v.name);
    }
    let title = |name| hanoi_core::find(name).unwrap().title;
    assert_eq!([title("classic-p"), title("reversi-e"), title("lundon-c")], ["Classic P", "Reversi E", "Lundon C"]);
}

/// The words a reader sees name Reve's puzzle by its title, as the guide
/// does ("the Reve's"), never "Reves's" nor the bare catalogue name "Reves".
#[test]
fn descriptions_and_formulas_call_reves_puzzle_by_its_title() {
    for v in CATALOGUE {
        for (what, text) in [("description", v.description), ("formula", v.formula)] {
            assert!(!text.contains("Reves"), "{} {what} says \"Reves\": {text}", v.name);
        }
    }
    let checkers = hanoi_core::find("checkers").unwrap();
    assert!(checkers.formula.contains("Reve's puzzle"), "{}", checkers.formula);
    assert!(checkers.description.contains("as few moves as Reve's puzzle"), "{}", checkers.description);
}

#[test]
fn catalogue_entries_are_complete() {
    for v in CATALOGUE {
        assert!(!v.description.is_empty() && !v.formula.is_empty(), "{}", v.name);
        assert!(v.id.bytes().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-'), "{}", v.id);
        assert!(v.discs.contains(v.discs.default) && v.pins.contains(v.pins.default), "{}", v.name);
    }
}

/// The split's binomials are exact past 64 bits (their partial products
/// move to 128 bits when they would overflow): Pascal's rule holds, and
/// C(100, 50) is known.
#[test]
fn binomials_are_exact_past_64_bits() {
    for a in 1..=120i64 {
        for b in 1..a {
            assert_eq!(binomial(a, b), binomial(a - 1, b - 1) + binomial(a - 1, b), "C({a}, {b})");
        }
    }
    assert_eq!(binomial(64, 32), 1_832_624_140_942_590_534);
    assert_eq!(binomial(100, 50), 100_891_344_545_564_193_334_812_497_256);
    assert_eq!(binomial(5, 7), 0);
}
