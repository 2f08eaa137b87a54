//! Scoring play on three pegs: the impartial game's moves and endings, each
//! move between pegs i and j gaining its mover the weight w_ij.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::impartial::{ending, END};
use super::{fitting, Fact, GameDef, GameRules, Limit, ParamValue, Param, ParamKind, Where};
use crate::game::spec::{capitalised, plural, GameSpec, DEFAULT_WEIGHTS, PAGE_MAX_RANKS};
use crate::game::{Game, Next, Reach, Scoring, SetupError, Weights, MAX_RANKS};

pub static SCORING: GameDef = GameDef {
    id: "scoring",
    aliases: &[],
    title: "Scoring Tower of Hanoi",
    name: "scoring play",
    summary: "Scoring play on three pegs: each move between pegs i and j gains its mover w_ij; the higher total wins",
    description: "The impartial game's moves and endings on three pegs, but each move between pegs i and j gains \
        its mover the weight w_ij (whole numbers or decimals, negative allowed, computed exactly). When the game \
        ends the higher total wins and equal totals tie; a game neither player can force to end with a win is a \
        draw. Score differences can grow without bound, so only differences within a window are followed: every \
        win reported is certain, and what the window cannot settle is reported as undecided.",
    source: "Chappelon, Larsson and Matsuura, \"Two-Player Tower of Hanoi\" (IJGT 2018), sections 1.2 and 5 \
        (scoring play)",
    params: &[DISCS, END, WEIGHTS, WINDOW, super::from::FROM],
    size: "discs",
    examples: &[
        ("scoring --discs 2 --end EC1 --weights 1,2,-3", ""),
        ("scoring --discs 3 --end EC4 --weights -1,-1,-1", "a draw"),
        ("scoring --discs 3 --end EC1 --weights 0.5,-2,1 --window 40", ""),
        ("scoring --weights 1,1,1 --from '3 2 1 / - / -; lead -1'", "from a position of one's own: a draw"),
    ],
    build,
    heading,
    goal,
};

const DISCS: Param = Param {
    name: "discs",
    label: "Discs",
    help: "The number of discs",
    kind: ParamKind::Count { min: 1, max: Scoring::MAX_DISCS, default: 3, noun: "discs", limit: Some(discs_limit) },
    page: true,
};

const WEIGHTS: Param = Param {
    name: "weights",
    label: "Weights w12, w13, w23",
    help: "The weights of moves between pegs 1 and 2, 1 and 3, 2 and 3",
    kind: ParamKind::Text { default: DEFAULT_WEIGHTS, value_name: "W12,W13,W23", late: false, check: check_weights },
    page: true,
};

// Not on the page: its limit on discs is for the default window, and a
// window of the user's choosing would make the page's memory budget depend
// on two values at once; the page plays on past the window anyway.
const WINDOW: Param = Param {
    name: "window",
    label: "Window",
    help: "The largest score difference followed (default: 64 times the largest weight); a window more than \
        the analysis can index for these discs is refused with the largest it can",
    kind: ParamKind::Text { default: "", value_name: "D", late: true, check: check_window },
    page: false,
};

fn check_weights(text: &str, _: &GameSpec, _: Where) -> Result<String, String> {
    Weights::parse(text).map(|w| w.to_string()).map_err(|e| e.to_string())
}

fn weights(spec: &GameSpec) -> Weights {
    Weights::parse(spec.text("weights"))
        .or_else(|_| Weights::parse(DEFAULT_WEIGHTS))
        .expect("the default weights parse")
}

/// The window asked for, in the weights' scale (`None`: the default).
fn window(spec: &GameSpec) -> Option<i64> {
    weights(spec).parse_window(spec.text("window")).ok()
}

/// Refused rather than cut: the window asked for is not the one that would be followed.
fn check_window(text: &str, spec: &GameSpec, _: Where) -> Result<String, String> {
    let weights = weights(spec);
    let asked = weights.parse_window(text).map_err(|e| e.to_string())?;
    let discs = spec.count("discs");
    if let Ok(game) = Scoring::new(discs, ending(spec), weights.clone(), Some(asked)) {
        if asked > game.max_window() {
            return Err(format!(
                "--window {} is more than the analysis can follow with {}: at most {} \
                 (it indexes at most 2^{} positions, each an arrangement of the discs with a score difference)",
                weights.show(asked),
                plural(discs, "disc"),
                weights.show(game.max_window()),
                MAX_RANKS.trailing_zeros(),
            ));
        }
    }
    Ok(weights.show(asked).to_string())
}

// A page's limit is the same whatever the ending (measured with EC1), as it
// always was: the form's range does not move when the ending changes.
fn discs_limit(spec: &GameSpec, at: Where) -> Limit {
    let max = match at {
        Where::Command => Scoring::MAX_DISCS,
        Where::Page => fitting(&spec.with("end", ParamValue::Choice("EC1")), "discs", 1, Scoring::MAX_DISCS, PAGE_MAX_RANKS),
    };
    Limit { max, because: None }
}

fn build(spec: &GameSpec) -> Result<Box<dyn GameRules>, SetupError> {
    let scoring = Scoring::new(spec.count("discs"), ending(spec), weights(spec), window(spec))?;
    let base = scoring.base().clone();
    Ok(super::from::started(spec, Box::new(ScoringRules { scoring, base })))
}

fn heading(spec: &GameSpec) -> String {
    let from = super::from::from_words(spec);
    format!("{}, {}, {}, weights {}{from}", SCORING.title, plural(spec.count("discs"), "disc"), ending(spec), weights(spec))
}

fn goal(spec: &GameSpec) -> String {
    format!(
        "Players take turns; nobody may move the disc the opponent just moved. {}. \
         The game ends with {}; the higher total wins, equal totals tie.",
        capitalised(&weights(spec).describe()),
        ending(spec).describe(3)
    )
}

/// Scoring play is followed on its impartial base (what is legal, when the
/// tower is complete) with both totals beside it.
#[derive(Clone, Debug)]
struct ScoringRules {
    scoring: Scoring,
    base: crate::game::Impartial,
}

impl GameRules for ScoringRules {
    fn analysed(&mut self) -> &mut dyn Game {
        &mut self.scoring
    }

    fn played(&mut self) -> &mut dyn Game {
        &mut self.base
    }

    fn reach(&self) -> Reach {
        self.scoring.reach()
    }

    fn weights(&self) -> Option<&Weights> {
        Some(self.scoring.weights())
    }

    fn rank_at(&self, rank: u64, difference: i64) -> Next {
        self.scoring.rank_at(rank, difference)
    }

    fn win_is_exact(&self, difference: i64, moves: u32, cut: bool) -> bool {
        self.scoring.win_is_exact(difference, moves, cut)
    }

    fn rank_words(&mut self, rank: u64) -> crate::game::RankWords {
        let difference = self.scoring.weights().show(self.scoring.difference(rank)).to_string();
        let just_moved = self.base.last_moved(self.scoring.base_rank(rank));
        let note = self.base.rank_note(self.scoring.base_rank(rank));
        crate::game::RankWords { just_moved, difference: Some(difference), note, ..Default::default() }
    }

    fn note(&self) -> Option<String> {
        let weights = self.scoring.weights();
        let discs = self.base.discs() as u64;
        Some(format!(
            "score differences followed within ±{}{}",
            weights.show(self.scoring.window()),
            if self.scoring.window_is_largest() {
                format!(", the most this analysis can follow with {}", plural(discs, "disc"))
            } else {
                String::new()
            }
        ))
    }

    fn undecided(&self) -> Option<String> {
        Some(if self.scoring.window_is_largest() {
            String::from("the window of score differences, the largest this analysis can follow, is too small to settle the start")
        } else {
            format!(
                "the window of score differences is too small to settle the start; try a larger --window (at most {})",
                self.scoring.weights().show(self.scoring.max_window())
            )
        })
    }

    fn facts(&self) -> Vec<(&'static str, Fact)> {
        let weights = self.scoring.weights();
        let listed = format!("{weights}");
        alloc::vec![
            ("pegs", Fact::Count(3)),
            ("discs", Fact::Count(self.base.discs() as u64)),
            ("end", Fact::Text(format!("{}", self.base.ending()))),
            ("weights", Fact::Decimals(listed.split(',').map(String::from).collect())),
            ("window", Fact::Decimal(format!("{}", weights.show(self.scoring.window())))),
        ]
    }

    fn read_start(&mut self, text: &str) -> Result<u64, String> {
        self.scoring.read_start(text)
    }

    // Play is followed on the base: it starts where the analysis does.
    fn set_start(&mut self, rank: u64) {
        self.scoring.start_from(rank);
        self.base = self.scoring.base().clone();
    }

    fn start_text(&mut self, rank: u64) -> String {
        self.scoring.start_text(rank)
    }

    // The lead as totals that are not negative: the leader's total is the lead.
    fn start_totals(&self) -> [i64; 2] {
        let lead = self.scoring.start_lead();
        [lead.max(0), (-lead).max(0)]
    }

    fn clone_box(&self) -> Box<dyn GameRules> {
        Box::new(self.clone())
    }
}
