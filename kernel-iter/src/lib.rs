//! `kernel-iter`: kernel-safe written the way idiomatic Rust would write
//! it — `windows`, `zip` and `collect` instead of indexing.
//!
//! What a porter asks once the gap section has blamed the bounds checks:
//! must I write `unsafe` (`kernel-unchecked`'s `get_unchecked`) to lose
//! them? An iterator over a slice carries its own bounds, so these loops
//! have no check to make and no `unsafe` to argue. The operations and their
//! order are kernel-safe's (the inner sum k-ascending into one accumulator,
//! separate multiply and add, the combines left to right), so the results
//! are bit-identical; what differs is the indexing, and the combines
//! `collect` into a fresh array instead of writing over a zero-filled one.
//! Numba allocates the same way, so every pass still allocates.

use kernel_spec::{COST, ComboResult, Exactness, Kernel, Params, Sweep};

/// Linearly weighted moving average, newest bar weighted `l` (the contract
/// of `kernel_safe::wma`): `out[i]` for `i ≥ l-1` from the window ending
/// at `i`, NaN before; `l > x.len()` gives all NaN. Panics if `l == 0`.
#[inline(never)]
pub fn wma(x: &[f64], l: usize) -> Vec<f64> {
    assert!(l >= 1, "a WMA window has at least one bar");
    let mut out = vec![f64::NAN; x.len()];
    let denom = (l * (l + 1)) as f64 / 2.0;
    for (o, window) in out.iter_mut().skip(l - 1).zip(x.windows(l)) {
        let mut s = 0.0;
        for (k, v) in window.iter().enumerate() {
            s += (k + 1) as f64 * v;
        }
        *o = s / denom;
    }
    out
}

/// `2·WMA(x,h) − WMA(x,n)` elementwise, one new array.
#[inline(never)]
pub fn hma_combine(wma_h: &[f64], wma_n: &[f64]) -> Vec<f64> {
    assert_eq!(wma_h.len(), wma_n.len(), "the two lines of one series");
    wma_h.iter().zip(wma_n).map(|(h, n)| 2.0 * h - n).collect()
}

/// `3·WMA(x,p3) − WMA(x,p2) − WMA(x,p)` elementwise, left to right.
#[inline(never)]
pub fn hma3_combine(wma_p3: &[f64], wma_p2: &[f64], wma_p: &[f64]) -> Vec<f64> {
    assert!(
        wma_p3.len() == wma_p2.len() && wma_p2.len() == wma_p.len(),
        "the three lines of one series"
    );
    wma_p3
        .iter()
        .zip(wma_p2)
        .zip(wma_p)
        .map(|((p3, p2), p)| 3.0 * p3 - p2 - p)
        .collect()
}

/// The return of one closed position, in percent after costs.
fn closed(pos: i64, entry: f64, exit: f64) -> f64 {
    let r = pos as f64 * (exit - entry) / entry;
    ((1.0 + r) * (1.0 - COST) - 1.0) * 100.0
}

/// The stop-and-reverse loop over the lines `a` (HMA) and `b` (HMA3):
/// consecutive pairs of bars through `windows(2)`.
#[inline(never)]
pub fn event_loop(close: &[f64], a: &[f64], b: &[f64]) -> ComboResult {
    assert!(
        a.len() == close.len() && b.len() == close.len(),
        "the lines of one series"
    );
    let mut pos: i64 = 0;
    let mut entry = 0.0;
    let mut pnl = 0.0;
    let mut trades: i64 = 0;
    for ((c, a), b) in close.iter().skip(1).zip(a.windows(2)).zip(b.windows(2)) {
        let signal: i64 = if b[1] > a[1] && b[0] < a[0] {
            1
        } else if b[1] < a[1] && b[0] > a[0] {
            -1
        } else {
            0
        };
        if signal != 0 && signal != pos {
            if pos != 0 {
                pnl += closed(pos, entry, *c);
                trades += 1;
            }
            pos = signal;
            entry = *c;
        }
    }
    if let (true, Some(&last)) = (pos != 0, close.last()) {
        pnl += closed(pos, entry, last);
        trades += 1;
    }
    ComboResult { pnl, trades }
}

/// One combo: 7 WMA passes, the two combines, the event loop.
#[inline(never)]
pub fn combo(close: &[f64], p: &Params) -> ComboResult {
    let len = |v: i64| usize::try_from(v).expect("validated window length");
    let a = wma(
        &hma_combine(&wma(close, len(p.h)), &wma(close, len(p.n))),
        len(p.s),
    );
    let b = wma(
        &hma3_combine(
            &wma(close, len(p.p3)),
            &wma(close, len(p.p2)),
            &wma(close, len(p.p)),
        ),
        len(p.p),
    );
    event_loop(close, &a, &b)
}

/// `kernel-iter` behind the [`Kernel`] trait.
#[derive(Clone, Copy, Debug, Default)]
pub struct Iter;

impl Kernel for Iter {
    fn name(&self) -> &str {
        "iter"
    }

    fn exactness(&self) -> Exactness {
        Exactness::BitIdentical
    }

    fn sweep(&self, s: &Sweep<'_>) -> Vec<ComboResult> {
        s.params().iter().map(|p| combo(s.close(), p)).collect()
    }
}

#[cfg(test)]
mod tests;
