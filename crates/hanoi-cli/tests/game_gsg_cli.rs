//! `hanoi game impartial`'s generalized Sprague–Grundy values (CLM section
//! 7.3): `gsg` and `gsg_counts` in JSON, two lines in text; none for the
//! games that are not impartial.

mod common;
use common::success;

fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&success(args)).unwrap()
}

#[test]
fn json_gives_the_start_value_and_each_values_count_in_order() {
    let v = json(&["game", "impartial", "--discs", "3", "--end", "EC1", "--json"]);
    assert_eq!(v["gsg"], "1");
    assert_eq!(v["gsg_counts"], serde_json::json!({"0": 25, "1": 25}));
    // A draw: ∞ at the start; finite values first, then the ∞s, as written.
    let out = success(&["game", "impartial", "--pegs", "4", "--discs", "3", "--end", "EC1", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["gsg"], "∞");
    assert_eq!(v["gsg_counts"], serde_json::json!({"0": 1, "∞": 142, "∞(0)": 3}));
    assert!(out.contains(r#""gsg_counts":{"0":1,"∞":142,"∞(0)":3}"#), "{out}");
}

#[test]
fn text_says_the_start_value_and_what_values_mean() {
    let out = success(&["game", "impartial", "--pegs", "4", "--discs", "3", "--end", "EC1"]);
    assert!(
        out.contains(
            "The start's generalized Sprague–Grundy value is ∞; of the 146 positions, 1 has value 0, 142 have ∞ and 3 have ∞(0)"
        ),
        "{out}"
    );
    assert!(out.contains("∞(K) marks a position from which play can go on for ever"), "{out}");
}

#[test]
fn games_that_are_not_impartial_have_no_values() {
    for args in [["game", "red-blue", "--discs", "1", "--json"], ["game", "scoring", "--discs", "1", "--json"]] {
        let v = json(&args);
        assert!(v.get("gsg").is_none() && v.get("gsg_counts").is_none(), "{v}");
    }
    let out = success(&["game", "red-blue", "--discs", "1"]);
    assert!(!out.contains("Sprague"), "{out}");
}
