//! The interpreter's memos (call lengths, recorded templates): a map from
//! the programs' u64 keys to values, by open addressing. A puzzle built and
//! played once looks its memos up a few hundred times; a BTreeMap's walk
//! down its nodes made that a tenth of the puzzle's time.

use alloc::vec::Vec;

pub(crate) struct Memo<V> {
    /// A power of two long (or empty); at most half full.
    slots: Vec<Option<(u64, V)>>,
    len: usize,
}

impl<V> Memo<V> {
    pub(crate) fn new() -> Memo<V> {
        Memo { slots: Vec::new(), len: 0 }
    }

    /// Where `key`'s search starts: Fibonacci hashing, so keys that differ
    /// only in their high bits (a pin, a level) spread too.
    fn home(&self, key: u64) -> usize {
        let bits = self.slots.len().trailing_zeros();
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - bits)) as usize
    }

    /// The slot holding `key`, or the empty one where it would go.
    fn slot(&self, key: u64) -> usize {
        let mask = self.slots.len() - 1;
        let mut at = self.home(key);
        while let Some((held, _)) = &self.slots[at] {
            if *held == key {
                break;
            }
            at = (at + 1) & mask;
        }
        at
    }

    pub(crate) fn get(&self, key: u64) -> Option<&V> {
        if self.slots.is_empty() {
            return None;
        }
        self.slots[self.slot(key)].as_ref().map(|(_, value)| value)
    }

    pub(crate) fn insert(&mut self, key: u64, value: V) {
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        let at = self.slot(key);
        if self.slots[at].is_none() {
            self.len += 1;
        }
        self.slots[at] = Some((key, value));
    }

    fn grow(&mut self) {
        let size = (2 * self.slots.len()).max(64);
        let old = core::mem::replace(&mut self.slots, (0..size).map(|_| None).collect());
        self.len = 0;
        for (key, value) in old.into_iter().flatten() {
            self.insert(key, value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Memo;

    #[test]
    fn holds_what_was_put_in_across_growth() {
        let mut memo = Memo::new();
        assert_eq!(memo.get(7), None);
        let keys: alloc::vec::Vec<u64> = (0..1000u64).map(|i| (i << 56) | (i * 3)).collect();
        for (i, &key) in keys.iter().enumerate() {
            memo.insert(key, i);
        }
        memo.insert(keys[5], 99);
        for (i, &key) in keys.iter().enumerate() {
            assert_eq!(memo.get(key), Some(&if i == 5 { 99 } else { i }));
        }
        assert_eq!(memo.get(1), None);
        assert_eq!(memo.len, 1000);
    }
}
