//! `kernel-sliding`: the sweep in O(1) work per bar and window instead of
//! O(window), with kernel-safe's trades (`sliding`, and `sliding-simd` in
//! [`simd`](SlidingSimd)).
//!
//! * Every WMA by its recurrence ([`wma`]): plain running sums — five
//!   flops a bar — restarted exactly on one anchor grid for every series
//!   of the sweep ([`grid`]), drawn from the close: every 1,024 bars, and
//!   wherever its magnitude jumps.
//! * Its error bounded, not assumed ([`bound`]): per line and anchor
//!   period, a rigorous bound on the distance to kernel-safe's line.
//! * Work shared: in `sliding`, the WMA of the close for each distinct
//!   window length is computed once per sweep (the grid repeats lengths
//!   across combos, and `h == p` in every row); per combo only its two
//!   combines, their two WMAs and the event loop run. (`sliding-simd`
//!   computes a combo's raw windows again per tile, so they stay in L2:
//!   [`blocked`].) `par-` hands such a kernel batches of
//!   rows ([`Kernel::shares_work_across_combos`]).
//! * Near-ties decided exactly ([`exact`], [`events`]): the event loop acts
//!   on the sign of `HMA3 − HMA` at each bar. Where the two lines are
//!   within their two bounds of each other, both are replaced by
//!   kernel-safe's own values; elsewhere the sign cannot differ. So the
//!   trades — and with them the pnl, a function of the close at the trade
//!   bars — are kernel-safe's. The gate still holds the kernel to
//!   `|Δpnl| ≤ 1e-6` and exact trades (`Exactness::Within`), as any
//!   reordered arithmetic is; [`accuracy`] measures the lines' distance to
//!   kernel-safe's, and to its bound, for the report.

mod accuracy;
mod blocked;
pub mod bound;
mod crossings;
mod events;
mod exact;
pub mod grid;
mod lanes;
mod sides;
mod simd;
mod tile;
pub mod wma;
mod work;

pub use accuracy::{Accuracy, accuracy};
pub use work::{FLOPS_PER_COMBO_BAR, FLOPS_PER_WMA_BAR, Work, recomputed_wma_bars, work};

pub use simd::{Isa, LANES, SlidingSimd};

use exact::Exact;
use grid::Grid;
use kernel_spec::gate::PNL_TOLERANCE;
use kernel_spec::{ComboResult, Exactness, Kernel, Params, Sweep};
use std::collections::BTreeMap;
use std::collections::btree_map::Entry;

fn len(v: i64) -> usize {
    usize::try_from(v).expect("validated window length")
}

/// The raw window lengths a combo reads: n, h, p3, p2, p.
fn raw_lengths(p: &Params) -> [usize; 5] {
    [len(p.n), len(p.h), len(p.p3), len(p.p2), len(p.p)]
}

/// The sweep's anchor grid: its lines read at most the longest raw window
/// plus the longest second-level window back.
pub(crate) fn grid_for(close: &[f64], params: &[Params]) -> Grid {
    let longest = |f: fn(&Params) -> usize| params.iter().map(f).max().unwrap_or(1);
    let raw = longest(|p| raw_lengths(p).into_iter().max().unwrap_or(1));
    let second = longest(|p| len(p.s).max(len(p.p)));
    Grid::adaptive(close, raw + second - 1)
}

/// Per-combo working arrays, reused across combos.
struct Buffers {
    combine: Vec<f64>,
    a: Vec<f64>,
    b: Vec<f64>,
    side: Vec<i8>,
    /// Per anchor period: both lines' bounds summed.
    bound: Vec<f64>,
}

/// One combo from the shared raw WMAs.
fn combo(
    close: &[f64],
    p: &Params,
    raw: &BTreeMap<usize, Vec<f64>>,
    raws: &mut bound::Raws<'_>,
    exact: &mut Exact<'_>,
    buf: &mut Buffers,
) -> ComboResult {
    let grid = raws.grid();
    let r = |l: i64| raw[&len(l)].as_slice();
    let (wn, wh, wp3, wp2, wp) = (r(p.n), r(p.h), r(p.p3), r(p.p2), r(p.p));
    for (i, c) in buf.combine.iter_mut().enumerate() {
        *c = 2.0 * wh[i] - wn[i];
    }
    wma::wma_into(&buf.combine, len(p.s), grid, &mut buf.a);
    for (i, c) in buf.combine.iter_mut().enumerate() {
        *c = 3.0 * wp3[i] - wp2[i] - wp[i];
    }
    wma::wma_into(&buf.combine, len(p.p), grid, &mut buf.b);
    let (bound_a, bound_b) = bound::lines(raws, p);
    for (x, y) in buf.bound.iter_mut().zip(bound_a.iter().zip(&bound_b)) {
        *x = y.0 + y.1;
    }
    events::patch_ties(&mut buf.a, &mut buf.b, grid, &buf.bound, |i| {
        exact.lines(p, i)
    });
    events::event_loop(close, &buf.a, &buf.b, &mut buf.side)
}

/// Every combo of a validated sweep, in row order.
#[inline(never)]
pub fn sweep(s: &Sweep<'_>) -> Vec<ComboResult> {
    let close = s.close();
    let n = close.len();
    let grid = grid_for(close, s.params());
    let mut raw: BTreeMap<usize, Vec<f64>> = BTreeMap::new();
    for p in s.params() {
        for l in raw_lengths(p) {
            if let Entry::Vacant(slot) = raw.entry(l) {
                let mut out = vec![0.0; n];
                wma::wma_into(close, l, &grid, &mut out);
                slot.insert(out);
            }
        }
    }
    let mut exact = Exact::new(close);
    let mut buf = Buffers {
        combine: vec![0.0; n],
        a: vec![0.0; n],
        b: vec![0.0; n],
        side: Vec::with_capacity(n),
        bound: vec![0.0; grid.len()],
    };
    let mut results = Vec::with_capacity(s.params().len());
    let mut raws = bound::Raws::new(&grid);
    for p in s.params() {
        results.push(combo(close, p, &raw, &mut raws, &mut exact, &mut buf));
    }
    results
}

/// `kernel-sliding` behind the [`Kernel`] trait (`sliding` on the CLI).
#[derive(Clone, Copy, Debug, Default)]
pub struct Sliding;

impl Kernel for Sliding {
    fn name(&self) -> &str {
        "sliding"
    }

    fn exactness(&self) -> Exactness {
        Exactness::Within(PNL_TOLERANCE)
    }

    fn sweep(&self, s: &Sweep<'_>) -> Vec<ComboResult> {
        sweep(s)
    }

    /// The WMAs of the close, one per distinct window length, serve every
    /// combo of the sweep: `par-` hands this kernel batches of rows.
    fn shares_work_across_combos(&self) -> bool {
        true
    }

    /// The shared raw WMAs (at most 5 distinct lengths per combo), their
    /// exact counterparts where near-ties need them (a bounded map,
    /// `exact::workspace_bytes`), three working arrays and the results.
    fn workspace_bytes(&self, n_bars: usize, n_combos: usize) -> usize {
        let lengths = n_combos.saturating_mul(5).min(n_bars.max(1));
        n_bars
            .saturating_mul(lengths.saturating_mul(8).saturating_add(3 * 8))
            .saturating_add(exact::workspace_bytes(lengths.saturating_mul(n_bars)))
            .saturating_add(n_combos.saturating_mul(16))
    }
}

#[cfg(test)]
mod tests;
