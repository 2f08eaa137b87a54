//! `hanoi game <id>`: solve a two-player game of the registry and print its
//! value with perfect play and the line that shows it; `hanoi game list`:
//! the registry itself.

use std::io::{self, IsTerminal, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;
use std::time::Instant;

use hanoi_core::game::registry::{describe, Fact, GameRules, Scalar};
use hanoi_core::game::{player_name, Analysis, AnalysisError, Game, GameSpec, Side, SpecText, Value, Where, GAMES};
use hanoi_core::Move;
use serde::Serialize;
use serde_json::value::RawValue;

use super::game_grundy::{analyse_with_values, write_text, Counts};
use crate::cli::GameCommand;
use crate::failure::Failure;
use crate::output::{self, counted};

pub fn run(command: GameCommand) -> Result<ExitCode, Failure> {
    match command {
        GameCommand::Play { game, values, json, moves, export } => {
            let mut pairs: Vec<(&str, &str)> = vec![("game", game.id)];
            pairs.extend(values.iter().map(|(name, value)| (*name, value.as_str())));
            let spec = GameSpec::check_values(game, &SpecText::of(&pairs), Where::Command).map_err(Failure::bad_request)?;
            if moves || export.is_some() {
                return super::game_export::run(&spec, json, export.as_deref());
            }
            let mut rules = spec.build().map_err(Failure::bad_request)?;
            report(&spec, &mut *rules, json)
        }
        GameCommand::List { json } => list(json),
        GameCommand::Table(table) if table.scoring.scoring => super::game_table_scoring::run(&table),
        GameCommand::Table(table) => super::game_table::run(table.pegs, table.upto, table.memory.max_memory, table.seconds),
        GameCommand::Sum { parts, json } => super::game_sum::run(&parts, json),
    }
}

/// The registry: as text, or as one JSON array.
fn list(json: bool) -> Result<ExitCode, Failure> {
    let games = describe(GAMES);
    let mut out = output::stdout();
    if json {
        serde_json::to_writer(&mut out, &games).map_err(Failure::bad_request)?;
        writeln!(out)?;
    } else {
        for (i, game) in games.iter().enumerate() {
            if i > 0 {
                writeln!(out)?;
            }
            writeln!(out, "{}  {}", game.id, game.title)?;
            writeln!(out, "  {}", game.description)?;
            writeln!(out, "  source: {}", game.source)?;
            for p in &game.params {
                let range = match (p.min, p.max, &p.options) {
                    (Some(min), Some(max), _) => format!(", {min} to {max}"),
                    (_, _, Some(options)) => {
                        format!(": {}", options.iter().map(|o| o.id).collect::<Vec<_>>().join(", "))
                    }
                    _ => String::new(),
                };
                let default = match &p.default {
                    Scalar::Text(s) if s.is_empty() => String::new(),
                    Scalar::Text(s) => format!(" (default {s})"),
                    Scalar::Flag(_) => String::new(),
                    Scalar::Count(n) => format!(" (default {n})"),
                };
                writeln!(out, "  --{:<9} {}{range}{default}", p.name, p.help)?;
            }
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// Analyse `game`, showing progress on a terminal.
pub fn analyse<G: Game + ?Sized>(game: &mut G) -> Result<Analysis, Failure> {
    analyse_until(game, None)
}

/// Analyse `game`, showing progress on a terminal, and give up at `deadline`
/// (with the seconds it stands for, `--seconds`).
pub fn analyse_until<G: Game + ?Sized>(game: &mut G, deadline: Option<(Instant, u64)>) -> Result<Analysis, Failure> {
    let watched = io::stderr().is_terminal();
    let result = Analysis::run_with_progress(game, &mut |progress| {
        if watched {
            eprint!("\r{}: {} positions   ", progress.phase.name(), progress.done);
        }
        match deadline {
            Some((deadline, _)) if Instant::now() >= deadline => ControlFlow::Break(()),
            _ => ControlFlow::Continue(()),
        }
    });
    if watched {
        eprint!("\r{:60}\r", "");
    }
    result.map_err(|error| match (error, deadline) {
        (AnalysisError::Cancelled, Some((_, seconds))) => {
            Failure::bad_request(format!("stopped, out of time after {} (--seconds)", counted(seconds, "second")))
        }
        (error, _) => Failure::bad_request(error),
    })
}

/// The value for the first player, as the JSON's `value` names it (a
/// game whose level end is a drawn one says `drawn` for `tie`).
pub fn verdict(value: Value) -> &'static str {
    match value {
        Value::Win(_) => "first",
        Value::Lose(_) => "second",
        Value::Tie(_) => "tie",
        Value::Draw => "draw",
        Value::Undecided => "undecided",
    }
}

/// A game's facts (`pegs`, `discs`, ... as its rules give them), written
/// in the rules' order: a JSON object's fields as the report had them
/// before the registry (`serde_json::Map` would sort them).
pub(super) struct Facts(pub(super) Vec<(&'static str, Fact)>);

impl Serialize for Facts {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, fact) in &self.0 {
            match fact {
                Fact::Count(n) => map.serialize_entry(name, n)?,
                Fact::Text(t) => map.serialize_entry(name, t)?,
                Fact::Flag(on) => map.serialize_entry(name, on)?,
                Fact::Decimal(d) => map.serialize_entry(name, &exact(d))?,
                Fact::Decimals(ds) => map.serialize_entry(name, &ds.iter().map(|d| exact(d)).collect::<Vec<_>>())?,
            }
        }
        map.end()
    }
}

/// An exact decimal ("0.000001", "-3") as a JSON number written as the
/// weights write it, not rounded through a float.
fn exact(text: &str) -> Box<RawValue> {
    RawValue::from_string(text.to_string()).expect("the weights write their decimals as JSON numbers")
}

/// The JSON report: the game's id and title, its facts (`pegs`, `discs`,
/// ... as each game gives them), the value and the line.
/// With several players (`--players 3` and up) `players` follows, and
/// `hands`: the players the first can hand a forced win to.
#[derive(Serialize)]
pub(super) struct Report {
    pub(super) game: &'static str,
    pub(super) title: String,
    #[serde(flatten)]
    pub(super) facts: Facts,
    /// The start of one's own (`--from`), in its canonical words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) from: Option<String>,
    pub(super) value: &'static str,
    pub(super) remoteness: Option<u32>,
    pub(super) exact: bool,
    pub(super) positions: u64,
    pub(super) line: Vec<JsonStep>,
    pub(super) repeats: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) players: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) hands: Option<Vec<&'static str>>,
    /// Impartial games only: the start's generalized Sprague–Grundy value
    /// and each value's count, `null` where play is not normal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) gsg: Option<Option<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) gsg_counts: Option<Option<Counts>>,
}

#[derive(Serialize)]
pub(super) struct JsonStep {
    pub(super) player: &'static str,
    pub(super) disc: u16,
    pub(super) from: u8,
    pub(super) to: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) gain: Option<Box<RawValue>>,
}

fn report(spec: &GameSpec, rules: &mut dyn GameRules, json: bool) -> Result<ExitCode, Failure> {
    if rules.players() > 2 {
        return super::game_players::report(spec, rules, json);
    }
    let weights = rules.weights().cloned();
    // The players as the line names them, the first mover first.
    let players = rules.sides().map_or(["first", "second"], |sides| sides.map(|s| if s == Side::Blue { "blue" } else { "red" }));
    let first_name = player_name(rules, 0);
    let drawn = rules.ties_are_drawn();
    let from = Some(spec.text("from").to_string()).filter(|t| !t.is_empty());
    let start_totals = rules.start_totals();
    let (analysis, grundy) = analyse_with_values(rules)?;
    let game = rules.analysed();
    let start = game.start();
    let value = analysis.value(start).expect("the start is reachable");
    let line = analysis.line(game, start, analysis.positions() as usize + 1);
    let repeats = matches!(value, Value::Draw) && !line.is_empty();
    // Each move's disc, mover and gain, from the position before it.
    let mut steps = Vec::with_capacity(line.len());
    let mut at = start;
    // From a position of one's own, scoring play's lead is in the totals.
    let mut totals = start_totals;
    for (i, &(mv, next)) in line.iter().enumerate() {
        let disc = game.position(at).top(mv.from as usize).map_or(0, |d| d.size);
        let gain = weights.as_ref().map(|w| {
            totals[i % 2] += w.scaled_gain(mv);
            w.scaled_gain(mv)
        });
        steps.push(Step { mv, disc, player: players[i % 2], gain, totals });
        at = next;
    }
    // A win is "at most" only where the window could hide a quicker one (the core's one rule).
    let start_exact = match value {
        Value::Win(r) => rules.win_is_exact(start_totals[0] - start_totals[1], r, analysis.is_cut()),
        _ => !analysis.is_cut(),
    };
    let mut out = output::stdout();
    if json {
        let report = Report {
            game: spec.game.id,
            title: spec.title(),
            facts: Facts(rules.facts()),
            from,
            value: if drawn && matches!(value, Value::Tie(_)) { "drawn" } else { verdict(value) },
            remoteness: value.remoteness(),
            exact: start_exact,
            positions: analysis.positions(),
            line: steps
                .iter()
                .map(|s| JsonStep {
                    player: s.player,
                    disc: s.disc,
                    from: s.mv.from + 1,
                    to: s.mv.to + 1,
                    gain: s.gain.zip(weights.as_ref()).map(|(gain, w)| exact(&w.show(gain).to_string())),
                })
                .collect(),
            repeats,
            players: None,
            hands: None,
            gsg: grundy.as_ref().map(|g| g.as_ref().map(|labels| labels.start().text())),
            gsg_counts: grundy.as_ref().map(|g| g.as_ref().map(Counts::of)),
        };
        serde_json::to_writer(&mut out, &report).map_err(Failure::bad_request)?;
        writeln!(out)?;
    } else {
        match rules.note() {
            Some(note) => writeln!(out, "{}; {note}", spec.title())?,
            None => writeln!(out, "{}", spec.title())?,
        }
        // What the ending asks, as the page says it under the title.
        writeln!(out, "{}", spec.goal())?;
        writeln!(out, "{}", value.sentence_as(first_name, !start_exact, drawn))?;
        if let (Value::Undecided, Some(why)) = (value, rules.undecided()) {
            writeln!(out, "{why}")?;
        }
        writeln!(out, "{} reachable from the start", counted(analysis.positions(), "position"))?;
        if !steps.is_empty() {
            writeln!(
                out,
                "{}",
                if repeats { "perfect play, until a position comes round again:" } else { "perfect play:" }
            )?;
            let width = players.iter().map(|p| p.len()).max().unwrap_or(0);
            for (i, step) in steps.iter().enumerate() {
                write!(
                    out,
                    "{:>4}. {:width$}  disc {}  peg {} to peg {}",
                    i + 1,
                    step.player,
                    step.disc,
                    step.mv.from + 1,
                    step.mv.to + 1
                )?;
                if let (Some(gain), Some(weights)) = (step.gain, &weights) {
                    write!(
                        out,
                        "   {}{}   (totals {} to {})",
                        if gain >= 0 { "+" } else { "" },
                        weights.show(gain),
                        weights.show(step.totals[0]),
                        weights.show(step.totals[1])
                    )?;
                }
                writeln!(out)?;
            }
            if repeats {
                writeln!(out, "      ... and round again")?;
            }
        }
        write_text(&mut out, &grundy)?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

struct Step {
    mv: Move,
    disc: u16,
    player: &'static str,
    gain: Option<i64>,
    /// Both players' totals after this move, the first mover's first.
    totals: [i64; 2],
}
