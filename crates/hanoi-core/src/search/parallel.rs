//! Work split over the machine's cores, where there are threads (the
//! `threads` feature, for the command line); in WebAssembly and without the
//! feature, the same work in one piece on the calling thread.
//!
//! The pieces go to helper threads that live as long as the program and
//! wait for work, spinning a little before they sleep: a search from the
//! start of Classic has layers of some 1,500 positions, a tenth of a
//! millisecond of work, far too little to pay for starting a thread each
//! time, but enough to share with one already running.

use alloc::vec::Vec;

/// `work` on consecutive pieces of `items`, one per core, each piece's
/// result in order; no piece smaller than `smallest` (below that the
/// handoff costs more than it saves).
#[cfg(feature = "threads")]
pub fn split<T: Sync, R: Send>(
    items: &[T],
    smallest: usize,
    work: impl Fn(&[T]) -> R + Sync,
) -> Vec<R> {
    let smallest = smallest.max(1);
    let cores = pool::cores();
    // Several pieces a core, taken by whoever is free.
    let pieces = (4 * cores).min(items.len() / smallest).max(1);
    if pieces == 1 || cores == 1 {
        return alloc::vec![work(items)];
    }
    let size = items.len().div_ceil(pieces);
    let chunks: Vec<&[T]> = items.chunks(size).collect();
    // Another search on another thread (tests run several) may hold the
    // helpers: then threads of its own, as before there were helpers.
    match pool::Pool::take() {
        Some(pool) => pool.run(&chunks, &work),
        // The same pieces, taken in turn by threads of its own: a search
        // stops within a layer at the same piece however it was shared.
        None => pool::on_own_threads(&chunks, &work, cores.min(pieces)),
    }
}

#[cfg(not(feature = "threads"))]
pub fn split<T, R>(items: &[T], _smallest: usize, work: impl Fn(&[T]) -> R) -> Vec<R> {
    alloc::vec![work(items)]
}

#[cfg(feature = "threads")]
mod pool {
    use alloc::boxed::Box;
    use alloc::vec::Vec;
    use core::any::Any;
    use core::cell::UnsafeCell;
    use core::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering::SeqCst};
    use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
    use std::sync::{Mutex, MutexGuard, OnceLock, TryLockError};
    use std::thread::Thread;

    /// The machine's cores, at most 16; asked once (on Linux the answer
    /// reads the control groups' files).
    pub fn cores() -> usize {
        static CORES: OnceLock<usize> = OnceLock::new();
        *CORES.get_or_init(|| {
            std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .min(16)
        })
    }

    /// A share in a job: a function and the job it works on, both on the
    /// stack of the thread that posted it, which waits while a helper runs it.
    #[derive(Clone, Copy)]
    struct Task {
        call: unsafe fn(*const ()),
        job: *const (),
    }

    // SAFETY: a task's pointers are only followed by a helper between taking
    // it (POSTED to RUNNING) and DONE, while the poster waits with the job alive.
    unsafe impl Send for Task {}

    const IDLE: u32 = 0;
    const POSTED: u32 = 1;
    const RUNNING: u32 = 2;
    const DONE: u32 = 3;

    /// One helper thread's mailbox.
    struct Helper {
        state: AtomicU32,
        task: Mutex<Option<Task>>,
        /// Why the last task panicked, handed to the thread that posted it.
        panic: Mutex<Option<Box<dyn Any + Send>>>,
        sleeping: AtomicBool,
        thread: OnceLock<Thread>,
    }

    /// Spins before a helper sleeps: about a millisecond, longer than the
    /// gap between two layers' work.
    const SPINS: u32 = 1 << 14;

    impl Helper {
        fn take(&self) -> Task {
            loop {
                for _ in 0..SPINS {
                    if self.state.load(SeqCst) == POSTED
                        && self
                            .state
                            .compare_exchange(POSTED, RUNNING, SeqCst, SeqCst)
                            .is_ok()
                    {
                        if let Some(task) = *self.task.lock().unwrap_or_else(|e| e.into_inner()) {
                            return task;
                        }
                    }
                    core::hint::spin_loop();
                }
                self.sleeping.store(true, SeqCst);
                if self.state.load(SeqCst) != POSTED {
                    std::thread::park();
                }
                self.sleeping.store(false, SeqCst);
            }
        }

        fn serve(&self) {
            loop {
                let task = self.take();
                // SAFETY: the poster keeps the job alive until DONE.
                if let Err(why) =
                    catch_unwind(AssertUnwindSafe(|| unsafe { (task.call)(task.job) }))
                {
                    *self.panic.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
                }
                self.state.store(DONE, SeqCst);
            }
        }

        fn post(&self, task: Task) {
            *self.task.lock().unwrap_or_else(|e| e.into_inner()) = Some(task);
            self.state.store(POSTED, SeqCst);
            if self.sleeping.load(SeqCst) {
                if let Some(thread) = self.thread.get() {
                    thread.unpark();
                }
            }
        }

        /// Take back a task no helper has started, or wait until it is
        /// done: why it panicked, if it did.
        fn finish(&self) -> Option<Box<dyn Any + Send>> {
            if self
                .state
                .compare_exchange(POSTED, IDLE, SeqCst, SeqCst)
                .is_ok()
            {
                return None;
            }
            let mut spins = 0u32;
            while self.state.load(SeqCst) != DONE {
                spins += 1;
                if spins < SPINS {
                    core::hint::spin_loop();
                } else {
                    std::thread::yield_now();
                }
            }
            self.state.store(IDLE, SeqCst);
            self.panic.lock().unwrap_or_else(|e| e.into_inner()).take()
        }
    }

    /// Pieces of work taken one at a time, by whoever is free, so that a
    /// helper the system has not scheduled holds nothing up.
    struct Job<'a, T, R, F> {
        work: &'a F,
        chunks: &'a [&'a [T]],
        next: AtomicUsize,
        /// Each written by the one thread that took its piece.
        results: Vec<UnsafeCell<Option<R>>>,
    }

    // SAFETY: each result cell is written by one thread only (the one whose
    // `next` claimed it) and read after every thread is done.
    unsafe impl<T: Sync, R: Send, F: Sync> Sync for Job<'_, T, R, F> {}

    impl<'a, T, R, F: Fn(&[T]) -> R> Job<'a, T, R, F> {
        fn new(work: &'a F, chunks: &'a [&'a [T]]) -> Self {
            Job { work, chunks, next: AtomicUsize::new(0), results: chunks.iter().map(|_| UnsafeCell::new(None)).collect() }
        }

        /// Every piece's result, in order, once every thread is done.
        fn into_results(self) -> Vec<R> {
            self.results
                .into_iter()
                .map(|cell| cell.into_inner().unwrap_or_else(|| unreachable!("every piece is taken")))
                .collect()
        }

        fn work_through(&self) {
            loop {
                let i = self.next.fetch_add(1, SeqCst);
                let Some(&chunk) = self.chunks.get(i) else {
                    return;
                };
                let result = (self.work)(chunk);
                // SAFETY: piece `i` was claimed by this thread alone.
                unsafe { *self.results[i].get() = Some(result) };
            }
        }
    }

    /// # Safety
    /// `job` points to a live `Job<T, R, F>`.
    unsafe fn share<T, R, F: Fn(&[T]) -> R>(job: *const ()) {
        (*(job as *const Job<T, R, F>)).work_through();
    }

    /// The helpers, one a core beside the caller's, held by one caller at a time.
    pub struct Pool {
        helpers: MutexGuard<'static, Vec<&'static Helper>>,
    }

    impl Pool {
        /// The helpers, started on first use, unless another thread holds them.
        pub fn take() -> Option<Pool> {
            static HELPERS: OnceLock<Mutex<Vec<&'static Helper>>> = OnceLock::new();
            // A panic in a piece unwinds through the guard and poisons the
            // lock; the list of helpers is whole all the same.
            let helpers = match HELPERS.get_or_init(|| Mutex::new(Vec::new())).try_lock() {
                Ok(helpers) => helpers,
                Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
                Err(TryLockError::WouldBlock) => return None,
            };
            let mut pool = Pool { helpers };
            while pool.helpers.len() + 1 < cores() {
                let helper: &'static Helper = Box::leak(Box::new(Helper {
                    state: AtomicU32::new(IDLE),
                    task: Mutex::new(None),
                    panic: Mutex::new(None),
                    sleeping: AtomicBool::new(false),
                    thread: OnceLock::new(),
                }));
                let handle = std::thread::Builder::new()
                    .name("hanoi-search".into())
                    .spawn(move || helper.serve())
                    .ok()?;
                let _ = helper.thread.set(handle.thread().clone());
                pool.helpers.push(helper);
            }
            Some(pool)
        }

        /// `work` on each chunk, by this thread and the helpers together;
        /// the results in order.
        pub fn run<T: Sync, R: Send, F: Fn(&[T]) -> R + Sync>(
            &self,
            chunks: &[&[T]],
            work: &F,
        ) -> Vec<R> {
            let job = Job::new(work, chunks);
            let helpers = &self.helpers[..(chunks.len() - 1).min(self.helpers.len())];
            for helper in helpers {
                helper.post(Task {
                    call: share::<T, R, F>,
                    job: &job as *const Job<T, R, F> as *const (),
                });
            }
            let mine = catch_unwind(AssertUnwindSafe(|| job.work_through()));
            if mine.is_err() {
                // The pieces left are not wanted: the panic goes on up.
                job.next.store(chunks.len(), SeqCst);
            }
            // Every helper must be done with the job before it goes.
            let panics: Vec<_> = helpers
                .iter()
                .filter_map(|helper| helper.finish())
                .collect();
            if let Err(why) = mine {
                resume_unwind(why);
            }
            if let Some(why) = panics.into_iter().next() {
                resume_unwind(why);
            }
            job.into_results()
        }
    }

    /// `work` on each chunk, taken in turn by this thread and `threads - 1`
    /// scoped threads of its own (a panic in one goes up once all are done);
    /// the results in order.
    pub fn on_own_threads<T: Sync, R: Send, F: Fn(&[T]) -> R + Sync>(
        chunks: &[&[T]],
        work: &F,
        threads: usize,
    ) -> Vec<R> {
        let job = Job::new(work, chunks);
        std::thread::scope(|scope| {
            for _ in 1..threads {
                scope.spawn(|| job.work_through());
            }
            job.work_through();
        });
        job.into_results()
    }
}

#[cfg(all(test, feature = "threads"))]
mod tests {
    use super::split;
    use alloc::vec::Vec;

    fn sums(items: &[u64], smallest: usize) -> Vec<u64> {
        split(items, smallest, |piece| piece.iter().sum::<u64>())
    }

    #[test]
    fn pieces_come_back_in_order_and_cover_everything() {
        for len in [0usize, 1, 2, 7, 100, 1000, 4097] {
            let items: Vec<u64> = (0..len as u64).collect();
            for smallest in [1, 3, 64, 5000] {
                let parts = split(&items, smallest, |piece| piece.to_vec());
                assert_eq!(parts.concat(), items, "{len} {smallest}");
                assert_eq!(
                    sums(&items, smallest).iter().sum::<u64>(),
                    items.iter().sum::<u64>()
                );
            }
        }
    }

    #[test]
    fn a_panic_in_a_piece_reaches_the_caller_and_the_helpers_work_on() {
        let items: Vec<u64> = (0..1000).collect();
        let caught =
            std::panic::catch_unwind(|| split(&items, 10, |piece| assert!(!piece.contains(&777))));
        assert!(caught.is_err());
        assert_eq!(sums(&items, 10).iter().sum::<u64>(), 499_500);
        // The helpers themselves can still be taken (other tests may hold
        // them for a moment), not threads started in their place for good.
        let taken = (0..1000).any(|_| {
            let free = super::pool::Pool::take().is_some();
            if !free {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            free
        });
        assert!(taken);
    }

    #[test]
    fn several_threads_split_at_once() {
        let items: Vec<u64> = (0..10_000).collect();
        std::thread::scope(|scope| {
            let runs: Vec<_> = (0..4)
                .map(|_| {
                    scope.spawn(|| {
                        (0..200).all(|_| sums(&items, 100).iter().sum::<u64>() == 49_995_000)
                    })
                })
                .collect();
            assert!(runs.into_iter().all(|run| run.join().unwrap()));
        });
    }
}
