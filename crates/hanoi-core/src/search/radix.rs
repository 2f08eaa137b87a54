//! Sorting lists of ranks a byte at a time, least significant first: as
//! fast here as the library's sorts, and a fraction of their WebAssembly
//! (the study module carries the search).

use alloc::collections::TryReserveError;
use alloc::vec::Vec;

/// Sort `ranks`, all below `2^bits`, with `scratch` as room (resized to
/// their length; its contents are left undefined). Fails, sorting nothing,
/// where that room cannot be had.
pub fn sort(ranks: &mut Vec<u64>, scratch: &mut Vec<u64>, bits: u32) -> Result<(), TryReserveError> {
    let passes = bits.div_ceil(8).max(1) as usize;
    // Every pass's counts, taken in one read of the list.
    let mut counts = alloc::vec![[0usize; 256]; passes];
    for &rank in ranks.iter() {
        for (pass, count) in counts.iter_mut().enumerate() {
            count[(rank >> (pass * 8)) as usize & 0xFF] += 1;
        }
    }
    let len = ranks.len();
    scratch.clear();
    scratch.try_reserve_exact(len)?;
    scratch.resize(len, 0);
    for (pass, count) in counts.iter().enumerate() {
        // A byte that every rank shares orders nothing.
        if count.contains(&len) {
            continue;
        }
        let mut next = [0usize; 256];
        let mut total = 0;
        for (slot, &c) in next.iter_mut().zip(count) {
            *slot = total;
            total += c;
        }
        let shift = pass * 8;
        for &rank in ranks.iter() {
            let byte = (rank >> shift) as usize & 0xFF;
            scratch[next[byte]] = rank;
            next[byte] += 1;
        }
        core::mem::swap(ranks, scratch);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_as_a_comparison_sort_does() {
        let mut scratch = Vec::new();
        for (len, bits) in [(0, 8), (1, 3), (100, 10), (5000, 20), (70_000, 45), (70_000, 64)] {
            let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
            let mut ranks: Vec<u64> = (0..len as u64).map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) & mask).collect();
            // Repeats, and bytes every rank shares.
            ranks.extend((0..len as u64 / 10).map(|i| (i % 7) << 12));
            let mut expected = ranks.clone();
            expected.sort_unstable();
            sort(&mut ranks, &mut scratch, bits).unwrap();
            assert_eq!(ranks, expected, "{len} ranks of {bits} bits");
        }
    }
}
