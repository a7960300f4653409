//! How far the recurrence's lines are from kernel-safe's, and from their
//! bound — the numbers the report sets beside the bound that makes the
//! trades exact: the scalar kernel's lines, and the tiled kernel's gaps
//! (`sliding-simd`'s lines' distance, on its tiles). Slow on purpose (it
//! computes kernel-safe's lines too); never on a timed path.

use crate::{blocked, bound, grid_for, len, raw_lengths, wma};
use kernel_spec::Sweep;
use std::collections::BTreeMap;

/// The worst disagreement of one sweep's lines with kernel-safe's.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Accuracy {
    /// Largest |Δ| / |kernel-safe's value| over both lines of every combo
    /// and every bar where both are finite.
    pub worst_relative: f64,
    /// Largest |Δ| / its bound ([`crate::bound`]) over the same bars, where
    /// the period has a bound: at most 1, or the bound is wrong.
    pub worst_of_bound: f64,
    /// Bars (over all combos) where one line is NaN and the other is not:
    /// must be 0.
    pub nan_mismatches: usize,
    /// Bars (over all combos) where the lines are within their bounds of
    /// each other, or the period has none: decided with kernel-safe's
    /// values instead of the recurrence's.
    pub near_ties: usize,
    /// Anchor periods of the sweep's grid, and how many are shorter than
    /// [`wma::ANCHOR_EVERY`] + 1 bars other than the last (cut by a jump in
    /// the close's magnitude).
    pub periods: usize,
    pub cut_periods: usize,
    /// Bars over all combos.
    pub bars: usize,
    /// `sliding-simd`'s gaps (HMA3 − HMA, as its tiles compute them)
    /// against kernel-safe's: the largest |Δ| as a fraction of the gap's
    /// bound (both lines' bounds summed, plus the subtraction's rounding),
    /// over every bar where both are finite and the period has a bound:
    /// at most 1, or the bound is wrong. `None` where the windows do not
    /// fit a tile (`sliding-simd` then runs the scalar kernel).
    pub tiled_worst_of_bound: Option<f64>,
    /// Bars (over all combos) where the tiled gap is NaN and kernel-safe's
    /// is not, or the other way round: must be 0.
    pub tiled_nan_mismatches: usize,
}

/// The recurrence's two lines of every combo of `s` against kernel-safe's.
pub fn accuracy(s: &Sweep<'_>) -> Accuracy {
    let close = s.close();
    let n = close.len();
    let grid = grid_for(close, s.params());
    let mut raw: BTreeMap<usize, Vec<f64>> = BTreeMap::new();
    for l in s.params().iter().flat_map(raw_lengths) {
        raw.entry(l).or_insert_with(|| {
            let mut out = vec![0.0; n];
            wma::wma_into(close, l, &grid, &mut out);
            out
        });
    }
    let full = wma::ANCHOR_EVERY + 1;
    let mut acc = Accuracy {
        periods: grid.len(),
        cut_periods: grid
            .periods()
            .take(grid.len().saturating_sub(1))
            .filter(|(s, e)| e - s < full)
            .count(),
        ..Accuracy::default()
    };
    let (mut combine, mut a, mut b) = (vec![0.0; n], vec![0.0; n], vec![0.0; n]);
    let mut raws = bound::Raws::new(&grid);
    // kernel-safe's gaps, combo by combo, for the tiled kernel's (whose
    // sweep runs tile by tile across every combo).
    let mut safe_gaps = Vec::with_capacity(s.params().len());
    for p in s.params() {
        let r = |l: i64| raw[&len(l)].as_slice();
        for (i, c) in combine.iter_mut().enumerate() {
            *c = 2.0 * r(p.h)[i] - r(p.n)[i];
        }
        wma::wma_into(&combine, len(p.s), &grid, &mut a);
        for (i, c) in combine.iter_mut().enumerate() {
            *c = 3.0 * r(p.p3)[i] - r(p.p2)[i] - r(p.p)[i];
        }
        wma::wma_into(&combine, len(p.p), &grid, &mut b);
        let safe = |l: i64| kernel_safe::wma(close, len(l));
        let want_a = kernel_safe::wma(&kernel_safe::hma_combine(&safe(p.h), &safe(p.n)), len(p.s));
        let want_b = kernel_safe::wma(
            &kernel_safe::hma3_combine(&safe(p.p3), &safe(p.p2), &safe(p.p)),
            len(p.p),
        );
        let (bound_a, bound_b) = bound::lines(&mut raws, p);
        for (q, (from, to)) in grid.periods().enumerate() {
            let (ba, bb) = (bound_a[q], bound_b[q]);
            for i in from..to {
                let (x, y) = (a[i], b[i]);
                if (y - x).abs() <= ba + bb {
                    acc.near_ties += 1;
                }
                for (got, want, bound) in [(x, want_a[i], ba), (y, want_b[i], bb)] {
                    if got.is_nan() != want.is_nan() {
                        acc.nan_mismatches += 1;
                    } else if want.is_finite() {
                        let d = (got - want).abs();
                        let rel = d / want.abs().max(f64::MIN_POSITIVE);
                        acc.worst_relative = acc.worst_relative.max(rel);
                        if bound.is_finite() && d > 0.0 {
                            acc.worst_of_bound = acc.worst_of_bound.max(d / bound);
                        }
                    }
                }
            }
        }
        acc.bars += n;
        safe_gaps.push(
            want_b
                .iter()
                .zip(&want_a)
                .map(|(y, x)| y - x)
                .collect::<Vec<f64>>(),
        );
    }
    if blocked::fits(s.params()) {
        let mut worst = 0.0f64;
        blocked::each_gap(s, |c, bar, gap, band| {
            let want = safe_gaps[c][bar];
            if gap.is_nan() != want.is_nan() {
                acc.tiled_nan_mismatches += 1;
            } else if want.is_finite() && band.is_finite() {
                let off = (gap - want).abs();
                if off > 0.0 {
                    worst = worst.max(off / (band + f64::EPSILON * gap.abs()));
                }
            }
        });
        acc.tiled_worst_of_bound = Some(worst);
    }
    acc
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel_spec::dataset::chacha_gbm;
    use kernel_spec::paper_grid;

    #[test]
    fn a_random_walk_stays_inside_its_bound_with_few_ties() {
        let close = chacha_gbm(5, 4_000, 0.01);
        let grid: Vec<_> = paper_grid().into_iter().step_by(8).collect();
        let acc = accuracy(&Sweep::new(&close, &grid).unwrap());
        assert_eq!(acc.nan_mismatches, 0);
        assert_eq!(acc.bars, 4_000 * grid.len());
        assert!(
            acc.worst_relative > 0.0,
            "the recurrence is not kernel-safe's order"
        );
        assert!(
            acc.worst_of_bound > 0.0 && acc.worst_of_bound <= 1.0,
            "{acc:?}"
        );
        assert!(acc.near_ties < acc.bars / 1_000, "{acc:?}");
        assert_eq!((acc.periods, acc.cut_periods), (4, 0));
        let tiled = acc
            .tiled_worst_of_bound
            .expect("the paper windows fit a tile");
        assert!(tiled > 0.0 && tiled <= 1.0, "{acc:?}");
        assert_eq!(acc.tiled_nan_mismatches, 0);
    }

    /// A window longer than an anchor period does not fit a tile: no tiled
    /// gaps to hold to their bound.
    #[test]
    fn windows_that_do_not_fit_a_tile_have_no_tiled_accuracy() {
        let close = chacha_gbm(6, 4_000, 0.01);
        let long = wma::PERIOD as i64 + 10;
        let grid = vec![kernel_spec::Params::new(long, 3, 2, 3, 1, 2)];
        let acc = accuracy(&Sweep::new(&close, &grid).unwrap());
        assert_eq!(acc.tiled_worst_of_bound, None);
    }

    #[test]
    fn a_constant_series_is_all_ties() {
        let close = vec![100.0; 500];
        let grid = vec![kernel_spec::Params::new(6, 3, 2, 3, 1, 2)];
        let acc = accuracy(&Sweep::new(&close, &grid).unwrap());
        // From the first bar where both lines exist on, they are equal.
        assert!(acc.near_ties >= 490, "{acc:?}");
    }
}
