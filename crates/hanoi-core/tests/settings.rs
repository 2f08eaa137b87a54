//! Settings from URL parameters, from a switch of variation and from the
//! page's fields: always allowed, and every replacement said in a notice.

use hanoi_core::{find, Puzzle, Settings, Variation, CATALOGUE};

fn variation(name: &str) -> &'static Variation {
    find(name).unwrap()
}

/// `settings`' discs and pins carried over to another variation, as the
/// page does when its variation is switched.
fn switch(settings: Settings, to: &'static Variation) -> (Settings, Vec<String>) {
    Settings::carried_over(to, settings.discs() as u64, settings.pins() as u64)
}

fn puzzle(settings: Settings) -> Puzzle {
    Puzzle::new(settings.variation(), settings.discs() as u64, Some(settings.pins() as u64)).unwrap()
}

/// (variation name, discs, pins) and the notices.
fn from_text(v: Option<&str>, n: Option<&str>, m: Option<&str>) -> ((&'static str, u32, u32), Vec<String>) {
    let (s, notices) = Settings::from_text(v, n, m);
    ((s.variation().name, s.discs(), s.pins()), notices)
}

#[test]
fn missing_or_blank_parameters_are_the_defaults_without_notice() {
    assert_eq!(from_text(None, None, None), (("Classic", 6, 3), vec![]));
    assert_eq!(from_text(Some(""), Some("  "), Some("\t")), (("Classic", 6, 3), vec![]));
    assert_eq!(from_text(Some(" many-pin "), Some("12"), Some(" 7 ")), (("Many_Pin", 12, 7), vec![]));
    assert_eq!(from_text(Some("MULTI_STACK"), None, None), (("Multi_Stack", 6, 6), vec![]));
    assert_eq!(from_text(Some("classic"), Some("007"), None), (("Classic", 7, 3), vec![]));
}

#[test]
fn an_unknown_variation_shows_the_first() {
    let (shown, notices) = from_text(Some("revs"), Some("3"), None);
    assert_eq!(shown, ("Classic", 3, 3));
    assert_eq!(notices, ["Unknown variation \"revs\": showing Classic"]);
    let (_, notices) = from_text(Some("a\nb\u{1b}"), None, None);
    assert_eq!(notices, ["Unknown variation \"a\\nb<U+001B>\": showing Classic"]);
}

#[test]
fn a_thirty_thousand_character_value_gives_a_short_notice() {
    let long = "x".repeat(30_000);
    let (_, notices) = from_text(Some(&long), None, None);
    assert!(notices[0].chars().count() < 200, "{}", notices[0]);
    assert!(notices[0].contains("xxx…\": showing Classic"), "{}", notices[0]);
    let digits = "9".repeat(30_000);
    let (shown, notices) = from_text(Some("classic"), Some(&digits), None);
    assert_eq!(shown, ("Classic", 64, 3));
    assert!(notices[0].starts_with("Classic takes 0 to 64 discs, not 9999") && notices[0].ends_with("…: using 64"));
    assert!(notices[0].chars().count() < 200, "{}", notices[0]);
}

#[test]
fn a_number_that_is_not_one_means_the_default() {
    let (shown, notices) = from_text(Some("classic"), Some("abc"), None);
    assert_eq!((shown, notices), (("Classic", 6, 3), vec!["\"abc\" is not a number of discs: using 6".to_string()]));
    let (shown, notices) = from_text(Some("many-pin"), Some("-3"), Some("x"));
    assert_eq!(shown, ("Many_Pin", 6, 6));
    assert_eq!(notices, ["\"-3\" is not a number of discs: using 6", "\"x\" is not a number of pins: using 6"]);
    let (_, notices) = from_text(Some("classic"), Some("1.5"), None);
    assert_eq!(notices, ["\"1.5\" is not a number of discs: using 6"]);
}

#[test]
fn a_number_out_of_range_is_clamped_to_the_nearest_allowed() {
    let case = |v, n, m| from_text(Some(v), n, m);
    assert_eq!(case("classic", Some("999"), None), (("Classic", 64, 3), vec!["Classic takes 0 to 64 discs, not 999: using 64".into()]));
    // Ten digits or more are out of range, not "not a number".
    assert_eq!(
        case("classic", Some("12345678901"), None).1,
        ["Classic takes 0 to 64 discs, not 12345678901: using 64"]
    );
    assert_eq!(case("reves", None, Some("5")), (("Reves", 6, 4), vec!["Reve's puzzle always has 4 pins, not 5: using 4".into()]));
    assert_eq!(
        case("many-pin", None, Some("200")),
        (("Many_Pin", 6, 100), vec!["Many-Pin takes 3 to 100 pins, not 200: using 100".into()])
    );
    assert_eq!(case("many-pin", None, Some("0")).0, ("Many_Pin", 6, 3));
    assert_eq!(
        case("multi-stack", None, Some("5")),
        (("Multi_Stack", 6, 4), vec!["Multi-Stack takes an even number of pins from 4 to 40, not 5: using 4".into()])
    );
    assert_eq!(case("multi-stack", None, Some("7")).0, ("Multi_Stack", 6, 6));
    assert_eq!(case("multi-stack", Some("30"), Some("99")).1.len(), 2);
}

#[test]
fn switching_from_many_pin_on_five_pins_to_multi_stack_takes_four() {
    let (many, _) = Settings::from_text(Some("many-pin"), Some("6"), Some("5"));
    let (multi, notices) = switch(many, variation("multi-stack"));
    assert_eq!((multi.variation().name, multi.discs(), multi.pins()), ("Multi_Stack", 6, 4));
    assert_eq!(notices, ["Multi-Stack takes an even number of pins from 4 to 40, not 5: using 4"]);
    puzzle(multi);
}

#[test]
fn switching_keeps_what_is_allowed_and_clamps_the_rest() {
    let (big, _) = Settings::from_text(Some("many-pin"), Some("500"), Some("9"));
    let (classic, notices) = switch(big, variation("classic"));
    assert_eq!((classic.discs(), classic.pins()), (64, 3));
    // A fixed number of pins is taken without a notice: nobody chose 9 for Classic.
    assert_eq!(notices, ["Classic takes 0 to 64 discs, not 500: using 64"]);
    let (reves, notices) = switch(classic, variation("reves"));
    assert_eq!((reves.discs(), reves.pins(), notices), (64, 4, vec![]));
    let (back, notices) = switch(reves, variation("many-pin"));
    assert_eq!((back.discs(), back.pins(), notices), (64, 4, vec![]));
}

/// The settings at the corners of a variation's limits, and its defaults.
fn extremes(v: &'static Variation) -> Vec<Settings> {
    let (defaults, notices) = Settings::from_text(Some(v.id), None, None);
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!((defaults.discs(), defaults.pins()), (v.discs.default, v.pins.default));
    let mut all = vec![defaults];
    for n in [v.discs.min, v.discs.max] {
        for m in [v.pins.min, v.pins.max] {
            let (s, notices) = Settings::from_text(Some(v.id), Some(&n.to_string()), Some(&m.to_string()));
            assert!(notices.is_empty(), "{notices:?}");
            all.push(s);
        }
    }
    all
}

#[test]
fn every_switch_gives_settings_a_puzzle_accepts() {
    for from in CATALOGUE {
        for before in extremes(from) {
            for to in CATALOGUE {
                let (after, _) = switch(before, to);
                assert_eq!(after.variation(), to);
                let built = Puzzle::new(to, after.discs() as u64, Some(after.pins() as u64));
                assert!(built.is_ok(), "{} {:?} -> {}: {:?}", from.name, before, to.name, built.err());
                if to.discs.contains(before.discs()) {
                    assert_eq!(after.discs(), before.discs());
                }
                if to.pins.contains(before.pins()) {
                    assert_eq!(after.pins(), before.pins());
                }
            }
        }
    }
}

#[test]
fn carried_over_numbers_need_not_have_been_allowed_anywhere() {
    let (s, notices) = Settings::carried_over(variation("multi-stack"), 6, 5);
    assert_eq!((s.discs(), s.pins()), (6, 4));
    assert_eq!(notices.len(), 1);
    let (s, notices) = Settings::carried_over(variation("many-pin"), u64::MAX, 0);
    assert_eq!((s.discs(), s.pins()), (1000, 3));
    assert_eq!(notices, ["Many-Pin takes 0 to 1,000 discs, not 18446744073709551615: using 1,000", "Many-Pin takes 3 to 100 pins, not 0: using 3"]);
}

#[test]
fn checking_typed_values_is_strict() {
    let ok = Settings::check("many-pin", " 12 ", "7").unwrap();
    assert_eq!((ok.variation().name, ok.discs(), ok.pins()), ("Many_Pin", 12, 7));
    let err = |v, n, m| Settings::check(v, n, m).unwrap_err();
    assert_eq!(err("classic", "abc", "3"), "\"abc\" is not a number of discs");
    assert_eq!(err("classic", "", "3"), "Type a number of discs");
    assert_eq!(err("classic", " \t ", "3"), "Type a number of discs");
    assert_eq!(err("classic", "3", ""), "Type a number of pins");
    assert_eq!(err("classic", "3", "x"), "\"x\" is not a number of pins");
    assert_eq!(err("many-pin", "5000", "6"), "Many-Pin takes 0 to 1,000 discs, not 5000");
    assert_eq!(err("reves", "3", "5"), "Reve's puzzle always has 4 pins, not 5");
    assert_eq!(err("multi-stack", "3", "5"), "Multi-Stack takes an even number of pins from 4 to 40, not 5");
    assert_eq!(err("revs", "3", "3"), "Unknown variation \"revs\"");
    assert_eq!(err("classic", &"1".repeat(30), "3"), "Classic takes 0 to 64 discs, not 111111111111111111111111111111");
}

#[test]
fn settings_build_their_puzzle() {
    let (s, _) = Settings::from_text(Some("reversi-e"), Some("4"), None);
    let puzzle = puzzle(s);
    assert_eq!((puzzle.descriptor().name, puzzle.discs, puzzle.pins), ("Reversi_E", 4, 4));
}
