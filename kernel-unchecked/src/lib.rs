//! `kernel-unchecked`: `kernel-safe` with `get_unchecked` in the hot loops.
//!
//! The study's first suspect for Rust being slower than numba was bounds
//! checking (numba's `@njit` has none); its `get_unchecked` build was no
//! faster (2.337 s vs 2.276 s). This crate is that experiment, kept
//! line-for-line parallel to `kernel-safe` so the *only* difference is the
//! indexing: same allocations, same operation order, bit-identical results.
//!
//! **Measured benefit:** the in-process table of `reports/in_process.md`
//! gives its time against `kernel-safe`'s, paired, with the machine it was
//! measured on (in the committed records no faster: its interval against
//! kernel-safe lies at or above 1).
//! The cause is visible in `cargo asm`/`objdump` of the two `wma`s: with the
//! bounds check gone, LLVM no longer knows that `k + 1` fits in an `i64`, so
//! `(k + 1) as f64` becomes baseline x86-64's 5-instruction *unsigned*
//! conversion (`movq/punpckldq/subpd/unpckhpd/addsd`) instead of one signed
//! `cvtsi2sd` — the check was paying for itself by proving a range. The
//! study saw the same sign (2.7% slower) without a cause. Reproduce with
//! `ipc-tax report` or `cargo bench -p ipc-tax-benches --bench phases -- wma`.

use kernel_spec::{COST, ComboResult, Exactness, Kernel, Params, Sweep};

/// WMA as in `kernel_safe::wma`, without bounds checks in the double loop.
///
/// # Panics
/// If `l == 0` (the loop start `l - 1` would underflow); `l > x.len()` gives all NaN.
#[inline(never)]
pub fn wma(x: &[f64], l: usize) -> Vec<f64> {
    let n = x.len();
    let mut out = vec![f64::NAN; n];
    let denom = (l * (l + 1)) as f64 / 2.0;
    for i in (l - 1)..n {
        let mut s = 0.0;
        for k in 0..l {
            // SAFETY: i ≥ l-1 and k < l, so i+1-l+k is in [0, i] and i < n = x.len().
            // Benefit: negative (see the crate docs) — this is the hottest load
            // of the sweep (≈308 per bar per combo), and dropping its check
            // costs the signed conversion of `k + 1`.
            s += (k + 1) as f64 * unsafe { *x.get_unchecked(i + 1 - l + k) };
        }
        // SAFETY: l-1 ≤ i < n = out.len(). Benefit: none measurable (one
        // store per output, its check was hoisted by LLVM in kernel-safe too).
        unsafe { *out.get_unchecked_mut(i) = s / denom };
    }
    out
}

/// `2·WMA(x,h) − WMA(x,n)`, unchecked.
///
/// # Panics
/// If the two inputs differ in length.
#[inline(never)]
pub fn hma_combine(wma_h: &[f64], wma_n: &[f64]) -> Vec<f64> {
    assert_eq!(wma_h.len(), wma_n.len());
    let mut out = vec![0.0; wma_h.len()];
    for i in 0..out.len() {
        // SAFETY: i < out.len() = wma_h.len() = wma_n.len() (asserted above).
        // Benefit: none measurable: after the assert LLVM drops these checks
        // in kernel-safe as well (`phases` bench, `combines` group).
        unsafe {
            *out.get_unchecked_mut(i) = 2.0 * wma_h.get_unchecked(i) - wma_n.get_unchecked(i);
        }
    }
    out
}

/// `3·WMA(x,p3) − WMA(x,p2) − WMA(x,p)`, left to right, unchecked.
///
/// # Panics
/// If the three inputs differ in length.
#[inline(never)]
pub fn hma3_combine(wma_p3: &[f64], wma_p2: &[f64], wma_p: &[f64]) -> Vec<f64> {
    assert!(wma_p3.len() == wma_p2.len() && wma_p2.len() == wma_p.len());
    let mut out = vec![0.0; wma_p3.len()];
    for i in 0..out.len() {
        // SAFETY: i < out.len(), and all three inputs have that length (asserted above).
        // Benefit: as for hma_combine — none measurable.
        unsafe {
            *out.get_unchecked_mut(i) =
                3.0 * wma_p3.get_unchecked(i) - wma_p2.get_unchecked(i) - wma_p.get_unchecked(i);
        }
    }
    out
}

/// The stop-and-reverse loop of `kernel_safe::event_loop`, unchecked.
///
/// # Panics
/// If the three inputs differ in length.
#[inline(never)]
pub fn event_loop(close: &[f64], a: &[f64], b: &[f64]) -> ComboResult {
    let n = close.len();
    assert!(a.len() == n && b.len() == n);
    let mut pos: i64 = 0;
    let mut entry = 0.0;
    let mut pnl = 0.0;
    let mut trades: i64 = 0;
    for i in 1..n {
        // SAFETY: 1 ≤ i < n, so i and i-1 index all three slices (lengths asserted equal).
        // Benefit: ~14% on the event loop alone (`phases` bench, `event_loop`
        // group: 716 µs vs 829 µs on combo 1) — under 2% of a combo.
        let (ai, bi, ap, bp, ci) = unsafe {
            (
                *a.get_unchecked(i),
                *b.get_unchecked(i),
                *a.get_unchecked(i - 1),
                *b.get_unchecked(i - 1),
                *close.get_unchecked(i),
            )
        };
        let mut signal: i64 = 0;
        if bi > ai && bp < ap {
            signal = 1;
        } else if bi < ai && bp > ap {
            signal = -1;
        }
        if signal != 0 && signal != pos {
            if pos != 0 {
                let r = pos as f64 * (ci - entry) / entry;
                pnl += ((1.0 + r) * (1.0 - COST) - 1.0) * 100.0;
                trades += 1;
            }
            pos = signal;
            entry = ci;
        }
    }
    if pos != 0 {
        let r = pos as f64 * (close[n - 1] - entry) / entry;
        pnl += ((1.0 + r) * (1.0 - COST) - 1.0) * 100.0;
        trades += 1;
    }
    ComboResult { pnl, trades }
}

/// One combo; window lengths must be in `1..=close.len()` (a [`Sweep`] guarantees it).
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

#[inline(never)]
pub fn sweep(s: &Sweep<'_>) -> Vec<ComboResult> {
    s.params().iter().map(|p| combo(s.close(), p)).collect()
}

/// `kernel-unchecked` behind the [`Kernel`] trait.
#[derive(Clone, Copy, Debug, Default)]
pub struct Unchecked;

impl Kernel for Unchecked {
    fn name(&self) -> &str {
        "unchecked"
    }

    fn exactness(&self) -> Exactness {
        Exactness::BitIdentical
    }

    fn sweep(&self, s: &Sweep<'_>) -> Vec<ComboResult> {
        sweep(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel_spec::dataset::{DatasetSpec, chacha_gbm};
    use kernel_spec::paper_grid;

    fn assert_bits_eq(a: &[f64], b: &[f64]) {
        assert_eq!(a.len(), b.len());
        for (i, (x, y)) in a.iter().zip(b).enumerate() {
            assert_eq!(x.to_bits(), y.to_bits(), "index {i}: {x} vs {y}");
        }
    }

    #[test]
    fn every_phase_is_bit_identical_to_safe() {
        let x = chacha_gbm(9, 2_000, 0.002);
        for l in [1, 2, 3, 14, 50, 200, 1999, 2000, 2001] {
            assert_bits_eq(&wma(&x, l), &kernel_safe::wma(&x, l));
        }
        let (w1, w2, w3) = (wma(&x, 3), wma(&x, 7), wma(&x, 20));
        assert_bits_eq(&hma_combine(&w1, &w2), &kernel_safe::hma_combine(&w1, &w2));
        assert_bits_eq(
            &hma3_combine(&w1, &w2, &w3),
            &kernel_safe::hma3_combine(&w1, &w2, &w3),
        );
        assert_eq!(
            event_loop(&x, &w1, &w2),
            kernel_safe::event_loop(&x, &w1, &w2)
        );
    }

    #[test]
    fn paper_sweep_is_bit_identical_to_safe() {
        let paper = DatasetSpec::Paper.load().unwrap();
        let grid = paper_grid();
        let s = Sweep::new(&paper.close, &grid).unwrap();
        let g = kernel_spec::gate::compare(
            &kernel_safe::sweep(&s),
            &Unchecked.sweep(&s),
            kernel_spec::gate::Mode::BitExact,
        );
        assert!(g.passed(), "{g}");
    }
}
