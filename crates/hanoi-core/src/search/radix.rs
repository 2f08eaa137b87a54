//! Sorting lists of ranks a digit of up to 12 bits at a time, least
//! significant first: as fast here as the library's sorts, and a fraction
//! of their WebAssembly (the study module carries the search).

use alloc::collections::TryReserveError;
use alloc::vec::Vec;

/// The widest digit a pass sorts by: 2^12 counts stay in the nearest
/// caches, and 12 bits a pass sorts 32-bit ranks (Checkers_C with 20
/// discs) and 36-bit ones (Reversi with 12) in three passes, where bytes
/// took four and five (11 bits, four passes for Reversi, was 8 % slower).
const MAX_DIGIT: u32 = 12;

/// Sort `ranks`, all below `2^bits`, with `scratch` as room (resized to
/// their length; its contents are left undefined). Fails, sorting nothing,
/// where that room cannot be had.
pub fn sort(ranks: &mut Vec<u64>, scratch: &mut Vec<u64>, bits: u32) -> Result<(), TryReserveError> {
    let passes = bits.div_ceil(MAX_DIGIT).max(1);
    let width = bits.div_ceil(passes).max(1);
    let buckets = 1usize << width;
    let mask = buckets as u64 - 1;
    let len = ranks.len();
    scratch.clear();
    scratch.try_reserve_exact(len)?;
    scratch.resize(len, 0);
    // Each pass's counts are taken while the pass before places the ranks,
    // so the list is read once a pass.
    let mut count = alloc::vec![0usize; buckets];
    let mut next_count = alloc::vec![0usize; buckets];
    for &rank in ranks.iter() {
        count[(rank & mask) as usize] += 1;
    }
    let mut offsets = alloc::vec![0usize; buckets];
    for pass in 0..passes {
        let shift = pass * width;
        let last = pass + 1 == passes;
        next_count.iter_mut().for_each(|c| *c = 0);
        // A digit that every rank shares orders nothing.
        if count.contains(&len) {
            if !last {
                for &rank in ranks.iter() {
                    next_count[((rank >> (shift + width)) & mask) as usize] += 1;
                }
            }
        } else {
            let mut total = 0;
            for (slot, &c) in offsets.iter_mut().zip(&count) {
                *slot = total;
                total += c;
            }
            if last {
                for &rank in ranks.iter() {
                    let digit = ((rank >> shift) & mask) as usize;
                    scratch[offsets[digit]] = rank;
                    offsets[digit] += 1;
                }
            } else {
                for &rank in ranks.iter() {
                    let digit = ((rank >> shift) & mask) as usize;
                    scratch[offsets[digit]] = rank;
                    offsets[digit] += 1;
                    next_count[((rank >> (shift + width)) & mask) as usize] += 1;
                }
            }
            core::mem::swap(ranks, scratch);
        }
        core::mem::swap(&mut count, &mut next_count);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_as_a_comparison_sort_does() {
        let mut scratch = Vec::new();
        for (len, bits) in [(0, 8), (1, 3), (100, 10), (5000, 20), (5000, 33), (70_000, 36), (70_000, 45), (70_000, 64)]
        {
            let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
            let mut ranks: Vec<u64> = (0..len as u64).map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) & mask).collect();
            // Repeats, and digits every rank shares (below 2^bits, as sort asks).
            ranks.extend((0..len as u64 / 10).map(|i| ((i % 7) << 12) & mask));
            let mut expected = ranks.clone();
            expected.sort_unstable();
            sort(&mut ranks, &mut scratch, bits).unwrap();
            assert_eq!(ranks, expected, "{len} ranks of {bits} bits");
        }
    }
}
