//! The impartial game's rule options of Chappelon, Larsson and Matsuura's
//! section 7.2 (misère play, compulsory moves, rounds) and the readings of
//! its tower rule, each and combined, against a naive solver written here
//! from the rules as the paper states them: explicit positions, the round
//! kept as the list of its positions, values by rounds of a fixed point.
//! Then the paper's statements about them, under the reading that makes
//! them hold.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use hanoi_core::game::{
    Analysis, Ending, Game, GameIllegal, GameSpec, Impartial, Next, Outcome, SpecText, Towers, TurnRule, Value,
    Variation, Where,
};
use hanoi_core::Move;

/// A position of the naive game: each disc's peg (disc 1 first), the disc
/// just moved (0 at the start), the positions of its round (the round rule)
/// or the position before the last move (the ko rule), and which discs have
/// ever moved.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct State {
    pegs_of: Vec<u8>,
    last: u16,
    round: Vec<Vec<u8>>,
    before: Option<Vec<u8>>,
    ever_moved: Vec<bool>,
}

/// How a naive position ended: the player to move won, lost, or it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    Win,
    Lose,
    Drawn,
}

struct Naive {
    pegs: u8,
    discs: usize,
    ending: Ending,
    v: Variation,
}

impl Naive {
    fn start(&self) -> State {
        State { pegs_of: vec![0; self.discs], last: 0, round: vec![], before: None, ever_moved: vec![false; self.discs] }
    }

    fn top(&self, s: &State, peg: u8) -> Option<u16> {
        (0..self.discs).find(|&d| s.pegs_of[d] == peg).map(|d| d as u16 + 1)
    }

    fn tower(&self, pegs_of: &[u8]) -> Option<u8> {
        pegs_of.iter().all(|&p| p == pegs_of[0]).then_some(pegs_of[0])
    }

    /// Whether a tower on `peg` ends the game, given which discs have moved.
    fn ends(&self, peg: u8, ever_moved: &[bool]) -> bool {
        let largest = ever_moved[self.discs - 1];
        let smallest = ever_moved[0];
        let ec1 = if self.pegs == 3 { 2 } else { self.pegs - 1 };
        match self.ending {
            Ending::Ec1 => peg == ec1,
            Ending::Ec2 => peg == 0 && largest,
            Ending::Ec3 => peg == 0 && smallest,
            Ending::Ec4 => largest,
            Ending::Ec5 => smallest,
        }
    }

    /// Whether `peg` is ever a final peg.
    fn final_peg(&self, peg: u8) -> bool {
        let ec1 = if self.pegs == 3 { 2 } else { self.pegs - 1 };
        match self.ending {
            Ending::Ec1 => peg == ec1,
            Ending::Ec2 | Ending::Ec3 => peg == 0,
            Ending::Ec4 | Ending::Ec5 => true,
        }
    }

    fn over(&self, s: &State) -> Option<End> {
        // The start's tower was not completed by anyone.
        if let Some(peg) = self.tower(&s.pegs_of).filter(|_| s.last != 0) {
            if self.ends(peg, &s.ever_moved) {
                return Some(if self.v.misere { End::Win } else { End::Lose });
            }
            if self.v.towers == Towers::Drawn {
                return Some(End::Drawn);
            }
        }
        if self.legal(s).is_empty() {
            return Some(if self.v.misere { End::Win } else { End::Lose });
        }
        None
    }

    /// Every legal move (from, to) and where it leads, compulsory moves applied.
    fn legal(&self, s: &State) -> Vec<((u8, u8), State)> {
        let mut all = Vec::new();
        let mut onto_next = Vec::new();
        for from in 0..self.pegs {
            let Some(disc) = self.top(s, from) else { continue };
            for to in 0..self.pegs {
                if to == from {
                    continue;
                }
                let below = self.top(s, to);
                if below.is_some_and(|b| b < disc) {
                    continue;
                }
                let mut pegs_of = s.pegs_of.clone();
                pegs_of[disc as usize - 1] = to;
                let again = disc == s.last;
                match self.v.turn_rule {
                    TurnRule::NotJustMoved if again => continue,
                    TurnRule::Ko if s.before.as_ref() == Some(&pegs_of) => continue,
                    TurnRule::Rounds if again && s.round.contains(&pegs_of) => continue,
                    _ => {}
                }
                let mut ever_moved = s.ever_moved.clone();
                ever_moved[disc as usize - 1] = true;
                if let Some(peg) = self.tower(&pegs_of) {
                    if !self.ends(peg, &ever_moved) {
                        let illegal = match self.v.towers {
                            Towers::Strict => true,
                            Towers::Peg => !self.final_peg(peg),
                            Towers::Drawn => false,
                        };
                        if illegal {
                            continue;
                        }
                    }
                }
                let round = match (self.v.turn_rule, again) {
                    (TurnRule::Rounds, true) => {
                        let mut r = s.round.clone();
                        r.push(pegs_of.clone());
                        r
                    }
                    (TurnRule::Rounds, false) => vec![s.pegs_of.clone(), pegs_of.clone()],
                    _ => vec![],
                };
                let before = (self.v.turn_rule == TurnRule::Ko).then(|| s.pegs_of.clone());
                let next = State { pegs_of, last: disc, round, before, ever_moved };
                if below == Some(disc + 1) {
                    onto_next.push(((from, to), next.clone()));
                }
                all.push(((from, to), next));
            }
        }
        if self.v.compulsory && !onto_next.is_empty() {
            onto_next
        } else {
            all
        }
    }
}

/// Every naive position reachable from the start, with its values: win and
/// lose with remoteness by rounds (won within t if some move leads to a
/// position lost within t - 1; lost within t if every move leads to one won
/// within t - 1), then drawn ends spread as ties (every move that does not
/// lose at once ends drawn), the rest play on for ever (Draw).
fn solve(naive: &Naive) -> (BTreeMap<State, Value>, BTreeMap<State, Vec<((u8, u8), State)>>) {
    let mut children = BTreeMap::new();
    let mut value = BTreeMap::new();
    let mut queue = VecDeque::from([naive.start()]);
    let mut seen = BTreeSet::from([naive.start()]);
    while let Some(s) = queue.pop_front() {
        match naive.over(&s) {
            Some(End::Win) => drop(value.insert(s.clone(), Value::Win(0))),
            Some(End::Lose) => drop(value.insert(s.clone(), Value::Lose(0))),
            Some(End::Drawn) => drop(value.insert(s.clone(), Value::Tie(0))),
            None => {
                let moves = naive.legal(&s);
                for (_, next) in &moves {
                    if seen.insert(next.clone()) {
                        queue.push_back(next.clone());
                    }
                }
                children.insert(s.clone(), moves);
            }
        }
    }
    let settle = |value: &mut BTreeMap<State, Value>, decide: &dyn Fn(&[Option<Value>], u32) -> Option<Value>| {
        for t in 1.. {
            let mut new = Vec::new();
            for (s, moves) in &children {
                if value.contains_key(s) {
                    continue;
                }
                let known: Vec<Option<Value>> = moves.iter().map(|(_, c)| value.get(c).copied()).collect();
                if let Some(v) = decide(&known, t) {
                    new.push((s.clone(), v));
                }
            }
            if new.is_empty() {
                break;
            }
            value.extend(new);
        }
    };
    let ties: Vec<State> = value.iter().filter(|(_, v)| matches!(v, Value::Tie(_))).map(|(s, _)| s.clone()).collect();
    value.retain(|_, v| !matches!(v, Value::Tie(_)));
    settle(&mut value, &|known, t| {
        if known.iter().any(|v| matches!(v, Some(Value::Lose(r)) if *r < t)) {
            Some(Value::Win(t))
        } else if known.iter().all(|v| matches!(v, Some(Value::Win(r)) if *r < t)) {
            Some(Value::Lose(t))
        } else {
            None
        }
    });
    value.extend(ties.into_iter().map(|s| (s, Value::Tie(0))));
    settle(&mut value, &|known, t| {
        let holding = known.iter().filter(|v| !matches!(v, Some(Value::Win(_))));
        holding.clone().all(|v| matches!(v, Some(Value::Tie(r)) if *r < t)).then_some(Value::Tie(t))
    });
    for s in children.keys() {
        value.entry(s.clone()).or_insert(Value::Draw);
    }
    (value, children)
}

fn pegs_of(game: &mut Impartial, rank: u64, discs: usize) -> Vec<u8> {
    let position = game.position(rank);
    let mut pegs_of = vec![0u8; discs];
    for peg in 0..game.pegs() {
        for disc in position.pin(peg) {
            pegs_of[disc.size as usize - 1] = peg as u8;
        }
    }
    pegs_of
}

/// The game and the naive solver walked side by side from the start: the
/// same discs, the same end, the same legal moves (and `play` refusing the
/// others), the same value with the same remoteness at every position.
fn agree(pegs: u64, discs: u64, ending: Ending, v: Variation) {
    let name = format!("{pegs} pegs {discs} discs {ending} {v:?}");
    let naive = Naive { pegs: pegs as u8, discs: discs as usize, ending, v };
    let (values, children) = solve(&naive);
    let mut game = Impartial::with_variation(pegs, discs, ending, v).unwrap();
    let analysis = Analysis::run(&mut game).unwrap();
    let reach = game.reach();
    assert!(analysis.positions() <= reach.positions, "{name}: reach bound");
    let mut queue = VecDeque::from([(game.start(), naive.start())]);
    let mut seen = BTreeSet::new();
    while let Some((rank, state)) = queue.pop_front() {
        if !seen.insert(state.clone()) {
            continue;
        }
        assert_eq!(pegs_of(&mut game, rank, discs as usize), state.pegs_of, "{name}: {state:?}");
        let want = values[&state];
        let got = analysis.value(rank).unwrap();
        assert_eq!(got, want, "{name}: value at {state:?}");
        let over = game.over(rank);
        let naive_over = naive.over(&state);
        // The naive game ends where nobody can move; the game leaves that to the analysis.
        let by_tower = state.last != 0
            && naive.tower(&state.pegs_of).is_some_and(|p| naive.ends(p, &state.ever_moved) || v.towers == Towers::Drawn);
        let no_move_normal = naive_over == Some(End::Lose) && !by_tower;
        if !no_move_normal {
            let expected = naive_over.map(|e| match e {
                End::Win => Outcome::Win,
                End::Lose => Outcome::Lose,
                End::Drawn => Outcome::Tie,
            });
            assert_eq!(over, expected, "{name}: end at {state:?}");
        }
        let Some(moves) = children.get(&state) else { continue };
        let mut listed = Vec::new();
        game.moves(rank, &mut |mv, next| listed.push((mv, next)));
        let naive_moves: Vec<Move> = moves.iter().map(|&((f, t), _)| Move::new(f, t)).collect();
        let game_moves: Vec<Move> = listed.iter().map(|&(mv, _)| mv).collect();
        assert_eq!(game_moves, naive_moves, "{name}: moves at {state:?}");
        for from in 0..pegs as u8 {
            for to in 0..pegs as u8 {
                let mv = Move::new(from, to);
                let played = game.play(rank, mv);
                match listed.iter().find(|(m, _)| *m == mv) {
                    Some(&(_, next)) => assert_eq!(played, Ok(next), "{name}: play {mv:?} at {state:?}"),
                    None => assert!(played.is_err(), "{name}: play {mv:?} at {state:?} should be refused"),
                }
            }
        }
        // The lists are equal, so each naive move pairs with the game's in order.
        for ((_, next_state), &(_, next)) in moves.iter().zip(listed.iter()) {
            let Next::Rank(next) = next else { panic!("{name}: the impartial game follows every move") };
            queue.push_back((next, next_state.clone()));
        }
    }
}

fn variations() -> Vec<Variation> {
    let mut all = Vec::new();
    for turn_rule in [TurnRule::NotJustMoved, TurnRule::Ko, TurnRule::Rounds] {
        for misere in [false, true] {
            for compulsory in [false, true] {
                for towers in [Towers::Strict, Towers::Peg, Towers::Drawn] {
                    all.push(Variation { turn_rule, misere, compulsory, towers });
                }
            }
        }
    }
    all
}

#[test]
fn every_option_and_combination_agrees_with_the_naive_solver_on_3_pegs() {
    for v in variations() {
        for ending in Ending::ALL {
            for discs in 1..=3 {
                agree(3, discs, ending, v);
            }
        }
    }
}

#[test]
fn every_option_and_combination_agrees_with_the_naive_solver_on_4_pegs() {
    for v in variations() {
        for ending in Ending::ALL {
            for discs in 1..=2 {
                agree(4, discs, ending, v);
            }
        }
    }
    // Three discs on four pegs: each option alone, and section 7.2's pairs.
    let paper = Variation::PAPER;
    for v in [
        Variation { misere: true, ..paper },
        Variation { compulsory: true, ..paper },
        Variation::with_turn_rule(TurnRule::Rounds),
        Variation { towers: Towers::Peg, ..paper },
        Variation { towers: Towers::Drawn, ..paper },
        Variation { misere: true, compulsory: true, towers: Towers::Drawn, ..paper },
        Variation { compulsory: true, ..Variation::with_turn_rule(TurnRule::Rounds) },
    ] {
        for ending in Ending::ALL {
            agree(4, 3, ending, v);
        }
    }
}
