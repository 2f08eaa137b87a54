//! The positions one legal move away, as ranks.

use super::encoding::Encoding;
use super::SearchError;
use crate::position::{Move, Position};
use crate::rules::Rules;

/// Call `visit` with the rank of every position one legal move from `pos`
/// (whose rank is `rank`) and the move; `pos` is left as it was.
#[inline]
pub fn each(
    encoding: &Encoding,
    rules: &Rules,
    pos: &mut Position,
    rank: u64,
    mut visit: impl FnMut(u64, Move),
) -> Result<(), SearchError> {
    let pins = encoding.pins();
    for from in 0..pins {
        let Some(&disc) = pos.top(from) else { continue };
        for to in 0..pins {
            if to == from || rules.check(pos, from, to).is_err() {
                continue;
            }
            let landed = rules.recoloured(pos, disc);
            let neighbour = if encoding.in_group(&disc) {
                // The order of equal discs changes: rank it whole.
                pos.shift(from, to, landed);
                let rank = encoding.encode(pos);
                pos.shift(to, from, disc);
                rank
            } else {
                encoding.shifted(rank, &disc, &landed, from, to)
            };
            // Every colour a move gives is one the encoding knows.
            let neighbour = neighbour.ok_or(SearchError::Inconsistent)?;
            visit(neighbour, Move::new(from as u8, to as u8));
        }
    }
    Ok(())
}
