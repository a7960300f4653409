//! A rigorous bound on how far the recurrence's lines can be from
//! kernel-safe's, per line and anchor period — what the near-tie test
//! compares `|HMA3 − HMA|` with ([`crate::events`]).
//!
//! Let `u = 2⁻⁵³` and `Y` bound the magnitude of a WMA's inputs over the
//! bars it reads. Every rounded operation errs by at most `u·|result|`
//! (plus `η = 2⁻¹⁰⁷⁵` below the normal range, counted in [`tiny`]).
//!
//! **Our recurrence** ([`crate::wma`]), against exact arithmetic on the
//! same inputs, `k` steps after its anchor. The anchor sums `l` products
//! in order: `|ΔW₀| ≤ γ_l·(l(l+1)/2)·Y`, `|ΔS₀| ≤ γ_l·l·Y` (Higham, §3.1).
//! One step `W' = (W + l·x) − S`, `S' = (S + x) − old` rounds the fused
//! `W + l·x` once (`≤ (D + l)·Y`, `D = l(l+1)/2`; the product itself is
//! exact inside the FMA), then sums `≤ D·Y`, `≤ (l+1)·Y` and `≤ l·Y`, and
//! passes `S`'s error into `W`:
//!
//! ```text
//! |ΔS_k| ≤ u·Y·(l² + k(2l+1))
//! |ΔW_k| ≤ |ΔW_{k-1}| + |ΔS_{k-1}| + u·Y·(2D + l)
//!        ≤ u·Y·( l·D + k·l² + (2l+1)·k(k−1)/2 + k(2D + l) )
//! ```
//!
//! and the output `W·fl(1/D)` adds two roundings: [`recurrence`] is
//! `|ΔW_k|/(D·u·Y) + 2`. Quadratic in `k`: at 1,024 steps ~1e-10·Y for
//! `l = 2`, ~3e-12·Y for `l = 100`.
//!
//! **kernel-safe** sums the same window directly: `γ_l` on the weighted
//! sum and one division, [`direct`] = `l + 2` in units of `u·Y`.
//!
//! **Through the combines and the second WMA.** Both computations are
//! compared with exact arithmetic on the true inputs (the close): an input
//! error `δ` passes through a WMA as at most `δ` (its weights are positive
//! and sum to 1), through `2h − n` as `2δ_h + δ_n` plus one rounding of
//! `≤ 3Y`, through `3p3 − p2 − p` as `3δ₃ + δ₂ + δ_p` plus roundings of
//! `≤ 3Y, 4Y, 5Y`. A line's window reaches back into earlier periods, so
//! its input error is the largest over the periods it reads. The bound on
//! `|ours − kernel-safe|` is the sum of both sides' bounds.
//!
//! **The tiled path** (`sliding-simd`, `crate::tile`) fuses each WMA's
//! output multiply into the operation that reads it: `2h − n` as
//! `W_h·(2·fl(1/D_h)) − fl(W_n·fl(1/D_n))`, `3p3 − p2 − p` as
//! `(W₃·fl(3·fl(1/D₃)) − fl(W₂·fl(1/D₂))) − W_p·fl(1/D_p)`, the lines'
//! distance as `W_b·fl(1/D_b) − fl(W_a·fl(1/D_a))`, each product inside an
//! FMA unrounded, and its anchors are `W·fl(1/D)`, not kernel-safe's
//! `W/D`. Every rounding it does stands where this bound counts one
//! (`3·fl(1/D₃)` rounds where the product `W₃·fl(1/D₃)` did, `≤ 2u`
//! relative either way, and `3p3`'s own rounding is gone; an anchor's
//! `l + 2` covers a multiply as well as a division), so the bound holds
//! for it as it is; `blocked::tests::every_tiled_gap_is_inside_its_bound`
//! checks it at every bar.
//!
//! Every figure is taken × [`SAFETY`] (the `γ` factors' `1/(1 − n·u)`, the
//! magnitudes of computed values exceeding the exact ones by their own
//! error, the rounding of this arithmetic itself); where a bound exceeds
//! [`LOOSEST`] of its magnitude — too loose for those first-order
//! arguments — or a sum could overflow, the period has no bound
//! (`f64::INFINITY`) and every bar in it is decided exactly.
//! `tests::every_bar_is_inside_its_bound` checks the bound against a
//! double-double reference at every bar of adversarial series.

use crate::grid::{ANCHOR_EVERY, Grid};
use crate::wma::denominator;
use kernel_spec::Params;
use std::collections::HashMap;

const U: f64 = f64::EPSILON / 2.0;

/// Margin on every first-order figure.
pub(crate) const SAFETY: f64 = 1.01;

/// The largest bound, relative to its magnitude, the derivation is used for.
pub(crate) const LOOSEST: f64 = 1e-6;

/// Our recurrence's error at most `steps` bars after its anchor, in units
/// of `u·Y`.
pub(crate) fn recurrence(l: usize, steps: usize) -> f64 {
    if l == 1 {
        return 0.0; // a copy, exact (`wma::wma_into`)
    }
    let (l, k, d) = (l as f64, steps as f64, denominator(l));
    (l * d + k * l * l + (2.0 * l + 1.0) * k * (k - 1.0).max(0.0) / 2.0 + k * (2.0 * d + l)) / d
        + 2.0
}

/// kernel-safe's error in a WMA over `l`, in units of `u·Y`.
pub(crate) fn direct(l: usize) -> f64 {
    if l == 1 { 0.0 } else { l as f64 + 2.0 }
}

/// What underflow can add to a WMA's error over `steps` bars (each rounding
/// below the normal range errs by up to half the smallest subnormal).
fn tiny(l: usize, steps: usize) -> f64 {
    let ops = (steps + l + 2) as f64;
    2.0 * ops * ops * f64::from_bits(1)
}

/// Both sides' error against exact arithmetic on the close.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Error {
    /// This crate's value.
    pub ours: f64,
    /// kernel-safe's value.
    pub safe: f64,
}

impl Error {
    fn max(self, o: Error) -> Error {
        Error {
            ours: self.ours.max(o.ours),
            safe: self.safe.max(o.safe),
        }
    }

    /// `Σ wᵢ·selfᵢ + rounding` for a combine with weights `w` and the
    /// rounding of its operations on values up to `rounding · Y`.
    fn combine(parts: &[(f64, Error)], rounding: f64, y: f64) -> Error {
        let sum = |f: fn(&Error) -> f64| {
            parts.iter().map(|(w, e)| w * f(e)).sum::<f64>()
                + SAFETY * rounding * U * y
                + 3.0 * tiny(0, 0)
        };
        Error {
            ours: sum(|e| e.ours),
            safe: sum(|e| e.safe),
        }
    }

    /// `|ours − kernel-safe's|`.
    pub fn total(self) -> f64 {
        self.ours + self.safe
    }
}

/// One window's WMA bound over many periods, with what almost every
/// period shares worked out once: [`recurrence`] and [`tiny`] over a whole
/// period, and `tiny` at the anchor. Per period, the division stood out in
/// `sliding-simd`'s profile, and so did `tiny`'s products: they are
/// subnormal, which the core finishes in microcode.
struct Recurrence {
    l: usize,
    whole: f64,
    tiny_whole: f64,
    tiny_anchor: f64,
}

impl Recurrence {
    fn new(l: usize) -> Self {
        Recurrence {
            l,
            whole: recurrence(l, ANCHOR_EVERY),
            tiny_whole: tiny(l, ANCHOR_EVERY),
            tiny_anchor: tiny(l, 0),
        }
    }

    /// A WMA over `l` of inputs up to `y` with input error `input`, at
    /// most `steps` bars after its anchor.
    fn wma(&self, steps: usize, y: f64, input: Error) -> Error {
        let l = self.l;
        let (rec, tiny_steps) = if steps == ANCHOR_EVERY {
            (self.whole, self.tiny_whole)
        } else {
            (recurrence(l, steps), tiny(l, steps))
        };
        Error {
            ours: input.ours + SAFETY * rec * U * y + tiny_steps,
            safe: SAFETY * (input.safe + direct(l) * U * y) + self.tiny_anchor,
        }
    }

    /// The raw WMA of the close over `l` in period `p`.
    fn raw(&self, grid: &Grid, p: usize) -> Error {
        let (start, end) = grid.period(p);
        self.wma(end - start - 1, grid.magnitude(p), Error::default())
    }
}

/// The raw WMA of the close over `l` in period `p`.
#[cfg(test)]
pub(crate) fn raw(grid: &Grid, l: usize, p: usize) -> Error {
    Recurrence::new(l).raw(grid, p)
}

/// Whether every sum of a WMA over `l` of values up to `y` stays finite
/// with room to spare.
fn finite(l: usize, y: f64) -> bool {
    (4.0 * (denominator(l) + l as f64) * y).is_finite()
}

/// The raw windows' bounds per period of one grid, each window length's
/// computed once: combos share most of their raw lengths, and computed
/// per combo they stood out in `sliding-simd`'s profile.
pub(crate) struct Raws<'g> {
    grid: &'g Grid,
    by_len: HashMap<usize, Vec<Error>>,
}

impl<'g> Raws<'g> {
    pub(crate) fn new(grid: &'g Grid) -> Self {
        Raws {
            grid,
            by_len: HashMap::new(),
        }
    }

    pub(crate) fn grid(&self) -> &'g Grid {
        self.grid
    }

    /// Per period: [`Recurrence::raw`] of each length of `lengths`, in their order.
    fn of<const N: usize>(&mut self, lengths: [usize; N]) -> [&[Error]; N] {
        for l in lengths {
            let grid = self.grid;
            self.by_len.entry(l).or_insert_with(|| {
                let rec = Recurrence::new(l);
                (0..grid.len()).map(|q| rec.raw(grid, q)).collect()
            });
        }
        lengths.map(|l| self.by_len[&l].as_slice())
    }
}

/// Per period of `grid`: the bound on `|HMA − kernel-safe's HMA|` and on
/// `|HMA3 − kernel-safe's HMA3|` for combo `p` (`f64::INFINITY` where the
/// period has none).
pub(crate) fn lines(raws: &mut Raws<'_>, p: &Params) -> (Vec<f64>, Vec<f64>) {
    let len = |v: i64| usize::try_from(v).expect("validated window length");
    let (n, h, s, pp, p3, p2) = (len(p.n), len(p.h), len(p.s), len(p.p), len(p.p3), len(p.p2));
    let grid = raws.grid();
    let periods = grid.len();
    let [rh, rn, r3, r2, rp] = raws.of([h, n, p3, p2, pp]);
    let hma: Vec<Error> = (0..periods)
        .map(|q| {
            let y = grid.magnitude(q);
            Error::combine(&[(2.0, rh[q]), (1.0, rn[q])], 3.0, y)
        })
        .collect();
    let hma3: Vec<Error> = (0..periods)
        .map(|q| {
            let y = grid.magnitude(q);
            let parts = [(3.0, r3[q]), (1.0, r2[q]), (1.0, rp[q])];
            Error::combine(&parts, 12.0, y)
        })
        .collect();
    let line = |combine: &[Error], window: usize, scale: f64, raws: &[usize]| -> Vec<f64> {
        // The first period a line's window reads from, moving on with `q`
        // (a binary search per period stood out in `sliding-simd`'s
        // profile).
        let mut first = 0;
        let rec = Recurrence::new(window);
        (0..periods)
            .map(|q| {
                let (start, end) = grid.period(q);
                let y = scale * grid.magnitude(q);
                let from = (start + 1).saturating_sub(window);
                while grid.period(first).1 <= from {
                    first += 1;
                }
                let input = combine[first..=q]
                    .iter()
                    .fold(Error::default(), |m, e| m.max(*e));
                let bound = rec.wma(end - start - 1, y, input).total();
                let sound = bound.is_finite()
                    && bound <= LOOSEST * y.max(f64::MIN_POSITIVE)
                    && finite(window, y)
                    && raws.iter().all(|&l| finite(l, grid.magnitude(q)));
                if sound { bound } else { f64::INFINITY }
            })
            .collect()
    };
    (
        line(&hma, s, 3.0, &[n, h]),
        line(&hma3, pp, 5.0, &[p3, p2, pp]),
    )
}
