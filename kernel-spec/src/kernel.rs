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

    /// Whether one sweep of many combos shares work between them (e.g. a
    /// WMA of the close computed once for every combo that needs it), so a
    /// parallel wrapper should hand it batches of combos rather than one
    /// combo at a time. Default: combos are independent.
    fn shares_work_across_combos(&self) -> bool {
        false
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

    fn shares_work_across_combos(&self) -> bool {
        (**self).shares_work_across_combos()
    }

    fn workspace_bytes(&self, n_bars: usize, n_combos: usize) -> usize {
        (**self).workspace_bytes(n_bars, n_combos)
    }
}
