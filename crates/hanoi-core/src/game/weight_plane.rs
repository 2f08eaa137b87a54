//! Figure 5 of Chappelon, Larsson and Matsuura: the plane of weights, with
//! w23 held fixed (-3 in the paper) and the other two weights on the axes,
//! coloured by the value of scoring play. The paper draws (EC1) with two
//! discs and leaves the region where the game is drawn white; Theorems 5
//! and 6 give that region for every ending. Here each point of a whole-number
//! grid is analysed, and the region the theorems describe is given as a
//! polygon to outline, so the page can show both.
//!
//! Which weight is across and which is up the caption does not say; we put
//! w12 across (x) and w13 up (y), the order in which the paper lists them.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::ControlFlow;

use super::{Analysis, AnalysisError, Ending, Game, Scoring, Value, Weights};

/// The paper's figure: (EC1), two discs, w23 = -3.
pub const FIGURE_5_DISCS: u64 = 2;
pub const FIGURE_5_W23: i64 = -3;
/// The page's plane by default runs from -10 to 10 on each axis, as the figure does.
pub const FIGURE_5_HALF: i64 = 10;
/// The grid runs from -`MAX_HALF_WIDTH` to `MAX_HALF_WIDTH` at most on each axis.
pub const MAX_HALF_WIDTH: i64 = 12;
/// Discs the plane takes: each point is a game analysed, so few.
pub const MAX_PLANE_DISCS: u64 = 4;

/// The paper's caption, quoted.
pub const FIGURE_5_CAPTION: &str = "Figure 5 of the paper: (EC1) for n = 2, w23 = -3, the other weights on the x- and y-axes; \
    the game is drawn in the white area. For n ≥ 3 (Theorem 6) the drawn games would be a single white dot at (-3, -3).";

/// What each cell's kind means, in the order of the kinds 1 to 5 (a value's
/// kind for the first player), for the legend.
pub const LEGEND: [(u8, &str); 5] = [
    (1, "first player wins"),
    (2, "second player wins"),
    (3, "tie"),
    (4, "draw"),
    (5, "undecided (beyond the window)"),
];

/// One plane to draw: discs, ending, the fixed w23, and the grid's extent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plane {
    pub discs: u64,
    pub ending: Ending,
    pub w23: i64,
    /// The grid runs from -half to half on both axes, in steps of 1.
    pub half: i64,
}

/// The region Theorem 5 or 6 says is drawn, within the plotted square.
#[derive(Clone, Debug, PartialEq)]
pub enum Region {
    /// A polygon's corners (x = w12, y = w13), in order.
    Polygon(Vec<(f64, f64)>),
    /// A single point.
    Point(f64, f64),
    /// No drawn games (or none in the square).
    Empty,
}

impl Plane {
    /// The plane, or why not.
    pub fn new(discs: u64, ending: Ending, w23: i64, half: i64) -> Result<Plane, String> {
        if !(1..=MAX_PLANE_DISCS).contains(&discs) {
            return Err(format!("the weight plane takes 1 to {MAX_PLANE_DISCS} discs, not {discs}"));
        }
        if !(1..=MAX_HALF_WIDTH).contains(&half) {
            return Err(format!("the weight plane's axes run to 1 to {MAX_HALF_WIDTH}, not {half}"));
        }
        if w23.abs() > 100 {
            return Err(format!("the weight w23 takes a whole number from -100 to 100 on the weight plane, not {w23}"));
        }
        Ok(Plane { discs, ending, w23, half })
    }

    /// Cells on each side.
    pub fn side(&self) -> usize {
        (2 * self.half + 1) as usize
    }

    /// The weights (w12, w13) of cell `index`: rows from the top (w13 =
    /// half) down, each from the left (w12 = -half).
    pub fn point(&self, index: usize) -> (i64, i64) {
        let side = self.side();
        (-self.half + (index % side) as i64, self.half - (index / side) as i64)
    }

    /// The weights of cell `index` as the game takes them.
    pub fn weights(&self, index: usize) -> Weights {
        let (x, y) = self.point(index);
        Weights::whole(x, y, self.w23)
    }

    /// The value of scoring play for the first player at every cell, as its
    /// kind (1 to 5, see [`LEGEND`]), rows from the top; `progress(done,
    /// total)` between cells may cancel.
    pub fn cells(&self, progress: &mut dyn FnMut(u64, u64) -> ControlFlow<()>) -> Result<Vec<u8>, AnalysisError> {
        let total = self.side() * self.side();
        let mut kinds = Vec::with_capacity(total);
        for index in 0..total {
            if progress(index as u64, total as u64).is_break() {
                return Err(AnalysisError::Cancelled);
            }
            kinds.push(self.cell(index)?);
        }
        Ok(kinds)
    }

    /// One cell's kind.
    pub fn cell(&self, index: usize) -> Result<u8, AnalysisError> {
        let mut game = Scoring::new(self.discs, self.ending, self.weights(index), None).map_err(|_| AnalysisError::NotThisGame)?;
        // As a `dyn Game`, the page's one instance of the analysis (no second copy in its module).
        let analysis = Analysis::run_with_progress(&mut game as &mut dyn Game, &mut |_| ControlFlow::Continue(()))?;
        Ok(kind(analysis.value(game.start()).unwrap_or(Value::Undecided)))
    }

    /// The drawn region of Theorem 5 (two discs) or 6 (three or more) for
    /// this ending and w23, cut to the plotted square. One disc has no drawn
    /// game (Theorem 5: a win, a loss or a tie).
    pub fn drawn_region(&self) -> Region {
        let c = self.w23 as f64;
        let h = self.half as f64;
        if self.discs >= 3 {
            // All weights equal and not positive: (w23, w23).
            return if self.w23 <= 0 && c.abs() <= h { Region::Point(c, c) } else { Region::Empty };
        }
        if self.discs == 1 {
            return Region::Empty;
        }
        // Theorem 5's inequalities, each a win when > 0, as p x + q y + r
        // with x = w12, y = w13: drawn where every one that applies is ≤ 0.
        let one = (1.0, -1.0, c); // w12 + w23 - w13
        let two = (-1.0, 3.0, -c); // 3 w13 - w12 - w23
        let three = (-1.0, 1.0, c); // w13 + w23 - w12
        let four = (3.0, -1.0, -c); // 3 w12 - w13 - w23
        let five = (1.0, 1.0, -c); // w12 + w13 - w23
        let lines: Vec<(f64, f64, f64)> = match self.ending {
            Ending::Ec1 => alloc::vec![one, two],
            Ending::Ec2 | Ending::Ec3 => alloc::vec![five],
            Ending::Ec4 | Ending::Ec5 => alloc::vec![one, two, three, four, five],
        };
        let mut polygon = alloc::vec![(-h, -h), (h, -h), (h, h), (-h, h)];
        for line in lines {
            polygon = clip(&polygon, line);
        }
        if polygon.len() >= 3 {
            Region::Polygon(polygon)
        } else {
            Region::Empty
        }
    }

    /// A sentence under the plot: what it shows and what the theorem draws.
    pub fn sentence(&self) -> String {
        let theorem = match (self.discs, self.ending) {
            (1, _) => "Theorem 5: with one disc there is no drawn game (a win, a loss or a tie)",
            (2, Ending::Ec1) => "Theorem 5: drawn unless w12 + w23 > w13 or 3w13 > w12 + w23 (outlined); this is the paper's Figure 5",
            (2, Ending::Ec2 | Ending::Ec3) => "Theorem 5: drawn unless w12 + w13 > w23 (outlined)",
            (2, _) => "Theorem 5: drawn unless one of its five inequalities holds (outlined)",
            _ => "Theorem 6: the first player wins except where all three weights are equal and not positive (the dot)",
        };
        format!(
            "Scoring play with {} discs, {}, w23 = {}: w12 across from {} to {}, w13 up from {} to {}, each point a game analysed. {}.",
            self.discs,
            self.ending,
            self.w23,
            -self.half,
            self.half,
            -self.half,
            self.half,
            theorem
        )
    }
}

/// A value's kind for the legend: 1 win, 2 lose, 3 tie, 4 draw, 5 undecided.
fn kind(value: Value) -> u8 {
    match value {
        Value::Win(_) => 1,
        Value::Lose(_) => 2,
        Value::Tie(_) => 3,
        Value::Draw => 4,
        Value::Undecided => 5,
    }
}

/// The part of convex `polygon` where p x + q y + r ≤ 0 (Sutherland–Hodgman
/// against one line).
fn clip(polygon: &[(f64, f64)], (p, q, r): (f64, f64, f64)) -> Vec<(f64, f64)> {
    let side = |(x, y): (f64, f64)| p * x + q * y + r;
    let mut out = Vec::new();
    for (i, &a) in polygon.iter().enumerate() {
        let b = polygon[(i + 1) % polygon.len()];
        let (sa, sb) = (side(a), side(b));
        if sa <= 0.0 {
            out.push(a);
        }
        if (sa < 0.0 && sb > 0.0) || (sa > 0.0 && sb < 0.0) {
            let t = sa / (sa - sb);
            out.push((a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figure_5s_region_is_the_wedge_from_3_0_leftwards() {
        let plane = Plane::new(2, Ending::Ec1, -3, 10).unwrap();
        let Region::Polygon(corners) = plane.drawn_region() else { panic!("a polygon") };
        assert!(corners.contains(&(3.0, 0.0)), "{corners:?}");
        assert!(corners.iter().all(|&(x, y)| y <= (x - 3.0) / 3.0 + 1e-9 && y >= x - 3.0 - 1e-9));
    }
}
