//! The mid-end of a two-player game (`Match`) as a page uses it: choosing a
//! game from an address or a form, turns, values of the position and of each
//! move, illegal moves refused with nothing changed, undo and redo, the
//! computer's moves, scores, and the value history.

use std::ops::ControlFlow;

use hanoi_core::game::registry::{ParamValue, Where};
use hanoi_core::game::{Finish, GameSpec, Match, Skill, SpecText, Value};
use hanoi_core::Move;

fn spec(text: SpecText) -> GameSpec {
    GameSpec::check(&text).expect("a valid game")
}

fn impartial(pegs: &str, discs: &str, end: &str) -> Match {
    let text = SpecText::of(&[("game", "impartial"), ("pegs", pegs), ("discs", discs), ("end", end)]);
    Match::new(&spec(text)).unwrap()
}

fn mv(from: u8, to: u8) -> Move {
    Move::new(from - 1, to - 1)
}

/// Both sides perfect from here to the end; the number of moves made.
fn play_out(game: &mut Match, dice: [f64; 2]) -> usize {
    let mut made = 0;
    while let Some(m) = game.computer_move(Skill::Perfect, dice) {
        game.play(m).unwrap();
        made += 1;
        assert!(made < 10_000, "perfect play of a won game ends");
    }
    made
}

#[test]
fn perfect_play_wins_in_the_remoteness_the_start_promises() {
    for (pegs, discs, end) in [("3", "2", "ec1"), ("3", "3", "ec2"), ("3", "4", "ec3"), ("3", "5", "ec1")] {
        let mut game = impartial(pegs, discs, end);
        let Value::Win(r) = game.value() else { panic!("{pegs} pegs {discs} discs {end}: {:?}", game.value()) };
        for dice in [[0.0, 0.0], [0.0, 0.99], [0.5, 0.5]] {
            let mut game = impartial(pegs, discs, end);
            assert_eq!(play_out(&mut game, dice), r as usize);
            assert_eq!(game.finish(), Some(Finish::Won(0)));
            assert_eq!(game.value(), Value::Lose(0), "the loser is to move");
            // Every move kept its mover's value: counted the same way, the
            // moves left from before it, this one included.
            for ply in game.plies() {
                assert_eq!(ply.after, ply.before);
                assert!(!ply.threw_away_win());
            }
            // The winning move: a win in 1, this move.
            assert_eq!(game.plies().last().unwrap().after, Value::Win(1));
        }
    }
}

#[test]
fn three_pegs_two_discs_ec1_the_first_player_wins_in_3_and_the_second_loses() {
    let mut game = impartial("3", "2", "EC1");
    assert_eq!(game.value(), Value::Win(3));
    assert_eq!(game.to_move(), 0);
    assert_eq!(game.player_name(0), "Player 1");
    let choices = game.choices();
    // Disc 1 to peg 2 or peg 3; the hint the CLI's line agrees with. A
    // move's value counts the moves left as the position's does, this move
    // included: the best move wins in 3, as the headline says.
    assert_eq!(choices.len(), 2);
    let to_2 = choices.iter().find(|c| c.mv == mv(1, 2)).unwrap();
    assert_eq!((to_2.disc, to_2.value, to_2.best), (1, Value::Win(3), true));
    // Disc 1 to peg 3 wins too, more slowly: whatever the first player
    // does, the second loses.
    let to_3 = choices.iter().find(|c| c.mv == mv(1, 3)).unwrap();
    assert_eq!((to_3.value, to_3.best), (Value::Win(5), false));
}

#[test]
fn an_illegal_move_is_refused_with_its_reason_and_changes_nothing() {
    let mut game = impartial("3", "3", "ec1");
    game.play(mv(1, 2)).unwrap();
    let before = (game.moves_made(), game.position().summary().to_string(), game.value(), game.to_move());
    let refused = game.play(mv(2, 3)).unwrap_err();
    assert_eq!(refused.to_string(), "your opponent just moved disc 1, so it may not move again at once");
    assert_eq!(game.lift_error(1).unwrap().to_string(), refused.to_string());
    assert_eq!(
        game.play(mv(1, 2)).unwrap_err().to_string(),
        "a larger disc may not go on a smaller one: disc 2 onto disc 1 on peg 2"
    );
    assert_eq!(game.lift_error(2).unwrap().to_string(), "peg 3 is empty");
    assert_eq!(game.lift_error(0), None);
    let after = (game.moves_made(), game.position().summary().to_string(), game.value(), game.to_move());
    assert_eq!(before, after);
}

#[test]
fn a_move_that_throws_away_a_win_is_marked_in_the_history() {
    // Some play (each choice in turn) until the player to move wins and has
    // a move that does not.
    let find = |mut game: Match| loop {
        let wins = matches!(game.value(), Value::Win(_));
        let choices = game.choices();
        if let Some(c) = choices.iter().find(|c| wins && !matches!(c.value, Value::Win(_))) {
            return Some((game, *c));
        }
        if choices.is_empty() || game.moves_made() > 500 {
            return None;
        }
        game.play(choices[game.moves_made() % choices.len()].mv).unwrap();
    };
    let games = [
        SpecText::of(&[("game", "impartial"), ("pegs", "4"), ("discs", "3"), ("end", "ec1")]),
        SpecText::of(&[("game", "red-blue"), ("discs", "2")]),
    ];
    let (mut game, blunder) = games
        .iter()
        .find_map(|text| find(Match::new(&spec(text.clone())).unwrap()))
        .expect("a winner can blunder in one of these");
    let mover = game.to_move();
    let ply = game.play(blunder.mv).unwrap();
    assert!(matches!(ply.before, Value::Win(_)));
    assert_eq!(ply.after, blunder.value);
    assert!(ply.threw_away_win());
    assert_eq!(game.plies().last(), Some(&ply));
    assert!(game.plies()[..game.plies().len() - 1].iter().all(|p| !p.threw_away_win()));
    // Where the other player now wins, the perfect computer does.
    if matches!(game.value(), Value::Win(_)) {
        play_out(&mut game, [0.0, 0.0]);
        assert_eq!(game.finish(), Some(Finish::Won(1 - mover)));
    }
}

#[test]
fn undo_and_redo_walk_the_history_and_a_new_move_forgets_what_was_undone() {
    let mut game = impartial("3", "3", "ec2");
    let start = game.position().summary().to_string();
    game.play(mv(1, 2)).unwrap();
    game.play(mv(1, 3)).unwrap();
    assert_eq!(game.undo(), Some(mv(1, 3)));
    assert_eq!(game.to_move(), 1);
    assert!(game.can_redo());
    assert_eq!(game.redo(), Some(mv(1, 3)));
    assert_eq!(game.redo(), None);
    game.undo();
    game.undo();
    assert_eq!(game.undo(), None);
    assert_eq!(game.position().summary().to_string(), start);
    game.play(mv(1, 3)).unwrap();
    assert!(!game.can_redo());
    assert_eq!(game.plies().len(), 1);
    // A replay sees every position of the game.
    assert_eq!(game.position_at(0).summary().to_string(), start);
}

#[test]
fn a_computer_that_errs_plays_any_legal_move_when_the_dice_say_so() {
    let mut game = impartial("3", "2", "ec1");
    let perfect = game.computer_move(Skill::Errs { chance: 0.3 }, [0.5, 0.99]);
    assert_eq!(perfect, Some(mv(1, 2)));
    let erring = game.computer_move(Skill::Errs { chance: 0.3 }, [0.1, 0.99]);
    assert_eq!(erring, Some(mv(1, 3)));
    assert_eq!(game.computer_move(Skill::Perfect, [0.0, 0.99]), Some(mv(1, 2)));
}

#[test]
fn scoring_play_keeps_both_totals_exactly_and_the_totals_decide() {
    let text = SpecText::of(&[("game", "scoring"), ("discs", "2"), ("end", "EC1"), ("weights", "1,2.5,-3")]);
    let mut game = Match::new(&spec(text)).unwrap();
    assert_eq!(game.spec().game.id, "scoring");
    assert_eq!(game.score(0).unwrap().to_string(), "0");
    let ply = game.play(mv(1, 3)).unwrap();
    assert_eq!(ply.gain, Some(25));
    assert_eq!(game.score(0).unwrap().to_string(), "2.5");
    game.play(mv(1, 2)).unwrap();
    assert_eq!(game.score(1).unwrap().to_string(), "1");
    play_out(&mut game, [0.0, 0.0]);
    let finish = game.finish().expect("the game ended");
    let (a, b) = (game.score(0).unwrap().to_string(), game.score(1).unwrap().to_string());
    let (a, b): (f64, f64) = (a.parse().unwrap(), b.parse().unwrap());
    let expected = if a > b {
        Finish::Won(0)
    } else if b > a {
        Finish::Won(1)
    } else {
        Finish::Tie
    };
    assert_eq!(finish, expected);
}

#[test]
fn red_blue_names_the_colours_and_refuses_the_other_colour_and_a_bad_opening() {
    let text = SpecText::of(&[("game", "red-blue"), ("discs", "2"), ("first", "red")]);
    let mut game = Match::new(&spec(text)).unwrap();
    assert_eq!(game.player_name(0), "Red");
    assert_eq!(game.player_name(1), "Blue");
    assert_eq!(game.lift_error(0).unwrap().to_string(), "disc 1 is blue: each player moves only their own colour");
    assert_eq!(
        game.play(mv(4, 1)).unwrap_err().to_string(),
        "Red's first move must put the smallest red disc on peg 2 or peg 3"
    );
    assert_eq!(game.moves_made(), 0);
    game.play(mv(4, 3)).unwrap();
    assert_eq!(game.to_move(), 1);
    // The CLI: 2 discs, Blue first, the second player (Red) wins in 12.
    let text = SpecText::of(&[("game", "red-blue"), ("discs", "2")]);
    assert_eq!(Match::new(&spec(text)).unwrap().value(), Value::Lose(12));
}

#[test]
fn an_address_falls_back_with_a_notice_for_each_value_refused() {
    let text = SpecText::of(&[("game", "chess"), ("discs", "99")]);
    let (spec, notices) = GameSpec::from_query(&text);
    assert_eq!(spec.game.id, "impartial");
    let max = spec.most("discs", Where::Page);
    assert_eq!(spec.count("discs"), max);
    assert_eq!(
        notices,
        [
            "unknown game \"chess\": the games are impartial, scoring and red-blue: using impartial".to_string(),
            format!("the impartial game takes 1 to {max} discs on 3 pegs here, not 99: using {max}"),
        ]
    );
    let text = SpecText::of(&[("game", "scoring"), ("weights", "1,x,2"), ("end", "ec9")]);
    let (spec, notices) = GameSpec::from_query(&text);
    assert_eq!(spec.text("weights"), "1,2,-3");
    assert_eq!(
        notices,
        [
            "the ending is EC1, EC2, EC3, EC4 or EC5, not \"ec9\": using EC1",
            "the weight \"x\" is not a number: write one like 2, -1 or 0.5: using 1,2,-3",
        ]
    );
    let text = SpecText::of(&[("game", "red-blue"), ("first", "green"), ("pegs", "7"), ("discs", "0")]);
    let (spec, notices) = GameSpec::from_query(&text);
    assert_eq!((spec.game.id, spec.count("discs")), ("red-blue", 1));
    assert_eq!(
        notices,
        [
            "the first player is blue or red, not \"green\": using blue",
            "Red–Blue takes 1 to 5 discs a side, not 0: using 1",
        ]
    );
    // A form refuses instead, with the reason alone.
    let text = SpecText::of(&[("game", "impartial"), ("pegs", "9")]);
    assert_eq!(GameSpec::check(&text).unwrap_err(), "the impartial game takes 3 to 6 pegs, not 9");
}

#[test]
fn an_analysis_made_elsewhere_gives_the_same_values_and_a_wrong_one_is_refused() {
    let spec = spec(SpecText::of(&[("game", "impartial"), ("discs", "4"), ("end", "ec2")]));
    let labels = Match::labels(&spec, &mut |_| ControlFlow::Continue(())).unwrap();
    let mut there = Match::from_labels(&spec, labels.clone()).unwrap();
    let mut here = Match::new(&spec).unwrap();
    for _ in 0..6 {
        assert_eq!(there.value(), here.value());
        assert_eq!(there.choices(), here.choices());
        let m = here.computer_move(Skill::Perfect, [0.0, 0.0]).unwrap();
        here.play(m).unwrap();
        there.play(m).unwrap();
    }
    let other = spec.with("discs", ParamValue::Count(3));
    assert!(Match::from_labels(&other, labels).is_err());
    assert!(Match::solves_quickly(&spec).unwrap());
}

/// A screen reader hears Red–Blue's discs with their colours, on pegs.
#[test]
fn positions_are_told_in_pegs_with_colours_where_discs_have_them() {
    use hanoi_core::game::{pegs_text, Game, Impartial, RedBlue, Side};
    let mut red_blue = RedBlue::new(2, Side::Blue).unwrap();
    let start = red_blue.start();
    assert_eq!(pegs_text(&red_blue.position(start)), "peg 1: blue 2, blue 1; peg 2: empty; peg 3: empty; peg 4: red 2, red 1");
    let mut impartial = Impartial::new(3, 2, hanoi_core::game::Ending::Ec1).unwrap();
    let start = impartial.start();
    assert_eq!(pegs_text(&impartial.position(start)), "peg 1: 2 1; peg 2: empty; peg 3: empty");
}

/// Scoring play with large weights takes fewer discs on a page than the
/// default 3: an address without discs gets the most it takes, not a game a
/// form would refuse.
#[test]
fn an_address_without_discs_gets_no_more_than_a_page_takes() {
    let text = SpecText::of(&[("game", "scoring"), ("weights", "0.01,1,-30")]);
    let (spec, notices) = GameSpec::from_query(&text);
    assert_eq!(spec.most("discs", Where::Page), 2);
    assert_eq!(spec.count("discs"), 2);
    assert!(notices.is_empty(), "{notices:?}");
    // What the page then builds from it is accepted as it stands.
    let discs = spec.count("discs").to_string();
    let again = text.with("discs", &discs);
    assert_eq!(GameSpec::check(&again), Ok(spec));
}

/// The game a page plays instead of one not solved: the same with the most
/// discs that solve at once, never the game asked for, always one that
/// solves at once and that a form accepts.
#[test]
fn the_fallback_is_the_largest_quick_game_like_the_one_asked_for_and_never_it() {
    let asked = |text: SpecText| GameSpec::from_query(&text).0;
    let large = asked(SpecText::of(&[("game", "impartial"), ("pegs", "6"), ("discs", "8"), ("end", "ec2")]));
    let instead = large.fallback().unwrap();
    assert_eq!(
        (instead.game.id, instead.count("pegs"), instead.count("discs"), instead.choice("end")),
        ("impartial", 6, 4, "EC2")
    );
    assert_eq!(instead.title(), "Impartial Tower of Hanoi, 6 pegs, 4 discs, EC2");
    // Scoring play with 4 discs, which do not solve at once: 3 discs.
    let scoring = asked(SpecText::of(&[("game", "scoring"), ("discs", "4")]));
    assert!(!Match::solves_quickly(&scoring).unwrap());
    assert_eq!(scoring.fallback().unwrap().count("discs"), 3);
    // Weights with which no number of discs solves at once: the default weights.
    let wide = asked(SpecText::of(&[("game", "scoring"), ("weights", "0.01,1,-30"), ("discs", "2")]));
    let instead = wide.fallback().unwrap();
    assert_eq!((instead.text("weights"), instead.count("discs")), ("1,2,-3", 3));
    for text in [
        SpecText::of(&[("game", "impartial"), ("pegs", "3"), ("discs", "12")]),
        SpecText::of(&[("game", "impartial"), ("pegs", "5"), ("discs", "8"), ("end", "ec5")]),
        SpecText::of(&[("game", "scoring"), ("weights", "1,1,-1000")]),
        SpecText::of(&[("game", "scoring"), ("weights", "-1000000,1,1"), ("end", "ec3")]),
        SpecText::of(&[("game", "red-blue"), ("discs", "5"), ("first", "red")]),
    ] {
        let spec = asked(text);
        let instead = spec.fallback().unwrap_or_else(|| panic!("{}: no fallback", spec.title()));
        assert_ne!(instead, spec);
        assert!(Match::solves_quickly(&instead).unwrap(), "{}", instead.title());
        // The page's form sends every value back as text.
        let texts: Vec<(&str, String)> = instead.values().map(|(name, value)| (name, value.text())).collect();
        let mut form = SpecText::of(&[("game", instead.game.id)]);
        for (name, value) in &texts {
            form = form.with(name, value);
        }
        assert_eq!(GameSpec::check(&form).as_ref(), Ok(&instead), "{}", instead.title());
        let others = |s: &GameSpec| s.values().filter(|(n, v)| *n != "discs" && !matches!(v, ParamValue::Text(_))).map(|(n, v)| (n, v.clone())).collect::<Vec<_>>();
        assert_eq!((instead.game, others(&instead)), (spec.game, others(&spec)));
    }
}

/// The page's question before a long solve comes from the core, in the
/// same words for durations as the command line's.
#[test]
fn a_long_game_is_worded_with_its_positions_time_and_memory() {
    let spec = GameSpec::from_query(&SpecText::of(&[("game", "impartial"), ("pegs", "6"), ("discs", "8")])).0;
    let estimate = spec.page_estimate().unwrap();
    assert!(estimate.long && !estimate.quick);
    let question = spec.question(&estimate);
    assert!(
        question.starts_with("Impartial Tower of Hanoi, 6 pegs, 8 discs, EC1 has up to 11,757,312 positions: solving it here may take about "),
        "{question}"
    );
    assert!(question.ends_with(" and up to 1.3 GB of memory, and nothing can be played meanwhile."), "{question}");
    assert!(question.contains(&format!("take {} and", hanoi_core::About(estimate.seconds))), "{question}");
    // Scoring play with weights 1,1,-1000: small, though its window is wide.
    let scoring = GameSpec::from_query(&SpecText::of(&[("game", "scoring"), ("weights", "1,1,-1000")])).0;
    let estimate = scoring.page_estimate().unwrap();
    assert!(!estimate.long && estimate.seconds == 1 && estimate.reach.positions < 10_000, "{estimate:?}");
}

/// The one place the value sentences are written: "you" is spoken to in
/// the second person in every one of them.
#[test]
fn value_sentences_speak_to_you_in_the_second_person() {
    assert_eq!(Value::Lose(0).sentence("you", false), "you have no legal move and lose at once");
    assert_eq!(Value::Lose(0).sentence("Player 2", false), "Player 2 has no legal move and loses at once");
    assert_eq!(Value::Lose(3).sentence("you", false), "you lose in 3 moves against perfect play");
    assert_eq!(Value::Win(1).sentence("Blue", true), "Blue can force a win in at most 1 move");
}
