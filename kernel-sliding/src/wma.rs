//! The WMA by its O(1)-per-bar recurrence: plain running sums, restarted
//! exactly at every anchor of the sweep's [`Grid`].
//!
//! With `S_i` the window's sum and `W_i` its weighted sum (newest bar
//! weighted `l`), one bar on is
//!
//! ```text
//! W_i = (W_{i-1} + l·x_i) − S_{i-1}        S_i = (S_{i-1} + x_i) − x_{i−l}
//! ```
//!
//! five flops and the output's multiply, `W_{i-1} + l·x_i` one fused
//! multiply-add (`f64::mul_add`: one rounding; every path does it, so every
//! path has the same bits). Nothing is compensated: the
//! rounding error of both sums grows with every bar, and [`crate::bound`]
//! bounds it rigorously from the number of bars since the anchor and the
//! largest magnitude in play. The grid restarts the sums before that bound
//! could matter — every [`ANCHOR_EVERY`] bars at most, and wherever the
//! series' magnitude jumps (a spike entering or leaving a window) — and the
//! near-tie test uses the bound itself ([`crate::events`]), so a bar is
//! never decided on a sign the error could have flipped. An anchor sums its
//! window in kernel-safe's order and divides: here, its output has
//! kernel-safe's bits.
//!
//! [`Sums::slide`] and [`Sums::anchor_add`] are the scalar path's only
//! arithmetic; the tiled path (`crate::blocked`) does the same operations
//! in the same order on rows of lanes, so the raw windows' weighted sums
//! have the same bits on both (`crate::lanes`' tests). The tiled path
//! then fuses each WMA's output multiply into the operation that reads it
//! (its anchors `W·fl(1/D)`, not `W/D`), so its combines and lines differ
//! in their last bits, within the same bound ([`crate::bound`]); the
//! trades, and the pnl with them, are the same
//! (`tests::every_path_is_the_scalar_kernel_bit_for_bit`).

use crate::grid::Grid;

pub use crate::grid::ANCHOR_EVERY;
pub(crate) use crate::grid::PERIOD;

/// The running sums of one window: weighted `w`, plain `s`.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Sums {
    pub w: f64,
    pub s: f64,
}

impl Sums {
    /// One bar on: `x` enters the window, `old` (the bar `l` back) leaves.
    /// The order of operations is the one [`crate::bound`] accounts for;
    /// the product `l·x` is fused into its add (one rounding, one
    /// instruction where the CPU has FMA). `sliding-simd`'s passes are
    /// bound by the FP ports and measured faster fused; this scalar loop is
    /// bound by the chain through `w`, which the fused add lengthens on a
    /// core whose adds are quicker than its FMAs, and measured slower
    /// (Intel Xeon; the commit states the runs). Both keep one order so
    /// that both have the same bits.
    #[inline(always)]
    pub fn slide(&mut self, l: f64, x: f64, old: f64) {
        self.w = x.mul_add(l, self.w) - self.s;
        self.s = (self.s + x) - old;
    }

    /// One bar of an anchor's window, with its weight (1 for the oldest):
    /// `w` is kernel-safe's sum, in its order.
    #[inline(always)]
    pub fn anchor_add(&mut self, weight: f64, v: f64) {
        self.w += weight * v;
        self.s += v;
    }

    /// The WMA: the weighted sum times `1 / denominator` (`inverse`). A
    /// multiply, not kernel-safe's division (a vector division costs as
    /// much as the rest of the step); the bound counts its two roundings.
    #[inline(always)]
    pub fn wma(&self, inverse: f64) -> f64 {
        self.w * inverse
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

/// The anchor periods of a series whose first output is `from`: the grid's
/// periods clipped to `from..`.
#[inline(always)]
pub(crate) fn periods(grid: &Grid, from: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    grid.periods()
        .filter(move |&(_, end)| end > from)
        .map(move |(start, end)| (start.max(from), end))
}

/// One anchor period `start..end` of the WMA of `x` over `l`: the anchor at
/// `start` (kernel-safe's sum and division: its bits) and the recurrence
/// after it.
#[inline(always)]
pub(crate) fn period(x: &[f64], l: usize, start: usize, end: usize, out: &mut [f64]) {
    let (lf, denom) = (l as f64, denominator(l));
    let mut sums = Sums::default();
    for (k, &v) in x[start + 1 - l..=start].iter().enumerate() {
        sums.anchor_add((k + 1) as f64, v);
    }
    out[start] = sums.w / denom;
    let inverse = 1.0 / denom;
    for j in start + 1..end {
        sums.slide(lf, x[j], x[j - l]);
        out[j] = sums.wma(inverse);
    }
}

/// WMA of `x` over `l` bars into `out` (same length as `x`), anchored on
/// `grid`: NaN where kernel-safe's `wma` is NaN — before the first window
/// with no NaN in it. `l = 1` is kernel-safe's `0 + 1·x` exactly.
#[inline(never)]
pub fn wma_into(x: &[f64], l: usize, grid: &Grid, out: &mut [f64]) {
    assert_eq!(x.len(), out.len(), "wma_into: output length");
    assert_eq!(x.len(), grid.bars(), "wma_into: grid length");
    assert!(l >= 1, "wma_into: window length 0");
    let from = first_output(x, l);
    out[..from].fill(f64::NAN);
    if l == 1 {
        for (o, v) in out[from..].iter_mut().zip(&x[from..]) {
            *o = 0.0 + v;
        }
        return;
    }
    #[cfg(target_arch = "x86_64")]
    if kernel_spec::cpu::features().fma {
        // SAFETY: the CPU has FMA (checked on the line above). Benefit:
        // `Sums::slide`'s `mul_add` is one instruction, not a call into
        // libm's `fma` (the same correctly rounded result, so the same
        // bits): `sliding` measured slower with the call (paper, Intel
        // Xeon; the commit states the runs).
        unsafe { periods_fma(x, l, grid, from, out) };
        return;
    }
    for (start, end) in periods(grid, from) {
        period(x, l, start, end, out);
    }
}

/// [`wma_into`]'s periods where the CPU has FMA.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "fma")]
fn periods_fma(x: &[f64], l: usize, grid: &Grid, from: usize, out: &mut [f64]) {
    for (start, end) in periods(grid, from) {
        period(x, l, start, end, out);
    }
}
