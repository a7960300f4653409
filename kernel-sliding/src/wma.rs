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
//! are carried as a value and a compensation term ([`Sums`]): the large
//! terms enter through TwoSum (the rounding error of each add, exactly),
//! `l·x_i` enters exactly as two products of `l` with the halves of a
//! Dekker split of `x_i` (each exact for `l < 2²⁷`), and the small terms go
//! straight into the compensation. Every [`ANCHOR_EVERY`] bars the sums are
//! recomputed from scratch — the value at an anchor has kernel-safe's bits
//! and no error lives longer than one anchor period.
//!
//! [`Sums::slide`] and [`Sums::anchor_add`] are the only arithmetic; the
//! scalar path here and the tiled path in [`crate::tiles`] call the same
//! functions per series, so both produce the same bits.

/// Bars between exact recomputations of the running sums. Within a period
/// the compensated sums stay within kernel-safe's own rounding bound at
/// every bar (tests: random walks, NaN warm-ups, a 1e6× spike entering and
/// leaving); the anchor bounds what rounded products (`l ≥ 2²⁷`) or an
/// overflow could leave behind, and costs one O(l) pass per period — under
/// a tenth of the recurrence's work for the grid's longest windows (100).
pub const ANCHOR_EVERY: usize = 1024;

/// Bars from one anchor to the next, the anchor's own bar included.
pub(crate) const PERIOD: usize = ANCHOR_EVERY + 1;

/// `a + b` and its rounding error, exactly (Knuth's TwoSum: no assumption
/// on which operand is larger, and no branch, so it vectorises).
#[inline(always)]
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let t = a + b;
    let b_virtual = t - a;
    (t, (a - (t - b_virtual)) + (b - b_virtual))
}

/// `x = hi + lo` with `hi` holding the top 26 bits of the significand
/// (Dekker's split), so `l·hi` and `l·lo` are exact for `l < 2²⁷` (beyond,
/// they are rounded, and the next anchor bounds what that leaves).
#[inline(always)]
fn split(x: f64) -> (f64, f64) {
    let c = 134_217_729.0 * x; // 2²⁷ + 1
    let hi = c - (c - x);
    (hi, x - hi)
}

/// The running sums of one window: weighted `w + wc`, plain `s + sc`.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Sums {
    pub w: f64,
    pub wc: f64,
    pub s: f64,
    pub sc: f64,
}

impl Sums {
    /// One bar on: `x` enters the window, `old` (the bar `l` back) leaves.
    #[inline(always)]
    pub fn slide(&mut self, l: f64, x: f64, old: f64) {
        let (hi, lo) = split(x);
        let (w, e_product) = two_sum(self.w, l * hi);
        let (w, e_sum) = two_sum(w, -self.s);
        self.wc += (e_product + e_sum) + (l * lo - self.sc);
        let (s, e_in) = two_sum(self.s, x);
        let (s, e_out) = two_sum(s, -old);
        self.sc += e_in + e_out;
        (self.w, self.s) = (w, s);
    }

    /// One bar of an anchor's window, with its weight (1 for the oldest).
    #[inline(always)]
    pub fn anchor_add(&mut self, weight: f64, v: f64) {
        let (hi, lo) = split(v);
        let (w, e_product) = two_sum(self.w, weight * hi);
        self.wc += e_product + weight * lo;
        let (s, e) = two_sum(self.s, v);
        self.sc += e;
        (self.w, self.s) = (w, s);
    }

    /// The WMA: the weighted sum, rounded once, times `1 / denominator`
    /// (`inverse`). A multiply, not kernel-safe's division: half an ulp
    /// more error, where a vector division costs as much as the rest of
    /// the step (anchors still divide: their bits are kernel-safe's).
    #[inline(always)]
    pub fn wma(&self, inverse: f64) -> f64 {
        (self.w + self.wc) * inverse
    }
}

/// The divisor of a WMA over `l` bars, as kernel-safe computes it.
#[inline(always)]
pub(crate) fn denominator(l: usize) -> f64 {
    (l * (l + 1)) as f64 / 2.0
}

/// First bar with a full window of finite values in `x` (`x.len()` if none):
/// kernel-safe's WMA is NaN before it. `x` may start with NaNs (a combine's
/// warm-up) and is finite after them.
pub(crate) fn first_output(x: &[f64], l: usize) -> usize {
    let first = x.iter().position(|v| !v.is_nan()).unwrap_or(x.len());
    (first + l - 1).min(x.len())
}

/// One anchor period of the WMA of `x` over `l`: the anchor at `start`
/// (kernel-safe's sum in its order: its bits) and the recurrence after it,
/// into `out[start..start + PERIOD]` (clipped at the series' end).
#[inline(always)]
fn period(x: &[f64], l: usize, start: usize, out: &mut [f64]) {
    let (lf, denom) = (l as f64, denominator(l));
    let inverse = 1.0 / denom;
    let window = &x[start + 1 - l..=start];
    let (mut reference, mut sums) = (0.0, Sums::default());
    for (k, &v) in window.iter().enumerate() {
        let weight = (k + 1) as f64;
        reference += weight * v;
        sums.anchor_add(weight, v);
    }
    out[start] = reference / denom;
    let end = (start + PERIOD).min(x.len());
    for j in start + 1..end {
        sums.slide(lf, x[j], x[j - l]);
        out[j] = sums.wma(inverse);
    }
}

/// WMA of `x` over `l` bars into `out` (same length as `x`): NaN where
/// kernel-safe's `wma` is NaN — before the first window with no NaN in it.
#[inline(never)]
pub fn wma_into(x: &[f64], l: usize, out: &mut [f64]) {
    assert_eq!(x.len(), out.len(), "wma_into: output length");
    assert!(l >= 1, "wma_into: window length 0");
    let from = first_output(x, l);
    out[..from].fill(f64::NAN);
    for start in (from..x.len()).step_by(PERIOD) {
        period(x, l, start, out);
    }
}

/// The anchor periods `starts` (each a bar ≥ `first_output`) one at a time:
/// the tiled path's remainder, where too few periods are left to fill its
/// lanes.
pub(crate) fn periods_into(
    x: &[f64],
    l: usize,
    starts: impl Iterator<Item = usize>,
    out: &mut [f64],
) {
    for start in starts {
        period(x, l, start, out);
    }
}
