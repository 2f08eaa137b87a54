//! The `hanoi` commands the page names when it refuses (a search too large,
//! a move list too long): written as the CLI reads them, options left out
//! where they are its defaults. (hanoi-cli's tests run them.)

use hanoi_core::Puzzle;

fn puzzle(name: &str, discs: u64, pins: Option<u64>) -> Puzzle {
    Puzzle::by_name(name, discs, pins).unwrap()
}

#[test]
fn optimum_leaves_out_the_usual_pins_start_and_goal() {
    let classic = puzzle("classic", 40, None);
    assert_eq!(classic.optimum_command(None, None).unwrap(), "hanoi optimum classic --discs 40");
    // The start and goal written out are the defaults, so left out.
    let (start, goal) = (classic.start().clone(), classic.goal().clone());
    assert_eq!(classic.optimum_command(Some(&start), Some(&goal)).unwrap(), "hanoi optimum classic --discs 40");
    let many = puzzle("many-pin", 10, Some(5));
    assert_eq!(many.optimum_command(None, None).unwrap(), "hanoi optimum many-pin --discs 10 --pins 5");
    let usual = puzzle("many-pin", 10, Some(6));
    assert_eq!(usual.optimum_command(None, None).unwrap(), "hanoi optimum many-pin --discs 10");
}

#[test]
fn a_search_past_the_command_lines_memory_asks_for_what_it_needs() {
    let classic = puzzle("classic", 12, None);
    // 4 GB (the CLI's default) is enough: nothing added.
    assert_eq!(classic.optimum_command_needing(None, None, 4096 << 20).unwrap(), "hanoi optimum classic --discs 12");
    // A byte more, and the megabytes it needs, rounded up.
    assert_eq!(
        classic.optimum_command_needing(None, None, (4096 << 20) + 1).unwrap(),
        "hanoi optimum classic --discs 12 --max-memory 4097"
    );
}

#[test]
fn optimum_quotes_positions_as_its_from_and_to_read_them() {
    let classic = puzzle("classic", 3, None);
    let text = classic.position_text();
    let from = text.read("3 / 2 / 1").unwrap();
    let to = text.read("- / 3 2 1 / -").unwrap();
    assert_eq!(
        classic.optimum_command(Some(&from), None).unwrap(),
        "hanoi optimum classic --discs 3 --from \"3 / 2 / 1\""
    );
    assert_eq!(
        classic.optimum_command(Some(&from), Some(&to)).unwrap(),
        "hanoi optimum classic --discs 3 --from \"3 / 2 / 1\" --to \"- / 3 2 1 / -\""
    );
    // Colours where a disc may show several.
    let reversi = puzzle("reversi-e", 2, None);
    let line = reversi.optimum_command(Some(reversi.goal()), None).unwrap();
    assert!(line.starts_with("hanoi optimum reversi-e --discs 2 --from \""), "{line}");
}

#[test]
fn moves_names_pins_where_not_the_usual_and_json_when_asked() {
    assert_eq!(puzzle("classic", 20, None).moves_command(false).unwrap(), "hanoi moves classic --discs 20");
    assert_eq!(
        puzzle("many-pin", 40, Some(3)).moves_command(true).unwrap(),
        "hanoi moves many-pin --discs 40 --pins 3 --json"
    );
}

#[test]
fn the_weighted_puzzle_has_no_such_command() {
    use hanoi_core::weighted::{pricing::Pricing, Weighted};
    let pricing = Pricing::parse("0,3,15;8,0,2;5,6,0").unwrap();
    let weighted = Weighted::solve(&pricing, 3, 0, 2, |_| std::ops::ControlFlow::Continue(())).unwrap().puzzle();
    assert_eq!(weighted.optimum_command(None, None), None);
    assert_eq!(weighted.moves_command(false), None);
}
