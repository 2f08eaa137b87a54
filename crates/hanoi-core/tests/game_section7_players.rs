//! Several players (Chappelon–Larsson–Matsuura, section 7.4): the coalition
//! analysis against the paper's statements, against a naive fixed-point
//! solver, and against the two-player analysis at P = 2.

use std::collections::{HashMap, VecDeque};

use hanoi_core::game::registry::GameRules;
use hanoi_core::game::{
    Analysis, CoalitionError, Coalitions, Ending, Game, GameIllegal, GameSpec, Impartial, Next, Outcome, SpecText,
    Standing, TurnRule, Value, Where,
};
use hanoi_core::{Move, Position};

const ENDINGS: [Ending; 5] = [Ending::Ec1, Ending::Ec2, Ending::Ec3, Ending::Ec4, Ending::Ec5];

fn standing_at_start(pegs: u64, discs: u64, ending: Ending, players: u8) -> Standing {
    let mut game = Impartial::new(pegs, discs, ending).unwrap();
    let coalitions = Coalitions::run(&mut game, players).unwrap();
    let start = game.start();
    coalitions.standing(&mut game, start).unwrap()
}

/// CLM 7.4: "In the case for (EC1), three players, three pegs and two
/// disks, then the first player cannot win under optimal play, but she can
/// decide which one of the other players that will win. If this game is
/// played with three disks, then it is drawn."
#[test]
fn clm_7_4_two_discs_kingmaker_three_discs_drawn() {
    let two = standing_at_start(3, 2, Ending::Ec1, 3);
    assert_eq!(two, Standing::Kingmaker);
    assert_eq!(two.verdict(0, 3), "kingmaker");
    assert!(two.sentence(0, 3).contains("Player 1, to move, is the kingmaker"), "{}", two.sentence(0, 3));
    let three = standing_at_start(3, 3, Ending::Ec1, 3);
    assert_eq!(three, Standing::Draw);
    assert_eq!(three.verdict(0, 3), "draw");
}

/// The first player's two first moves with two discs each hand the win to a
/// different player, and the one forced winner after each is that player.
#[test]
fn the_kingmakers_moves_each_hand_the_win_to_another() {
    let mut game = Impartial::new(3, 2, Ending::Ec1).unwrap();
    let coalitions = Coalitions::run(&mut game, 3).unwrap();
    let mut winners = Vec::new();
    game.moves(game.start(), &mut |_, next| {
        let Next::Rank(rank) = next else { unreachable!() };
        // After the move Player 2 is to move: offset 0 is Player 2.
        winners.push(coalitions.forced(rank).map(|(offset, _)| (offset + 1) % 3 + 1));
    });
    winners.sort();
    assert_eq!(winners, [Some(2), Some(3)]);
}

/// Who forces a win, by naive iteration on the graph of (position, whose
/// turn): player i's set grows by i's positions with a move into it and the
/// others' positions with every move into it, until nothing changes; the
/// round a position joins is its remoteness.
fn naive(game: &mut Impartial, players: usize) -> HashMap<(u64, usize, usize), u32> {
    let mut ranks = vec![game.start()];
    let mut seen: HashMap<u64, usize> = HashMap::from([(game.start(), 0)]);
    let mut children: Vec<Vec<u64>> = Vec::new();
    let mut queue = VecDeque::from([game.start()]);
    while let Some(rank) = queue.pop_front() {
        let mut kids = Vec::new();
        if game.over(rank).is_none() {
            game.moves(rank, &mut |_, next| {
                if let Next::Rank(child) = next {
                    kids.push(child);
                }
            });
        }
        for &kid in &kids {
            if let std::collections::hash_map::Entry::Vacant(entry) = seen.entry(kid) {
                entry.insert(ranks.len());
                ranks.push(kid);
                queue.push_back(kid);
            }
        }
        children.push(kids);
    }
    let mut won: HashMap<(u64, usize, usize), u32> = HashMap::new();
    for (id, &rank) in ranks.iter().enumerate() {
        if children[id].is_empty() {
            for turn in 0..players {
                won.insert((rank, turn, (turn + players - 1) % players), 0);
            }
        }
    }
    let mut round = 0;
    loop {
        round += 1;
        let mut joined = Vec::new();
        for (id, &rank) in ranks.iter().enumerate() {
            let kids = &children[id];
            if kids.is_empty() {
                continue;
            }
            for turn in 0..players {
                for player in 0..players {
                    if won.contains_key(&(rank, turn, player)) {
                        continue;
                    }
                    let next = (turn + 1) % players;
                    let wins = |k: &u64| won.get(&(*k, next, player)).is_some_and(|&r| r < round);
                    let joins = if turn == player { kids.iter().any(wins) } else { kids.iter().all(wins) };
                    if joins {
                        joined.push((rank, turn, player));
                    }
                }
            }
        }
        if joined.is_empty() {
            return won;
        }
        for key in joined {
            won.insert(key, round);
        }
    }
}

#[test]
fn coalitions_agree_with_a_naive_fixed_point_on_small_games() {
    for players in [3u8, 4] {
        for pegs in [3u64, 4] {
            for discs in 1..=3u64 {
                for ending in ENDINGS {
                    for rule in [TurnRule::NotJustMoved, TurnRule::Ko] {
                        let mut game = Impartial::with_rule(pegs, discs, ending, rule).unwrap();
                        let coalitions = Coalitions::run(&mut game, players).unwrap();
                        let naive = naive(&mut game, players as usize);
                        let p = players as usize;
                        for &rank in coalitions.reachable() {
                            for turn in 0..p {
                                for player in 0..p {
                                    let offset = ((player + p - turn) % p) as u8;
                                    assert_eq!(
                                        coalitions.forces(rank, offset),
                                        naive.get(&(rank, turn, player)).copied(),
                                        "{players} players, {pegs} pegs, {discs} discs, {ending}, {rule:?}: rank {rank}, turn {turn}, player {player}"
                                    );
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// At most one player can force a win anywhere.
#[test]
fn at_most_one_player_forces_a_win() {
    for players in [3u8, 4, 5, 6] {
        for ending in ENDINGS {
            let mut game = Impartial::new(3, 4, ending).unwrap();
            let coalitions = Coalitions::run(&mut game, players).unwrap();
            for &rank in coalitions.reachable() {
                let forcing = (0..players).filter(|&k| coalitions.forces(rank, k).is_some()).count();
                assert!(forcing <= 1, "{players} players, {ending}: rank {rank}");
            }
        }
    }
}

#[test]
fn two_players_agree_with_the_two_player_analysis_everywhere() {
    for pegs in [3u64, 4, 5] {
        for discs in 1..=(if pegs == 3 { 6 } else { 4 }) {
            for ending in ENDINGS {
                for rule in [TurnRule::NotJustMoved, TurnRule::Ko] {
                    let mut game = Impartial::with_rule(pegs, discs, ending, rule).unwrap();
                    let analysis = Analysis::run(&mut game).unwrap();
                    let coalitions = Coalitions::run(&mut game, 2).unwrap();
                    assert_eq!(coalitions.positions(), analysis.positions());
                    assert_eq!(coalitions.moves(), analysis.moves());
                    for &rank in analysis.reachable() {
                        let two = match analysis.value(rank).unwrap() {
                            Value::Win(r) => (Some(r), None),
                            Value::Lose(r) => (None, Some(r)),
                            _ => (None, None),
                        };
                        assert_eq!(
                            (coalitions.forces(rank, 0), coalitions.forces(rank, 1)),
                            two,
                            "{pegs} pegs, {discs} discs, {ending}, {rule:?}: rank {rank}"
                        );
                    }
                }
            }
        }
    }
}

/// The impartial game with its ends turned into wins for the player to move
/// (as misère play would have them).
struct EndsWon(Impartial);

impl Game for EndsWon {
    fn ranks(&self) -> u64 {
        self.0.ranks()
    }
    fn start(&self) -> u64 {
        self.0.start()
    }
    fn over(&mut self, rank: u64) -> Option<Outcome> {
        self.0.over(rank).map(|_| Outcome::Win)
    }
    fn moves(&mut self, rank: u64, visit: &mut dyn FnMut(Move, Next)) {
        self.0.moves(rank, visit)
    }
    fn play(&mut self, rank: u64, mv: Move) -> Result<Next, GameIllegal> {
        self.0.play(rank, mv)
    }
    fn position(&mut self, rank: u64) -> Position {
        self.0.position(rank)
    }
}

#[test]
fn rules_whose_ends_are_not_losses_for_the_mover_are_refused() {
    let mut game = EndsWon(Impartial::new(3, 2, Ending::Ec1).unwrap());
    let error = Coalitions::run(&mut game, 3).unwrap_err();
    assert_eq!(error, CoalitionError::EndNotLastMover { outcome: Outcome::Win });
    assert!(error.to_string().contains("the player who moves last must win"), "{error}");
}

fn spec(pairs: &[(&str, &str)], at: Where) -> Result<GameSpec, String> {
    GameSpec::check_in(hanoi_core::game::GAMES, &SpecText::of(pairs), at)
}

/// `players` is a parameter of the impartial game: the address, the form
/// and the command line read it, the title says it, and the discs' limit
/// shrinks with it.
#[test]
fn players_is_a_parameter_of_the_impartial_game() {
    let three = spec(&[("game", "impartial"), ("players", "3"), ("discs", "2")], Where::Page).unwrap();
    assert_eq!(three.title(), "Impartial Tower of Hanoi, 3 pegs, 2 discs, EC1, 3 players");
    assert!(three.goal().contains("the player who moved last wins"), "{}", three.goal());
    let rules: Box<dyn GameRules> = three.build().unwrap();
    assert_eq!(rules.players(), 3);
    let two = spec(&[("game", "impartial")], Where::Page).unwrap();
    assert_eq!(two.title(), "Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1");
    assert_eq!(two.build().unwrap().players(), 2);
    let refused = spec(&[("game", "impartial"), ("players", "7")], Where::Command).unwrap_err();
    assert!(refused.contains("2 to 6 players"), "{refused}");
    for at in [Where::Page, Where::Command] {
        let most = |players: &str| {
            spec(&[("game", "impartial"), ("pegs", "4"), ("players", players)], at).unwrap().most("discs", at)
        };
        assert!(most("6") < most("2"), "{at:?}: {} vs {}", most("6"), most("2"));
    }
}

/// The page's mid-end plays three players in turn: the start's standing
/// from the core, each computer move by the policy, and the end names the
/// player who moved last; the analysis handed over from a worker plays alike.
#[test]
fn a_match_of_three_players_plays_to_the_end() {
    use hanoi_core::game::{Finish, Match, Skill};
    let spec = spec(&[("game", "impartial"), ("players", "3"), ("discs", "2")], Where::Page).unwrap();
    let labels = Match::labels(&spec, &mut |_| std::ops::ControlFlow::Continue(())).unwrap();
    // The page's worker hands labels over with the values, which three players do not have.
    let (worker, values) = Match::labels_and_values(&spec, &mut |_| std::ops::ControlFlow::Continue(())).unwrap();
    assert!(values.is_none());
    let from_worker = Match::from_labels_and_values(&spec, worker, values).unwrap();
    for mut game in [Match::new(&spec).unwrap(), Match::from_labels(&spec, labels).unwrap(), from_worker] {
        assert_eq!(game.players(), 3);
        assert_eq!(game.player_name(2), "Player 3");
        assert!(game.standing_sentence().unwrap().contains("Player 1, to move, is the kingmaker"));
        // The kingmaker's moves each leave it a loss (another forces a win).
        assert!(game.choices().iter().all(|c| matches!(c.value, Value::Lose(_))), "{:?}", game.choices());
        // Each says whom it hands the win: the kingmaker's choice.
        let mut effects = game.choice_effects();
        effects.sort();
        assert_eq!(effects, ["Player 2 forces a win in 4", "Player 3 forces a win in 2"]);
        let mut movers = Vec::new();
        while let Some(mv) = game.computer_move(Skill::Perfect, [0.5, 0.0]) {
            movers.push(game.to_move());
            game.play(mv).unwrap();
        }
        assert_eq!(movers, [0, 1, 2, 0, 1]);
        // The kingmaker cannot keep everyone from a forced win: its value is the
        // loss it puts off longest, and its move threw nothing away.
        let first = game.plies()[0];
        assert_eq!((first.before, first.after), (Value::Lose(5), Value::Lose(5)));
        assert!(!first.threw_away_draw());
        assert_eq!(game.finish(), Some(Finish::Won(1)));
        assert_eq!(game.standing_sentence().unwrap(), "Player 2 has won");
    }
}

/// The analysis reports each phase and stops when told to.
#[test]
fn progress_is_reported_and_a_cancel_stops_the_analysis() {
    use hanoi_core::game::{AnalysisError, Phase};
    use std::ops::ControlFlow;
    let mut game = Impartial::new(3, 10, Ending::Ec1).unwrap();
    let mut phases = Vec::new();
    Coalitions::run_with_progress(&mut game, 3, &mut |p| {
        if phases.last() != Some(&p.phase) {
            phases.push(p.phase);
        }
        ControlFlow::Continue(())
    })
    .unwrap();
    assert_eq!(phases, [Phase::Exploring, Phase::Linking, Phase::Labelling]);
    let stopped = Coalitions::run_with_progress(&mut game, 3, &mut |_| ControlFlow::Break(()));
    assert_eq!(stopped.unwrap_err(), CoalitionError::Analysis(AnalysisError::Cancelled));
}

/// Misère play and the drawn tower name no winner with three players or
/// more (whoever moves last wins): the command line refuses them, and an
/// address goes back to the option's default, saying so.
#[test]
fn misere_and_drawn_towers_are_for_two_players() {
    let check = |pairs: &[(&'static str, &'static str)]| {
        let mut all = vec![("game", "impartial"), ("players", "3")];
        all.extend_from_slice(pairs);
        GameSpec::check_in(hanoi_core::game::GAMES, &SpecText::of(&all), Where::Command)
    };
    let misere = check(&[("misere", "on")]).unwrap_err();
    assert!(misere.starts_with("the impartial game: misère play is for two players"), "{misere}");
    let drawn = check(&[("towers", "drawn")]).unwrap_err();
    assert!(drawn.starts_with("the impartial game: a drawn tower is for two players"), "{drawn}");
    // Compulsory moves, rounds and the peg reading play on with three.
    assert!(check(&[("compulsory", "on"), ("rounds", "on"), ("towers", "peg")]).is_ok());
    let (spec, notices) = GameSpec::from_query(&SpecText::of(&[("game", "impartial"), ("players", "3"), ("towers", "drawn")]));
    assert_eq!((spec.count("players"), spec.choice("towers")), (3, "strict"));
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].ends_with(": using towers strict"), "{}", notices[0]);
    let (spec, notices) = GameSpec::from_query(&SpecText::of(&[("game", "impartial"), ("players", "4"), ("misere", "on")]));
    assert_eq!((spec.count("players"), spec.flag("misere")), (4, false));
    assert!(notices[0].ends_with(": using misere off"), "{}", notices[0]);
    // The discs asked for stay: the limit is that of the game played, not
    // of one that does not build.
    let (spec, notices) =
        GameSpec::from_query(&SpecText::of(&[("game", "impartial"), ("players", "3"), ("discs", "4"), ("towers", "drawn")]));
    assert_eq!((spec.count("discs"), spec.choice("towers")), (4, "strict"));
    assert_eq!(notices.len(), 1, "{notices:?}");
    let refused = check(&[("misere", "on"), ("discs", "12")]).unwrap_err();
    assert!(refused.starts_with("the impartial game: misère play is for two players"), "{refused}");
    // Two clashes in one address: each is put back, each said.
    let (spec, notices) = GameSpec::from_query(&SpecText::of(&[
        ("game", "impartial"),
        ("players", "3"),
        ("discs", "4"),
        ("towers", "drawn"),
        ("ko", "on"),
        ("rounds", "on"),
    ]));
    assert_eq!((spec.count("discs"), spec.choice("towers"), spec.flag("ko"), spec.flag("rounds")), (4, "strict", true, false));
    assert_eq!(notices.len(), 2, "{notices:?}");
    assert!(spec.build().is_ok());
}
