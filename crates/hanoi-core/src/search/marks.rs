//! What the search remembers per position: whether it was reached, and
//! enough of its depth to walk back from the goal along a shortest path.

use alloc::alloc::{alloc_zeroed, Layout};
use alloc::vec::Vec;

/// Depths of reached positions, indexed by rank.
pub enum Marks {
    /// 2 bits: 0 unreached, else 1 + depth mod 3. Enough when every move can
    /// be undone: a predecessor of a position at depth k is then at k - 1,
    /// k or k + 1, three different residues.
    Residues(Vec<u64>),
    /// The depth plus 1 (0 unreached), for one-way moves, where a
    /// predecessor may lie at any greater depth.
    Depths(Vec<u32>),
}

impl Marks {
    /// Bytes for `positions` positions, exact or residue marks.
    pub fn bytes(positions: u64, exact: bool) -> u128 {
        if exact {
            positions as u128 * 4
        } else {
            (positions as u128).div_ceil(32) * 8
        }
    }

    /// All unreached; an allocation failure is returned, not an abort.
    pub fn new(positions: u64, exact: bool) -> Result<Marks, OutOfMemory> {
        if exact {
            // On a 32-bit target (WebAssembly) a larger space cannot be indexed.
            Ok(Marks::Depths(zeroed(usize::try_from(positions).map_err(|_| OutOfMemory)?)?))
        } else {
            Ok(Marks::Residues(zeroed(usize::try_from(positions.div_ceil(32)).map_err(|_| OutOfMemory)?)?))
        }
    }

    /// For residue marks: the depth mod 3 of `rank`, if it was reached.
    #[inline]
    pub fn residue(&self, rank: u64) -> Option<u32> {
        match self {
            Marks::Residues(words) => match (words[(rank / 32) as usize] >> (rank % 32 * 2)) & 3 {
                0 => None,
                mark => Some(mark as u32 - 1),
            },
            Marks::Depths(depths) => depths[rank as usize].checked_sub(1).map(|depth| depth % 3),
        }
    }

    /// Mark `rank` reached at `depth`, if it was not: whether it was new.
    #[inline]
    pub fn reach(&mut self, rank: u64, depth: u32) -> bool {
        match self {
            Marks::Residues(words) => {
                let word = &mut words[(rank / 32) as usize];
                let shift = rank % 32 * 2;
                if (*word >> shift) & 3 != 0 {
                    return false;
                }
                *word |= (1 + (depth % 3) as u64) << shift;
                true
            }
            Marks::Depths(depths) => {
                let mark = &mut depths[rank as usize];
                if *mark != 0 {
                    return false;
                }
                *mark = depth + 1;
                true
            }
        }
    }

    /// Whether `rank` was reached at `depth` (for residues: at a depth with
    /// the same residue, which the caller knows to be the same depth).
    pub fn at_depth(&self, rank: u64, depth: u32) -> bool {
        match self {
            Marks::Residues(words) => (words[(rank / 32) as usize] >> (rank % 32 * 2)) & 3 == 1 + (depth % 3) as u64,
            Marks::Depths(depths) => depths[rank as usize] == depth + 1,
        }
    }
}

/// The marks could not be allocated.
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
fn zeroed<T: Zeroable>(len: usize) -> Result<Vec<T>, OutOfMemory> {
    let layout = Layout::array::<T>(len).map_err(|_| OutOfMemory)?;
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
