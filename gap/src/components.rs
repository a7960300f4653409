//! Variance components of one paired ratio (row a / row b): how much of
//! its spread is the layout, the process set, and the timing noise inside
//! a process — and what that design can detect.
//!
//! Kalibera & Jones: the level that varies most is the one to repeat, and
//! a design is judged by the spread at each level. The model, in log
//! ratios: a sample's `y = μ_c + u_layout + v_process + ε`, `μ_c` the
//! combo's own ratio (short and long windows differ). The estimators are
//! moments: ε from the residuals of an additive (process set × combo) fit
//! among the sets that share a combo set; v from the process sets' ratios
//! around their layout's (each set's combo-set mean removed first); u
//! from the layouts' ratios. Intervals resample layouts (the top level).
//! Version-1 records have whole-sweep rounds instead of combos: ε is then
//! the rounds' spread around their process's mean.

use measure::stats::SplitMix64;

/// One process set's samples of the pair: `(combo set, samples)`, each
/// sample `(combo or round index, seconds of a, seconds of b)`.
#[derive(Clone, Debug, Default)]
pub struct Set {
    /// Sets with the same key sampled the same combos.
    pub key: usize,
    pub samples: Vec<(usize, f64, f64)>,
    /// The samples are whole-sweep rounds (version 1), not combos.
    pub rounds: bool,
}

/// `[layout][set]`.
pub type Layouts = Vec<Vec<Set>>;

/// The spread at each level, as standard deviations of ln(a / b).
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Components {
    /// Between layouts (0 when the layouts' spread is all lower levels').
    pub layout: f64,
    /// Between process sets of one layout.
    pub process: f64,
    /// One sample inside a process (one combo, or one whole-sweep round).
    pub within: f64,
    /// The within-process noise of the pooled estimate (its standard error
    /// if layouts and processes did not vary).
    pub within_se: f64,
    /// The pooled estimate's standard error from all three levels.
    pub total_se: f64,
    pub layouts: usize,
    pub sets_per_layout: f64,
}

impl Components {
    /// The smallest effect this design detects with 95% confidence and 80%
    /// power (two-sided): (1.96 + 0.84) standard errors.
    pub fn detectable(&self) -> f64 {
        2.8 * self.total_se
    }
}

fn ln_ratio(samples: &[(usize, f64, f64)]) -> f64 {
    let (a, b) = samples
        .iter()
        .fold((0.0, 0.0), |(a, b), s| (a + s.1, b + s.2));
    (a / b).ln()
}

/// Sum of squared weights of the ratio of sums (delta method: ln Σa/Σb ≈
/// Σ w·ln(a/b) with w = b/Σb).
fn weight_sq(samples: &[&(usize, f64, f64)]) -> f64 {
    let total: f64 = samples.iter().map(|s| s.2).sum();
    samples.iter().map(|s| (s.2 / total).powi(2)).sum()
}

/// ε's variance: pooled residual mean square.
fn within_var(layouts: &Layouts) -> Option<f64> {
    let sets: Vec<&Set> = layouts.iter().flatten().collect();
    let (mut ss, mut dof) = (0.0, 0usize);
    if sets.iter().all(|s| s.rounds) {
        for s in &sets {
            let y: Vec<f64> = s.samples.iter().map(|x| (x.1 / x.2).ln()).collect();
            let m = y.iter().sum::<f64>() / y.len().max(1) as f64;
            ss += y.iter().map(|v| (v - m).powi(2)).sum::<f64>();
            dof += y.len().saturating_sub(1);
        }
    } else {
        let mut keys: Vec<usize> = sets.iter().map(|s| s.key).collect();
        keys.sort_unstable();
        keys.dedup();
        for key in keys {
            let group: Vec<&Set> = sets.iter().copied().filter(|s| s.key == key).collect();
            let combos: Vec<usize> = {
                let mut c: Vec<usize> = group[0].samples.iter().map(|s| s.0).collect();
                c.sort_unstable();
                c.dedup();
                c
            };
            // y[set][combo]: the mean of that combo's samples in that set.
            let y: Vec<Vec<f64>> = group
                .iter()
                .map(|s| {
                    combos
                        .iter()
                        .map(|&c| {
                            let v: Vec<f64> = s
                                .samples
                                .iter()
                                .filter(|x| x.0 == c)
                                .map(|x| (x.1 / x.2).ln())
                                .collect();
                            v.iter().sum::<f64>() / v.len().max(1) as f64
                        })
                        .collect()
                })
                .collect();
            let (ns, nc) = (y.len(), combos.len());
            if ns < 2 || nc < 2 {
                continue;
            }
            let row: Vec<f64> = y
                .iter()
                .map(|r| r.iter().sum::<f64>() / nc as f64)
                .collect();
            let col: Vec<f64> = (0..nc)
                .map(|j| y.iter().map(|r| r[j]).sum::<f64>() / ns as f64)
                .collect();
            let all = row.iter().sum::<f64>() / ns as f64;
            for (i, r) in y.iter().enumerate() {
                for (j, v) in r.iter().enumerate() {
                    ss += (v - row[i] - col[j] + all).powi(2);
                }
            }
            dof += (ns - 1) * (nc - 1);
        }
    }
    (dof > 0).then(|| ss / dof as f64)
}

/// The components of `layouts` (`None`: fewer than two layouts or no
/// estimate of the within-process noise).
pub fn components(layouts: &Layouts) -> Option<Components> {
    let within = within_var(layouts)?;
    let l = layouts.len();
    if l < 2 {
        return None;
    }
    // Each set's ratio, its combo set's mean removed.
    let mut by_key: std::collections::BTreeMap<usize, Vec<f64>> = Default::default();
    for s in layouts.iter().flatten() {
        by_key.entry(s.key).or_default().push(ln_ratio(&s.samples));
    }
    let key_mean = |k: usize| {
        let v = &by_key[&k];
        v.iter().sum::<f64>() / v.len() as f64
    };
    let d: Vec<Vec<f64>> = layouts
        .iter()
        .map(|sets| {
            sets.iter()
                .map(|s| ln_ratio(&s.samples) - key_mean(s.key))
                .collect()
        })
        .collect();
    let n: usize = d.iter().map(Vec::len).sum();
    let k = n as f64 / l as f64;
    let means: Vec<f64> = d
        .iter()
        .map(|v| v.iter().sum::<f64>() / v.len() as f64)
        .collect();
    let grand = means.iter().sum::<f64>() / l as f64;
    let ms_within = if n > l {
        d.iter()
            .zip(&means)
            .map(|(v, m)| v.iter().map(|x| (x - m).powi(2)).sum::<f64>())
            .sum::<f64>()
            / (n - l) as f64
    } else {
        0.0
    };
    let ms_between = k * means.iter().map(|m| (m - grand).powi(2)).sum::<f64>() / (l - 1) as f64;
    // The within-process variance of one set's ratio, and of one layout's.
    let set_var = |s: &Set| within * weight_sq(&s.samples.iter().collect::<Vec<_>>());
    let mean_set_var = layouts.iter().flatten().map(set_var).sum::<f64>() / n as f64;
    let layout_var: Vec<f64> = layouts
        .iter()
        .map(|sets| within * weight_sq(&sets.iter().flat_map(|s| &s.samples).collect::<Vec<_>>()))
        .collect();
    let process = (ms_within - mean_set_var).max(0.0);
    // One set per layout (the gap layouts): the sets' spread cannot be told
    // from the layouts'; only their sampling noise is taken out.
    let layout = if n > l {
        ((ms_between - ms_within) / k).max(0.0)
    } else {
        (ms_between - mean_set_var).max(0.0)
    };
    let within_se = (layout_var.iter().sum::<f64>()).sqrt() / l as f64;
    let per_layout = layout + process / k + layout_var.iter().sum::<f64>() / l as f64;
    Some(Components {
        layout: layout.sqrt(),
        process: process.sqrt(),
        within: within.sqrt(),
        within_se,
        total_se: (per_layout / l as f64).sqrt(),
        layouts: l,
        sets_per_layout: k,
    })
}

/// A component's point and 95% interval, resampling layouts.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct WithIntervals {
    pub point: Components,
    pub layout: (f64, f64),
    pub process: (f64, f64),
    pub within: (f64, f64),
}

pub fn with_intervals(layouts: &Layouts) -> Option<WithIntervals> {
    let point = components(layouts)?;
    let mut rng = SplitMix64::new();
    let (mut lay, mut pro, mut wit) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..400 {
        let pick: Layouts = (0..layouts.len())
            .map(|_| layouts[rng.below(layouts.len())].clone())
            .collect();
        if let Some(c) = components(&pick) {
            lay.push(c.layout);
            pro.push(c.process);
            wit.push(c.within);
        }
    }
    let ci = |mut v: Vec<f64>| {
        if v.is_empty() {
            return (f64::NAN, f64::NAN);
        }
        v.sort_by(f64::total_cmp);
        (
            v[v.len() * 25 / 1000],
            v[(v.len() * 975 / 1000).min(v.len() - 1)],
        )
    };
    Some(WithIntervals {
        point,
        layout: ci(lay),
        process: ci(pro),
        within: ci(wit),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `l` layouts × 2 sets (combos split even/odd, `c` combos in all);
    /// row b's time grows with the combo, row a is that × exp(μ_c + u + v + ε).
    fn synthetic(l: usize, c: usize, u: f64, v: f64, e: f64, seed: u64) -> Layouts {
        let mut rng = SplitMix64::seeded(seed);
        let mut normal = move || {
            // Box–Muller from two uniforms.
            let mut unit = || (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
            let (a, b) = (unit().max(1e-12), unit());
            (-2.0 * a.ln()).sqrt() * (std::f64::consts::TAU * b).cos()
        };
        (0..l)
            .map(|_| {
                let lu = u * normal();
                (0..2)
                    .map(|k| {
                        let pv = v * normal();
                        Set {
                            key: k,
                            rounds: false,
                            samples: (0..c)
                                .filter(|x| x % 2 == k)
                                .map(|x| {
                                    let b = 1.0 + x as f64 / 10.0;
                                    let mu = 0.3 + 0.001 * x as f64;
                                    (x, b * (mu + lu + pv + e * normal()).exp(), b)
                                })
                                .collect(),
                        }
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn each_level_is_recovered_from_its_own_spread() {
        let c = components(&synthetic(200, 80, 0.02, 0.01, 0.005, 7)).unwrap();
        assert!((c.layout - 0.02).abs() < 0.004, "{c:?}");
        assert!((c.process - 0.01).abs() < 0.003, "{c:?}");
        assert!((c.within - 0.005).abs() < 0.0005, "{c:?}");
    }

    #[test]
    fn one_set_per_layout_keeps_the_sampling_noise_out_of_the_layout_sd() {
        // The first set of each layout alone (all of one combo set).
        let one: Layouts = synthetic(400, 80, 0.02, 0.0, 0.1, 11)
            .into_iter()
            .map(|mut sets| {
                sets.truncate(1);
                sets
            })
            .collect();
        let c = components(&one).unwrap();
        assert_eq!(c.sets_per_layout, 1.0);
        // A set's ratio carries ~0.1/√40 of noise: counted in, the layout
        // SD would read ~0.026.
        assert!((c.layout - 0.02).abs() < 0.003, "{c:?}");
        assert!((c.within - 0.1).abs() < 0.01, "{c:?}");
    }

    #[test]
    fn timing_noise_alone_is_not_mistaken_for_a_layout_effect() {
        let c = components(&synthetic(40, 80, 0.0, 0.0, 0.01, 3)).unwrap();
        assert!(c.layout < 0.003 && c.process < 0.003, "{c:?}");
        assert!((c.within - 0.01).abs() < 0.001, "{c:?}");
        // ~ 0.01 / sqrt(80 combos × 40 layouts), weights a little uneven.
        assert!(
            c.within_se > 0.01 / 57.0 * 0.9 && c.within_se < 0.01 / 57.0 * 1.5,
            "{c:?}"
        );
        assert!(c.detectable() > 2.8 * c.within_se * 0.99, "{c:?}");
    }

    #[test]
    fn a_combo_dependent_ratio_is_not_noise() {
        // μ_c alone (no random level): every component is zero.
        let c = components(&synthetic(8, 80, 0.0, 0.0, 0.0, 1)).unwrap();
        assert!(
            c.layout < 1e-9 && c.process < 1e-9 && c.within < 1e-9,
            "{c:?}"
        );
    }

    #[test]
    fn version_one_rounds_give_the_within_spread_from_rounds() {
        let set = |r: &[f64]| Set {
            key: 0,
            rounds: true,
            samples: r.iter().enumerate().map(|(i, &x)| (i, x, 1.0)).collect(),
        };
        let layouts = vec![
            vec![set(&[1.0, 1.02]), set(&[1.1, 1.12])],
            vec![set(&[1.0, 1.02]), set(&[1.1, 1.12])],
        ];
        let c = components(&layouts).unwrap();
        assert!(
            (c.within - (0.02f64 / 1.01 / 2f64.sqrt())).abs() < 0.002,
            "{c:?}"
        );
        assert!(c.process > 0.05 && c.layout < 1e-9, "{c:?}");
        assert!(components(&layouts[..1].to_vec()).is_none());
    }

    #[test]
    fn intervals_bracket_the_point() {
        let w = with_intervals(&synthetic(12, 40, 0.02, 0.01, 0.005, 11)).unwrap();
        assert!(
            w.layout.0 <= w.point.layout && w.point.layout <= w.layout.1,
            "{w:?}"
        );
        assert!(
            w.within.0 <= w.point.within && w.point.within <= w.within.1,
            "{w:?}"
        );
    }
}
