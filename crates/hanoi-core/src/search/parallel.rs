//! Work split over the machine's cores, where there are threads (the
//! `threads` feature, for the command line); in WebAssembly and without the
//! feature, the same work in one piece on the calling thread.

use alloc::vec::Vec;

/// `work` on consecutive pieces of `items`, one per core, each piece's
/// result in order; no piece smaller than `smallest` (below that a thread
/// costs more than it saves).
#[cfg(feature = "threads")]
pub fn split<T: Sync, R: Send>(items: &[T], smallest: usize, work: impl Fn(&[T]) -> R + Sync) -> Vec<R> {
    let smallest = smallest.max(1);
    if items.len() < 2 * smallest {
        return alloc::vec![work(items)];
    }
    // Asked once: on Linux the answer reads the control groups' files.
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    let cores = *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()).min(16));
    let pieces = cores.min(items.len() / smallest).max(1);
    if pieces == 1 {
        return alloc::vec![work(items)];
    }
    let size = items.len().div_ceil(pieces);
    std::thread::scope(|scope| {
        let work = &work;
        let mut chunks = items.chunks(size);
        let first = chunks.next().unwrap_or(&[]);
        let others: Vec<_> = chunks.map(|chunk| scope.spawn(move || work(chunk))).collect();
        let mut results = alloc::vec![work(first)];
        // A worker that panicked has already printed why; the search
        // cannot go on without its share.
        results.extend(others.into_iter().map(|handle| handle.join().unwrap_or_else(|e| std::panic::resume_unwind(e))));
        results
    })
}

#[cfg(not(feature = "threads"))]
pub fn split<T, R>(items: &[T], _smallest: usize, work: impl Fn(&[T]) -> R) -> Vec<R> {
    alloc::vec![work(items)]
}
