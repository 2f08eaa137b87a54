//! Reversi, Reversi_E, Reversi_F, Reversi_G, Reversi_H: lengths against the
//! documentation and the original program's tables, what the documentation
//! says about optimality, and the rules' refusals.

use hanoi_core::{Colour, Disc, Move, Puzzle, Setup};

fn length(name: &str, n: u64) -> u128 {
    Puzzle::by_name(name, n, None).unwrap().solution().length().unwrap()
}

/// A position of n discs on four pins packed in 3 bits a disc: the pin
/// (2 bits) and whether the disc shows its other side (1 bit).
type Packed = u64;

fn pin_of(state: Packed, disc: usize) -> usize {
    (state >> (3 * disc) & 3) as usize
}

fn turned_of(state: Packed, disc: usize) -> bool {
    state >> (3 * disc + 2) & 1 == 1
}

/// Whether disc (from 0 = size 1) shows yellow: odd sizes start yellow.
fn yellow(state: Packed, disc: usize) -> bool {
    disc.is_multiple_of(2) != turned_of(state, disc)
}

/// The smallest disc on each pin, if any.
fn tops(state: Packed, n: usize) -> [Option<usize>; 4] {
    let mut tops = [None; 4];
    for disc in (0..n).rev() {
        tops[pin_of(state, disc)] = Some(disc);
    }
    tops
}

/// The Reversi rules restated on packed positions (checked against the
/// core's rules below): no disc on a smaller one; a disc turns over as it
/// moves and may not land on its own colour; with `short`, pin 4 holds one
/// disc at most. Only the first `pins` pins are used.
fn successors(state: Packed, n: usize, pins: usize, short: bool, out: &mut Vec<(Move, Packed)>) {
    out.clear();
    let tops = tops(state, n);
    for from in 0..pins {
        let Some(disc) = tops[from] else { continue };
        for (to, &onto) in tops.iter().enumerate().take(pins) {
            if to == from {
                continue;
            }
            if let Some(onto) = onto {
                if onto < disc || yellow(state, onto) != yellow(state, disc) || (short && to == 3) {
                    continue;
                }
            }
            let shift = 3 * disc;
            let moved = (state & !(7 << shift)) | ((to as u64 | ((!state >> (shift + 2) & 1) << 2)) << shift);
            out.push((Move::new(from as u8, to as u8), moved));
        }
    }
}

/// The fewest moves from the whole stack on pin 1 (starting colours) to the
/// whole stack on `target`, turned over or not.
fn shortest(n: usize, target: usize, turned: bool, short: bool) -> u32 {
    let goal: Packed = (0..n).map(|d| (target as u64 | (turned as u64) << 2) << (3 * d)).sum();
    let mut found = None;
    search(n, 4, short, |dist, s| {
        if s == goal {
            found = Some(dist);
        }
        found.is_some()
    });
    found.expect("the goal is reachable")
}

/// Breadth first from the whole stack on pin 1, with a bit per packed
/// position; `visit(distance, position)` returns true to stop.
fn search(n: usize, pins: usize, short: bool, mut visit: impl FnMut(u32, Packed) -> bool) {
    let mut seen = vec![0u64; (1usize << (3 * n)).div_ceil(64)];
    let mark = |seen: &mut Vec<u64>, s: Packed| {
        let (word, bit) = (s as usize / 64, s % 64);
        let new = seen[word] >> bit & 1 == 0;
        seen[word] |= 1 << bit;
        new
    };
    let mut layer = vec![0 as Packed];
    mark(&mut seen, 0);
    let mut next = Vec::new();
    let mut buf = Vec::new();
    for dist in 0.. {
        for &s in &layer {
            if visit(dist, s) {
                return;
            }
        }
        if layer.is_empty() {
            return;
        }
        next.clear();
        for &s in &layer {
            successors(s, n, pins, short, &mut buf);
            for &(_, t) in &buf {
                if mark(&mut seen, t) {
                    next.push(t);
                }
            }
        }
        std::mem::swap(&mut layer, &mut next);
    }
}

/// The moves, disc by disc, are the original's (tests/reference.rs); the
/// original program's own table of its times (a comment in HanoiLib.java)
/// goes further, to 12 discs. Its Reversi_D row is Reversi's.
#[test]
fn lengths_equal_the_original_table_of_times() {
    let table: [(&str, &[u128]); 4] = [
        ("Reversi", &[0, 3, 6, 11, 16, 23, 32, 45, 60, 79, 110, 155, 228]),
        ("Reversi_E", &[0, 1, 4, 7, 12, 17, 26, 35, 50, 69, 100, 145, 210]),
        ("Reversi_F", &[0, 2, 4, 8, 12, 20, 30, 40, 54, 72, 102, 144, 214]),
        ("Reversi_H", &[0, 2, 4, 10, 20, 42, 84, 170, 340, 682, 1364]),
    ];
    for (name, row) in table {
        for (n, &moves) in row.iter().enumerate() {
            assert_eq!(length(name, n as u64), moves, "{name} n={n}");
        }
    }
}

#[test]
fn short_pin_lengths_follow_the_documented_formulas() {
    for n in 0..=64u32 {
        // 2(2^n - 1) and floor((4/3)(2^n - 1/2)) = floor((2^(n+2) - 2) / 3).
        assert_eq!(length("Reversi_G", n as u64), 2 * ((1u128 << n) - 1), "Reversi_G n={n}");
        assert_eq!(length("Reversi_H", n as u64), ((1u128 << (n + 2)) - 2) / 3, "Reversi_H n={n}");
    }
    assert_eq!(length("Reversi_G", 60), 2305843009213693950);
    assert_eq!(length("Reversi_H", 60), 1537228672809129300);
}

/// The number of moves of each procedure, by the recurrences the
/// procedures imply (sub-problems plus the moves made between them), written
/// out independently of the program's tables.
struct Recurrences(std::collections::HashMap<(&'static str, u32), u128>);

impl Recurrences {
    fn len(&mut self, name: &'static str, n: u32) -> u128 {
        if n == 0 {
            return 0;
        }
        if let Some(&known) = self.0.get(&(name, n)) {
            return known;
        }
        let mut l = |name, k| self.len(name, k);
        let value = match name {
            "BABA" if n == 1 => 1,
            "BABA" => 3 * l("BABA", n - 2) + 4,
            "BABB" if n == 1 => 2,
            "BABB" => 3 * l("BABB", n - 2) + 4,
            _ if n < 3 && ["BADF", "DADB", "BDDF", "DDDB", "BADB"].contains(&name) => l("BABB", n),
            "BADB" if n < 5 => l("BABB", n),
            _ if n < 4 && !["EDDD", "DDDE", "DDDF", "BADF", "DADB", "BDDF", "DDDB"].contains(&name) => l("BABA", n),
            "BABE" => l("BADB", n - 2) + 4 + l("BABA", n - 2),
            "DABA" => l("BABA", n - 2) + 4 + l("BADB", n - 2),
            "BADB" => l("BABE", n - 1) + 2 + l("DABA", n - 1),
            "BADA" => l("BADA", n - 2) + 2 + l("BABE", n - 2) + 2 + l("DABA", n - 2),
            "BDBA" => l("BABE", n - 2) + 2 + l("DABA", n - 2) + 2 + l("BDBA", n - 2),
            "BADF" => 2 * l("BADA", n - 2) + 6,
            "BADE" => l("BADF", n - 2) + 4 + l("DABA", n - 2),
            "BDBE" => l("BADB", n - 2) + 4 + l("BDBA", n - 2),
            "DDBA" => l("BABE", n - 2) + 4 + l("DADB", n - 2),
            "DADB" => l("BDBA", n - 2) + 6 + l("BADA", n - 2),
            "DADA" => l("BADA", n - 2) + 4 + l("BADB", n - 2),
            "DDDA" if n % 2 == 1 => l("BADF", n - 2) + 4 + l("DDDA", n - 2),
            "DDDA" => l("BADE", n - 2) + 4 + l("DDDB", n - 2),
            "DDDB" | "BDDF" if n == 4 => 12,
            "DDDB" => l("BDBE", n - 2) + 6 + l("DDDA", n - 2),
            "BDDF" => l("BDDE", n - 2) + 6 + l("DADA", n - 2),
            "BDDE" => l("BDDF", n - 2) + 4 + l("DDBA", n - 2),
            "DDDF" if n < 6 => l("DDDB", n),
            "DDDF" => l("BDDE", n - 3) + 16 + l("DDDA", n - 3),
            "DDDE" if n < 5 => l("DDDA", n),
            "DDDE" if n == 5 => 17,
            "DDDE" => l("BDDE", n - 3) + 11 + l("DDDB", n - 3),
            "EDDD" if n <= 2 => 3 * n as u128,
            "EDDD" if n <= 6 => l("BDDF", n - 2) + 8 + l("DDDA", n - 2),
            "EDDD" => l("BDDF", n - 3) + 21 + l("DDDA", n - 3),
            _ => unreachable!("no procedure {name}"),
        };
        self.0.insert((name, n), value);
        value
    }
}

#[test]
fn lengths_follow_the_recurrences_to_sixty_four_discs() {
    let mut r = Recurrences(Default::default());
    for n in 0..=64u32 {
        for (name, proc) in [("Reversi", "EDDD"), ("Reversi_E", "DDDE"), ("Reversi_F", "DDDF")] {
            assert_eq!(length(name, n as u64), r.len(proc, n), "{name} n={n}");
        }
        // The bottom-level procedures, with every pin coloured, have the
        // documentation's closed forms.
        let third = 3u128.pow(n / 2);
        let (baba, babb) = if n % 2 == 0 { (2 * third - 2, 2 * third - 2) } else { (3 * third - 2, 4 * third - 2) };
        assert_eq!(r.len("BABA", n), baba, "BABA n={n}");
        assert_eq!(r.len("BABB", n), babb, "BABB n={n}");
    }
}

#[test]
fn the_packed_rules_are_the_core_rules() {
    // Every position reached with up to 4 discs: the same moves allowed.
    for (name, short) in [("Reversi", false), ("Reversi_G", true)] {
        for n in 1..=4 {
            let puzzle = Puzzle::by_name(name, n as u64, None).unwrap();
            let rules = puzzle.solution().rules();
            let mut buf = Vec::new();
            search(n, 4, short, |_, s| {
                let mut setup = Setup::new(4);
                for disc in (0..n).rev() {
                    let colour = if yellow(s, disc) { Colour::Yellow } else { Colour::Magenta };
                    setup.push(pin_of(s, disc), Disc::new(disc as u16 + 1, colour));
                }
                let pos = setup.position();
                successors(s, n, 4, short, &mut buf);
                let packed: Vec<Move> = buf.iter().map(|&(mv, _)| mv).collect();
                let core: Vec<Move> = rules.legal_moves(&pos).collect();
                assert_eq!(packed, core, "{name} n={n} at {}", pos.summary());
                false
            });
        }
    }
}

#[test]
fn three_pins_are_not_enough() {
    // The documentation: at least four pins are needed. On three, a stack of
    // up to three discs can still be moved, but from four discs on no stack
    // ever gets to another pin.
    for n in 1..=8 {
        let mut moved = false;
        search(n, 3, false, |_, s| {
            moved |= (1..3).any(|pin| (0..n).all(|d| pin_of(s, d) == pin));
            moved
        });
        assert_eq!(moved, n <= 3, "n={n}");
    }
}

/// The original's table of optimal times (a comment in HanoiLib.java),
/// confirmed by exhaustive search: its Frame-type solutions match it for
/// small n and then fall behind, as the documentation warns.
#[test]
fn the_frame_type_solutions_fall_behind_the_best() {
    let optimal: [(&str, usize, bool, &[u32]); 3] = [
        ("Reversi", 0, true, &[0, 3, 6, 11, 16, 23, 32, 45, 60, 77]),
        ("Reversi_E", 3, true, &[0, 1, 4, 7, 12, 17, 24, 35, 50, 67]),
        ("Reversi_F", 3, false, &[0, 2, 4, 8, 12, 20, 28, 36, 52, 72]),
    ];
    for (name, target, turned, row) in optimal {
        for (n, &best) in row.iter().enumerate().skip(1) {
            assert_eq!(shortest(n, target, turned, false), best, "{name} n={n}");
        }
    }
    // Ours against the best: Reversi equal up to 8 discs; E longer at 6 and 9; F from 6 to 8.
    let excess = |name: &str, n: usize, best: &[u32]| length(name, n as u64) - best[n] as u128;
    for n in 1..=9 {
        let (_, _, _, reversi) = optimal[0];
        let (_, _, _, e) = optimal[1];
        let (_, _, _, f) = optimal[2];
        assert_eq!(excess("Reversi", n, reversi) > 0, n >= 9, "Reversi n={n}");
        assert_eq!(excess("Reversi_E", n, e) > 0, n == 6 || n == 9, "Reversi_E n={n}");
        assert_eq!(excess("Reversi_F", n, f) > 0, (6..=8).contains(&n), "Reversi_F n={n}");
    }
    assert_eq!((length("Reversi", 9), length("Reversi_E", 6), length("Reversi_F", 6)), (79, 26, 30));
}

#[test]
fn the_short_pin_solutions_are_not_optimal() {
    // The best with pin 4 holding one disc at most.
    let best: Vec<u32> = (1..=8).map(|n| shortest(n, 2, false, true)).collect();
    assert_eq!(best, [2, 4, 8, 12, 20, 30, 44, 62]);
    for n in 1..=8usize {
        let (g, h) = (length("Reversi_G", n as u64), length("Reversi_H", n as u64));
        assert!(h <= g, "Reversi_H improves on Reversi_G, n={n}");
        assert_eq!(h > best[n - 1] as u128, n >= 3, "Reversi_H n={n}");
        assert_eq!(g > best[n - 1] as u128, n >= 2, "Reversi_G n={n}");
    }
}

#[test]
fn reversi_g_is_classic_with_every_move_made_through_pin_4() {
    for n in 0..=8 {
        let classic: Vec<Move> = Puzzle::by_name("Classic", n, None).unwrap().solution().moves().collect();
        let doubled: Vec<Move> = classic.iter().flat_map(|mv| [Move::new(mv.from, 3), Move::new(3, mv.to)]).collect();
        let g: Vec<Move> = Puzzle::by_name("Reversi_G", n, None).unwrap().solution().moves().collect();
        assert_eq!(g, doubled, "n={n}");
    }
}

#[test]
fn seek_agrees_with_replay_past_the_small_cases() {
    // The every-move check (tests/solutions.rs) stops at 7 discs; the fixed
    // sequences and sub-problems of larger stacks are checked here.
    for name in ["Reversi", "Reversi_E", "Reversi_F", "Reversi_G", "Reversi_H"] {
        for n in 8..=13 {
            let puzzle = Puzzle::by_name(name, n, None).unwrap();
            let solution = puzzle.solution();
            let mut pos = puzzle.start().clone();
            let stride = if name == "Reversi_G" || name == "Reversi_H" { 97 } else { 7 };
            for (t, mv) in solution.moves().enumerate() {
                if t % stride == 0 {
                    assert_eq!(solution.seek(t as u128).unwrap(), pos, "{name} n={n} t={t}");
                }
                solution.rules().play(&mut pos, mv.from as usize, mv.to as usize).unwrap();
            }
            assert!(puzzle.is_solved(&pos), "{name} n={n}");
            assert_eq!(solution.seek(solution.length().unwrap()).unwrap(), pos, "{name} n={n} at the end");
        }
    }
}

/// Play `moves` (pins from 1) and return the reason the last one is refused.
fn refusal(name: &str, discs: u64, moves: &[(usize, usize)]) -> String {
    let puzzle = Puzzle::by_name(name, discs, None).unwrap();
    let rules = puzzle.solution().rules();
    let mut pos = puzzle.start().clone();
    let (last, before) = moves.split_last().unwrap();
    for &(a, b) in before {
        rules.play(&mut pos, a - 1, b - 1).unwrap();
    }
    let unchanged = pos.clone();
    let reason = rules.play(&mut pos, last.0 - 1, last.1 - 1).unwrap_err().to_string();
    assert_eq!(pos, unchanged, "a refused move changes nothing");
    reason
}

#[test]
fn refused_moves_say_why() {
    // Disc 1 (yellow) to pin 2 shows magenta; disc 2 to pin 3 shows yellow;
    // disc 1 would turn yellow again on top of it.
    assert_eq!(
        refusal("Reversi", 3, &[(1, 2), (1, 3), (2, 3)]),
        "a disc may not land on its own colour: disc 1 turns yellow as it moves, and disc 2 on pin 3 is yellow"
    );
    // Disc 1 moved twice shows yellow and would land magenta on disc 2,
    // which shows yellow: the colours fit, but pin 4 is taken.
    assert_eq!(refusal("Reversi_G", 3, &[(1, 2), (2, 3), (1, 4), (3, 4)]), "pin 4 holds at most one disc");
    assert_eq!(refusal("Reversi_H", 3, &[(1, 2), (2, 3), (1, 4), (3, 4)]), "pin 4 holds at most one disc");
    // Without the short pin the same move is fine.
    let puzzle = Puzzle::by_name("Reversi_F", 3, None).unwrap();
    let mut pos = puzzle.start().clone();
    for (a, b) in [(0, 1), (1, 2), (0, 3), (2, 3)] {
        puzzle.solution().rules().play(&mut pos, a, b).unwrap();
    }
}

#[test]
fn colours_alternate_on_every_pin_and_the_goals_have_the_documented_colours() {
    for name in ["Reversi", "Reversi_E", "Reversi_F", "Reversi_G", "Reversi_H"] {
        for n in 0..=8 {
            let puzzle = Puzzle::by_name(name, n, None).unwrap();
            let solution = puzzle.solution();
            let mut pos = puzzle.start().clone();
            for mv in solution.moves() {
                solution.rules().play(&mut pos, mv.from as usize, mv.to as usize).unwrap();
                for pin in pos.pins() {
                    assert!(pin.windows(2).all(|w| w[0].colour != w[1].colour), "{name} n={n}");
                }
            }
            let (target, turned) = match name {
                "Reversi" => (0, true),
                "Reversi_E" => (3, true),
                "Reversi_F" => (3, false),
                _ => (2, false),
            };
            // Odd sizes start yellow, even magenta.
            let expected: Vec<Disc> = (1..=n as u16)
                .rev()
                .map(|size| {
                    let yellow = (size % 2 == 1) != turned;
                    Disc::new(size, if yellow { Colour::Yellow } else { Colour::Magenta })
                })
                .collect();
            assert_eq!(pos.pin(target), expected.as_slice(), "{name} n={n}");
            assert!(puzzle.is_solved(&pos));
        }
    }
}

#[test]
fn whether_a_procedure_turns_its_block_does_not_depend_on_the_discs() {
    // What lets a puzzle derive TURNS_SETTLED levels instead of one per disc.
    use hanoi_core::variations::reversi::{procs, Turns, TURNS_SETTLED};
    let all = Turns::up_to(64);
    let settled = Turns::up_to(TURNS_SETTLED);
    for proc in 0..procs::COUNT as u8 {
        assert!(!all.get(proc, 0));
        for n in 1..=64 {
            assert_eq!(all.get(proc, n), all.get(proc, 1), "{} n={n}", procs::NAMES[proc as usize]);
            assert_eq!(settled.get(proc, n), all.get(proc, n), "{} n={n}", procs::NAMES[proc as usize]);
        }
    }
}
