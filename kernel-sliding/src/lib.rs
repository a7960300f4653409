//! `kernel-sliding`: the sweep in O(1) work per bar and window instead of
//! O(window), with kernel-safe's trades.
//!
//! * Every WMA by its recurrence ([`wma`]): compensated running sums,
//!   re-anchored exactly every [`wma::ANCHOR_EVERY`] bars.
//! * Work shared: the WMA of the close for each distinct window length is
//!   computed once per sweep (the grid repeats lengths across combos, and
//!   `h == p` in every row); per combo only its two combines, their two
//!   WMAs and the event loop run.
//! * Near-ties decided exactly ([`exact`]): the event loop acts on the sign
//!   of `HMA3 − HMA` at each bar. Where the two lines are within
//!   [`TIE_BAND`] of each other (relative), far wider than the recurrence's
//!   error, both lines at that bar are replaced by kernel-safe's own values;
//!   elsewhere the sign cannot differ. So the trades — and with them the
//!   pnl, a function of the close at the trade bars — are kernel-safe's.
//!   The gate still holds the kernel to `|Δpnl| ≤ 1e-6` and exact trades
//!   (`Exactness::Within`), as any reordered arithmetic is.

mod exact;
mod lanes;
mod simd;
pub mod wma;

pub use simd::SlidingSimd;

use exact::Exact;
use kernel_spec::gate::PNL_TOLERANCE;
use kernel_spec::{ComboResult, Exactness, Kernel, Params, Sweep};
use std::collections::BTreeMap;

/// Relative distance between the two lines below which a bar is decided
/// with kernel-safe's values. The recurrence stays within kernel-safe's own
/// rounding bound, (l + 4) ulps — about 1e-13 for the grid's longest
/// windows (tests: random walks, NaN warm-ups, a 1e6× spike in and out);
/// 1e-9 leaves four orders of magnitude of margin, and bars this close are
/// rare in a price series (a constant stretch is all of them — there this
/// kernel is as slow as kernel-safe, never wrong).
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
}

/// One combo from the shared raw WMAs.
fn combo(
    close: &[f64],
    p: &Params,
    raw: &BTreeMap<usize, Vec<f64>>,
    exact: &mut Exact<'_>,
    buf: &mut Buffers,
) -> ComboResult {
    let r = |l: i64| raw[&len(l)].as_slice();
    let (wn, wh, wp3, wp2, wp) = (r(p.n), r(p.h), r(p.p3), r(p.p2), r(p.p));
    for (i, c) in buf.combine.iter_mut().enumerate() {
        *c = 2.0 * wh[i] - wn[i];
    }
    wma::wma_into(&buf.combine, len(p.s), &mut buf.a);
    for (i, c) in buf.combine.iter_mut().enumerate() {
        *c = 3.0 * wp3[i] - wp2[i] - wp[i];
    }
    wma::wma_into(&buf.combine, len(p.p), &mut buf.b);
    trade(close, p, exact, &mut buf.a, &mut buf.b)
}

/// The event loop over a combo's two lines, after replacing them by
/// kernel-safe's values at every near-tie.
fn trade(
    close: &[f64],
    p: &Params,
    exact: &mut Exact<'_>,
    a: &mut [f64],
    b: &mut [f64],
) -> ComboResult {
    for i in 0..close.len() {
        let (x, y) = (a[i], b[i]);
        if (y - x).abs() <= TIE_BAND * (x.abs() + y.abs()) {
            (a[i], b[i]) = exact.lines(p, i);
        }
    }
    kernel_safe::event_loop(close, a, b)
}

/// Every combo of a validated sweep, in row order.
#[inline(never)]
pub fn sweep(s: &Sweep<'_>) -> Vec<ComboResult> {
    let close = s.close();
    let n = close.len();
    let mut raw: BTreeMap<usize, Vec<f64>> = BTreeMap::new();
    for p in s.params() {
        for l in raw_lengths(p) {
            raw.entry(l).or_insert_with(|| {
                let mut out = vec![0.0; n];
                wma::wma_into(close, l, &mut out);
                out
            });
        }
    }
    let mut exact = Exact::new(close);
    let mut buf = Buffers {
        combine: vec![0.0; n],
        a: vec![0.0; n],
        b: vec![0.0; n],
    };
    s.params()
        .iter()
        .map(|p| combo(close, p, &raw, &mut exact, &mut buf))
        .collect()
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
