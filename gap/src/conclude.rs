//! What the gap section concludes, as pure functions of recorded numbers:
//! the noise floor, which effects are claimed, whether repeated
//! measurements agree, and what moves with the drift (the verdict itself
//! is `verdict`'s). Everything here works in log ratios (effects add).

use super::hier::Estimate;

/// The noise floor (log units): the farthest bound from zero of the
/// control's 95% interval — how far a change that changes nothing moved
/// across layouts, processes and rounds.
pub fn floor(control: &Estimate) -> f64 {
    control.lo.abs().max(control.hi.abs())
}

/// An effect is claimed only when its whole interval lies beyond the floor.
pub fn claimed(effect: &Estimate, floor: f64) -> bool {
    effect.clear_of(floor)
}

/// How far an effect's interval clears the floor (log units): from the
/// floor to the interval's end nearer zero, on the side of its point
/// estimate; negative by how much it misses. Claimed exactly when > 0.
pub fn margin(effect: &Estimate, floor: f64) -> f64 {
    let near = if effect.point >= 0.0 {
        effect.lo
    } else {
        -effect.hi
    };
    near - floor
}

/// A margin in words.
pub fn margin_words(m: f64) -> String {
    let pct = 100.0 * m.abs();
    // Enough decimals that a margin is never printed as 0.0 by rounding.
    let d = if pct >= 1.0 {
        1
    } else if pct >= 0.1 {
        2
    } else {
        3
    };
    if m > 0.0 {
        format!("clears the floor by {pct:.d$} points")
    } else {
        format!("misses it by {pct:.d$} points")
    }
}

/// Whether intervals of one quantity from repeated measurements agree:
/// some value lies in every one of them.
pub fn agree(estimates: &[Estimate]) -> bool {
    let lo = estimates.iter().map(|e| e.lo).fold(f64::MIN, f64::max);
    let hi = estimates.iter().map(|e| e.hi).fold(f64::MAX, f64::min);
    !estimates.is_empty() && lo <= hi
}

/// Pearson correlation of two series (`None`: fewer than 3 points or no variation).
pub fn correlation(x: &[f64], y: &[f64]) -> Option<f64> {
    let n = x.len().min(y.len());
    if n < 3 {
        return None;
    }
    let (mx, my) = (
        x[..n].iter().sum::<f64>() / n as f64,
        y[..n].iter().sum::<f64>() / n as f64,
    );
    let (mut sxy, mut sxx, mut syy) = (0.0, 0.0, 0.0);
    for i in 0..n {
        let (dx, dy) = (x[i] - mx, y[i] - my);
        sxy += dx * dy;
        sxx += dx * dx;
        syy += dy * dy;
    }
    (sxx > 0.0 && syy > 0.0).then(|| sxy / (sxx * syy).sqrt())
}

/// What moves with a row's time: the named quantities whose correlation
/// with it reaches |r| ≥ 0.5, strongest first ("nothing measured" if none).
pub fn moves_with(correlations: &[(&str, Option<f64>)]) -> String {
    let mut strong: Vec<(&str, f64)> = correlations
        .iter()
        .filter_map(|(name, r)| r.filter(|r| r.abs() >= 0.5).map(|r| (*name, r)))
        .collect();
    strong.sort_by(|a, b| b.1.abs().total_cmp(&a.1.abs()));
    if strong.is_empty() {
        return "nothing measured (all |r| < 0.5)".into();
    }
    strong
        .iter()
        .map(|(n, r)| format!("{n} (r = {r:+.2})"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether repeated estimates of one quantity differ by more than their
/// own intervals allow — a meta-analysis's heterogeneity: Cochran's Q
/// against χ² on k − 1 degrees of freedom, I² (the share of Q beyond its
/// degrees of freedom) and the between-repeat SD τ (DerSimonian–Laird).
/// Each estimate's standard error is its interval's width ÷ 3.92 (log
/// units; a bootstrap interval is read as if it were normal).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Heterogeneity {
    pub q: f64,
    pub df: usize,
    /// χ²'s 95% point on `df` degrees of freedom.
    pub critical: f64,
    pub i2: f64,
    /// Log units (≈ relative).
    pub tau: f64,
}

impl Heterogeneity {
    /// Q above χ²'s 95% point: the estimates differ beyond their intervals.
    pub fn beyond(&self) -> bool {
        self.q > self.critical
    }
}

/// `None` with fewer than two estimates or an interval of no width.
pub fn heterogeneity(estimates: &[Estimate]) -> Option<Heterogeneity> {
    if estimates.len() < 2 {
        return None;
    }
    let (weights, total, mean) = pooled(estimates, 0.0)?;
    let q: f64 = estimates
        .iter()
        .zip(&weights)
        .map(|(e, w)| w * (e.point - mean).powi(2))
        .sum();
    let df = estimates.len() - 1;
    let excess = q - df as f64;
    let scale = total - weights.iter().map(|w| w * w).sum::<f64>() / total;
    Some(Heterogeneity {
        q,
        df,
        critical: chi2_95(df),
        i2: if q > 0.0 { (excess / q).max(0.0) } else { 0.0 },
        tau: (excess / scale).max(0.0).sqrt(),
    })
}

/// Inverse-variance weights 1 / (se² + τ²) (se: the interval's width ÷
/// 3.92, log units), their sum and the weighted mean; `None` with no
/// estimates or a weight that is not finite.
fn pooled(estimates: &[Estimate], tau: f64) -> Option<(Vec<f64>, f64, f64)> {
    let weights: Vec<f64> = estimates
        .iter()
        .map(|e| {
            let se = (e.hi - e.lo) / 3.92;
            1.0 / (se * se + tau * tau)
        })
        .collect();
    if weights.is_empty() || weights.iter().any(|w| !w.is_finite()) {
        return None;
    }
    let total: f64 = weights.iter().sum();
    let mean = estimates
        .iter()
        .zip(&weights)
        .map(|(e, w)| w * e.point)
        .sum::<f64>()
        / total;
    Some((weights, total, mean))
}

/// The estimates pooled with the between-repeat SD `tau` (log) added to
/// each one's own variance — DerSimonian–Laird's random-effects mean, its
/// 95% interval on Student's t with k − 1 degrees of freedom rather than
/// the normal quantile, since τ itself comes from k repeats (with 3 the
/// quantile is 4.30, not 1.96). Standard errors as in [`heterogeneity`].
/// `None` with fewer than two estimates, or an interval of no width and
/// `tau` = 0.
pub fn random_effects(estimates: &[Estimate], tau: f64) -> Option<Estimate> {
    if estimates.len() < 2 {
        return None;
    }
    let (_, total, point) = pooled(estimates, tau)?;
    let half = t_975(estimates.len() - 1) / total.sqrt();
    Some(Estimate {
        point,
        lo: point - half,
        hi: point + half,
    })
}

/// The gap across repeats that differ beyond their own intervals
/// ([`Heterogeneity::beyond`]): [`random_effects`] with their τ. `None`
/// while they agree (the pooled interval stands) or with one repeat.
pub fn across_differing_repeats(each: &[Estimate]) -> Option<Estimate> {
    let h = heterogeneity(each).filter(Heterogeneity::beyond)?;
    random_effects(each, h.tau)
}

/// Student's t, its 97.5% point on `df` ≥ 1 degrees of freedom (a table
/// to 30, then the normal quantile's first correction, within 0.1%).
fn t_975(df: usize) -> f64 {
    const TABLE: [f64; 30] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
        2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
        2.052, 2.048, 2.045, 2.042,
    ];
    match df {
        1..=30 => TABLE[df - 1],
        _ => {
            let z: f64 = 1.959_964;
            z + (z.powi(3) + z) / (4.0 * df as f64)
        }
    }
}

/// χ²'s 95% point on `df` ≥ 1 degrees of freedom (a table to 10, then
/// Wilson–Hilferty, within 0.1% there).
fn chi2_95(df: usize) -> f64 {
    const TABLE: [f64; 10] = [
        3.841, 5.991, 7.815, 9.488, 11.070, 12.592, 14.067, 15.507, 16.919, 18.307,
    ];
    match df {
        1..=10 => TABLE[df - 1],
        _ => {
            let k = df as f64;
            let v = 2.0 / (9.0 * k);
            k * (1.0 - v + 1.645 * v.sqrt()).powi(3)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_margin_is_the_near_end_beyond_the_floor_and_agrees_with_the_claim() {
        let e = |point, lo, hi| Estimate { point, lo, hi };
        for (x, m) in [
            (e(0.05, 0.04, 0.06), 0.03),
            (e(-0.05, -0.06, -0.04), 0.03),
            (e(0.02, -0.01, 0.05), -0.02),
            (e(0.015, 0.005, 0.03), -0.005),
        ] {
            assert!((margin(&x, 0.01) - m).abs() < 1e-12, "{x:?}");
            assert_eq!(margin(&x, 0.01) > 0.0, claimed(&x, 0.01), "{x:?}");
        }
        assert!(margin_words(0.031).starts_with("clears the floor by 3.1"));
        assert_eq!(margin_words(0.0004), "clears the floor by 0.040 points");
        assert_eq!(margin_words(-0.002), "misses it by 0.20 points");
        assert!(margin_words(-0.002).starts_with("misses it by 0.2"));
    }

    fn e(point: f64, lo: f64, hi: f64) -> Estimate {
        Estimate { point, lo, hi }
    }

    #[test]
    fn the_floor_is_the_controls_farthest_bound() {
        assert_eq!(floor(&e(0.0, -0.03, 0.01)), 0.03);
        assert_eq!(floor(&e(0.01, 0.005, 0.02)), 0.02);
        assert!(claimed(&e(-0.2, -0.25, -0.15), 0.03));
        assert!(!claimed(&e(-0.2, -0.25, -0.02), 0.03));
    }

    #[test]
    fn repeats_agree_when_one_value_is_in_every_interval() {
        assert!(agree(&[
            e(0.5, 0.4, 0.6),
            e(0.55, 0.45, 0.7),
            e(0.58, 0.5, 0.62)
        ]));
        assert!(!agree(&[e(0.5, 0.4, 0.6), e(0.8, 0.7, 0.9)]));
        assert!(!agree(&[]));
    }

    #[test]
    fn correlations_name_what_moves_with_the_time() {
        let t = [1.0, 2.0, 3.0, 4.0];
        assert!((correlation(&t, &[2.0, 4.0, 6.0, 8.0]).unwrap() - 1.0).abs() < 1e-12);
        assert!((correlation(&t, &[8.0, 6.0, 4.0, 2.0]).unwrap() + 1.0).abs() < 1e-12);
        assert_eq!(correlation(&t, &[1.0; 4]), None);
        assert_eq!(correlation(&t[..2], &t[..2]), None);
        let s = moves_with(&[
            ("clock", Some(-0.9)),
            ("faults", Some(0.6)),
            ("rss", Some(0.1)),
            ("x", None),
        ]);
        assert_eq!(s, "clock (r = -0.90), faults (r = +0.60)");
        assert_eq!(
            moves_with(&[("clock", Some(0.2))]),
            "nothing measured (all |r| < 0.5)"
        );
    }

    #[test]
    fn each_boundary_falls_on_the_side_its_words_say() {
        // A margin of exactly zero does not clear the floor.
        assert_eq!(margin_words(0.0), "misses it by 0.000 points");
        // Three points make a correlation; a constant series on either
        // side makes none.
        let r = correlation(&[1.0, 2.0, 3.0], &[2.0, 4.0, 7.0]).unwrap();
        assert!(
            (r - 5.0 / (2.0f64 * 38.0 / 3.0).sqrt()).abs() < 1e-12,
            "{r}"
        );
        assert_eq!(correlation(&[1.0; 4], &[1.0, 2.0, 3.0, 4.0]), None);
        // Q exactly at χ²'s 95% point is not beyond it.
        let at = Heterogeneity {
            q: 5.991,
            df: 2,
            critical: 5.991,
            i2: 0.0,
            tau: 0.0,
        };
        assert!(!at.beyond());
    }

    #[test]
    fn repeats_that_differ_beyond_their_intervals_are_heterogeneous() {
        let at = |point: f64, half: f64| Estimate {
            point,
            lo: point - half,
            hi: point + half,
        };
        // Near the AMD record's three repeats (their half-intervals rounded
        // and taken as symmetric; the record's own give Q = 8.9): Q ≈ 7.9 on 2.
        let h =
            heterogeneity(&[at(0.0981, 0.0200), at(0.0723, 0.0230), at(0.1142, 0.0180)]).unwrap();
        assert_eq!(h.df, 2);
        assert!((h.q - 7.9).abs() < 0.15, "{h:?}");
        assert!(h.beyond() && (h.critical - 5.991).abs() < 1e-12);
        assert!((h.i2 - (h.q - 2.0) / h.q).abs() < 1e-12);
        assert!((h.tau - 0.0177).abs() < 0.001, "{h:?}");
        // Equal points: nothing between them.
        let h = heterogeneity(&[at(0.1, 0.02), at(0.1, 0.01)]).unwrap();
        assert!(
            h.q < 1e-12 && h.tau == 0.0 && h.i2 == 0.0 && !h.beyond(),
            "{h:?}"
        );
        // Within their intervals: Q below its degrees of freedom, τ = 0.
        let h = heterogeneity(&[at(0.10, 0.02), at(0.105, 0.02), at(0.098, 0.02)]).unwrap();
        assert!(
            h.q < 2.0 && h.tau == 0.0 && h.i2 == 0.0 && !h.beyond(),
            "{h:?}"
        );
        assert!(heterogeneity(&[at(0.1, 0.02)]).is_none());
        assert!(heterogeneity(&[at(0.1, 0.0), at(0.2, 0.01)]).is_none());
        assert!((chi2_95(30) - 43.773).abs() < 0.05);
        // The Zen 3 record's three repeats (from their printed intervals):
        // random effects 1.155, its interval on t with 2 degrees of
        // freedom 1.059–1.261, wider than any one repeat's.
        let r = |x: f64, lo: f64, hi: f64| Estimate {
            point: x.ln(),
            lo: lo.ln(),
            hi: hi.ln(),
        };
        let zen3 = [
            r(1.119, 1.094, 1.146),
            r(1.203, 1.163, 1.243),
            r(1.151, 1.118, 1.183),
        ];
        let re = across_differing_repeats(&zen3).unwrap();
        assert!((re.point.exp() - 1.155).abs() < 0.002, "{re:?}");
        assert!(
            (re.lo.exp() - 1.059).abs() < 0.003 && (re.hi.exp() - 1.261).abs() < 0.003,
            "{re:?}"
        );
        // τ = 0 is the fixed-effect mean, inverse-variance weighted; two
        // estimates take t's 97.5% point on one degree of freedom.
        let fixed = random_effects(&[at(0.1, 0.0196), at(0.2, 0.0392)], 0.0).unwrap();
        assert!((fixed.point - 0.12).abs() < 1e-9, "{fixed:?}");
        assert!((fixed.hi - fixed.lo - 2.0 * 12.706 * (1.0f64 / 12_500.0).sqrt()).abs() < 1e-9);
        assert!((t_975(2) - 4.303).abs() < 1e-12 && (t_975(30) - 2.042).abs() < 1e-12);
        assert!((t_975(40) - 2.021).abs() < 0.003 && (t_975(120) - 1.980).abs() < 0.002);
        // Repeats within their intervals: the pooled interval stands.
        assert!(across_differing_repeats(&[at(0.10, 0.02), at(0.105, 0.02)]).is_none());
        assert!(random_effects(&[], 0.1).is_none());
        assert!(
            random_effects(&[at(0.1, 0.02)], 0.1).is_none(),
            "one repeat"
        );
        assert!(random_effects(&[at(0.1, 0.0), at(0.2, 0.0)], 0.0).is_none());
        assert!((chi2_95(20) - 31.410).abs() < 0.05 && (chi2_95(11) - 19.675).abs() < 0.05);
    }
}
