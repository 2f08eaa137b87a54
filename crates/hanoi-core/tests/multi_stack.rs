//! Turtle and Multi_Stack: the documented lengths, the quartet of
//! sub-problems, the hundred-disc demonstration, stack and ride-pin colours,
//! and the own-pins and equal-size refusals.

mod common;
use common::fewest_moves;
use std::collections::HashSet;
use std::path::PathBuf;

use hanoi_core::program::{Call, Program, Step};
use hanoi_core::rules::Rules;
use hanoi_core::solution::{Algorithm, Solution};
use hanoi_core::variations::multi_stack::{self, stack_colour, Stacks};
use hanoi_core::{Colour, Move, Position, Puzzle};
use serde_json::Value;

fn length(n: u32, pins: u32) -> u128 {
    let instance = multi_stack::multi_stack(n, pins);
    Solution::new(instance.rules, instance.start, instance.algorithm).length().unwrap()
}

fn classic(n: u32) -> u128 {
    (1u128 << n) - 1
}

#[test]
fn turtle_takes_three_classic_transfers() {
    // HAHA(n, 2) = 3(2^n - 1).
    for n in 0..=60 {
        let instance = multi_stack::turtle(n);
        let turtle = Solution::new(instance.rules, instance.start, instance.algorithm).length().unwrap();
        assert_eq!(turtle, 3 * classic(n), "n={n}");
        assert_eq!(length(n, 4), turtle);
    }
}

#[test]
fn more_stacks_take_l_classic_transfers_and_half_a_stack() {
    // HAHA(n, l) = l(2^n - 1) + 2^(n-1) for l > 2, and 0 for n = 0.
    for l in [3, 4, 5, 7, 10, 16, 20u32] {
        assert_eq!(length(0, 2 * l), 0);
        for n in 1..=60 {
            assert_eq!(length(n, 2 * l), l as u128 * classic(n) + (1 << (n - 1)), "l={l} n={n}");
        }
    }
    // The reference's empirical forms: 7·2^(n-1) - 3 (l = 3), 9·2^(n-1) - 4 (l = 4).
    for n in 1..=60 {
        assert_eq!(length(n, 6), 7 * (1u128 << (n - 1)) - 3);
        assert_eq!(length(n, 8), 9 * (1u128 << (n - 1)) - 4);
    }
}

/// Lunnon's program with one of its quartet of sub-problems as the whole
/// solution.
struct Rooted {
    program: Stacks,
    proc: u8,
}

impl Program for Rooted {
    fn root(&self) -> Call {
        Call::new(self.proc, self.program.n, [0; 4])
    }
    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        self.program.step(call, pc)
    }
    fn relabelable(&self, call: &Call) -> bool {
        self.program.relabelable(call)
    }
    fn complete(&self, call: &Call, pos: &mut Position, rules: &Rules) {
        self.program.complete(call, pos, rules)
    }
    fn describe(&self, call: &Call) -> String {
        self.program.describe(call)
    }
}

/// HAHR, HRHA, HARA, RAHA.
const QUARTET: [(u8, &str); 4] = [(2, "HAHR"), (3, "HRHA"), (4, "HARA"), (5, "RAHA")];

#[test]
fn each_sub_problem_takes_l_classic_transfers() {
    // R(n) = l T(n) = l(2^n - 1), whichever of the four.
    for l in 2..=12u8 {
        for n in 0..=40 {
            for (proc, name) in QUARTET {
                let rooted = Rooted { program: Stacks { stacks: l, n }, proc };
                let start = Position::empty(2 * l as usize, 0);
                let solution = Solution::new(multi_stack::rules(), start, Algorithm::Program(Box::new(rooted)));
                assert_eq!(solution.length().unwrap(), l as u128 * classic(n), "{name} l={l} n={n}");
            }
        }
    }
}

#[test]
fn each_sub_problem_moves_its_stacks_legally() {
    // From everything at home, HAHR sends stack 0 home to away and the rest
    // home to ride; HRHA the other way round. Played under the rules.
    for l in 2..=5u8 {
        for n in 1..=5 {
            let start = multi_stack::multi_stack(n, 2 * l as u32).start;
            for (proc, name, first, rest) in [(2, "HAHR", 2, 1), (3, "HRHA", 1, 2)] {
                let rooted = Rooted { program: Stacks { stacks: l, n }, proc };
                let solution = Solution::new(multi_stack::rules(), start.clone(), Algorithm::Program(Box::new(rooted)));
                let mut pos = start.clone();
                let moves: Vec<Move> = solution.moves().collect();
                let played = solution.rules().play_all(&mut pos, &moves);
                played.unwrap_or_else(|(i, e)| panic!("{name} l={l} n={n}: move {}: {e}", i + 1));
                for stack in 0..l {
                    let pin = (2 * stack + if stack == 0 { first } else { rest }) as usize % (2 * l as usize);
                    let on_pin: Vec<_> = pos.pin(pin).iter().filter(|d| d.stack == stack).map(|d| d.size).collect();
                    assert_eq!(on_pin, (1..=n as u16).rev().collect::<Vec<_>>(), "{name} l={l} n={n} stack {stack}");
                }
                assert_eq!(solution.seek(moves.len() as u128).unwrap(), pos, "{name} l={l} n={n}: net effect");
            }
        }
    }
}

#[test]
fn turtle_is_multi_stack_on_four_pins() {
    for n in 0..=8 {
        let turtle: Vec<Move> = Puzzle::by_name("Turtle", n, None).unwrap().solution().moves().collect();
        let multi: Vec<Move> = Puzzle::by_name("Multi_Stack", n, Some(4)).unwrap().solution().moves().collect();
        assert_eq!(turtle, multi, "n={n}");
    }
}

#[test]
fn a_hundred_discs_on_twenty_pins() {
    // The documentation's demonstration: ten stacks of ten.
    let puzzle = Puzzle::by_name("Multi_Stack", 10, Some(20)).unwrap();
    assert_eq!(puzzle.start().disc_count(), 100);
    assert_eq!(puzzle.solution().length().unwrap(), 10 * 1023 + 512);
    assert_eq!(puzzle.verify_solution().unwrap(), 10 * 1023 + 512);
    // Ten stacks, ten different colours.
    let colours: HashSet<Colour> = (0..10).map(stack_colour).collect();
    assert_eq!(colours.len(), 10);
    assert!(!colours.contains(&Colour::Grey));
}

#[test]
fn the_largest_settings_work() {
    let puzzle = Puzzle::by_name("Multi_Stack", 20, Some(40)).unwrap();
    let length = puzzle.solution().length().unwrap();
    assert_eq!(length, 20 * classic(20) + (1 << 19));
    let middle = puzzle.solution().seek(length / 2).unwrap();
    assert_eq!(middle.disc_count(), 400);
}

#[test]
fn stacks_and_ride_pins_take_the_original_colours() {
    use Colour::*;
    assert_eq!([0, 1, 2, 3].map(stack_colour), [Green, Orange, Cyan, Pink]);
    let puzzle = Puzzle::by_name("Multi_Stack", 3, Some(8)).unwrap();
    for pos in [puzzle.start(), puzzle.goal()] {
        assert_eq!(pos.shafts(), [Grey, Green, Grey, Orange, Grey, Cyan, Grey, Pink]);
        assert!(pos.bases().iter().all(|&c| c == Grey));
    }
    for (pin, colour) in [(0, Green), (2, Orange), (4, Cyan), (6, Pink)] {
        assert!(puzzle.start().pin(pin).iter().all(|d| d.colour == colour));
    }
    // Beyond the palette the colours repeat.
    let palette = multi_stack::STACK_COLOURS.len();
    assert_eq!(stack_colour(palette), Green);
    assert_eq!(stack_colour(palette + 3), Pink);
}

/// The original's colour table index (only the colours these puzzles use).
fn shade(colour: Colour) -> i64 {
    match colour {
        Colour::Green => 4,
        Colour::Orange => 6,
        Colour::Cyan => 8,
        Colour::Pink => 10,
        Colour::Grey => 11,
        other => panic!("{other} is not used by the recorded runs"),
    }
}

#[test]
fn ride_pin_shafts_equal_the_original() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference");
    let mut compared = 0;
    for (file, name) in [("Turtle", "Turtle"), ("Multi_Stack", "Multi_Stack")] {
        let text = std::fs::read_to_string(dir.join(format!("{file}.jsonl"))).unwrap();
        for line in text.lines() {
            let run: Value = serde_json::from_str(line).unwrap();
            let (n, m) = (run["n"].as_u64().unwrap(), run["m"].as_u64().unwrap());
            if m < 4 {
                continue; // Multi_Stack with m_arg 2 (one stack): outside our range.
            }
            let puzzle = Puzzle::by_name(name, n, Some(m)).unwrap();
            let ours: Vec<i64> = puzzle.start().shafts().iter().map(|&c| shade(c)).collect();
            let recorded = run["init"]["shaft_shades"].as_array().unwrap();
            let recorded: Vec<i64> = recorded.iter().map(|v| v.as_i64().unwrap()).collect();
            assert_eq!(ours, recorded, "{file} n={n} m={m}");
            compared += 1;
        }
    }
    assert_eq!(compared, 7 + 3 * 7);
}

#[test]
fn a_stack_keeps_to_its_own_pins_and_equal_sizes_never_stack() {
    let puzzle = Puzzle::by_name("Turtle", 2, None).unwrap();
    let rules = puzzle.solution().rules();
    let start = puzzle.start();
    let refusal = |from, to| {
        let mut pos = start.clone();
        let reason = rules.play(&mut pos, from, to).unwrap_err().to_string();
        assert_eq!(&pos, start);
        reason
    };
    // Pin 4 is the orange ride pin.
    assert_eq!(refusal(0, 3), "only its own stack's pins take disc 1: green discs may use only pins 1, 2 and 3");
    // Pin 3 is green's away pin, but orange disc 1 is on it.
    assert_eq!(refusal(0, 2), "a disc may not go on one of the same size: disc 1 onto disc 1 on pin 3");
    // Orange's away pin wraps round to pin 1.
    assert_eq!(refusal(2, 1), "only its own stack's pins take disc 1: orange discs may use only pins 3, 4 and 1");
}

#[test]
fn pins_must_be_even_and_turtle_has_four() {
    let err = |name, n, m| Puzzle::by_name(name, n, m).err().unwrap().to_string();
    assert_eq!(err("Multi_Stack", 3, Some(7)), "Multi-Stack takes an even number of pins from 4 to 40, not 7");
    assert_eq!(err("Multi_Stack", 3, Some(2)), "Multi-Stack takes an even number of pins from 4 to 40, not 2");
    assert_eq!(err("Multi_Stack", 3, Some(42)), "Multi-Stack takes an even number of pins from 4 to 40, not 42");
    assert_eq!(err("Turtle", 3, Some(6)), "Turtle always has 4 pins, not 6");
    assert_eq!(err("Multi_Stack", 21, None), "Multi-Stack takes 0 to 20 discs, not 21");
}

#[test]
fn no_discs_no_moves() {
    for (name, pins) in [("Turtle", None), ("Multi_Stack", Some(4)), ("Multi_Stack", Some(10))] {
        let puzzle = Puzzle::by_name(name, 0, pins).unwrap();
        assert_eq!(puzzle.solution().moves().count(), 0);
        assert_eq!(puzzle.verify_solution(), Ok(0));
    }
}

#[test]
fn the_solutions_are_shortest_for_small_stacks() {
    for (n, pins) in [(1, 4), (2, 4), (3, 4), (1, 6), (2, 6), (1, 8), (2, 8)] {
        let puzzle = Puzzle::by_name("Multi_Stack", n, Some(pins)).unwrap();
        assert_eq!(fewest_moves(&puzzle), puzzle.solution().length().unwrap(), "n={n} m={pins}");
    }
}
