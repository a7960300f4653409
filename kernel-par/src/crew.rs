//! A crew: helper threads that live as long as their `Par` and park
//! between sweeps, for kernels swept one batch per thread.
//!
//! Why not a thread spawned per sweep: spawning cost the calling thread
//! itself a fraction of a millisecond before its own batch, and the new
//! thread started later still, after the kernel's preparation. A crew's
//! helpers are woken first ([`Crew::call`]), so their wake-up overlaps the
//! preparation, and they wait for their batch spinning, not parked, as
//! long as it is short ([`SPIN_BUDGET`]). The caller waits for the
//! last batch the same way. Between sweeps the helpers are parked: no
//! CPU time. `par-sliding-simd` measured faster this way than with a
//! thread per sweep (paper, Intel Xeon; the commit that made the crew
//! states the runs).
//!
//! Why not the rayon pool: a rayon worker woken after its pool idled
//! started its batch milliseconds late on the 2-vCPU VM (measured when
//! the prepared path left the pool).

use std::any::Any;
use std::panic::{self, AssertUnwindSafe};
use std::sync::{PoisonError, TryLockError};
use std::time::Duration;

// std's, or loom's in the models at the end of this file (`sync` says why).
use crate::Origin;
use crate::sync::thread::{self, JoinHandle, Thread};
use crate::sync::{Arc, AtomicU8, Mutex, MutexGuard, Ordering, Spin, spin_loop};

/// A helper's states. It moves IDLE → CALLED (the caller woke it) →
/// POSTED (its batch is in its seat) → DONE (the result is in the
/// caller's slot) → IDLE, or CALLED → IDLE when the call needs no batch
/// from it; QUIT ends its thread.
const IDLE: u8 = 0;
const CALLED: u8 = 1;
const POSTED: u8 = 2;
const DONE: u8 = 3;
const QUIT: u8 = 4;

/// How long a waiting thread spins before it parks. The waits it covers
/// are a kernel's preparation (a helper) and the imbalance between
/// batches (the caller): typically well under this; waking a parked
/// thread on the VM took about a tenth of a millisecond.
const SPIN_BUDGET: Duration = Duration::from_millis(1);

/// One batch, handed from the caller to a helper: the work with its
/// lifetime erased, the batch's index, and whom to wake when done.
struct Post {
    job: &'static (dyn Fn(usize) + Sync),
    batch: usize,
    caller: Thread,
}

/// What the caller and one helper share.
struct Seat {
    state: AtomicU8,
    post: Mutex<Option<Post>>,
}

struct Helper {
    seat: Arc<Seat>,
    thread: JoinHandle<()>,
}

/// `helpers` threads, parked until called. Dropping the crew ends and
/// joins them.
pub(crate) struct Crew {
    helpers: Vec<Helper>,
    /// Held by the call in progress: a second caller at the same time
    /// gets no call ([`Crew::call`]).
    busy: Mutex<()>,
    /// Spin before parking only with no more threads than CPUs: past
    /// that, a spinning thread takes the CPU a working one needs (and
    /// helpers are then not woken before their batch: they would only
    /// park again).
    spin: bool,
    /// Where the helpers were started: a forked process has the crew but
    /// not its threads.
    origin: Origin,
}

impl Crew {
    /// Starts `helpers` parked threads.
    pub(crate) fn new(helpers: usize) -> std::io::Result<Self> {
        let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
        Crew::spinning(helpers, helpers < cpus)
    }

    /// [`Crew::new`], its threads spinning before they park or not.
    fn spinning(helpers: usize, spin: bool) -> std::io::Result<Self> {
        let mut crew = Crew {
            helpers: Vec::with_capacity(helpers),
            busy: Mutex::new(()),
            spin,
            origin: Origin::here(),
        };
        for i in 0..helpers {
            let seat = Arc::new(Seat {
                state: AtomicU8::new(IDLE),
                post: Mutex::new(None),
            });
            let served = Arc::clone(&seat);
            // On an error the crew made so far is dropped: its helpers
            // are told to quit and joined.
            let thread = thread::Builder::new()
                .name(format!("kernel-par-batch-{}", i + 1))
                .spawn(move || serve(&served, spin))?;
            crew.helpers.push(Helper { seat, thread });
        }
        Ok(crew)
    }

    /// Wakes every helper for a call, or `None` while another call is in
    /// progress (the caller then runs its batches some other way). Not
    /// to be called in a process forked from the one that made the crew:
    /// the helpers are not there, and the call would wait for ever.
    pub(crate) fn call(&self) -> Option<Call<'_>> {
        let busy = match self.busy.try_lock() {
            Ok(guard) => guard,
            // A call that panicked left every helper IDLE (`Call`'s drop).
            Err(TryLockError::Poisoned(p)) => p.into_inner(),
            Err(TryLockError::WouldBlock) => return None,
        };
        if self.spin {
            for h in &self.helpers {
                h.seat.state.store(CALLED, Ordering::Release);
                h.thread.thread().unpark();
            }
        }
        Some(Call {
            crew: self,
            _busy: busy,
        })
    }
}

impl Drop for Crew {
    fn drop(&mut self) {
        if self.origin.forked() {
            // The handles name the parent's threads: joining them here
            // could wait for ever, or touch what glibc has reused.
            self.helpers.drain(..).for_each(std::mem::forget);
            return;
        }
        for h in &self.helpers {
            h.seat.state.store(QUIT, Ordering::Release);
            h.thread.thread().unpark();
        }
        for h in self.helpers.drain(..) {
            // `serve` cannot panic (its batches' panics are caught in
            // `Call::run`'s job): nothing to pass on.
            let _ = h.thread.join();
        }
    }
}

/// A helper's life: park while IDLE, wait while CALLED, run what is
/// posted.
fn serve(seat: &Seat, spin: bool) {
    loop {
        match seat.state.load(Ordering::Acquire) {
            QUIT => return,
            CALLED => wait_a_while(&seat.state, CALLED, spin),
            POSTED => {
                let post = lock(&seat.post).take();
                if let Some(Post { job, batch, caller }) = post {
                    // Catches the batch's own panic (`Call::run`'s job).
                    job(batch);
                    seat.state.store(DONE, Ordering::Release);
                    caller.unpark();
                }
            }
            // IDLE, or DONE until the caller has taken the result.
            _ => thread::park(),
        }
    }
}

/// Waits for `state` to leave `from`: spinning for up to
/// [`SPIN_BUDGET`] (if `spin`), then parked once. Callers loop: a park
/// ends when someone unparks this thread, which need not mean the state
/// changed (a later call's wake-up, or an early return of `park`), and a
/// change that needs no wake-up (CALLED → IDLE) wakes no one.
fn wait_a_while(state: &AtomicU8, from: u8, spin: bool) {
    if spin {
        let mut budget = Spin::start();
        while budget.goes_on(SPIN_BUDGET) {
            for _ in 0..Spin::ROUND {
                if state.load(Ordering::Acquire) != from {
                    return;
                }
                spin_loop();
            }
        }
    }
    if state.load(Ordering::Acquire) == from {
        thread::park();
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // Nothing holding these locks can panic; a poisoned one is still whole.
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The crew, woken for one call. Dropped without [`Call::run`] (the
/// kernel needed no batches from it, or panicked before), it lets the
/// helpers park again.
pub(crate) struct Call<'c> {
    crew: &'c Crew,
    _busy: MutexGuard<'c, ()>,
}

type Outcome<R> = Mutex<Option<Result<R, Box<dyn Any + Send>>>>;

impl Call<'_> {
    /// `work` on every batch, the results in batch order: batch `i + 1` on
    /// helper `i`, batch 0 and any batch past the helpers on the calling
    /// thread. A batch that panics resumes its panic here, once every
    /// batch has finished.
    pub(crate) fn run<B: Sync, R: Send>(
        self,
        batches: &[B],
        work: impl Fn(&B) -> R + Sync,
    ) -> Vec<R> {
        if batches.is_empty() {
            return Vec::new();
        }
        let slots: Vec<Outcome<R>> = batches.iter().map(|_| Mutex::new(None)).collect();
        let job = |i: usize| {
            let outcome = panic::catch_unwind(AssertUnwindSafe(|| work(&batches[i])));
            *lock(&slots[i]) = Some(outcome);
        };
        let job: &(dyn Fn(usize) + Sync) = &job;
        // SAFETY: `job` borrows this frame (`batches`, `work`, `slots`).
        // Every helper it is posted to is waited for, until DONE, by
        // `posted`'s drop, which runs before this frame ends whether
        // `run` returns or unwinds; a helper touches `job` only between
        // reading its post and storing DONE. So no use of `job` outlives
        // what it borrows.
        let job: &'static (dyn Fn(usize) + Sync) = unsafe { std::mem::transmute(job) };
        let helpers = &self.crew.helpers;
        let caller = thread::current();
        let posted = Posted {
            helpers: &helpers[..helpers.len().min(batches.len() - 1)],
            spin: self.crew.spin,
        };
        for (i, h) in posted.helpers.iter().enumerate() {
            *lock(&h.seat.post) = Some(Post {
                job,
                batch: i + 1,
                caller: caller.clone(),
            });
            h.seat.state.store(POSTED, Ordering::Release);
            h.thread.thread().unpark();
        }
        // Helpers without a batch park now rather than spin through it.
        self.release(posted.helpers.len());
        job(0);
        for i in helpers.len() + 1..batches.len() {
            job(i);
        }
        drop(posted);
        let mut out = Vec::with_capacity(batches.len());
        for slot in slots {
            match slot.into_inner().unwrap_or_else(PoisonError::into_inner) {
                Some(Ok(r)) => out.push(r),
                Some(Err(panic)) => panic::resume_unwind(panic),
                None => unreachable!("every batch ran before its slot was read"),
            }
        }
        out
    }
}

impl Call<'_> {
    /// Helpers from `from` on that are still CALLED get no batch: back to
    /// IDLE (a parked one stays parked; a spinning one parks).
    fn release(&self, from: usize) {
        for h in &self.crew.helpers[from..] {
            let _ =
                h.seat
                    .state
                    .compare_exchange(CALLED, IDLE, Ordering::AcqRel, Ordering::Acquire);
        }
    }
}

impl Drop for Call<'_> {
    fn drop(&mut self) {
        self.release(0);
    }
}

/// The helpers a call posted batches to; dropping it waits until each is
/// DONE and sets it IDLE.
struct Posted<'a> {
    helpers: &'a [Helper],
    spin: bool,
}

impl Drop for Posted<'_> {
    fn drop(&mut self) {
        // Unwinding out of here would end `Call::run`'s frame while a
        // helper may still run its job (see the SAFETY there): abort
        // instead. (Nothing here is expected to panic.)
        let abort = AbortOnUnwind;
        for h in self.helpers {
            while h.seat.state.load(Ordering::Acquire) == POSTED {
                wait_a_while(&h.seat.state, POSTED, self.spin);
            }
            h.seat.state.store(IDLE, Ordering::Release);
        }
        std::mem::forget(abort);
    }
}

/// Aborts the process if dropped (forgotten on the path that succeeds).
struct AbortOnUnwind;

impl Drop for AbortOnUnwind {
    fn drop(&mut self) {
        std::process::abort();
    }
}

// The crew's threads are loom's in a test build with the `loom` feature:
// these tests (real threads, real sleeps) are for the build without it.
#[cfg(all(test, not(feature = "loom")))]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicBool, AtomicUsize};

    fn thread_name() -> String {
        thread::current().name().unwrap_or("").to_string()
    }

    #[test]
    fn batches_run_once_each_on_the_thread_their_index_names_in_order() {
        let me = thread_name();
        for helpers in [0, 1, 3] {
            let crew = Crew::new(helpers).unwrap();
            for n in [0, 1, 2, 4, 7] {
                let batches: Vec<usize> = (0..n).map(|i| 10 * i).collect();
                let ran = AtomicUsize::new(0);
                let got = crew.call().unwrap().run(&batches, |&b| {
                    ran.fetch_add(1, Ordering::Relaxed);
                    (b, thread_name())
                });
                assert_eq!(ran.into_inner(), n, "{helpers} helpers, {n} batches");
                for (i, (b, name)) in got.iter().enumerate() {
                    assert_eq!(*b, 10 * i, "{helpers} helpers, {n} batches: order");
                    let on_helper = i >= 1 && i <= helpers;
                    let want = if on_helper {
                        format!("kernel-par-batch-{i}")
                    } else {
                        me.clone()
                    };
                    assert_eq!(*name, want, "{helpers} helpers, batch {i} of {n}");
                }
            }
        }
    }

    /// Thousands of calls back to back, each with work too short to hide
    /// a lost wake-up or a result read before it was written.
    #[test]
    fn back_to_back_calls_never_lose_a_batch() {
        let crew = Crew::new(2).unwrap();
        for round in 0..3000usize {
            let batches = [round, round + 1, round + 2];
            if round % 7 == 0 {
                // Woken for nothing: the helpers go back to parking.
                drop(crew.call().unwrap());
                continue;
            }
            let got = crew.call().unwrap().run(&batches, |&b| b * 2);
            assert_eq!(
                got,
                [2 * round, 2 * round + 2, 2 * round + 4],
                "round {round}"
            );
        }
    }

    #[test]
    fn a_second_caller_gets_no_call_while_one_is_in_progress() {
        let crew = Crew::new(1).unwrap();
        let first = crew.call().unwrap();
        assert!(crew.call().is_none());
        drop(first);
        assert_eq!(crew.call().unwrap().run(&[1, 2], |&b| b), [1, 2]);
    }

    /// A helper's panic reaches the caller, after the caller's own batch;
    /// the caller's panic waits for the helpers' batches, which borrow its
    /// frame; either way the crew serves the next call.
    #[test]
    fn a_panicking_batch_resumes_on_the_caller_once_every_batch_is_done() {
        let crew = Crew::new(2).unwrap();
        for panicking in [0, 1, 2] {
            let finished = [(); 3].map(|()| AtomicBool::new(false));
            let caught = panic::catch_unwind(AssertUnwindSafe(|| {
                crew.call().unwrap().run(&[0, 1, 2], |&b| {
                    thread::sleep(Duration::from_millis(if b == panicking { 1 } else { 40 }));
                    if b == panicking {
                        panic!("batch {b} fails");
                    }
                    finished[b].store(true, Ordering::Release);
                })
            }));
            let payload = caught.expect_err("the batch's panic reaches the caller");
            assert_eq!(
                payload.downcast_ref::<String>().map(String::as_str),
                Some(format!("batch {panicking} fails").as_str())
            );
            for (b, f) in finished.iter().enumerate() {
                assert_eq!(f.load(Ordering::Acquire), b != panicking, "batch {b}");
            }
            assert_eq!(crew.call().unwrap().run(&[5, 6, 7], |&b| b + 1), [6, 7, 8]);
        }
    }

    #[test]
    fn without_spare_cpus_the_helpers_park_at_once_and_still_serve() {
        let crew = Crew::spinning(3, false).unwrap();
        for round in 0..200usize {
            let got = crew.call().unwrap().run(&[round; 4], |&b| b + 1);
            assert_eq!(got, [round + 1; 4]);
        }
    }
}

/// The crew under loom: every interleaving of the caller and its helpers
/// up to [`PREEMPTIONS`] preemptions, each atomic load free to see any
/// store the memory model allows. `cargo test -p kernel-par --features
/// loom --lib crew::model` runs them.
///
/// What they check is the crew's own code (`sync` swaps its primitives):
/// that a call posts each batch to its helper, the helper runs it once
/// and the caller sees every result (no lost wake-up between CALLED,
/// POSTED, DONE and IDLE, whether a waiter spins first or parks at once);
/// that a call woken for nothing lets its helpers park and the next call
/// still reaches them; that a batch's panic reaches the caller only once
/// every batch that borrows its frame is done; that a second caller at
/// the same time gets no call and still gets its answer; and that
/// dropping the crew ends and joins every helper (loom fails a model
/// whose threads are left blocked, or whose `Arc`s leak).
///
/// What loom cannot see: the orderings of DONE's store and the caller's
/// load. Loom's `unpark` hands the unparker's view of memory to the
/// unparked thread at once (it is no scheduling point), and a helper
/// always unparks the caller right after DONE, so a Relaxed there passes
/// the models; the Release/Acquire pair is argued in the code, not
/// checked. A batch that wrote into the caller's frame after DONE (the
/// erased lifetime outliving its frame) is caught: the cells of
/// `a_call_runs_each_batch_once_and_returns_every_result` report it.
///
/// The models' batches yield once (`thread::yield_now`, a point where
/// loom switches threads): a real batch takes time, and a batch with no
/// such point runs in one step of the model, so a helper that stored DONE
/// *before* running its batch passed the model meant to catch it
/// (checked by planting that bug); with the yield the caller reads the
/// batch's slot empty ("every batch ran before its slot was read").
///
/// What stays outside: the spin's duration (in the model a waiter spins
/// one round, then parks: `sync::Spin`), the fork-origin check (a forked
/// process cannot be modelled; `Par`'s process-level test in `lib.rs`,
/// `a_forked_process_sweeps_on_threads_of_its_own`, keeps it), a thread the
/// OS refuses, and crews of more than two helpers (each more multiplies
/// the interleavings; two already let helpers race each other).
#[cfg(all(test, feature = "loom"))]
mod model {
    use super::*;
    use loom::cell::UnsafeCell;
    use loom::sync::atomic::AtomicBool;

    /// Deep enough for every handshake here to be preempted at each of
    /// its steps, shallow enough for all the models to run in seconds.
    const PREEMPTIONS: usize = 5;

    fn check(model: impl Fn() + Sync + Send + 'static) {
        let mut builder = loom::model::Builder::new();
        // LOOM_MAX_PREEMPTIONS, when set, goes deeper (or shallower).
        builder.preemption_bound.get_or_insert(PREEMPTIONS);
        builder.check(model);
    }

    /// A panic that prints nothing: `resume_unwind` skips the panic hook,
    /// which would otherwise print once per interleaving.
    fn quiet_panic(msg: &'static str) -> ! {
        panic::resume_unwind(Box::new(msg))
    }

    /// A loom cell the batches write into: loom tracks every access.
    #[derive(Default)]
    struct Cell(UnsafeCell<usize>);

    // SAFETY: the model's batches each write a cell of their own, and
    // loom fails the model on any access not ordered after a write.
    unsafe impl Sync for Cell {}

    /// Besides its result, each batch writes into the caller's frame
    /// through a loom cell: loom reports a data race unless the caller's
    /// read is ordered after the helper's write (DONE's Release, the
    /// caller's Acquire), as the results and the borrowed frame need.
    #[test]
    fn a_call_runs_each_batch_once_and_returns_every_result() {
        for spin in [true, false] {
            check(move || {
                let crew = Crew::spinning(1, spin).unwrap();
                let written = [Cell::default(), Cell::default()];
                let got = crew.call().unwrap().run(&[1, 2], |&b| {
                    // A batch takes time: another thread may run meanwhile.
                    thread::yield_now();
                    // SAFETY: batch b alone writes cell b-1, and the caller
                    // reads it only after `run` (loom checks the order).
                    written[b - 1].0.with_mut(|w| unsafe { *w = b });
                    b * 10
                });
                assert_eq!(got, [10, 20]);
                for (i, cell) in written.iter().enumerate() {
                    // SAFETY: every batch is done: no writer is left.
                    assert_eq!(cell.0.with(|w| unsafe { *w }), i + 1);
                }
            });
        }
    }

    #[test]
    fn a_call_woken_for_nothing_leaves_the_next_call_its_helper() {
        for spin in [true, false] {
            check(move || {
                let crew = Crew::spinning(1, spin).unwrap();
                drop(crew.call().unwrap());
                assert_eq!(crew.call().unwrap().run(&[1], |&b| b + 1), [2]);
                assert_eq!(crew.call().unwrap().run(&[3, 4], |&b| b + 1), [4, 5]);
            });
        }
    }

    #[test]
    fn two_helpers_each_run_their_batch() {
        let mut builder = loom::model::Builder::new();
        // Three threads: one preemption fewer keeps this model in seconds.
        builder.preemption_bound.get_or_insert(PREEMPTIONS - 1);
        builder.check(|| {
            let crew = Crew::spinning(2, true).unwrap();
            let got = crew.call().unwrap().run(&[1, 2, 3], |&b| {
                thread::yield_now();
                b * 10
            });
            assert_eq!(got, [10, 20, 30]);
        });
    }

    /// Batch 0 runs on the caller, batch 1 on the helper; whichever
    /// panics, the other has finished when the panic reaches the caller
    /// (the helper's batch borrows the caller's frame), and the crew
    /// still ends cleanly. (The call after the panic finds the crew's
    /// lock poisoned, which loom's `Mutex` cannot represent — it panics
    /// on it: `a_panicking_batch_resumes_on_the_caller_once_every_batch_is_done`
    /// covers that call with real threads.)
    #[test]
    fn a_panicking_batch_reaches_the_caller_once_every_batch_is_done() {
        for panicking in [0, 1] {
            check(move || {
                let crew = Crew::spinning(1, true).unwrap();
                let finished = [AtomicBool::new(false), AtomicBool::new(false)];
                let caught = panic::catch_unwind(AssertUnwindSafe(|| {
                    crew.call().unwrap().run(&[0, 1], |&b| {
                        thread::yield_now();
                        if b == panicking {
                            quiet_panic("the batch fails");
                        }
                        finished[b].store(true, Ordering::Relaxed);
                    })
                }));
                let payload = caught.expect_err("the batch's panic reaches the caller");
                assert_eq!(payload.downcast_ref::<&str>(), Some(&"the batch fails"));
                let other = 1 - panicking;
                assert!(finished[other].load(Ordering::Relaxed), "batch {other}");
            });
        }
    }

    /// Two threads sweep through one crew at once: one has the call, the
    /// other runs its batches itself; both get their answers.
    #[test]
    fn a_second_caller_at_the_same_time_still_gets_its_answer() {
        let mut builder = loom::model::Builder::new();
        builder.preemption_bound.get_or_insert(PREEMPTIONS - 1);
        builder.check(|| {
            let crew = Arc::new(Crew::spinning(1, false).unwrap());
            let sweep = |crew: &Crew, base: usize| match crew.call() {
                Some(call) => call.run(&[base, base + 1], |&b| b * 10),
                None => vec![base * 10, (base + 1) * 10],
            };
            let other = {
                let crew = Arc::clone(&crew);
                thread::spawn(move || sweep(&crew, 5))
            };
            assert_eq!(sweep(&crew, 1), [10, 20]);
            assert_eq!(other.join().unwrap(), [50, 60]);
        });
    }
}
