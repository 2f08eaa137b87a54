//! What the search remembers per position: whether it was reached, and
//! enough of its depth to walk back from the goal along a shortest path:
//! densely, a few bits per rank, or in a hash table of the ranks reached.

use alloc::alloc::alloc_zeroed;
use alloc::vec::Vec;

use super::sparse::Table;

/// Depths of reached positions, by rank, kept in whichever store is
/// smaller for what has been reached so far.
pub struct Marks {
    store: Store,
    positions: u64,
    /// Exact depths rather than residues in the dense store.
    exact: bool,
    /// The most bytes the store may take.
    limit: u128,
    /// Whether a hash table may turn dense.
    may_turn_dense: bool,
}

/// How the marks are kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// A mark per rank from the start.
    Dense,
    /// A hash table of the ranks reached, always.
    Sparse,
    /// A hash table that turns dense once that takes less memory.
    SparseThenDense,
}

enum Store {
    /// 2 bits per rank: 0 unreached, else 1 + depth mod 3. Enough when every
    /// move can be undone: a predecessor of a position at depth k is then at
    /// k - 1, k or k + 1, three different residues.
    Residues(Vec<u64>),
    /// The depth plus 1 (0 unreached) per rank, for one-way moves, where a
    /// predecessor may lie at any greater depth.
    Depths(Vec<u32>),
    /// Depths (exact, or mod 3 where that is enough) of the ranks reached
    /// only, while they are few.
    Sparse(Table),
}

/// Why the marks could not take another position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Full {
    /// The allocator refused this many bytes.
    Allocation { bytes: u128 },
    /// Growing further would pass the limit.
    Limit,
}

impl Marks {
    /// Bytes for `positions` positions in the dense store, exact or residue marks.
    pub fn bytes(positions: u64, exact: bool) -> u128 {
        if exact {
            positions as u128 * 4
        } else {
            (positions as u128).div_ceil(32) * 8
        }
    }

    /// The bytes the store holds now.
    pub fn held(&self) -> u128 {
        match &self.store {
            Store::Residues(words) => words.len() as u128 * 8,
            Store::Depths(depths) => depths.len() as u128 * 4,
            Store::Sparse(table) => table.bytes(),
        }
    }

    /// All unreached, kept as `layout` says; never more than `limit` bytes.
    pub fn new(positions: u64, exact: bool, layout: Layout, limit: u128) -> Result<Marks, Full> {
        let may_turn_dense = layout == Layout::SparseThenDense;
        let store = match layout {
            Layout::Dense => Marks::dense(positions, exact, limit)?,
            Layout::Sparse | Layout::SparseThenDense => {
                Store::Sparse(Table::new(positions, exact).map_err(|_| Full::Allocation { bytes: 0 })?)
            }
        };
        Ok(Marks { store, positions, exact, limit, may_turn_dense })
    }

    /// The dense store, all unreached, if it fits `limit`.
    fn dense(positions: u64, exact: bool, limit: u128) -> Result<Store, Full> {
        let bytes = Marks::bytes(positions, exact);
        if bytes > limit {
            return Err(Full::Limit);
        }
        let failed = |_| Full::Allocation { bytes };
        // On a 32-bit target (WebAssembly) a larger space cannot be indexed.
        if exact {
            Ok(Store::Depths(zeroed(usize::try_from(positions).map_err(|_| failed(OutOfMemory))?).map_err(failed)?))
        } else {
            let words = usize::try_from(positions.div_ceil(32)).map_err(|_| failed(OutOfMemory))?;
            Ok(Store::Residues(zeroed(words).map_err(failed)?))
        }
    }

    /// The depth mod 3 of `rank`, if it was reached.
    #[inline]
    pub fn residue(&self, rank: u64) -> Option<u32> {
        match &self.store {
            Store::Residues(words) => match (words[(rank / 32) as usize] >> (rank % 32 * 2)) & 3 {
                0 => None,
                mark => Some(mark as u32 - 1),
            },
            Store::Depths(depths) => depths[rank as usize].checked_sub(1).map(|depth| depth % 3),
            Store::Sparse(table) => table.get(rank).map(|depth| depth % 3),
        }
    }

    /// Ask for the memory that [`Marks::residue`] and [`Marks::reach`] of
    /// `rank` will read, so that fetches for several ranks overlap.
    #[inline(always)]
    pub fn prefetch(&self, rank: u64) {
        match &self.store {
            Store::Residues(words) => prefetch(words.as_ptr().wrapping_add((rank / 32) as usize)),
            Store::Depths(depths) => prefetch(depths.as_ptr().wrapping_add(rank as usize)),
            Store::Sparse(table) => table.prefetch(rank),
        }
    }

    /// Mark `rank` reached at `depth`, if it was not: whether it was new.
    #[inline]
    pub fn reach(&mut self, rank: u64, depth: u32) -> Result<bool, Full> {
        match &mut self.store {
            Store::Residues(words) => {
                let word = &mut words[(rank / 32) as usize];
                let shift = rank % 32 * 2;
                if (*word >> shift) & 3 != 0 {
                    return Ok(false);
                }
                *word |= (1 + (depth % 3) as u64) << shift;
                Ok(true)
            }
            Store::Depths(depths) => {
                let mark = &mut depths[rank as usize];
                if *mark != 0 {
                    return Ok(false);
                }
                *mark = depth + 1;
                Ok(true)
            }
            Store::Sparse(table) => {
                if table.get(rank).is_some() {
                    return Ok(false);
                }
                if table.is_full() {
                    self.make_room()?;
                    return self.reach(rank, depth);
                }
                Ok(table.insert(rank, depth))
            }
        }
    }

    /// Room for one more sparse entry: twice the table, or the dense store
    /// once that takes less; an error past the limit.
    #[cold]
    fn make_room(&mut self) -> Result<(), Full> {
        let Store::Sparse(table) = &mut self.store else { return Ok(()) };
        let grown = table.bytes_when_grown();
        let dense = Marks::bytes(self.positions, self.exact);
        // Both stores exist while the entries move over.
        if self.may_turn_dense && dense <= grown && dense + table.bytes() <= self.limit {
            let mut store = Marks::dense(self.positions, self.exact, self.limit)?;
            let Store::Sparse(table) = &self.store else { return Ok(()) };
            for (rank, depth) in table.entries() {
                match &mut store {
                    Store::Residues(words) => {
                        words[(rank / 32) as usize] |= (1 + (depth % 3) as u64) << (rank % 32 * 2)
                    }
                    Store::Depths(depths) => depths[rank as usize] = depth + 1,
                    Store::Sparse(_) => {}
                }
            }
            self.store = store;
            return Ok(());
        }
        if grown > self.limit {
            return Err(Full::Limit);
        }
        table.grow().map_err(|_| Full::Allocation { bytes: grown })
    }

    /// Whether `rank` was reached at `depth` (for residues: at a depth with
    /// the same residue, which the caller knows to be the same depth).
    pub fn at_depth(&self, rank: u64, depth: u32) -> bool {
        match &self.store {
            Store::Residues(words) => (words[(rank / 32) as usize] >> (rank % 32 * 2)) & 3 == 1 + (depth % 3) as u64,
            Store::Depths(depths) => depths[rank as usize] == depth + 1,
            Store::Sparse(table) => {
                table.get(rank).is_some_and(|mark| mark == if table.is_packed() { depth % 3 } else { depth })
            }
        }
    }
}

/// A hint to bring the cache line at `address` in; it reads nothing itself.
#[inline(always)]
pub fn prefetch<T>(address: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint; it does not dereference the
    // address, which need not even be valid.
    unsafe {
        core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(address.cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = address;
}

/// An allocation failed.
#[derive(Debug)]
pub struct OutOfMemory;

/// Integers, for which all-zero bytes are the value 0.
pub trait Zeroable: Copy {}
impl Zeroable for u32 {}
impl Zeroable for u64 {}

/// `len` zeros, from memory the allocator hands out already zeroed: the
/// system maps fresh zero pages lazily, so a search that reaches few of
/// its ranks touches few pages, and there is no pass to clear hundreds of
/// megabytes first. An allocation failure is returned, not an abort.
pub fn zeroed<T: Zeroable>(len: usize) -> Result<Vec<T>, OutOfMemory> {
    let layout = core::alloc::Layout::array::<T>(len).map_err(|_| OutOfMemory)?;
    if layout.size() == 0 {
        return Ok(Vec::new());
    }
    // SAFETY: the layout has a non-zero size; on success the block holds
    // `len` values of `T` (zero bytes are a valid integer), allocated by the
    // global allocator with exactly the layout `Vec` will free it with.
    unsafe {
        let ptr = alloc_zeroed(layout).cast::<T>();
        if ptr.is_null() {
            return Err(OutOfMemory);
        }
        Ok(Vec::from_raw_parts(ptr, len, len))
    }
}
