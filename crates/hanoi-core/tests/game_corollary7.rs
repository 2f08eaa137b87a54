//! CLM Corollary 7 (scoring play from an arbitrary position): on n >= 3
//! discs and three pegs, the player to move wins, unless w12 = w13 = w23
//! <= 0, provided the previous player did not move the smallest disc.
//!
//! Checked over every position of 3 discs (and of 4 with fewer weights)
//! that the rules allow as a start (`--from`: the discs, the disc just
//! moved, whether the largest has moved), with leads from -4 to 4 and
//! whole weights from -2 to 2, under each ending. One analysis per game
//! labels every such start at once: a root whose moves lead to each of
//! them. A window of 64 times the largest weight is followed; a start it
//! leaves undecided is counted apart, never taken as a win. Where the
//! computation disagrees, the test asserts what it finds, and
//! docs/papers.md ("Games from any position (Corollary 7)") says why.

use std::collections::BTreeMap;

use hanoi_core::game::{Analysis, Ending, Game, GameIllegal, Next, Outcome, Scoring, Value, Weights};
use hanoi_core::{Move, Position};

/// Every start at once: rank `inner.ranks()` is a root with one move to each.
struct Everywhere<'a> {
    inner: &'a mut Scoring,
    starts: &'a [u64],
}

impl Game for Everywhere<'_> {
    fn ranks(&self) -> u64 {
        self.inner.ranks() + 1
    }

    fn start(&self) -> u64 {
        self.inner.ranks()
    }

    fn over(&mut self, rank: u64) -> Option<Outcome> {
        if rank == self.start() {
            None
        } else {
            self.inner.over(rank)
        }
    }

    fn moves(&mut self, rank: u64, visit: &mut dyn FnMut(Move, Next)) {
        if rank == self.start() {
            self.starts.iter().for_each(|&s| visit(Move::new(0, 1), Next::Rank(s)));
        } else {
            self.inner.moves(rank, visit)
        }
    }

    fn play(&mut self, _: u64, _: Move) -> Result<Next, GameIllegal> {
        Err(GameIllegal::Over)
    }

    fn position(&mut self, rank: u64) -> Position {
        let rank = if rank == self.start() { self.inner.start() } else { rank };
        self.inner.position(rank)
    }
}

/// Every placement of `n` discs on three pegs as text ("3 / 2 / 1").
fn placements(n: u16) -> Vec<String> {
    let mut all = Vec::new();
    for code in 0..3u32.pow(n as u32) {
        let mut pegs: [Vec<String>; 3] = Default::default();
        for size in (1..=n).rev() {
            let peg = (code / 3u32.pow(size as u32 - 1)) % 3;
            pegs[peg as usize].push(size.to_string());
        }
        let text: Vec<String> = pegs.iter().map(|p| if p.is_empty() { "-".into() } else { p.join(" ") }).collect();
        all.push(text.join(" / "));
    }
    all
}

/// The starts' texts: each placement with no disc just moved or each disc
/// (the rules refuse those that cannot be), and the largest said to have moved.
fn start_texts(n: u16) -> Vec<(String, u16)> {
    let mut texts = Vec::new();
    for placement in placements(n) {
        for just in 0..=n {
            for largest in [false, true] {
                let mut text = placement.clone();
                if just > 0 {
                    text.push_str(&format!("; disc {just} just moved"));
                }
                if largest {
                    text.push_str("; largest disc has moved");
                }
                texts.push((text, just));
            }
        }
    }
    texts
}

/// What the analysis says of one start.
struct Start {
    weights: [i64; 3],
    ending: Ending,
    text: String,
    /// The disc just moved (0: none).
    just: u16,
    /// The lead, in whole points.
    lead: i64,
    value: Value,
}

const ENDINGS: [Ending; 5] = [Ending::Ec1, Ending::Ec2, Ending::Ec3, Ending::Ec4, Ending::Ec5];

/// Every start of `n` discs with leads within `leads` under whole weights
/// from `-w` to `w` and each ending, solved: one analysis per game.
fn every_start(n: u16, w: i64, leads: i64) -> Vec<Start> {
    let mut found = Vec::new();
    for ending in ENDINGS {
        for a in -w..=w {
            for b in -w..=w {
                for c in -w..=w {
                    let mut game = Scoring::new(n as u64, ending, Weights::whole(a, b, c), None).unwrap();
                    // Each start once, by rank, with its words and the disc just moved.
                    let mut unique: BTreeMap<u64, (String, u16)> = BTreeMap::new();
                    for (text, just) in start_texts(n) {
                        for lead in -leads..=leads {
                            if let Ok(rank) = game.read_start(&format!("{text}; lead {lead}")) {
                                unique.entry(rank).or_insert_with(|| (game.start_text(rank), just));
                            }
                        }
                    }
                    let ranks: Vec<u64> = unique.keys().copied().collect();
                    let analysis = Analysis::run(&mut Everywhere { inner: &mut game, starts: &ranks }).unwrap();
                    for (rank, (text, just)) in unique {
                        let (lead, value) = (game.difference(rank), analysis.value(rank).unwrap());
                        found.push(Start { weights: [a, b, c], ending, text, just, lead, value });
                    }
                }
            }
        }
    }
    found
}

/// The starts the corollary speaks of: the smallest disc not just moved,
/// the weights not all equal and at most 0.
fn claimed(s: &Start) -> bool {
    let [a, b, c] = s.weights;
    s.just != 1 && !(a == b && b == c && a <= 0)
}

/// Equal positive weights: every move scores α, so the lead changes by α
/// only when the player to move makes the last move; behind by α or more,
/// they can at best draw level, and keep play going instead.
fn equal_positive_behind(s: &Start) -> bool {
    let [a, b, c] = s.weights;
    a == b && b == c && a > 0 && s.lead < 0
}

fn describe(s: &Start) -> String {
    format!("weights {:?}, {}, from \"{}\": {:?}", s.weights, s.ending, s.text, s.value)
}

/// The starts the corollary speaks of, each checked: a win for the player
/// to move, or a draw in the one family it does not foresee (equal positive
/// weights, the player to move behind); counted as [wins, those draws].
fn wins_and_draws_behind(starts: &[Start]) -> [u32; 2] {
    let mut counted = [0u32; 2];
    for s in starts.iter().filter(|s| claimed(s)) {
        if equal_positive_behind(s) {
            assert_eq!(s.value, Value::Draw, "{}", describe(s));
            counted[1] += 1;
        } else {
            assert!(matches!(s.value, Value::Win(_)), "{}", describe(s));
            counted[0] += 1;
        }
    }
    counted
}

/// Corollary 7 on 3 discs: every start it speaks of is a win for the
/// player to move, with any lead from -4 to 4, except one family the
/// corollary does not foresee (it counts scores from the position, a lead
/// of 0): equal positive weights with the player to move behind, a draw.
/// No start is left undecided by the window.
#[test]
fn clm_corollary_7_the_player_to_move_wins_from_every_start_of_3_discs() {
    let starts = every_start(3, 2, 4);
    let counted = wins_and_draws_behind(&starts);
    // 5 endings, 122 weight triples (125 less the three equal ones at most 0), 9 leads.
    assert_eq!(counted, [270_816, 1_638], "wins, and draws behind with equal weights");
    // Outside the corollary, equal weights α <= 0: the player to move wins
    // only with a lead above -α (a last move of their own scores α), else draws.
    for s in starts.iter().filter(|s| s.just != 1 && !claimed(s)) {
        let alpha = s.weights[0];
        let want = if s.lead > -alpha { matches!(s.value, Value::Win(_)) } else { s.value == Value::Draw };
        assert!(want, "{}", describe(s));
    }
    let example = starts.iter().find(|s| claimed(s) && s.value == Value::Draw && s.text == "3 2 1 / - / -; lead -1").unwrap();
    assert_eq!(describe(example), "weights [1, 1, 1], EC1, from \"3 2 1 / - / -; lead -1\": Draw");
}

/// The proviso matters: where the smallest disc was just moved (and the
/// lead is 0), the player to move does not win under weights that are not
/// all equal: the player who just moved it wins (Theorem 1's odd count is
/// theirs), or, with equal positive weights, play is drawn.
#[test]
fn clm_corollary_7_with_the_smallest_just_moved_the_other_player_wins() {
    for s in every_start(3, 2, 0).iter().filter(|s| s.just == 1) {
        let [a, b, c] = s.weights;
        match (a == b && b == c, a > 0) {
            (false, _) => assert!(matches!(s.value, Value::Lose(_)), "{}", describe(s)),
            (true, true) => assert_eq!(s.value, Value::Draw, "{}", describe(s)),
            (true, false) => assert_eq!(s.value, Value::Draw, "{}", describe(s)),
        }
    }
}

/// On 4 discs, with weights from -1 to 1 and leads from -1 to 1: the same
/// (the draws: weights 1,1,1 with a lead of -1).
#[test]
fn clm_corollary_7_on_4_discs() {
    let starts = every_start(4, 1, 1);
    let counted = wins_and_draws_behind(&starts);
    assert_eq!(counted, [65_490, 885], "wins, and draws behind with equal weights");
}
