//! The two-player game bindings in a real browser: choosing a game from an
//! address or a form, playing against the computer, refusals, and an
//! analysis made by `solveGame` (as a worker would) handed to a session.

use hanoi_wasm::{check_game, fallback_game, resolve_game, solve_game, GameSession};
use js_sys::{Array, Function, Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

mod common;

use common::{get, message};

wasm_bindgen_test_configure!(run_in_browser);

fn choice(fields: &[(&str, &str)]) -> JsValue {
    let obj = Object::new();
    for (k, v) in fields {
        Reflect::set(&obj, &JsValue::from_str(k), &JsValue::from_str(v)).unwrap();
    }
    obj.into()
}

fn value(v: &JsValue) -> (String, Option<f64>) {
    (get(v, "kind").as_string().unwrap(), get(v, "remoteness").as_f64())
}

#[wasm_bindgen_test]
fn an_address_falls_back_with_notices_and_a_form_is_refused_with_the_reason() {
    let resolved = resolve_game(&choice(&[("game", "impartial"), ("pegs", "3"), ("discs", "4"), ("end", "ec9")]));
    let spec = get(&resolved, "spec");
    assert_eq!(get(&spec, "game").as_string().unwrap(), "impartial");
    assert_eq!(get(&spec, "discs").as_f64(), Some(4.0));
    assert_eq!(get(&spec, "end").as_string().unwrap(), "EC1");
    assert_eq!(get(&spec, "quick").as_bool(), Some(true));
    let estimate = get(&spec, "estimate");
    assert_eq!(get(&estimate, "long").as_bool(), Some(false));
    assert!(get(&estimate, "positions").as_f64().unwrap() >= 1.0 && get(&estimate, "bytes").as_f64().unwrap() > 0.0);
    assert!(get(&spec, "scores").is_undefined());
    // The largest game a page plays takes long, and says how long.
    let largest = check_game(&choice(&[("game", "impartial"), ("pegs", "6"), ("discs", "8")])).unwrap();
    let estimate = get(&largest, "estimate");
    assert_eq!((get(&largest, "quick").as_bool(), get(&estimate, "long").as_bool()), (Some(false), Some(true)));
    assert!(get(&estimate, "seconds").as_f64().unwrap() >= 5.0);
    let question = get(&estimate, "question").as_string().unwrap();
    assert!(question.starts_with("Impartial Tower of Hanoi, 6 pegs, 8 discs, EC1 has up to 11,757,312 positions: solving it here may take about "), "{question}");
    let scoring = check_game(&choice(&[("game", "scoring"), ("weights", "1,2,-3")])).unwrap();
    assert_eq!(
        get(&scoring, "scores").as_string().unwrap(),
        "a move between pegs 1 and 2 scores 1, a move between pegs 1 and 3 scores 2, and a move between pegs 2 and 3 scores -3"
    );
    let notices = Array::from(&get(&resolved, "notices"));
    assert_eq!(notices.get(0).as_string().unwrap(), "the ending is EC1, EC2, EC3, EC4 or EC5, not \"ec9\": using EC1");
    let refused = check_game(&choice(&[("game", "red-blue"), ("discs", "9")])).unwrap_err();
    assert_eq!(message(refused), "Red–Blue takes 1 to 5 discs a side, not 9");
}

#[wasm_bindgen_test]
fn a_session_plays_against_the_perfect_computer_and_refuses_an_illegal_move() {
    let mut s =
        GameSession::new(&choice(&[("game", "impartial"), ("pegs", "3"), ("discs", "2"), ("end", "EC1")])).unwrap();
    assert_eq!(value(&s.value()), ("win".into(), Some(3.0)));
    assert_eq!(s.player_name(0), "Player 1");
    let first = s.computer_move(0.0, 0.0, 0.0).unwrap();
    assert_eq!(first, [0, 1]);
    let ply = s.play(0, 1).unwrap();
    // Counted as the value before it: the moves left from before the move, this one included.
    assert_eq!(value(&get(&ply, "after")), ("win".into(), Some(3.0)));
    // The second player may not move disc 1 back.
    let refused = s.play(1, 0).unwrap_err();
    assert_eq!(message(refused), "your opponent just moved disc 1, so it may not move again at once");
    assert_eq!(s.moves_made(), 1);
    assert_eq!(s.lift_error(1).unwrap(), "your opponent just moved disc 1, so it may not move again at once");
    // Every move left loses for the second player.
    let choices = s.choices();
    assert!(choices.length() > 0);
    for c in choices.iter() {
        assert_eq!(value(&get(&c, "value")).0, "lose");
    }
    while let Some(m) = s.computer_move(0.0, 0.5, 0.5) {
        s.play(m[0] as u32, m[1] as u32).unwrap();
    }
    assert_eq!(get(&s.finish(), "winner").as_f64(), Some(0.0));
    assert_eq!(s.history().length(), 3);
    assert_eq!(get(&s.position(), "text").as_string().unwrap(), "peg 1: empty; peg 2: empty; peg 3: 2 1");
    assert!(s.play(0, 1).is_err());
    assert!(s.play(9999, 1).is_err());
}

#[wasm_bindgen_test]
fn scoring_play_shows_exact_scores_and_weights() {
    let mut s = GameSession::new(&choice(&[("game", "scoring"), ("discs", "2"), ("weights", "1,2.5,-3")])).unwrap();
    assert_eq!(s.weights().unwrap(), ["1", "2.5", "-3"]);
    let ply = s.play(0, 2).unwrap();
    assert_eq!(get(&ply, "gain").as_string().unwrap(), "2.5");
    assert_eq!(s.score(0, None).unwrap(), "2.5");
    assert_eq!(s.score(0, Some(0)).unwrap(), "0");
}

#[wasm_bindgen_test]
fn an_analysis_from_solve_game_plays_like_one_made_here() {
    let spec = choice(&[("game", "red-blue"), ("discs", "2")]);
    let reports = Array::new();
    let keep = reports.clone();
    let progress = Closure::<dyn FnMut(JsValue) -> bool>::new(move |p: JsValue| {
        keep.push(&p);
        true
    });
    let solved = solve_game(&spec, Some(progress.as_ref().unchecked_ref::<Function>().clone())).unwrap();
    assert!(reports.length() > 0, "at least the final report");
    let mut there = GameSession::from_labels(&spec, &solved).unwrap();
    let mut here = GameSession::new(&spec).unwrap();
    assert_eq!(value(&there.value()), ("lose".into(), Some(12.0)));
    assert_eq!(value(&there.value()), value(&here.value()));
    assert_eq!(there.player_name(0), "Blue");
    assert_eq!(there.colour(1).unwrap(), "red");
    // Labels of another game are refused.
    let other = choice(&[("game", "red-blue"), ("discs", "3")]);
    assert!(GameSession::from_labels(&other, &solved).is_err());
    // A progress callback that returns false cancels.
    let cancel = Closure::<dyn FnMut(JsValue) -> bool>::new(|_| false);
    assert!(solve_game(&spec, Some(cancel.as_ref().unchecked_ref::<Function>().clone())).is_err());
    let _ = here.choices();
}

/// Several players (CLM 7.4): the session says how many and, after each
/// move, who can force a win, in the core's words; an analysis from the
/// worker plays alike; two players have no such sentence.
#[wasm_bindgen_test]
fn three_players_say_who_can_force_a_win() {
    let spec = choice(&[("game", "impartial"), ("discs", "2"), ("players", "3")]);
    let solved = solve_game(&spec, None).unwrap();
    for mut s in [GameSession::new(&spec).unwrap(), GameSession::from_labels(&spec, &solved).unwrap()] {
        assert_eq!((s.players(), s.player_name(2)), (3, "Player 3".to_string()));
        assert!(s.standing().unwrap().contains("Player 1, to move, is the kingmaker"));
        s.play(0, 2).unwrap();
        assert_eq!(s.to_move(), 1);
        assert_eq!(s.standing().unwrap(), "Player 2, to move, can force a win in 4 moves against all the others together");
    }
    let mut two = GameSession::new(&choice(&[("game", "impartial"), ("discs", "2")])).unwrap();
    assert_eq!((two.players(), two.standing()), (2, None));
}

#[wasm_bindgen_test]
fn the_game_instead_is_the_largest_quick_one_like_it_and_never_the_same() {
    let instead = fallback_game(&choice(&[("game", "impartial"), ("pegs", "6"), ("discs", "8")])).unwrap();
    assert_eq!(get(&instead, "title").as_string().unwrap(), "Impartial Tower of Hanoi, 6 pegs, 5 discs, EC1");
    assert_eq!(get(&instead, "quick").as_bool(), Some(true));
    let scoring = fallback_game(&choice(&[("game", "scoring"), ("discs", "2"), ("weights", "0.01,1,-30")])).unwrap();
    assert_eq!(get(&scoring, "title").as_string().unwrap(), "Scoring Tower of Hanoi, 3 discs, EC1, weights 1,2,-3");
    assert_eq!(message(fallback_game(&choice(&[("game", "chess")])).unwrap_err()), "unknown game \"chess\": the games are impartial, scoring and red-blue");
}

/// The object's own keys, in order.
fn keys(obj: &JsValue) -> Vec<String> {
    Reflect::own_keys(obj).unwrap().iter().map(|k| k.as_string().unwrap()).collect()
}

#[wasm_bindgen_test]
fn the_objects_keep_their_shape_keys_in_order_undefined_and_missing_as_the_page_reads_them() {
    // A spec: the game's own parameters between `game` and `title`, `scores`
    // there but `undefined` where moves do not score, counts as numbers, a flag as a boolean.
    let spec = check_game(&choice(&[("game", "impartial"), ("pegs", "4"), ("discs", "3"), ("end", "EC2")])).unwrap();
    let expected = [
        "game", "pegs", "discs", "end", "ko", "misere", "compulsory", "rounds", "towers", "players", "from", "title", "goal", "scores",
        "quick", "estimate", "params",
    ];
    assert_eq!(keys(&spec), expected);
    assert!(get(&spec, "scores").is_undefined());
    assert_eq!((get(&spec, "pegs").as_f64(), get(&spec, "ko").as_bool()), (Some(4.0), Some(false)));
    assert_eq!(keys(&get(&spec, "estimate")), ["positions", "bytes", "seconds", "long", "question"]);
    let params = Array::from(&get(&spec, "params"));
    assert!(Array::is_array(&get(&spec, "params")) && params.length() > 0);
    // A count has its limits; a choice its options and no limits (missing, not undefined).
    let field = |name: &str| params.iter().find(|p| get(p, "name").as_string().as_deref() == Some(name)).unwrap();
    assert_eq!(keys(&field("discs")), ["name", "kind", "value", "min", "max"]);
    assert_eq!(keys(&field("end")), ["name", "kind", "value", "options"]);
    // A move: no `gain` outside scoring play; values `{kind, remoteness, text}`.
    let mut s = GameSession::new(&choice(&[("game", "impartial"), ("pegs", "3"), ("discs", "2")])).unwrap();
    let ply = s.play(0, 1).unwrap();
    assert_eq!(keys(&ply), ["from", "to", "disc", "mover", "before", "after", "threwAwayWin", "threwAwayDraw"]);
    assert_eq!((get(&ply, "from").as_f64(), get(&ply, "disc").as_f64(), get(&ply, "mover").as_f64()), (Some(0.0), Some(1.0), Some(0.0)));
    assert_eq!(keys(&get(&ply, "before")), ["kind", "remoteness", "text"]);
    assert_eq!(get(&get(&ply, "before"), "text").as_string().unwrap(), "win in 3");
    let choice0 = s.choices().get(0);
    // An impartial game's move has its follower's generalized Sprague–Grundy value last.
    assert_eq!(keys(&choice0), ["from", "to", "disc", "value", "best", "gsg"]);
    let mut scoring = GameSession::new(&choice(&[("game", "scoring"), ("discs", "2")])).unwrap();
    assert_eq!(keys(&scoring.play(0, 1).unwrap()).last().unwrap(), "gain");
    // The address's answer, and solveGame's: typed arrays as they were.
    let resolved = resolve_game(&choice(&[("game", "red-blue")]));
    assert_eq!(keys(&resolved), ["spec", "notices"]);
    assert!(Array::is_array(&get(&resolved, "notices")));
    let solved = solve_game(&choice(&[("game", "red-blue"), ("discs", "1")]), None).unwrap();
    assert_eq!(keys(&solved), ["ranks", "kinds", "remoteness", "cut", "moves"]);
    assert!(get(&solved, "ranks").is_instance_of::<js_sys::BigUint64Array>());
    assert!(get(&solved, "kinds").is_instance_of::<js_sys::Uint8Array>());
    assert!(get(&solved, "remoteness").is_instance_of::<js_sys::Uint32Array>());
    assert!(get(&solved, "moves").as_f64().is_some() && get(&solved, "cut").as_bool().is_some());
}

/// How a game ended: `{winner}` as before, and in misère play with the
/// core's words for the last mover (`how`, said of player `by`).
#[wasm_bindgen_test]
fn a_misere_finish_says_who_completed_the_tower() {
    let mut normal = GameSession::new(&choice(&[("game", "impartial"), ("discs", "1")])).unwrap();
    normal.play(0, 2).unwrap();
    assert_eq!(keys(&normal.finish()), ["winner"]);
    let mut misere = GameSession::new(&choice(&[("game", "impartial"), ("discs", "1"), ("misere", "on")])).unwrap();
    misere.play(0, 2).unwrap();
    let finish = misere.finish();
    assert_eq!(keys(&finish), ["winner", "how", "by"]);
    assert_eq!((get(&finish, "winner").as_f64(), get(&finish, "by").as_f64()), (Some(1.0), Some(0.0)));
    assert_eq!(get(&finish, "how").as_string().unwrap(), "completed the tower, which loses in misère play");
}
