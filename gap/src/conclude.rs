//! What the gap section concludes, as pure functions of recorded numbers:
//! the noise floor, which effects are claimed, the verdict on the
//! residual, whether repeated measurements agree, and what moves with the
//! drift. Everything here works in log ratios (effects add).

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

fn pct(log: f64) -> String {
    format!("{:+.1}%", 100.0 * (log.exp() - 1.0))
}

fn ratio_ci(e: &Estimate) -> String {
    format!(
        "{:.3}× (95% CI {:.3}–{:.3})",
        e.point.exp(),
        e.lo.exp(),
        e.hi.exp()
    )
}

/// The verdict on the gap `gap` (ln port/numba), the residual (ln of what
/// no combination of causes explains, and its share of the gap), against
/// the noise floor. `lattice`: the gap is the lattice's own, beside a
/// headline gap from more layouts — the sentences say so.
pub fn verdict(
    gap: &Estimate,
    residual: &Estimate,
    residual_share: &Estimate,
    floor: f64,
    lattice: bool,
) -> String {
    let band = format!("±{:.1}%", 100.0 * (floor.exp() - 1.0));
    let (whose, the_gap) = if lattice {
        ("on the lattice's layouts ", "the lattice's gap")
    } else {
        ("", "the gap")
    };
    if !gap.clear_of(floor) {
        return format!(
            "**The gap is not clear of the noise floor**: {whose}kernel-safe / numba-njit = {} against a floor of {band}; \
             nothing is assigned.",
            ratio_ci(gap)
        );
    }
    let assigned = 100.0 * (1.0 - residual_share.point);
    if !residual.clear_of(floor) {
        format!(
            "**Assigned within noise**: the causes together, claimed or not, account for {assigned:.0}% of {the_gap} {}; the residual {} \
             is inside the noise floor ({band}).",
            ratio_ci(gap),
            ratio_ci(residual)
        )
    } else if residual.point < 0.0 {
        format!(
            "**Overshoot, not assigned**: with every cause removed Rust is {} against numba — the named causes \
             together account for {assigned:.0}% of {the_gap} {}, more than all of it, beyond the noise floor ({band}).",
            ratio_ci(residual),
            ratio_ci(gap)
        )
    } else {
        format!(
            "**Not assigned**: a residual of {} ({} of the time, {:.0}% of the gap, 95% CI {:.0}–{:.0}%) \
             remains outside the noise floor ({band}); the causes together, claimed or not, account for {assigned:.0}% of {the_gap} {}.",
            ratio_ci(residual),
            pct(residual.point),
            100.0 * residual_share.point,
            100.0 * residual_share.lo,
            100.0 * residual_share.hi,
            ratio_ci(gap)
        )
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
    let weights: Vec<f64> = estimates
        .iter()
        .map(|e| {
            let se = (e.hi - e.lo) / 3.92;
            1.0 / (se * se)
        })
        .collect();
    if weights.iter().any(|w| !w.is_finite()) {
        return None;
    }
    let total: f64 = weights.iter().sum();
    let mean = estimates
        .iter()
        .zip(&weights)
        .map(|(e, w)| w * e.point)
        .sum::<f64>()
        / total;
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

    fn ln(x: f64) -> f64 {
        x.ln()
    }

    #[test]
    fn the_floor_is_the_controls_farthest_bound() {
        assert_eq!(floor(&e(0.0, -0.03, 0.01)), 0.03);
        assert_eq!(floor(&e(0.01, 0.005, 0.02)), 0.02);
        assert!(claimed(&e(-0.2, -0.25, -0.15), 0.03));
        assert!(!claimed(&e(-0.2, -0.25, -0.02), 0.03));
    }

    #[test]
    fn a_residual_inside_the_floor_is_assigned_within_noise() {
        let gap = e(ln(1.3), ln(1.25), ln(1.35));
        let v = verdict(
            &gap,
            &e(ln(1.01), ln(0.99), ln(1.04)),
            &e(0.04, -0.04, 0.15),
            ln(1.03),
            false,
        );
        assert!(
            v.starts_with(
                "**Assigned within noise**: the causes together, claimed or not, account for 96%"
            ),
            "{v}"
        );
    }

    #[test]
    fn a_residual_outside_the_floor_is_not_assigned_with_its_size() {
        let gap = e(ln(1.44), ln(1.40), ln(1.48));
        let v = verdict(
            &gap,
            &e(ln(1.087), ln(1.07), ln(1.10)),
            &e(0.23, 0.19, 0.27),
            ln(1.02),
            false,
        );
        assert!(
            v.starts_with("**Not assigned**: a residual of 1.087×"),
            "{v}"
        );
        assert!(v.contains("+8.7% of the time, 23% of the gap"), "{v}");
        let over = verdict(
            &gap,
            &e(ln(0.9), ln(0.88), ln(0.92)),
            &e(-0.29, -0.35, -0.23),
            ln(1.02),
            false,
        );
        assert!(over.starts_with("**Overshoot, not assigned**"), "{over}");
    }

    #[test]
    fn beside_a_headline_from_more_layouts_the_verdict_names_the_lattices_gap() {
        let gap = e(ln(1.3), ln(1.25), ln(1.35));
        let (res, share) = (e(ln(1.01), ln(0.99), ln(1.04)), e(0.04, -0.04, 0.15));
        let v = verdict(&gap, &res, &share, ln(1.03), true);
        assert!(v.contains("96% of the lattice's gap 1.300"), "{v}");
        let v = verdict(
            &e(ln(1.02), ln(0.99), ln(1.05)),
            &res,
            &share,
            ln(1.03),
            true,
        );
        assert!(
            v.contains("on the lattice's layouts kernel-safe / numba-njit"),
            "{v}"
        );
    }

    #[test]
    fn a_gap_inside_the_floor_assigns_nothing() {
        let v = verdict(
            &e(ln(1.02), ln(0.99), ln(1.05)),
            &e(0.0, 0.0, 0.0),
            &e(0.0, 0.0, 0.0),
            ln(1.03),
            false,
        );
        assert!(
            v.starts_with("**The gap is not clear of the noise floor**"),
            "{v}"
        );
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
        assert!((chi2_95(20) - 31.410).abs() < 0.05 && (chi2_95(11) - 19.675).abs() < 0.05);
    }
}
