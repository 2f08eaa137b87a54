//! docs/cli.md ends with every command's `--help`, as the built binary prints
//! it: `hanoi --help`, each subcommand's, and each of their subcommands'
//! (`hanoi game impartial --help`, ...), found from the "Commands:" lists of
//! the help itself, so a new command needs a block too. This test fails,
//! naming the command, when a block differs from the binary's output, is
//! missing, or names a command the binary no longer has.
//!
//! `UPDATE_CLI_REFERENCE=1 cargo test -p hanoi-cli --test cli_reference`
//! rewrites that section from the binary (docs/development.md says so).

use std::path::PathBuf;
use std::process::{Command, Output};

mod common;
use common::{stderr, stdout};

/// The binary's help as a pipe gets it, whatever the shell asks of colours.
fn hanoi(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hanoi"))
        .args(args)
        .env_remove("CLICOLOR_FORCE")
        .env("NO_COLOR", "1")
        .output()
        .expect("the hanoi binary runs")
}

/// The heading of the generated section; everything from it to the end of
/// docs/cli.md is written by the update.
const SECTION: &str = "## Every command's `--help`";
const INTRO: &str = "The help each command prints, as the built binary prints it. This section is
generated: `cargo test -p hanoi-cli --test cli_reference` fails when it differs
from the binary, and `UPDATE_CLI_REFERENCE=1 cargo test -p hanoi-cli --test
cli_reference` writes it again.";
const OPEN: &str = "```console";
const CLOSE: &str = "```";

fn doc_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/cli.md")
}

/// The subcommands a help text lists under "Commands:", `help` left out.
fn subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|line| line.trim_end() != "Commands:")
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter(|line| !line[2..].starts_with(' '))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(String::from)
        .collect()
}

/// Every command with its help, parents first: `[] → hanoi --help`,
/// `["game"] → hanoi game --help`, and so on down.
fn helps_from_binary() -> Vec<(Vec<String>, String)> {
    let mut found = Vec::new();
    let mut queue = vec![Vec::<String>::new()];
    while let Some(command) = queue.pop() {
        let mut args: Vec<&str> = command.iter().map(String::as_str).collect();
        args.push("--help");
        let output = hanoi(&args);
        assert_eq!(output.status.code(), Some(0), "hanoi {}: {}", args.join(" "), stderr(&output));
        let help = stdout(&output);
        // Children in the order the help lists them, after their parent.
        for child in subcommands(&help).into_iter().rev() {
            let mut path = command.clone();
            path.push(child);
            queue.push(path);
        }
        found.push((command, help));
    }
    found
}

fn command_line(command: &[String]) -> String {
    let mut words = vec!["hanoi".to_string()];
    words.extend(command.iter().cloned());
    words.push("--help".to_string());
    words.join(" ")
}

/// The section as the update writes it.
fn section(helps: &[(Vec<String>, String)]) -> String {
    let mut text = format!("{SECTION}\n\n{INTRO}\n");
    for (command, help) in helps {
        let title = if command.is_empty() { "hanoi".to_string() } else { format!("hanoi {}", command.join(" ")) };
        assert!(!help.lines().any(|line| line.starts_with(CLOSE)), "{title}'s help has a line that would close the fence");
        text.push_str(&format!("\n### `{title}`\n\n{OPEN}\n$ {}\n{}\n{CLOSE}\n", command_line(command), help.trim_end_matches('\n')));
    }
    text
}

/// The `$ hanoi ... --help` blocks of a document: the command line and the text under it.
fn blocks(doc: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut lines = doc.lines();
    while let Some(line) = lines.next() {
        if line != OPEN {
            continue;
        }
        let Some(first) = lines.next() else { break };
        let body: Vec<&str> = lines.by_ref().take_while(|line| *line != CLOSE).collect();
        if let Some(command) = first.strip_prefix("$ ").filter(|c| c.starts_with("hanoi") && c.ends_with("--help")) {
            found.push((command.to_string(), body.join("\n")));
        }
    }
    found
}

/// What is wrong with `doc` against the binary's helps, one line per command.
fn problems(doc: &str, helps: &[(Vec<String>, String)]) -> Vec<String> {
    let documented = blocks(doc);
    let mut problems = Vec::new();
    for (command, help) in helps {
        let line = command_line(command);
        let expected = help.trim_end_matches('\n');
        match documented.iter().find(|(c, _)| *c == line) {
            None => problems.push(format!("`{line}`: no block in docs/cli.md")),
            Some((_, text)) if text != expected => {
                let (n, (ours, theirs)) = text
                    .lines()
                    .chain(std::iter::repeat("<end>"))
                    .zip(expected.lines().chain(std::iter::repeat("<end>")))
                    .enumerate()
                    .find(|(_, (a, b))| a != b)
                    .unwrap_or((0, ("", "")));
                problems.push(format!(
                    "`{line}`: docs/cli.md differs from the binary's help at its line {}: the file has {ours:?}, the binary prints {theirs:?}",
                    n + 1
                ));
            }
            Some(_) => {}
        }
    }
    for (line, _) in &documented {
        if !helps.iter().any(|(command, _)| command_line(command) == *line) {
            problems.push(format!("`{line}`: docs/cli.md has a block for a command the binary does not list"));
        }
    }
    if problems.is_empty() {
        match doc.find(SECTION) {
            None => problems.push(format!("docs/cli.md has no section {SECTION:?}")),
            Some(at) if doc[at..] != section(helps) => {
                problems.push("the section's headings or introduction differ from what the update writes".to_string())
            }
            Some(_) => {}
        }
    }
    problems
}

#[test]
fn docs_cli_md_holds_every_commands_help_as_the_binary_prints_it() {
    let helps = helps_from_binary();
    let names: Vec<String> = helps.iter().map(|(command, _)| command_line(command)).collect();
    for expected in ["hanoi --help", "hanoi moves --help", "hanoi game --help", "hanoi game impartial --help", "hanoi game red-blue --help"] {
        assert!(names.iter().any(|name| name == expected), "{expected} not found among {names:?}");
    }
    let path = doc_path();
    let doc = std::fs::read_to_string(&path).expect("docs/cli.md can be read");
    if std::env::var_os("UPDATE_CLI_REFERENCE").is_some() {
        let kept = doc.find(SECTION).map_or(doc.as_str(), |at| &doc[..at]);
        let kept = kept.trim_end_matches('\n');
        std::fs::write(&path, format!("{kept}\n\n{}", section(&helps))).expect("docs/cli.md can be written");
        return;
    }
    let problems = problems(&doc, &helps);
    assert!(
        problems.is_empty(),
        "docs/cli.md is out of step with `hanoi --help`:\n  {}\nRegenerate it with UPDATE_CLI_REFERENCE=1 cargo test -p hanoi-cli --test cli_reference",
        problems.join("\n  ")
    );
}

#[test]
fn a_block_that_differs_is_named_by_its_command() {
    let helps = vec![
        (vec![], "Usage: hanoi <COMMAND>\n\nCommands:\n  list  List\n  help  Help\n".to_string()),
        (vec!["list".to_string()], "Usage: hanoi list\n".to_string()),
    ];
    assert_eq!(subcommands(&helps[0].1), vec!["list"]);
    let good = format!("# The `hanoi` command\n\nText.\n\n{}", section(&helps));
    assert_eq!(problems(&good, &helps), Vec::<String>::new());

    let stale = good.replace("Usage: hanoi list", "Usage: hanoi list [OPTIONS]");
    assert_eq!(
        problems(&stale, &helps),
        vec!["`hanoi list --help`: docs/cli.md differs from the binary's help at its line 1: the file has \"Usage: hanoi list [OPTIONS]\", the binary prints \"Usage: hanoi list\"".to_string()]
    );
    let missing = good.replace("$ hanoi list --help", "$ hanoi lists --help");
    assert_eq!(
        problems(&missing, &helps),
        vec![
            "`hanoi list --help`: no block in docs/cli.md".to_string(),
            "`hanoi lists --help`: docs/cli.md has a block for a command the binary does not list".to_string(),
        ]
    );
    let edited = good.replace("This section is\ngenerated", "This section is\nhand-written");
    assert_eq!(problems(&edited, &helps).len(), 1);
}
