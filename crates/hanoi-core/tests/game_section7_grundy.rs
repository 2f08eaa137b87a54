//! Generalized Sprague–Grundy values (CLM section 7.3) against the
//! definition, checked the slow way on small games: Fraenkel and Yesha's
//! labelling done literally (one position at a time, scanning them all),
//! Smith's conditions with the counters, and the outcome each value implies
//! against the win/lose/draw analysis.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::ops::ControlFlow;

use hanoi_core::game::{Analysis, Ending, Game, Grundy, GrundyLabels, GrundyOutcome, Impartial, Next, TurnRule, Value};

/// Every reachable position and its followers (none where play has ended).
type Graph = BTreeMap<u64, Vec<u64>>;

fn explore(game: &mut dyn Game) -> Graph {
    let mut graph = BTreeMap::new();
    let mut queue = VecDeque::from([game.start()]);
    let mut seen = BTreeSet::from([game.start()]);
    while let Some(rank) = queue.pop_front() {
        let mut followers = Vec::new();
        if game.over(rank).is_none() {
            game.moves(rank, &mut |_, next| {
                let Next::Rank(r) = next else { panic!("the impartial game follows every move") };
                followers.push(r);
            });
        }
        for &f in &followers {
            if seen.insert(f) {
                queue.push_back(f);
            }
        }
        graph.insert(rank, followers);
    }
    graph
}

/// A label while labelling: finite, or ∞ (its K is added at the end).
#[derive(Clone, Copy, PartialEq)]
enum Label {
    Finite(u32),
    Infinite,
}

/// Fraenkel–Yesha word for word: for m = 0, 1, …, while some unlabelled u
/// has no follower labelled m and each follower unlabelled or ∞ has a
/// follower labelled m, label u m; then ∞ every unlabelled u with no
/// follower labelled m.
fn naive(graph: &Graph) -> BTreeMap<u64, Grundy> {
    let mut label: BTreeMap<u64, Label> = BTreeMap::new();
    let has = |label: &BTreeMap<u64, Label>, u: u64, m: u32| {
        graph[&u].iter().any(|v| label.get(v) == Some(&Label::Finite(m)))
    };
    for m in 0.. {
        if label.len() == graph.len() {
            break;
        }
        loop {
            let found = graph.keys().copied().find(|&u| {
                !label.contains_key(&u)
                    && !has(&label, u, m)
                    && graph[&u]
                        .iter()
                        .filter(|v| matches!(label.get(v), None | Some(Label::Infinite)))
                        .all(|&v| has(&label, v, m))
            });
            let Some(u) = found else { break };
            label.insert(u, Label::Finite(m));
        }
        for &u in graph.keys() {
            if !label.contains_key(&u) && !has(&label, u, m) {
                label.insert(u, Label::Infinite);
            }
        }
    }
    let finite = |v: &u64| match label[v] {
        Label::Finite(g) => Some(g),
        Label::Infinite => None,
    };
    graph
        .iter()
        .map(|(&u, followers)| {
            let value = match label[&u] {
                Label::Finite(g) => Grundy::Finite(g),
                Label::Infinite => {
                    let k: BTreeSet<u32> = followers.iter().filter_map(finite).collect();
                    Grundy::Infinite(k.into_iter().collect())
                }
            };
            (u, value)
        })
        .collect()
}

/// The least number not among the finite values of `values`.
fn mex(values: &[Grundy]) -> u32 {
    (0..).find(|g| !values.contains(&Grundy::Finite(*g))).unwrap()
}

/// Whether `a` is larger than the finite `g` (∞ is larger than every number).
fn above(a: &Grundy, g: u32) -> bool {
    match a {
        Grundy::Finite(x) => *x > g,
        Grundy::Infinite(_) => true,
    }
}

/// Smith's conditions, with Fraenkel–Yesha's counter c: a finite γ(u) is
/// the mex of its followers' values, and every follower v with a larger
/// value (∞ included) has a follower w with γ(w) = γ(u) and c(w) < c(u)
/// (v's move is reversed); an ∞(K) has K its followers' finite values and a
/// follower ∞(L) with mex of u's followers not in L (the value u would
/// have cannot be forced back).
fn check_definition(name: &str, graph: &Graph, labels: &GrundyLabels) {
    for (&u, followers) in graph {
        let value = labels.value(u).unwrap();
        let of: Vec<Grundy> = followers.iter().map(|&v| labels.value(v).unwrap()).collect();
        match &value {
            Grundy::Finite(g) => {
                assert_eq!(mex(&of), *g, "{name}: rank {u} is the mex of its followers");
                let c = labels.counter(u).unwrap();
                for (&v, value_v) in followers.iter().zip(&of) {
                    if above(value_v, *g) {
                        let reversed = graph[&v]
                            .iter()
                            .any(|&w| labels.value(w) == Some(Grundy::Finite(*g)) && labels.counter(w).unwrap() < c);
                        assert!(reversed, "{name}: rank {u} ({g}), follower {v} ({value_v}) is not reversed");
                    }
                }
            }
            Grundy::Infinite(k) => {
                assert_eq!(labels.counter(u), None);
                let finite: BTreeSet<u32> =
                    of.iter().filter_map(|v| if let Grundy::Finite(g) = v { Some(*g) } else { None }).collect();
                assert_eq!(k, &finite.into_iter().collect::<Vec<_>>(), "{name}: rank {u}'s K");
                let m = mex(&of);
                let escapes = of.iter().any(|v| matches!(v, Grundy::Infinite(l) if !l.contains(&m)));
                assert!(escapes, "{name}: rank {u} is ∞ but has no ∞ follower without {m}");
            }
        }
    }
}

fn outcome_of(value: Value) -> GrundyOutcome {
    match value {
        Value::Win(_) => GrundyOutcome::First,
        Value::Lose(_) => GrundyOutcome::Second,
        _ => GrundyOutcome::Draw,
    }
}

fn agree(name: &str, game: &mut Impartial) {
    let labels = GrundyLabels::run(game, &mut |_| ControlFlow::Continue(())).unwrap();
    let graph = explore(game);
    assert_eq!(labels.positions(), graph.len() as u64, "{name}: positions");
    check_definition(name, &graph, &labels);
    let analysis = Analysis::run(game).unwrap();
    for (u, want) in naive(&graph) {
        let got = labels.value(u).unwrap();
        assert_eq!(got, want, "{name}: rank {u}");
        assert_eq!(got.outcome(), outcome_of(analysis.value(u).unwrap()), "{name}: rank {u}'s outcome");
    }
    // Both on one graph give what each gives alone.
    let (both, values) = GrundyLabels::run_with_analysis(game, &mut |_| ControlFlow::Continue(())).unwrap();
    assert_eq!(values.as_ref(), Some(labels.parts()), "{name}: values beside the analysis");
    assert_eq!(both.into_labels(), analysis.clone().into_labels(), "{name}: the analysis beside the values");
    let total: u64 = labels.counts().iter().map(|(_, c)| c).sum();
    assert_eq!(total, graph.len() as u64, "{name}: counts");
}

#[test]
fn values_meet_the_definition_and_the_win_lose_analysis() {
    for ending in Ending::ALL {
        for discs in 1..=4 {
            agree(&format!("3 pegs {discs} discs {ending}"), &mut Impartial::new(3, discs, ending).unwrap());
        }
        for discs in 1..=3 {
            agree(&format!("4 pegs {discs} discs {ending}"), &mut Impartial::new(4, discs, ending).unwrap());
        }
        for discs in 1..=3 {
            let mut ko = Impartial::with_rule(3, discs, ending, TurnRule::Ko).unwrap();
            agree(&format!("ko 3 pegs {discs} discs {ending}"), &mut ko);
        }
    }
}

#[test]
fn larger_games_meet_the_definition() {
    for ending in Ending::ALL {
        let games = [
            ("3 pegs 6 discs", Impartial::new(3, 6, ending).unwrap()),
            ("4 pegs 5 discs", Impartial::new(4, 5, ending).unwrap()),
            ("5 pegs 3 discs", Impartial::new(5, 3, ending).unwrap()),
            ("ko 3 pegs 5 discs", Impartial::with_rule(3, 5, ending, TurnRule::Ko).unwrap()),
            ("ko 4 pegs 3 discs", Impartial::with_rule(4, 3, ending, TurnRule::Ko).unwrap()),
        ];
        for (name, mut game) in games {
            let labels = GrundyLabels::run(&mut game, &mut |_| ControlFlow::Continue(())).unwrap();
            check_definition(&format!("{name} {ending}"), &explore(&mut game), &labels);
        }
    }
}

/// On three pegs every position's value is 0 or 1 (n = 1 to 6, each
/// ending): no larger value and no ∞; the start is 1 (the first player
/// wins) except where one disc cannot move to an ending peg (EC2, EC3).
#[test]
fn three_pegs_have_only_zeros_and_ones() {
    for ending in Ending::ALL {
        for discs in 1..=6 {
            let mut game = Impartial::new(3, discs, ending).unwrap();
            let labels = GrundyLabels::run(&mut game, &mut |_| ControlFlow::Continue(())).unwrap();
            let values: Vec<Grundy> = labels.counts().into_iter().map(|(g, _)| g).collect();
            let stuck = discs == 1 && matches!(ending, Ending::Ec2 | Ending::Ec3);
            let want = if stuck { vec![Grundy::Finite(0)] } else { vec![Grundy::Finite(0), Grundy::Finite(1)] };
            assert_eq!(values, want, "{ending} {discs} discs");
            assert_eq!(labels.start(), Grundy::Finite(if stuck { 0 } else { 1 }), "{ending} {discs} discs");
        }
    }
}

/// A match (what the page plays) shows the value of the position in play
/// and after each legal move, also with the labels made elsewhere.
#[test]
fn a_match_reads_values_as_it_plays() {
    use hanoi_core::game::{GameSpec, Match, Skill, SpecText};
    let spec = GameSpec::check(&SpecText::of(&[("game", "impartial"), ("pegs", "4"), ("discs", "3")])).unwrap();
    let mut here = Match::new(&spec).unwrap();
    let (labels, values) = Match::labels_and_values(&spec, &mut |_| ControlFlow::Continue(())).unwrap();
    let mut there = Match::from_labels_and_values(&spec, labels, values).unwrap();
    assert_eq!(here.grundy(), Some(Grundy::Infinite(vec![])));
    assert_eq!(here.values_note(), None);
    for _ in 0..8 {
        assert_eq!(there.grundy(), here.grundy());
        let after = here.grundy_after();
        assert_eq!(after.len(), here.choices().len());
        assert_eq!(there.grundy_after(), after);
        // Each move's value for the opponent agrees with its value for the mover.
        for (choice, g) in here.choices().iter().zip(&after) {
            let for_next = match g.as_ref().unwrap().outcome() {
                GrundyOutcome::First => "lose",
                GrundyOutcome::Second => "win",
                GrundyOutcome::Draw => "draw",
            };
            assert_eq!(choice.value.word(), for_next);
        }
        let m = here.computer_move(Skill::Perfect, [0.0, 0.5]).unwrap();
        here.play(m).unwrap();
        there.play(m).unwrap();
    }
    // Values of another game are refused.
    let other = GameSpec::check(&SpecText::of(&[("game", "impartial"), ("pegs", "4"), ("discs", "2")])).unwrap();
    let (_, wrong) = Match::labels_and_values(&other, &mut |_| ControlFlow::Continue(())).unwrap();
    let (labels, _) = Match::labels_and_values(&spec, &mut |_| ControlFlow::Continue(())).unwrap();
    assert!(Match::from_labels_and_values(&spec, labels, wrong).is_err());
    let red_blue = GameSpec::check(&SpecText::of(&[("game", "red-blue"), ("discs", "1")])).unwrap();
    let mut game = Match::new(&red_blue).unwrap();
    assert_eq!((game.grundy(), game.grundy_after(), game.values_note()), (None, vec![], None));
}

/// The counts of each value on three pegs follow 3^n (n = 2 to 9, checked
/// by `hanoi game impartial --json` up to 13 discs): EC1
/// and EC3 have 3^n - 2 positions of each value; EC5 3^n of value 0 and
/// 3^n - 2 of value 1; EC2 4·3^(n-1) - 3 and 4·3^(n-1) - 5; EC4
/// 4·3^(n-1) - 1 and 4·3^(n-1) - 5.
#[test]
fn three_peg_counts_follow_powers_of_three() {
    for discs in 2..=9u32 {
        let (p, q) = (3u64.pow(discs), 4 * 3u64.pow(discs - 1));
        for (ending, zeros, ones) in [
            (Ending::Ec1, p - 2, p - 2),
            (Ending::Ec2, q - 3, q - 5),
            (Ending::Ec3, p - 2, p - 2),
            (Ending::Ec4, q - 1, q - 5),
            (Ending::Ec5, p, p - 2),
        ] {
            let mut game = Impartial::new(3, discs as u64, ending).unwrap();
            let labels = GrundyLabels::run(&mut game, &mut |_| ControlFlow::Continue(())).unwrap();
            assert_eq!(
                labels.counts(),
                vec![(Grundy::Finite(0), zeros), (Grundy::Finite(1), ones)],
                "{ending} {discs} discs"
            );
        }
    }
}

/// On four and five pegs, from two discs (three for EC4 and EC5), every
/// position is ∞ but the ended ones (0) and those that can end the game at
/// once (∞(0)): no P-position besides the ends, so every other position is
/// a draw or a win in one, and the start is ∞.
#[test]
fn more_pegs_are_infinite_but_next_to_the_end() {
    for pegs in [4u64, 5] {
        for ending in Ending::ALL {
            let from = if matches!(ending, Ending::Ec4 | Ending::Ec5) { 3 } else { 2 };
            for discs in from..=4 {
                let mut game = Impartial::new(pegs, discs, ending).unwrap();
                let labels = GrundyLabels::run(&mut game, &mut |_| ControlFlow::Continue(())).unwrap();
                let values: Vec<Grundy> = labels.counts().into_iter().map(|(g, _)| g).collect();
                let want = vec![Grundy::Finite(0), Grundy::Infinite(vec![]), Grundy::Infinite(vec![0])];
                assert_eq!(values, want, "{pegs} pegs {ending} {discs} discs");
                assert_eq!(labels.start(), Grundy::Infinite(vec![]));
            }
        }
    }
}
