//! Positions as text: every variation's start and goal, and every position
//! its graph reaches, written and read back unchanged; what people may get
//! wrong refused with the reason; random positions reachable and repeatable.

use hanoi_core::graph::{key_text, position_of_key, StateGraph};
use hanoi_core::random::random_position;
use hanoi_core::{Position, PositionTextError, Puzzle, CATALOGUE};

fn puzzle(name: &str, n: u64, m: Option<u64>) -> Puzzle {
    Puzzle::by_name(name, n, m).unwrap()
}

fn round_trip(puzzle: &Puzzle, pos: &Position) {
    let text = puzzle.position_text();
    let written = text.write(pos);
    let read = text.read(&written).unwrap_or_else(|e| panic!("{}: {written:?}: {e}", puzzle.descriptor().name));
    assert_eq!(&read, pos, "{}: {written}", puzzle.descriptor().name);
}

/// The sizes worth trying for a variation: small, default, and its most
/// pins (Multi-Stack's 20 stacks repeat colours).
fn sizes(variation: &hanoi_core::Variation) -> Vec<(u64, Option<u64>)> {
    let discs = variation.discs;
    let pins = variation.pins;
    let mut sizes =
        vec![(discs.min as u64, None), (discs.default as u64, None), ((discs.min + 1).min(discs.max) as u64, None)];
    if pins.max != pins.min {
        sizes.push((3.min(discs.max) as u64, Some(pins.max as u64)));
    }
    sizes
}

#[test]
fn every_start_and_goal_reads_back_as_written() {
    for variation in CATALOGUE {
        for (n, m) in sizes(variation) {
            let puzzle = puzzle(variation.name, n, m);
            round_trip(&puzzle, puzzle.start());
            round_trip(&puzzle, puzzle.goal());
        }
    }
}

#[test]
fn every_reachable_position_of_small_puzzles_reads_back_as_written() {
    for variation in CATALOGUE {
        let n = 3u64.clamp(variation.discs.min as u64, variation.discs.max as u64);
        let puzzle = puzzle(variation.name, n, None);
        let Ok(graph) = StateGraph::build(&puzzle, 5000) else { continue };
        for node in &graph.nodes {
            round_trip(&puzzle, node);
            // The page's key of a position reads back as it (the Hint writes the position on show from it).
            assert_eq!(position_of_key(&key_text(node)).as_ref(), Some(node), "{}", variation.name);
        }
    }
}

#[test]
fn what_is_not_a_key_is_not_a_position() {
    for text in ["", "nonsense", "1.2", "4294967295", "65537.4294967295.99.0"] {
        assert_eq!(position_of_key(text), None, "{text:?}");
    }
}

#[test]
fn what_people_write() {
    let classic = puzzle("classic", 3, None);
    let text = classic.position_text();
    assert_eq!(text.write(classic.start()), "3 2 1 / - / -");
    assert_eq!(text.write(classic.goal()), "- / - / 3 2 1");
    // Commas, no spaces, bars, an empty pin left empty.
    for typed in ["3,2,1/-/-", "3 2 1 | | ", " 3 2 1 /  / - "] {
        assert_eq!(&text.read(typed).unwrap(), classic.start(), "{typed}");
    }
    let reversi = puzzle("reversi", 3, None);
    assert_eq!(reversi.position_text().write(reversi.start()), "3y 2m 1y / - / - / -");
    let antwerp = puzzle("antwerp", 2, None);
    assert_eq!(antwerp.position_text().write(antwerp.start()), "2r 1r / 2w 1w / 2b 1b");
    // A colour by name, in any case.
    assert_eq!(&antwerp.position_text().read("2RED 1r / 2White 1w / 2b 1blue").unwrap(), antwerp.start());
    // Multi-Stack's stacks beyond its colours are told apart by number.
    let many = puzzle("multi-stack", 1, Some(40));
    let written = many.position_text().write(many.start());
    assert!(written.contains('#'), "{written}");
}

fn refusal(name: &str, n: u64, text: &str) -> String {
    let error: PositionTextError = puzzle(name, n, None).position_text().read(text).unwrap_err();
    error.to_string()
}

#[test]
fn mistakes_are_refused_with_the_reason() {
    let cases = [
        ("classic", 3, "3 2 1 / -", "a position has 3 pins separated by \"/\", and this has 2"),
        ("classic", 3, "3 2 1 / - / - / -", "a position has 3 pins separated by \"/\", and this has 4"),
        ("classic", 3, "3 2 1 / x / -", "pin 2: \"x\" is not a disc"),
        ("classic", 3, "3 2 1 4 / - / -", "pin 1: there is no disc \"4\": the discs are 1 to 3"),
        ("classic", 1, "- / 2 / -", "pin 2: there is no disc \"2\": the only disc is 1"),
        ("classic", 0, "1 / - / -", "pin 1: there is no disc \"1\": this puzzle has no discs"),
        ("classic", 3, "3 2 / 1 2 / -", "pin 2: disc 2 is placed twice"),
        ("classic", 3, "3 / - / 1", "disc 2 is on no pin: a position holds every disc once"),
        ("classic", 3, "- / - / -", "discs 1, 2 and 3 are on no pin"),
        ("classic", 3, "1 2 3 / - / -", "a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 1"),
        ("reversi", 2, "2 1 / - / - / -", "pin 1: \"2\" could be more than one disc or colour: say which, as 2m"),
        ("reversi", 2, "2c 1y / - / - / -", "pin 1: disc 2 cannot be cyan: it may be magenta or yellow"),
        ("reversi", 2, "2q 1y / - / - / -", "pin 1: \"2q\" names none of the colours its disc may have: magenta or yellow"),
        ("reversi", 2, "2m 1m / - / - / -", "a disc may not go on a disc of its own colour: disc 1 and disc 2 on pin 1 are both magenta"),
        ("antwerp", 1, "1r / 1 / 1b", "pin 2: \"1\" could be more than one disc or colour: say which, as 1r"),
        ("turtle", 1, "1o / - / - / 1g", "only its own stack's pins take disc 1"),
        ("turtle", 1, "1#7 / - / - / -", "pin 1: there is no disc 1 of stack 7: the stacks are 1 to 2"),
        ("lundon", 2, "2g 1w / - / -", "a disc may rest only on its own colour or a grey base: disc 1 is white and disc 2 below it on pin 1 is green"),
    ];
    for (name, n, text, wanted) in cases {
        let got = refusal(name, n, text);
        assert!(got.contains(wanted), "{name} {text:?}: {got}");
    }
    // With ten stacks on twenty pins, the small discs come in pink and purple.
    let multi_stack = Puzzle::by_name("multi-stack", 1, Some(20)).unwrap();
    let text = format!("1p{}", " / -".repeat(19));
    let got = multi_stack.position_text().read(&text).unwrap_err().to_string();
    assert_eq!(got, "pin 1: \"1p\" could be pink or purple: say which");
}

#[test]
fn random_positions_are_reachable_legal_and_repeatable() {
    for variation in CATALOGUE {
        for (n, m) in [
            (3u64.clamp(variation.discs.min as u64, variation.discs.max as u64), None),
            (10.min(variation.discs.max as u64), None),
        ] {
            let puzzle = puzzle(variation.name, n, m);
            let a = random_position(&puzzle, 7);
            assert_eq!(a, random_position(&puzzle, 7), "{}", variation.name);
            assert!(puzzle.solution().rules().check_arrangement(&a).is_ok(), "{}", variation.name);
            round_trip(&puzzle, &a);
        }
    }
    // Uniform among Classic's 27 positions but its start and its goal: several
    // seeds give several positions, and never those two.
    let classic = puzzle("classic", 3, None);
    let seen: std::collections::HashSet<String> =
        (0..200).map(|seed| classic.position_text().write(&random_position(&classic, seed))).collect();
    assert!(seen.len() > 10, "{seen:?}");
    assert!(!seen.contains("3 2 1 / - / -") && !seen.contains("- / - / 3 2 1"), "{seen:?}");
    // One disc has only its start and goal: one of them it is.
    let one = puzzle("classic", 1, None);
    assert!(one.solution().rules().check_arrangement(&random_position(&one, 3)).is_ok());
}
