//! `hanoi game <id> --moves`: the start's legal moves, each with its value,
//! its delta remoteness and (impartial games) the generalized Sprague–Grundy
//! value it leads to; `hanoi game <id> --export csv|json`: the whole
//! analysis, every reachable position with its value, streamed to the
//! output by the core's writer (the one the Games view's download uses).

use std::fmt;
use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Arg, ArgAction};
use hanoi_core::game::{delta_remoteness, delta_words, ExportFormat, GameSpec, Match, Value, DELTA_MEANING};
use serde::Serialize;

use crate::failure::Failure;
use crate::output;

/// The options this module reads.
pub fn args() -> [Arg; 2] {
    [
        Arg::new("moves").long("moves").action(ArgAction::SetTrue).conflicts_with("export").help(
            "List the legal moves from the start instead, each with its value for the mover, its delta remoteness \
             (how far its remoteness lies from the best move of the same value) and, in impartial games, the \
             generalized Sprague-Grundy value it leads to; with --json, one JSON object",
        ),
        Arg::new("export").long("export").value_name("FORMAT").conflicts_with("json").help(
            "Print the whole analysis instead, every position reachable from the start (in the words --from reads) \
             with the player to move, value, remoteness and generalized Sprague-Grundy value: csv or json",
        ),
    ]
}

pub fn run(spec: &GameSpec, json: bool, export: Option<&str>) -> Result<ExitCode, Failure> {
    let format = export.map(ExportFormat::parse).transpose().map_err(Failure::bad_request)?;
    let mut game = Match::new(spec).map_err(Failure::bad_request)?;
    let mut out = output::stdout();
    match format {
        Some(format) => {
            let mut sink = Sink { out: &mut out, error: None };
            if game.write_export(format, &mut sink).is_err() {
                return Err(sink.error.unwrap_or_else(|| io::Error::other("the export stopped")).into());
            }
        }
        None => moves(&mut game, json, &mut out)?,
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// The core writes text; this hands it on to the output as it comes.
struct Sink<'a, W: Write> {
    out: &'a mut W,
    error: Option<io::Error>,
}

impl<W: Write> fmt::Write for Sink<'_, W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.out.write_all(s.as_bytes()).map_err(|e| {
            self.error = Some(e);
            fmt::Error
        })
    }
}

#[derive(Serialize)]
struct MovesJson {
    game: &'static str,
    title: String,
    player: &'static str,
    value: &'static str,
    remoteness: Option<u32>,
    moves: Vec<MoveJson>,
}

#[derive(Serialize)]
struct MoveJson {
    disc: u16,
    from: u8,
    to: u8,
    value: &'static str,
    remoteness: Option<u32>,
    delta: Option<u32>,
    best: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    gsg: Option<String>,
}

fn moves(game: &mut Match, json: bool, out: &mut impl Write) -> Result<(), Failure> {
    let drawn = game.ties_are_drawn();
    let word = |v: Value| if drawn && matches!(v, Value::Tie(_)) { "drawn" } else { v.word() };
    let choices = game.choices();
    let values: Vec<Value> = choices.iter().map(|c| c.value).collect();
    let deltas = delta_remoteness(&values);
    let gsg: Vec<Option<String>> = game.grundy_after().iter().map(|g| g.as_ref().map(|g| g.text())).collect();
    let player = game.player_name(game.to_move());
    let value = game.value();
    if json {
        let listed = MovesJson {
            game: game.spec().game.id,
            title: game.spec().title(),
            player,
            value: word(value),
            remoteness: value.remoteness(),
            moves: choices
                .iter()
                .enumerate()
                .map(|(i, c)| MoveJson {
                    disc: c.disc,
                    from: c.mv.from + 1,
                    to: c.mv.to + 1,
                    value: word(c.value),
                    remoteness: c.value.remoteness(),
                    delta: deltas[i],
                    best: c.best,
                    gsg: gsg.get(i).cloned().flatten(),
                })
                .collect(),
        };
        serde_json::to_writer(&mut *out, &listed).map_err(Failure::bad_request)?;
        writeln!(out)?;
        return Ok(());
    }
    writeln!(out, "{}", game.spec().title())?;
    writeln!(out, "{} to move: {}", player, game.sentence(value, player))?;
    if choices.is_empty() {
        writeln!(out, "no legal move: play has ended")?;
        return Ok(());
    }
    writeln!(out, "legal moves, each with its value for {player} and its {DELTA_MEANING}:")?;
    for (i, c) in choices.iter().enumerate() {
        // "At most" only where the window could hide a quicker win, as the page says it.
        let at_most = !game.is_exact_here(c.value);
        write!(out, "  disc {}  peg {} to peg {}   {}", c.disc, c.mv.from + 1, c.mv.to + 1, c.value.short_as(at_most, drawn))?;
        if let Some(words) = delta_words(c.value, deltas[i], drawn) {
            write!(out, "   {words}")?;
        }
        if let Some(Some(g)) = gsg.get(i) {
            write!(out, "   value after: {g}")?;
        }
        writeln!(out, "{}", if c.best { "   (best)" } else { "" })?;
    }
    Ok(())
}
