//! The `hanoi` commands the page names when it refuses (hanoi-core's
//! `Puzzle::optimum_command` and `moves_command`), run as a shell reads
//! them: quoted positions and options left out are what the CLI takes.

use std::process::{Command, Output};

use hanoi_core::Puzzle;

/// Runs `line` (starting `hanoi `) through `sh`, with this build's binary as `hanoi`.
fn run(line: &str) -> Output {
    let rest = line.strip_prefix("hanoi ").unwrap_or_else(|| panic!("not a hanoi command: {line}"));
    Command::new("sh")
        .arg("-c")
        .arg(format!("\"$0\" {rest}"))
        .arg(env!("CARGO_BIN_EXE_hanoi"))
        .output()
        .expect("sh runs")
}

/// Runs `line`, which must succeed quietly; its output.
fn success(line: &str) -> String {
    let output = run(line);
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{line}: {err}");
    assert_eq!(err, "", "{line}");
    String::from_utf8(output.stdout).unwrap()
}

fn puzzle(name: &str, discs: u64, pins: Option<u64>) -> Puzzle {
    Puzzle::by_name(name, discs, pins).unwrap()
}

#[test]
fn optimum_from_and_to_positions_of_ones_own() {
    let classic = puzzle("classic", 3, None);
    let text = classic.position_text();
    let from = text.read("3 / 2 / 1").unwrap();
    let line = classic.optimum_command(Some(&from), None).unwrap();
    assert!(success(&line).starts_with("optimum: 5 moves, "), "{line}");
    let to = text.read("- / 3 2 1 / -").unwrap();
    let line = classic.optimum_command(Some(classic.goal()), Some(&to)).unwrap();
    assert!(success(&line).starts_with("optimum: 7 moves, "), "{line}");
    // The start and goal left out: the puzzle's own.
    let line = classic.optimum_command(Some(classic.start()), Some(classic.goal())).unwrap();
    assert_eq!(line, "hanoi optimum classic --discs 3");
    assert!(success(&line).starts_with("optimum: 7 moves, "), "{line}");
}

#[test]
fn optimum_with_colours_stacks_and_pins_other_than_the_usual() {
    for (name, discs, pins) in
        [("reversi-e", 2, None), ("multi-stack", 1, None), ("many-pin", 3, Some(5)), ("lundon-c", 2, None)]
    {
        let p = puzzle(name, discs, pins);
        // From the goal (colours and stacks written out), back to the start.
        let line = p.optimum_command(Some(p.goal()), Some(p.start())).unwrap();
        assert!(line.contains(" --from \"") && line.contains(" --to \""), "{line}");
        assert!(success(&line).starts_with("optimum: "), "{line}");
    }
}

#[test]
fn moves_as_lines_and_as_json() {
    let line = puzzle("classic", 3, None).moves_command(false).unwrap();
    assert_eq!(success(&line).lines().count(), 7, "{line}");
    let line = puzzle("many-pin", 3, Some(5)).moves_command(true).unwrap();
    let out = success(&line);
    assert!(out.starts_with("{\"variation\":\"Many_Pin\",\"discs\":3,\"pins\":5,"), "{line}: {out}");
}
