//! The retrograde analysis against an independent, naive solver: values by
//! rounds (a position is won within t moves if some move leads to one lost
//! within t - 1; lost within t if every move leads to one won within t - 1),
//! which is the definition of remoteness, computed the slow way.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use hanoi_core::game::{Analysis, Ending, Game, Impartial, Next, Outcome, RedBlue, Scoring, Side, Value, Weights};

/// Every reachable position: its ending, or its children (`None` for a
/// child the game cut off).
type Graph = BTreeMap<u64, Result<Outcome, Vec<Option<u64>>>>;

/// The graph of `game` from its start.
fn explore<G: Game>(game: &mut G) -> Graph {
    let mut graph = BTreeMap::new();
    let mut queue = VecDeque::from([game.start()]);
    let mut seen = BTreeSet::from([game.start()]);
    while let Some(rank) = queue.pop_front() {
        let entry = match game.over(rank) {
            Some(outcome) => Ok(outcome),
            None => {
                let mut children = Vec::new();
                game.moves(rank, &mut |_, next| {
                    children.push(match next {
                        Next::Rank(r) => Some(r),
                        Next::Beyond => None,
                    })
                });
                for child in children.iter().flatten() {
                    if seen.insert(*child) {
                        queue.push_back(*child);
                    }
                }
                Err(children)
            }
        };
        graph.insert(rank, entry);
    }
    graph
}

/// Round t labels every unlabelled position that `decide` can label from
/// its children's values (`None` for one unlabelled or cut off), until a
/// round labels nothing.
fn rounds(graph: &Graph, value: &mut BTreeMap<u64, Value>, decide: impl Fn(&[Option<Value>], u32) -> Option<Value>) {
    for t in 1.. {
        let mut new = Vec::new();
        for (&rank, entry) in graph {
            let Err(children) = entry else { continue };
            if value.contains_key(&rank) {
                continue;
            }
            let known: Vec<Option<Value>> = children.iter().map(|c| c.and_then(|c| value.get(&c).copied())).collect();
            if let Some(v) = decide(&known, t) {
                new.push((rank, v));
            }
        }
        if new.is_empty() {
            break;
        }
        value.extend(new);
    }
}

/// Values by rounds. Positions neither won, lost nor tied come back as
/// `Draw` (the naive solver does not tell draws from undecided).
fn naive<G: Game>(game: &mut G) -> BTreeMap<u64, Value> {
    let graph = explore(game);
    let mut value: BTreeMap<u64, Value> = BTreeMap::new();
    for (&rank, entry) in &graph {
        match entry {
            Ok(Outcome::Win) => {
                value.insert(rank, Value::Win(0));
            }
            Ok(Outcome::Lose) => {
                value.insert(rank, Value::Lose(0));
            }
            Err(children) if children.is_empty() => {
                value.insert(rank, Value::Lose(0));
            }
            _ => {}
        }
    }
    rounds(&graph, &mut value, |children, t| {
        if children.iter().any(|v| matches!(v, Some(Value::Lose(r)) if *r < t)) {
            Some(Value::Win(t))
        } else if children.iter().all(|v| matches!(v, Some(Value::Win(r)) if *r < t)) {
            Some(Value::Lose(t))
        } else {
            None
        }
    });
    // Ties: every move that does not lose at once ends level.
    for (&rank, entry) in &graph {
        if entry == &Ok(Outcome::Tie) {
            value.insert(rank, Value::Tie(0));
        }
    }
    rounds(&graph, &mut value, |children, t| {
        let holding = children.iter().filter(|v| !matches!(v, Some(Value::Win(_))));
        holding.clone().all(|v| matches!(v, Some(Value::Tie(r)) if *r < t)).then_some(Value::Tie(t))
    });
    for rank in graph.keys() {
        value.entry(*rank).or_insert(Value::Draw);
    }
    value
}

fn agree<G: Game>(name: &str, game: &mut G) {
    let analysis = Analysis::run(game).unwrap();
    let expected = naive(game);
    assert_eq!(analysis.positions(), expected.len() as u64, "{name}: positions");
    for (&rank, &want) in &expected {
        let got = analysis.value(rank).unwrap();
        let got = if got == Value::Undecided { Value::Draw } else { got };
        assert_eq!(got, want, "{name}: rank {rank}");
    }
}

#[test]
fn impartial_games_agree_with_the_naive_solver() {
    for ending in Ending::ALL {
        for discs in 1..=4 {
            agree(&format!("3 pegs {discs} discs {ending}"), &mut Impartial::new(3, discs, ending).unwrap());
        }
        for discs in 1..=3 {
            agree(&format!("4 pegs {discs} discs {ending}"), &mut Impartial::new(4, discs, ending).unwrap());
        }
    }
}

#[test]
fn red_blue_agrees_with_the_naive_solver() {
    for discs in 1..=3 {
        for first in [Side::Blue, Side::Red] {
            agree(&format!("red-blue {discs} {first}"), &mut RedBlue::new(discs, first).unwrap());
        }
    }
}

#[test]
fn scoring_games_agree_with_the_naive_solver_ties_and_cut_windows_included() {
    for (w, window) in
        [((1, 2, -3), None), ((0, 0, 0), None), ((1, 1, -2), None), ((-1, -1, -1), None), ((2, -1, 1), Some(6))]
    {
        for ending in Ending::ALL {
            for discs in 1..=3 {
                let weights = Weights::whole(w.0, w.1, w.2);
                let mut game = Scoring::new(discs, ending, weights, window).unwrap();
                agree(&format!("scoring {w:?} {discs} {ending}"), &mut game);
            }
        }
    }
}

#[test]
fn a_perfect_line_plays_out_its_value() {
    let mut game = Impartial::new(3, 4, Ending::Ec2).unwrap();
    let analysis = Analysis::run(&mut game).unwrap();
    let start = game.start();
    let line = analysis.line(&mut game, start, 1000);
    assert_eq!(line.len(), 23);
    // Replayed through `play`, which gives reasons, every move is legal and
    // the last one ends the game.
    let mut at = start;
    for &(mv, next) in &line {
        assert_eq!(game.play(at, mv), Ok(Next::Rank(next)));
        at = next;
    }
    assert_eq!(game.over(at), Some(Outcome::Lose));
    // Each move of the line is what `best` picks, and every option's value is
    // one more or one less than the position's for the side that moves.
    let options = analysis.options(&mut game, start);
    assert!(options.iter().any(|o| o.2 == Value::Lose(22)));
    assert!(options.iter().all(|o| matches!(o.2, Value::Lose(r) | Value::Win(r) if r >= 22)));
}
