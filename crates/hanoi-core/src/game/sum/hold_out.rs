//! Holding out longest in a lost sum. The parts' values say who wins, not
//! how long it takes; where the sum is small enough, the product of its
//! parts is analysed as one game (once, the first time the computer is
//! losing) and its slowest loss is played instead of the first legal move.

use super::product::{PartMove, ProductGame};
use crate::game::{Analysis, Game, Next, Value};

/// The most ranks of a product analysed to hold out: 4 bytes each (4 MB),
/// well under a tenth of a second's analysis in a page's worker.
pub const HOLD_OUT_RANKS: u64 = 1 << 20;

/// A small sum as one game, analysed when first asked.
#[derive(Clone, Debug)]
pub(super) struct HoldOut {
    product: ProductGame,
    analysis: Option<Analysis>,
}

impl HoldOut {
    /// For a sum of these parts, where their product is small enough.
    pub(super) fn of(product: ProductGame) -> Option<HoldOut> {
        (product.ranks() <= HOLD_OUT_RANKS).then_some(HoldOut { product, analysis: None })
    }

    /// The move that puts a lost position (each part at `ranks`) off
    /// longest, or `None` where the product says it is not lost, or its
    /// analysis could not be made.
    pub(super) fn longest(&mut self, ranks: &[u64]) -> Option<PartMove> {
        if self.analysis.is_none() {
            let game: &mut dyn Game = &mut self.product;
            self.analysis = Some(Analysis::run(game).ok()?);
        }
        let analysis = self.analysis.as_ref()?;
        let rank = self.product.join(ranks);
        if !matches!(analysis.value(rank), Some(Value::Lose(_))) {
            return None;
        }
        match analysis.best(&mut self.product, rank)? {
            (mv, Next::Rank(_)) => Some(PartMove::decoded(mv)),
            _ => None,
        }
    }
}
