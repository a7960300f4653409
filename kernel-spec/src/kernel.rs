//! The interface every kernel variant implements, and its per-combo result.

use crate::Sweep;
use serde::Serialize;

/// One combo's outcome: total PnL in percentage points and closed trades.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ComboResult {
    pub pnl: f64,
    pub trades: i64,
}

/// What a variant promises about its arithmetic relative to `kernel-safe`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Exactness {
    /// Same operations in the same order: every pnl has the same bits.
    BitIdentical,
    /// Reordered or fused arithmetic: pnl within this absolute tolerance,
    /// trade counts still exact.
    Within(f64),
}

/// A sweep implementation: the same function of a [`Sweep`], however computed.
pub trait Kernel: Send + Sync {
    /// The name used on the CLI and in reports (`safe`, `unchecked`, …).
    fn name(&self) -> &str;

    /// The promise the gate holds this kernel to when compared with `kernel-safe`.
    fn exactness(&self) -> Exactness;

    /// One result per parameter row, in row order.
    fn sweep(&self, sweep: &Sweep<'_>) -> Vec<ComboResult>;

    /// The sweep again, calling `lap` after each combo, so a caller can
    /// time the combos one by one *inside* one sweep: each combo then runs
    /// with the heap, buffers and caches in the state the sweep's earlier
    /// combos left them, which a call of one combo alone does not (the gap
    /// section's samples). Same results as [`Kernel::sweep`]. `None` (the
    /// default): this kernel does not time its combos one by one.
    fn sweep_laps(&self, _sweep: &Sweep<'_>, _lap: &mut dyn FnMut()) -> Option<Vec<ComboResult>> {
        None
    }

    /// Whether one sweep of many combos shares work between them (e.g. a
    /// WMA of the close computed once for every combo that needs it), so a
    /// parallel wrapper should hand it batches of combos rather than one
    /// combo at a time. Default: combos are independent.
    fn shares_work_across_combos(&self) -> bool {
        false
    }

    /// The work one sweep shares across all its combos, done once (e.g.
    /// `sliding-simd`'s anchor grid), for a parallel wrapper to run the
    /// combos on in batches of any rows: without it, every batch is a
    /// sweep of its own and repeats that work on every thread. `None`
    /// (the default): the kernel has no such work, or shares it only
    /// between neighbouring rows ([`Kernel::shares_work_across_combos`]).
    /// `par-` asks only a kernel that shares work across combos.
    fn prepare<'s>(&self, _sweep: &Sweep<'s>) -> Option<Box<dyn Prepared + 's>> {
        None
    }

    /// An upper bound of the heap one sweep of `n_bars` × `n_combos` takes
    /// while it runs (a server charges it to its memory budget first). The
    /// default covers every single-thread variant here: at most 9 arrays of
    /// `n_bars` values are live at once (the gap knobs' 7 WMA and 2 combine
    /// buffers; kernel-safe peaks at 5, kernel-simd's workspace holds 7),
    /// plus the results.
    fn workspace_bytes(&self, n_bars: usize, n_combos: usize) -> usize {
        n_bars
            .saturating_mul(10 * 8)
            .saturating_add(n_combos.saturating_mul(16))
    }
}

/// One sweep with its shared work done ([`Kernel::prepare`]).
pub trait Prepared: Sync {
    /// The combos `rows` (indices into the sweep's parameter rows), one
    /// result each, in that order: bit for bit what the kernel's sweep of
    /// the whole grid gives those rows, whichever rows share the call.
    fn sweep_rows(&self, rows: &[usize]) -> Vec<ComboResult>;

    /// The rows `0..n` dealt into `k` batches of about equal cost, one per
    /// thread, every row in exactly one batch (`par-` checks). By default round-robin (batch b: rows b, b + k, …):
    /// neighbouring rows cost alike. A kernel that sweeps some rows
    /// together deals those into one batch.
    fn deal(&self, n: usize, k: usize) -> Vec<Vec<usize>> {
        (0..k).map(|b| (b..n).step_by(k).collect()).collect()
    }
}

/// A boxed kernel is a kernel (so wrappers such as the parallel one can take
/// whatever the CLI built).
impl<K: Kernel + ?Sized> Kernel for Box<K> {
    fn name(&self) -> &str {
        (**self).name()
    }

    fn exactness(&self) -> Exactness {
        (**self).exactness()
    }

    fn sweep(&self, sweep: &Sweep<'_>) -> Vec<ComboResult> {
        (**self).sweep(sweep)
    }

    fn sweep_laps(&self, sweep: &Sweep<'_>, lap: &mut dyn FnMut()) -> Option<Vec<ComboResult>> {
        (**self).sweep_laps(sweep, lap)
    }

    fn shares_work_across_combos(&self) -> bool {
        (**self).shares_work_across_combos()
    }

    fn prepare<'s>(&self, sweep: &Sweep<'s>) -> Option<Box<dyn Prepared + 's>> {
        (**self).prepare(sweep)
    }

    fn workspace_bytes(&self, n_bars: usize, n_combos: usize) -> usize {
        (**self).workspace_bytes(n_bars, n_combos)
    }
}
