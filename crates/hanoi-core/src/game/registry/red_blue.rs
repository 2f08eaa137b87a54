//! Red–Blue Tower of Hanoi (Azmat): partisan play on four pegs.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{fitting, Fact, GameDef, GameRules, Limit, Opt, Param, ParamKind, Where};
use crate::game::spec::{plural, GameSpec, PAGE_MAX_RANKS};
use crate::game::{Game, Reach, RedBlue, SetupError, Side};

pub static RED_BLUE: GameDef = GameDef {
    id: "red-blue",
    aliases: &["redblue"],
    title: "Red–Blue Tower of Hanoi",
    name: "Red–Blue",
    summary: "Red–Blue: each player moves only their own colour and wins with all of it on a new peg",
    description: "Four pegs, Blue's discs on peg 1 and Red's on peg 4. Each player moves only their own colour; \
        a disc goes on an empty peg or on a strictly larger disc of either colour; a player's first move puts \
        their smallest disc on peg 2 or 3; whoever has all their discs on one peg other than their own starting \
        peg wins. Endless play is a draw.",
    source: "J. Azmat, \"Two-player Tower of Hanoi variation with cyclic behaviour\" (2022), section 3 \
        (Red-Blue Tower of Hanoi)",
    params: &[DISCS, FIRST, super::from::FROM],
    size: "discs",
    examples: &[("red-blue", "3 discs each, Blue first"), ("red-blue --discs 2 --first red --json", "")],
    build,
    heading,
    goal,
};

const DISCS: Param = Param {
    name: "discs",
    label: "Discs a side",
    help: "The number of discs each side has",
    kind: ParamKind::Count {
        min: 1,
        max: RedBlue::MAX_DISCS,
        default: RedBlue::PAPER_DISCS,
        noun: "discs a side",
        limit: Some(discs_limit),
    },
    page: true,
};

const FIRST: Param = Param {
    name: "first",
    label: "First to move",
    help: "Who moves first",
    kind: ParamKind::Choice {
        options: &[Opt { id: "blue", label: "Blue" }, Opt { id: "red", label: "Red" }],
        default: "blue",
        called: "the first player",
        parse: None,
        describe: None,
    },
    page: true,
};

fn discs_limit(spec: &GameSpec, at: Where) -> Limit {
    let max = match at {
        Where::Command => RedBlue::MAX_DISCS,
        Where::Page => fitting(spec, "discs", 1, RedBlue::MAX_DISCS, PAGE_MAX_RANKS),
    };
    Limit { max, because: None }
}

fn first(spec: &GameSpec) -> Side {
    Side::parse(spec.choice("first")).unwrap_or(Side::Blue)
}

fn build(spec: &GameSpec) -> Result<Box<dyn GameRules>, SetupError> {
    let rules = Box::new(RedBlueRules(RedBlue::new(spec.count("discs"), first(spec))?));
    Ok(super::from::started(spec, rules))
}

// From a position of one's own, its words say whose turn it is.
fn heading(spec: &GameSpec) -> String {
    let from = super::from::from_words(spec);
    let first = if from.is_empty() { format!(", {} first", first(spec)) } else { from };
    format!("{}, {} a side{first}", RED_BLUE.title, plural(spec.count("discs"), "disc"))
}

fn goal(_: &GameSpec) -> String {
    String::from(
        "Each player moves only their own colour, onto an empty peg or a larger disc. \
         Each player's first move puts their smallest disc on peg 2 or 3. \
         The first to gather all their discs on one peg other than their own starting peg wins.",
    )
}

#[derive(Clone, Debug)]
struct RedBlueRules(RedBlue);

impl GameRules for RedBlueRules {
    fn analysed(&mut self) -> &mut dyn Game {
        &mut self.0
    }

    fn reach(&self) -> Reach {
        self.0.reach()
    }

    fn sides(&self) -> Option<[Side; 2]> {
        Some([self.0.first(), self.0.first().other()])
    }

    fn rank_words(&mut self, rank: u64) -> crate::game::RankWords {
        crate::game::RankWords { to_move: Some(self.0.turn(rank)), ..Default::default() }
    }

    fn facts(&self) -> Vec<(&'static str, Fact)> {
        let first = if self.0.first() == Side::Blue { "blue" } else { "red" };
        alloc::vec![
            ("pegs", Fact::Count(4)),
            ("discs", Fact::Count(self.0.discs() as u64)),
            ("first", Fact::Text(first.into()))
        ]
    }

    fn read_start(&mut self, text: &str) -> Result<u64, String> {
        self.0.read_start(text)
    }

    fn set_start(&mut self, rank: u64) {
        self.0.start_from(rank);
    }

    fn start_text(&mut self, rank: u64) -> String {
        self.0.start_text(rank)
    }

    fn clone_box(&self) -> Box<dyn GameRules> {
        Box::new(self.clone())
    }
}
