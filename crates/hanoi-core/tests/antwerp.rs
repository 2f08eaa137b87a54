//! Towers of Antwerp: the documented lengths and recurrences, the five-move
//! single triple, Minsker's "wasted" double move, the order of equal discs,
//! and the size rule's refusal.

mod common;
use common::{fewest_moves, refusal};

use hanoi_core::program::{Call, Program, Step};
use hanoi_core::rules::Rules;
use hanoi_core::solution::{Algorithm, Solution};
use hanoi_core::variations::antwerp::{self, Minsker, T11, T13, T31, T33};
use hanoi_core::{Colour, Disc, Move, Position, Puzzle, Setup};

/// Minsker's program with one of its procedures as the whole solution, so
/// each procedure can be counted and played on its own.
struct Rooted {
    proc: u8,
    n: u32,
}

impl Program for Rooted {
    fn root(&self) -> Call {
        Call::new(self.proc, self.n, [0, 1, 2, 0])
    }
    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        Minsker { n: self.n }.step(call, pc)
    }
    fn complete(&self, call: &Call, pos: &mut Position, rules: &Rules) {
        Minsker { n: self.n }.complete(call, pos, rules)
    }
    fn describe(&self, call: &Call) -> String {
        Minsker { n: self.n }.describe(call)
    }
}

fn procedure(proc: u8, n: u32, start: Position) -> Solution {
    Solution::new(antwerp::rules(), start, Algorithm::Program(Box::new(Rooted { proc, n })))
}

fn length_of(proc: u8, n: u32) -> u128 {
    procedure(proc, n, Position::empty(3, 0)).length().unwrap()
}

fn length(n: u32) -> u128 {
    let instance = antwerp::antwerp(n);
    Solution::new(instance.rules, instance.start, instance.algorithm).length().unwrap()
}

#[test]
fn lengths_follow_the_closed_form() {
    // 0 and 5 moves for n = 0, 1; 12·2^n - 8n - 10 for n > 1.
    assert_eq!(length(0), 0);
    assert_eq!(length(1), 5);
    for n in 2..=60u32 {
        assert_eq!(length(n), 12 * (1u128 << n) - 8 * n as u128 - 10, "n={n}");
    }
    for n in 0..=32u64 {
        assert_eq!(Puzzle::by_name("Antwerp", n, None).unwrap().solution().length().unwrap(), length(n as u32));
    }
}

#[test]
fn procedures_follow_the_matrix_recurrence() {
    // s = (T33, T31, T13, T11, 1), s(1) = (6, 2, 2, 3, 1) for the plain
    // recursion (our T33(1) is the five-move special case), s(n+1) = M s(n).
    assert_eq!([T31, T13, T11].map(|p| length_of(p, 1)), [2, 2, 3]);
    for n in 1..=60 {
        let [t31, t13, t11] = [T31, T13, T11].map(|p| length_of(p, n));
        assert_eq!(t31, t13, "n={n}");
        assert_eq!(length_of(T33, n + 1), 2 * t31 + 4 * t11 + 6, "T33 n={}", n + 1);
        assert_eq!(length_of(T31, n + 1), t31 + 2 * t11 + 2, "T31 n={}", n + 1);
        assert_eq!(length_of(T13, n + 1), t13 + 2 * t11 + 2, "T13 n={}", n + 1);
        assert_eq!(length_of(T11, n + 1), 2 * t11 + 3, "T11 n={}", n + 1);
    }
}

#[test]
fn a_single_triple_cycles_in_five_moves() {
    let puzzle = Puzzle::by_name("Antwerp", 1, None).unwrap();
    let moves: Vec<(u8, u8)> = puzzle.solution().moves().map(|m| (m.from, m.to)).collect();
    assert_eq!(moves, [(2, 0), (1, 2), (0, 2), (0, 1), (2, 0)]);
}

#[test]
fn the_largest_discs_make_one_wasted_double_move() {
    for n in 2..=8u16 {
        let puzzle = Puzzle::by_name("Antwerp", n as u64, None).unwrap();
        let solution = puzzle.solution();
        let mut pos = puzzle.start().clone();
        let mut largest = Vec::new();
        for (t, mv) in solution.moves().enumerate() {
            let disc = solution.rules().play(&mut pos, mv.from as usize, mv.to as usize).unwrap();
            if disc.size == n {
                largest.push((t, mv.from, mv.to, disc.colour));
            }
        }
        // Red 1 -> 3, white 2 -> 1, red 3 -> 2 then blue 3 -> 2 straight after
        // (the double move), white 1 -> 3, blue 2 -> 1.
        let route: Vec<_> = largest.iter().map(|&(_, from, to, colour)| (from + 1, to + 1, colour)).collect();
        use Colour::*;
        assert_eq!(route, [(1, 3, Red), (2, 1, White), (3, 2, Red), (3, 2, Blue), (1, 3, White), (2, 1, Blue)], "n={n}");
        assert_eq!(largest[3].0, largest[2].0 + 1, "n={n}: the double move is two consecutive moves");
        assert!(puzzle.is_solved(&pos));
    }
}

/// Pin 0 holds `n` triples, each (red, white, blue) from the bottom.
fn triples(n: u16) -> Position {
    let mut setup = Setup::new(3);
    for size in (1..=n).rev() {
        for stack in 0..3 {
            setup.push(0, Disc { size, colour: antwerp::COLOURS[stack as usize], stack });
        }
    }
    setup.position()
}

fn stacks_on(pos: &Position, pin: usize) -> Vec<u8> {
    pos.pin(pin).iter().map(|d| d.stack).collect()
}

#[test]
fn a_transfer_of_triples_reverses_only_the_bottom_triple() {
    for n in 1..=6u16 {
        let solution = procedure(T11, n as u32, triples(n));
        let mut pos = solution.start().clone();
        let moves: Vec<Move> = solution.moves().collect();
        solution.rules().play_all(&mut pos, &moves).unwrap();
        assert!(pos.pin(0).is_empty() && pos.pin(1).is_empty());
        let mut expected = vec![2, 1, 0];
        for _ in 1..n {
            expected.extend([0, 1, 2]);
        }
        assert_eq!(stacks_on(&pos, 2), expected, "n={n}");
        let sizes: Vec<u16> = pos.pin(2).iter().map(|d| d.size).collect();
        assert!(sizes.windows(2).all(|w| w[0] >= w[1]));
        // The net effect the seek uses agrees.
        assert_eq!(solution.seek(moves.len() as u128).unwrap(), pos);
    }
}

#[test]
fn equal_sizes_stack_but_not_on_a_smaller_disc() {
    // Red 1 onto white 1 is fine (equal sizes, any colour); red 2 after it is not.
    let refused = refusal("Antwerp", 2, &[(0, 1)], (0, 1));
    assert_eq!(refused, "a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 2");
}

#[test]
fn every_colour_ends_one_pin_to_the_right() {
    for n in 0..=6u64 {
        let puzzle = Puzzle::by_name("Antwerp", n, None).unwrap();
        let solution = puzzle.solution();
        let end = solution.seek(solution.length().unwrap()).unwrap();
        for (pin, colour) in [Colour::Blue, Colour::Red, Colour::White].into_iter().enumerate() {
            let sizes: Vec<u16> = end.pin(pin).iter().map(|d| d.size).collect();
            assert_eq!(sizes, (1..=n as u16).rev().collect::<Vec<_>>());
            assert!(end.pin(pin).iter().all(|d| d.colour == colour), "n={n} pin {}", pin + 1);
        }
    }
}

#[test]
fn minsker_is_shortest_for_small_stacks() {
    for n in 1..=2u64 {
        let puzzle = Puzzle::by_name("Antwerp", n, None).unwrap();
        assert_eq!(fewest_moves(&puzzle), puzzle.solution().length().unwrap(), "n={n}");
    }
}
