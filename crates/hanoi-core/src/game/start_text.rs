//! A two-player game's position as people type it, to start a game from
//! (`hanoi game ... --from`, the Games page's "Start from…"):
//!
//! ```text
//! 3 2 / - / 1                             the discs on each peg, bottom to top ("-" empty)
//! 3 / 2 / 1; disc 1 just moved            the disc the last move put down
//! 3 / 2 / 1; disc 1 just moved from peg 1 under the ko rule or rounds: where it came from
//! - / 3 2 1 / -; largest disc has moved   EC2 and EC4: it has (it is off peg 1 if not said)
//! 3 2 / 1 / -; lead -2                    scoring play: the mover's total minus the other's
//! 2b 1b / - / 1r / 2r; red to move        Red–Blue: each disc's colour (b, r); whose turn
//! 2b 1b / - / 1r / 2r; blue has opened    a side at home that has made its first move
//! ```
//!
//! Pegs are separated by "/", discs by any white space (pasted text's
//! non-breaking spaces and new lines too) or commas, clauses by ";", in any
//! case; an empty peg is "-", "–" or "—". Each clause is given at most once. This module reads the words; each game checks them by its
//! rules (`start_check.rs`), and writes its positions back in the same form.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::Side;
use crate::echo::quoted;

/// A disc as typed: its size, and its colour where one is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Typed {
    pub size: u16,
    pub side: Option<Side>,
}

/// A position's words, read but not yet checked by a game's rules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Written {
    /// Each peg's discs, bottom to top.
    pub pegs: Vec<Vec<Typed>>,
    /// The disc just moved, and the pegs it came from (pegs from 0).
    pub just_moved: Option<(u16, Vec<u8>)>,
    pub largest_moved: bool,
    /// The lead as typed.
    pub lead: Option<String>,
    pub turn: Option<Side>,
    /// Blue, Red: said to have made their first move.
    pub opened: [bool; 2],
}

/// The clauses a position may have, for a refusal.
const CLAUSES: &str =
    "\"disc 1 just moved\", \"... from peg 2\", \"largest disc has moved\", \"lead 3\", \"red to move\" or \"blue has opened\"";

/// Reads the words of `text` on `pegs` pegs.
pub(crate) fn read(text: &str, pegs: usize) -> Result<Written, String> {
    let mut parts = text.split(';');
    let placement = parts.next().unwrap_or("");
    let mut written = Written {
        pegs: read_pegs(placement, pegs)?,
        ..Written::default()
    };
    // Each kind of clause said so far, to refuse one said twice.
    let mut said: Vec<&'static str> = Vec::new();
    for clause in parts {
        let words: Vec<String> = clause
            .split_whitespace()
            .map(|w| w.to_ascii_lowercase())
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        if let Some(kind) = kind_of(&words) {
            if said.contains(&kind) {
                return Err(format!(
                    "{} repeats {kind}: give each clause once",
                    quoted(clause.trim())
                ));
            }
            said.push(kind);
        }
        match words.as_slice() {
            [] => {}
            ["disc", disc, "just", "moved", rest @ ..] => {
                let size = disc.parse::<u16>().map_err(|_| {
                    format!(
                        "{} is not a disc: write its size, as in \"disc 1 just moved\"",
                        quoted(disc)
                    )
                })?;
                let from = match rest {
                    [] => Vec::new(),
                    ["from", "peg" | "pegs", list @ ..] if !list.is_empty() => {
                        read_peg_list(list, pegs)?
                    }
                    _ => {
                        return Err(format!(
                            "{} is not understood: write \"disc {size} just moved from peg 2\"",
                            quoted(clause.trim())
                        ))
                    }
                };
                written.just_moved = Some((size, from));
            }
            ["largest", "disc", "has", "moved"] | ["largest", "has", "moved"] => {
                written.largest_moved = true
            }
            ["lead", amount] => written.lead = Some(String::from(*amount)),
            [side, "to", "move"] => written.turn = Some(side_named(side)?),
            [side, "has", "opened"] => written.opened[side_named(side)? as usize] = true,
            _ => {
                return Err(format!(
                    "{} is not part of a position: its clauses are {CLAUSES}",
                    quoted(clause.trim())
                ))
            }
        }
    }
    Ok(written)
}

/// Which clause `words` are, for refusing one given twice: a clause's
/// subject ("the disc just moved", "the lead", "whose turn it is", "blue
/// has opened"); `None` for no clause or words that are none.
fn kind_of(words: &[&str]) -> Option<&'static str> {
    Some(match words {
        ["disc", _, "just", "moved", ..] => "the disc just moved",
        ["largest", "disc", "has", "moved"] | ["largest", "has", "moved"] => "that the largest disc has moved",
        ["lead", _] => "the lead",
        [_, "to", "move"] => "whose turn it is",
        [side, "has", "opened"] => match Side::parse(side)? {
            Side::Blue => "that blue has opened",
            Side::Red => "that red has opened",
        },
        _ => return None,
    })
}

fn side_named(word: &str) -> Result<Side, String> {
    Side::parse(word)
        .ok_or_else(|| format!("{} is not a side: the sides are blue and red", quoted(word)))
}

/// "1 3", "1, 3", "1 and 3": pegs numbered from 1.
fn read_peg_list(words: &[&str], pegs: usize) -> Result<Vec<u8>, String> {
    let mut found = Vec::new();
    for word in words
        .iter()
        .flat_map(|w| w.split(','))
        .filter(|w| !w.is_empty() && *w != "and")
    {
        match word.parse::<usize>() {
            Ok(p) if (1..=pegs).contains(&p) => found.push((p - 1) as u8),
            _ => {
                return Err(format!(
                    "{} is not a peg: the pegs are 1 to {pegs}",
                    quoted(word)
                ))
            }
        }
    }
    Ok(found)
}

/// An empty peg: a hyphen, or the en or em dash typing software puts for one.
const EMPTY_PEG: [&str; 3] = ["-", "\u{2013}", "\u{2014}"];

fn read_pegs(text: &str, pegs: usize) -> Result<Vec<Vec<Typed>>, String> {
    let found: Vec<&str> = text.split(['/', '|']).collect();
    if found.len() != pegs {
        return Err(format!(
            "a position has {pegs} pegs separated by \"/\", and this has {}",
            found.len()
        ));
    }
    let mut result = Vec::with_capacity(pegs);
    for (i, peg) in found.iter().enumerate() {
        let mut discs = Vec::new();
        for token in peg
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty() && !EMPTY_PEG.contains(t))
        {
            discs.push(read_disc(token).ok_or_else(|| {
                format!("peg {}: {} is not a disc: write each disc's size (3), with its colour in Red–Blue (3b, 3r)", i + 1, quoted(token))
            })?);
        }
        result.push(discs);
    }
    Ok(result)
}

fn read_disc(token: &str) -> Option<Typed> {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    let size = token[..digits].parse::<u16>().ok()?;
    let colour = token[digits..].to_ascii_lowercase();
    let side = match colour.as_str() {
        "" => None,
        "b" | "blue" => Some(Side::Blue),
        "r" | "red" => Some(Side::Red),
        _ => return None,
    };
    Some(Typed { size, side })
}

/// One peg's discs as written: "3 2 1", "2b 1r", "-".
pub(crate) fn write_peg(discs: impl Iterator<Item = Typed>) -> String {
    let mut text = String::new();
    for disc in discs {
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(&format!("{}", disc.size));
        match disc.side {
            Some(Side::Blue) => text.push('b'),
            Some(Side::Red) => text.push('r'),
            None => {}
        }
    }
    if text.is_empty() {
        text.push('-');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_clause_is_read_in_any_case_and_spacing() {
        let w = read("3 2 / - /1 ; Disc 1 just moved from peg 2; LEAD -1.5", 3).unwrap();
        assert_eq!(w.pegs[0].len(), 2);
        assert_eq!(
            w.pegs[2],
            alloc::vec![Typed {
                size: 1,
                side: None
            }]
        );
        assert_eq!(w.just_moved, Some((1, alloc::vec![1])));
        assert_eq!(w.lead.as_deref(), Some("-1.5"));
        let w = read("2b,1b|-|1r|2r; red to move; blue has opened", 4).unwrap();
        assert_eq!((w.turn, w.opened), (Some(Side::Red), [true, false]));
        assert_eq!(
            w.pegs[0][1],
            Typed {
                size: 1,
                side: Some(Side::Blue)
            }
        );
    }

    #[test]
    fn pasted_white_space_and_dashes_read_as_typed_ones() {
        let typed = read("3 2 / - / 1", 3).unwrap();
        for pasted in ["3\u{a0}2 / \u{2013} / 1", "3 2 /\n- /\n1", "3\t2 / \u{2014} / 1", "3\u{2009}2/\u{2013}/1"] {
            assert_eq!(read(pasted, 3).unwrap(), typed, "{pasted:?}");
        }
    }

    #[test]
    fn a_clause_given_twice_is_refused_naming_it() {
        assert_eq!(
            read("3 2 / - / 1; lead 1; lead 2", 3).unwrap_err(),
            "\"lead 2\" repeats the lead: give each clause once"
        );
        assert!(read("3 / 2 / 1; disc 1 just moved; disc 2 just moved", 3)
            .unwrap_err()
            .contains("repeats the disc just moved"));
        assert!(read("- / 3 2 1 / -; largest disc has moved; largest has moved", 3)
            .unwrap_err()
            .contains("repeats that the largest disc has moved"));
        assert!(read("2b 1b / - / 1r / 2r; red to move; blue to move", 4)
            .unwrap_err()
            .contains("repeats whose turn it is"));
        assert!(read("2b 1b / - / 1r / 2r; blue has opened; red has opened", 4).is_ok());
        assert!(read("2b 1b / - / 1r / 2r; blue has opened; Blue has opened", 4)
            .unwrap_err()
            .contains("repeats that blue has opened"));
    }

    #[test]
    fn words_that_are_not_a_position_are_refused_naming_them() {
        assert_eq!(
            read("3 2 1 / -", 3).unwrap_err(),
            "a position has 3 pegs separated by \"/\", and this has 2"
        );
        assert!(read("3 x / - / -", 3)
            .unwrap_err()
            .starts_with("peg 1: \"x\" is not a disc"));
        assert!(read("3 / 2 / 1; tomorrow", 3)
            .unwrap_err()
            .starts_with("\"tomorrow\" is not part of a position"));
        assert!(read("3 / 2 / 1; green to move", 3)
            .unwrap_err()
            .contains("the sides are blue and red"));
        assert!(read("3 / 2 / 1; disc 1 just moved from peg 7", 3)
            .unwrap_err()
            .contains("the pegs are 1 to 3"));
    }
}
