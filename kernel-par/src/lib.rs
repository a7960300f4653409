//! `kernel-par`: any [`Kernel`] run across combos on threads of its own: a
//! rayon pool, or for a kernel that shares work across combos the calling
//! thread and a crew of parked helpers.
//!
//! Combos are independent, so each is swept on its own (a one-row
//! [`Sweep`]) and its result written to its own slot: the output is
//! bit-identical to the wrapped kernel's, whatever the thread count or
//! scheduling. The pool is local to the kernel (never rayon's global pool),
//! so its thread count is exactly what was asked for.
//!
//! Combos differ ~30× in cost (work grows with the window lengths), so they
//! are handed out longest first (LPT order) with work stealing: the last
//! combos to finish are the cheap ones, and no thread idles behind one
//! expensive straggler.
//!
//! A kernel that shares work across combos
//! ([`Kernel::shares_work_across_combos`], e.g. `sliding`'s WMAs of the
//! close, computed once per window length) would lose that sharing one
//! combo at a time; it gets [`BATCHES_PER_THREAD`] contiguous batch of rows
//! per thread instead (neighbouring rows share most window lengths), each
//! swept by the inner kernel as a sweep of its own. A kernel whose shared
//! work is per sweep, not per row ([`Kernel::prepare`], `sliding-simd`'s
//! anchor grid) does it once, on the calling thread, and then has its
//! rows dealt out one batch per thread as the kernel deals them
//! ([`Prepared::deal`]: round-robin unless it sweeps some rows together,
//! as `sliding-simd` does pairs of combos): what it prepared is
//! not repeated (a batch still has its own per-call setup — for
//! `sliding-simd` the close gathered into tiles and its caches of bounds
//! and exact values, a fraction of a millisecond), and the batches cost
//! alike. One batch per thread leaves nothing to steal: those batches run
//! on the calling thread and a crew of helpers parked between sweeps
//! (the `crew` module says why not the pool, nor a thread per sweep).
//! The helpers inherit the CPU mask of the thread that made the `Par`.

mod crew;
mod sync;

use crew::{Call, Crew};
use kernel_spec::{ComboResult, Exactness, Kernel, Prepared, Sweep};
use rayon::prelude::*;
use std::fmt;

/// Batches per thread for a kernel that shares work across combos without
/// preparing it (`sliding`'s WMAs per window length): one contiguous batch
/// each. The sliding kernels cost about the same per combo, so balance
/// comes for free, while every extra batch recomputes the shared WMAs it
/// needs (one batch each measured faster than two for `par-sliding-simd`
/// on 2 threads, `paper`, when it still took this path).
pub const BATCHES_PER_THREAD: usize = 1;

pub struct Par<K> {
    inner: K,
    workers: Workers,
    threads: usize,
    name: String,
    /// The process that built the workers. A process forked from it
    /// (Python's `multiprocessing`, with the kernel cached in the `ffi`
    /// registry) has the pool or crew but not their threads, which would
    /// be waited for for ever: there every sweep runs on threads made for
    /// the call ([`Par::sweep_forked`]).
    origin: Origin,
}

/// Who runs the batches: a rayon pool for combo-by-combo work, a
/// [`Crew`] for one batch per thread.
enum Workers {
    Pool(rayon::ThreadPool),
    Crew(Crew),
}

/// The pool could not be built (threads = 0, or the OS refused threads).
#[derive(Debug)]
pub struct PoolError(String);

impl fmt::Display for PoolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PoolError {}

impl<K: Kernel> Par<K> {
    /// Wraps `inner` with exactly `threads` threads: a pool of that many,
    /// or for a kernel that shares work across combos the calling thread
    /// and `threads − 1` parked helpers.
    pub fn new(inner: K, threads: usize) -> Result<Self, PoolError> {
        if threads == 0 {
            return Err(PoolError("--threads must be at least 1".into()));
        }
        let refused =
            |e: &dyn fmt::Display| PoolError(format!("cannot start {threads} threads: {e}"));
        let workers = if inner.shares_work_across_combos() {
            Workers::Crew(Crew::new(threads - 1).map_err(|e| refused(&e))?)
        } else {
            Workers::Pool(
                rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .thread_name(|i| format!("kernel-par-{i}"))
                    .build()
                    .map_err(|e| refused(&e))?,
            )
        };
        let name = format!("par-{}", inner.name());
        Ok(Par {
            inner,
            workers,
            threads,
            name,
            origin: Origin::here(),
        })
    }

    pub fn threads(&self) -> usize {
        self.threads
    }

    pub fn inner(&self) -> &K {
        &self.inner
    }
}

impl<K: Kernel> Kernel for Par<K> {
    fn name(&self) -> &str {
        &self.name
    }

    /// Each combo is computed by the inner kernel exactly as it would be
    /// single-threaded, so the promise is the inner kernel's.
    fn exactness(&self) -> Exactness {
        self.inner.exactness()
    }

    fn sweep(&self, s: &Sweep<'_>) -> Vec<ComboResult> {
        match &self.workers {
            _ if self.origin.forked() => self.sweep_forked(s),
            Workers::Pool(pool) => self.sweep_combos(pool, s),
            Workers::Crew(crew) => self.sweep_batches(Some(crew), s),
        }
    }

    fn shares_work_across_combos(&self) -> bool {
        self.inner.shares_work_across_combos()
    }

    /// Every thread sweeps one combo (or one batch) at a time with the
    /// inner kernel.
    fn workspace_bytes(&self, n_bars: usize, n_combos: usize) -> usize {
        let per_sweep = if self.inner.shares_work_across_combos() {
            self.batch_size(n_combos)
        } else {
            1
        };
        self.inner
            .workspace_bytes(n_bars, per_sweep)
            .saturating_mul(self.threads())
            .saturating_add(n_combos.saturating_mul(32))
    }
}

impl<K: Kernel> Par<K> {
    /// The longest-first order of the combos (multiply-adds of each: the
    /// cost model).
    fn longest_first(s: &Sweep<'_>) -> Vec<usize> {
        let mut order: Vec<usize> = (0..s.params().len()).collect();
        let cost = |i: usize| kernel_spec::sweep_macs(s.n_bars(), &s.params()[i..=i]);
        order.sort_by_key(|&i| std::cmp::Reverse(cost(i)));
        order
    }

    /// In a forked process: as the workers would, on threads made for the
    /// call ([`on_threads`] without a crew): batches for a kernel that
    /// shares work, else the longest-first order dealt round-robin.
    fn sweep_forked(&self, s: &Sweep<'_>) -> Vec<ComboResult> {
        if self.inner.shares_work_across_combos() {
            return self.sweep_batches(None, s);
        }
        let order = Self::longest_first(s);
        let k = self.threads.min(order.len()).max(1);
        let batches: Vec<Vec<usize>> = (0..k)
            .map(|b| order.iter().skip(b).step_by(k).copied().collect())
            .collect();
        let done = on_threads(None, &batches, |rows| {
            let one = |&i: &usize| (i, self.inner.sweep(&s.row(i))[0]);
            rows.iter().map(one).collect::<Vec<_>>()
        });
        in_row_order(order.len(), done.into_iter().flatten())
    }

    /// Combo by combo on the pool, longest first, with work stealing.
    fn sweep_combos(&self, pool: &rayon::ThreadPool, s: &Sweep<'_>) -> Vec<ComboResult> {
        let order = Self::longest_first(s);
        let done: Vec<(usize, ComboResult)> = pool.install(|| {
            order
                .par_iter()
                .with_max_len(1)
                .map(|&i| (i, self.inner.sweep(&s.row(i))[0]))
                .collect()
        });
        in_row_order(done.len(), done)
    }

    /// Rows per batch when the inner kernel shares work across combos.
    fn batch_size(&self, n_combos: usize) -> usize {
        n_combos
            .div_ceil(self.threads().saturating_mul(BATCHES_PER_THREAD))
            .max(1)
    }

    /// One batch per thread: the crew woken first, then the kernel's
    /// shared work done once ([`Kernel::prepare`]) and its rows dealt as
    /// it deals them ([`Prepared::deal`]: by default round-robin); or,
    /// for a kernel that prepares nothing, contiguous batches of rows,
    /// each one sweep of the inner kernel, in row order (a kernel whose
    /// results do not depend on which other rows share its sweep stays
    /// bit-identical to itself single-threaded).
    fn sweep_batches(&self, crew: Option<&Crew>, s: &Sweep<'_>) -> Vec<ComboResult> {
        // Before the preparation: the helpers wake up while it runs.
        let call = crew.and_then(Crew::call);
        let n = s.params().len();
        if let Some(prepared) = self.inner.prepare(s) {
            let mut batches = checked_deal(&*prepared, n, self.threads().min(n).max(1));
            // Fewer groups of rows than threads: no thread for nothing.
            batches.retain(|rows| !rows.is_empty());
            let done = on_threads(call, &batches, |rows| prepared.sweep_rows(rows));
            let placed = batches
                .iter()
                .zip(done)
                .flat_map(|(rows, results)| rows.iter().copied().zip(results));
            return in_row_order(n, placed);
        }
        let size = self.batch_size(n);
        let batches: Vec<_> = (0..n).step_by(size).map(|i| i..(i + size).min(n)).collect();
        on_threads(call, &batches, |rows| {
            self.inner.sweep(&s.rows(rows.clone()))
        })
        .concat()
    }
}

/// The kernel's deal of `n` rows into at most `k` batches, each row in
/// exactly one (a broken deal is a bug in the kernel: it panics).
fn checked_deal(prepared: &dyn Prepared, n: usize, k: usize) -> Vec<Vec<usize>> {
    let batches = prepared.deal(n, k);
    assert!(
        batches.len() <= k,
        "a kernel's deal must make at most one batch per thread (Prepared::deal)"
    );
    let mut dealt = vec![0u8; n];
    for &row in batches.iter().flatten() {
        dealt[row] += 1;
    }
    assert!(
        dealt.iter().all(|&d| d == 1),
        "a kernel's deal must name every row once (Prepared::deal)"
    );
    batches
}

/// `work` on every batch at once, results in batch order: on the crew's
/// call, or without one — while another call holds the crew (the same
/// kernel swept from two threads at once), or in a forked process — on
/// the calling thread and a scoped thread per other batch. A thread the
/// OS refuses leaves its batch to the calling thread: slower, never
/// wrong.
fn on_threads<B: Sync, R: Send>(
    call: Option<Call<'_>>,
    batches: &[B],
    work: impl Fn(&B) -> R + Sync,
) -> Vec<R> {
    if let Some(call) = call {
        return call.run(batches, work);
    }
    let Some((first, rest)) = batches.split_first() else {
        return Vec::new();
    };
    let work = &work;
    std::thread::scope(|scope| {
        let spawned: Vec<_> = rest
            .iter()
            .enumerate()
            .map(|(i, batch)| {
                std::thread::Builder::new()
                    .name(format!("kernel-par-batch-{}", i + 1))
                    .spawn_scoped(scope, move || work(batch))
                    .map_err(|_| batch)
            })
            .collect();
        let mut done = vec![work(first)];
        for s in spawned {
            done.push(match s {
                Ok(handle) => handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                Err(batch) => work(batch),
            });
        }
        done
    })
}

/// The process something was made in: a process forked from it (whose
/// only thread is the one that forked) is another.
struct Origin(u32);

impl Origin {
    fn here() -> Self {
        Origin(std::process::id())
    }

    /// Whether this is a process forked from the origin. (A process id
    /// is reused only after its process ended; a fork of a fork that
    /// gets the original's id is not told apart.)
    fn forked(&self) -> bool {
        std::process::id() != self.0
    }
}

/// `n` results from `(row, result)` pairs that name every row once.
fn in_row_order(
    n: usize,
    placed: impl IntoIterator<Item = (usize, ComboResult)>,
) -> Vec<ComboResult> {
    let mut out = vec![
        ComboResult {
            pnl: f64::NAN,
            trades: -1
        };
        n
    ];
    for (i, r) in placed {
        out[i] = r;
    }
    out
}

// A `Par` with a crew runs loom's threads in a test build with the `loom`
// feature, which only the models in `crew.rs` can drive.
#[cfg(all(test, not(feature = "loom")))]
mod tests {
    use super::*;
    use kernel_spec::gate::{Mode, compare};
    use kernel_spec::vectors::{paper_case, small_cases};

    #[test]
    fn zero_threads_is_an_error() {
        let e = Par::new(kernel_safe::Safe, 0).err().unwrap();
        assert!(e.to_string().contains("at least 1"));
    }

    #[test]
    fn name_and_thread_count() {
        let p = Par::new(kernel_simd::Simd::auto(), 3).unwrap();
        assert_eq!(p.name(), "par-simd");
        assert_eq!(p.threads(), 3);
    }

    #[test]
    fn bit_identical_to_the_single_thread_kernel_for_any_thread_count() {
        for case in small_cases() {
            let s = Sweep::new(&case.close, &case.params).unwrap();
            let single = kernel_safe::sweep(&s);
            for threads in [1, 2, 5] {
                let par = Par::new(kernel_safe::Safe, threads).unwrap();
                let g = compare(&single, &par.sweep(&s), Mode::BitExact);
                assert!(g.passed(), "{threads} threads on {}: {g}", case.name);
            }
        }
    }

    #[test]
    fn par_simd_on_paper_is_bit_identical_and_deterministic() {
        let case = paper_case();
        let s = Sweep::new(&case.close, &case.params).unwrap();
        let single = kernel_simd::Simd::auto().sweep(&s);
        let par = Par::new(kernel_simd::Simd::auto(), 2).unwrap();
        for _ in 0..3 {
            let g = compare(&single, &par.sweep(&s), Mode::BitExact);
            assert!(g.passed(), "{g}");
        }
    }

    #[test]
    fn workspace_grows_with_the_threads() {
        let one = Par::new(kernel_safe::Safe, 1).unwrap();
        let three = Par::new(kernel_safe::Safe, 3).unwrap();
        let (w1, w3) = (
            one.workspace_bytes(1000, 80),
            three.workspace_bytes(1000, 80),
        );
        assert!(w1 >= kernel_safe::Safe.workspace_bytes(1000, 1));
        assert!(w3 >= 3 * kernel_safe::Safe.workspace_bytes(1000, 1) && w3 > w1);
    }

    /// Shares work across combos; reports each row's `n` and the size of
    /// the batch it was swept in.
    struct Batched;

    impl Kernel for Batched {
        fn name(&self) -> &str {
            "batched"
        }
        fn exactness(&self) -> Exactness {
            Exactness::BitIdentical
        }
        fn shares_work_across_combos(&self) -> bool {
            true
        }
        fn sweep(&self, s: &Sweep<'_>) -> Vec<ComboResult> {
            let size = s.params().len() as i64;
            s.params()
                .iter()
                .map(|p| ComboResult {
                    pnl: p.n as f64,
                    trades: size,
                })
                .collect()
        }
    }

    #[test]
    fn a_kernel_that_shares_work_gets_contiguous_batches_in_row_order() {
        let case = paper_case();
        let s = Sweep::new(&case.close, &case.params).unwrap();
        for (threads, batch) in [(1, 80), (2, 40), (3, 27), (100, 1)] {
            let par = Par::new(Batched, threads).unwrap();
            assert!(par.shares_work_across_combos());
            let got = par.sweep(&s);
            assert_eq!(got.len(), 80);
            for (r, p) in got.iter().zip(&case.params) {
                assert_eq!(r.pnl, p.n as f64, "{threads} threads: row order");
            }
            assert_eq!(got[0].trades, batch, "{threads} threads: batch size");
            assert_eq!(got.iter().map(|r| r.trades).max(), Some(batch));
            assert!(
                par.workspace_bytes(150_000, 80)
                    >= threads * Batched.workspace_bytes(150_000, batch as usize)
            );
        }
    }

    /// Prepares once (counted); each row's result is its index, and its
    /// trades the rows of the batch it came in.
    struct Dealt(std::sync::atomic::AtomicUsize);

    struct DealtRows;

    impl Prepared for DealtRows {
        fn sweep_rows(&self, rows: &[usize]) -> Vec<ComboResult> {
            rows.iter()
                .map(|&r| ComboResult {
                    pnl: r as f64,
                    trades: rows.len() as i64,
                })
                .collect()
        }
    }

    impl Kernel for Dealt {
        fn name(&self) -> &str {
            "dealt"
        }
        fn exactness(&self) -> Exactness {
            Exactness::BitIdentical
        }
        fn shares_work_across_combos(&self) -> bool {
            true
        }
        fn sweep(&self, _: &Sweep<'_>) -> Vec<ComboResult> {
            unreachable!("a prepared kernel's rows go through sweep_rows")
        }
        fn prepare<'s>(&self, _: &Sweep<'s>) -> Option<Box<dyn Prepared + 's>> {
            self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            Some(Box::new(DealtRows))
        }
    }

    #[test]
    fn a_prepared_sweep_is_prepared_once_and_its_rows_dealt_round_robin() {
        let case = paper_case();
        let s = Sweep::new(&case.close, &case.params).unwrap();
        for threads in [1, 3, 100] {
            let par = Par::new(Dealt(Default::default()), threads).unwrap();
            let got = par.sweep(&s);
            let prepared = par.inner().0.load(std::sync::atomic::Ordering::Relaxed);
            assert_eq!(prepared, 1, "{threads} threads");
            assert_eq!(got.len(), 80);
            // k batches, batch b the rows b, b + k, …: row i is in batch
            // i mod k, of (80 − i mod k) / k rows rounded up.
            let k = threads.min(80);
            for (i, r) in got.iter().enumerate() {
                assert_eq!(r.pnl, i as f64, "{threads} threads: row order");
                let batch = (80 - i % k).div_ceil(k) as i64;
                assert_eq!(r.trades, batch, "{threads} threads, row {i}");
            }
        }
    }

    /// The prepared path on the real kernel: `par-sliding-simd` is
    /// `sliding-simd` bit for bit for any thread count, more threads than
    /// rows included, on a series with a spike that cuts the grid; the
    /// rows contiguous, so the kernel's pairs of combos reach its deal.
    #[test]
    fn par_sliding_simd_is_sliding_simd_bit_for_bit() {
        let mut x = kernel_spec::dataset::chacha_gbm(41, 30_000, 0.01);
        x[12_345] *= 1e6;
        let params: Vec<_> = kernel_spec::paper_grid()[..12].to_vec();
        let s = Sweep::new(&x, &params).unwrap();
        let single = kernel_sliding::SlidingSimd::auto().sweep(&s);
        for threads in [1, 2, 3, 50] {
            let par = Par::new(kernel_sliding::SlidingSimd::auto(), threads).unwrap();
            let g = compare(&single, &par.sweep(&s), Mode::BitExact);
            assert!(g.passed(), "{threads} threads: {g}");
        }
    }

    /// One `Par` swept from two threads at once: one call has the crew,
    /// the other runs on threads of its own; both stay bit-identical.
    #[test]
    fn one_par_swept_from_two_threads_at_once_stays_bit_identical() {
        let x = kernel_spec::dataset::chacha_gbm(7, 20_000, 0.01);
        let params: Vec<_> = kernel_spec::paper_grid()[..8].to_vec();
        let s = Sweep::new(&x, &params).unwrap();
        let single = kernel_sliding::SlidingSimd::auto().sweep(&s);
        let par = Par::new(kernel_sliding::SlidingSimd::auto(), 2).unwrap();
        std::thread::scope(|scope| {
            for _ in 0..2 {
                scope.spawn(|| {
                    for _ in 0..20 {
                        let g = compare(&single, &par.sweep(&s), Mode::BitExact);
                        assert!(g.passed(), "{g}");
                    }
                });
            }
        });
    }

    /// A process forked after the `Par` was built has its pool or crew
    /// but none of their threads: the sweep still runs, bit-identical.
    #[test]
    fn a_forked_process_sweeps_on_threads_of_its_own() {
        let case = &small_cases()[0];
        let s = Sweep::new(&case.close, &case.params).unwrap();
        let single = kernel_safe::sweep(&s);
        let x = kernel_spec::dataset::chacha_gbm(3, 20_000, 0.01);
        let params: Vec<_> = kernel_spec::paper_grid()[..6].to_vec();
        let s2 = Sweep::new(&x, &params).unwrap();
        let single2 = kernel_sliding::SlidingSimd::auto().sweep(&s2);
        for threads in [1, 2, 3] {
            let mut par = Par::new(kernel_safe::Safe, threads).unwrap();
            par.origin = Origin(par.origin.0.wrapping_add(1));
            let g = compare(&single, &par.sweep(&s), Mode::BitExact);
            assert!(g.passed(), "{threads} threads: {g}");
            let mut par = Par::new(kernel_sliding::SlidingSimd::auto(), threads).unwrap();
            par.origin = Origin(par.origin.0.wrapping_add(1));
            let g = compare(&single2, &par.sweep(&s2), Mode::BitExact);
            assert!(g.passed(), "{threads} threads: {g}");
        }
    }

    #[test]
    fn boxed_kernels_can_be_wrapped() {
        let boxed: Box<dyn Kernel> = Box::new(kernel_safe::Safe);
        let par = Par::new(boxed, 2).unwrap();
        assert_eq!(par.name(), "par-safe");
    }
}
