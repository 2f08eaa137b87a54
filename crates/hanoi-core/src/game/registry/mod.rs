//! The game registry: one definition per two-player game, read by the
//! command line (its `hanoi game <id>` subcommands and options), the
//! address (`games.html?game=...`), the Games page's form and the refusals.
//!
//! A definition ([`GameDef`]) names the game, describes it with its source,
//! lists its parameters ([`Param`]: a count, a choice, a text or a flag,
//! with limits, default and the words for a refusal) and builds its rules
//! ([`GameRules`]) from checked values ([`super::GameSpec`]). Adding a game
//! is one definition here plus its rules module; see docs/architecture.md,
//! "Adding a two-player game", for the steps.

mod from;
mod impartial;
mod red_blue;
mod scoring;

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use serde::Serialize;

use super::{Game, Next, Reach, SetupError, Side, Weights};

pub use impartial::IMPARTIAL;
pub use red_blue::RED_BLUE;
pub use scoring::SCORING;

/// A list of games: [`GAMES`], or one a test builds.
pub type Registry = &'static [&'static GameDef];

/// Every game, in the order the CLI and the page list them; the first is
/// the one a page starts with.
pub static GAMES: Registry = &[&IMPARTIAL, &SCORING, &RED_BLUE];

/// One game: what it is called, where it comes from, what can be chosen,
/// and how its rules are built from the choice.
pub struct GameDef {
    /// The name in addresses and on the command line: `red-blue`.
    pub id: &'static str,
    /// Other spellings accepted for `id` (any case, `_` for `-`).
    pub aliases: &'static [&'static str],
    /// The one title, everywhere: "Red–Blue Tower of Hanoi".
    pub title: &'static str,
    /// The game in a refusal: "Red–Blue takes 1 to 5 discs a side, not 6".
    pub name: &'static str,
    /// One line, for `hanoi game --help`.
    pub summary: &'static str,
    /// One paragraph: the rules, for the CLI's help and the list.
    pub description: &'static str,
    /// Paper and section.
    pub source: &'static str,
    pub params: &'static [Param],
    /// The count a page lowers to find a game that solves at once (its fallback).
    pub size: &'static str,
    /// Command-line examples: the arguments after `hanoi game`, and what they show.
    pub examples: &'static [(&'static str, &'static str)],
    /// The rules, from checked values.
    pub build: fn(&super::GameSpec) -> Result<Box<dyn GameRules>, SetupError>,
    /// "Impartial Tower of Hanoi, 3 pegs, 4 discs, EC2".
    pub heading: fn(&super::GameSpec) -> String,
    /// How the game is won, in a sentence or three.
    pub goal: fn(&super::GameSpec) -> String,
}

impl fmt::Debug for GameDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)
    }
}

impl PartialEq for GameDef {
    fn eq(&self, other: &GameDef) -> bool {
        self.id == other.id
    }
}

impl Eq for GameDef {}

impl GameDef {
    pub fn param(&self, name: &str) -> Option<&'static Param> {
        self.params.iter().find(|p| p.name == name)
    }

    /// Whether `text` names this game (any case; `_` for `-`).
    pub fn is_called(&self, text: &str) -> bool {
        let lower = text.trim().to_ascii_lowercase().replace('_', "-");
        lower == self.id || self.aliases.contains(&lower.as_str())
    }
}

/// The game `text` names, in `registry`.
pub fn find(registry: Registry, text: &str) -> Option<&'static GameDef> {
    registry.iter().copied().find(|g| g.is_called(text))
}

/// One thing a player chooses about a game.
#[derive(Clone, Copy, Debug)]
pub struct Param {
    /// The option (`--discs`), the address's parameter and the form field's name.
    pub name: &'static str,
    /// The form's label: "Discs".
    pub label: &'static str,
    /// The command line's help for the option.
    pub help: &'static str,
    pub kind: ParamKind,
    /// Whether the page's form and address offer it (see [`ParamKind`]).
    pub page: bool,
}

/// Where values are checked: the limits differ (a page keeps to its memory).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Where {
    /// An address or the page's form: within [`super::PAGE_MAX_RANKS`].
    Page,
    /// The command line: within what the analysis can index.
    Command,
}

/// The largest value a count may take given the other values, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limit {
    pub max: u64,
    /// "on 3 pegs here": said in the refusal.
    pub because: Option<&'static str>,
}

/// A choice's option: its value and its words.
#[derive(Debug)]
pub struct Opt {
    pub id: &'static str,
    pub label: &'static str,
}

#[derive(Clone, Copy, Debug)]
pub enum ParamKind {
    /// A whole number within `min..=max`, refused as "`name` takes `min` to
    /// `max` `noun`"; `limit` lowers `max` from the other values (it is read
    /// after every parameter without one).
    Count { min: u64, max: u64, default: u64, noun: &'static str, limit: Option<fn(&super::GameSpec, Where) -> Limit> },
    /// One of `options` (any case), read by `parse` where it accepts more
    /// spellings; refused as "`called` is A, B or C"; `describe` words an
    /// option for the current values (an ending's peg).
    Choice {
        options: &'static [Opt],
        default: &'static str,
        called: &'static str,
        parse: Option<fn(&str) -> Option<&'static str>>,
        describe: Option<fn(&str, &super::GameSpec) -> String>,
    },
    /// Text that `check` reads (with the values read before it) into its
    /// canonical form, or refuses with the reason. An empty default means
    /// "not given"; a `late` text is read after the counts (its limits
    /// depend on them).
    Text {
        default: &'static str,
        value_name: &'static str,
        late: bool,
        check: fn(&str, &super::GameSpec, Where) -> Result<String, String>,
    },
    /// On or off; off unless given.
    Flag,
}

impl ParamKind {
    fn kind_name(&self) -> &'static str {
        match self {
            ParamKind::Count { .. } => "count",
            ParamKind::Choice { .. } => "choice",
            ParamKind::Text { .. } => "text",
            ParamKind::Flag => "flag",
        }
    }

    /// When it is read: 0 first (its limits stand alone), 1 a count with a
    /// limit (from those), 2 a late text (from the counts too).
    pub(crate) fn pass(&self) -> u8 {
        match self {
            ParamKind::Count { limit: Some(_), .. } => 1,
            ParamKind::Text { late: true, .. } => 2,
            _ => 0,
        }
    }
}

/// A parameter's checked value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamValue {
    Count(u64),
    Choice(&'static str),
    Text(String),
    Flag(bool),
}

impl ParamValue {
    /// As an address or a form writes it ("" for an empty text).
    pub fn text(&self) -> String {
        match self {
            ParamValue::Count(n) => alloc::format!("{n}"),
            ParamValue::Choice(c) => String::from(*c),
            ParamValue::Text(t) => t.clone(),
            ParamValue::Flag(on) => String::from(if *on { "on" } else { "off" }),
        }
    }
}

/// A game's rules as a match and the analysis use them. (Not `Debug`: a
/// trait object's vtable would link every rules type's `Debug` into the page.)
pub trait GameRules {
    /// The game the analysis labels.
    fn analysed(&mut self) -> &mut dyn Game;

    /// The game whose rules a move obeys: the analysed one, unless (as
    /// scoring play, followed on its impartial base with the totals beside
    /// it) play is followed on another.
    fn played(&mut self) -> &mut dyn Game {
        self.analysed()
    }

    /// What solving the game will meet, bounded before it starts.
    fn reach(&self) -> Reach;

    /// The weights, where moves score.
    fn weights(&self) -> Option<&Weights> {
        None
    }

    /// Whether a win in `moves` from a position with this score difference
    /// is exact though the analysis was `cut` (scoring play: see
    /// [`crate::game::Scoring::win_is_exact`]); otherwise a bound.
    fn win_is_exact(&self, _difference: i64, _moves: u32, cut: bool) -> bool {
        !cut
    }

    /// The analysed rank of the played position `rank` with this score
    /// difference for the player to move (where moves score).
    fn rank_at(&self, rank: u64, _difference: i64) -> Next {
        Next::Rank(rank)
    }

    /// The players' colours, the first mover's first, where they have them.
    fn sides(&self) -> Option<[Side; 2]> {
        None
    }

    /// How many players move in turn (2 unless the game offers more: then
    /// [`crate::game::Coalitions`] analyses it, not the two-player analysis).
    fn players(&self) -> u8 {
        2
    }

    /// What else a report says about the analysis (scoring play's window).
    fn note(&self) -> Option<String> {
        None
    }

    /// Why an undecided start stayed undecided, and what might settle it.
    fn undecided(&self) -> Option<String> {
        None
    }

    /// Whether a level end is a drawn one (the impartial game's towers
    /// where the game does not end), not a tie of equal totals: its words.
    fn ties_are_drawn(&self) -> bool {
        false
    }

    /// How play ended at `rank`, said of the player who made the last move,
    /// where the usual words (completing the tower wins, no legal move
    /// loses) would mislead: "completed the tower, which loses in misère play".
    fn ending_how(&mut self, _rank: u64) -> Option<&'static str> {
        None
    }

    /// Whether both players have the same moves from every position, so
    /// that positions have generalized Sprague–Grundy values (where play is
    /// normal: [`crate::game::GrundyLabels`] says where it is not).
    fn impartial(&self) -> bool {
        false
    }

    /// What a position's rank holds besides its discs (the disc just moved,
    /// whose turn, the score difference), for the analysis's export.
    fn rank_words(&mut self, _rank: u64) -> crate::game::RankWords {
        crate::game::RankWords::default()
    }

    /// The game's facts for a report besides its id: `pegs`, `discs`, ...
    fn facts(&self) -> Vec<(&'static str, Fact)>;

    /// The analysed rank of the position `text` describes (a start of
    /// one's own, `game/start_text.rs`), checked by the rules, or why not.
    fn read_start(&mut self, _text: &str) -> Result<u64, String> {
        Err(String::from("this game does not start from a position of one's own"))
    }

    /// Start from `rank`, a rank [`GameRules::read_start`] gave.
    fn set_start(&mut self, _rank: u64) {}

    /// The analysed position `rank` in the words [`GameRules::read_start`] reads.
    fn start_text(&mut self, _rank: u64) -> String {
        String::new()
    }

    /// Both totals at the start (scoring play from a lead), scaled, the first mover's first.
    fn start_totals(&self) -> [i64; 2] {
        [0, 0]
    }

    fn clone_box(&self) -> Box<dyn GameRules>;
}

/// The largest value of count `name`, at most `most`, whose game has at
/// most `budget` ranks with the other values of `spec` (at least `min`).
pub fn fitting(spec: &super::GameSpec, name: &str, min: u64, most: u64, budget: u64) -> u64 {
    // Options that clash are measured as the reading puts them back.
    let spec = &spec.without_clashes();
    let fits = |n: u64| -> bool {
        let trial = spec.with(name, ParamValue::Count(n));
        (trial.game.build)(&trial).is_ok_and(|mut rules| rules.analysed().ranks() <= budget)
    };
    let mut max = min;
    while max < most && fits(max + 1) {
        max += 1;
    }
    max
}

/// A fact about a game, for a report (`hanoi game --json` writes each as
/// a JSON value: decimals as numbers).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    Count(u64),
    Text(String),
    Flag(bool),
    /// An exact decimal ("0.25").
    Decimal(String),
    /// Exact decimals.
    Decimals(Vec<String>),
}

/// A default or a value, as JSON writes it: a number, text or a boolean.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Scalar {
    Count(u64),
    Text(String),
    Flag(bool),
}

/// A game as the list and the page's form read it.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    pub id: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub source: &'static str,
    pub params: Vec<ParamInfo>,
}

/// A parameter as the list and the form read it; `min`, `max`, `options`
/// for the kinds that have them, `max` at most this (a count with a limit
/// may allow less, given the other values).
#[derive(Clone, Debug, Serialize)]
pub struct ParamInfo {
    pub name: &'static str,
    pub label: &'static str,
    pub help: &'static str,
    pub kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<u64>,
    pub default: Scalar,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub options: Option<Vec<OptInfo>>,
    /// Offered by the page's form and address.
    pub page: bool,
}

#[derive(Clone, Debug, Serialize)]
pub struct OptInfo {
    pub id: &'static str,
    pub label: String,
}

impl ParamInfo {
    fn of(p: &'static Param) -> ParamInfo {
        let (min, max, default, options) = match &p.kind {
            ParamKind::Count { min, max, default, .. } => (Some(*min), Some(*max), Scalar::Count(*default), None),
            ParamKind::Choice { options, default, .. } => (
                None,
                None,
                Scalar::Text((*default).into()),
                Some(options.iter().map(|o| OptInfo { id: o.id, label: o.label.into() }).collect()),
            ),
            ParamKind::Text { default, .. } => (None, None, Scalar::Text((*default).into()), None),
            ParamKind::Flag => (None, None, Scalar::Flag(false), None),
        };
        ParamInfo { name: p.name, label: p.label, help: p.help, kind: p.kind.kind_name(), min, max, default, options, page: p.page }
    }
}

/// Every game of `registry`, for `hanoi game list --json` and the page's form.
pub fn describe(registry: Registry) -> Vec<GameInfo> {
    registry
        .iter()
        .map(|g| GameInfo {
            id: g.id,
            title: g.title,
            description: g.description,
            source: g.source,
            params: g.params.iter().map(ParamInfo::of).collect(),
        })
        .collect()
}

/// One parameter of a chosen game, with its value and its limits for the
/// other values (the form shows it so).
#[derive(Clone, Debug, Serialize)]
pub struct FieldInfo {
    pub name: &'static str,
    pub kind: &'static str,
    pub value: Scalar,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub options: Option<Vec<OptInfo>>,
}

impl super::GameSpec {
    /// The page's parameters with their values and limits for these values.
    pub fn fields(&self) -> Vec<FieldInfo> {
        self.game
            .params
            .iter()
            .filter(|p| p.page)
            .map(|p| {
                let value = self.value(p.name);
                let (min, max, options) = match &p.kind {
                    ParamKind::Count { min, .. } => (Some(*min), Some(self.most(p.name, Where::Page)), None),
                    ParamKind::Choice { options, describe, .. } => (
                        None,
                        None,
                        Some(
                            options
                                .iter()
                                .map(|o| OptInfo {
                                    id: o.id,
                                    label: describe.map_or_else(|| o.label.into(), |d| d(o.id, self)),
                                })
                                .collect(),
                        ),
                    ),
                    _ => (None, None, None),
                };
                let value = match value {
                    Some(ParamValue::Count(n)) => Scalar::Count(*n),
                    Some(ParamValue::Flag(b)) => Scalar::Flag(*b),
                    Some(v) => Scalar::Text(v.text()),
                    None => Scalar::Text(String::new()),
                };
                FieldInfo { name: p.name, kind: p.kind.kind_name(), value, min, max, options }
            })
            .collect()
    }
}

/// Names a parameter may not take: the address's and the form's own
/// (`game`, and the Games page's view options in `web/games/game-options.js`:
/// `vs`, `side`, `strength`, `hints`, `speed`), the command line's flags
/// (`json`, `help`) and the other fields of the spec object the page reads,
/// beside which each value is written (`title`, `goal`, `scores`, `quick`,
/// `estimate`, `params`).
pub const RESERVED_NAMES: &[&str] =
    &["game", "vs", "side", "strength", "hints", "speed", "json", "moves", "export", "help", "title", "goal", "scores", "quick", "estimate", "params"];

#[cfg(test)]
mod tests {
    use super::*;

    /// A game added to the registry needs no other edit only if its
    /// parameters' names collide with nothing the address, the form, the
    /// command line or the spec object already use; and games that share a
    /// name share its kind, since the form has one field per name.
    #[test]
    fn parameter_names_are_free_and_shared_names_keep_their_kind() {
        for game in GAMES {
            for p in game.params {
                assert!(!RESERVED_NAMES.contains(&p.name), "{}'s parameter {} is a reserved name", game.id, p.name);
                for other in GAMES {
                    if let Some(q) = other.param(p.name) {
                        assert_eq!(p.kind.kind_name(), q.kind.kind_name(), "{} in {} and {}", p.name, game.id, other.id);
                    }
                }
            }
        }
    }
}
