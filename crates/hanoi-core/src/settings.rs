//! The page's choice of puzzle: a variation with its numbers of discs and
//! pins, always allowed by the catalogue. Built from URL parameters
//! (anything may arrive: the nearest allowed value is used and a notice
//! says so), carried over to another variation, or checked strictly as
//! typed into a field. Every message is worded here or by [`ParamError`].

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::catalogue::{self, Variation, CATALOGUE};
use crate::echo::quoted;
use crate::params::{ParamError, Parameter};

/// A puzzle's parameters that the catalogue allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    variation: &'static Variation,
    discs: u32,
    pins: u32,
}

/// A number as typed: digits only, around them nothing but whitespace.
enum Typed<'a> {
    Empty,
    NotANumber(&'a str),
    /// The digits without leading zeros, and their value if it fits in u64.
    Digits(&'a str, Option<u64>),
}

impl<'a> Typed<'a> {
    fn read(text: Option<&'a str>) -> Typed<'a> {
        let text = text.unwrap_or_default().trim();
        if text.is_empty() {
            Typed::Empty
        } else if !text.bytes().all(|b| b.is_ascii_digit()) {
            Typed::NotANumber(text)
        } else {
            let digits = text.trim_start_matches('0');
            let digits = if digits.is_empty() { "0" } else { digits };
            Typed::Digits(digits, digits.parse().ok())
        }
    }
}

/// A notice or error is a sentence: capital first letter.
pub fn sentence(text: impl ToString) -> String {
    let text = text.to_string();
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

fn not_a_number(text: &str, parameter: Parameter) -> String {
    format!("{} is not a number of {}", quoted(text), parameter.noun())
}

/// A field left empty (or blank): `type a number of discs`.
fn missing(parameter: Parameter) -> String {
    format!("type a number of {}", parameter.noun())
}

/// The notice for a value replaced by another: `Classic takes 0 to 64
/// discs, not 999: using 64`.
fn replaced(refusal: impl ToString, used: u32) -> String {
    format!("{}: using {}", sentence(refusal), crate::grouped::grouped(used.into()))
}

fn unknown(name: &str) -> String {
    sentence(ParamError::UnknownVariation { name: name.into() })
}

/// The variation with this name or id ([`catalogue::find`]), or the
/// message saying there is none: `Unknown variation "revs"`.
pub fn variation_named(name: &str) -> Result<&'static Variation, String> {
    catalogue::find(name).ok_or_else(|| unknown(name.trim()))
}

impl Settings {
    pub fn variation(&self) -> &'static Variation {
        self.variation
    }

    pub fn discs(&self) -> u32 {
        self.discs
    }

    pub fn pins(&self) -> u32 {
        self.pins
    }

    /// From URL parameters. Missing, empty or blank means the default; an
    /// unknown variation means the first in the catalogue; a number that is
    /// not one means the default, one out of range the nearest allowed
    /// value. Each replacement comes with a notice saying so.
    pub fn from_text(variation: Option<&str>, discs: Option<&str>, pins: Option<&str>) -> (Settings, Vec<String>) {
        let mut notices = Vec::new();
        let first = &CATALOGUE[0];
        let variation = match variation.map(str::trim).filter(|name| !name.is_empty()) {
            None => first,
            Some(name) => catalogue::find(name).unwrap_or_else(|| {
                notices.push(format!("{}: showing {}", unknown(name), first.title));
                first
            }),
        };
        let mut value = |parameter: Parameter, text: Option<&str>| {
            let limits = parameter.limits(variation);
            match Typed::read(text) {
                Typed::Empty => limits.default,
                Typed::NotANumber(text) => {
                    notices.push(replaced(not_a_number(text, parameter), limits.default));
                    limits.default
                }
                Typed::Digits(digits, value) => {
                    let value = value.unwrap_or(u64::MAX);
                    if limits.allows(value) {
                        return value as u32;
                    }
                    let nearest = limits.nearest(value);
                    notices.push(replaced(ParamError::not_allowed(variation, parameter, digits), nearest));
                    nearest
                }
            }
        };
        let discs = value(Parameter::Discs, discs);
        let pins = value(Parameter::Pins, pins);
        (Settings { variation, discs, pins }, notices)
    }

    /// `variation` with the discs and pins that were shown for some other
    /// variation (perhaps not allowed there either): kept where allowed,
    /// else the nearest allowed value with a notice. A variation with a
    /// fixed number takes it without one: nobody chose the old number for
    /// it, and "always has 4 pins, not 3" on every switch would be noise.
    pub fn carried_over(variation: &'static Variation, discs: u64, pins: u64) -> (Settings, Vec<String>) {
        let mut notices = Vec::new();
        let mut value = |parameter: Parameter, value: u64| {
            let limits = parameter.limits(variation);
            variation.check(parameter, value).unwrap_or_else(|refusal| {
                let nearest = limits.nearest(value);
                if !limits.is_fixed() {
                    notices.push(replaced(refusal, nearest));
                }
                nearest
            })
        };
        let discs = value(Parameter::Discs, discs);
        let pins = value(Parameter::Pins, pins);
        (Settings { variation, discs, pins }, notices)
    }

    /// Exactly as typed into the page's fields, or why not (nothing is
    /// replaced or clamped).
    pub fn check(variation: &str, discs: &str, pins: &str) -> Result<Settings, String> {
        let variation = variation_named(variation)?;
        let value = |parameter: Parameter, text: &str| match Typed::read(Some(text)) {
            Typed::Empty => Err(sentence(missing(parameter))),
            Typed::NotANumber(text) => Err(sentence(not_a_number(text, parameter))),
            Typed::Digits(digits, value) => match value {
                Some(value) => variation.check(parameter, value).map_err(sentence),
                None => Err(sentence(ParamError::not_allowed(variation, parameter, digits))),
            },
        };
        let discs = value(Parameter::Discs, discs)?;
        let pins = value(Parameter::Pins, pins)?;
        Ok(Settings { variation, discs, pins })
    }
}
