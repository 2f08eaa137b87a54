//! A compact hash table from rank to depth, for searches whose ranks are
//! mostly positions the rules never reach (colours that change with every
//! move, colour rules that forbid most stacks): memory then follows the
//! positions reached, not the ranks.
//!
//! Open addressing with linear probing over flat arrays; a key is the rank
//! plus one, so zero marks an empty slot and nothing is ever removed. Where
//! depth mod 3 is enough (moves that can be undone) it rides in the key's
//! two low bits, 8 bytes a slot; exact depths take a second array.

use alloc::vec::Vec;

use super::marks::{prefetch, zeroed, OutOfMemory};

/// The table starts with this many slots.
const FIRST_SLOTS: usize = 1 << 12;

pub struct Table {
    /// Rank + 1, shifted left two bits past a residue where `packed`.
    keys: Vec<u64>,
    /// Exact depths, where not `packed`; empty otherwise.
    depths: Vec<u32>,
    /// Whether the depth mod 3 is kept in the keys, and only that.
    packed: bool,
    len: usize,
    /// log2 of the number of slots, for the multiplicative hash.
    bits: u32,
}

impl Table {
    /// A table for ranks below `positions`, keeping exact depths or (where
    /// the ranks leave room in a key) depths mod 3.
    pub fn new(positions: u64, exact: bool) -> Result<Table, OutOfMemory> {
        Table::with_slots(FIRST_SLOTS, !exact && positions < 1 << 61)
    }

    fn with_slots(slots: usize, packed: bool) -> Result<Table, OutOfMemory> {
        let depths = if packed { Vec::new() } else { zeroed(slots)? };
        Ok(Table { keys: zeroed(slots)?, depths, packed, len: 0, bits: slots.trailing_zeros() })
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it keeps depths mod 3 only.
    pub fn is_packed(&self) -> bool {
        self.packed
    }

    /// Bytes the table takes now.
    pub fn bytes(&self) -> u128 {
        self.keys.len() as u128 * if self.packed { 8 } else { 12 }
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
        if !self.packed {
            prefetch(self.depths.as_ptr().wrapping_add(slot));
        }
    }

    /// The depth of `rank` (mod 3 where packed), if it is in the table.
    #[inline]
    pub fn get(&self, rank: u64) -> Option<u32> {
        let key = rank + 1;
        let mask = self.keys.len() - 1;
        let mut slot = self.home(key);
        loop {
            let entry = self.keys[slot];
            if entry == 0 {
                return None;
            }
            if self.packed && entry >> 2 == key {
                return Some((entry & 3) as u32);
            }
            if !self.packed && entry == key {
                return Some(self.depths[slot]);
            }
            slot = (slot + 1) & mask;
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
            let entry = self.keys[slot];
            if entry == 0 {
                if self.packed {
                    self.keys[slot] = key << 2 | (depth % 3) as u64;
                } else {
                    self.keys[slot] = key;
                    self.depths[slot] = depth;
                }
                self.len += 1;
                return true;
            }
            if (if self.packed { entry >> 2 } else { entry }) == key {
                return false;
            }
            slot = (slot + 1) & mask;
        }
    }

    /// Twice the slots, every entry kept.
    pub fn grow(&mut self) -> Result<(), OutOfMemory> {
        let mut bigger = Table::with_slots(self.keys.len() * 2, self.packed)?;
        for (rank, depth) in self.entries() {
            bigger.insert(rank, depth);
        }
        *self = bigger;
        Ok(())
    }

    /// Every rank in the table and its depth (mod 3 where packed).
    pub fn entries(&self) -> impl Iterator<Item = (u64, u32)> + '_ {
        self.keys.iter().enumerate().filter(|(_, &entry)| entry != 0).map(|(slot, &entry)| {
            if self.packed {
                ((entry >> 2) - 1, (entry & 3) as u32)
            } else {
                (entry - 1, self.depths[slot])
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_what_was_put_in_through_growth() {
        for (positions, exact, keeps) in [(1 << 40, false, 3), (1 << 40, true, 5), (u64::MAX, false, 5)] {
            let mut table = Table::new(positions, exact).unwrap();
            for rank in (0..20_000u64).map(|i| i * 7919 % 1_000_003) {
                if table.is_full() {
                    table.grow().unwrap();
                }
                assert!(table.insert(rank, (rank % 5) as u32));
                assert!(!table.insert(rank, 9));
            }
            assert_eq!(table.len(), 20_000);
            assert_eq!(table.get(7919), Some(7919 % 5 % keeps));
            assert_eq!(table.get(1), None);
            assert_eq!(table.entries().count(), 20_000);
            assert!(table.entries().all(|(rank, depth)| depth == (rank % 5) as u32 % keeps));
        }
        // The largest rank a 64-bit encoding can give.
        let mut table = Table::new(u64::MAX, true).unwrap();
        table.insert(u64::MAX - 1, 3);
        assert_eq!(table.get(u64::MAX - 1), Some(3));
    }
}
