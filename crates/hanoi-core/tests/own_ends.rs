//! Play from a start (and to a goal) of one's own: typed as text, given as
//! the page's keys, or arranged by hand; refusals change nothing; solved
//! when the goal's discs are reached; the solution, which starts from the
//! puzzle's own start, is not played from there.

use hanoi_core::graph::key_text;
use hanoi_core::random::random_position;
use hanoi_core::{Move, Player, Puzzle, Setup};

fn player(name: &str, n: u64) -> Player {
    Player::new(Puzzle::by_name(name, n, None).unwrap())
}

fn text_of(p: &Player) -> String {
    p.puzzle().position_text().write(p.position())
}

#[test]
fn play_by_hand_from_a_start_of_ones_own_to_the_puzzles_goal() {
    let mut p = player("Classic", 3);
    p.start_from("3 / 2 / 1", None).unwrap();
    assert!(p.has_own_ends());
    assert!(p.is_manual());
    assert_eq!(text_of(&p), "3 / 2 / 1");
    assert_eq!(p.moves_made(), 0);
    assert!(!p.is_solved());
    assert_eq!(p.own_ends_text(), Some(("3 / 2 / 1".to_string(), None)));
    // Disc 1 onto disc 2, disc 3 to pin 3, then discs 2 and 1 onto it: the fewest, 5.
    p.play(2, 1).unwrap();
    p.play(0, 2).unwrap();
    p.play(1, 0).unwrap();
    p.play(1, 2).unwrap();
    p.play(0, 2).unwrap();
    assert!(p.is_solved());
    assert_eq!(p.moves_made(), 5);
    assert!(p.undo());
    assert!(!p.is_solved());
    assert_eq!(p.redo(), Some(Move::new(0, 2)));
    p.reset();
    assert_eq!(text_of(&p), "3 / 2 / 1", "reset goes back to one's own start");
    assert_eq!(p.moves_made(), 0);
    assert!(!p.can_undo() && !p.can_redo(), "moves by hand are forgotten");
    assert_eq!(p.step_back(), None, "nothing to take back at one's own start");
}

#[test]
fn a_goal_of_ones_own_is_what_solves() {
    let mut p = player("Classic", 2);
    p.start_from("2 1 / - / -", Some("- / 2 1 / -")).unwrap();
    assert_eq!(p.own_ends_text(), Some(("2 1 / - / -".to_string(), Some("- / 2 1 / -".to_string()))));
    p.play(0, 2).unwrap();
    p.play(0, 1).unwrap();
    p.play(2, 1).unwrap();
    assert!(p.is_solved());
    assert_eq!(text_of(&p), "- / 2 1 / -");
    // The puzzle's own goal is not the goal now.
    let mut q = player("Classic", 2);
    q.start_from("2 1 / - / -", Some("- / 2 1 / -")).unwrap();
    q.play(0, 1).unwrap();
    q.play(0, 2).unwrap();
    q.play(1, 2).unwrap();
    assert!(!q.is_solved());
    // A goal that is the puzzle's own is kept as the puzzle's.
    q.start_from("2 / 1 / -", Some("- / - / 2 1")).unwrap();
    assert_eq!(q.own_ends_text(), Some(("2 / 1 / -".to_string(), None)));
}

#[test]
fn bad_text_is_refused_with_the_reason_and_nothing_changes() {
    let mut p = player("Classic", 3);
    p.start_from("3 / 2 / 1", None).unwrap();
    p.play(2, 1).unwrap();
    let before = p.position().clone();
    let cases = [
        ("3 / 2 / 7", None, "the start: pin 3: there is no disc \"7\": the discs are 1 to 3"),
        ("3 2", None, "the start: a position has 3 pins separated by \"/\", and this has 1"),
        ("1 3 / 2 / -", None, "the start: a larger disc may not go on a smaller one: disc 3 onto disc 1 on pin 1"),
        ("3 2 1 / - / -", Some("3 / 2"), "the goal: a position has 3 pins"),
        ("3 2 1 / - / -", Some("3 / 2 / 2"), "the goal: pin 3: disc 2 is placed twice"),
    ];
    for (start, goal, wanted) in cases {
        let error = p.start_from(start, goal).unwrap_err().to_string();
        assert!(error.starts_with(wanted), "{start:?} {goal:?}: {error}");
        assert_eq!(p.position(), &before, "{start:?}: nothing changes");
        assert_eq!(p.moves_made(), 1);
        assert!(p.can_undo());
        assert_eq!(p.own_ends_text(), Some(("3 / 2 / 1".to_string(), None)));
    }
}

#[test]
fn the_solution_is_not_played_from_a_start_of_ones_own() {
    let mut p = player("Classic", 3);
    p.start_from("3 / 2 / 1", None).unwrap();
    let mut out = [Move::new(0, 0); 8];
    assert_eq!(p.advance(&mut out), 0);
    assert_eq!(text_of(&p), "3 / 2 / 1");
    let error = p.seek(2).unwrap_err().to_string();
    assert!(error.starts_with("the solution starts from the puzzle's own start, not from this one"), "{error}");
    assert_eq!(p.solution_refusal().map(|e| e.to_string()), Some(error), "the refusal as data, without a seek");
    assert_eq!(text_of(&p), "3 / 2 / 1", "a refused seek changes nothing");
    p.clear_ends();
    assert!(!p.has_own_ends());
    assert!(p.solution_refusal().is_none());
    assert_eq!(p.position(), p.puzzle().start());
    assert_eq!(p.advance(&mut out), 7);
    assert!(p.is_solved());
}

#[test]
fn arranging_by_hand_checks_each_change_against_the_rules() {
    let mut p = player("Classic", 3);
    p.seek(3).unwrap();
    assert_eq!(text_of(&p), "3 / 2 1 / -");
    // The top disc of pin 1 onto pin 3: an arrangement, not a move of the solution.
    p.arrange(0, 2).unwrap();
    assert_eq!(text_of(&p), "- / 2 1 / 3");
    assert!(p.has_own_ends() && p.is_manual());
    assert_eq!(p.moves_made(), 0);
    let before = p.position().clone();
    for (from, to, wanted) in [
        (2, 1, "a larger disc may not go on a smaller one"),
        (0, 1, "pin 1 is empty"),
        (1, 1, "a disc must move to another pin"),
        (1, 5, "there is no pin 6"),
    ] {
        let error = p.arrange(from, to).unwrap_err().to_string();
        assert!(error.contains(wanted), "{from} {to}: {error}");
        assert_eq!(p.position(), &before, "{from} {to}: nothing changes");
    }
    // The moves after are played by hand from the arrangement, which reset returns to.
    p.play(1, 0).unwrap();
    p.reset();
    assert_eq!(text_of(&p), "- / 2 1 / 3");
}

#[test]
fn arranging_keeps_a_goal_of_ones_own() {
    let mut p = player("Classic", 2);
    p.start_from("2 1 / - / -", Some("- / 2 1 / -")).unwrap();
    p.arrange(0, 1).unwrap();
    assert_eq!(p.own_ends_text(), Some(("2 / 1 / -".to_string(), Some("- / 2 1 / -".to_string()))));
}

#[test]
fn arranging_follows_colour_rules_where_the_variation_has_them() {
    // Reversi: no disc may rest on one of its own colour.
    let mut p = player("Reversi", 3);
    assert_eq!(text_of(&p), "3y 2m 1y / - / - / -");
    p.arrange(0, 1).unwrap();
    p.arrange(0, 2).unwrap();
    assert_eq!(text_of(&p), "3y / 1y / 2m / -");
    let error = p.arrange(1, 0).unwrap_err().to_string();
    assert!(error.contains("own colour"), "{error}");
    assert_eq!(text_of(&p), "3y / 1y / 2m / -");
}

#[test]
fn keys_start_play_as_text_does_and_other_keys_are_refused() {
    let puzzle = Puzzle::by_name("Reversi", 4, None).unwrap();
    let start = random_position(&puzzle, 11);
    let mut p = Player::new(puzzle);
    p.start_from_keys(&key_text(&start), None).unwrap();
    assert_eq!(p.position(), &start);
    assert_eq!(p.own_ends_keys(), Some((key_text(&start), None)));
    let before = p.position().clone();
    // Three discs of Reversi's four, Classic's tower, not a key at all.
    let three = Puzzle::by_name("Reversi", 3, None).unwrap();
    let classic = Puzzle::by_name("Many_Pin", 4, Some(4)).unwrap();
    for key in [key_text(three.start()), key_text(classic.start()), "1.2.3".to_string(), String::new()] {
        let error = p.start_from_keys(&key, None).unwrap_err().to_string();
        assert!(error.ends_with("is not a position of this puzzle"), "{key}: {error}");
        assert_eq!(p.position(), &before);
    }
    // Classic's discs, a larger on a smaller.
    let classic = Puzzle::by_name("Classic", 2, None).unwrap();
    let mut upside_down = Setup::of(classic.start());
    let (small, large) = (upside_down.pop(0).unwrap(), upside_down.pop(0).unwrap());
    upside_down.push(0, small).push(0, large);
    let mut p = Player::new(classic);
    assert!(p.start_from_keys(&key_text(&upside_down.position()), None).is_err());
    assert!(!p.has_own_ends());
}

#[test]
fn the_fewest_moves_between_positions_of_ones_own() {
    let puzzle = Puzzle::by_name("Classic", 3, None).unwrap();
    let text = puzzle.position_text();
    let start = text.read("3 / 2 / 1").unwrap();
    assert_eq!(puzzle.quick_optimum_between(&start, puzzle.goal()), Some(5));
    assert_eq!(puzzle.quick_optimum_between(puzzle.goal(), puzzle.goal()), Some(0));
    assert_eq!(puzzle.quick_optimum_between(puzzle.start(), puzzle.goal()), Some(7));
}

#[test]
fn may_show_agrees_with_the_colours_listed() {
    for variation in hanoi_core::CATALOGUE {
        let puzzle = Puzzle::by_name(variation.name, variation.discs.default as u64, None).unwrap();
        let rules = puzzle.solution().rules();
        for disc in puzzle.start().pins().flat_map(|pin| pin.iter()) {
            for colour in hanoi_core::Colour::ALL {
                let listed = rules.colours(disc.colour).contains(&colour);
                assert_eq!(rules.may_show(disc.colour, colour), listed, "{} {disc:?} {colour:?}", variation.name);
            }
        }
    }
}
