//! `hanoi game`'s subcommands and options, built from a game registry:
//! one subcommand per game (`hanoi game <id> --<param> ...`), with its
//! help from the game's definition, beside `list`, `table` and `sum`.

use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};
use hanoi_core::game::registry::{ParamKind, Registry};
use hanoi_core::game::GameDef;

use crate::cli::{whole_number, GameCommand, TableArgs};

/// `hanoi game --help`'s paragraph: what it does, and the games of
/// `registry` with their sources.
pub fn long_about(registry: Registry) -> String {
    let games: String = registry.iter().map(|g| format!("\n  {}: {}", g.title, g.source)).collect();
    format!(
        "Solve a two-player Tower of Hanoi game by retrograde analysis of every position reachable from \
         the start, and print who wins with perfect play and in how many moves (the winner hurries, the \
         loser holds out), or that the game is a draw (neither player can force a win) or a tie (it ends \
         level), then the line of perfect play; for an impartial game in normal play, also the \
         generalized Sprague–Grundy value of the start and how many positions have each value (JSON \
         `gsg`, `gsg_counts`). Pegs are numbered from 1, as in the papers. The games \
         and their sources (`hanoi game list` shows each with its options):\n{games}"
    )
}

/// `hanoi game --help`'s examples: each game's first, then `list` and `table`.
pub fn examples_help(registry: Registry) -> String {
    let examples: Vec<(&str, &str)> = registry
        .iter()
        .filter_map(|g| g.examples.first().copied())
        .chain([
            ("list", "the games and their options"),
            ("table --pegs 3 --upto 8", "M(n) beside Theorem 9"),
            ("table --scoring --weights 2,-1,1 --upto 4", "scoring play's M(n) beside Theorem 12"),
            ("sum 3:2:EC1 3:3:EC5", "a sum of two towers"),
        ])
        .collect();
    format!("Examples:{}", example_lines(&examples))
}

/// `game`'s subcommands for the games of `registry`, `list` and `table`.
pub fn augment(registry: Registry, cmd: Command) -> Command {
    let cmd = cmd.subcommands(registry.iter().map(|game| game_command(game)));
    let list = Command::new("list")
        .about("List the games: id, title, source and options")
        .long_about(
            "List every game of the registry: its id (the subcommand), title, rules and source, and its \
             options with their limits and defaults; with --json, one JSON array of {id, title, description, \
             source, params: [{name, kind, min, max, default, ...}]}.",
        )
        .after_help("Examples:\n  hanoi game list\n  hanoi game list --json")
        .arg(json_flag());
    let table = TableArgs::augment_args(Command::new("table"))
        .about("M(n), the fewest moves in which the first player forces a win, for each ending condition, beside Theorem 9 (Theorem 12 with --scoring)")
        .long_about(
            "For each number of discs from 1 to N and each ending condition, solve the \
            impartial game and print M(n), the number of moves in which the first player forces \
            a win (infinite for a draw), beside the formula of Theorem 9 of Chappelon, Larsson \
            and Matsuura. Rows where the two differ are marked. Every game of the table is \
            estimated first: a table whose largest game needs more memory than --max-memory, or \
            whose games would take longer than --seconds, is refused at once with its sizes and \
            the largest --upto that fits; a table that runs past --seconds all the same stops \
            with a message. With --scoring, the same for scoring play on three pegs with the \
            weights of --weights: the fewest moves in which the first player forces a win, computed \
            ('at most' where the window of score differences leaves a quicker win open), beside \
            Theorem 12's value or bounds, and each cell where the two differ marked.",
        )
        .after_help(
            "Examples:\n  hanoi game table --pegs 3 --upto 8\n  hanoi game table --pegs 4 --upto 4\n  \
             hanoi game table --scoring --weights 2,-1,1 --upto 4\n  \
             hanoi game table --scoring --weights -2,0,-1 --upto 3 --json",
        );
    cmd.subcommand(list).subcommand(table).subcommand(super::game_sum::command())
}

pub fn has(registry: Registry, name: &str) -> bool {
    name == "list" || name == "table" || name == "sum" || registry.iter().any(|g| g.id == name || g.aliases.contains(&name))
}

/// `game`'s subcommand, as chosen.
pub fn read(registry: Registry, matches: &ArgMatches) -> Result<GameCommand, clap::Error> {
    let Some((name, sub)) = matches.subcommand() else {
        return Err(clap::Error::new(clap::error::ErrorKind::MissingSubcommand));
    };
    match name {
        "list" => Ok(GameCommand::List { json: sub.get_flag("json") }),
        "table" => Ok(GameCommand::Table(TableArgs::from_arg_matches(sub)?)),
        "sum" => Ok(super::game_sum::read(sub)),
        _ => {
            let game = registry
                .iter()
                .copied()
                .find(|g| g.id == name)
                .ok_or_else(|| clap::Error::new(clap::error::ErrorKind::InvalidSubcommand))?;
            let mut values = Vec::new();
            for p in game.params {
                let given = match p.kind {
                    ParamKind::Count { .. } => sub.get_one::<u64>(p.name).map(|n| n.to_string()),
                    ParamKind::Flag => sub.get_flag(p.name).then(|| "on".to_string()),
                    _ => sub.get_one::<String>(p.name).cloned(),
                };
                if let Some(given) = given {
                    values.push((p.name, given));
                }
            }
            let (moves, export) = (sub.get_flag("moves"), sub.get_one::<String>("export").cloned());
            Ok(GameCommand::Play { game, values, json: sub.get_flag("json"), moves, export })
        }
    }
}

fn json_flag() -> Arg {
    Arg::new("json").long("json").action(ArgAction::SetTrue).help("Print one JSON object instead")
}

/// Examples as help lists them: `hanoi game ARGS`, then what each shows.
fn example_lines(examples: &[(&str, &str)]) -> String {
    examples
        .iter()
        .map(|(args, note)| {
            let line = format!("hanoi game {args}");
            if note.is_empty() {
                format!("\n  {line}")
            } else {
                format!("\n  {line:<55} {note}")
            }
        })
        .collect()
}

/// One game's subcommand: its options from its parameters, its help from its description.
fn game_command(game: &'static GameDef) -> Command {
    let examples = example_lines(game.examples);
    let mut cmd = Command::new(game.id)
        .about(game.summary)
        .long_about(format!("{}: {}\n\nSource: {}.", game.title, game.description, game.source))
        .after_help(format!("Examples:{examples}"))
        .aliases(game.aliases.iter().copied());
    for p in game.params {
        let arg = Arg::new(p.name).long(p.name);
        let arg = match p.kind {
            ParamKind::Count { min, max, default, .. } => arg
                .value_name("N")
                .help(format!("{}, {min} to {max} (default {default})", p.help))
                .value_parser(whole_number::<u64>)
                .allow_negative_numbers(true),
            ParamKind::Choice { options, default, .. } => {
                let ids: Vec<&str> = options.iter().map(|o| o.id).collect();
                // Built once per run: leaking the name costs nothing.
                let name: &'static str = Box::leak(p.name.to_uppercase().into_boxed_str());
                arg.value_name(name).help(format!("{}: {} (default {default})", p.help, ids.join(", ")))
            }
            ParamKind::Text { default, value_name, .. } => {
                let help = if default.is_empty() { p.help.to_string() } else { format!("{} (default {default})", p.help) };
                arg.value_name(value_name).help(help).allow_hyphen_values(true)
            }
            ParamKind::Flag => arg.action(ArgAction::SetTrue).help(p.help),
        };
        cmd = cmd.arg(arg);
    }
    cmd.arg(json_flag()).args(super::game_export::args())
}

#[cfg(test)]
mod tests {
    //! A registry with a toy game made for the test: the parser and the
    //! list see it with no other code.

    use hanoi_core::game::registry::{describe, Fact, GameRules, Limit, Param, ParamKind, Where};
    use hanoi_core::game::{Game, GameIllegal, GameSpec, Next, Outcome, Reach, SetupError, SpecText};
    use hanoi_core::{Move, Position};

    use super::*;

    /// One pile of counters; a move takes one or two; whoever takes the last wins.
    #[derive(Clone, Debug)]
    struct Pile(u64);

    impl Game for Pile {
        fn ranks(&self) -> u64 {
            self.0 + 1
        }
        fn start(&self) -> u64 {
            self.0
        }
        fn over(&mut self, rank: u64) -> Option<Outcome> {
            (rank == 0).then_some(Outcome::Lose)
        }
        fn moves(&mut self, rank: u64, visit: &mut dyn FnMut(Move, Next)) {
            for take in 1..=rank.min(2) {
                visit(Move::new(0, take as u8), Next::Rank(rank - take));
            }
        }
        fn play(&mut self, rank: u64, mv: Move) -> Result<Next, GameIllegal> {
            let take = mv.to as u64;
            if (1..=rank.min(2)).contains(&take) {
                Ok(Next::Rank(rank - take))
            } else {
                Err(GameIllegal::Over)
            }
        }
        fn position(&mut self, _: u64) -> Position {
            Position::empty(3, 0)
        }
    }

    impl GameRules for Pile {
        fn analysed(&mut self) -> &mut dyn Game {
            self
        }
        fn reach(&self) -> Reach {
            Reach::new(self.0 + 1, self.0 + 1, 2)
        }
        fn facts(&self) -> Vec<(&'static str, Fact)> {
            vec![("counters", Fact::Count(self.0))]
        }
        fn clone_box(&self) -> Box<dyn GameRules> {
            Box::new(self.clone())
        }
    }

    fn build(spec: &GameSpec) -> Result<Box<dyn GameRules>, SetupError> {
        Ok(Box::new(Pile(spec.count("counters"))))
    }

    fn limit(_: &GameSpec, _: Where) -> Limit {
        Limit { max: 20, because: None }
    }

    static TOY: GameDef = GameDef {
        id: "pile",
        aliases: &[],
        title: "One-pile subtraction",
        name: "the pile game",
        summary: "Take one or two counters; whoever takes the last wins",
        description: "A pile of counters; the players take one or two in turn; whoever takes the last wins.",
        source: "a test",
        params: &[Param {
            name: "counters",
            label: "Counters",
            help: "The counters in the pile",
            kind: ParamKind::Count { min: 1, max: 20, default: 5, noun: "counters", limit: Some(limit) },
            page: true,
        }],
        size: "counters",
        examples: &[("pile --counters 7", "")],
        build,
        heading: |spec| format!("One-pile subtraction, {} counters", spec.count("counters")),
        goal: |_| String::from("Take the last counter."),
    };

    static TOYS: Registry = &[&TOY];

    fn parse(args: &[&str]) -> Result<GameCommand, clap::Error> {
        let cmd = augment(TOYS, Command::new("game").subcommand_required(true));
        let matches = cmd.try_get_matches_from(std::iter::once("game").chain(args.iter().copied()))?;
        read(TOYS, &matches)
    }

    #[test]
    fn a_toy_game_in_a_registry_gets_its_subcommand_its_options_and_its_refusals() {
        let Ok(GameCommand::Play { game, values, json, .. }) = parse(&["pile", "--counters", "7", "--json"]) else {
            panic!("the toy game's subcommand parses");
        };
        assert_eq!((game.id, values.clone(), json), ("pile", vec![("counters", "7".to_string())], true));
        // Checked with the registry's limits and words.
        let text = |values: &[(&'static str, String)]| {
            let pairs: Vec<(&str, &str)> = values.iter().map(|(n, v)| (*n, v.as_str())).collect();
            GameSpec::check_values(game, &SpecText::of(&pairs), Where::Command)
        };
        let spec = text(&values).unwrap();
        assert_eq!(spec.title(), "One-pile subtraction, 7 counters");
        let Ok(GameCommand::Play { values, .. }) = parse(&["pile", "--counters", "21"]) else { panic!() };
        assert_eq!(text(&values).unwrap_err(), "the pile game takes 1 to 20 counters, not 21");
        // The games' options only: another game's is refused by clap.
        assert!(parse(&["pile", "--discs", "3"]).is_err());
        assert!(parse(&["impartial"]).is_err());
        // Solved like any game.
        let mut game = hanoi_core::game::Match::new(&spec).unwrap();
        assert_eq!(game.value(), hanoi_core::game::Value::Win(5));
        // The form's description (what the page reads) lists it with its parameter.
        let listed = serde_json::to_value(describe(TOYS)).unwrap();
        assert_eq!(listed[0]["id"], "pile");
        assert_eq!(listed[0]["params"][0]["name"], "counters");
        assert_eq!((listed[0]["params"][0]["min"].as_u64(), listed[0]["params"][0]["max"].as_u64()), (Some(1), Some(20)));
        let fields = serde_json::to_value(spec.fields()).unwrap();
        assert_eq!(fields[0]["value"], 7);
        // And the address reads it, falling back with the registry's words.
        let (spec, notices) = GameSpec::from_query_in(TOYS, &SpecText::of(&[("game", "pile"), ("counters", "99")]));
        assert_eq!(spec.count("counters"), 20);
        assert_eq!(notices, ["the pile game takes 1 to 20 counters, not 99: using 20"]);
        // `hanoi game --help` names it with its source and shows its first example.
        assert!(long_about(TOYS).contains("\n  One-pile subtraction: a test"), "{}", long_about(TOYS));
        assert!(examples_help(TOYS).contains("\n  hanoi game pile --counters 7"), "{}", examples_help(TOYS));
    }
}
