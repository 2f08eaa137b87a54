//! The command line: subcommands, arguments and help texts, and how clap's
//! errors are shortened to the one line every other error gets.

use std::num::IntErrorKind;
use std::process::ExitCode;
use std::str::FromStr;

use clap::error::ErrorKind;
use clap::{Args, Parser, Subcommand};

use crate::failure::Failure;

#[derive(Parser, Debug)]
#[command(
    name = "hanoi",
    version,
    about = "Solve, count, check and explore the Tower of Hanoi and its variations",
    long_about = "Solve, count, check and explore the Tower of Hanoi and its variations.\n\n\
        Pins are numbered from 1, left to right, everywhere: a move `1 3` takes the top disc \
        of the leftmost pin to the third pin, as the web page and the papers count. Discs are \
        numbered by size from 1, the smallest.",
    after_help = "Examples:\n  \
        hanoi list                                    the variations and their limits\n  \
        hanoi moves classic --discs 3                 the 7 moves for 3 discs\n  \
        hanoi count classic --discs 64                how long the legend's priests need\n  \
        hanoi seek reves --discs 6 --at 8             where the discs are after 8 moves\n  \
        hanoi moves classic --discs 5 | hanoi play classic --discs 5\n  \
        hanoi optimum reversi-e --discs 6             the fewest moves, by exhaustive search\n  \
        hanoi verify lundon-c --upto 6                the solver against the optimum\n  \
        hanoi game impartial --discs 4 --end EC2      a two-player game, solved\n  \
        hanoi weighted --weights \"0,3,15;8,0,2;5,6,0\" --discs 3   the cheapest transfer\n\n\
        Run `hanoi help <COMMAND>` for more on one command."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// List the variations: names, families, allowed discs and pins, formulas
    #[command(
        long_about = "List every variation as a table: its name and id (either one works as \
            VARIATION in the other commands), its family, how many discs and pins it allows \
            (a range like 0-64, or a single fixed number), the formula for the number of moves, \
            and whether the solution is known to be optimal.",
        after_help = "Example:\n  hanoi list"
    )]
    List,

    /// Print the solution, one move `from to` per line
    #[command(
        long_about = "Print the solution, one move per line as two pin numbers `from to`, pins \
            numbered from 1, left to right. The moves are made as they are printed, so even \
            astronomically long solutions start at once; stop them with Ctrl-C or pipe them \
            into `head`.",
        after_help = "Examples:\n  \
            hanoi moves classic --discs 3                  7 lines, from `1 3` to `1 3`\n  \
            hanoi moves many-pin --discs 10 --pins 5 --json\n  \
            hanoi moves classic --discs 30 | head          the first 10 moves"
    )]
    Moves {
        #[command(flatten)]
        puzzle: PuzzleArgs,
        /// Print one JSON object instead: {"variation":..,"discs":..,"pins":..,"count":..,"moves":[[from,to],..]}
        #[arg(long)]
        json: bool,
    },

    /// Print the exact number of moves of the solution
    #[command(
        long_about = "Print the exact number of moves of the solution as a whole number. \
            The count is computed, not found by making the moves, so it is instant even \
            when making them would take longer than the age of the universe.",
        after_help = "Examples:\n  \
            hanoi count classic --discs 64                 18446744073709551615\n  \
            hanoi count many-pin --discs 35 --pins 6       209"
    )]
    Count {
        #[command(flatten)]
        puzzle: PuzzleArgs,
    },

    /// Check a list of moves read from standard input
    #[command(
        long_about = "Read moves from standard input, one `from to` per line (pins numbered \
            from 1; blank lines and lines starting with # are skipped), make them by the \
            variation's rules, and print one verdict: `solved after K moves`, \
            `illegal move K: <why>` (stopping at the first illegal move), or \
            `not solved after K moves`. The exit status is 0 only when the puzzle is solved.",
        after_help = "Examples:\n  \
            printf '1 2\\n1 3\\n2 3\\n' | hanoi play classic --discs 2\n  \
            hanoi play reves --discs 4 < my-moves.txt\n  \
            hanoi moves classic --discs 5 | hanoi play classic --discs 5"
    )]
    Play {
        #[command(flatten)]
        puzzle: PuzzleArgs,
    },

    /// Show where the discs are after a given number of moves of the solution
    #[command(
        long_about = "Show where every disc is after the first T moves of the solution, as one \
            line with pins numbered from 1 (as on the web page) and the discs of each pin \
            listed from bottom to top by size. The position is computed directly, without \
            making the T moves, so any T up to the length of the solution is instant.",
        after_help = "Examples:\n  \
            hanoi seek classic --discs 6 --at 7            pin 1: 6 5 4; pin 2: 3 2 1; pin 3: empty\n  \
            hanoi seek classic --discs 64 --at 1000000000000"
    )]
    Seek {
        #[command(flatten)]
        puzzle: PuzzleArgs,
        /// The number of moves made, from 0 (the start) to the length of the solution (the end)
        #[arg(long, value_name = "T", value_parser = move_number, allow_negative_numbers = true)]
        at: u128,
    },

    /// The graph of every position reachable from the start, with the moves between them
    #[command(
        long_about = "Explore every position reachable from the start under the variation's rules \
            and print the graph they form: a summary line by default, one JSON object with \
            --json (\"nodes\": each position as its pins' discs, bottom to top, each disc \
            [size, colour]; \"edges\": node index pairs, each once unless \"directed\"; \
            \"start\", \"goal\" and \"path\", the solution's positions as node indices), or \
            Graphviz with --dot (the solution's path in red). Pins are numbered from 1 in the \
            labels. For 3 discs on 3 pins the graph is Sierpinski's triangle. Graphs of more \
            than 100,000 positions are refused.",
        after_help = "Examples:\n  \
            hanoi graph classic --discs 3                27 positions, 39 moves between them\n  \
            hanoi graph classic --discs 3 --dot | dot -Tsvg > sierpinski.svg\n  \
            hanoi graph cyclic --discs 3 --json"
    )]
    Graph {
        #[command(flatten)]
        puzzle: PuzzleArgs,
        /// Print one JSON object: {"variation","discs","pins","directed","start","goal","nodes","edges","path"}
        #[arg(long, conflicts_with = "dot")]
        json: bool,
        /// Print the graph for Graphviz's dot
        #[arg(long)]
        dot: bool,
    },

    /// The number of moves of each variation's solution for every number of discs up to N
    #[command(
        long_about = "Print the exact number of moves of each named variation's solution for \
            every number of discs from 0 up to N, a row per number of discs and a column per \
            variation: the numbers behind a growth plot, for a spreadsheet with --csv. A cell \
            is empty where the variation does not take that many discs, and says 2^128+ \
            where the count does not fit in 128 bits. --pins applies to the variations that \
            take a choice of pins; the others keep their own.",
        after_help = "Examples:\n  \
            hanoi table classic reves rainbow --upto 10\n  \
            hanoi table many-pin --pins 5 --upto 100 --csv > many-pin.csv"
    )]
    Table {
        /// The variations, by name or id, in any case (`hanoi list` shows them all)
        #[arg(value_name = "VARIATION", required = true)]
        variations: Vec<String>,
        /// The largest number of discs (at most 1000)
        #[arg(long, value_name = "N", value_parser = whole_number::<u64>, allow_negative_numbers = true)]
        upto: u64,
        /// The number of pins, for the variations that allow a choice
        #[arg(long, value_name = "M", value_parser = whole_number::<u64>, allow_negative_numbers = true)]
        pins: Option<u64>,
        /// Print comma-separated values: a header `n,NAME,...`, then a row per number of discs
        #[arg(long)]
        csv: bool,
    },

    /// Find the fewest moves by exhaustive search, and one shortest solution
    #[command(
        long_about = "Search the positions reachable from the start, breadth first, using only \
            the variation's rules (from the goal as well, where every move can be undone; from the start \
            alone, meeting its own mirror image, where a swap of pins takes the start to the goal), until \
            the searches meet; print the fewest moves on one line \
            (`optimum: K moves, P positions reached`) and then one shortest solution, a move \
            `from to` per line (pins from 1). Each layer is expanded on every core. The number \
            of positions grows fast (3^n for Classic, 4^n for four pins), so sizes whose marks \
            alone would need more memory than --max-memory are refused at once, with the \
            estimate, and a search whose layers pass it as it runs stops with a message; \
            where most of the numbered positions are ones the rules never allow (colours that \
            change as discs move, colour rules, equal discs sharing pins) the search keeps only \
            the positions it reaches and stops with a message if they pass --max-memory. \
            --from and --to search between positions of your own; each must hold the puzzle's \
            discs, resting as its rules allow. \
            Exit status: 0 solved, 1 the goal cannot be reached, 2 refused.",
        after_help = "Examples:\n  \
            hanoi optimum classic --discs 3               optimum: 7 moves, then the moves\n  \
            hanoi optimum reversi-e --discs 6 --json      24 moves where the solver takes 26\n  \
            hanoi optimum classic --discs 3 --from \"3 / 2 / 1\"       from a position of your own\n  \
            hanoi optimum reves --discs 4 --from \"4 3 2 1/-/-/-\" --to \"-/4 3 2 1/-/-\"   to a goal of your own"
    )]
    Optimum {
        #[command(flatten)]
        puzzle: PuzzleArgs,
        /// Search from this position instead of the start: pins separated by "/", each pin's discs
        /// bottom to top by size, "-" for an empty pin, a colour letter where a disc may show several
        /// ("3 2 / - / 1", "3y 2m / 1y / - / -"), as the page's Hint and address write them
        #[arg(long, value_name = "POSITION", allow_hyphen_values = true)]
        from: Option<String>,
        /// Search for this position instead of the goal (the same discs, written as for --from)
        #[arg(long, value_name = "POSITION", allow_hyphen_values = true)]
        to: Option<String>,
        /// Print one JSON object instead: the shape of `moves --json` plus "optimal":true and "positions":P
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        memory: MemoryArgs,
    },

    /// Compare the solver with the fewest moves for each number of discs
    #[command(
        long_about = "For each number of discs from the variation's least up to N, search for the \
            fewest moves (as `optimum` does) and print a table: n, the solver's number of moves, \
            the optimum, and the verdict, `optimal` or `longer by K`. A size too large for \
            --max-memory, or the time budget (--seconds) running out, ends the table with a \
            one-line message on stderr and exit status 2.",
        after_help = "Examples:\n  \
            hanoi verify classic --upto 10\n  \
            hanoi verify reversi-g --upto 6                beaten from 2 discs"
    )]
    Verify {
        /// The variation, by name or id, in any case (`hanoi list` shows them all)
        #[arg(value_name = "VARIATION")]
        variation: String,
        /// The largest number of discs to check
        #[arg(long, value_name = "N", value_parser = whole_number::<u64>, allow_negative_numbers = true)]
        upto: u64,
        /// The number of pins, for variations that allow a choice (default: the variation's usual number)
        #[arg(long, value_name = "M", value_parser = whole_number::<u64>, allow_negative_numbers = true)]
        pins: Option<u64>,
        #[command(flatten)]
        memory: MemoryArgs,
        /// Stop the table after this many seconds, in the middle of a search if need be (0: no limit)
        #[arg(long, value_name = "S", default_value_t = 600, value_parser = whole_number::<u64>, allow_negative_numbers = true)]
        seconds: u64,
    },

    /// Solve a two-player game: who wins with perfect play, and in how many moves
    #[command(
        long_about = crate::commands::game_args::long_about(hanoi_core::game::GAMES),
        after_help = crate::commands::game_args::examples_help(hanoi_core::game::GAMES)
    )]
    Game {
        #[command(subcommand)]
        game: GameCommand,
    },

    /// The weighted puzzle: the cheapest transfer when each move between two pegs has a price
    #[command(
        long_about = "The weighted Tower of Hanoi (Mehiri and Belbachir): a move from peg i to \
            peg j costs w_ij (0 or more, decimals allowed, `inf` for a forbidden move), and the \
            transfer of the tower from one peg to another that costs least, in the fewest moves \
            among those, is wanted. Costs are added exactly. On 3 pegs the paper's recursion \
            gives it; on 4 to 6 pegs, where no recursion is known to be exact, an exact search \
            over every position does (up to 4,194,304 positions). Prints the cost, the number of \
            moves, then the moves, one `from to` per line; pegs are numbered from 1 throughout, \
            as in the paper and in `hanoi moves`.",
        after_help = "Examples:\n  \
            hanoi weighted --weights \"0,3,15;8,0,2;5,6,0\" --discs 3 --from 1 --to 3   Example 1: cost 43\n  \
            hanoi weighted --weights \"0,1,inf;1,0,1;inf,1,0\" --discs 4             the linear puzzle\n  \
            hanoi weighted --weights \"0,3,15;8,0,2;5,6,0\" --discs 5 --table         the paper's Table 1\n  \
            hanoi weighted --weights \"0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0\" --discs 6      4 pegs, by search\n  \
            hanoi weighted --preset k3-minus --discs 4                            the paper's digraph K3 less one move\n  \
            hanoi weighted --preset example --discs 6 --explain                   what WTHD computes with no memory (Proposition 2)"
    )]
    #[command(group(clap::ArgGroup::new("costs").required(true).args(["weights", "preset"])))]
    Weighted {
        /// The k x k weights for k pegs (3 to 6): rows separated by `;`, entries by `,`, `inf` forbids a move
        #[arg(long, value_name = "MATRIX", allow_hyphen_values = true)]
        weights: Option<String>,
        /// Ready-made weights on 3 pegs instead: the paper's Example 1, or one of its five movement digraphs (each allowed move costing 1)
        #[arg(long, value_name = "PRESET", conflicts_with = "weights", value_parser = preset_ids())]
        preset: Option<String>,
        /// The number of discs
        #[arg(long, value_name = "N", value_parser = whole_number::<u64>, allow_negative_numbers = true)]
        discs: u64,
        /// The peg the tower starts on, from 1
        #[arg(long, value_name = "I", default_value_t = 1, value_parser = whole_number::<u64>, allow_negative_numbers = true)]
        from: u64,
        /// The peg it must end on, from 1 (default: the last peg)
        #[arg(long, value_name = "J", value_parser = whole_number::<u64>, allow_negative_numbers = true)]
        to: Option<u64>,
        /// Multiply each move's weight by the size of the disc moved (1 the smallest)
        #[arg(long)]
        by_size: bool,
        /// Solve by exact search over positions even on 3 pegs (a check on the recursion)
        #[arg(long, conflicts_with = "table")]
        search: bool,
        /// Print the paper's Table 1 for these weights instead: L and R for every ordered pair, n = 1 to N
        #[arg(long)]
        table: bool,
        /// Print, instead of the moves, what the paper's WTHD computes with no memory against the table (Proposition 2, Corollary 2), 3 pegs
        #[arg(long, conflicts_with_all = ["table", "search", "json"])]
        explain: bool,
        /// Print one JSON object instead
        #[arg(long)]
        json: bool,
    },
}

/// The two-player games: one subcommand per game of the registry
/// ([`hanoi_core::game::GAMES`]), with its options from the game's
/// parameters (`commands/game_args.rs` builds them), then `list`, `table` and `sum`.
#[derive(Debug)]
pub enum GameCommand {
    /// `hanoi game <id> [--<param> VALUE ...] [--json] [--moves | --export csv|json]`: the values as typed.
    Play {
        game: &'static hanoi_core::game::GameDef,
        values: Vec<(&'static str, String)>,
        json: bool,
        /// `--moves`: the start's legal moves with their values (commands/game_export.rs).
        moves: bool,
        /// `--export csv|json`: the whole analysis, as typed.
        export: Option<String>,
    },
    /// `hanoi game list [--json]`.
    List { json: bool },
    /// `hanoi game table`.
    Table(TableArgs),
    /// `hanoi game sum K:N:ECi K:N:ECi ... [--json]`: the parts as typed.
    Sum { parts: Vec<String>, json: bool },
}

impl clap::FromArgMatches for GameCommand {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        crate::commands::game_args::read(hanoi_core::game::GAMES, matches)
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Subcommand for GameCommand {
    fn augment_subcommands(cmd: clap::Command) -> clap::Command {
        crate::commands::game_args::augment(hanoi_core::game::GAMES, cmd)
    }

    fn augment_subcommands_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_subcommands(cmd)
    }

    fn has_subcommand(name: &str) -> bool {
        crate::commands::game_args::has(hanoi_core::game::GAMES, name)
    }
}

/// `hanoi game table`'s arguments.
#[derive(Args, Debug)]
pub struct TableArgs {
    /// The number of pegs, 3 to 6
    #[arg(long, value_name = "K", default_value_t = 3, value_parser = whole_number::<u64>, allow_negative_numbers = true)]
    pub pegs: u64,
    /// The largest number of discs
    #[arg(long, value_name = "N", value_parser = whole_number::<u64>, allow_negative_numbers = true)]
    pub upto: u64,
    #[command(flatten)]
    pub memory: MemoryArgs,
    /// Refuse a table estimated to take longer than this many seconds, and stop one that runs past it (0: no limit)
    #[arg(long, value_name = "S", default_value_t = 60, value_parser = whole_number::<u64>, allow_negative_numbers = true)]
    pub seconds: u64,
    #[command(flatten)]
    pub scoring: ScoringTableArgs,
}

/// `hanoi game table --scoring`'s own arguments (Theorem 12).
#[derive(Args, Debug)]
pub struct ScoringTableArgs {
    /// Scoring play on three pegs instead: the computed fewest moves to win beside Theorem 12's bounds
    #[arg(long, conflicts_with = "pegs")]
    pub scoring: bool,
    /// With --scoring: the weights of moves between pegs 1 and 2, 1 and 3, 2 and 3 (default 1,2,-3)
    #[arg(long, value_name = "W12,W13,W23", requires = "scoring", allow_hyphen_values = true)]
    pub weights: Option<String>,
    /// With --scoring: the largest score difference followed (default: 64 times the largest weight)
    #[arg(long, value_name = "D", requires = "scoring", allow_hyphen_values = true)]
    pub window: Option<String>,
    /// With --scoring: print one JSON object instead
    #[arg(long, requires = "scoring")]
    pub json: bool,
}

/// How much memory a search may take.
#[derive(Args, Debug)]
pub struct MemoryArgs {
    /// Refuse searches whose estimated memory exceeds this many megabytes
    #[arg(long, value_name = "MB", default_value_t = hanoi_core::search::COMMAND_LINE_MEMORY_MB, value_parser = whole_number::<u64>, allow_negative_numbers = true)]
    pub max_memory: u64,
}

/// Which puzzle: the arguments every command but `list` takes.
#[derive(Args, Debug)]
pub struct PuzzleArgs {
    /// The variation, by name or id, in any case: e.g. classic, reves, many-pin (`hanoi list` shows them all)
    #[arg(value_name = "VARIATION")]
    pub variation: String,

    /// The number of discs (`hanoi list` shows each variation's range)
    #[arg(long, value_name = "N", value_parser = whole_number::<u64>, allow_negative_numbers = true)]
    pub discs: u64,

    /// The number of pins, for variations that allow a choice (default: the variation's usual number)
    #[arg(long, value_name = "M", value_parser = whole_number::<u64>, allow_negative_numbers = true)]
    pub pins: Option<u64>,
}

/// Parse a count for clap with an error a non-programmer understands; the
/// standard one says "invalid digit found in string". Negative numbers are
/// let through to here (`allow_negative_numbers`) so that `--discs -1` gets
/// this message, not a puzzling "unexpected argument '-1'".
pub(crate) fn whole_number<T: FromStr<Err = std::num::ParseIntError>>(text: &str) -> Result<T, String> {
    text.parse::<T>().map_err(|error| match error.kind() {
        IntErrorKind::PosOverflow => "that number is far too large".to_string(),
        _ => "expected a whole number, 0 or more".to_string(),
    })
}

/// A move number for clap, refused in the core's words (the page's seek
/// gives the same reason).
fn move_number(text: &str) -> Result<u128, String> {
    hanoi_core::parse_move_number(text).map_err(|error| error.to_string())
}

/// Print a clap error as `hanoi: <what is wrong>` on one line and return
/// exit code 2; help and version requests print as usual with exit code 0.
pub fn report_clap_error(error: clap::Error) -> ExitCode {
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            // Printing help to a closed pipe is not worth a message.
            let _ = error.print();
            ExitCode::SUCCESS
        }
        // Plain `hanoi` (or `hanoi game`): clap would print the whole help to
        // stderr as an error; one line that names the commands says the same.
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand => {
            Failure::bad_request(which_command(&error.render().to_string())).report()
        }
        _ => Failure::bad_request(escape_typed(error)).report(),
    }
}

/// Clap's message on one line, with what was typed quoted as the command's
/// own messages quote it (`hanoi_core::quoted`: control characters and
/// bidirectional overrides by code point, at most 40 characters), and any
/// such character left escaped, so that nothing typed can act on the
/// terminal or reorder the line. Clap's rendering drops control characters
/// and escape sequences from what it shows (`'3\x07'` came out as `'3'`),
/// so what was typed goes into the message as a marker, put back quoted.
fn escape_typed(mut error: clap::Error) -> String {
    use clap::error::{ContextKind, ContextValue};
    let mut typed = Vec::new();
    for kind in [ContextKind::InvalidValue, ContextKind::InvalidArg, ContextKind::InvalidSubcommand] {
        if let Some(ContextValue::String(value)) = error.get(kind) {
            let value = value.clone();
            let marker = format!("hanoi-typed-{}", typed.len());
            error.insert(kind, ContextValue::String(marker.clone()));
            typed.push((marker, value));
        }
    }
    let mut line = one_line(&error.to_string());
    for (marker, value) in typed {
        line = line.replace(&format!("'{marker}'"), &hanoi_core::quoted(&value).to_string());
        line = line.replace(&marker, &hanoi_core::echo(&value).to_string());
    }
    // One character is never cut short by `echo`: this only escapes.
    line.chars().map(|c| hanoi_core::echo(c.encode_utf8(&mut [0; 4])).to_string()).collect()
}

/// "which command?" and the commands to choose from, of `hanoi` or of the
/// command that needs one of its own (clap's usage line names it).
fn which_command(rendered: &str) -> String {
    use clap::CommandFactory;
    let hanoi = Cli::command();
    let parent = hanoi
        .get_subcommands()
        .find(|c| c.has_subcommands() && rendered.contains(&format!("hanoi {} <", c.get_name())));
    let (line, command) = match parent {
        Some(c) => (format!("hanoi {}", c.get_name()), c),
        None => ("hanoi".to_string(), &hanoi),
    };
    let names: Vec<&str> = command.get_subcommands().map(|c| c.get_name()).filter(|&n| n != "help").collect();
    let list = match names.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    };
    format!("which command? {list} (`{line} --help` explains them)")
}

/// Shorten clap's rendering to one line: the first paragraph (the error,
/// plus the arguments it lists on indented lines) and a "similar ... exists"
/// tip, but not the usage, the "for more information" line or tips about
/// `--` that would only puzzle someone who mistyped an option.
fn one_line(rendered: &str) -> String {
    let mut paragraphs = rendered.split("\n\n");
    let first = paragraphs.next().unwrap_or_default();
    let first = first.strip_prefix("error: ").unwrap_or(first);
    let mut line = first.split_whitespace().collect::<Vec<_>>().join(" ");
    for paragraph in paragraphs {
        let paragraph = paragraph.trim();
        if let Some(tip) = paragraph.strip_prefix("tip: ").filter(|tip| tip.contains("similar")) {
            line.push_str(&format!(" ({})", tip.split_whitespace().collect::<Vec<_>>().join(" ")));
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clap_errors_become_one_line() {
        let rendered = "error: the following required arguments were not provided:\n  --discs <N>\n\n\
            Usage: hanoi count --discs <N> <VARIATION>\n\nFor more information, try '--help'.\n";
        assert_eq!(one_line(rendered), "the following required arguments were not provided: --discs <N>");
    }

    #[test]
    fn suggestions_are_kept() {
        let rendered = "error: unrecognized subcommand 'lst'\n\n  tip: a similar subcommand exists: 'list'\n\n\
            Usage: hanoi <COMMAND>\n\nFor more information, try '--help'.\n";
        assert_eq!(one_line(rendered), "unrecognized subcommand 'lst' (a similar subcommand exists: 'list')");
    }

    #[test]
    fn escape_hints_are_dropped() {
        let rendered = "error: unexpected argument '--bogus' found\n\n  \
            tip: to pass '--bogus' as a value, use '-- --bogus'\n\nUsage: hanoi count\n";
        assert_eq!(one_line(rendered), "unexpected argument '--bogus' found");
    }

    #[test]
    fn the_command_line_is_well_formed() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}

/// The presets `hanoi weighted --preset` takes: the core's list, less the
/// random weights (a command line wants the same answer each time).
fn preset_ids() -> clap::builder::PossibleValuesParser {
    let ids = hanoi_core::weighted::presets::fixed_presets().map(|p| {
        let help = hanoi_core::weighted::presets::DIGRAPHS
            .iter()
            .find(|d| d.preset == p.id)
            .map_or(String::from(p.title), |d| format!("{}, the paper's {}", p.title, d.name));
        clap::builder::PossibleValue::new(p.id).help(help)
    });
    clap::builder::PossibleValuesParser::new(ids)
}
