//! `kernel-sliding`: the sweep in O(1) work per bar and window instead of
//! O(window), with kernel-safe's trades (`sliding`, and `sliding-simd` in
//! [`simd`](SlidingSimd)).
//!
//! * Every WMA by its recurrence ([`wma`]): compensated running sums,
//!   re-anchored exactly every [`wma::ANCHOR_EVERY`] bars.
//! * Work shared: the WMA of the close for each distinct window length is
//!   computed once per sweep (the grid repeats lengths across combos, and
//!   `h == p` in every row); per combo only its two combines, their two
//!   WMAs and the event loop run. `par-` hands such a kernel batches of
//!   rows ([`Kernel::shares_work_across_combos`]).
//! * Near-ties decided exactly ([`exact`], [`events`]): the event loop acts
//!   on the sign of `HMA3 − HMA` at each bar. Where the two lines are
//!   within [`TIE_BAND`] of each other (relative), far wider than the
//!   recurrence's error, both lines at that bar are replaced by
//!   kernel-safe's own values; elsewhere the sign cannot differ. So the
//!   trades — and with them the pnl, a function of the close at the trade
//!   bars — are kernel-safe's. The gate still holds the kernel to
//!   `|Δpnl| ≤ 1e-6` and exact trades (`Exactness::Within`), as any
//!   reordered arithmetic is; [`accuracy`] measures the lines' distance to
//!   kernel-safe's for the report.

mod accuracy;
mod events;
mod exact;
mod simd;
mod tiles;
mod transpose;
pub mod wma;
mod work;

pub use accuracy::{Accuracy, accuracy};
pub use work::{FLOPS_PER_COMBO_BAR, FLOPS_PER_WMA_BAR, Work, work};

pub use simd::{LANES, SlidingSimd};

use exact::Exact;
use kernel_spec::gate::PNL_TOLERANCE;
use kernel_spec::{ComboResult, Exactness, Kernel, Params, Sweep};
use std::collections::BTreeMap;
use std::collections::btree_map::Entry;

/// Relative distance between the two lines below which a bar is decided
/// with kernel-safe's values. The recurrence stays within kernel-safe's own
/// rounding bound, (l + 4) ulps, on price-like series (tests: random walks,
/// NaN warm-ups); a spike 1e6× the local scale is the worst case measured
/// (the report's `sliding` section states the worst per dataset and its
/// margin to this band). Bars this close are rare in a price series; a
/// constant stretch is all of them, and there this kernel is as slow as
/// kernel-safe, never wrong.
pub const TIE_BAND: f64 = 1e-9;

fn len(v: i64) -> usize {
    usize::try_from(v).expect("validated window length")
}

/// The raw window lengths a combo reads: n, h, p3, p2, p.
fn raw_lengths(p: &Params) -> [usize; 5] {
    [len(p.n), len(p.h), len(p.p3), len(p.p2), len(p.p)]
}

/// Per-combo working arrays, reused across combos.
struct Buffers {
    combine: Vec<f64>,
    a: Vec<f64>,
    b: Vec<f64>,
    side: Vec<i8>,
}

/// How a sweep computes one WMA series: the scalar recurrence
/// ([`Scalar`]) or the tiled one on vector lanes. Everything between a
/// sweep's entry point and this call is `#[inline(always)]`, so a path
/// compiled inside a `#[target_feature]` function gets that function's
/// instructions all the way down.
pub(crate) trait WmaPath {
    fn wma(&mut self, x: &[f64], l: usize, out: &mut [f64]);
}

/// `wma::wma_into`, one anchor period after the other.
pub(crate) struct Scalar;

impl WmaPath for Scalar {
    #[inline(always)]
    fn wma(&mut self, x: &[f64], l: usize, out: &mut [f64]) {
        wma::wma_into(x, l, out);
    }
}

/// One combo from the shared raw WMAs, its two WMAs by `path`.
#[inline(always)]
fn combo(
    close: &[f64],
    p: &Params,
    raw: &BTreeMap<usize, Vec<f64>>,
    exact: &mut Exact<'_>,
    buf: &mut Buffers,
    path: &mut impl WmaPath,
) -> ComboResult {
    let r = |l: i64| raw[&len(l)].as_slice();
    let (wn, wh, wp3, wp2, wp) = (r(p.n), r(p.h), r(p.p3), r(p.p2), r(p.p));
    for (i, c) in buf.combine.iter_mut().enumerate() {
        *c = 2.0 * wh[i] - wn[i];
    }
    path.wma(&buf.combine, len(p.s), &mut buf.a);
    for (i, c) in buf.combine.iter_mut().enumerate() {
        *c = 3.0 * wp3[i] - wp2[i] - wp[i];
    }
    path.wma(&buf.combine, len(p.p), &mut buf.b);
    events::patch_ties(&mut buf.a, &mut buf.b, |i| exact.lines(p, i));
    events::event_loop(close, &buf.a, &buf.b, &mut buf.side)
}

/// Every combo of a validated sweep, in row order.
#[inline(never)]
pub fn sweep(s: &Sweep<'_>) -> Vec<ComboResult> {
    sweep_with(s, &mut Scalar)
}

/// The sweep with every WMA computed by `path` (the scalar recurrence, or
/// the tiled one on vector lanes: the same bits either way).
#[inline(always)]
pub(crate) fn sweep_with(s: &Sweep<'_>, path: &mut impl WmaPath) -> Vec<ComboResult> {
    let close = s.close();
    let n = close.len();
    let mut raw: BTreeMap<usize, Vec<f64>> = BTreeMap::new();
    for p in s.params() {
        for l in raw_lengths(p) {
            if let Entry::Vacant(slot) = raw.entry(l) {
                let mut out = vec![0.0; n];
                path.wma(close, l, &mut out);
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
    };
    // A plain loop: an iterator adapter's `fold` would be a function of its
    // own, compiled without the caller's target features.
    let mut results = Vec::with_capacity(s.params().len());
    for p in s.params() {
        results.push(combo(close, p, &raw, &mut exact, &mut buf, path));
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
    /// exact counterparts where near-ties need them (values and a flag per
    /// bar), three working arrays and the results.
    fn workspace_bytes(&self, n_bars: usize, n_combos: usize) -> usize {
        let lengths = n_combos.saturating_mul(5).min(n_bars.max(1));
        n_bars
            .saturating_mul(lengths.saturating_mul(8 + 9).saturating_add(3 * 8))
            .saturating_add(n_combos.saturating_mul(16))
    }
}

#[cfg(test)]
mod tests;
