//! How far the recurrence's lines are from kernel-safe's — the number the
//! report sets beside the bound that makes the trades exact. Slow on
//! purpose (it computes kernel-safe's lines too); never on a timed path.

use crate::{TIE_BAND, len, raw_lengths, wma};
use kernel_spec::Sweep;
use std::collections::BTreeMap;

/// The worst disagreement of one sweep's lines with kernel-safe's.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Accuracy {
    /// Largest |Δ| / |kernel-safe's value| over both lines of every combo
    /// and every bar where both are finite.
    pub worst_relative: f64,
    /// Bars (over all combos) where one line is NaN and the other is not:
    /// must be 0.
    pub nan_mismatches: usize,
    /// Bars (over all combos) inside [`TIE_BAND`]: decided with kernel-safe's
    /// values instead of the recurrence's.
    pub near_ties: usize,
    /// Bars over all combos.
    pub bars: usize,
}

/// The recurrence's two lines of every combo of `s` against kernel-safe's.
pub fn accuracy(s: &Sweep<'_>) -> Accuracy {
    let close = s.close();
    let n = close.len();
    let mut raw: BTreeMap<usize, Vec<f64>> = BTreeMap::new();
    for l in s.params().iter().flat_map(raw_lengths) {
        raw.entry(l).or_insert_with(|| {
            let mut out = vec![0.0; n];
            wma::wma_into(close, l, &mut out);
            out
        });
    }
    let mut acc = Accuracy::default();
    let (mut combine, mut a, mut b) = (vec![0.0; n], vec![0.0; n], vec![0.0; n]);
    for p in s.params() {
        let r = |l: i64| raw[&len(l)].as_slice();
        for (i, c) in combine.iter_mut().enumerate() {
            *c = 2.0 * r(p.h)[i] - r(p.n)[i];
        }
        wma::wma_into(&combine, len(p.s), &mut a);
        for (i, c) in combine.iter_mut().enumerate() {
            *c = 3.0 * r(p.p3)[i] - r(p.p2)[i] - r(p.p)[i];
        }
        wma::wma_into(&combine, len(p.p), &mut b);
        let safe = |l: i64| kernel_safe::wma(close, len(l));
        let want_a = kernel_safe::wma(&kernel_safe::hma_combine(&safe(p.h), &safe(p.n)), len(p.s));
        let want_b = kernel_safe::wma(
            &kernel_safe::hma3_combine(&safe(p.p3), &safe(p.p2), &safe(p.p)),
            len(p.p),
        );
        for i in 0..n {
            let (x, y) = (a[i], b[i]);
            if (y - x).abs() <= TIE_BAND * (x.abs() + y.abs()) {
                acc.near_ties += 1;
            }
            for (got, want) in [(x, want_a[i]), (y, want_b[i])] {
                if got.is_nan() != want.is_nan() {
                    acc.nan_mismatches += 1;
                } else if want.is_finite() {
                    let rel = (got - want).abs() / want.abs().max(f64::MIN_POSITIVE);
                    acc.worst_relative = acc.worst_relative.max(rel);
                }
            }
        }
        acc.bars += n;
    }
    acc
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel_spec::dataset::chacha_gbm;
    use kernel_spec::paper_grid;

    #[test]
    fn a_random_walk_stays_far_inside_the_tie_band() {
        let close = chacha_gbm(5, 4_000, 0.01);
        let grid: Vec<_> = paper_grid().into_iter().step_by(8).collect();
        let acc = accuracy(&Sweep::new(&close, &grid).unwrap());
        assert_eq!(acc.nan_mismatches, 0);
        assert_eq!(acc.bars, 4_000 * grid.len());
        assert!(
            acc.worst_relative > 0.0,
            "the recurrence is not kernel-safe's order"
        );
        assert!(acc.worst_relative < 1e-12, "{acc:?}");
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
