//! Ranks whose digits are all powers of two, every disc a field of the same
//! bits (its pin, then its colour where colours change): Reversi's four pins
//! and two colours, three bits a disc. The top of every pin is then read
//! from the whole rank at once, a few bit operations a pin, rather than
//! digit by digit (which took a third of Reversi's search).

/// The layout of such ranks: disc `i` (largest first, as the encoding's
/// slots) is the field at bit `i * width`.
#[derive(Clone, Debug)]
pub struct Packed {
    pins: usize,
    width: u32,
    pin_bits: u32,
    colour_mask: u64,
    /// The lowest bit of every disc's field.
    low: u64,
    /// Every disc's colour digit.
    colours: u64,
    /// The disc whose field holds each bit of a rank.
    disc_at_bit: [u8; 64],
}

/// No disc: the pin is empty.
pub const NONE: u8 = u8::MAX;

impl Packed {
    /// The layout of `discs` discs on `pins` pins (a pin digit each, the pin
    /// itself) with `colours` colours each (a colour digit where more than
    /// one), if both are powers of two and the fields fit in a rank.
    pub fn new(discs: usize, pins: usize, colours: usize) -> Option<Packed> {
        // Tops are read for 64 pins at most.
        if !pins.is_power_of_two() || !(2..=64).contains(&pins) || !colours.is_power_of_two() || discs == 0 {
            return None;
        }
        let (pin_bits, colour_bits) = (pins.trailing_zeros(), colours.trailing_zeros());
        let width = pin_bits + colour_bits;
        if discs as u32 * width > 64 || discs >= NONE as usize {
            return None;
        }
        let low = (0..discs).fold(0u64, |low, disc| low | 1 << (disc as u32 * width));
        let mut disc_at_bit = [NONE; 64];
        for (bit, disc) in disc_at_bit.iter_mut().enumerate().take((discs as u32 * width) as usize) {
            *disc = (bit as u32 / width) as u8;
        }
        let colour_mask = colours as u64 - 1;
        let colours = (low * colour_mask) << pin_bits;
        Some(Packed { pins, width, pin_bits, colour_mask, low, colours, disc_at_bit })
    }

    /// For every pin, the disc on top of it ([`NONE`] where it is empty):
    /// the smallest disc there, whose field is the highest holding the pin.
    #[inline(always)]
    pub fn top_discs(&self, rank: u64, tops: &mut [u8]) {
        for (pin, top) in tops.iter_mut().enumerate().take(self.pins) {
            // Zero in a field's pin bits exactly where the disc is on `pin`.
            let differ = rank ^ (pin as u64).wrapping_mul(self.low);
            let mut any = differ;
            for bit in 1..self.pin_bits {
                any |= differ >> bit;
            }
            let on = !any & self.low;
            *top = if on == 0 { NONE } else { self.disc_at_bit[(63 - on.leading_zeros()) as usize] };
        }
    }

    /// The colour digit of disc `disc` in `rank`.
    #[inline(always)]
    pub fn colour(&self, rank: u64, disc: u8) -> usize {
        ((rank >> (disc as u32 * self.width + self.pin_bits)) & self.colour_mask) as usize
    }

    /// Whether the colour digits' bits that are set are odd in number: with
    /// two colours, where every move turns its disc over, this changes with
    /// each move, so all the positions k moves from one of them share it.
    #[inline]
    pub fn parity(&self, rank: u64) -> u32 {
        (rank & self.colours).count_ones() & 1
    }

    /// `rank` with disc `disc` moved from pin `from` to pin `to`, its colour
    /// digit changed by `colour_change` (the old digit xor the new).
    #[inline(always)]
    pub fn moved(&self, rank: u64, disc: u8, from: usize, to: usize, colour_change: u64) -> u64 {
        let field = ((from ^ to) as u64) | colour_change << self.pin_bits;
        rank ^ field << (disc as u32 * self.width)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_tops_and_moves_from_the_bits() {
        // Three discs (largest first) on four pins, two colours each:
        // disc 0 on pin 2 colour 1, disc 1 on pin 2 colour 0, disc 2 on pin 3 colour 1.
        let packed = Packed::new(3, 4, 2).unwrap();
        let rank = (2 | 1 << 2) | (2 << 3) | ((3 | 1 << 2) << 6);
        let mut tops = [0u8; 4];
        packed.top_discs(rank, &mut tops);
        assert_eq!(tops, [NONE, NONE, 1, 2]);
        assert_eq!((packed.colour(rank, 0), packed.colour(rank, 1), packed.colour(rank, 2)), (1, 0, 1));
        assert_eq!(packed.parity(rank), 0);
        // Disc 1 from pin 2 to pin 0, turning over.
        let moved = packed.moved(rank, 1, 2, 0, 1);
        assert_eq!(moved, (2 | 1 << 2) | (1 << 2) << 3 | ((3 | 1 << 2) << 6));
        packed.top_discs(moved, &mut tops);
        assert_eq!(tops, [1, NONE, 0, 2]);
        assert_eq!(packed.parity(moved), 1);
        assert!(Packed::new(3, 3, 2).is_none() && Packed::new(22, 4, 2).is_none() && Packed::new(21, 4, 2).is_some());
    }
}
