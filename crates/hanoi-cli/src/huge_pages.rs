//! The allocator of the `hanoi` command: the system's, except that a large
//! zeroed block (the exact search's marks, gigabytes read at random places)
//! is asked to be backed by huge pages where Linux offers them on request
//! (`transparent_hugepage` set to `madvise`, as on this project's machines):
//! with 4 KB pages nearly every look-up of a mark also misses the TLB.

use std::alloc::{GlobalAlloc, Layout, System};

pub struct HugePages;

/// Blocks from this size on are worth huge pages.
const LARGE: usize = 64 << 20;

#[cfg(target_os = "linux")]
extern "C" {
    fn madvise(addr: *mut core::ffi::c_void, len: usize, advice: i32) -> i32;
}

// SAFETY: every call is passed on to the system allocator unchanged; the
// advice given on a large block changes how its pages are backed, not
// what it holds or where it is.
unsafe impl GlobalAlloc for HugePages {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        System.alloc(layout)
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let ptr = System.alloc_zeroed(layout);
        #[cfg(target_os = "linux")]
        if !ptr.is_null() && layout.size() >= LARGE {
            // The advice is for whole pages within the block; a refusal
            // (no such support) leaves it as it was.
            const PAGE: usize = 4096;
            const MADV_HUGEPAGE: i32 = 14;
            let start = (ptr as usize).next_multiple_of(PAGE);
            let end = (ptr as usize + layout.size()) / PAGE * PAGE;
            madvise(start as *mut core::ffi::c_void, end - start, MADV_HUGEPAGE);
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        System.realloc(ptr, layout, new_size)
    }
}
