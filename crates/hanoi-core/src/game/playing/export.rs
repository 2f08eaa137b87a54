//! The whole analysis of a match's game, every reachable position with its
//! value, as CSV or JSON: one writer, which the command line
//! (`hanoi game ... --export csv|json`) streams to its output and the
//! Games view offers as a download.

use alloc::format;
use alloc::string::String;
use core::fmt::{self, Write};

use serde::Serialize;
use serde_json::value::RawValue;

use super::Match;
use crate::game::{Side, Standing, Value};

/// The JSON export's head; its `rows` follow.
#[derive(Serialize)]
struct Head<'a> {
    game: &'a str,
    title: String,
    exact: bool,
    positions: usize,
}

/// One position of the JSON export: the CSV's columns.
#[derive(Serialize)]
struct Row<'a> {
    position: &'a str,
    just_moved: Option<u16>,
    to_move: Option<&'a str>,
    score_difference: Option<&'a RawValue>,
    note: &'a str,
    value: &'a str,
    remoteness: Option<u32>,
    gsg: Option<&'a str>,
}

/// The formats the analysis is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportFormat {
    Csv,
    Json,
}

impl ExportFormat {
    /// `csv` or `json` (any case), or the reason.
    pub fn parse(text: &str) -> Result<ExportFormat, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "csv" => Ok(ExportFormat::Csv),
            "json" => Ok(ExportFormat::Json),
            _ => Err(format!("the export is csv or json, not {}", crate::echo::quoted(text))),
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            ExportFormat::Csv => "csv",
            ExportFormat::Json => "json",
        }
    }
}

/// The most positions a page writes out at once (some 25 MB as JSON);
/// past it the page names the command that streams them.
pub const PAGE_EXPORT_MAX_POSITIONS: u64 = 250_000;

/// What a position's rank holds besides its discs, as a game's rules read
/// it ([`crate::game::GameRules::rank_words`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RankWords {
    /// The disc just moved (which the impartial game's next mover may not move).
    pub just_moved: Option<u16>,
    /// Whose turn it is, where the rank says (Red–Blue).
    pub to_move: Option<Side>,
    /// The score difference for the player to move (scoring play), as an exact decimal.
    pub difference: Option<String>,
    /// What else the rank holds, in words ("disc 3 has moved"; "" for nothing).
    pub note: String,
}

/// The CSV's header: the columns, in order.
pub const CSV_HEADER: &str = "position,just_moved,to_move,score_difference,note,value,remoteness,gsg";

impl Match {
    /// A file name for the analysis: the game's title in lower case, words
    /// joined by hyphens ("impartial-tower-of-hanoi-3-pegs-3-discs-ec2.csv"),
    /// a minus sign as `minus` ("...-weights-1-2-minus3...").
    pub fn export_name(&self, format: ExportFormat) -> String {
        let mut name = String::new();
        let title = self.spec().title();
        let mut chars = title.chars().peekable();
        let mut after_word = false;
        while let Some(c) = chars.next() {
            // A minus sign is kept as a word: weights 1,2,-3 are not 1,2,3.
            let minus = matches!(c, '-' | '\u{2212}') && !after_word && chars.peek().is_some_and(|d| d.is_ascii_digit());
            after_word = c.is_alphanumeric();
            if minus {
                if !name.is_empty() && !name.ends_with('-') {
                    name.push('-');
                }
                name.push_str("minus");
            } else if c.is_ascii_alphanumeric() {
                name.push(c.to_ascii_lowercase());
            } else if !name.is_empty() && !name.ends_with('-') {
                name.push('-');
            }
        }
        let name = name.trim_end_matches('-');
        format!("{name}.{}", format.extension())
    }

    /// Why a page does not write this analysis out (too many positions,
    /// with the command that does), or `None`.
    pub fn export_refusal_for_page(&self) -> Option<String> {
        let positions = self.positions();
        (positions > PAGE_EXPORT_MAX_POSITIONS).then(|| {
            format!(
                "the analysis has {} positions, more than the {} a page writes out; the command line streams it: {} --export csv",
                crate::grouped::grouped(positions as u128),
                crate::grouped::grouped(PAGE_EXPORT_MAX_POSITIONS as u128),
                self.spec().command()
            )
        })
    }

    /// Write every position the analysis reached, the start first: the
    /// position in the words a game starts from (`--from`, the page's
    /// *Start from…*), so a row can be played from; what its rank holds,
    /// also column by column; its value for the player to move with its
    /// remoteness; and its generalized Sprague–Grundy value where the game
    /// has them. With several players the value is the position's
    /// standing: `win` (the player to move forces a win), `win+K` (the
    /// player K turns later does), `kingmaker`, `hands` or `draw`.
    pub fn write_export(&mut self, format: ExportFormat, out: &mut dyn Write) -> fmt::Result {
        let drawn = self.ties_are_drawn();
        let count = self.analysis.reachable().len();
        match format {
            ExportFormat::Csv => writeln!(out, "{CSV_HEADER}")?,
            ExportFormat::Json => {
                let head = Head { game: self.spec().game.id, title: self.spec().title(), exact: self.is_exact(), positions: count };
                let head = serde_json::to_string(&head).map_err(|_| fmt::Error)?;
                // The head and each row go through serde; the writer only joins
                // them (the rows one by one, so a large analysis streams from
                // the command line: no_std serde_json writes whole strings).
                out.write_str(head.strip_suffix('}').ok_or(fmt::Error)?)?;
                out.write_str(",\"rows\":[")?;
            }
        }
        for id in 0..count {
            let rank = self.analysis.reachable()[id];
            let position = self.rules.start_text(rank);
            let words = self.rules.rank_words(rank);
            let (value, remoteness) = match &self.coalitions {
                Some(coalitions) => match coalitions.standing(self.rules.played(), rank) {
                    Some(Standing::Forced { offset: 0, remoteness }) => (String::from("win"), Some(remoteness)),
                    Some(Standing::Forced { offset, remoteness }) => (format!("win+{offset}"), Some(remoteness)),
                    Some(Standing::Kingmaker) => (String::from("kingmaker"), None),
                    Some(Standing::Hands { .. }) => (String::from("hands"), None),
                    Some(Standing::Draw) | None => (String::from("draw"), None),
                },
                None => {
                    let value = self.analysis.value(rank).unwrap_or(Value::Undecided);
                    let word = if drawn && matches!(value, Value::Tie(_)) { "drawn" } else { value.word() };
                    (String::from(word), value.remoteness())
                }
            };
            let gsg = self.grundy.as_ref().and_then(|g| g.value_at(id)).map(|g| g.text());
            let side = words.to_move.map(|s| if s == Side::Blue { "Blue" } else { "Red" });
            match format {
                ExportFormat::Csv => {
                    csv_field(out, &position)?;
                    let just = words.just_moved.map(|d| format!("{d}")).unwrap_or_default();
                    let remoteness = remoteness.map(|r| format!("{r}")).unwrap_or_default();
                    write!(out, ",{just},{},{},", side.unwrap_or(""), words.difference.as_deref().unwrap_or(""))?;
                    csv_field(out, &words.note)?;
                    write!(out, ",{value},{remoteness},")?;
                    csv_field(out, gsg.as_deref().unwrap_or(""))?;
                    out.write_char('\n')?;
                }
                ExportFormat::Json => {
                    // The score difference is an exact decimal: written as a JSON number, digit for digit.
                    let difference = words.difference.clone().map(RawValue::from_string).transpose().map_err(|_| fmt::Error)?;
                    let row = Row {
                        position: &position,
                        just_moved: words.just_moved,
                        to_move: side,
                        score_difference: difference.as_deref(),
                        note: &words.note,
                        value: &value,
                        remoteness,
                        gsg: gsg.as_deref(),
                    };
                    out.write_str(if id == 0 { "\n" } else { ",\n" })?;
                    out.write_str(&serde_json::to_string(&row).map_err(|_| fmt::Error)?)?;
                }
            }
        }
        if format == ExportFormat::Json {
            out.write_str("\n]}\n")?;
        }
        Ok(())
    }

    /// The whole export as one string (for a page), or why it could not be
    /// written (never a file cut short).
    pub fn export(&mut self, format: ExportFormat) -> Result<String, String> {
        let mut text = String::new();
        match self.write_export(format, &mut text) {
            Ok(()) => Ok(text),
            Err(_) => Err(String::from("the analysis could not be written out")),
        }
    }
}

/// A CSV field, quoted where it holds a comma, a quote or a line break.
fn csv_field(out: &mut dyn Write, text: &str) -> fmt::Result {
    if !text.contains([',', '"', '\n', '\r']) {
        return out.write_str(text);
    }
    out.write_char('"')?;
    out.write_str(&text.replace('"', "\"\""))?;
    out.write_char('"')
}
