//! Each rule refuses what it forbids, with a reason a person understands,
//! and leaves the position unchanged; recolouring follows its definition.

use hanoi_core::rules::{Constraint, Recolour};
use hanoi_core::{Colour, Disc, Move, Position, Puzzle, Rules, Setup, CATALOGUE};

/// Pins given bottom to top as (size, colour, stack).
fn position(pins: &[&[(u16, Colour, u8)]]) -> Position {
    let mut setup = Setup::new(pins.len());
    for (i, pin) in pins.iter().enumerate() {
        for &(size, colour, stack) in *pin {
            setup.push(i, Disc { size, colour, stack });
        }
    }
    setup.position()
}

fn refusal(rules: &Rules, pos: &Position, from: usize, to: usize) -> String {
    let mut after = pos.clone();
    let reason = rules.play(&mut after, from, to).unwrap_err().to_string();
    assert_eq!(&after, pos, "a refused move changes nothing");
    reason
}

use Colour::*;

#[test]
fn basic_checks_name_the_pin() {
    let rules = Rules::new(&[Constraint::NotOnSmaller], Recolour::Fixed);
    let pos = position(&[&[(2, Red, 0), (1, Green, 0)], &[], &[]]);
    assert_eq!(refusal(&rules, &pos, 1, 0), "pin 2 is empty");
    assert_eq!(refusal(&rules, &pos, 0, 0), "a disc must move to another pin, not back onto pin 1");
    assert_eq!(refusal(&rules, &pos, 0, 3), "there is no pin 4: the pins are numbered 1 to 3");
    assert_eq!(refusal(&rules, &pos, 9, 1), "there is no pin 10: the pins are numbered 1 to 3");
}

#[test]
fn sizes() {
    let rules = Rules::new(&[Constraint::NotOnSmaller, Constraint::NotOnEqual], Recolour::Fixed);
    let pos = position(&[&[(2, Red, 0)], &[(1, Green, 0)], &[(2, Blue, 1)]]);
    assert_eq!(refusal(&rules, &pos, 0, 1), "a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 2");
    assert_eq!(refusal(&rules, &pos, 0, 2), "a disc may not go on one of the same size: disc 2 onto disc 2 on pin 3");
    // Without NotOnEqual, equal sizes stack (Antwerp).
    let antwerp = Rules::new(&[Constraint::NotOnSmaller], Recolour::Fixed);
    assert!(antwerp.play(&mut pos.clone(), 0, 2).is_ok());
}

#[test]
fn clockwise() {
    let rules = Rules::new(&[Constraint::NotOnSmaller, Constraint::Clockwise], Recolour::Fixed);
    let pos = position(&[&[], &[], &[(1, Orange, 0)]]);
    assert_eq!(refusal(&rules, &pos, 2, 1), "discs move only clockwise: from pin 3 a disc may go only to pin 1");
    assert!(rules.play(&mut pos.clone(), 2, 0).is_ok());
}

#[test]
fn own_colour_of_disc_or_base() {
    let rules = Rules::new(&[Constraint::NotOnSmaller, Constraint::NotOnOwnColour], Recolour::Fixed);
    let mut pos = position(&[&[(4, Green, 0), (1, Green, 0)], &[(2, Blue, 0)], &[]]);
    assert!(rules.play(&mut pos.clone(), 0, 1).is_ok(), "green onto blue is fine");
    pos = Setup::of(&pos).base(2, Green).position();
    assert_eq!(
        refusal(&rules, &pos, 0, 2),
        "a disc may not go on a base of its own colour: disc 1 and the base of pin 3 are both green"
    );
    let mut stacked = position(&[&[(4, Green, 0)], &[(1, Green, 0)], &[]]);
    assert_eq!(
        refusal(&rules, &stacked, 1, 0),
        "a disc may not go on a disc of its own colour: disc 1 and disc 4 on pin 1 are both green"
    );
    assert!(rules.play(&mut stacked, 1, 2).is_ok(), "a grey base takes any colour");
}

#[test]
fn colour_cycle_and_the_next_colour_rule() {
    let cycle = [Green, White, Orange];
    let rules = Rules::new(&[Constraint::NotOnSmaller, Constraint::OntoNextColour], Recolour::Cycle(cycle));
    let pos = position(&[&[(3, Orange, 0), (1, Green, 0)], &[(2, White, 0)], &[]]);
    let mut moved = pos.clone();
    // Onto an empty pin any colour goes; green turns white.
    assert_eq!(rules.play(&mut moved, 0, 2).unwrap().colour, White);
    // A green disc turns white, so it may go onto a white disc...
    assert_eq!(rules.play(&mut pos.clone(), 0, 1).unwrap().colour, White);
    // ...but not onto an orange one.
    let pos = position(&[&[(3, Orange, 0), (2, Orange, 0)], &[(1, Green, 0)], &[]]);
    assert_eq!(
        refusal(&rules, &pos, 1, 0),
        "disc 1 turns white as it moves, so it may go only onto a white disc, not onto disc 2, which is orange"
    );
    let pos = position(&[&[(3, Green, 0), (2, Green, 0)], &[(1, White, 0)], &[]]);
    assert_eq!(
        refusal(&rules, &pos, 1, 0),
        "disc 1 turns orange as it moves, so it may go only onto an orange disc, not onto disc 2, which is green"
    );
}

#[test]
fn own_pins_of_a_stack() {
    let rules = Rules::new(&[Constraint::NotOnSmaller, Constraint::NotOnEqual, Constraint::OwnPins], Recolour::Fixed);
    // Six pins: stack 1 (orange) has home 2, ride 3, away 4 (pins from 0).
    let pos = position(&[&[], &[], &[(1, Orange, 1)], &[], &[], &[]]);
    assert_eq!(refusal(&rules, &pos, 2, 1), "only its own stack's pins take disc 1: orange discs may use only pins 3, 4 and 5");
    for to in [3, 4] {
        assert!(rules.play(&mut pos.clone(), 2, to).is_ok());
    }
    // The last stack's away pin wraps round to pin 1.
    let pos = position(&[&[], &[], &[], &[], &[(1, Cyan, 2)], &[]]);
    assert!(rules.play(&mut pos.clone(), 4, 0).is_ok());
}

#[test]
fn flip_with_the_larger_disc() {
    let flip = Recolour::FlipWithLarger { flip: (Orange, Blue), largest: 2, start_pin: 0 };
    let rules = Rules::new(&[Constraint::NotOnSmaller], flip);
    let mut pos = position(&[&[(2, Orange, 0), (1, Orange, 0)], &[], &[]]);
    pos = Setup::of(&pos).base(0, Orange).position();
    // Disc 1's larger disc (2) is orange: disc 1 flips to blue.
    assert_eq!(rules.play(&mut pos, 0, 1).unwrap().colour, Blue);
    // Disc 2's larger is the orange base of its start pin: it flips too.
    assert_eq!(rules.play(&mut pos, 0, 2).unwrap().colour, Blue);
    // Now disc 1's larger is blue: disc 1 becomes orange.
    assert_eq!(rules.play(&mut pos, 1, 2).unwrap().colour, Orange);
}

#[test]
fn flipping_discs_land_on_their_new_colour_or_not_on_it() {
    // Domino: a disc turns over as it moves and must land on its new colour.
    let domino = Rules::new(&[Constraint::NotOnSmaller, Constraint::OntoNextColour], Recolour::Flip(Pink, Cyan));
    let mut pos = position(&[&[(3, Pink, 0), (1, Pink, 0)], &[(2, Pink, 0)], &[]]);
    assert_eq!(
        refusal(&domino, &pos, 0, 1),
        "disc 1 turns cyan as it moves, so it may go only onto a cyan disc, not onto disc 2, which is pink"
    );
    pos = Setup::of(&pos).base(2, Pink).position();
    assert_eq!(
        refusal(&domino, &pos, 0, 2),
        "disc 1 turns cyan as it moves, so it may go only onto a cyan disc or base, not onto the base of pin 3, which is pink"
    );
    pos = Setup::of(&pos).base(2, Cyan).position();
    assert_eq!(domino.play(&mut pos, 0, 2).unwrap().colour, Cyan);

    // Reversi: a disc turns over as it moves and may not land on its new colour.
    let reversi = Rules::new(&[Constraint::NotOnSmaller, Constraint::NotOnOwnColour], Recolour::Flip(Magenta, Yellow));
    let pos = position(&[&[(3, Magenta, 0), (1, Yellow, 0)], &[(2, Magenta, 0)], &[]]);
    assert_eq!(
        refusal(&reversi, &pos, 0, 1),
        "a disc may not land on its own colour: disc 1 turns magenta as it moves, and disc 2 on pin 2 is magenta"
    );
    let pos = position(&[&[(3, Yellow, 0), (2, Magenta, 0)], &[(4, Yellow, 0)], &[]]);
    // Disc 2 turns yellow... onto a yellow disc 4: refused; onto the empty pin 3: fine.
    assert!(reversi.play(&mut pos.clone(), 0, 1).is_err());
    assert_eq!(reversi.play(&mut pos.clone(), 0, 2).unwrap().colour, Yellow);
}

#[test]
fn star_pin_and_one_disc_pin() {
    let star = Rules::new(&[Constraint::NotOnSmaller, Constraint::ThroughPin(1)], Recolour::Fixed);
    let pos = position(&[&[(2, White, 0), (1, White, 0)], &[], &[], &[]]);
    assert_eq!(refusal(&star, &pos, 0, 3), "every move must start or end on pin 2, the star");
    assert!(star.play(&mut pos.clone(), 0, 1).is_ok());

    let small = Rules::new(&[Constraint::NotOnSmaller, Constraint::OneDiscPin(3)], Recolour::Fixed);
    let mut pos = position(&[&[(3, Red, 0), (2, Green, 0), (1, Red, 0)], &[], &[], &[]]);
    small.play(&mut pos, 0, 3).unwrap();
    small.play(&mut pos, 0, 1).unwrap();
    small.play(&mut pos, 3, 1).unwrap();
    small.play(&mut pos, 0, 3).unwrap();
    let mut full = pos.clone();
    small.play(&mut full, 1, 2).unwrap();
    assert_eq!(refusal(&small, &full, 2, 3), "pin 4 holds at most one disc");
}

mod batches {
    use hanoi_core::{Move, Puzzle, CATALOGUE};
    use proptest::prelude::*;

    /// A line of play from the start: mostly legal moves (picked by `choices`
    /// among those the rules allow), now and then any pair of pins at all.
    fn line(puzzle: &Puzzle, choices: &[(u8, u16)]) -> Vec<Move> {
        let rules = puzzle.solution().rules();
        let mut pos = puzzle.start().clone();
        let pins = pos.pin_count();
        let mut moves = Vec::new();
        for &(wild, pick) in choices {
            let pairs: Vec<(usize, usize)> = (0..pins).flat_map(|f| (0..pins).map(move |t| (f, t))).collect();
            let legal: Vec<&(usize, usize)> = pairs.iter().filter(|&&(f, t)| rules.check(&pos, f, t).is_ok()).collect();
            let (from, to) = if wild < 20 || legal.is_empty() {
                // Any pair, a pin past the last included.
                (pick as usize % (pins + 1), pick as usize / 7 % (pins + 1))
            } else {
                *legal[pick as usize % legal.len()]
            };
            moves.push(Move::new(from as u8, to as u8));
            if rules.play(&mut pos, from, to).is_err() {
                break;
            }
        }
        moves
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// A batch checked at once (`play_all`, whose loop is compiled for the
        /// variation's rules) agrees with the moves checked one by one: the
        /// same position, and the same first illegal move and reason.
        #[test]
        fn a_batch_is_checked_as_its_moves_one_by_one(
            choices in proptest::collection::vec((0u8..=255, 0u16..=u16::MAX), 1..200),
        ) {
            for variation in CATALOGUE.iter() {
                let puzzle = Puzzle::by_name(variation.name, 4, None).unwrap();
                let rules = puzzle.solution().rules();
                let moves = line(&puzzle, &choices);
                let mut one_by_one = puzzle.start().clone();
                let mut refused = None;
                for (i, mv) in moves.iter().enumerate() {
                    if let Err(e) = rules.play(&mut one_by_one, mv.from as usize, mv.to as usize) {
                        refused = Some((i, e));
                        break;
                    }
                }
                let mut batch = puzzle.start().clone();
                let result = rules.play_all(&mut batch, &moves);
                prop_assert_eq!(result.err(), refused, "{}", variation.name);
                prop_assert_eq!(&batch, &one_by_one, "{}", variation.name);
            }
        }
    }
}

#[test]
fn legal_moves_are_the_moves_the_rules_accept() {
    let classic = Puzzle::by_name("Classic", 3, None).unwrap();
    let moves: Vec<Move> = classic.solution().rules().legal_moves(classic.start()).collect();
    assert_eq!(moves, [Move::new(0, 1), Move::new(0, 2)]);
    // Everywhere along every solution: exactly the pairs `check` accepts,
    // and the solution's next move among them.
    for variation in CATALOGUE {
        let puzzle = Puzzle::by_name(variation.name, variation.discs.min.max(3) as u64, None).unwrap();
        let rules = puzzle.solution().rules();
        let mut pos = puzzle.start().clone();
        for mv in puzzle.solution().moves().take(200) {
            let pins = pos.pin_count();
            let accepted: Vec<Move> = (0..pins)
                .flat_map(|f| (0..pins).map(move |t| (f, t)))
                .filter(|&(f, t)| f != t && rules.check(&pos, f, t).is_ok())
                .map(|(f, t)| Move::new(f as u8, t as u8))
                .collect();
            assert_eq!(rules.legal_moves(&pos).collect::<Vec<_>>(), accepted, "{}", variation.name);
            assert!(accepted.contains(&mv), "{}: {mv:?}", variation.name);
            rules.play(&mut pos, mv.from as usize, mv.to as usize).unwrap();
        }
    }
}

#[test]
fn refusals_are_errors_that_say_why() {
    fn reason(error: impl std::error::Error) -> String {
        error.to_string()
    }
    let classic = Puzzle::by_name("Classic", 3, None).unwrap();
    let mut pos = classic.start().clone();
    assert!(reason(classic.solution().rules().play(&mut pos, 1, 0).unwrap_err()).contains("pin 2 is empty"));
    assert!(reason(Puzzle::by_name("Classic", 65, None).err().unwrap()).contains("not 65"));
    let search = hanoi_core::search::Search::new(&classic).unwrap().with_memory_limit(0);
    let stopped = search.run(|_| std::ops::ControlFlow::Break(()));
    assert!(!reason(stopped.unwrap_err()).is_empty());
}

#[test]
fn a_setup_makes_the_position_it_describes() {
    for variation in CATALOGUE {
        let n = 3u64.clamp(variation.discs.min as u64, variation.discs.max as u64);
        let puzzle = Puzzle::by_name(variation.name, n, None).unwrap();
        assert_eq!(&Setup::of(puzzle.start()).position(), puzzle.start(), "{}", variation.name);
        assert_eq!(&Setup::of(puzzle.goal()).position(), puzzle.goal(), "{}", variation.name);
    }
    let pos = Setup::new(3).push(0, Disc::new(2, Red)).push(0, Disc::new(1, Blue)).base(1, Green).position();
    assert_eq!(pos.summary().to_string(), "pin 1: 2 1; pin 2: empty; pin 3: empty");
    assert_eq!(pos.bases(), [Grey, Green, Grey]);
    assert_eq!(pos.top(0), Some(&Disc::new(1, Blue)));
}
