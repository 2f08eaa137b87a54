//! Domino, Domino_E, Domino_F, Domino_B, Adjacent, Adjacent_P: the
//! documentation's recurrences, matrix and numbers, the procedures as puzzles
//! of their own, optimality by search, and the colour rule's refusals.

mod common;
use common::{periodic_rule, refusal, shortest};

use hanoi_core::program::{Call, Program, Step};
use hanoi_core::variations::domino::{self, DominoProgram, Problem, BACK, FRONT};
use hanoi_core::{Colour, Move, Position, Puzzle, Rules, Solution};

fn solve(problem: Problem, n: u32) -> Solution {
    let instance = domino::problem(problem, n);
    Solution::new(instance.rules, instance.start, instance.algorithm)
}

fn length(problem: Problem, n: u32) -> u128 {
    solve(problem, n).length().unwrap()
}

fn catalogue_length(name: &str, n: u64) -> u128 {
    Puzzle::by_name(name, n, None).unwrap().solution().length().unwrap()
}

/// The guide's s(n) = (DDE, DDF, EDD, ADE, ADF, ADB, ABE, ABF, AAB, ABA, 1)
/// for n = 0..=max, s(n+1) = M s(n). (The guide prints s(1) with 13 entries
/// for this 11-entry vector; M's last column is s(1) = M s(0), with s(0) all
/// zero but the constant 1, so we start from s(0).)
fn matrix_recurrence(max: usize) -> Vec<[u128; 11]> {
    const M: [[u128; 11]; 11] = [
        [0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1],
        [0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 2],
        [0, 0, 0, 1, 1, 0, 2, 0, 0, 0, 3],
        [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1],
        [0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 2],
        [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1],
        [0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 1],
        [0, 0, 0, 0, 0, 0, 2, 0, 0, 1, 2],
        [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1],
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 2],
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
    ];
    let mut s0 = [0; 11];
    s0[10] = 1;
    let mut s = vec![s0];
    while s.len() <= max {
        let last = s.last().unwrap();
        s.push(std::array::from_fn(|i| (0..11).map(|j| M[i][j] * last[j]).sum()));
    }
    s
}

/// Our procedure for each entry of s; ADF has none of its own, but DDA is
/// its mirror image with the same time (the guide: DDA(n) = ADF(n)).
const S: [Problem; 10] = [
    Problem::DDE,
    Problem::DDF,
    Problem::EDD,
    Problem::ADE,
    Problem::DDA,
    Problem::ADB,
    Problem::ABE,
    Problem::ABF,
    Problem::AAB,
    Problem::ABA,
];

#[test]
fn lengths_follow_the_matrix_recurrence_to_sixty_discs() {
    let s = matrix_recurrence(60);
    assert_eq!(s[1], [1, 2, 3, 1, 2, 1, 1, 2, 1, 2, 1]);
    for (n, row) in s.iter().enumerate() {
        for (&problem, &expected) in S.iter().zip(row) {
            assert_eq!(length(problem, n as u32), expected, "{} n={n}", problem.name());
        }
        // The documented equalities of time between problems.
        let n = n as u32;
        assert_eq!(length(Problem::DDB, n), length(Problem::ADE, n), "DDB = ADE, n={n}");
        assert_eq!(length(Problem::DAE, n), length(Problem::ABE, n), "DAE = DBE = ABE, n={n}");
        assert_eq!(length(Problem::DAB, n), length(Problem::ABE, n), "DAB = ABE, n={n}");
        assert_eq!(length(Problem::DBA, n), length(Problem::ABF, n), "DBA = ABF, n={n}");
        assert_eq!(length(Problem::ADA, n), length(Problem::ABA, n), "ADA = ABA, n={n}");
    }
}

#[test]
fn closed_forms_and_the_recorded_counts() {
    for n in 0..=60u32 {
        let three = 3u128.pow(n);
        assert_eq!(length(Problem::ABA, n), three - 1, "Adjacent 3^n - 1, n={n}");
        assert_eq!(length(Problem::AAB, n), (three - 1) / 2, "Domino_B (3^n - 1)/2, n={n}");
    }
    for n in 0..=32u64 {
        let three = 3u128.pow(n as u32);
        assert_eq!(catalogue_length("Adjacent", n), three - 1);
        assert_eq!(catalogue_length("Adjacent_P", n), three - 1);
        assert_eq!(catalogue_length("Domino_B", n), (three - 1) / 2);
        assert_eq!(catalogue_length("Domino", n), length(Problem::EDD, n as u32));
        assert_eq!(catalogue_length("Domino_E", n), length(Problem::DDE, n as u32));
        assert_eq!(catalogue_length("Domino_F", n), length(Problem::DDF, n as u32));
    }
    let first = |name: &str| (0..=6).map(|n| catalogue_length(name, n)).collect::<Vec<_>>();
    assert_eq!(first("Domino"), [0, 3, 8, 21, 58, 161, 464]);
    assert_eq!(first("Domino_E"), [0, 1, 4, 11, 30, 83, 236]);
    assert_eq!(first("Domino_F"), [0, 2, 6, 16, 44, 122, 350]);
    assert_eq!(first("Domino_B"), [0, 1, 4, 13, 40, 121, 364]);
    assert_eq!(first("Adjacent"), [0, 2, 8, 26, 80, 242, 728]);
}

/// The guide's recurrence for the uncoloured functions, from the matrix's
/// minimal polynomial E^6 - 5E^5 + 6E^4 + 3E^2 - 11E + 6
/// = (E - 3)(E^3 - E - 2)(E - 1)^2, and their growth ~ 2, 3, 4 (5/33) 3^n.
#[test]
fn the_uncoloured_functions_obey_the_sixth_order_recurrence() {
    for (problem, factor) in [(Problem::DDE, 2.0), (Problem::DDF, 3.0), (Problem::EDD, 4.0)] {
        let a: Vec<i128> = (0..=60).map(|n| length(problem, n) as i128).collect();
        // From n = 1 on: at n = 0 the constant term of s breaks the pattern.
        for n in 1..=54 {
            assert_eq!(
                a[n + 6],
                5 * a[n + 5] - 6 * a[n + 4] - 3 * a[n + 2] + 11 * a[n + 1] - 6 * a[n],
                "{} n={}",
                problem.name(),
                n + 6
            );
        }
        let ratio = a[60] as f64 / (5.0 / 33.0 * 3f64.powi(60));
        assert!((ratio - factor).abs() < 1e-9, "{}: {ratio}", problem.name());
    }
}

/// Every procedure, as a puzzle with its bases coloured as named (A pink,
/// B cyan), is solved legally; each disc moves an odd number of times just
/// when the procedure turns the stack over.
#[test]
fn every_procedure_solves_its_own_problem() {
    for problem in Problem::ALL {
        for n in 0..=7 {
            let instance = domino::problem(problem, n);
            let goal = instance.goal.clone();
            let solution = Solution::new(instance.rules, instance.start, instance.algorithm);
            let mut pos = solution.start().clone();
            let mut moves_of = vec![0u32; n as usize + 1];
            for mv in solution.moves() {
                let disc = solution.rules().play(&mut pos, mv.from as usize, mv.to as usize).unwrap_or_else(|e| {
                    panic!("{} n={n}: {e}", problem.name());
                });
                moves_of[disc.size as usize] += 1;
            }
            assert!(pos.same_discs(&goal), "{} n={n}: {}", problem.name(), pos.summary());
            for (size, &count) in moves_of.iter().enumerate().skip(1) {
                assert_eq!(count % 2 == 1, problem.turns_over(), "{} n={n} disc {size}: {count} moves", problem.name());
            }
        }
    }
}

/// Plays `call` move by move, checking at the start of every call that what
/// lies under its discs and on its other two pins is what its name says: A
/// the colour of its discs, B the other colour, D, E or F an empty pin.
fn walk(program: &DominoProgram, call: &Call, pos: &mut Position, rules: &Rules, calls: &mut usize) {
    if call.n == 0 {
        return;
    }
    *calls += 1;
    let problem = Problem::ALL[call.proc as usize];
    let [x, _, _, _] = call.pins;
    let on_x = pos.pin(x as usize);
    let colour = on_x[on_x.len() - 1].colour;
    assert_eq!(colour, if call.aux == 1 { BACK } else { FRONT }, "{}: aux", problem.name());
    for (i, letter) in problem.letters().into_iter().enumerate() {
        let pin = call.pins[i] as usize;
        let beneath = if i == 0 {
            let below = on_x.len() - call.n as usize;
            if below == 0 {
                None
            } else {
                Some(on_x[below - 1].colour)
            }
        } else {
            pos.top(pin).map(|d| d.colour)
        };
        let what = format!("{} n={} pins {:?}: pin {}", problem.name(), call.n, call.pins, pin + 1);
        match letter {
            b'A' => assert_eq!(beneath.unwrap_or(pos.bases()[pin]), colour, "{what}"),
            b'B' => assert_ne!(beneath.unwrap_or(pos.bases()[pin]), colour, "{what}"),
            _ => assert_eq!((beneath, pos.bases()[pin]), (None, Colour::Grey), "{what}"),
        }
    }
    let mut pc = 0;
    while let Some(step) = program.step(call, pc) {
        match step {
            Step::Move(mv) => {
                rules.play(pos, mv.from as usize, mv.to as usize).unwrap();
            }
            Step::Call(sub) => walk(program, &sub, pos, rules, calls),
        }
        pc += 1;
    }
}

#[test]
fn every_call_finds_the_colours_its_name_says() {
    for (name, problem) in [
        ("Domino", Problem::EDD),
        ("Domino_E", Problem::DDE),
        ("Domino_F", Problem::DDF),
        ("Domino_B", Problem::AAB),
        ("Adjacent", Problem::ABA),
    ] {
        for n in 1..=7 {
            let puzzle = Puzzle::by_name(name, n, None).unwrap();
            let program = DominoProgram { problem, n: n as u32 };
            let mut pos = puzzle.start().clone();
            let mut calls = 0;
            walk(&program, &program.root(), &mut pos, puzzle.solution().rules(), &mut calls);
            assert!(puzzle.is_solved(&pos), "{name} n={n}");
            assert!(calls >= n as usize, "{name} n={n}");
        }
    }
}

/// Adjacent and Domino_B are proved optimal (their coloured bases leave one
/// path through the positions); the three Domino puzzles on plain bases are
/// presumed so, confirmed by the guide's exhaustive search up to 12 discs,
/// which we repeat for fewer.
#[test]
fn searches_find_nothing_shorter() {
    for n in 1..=6u64 {
        for name in ["Adjacent", "Domino_B"] {
            let puzzle = Puzzle::by_name(name, n, None).unwrap();
            assert_eq!(shortest(&puzzle).unwrap(), (catalogue_length(name, n) as u32, 1), "{name} n={n}: unique and optimal");
        }
        for name in ["Domino", "Domino_E", "Domino_F"] {
            let puzzle = Puzzle::by_name(name, n, None).unwrap();
            assert_eq!(shortest(&puzzle).unwrap().0, catalogue_length(name, n) as u32, "{name} n={n}: optimal");
        }
    }
}

#[test]
fn adjacent_moves_only_between_neighbours_and_the_periodic_rule_makes_the_same_moves() {
    for n in 0..=10 {
        let recursive: Vec<Move> = Puzzle::by_name("Adjacent", n, None).unwrap().solution().moves().collect();
        let periodic: Vec<Move> = Puzzle::by_name("Adjacent_P", n, None).unwrap().solution().moves().collect();
        assert_eq!(recursive, periodic, "n={n}");
        assert_eq!(periodic_rule("Adjacent_P", n), periodic, "the rule itself, n={n}");
        assert!(recursive.iter().all(|mv| mv.from.abs_diff(mv.to) == 1), "n={n}");
        // The smallest disc makes the moves t with t mod 3 = 0 or 1.
        let puzzle = Puzzle::by_name("Adjacent", n, None).unwrap();
        let mut pos = puzzle.start().clone();
        for (t, mv) in recursive.iter().enumerate() {
            let disc = puzzle.solution().rules().play(&mut pos, mv.from as usize, mv.to as usize).unwrap();
            assert_eq!(disc.size == 1, t % 3 != 2, "n={n} t={t}");
        }
    }
    for n in 0..=10 {
        let moves: Vec<Move> = Puzzle::by_name("Domino_B", n, None).unwrap().solution().moves().collect();
        assert!(moves.iter().all(|mv| mv.from == 2 || mv.to == 2), "Domino_B n={n}: every move through pin 3");
    }
}

#[test]
fn bases_and_goals_are_as_documented() {
    let puzzle = |name| Puzzle::by_name(name, 4, None).unwrap();
    assert_eq!(puzzle("Adjacent").start().bases(), [Colour::Pink, Colour::Cyan, Colour::Pink]);
    assert_eq!(puzzle("Adjacent_P").start().bases(), [Colour::Pink, Colour::Cyan, Colour::Pink]);
    assert_eq!(puzzle("Domino_B").start().bases(), [Colour::Pink, Colour::Pink, Colour::Cyan]);
    for name in ["Domino", "Domino_E", "Domino_F"] {
        assert_eq!(puzzle(name).start().bases(), [Colour::Grey; 3], "{name}");
    }
    for (name, pin, colour) in [
        ("Domino", 0, Colour::Cyan),
        ("Domino_E", 2, Colour::Cyan),
        ("Domino_F", 2, Colour::Pink),
        ("Domino_B", 2, Colour::Cyan),
        ("Adjacent", 2, Colour::Pink),
        ("Adjacent_P", 2, Colour::Pink),
    ] {
        let p = puzzle(name);
        assert!(p.start().pin(0).iter().all(|d| d.colour == Colour::Pink), "{name}: starts pink");
        let goal = p.goal().pin(pin);
        assert_eq!(goal.len(), 4, "{name}");
        assert!(goal.iter().all(|d| d.colour == colour), "{name}: ends {colour}");
    }
}

#[test]
fn a_disc_may_not_land_on_the_other_colour() {
    // Domino, 3 discs: disc 1 to pin 2 (cyan), disc 2 to pin 3 (cyan); disc 1
    // back onto disc 2 would turn pink on cyan.
    assert_eq!(
        refusal("Domino", 3, &[(0, 1), (0, 2)], (1, 2)),
        "disc 1 turns pink as it moves, so it may go only onto a pink disc, not onto disc 2, which is cyan"
    );
    // Adjacent's bases are enforced: pin 1 to pin 3 would put a cyan disc on a pink base.
    let puzzle = Puzzle::by_name("Adjacent", 3, None).unwrap();
    let mut pos = puzzle.start().clone();
    let err = puzzle.solution().rules().play(&mut pos, 0, 2).unwrap_err();
    assert_eq!(
        err.to_string(),
        "disc 1 turns cyan as it moves, so it may go only onto a cyan disc or base, not onto the base of pin 3, which is pink"
    );
}

#[test]
fn the_trace_names_each_problem_with_its_colours() {
    let puzzle = Puzzle::by_name("Domino", 3, None).unwrap();
    let trace = puzzle.solution().trace(0).unwrap();
    let texts: Vec<&str> = trace.iter().map(|f| f.text.as_str()).collect();
    assert_eq!(
        texts[..2],
        [
            "EDD: move 3 discs (pink) from pin 1 round by pins 2 and 3 back to pin 1, to end cyan \
             (beneath: uncoloured, uncoloured, uncoloured)",
            "ADE: move 2 discs (pink) from pin 1 via pin 2 to pin 3, to end cyan (beneath: pink, uncoloured, uncoloured)",
        ]
    );
}
