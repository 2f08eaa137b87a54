//! From the start alone, where a swap of pins takes the start to the goal
//! and leaves the rules as they were (Classic, Reve's, Many-Pin,
//! Four-Star: all discs on one pin to all on another, with rules that
//! treat those pins alike). The swap then takes every path from the start to a path
//! from the goal, so a position's distance to the goal is its mirror
//! image's distance from the start, and one ball around the start does the
//! work of the two balls of a search from both ends: half the positions,
//! one set of 2-bit marks, one look-up a neighbour.
//!
//! The ball grows until a position first reached at depth `d` has a mirror
//! image already reached, at `d` or `d - 1` (any nearer and a position of
//! the layer before would have met its image first): a path of `2d` or
//! `2d - 1` moves, the shortest there is, since an optimal path's middle
//! position meets its image at that layer. The swap is its own inverse, so
//! two positions that are each other's images are found by whichever is
//! marked second.

use alloc::vec::Vec;
use core::ops::ControlFlow;

use super::breadth_first::{sweep, Next};
use super::encoding::Encoding;
use super::marks::Marks;
use super::{parallel, walk_back, Layers, Progress, SearchError};
use crate::position::{Move, Position};
use crate::rules::{Constraint, Recolour, Rules};

/// A swap of pins that takes the start to the goal, and ranks to the ranks
/// of their mirror images.
pub struct Mirror {
    /// The pin each pin goes to; applied twice, it is the identity.
    pin: Vec<u8>,
    /// Digits in a rank.
    digits: u32,
    /// The mirror image of every value of `chunk` digits.
    chunk: u32,
    chunk_values: u64,
    images: Vec<u32>,
    /// The image of a value of the last, shorter chunk, if the digits do
    /// not divide into whole chunks.
    last_images: Vec<u32>,
}

/// Most values a chunk table holds (16 KB of images).
const CHUNK_VALUES: u64 = 4096;

impl Mirror {
    /// The swap for this search, if there is one: the rules judge moves by
    /// the discs' sizes and by pins that the swap takes to pins alike, and
    /// every digit of a rank is a disc's pin.
    pub fn new(
        rules: &Rules,
        encoding: &Encoding,
        start: &Position,
        goal: &Position,
    ) -> Option<Mirror> {
        let radix = encoding.pin_radix()?;
        let pins = start.pin_count();
        if radix < 2 || radix != pins as u64 || rules.recolour() != Recolour::Fixed {
            return None;
        }
        let pin = swap_taking(start, goal)?;
        if !rules.constraints().iter().all(|c| keeps(c, &pin)) {
            return None;
        }
        let digits = encoding.digit_count() as u32;
        let mut chunk = 1;
        while radix.pow(chunk + 1) <= CHUNK_VALUES {
            chunk += 1;
        }
        let table = |length: u32| -> Vec<u32> {
            (0..radix.pow(length))
                .map(|value| {
                    let (mut rest, mut image, mut weight) = (value, 0, 1);
                    for _ in 0..length {
                        image += pin[(rest % radix) as usize] as u64 * weight;
                        rest /= radix;
                        weight *= radix;
                    }
                    image as u32
                })
                .collect()
        };
        Some(Mirror {
            images: table(chunk),
            last_images: table(digits % chunk),
            chunk_values: radix.pow(chunk),
            pin,
            digits,
            chunk,
        })
    }

    /// The rank of the mirror image of the position of `rank`.
    #[inline]
    pub fn image(&self, rank: u64) -> u64 {
        // Division by a chunk's values known when compiling is a
        // multiplication (three pins: 3^7; four: 4^6, a shift).
        match self.chunk_values {
            2187 => self.image_by::<2187>(rank),
            4096 => self.image_by::<4096>(rank),
            3125 => self.image_by::<3125>(rank),
            1296 => self.image_by::<1296>(rank),
            _ => self.image_by_any(rank, self.chunk_values),
        }
    }

    #[inline(always)]
    fn image_by<const V: u64>(&self, rank: u64) -> u64 {
        self.image_by_any(rank, V)
    }

    #[inline(always)]
    fn image_by_any(&self, rank: u64, chunk_values: u64) -> u64 {
        let (mut rest, mut image, mut weight) = (rank, 0u64, 1u64);
        for _ in 0..self.digits / self.chunk {
            image += self.images[(rest % chunk_values) as usize] as u64 * weight;
            rest /= chunk_values;
            weight = weight.wrapping_mul(chunk_values);
        }
        if !self.digits.is_multiple_of(self.chunk) {
            image += self.last_images[rest as usize % self.last_images.len()] as u64 * weight;
        }
        image
    }

    /// The moves from the position of rank `image`'s mirror image to the
    /// goal, given the moves from the start to `image`.
    fn to_goal(&self, from_start: &[Move]) -> Vec<Move> {
        from_start
            .iter()
            .rev()
            .map(|mv| Move::new(self.pin[mv.to as usize], self.pin[mv.from as usize]))
            .collect()
    }
}

/// The swap of pins that takes `start`'s discs to `goal`'s, as a pin for
/// each pin, if there is one that is its own inverse; the pins it need not
/// move stay where they are.
fn swap_taking(start: &Position, goal: &Position) -> Option<Vec<u8>> {
    let pins = start.pin_count();
    let mut pin = alloc::vec![u8::MAX; pins];
    for (from, discs) in start.pins().enumerate() {
        for disc in discs {
            let to = goal.pins().position(|there| there.contains(disc))?;
            for (a, b) in [(from, to), (to, from)] {
                if pin[a] != u8::MAX && pin[a] as usize != b {
                    return None;
                }
                pin[a] = b as u8;
            }
        }
    }
    for (p, to) in pin.iter_mut().enumerate() {
        if *to == u8::MAX {
            *to = p as u8;
        }
    }
    let mut image = goal.clone();
    image.clear_discs();
    for (from, discs) in start.pins().enumerate() {
        for &disc in discs {
            image.push(pin[from] as usize, disc);
        }
    }
    image.same_discs(goal).then_some(pin)
}

/// Whether a rule reads the same once the pins are swapped by `pin`.
fn keeps(constraint: &Constraint, pin: &[u8]) -> bool {
    let fixed = |p: u8| pin.get(p as usize) == Some(&p);
    match *constraint {
        Constraint::NotOnSmaller | Constraint::NotOnEqual => true,
        Constraint::ThroughPin(p) | Constraint::OneDiscPin(p) => fixed(p),
        // Arcs are bits `from * 8 + to`: eight pins at most.
        Constraint::Arcs(_) if pin.len() > 8 => false,
        Constraint::Arcs(allowed) => {
            let arc = |a: usize, b: usize| allowed >> (a * 8 + b) & 1;
            (0..pin.len())
                .all(|a| (0..pin.len()).all(|b| arc(a, b) == arc(pin[a] as usize, pin[b] as usize)))
        }
        // Directions and colours: the swap changes what they allow.
        Constraint::Clockwise
        | Constraint::NotOnOwnColour
        | Constraint::OntoNextColour
        | Constraint::OwnPins => false,
    }
}

/// Where the ball met its mirror image: `position` first reached at
/// `depth`, whose image was reached at `image_depth`.
#[derive(Clone, Copy, Debug)]
struct Meeting {
    position: u64,
    depth: u32,
    image_depth: u32,
}

/// One shortest solution (`None` where the goal cannot be reached) and the
/// positions reached. The start and the goal differ; `marks` are empty.
pub fn search(
    encoding: &Encoding,
    rules: &Rules,
    layers: Layers,
    mirror: &Mirror,
    marks: &mut Marks,
    start: u64,
    mut progress: impl FnMut(&Progress) -> ControlFlow<()>,
) -> Result<(Option<Vec<Move>>, u64), SearchError> {
    marks
        .reach(start, 0)
        .map_err(|full| SearchError::from_full(full, 1))?;
    let mut best: Option<Meeting> = None;
    // Lengths up to twice the depth are ruled out, as from both ends.
    let doubled = |p: &Progress| {
        progress(&Progress {
            depth: 2 * p.depth,
            ..*p
        })
    };
    let reached = sweep(
        encoding,
        rules,
        layers,
        marks,
        start,
        doubled,
        |marks, new, depth| {
            let parts = parallel::split(new, layers.share, |part| {
                meeting(mirror, marks, part, depth)
            });
            for found in parts.into_iter().flatten() {
                if best.is_none_or(|b| found.image_depth < b.image_depth) {
                    best = Some(found);
                }
            }
            // The whole layer is reached before the search stops, so the
            // positions reached are the same however the layer was cut up
            // (over the cores or not, natively or in the page).
            if best.is_some() {
                Next::StopAfterLayer
            } else {
                Next::Go
            }
        },
    )?;
    let Some(best) = best else {
        return Ok((None, reached));
    };
    let image = mirror.image(best.position);
    let mut moves = walk_back::shortest_path(encoding, rules, marks, best.position, best.depth)?;
    moves.extend(mirror.to_goal(&walk_back::shortest_path(
        encoding,
        rules,
        marks,
        image,
        best.image_depth,
    )?));
    Ok((Some(moves), reached))
}

/// Of the positions `new`, first reached at `depth`, one whose mirror image
/// has been reached, the nearest image first. A residue is read as `depth`
/// or `depth - 1`, never `depth - 3`: an image at `depth - 2` or nearer
/// would have had a position of the layer before meet its own image first.
fn meeting(mirror: &Mirror, marks: &Marks, new: &[u64], depth: u32) -> Option<Meeting> {
    /// Images asked for ahead of their look-up, so that the fetches overlap.
    const BLOCK: usize = 32;
    let mut best: Option<Meeting> = None;
    let mut images = [0u64; BLOCK];
    for block in new.chunks(BLOCK) {
        for (image, &rank) in images.iter_mut().zip(block) {
            *image = mirror.image(rank);
            marks.prefetch(*image);
        }
        for (&image, &position) in images.iter().zip(block) {
            let image_depth = match marks.residue(image) {
                Some(residue) if residue == depth % 3 => depth,
                Some(residue) if depth > 0 && residue == (depth - 1) % 3 => depth - 1,
                _ => continue,
            };
            if best.is_none_or(|b| image_depth < b.image_depth) {
                best = Some(Meeting {
                    position,
                    depth,
                    image_depth,
                });
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Puzzle;

    /// The image of a rank is the rank of the position with its pins swapped,
    /// for chunked and left-over digits, radix a power of two or not.
    #[test]
    fn a_rank_goes_to_the_rank_of_the_swapped_position() {
        for (name, n, pins) in [
            ("Classic", 17, None),
            ("Classic", 3, None),
            ("Reves", 13, None),
            ("Many_Pin", 9, Some(5)),
        ] {
            let puzzle = Puzzle::by_name(name, n, pins).unwrap();
            let rules = puzzle.solution().rules();
            let encoding = Encoding::new(rules, puzzle.start(), puzzle.goal()).unwrap();
            let mirror = Mirror::new(rules, &encoding, puzzle.start(), puzzle.goal()).unwrap();
            assert_eq!(
                mirror.image(encoding.encode(puzzle.start()).unwrap()),
                encoding.encode(puzzle.goal()).unwrap()
            );
            let (mut pos, mut swapped) = (encoding.blank(), encoding.blank());
            let step = (encoding.positions() / 997).max(1);
            for rank in (0..encoding.positions()).step_by(step as usize) {
                encoding.decode(rank, &mut pos);
                swapped.clear_discs();
                for (pin, discs) in pos.pins().enumerate() {
                    for &disc in discs {
                        swapped.push(mirror.pin[pin] as usize, disc);
                    }
                }
                assert_eq!(
                    mirror.image(rank),
                    encoding.encode(&swapped).unwrap(),
                    "{name} {n}: {rank}"
                );
                assert_eq!(mirror.image(mirror.image(rank)), rank);
            }
        }
    }
}
