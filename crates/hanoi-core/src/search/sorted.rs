//! Sorted lists of ranks without repeats, as the layered search keeps its
//! layers: what two have in common, and one less the other. Lists of like
//! length are merged without branches (a merge's comparisons go either way
//! at random, and mispredicted branches were most of its time); a list far
//! longer than the other is galloped through instead, a few steps a look-up.

use alloc::vec::Vec;

/// A list longer than this many times the other is galloped through rather
/// than merged: a step of a merge costs about a sixth of a look-up.
const MERGE_RATIO: usize = 4;

/// Drop from `found` the ranks that are in `list`; both sorted, without repeats.
pub fn drop_common(found: &mut Vec<u64>, list: &[u64]) {
    if list.len() > MERGE_RATIO * found.len() {
        let mut cursor = Cursor::new(list);
        found.retain(|&rank| !cursor.holds(rank));
        return;
    }
    let (mut i, mut j, mut kept) = (0, 0, 0);
    while i < found.len() && j < list.len() {
        let (a, b) = (found[i], list[j]);
        // Written at once, kept only if below `b`: `kept` never passes `i`.
        found[kept] = a;
        kept += (a < b) as usize;
        i += (a <= b) as usize;
        j += (b <= a) as usize;
    }
    found.copy_within(i.., kept);
    found.truncate(kept + found.len() - i);
}

/// The ranks in both sorted lists.
pub fn common(a: &[u64], b: &[u64]) -> Vec<u64> {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if long.len() > MERGE_RATIO * short.len() {
        let mut cursor = Cursor::new(long);
        return short.iter().copied().filter(|&rank| cursor.holds(rank)).collect();
    }
    let mut both = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < short.len() && j < long.len() {
        let (x, y) = (short[i], long[j]);
        if x == y {
            both.push(x);
        }
        i += (x <= y) as usize;
        j += (y <= x) as usize;
    }
    both
}

/// Look-ups in a sorted list for ranks that come in increasing order: each
/// search gallops on from where the last one ended, so a run of look-ups
/// costs about a merge of the two lists, in the order memory lies.
pub struct Cursor<'a> {
    list: &'a [u64],
    at: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(list: &'a [u64]) -> Cursor<'a> {
        Cursor { list, at: 0 }
    }

    /// Whether `rank` is in the list; `rank` is at least the last one asked.
    #[inline]
    pub fn holds(&mut self, rank: u64) -> bool {
        let rest = &self.list[self.at..];
        // Gallop to a step past `rank`, then search within the last step.
        let mut step = 1;
        while step < rest.len() && rest[step] < rank {
            step *= 2;
        }
        let end = (step + 1).min(rest.len());
        let offset = rest[step / 2..end].partition_point(|&r| r < rank) + step / 2;
        self.at += offset;
        rest.get(offset) == Some(&rank)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cursor_finds_ascending_ranks() {
        let list: Vec<u64> = (0..1000).map(|i| i * 3).collect();
        let mut cursor = Cursor::new(&list);
        let found: Vec<u64> = (0..3100).filter(|&r| cursor.holds(r)).collect();
        assert_eq!(found, list);
        let mut cursor = Cursor::new(&list);
        assert!(cursor.holds(2997) && !cursor.holds(2998) && !cursor.holds(5000));
        assert!(!Cursor::new(&[]).holds(0));
    }

    #[test]
    fn merging_and_galloping_agree_with_sets() {
        use alloc::collections::BTreeSet;
        // Lengths on both sides of the ratio where merging gives way to galloping.
        for (n, step_a, m, step_b) in
            [(0, 1, 10, 1), (10, 1, 0, 1), (100, 3, 120, 2), (50, 7, 5000, 1), (3000, 5, 40, 11)]
        {
            let a: Vec<u64> = (0..n).map(|i| i * step_a + 1).collect();
            let b: Vec<u64> = (0..m).map(|i| i * step_b).collect();
            let (set_a, set_b): (BTreeSet<u64>, BTreeSet<u64>) =
                (a.iter().copied().collect(), b.iter().copied().collect());
            let mut less = a.clone();
            drop_common(&mut less, &b);
            assert_eq!(less, set_a.difference(&set_b).copied().collect::<Vec<_>>(), "{n} {m}");
            assert_eq!(common(&a, &b), set_a.intersection(&set_b).copied().collect::<Vec<_>>(), "{n} {m}");
        }
        assert_eq!(common(&[1, 4, 9, 16], &(0..1000).map(|i| i * 3).collect::<Vec<_>>()), [9]);
    }
}
