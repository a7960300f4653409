//! The WMA by its O(1)-per-bar recurrence, with its error kept small.
//!
//! With `S_i` the window's sum and `W_i` its weighted sum (newest bar
//! weighted `l`), one bar on is
//!
//! ```text
//! W_i = W_{i-1} + l·x_i − S_{i-1}        S_i = S_{i-1} + x_i − x_{i−l}
//! ```
//!
//! TA-Lib runs this uncompensated; polars had to add compensation to its
//! rolling sums after they drifted (polars#21358, #24743). Here both sums
//! are Neumaier-compensated, `l·x_i` enters exactly (as two products of `l`
//! with the halves of a Dekker split of `x_i`, each exact for `l < 2²⁷`),
//! and every [`ANCHOR_EVERY`] bars the sums are recomputed from scratch in
//! kernel-safe's order — so the value at an anchor has kernel-safe's bits
//! and no error lives longer than one anchor period.

/// Bars between exact recomputations of the running sums. With compensated
/// sums started from a compensated anchor the recurrence does not drift
/// measurably within a period (tests: within kernel-safe's own rounding
/// bound at every bar); the anchor bounds what a rounded product
/// (`l ≥ 2²⁷`) or an overflow could leave behind, and costs one O(l) pass
/// per period — under half of the recurrence's work even for the grid's
/// longest windows.
pub const ANCHOR_EVERY: usize = 1024;

/// A sum with Neumaier's compensation: `sum + carry` tracks the exact sum of
/// everything added to within a rounding of the result.
#[derive(Clone, Copy, Debug, Default)]
pub struct Compensated {
    pub(crate) sum: f64,
    pub(crate) carry: f64,
}

impl Compensated {
    pub fn new(sum: f64) -> Self {
        Compensated { sum, carry: 0.0 }
    }

    #[inline(always)]
    pub fn add(&mut self, x: f64) {
        let t = self.sum + x;
        // The rounding error of `sum + x`, exactly (TwoSum without branches
        // would need 6 flops; Neumaier's branch picks the big operand).
        self.carry += if self.sum.abs() >= x.abs() {
            (self.sum - t) + x
        } else {
            (x - t) + self.sum
        };
        self.sum = t;
    }

    #[inline(always)]
    pub fn value(&self) -> f64 {
        self.sum + self.carry
    }
}

/// `x = hi + lo` with `hi` holding the top 26 bits of the significand
/// (Dekker's split), so `l·hi` and `l·lo` are exact for `l < 2²⁷`.
#[inline(always)]
pub(crate) fn split(x: f64) -> (f64, f64) {
    let c = 134_217_729.0 * x; // 2²⁷ + 1
    let hi = c - (c - x);
    (hi, x - hi)
}

/// Window lengths up to which `l·hi` and `l·lo` are exact products.
pub(crate) const EXACT_PRODUCT_LIMIT: usize = 1 << 27;

/// An anchor over `x[start..start + l]`: kernel-safe's weighted sum (its
/// order, its bits: the output at the anchor), and both sums compensated,
/// as exact as two doubles hold them, to start the recurrence from. (Starting
/// from a rounded window sum would subtract its rounding error again at
/// every step: a drift of that error per bar.) `x(k)` is the series at bar
/// `k` (a slice, or one lane of an interleaved block).
#[inline]
pub(crate) fn anchor(
    x: impl Fn(usize) -> f64,
    start: usize,
    l: usize,
) -> (f64, Compensated, Compensated) {
    let (mut reference, mut w, mut s) = (0.0, Compensated::new(0.0), Compensated::new(0.0));
    for k in 0..l {
        let v = x(start + k);
        let weight = (k + 1) as f64;
        reference += weight * v;
        add_product(&mut w, weight, v);
        s.add(v);
    }
    (reference, w, s)
}

/// Adds `l·v` to `w` exactly (as two exact products) while `l < 2²⁷`.
#[inline(always)]
fn add_product(w: &mut Compensated, l: f64, v: f64) {
    if l < EXACT_PRODUCT_LIMIT as f64 {
        let (hi, lo) = split(v);
        w.add(l * hi);
        w.add(l * lo);
    } else {
        w.add(l * v); // rounded; the next anchor bounds the drift
    }
}

/// WMA of `x` over `l` bars into `out` (same length as `x`): NaN where
/// kernel-safe's `wma` is NaN — before the first window with no NaN in it;
/// `x` may start with NaNs (a combine's warm-up) and is finite after them.
#[inline(never)]
pub fn wma_into(x: &[f64], l: usize, out: &mut [f64]) {
    assert_eq!(x.len(), out.len(), "wma_into: output length");
    assert!(l >= 1, "wma_into: window length 0");
    out.fill(f64::NAN);
    let n = x.len();
    let first = x.iter().position(|v| !v.is_nan()).unwrap_or(n);
    if first + l > n {
        return;
    }
    let lf = l as f64;
    let denom = (l * (l + 1)) as f64 / 2.0;
    let mut i = first + l - 1;
    while i < n {
        let (reference, mut w, mut s) = anchor(|k| x[k], i + 1 - l, l);
        out[i] = reference / denom;
        let end = (i + ANCHOR_EVERY).min(n - 1);
        for j in i + 1..=end {
            add_product(&mut w, lf, x[j]);
            w.add(-s.sum);
            w.add(-s.carry);
            s.add(x[j]);
            s.add(-x[j - l]);
            out[j] = w.value() / denom;
        }
        i = end + 1;
    }
}
