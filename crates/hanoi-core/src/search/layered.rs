//! Breadth-first from both ends, keeping each layer as a sorted list of
//! ranks rather than a mark per position: for rules whose every move can be
//! undone and whose ranks are mostly positions never reached (colours that
//! flip, colour rules). It needs 8 bytes a position reached, about half of
//! what a hash table takes at its usual load, and its look-ups walk sorted
//! lists in order instead of jumping about a table far larger than the
//! caches.
//!
//! Where every move can be undone, the neighbours of a position at depth k
//! are at depth k - 1, k or k + 1, so the next layer is what the frontier's
//! moves reach, less the frontier and the layer before it. Each slice of
//! the frontier lists its neighbours, sorts them and drops those two layers
//! (on every core where there are threads); the slices' sorted runs are
//! merged into the next layer. The first layer that shares positions with
//! the other side's last two layers gives the fewest moves; one shortest
//! path is walked back through the layers kept on each side.

use alloc::vec::Vec;
use core::ops::ControlFlow;

use super::encoding::Encoding;
use super::sorted::common;
use super::{neighbours, parallel, radix, sorted, Layers, Progress, SearchError};
use crate::position::Move;
use crate::rules::Rules;

/// One side's layers, each sorted and without repeats: `layers[k]` holds
/// the positions first reached `k` moves from its end.
struct Side {
    layers: Vec<Vec<u64>>,
}

impl Side {
    fn depth(&self) -> usize {
        self.layers.len() - 1
    }

    fn frontier(&self) -> &[u64] {
        &self.layers[self.depth()]
    }

    /// The layer `depth` moves from this side's end, empty if there is none.
    fn layer(&self, depth: usize) -> &[u64] {
        self.layers.get(depth).map_or(&[], |layer| layer)
    }

    fn bytes(&self) -> u128 {
        self.layers.iter().map(|layer| layer.capacity() as u128 * 8).sum()
    }
}

/// One shortest solution from `start` to `goal` (which differ), if the goal
/// can be reached, and the positions reached from both ends.
pub fn search(
    encoding: &Encoding,
    rules: &Rules,
    layers: Layers,
    start: u64,
    goal: u64,
    mut progress: impl FnMut(&Progress) -> ControlFlow<()>,
) -> Result<(Option<Vec<Move>>, u64), SearchError> {
    let mut sides = [Side { layers: alloc::vec![alloc::vec![start]] }, Side { layers: alloc::vec![alloc::vec![goal]] }];
    let total = encoding.positions();
    let (mut settled, mut reached) = (0u64, 2u64);
    let alternates = neighbours::Lister::new(encoding, rules).alternates();
    // The parity that moves alternate, where they do ([`Packed::parity`]).
    let parity = |rank: Option<&u64>| rank.zip(encoding.packed()).map(|(&rank, packed)| packed.parity(rank));
    loop {
        if sides.iter().any(|side| side.frontier().is_empty()) {
            return Ok((None, reached));
        }
        let grow = if sides[0].frontier().len() <= sides[1].frontier().len() { 0 } else { 1 };
        let (own, other) = (&sides[grow], &sides[1 - grow]);
        let depth = own.depth();
        let (behind, here) = (own.layer(depth.wrapping_sub(1)), own.frontier());
        let mut runs: Vec<u64> = Vec::new();
        for slice in here.chunks(layers.slice) {
            let parts = parallel::split(slice, layers.share, |part| {
                new_neighbours(encoding, rules, part, behind, here, alternates)
            });
            let parts = parts.into_iter().collect::<Result<Vec<_>, _>>()?;
            let incoming: usize = parts.iter().map(Vec::len).sum();
            // Everything held at once: both sides' layers, the parts, the runs
            // so far and after these, and as much again for sorting the runs
            // and then trimming them to their length.
            let parts_held: usize = parts.iter().map(Vec::capacity).sum();
            let runs_held = runs.capacity() + 2 * (runs.len() + incoming);
            let held = own.bytes() + other.bytes() + (parts_held + runs_held) as u128 * 8;
            if held > layers.limit {
                return Err(SearchError::OverLimit { limit: layers.limit, reached });
            }
            runs.try_reserve_exact(incoming).map_err(|_| out_of_memory(runs.len() + incoming))?;
            for part in parts {
                runs.extend_from_slice(&part);
            }
            settled += slice.len() as u64;
            let depth = (sides[0].depth() + sides[1].depth()) as u32;
            if let ControlFlow::Break(()) = progress(&Progress { settled, reached, total, depth }) {
                return Err(SearchError::Cancelled);
            }
        }
        // Each run is sorted, and the library's stable sort merges runs it
        // finds in order, with room for half the list (a radix sort needs
        // all of it again, and took longer).
        runs.sort();
        runs.dedup();
        runs.shrink_to_fit();
        let next = runs;
        let next_depth = depth + 1;
        // Any meeting is with the other side's last layer or the one before:
        // a nearer one would have been met when an earlier layer was made.
        let other_depth = other.depth();
        // Split over the cores as the expansion is: each piece of the new
        // layer gallops through the other side's layer on its own.
        let meets = |layer: &[u64]| {
            // Where moves alternate the parity, a layer holds one parity only,
            // and a layer of the other holds none of the new one.
            let apart = alternates && parity(next.first()) != parity(layer.first());
            if apart {
                return Vec::new();
            }
            parallel::split(&next, layers.share, |part| common(part, layer)).concat()
        };
        let (nearer, farther) = (meets(other.layer(other_depth.wrapping_sub(1))), meets(other.frontier()));
        reached += (next.len() - nearer.len() - farther.len()) as u64;
        let meeting = match (nearer.first(), farther.first()) {
            (Some(&rank), _) => Some((rank, other_depth - 1)),
            (None, Some(&rank)) => Some((rank, other_depth)),
            (None, None) => None,
        };
        sides[grow].layers.push(next);
        let Some((rank, there)) = meeting else { continue };
        // The meeting's depths from the start and from the goal.
        let (forward, backward) = if grow == 0 { (next_depth, there) } else { (there, next_depth) };
        let mut moves = walk_back(encoding, rules, &sides[0], rank, forward)?;
        moves.reverse();
        // Walked back towards the start, each move is undone.
        for step in &mut moves {
            *step = Move::new(step.to, step.from);
        }
        moves.extend(walk_back(encoding, rules, &sides[1], rank, backward)?);
        return Ok((Some(moves), reached));
    }
}

/// The bits a rank of `encoding` takes.
fn rank_bits(encoding: &Encoding) -> u32 {
    u64::BITS - encoding.positions().saturating_sub(1).leading_zeros()
}

fn out_of_memory(ranks: usize) -> SearchError {
    SearchError::OutOfMemory { bytes: ranks as u128 * 8 }
}

/// The positions one move from `part` that are in neither `behind` nor
/// `here` (both sorted), sorted and without repeats. Where every move
/// `alternates` the layers' parity, none is in `here`.
fn new_neighbours(
    encoding: &Encoding,
    rules: &Rules,
    part: &[u64],
    behind: &[u64],
    here: &[u64],
    alternates: bool,
) -> Result<Vec<u64>, SearchError> {
    let mut found = Vec::new();
    let mut lister = neighbours::Lister::new(encoding, rules);
    for &rank in part {
        lister.each(encoding, rules, rank, |neighbour, _| found.push(neighbour))?;
    }
    radix::sort(&mut found, &mut Vec::new(), rank_bits(encoding)).map_err(|_| out_of_memory(found.len()))?;
    found.dedup();
    sorted::drop_common(&mut found, behind);
    if !alternates {
        sorted::drop_common(&mut found, here);
    }
    Ok(found)
}

/// The moves that lead from `rank`, `depth` moves from a side's end, back
/// to that end, through the layers the side keeps.
fn walk_back(
    encoding: &Encoding,
    rules: &Rules,
    side: &Side,
    rank: u64,
    depth: usize,
) -> Result<Vec<Move>, SearchError> {
    neighbours::path_to_end(encoding, rules, rank, depth as u32, |neighbour, k| {
        side.layer(k as usize).binary_search(&neighbour).is_ok()
    })
}
