//! The impartial two-player Tower of Hanoi (normal play), with the ko rule
//! of the paper's section 7.1 and the rule options of its section 7.2
//! (misère play, compulsory moves, rounds) and readings of its tower rule.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{fitting, Fact, GameDef, GameRules, Limit, ParamValue, Opt, Param, ParamKind, Where};
use crate::game::spec::{plural, GameSpec, PAGE_MAX_RANKS};
use crate::game::{Ending, Game, Impartial, Reach, SetupError, Towers, TurnRule, Variation, MAX_PLAYERS, MIN_PLAYERS};

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
        but not straight back to the peg it just left. Options: misère play (whoever completes the tower loses, \
        and a player with no legal move wins); compulsory moves (a player who can put a disc straight onto the \
        disc one size larger must); rounds (the disc just moved may move again unless that repeats a position \
        of its round, the run of positions since another disc moved); and the tower rule's readings. With 3 to 6 \
        players (section 7.4) they move in turn, nobody moving the disc the previous player just moved; a player \
        with no legal move ends the game, and the player who moved last wins.",
    source: "Chappelon, Larsson and Matsuura, \"Two-Player Tower of Hanoi\" (IJGT 2018), sections 1.1, 2 and 4 \
        (normal play); the ko rule from section 7.1; misère play, compulsory moves and rounds from section 7.2; \
        the drawn tower from footnote 1; several players from section 7.4",
    params: &[PEGS, DISCS, END, KO, MISERE, COMPULSORY, ROUNDS, TOWERS, PLAYERS, super::from::FROM],
    size: "discs",
    examples: &[
        ("impartial --discs 4 --end EC2", "Player 1 can force a win in 23 moves"),
        ("impartial --pegs 4 --discs 3 --end EC1", "a draw"),
        ("impartial --pegs 4 --discs 2 --end EC4 --json", ""),
        ("impartial --discs 2 --end EC1 --ko", "section 7.1's ko rule"),
        ("impartial --discs 2 --end EC1 --misere --compulsory --towers drawn", "section 7.2: Player 1 can draw"),
        ("impartial --discs 3 --end EC5 --rounds --compulsory", "section 7.2: Player 2 wins"),
        ("impartial --players 3 --discs 2 --end EC1", "section 7.4: the first player is kingmaker"),
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

const MISERE: Param = Param {
    name: "misere",
    label: "Misère: completing the tower loses",
    help: "Misère play (section 7.2): whoever completes the tower loses, and a player with no legal move wins",
    kind: ParamKind::Flag,
    page: true,
};

const COMPULSORY: Param = Param {
    name: "compulsory",
    label: "Compulsory: onto the next larger disc",
    help: "Compulsory moves (section 7.2): a player who can put a disc straight onto the disc one size larger must make such a move",
    kind: ParamKind::Flag,
    page: true,
};

const ROUNDS: Param = Param {
    name: "rounds",
    label: "Rounds: the same disc may move again",
    help: "The round rule (section 7.2) instead: the disc just moved may move again, unless that repeats a position \
        of its round (the positions since another disc last moved)",
    kind: ParamKind::Flag,
    page: true,
};

const TOWERS: Param = Param {
    name: "towers",
    label: "A tower where the game does not end",
    help: "A move completing a tower where the game does not end is illegal (strict, the paper), illegal only on a \
        peg that is never final (peg; on a final peg play goes on) or legal, ending the game drawn (drawn, footnote 1)",
    kind: ParamKind::Choice {
        options: &[
            Opt { id: "strict", label: "is illegal (the paper)" },
            Opt { id: "peg", label: "is illegal only off the final pegs" },
            Opt { id: "drawn", label: "ends the game drawn" },
        ],
        default: "strict",
        called: "the tower rule",
        parse: None,
        describe: None,
    },
    page: true,
};

/// Several players (section 7.4), in turn; 2 is the paper's game.
const PLAYERS: Param = Param {
    name: "players",
    label: "Number of players",
    help: "The number of players, moving in turn; with 3 or more, whoever moves last wins (section 7.4)",
    kind: ParamKind::Count { min: MIN_PLAYERS, max: MAX_PLAYERS, default: 2, noun: "players", limit: None },
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
    if spec.flag("rounds") {
        TurnRule::Rounds
    } else if spec.flag("ko") {
        TurnRule::Ko
    } else {
        TurnRule::NotJustMoved
    }
}

fn variation(spec: &GameSpec) -> Variation {
    let towers = match spec.choice("towers") {
        "peg" => Towers::Peg,
        "drawn" => Towers::Drawn,
        _ => Towers::Strict,
    };
    Variation { turn_rule: turn_rule(spec), misere: spec.flag("misere"), compulsory: spec.flag("compulsory"), towers }
}

// A page's limit is the same whatever the ending (measured with EC1), as it
// always was: the form's range does not move when the ending changes.
fn discs_limit(spec: &GameSpec, at: Where) -> Limit {
    // Options that clash are put back (see `build`): the limit is that of
    // the game the reading plays, not of one that does not build.
    let spec = &spec.without_clashes();
    let pegs = spec.count("pegs");
    let most = Impartial::max_discs_under(pegs as usize, turn_rule(spec));
    // Several players keep a label per player for each position: the
    // budget of ranks shrinks to 2/P of the two-player game's.
    let players = spec.count("players").max(2);
    let ec1 = spec.with("end", ParamValue::Choice("EC1"));
    match at {
        Where::Command if players > 2 => {
            Limit { max: fitting(&ec1, "discs", 1, most, super::super::MAX_RANKS * 2 / players), because: Some(on_pegs(pegs, "")) }
        }
        Where::Command => Limit { max: most, because: Some(on_pegs(pegs, "")) },
        Where::Page => Limit { max: fitting(&ec1, "discs", 1, most, PAGE_MAX_RANKS * 2 / players), because: Some(on_pegs(pegs, " here")) },
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
    // Two turn rules: the round rule already forbids the ko rule's move
    // straight back, and allows more; both at once would be one of them.
    if spec.flag("ko") && spec.flag("rounds") {
        return Err(SetupError::clash(
            IMPARTIAL.name,
            "rounds",
            "the ko rule and the round rule are two turn rules, choose one (rounds already forbids a move straight back)",
        ));
    }
    // Several players win by moving last; misère play turns that round,
    // which with three or more players names no winner.
    if spec.count("players") > 2 && spec.flag("misere") {
        return Err(SetupError::clash(
            IMPARTIAL.name,
            "misere",
            "misère play is for two players: with three or more, whoever moves last wins, and misère would name no winner",
        ));
    }
    if spec.count("players") > 2 && spec.choice("towers") == "drawn" {
        return Err(SetupError::clash(
            IMPARTIAL.name,
            "towers",
            "a drawn tower is for two players: with three or more, play ends only with a winner",
        ));
    }
    let game = Impartial::with_variation(spec.count("pegs"), spec.count("discs"), ending(spec), variation(spec))?;
    let rules = Box::new(ImpartialRules(game, spec.count("players").clamp(MIN_PLAYERS, MAX_PLAYERS) as u8));
    Ok(super::from::started(spec, rules))
}

fn heading(spec: &GameSpec) -> String {
    let v = variation(spec);
    let options = [
        (spec.flag("ko"), ", ko rule"),
        (v.turn_rule == TurnRule::Rounds, ", rounds"),
        (v.misere, ", misère"),
        (v.compulsory, ", compulsory moves"),
        (v.towers == Towers::Peg, ", towers on final pegs allowed"),
        (v.towers == Towers::Drawn, ", other towers drawn"),
    ];
    let mut text = format!("{}, {} pegs, {}, {}", IMPARTIAL.title, spec.count("pegs"), plural(spec.count("discs"), "disc"), ending(spec));
    options.iter().filter(|(on, _)| *on).for_each(|(_, words)| text.push_str(words));
    let players = spec.count("players");
    if players > 2 {
        text.push_str(&format!(", {players} players"));
    }
    text.push_str(&super::from::from_words(spec));
    text
}

fn goal(spec: &GameSpec) -> String {
    let v = variation(spec);
    let players = spec.count("players");
    let turns = match (v.turn_rule, players > 2) {
        (TurnRule::Ko, _) => "any disc may move, but not straight back to the peg it just left (the ko rule)",
        (TurnRule::Rounds, _) => "the disc just moved may move again, unless that repeats a position of its round (since another disc last moved)",
        (TurnRule::NotJustMoved, false) => "nobody may move the disc the opponent just moved",
        (TurnRule::NotJustMoved, true) => "nobody may move the disc the previous player just moved",
    };
    let compulsory = if v.compulsory { " A player who can put a disc straight onto the disc one size larger must." } else { "" };
    let towers = match v.towers {
        Towers::Strict => "",
        Towers::Peg => " A tower may stand on a final peg before the game can end there; play goes on.",
        Towers::Drawn => " A tower completed where the game does not end ends it drawn.",
    };
    if players > 2 {
        return format!(
            "{players} players move in turn, Player 1 first; {turns}.{compulsory} Whoever completes {} wins; a player with \
             no legal move ends the game, and the player who moved last wins.{towers}",
            ending(spec).describe(spec.count("pegs") as usize)
        );
    }
    let (complete, stuck) = if v.misere { ("loses", "wins") } else { ("wins", "loses") };
    format!(
        "Players take turns; {turns}.{compulsory} Whoever completes {} {complete}; a player with no legal move {stuck}.{towers}",
        ending(spec).describe(spec.count("pegs") as usize)
    )
}

fn towers_id(towers: Towers) -> &'static str {
    match towers {
        Towers::Strict => "strict",
        Towers::Peg => "peg",
        Towers::Drawn => "drawn",
    }
}

#[derive(Clone, Debug)]
struct ImpartialRules(Impartial, u8);

impl GameRules for ImpartialRules {
    fn analysed(&mut self) -> &mut dyn Game {
        &mut self.0
    }

    fn reach(&self) -> Reach {
        let reach = self.0.reach();
        // The same positions, but each move is followed once for each
        // player's label (P/2 times the two-player analysis's work).
        let moves = reach.moves.saturating_mul(self.1 as u64) / 2;
        Reach::with_moves(reach.ranks, reach.positions, moves)
    }

    fn players(&self) -> u8 {
        self.1
    }

    // Its only level end is a tower where the game does not end (--towers drawn).
    fn ties_are_drawn(&self) -> bool {
        true
    }

    fn ending_how(&mut self, rank: u64) -> Option<&'static str> {
        self.0.ending_how(rank)
    }

    fn rank_words(&mut self, rank: u64) -> crate::game::RankWords {
        crate::game::RankWords { just_moved: self.0.last_moved(rank), note: self.0.rank_note(rank), ..Default::default() }
    }

    // With several players a position's worth is not one number: the
    // generalized Sprague–Grundy values are for two.
    fn impartial(&self) -> bool {
        self.1 == 2
    }

    fn facts(&self) -> Vec<(&'static str, Fact)> {
        let v = self.0.variation();
        let mut facts = alloc::vec![
            ("pegs", Fact::Count(self.0.pegs() as u64)),
            ("discs", Fact::Count(self.0.discs() as u64)),
            ("end", Fact::Text(format!("{}", self.0.ending()))),
            ("ko", Fact::Flag(self.0.turn_rule() == TurnRule::Ko)),
        ];
        // Section 7.2's options only where given: a report without them
        // reads as before they existed.
        let options = [
            ("misere", v.misere.then_some(Fact::Flag(true))),
            ("compulsory", v.compulsory.then_some(Fact::Flag(true))),
            ("rounds", (v.turn_rule == TurnRule::Rounds).then_some(Fact::Flag(true))),
            ("towers", (v.towers != Towers::Strict).then(|| Fact::Text(String::from(towers_id(v.towers))))),
        ];
        facts.extend(options.into_iter().filter_map(|(name, fact)| fact.map(|f| (name, f))));
        facts
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
