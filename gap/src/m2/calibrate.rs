//! Calibration: how well each static model's predicted ratios match the
//! ratios measured on this machine, and what strength that earns a
//! prediction for a machine we cannot measure. Pure functions of recorded
//! numbers, tested on synthetic ones.

/// Spearman's rank correlation (average ranks for ties); `None` for fewer
/// than three pairs or a constant side.
pub fn spearman(x: &[f64], y: &[f64]) -> Option<f64> {
    if x.len() != y.len() || x.len() < 3 {
        return None;
    }
    let (rx, ry) = (ranks(x), ranks(y));
    pearson(&rx, &ry)
}

fn ranks(v: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..v.len()).collect();
    order.sort_by(|&a, &b| v[a].total_cmp(&v[b]));
    let mut r = vec![0.0; v.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && v[order[j + 1]] == v[order[i]] {
            j += 1;
        }
        let average = (i + j) as f64 / 2.0 + 1.0;
        for &k in &order[i..=j] {
            r[k] = average;
        }
        i = j + 1;
    }
    r
}

fn pearson(x: &[f64], y: &[f64]) -> Option<f64> {
    let n = x.len() as f64;
    let (mx, my) = (x.iter().sum::<f64>() / n, y.iter().sum::<f64>() / n);
    let (mut sxy, mut sxx, mut syy) = (0.0, 0.0, 0.0);
    for (a, b) in x.iter().zip(y) {
        sxy += (a - mx) * (b - my);
        sxx += (a - mx) * (a - mx);
        syy += (b - my) * (b - my);
    }
    (sxx > 0.0 && syy > 0.0).then(|| sxy / (sxx * syy).sqrt())
}

/// Mean relative error of predicted against measured ratios, |p/m − 1|.
pub fn mean_error(predicted: &[f64], measured: &[f64]) -> Option<f64> {
    if predicted.is_empty() || predicted.len() != measured.len() {
        return None;
    }
    Some(
        predicted
            .iter()
            .zip(measured)
            .map(|(p, m)| (p / m - 1.0).abs())
            .sum::<f64>()
            / predicted.len() as f64,
    )
}

/// The rank correlation a model must reach before its predictions are
/// called more than weak, and the mean error before they are called sized.
pub const RHO_USABLE: f64 = 0.8;
pub const ERROR_SIZED: f64 = 0.10;

/// What a model's calibration earns the predictions made with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    /// Ranks this machine's rows (ρ ≥ 0.8) and sizes them (mean error ≤ 10%).
    Sized,
    /// Ranks them, but its ratios are off by more than 10% on average.
    RanksOnly,
    /// Does not rank them (ρ < 0.8, or no ρ).
    Weak,
}

impl Strength {
    pub fn of(rho: Option<f64>, error: Option<f64>) -> Strength {
        match (rho, error) {
            (Some(r), Some(e)) if r >= RHO_USABLE && e <= ERROR_SIZED => Strength::Sized,
            (Some(r), _) if r >= RHO_USABLE => Strength::RanksOnly,
            _ => Strength::Weak,
        }
    }
}

/// One model's calibration over the rows it could predict.
#[derive(Clone, Debug, PartialEq)]
pub struct Calibration {
    pub rows: usize,
    pub rho: Option<f64>,
    pub error: Option<f64>,
    pub strength: Strength,
}

/// Calibrates one model: `pairs` are (predicted, measured) ratios; rows the
/// model could not predict are left out (and counted by the caller).
pub fn calibrate(pairs: &[(f64, f64)]) -> Calibration {
    let (p, m): (Vec<f64>, Vec<f64>) = pairs
        .iter()
        .copied()
        .filter(|(p, m)| p.is_finite() && m.is_finite() && *m > 0.0)
        .unzip();
    let rho = spearman(&p, &m);
    let error = mean_error(&p, &m);
    Calibration {
        rows: p.len(),
        rho,
        error,
        strength: Strength::of(rho, error),
    }
}

/// The best-calibrated model: the highest ρ, then the smallest error.
pub fn best(cals: &[Calibration]) -> Option<usize> {
    (0..cals.len())
        .filter(|&i| cals[i].rho.is_some())
        .max_by(|&a, &b| {
            let key = |c: &Calibration| (c.rho.unwrap_or(-1.0), -c.error.unwrap_or(f64::INFINITY));
            let (ka, kb) = (key(&cals[a]), key(&cals[b]));
            ka.0.total_cmp(&kb.0).then(ka.1.total_cmp(&kb.1))
        })
}

/// A predicted ratio with the calibration's mean error as its band.
pub fn band(ratio: f64, error: f64) -> (f64, f64) {
    (ratio * (1.0 - error), ratio * (1.0 + error))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spearman_ranks_with_ties_and_refuses_too_little() {
        assert_eq!(spearman(&[1.0, 2.0, 3.0], &[10.0, 20.0, 30.0]), Some(1.0));
        assert_eq!(spearman(&[1.0, 2.0, 3.0], &[3.0, 2.0, 1.0]), Some(-1.0));
        // Monotone but not linear: still 1.
        assert!(
            (spearman(&[1.0, 2.0, 3.0, 4.0], &[1.0, 8.0, 27.0, 64.0]).unwrap() - 1.0).abs() < 1e-12
        );
        // Ties get average ranks: x ranks 1.5,1.5,3 against 1,2,3.
        let r = spearman(&[1.0, 1.0, 2.0], &[1.0, 2.0, 3.0]).unwrap();
        assert!((r - 0.866_025_403_784_438_6).abs() < 1e-12, "{r}");
        assert_eq!(spearman(&[1.0, 2.0], &[1.0, 2.0]), None);
        assert_eq!(spearman(&[1.0, 1.0, 1.0], &[1.0, 2.0, 3.0]), None);
    }

    #[test]
    fn a_model_that_predicts_everything_equal_is_weak_not_perfect() {
        // llvm-mca's chain-bound view: every loop 3 cycles, ratio 1.0.
        let c = calibrate(&[(1.0, 0.7), (1.0, 1.3), (1.0, 1.1)]);
        assert_eq!(c.rho, None);
        assert_eq!(c.strength, Strength::Weak);
        assert!((c.error.unwrap() - (0.3 / 0.7 + 0.3 / 1.3 + 0.1 / 1.1) / 3.0).abs() < 1e-12);
    }

    #[test]
    fn strength_needs_rank_before_size() {
        let sized = calibrate(&[(0.5, 0.52), (1.0, 0.98), (1.5, 1.45), (2.0, 2.1)]);
        assert_eq!(sized.strength, Strength::Sized);
        let ranks = calibrate(&[(0.5, 0.8), (1.0, 1.2), (1.5, 1.3), (2.0, 1.4)]);
        assert_eq!(ranks.strength, Strength::RanksOnly);
        let weak = calibrate(&[(0.5, 1.4), (1.0, 1.2), (1.5, 1.3), (2.0, 0.8)]);
        assert_eq!(weak.strength, Strength::Weak);
        assert_eq!(best(&[weak.clone(), sized.clone(), ranks.clone()]), Some(1));
        // Rows a model could not predict are left out.
        assert_eq!(calibrate(&[(f64::NAN, 1.0), (1.0, 1.0)]).rows, 1);
    }

    #[test]
    fn the_band_is_the_mean_error_either_side() {
        let (lo, hi) = band(1.2, 0.25);
        assert!((lo - 0.9).abs() < 1e-12 && (hi - 1.5).abs() < 1e-12);
    }
}
