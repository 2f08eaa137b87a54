//! `hanoi game impartial|scoring|red-blue`: solve a two-player game and
//! print its value with perfect play and the line that shows it.

use std::fmt::Write as _;
use std::io::{self, IsTerminal, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;
use std::time::Instant;

use hanoi_core::game::{Analysis, AnalysisError, Ending, Game, Impartial, RedBlue, Scoring, Side, TurnRule, Value, Weights, MAX_RANKS};
use hanoi_core::{quoted, Move};

use crate::cli::GameCommand;
use crate::failure::Failure;
use crate::output::{self, counted};

pub fn run(command: GameCommand) -> Result<ExitCode, Failure> {
    match command {
        GameCommand::Impartial { pegs, discs, end, ko, json } => {
            let ending = ending(&end)?;
            let rule = if ko { TurnRule::Ko } else { TurnRule::NotJustMoved };
            let mut game = Impartial::with_rule(pegs, discs, ending, rule).map_err(Failure::bad_request)?;
            let about = About {
                name: "impartial",
                title: format!(
                    "impartial two-player Tower of Hanoi, {pegs} pegs, {}, {ending}: {}{}",
                    counted(discs, "disc"),
                    ending.describe(pegs as usize),
                    if ko { "; ko rule: any disc may move, but not straight back" } else { "" }
                ),
                json: format!(r#""pegs":{pegs},"discs":{discs},"end":"{ending}","ko":{ko}"#),
                players: ["first", "second"],
                scoring: None,
                larger_window: None,
            };
            report(&mut game, &about, json)
        }
        GameCommand::Scoring { discs, end, weights, window, json } => {
            let ending = ending(&end)?;
            let weights = Weights::parse(&weights).map_err(Failure::bad_request)?;
            let window = match window {
                Some(text) => Some(weights.parse_window(&text).map_err(Failure::bad_request)?),
                None => None,
            };
            let mut game = Scoring::new(discs, ending, weights.clone(), window).map_err(Failure::bad_request)?;
            // Refused rather than cut: the window asked for is not the one that would be followed.
            if let Some(asked) = window.filter(|&w| w > game.max_window()) {
                return Err(Failure::bad_request(format!(
                    "--window {} is more than the analysis can follow with {}: at most {} \
                     (it indexes at most 2^{} positions, each an arrangement of the discs with a score difference)",
                    weights.show(asked),
                    counted(discs, "disc"),
                    weights.show(game.max_window()),
                    MAX_RANKS.trailing_zeros(),
                )));
            }
            let shown_window = weights.show(game.window());
            let about = About {
                name: "scoring",
                title: format!(
                    "scoring two-player Tower of Hanoi, 3 pegs, {}, {ending}: {}; \
                     weights w12,w13,w23 = {weights}; score differences followed within ±{shown_window}{}",
                    counted(discs, "disc"),
                    ending.describe(3),
                    if game.window_is_largest() {
                        format!(", the most this analysis can follow with {}", counted(discs, "disc"))
                    } else {
                        String::new()
                    }
                ),
                json: format!(
                    r#""pegs":3,"discs":{discs},"end":"{ending}","weights":[{}],"window":{shown_window}"#,
                    weights
                ),
                players: ["first", "second"],
                scoring: Some(weights),
                larger_window: (!game.window_is_largest()).then(|| game.max_window()),
            };
            report(&mut game, &about, json)
        }
        GameCommand::RedBlue { discs, first, json } => {
            let side = Side::parse(&first)
                .ok_or_else(|| Failure::bad_request(format!("--first takes blue or red, not {}", quoted(&first))))?;
            let mut game = RedBlue::new(discs, side).map_err(Failure::bad_request)?;
            let lower = |s: Side| if s == Side::Blue { "blue" } else { "red" };
            let about = About {
                name: "red-blue",
                title: format!("Red-Blue Tower of Hanoi, {} a side, {side} moves first", counted(discs, "disc")),
                json: format!(r#""pegs":4,"discs":{discs},"first":"{}""#, lower(side)),
                players: [lower(side), lower(side.other())],
                scoring: None,
                larger_window: None,
            };
            report(&mut game, &about, json)
        }
        GameCommand::Table { pegs, upto, memory, seconds } => super::game_table::run(pegs, upto, memory.max_memory, seconds),
    }
}

pub fn ending(text: &str) -> Result<Ending, Failure> {
    Ending::parse(text)
        .ok_or_else(|| Failure::bad_request(format!("--end takes EC1, EC2, EC3, EC4 or EC5, not {}", quoted(text))))
}

/// What the report says about the game besides its value.
struct About {
    name: &'static str,
    title: String,
    /// The game's own JSON fields.
    json: String,
    /// The players as the report names them, the first mover first.
    players: [&'static str; 2],
    scoring: Option<Weights>,
    /// Scoring play whose window could be larger: the largest, in the weights' scale.
    larger_window: Option<i64>,
}

/// Analyse `game`, showing progress on a terminal.
pub fn analyse<G: Game>(game: &mut G) -> Result<Analysis, Failure> {
    analyse_until(game, None)
}

/// Analyse `game`, showing progress on a terminal, and give up at `deadline`
/// (with the seconds it stands for, `--seconds`).
pub fn analyse_until<G: Game>(game: &mut G, deadline: Option<(Instant, u64)>) -> Result<Analysis, Failure> {
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

/// The value for the first player, as the JSON's `value` names it.
pub fn verdict(value: Value) -> &'static str {
    match value {
        Value::Win(_) => "first",
        Value::Lose(_) => "second",
        Value::Tie(_) => "tie",
        Value::Draw => "draw",
        Value::Undecided => "undecided",
    }
}

fn sentence(value: Value, about: &About, cut: bool) -> String {
    let [first, second] = about.players;
    let moves = |r: u32| format!("{}{r} move{}", if cut { "at most " } else { "" }, if r == 1 { "" } else { "s" });
    let named = |who: &str, role: &str| {
        if about.name == "red-blue" {
            format!("{}{} ({role})", who[..1].to_uppercase(), &who[1..])
        } else {
            format!("{role} player")
        }
    };
    match value {
        Value::Win(r) => format!("{} wins in {} with perfect play", named(first, "first"), moves(r)),
        Value::Lose(0) => format!("{} wins at once: the first player has no legal move", named(second, "second")),
        Value::Lose(r) => format!("{} wins in {} with perfect play", named(second, "second"), moves(r)),
        Value::Tie(r) => format!("tie: neither player can win, and the game ends level in {}", moves(r)),
        Value::Draw => "draw: neither player can force a win, and perfect play need never end".into(),
        Value::Undecided => match (about.larger_window, &about.scoring) {
            (Some(most), Some(weights)) => format!(
                "undecided: the window of score differences is too small to settle the start; \
                 try a larger --window (at most {})",
                weights.show(most)
            ),
            _ => "undecided: the window of score differences, the largest this analysis can follow, \
                is too small to settle the start"
                .into(),
        },
    }
}

fn report<G: Game>(game: &mut G, about: &About, json: bool) -> Result<ExitCode, Failure> {
    let analysis = analyse(game)?;
    let start = game.start();
    let value = analysis.value(start).expect("the start is reachable");
    let line = analysis.line(game, start, analysis.positions() as usize + 1);
    let repeats = matches!(value, Value::Draw) && !line.is_empty();
    // Each move's disc, mover and gain, from the position before it.
    let mut steps = Vec::with_capacity(line.len());
    let mut at = start;
    let mut totals = [0i64; 2];
    for (i, &(mv, next)) in line.iter().enumerate() {
        let disc = game.position(at).top(mv.from as usize).map_or(0, |d| d.size);
        let gain = about.scoring.as_ref().map(|w| {
            totals[i % 2] += w.scaled_gain(mv);
            w.scaled_gain(mv)
        });
        steps.push(Step { mv, disc, player: about.players[i % 2], gain, totals });
        at = next;
    }
    let mut out = output::stdout();
    if json {
        let remoteness = value.remoteness().map_or("null".to_string(), |r| r.to_string());
        write!(
            out,
            r#"{{"game":"{}",{},"value":"{}","remoteness":{remoteness},"exact":{},"positions":{},"line":["#,
            about.name,
            about.json,
            verdict(value),
            !analysis.is_cut(),
            analysis.positions()
        )?;
        for (i, step) in steps.iter().enumerate() {
            let mut item = format!(
                r#"{{"player":"{}","disc":{},"from":{},"to":{}"#,
                step.player,
                step.disc,
                step.mv.from + 1,
                step.mv.to + 1
            );
            if let (Some(gain), Some(weights)) = (step.gain, &about.scoring) {
                let _ = write!(item, r#","gain":{}"#, weights.show(gain));
            }
            item.push('}');
            write!(out, "{}{item}", if i > 0 { "," } else { "" })?;
        }
        writeln!(out, r#"],"repeats":{repeats}}}"#)?;
    } else {
        writeln!(out, "{}", about.title)?;
        writeln!(out, "{}", sentence(value, about, analysis.is_cut()))?;
        writeln!(out, "{} reachable from the start", counted(analysis.positions(), "position"))?;
        if !steps.is_empty() {
            writeln!(
                out,
                "{}",
                if repeats { "perfect play, until a position comes round again:" } else { "perfect play:" }
            )?;
            let width = about.players.iter().map(|p| p.len()).max().unwrap_or(0);
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
                if let (Some(gain), Some(weights)) = (step.gain, &about.scoring) {
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
