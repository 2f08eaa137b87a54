//! Rules, solvers and the catalogue of Tower of Hanoi variations.
//!
//! `no_std` + `alloc`, so the same code runs natively (the `hanoi` command)
//! and in WebAssembly (the playground page).
#![no_std]

extern crate alloc;
// Threads for the exact search on the command line; the rest stays no_std.
#[cfg(feature = "threads")]
extern crate std;

pub mod amounts;
pub mod catalogue;
pub mod colour;
mod command_line;
pub mod descriptor;
pub mod echo;
pub mod game;
pub mod graph;
pub mod growth;
mod grouped;
pub mod limits;
mod memo;
pub mod move_number;
pub mod own_ends;
pub mod params;
pub mod player;
pub mod position;
pub mod position_text;
pub mod program;
pub mod puzzle;
pub mod puzzle_key;
pub mod random;
pub mod recorded;
pub mod rules;
pub mod search;
pub mod settings;
pub mod solution;
pub mod solved_by_hand;
pub mod transcript;
pub mod variations;
pub mod verdict;
pub mod weighted;

pub use amounts::{About, Bytes};
pub use catalogue::{find, Family, Limits, Optimality, Variation, CATALOGUE};
pub use colour::Colour;
pub use descriptor::{Descriptor, JudgedBy, Vocabulary};
pub use echo::{echo, quoted};
pub use growth::Growth;
pub use move_number::{parse_move_number, MoveNumberError};
pub use own_ends::{End, Ends, EndsError, NotAPosition};
pub use params::Parameter;
pub use player::{Player, SeekError};
pub use position::{Disc, Move, Position, Setup};
pub use position_text::{PositionText, PositionTextError};
pub use puzzle::{Origin, ParamError, Puzzle, SolutionFault};
pub use recorded::ListSource;
pub use puzzle_key::{PuzzleKey, WeightedDefinition};
pub use rules::{IllegalMove, Misplaced, Rules};
pub use settings::Settings;
pub use solution::{BeyondEnd, Cursor, Solution, TooLong, TraceFrame};
pub use solved_by_hand::{solved_by_hand, Against};
pub use verdict::{Doubt, Evidence, ShorterThanOptimum, Verdict, QUICK_SEARCH_POSITIONS};
