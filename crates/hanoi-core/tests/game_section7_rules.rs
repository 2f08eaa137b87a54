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
/// Each position in play's legal moves (from, to) and where they lead.
type Children = BTreeMap<State, Vec<((u8, u8), State)>>;

/// A value from the children's values known so far, in round t (or none yet).
type Decide<'a> = &'a dyn Fn(&[Option<Value>], u32) -> Option<Value>;

fn solve(naive: &Naive) -> (BTreeMap<State, Value>, Children) {
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
    let settle = |value: &mut BTreeMap<State, Value>, decide: Decide| {
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
    assert!(analysis.positions() <= reach.positions && analysis.moves() <= reach.moves, "{name}: reach bounds");
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
fn every_option_and_combination_agrees_with_the_naive_solver_on_3_pegs_up_to_4_discs() {
    for v in variations() {
        for ending in Ending::ALL {
            for discs in 1..=4 {
                agree(3, discs, ending, v);
            }
        }
    }
}

#[test]
fn every_option_and_combination_agrees_with_the_naive_solver_on_4_pegs_up_to_3_discs() {
    for v in variations() {
        for ending in Ending::ALL {
            for discs in 1..=3 {
                agree(4, discs, ending, v);
            }
        }
    }
}

fn game(discs: u64, ending: Ending, v: Variation) -> (Impartial, Analysis) {
    let mut game = Impartial::with_variation(3, discs, ending, v).unwrap();
    let analysis = Analysis::run(&mut game).unwrap();
    (game, analysis)
}

fn start_value(pegs: u64, discs: u64, ending: Ending, v: Variation) -> Value {
    let mut game = Impartial::with_variation(pegs, discs, ending, v).unwrap();
    let analysis = Analysis::run(&mut game).unwrap();
    analysis.value(game.start()).unwrap()
}

/// A line of play written as the paper writes it ("13" moves the top disc
/// between pegs 1 and 3, whichever way is legal): each move legal, and
/// for each, how many moves its player had and the value it left the
/// opponent. Ends at the position reached.
fn play_line(game: &mut Impartial, analysis: &Analysis, line: &[&str]) -> (Vec<(usize, Value)>, u64) {
    let mut at = game.start();
    let mut steps = Vec::new();
    for pair in line {
        let (a, b) = (pair.as_bytes()[0] - b'1', pair.as_bytes()[1] - b'1');
        let options = analysis.options(game, at);
        let chosen: Vec<_> = options.iter().filter(|o| (o.0.from, o.0.to) == (a, b) || (o.0.from, o.0.to) == (b, a)).collect();
        assert_eq!(chosen.len(), 1, "{pair} in {line:?}: one legal move between those pegs");
        let (_, Next::Rank(next), value) = *chosen[0] else { panic!("followed") };
        steps.push((options.len(), value));
        at = next;
    }
    (steps, at)
}

const MISERE_COMPULSORY: Variation =
    Variation { turn_rule: TurnRule::NotJustMoved, misere: true, compulsory: true, towers: Towers::Strict };
const ROUNDS_COMPULSORY: Variation =
    Variation { turn_rule: TurnRule::Rounds, misere: false, compulsory: true, towers: Towers::Strict };

/// CLM 7.2: misère play alone is a trivial draw, "since the smallest disk
/// ... always has two move options"; with compulsory moves, "for 2 disks,
/// [Anh] can draw, by playing smallest disk to Peg 3, and then in her second
/// move she plays it on Peg 2, which is a forced move". That move completes
/// the tower on peg 2, a non-final peg under EC1: it is legal (and forced)
/// only if such a tower ends the game drawn, footnote 1's reading
/// (`--towers drawn`). Under the strict reading Bao wins.
#[test]
fn misere_with_compulsory_moves_two_discs_anh_draws_under_the_drawn_tower_reading() {
    for discs in 2..=5 {
        assert_eq!(start_value(3, discs, Ending::Ec1, Variation { misere: true, ..Variation::PAPER }), Value::Draw);
    }
    let drawn = Variation { towers: Towers::Drawn, ..MISERE_COMPULSORY };
    let (mut g, analysis) = game(2, Ending::Ec1, drawn);
    assert_eq!(analysis.value(g.start()), Some(Value::Tie(3)));
    let (steps, end) = play_line(&mut g, &analysis, &["13", "12", "32"]);
    // Anh's first move draws; Bao's reply and her second move are forced.
    assert_eq!(steps, [(2, Value::Tie(2)), (1, Value::Tie(1)), (1, Value::Tie(0))]);
    assert_eq!(g.over(end), Some(Outcome::Tie));
    assert_eq!(g.ending_how(end), Some("completed the tower where the game does not end, which ends it drawn"));
    // Strict and peg readings: peg 2's tower is illegal, and Bao wins.
    for towers in [Towers::Strict, Towers::Peg] {
        assert_eq!(start_value(3, 2, Ending::Ec1, Variation { towers, ..MISERE_COMPULSORY }), Value::Lose(5));
    }
}

/// CLM 7.2, rounds with compulsory moves in normal play (EC5, three pegs):
/// Bao wins with two discs, by the paper's line (Anh 13, Bao 32, which
/// the round allows where 31 would repeat the round's first position, Anh
/// forced 13, Bao 23 completing the tower), and with three.
#[test]
fn rounds_with_compulsory_moves_bao_wins_with_two_and_three_discs() {
    let (mut g, analysis) = game(2, Ending::Ec5, ROUNDS_COMPULSORY);
    assert_eq!(analysis.value(g.start()), Some(Value::Lose(4)));
    let (steps, end) = play_line(&mut g, &analysis, &["13", "32", "13", "23"]);
    assert_eq!(steps, [(2, Value::Win(3)), (2, Value::Lose(2)), (1, Value::Win(1)), (1, Value::Lose(0))]);
    assert_eq!(g.over(end), Some(Outcome::Lose));
    // "He is not forced to put it on top of the larger disk on Peg 1, since
    // this move is not legal": it would repeat the round's first position.
    let after_one = g.play(g.start(), Move::new(0, 2)).unwrap();
    let Next::Rank(after_one) = after_one else { panic!() };
    assert_eq!(g.play(after_one, Move::new(2, 0)), Err(GameIllegal::Round { disc: 1, peg: 0 }));
    assert_eq!(
        GameIllegal::Round { disc: 1, peg: 0 }.to_string(),
        "the round rule: disc 1 has already stood on peg 1 since another disc last moved, so the move would repeat a position of this round"
    );

    let (mut g, analysis) = game(3, Ending::Ec5, ROUNDS_COMPULSORY);
    assert_eq!(analysis.value(g.start()), Some(Value::Lose(10)));
    // The paper's line 12-23-12-23-13-12-23-12 read as pairs of pegs: its
    // last move must be 13 (disc 1 onto the tower on peg 3; 12 is no move
    // there), a misprint. Bao's moves are perfect; Anh's second and fourth
    // are forced (the only legal move), her third is not (21 instead holds
    // out two moves longer), and every move of hers loses.
    let (steps, end) = play_line(&mut g, &analysis, &["12", "23", "12", "23", "13", "12", "23", "13"]);
    let values: Vec<Value> = steps.iter().map(|s| s.1).collect();
    assert_eq!(
        values,
        [Value::Win(9), Value::Lose(8), Value::Win(7), Value::Lose(6), Value::Win(3), Value::Lose(2), Value::Win(1), Value::Lose(0)]
    );
    let options: Vec<usize> = steps.iter().map(|s| s.0).collect();
    assert_eq!(options, [2, 2, 1, 1, 2, 2, 1, 1]);
    assert_eq!(g.over(end), Some(Outcome::Lose));
}

/// The open question of CLM 7.2 (rounds with compulsory moves, normal play,
/// EC5, n > 3), as far as a test runs quickly: Bao still wins with four
/// discs (in 20 moves), and from five discs on neither player can force a
/// win. (docs/papers.md has the values up to 12 discs.)
#[test]
fn rounds_with_compulsory_moves_open_question_four_discs_bao_wins_then_drawn() {
    assert_eq!(start_value(3, 4, Ending::Ec5, ROUNDS_COMPULSORY), Value::Lose(20));
    for discs in 5..=8 {
        assert_eq!(start_value(3, discs, Ending::Ec5, ROUNDS_COMPULSORY), Value::Draw, "{discs} discs");
    }
}

/// CLM 7.2 on rounds alone: "for the three peg case, this gives an immediate
/// advantage for Bao, but he will only be able to use it to play a draw
/// game in the general case". On three pegs Bao wins every ending with two
/// discs (where Anh wins each without rounds), and from three discs on
/// every ending is drawn.
#[test]
fn rounds_alone_give_bao_two_discs_and_a_draw_from_three() {
    let rounds = Variation::with_turn_rule(TurnRule::Rounds);
    for ending in Ending::ALL {
        assert!(matches!(start_value(3, 2, ending, rounds), Value::Lose(_)), "{ending}");
        assert!(matches!(start_value(3, 2, ending, Variation::PAPER), Value::Win(_)), "{ending}");
        for discs in 3..=5 {
            assert_eq!(start_value(3, discs, ending, rounds), Value::Draw, "{ending} {discs} discs");
        }
    }
}

#[test]
fn a_move_that_is_not_compulsory_is_refused_naming_the_compulsory_one() {
    let (mut g, _) = game(2, Ending::Ec1, MISERE_COMPULSORY);
    let Ok(Next::Rank(a)) = g.play(g.start(), Move::new(0, 1)) else { panic!() };
    let Ok(Next::Rank(b)) = g.play(a, Move::new(0, 2)) else { panic!() };
    // Disc 1 on peg 2 may go onto disc 2 on peg 3, so it must.
    let refused = g.play(b, Move::new(1, 0)).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "compulsory moves: a disc can go straight onto the disc one size larger, so that move must be made: disc 1, peg 2 → peg 3"
    );
}

#[test]
fn rounds_with_the_ko_rule_are_refused_as_two_turn_rules() {
    let spec = |pairs: &[(&'static str, &'static str)]| {
        let mut all = vec![("game", "impartial")];
        all.extend_from_slice(pairs);
        GameSpec::check_in(hanoi_core::game::GAMES, &SpecText::of(&all), Where::Command)
    };
    let refused = spec(&[("ko", "on"), ("rounds", "on")]).unwrap_err();
    assert_eq!(
        refused,
        "the impartial game: the ko rule and the round rule are two turn rules, choose one (rounds already forbids a move straight back)"
    );
    // An address falls back to the ko rule alone, saying so.
    let (spec, notices) =
        GameSpec::from_query(&SpecText::of(&[("game", "impartial"), ("ko", "on"), ("rounds", "on")]));
    assert!(spec.flag("ko") && !spec.flag("rounds"));
    assert_eq!(notices.len(), 1, "{notices:?}");
    // The discs are kept to the ko rule's limit, not refused as if no game fitted.
    let (spec, notices) = GameSpec::from_query(&SpecText::of(&[("game", "impartial"), ("discs", "5"), ("ko", "on"), ("rounds", "on")]));
    assert_eq!((spec.count("discs"), spec.flag("rounds")), (5, false));
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].ends_with(": using rounds off"), "{}", notices[0]);
    // Each alone, and with the other options, is fine.
    assert!(spec_ok(&[("rounds", "on"), ("misere", "on"), ("compulsory", "on"), ("towers", "drawn")]));
    fn spec_ok(pairs: &[(&'static str, &'static str)]) -> bool {
        let mut all = vec![("game", "impartial")];
        all.extend_from_slice(pairs);
        GameSpec::check(&SpecText::of(&all)).is_ok()
    }
}

/// No option: the game and its ranks as before; each option costs ranks
/// only where it needs them (the round rule's pegs).
#[test]
fn ranks_grow_only_with_the_round_rule() {
    let ranks = |v: Variation| Impartial::with_variation(3, 5, Ending::Ec2, v).unwrap().ranks();
    let paper = ranks(Variation::PAPER);
    assert_eq!(paper, Impartial::new(3, 5, Ending::Ec2).unwrap().ranks());
    assert_eq!(paper, 243 * 6 * 2);
    for v in [
        Variation { misere: true, ..Variation::PAPER },
        Variation { compulsory: true, ..Variation::PAPER },
        Variation { towers: Towers::Peg, ..Variation::PAPER },
        Variation { towers: Towers::Drawn, ..Variation::PAPER },
    ] {
        assert_eq!(ranks(v), paper, "{v:?}");
    }
    assert_eq!(ranks(Variation::with_turn_rule(TurnRule::Rounds)), paper * 8);
    assert_eq!(Impartial::max_discs_under(3, TurnRule::Rounds), 12);
    assert_eq!(Impartial::max_discs(3), 13);
}

/// How a misère game ended, in the words said of the last mover: the tower
/// completed (a loss), or the other player left without a move (a loss too).
#[test]
fn misere_ends_are_worded_for_the_last_mover() {
    // Under the peg reading a tower on peg 1 before the largest disc has
    // moved, the smallest on top just moved, leaves the other player stuck.
    let v = Variation { misere: true, towers: Towers::Peg, ..Variation::PAPER };
    let (mut g, analysis) = game(3, Ending::Ec2, v);
    let mut seen = BTreeSet::new();
    for &rank in analysis.reachable() {
        if g.over(rank).is_some() {
            seen.insert(g.ending_how(rank).unwrap());
        }
    }
    assert_eq!(
        seen.into_iter().collect::<Vec<_>>(),
        ["completed the tower, which loses in misère play", "left the other player no legal move, which loses in misère play"]
    );
    // Normal play keeps the usual words.
    let (mut g, analysis) = game(3, Ending::Ec2, Variation::PAPER);
    assert!(analysis.reachable().iter().all(|&rank| g.ending_how(rank).is_none()));
    // A misère game with no legal move at the start ends there, but nobody made a move to word.
    let (mut g, analysis) = game(1, Ending::Ec2, Variation { misere: true, ..Variation::PAPER });
    assert_eq!((analysis.value(g.start()), g.ending_how(g.start())), (Some(Value::Win(0)), None));
}
