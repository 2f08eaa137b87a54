//! The impartial two-player Tower of Hanoi (normal play), with the ko rule
//! of the paper's section 7.1 as an option.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{fitting, Fact, GameDef, GameRules, Limit, ParamValue, Opt, Param, ParamKind, Where};
use crate::game::spec::{plural, GameSpec, PAGE_MAX_RANKS};
use crate::game::{Ending, Game, Impartial, Reach, SetupError, TurnRule};

pub static IMPARTIAL: GameDef = GameDef {
    id: "impartial",
    aliases: &[],
    title: "Impartial Tower of Hanoi",
    name: "the impartial game",
    summary: "The impartial game: nobody may move the disc the opponent just moved; whoever completes the tower wins",
    description: "n discs on peg 1; the players alternate ordinary moves, and a player may not move the disc \
        the opponent has just moved. The tower may be completed only where the ending condition ends the game: \
        EC1 on peg 3 (with 3 pegs) or the last peg; EC2 on peg 1 after the largest disc has moved; EC3 on peg 1 \
        after the smallest has; EC4 on any peg after the largest has moved; EC5 on any peg after the smallest has. \
        Whoever completes it wins; a player with no legal move loses. Under the ko rule any disc may move, \
        but not straight back to the peg it just left.",
    source: "Chappelon, Larsson and Matsuura, \"Two-Player Tower of Hanoi\" (IJGT 2018), sections 1.1, 2 and 4 \
        (normal play); the ko rule from section 7.1",
    params: &[PEGS, DISCS, END, KO],
    size: "discs",
    examples: &[
        ("impartial --discs 4 --end EC2", "Player 1 can force a win in 23 moves"),
        ("impartial --pegs 4 --discs 3 --end EC1", "a draw"),
        ("impartial --pegs 4 --discs 2 --end EC4 --json", ""),
        ("impartial --discs 2 --end EC1 --ko", "section 7.1's ko rule"),
    ],
    build,
    heading,
    goal,
};

const PEGS: Param = Param {
    name: "pegs",
    label: "Pegs",
    help: "The number of pegs",
    kind: ParamKind::Count { min: Impartial::MIN_PEGS, max: Impartial::MAX_PEGS, default: 3, noun: "pegs", limit: None },
    page: true,
};

const DISCS: Param = Param {
    name: "discs",
    label: "Discs",
    help: "The number of discs (at most 13 on 3 pegs, fewer on more pegs)",
    kind: ParamKind::Count { min: 1, max: 13, default: 3, noun: "discs", limit: Some(discs_limit) },
    page: true,
};

/// The ending condition, shared with scoring play.
pub(super) const END: Param = Param {
    name: "end",
    label: "Ending",
    help: "The ending condition",
    kind: ParamKind::Choice {
        options: &[
            Opt { id: "EC1", label: "EC1" },
            Opt { id: "EC2", label: "EC2" },
            Opt { id: "EC3", label: "EC3" },
            Opt { id: "EC4", label: "EC4" },
            Opt { id: "EC5", label: "EC5" },
        ],
        default: "EC1",
        called: "the ending",
        parse: Some(parse_ending),
        describe: Some(describe_ending),
    },
    page: true,
};

const KO: Param = Param {
    name: "ko",
    label: "Ko rule: any disc may move, but not straight back",
    help: "The ko rule of the paper's section 7.1 instead: any disc may move, but not straight back",
    kind: ParamKind::Flag,
    page: true,
};

fn parse_ending(text: &str) -> Option<&'static str> {
    Ending::parse(text).map(|e| ["EC1", "EC2", "EC3", "EC4", "EC5"][e.number() as usize - 1])
}

/// "EC1: the tower rebuilt on peg 3", on the chosen pegs (3 where there is no choice).
fn describe_ending(id: &str, spec: &GameSpec) -> String {
    let pegs = spec.count("pegs").max(3) as usize;
    format!("{id}: {}", Ending::parse(id).unwrap_or(Ending::Ec1).describe(pegs))
}

pub(super) fn ending(spec: &GameSpec) -> Ending {
    Ending::parse(spec.choice("end")).unwrap_or(Ending::Ec1)
}

fn turn_rule(spec: &GameSpec) -> TurnRule {
    if spec.flag("ko") {
        TurnRule::Ko
    } else {
        TurnRule::NotJustMoved
    }
}

// A page's limit is the same whatever the ending (measured with EC1), as it
// always was: the form's range does not move when the ending changes.
fn discs_limit(spec: &GameSpec, at: Where) -> Limit {
    let pegs = spec.count("pegs");
    let most = Impartial::max_discs_under(pegs as usize, turn_rule(spec));
    match at {
        Where::Command => Limit { max: most, because: Some(on_pegs(pegs, "")) },
        Where::Page => Limit { max: fitting(&spec.with("end", ParamValue::Choice("EC1")), "discs", 1, most, PAGE_MAX_RANKS), because: Some(on_pegs(pegs, " here")) },
    }
}

fn on_pegs(pegs: u64, here: &str) -> &'static str {
    match (pegs, here.is_empty()) {
        (3, true) => "on 3 pegs",
        (4, true) => "on 4 pegs",
        (5, true) => "on 5 pegs",
        (_, true) => "on 6 pegs",
        (3, false) => "on 3 pegs here",
        (4, false) => "on 4 pegs here",
        (5, false) => "on 5 pegs here",
        (_, false) => "on 6 pegs here",
    }
}

fn build(spec: &GameSpec) -> Result<Box<dyn GameRules>, SetupError> {
    let game = Impartial::with_rule(spec.count("pegs"), spec.count("discs"), ending(spec), turn_rule(spec))?;
    Ok(Box::new(ImpartialRules(game)))
}

fn heading(spec: &GameSpec) -> String {
    format!(
        "{}, {} pegs, {}, {}{}",
        IMPARTIAL.title,
        spec.count("pegs"),
        plural(spec.count("discs"), "disc"),
        ending(spec),
        if spec.flag("ko") { ", ko rule" } else { "" }
    )
}

fn goal(spec: &GameSpec) -> String {
    format!(
        "Players take turns; {}. Whoever completes {} wins; a player with no legal move loses.",
        if spec.flag("ko") {
            "any disc may move, but not straight back to the peg it just left (the ko rule)"
        } else {
            "nobody may move the disc the opponent just moved"
        },
        ending(spec).describe(spec.count("pegs") as usize)
    )
}

#[derive(Clone, Debug)]
struct ImpartialRules(Impartial);

impl GameRules for ImpartialRules {
    fn analysed(&mut self) -> &mut dyn Game {
        &mut self.0
    }

    fn reach(&self) -> Reach {
        self.0.reach()
    }

    fn impartial(&self) -> bool {
        true
    }

    fn facts(&self) -> Vec<(&'static str, Fact)> {
        alloc::vec![
            ("pegs", Fact::Count(self.0.pegs() as u64)),
            ("discs", Fact::Count(self.0.discs() as u64)),
            ("end", Fact::Text(format!("{}", self.0.ending()))),
            ("ko", Fact::Flag(self.0.turn_rule() == TurnRule::Ko)),
        ]
    }

    fn clone_box(&self) -> Box<dyn GameRules> {
        Box::new(self.clone())
    }
}
