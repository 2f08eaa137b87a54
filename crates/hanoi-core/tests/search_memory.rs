//! The search's memory, measured: every byte it asks the allocator for is
//! counted (this test binary's allocator), and the peak is held against the
//! estimate and against the limit. Marks, layers and the neighbours listed
//! all count.

use std::alloc::{GlobalAlloc, Layout, System};
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use hanoi_core::search::{Outcome, Search, SearchError};
use hanoi_core::Puzzle;

/// The system's allocator, counting the bytes held and their peak.
struct Counting;

static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

/// Count `size` bytes as held if the allocation `ptr` succeeded.
fn counted(ptr: *mut u8, size: usize) -> *mut u8 {
    if !ptr.is_null() {
        let held = HELD.fetch_add(size, Ordering::Relaxed) + size;
        PEAK.fetch_max(held, Ordering::Relaxed);
    }
    ptr
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        counted(System.alloc(layout), layout.size())
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        counted(System.alloc_zeroed(layout), layout.size())
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        HELD.fetch_sub(layout.size(), Ordering::Relaxed);
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// One measurement at a time: the counters are the whole binary's.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The peak bytes held while `search` runs, above what was held before,
/// and its outcome.
fn measured(search: Search) -> (usize, Result<Outcome, SearchError>) {
    let before = HELD.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let outcome = search.run(|_| ControlFlow::Continue(()));
    (PEAK.load(Ordering::Relaxed) - before, outcome)
}

const MB: u128 = 1 << 20;

#[test]
fn the_estimate_covers_what_ordinary_searches_take() {
    let _one = ONE_AT_A_TIME.lock().unwrap();
    // Both ends with 2-bit marks; one-way moves with exact depths; colours
    // that change, in a hash table; pins shared by equal discs; many pins,
    // where a short solution puts most positions in one layer.
    for (name, n, m) in [
        ("Many_Pin", 3, Some(60)),
        ("Many_Pin", 4, Some(30)),
        ("Classic", 12, None),
        ("Reves", 9, None),
        ("Cyclic", 9, None),
        ("Reversi", 8, None),
        ("Multi_Stack", 4, Some(6)),
    ] {
        let puzzle = Puzzle::by_name(name, n, m).unwrap();
        let search = Search::new(&puzzle).unwrap().with_depth_bound(puzzle.solution().length().ok());
        let estimate = search.estimate();
        let (peak, outcome) = measured(search);
        assert!(matches!(outcome, Ok(Outcome::Solved { .. })), "{name} n={n}: {outcome:?}");
        // A hash table's estimate bounds it by the dense marks it stands in for.
        assert!(peak as u128 <= estimate.bytes, "{name} n={n}: peak {peak} bytes, estimate {}", estimate.bytes);
    }
}

#[test]
fn wide_layers_count_against_the_limit() {
    let _one = ONE_AT_A_TIME.lock().unwrap();
    // 4 discs on 30 pins: 810,000 ranks whose marks take 400 KB, but each
    // position has up to 870 moves and the layers hold most positions.
    let puzzle = Puzzle::by_name("Many_Pin", 4, Some(30)).unwrap();
    // From both ends, whose two balls hold the most.
    let unlimited = Search::new(&puzzle).unwrap().without_mirror();
    let (peak, outcome) = measured(unlimited);
    assert!(matches!(outcome, Ok(Outcome::Solved { .. })), "{outcome:?}");
    // With a limit below that peak, the search stops at the limit, having
    // held little more than it: the neighbours of one slice, listed before
    // they are checked (an eighth of the limit at most), and each thread's
    // block of neighbours waiting for their marks.
    let limit = peak as u128 / 2;
    let limited = Search::new(&puzzle).unwrap().without_mirror().with_memory_limit(limit);
    let (held, outcome) = measured(limited);
    match outcome {
        Err(SearchError::OverLimit { limit: said, reached }) => assert!(said == limit && reached > 0),
        other => panic!("{other:?}"),
    }
    assert!((held as u128) < limit + limit / 8 + 2 * MB, "held {held} bytes with a limit of {limit}");
}

#[test]
fn a_layered_search_stops_at_its_limit_having_held_little_more() {
    use hanoi_core::search::Store;
    let _one = ONE_AT_A_TIME.lock().unwrap();
    // Reversi's colours flip, so most ranks are never reached and each
    // side keeps its layers as sorted lists.
    let puzzle = Puzzle::by_name("Reversi", 10, None).unwrap();
    let (peak, outcome) = measured(Search::new(&puzzle).unwrap().with_store(Store::Layers));
    assert!(matches!(outcome, Ok(Outcome::Solved { .. })), "{outcome:?}");
    let limit = peak as u128 / 2;
    let (held, outcome) = measured(Search::new(&puzzle).unwrap().with_store(Store::Layers).with_memory_limit(limit));
    match outcome {
        Err(SearchError::OverLimit { limit: said, reached }) => assert!(said == limit && reached > 0),
        other => panic!("{other:?}"),
    }
    // Little more than the limit: the neighbours of one slice being listed
    // and sorted on each core before they are counted.
    assert!((held as u128) < limit + limit / 8 + 2 * MB, "held {held} bytes with a limit of {limit} (peak {peak})");
}
