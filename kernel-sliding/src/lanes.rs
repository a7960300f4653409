//! The WMA recurrence of [`wma`](crate::wma) on `L` series at once, one
//! lane each: the raw WMAs of `L` window lengths over the close, or the
//! combine WMAs of `L` combos.
//!
//! The recurrence is a chain of dependent compensated adds per bar, so one
//! series is latency-bound; `L` independent series fill the vector lanes
//! and the pipeline instead. Every lane does exactly the scalar path's
//! operations in the scalar path's order (the same split, the same
//! Neumaier adds, anchors at the same bars through the same
//! [`anchor`](crate::wma::anchor)), so each lane's output is bit-identical
//! to `wma::wma_into` on that series — the tests check it bit for bit.
//! Written over plain `[f64; L]` arrays; [`crate::SlidingSimd`] compiles it
//! inside `#[target_feature]` functions, where LLVM turns each array
//! operation into vector instructions.

use crate::wma::{ANCHOR_EVERY, EXACT_PRODUCT_LIMIT, anchor};

/// `L` series, read bar by bar.
pub(crate) trait Source<const L: usize> {
    /// Bars in each series.
    fn len(&self) -> usize;
    /// Lane `lane` at bar `j`.
    fn value(&self, j: usize, lane: usize) -> f64;
    /// Every lane at bar `j`.
    fn at(&self, j: usize) -> [f64; L];
}

/// One series shared by every lane (the close, for the raw WMAs).
pub(crate) struct Shared<'a>(pub &'a [f64]);

impl<const L: usize> Source<L> for Shared<'_> {
    fn len(&self) -> usize {
        self.0.len()
    }
    #[inline(always)]
    fn value(&self, j: usize, _lane: usize) -> f64 {
        self.0[j]
    }
    #[inline(always)]
    fn at(&self, j: usize) -> [f64; L] {
        [self.0[j]; L]
    }
}

/// `L` series interleaved bar by bar: lane `k` at bar `j` is `x[j·L + k]`.
pub(crate) struct Interleaved<'a>(pub &'a [f64]);

impl<const L: usize> Source<L> for Interleaved<'_> {
    fn len(&self) -> usize {
        self.0.len() / L
    }
    #[inline(always)]
    fn value(&self, j: usize, lane: usize) -> f64 {
        self.0[j * L + lane]
    }
    #[inline(always)]
    fn at(&self, j: usize) -> [f64; L] {
        self.0[j * L..j * L + L]
            .try_into()
            .expect("a bar of L lanes")
    }
}

/// Neumaier's compensated add on every lane (`Compensated::add`, lane-wise).
#[inline(always)]
fn add<const L: usize>(sum: &mut [f64; L], carry: &mut [f64; L], x: [f64; L]) {
    for k in 0..L {
        let t = sum[k] + x[k];
        carry[k] += if sum[k].abs() >= x[k].abs() {
            (sum[k] - t) + x[k]
        } else {
            (x[k] - t) + sum[k]
        };
        sum[k] = t;
    }
}

#[inline(always)]
fn map<const L: usize>(a: [f64; L], f: impl Fn(usize, f64) -> f64) -> [f64; L] {
    let mut out = a;
    for (k, v) in out.iter_mut().enumerate() {
        *v = f(k, *v);
    }
    out
}

/// The WMA of each lane's series over its own window `lens[k]`, into `out`
/// interleaved like [`Interleaved`] (`out.len() = L · bars`). Lanes whose
/// window is at least 2²⁷ bars (where `l·x` is no longer two exact
/// products) take the scalar path's rounded-product branch lane by lane in
/// [`crate::wma`] — callers send those to `wma_into` instead.
#[inline(always)]
pub(crate) fn wma_lanes<const L: usize, S: Source<L>>(src: &S, lens: [usize; L], out: &mut [f64]) {
    let n = src.len();
    assert_eq!(out.len(), n * L, "wma_lanes: output length");
    assert!(
        lens.iter().all(|&l| (1..EXACT_PRODUCT_LIMIT).contains(&l)),
        "wma_lanes: window lengths 1..2²⁷"
    );
    // Each lane starts at its first full window after its NaN warm-up and
    // is re-anchored every ANCHOR_EVERY + 1 bars from there, as wma_into is.
    // First bar of each lane's output (n: none).
    let valid_from: [usize; L] = std::array::from_fn(|k| {
        let first = (0..n).position(|j| !src.value(j, k).is_nan()).unwrap_or(n);
        (first + lens[k] - 1).min(n)
    });
    let mut next_anchor: [usize; L] = std::array::from_fn(|k| {
        if valid_from[k] < n {
            valid_from[k]
        } else {
            usize::MAX
        }
    });
    let lf = map([0.0; L], |k, _| lens[k] as f64);
    let denom = map([0.0; L], |k, _| (lens[k] * (lens[k] + 1)) as f64 / 2.0);
    let (mut w, mut wc, mut s, mut sc) = ([0.0; L], [0.0; L], [0.0; L], [0.0; L]);
    let mut next_event = next_anchor.iter().copied().min().unwrap_or(usize::MAX);
    for j in 0..n {
        // The recurrence on every lane (lanes before their first anchor
        // compute garbage that is overwritten below and never read).
        let x = src.at(j);
        let old = map([0.0; L], |k, _| src.value(j.saturating_sub(lens[k]), k));
        let c = map(x, |_, v| 134_217_729.0 * v);
        let hi = map(c, |k, c| c - (c - x[k]));
        let lo = map(x, |k, v| v - hi[k]);
        add(&mut w, &mut wc, map(hi, |k, h| lf[k] * h));
        add(&mut w, &mut wc, map(lo, |k, v| lf[k] * v));
        add(&mut w, &mut wc, map(s, |_, v| -v));
        add(&mut w, &mut wc, map(sc, |_, v| -v));
        add(&mut s, &mut sc, x);
        add(&mut s, &mut sc, map(old, |_, v| -v));
        let bar = &mut out[j * L..j * L + L];
        for k in 0..L {
            bar[k] = (w[k] + wc[k]) / denom[k];
        }
        if j == next_event {
            for k in 0..L {
                if next_anchor[k] == j {
                    let (reference, wa, sa) = anchor(|b| src.value(b, k), j + 1 - lens[k], lens[k]);
                    bar[k] = reference / denom[k];
                    (w[k], wc[k], s[k], sc[k]) = (wa.sum, wa.carry, sa.sum, sa.carry);
                    next_anchor[k] = j + ANCHOR_EVERY + 1;
                }
            }
            next_event = next_anchor.iter().copied().min().unwrap_or(usize::MAX);
        }
    }
    // Before each lane's first window: NaN, as kernel-safe's wma.
    for (k, &from) in valid_from.iter().enumerate() {
        for j in 0..from {
            out[j * L + k] = f64::NAN;
        }
    }
}
