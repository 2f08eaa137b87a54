//! Which game to play, as a page chooses it: the kind (impartial, scoring,
//! Red–Blue) and its parameters, read from an address (falling back with a
//! notice for each value refused) or from a form (refused with the reason).
//! The limits a page keeps to, so that a game solves in its memory, live here.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::{Ending, Game, Impartial, Match, Reach, RedBlue, Scoring, SetupError, Side, Weights};
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

/// The three games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    Impartial,
    Scoring,
    RedBlue,
}

impl GameKind {
    pub const ALL: [GameKind; 3] = [GameKind::Impartial, GameKind::Scoring, GameKind::RedBlue];

    /// The address's name: `impartial`, `scoring`, `red-blue`.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Impartial => "impartial",
            GameKind::Scoring => "scoring",
            GameKind::RedBlue => "red-blue",
        }
    }

    /// The name people read.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::Impartial => "Impartial Tower of Hanoi",
            GameKind::Scoring => "Scoring Tower of Hanoi",
            GameKind::RedBlue => "Red–Blue Tower of Hanoi",
        }
    }

    /// By id, any case; `redblue` and `red_blue` too.
    pub fn parse(text: &str) -> Option<GameKind> {
        let lower = text.trim().to_ascii_lowercase().replace('_', "-");
        match lower.as_str() {
            "impartial" => Some(GameKind::Impartial),
            "scoring" => Some(GameKind::Scoring),
            "red-blue" | "redblue" => Some(GameKind::RedBlue),
            _ => None,
        }
    }

    /// The pegs the game may have: (least, most, default).
    pub fn pegs(self) -> (u64, u64, u64) {
        match self {
            GameKind::Impartial => (Impartial::MIN_PEGS, Impartial::MAX_PEGS, 3),
            GameKind::Scoring => (3, 3, 3),
            GameKind::RedBlue => (4, 4, 4),
        }
    }

    pub fn default_discs(self) -> u64 {
        match self {
            GameKind::Impartial | GameKind::Scoring => 3,
            GameKind::RedBlue => RedBlue::PAPER_DISCS,
        }
    }

    /// What a disc count counts: discs, or discs a side.
    fn discs_noun(self) -> &'static str {
        match self {
            GameKind::RedBlue => "discs a side",
            _ => "discs",
        }
    }

    fn name(self) -> &'static str {
        match self {
            GameKind::Impartial => "the impartial game",
            GameKind::Scoring => "scoring play",
            GameKind::RedBlue => "Red–Blue",
        }
    }
}

/// The weights a scoring game starts with: w12, w13, w23.
pub const DEFAULT_WEIGHTS: &str = "1,2,-3";

/// A game as chosen: every field is used by the kinds that have it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSpec {
    pub kind: GameKind,
    pub pegs: u64,
    pub discs: u64,
    pub ending: Ending,
    pub weights: Weights,
    pub first: Side,
}

/// The values of a choice as text (an address's parameters, a form's
/// fields); `None` where one was not given.
#[derive(Clone, Copy, Debug, Default)]
pub struct SpecText<'a> {
    pub game: Option<&'a str>,
    pub pegs: Option<&'a str>,
    pub discs: Option<&'a str>,
    pub end: Option<&'a str>,
    pub weights: Option<&'a str>,
    pub first: Option<&'a str>,
}

impl GameSpec {
    /// The default game of a kind.
    pub fn default_for(kind: GameKind) -> GameSpec {
        GameSpec {
            kind,
            pegs: kind.pegs().2,
            discs: kind.default_discs(),
            ending: Ending::Ec1,
            weights: Weights::parse(DEFAULT_WEIGHTS).expect("the default weights parse"),
            first: Side::Blue,
        }
    }

    /// From an address: every value refused falls back (a number out of
    /// range to the nearest allowed, anything else to the default), with a
    /// notice saying so.
    pub fn from_query(text: &SpecText) -> (GameSpec, Vec<String>) {
        let mut notices = Vec::new();
        let spec = read(text, &mut |reason, used| notices.push(format!("{reason}: using {used}")));
        (spec, notices)
    }

    /// From a form: the first value refused is the error, and nothing is chosen.
    pub fn check(text: &SpecText) -> Result<GameSpec, String> {
        let mut first_problem = None;
        let spec = read(text, &mut |reason, _| {
            first_problem.get_or_insert(reason);
        });
        match first_problem {
            Some(reason) => Err(reason),
            None => Ok(spec),
        }
    }

    /// The most discs a page plays with on `pegs` pegs (for scoring play,
    /// with these weights).
    pub fn page_max_discs(kind: GameKind, pegs: u64, weights: &Weights) -> u64 {
        let core_max = match kind {
            GameKind::Impartial => Impartial::max_discs(pegs as usize),
            GameKind::Scoring => Scoring::MAX_DISCS,
            GameKind::RedBlue => RedBlue::MAX_DISCS,
        };
        let fits = |discs: u64| -> bool {
            let ranks = match kind {
                GameKind::Impartial => Impartial::new(pegs, discs, Ending::Ec1).map(|g| g.ranks()),
                GameKind::Scoring => Scoring::new(discs, Ending::Ec1, weights.clone(), None).map(|g| g.ranks()),
                GameKind::RedBlue => RedBlue::new(discs, Side::Blue).map(|g| g.ranks()),
            };
            ranks.is_ok_and(|r| r <= PAGE_MAX_RANKS)
        };
        let mut max = 1;
        while max < core_max && fits(max + 1) {
            max += 1;
        }
        max
    }

    /// What solving the game will meet, bounded before it starts.
    pub fn reach(&self) -> Result<Reach, SetupError> {
        Ok(match self.kind {
            GameKind::Impartial => Impartial::new(self.pegs, self.discs, self.ending)?.reach(),
            GameKind::Scoring => Scoring::new(self.discs, self.ending, self.weights.clone(), None)?.reach(),
            GameKind::RedBlue => RedBlue::new(self.discs, self.first)?.reach(),
        })
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
    /// same game with the most discs that solve at once, other than this
    /// one; for scoring play whose weights leave none, the same with the
    /// default weights. `None` if there is none.
    pub fn fallback(&self) -> Option<GameSpec> {
        let mut kinds = alloc::vec![self.clone()];
        let default_weights = GameSpec::default_for(self.kind).weights;
        if self.kind == GameKind::Scoring && self.weights != default_weights {
            kinds.push(GameSpec { weights: default_weights, ..self.clone() });
        }
        kinds.into_iter().find_map(|like| {
            let most = GameSpec::page_max_discs(like.kind, like.pegs, &like.weights);
            (1..=most)
                .rev()
                .map(|discs| GameSpec { discs, ..like.clone() })
                .find(|spec| spec != self && Match::solves_quickly(spec).unwrap_or(false))
        })
    }

    /// "Impartial Tower of Hanoi, 3 pegs, 4 discs, EC2".
    pub fn title(&self) -> String {
        let discs = plural(self.discs, "disc");
        match self.kind {
            GameKind::Impartial => format!("{}, {} pegs, {discs}, {}", self.kind.title(), self.pegs, self.ending),
            GameKind::Scoring => {
                format!("{}, {discs}, {}, weights {}", self.kind.title(), self.ending, self.weights)
            }
            GameKind::RedBlue => format!("{}, {discs} a side, {} first", self.kind.title(), self.first),
        }
    }

    /// How the game is won, for the page to show under the title.
    pub fn goal(&self) -> String {
        match self.kind {
            GameKind::Impartial => format!(
                "Players take turns; nobody may move the disc the opponent just moved. \
                 Whoever completes {} wins; a player with no legal move loses.",
                self.ending.describe(self.pegs as usize)
            ),
            GameKind::Scoring => format!(
                "Players take turns; nobody may move the disc the opponent just moved. {}. \
                 The game ends with {}; the higher total wins, equal totals tie.",
                capitalised(&self.weights.describe()),
                self.ending.describe(3)
            ),
            GameKind::RedBlue => String::from(
                "Each player moves only their own colour, onto an empty peg or a larger disc. \
                 Each player's first move puts their smallest disc on peg 2 or 3. \
                 The first to gather all their discs on one peg other than their own starting peg wins.",
            ),
        }
    }
}

/// The sentence with its first letter a capital (an ASCII one: the core's
/// own words; Unicode's case tables would weigh on the page's download).
fn capitalised(text: &str) -> String {
    let mut text = String::from(text);
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

fn plural(n: u64, noun: &str) -> String {
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

/// Reads every field, reporting each problem and using the fallback.
fn read(text: &SpecText, problem: &mut Problem) -> GameSpec {
    let kind = match text.game {
        None => GameKind::Impartial,
        Some(game) => GameKind::parse(game).unwrap_or_else(|| {
            problem(
                format!("unknown game {}: the games are impartial, scoring and red-blue", quoted(game)),
                "impartial".into(),
            );
            GameKind::Impartial
        }),
    };
    let mut spec = GameSpec::default_for(kind);
    let (min_pegs, max_pegs, _) = kind.pegs();
    // A game on a fixed number of pegs ignores the parameter, as the playground does.
    if let (Some(pegs), true) = (text.pegs, min_pegs < max_pegs) {
        spec.pegs = number(pegs, "pegs", min_pegs, max_pegs, spec.pegs, kind, None, problem);
    }
    if kind != GameKind::RedBlue {
        if let Some(end) = text.end {
            spec.ending = Ending::parse(end).unwrap_or_else(|| {
                problem(format!("the ending is EC1, EC2, EC3, EC4 or EC5, not {}", quoted(end)), "EC1".into());
                Ending::Ec1
            });
        }
    }
    if kind == GameKind::Scoring {
        if let Some(weights) = text.weights {
            match Weights::parse(weights) {
                Ok(w) => spec.weights = w,
                Err(e) => problem(e.to_string(), spec.weights.to_string()),
            }
        }
    }
    if kind == GameKind::RedBlue {
        if let Some(first) = text.first {
            spec.first = Side::parse(first).unwrap_or_else(|| {
                problem(format!("the first player is blue or red, not {}", quoted(first)), "blue".into());
                Side::Blue
            });
        }
    }
    // The default too is kept to what a page takes (scoring play with
    // large weights takes fewer than 3 discs).
    let max = GameSpec::page_max_discs(kind, spec.pegs, &spec.weights);
    spec.discs = spec.discs.min(max);
    if let Some(discs) = text.discs {
        let because = (kind == GameKind::Impartial).then_some(spec.pegs);
        spec.discs = number(discs, kind.discs_noun(), 1, max, spec.discs, kind, because, problem);
    }
    spec
}

/// A number within `min..=max` from text: out of range, the nearest allowed;
/// not a number, `fallback`.
#[allow(clippy::too_many_arguments)]
fn number(
    text: &str,
    noun: &'static str,
    min: u64,
    max: u64,
    fallback: u64,
    kind: GameKind,
    on_pegs: Option<u64>,
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
    let refusal = SetupError { game: kind.name(), noun, got: value, min, max, because: on_pegs.map(pegs_phrase) };
    problem(refusal.to_string(), used.to_string());
    used
}

fn pegs_phrase(pegs: u64) -> &'static str {
    match pegs {
        3 => "on 3 pegs here",
        4 => "on 4 pegs here",
        5 => "on 5 pegs here",
        _ => "on 6 pegs here",
    }
}
