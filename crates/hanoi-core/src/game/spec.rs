//! Which game to play: a definition from the registry and its checked
//! parameter values, read from an address (falling back with a notice for
//! each value refused), a form or the command line (refused with the
//! reason). The limits a page keeps to, so that a game solves in its
//! memory, live here.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::registry::{find, GameDef, GameRules, ParamKind, ParamValue, Registry, Where, GAMES};
use super::{Match, Reach, SetupError};
use crate::amounts::{About, Bytes};
use crate::echo::quoted;
use crate::grouped::grouped;

/// The most ranks a game played on a page may index (the analysis keeps
/// 4 bytes per rank): 64 MB.
pub const PAGE_MAX_RANKS: u64 = 1 << 24;

/// Games of at most this many ranks solve in well under a frame, so a page
/// may solve them at once rather than in a worker.
pub const QUICK_RANKS: u64 = 1 << 16;

/// How many of [`Reach::moves`] a page's worker gets through a second,
/// about: WebAssembly in Chromium on a laptop shared with other work (3 to
/// 4.6 M/s measured from 3 to 6 pegs; about twice that with the machine to
/// itself; a phone is slower).
pub const PAGE_MOVES_PER_SECOND: u64 = 5_000_000;

/// A game estimated to take at least this many seconds to solve on a page
/// says so, and starts only when asked to.
pub const LONG_SOLVE_SECONDS: u64 = 5;

/// The weights a scoring game starts with: w12, w13, w23.
pub const DEFAULT_WEIGHTS: &str = "1,2,-3";

/// A game as chosen: its definition and a value for each of its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSpec {
    pub game: &'static GameDef,
    /// One per parameter of `game`, in its order.
    values: Vec<ParamValue>,
}

/// The values of a choice as text (an address's parameters, a form's
/// fields, the command line's options), by parameter name, with `game`.
#[derive(Clone, Debug, Default)]
pub struct SpecText<'a> {
    fields: Vec<(&'a str, &'a str)>,
}

impl<'a> SpecText<'a> {
    pub fn of(fields: &[(&'a str, &'a str)]) -> SpecText<'a> {
        SpecText { fields: fields.to_vec() }
    }

    /// The value given for `name`, if any (the last, if given twice).
    pub fn get(&self, name: &str) -> Option<&'a str> {
        self.fields.iter().rev().find(|(n, _)| *n == name).map(|&(_, v)| v)
    }

    /// The same with `name` set to `value`.
    pub fn with(mut self, name: &'a str, value: &'a str) -> SpecText<'a> {
        self.fields.retain(|(n, _)| *n != name);
        self.fields.push((name, value));
        self
    }
}

impl GameSpec {
    /// The game with every parameter at its default.
    pub fn defaults(game: &'static GameDef) -> GameSpec {
        let values = game
            .params
            .iter()
            .map(|p| match &p.kind {
                ParamKind::Count { default, .. } => ParamValue::Count(*default),
                ParamKind::Choice { default, .. } => ParamValue::Choice(default),
                ParamKind::Text { default, .. } => ParamValue::Text((*default).into()),
                ParamKind::Flag => ParamValue::Flag(false),
            })
            .collect();
        GameSpec { game, values }
    }

    /// The default game of the game with this id (of [`GAMES`]).
    pub fn default_for(id: &str) -> Option<GameSpec> {
        find(GAMES, id).map(GameSpec::defaults)
    }

    pub fn value(&self, name: &str) -> Option<&ParamValue> {
        let i = self.game.params.iter().position(|p| p.name == name)?;
        self.values.get(i)
    }

    /// A count's value (0 if the game has no such count).
    pub fn count(&self, name: &str) -> u64 {
        match self.value(name) {
            Some(ParamValue::Count(n)) => *n,
            _ => 0,
        }
    }

    /// A choice's value ("" if the game has no such choice).
    pub fn choice(&self, name: &str) -> &'static str {
        match self.value(name) {
            Some(ParamValue::Choice(c)) => c,
            _ => "",
        }
    }

    /// A text's value ("" if not given).
    pub fn text(&self, name: &str) -> &str {
        match self.value(name) {
            Some(ParamValue::Text(t)) => t,
            _ => "",
        }
    }

    pub fn flag(&self, name: &str) -> bool {
        matches!(self.value(name), Some(ParamValue::Flag(true)))
    }

    /// The same game with `name` set to `value` (unchecked).
    pub fn with(&self, name: &str, value: ParamValue) -> GameSpec {
        let mut spec = self.clone();
        spec.set(name, value);
        spec
    }

    fn set(&mut self, name: &str, value: ParamValue) {
        if let Some(i) = self.game.params.iter().position(|p| p.name == name) {
            self.values[i] = value;
        }
    }

    /// The parameters and their values, in the definition's order.
    pub fn values(&self) -> impl Iterator<Item = (&'static str, &ParamValue)> + '_ {
        self.game.params.iter().map(|p| p.name).zip(self.values.iter())
    }

    /// The largest value count `name` may take with the other values.
    pub fn most(&self, name: &str, at: Where) -> u64 {
        match self.game.param(name).map(|p| &p.kind) {
            Some(ParamKind::Count { max, limit, .. }) => limit.map_or(*max, |f| f(self, at).max),
            _ => 0,
        }
    }

    /// From an address: every value refused falls back (a number out of
    /// range to the nearest allowed, anything else to the default), with a
    /// notice saying so.
    pub fn from_query(text: &SpecText) -> (GameSpec, Vec<String>) {
        GameSpec::from_query_in(GAMES, text)
    }

    pub fn from_query_in(registry: Registry, text: &SpecText) -> (GameSpec, Vec<String>) {
        let mut notices = Vec::new();
        let spec = read(registry, text, Where::Page, &mut |reason, used| notices.push(format!("{reason}: using {used}")));
        (spec, notices)
    }

    /// From a form: the first value refused is the error, and nothing is chosen.
    pub fn check(text: &SpecText) -> Result<GameSpec, String> {
        GameSpec::check_in(GAMES, text, Where::Page)
    }

    /// From a form, as [`GameSpec::check`], but a game too large for a page
    /// that the command line takes is refused with the command to run
    /// instead: "...not 13; the command line takes it: hanoi game impartial --discs 13".
    pub fn check_for_page(text: &SpecText) -> Result<GameSpec, String> {
        GameSpec::check(text).map_err(|why| match GameSpec::check_in(GAMES, text, Where::Command) {
            Ok(there) => format!("{why}; the command line takes it: {}", there.command()),
            Err(_) => why,
        })
    }

    /// The command that solves this game: `hanoi game <id>` with each
    /// value that is not its default ("hanoi game impartial --discs 13
    /// --players 3").
    pub fn command(&self) -> String {
        let defaults = GameSpec::defaults(self.game);
        let mut command = format!("hanoi game {}", self.game.id);
        for ((name, value), (_, default)) in self.values().zip(defaults.values()) {
            if value == default {
                continue;
            }
            match value {
                ParamValue::Flag(true) => command.push_str(&format!(" --{name}")),
                ParamValue::Flag(false) => {}
                ParamValue::Text(t) if t.chars().all(|c| c.is_ascii_alphanumeric() || ".,:-".contains(c)) => {
                    command.push_str(&format!(" --{name} {t}"))
                }
                ParamValue::Text(t) => command.push_str(&format!(" --{name} '{}'", t.replace('\'', "'\\''"))),
                other => command.push_str(&format!(" --{name} {}", other.text())),
            }
        }
        command
    }

    /// From a form or the command line (`at`), in `registry`.
    pub fn check_in(registry: Registry, text: &SpecText, at: Where) -> Result<GameSpec, String> {
        strictly(|problem| read(registry, text, at, problem))
    }

    /// The values of a game already chosen (the command line's subcommand),
    /// from text; the first value refused is the error.
    pub fn check_values(game: &'static GameDef, text: &SpecText, at: Where) -> Result<GameSpec, String> {
        strictly(|problem| read_values(game, text, at, problem))
    }

    /// The game's rules.
    pub fn build(&self) -> Result<Box<dyn GameRules>, SetupError> {
        (self.game.build)(self)
    }

    /// What solving the game will meet, bounded before it starts.
    pub fn reach(&self) -> Result<Reach, SetupError> {
        Ok(self.build()?.reach())
    }

    /// What solving the game will take on a page, from one look at it.
    pub fn page_estimate(&self) -> Result<PageEstimate, SetupError> {
        let reach = self.reach()?;
        let seconds = reach.seconds(PAGE_MOVES_PER_SECOND).max(1);
        Ok(PageEstimate { reach, seconds, quick: reach.ranks <= QUICK_RANKS, long: seconds >= LONG_SOLVE_SECONDS })
    }

    /// What a page asks before solving a game that takes long: "Impartial
    /// Tower of Hanoi, 5 pegs, 8 discs, EC1 has up to 2,343,750 positions:
    /// solving it here may take about 7 seconds and up to 203 MB of memory,
    /// and nothing can be played meanwhile."
    pub fn question(&self, estimate: &PageEstimate) -> String {
        let positions = estimate.reach.positions;
        format!(
            "{} has up to {} position{}: solving it here may take {} and up to {} of memory, \
             and nothing can be played meanwhile.",
            self.title(),
            grouped(positions as u128),
            if positions == 1 { "" } else { "s" },
            About(estimate.seconds),
            Bytes(estimate.reach.bytes()),
        )
    }

    /// The game a page plays instead of this one when this one is not
    /// solved (declined, cancelled or failed) and no game is in play: the
    /// same game with the most of its size (discs) that solve at once,
    /// other than this one; where texts (scoring play's weights) leave
    /// none, the same with the default texts. `None` if there is none.
    pub fn fallback(&self) -> Option<GameSpec> {
        let mut likes = alloc::vec![self.clone()];
        let mut plain = self.clone();
        for (p, value) in self.game.params.iter().zip(plain.values.iter_mut()) {
            if let ParamKind::Text { default, .. } = p.kind {
                *value = ParamValue::Text(default.into());
            }
        }
        if plain != *self {
            likes.push(plain);
        }
        let size = self.game.size;
        let least = match self.game.param(size).map(|p| &p.kind) {
            Some(ParamKind::Count { min, .. }) => *min,
            _ => return None,
        };
        likes.into_iter().find_map(|like| {
            let most = like.most(size, Where::Page);
            (least..=most)
                .rev()
                .map(|n| like.with(size, ParamValue::Count(n)))
                .find(|spec| spec != self && Match::solves_quickly(spec).unwrap_or(false))
        })
    }

    /// "Impartial Tower of Hanoi, 3 pegs, 4 discs, EC2".
    pub fn title(&self) -> String {
        (self.game.heading)(self)
    }

    /// How the game is won, for the page to show under the title.
    pub fn goal(&self) -> String {
        (self.game.goal)(self)
    }
}

/// The sentence with its first letter a capital (an ASCII one: the core's
/// own words; Unicode's case tables would weigh on the page's download).
pub(crate) fn capitalised(text: &str) -> String {
    let mut text = String::from(text);
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

pub(crate) fn plural(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// What solving a game on a page will take ([`GameSpec::page_estimate`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageEstimate {
    /// The positions, moves and memory, at most.
    pub reach: Reach,
    /// About how many seconds (at least 1).
    pub seconds: u64,
    /// Solves in well under a frame ([`QUICK_RANKS`]): a page may solve it
    /// at once rather than in a worker.
    pub quick: bool,
    /// Takes [`LONG_SOLVE_SECONDS`] or more: a page says how long and asks first.
    pub long: bool,
}

/// What a problem with one value reports: the reason, and the value used instead.
type Problem<'p> = dyn FnMut(String, String) + 'p;

/// What `read` reads, or the first problem it met: a form's or the command
/// line's reading, where nothing is chosen when a value is refused.
fn strictly(read: impl FnOnce(&mut Problem) -> GameSpec) -> Result<GameSpec, String> {
    let mut first_problem = None;
    let spec = read(&mut |reason, _| {
        first_problem.get_or_insert(reason);
    });
    first_problem.map_or(Ok(spec), Err)
}

/// "a, b or c".
fn either(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => String::from(*one),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// Reads every parameter, reporting each problem and using the fallback:
/// in the passes of [`ParamKind::pass`].
fn read(registry: Registry, text: &SpecText, at: Where, problem: &mut Problem) -> GameSpec {
    let first = registry[0];
    let game = match text.get("game") {
        None => first,
        Some(asked) => find(registry, asked).unwrap_or_else(|| {
            let ids: Vec<&str> = registry.iter().map(|g| g.id).collect();
            let all = match ids.as_slice() {
                [rest @ .., last] if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
                _ => ids.join(""),
            };
            problem(format!("unknown game {}: the games are {all}", quoted(asked)), first.id.into());
            first
        }),
    };
    read_values(game, text, at, problem)
}

fn read_values(game: &'static GameDef, text: &SpecText, at: Where, problem: &mut Problem) -> GameSpec {
    let mut spec = GameSpec::defaults(game);
    for pass in 0..3 {
        for (i, p) in game.params.iter().enumerate() {
            if p.kind.pass() != pass || (at == Where::Page && !p.page) {
                continue;
            }
            let given = text.get(p.name);
            let value = match &p.kind {
                ParamKind::Count { min, max, noun, limit, .. } => {
                    let limit = limit.map(|f| f(&spec, at));
                    let max = limit.map_or(*max, |l| l.max);
                    // The default too is kept to what the limit allows
                    // (scoring play with large weights takes fewer than 3 discs).
                    let current = spec.count(p.name).clamp(*min, max.max(*min));
                    let because = limit.and_then(|l| l.because);
                    let value = given.map_or(current, |text| {
                        number(text, game.name, noun, *min, max, current, because, problem)
                    });
                    ParamValue::Count(value)
                }
                ParamKind::Choice { options, default, called, parse, .. } => match given {
                    None => continue,
                    Some(text) => {
                        let found = match parse {
                            Some(parse) => parse(text),
                            None => options.iter().find(|o| o.id.eq_ignore_ascii_case(text.trim())).map(|o| o.id),
                        };
                        found.map(ParamValue::Choice).unwrap_or_else(|| {
                            let ids: Vec<&str> = options.iter().map(|o| o.id).collect();
                            let reason = match at {
                                Where::Page => format!("{called} is {}, not {}", either(&ids), quoted(text)),
                                Where::Command => format!("--{} takes {}, not {}", p.name, either(&ids), quoted(text)),
                            };
                            problem(reason, (*default).into());
                            ParamValue::Choice(default)
                        })
                    }
                },
                ParamKind::Text { default, check, .. } => match given {
                    Some(text) if !(text.trim().is_empty() && default.is_empty()) => match check(text, &spec, at) {
                        Ok(canonical) => ParamValue::Text(canonical),
                        Err(reason) => {
                            problem(reason, if default.is_empty() { "the default".into() } else { (*default).into() });
                            ParamValue::Text((*default).into())
                        }
                    },
                    _ => continue,
                },
                ParamKind::Flag => match given.map(|t| t.trim().to_ascii_lowercase()) {
                    None => continue,
                    Some(t) => match t.as_str() {
                        "on" | "true" | "yes" | "1" => ParamValue::Flag(true),
                        "off" | "false" | "no" | "0" | "" => ParamValue::Flag(false),
                        _ => {
                            problem(format!("{} is on or off, not {}", p.name, quoted(given.unwrap_or(""))), "off".into());
                            ParamValue::Flag(false)
                        }
                    },
                },
            };
            spec.values[i] = value;
        }
    }
    refuse_clash(&mut spec, problem);
    spec
}

/// Options that exclude each other (the impartial game's ko and round
/// rules, misère or a drawn tower with several players): the game refuses
/// to build, naming the option given beside the other, which goes back to
/// its default; again while another clash is left.
fn refuse_clash(spec: &mut GameSpec, problem: &mut Problem) {
    for _ in 0..spec.game.params.len() {
        let Some((noun, why, default)) = spec.clash() else { return };
        problem(why, format!("{noun} {}", default.text()));
        spec.set(noun, default);
    }
}

impl GameSpec {
    /// The option that clashes with another, the refusal and the option's
    /// default, if the game refuses to build for that reason.
    fn clash(&self) -> Option<(&'static str, String, ParamValue)> {
        let error = self.build().err().filter(|e| e.clash.is_some())?;
        let default = GameSpec::defaults(self.game).value(error.noun).cloned().unwrap_or(ParamValue::Flag(false));
        Some((error.noun, error.to_string(), default))
    }

    /// The game with every clashing option back at its default, as an
    /// address would be read: limits are measured on it, not on a game
    /// that does not build.
    pub(crate) fn without_clashes(&self) -> GameSpec {
        let mut spec = self.clone();
        for _ in 0..spec.game.params.len() {
            let Some((noun, _, default)) = spec.clash() else { break };
            spec.set(noun, default);
        }
        spec
    }
}

/// A number within `min..=max` from text: out of range, the nearest allowed;
/// not a number, `fallback`.
#[allow(clippy::too_many_arguments)]
fn number(
    text: &str,
    game: &'static str,
    noun: &'static str,
    min: u64,
    max: u64,
    fallback: u64,
    because: Option<&'static str>,
    problem: &mut Problem,
) -> u64 {
    let trimmed = text.trim();
    let Ok(value) = trimmed.parse::<u64>() else {
        let negative = trimmed.strip_prefix('-').is_some_and(|rest| rest.parse::<u64>().is_ok());
        let used = if negative { min } else { fallback };
        problem(format!("the number of {noun} is a whole number, not {}", quoted(text)), used.to_string());
        return used;
    };
    if (min..=max).contains(&value) {
        return value;
    }
    let used = value.clamp(min, max);
    let refusal = SetupError { game, noun, got: value, min, max, because, clash: None };
    problem(refusal.to_string(), used.to_string());
    used
}
