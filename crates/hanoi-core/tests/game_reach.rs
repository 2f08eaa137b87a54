//! Each game's `reach()`: the bounds an estimate is made from hold for
//! every game small enough to analyse here, and are not far above what the
//! analysis meets (so an estimate is not wildly pessimistic).

use hanoi_core::game::{Analysis, Ending, Game, Impartial, Reach, RedBlue, Scoring, Side, TurnRule, Weights};

/// Checks that the bound holds (for every game); returns how many times the
/// moves met it is, for games of at least 10,000 moves (`None` for smaller
/// ones, whose time does not matter).
fn check(name: &str, game: &mut impl Game, reach: Reach) -> Option<f64> {
    let analysis = Analysis::run(game).unwrap();
    assert_eq!(reach.ranks, game.ranks(), "{name}");
    assert!(analysis.positions() <= reach.positions, "{name}: {} positions, bound {}", analysis.positions(), reach.positions);
    assert!(analysis.moves() <= reach.moves, "{name}: {} moves, bound {}", analysis.moves(), reach.moves);
    (analysis.moves() >= 10_000).then(|| reach.moves as f64 / analysis.moves() as f64)
}

/// Asserts that a bound of a game large enough to matter is less than 5 times what it meets.
fn not_far_above(name: &str, over: Option<f64>) {
    if let Some(over) = over {
        assert!(over < 5.0, "{name}: bound {over:.1} times the moves");
    }
}

#[test]
fn impartial_bounds_hold_under_both_turn_rules() {
    for (pegs, most) in [(3, 9), (4, 6), (5, 5), (6, 4)] {
        for discs in 1..=most {
            for ending in Ending::ALL {
                for rule in [TurnRule::NotJustMoved, TurnRule::Ko] {
                    let mut game = Impartial::with_rule(pegs, discs, ending, rule).unwrap();
                    let reach = game.reach();
                    let name = format!("{pegs} pegs {discs} discs {ending} {rule:?}");
                    let over = check(&name, &mut game, reach);
                    if rule == TurnRule::NotJustMoved {
                        not_far_above(&name, over);
                    }
                }
            }
        }
    }
}

#[test]
fn scoring_and_red_blue_bounds_hold_and_are_not_far_above() {
    let weights = [("1,2,-3", None), ("-1,-1,-1", None), ("0.5,-2,1", Some(40)), ("1,-5,1", Some(2)), ("1,1,-1000", None), ("3,5,7", None), ("1,0,0", None)];
    let mut large = 0;
    for discs in 1..=5 {
        for (weights, window) in weights {
            for ending in [Ending::Ec1, Ending::Ec3] {
                let weights = Weights::parse(weights).unwrap();
                let mut game = Scoring::new(discs, ending, weights.clone(), window).unwrap();
                let reach = game.reach();
                let name = format!("scoring {discs} discs {ending} {weights}");
                let over = check(&name, &mut game, reach);
                large += usize::from(over.is_some());
                not_far_above(&name, over);
            }
        }
    }
    assert!(large >= 10, "the ratio was checked on {large} scoring games");
    // Weights whose differences fill the window: 0.01,1,-30 on 2 discs (the most a page takes).
    let mut game = Scoring::new(2, Ending::Ec1, Weights::parse("0.01,1,-30").unwrap(), None).unwrap();
    let reach = game.reach();
    check("scoring 2 discs 0.01,1,-30", &mut game, reach);
    for discs in 1..=4 {
        for first in [Side::Blue, Side::Red] {
            let mut game = RedBlue::new(discs, first).unwrap();
            let reach = game.reach();
            let name = format!("Red–Blue {discs} discs {first}");
            let over = check(&name, &mut game, reach);
            not_far_above(&name, over);
        }
    }
}

#[test]
fn estimates_grow_with_the_game_and_add_up() {
    let small = Impartial::new(6, 6, Ending::Ec1).unwrap().reach();
    let large = Impartial::new(6, 8, Ending::Ec1).unwrap().reach();
    assert!(large.moves > 30 * small.moves && large.bytes() > 30 * small.bytes());
    // 6 pegs, 8 discs: 6^8 placements, 7 of the disc just moved, 15 pairs of pegs.
    assert_eq!(large.positions, 1_679_616 * 7);
    assert_eq!(large.moves, 1_679_616 * 7 * 15);
    assert_eq!(small.then(large).moves, small.moves + large.moves);
    assert_eq!(large.seconds(large.moves), 1);
}

#[test]
fn a_page_is_told_which_games_take_long_to_solve() {
    use hanoi_core::game::{GameSpec, SpecText};
    let spec = |game: &str, pegs: &str, discs: &str, weights: Option<&str>| {
        let mut text = SpecText::of(&[("game", game), ("pegs", pegs), ("discs", discs)]);
        if let Some(weights) = weights {
            text = text.with("weights", weights);
        }
        GameSpec::check(&text)
            .unwrap()
            .page_estimate()
            .unwrap()
    };
    // The largest impartial game a page plays (where ?pegs=9&discs=99 lands) takes long.
    let largest = spec("impartial", "6", "8", None);
    assert!(largest.long && !largest.quick);
    assert!(largest.seconds >= 30, "{}", largest.seconds);
    assert!(spec("impartial", "5", "8", None).long);
    for (game, pegs, discs, weights) in [
        ("impartial", "3", "3", None),
        ("impartial", "3", "12", None),
        ("impartial", "4", "9", None),
        ("scoring", "3", "7", None),
        ("scoring", "3", "3", Some("1,1,-1000")),
        ("red-blue", "4", "5", None),
    ] {
        let estimate = spec(game, pegs, discs, weights);
        assert!(!estimate.long, "{game} {pegs} {discs} {weights:?}: {estimate:?}");
    }
    assert!(spec("impartial", "3", "3", None).quick);
}
