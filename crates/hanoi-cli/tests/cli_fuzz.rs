//! Fuzzing the command line: random commands built from every subcommand and
//! option, with values good and bad (negative, huge, empty, non-ASCII,
//! control characters, junk), and random standard input for `hanoi play`.
//! Every run must end with exit 0, 1 or 2 (no panic, no signal, no hang), and
//! every refusal with exactly one line on stderr.
//!
//! `make test` makes 150 runs with a fixed seed; `make fuzz` makes
//! CLI_FUZZ_RUNS with a new one (CLI_FUZZ_SEED replays a run).

use std::io::Write;
use std::process::{Command, Stdio};
use std::thread;

/// A small seeded generator (xorshift64*), so a failure can be replayed.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a>(&mut self, list: &[&'a str]) -> &'a str {
        list[self.below(list.len())]
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

const COMMANDS: &[&str] =
    &["list", "moves", "count", "play", "seek", "table", "graph", "optimum", "verify", "game", "weighted"];
const NOT_COMMANDS: &[&str] = &["help", "", "movez", "-V", "--help"];
const GAMES: &[&str] = &["impartial", "scoring", "red-blue", "table", "chess", ""];
const VARIATIONS: &[&str] = &[
    "classic",
    "Reves",
    "many-pin",
    "classic",
    "reves",
    "domino",
    "reversi-e",
    "cyclic",
    "DOMINO",
    "four-star",
    "lundon-c",
    "rainbow",
    "antwerp",
    "checkers-c",
    "multi-stack",
    "",
    "nope",
    "classic\n",
    "cl\u{1b}[2Jassic",
    "é",
];
/// Numbers as a user might type them, and some no one should.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "-1",
    "-0",
    "+3",
    " 3",
    "3.5",
    "1e3",
    "0x10",
    "",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
    "99999999999999999999999999999999999999999",
    "nan",
    "inf",
    "three",
    "٣",
    "3\n4",
];
const OPTIONS: &[(&str, &[&str])] = &[
    ("--discs", NUMBERS),
    ("--pins", NUMBERS),
    ("--at", NUMBERS),
    ("--upto", &["0", "1", "3", "5", "-2", "x", "4294967296"]),
    ("--max-memory", &["0", "1", "64", "4096", "-5", "1e9", "18446744073709551616"]),
    ("--seconds", &["0", "1", "5", "-1", "0.5", "x"]),
    ("--pegs", NUMBERS),
    ("--end", &["EC1", "ec2", "3", "EC6", "EĈ2", "", "e"]),
    ("--weights", &["1,2,-3", "1,2", "0,3,15;8,0,2;5,6,0", "0,1,inf;1,0,1;inf,1,0", "a,b,c", ";;", "inf", ",,,"]),
    ("--window", NUMBERS),
    ("--first", &["blue", "red", "green", ""]),
    ("--from", NUMBERS),
    ("--to", NUMBERS),
    ("--json", &[]),
    ("--dot", &[]),
    ("--csv", &[]),
    ("--ko", &[]),
    ("--by-size", &[]),
    ("--search", &[]),
    ("--table", &[]),
    ("--nope", &[]),
    ("-x", &[]),
];

/// Standard input for `hanoi play`: moves, near-moves and junk.
fn input(random: &mut Random) -> Vec<u8> {
    let mut text = Vec::new();
    for _ in 0..random.below(12) {
        let line: Vec<u8> = match random.below(6) {
            0..=2 => format!("{} {}", random.below(5), random.below(5)).into_bytes(),
            3 => random.pick(&["", "# a comment", "1 3 3", "1", "a b", "1\t3", "１ ３", "1 3\r"]).as_bytes().to_vec(),
            4 => (0..random.below(40)).map(|_| random.below(256) as u8).collect(),
            _ => vec![b'1'; 5000 + random.below(10_000)],
        };
        text.extend(line);
        text.push(b'\n');
    }
    text
}

/// The options each command takes, so that most runs get past the parser.
fn options_of(args: &[String]) -> &'static [&'static str] {
    match (args[0].as_str(), args.get(1).map(String::as_str)) {
        ("moves", _) => &["--discs", "--json", "--pins"],
        ("optimum", _) => &["--discs", "--json", "--pins", "--max-memory"],
        ("count" | "play", _) => &["--discs", "--pins"],
        ("graph", _) => &["--discs", "--json", "--dot", "--pins"],
        ("table", _) => &["--upto", "--csv", "--pins"],
        ("seek", _) => &["--discs", "--pins", "--at"],
        ("verify", _) => &["--upto", "--pins", "--max-memory", "--seconds"],
        ("game", Some("impartial")) => &["--discs", "--pegs", "--end", "--ko", "--json"],
        ("game", Some("scoring")) => &["--discs", "--end", "--weights", "--window", "--json"],
        ("game", Some("red-blue")) => &["--discs", "--first", "--json"],
        ("game", Some("table")) => &["--pegs", "--upto", "--max-memory", "--seconds"],
        ("weighted", _) => &["--weights", "--discs", "--from", "--to", "--by-size", "--search", "--table", "--json"],
        _ => &[],
    }
}

/// A sensible value for an option; small where it makes work, since a fuzz
/// checks the answers' form, not how long a big search takes.
fn good(flag: &str, weighted: bool, random: &mut Random) -> String {
    let pick = |random: &mut Random, low: usize, high: usize| (low + random.below(high - low + 1)).to_string();
    match flag {
        "--discs" => pick(random, 0, 6),
        "--pins" => pick(random, 3, 6),
        "--at" => pick(random, 0, 40),
        "--upto" => pick(random, 1, 5),
        "--max-memory" => random.pick(&["1", "64", "4096"]).to_string(),
        "--seconds" => "20".to_string(),
        "--pegs" => pick(random, 3, 5),
        "--end" => format!("EC{}", pick(random, 1, 5)),
        "--weights" if weighted => {
            random.pick(&["0,3,15;8,0,2;5,6,0", "0,1,inf;1,0,1;inf,1,0", "0,1,1;1,0,1;1,1,0"]).to_string()
        }
        "--weights" => random.pick(&["1,2,-3", "2,2,2", "0,-1,5"]).to_string(),
        "--window" => pick(random, 0, 4),
        "--first" => random.pick(&["blue", "red"]).to_string(),
        "--from" | "--to" => pick(random, 1, 3),
        _ => String::new(),
    }
}

fn command(random: &mut Random) -> Vec<String> {
    let commands = if random.chance(92) { COMMANDS } else { NOT_COMMANDS };
    let mut args = vec![random.pick(commands).to_string()];
    match args[0].as_str() {
        "game" => args.push(random.pick(GAMES).to_string()),
        "help" => args.push(random.pick(COMMANDS).to_string()),
        "list" | "" | "movez" | "-V" | "weighted" => {}
        _ if random.chance(95) => args.push(random.pick(VARIATIONS).to_string()),
        _ => {}
    }
    // The first one or two are required (`--discs`, `--upto`, `--weights`).
    for (i, &flag) in options_of(&args).iter().enumerate() {
        if random.chance(if i < 2 { 95 } else { 20 }) {
            let takes_value = OPTIONS.iter().find(|(f, _)| *f == flag).is_some_and(|(_, values)| !values.is_empty());
            args.push(flag.to_string());
            if takes_value {
                let hostile = OPTIONS.iter().find(|(f, _)| *f == flag).map_or(&[][..], |(_, values)| values);
                let weighted = args[0] == "weighted";
                args.push(if random.chance(85) {
                    good(flag, weighted, random)
                } else {
                    random.pick(hostile).to_string()
                });
            }
        }
    }
    // And now and then an option anywhere, with any value.
    for _ in 0..usize::from(random.chance(10)) {
        let (flag, values) = OPTIONS[random.below(OPTIONS.len())];
        args.push(flag.to_string());
        if !values.is_empty() {
            let value = random.pick(values);
            let big = value.parse::<u64>().is_ok_and(|v| v > 6) && ["--discs", "--pegs", "--upto"].contains(&flag);
            args.push(if big { "6" } else { value }.to_string());
        }
    }
    args
}

#[test]
fn no_command_line_makes_hanoi_panic_or_hang() {
    let runs: usize = std::env::var("CLI_FUZZ_RUNS").ok().and_then(|r| r.parse().ok()).unwrap_or(150);
    let seed: u64 = std::env::var("CLI_FUZZ_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(20261124);
    let mut random = Random(seed.max(1));
    let mut codes = [0usize; 3];
    for run in 0..runs {
        let args = command(&mut random);
        let stdin = if args[0] == "play" { input(&mut random) } else { Vec::new() };
        // `timeout` ends a run that hangs (exit 124), so the test cannot.
        let mut child = Command::new("timeout")
            .args(["--kill-after=5", "60", env!("CARGO_BIN_EXE_hanoi")])
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("hanoi runs under timeout");
        let mut pipe = child.stdin.take().unwrap();
        // Fed from a thread: hanoi may stop reading (or exit) part way.
        let feeder = thread::spawn(move || {
            let _ = pipe.write_all(&stdin);
        });
        let output = child.wait_with_output().unwrap();
        feeder.join().unwrap();
        let what = format!("run {run} (seed {seed}): hanoi {args:?}");
        let err = String::from_utf8(output.stderr).unwrap_or_else(|e| panic!("{what}: stderr is not UTF-8: {e}"));
        let code = output.status.code().unwrap_or_else(|| panic!("{what}: ended by a signal; stderr {err}"));
        assert!(code <= 2, "{what}: exit {code} (124: it hung); stderr {err}");
        assert!(!err.contains("panicked"), "{what}: {err}");
        // 2: bad arguments, one line; 1: a negative answer, on stdout (`play`)
        // or as one line (`count` of a solution too long to count).
        let one_line = err.starts_with("hanoi: ") && err.lines().count() == 1;
        assert!(code == 0 || one_line || (code == 1 && err.is_empty()), "{what}: exit {code}, stderr {err:?}");
        codes[code as usize] += 1;
    }
    // `make fuzz` shows this line: how much was tried, and how it ended.
    println!(
        "cli fuzz: {runs} runs (seed {seed}): {} answered, {} said no, {} refused the arguments; no panic, no hang",
        codes[0], codes[1], codes[2]
    );
}
