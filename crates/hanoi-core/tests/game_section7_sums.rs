//! Disjunctive sums (CLM section 7.3): the values the parts' generalized
//! Sprague–Grundy values give a sum, against a brute-force analysis of the
//! sum as one game (the product of the parts' positions), at every position
//! it reaches; and the strategy built on the values and counters, which must
//! win from every won position (however the opponent plays, and within a
//! bound) and never lose a draw.

use std::ops::ControlFlow;

use hanoi_core::game::sum::{LastMove, PartMove, ProductGame, SumAnalysis, SumOutcome, SumSpec};
use hanoi_core::game::{Analysis, Game, Grundy, Next, Value, Where};

/// The small parts: 3 pegs with 1 to 3 discs and 4 pegs with 1 or 2, every ending.
fn small_parts() -> Vec<String> {
    let mut parts = Vec::new();
    for (pegs, most) in [(3, 3), (4, 2)] {
        for discs in 1..=most {
            for end in 1..=5 {
                parts.push(format!("{pegs}:{discs}:EC{end}"));
            }
        }
    }
    parts
}

fn analysed(parts: &[&str]) -> SumAnalysis {
    let spec = SumSpec::parse(parts, Where::Command).unwrap();
    SumAnalysis::run(&spec, &mut |_, _| ControlFlow::Continue(())).unwrap()
}

fn product(parts: &[&str]) -> (ProductGame, Analysis) {
    let spec = SumSpec::parse(parts, Where::Command).unwrap();
    let mut game = ProductGame::new(spec.games());
    let analysis = Analysis::run(&mut game).unwrap();
    (game, analysis)
}

fn agrees(outcome: SumOutcome, value: Value) -> bool {
    matches!(
        (outcome, value),
        (SumOutcome::Win, Value::Win(_)) | (SumOutcome::Lose, Value::Lose(_)) | (SumOutcome::Draw, Value::Draw)
    )
}

/// Every position of the product, its value from the parts' values beside the brute force's.
fn check_sum(parts: &[&str], every: usize) {
    let sums = analysed(parts);
    let (game, analysis) = product(parts);
    for (i, &rank) in analysis.reachable().iter().enumerate() {
        if i % every != 0 {
            continue;
        }
        let ranks = game.split(rank);
        let value = sums.sum_value(&ranks);
        let brute = analysis.value(rank).unwrap();
        assert!(agrees(SumOutcome::of(&value), brute), "{parts:?} at {ranks:?}: {} but the product says {brute}", value.text());
    }
}

#[test]
fn two_small_towers_agree_with_the_product_at_every_position() {
    let parts = small_parts();
    for (i, a) in parts.iter().enumerate() {
        for b in &parts[i..] {
            check_sum(&[a, b], 1);
        }
    }
}

#[test]
fn three_small_towers_agree_with_the_product_at_the_start_and_sampled_positions() {
    let parts = small_parts();
    // A spread of triples (every 7th of them in order), at every third position reached.
    let mut count = 0;
    for (i, a) in parts.iter().enumerate() {
        for (j, b) in parts.iter().enumerate().skip(i) {
            for c in parts.iter().skip(j) {
                count += 1;
                if count % 7 == 0 {
                    check_sum(&[a, b, c], 3);
                }
            }
        }
    }
}

/// What docs/papers.md says of the towers' values: every start worth 0, 1
/// or ∞ (K empty), 0 only for EC2 and EC3 with one disc; every position
/// reached worth 0, 1, ∞ or ∞(0); 3 pegs up to 5 discs, 4 up to 3, 5 and 6
/// up to 2, every ending.
#[test]
fn the_towers_values_are_only_0_1_infinite_and_infinite_with_0() {
    let seen = |g: &Grundy| matches!(g, Grundy::Finite(0 | 1)) || *g == Grundy::Infinite(vec![]) || *g == Grundy::Infinite(vec![0]);
    for (pegs, most) in [(3, 5), (4, 3), (5, 2), (6, 2)] {
        for discs in 1..=most {
            for end in 1..=5 {
                let part = format!("{pegs}:{discs}:EC{end}");
                let sums = analysed(&[&part, "3:1:EC1"]);
                let start = sums.value(0, sums.starts()[0]);
                let expected = match (pegs, discs, end) {
                    (_, 1, 2 | 3) => Grundy::Finite(0),
                    (_, 1, _) => Grundy::Finite(1),
                    (3, _, _) => Grundy::Finite(1),
                    (_, 2, 4 | 5) => Grundy::Finite(1),
                    _ => Grundy::Infinite(vec![]),
                };
                assert_eq!(start, expected, "{part}'s start");
                for (value, _) in sums.counts(0) {
                    assert!(seen(&value), "{part} has a position worth {}", value.text());
                }
            }
        }
    }
}

/// A small random number generator (xorshift), for the opponent.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// How the opponent of the strategy plays.
enum Opponent {
    Random(Dice),
    /// The brute force's best: the slowest loss, or a win if the strategy blundered.
    Perfect,
}

/// Plays the strategy (moving first) against `opponent` from the start; the
/// winner (0 the strategy), or `None` if no one won within `limit` moves.
fn play(parts: &[&str], opponent: &mut Opponent, limit: usize) -> Option<u8> {
    let mut sums = analysed(parts);
    let (mut game, analysis) = product(parts);
    let mut rank = game.start();
    let mut last: Option<LastMove> = None;
    for ply in 0..limit {
        let ranks = game.split(rank);
        let mover = (ply % 2) as u8;
        let chosen = if mover == 0 {
            sums.perfect_move(&ranks, last.as_ref()).map(PartMove::encoded)
        } else {
            let mut moves = Vec::new();
            game.moves(rank, &mut |mv, _| moves.push(mv));
            match opponent {
                _ if moves.is_empty() => None,
                Opponent::Random(dice) => Some(moves[dice.below(moves.len())]),
                Opponent::Perfect => analysis.best(&mut game, rank).map(|(mv, _)| mv),
            }
        };
        let Some(mv) = chosen else { return Some(1 - mover) };
        let at = PartMove::decoded(mv);
        if mover == 1 {
            last = Some(sums.last_move(at.part, ranks[at.part]));
        }
        let Ok(Next::Rank(next)) = game.play(rank, mv) else { panic!("{parts:?}: the strategy's move {at:?} is legal") };
        if mover == 0 {
            // Every move of the strategy keeps what it had: a win, or at least the draw.
            let before = analysis.value(rank).unwrap();
            let after = analysis.value(next).unwrap();
            match before {
                Value::Win(_) => assert!(matches!(after, Value::Lose(_)), "{parts:?}: a winning position thrown away"),
                Value::Draw => assert_eq!(after, Value::Draw, "{parts:?}: a draw thrown away"),
                _ => {}
            }
        }
        rank = next;
    }
    None
}

#[test]
fn the_strategy_wins_every_won_sum_of_two_and_keeps_every_drawn_one() {
    let parts = small_parts();
    let (mut won, mut drawn) = (0, 0);
    for (i, a) in parts.iter().enumerate() {
        for b in &parts[i..] {
            let sum = [a.as_str(), b.as_str()];
            let outcome = SumOutcome::of(&analysed(&sum).sum_value(&analysed(&sum).starts()));
            // Within four times the positions of the product: a win that repeats
            // itself forever would not end at all.
            let bound = 4 * product(&sum).1.positions() as usize + 10;
            match outcome {
                SumOutcome::Win => {
                    won += 1;
                    assert_eq!(play(&sum, &mut Opponent::Perfect, bound), Some(0), "{sum:?} against the perfect opponent");
                    for seed in 1..=20u64 {
                        let mut opponent = Opponent::Random(Dice(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)));
                        assert_eq!(play(&sum, &mut opponent, bound), Some(0), "{sum:?} against random play, seed {seed}");
                    }
                }
                SumOutcome::Draw => {
                    drawn += 1;
                    assert_ne!(play(&sum, &mut Opponent::Perfect, 200), Some(1), "{sum:?}: the draw lost");
                    for seed in 1..=5u64 {
                        let mut opponent = Opponent::Random(Dice(seed.wrapping_mul(0x2545_F491_4F6C_DD1D)));
                        assert_ne!(play(&sum, &mut opponent, 200), Some(1), "{sum:?}: the draw lost to random play");
                    }
                }
                SumOutcome::Lose => {}
            }
        }
    }
    assert!(won > 50 && drawn > 10, "{won} won and {drawn} drawn sums tried");
}

#[test]
fn the_strategy_wins_sampled_won_sums_of_three() {
    let parts = small_parts();
    let (mut count, mut won) = (0, 0);
    for (i, a) in parts.iter().enumerate() {
        for (j, b) in parts.iter().enumerate().skip(i) {
            for c in parts.iter().skip(j) {
                count += 1;
                if count % 29 != 0 {
                    continue;
                }
                let sum = [a.as_str(), b.as_str(), c.as_str()];
                let sums = analysed(&sum);
                let outcome = SumOutcome::of(&sums.sum_value(&sums.starts()));
                let bound = 4 * product(&sum).1.positions() as usize + 10;
                match outcome {
                    SumOutcome::Win => {
                        won += 1;
                        assert_eq!(play(&sum, &mut Opponent::Perfect, bound), Some(0), "{sum:?} against the perfect opponent");
                        for seed in 1..=3u64 {
                            let mut opponent = Opponent::Random(Dice(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)));
                            assert_eq!(play(&sum, &mut opponent, bound), Some(0), "{sum:?} against random play, seed {seed}");
                        }
                    }
                    SumOutcome::Draw => assert_ne!(play(&sum, &mut Opponent::Perfect, 200), Some(1), "{sum:?}: the draw lost"),
                    SumOutcome::Lose => {}
                }
            }
        }
    }
    assert!(won > 10, "{won} won sums of three tried");
}

#[test]
fn a_page_refuses_what_it_cannot_hold_with_the_command_to_run() {
    let spec = SumSpec::for_page("3:2:ec1, 3:3:EC5").unwrap();
    assert_eq!(spec.list_text(), "3:2:EC1,3:3:EC5");
    assert_eq!(spec.command(), "hanoi game sum 3:2:EC1 3:3:EC5");
    assert_eq!(SumSpec::for_page("3:2:EC1").unwrap_err(), "a sum takes 2 to 4 parts, each pegs:discs:ending as in 3:2:EC1 3:3:EC5, not 1");
    assert_eq!(
        SumSpec::for_page("3:2:EC1,3:13:EC1").unwrap_err(),
        "part 2, \"3:13:EC1\": the impartial game takes 1 to 12 discs on 3 pegs here, not 13; \
         the command line takes it: hanoi game sum 3:2:EC1 3:13:EC1"
    );
    assert_eq!(
        SumSpec::for_page("3:12:EC2 3:12:EC2").unwrap_err(),
        "these towers have 27,634,932 positions to index together, more than the 16,777,216 a page holds: \
         run hanoi game sum 3:12:EC2 3:12:EC2 instead"
    );
    // Every page sum is also a command-line sum.
    assert!(SumSpec::parse(&["3:12:EC2", "3:12:EC2"], Where::Command).is_ok());
}

/// A tower the sum already has is labelled once: progress is heard for
/// the first of two equal towers only, and both have the same values.
#[test]
fn equal_towers_are_labelled_once() {
    let spec = SumSpec::parse(&["3:3:EC5", "3:2:EC1", "3:3:EC5"], Where::Command).unwrap();
    let mut heard = std::collections::BTreeSet::new();
    let analysis = SumAnalysis::run(&spec, &mut |part, _| {
        heard.insert(part);
        std::ops::ControlFlow::Continue(())
    })
    .unwrap();
    assert!(heard.contains(&0) && !heard.contains(&2), "{heard:?}");
    assert_eq!(analysis.parts(), 3);
    assert_eq!(analysis.counts(0), analysis.counts(2));
}
