//! `hanoi game`: the two-player games from the command line.

mod common;
use common::{failure, success};

fn json(args: &[&str]) -> serde_json::Value {
    let out = success(args);
    assert_eq!(out.lines().count(), 1, "one JSON object on one line: {out}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn impartial_prints_the_value_then_the_line_of_perfect_play() {
    let out = success(&["game", "impartial", "--discs", "3", "--end", "EC1"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1", "{out}");
    // What the ending asks, as the page says it under the title.
    assert!(lines[1].contains("Whoever completes the tower rebuilt on peg 3 wins"), "{out}");
    assert_eq!(lines[2], "Player 1 can force a win in 7 moves");
    assert_eq!(lines[4], "perfect play:");
    assert_eq!(
        lines[5].split_whitespace().collect::<Vec<_>>(),
        ["1.", "first", "disc", "1", "peg", "1", "to", "peg", "3"]
    );
    // Then the generalized Sprague–Grundy value and what the values mean.
    assert_eq!(lines.len(), 5 + 7 + 2);
}

#[test]
fn impartial_json_has_value_remoteness_positions_and_line() {
    let v = json(&["game", "impartial", "--pegs", "3", "--discs", "4", "--end", "ec2", "--json"]);
    assert_eq!(v["game"], "impartial");
    assert_eq!(v["value"], "first");
    assert_eq!(v["remoteness"], 23);
    assert_eq!(v["exact"], true);
    assert!(v["positions"].as_u64().unwrap() > 23);
    let line = v["line"].as_array().unwrap();
    assert_eq!(line.len(), 23);
    assert_eq!(line[0], serde_json::json!({"player": "first", "disc": 1, "from": 1, "to": 2}));
    // The largest disc moves out and back once (moves 8 and 16).
    let largest: Vec<usize> = line.iter().enumerate().filter(|(_, m)| m["disc"] == 4).map(|(i, _)| i + 1).collect();
    assert_eq!(largest, [8, 16]);
}

#[test]
fn draws_and_second_player_wins_are_named() {
    let v = json(&["game", "impartial", "--pegs", "4", "--discs", "3", "--end", "EC1", "--json"]);
    assert_eq!(
        (v["value"].as_str(), v["remoteness"].is_null(), v["repeats"].as_bool()),
        (Some("draw"), true, Some(true))
    );
    let out = success(&["game", "impartial", "--discs", "1", "--end", "EC3"]);
    assert!(out.contains("Player 1 has no legal move and loses at once"), "{out}");
    let out = success(&["game", "impartial", "--pegs", "4", "--discs", "3"]);
    assert!(out.contains("draw: neither player can force a win, and play need never end"), "{out}");
    assert!(out.contains("perfect play, until a position comes round again:"), "{out}");
}

#[test]
fn scoring_shows_gains_and_totals_exactly() {
    let out = success(&["game", "scoring", "--discs", "2", "--end", "EC1", "--weights", "1,2,-3"]);
    assert!(out.starts_with("Scoring Tower of Hanoi, 2 discs, EC1, weights 1,2,-3; score differences followed within ±192\n"), "{out}");
    assert!(out.contains("Player 1 can force a win in 5 moves"), "{out}");
    assert!(out.contains("+2   (totals 6 to -2)"), "{out}");
    let v = json(&["game", "scoring", "--discs", "1", "--end", "EC1", "--weights", "0.1,-0.25,7", "--json"]);
    assert_eq!(v["value"], "second");
    assert_eq!(v["weights"], serde_json::json!([0.1, -0.25, 7]));
    assert_eq!(v["line"][0]["gain"], serde_json::json!(-0.25));
    let v = json(&["game", "scoring", "--discs", "1", "--end", "EC4", "--weights", "0,-1,5", "--json"]);
    assert_eq!((v["value"].as_str(), v["remoteness"].as_u64()), (Some("tie"), Some(1)));
    let v = json(&["game", "scoring", "--discs", "3", "--end", "EC2", "--weights", "-2,-2,-2", "--json"]);
    assert_eq!(v["value"], "draw");
}

#[test]
fn a_window_too_small_leaves_the_start_undecided() {
    let v =
        json(&["game", "scoring", "--discs", "3", "--end", "EC1", "--weights", "1,-5,1", "--window", "2", "--json"]);
    assert_eq!(
        (v["value"].as_str(), v["exact"].as_bool(), v["window"].as_i64()),
        (Some("undecided"), Some(false), Some(2))
    );
    let out = success(&["game", "scoring", "--discs", "3", "--end", "EC1", "--weights", "1,-5,1", "--window", "2"]);
    assert!(out.contains("undecided: the score differences this game reaches lie beyond what the analysis followed\nthe window of score differences is too small"), "{out}");
    let v = json(&["game", "scoring", "--discs", "3", "--end", "EC1", "--weights", "1,-5,1", "--json"]);
    assert_eq!(v["value"], "first");
}

#[test]
fn a_win_is_at_most_only_where_the_window_could_hide_a_quicker_one() {
    // Cut by its window (±192), but 25 moves of the largest weight (3) fit it:
    // exact, as Theorem 12's table says of the same game.
    let out = success(&["game", "scoring", "--discs", "4", "--end", "EC2", "--weights", "1,2,-3"]);
    assert!(out.contains("Player 1 can force a win in 25 moves\n"), "{out}");
    let v = json(&["game", "scoring", "--discs", "4", "--end", "EC2", "--weights", "1,2,-3", "--json"]);
    assert_eq!((v["remoteness"].as_u64(), v["exact"].as_bool()), (Some(25), Some(true)));
    let table = json(&["game", "table", "--scoring", "--weights", "1,2,-3", "--upto", "4", "--json"]);
    let row = table["rows"].as_array().unwrap().iter().find(|r| r["discs"] == 4 && r["end"] == "EC2").unwrap();
    assert_eq!((row["moves"].as_u64(), row["exact"].as_bool()), (Some(25), Some(true)));
}

#[test]
fn red_blue_names_the_colours() {
    let v = json(&["game", "red-blue", "--discs", "2", "--first", "red", "--json"]);
    assert_eq!(
        (v["value"].as_str(), v["first"].as_str(), v["remoteness"].as_u64()),
        (Some("second"), Some("red"), Some(12))
    );
    assert_eq!(v["line"][0], serde_json::json!({"player": "red", "disc": 1, "from": 4, "to": 2}));
    let out = success(&["game", "red-blue", "--discs", "1"]);
    assert!(out.contains("Blue can force a win in 1 move\n"), "{out}");
    let out = success(&["game", "red-blue"]);
    assert!(out.starts_with("Red–Blue Tower of Hanoi, 3 discs a side, Blue first\nEach player moves only their own colour"), "{out}");
    assert!(out.contains("wins.\ndraw: "), "{out}");
}

#[test]
fn table_marks_the_rows_that_differ_from_theorem_9() {
    let out = success(&["game", "table", "--pegs", "3", "--upto", "5"]);
    let rows: Vec<&str> = out.lines().skip(3).collect();
    assert_eq!(rows.len(), 5);
    assert!(rows[3].contains("23 (31)") && rows[3].ends_with("<- differs: EC2"), "{out}");
    assert!(rows[2].contains("15 (15)") && !rows[2].contains("differs"), "{out}");
    assert!(rows[0].contains("2nd:0 (-)"), "{out}");
    let out = success(&["game", "table", "--pegs", "4", "--upto", "3"]);
    assert!(out.lines().nth(4).unwrap().ends_with("3 (3)             3 (3)"), "{out}");
}

#[test]
fn bad_arguments_get_one_line_and_exit_2() {
    for (args, says) in [
        (&["game", "impartial", "--pegs", "7", "--discs", "3"][..], "the impartial game takes 3 to 6 pegs, not 7"),
        (&["game", "impartial", "--discs", "0"][..], "takes 1 to 13 discs on 3 pegs, not 0"),
        (
            &["game", "impartial", "--discs", "3", "--end", "EC6"][..],
            "--end takes EC1, EC2, EC3, EC4 or EC5, not \"EC6\"",
        ),
        // A multi-byte character where "EC" would be once panicked.
        (&["game", "impartial", "--discs", "3", "--end", "EĈ2"][..], "--end takes EC1, EC2"),
        (&["game", "scoring", "--discs", "2", "--weights", "1,2"][..], "give three weights W12,W13,W23"),
        (&["game", "scoring", "--discs", "2", "--weights", "1,two,3"][..], "the weight \"two\" is not a number"),
        (&["game", "scoring", "--discs", "2", "--weights", "1,2,3", "--window", "-1"][..], "the window \"-1\""),
        (&["game", "scoring", "--discs", "9", "--weights", "1,2,3"][..], "scoring play takes 1 to 8 discs, not 9"),
        (&["game", "red-blue", "--discs", "6"][..], "Red–Blue takes 1 to 5 discs a side, not 6"),
        (&["game", "red-blue", "--first", "green"][..], "--first takes blue or red, not \"green\""),
        (&["game", "table", "--upto", "0"][..], "--upto takes 1 or more discs"),
        (&["game", "chess"][..], "unrecognized subcommand"),
    ] {
        let err = failure(args, 2);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn the_ko_rule_is_an_option() {
    let v = json(&["game", "impartial", "--discs", "2", "--end", "EC1", "--ko", "--json"]);
    assert_eq!(
        (v["value"].as_str(), v["remoteness"].as_u64(), v["ko"].as_bool()),
        (Some("second"), Some(6), Some(true))
    );
    let moves: Vec<(u64, u64)> = v["line"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["from"].as_u64().unwrap(), m["to"].as_u64().unwrap()))
        .collect();
    assert_eq!(moves, [(1, 2), (2, 3), (1, 2), (3, 1), (2, 3), (1, 3)]);
    let out = success(&["game", "impartial", "--discs", "3", "--ko"]);
    assert!(out.starts_with("Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1, ko rule\nPlayers take turns; any disc may move, but not straight back"), "{out}");
    assert!(out.contains("loses.\ndraw: "), "{out}");
}

/// Section 7.2's options: each a flag (the tower rule a choice), reported
/// in the JSON where given; the ko and round rules refused together.
#[test]
fn section_7_2_rule_options_are_options() {
    let v = json(&["game", "impartial", "--discs", "2", "--end", "EC1", "--misere", "--compulsory", "--towers", "drawn", "--json"]);
    assert_eq!(
        (v["value"].as_str(), v["remoteness"].as_u64(), v["misere"].as_bool(), v["compulsory"].as_bool(), v["towers"].as_str()),
        (Some("drawn"), Some(3), Some(true), Some(true), Some("drawn"))
    );
    assert!(v.get("rounds").is_none(), "{v}");
    let out = success(&["game", "impartial", "--discs", "2", "--end", "EC1", "--misere", "--compulsory", "--towers", "drawn"]);
    assert!(out.starts_with("Impartial Tower of Hanoi, 3 pegs, 2 discs, EC1, misère, compulsory moves, other towers drawn\n"), "{out}");
    assert!(out.contains("Whoever completes the tower rebuilt on peg 3 loses; a player with no legal move wins."), "{out}");
    assert!(out.contains("\nneither player can win: the game ends drawn in 3 moves with best play\n"), "{out}");
    // Misère with no legal move at the start (EC3, one disc): the first
    // player wins at once, said as such, not as a win "in 0 moves".
    let out = success(&["game", "impartial", "--discs", "1", "--end", "EC3", "--misere"]);
    assert!(out.contains("\nPlayer 1 wins at once: play has ended\n"), "{out}");
    let v = json(&["game", "impartial", "--discs", "3", "--end", "EC5", "--rounds", "--compulsory", "--json"]);
    assert_eq!((v["value"].as_str(), v["remoteness"].as_u64(), v["rounds"].as_bool()), (Some("second"), Some(10), Some(true)));
    for (args, says) in [
        (&["--ko", "--rounds"][..], "the impartial game: the ko rule and the round rule are two turn rules, choose one"),
        (&["--towers", "loose"][..], "--towers takes strict, peg or drawn, not \"loose\""),
        (&["--rounds", "--discs", "13"][..], "the impartial game takes 1 to 12 discs on 3 pegs, not 13"),
    ] {
        let err = failure(&[&["game", "impartial"][..], args].concat(), 2);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn typed_control_characters_are_escaped_in_clap_messages_too() {
    // A C1 control (CSI, which a terminal reads as the start of an escape
    // sequence) and a right-to-left override, refused by clap's own parser.
    // And 7-bit controls and escape sequences, which clap's rendering drops
    // from what it shows ("3\x07" came out as '3', as if 3 were refused).
    for (typed, shown) in [
        ("\u{9b}31m", "<U+009B>31m"),
        ("\u{202e}3", "<U+202E>3"),
        ("3\u{7}", "3<U+0007>"),
        ("\u{1b}[31mred", "<U+001B>[31mred"),
        ("\u{1b}]0;title\u{7}x", "<U+001B>]0;title<U+0007>x"),
    ] {
        let err = failure(&["game", "impartial", "--discs", typed], 2);
        assert!(!err.contains(typed), "raw {typed:?} printed: {err:?}");
        assert!(err.contains(&format!("\"{shown}\"")), "{err:?}");
        assert!(err.contains("expected a whole number"), "{err:?}");
    }
    // An unknown option and an unknown command quote what was typed the same way, at most 40 characters.
    let err = failure(&["game", "impartial", "--discs", "3", "--\u{9b}x"], 2);
    assert!(!err.contains('\u{9b}') && err.contains("\"--<U+009B>x\""), "{err:?}");
    let long = format!("chess{}", "\u{9b}".repeat(1000));
    let err = failure(&["game", &long], 2);
    assert!(!err.contains('\u{9b}') && err.chars().count() < 200, "{err:?}");
}

#[test]
fn a_window_past_what_the_analysis_can_follow_is_refused_with_the_real_limit() {
    // 3 discs, EC1: 108 positions of the discs, each with 2w + 1 score
    // differences, within the analysis's 2^27: w at most 621,377.
    for window in ["10000000", "621378", "99999999999999999999999999"] {
        let err = failure(&["game", "scoring", "--discs", "3", "--weights", "1,2,-3", "--window", window], 2);
        assert!(!err.contains("not a positive number"), "{window}: {err}");
        assert!(err.contains("at most 621377"), "{window}: {err}");
    }
    let v = json(&["game", "scoring", "--discs", "3", "--weights", "1,2,-3", "--window", "1000", "--json"]);
    assert_eq!(v["window"], 1000);
    // Not a number, or not positive: said so.
    for window in ["0", "-5", "ten"] {
        let err = failure(&["game", "scoring", "--discs", "2", "--weights", "1,2,3", "--window", window], 2);
        assert!(err.contains("is not a positive number"), "{window}: {err}");
    }
}

#[test]
fn an_undecided_start_at_the_largest_window_does_not_advise_a_larger_one() {
    // Weights this large make the default window (64 times the largest)
    // more than 8 discs' positions leave room for: it is cut to the most the
    // analysis can follow, and the report says so rather than "try a larger --window".
    let out = success(&["game", "scoring", "--discs", "8", "--end", "EC1", "--weights", "1,-1000000,1"]);
    assert!(out.contains("the most this analysis can follow with 8 discs"), "{out}");
    assert!(out.contains("\nthe window of score differences, the largest this analysis can follow, is too small"), "{out}");
    assert!(!out.contains("try a larger --window"), "{out}");
    let out = success(&["game", "scoring", "--discs", "3", "--end", "EC1", "--weights", "1,-5,1", "--window", "2"]);
    assert!(out.contains("try a larger --window (at most 621377)"), "{out}");
}

#[test]
fn a_table_too_long_or_too_large_is_refused_up_front_with_its_sizes() {
    // 6 pegs up to 8 discs: 40 games, over 11 million positions each at the
    // end. Refused before any work: from the estimate ("would take about"),
    // not the deadline ("stopped, out of time"), with nothing printed (the
    // table's heading comes once the check has passed: `failure` sees stdout empty).
    let err = failure(&["game", "table", "--pegs", "6", "--upto", "8"], 2);
    assert!(err.contains("6 pegs up to 8 discs") && err.contains("positions in all and would take about "), "{err}");
    assert!(!err.contains("out of time"), "{err}");
    assert!(err.contains("more than --seconds 60 allows"), "{err}");
    assert!(err.contains("--upto 7"), "the largest table that fits is named: {err}");
    // A tiny --seconds: refused with the estimate, the largest that fits named.
    let err = failure(&["game", "table", "--pegs", "6", "--upto", "6", "--seconds", "1"], 2);
    assert!(err.ends_with("would take about 3 seconds, more than --seconds 1 allows: --upto 5 takes about 1 second, or give a larger --seconds (0 for no limit)\n"), "{err}");
    // Memory, like the other searches: the largest game's estimate against --max-memory.
    let err = failure(&["game", "table", "--pegs", "6", "--upto", "8", "--seconds", "0", "--max-memory", "100"], 2);
    assert!(err.contains("8 discs") && err.contains("MB, more than --max-memory 100 allows"), "{err}");
    // What fits runs as before.
    let out = success(&["game", "table", "--pegs", "4", "--upto", "2", "--seconds", "5"]);
    assert_eq!(out.lines().count(), 3 + 2, "{out}");
}

#[test]
fn game_list_shows_the_registry_as_text_and_as_json() {
    let out = success(&["game", "list"]);
    assert!(out.starts_with("impartial  Impartial Tower of Hanoi\n"), "{out}");
    assert!(out.contains("\nred-blue  Red–Blue Tower of Hanoi\n"), "{out}");
    assert!(out.contains("  --pegs      The number of pegs, 3 to 6 (default 3)\n"), "{out}");
    assert!(out.contains("  --end       The ending condition: EC1, EC2, EC3, EC4, EC5 (default EC1)\n"), "{out}");
    let v = json(&["game", "list", "--json"]);
    let games = v.as_array().unwrap();
    let ids: Vec<&str> = games.iter().map(|g| g["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["impartial", "scoring", "red-blue"]);
    for game in games {
        for key in ["title", "description", "source"] {
            assert!(game[key].as_str().is_some_and(|t| !t.is_empty()), "{key} of {game}");
        }
    }
    let pegs = &games[0]["params"][0];
    assert_eq!(
        (pegs["name"].as_str(), pegs["kind"].as_str(), pegs["min"].as_u64(), pegs["max"].as_u64(), pegs["default"].as_u64()),
        (Some("pegs"), Some("count"), Some(3), Some(6), Some(3))
    );
    let names = |g: &serde_json::Value| -> Vec<String> {
        g["params"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap().to_string()).collect()
    };
    assert_eq!(names(&games[0]), ["pegs", "discs", "end", "ko", "misere", "compulsory", "rounds", "towers", "players", "from"]);
    assert_eq!(names(&games[1]), ["discs", "end", "weights", "window", "from"]);
    assert_eq!(names(&games[2]), ["discs", "first", "from"]);
    let first = &games[2]["params"][1];
    assert_eq!((first["kind"].as_str(), first["default"].as_str()), (Some("choice"), Some("blue")));
    assert_eq!(first["options"][1], serde_json::json!({"id": "red", "label": "Red"}));
    assert_eq!(games[0]["params"][3]["kind"], "flag");
    // The window is the command line's only: the page does not offer it.
    assert_eq!(games[1]["params"][3]["page"], false);
}

/// One title everywhere: the list's, the text report's first line, the JSON
/// report's `title`, and the page's (the core's `GameSpec::title`, which
/// the bindings hand the page) agree for every game of the registry.
#[test]
fn every_game_has_one_title_in_the_list_the_text_the_json_and_the_page() {
    use hanoi_core::game::{GameSpec, SpecText, GAMES};
    let listed = json(&["game", "list", "--json"]);
    for (game, entry) in GAMES.iter().zip(listed.as_array().unwrap()) {
        assert_eq!(entry["title"], game.title);
        let page = GameSpec::from_query(&SpecText::of(&[("game", game.id), ("discs", "1")])).0.title();
        assert!(page.starts_with(game.title), "{page}");
        let text = success(&["game", game.id, "--discs", "1"]);
        assert!(text.starts_with(&format!("{page}\n")) || text.starts_with(&format!("{page};")), "{text}");
        let v = json(&["game", game.id, "--discs", "1", "--json"]);
        assert_eq!((v["game"].as_str(), v["title"].as_str()), (Some(game.id), Some(page.as_str())));
    }
}

/// Scripts that read the report as text (or diff it) see the fields as
/// before the registry: the game's own in the rules' order, then the value;
/// and decimals exactly as the weights were given, not rounded through a float.
#[test]
fn json_reports_keep_their_fields_in_order_and_decimals_exact() {
    let text = |args: &[&str]| success(args);
    // The top level's keys in the order written (a parsed Map sorts them).
    let keys = |out: &str| -> Vec<String> {
        let map: serde_json::Map<String, serde_json::Value> = serde_json::from_str(out).unwrap();
        let mut keys: Vec<(usize, String)> =
            map.keys().map(|k| (out.find(&format!("\"{k}\":")).unwrap(), k.clone())).collect();
        keys.sort();
        keys.into_iter().map(|(_, k)| k).collect()
    };
    let impartial = text(&["game", "impartial", "--discs", "2", "--json"]);
    assert_eq!(
        keys(&impartial),
        [
            "game", "title", "pegs", "discs", "end", "ko", "value", "remoteness", "exact", "positions", "line", "repeats",
            "gsg", "gsg_counts"
        ]
    );
    let scoring = text(&["game", "scoring", "--discs", "1", "--weights", "0.000001,1,-2.5", "--json"]);
    assert_eq!(
        keys(&scoring),
        ["game", "title", "pegs", "discs", "end", "weights", "window", "value", "remoteness", "exact", "positions", "line", "repeats"]
    );
    assert!(scoring.contains(r#""weights":[0.000001,1,-2.5]"#), "{scoring}");
    let red_blue = text(&["game", "red-blue", "--discs", "1", "--json"]);
    assert_eq!(
        keys(&red_blue),
        ["game", "title", "pegs", "discs", "first", "value", "remoteness", "exact", "positions", "line", "repeats"]
    );
}

/// A game too large for a page that the command line takes: the page's
/// form refuses it with the command, and the command runs here.
#[test]
fn a_game_too_large_for_a_page_names_the_command_that_runs() {
    use hanoi_core::game::{GameSpec, SpecText};
    for (pairs, command) in [
        (&[("game", "impartial"), ("discs", "13")][..], "hanoi game impartial --discs 13"),
        (&[("game", "impartial"), ("discs", "11"), ("rounds", "on"), ("end", "EC5")][..], "hanoi game impartial --discs 11 --end EC5 --rounds"),
    ] {
        let refused = GameSpec::check_for_page(&SpecText::of(pairs)).unwrap_err();
        let (_, named) = refused.split_once("; the command line takes it: ").unwrap_or_else(|| panic!("{refused}"));
        assert_eq!(named, command);
        let args: Vec<&str> = named.split_whitespace().skip(1).collect();
        assert!(success(&args).contains("reachable from the start"), "{named}");
    }
    // Within a page's limits, the form takes it as before.
    assert!(GameSpec::check_for_page(&SpecText::of(&[("game", "impartial"), ("discs", "4")])).is_ok());
}
