//! A random start reachable from a game's usual start, for the Games
//! page's "Start from…": a seeded random walk of legal moves, its end
//! written in the words `--from` reads.

use alloc::string::String;
use alloc::vec::Vec;

use super::{GameSpec, Next};
use crate::game::registry::ParamValue;

/// The most moves a walk makes.
const MOST_MOVES: u64 = 40;

impl GameSpec {
    /// A position reachable from the usual start by a walk of random legal
    /// moves (seeded), where play has not ended and the player to move has
    /// a move, in the words of [`GameSpec`]'s `from`. Scoring play's lead
    /// stays within its window. `Err`: the game does not build.
    pub fn random_start(&self, seed: u64) -> Result<String, String> {
        let usual = self.with("from", ParamValue::Text(String::new()));
        let mut rules = usual
            .build()
            .map_err(|e| alloc::string::ToString::to_string(&e))?;
        let mut state = seed ^ 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            // xorshift64*: enough for picking moves.
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            state.wrapping_mul(0x2545_F491_4F6C_DD1D)
        };
        let steps = 1 + next() % MOST_MOVES;
        let game = rules.analysed();
        let mut walk = alloc::vec![game.start()];
        for _ in 0..steps {
            let here = *walk.last().expect("the walk starts somewhere");
            if game.over(here).is_some() {
                break;
            }
            let mut onward: Vec<u64> = Vec::new();
            game.moves(here, &mut |_, to| {
                if let Next::Rank(rank) = to {
                    onward.push(rank);
                }
            });
            if onward.is_empty() {
                break;
            }
            walk.push(onward[(next() % onward.len() as u64) as usize]);
        }
        // The last position of the walk that the rules take as a start.
        for &rank in walk.iter().rev() {
            let text = rules.start_text(rank);
            if rules.read_start(&text) == Ok(rank) {
                return Ok(text);
            }
        }
        let start = rules.analysed().start();
        Ok(rules.start_text(start))
    }
}
