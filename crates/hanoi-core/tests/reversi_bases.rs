//! Reversi_A, Reversi_B, Reversi_C, Reversi_P and Checkers_P: what the
//! documentation states, checked.

mod common;
use common::{fewest_moves, periodic_rule};

use hanoi_core::variations::reversi_bases;
use hanoi_core::variations::Instance;
use hanoi_core::{Colour, Move, Position, Puzzle, Setup, Solution};

fn length(instance: Instance) -> u128 {
    Solution::new(instance.rules, instance.start, instance.algorithm).length().unwrap()
}

fn moves(name: &str, n: u64) -> Vec<Move> {
    Puzzle::by_name(name, n, None).unwrap().solution().moves().collect()
}

fn pow3(e: u64) -> u128 {
    3u128.pow(e as u32)
}

#[test]
fn lengths_follow_the_documentation_to_sixty_discs() {
    for n in 0..=60u64 {
        let half = pow3(n / 2); // 3^(n/2) for even n, 3^[n/2] for odd
        let (baba, babb, baab) = if n % 2 == 0 {
            // [(8/3)·3^(n/2) - 2]: 8·3^(n/2 - 1) - 2, and [8/3 - 2] = 0 at n = 0.
            let baab = if n == 0 { 0 } else { 8 * pow3(n / 2 - 1) - 2 };
            (2 * half - 2, 2 * half - 2, baab)
        } else {
            (3 * half - 2, 4 * half - 2, 4 * half - 2)
        };
        let n32 = n as u32;
        assert_eq!(length(reversi_bases::reversi_a(n32)), baba, "Reversi_A n={n}");
        assert_eq!(length(reversi_bases::reversi_b(n32)), babb, "Reversi_B n={n}");
        assert_eq!(length(reversi_bases::reversi_c(n32)), baab, "Reversi_C n={n}");
        assert_eq!(length(reversi_bases::reversi_p(n32)), babb, "Reversi_P n={n}");
        assert_eq!(length(reversi_bases::checkers_p(n32)), babb, "Checkers_P n={n}");
    }
}

#[test]
fn the_times_table_of_the_original() {
    // HanoiLib.java's "Table of times", n = 0..12.
    let table: [(&str, [u128; 13]); 3] = [
        ("Reversi_C", [0, 2, 6, 10, 22, 34, 70, 106, 214, 322, 646, 970, 1942]),
        ("Reversi_B", [0, 2, 4, 10, 16, 34, 52, 106, 160, 322, 484, 970, 1456]),
        ("Reversi_A", [0, 1, 4, 7, 16, 25, 52, 79, 160, 241, 484, 727, 1456]),
    ];
    for (name, times) in table {
        for (n, &time) in times.iter().enumerate() {
            let puzzle = Puzzle::by_name(name, n as u64, None).unwrap();
            assert_eq!(puzzle.solution().length().unwrap(), time, "{name} n={n}");
        }
    }
}

#[test]
fn babb_depends_on_baba_and_baab_on_babb() {
    // "the others ... can be made to depend on it": BABB(n) = 2·BABA(n-1) + 2
    // (the original's alternative BABB_ procedure), BAAB(n) = 2·BABB(n-1) + 2.
    for n in 1..=40u32 {
        let baba = length(reversi_bases::reversi_a(n - 1));
        let babb = length(reversi_bases::reversi_b(n - 1));
        assert_eq!(length(reversi_bases::reversi_b(n)), 2 * baba + 2, "BABB n={n}");
        assert_eq!(length(reversi_bases::reversi_c(n)), 2 * babb + 2, "BAAB n={n}");
    }
}

#[test]
fn the_periodic_rule_makes_reversi_b_moves_under_either_rules() {
    for n in 0..=12 {
        let reversi_b = moves("Reversi_B", n);
        assert_eq!(moves("Reversi_P", n), reversi_b, "Reversi_P n={n}");
        assert_eq!(moves("Checkers_P", n), reversi_b, "Checkers_P n={n}");
        // The rule itself, each move resolved on the live position.
        assert_eq!(periodic_rule("Reversi_P", n), reversi_b, "Reversi_P's rule n={n}");
        assert_eq!(periodic_rule("Checkers_P", n), reversi_b, "Checkers_P's rule n={n}");
    }
}

#[test]
fn each_pair_of_the_periodic_rule_is_used_both_ways() {
    // The documentation writes "move one disc from pin P to Q", but read as a
    // direction its very first move for even n (Y to W) starts on an empty
    // pin: the smaller top disc moves, either way, as the original did.
    for n in [4u64, 5, 6] {
        let period = if n % 2 == 0 { 4 } else { 8 };
        let moves = periodic_rule("Reversi_P", n);
        let both_ways = (0..period).filter(|&phase| {
            let used: Vec<Move> = moves.iter().skip(phase).step_by(period).copied().collect();
            used.iter().any(|m| used.contains(&Move::new(m.to, m.from)))
        });
        assert!(both_ways.count() >= 4, "n={n}");
    }
}

#[test]
fn the_smallest_disc_moves_when_the_documentation_says() {
    // "The smallest disc moves when t mod 3 = 0 (n even), t mod 8 = 0,1,4,5 (n odd)."
    for n in 1..=10u64 {
        let puzzle = Puzzle::by_name("Reversi_P", n, None).unwrap();
        let rules = puzzle.solution().rules();
        let mut pos = puzzle.start().clone();
        for (t, mv) in puzzle.solution().moves().enumerate() {
            let disc = rules.play(&mut pos, mv.from as usize, mv.to as usize).unwrap();
            let expected = if n % 2 == 0 { t % 3 == 0 } else { matches!(t % 8, 0 | 1 | 4 | 5) };
            assert_eq!(disc.size == 1, expected, "n={n} t={t}");
        }
    }
}

#[test]
fn bases_are_coloured_as_larger_discs() {
    use Colour::{Green, Magenta, Red, Yellow};
    // Five discs: the largest is yellow (A), a sixth would be magenta (B).
    let bases = |name| Puzzle::by_name(name, 5, None).unwrap().start().bases().to_vec();
    assert_eq!(bases("Reversi_A"), [Magenta, Yellow, Magenta, Yellow]);
    assert_eq!(bases("Reversi_B"), [Magenta, Yellow, Magenta, Magenta]);
    assert_eq!(bases("Reversi_C"), [Magenta, Yellow, Yellow, Magenta]);
    assert_eq!(bases("Reversi_P"), [Magenta, Yellow, Magenta, Magenta]);
    // Checkers: the largest, odd, is green; a sixth would be red.
    assert_eq!(bases("Checkers_P"), [Red, Red, Green, Red]);
}

#[test]
fn reversi_a_ends_turned_over_the_others_as_they_started() {
    for n in 1..=8u64 {
        for name in ["Reversi_A", "Reversi_B", "Reversi_C", "Reversi_P"] {
            let puzzle = Puzzle::by_name(name, n, None).unwrap();
            let end = puzzle.solution().seek(puzzle.solution().length().unwrap()).unwrap();
            assert!(puzzle.is_solved(&end), "{name} n={n}");
            let turned = end.pin(3).iter().filter(|d| d.colour != puzzle.start().find(d.size, 0).unwrap().colour).count();
            let expected = if name == "Reversi_A" { n as usize } else { 0 };
            assert_eq!(turned, expected, "{name} n={n}: discs turned over");
        }
    }
}

#[test]
fn the_reversi_solutions_are_shortest() {
    // The documentation: Reversi_B is optimal; the original's notes: BAAB,
    // BABA and BABB are. Exhaustive search agrees for small n.
    for n in 0..=7u64 {
        for name in ["Reversi_A", "Reversi_B", "Reversi_C", "Reversi_P"] {
            let puzzle = Puzzle::by_name(name, n, None).unwrap();
            assert_eq!(fewest_moves(&puzzle), puzzle.solution().length().unwrap(), "{name} n={n}");
        }
    }
}

#[test]
fn checkers_p_is_far_from_shortest() {
    // "a (very inefficient) solution to a completely different problem":
    // under its own rules and bases, from one disc on, fewer moves do.
    let fewest = [0, 1, 3, 5, 9, 13, 21];
    for (n, &best) in fewest.iter().enumerate() {
        let puzzle = Puzzle::by_name("Checkers_P", n as u64, None).unwrap();
        assert_eq!(fewest_moves(&puzzle), best as u128, "n={n}");
        let ours = puzzle.solution().length().unwrap();
        assert!(n == 0 || (best as u128) < ours, "n={n}: {best} moves would do, ours {ours}");
    }
}

#[test]
fn checkers_p_needs_its_own_bases_not_checkers_b() {
    // Under the bases B, A, B, B of Checkers_B the rule's first move breaks
    // them: a lone green disc may not go onto pin 2's green base.
    let puzzle = Puzzle::by_name("Checkers_P", 1, None).unwrap();
    let mut pos: Position = puzzle.start().clone();
    pos = Setup::of(&pos).base(1, Colour::Green).position();
    pos = Setup::of(&pos).base(2, Colour::Red).position();
    let first = puzzle.solution().moves().next().unwrap();
    assert_eq!(first, Move::new(0, 1));
    assert!(puzzle.solution().rules().check(&pos, 0, 1).is_err());
}

fn refusal(name: &str, n: u64, from: usize, to: usize) -> String {
    let puzzle = Puzzle::by_name(name, n, None).unwrap();
    let mut pos = puzzle.start().clone();
    let reason = puzzle.solution().rules().play(&mut pos, from, to).unwrap_err().to_string();
    assert_eq!(&pos, puzzle.start(), "a refused move changes nothing");
    reason
}

#[test]
fn refused_moves_say_why() {
    // Reversi_B, one disc: it turns magenta as it moves, and pin 4's base is magenta.
    assert_eq!(
        refusal("Reversi_B", 1, 0, 3),
        "a disc may not land on its own colour: disc 1 turns magenta as it moves, and the base of pin 4 is magenta"
    );
    // Checkers_P, two discs: the green smallest may not go onto a green base.
    assert_eq!(
        refusal("Checkers_P", 2, 0, 1),
        "a disc may not go on a base of its own colour: disc 1 and the base of pin 2 are both green"
    );
}

#[test]
fn the_trace_names_the_colours_beneath_each_transfer() {
    // Reversi_A with 3 discs: the middle transfer finds its disc turned
    // over by the first, so the colours its letters stand for swap.
    let puzzle = Puzzle::by_name("Reversi_A", 3, None).unwrap();
    let texts = |t| puzzle.solution().trace(t).unwrap().into_iter().map(|f| f.text).collect::<Vec<_>>();
    let whole = "BABA: transfer 3 discs from pin 1 via pins 2 and 3 to pin 4 (beneath: magenta, yellow, magenta, yellow)";
    assert_eq!(
        texts(0),
        [whole, "BABA: transfer 1 disc from pin 1 via pins 4 and 3 to pin 2 (beneath: magenta, yellow, magenta, yellow)"]
    );
    assert_eq!(
        texts(3),
        [whole, "BABA: transfer 1 disc from pin 2 via pins 4 and 3 to pin 1 (beneath: yellow, magenta, yellow, magenta)"]
    );
}
