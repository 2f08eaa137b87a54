//! `from`: every game's start from a position of one's own (the words of
//! `game/start_text.rs`), a parameter like the others, so the command
//! line's `--from`, the address's `from=` and the page's "Start from…"
//! read it the same way.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;

use super::{GameRules, Param, ParamKind, ParamValue, Where};
use crate::echo::quoted;
use crate::game::spec::GameSpec;

/// Read after the counts and the other texts (scoring play's window).
pub(super) const FROM: Param = Param {
    name: "from",
    label: "Start from",
    help: "Start from this position instead of the usual start: the discs on each peg bottom to top, pegs \
        separated by \"/\" (\"3 2 / - / 1\"), then clauses after \";\": \"disc 1 just moved\" (\"... from peg 2\" \
        under the ko rule or rounds), \"largest disc has moved\" (EC2, EC4), \"lead -2\" (scoring play: the mover's \
        total minus the other's), \"red to move\", \"blue has opened\" (Red–Blue: discs written 2b, 1r)",
    kind: ParamKind::Text { default: "", value_name: "POSITION", late: true, check: check_from },
    page: true,
};

/// The position in its canonical words, or why the rules refuse it.
fn check_from(text: &str, spec: &GameSpec, _: Where) -> Result<String, String> {
    let usual = spec.with("from", ParamValue::Text(String::new()));
    let mut rules = usual
        .build()
        .map_err(|e| format!("cannot start from {}: {e}", quoted(text)))?;
    let rank = rules
        .read_start(text)
        .map_err(|why| format!("cannot start from {}: {why}", quoted(text)))?;
    Ok(rules.start_text(rank))
}

/// The rules started from the spec's `from`, where it has one (checked
/// when read: a text the rules refuse leaves the usual start).
pub(super) fn started(spec: &GameSpec, mut rules: Box<dyn GameRules>) -> Box<dyn GameRules> {
    let text = spec.text("from");
    if !text.is_empty() {
        if let Ok(rank) = rules.read_start(text) {
            rules.set_start(rank);
        }
    }
    rules
}

/// ", from 3 / 2 / 1; disc 1 just moved" for a heading, or nothing.
pub(super) fn from_words(spec: &GameSpec) -> String {
    match spec.text("from") {
        "" => String::new(),
        text => format!(", from {text}"),
    }
}
