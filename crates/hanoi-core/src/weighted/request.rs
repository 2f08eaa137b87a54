//! The weighted view's choice of puzzle from the page's address or fields:
//! weights, discs, source and target pegs (numbered from 1), and whether
//! costs scale with the disc's size. From an address anything may arrive:
//! what cannot be used is replaced and a notice says by what. From the
//! fields, what is typed is taken exactly or refused with the reason.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::echo::quoted;
use crate::settings::sentence;
use crate::weighted::presets::{fixed_presets, preset, Preset, PRESETS};
use crate::weighted::pricing::Pricing;
use crate::weighted::shortest::Estimate;
use crate::weighted::{Weighted, MAX_DISCS};

/// The page animates up to this many discs on three pegs (the counts stay
/// far inside u128; the table has a row per disc).
pub const PAGE_MAX_DISCS: u32 = 64;
/// The page searches at most this many positions on 4 to 6 pegs, at once
/// and on the page's own thread; the command line goes further.
pub const PAGE_MAX_POSITIONS: u64 = 1 << 18;
const DEFAULT_DISCS: u32 = 3;

/// The most discs the page takes for this many pegs.
pub fn page_max_discs(pegs: usize) -> u32 {
    if pegs == 3 {
        PAGE_MAX_DISCS
    } else {
        (0..=MAX_DISCS)
            .take_while(|&n| Estimate::new(pegs, n).positions.is_some_and(|p| p <= PAGE_MAX_POSITIONS))
            .last()
            .unwrap_or(0)
    }
}

/// A weighted puzzle the page can show: pegs from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub pricing: Pricing,
    pub discs: u32,
    pub from: u8,
    pub to: u8,
}

/// The text, trimmed, unless it is missing or blank.
fn present(text: Option<&str>) -> Option<&str> {
    text.map(str::trim).filter(|t| !t.is_empty())
}

/// A whole number as typed, or `None` when it is not one.
fn whole(text: &str) -> Option<u64> {
    let text = text.trim();
    (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())).then(|| text.parse().unwrap_or(u64::MAX))
}

impl Request {
    /// From URL parameters (each may be missing or anything at all).
    /// Defaults: Example 1, 3 discs, from peg 1 to the last peg, costs not
    /// scaled. Always gives a request; the notices say what was replaced.
    pub fn from_text(
        weights: Option<&str>,
        discs: Option<&str>,
        from: Option<&str>,
        to: Option<&str>,
        scale: Option<&str>,
    ) -> (Request, Vec<String>) {
        let mut notices = Vec::new();
        let example = || preset("example", 3, 0).expect("a preset");
        let pricing = match present(weights) {
            None => example(),
            Some(text) => Pricing::parse(text).unwrap_or_else(|error| {
                notices.push(format!("{}: showing Example 1", sentence(error)));
                example()
            }),
        };
        let by_size = match present(scale) {
            None | Some("none") => false,
            Some("size") => true,
            Some(other) => {
                notices.push(format!(
                    "Unknown scale {}: costs are not scaled (the choices are none and size)",
                    quoted(other)
                ));
                false
            }
        };
        let pricing = pricing.scaled_by_size(by_size);
        let pegs = pricing.pegs();
        let most = page_max_discs(pegs);
        let discs = match present(discs) {
            None => DEFAULT_DISCS.min(most),
            Some(text) => match whole(text) {
                None => {
                    notices.push(format!(
                        "{} is not a number of discs: using {}",
                        quoted(text),
                        DEFAULT_DISCS.min(most)
                    ));
                    DEFAULT_DISCS.min(most)
                }
                Some(n) if n > most as u64 => {
                    notices.push(format!(
                        "The weighted view takes 0 to {most} discs on {pegs} pegs, not {n}: using {most}"
                    ));
                    most
                }
                Some(n) => n as u32,
            },
        };
        let mut peg = |text: Option<&str>, default: u8, name: &str| match present(text) {
            None => default,
            Some(text) => match whole(text) {
                Some(p) if (1..=pegs as u64).contains(&p) => p as u8 - 1,
                _ => {
                    notices.push(format!(
                        "There is no peg {} to {name}: the pegs are numbered 1 to {pegs}; using peg {}",
                        quoted(text),
                        default + 1
                    ));
                    default
                }
            },
        };
        let from = peg(from, 0, "start from");
        let last = pegs as u8 - 1;
        let mut to = peg(to, last, "end on");
        if to == from {
            let other = if from == last { 0 } else { last };
            notices.push(format!("The tower starts and ends on peg {}: ending on peg {} instead", from + 1, other + 1));
            to = other;
        }
        (Request { pricing, discs, from, to }, notices)
    }

    /// From URL parameters with `preset` too: a preset's id stands for its
    /// weights on three pegs (`?preset=k3-minus&discs=5`) when no weights
    /// are given; weights given win, and an unknown preset is replaced by
    /// Example 1 with a notice, like any other part of an address.
    pub fn from_address(
        weights: Option<&str>,
        preset_id: Option<&str>,
        discs: Option<&str>,
        from: Option<&str>,
        to: Option<&str>,
        scale: Option<&str>,
    ) -> (Request, Vec<String>) {
        let mut notices = Vec::new();
        let chosen = match (present(weights), present(preset_id)) {
            (None, Some(id)) => match address_preset(id) {
                Ok(pricing) => Some(pricing.text()),
                Err(why) => {
                    notices.push(why);
                    None
                }
            },
            (Some(_), Some(_)) => {
                notices.push(String::from("The address gives both weights and a preset: the weights are used"));
                None
            }
            _ => None,
        };
        let (request, more) = Request::from_text(chosen.as_deref().or(weights), discs, from, to, scale);
        notices.extend(more);
        (request, notices)
    }

    /// Exactly as typed into the page's fields, or why not.
    pub fn check(weights: &str, discs: &str, from: &str, to: &str, by_size: bool) -> Result<Request, String> {
        let pricing = Pricing::parse(weights).map_err(sentence)?.scaled_by_size(by_size);
        let pegs = pricing.pegs();
        let most = page_max_discs(pegs);
        let discs = match whole(discs) {
            None if discs.trim().is_empty() => return Err(String::from("Type a number of discs")),
            None => return Err(format!("{} is not a number of discs", quoted(discs.trim()))),
            Some(n) if n > most as u64 => {
                let why = if pegs == 3 {
                    String::new()
                } else {
                    // Plain words for a teacher: why the page stops, and what goes further.
                    " (more would take the page too long to work out; the hanoi command line goes further)".into()
                };
                return Err(format!("The weighted view takes 0 to {most} discs on {pegs} pegs, not {n}{why}"));
            }
            Some(n) => n,
        };
        let peg = |text: &str, role: &str| {
            whole(text).ok_or_else(|| {
                format!("{} is not a peg number to {role}: the pegs are numbered 1 to {pegs}", quoted(text.trim()))
            })
        };
        let (from, to) = (peg(from, "start from")?, peg(to, "end on")?);
        let (discs, from, to) = Weighted::check(&pricing, discs, from, to).map_err(sentence)?;
        Ok(Request { pricing, discs, from, to })
    }

    /// The address parameters that give this request back.
    pub fn query(&self) -> Vec<(&'static str, String)> {
        let mut query = alloc::vec![
            ("weights", self.pricing.text()),
            ("discs", format!("{}", self.discs)),
            ("from", format!("{}", self.from + 1)),
            ("to", format!("{}", self.to + 1)),
        ];
        if self.pricing.is_scaled_by_size() {
            query.push(("scale", String::from("size")));
        }
        query
    }
}

/// A preset an address may name: a fixed one (an address should show the
/// same weights each time), on three pegs; or the notice saying why not.
fn address_preset(id: &str) -> Result<Pricing, String> {
    if let Some(chosen) = fixed_presets().find(|p| p.id == id).and_then(|p| preset(p.id, 3, 0)) {
        return Ok(chosen);
    }
    if let Some(drawn) = PRESETS.iter().find(|p| p.id == id) {
        return Err(format!(
            "{} cannot be named in an address: it draws new weights each time; showing Example 1",
            drawn.title
        ));
    }
    let ids: Vec<&str> = fixed_presets().map(|p| p.id).collect();
    Err(format!("There is no preset {} (the presets are {}): showing Example 1", quoted(id), ids.join(", ")))
}

/// The preset whose weights these are (random ones aside), if any: the
/// page marks its button, so a preset chosen survives the address.
pub fn matching_preset(pricing: &Pricing) -> Option<&'static Preset> {
    if pricing.is_scaled_by_size() {
        return None;
    }
    fixed_presets().find(|p| preset(p.id, pricing.pegs(), 0).is_some_and(|w| w == *pricing))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_falls_back_part_by_part_with_notices() {
        let (request, notices) = Request::from_text(Some("0,1;1,0"), Some("99"), Some("0"), Some("3"), Some("weight"));
        assert_eq!(request.pricing.text(), "0,3,15;8,0,2;5,6,0");
        assert_eq!((request.discs, request.from, request.to), (64, 0, 2));
        assert_eq!(
            notices,
            [
                "The weights have 2 rows, one per peg, but there must be 3 to 6 pegs: showing Example 1",
                "Unknown scale \"weight\": costs are not scaled (the choices are none and size)",
                "The weighted view takes 0 to 64 discs on 3 pegs, not 99: using 64",
                "There is no peg \"0\" to start from: the pegs are numbered 1 to 3; using peg 1",
            ]
        );
        let (request, notices) =
            Request::from_text(Some("0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0"), None, Some("4"), None, None);
        assert_eq!((request.discs, request.from, request.to), (3, 3, 0));
        assert_eq!(notices, ["The tower starts and ends on peg 4: ending on peg 1 instead"]);
        assert_eq!(page_max_discs(4), 9);
    }

    #[test]
    fn an_address_may_name_a_preset_and_the_preset_is_recognised() {
        let (request, notices) = Request::from_address(None, Some("k3-minus"), Some("4"), None, None, None);
        assert_eq!((request.pricing.text().as_str(), request.discs, notices.len()), ("0,1,inf;1,0,1;1,1,0", 4, 0));
        assert_eq!(matching_preset(&request.pricing).map(|p| p.id), Some("k3-minus"));
        let (request, notices) = Request::from_address(None, Some("nope"), None, None, None, None);
        assert_eq!(request.pricing.text(), "0,3,15;8,0,2;5,6,0");
        assert_eq!(
            notices,
            ["There is no preset \"nope\" (the presets are example, equal, linear, cyclic, k3-minus, c3-plus): showing Example 1"]
        );
        assert_eq!(matching_preset(&request.pricing).map(|p| p.id), Some("example"));
        let (request, notices) = Request::from_address(None, Some("random"), None, None, None, None);
        assert_eq!(request.pricing.text(), "0,3,15;8,0,2;5,6,0");
        assert_eq!(notices, ["Random cannot be named in an address: it draws new weights each time; showing Example 1"]);
        let (request, notices) = Request::from_address(Some("0,1,1;1,0,1;1,1,0"), Some("linear"), None, None, None, None);
        assert_eq!(matching_preset(&request.pricing).map(|p| p.id), Some("equal"));
        assert_eq!(notices, ["The address gives both weights and a preset: the weights are used"]);
        let (request, _) = Request::from_text(Some("0,1,inf,inf;inf,0,1,inf;inf,inf,0,1;1,inf,inf,0"), None, None, None, None);
        assert_eq!(matching_preset(&request.pricing).map(|p| p.id), Some("cyclic"));
        let (request, _) = Request::from_text(Some("0,1,1;1,0,1;1,1,0"), None, None, None, Some("size"));
        assert!(matching_preset(&request.pricing).is_none());
        let (request, _) = Request::from_text(Some("0,1,2;1,0,1;1,1,0"), None, None, None, None);
        assert!(matching_preset(&request.pricing).is_none());
    }

    #[test]
    fn fields_are_taken_exactly_or_refused() {
        let request = Request::check("0,3,15;8,0,2;5,6,0", "3", "1", "3", false).unwrap();
        assert_eq!(request.query()[0], ("weights", String::from("0,3,15;8,0,2;5,6,0")));
        assert_eq!(
            Request::check("0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0", "10", "1", "4", false).unwrap_err(),
            "The weighted view takes 0 to 9 discs on 4 pegs, not 10 (more would take the page too long to work out; the hanoi command line goes further)"
        );
        assert_eq!(
            Request::check("0,1,1;1,0,1;1,1,0", "3", "1", "1", false).unwrap_err(),
            "The tower starts and ends on peg 1: choose two different pegs"
        );
        assert_eq!(
            Request::check("0,1,1;1,0,1;1,1,0", "x", "1", "3", false).unwrap_err(),
            "\"x\" is not a number of discs"
        );
        assert_eq!(
            Request::check("0,1,1;1,0,1;1,1,0", "2", "one", "3", false).unwrap_err(),
            "\"one\" is not a peg number to start from: the pegs are numbered 1 to 3"
        );
    }
}
