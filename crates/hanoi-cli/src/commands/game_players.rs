//! `hanoi game impartial --players P` with three or more players: who can
//! force a win against all the others together (hanoi-core's coalition
//! analysis), or whether the first player is kingmaker, or a draw; then a
//! line of play with what each move leaves.

use std::io::{self, IsTerminal, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;

use hanoi_core::game::registry::GameRules;
use hanoi_core::game::{ordinal, Coalitions, GameSpec, Standing};

use super::game::{Facts, JsonStep, Report};
use crate::failure::Failure;
use crate::output::{self, counted};

/// The moves of a drawn line the text shows.
const SHOWN_OF_A_DRAW: usize = 60;
/// The most moves of a line the report follows.
const LINE_MOST: usize = 1000;

pub fn report(spec: &GameSpec, rules: &mut dyn GameRules, json: bool) -> Result<ExitCode, Failure> {
    let players = rules.players();
    let game = rules.analysed();
    let watched = io::stderr().is_terminal();
    let coalitions = Coalitions::run_with_progress(game, players, &mut |progress| {
        if watched {
            eprint!("\r{}: {} positions   ", progress.phase.name(), progress.done);
        }
        ControlFlow::Continue(())
    });
    if watched {
        eprint!("\r{:60}\r", "");
    }
    let coalitions = coalitions.map_err(Failure::bad_request)?;
    let start = game.start();
    let standing = coalitions.standing(game, start).expect("the start is reachable");
    // A draw's line can wander through much of the game before a position
    // comes round again (two million moves with 13 discs): it is cut.
    let line = coalitions.line(game, start, (coalitions.positions() as usize * players as usize + 1).min(LINE_MOST));
    let cut = line.len() == LINE_MOST;
    // The line repeats where it stopped short of an end.
    let end = line.last().map_or(start, |&(_, rank)| rank);
    let repeats = !line.is_empty() && game.over(end).is_none() && {
        let mut any = false;
        game.moves(end, &mut |_, _| any = true);
        any
    };
    let mut steps = Vec::with_capacity(line.len());
    let mut at = start;
    for (i, &(mv, next)) in line.iter().enumerate() {
        let disc = game.position(at).top(mv.from as usize).map_or(0, |d| d.size);
        let mover = (i % players as usize) as u8;
        let after = coalitions.standing(game, next).expect("the line stays among reachable positions");
        steps.push((mv, disc, mover, after.short((mover + 1) % players, players)));
        at = next;
    }
    let remoteness = match standing {
        Standing::Forced { remoteness, .. } => Some(remoteness),
        _ => None,
    };
    let hands: Vec<&'static str> = match standing {
        Standing::Kingmaker => (1..players).map(ordinal).collect(),
        Standing::Hands { offsets } => (1..players).filter(|k| offsets & (1 << k) != 0).map(ordinal).collect(),
        _ => Vec::new(),
    };
    let mut out = output::stdout();
    if json {
        let report = Report {
            game: spec.game.id,
            title: spec.title(),
            facts: Facts(rules.facts()),
            from: Some(spec.text("from").to_string()).filter(|t| !t.is_empty()),
            value: standing.verdict(0, players),
            remoteness,
            exact: true,
            positions: coalitions.positions(),
            line: steps
                .iter()
                .map(|&(mv, disc, mover, _)| JsonStep { player: ordinal(mover), disc, from: mv.from + 1, to: mv.to + 1, gain: None })
                .collect(),
            repeats,
            players: Some(players),
            hands: Some(hands),
            // A position's worth among several players is not one number.
            gsg: None,
            gsg_counts: None,
        };
        serde_json::to_writer(&mut out, &report).map_err(Failure::bad_request)?;
        writeln!(out)?;
    } else {
        writeln!(out, "{}", spec.title())?;
        writeln!(out, "{}", spec.goal())?;
        writeln!(out, "{}", capitalised(&standing.sentence(0, players)))?;
        if line.is_empty() && matches!(standing, Standing::Forced { remoteness: 0, .. }) {
            writeln!(
                out,
                "Player 1 has no legal move at the start: the game ends at once, and Player {players}, \
                 the last in turn, counts as the player who moved last (as Player 2 does with two players)"
            )?;
        }
        writeln!(out, "{} reachable from the start", counted(coalitions.positions(), "position"))?;
        if !steps.is_empty() {
            writeln!(
                out,
                "play: a forced winner wins fastest, the others keep everyone from a forced win where they can, \
                 else hold the winner off longest{}:",
                if repeats { ", until a position comes round again" } else { "" }
            )?;
            // A drawn line can run through much of the game before a position
            // comes round again: the text shows its start (the JSON has it all).
            let shown = if repeats { steps.len().min(SHOWN_OF_A_DRAW) } else { steps.len() };
            for (i, (mv, disc, mover, after)) in steps.iter().enumerate().take(shown) {
                writeln!(
                    out,
                    "{:>4}. Player {}  disc {}  peg {} to peg {}   {after}",
                    i + 1,
                    mover + 1,
                    disc,
                    mv.from + 1,
                    mv.to + 1
                )?;
            }
            if cut {
                writeln!(out, "      ... and on: the line is cut after {} moves, before a position comes round again", LINE_MOST)?;
            } else if repeats && shown < steps.len() {
                writeln!(out, "      ... a position comes round again after {} moves", steps.len())?;
            } else if repeats {
                writeln!(out, "      ... and round again")?;
            }
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}
