//! Which sum to play: two to four parts, each an impartial game written
//! `pegs:discs:ending` ("3:2:EC1"), checked with the registry's impartial
//! game's limits and words (so a part is refused as the game itself is).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::amounts::{About, Bytes};
use crate::echo::quoted;
use crate::game::registry::{ParamValue, Where, IMPARTIAL};
use crate::game::spec::{plural, GameSpec, PageEstimate, SpecText, LONG_SOLVE_SECONDS, PAGE_MAX_RANKS, PAGE_MOVES_PER_SECOND, QUICK_RANKS};
use crate::game::{Ending, Impartial, Reach};
use crate::grouped::grouped;

/// A sum has at least this many parts.
pub const MIN_PARTS: usize = 2;
/// And at most this many.
pub const MAX_PARTS: usize = 4;

/// A sum as chosen: each part's impartial game (normal play, the paper's
/// turn rule), in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumSpec {
    parts: Vec<GameSpec>,
}

impl SumSpec {
    /// The sum the texts name (`["3:2:EC1", "3:3:EC5"]`), or the first
    /// refusal, naming the part: "part 2, \"3:20:EC1\": the impartial game
    /// takes 1 to 13 discs on 3 pegs, not 20".
    pub fn parse(texts: &[&str], at: Where) -> Result<SumSpec, String> {
        if !(MIN_PARTS..=MAX_PARTS).contains(&texts.len()) {
            return Err(format!(
                "a sum takes {MIN_PARTS} to {MAX_PARTS} parts, each pegs:discs:ending as in 3:2:EC1 3:3:EC5, not {}",
                texts.len()
            ));
        }
        let parts = texts
            .iter()
            .enumerate()
            .map(|(i, text)| part(text, at).map_err(|why| format!("part {}, {}: {why}", i + 1, quoted(text))))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(SumSpec { parts })
    }

    /// A sum a page may analyse: its parts within a page's limits, and
    /// together within [`PAGE_MAX_RANKS`] ranks; else why not, with the
    /// size and the command to run instead.
    pub fn for_page(text: &str) -> Result<SumSpec, String> {
        let spec = SumSpec::parse_list(text, Where::Page).map_err(|why| match SumSpec::parse_list(text, Where::Command) {
            Ok(there) => format!("{why}; the command line takes it: {}", there.command()),
            Err(_) => why,
        })?;
        let ranks = spec.reach().ranks;
        if ranks > PAGE_MAX_RANKS {
            return Err(format!(
                "these towers have {} positions to index together, more than the {} a page holds: run {} instead",
                grouped(ranks as u128),
                grouped(PAGE_MAX_RANKS as u128),
                spec.command()
            ));
        }
        Ok(spec)
    }

    /// As [`SumSpec::parse`], from one text with the parts separated by
    /// commas or spaces (an address's `parts=3:2:EC1,3:3:EC5`).
    pub fn parse_list(text: &str, at: Where) -> Result<SumSpec, String> {
        let texts: Vec<&str> = text.split([',', ' ', '+']).filter(|t| !t.trim().is_empty()).collect();
        SumSpec::parse(&texts, at)
    }

    /// The sum a page starts with: 3:2:EC1 + 3:3:EC5.
    pub fn default_sum() -> SumSpec {
        SumSpec::parse(&["3:2:EC1", "3:3:EC5"], Where::Page).expect("the default sum is allowed")
    }

    pub fn parts(&self) -> &[GameSpec] {
        &self.parts
    }

    /// Each part's game.
    pub fn games(&self) -> Vec<Impartial> {
        self.parts
            .iter()
            .map(|p| Impartial::new(p.count("pegs"), p.count("discs"), ending(p)).expect("checked when read"))
            .collect()
    }

    /// Part `i` as written: "3:2:EC1".
    pub fn part_text(&self, i: usize) -> String {
        let p = &self.parts[i];
        format!("{}:{}:{}", p.count("pegs"), p.count("discs"), ending(p))
    }

    /// The parts as an address writes them: "3:2:EC1,3:3:EC5".
    pub fn list_text(&self) -> String {
        (0..self.parts.len()).map(|i| self.part_text(i)).collect::<Vec<_>>().join(",")
    }

    /// Part `i` in words: "3 pegs, 2 discs, EC1".
    pub fn part_title(&self, i: usize) -> String {
        let p = &self.parts[i];
        format!("{} pegs, {}, {}", p.count("pegs"), plural(p.count("discs"), "disc"), ending(p))
    }

    /// "Sum of 2 impartial towers: 3 pegs, 2 discs, EC1 + 3 pegs, 3 discs, EC5".
    pub fn title(&self) -> String {
        let parts: Vec<String> = (0..self.parts.len()).map(|i| self.part_title(i)).collect();
        format!("Sum of {} impartial towers: {}", self.parts.len(), parts.join(" + "))
    }

    /// How the sum is played, in two sentences.
    pub fn goal(&self) -> String {
        String::from(
            "Players take turns; a move is a move in one tower of your choice, under that tower's rules \
             (the disc last moved in a tower may not move again at once there, whoever moved it; a tower ends where its ending condition says). \
             Whoever makes the last move wins: a player with no legal move in any tower loses.",
        )
    }

    /// Where part `i` (from 0) ends, in words: "EC1: the tower rebuilt on peg 3".
    pub fn part_ending(&self, i: usize) -> String {
        let p = &self.parts[i];
        format!("{}: {}", ending(p), ending(p).describe(p.count("pegs") as usize))
    }

    /// The command that answers it: "hanoi game sum 3:2:EC1 3:3:EC5".
    pub fn command(&self) -> String {
        let parts: Vec<String> = (0..self.parts.len()).map(|i| self.part_text(i)).collect();
        format!("hanoi game sum {}", parts.join(" "))
    }

    /// What analysing every part takes (one after the other): the sum's
    /// values come from its parts', never from the product of their positions.
    pub fn reach(&self) -> Reach {
        let mut games = self.games().into_iter().map(|g| g.reach());
        let first = games.next().expect("a sum has parts");
        games.fold(first, Reach::then)
    }

    /// What analysing the parts will take on a page.
    pub fn page_estimate(&self) -> PageEstimate {
        let reach = self.reach();
        let seconds = reach.seconds(PAGE_MOVES_PER_SECOND).max(1);
        PageEstimate { reach, seconds, quick: reach.ranks <= QUICK_RANKS, long: seconds >= LONG_SOLVE_SECONDS }
    }

    /// What a page asks before a long analysis, with the command to run instead.
    pub fn question(&self, estimate: &PageEstimate) -> String {
        format!(
            "These towers have up to {} positions: analysing them here may take {} and up to {} of memory \
             (the command line is faster: {}).",
            grouped(estimate.reach.positions as u128),
            About(estimate.seconds),
            Bytes(estimate.reach.bytes()),
            self.command()
        )
    }
}

fn ending(spec: &GameSpec) -> Ending {
    Ending::parse(spec.choice("end")).unwrap_or(Ending::Ec1)
}

/// One part, "pegs:discs:ending", as the registry's impartial game checks it.
fn part(text: &str, at: Where) -> Result<GameSpec, String> {
    let fields: Vec<&str> = text.trim().split(':').collect();
    let [pegs, discs, end] = fields.as_slice() else {
        return Err(String::from("a part is written pegs:discs:ending, as 3:2:EC1"));
    };
    let given = SpecText::of(&[("pegs", pegs), ("discs", discs), ("end", end)]);
    // The option's words ("--end takes ...") do not fit a part.
    let spec = GameSpec::check_values(&IMPARTIAL, &given, at).map_err(|why| why.replace("--end takes", "the ending is"))?;
    // Normal play under the paper's turn rule: the sums' theory needs no more.
    Ok(spec.with("ko", ParamValue::Flag(false)))
}
