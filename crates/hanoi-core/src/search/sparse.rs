//! A compact hash table from rank to depth, for searches whose ranks are
//! mostly positions the rules never reach (colours that change with every
//! move, colour rules that forbid most stacks): memory then follows the
//! positions reached, not the ranks.
//!
//! Open addressing with linear probing over two flat arrays; a key is the
//! rank plus one, so zero marks an empty slot and nothing is ever removed.

use alloc::vec::Vec;

use super::marks::{prefetch, zeroed, OutOfMemory};

/// Bytes per slot: an 8-byte key and a 4-byte depth.
pub const SLOT_BYTES: u128 = 12;

/// The table starts with this many slots.
const FIRST_SLOTS: usize = 1 << 12;

pub struct Table {
    keys: Vec<u64>,
    depths: Vec<u32>,
    len: usize,
    /// log2 of the number of slots, for the multiplicative hash.
    bits: u32,
}

impl Table {
    pub fn new() -> Result<Table, OutOfMemory> {
        Table::with_slots(FIRST_SLOTS)
    }

    fn with_slots(slots: usize) -> Result<Table, OutOfMemory> {
        Ok(Table { keys: zeroed(slots)?, depths: zeroed(slots)?, len: 0, bits: slots.trailing_zeros() })
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Bytes the table takes now.
    pub fn bytes(&self) -> u128 {
        self.keys.len() as u128 * SLOT_BYTES
    }

    /// Bytes it will take after its next growth.
    pub fn bytes_when_grown(&self) -> u128 {
        self.bytes() * 2
    }

    /// Whether one more insertion would pass the load limit (three quarters).
    pub fn is_full(&self) -> bool {
        (self.len + 1) * 4 > self.keys.len() * 3
    }

    #[inline(always)]
    fn home(&self, key: u64) -> usize {
        // Fibonacci hashing: the high bits of the product spread
        // neighbouring ranks (which differ in low digits) across the table.
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - self.bits)) as usize
    }

    /// Ask for the slot where a look-up of `rank` starts.
    #[inline(always)]
    pub fn prefetch(&self, rank: u64) {
        let slot = self.home(rank + 1);
        prefetch(self.keys.as_ptr().wrapping_add(slot));
        prefetch(self.depths.as_ptr().wrapping_add(slot));
    }

    /// The depth of `rank`, if it is in the table.
    #[inline]
    pub fn get(&self, rank: u64) -> Option<u32> {
        let key = rank + 1;
        let mask = self.keys.len() - 1;
        let mut slot = self.home(key);
        loop {
            match self.keys[slot] {
                0 => return None,
                k if k == key => return Some(self.depths[slot]),
                _ => slot = (slot + 1) & mask,
            }
        }
    }

    /// Put `rank` in at `depth` unless it is there: whether it was new.
    /// The caller has made room ([`Table::is_full`], [`Table::grow`]).
    #[inline]
    pub fn insert(&mut self, rank: u64, depth: u32) -> bool {
        let key = rank + 1;
        let mask = self.keys.len() - 1;
        let mut slot = self.home(key);
        loop {
            match self.keys[slot] {
                0 => {
                    self.keys[slot] = key;
                    self.depths[slot] = depth;
                    self.len += 1;
                    return true;
                }
                k if k == key => return false,
                _ => slot = (slot + 1) & mask,
            }
        }
    }

    /// Twice the slots, every entry kept.
    pub fn grow(&mut self) -> Result<(), OutOfMemory> {
        let mut bigger = Table::with_slots(self.keys.len() * 2)?;
        for (rank, depth) in self.entries() {
            bigger.insert(rank, depth);
        }
        *self = bigger;
        Ok(())
    }

    /// Every rank in the table and its depth.
    pub fn entries(&self) -> impl Iterator<Item = (u64, u32)> + '_ {
        self.keys.iter().zip(&self.depths).filter(|(&key, _)| key != 0).map(|(&key, &depth)| (key - 1, depth))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_what_was_put_in_through_growth() {
        let mut table = Table::new().unwrap();
        for rank in (0..20_000u64).map(|i| i * 7919 % 1_000_003) {
            if table.is_full() {
                table.grow().unwrap();
            }
            assert!(table.insert(rank, (rank % 5) as u32));
            assert!(!table.insert(rank, 9));
        }
        assert_eq!(table.len(), 20_000);
        assert_eq!(table.get(7919), Some(7919 % 5));
        assert_eq!(table.get(1), None);
        assert_eq!(table.entries().count(), 20_000);
        // The largest rank a 64-bit encoding can give.
        table.insert(u64::MAX - 1, 3);
        assert_eq!(table.get(u64::MAX - 1), Some(3));
    }
}
