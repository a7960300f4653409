//! `kernel-safe`: the study's numba kernel ported line by line
//! (docs/study.md#the-kernel).
//!
//! This is the reference every other variant is gated against, so it is kept
//! deliberately plain: bounds-checked indexing, a fresh NaN-filled `Vec` for
//! every WMA pass and every combine (numba allocates the same way), the inner
//! sum in k-ascending order into one accumulator, separate multiply and add.
//! Do not optimise it — optimisations are variants in their own crates.
//!
//! The entry points are `#[inline(never)]` so that flamegraph frames,
//! callgrind function names and `cargo asm` symbols stay stable.

use kernel_spec::{COST, ComboResult, Exactness, Kernel, Params, Sweep};

/// Linearly weighted moving average, newest bar weighted `l`.
///
/// `out[i] = Σ_{k=0}^{l-1} (k+1)·x[i-l+1+k] / (l(l+1)/2)` for `i ≥ l-1`, NaN
/// before. Panics (bounds check) if `l == 0`; `l > x.len()` gives all NaN.
#[inline(never)]
pub fn wma(x: &[f64], l: usize) -> Vec<f64> {
    let n = x.len();
    let mut out = vec![f64::NAN; n];
    let denom = (l * (l + 1)) as f64 / 2.0;
    for i in (l - 1)..n {
        let mut s = 0.0;
        for k in 0..l {
            s += (k + 1) as f64 * x[i + 1 - l + k];
        }
        out[i] = s / denom;
    }
    out
}

/// `2·WMA(x,h) − WMA(x,n)` elementwise, one new array (numba fuses the
/// array expression into one loop and one allocation).
#[inline(never)]
pub fn hma_combine(wma_h: &[f64], wma_n: &[f64]) -> Vec<f64> {
    let mut out = vec![0.0; wma_h.len()];
    for i in 0..out.len() {
        out[i] = 2.0 * wma_h[i] - wma_n[i];
    }
    out
}

/// `3·WMA(x,p3) − WMA(x,p2) − WMA(x,p)` elementwise, evaluated left to right.
#[inline(never)]
pub fn hma3_combine(wma_p3: &[f64], wma_p2: &[f64], wma_p: &[f64]) -> Vec<f64> {
    let mut out = vec![0.0; wma_p3.len()];
    for i in 0..out.len() {
        out[i] = 3.0 * wma_p3[i] - wma_p2[i] - wma_p[i];
    }
    out
}

/// The stop-and-reverse loop over the two lines `a` (HMA) and `b` (HMA3).
#[inline(never)]
pub fn event_loop(close: &[f64], a: &[f64], b: &[f64]) -> ComboResult {
    let n = close.len();
    let mut pos: i64 = 0;
    let mut entry = 0.0;
    let mut pnl = 0.0;
    let mut trades: i64 = 0;
    for i in 1..n {
        let mut signal: i64 = 0;
        if b[i] > a[i] && b[i - 1] < a[i - 1] {
            signal = 1;
        } else if b[i] < a[i] && b[i - 1] > a[i - 1] {
            signal = -1;
        }
        if signal != 0 && signal != pos {
            if pos != 0 {
                let r = pos as f64 * (close[i] - entry) / entry;
                pnl += ((1.0 + r) * (1.0 - COST) - 1.0) * 100.0;
                trades += 1;
            }
            pos = signal;
            entry = close[i];
        }
    }
    if pos != 0 {
        let r = pos as f64 * (close[n - 1] - entry) / entry;
        pnl += ((1.0 + r) * (1.0 - COST) - 1.0) * 100.0;
        trades += 1;
    }
    ComboResult { pnl, trades }
}

/// One combo: 7 WMA passes, the two combines, the event loop.
///
/// Window lengths must be in `1..=close.len()` (a [`Sweep`] guarantees it);
/// otherwise a bounds check panics.
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

/// `combo` behind a C entry, for the compilers' seam: the root of the
/// unoptimised IR that `cargo xtask seam` takes from rustc (feature `seam`,
/// never in a normal build). `params` are the six window lengths in
/// [`Params`] order; the caller has validated them (a [`Sweep`]).
///
/// # Safety
/// `close` points to `len` readable `f64`, `params` to 6 readable `i64`,
/// `pnl` and `trades` to one writable value each.
#[cfg(feature = "seam")]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn ipc_seam_combo(
    close: *const f64,
    len: usize,
    params: *const i64,
    pnl: *mut f64,
    trades: *mut i64,
) -> i32 {
    // SAFETY: the caller's contract above; no timing benefit is claimed,
    // this is the only way a foreign caller reaches `combo`.
    let (close, p) = unsafe {
        (
            std::slice::from_raw_parts(close, len),
            std::slice::from_raw_parts(params, 6),
        )
    };
    let r = combo(close, &Params::new(p[0], p[1], p[2], p[3], p[4], p[5]));
    // SAFETY: the caller's contract above.
    unsafe {
        pnl.write(r.pnl);
        trades.write(r.trades);
    }
    0
}

/// Every combo of a validated sweep, in row order.
#[inline(never)]
pub fn sweep(s: &Sweep<'_>) -> Vec<ComboResult> {
    s.params().iter().map(|p| combo(s.close(), p)).collect()
}

/// [`sweep`] with `lap` called after each combo (the gap section times
/// the combos one by one inside a sweep); the combos are [`combo`] itself.
#[inline(never)]
pub fn sweep_laps(s: &Sweep<'_>, lap: &mut dyn FnMut()) -> Vec<ComboResult> {
    s.params()
        .iter()
        .map(|p| {
            let r = combo(s.close(), p);
            lap();
            r
        })
        .collect()
}

/// The reference's name on the CLI and in reports (`kernels::REFERENCE`;
/// crates below the kernels table name it from here).
pub const NAME: &str = "safe";

/// `kernel-safe` behind the [`Kernel`] trait.
#[derive(Clone, Copy, Debug, Default)]
pub struct Safe;

impl Kernel for Safe {
    fn name(&self) -> &str {
        NAME
    }

    fn exactness(&self) -> Exactness {
        Exactness::BitIdentical
    }

    fn sweep(&self, s: &Sweep<'_>) -> Vec<ComboResult> {
        sweep(s)
    }

    fn sweep_laps(&self, s: &Sweep<'_>, lap: &mut dyn FnMut()) -> Option<Vec<ComboResult>> {
        Some(sweep_laps(s, lap))
    }
}

#[cfg(test)]
mod tests;
