//! Statistics over the gap section's nested samples: layouts (builds) →
//! processes → rounds, every round one paired time per row.
//!
//! Kalibera & Jones: repeat at every level whose variation matters and
//! resample the levels as they were drawn. A percentile bootstrap that
//! resamples layouts, then processes inside each drawn layout, then rounds
//! inside each drawn process gives intervals that carry the between-process
//! and between-layout variation, which rounds of one process cannot show.
//! Statistics are means of per-round log ratios, so effects add.

use crate::measure::stats::SplitMix64;

/// `[layout][process][round][row]`: seconds of each row in each round.
pub type Nested = Vec<Vec<Vec<Vec<f64>>>>;

/// A point estimate and its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Estimate {
    pub point: f64,
    pub lo: f64,
    pub hi: f64,
}

impl Estimate {
    pub fn exp(self) -> Estimate {
        Estimate {
            point: self.point.exp(),
            lo: self.lo.exp(),
            hi: self.hi.exp(),
        }
    }

    /// Whether the interval lies wholly outside `±half` (log units).
    pub fn clear_of(&self, half: f64) -> bool {
        self.lo > half || self.hi < -half
    }
}

/// Bootstrap resamples behind every interval.
pub const RESAMPLES: usize = 2000;

/// Every round, in order.
pub fn every_round(data: &Nested) -> Vec<&[f64]> {
    data.iter().flatten().flatten().map(Vec::as_slice).collect()
}

/// One hierarchical resample: layouts with replacement, then processes
/// within each, then rounds within each.
fn resample<'a>(data: &'a Nested, rng: &mut SplitMix64) -> Vec<&'a [f64]> {
    let mut out = Vec::new();
    for _ in 0..data.len() {
        let layout = &data[rng.below(data.len())];
        for _ in 0..layout.len() {
            let process = &layout[rng.below(layout.len())];
            for _ in 0..process.len() {
                out.push(process[rng.below(process.len())].as_slice());
            }
        }
    }
    out
}

/// `stat` on every round, with each output's 95% hierarchical-bootstrap
/// interval. `None` when there is no round.
pub fn estimate(data: &Nested, stat: impl Fn(&[&[f64]]) -> Vec<f64>) -> Option<Vec<Estimate>> {
    let all = every_round(data);
    if all.is_empty() {
        return None;
    }
    let point = stat(&all);
    let mut rng = SplitMix64::new();
    let mut boot = vec![Vec::with_capacity(RESAMPLES); point.len()];
    for _ in 0..RESAMPLES {
        for (b, x) in boot.iter_mut().zip(stat(&resample(data, &mut rng))) {
            b.push(x);
        }
    }
    Some(
        point
            .into_iter()
            .zip(boot)
            .map(|(p, mut b)| {
                b.sort_by(f64::total_cmp);
                Estimate {
                    point: p,
                    lo: b[RESAMPLES * 25 / 1000],
                    hi: b[RESAMPLES * 975 / 1000 - 1],
                }
            })
            .collect(),
    )
}

/// Mean over `rounds` of `ln(row a / row b)`.
pub fn mean_log_ratio(rounds: &[&[f64]], a: usize, b: usize) -> f64 {
    rounds.iter().map(|r| (r[a] / r[b]).ln()).sum::<f64>() / rounds.len() as f64
}

/// How `ln(a / b)` varies: the standard deviation of the per-process means
/// (between processes) and of the rounds around their process's mean
/// (within a process; `None` with one round per process).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spread {
    pub between: Option<f64>,
    pub within: Option<f64>,
}

pub fn spread(data: &Nested, a: usize, b: usize) -> Spread {
    let processes: Vec<Vec<f64>> = data
        .iter()
        .flatten()
        .map(|p| p.iter().map(|r| (r[a] / r[b]).ln()).collect())
        .collect();
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    let means: Vec<f64> = processes.iter().map(|p| mean(p)).collect();
    let between = (means.len() >= 2).then(|| sd(&means));
    let (mut ss, mut dof) = (0.0, 0usize);
    for (p, m) in processes.iter().zip(&means) {
        ss += p.iter().map(|x| (x - m).powi(2)).sum::<f64>();
        dof += p.len().saturating_sub(1);
    }
    let within = (dof > 0).then(|| (ss / dof as f64).sqrt());
    Spread { between, within }
}

fn sd(v: &[f64]) -> f64 {
    let m = v.iter().sum::<f64>() / v.len() as f64;
    (v.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (v.len() - 1) as f64).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two rows; row 0 is `ratio(l, p, r)` times row 1.
    fn nested(ratio: impl Fn(usize, usize, usize) -> f64, l: usize, p: usize, r: usize) -> Nested {
        (0..l)
            .map(|li| {
                (0..p)
                    .map(|pi| (0..r).map(|ri| vec![ratio(li, pi, ri), 1.0]).collect())
                    .collect()
            })
            .collect()
    }

    #[test]
    fn a_steady_ratio_has_a_point_interval() {
        let d = nested(|_, _, _| 1.25, 2, 2, 3);
        let e = estimate(&d, |r| vec![mean_log_ratio(r, 0, 1)]).unwrap()[0].exp();
        assert!((e.point - 1.25).abs() < 1e-12 && (e.lo - e.hi).abs() < 1e-12);
        let s = spread(&d, 0, 1);
        assert!(
            s.between.unwrap() < 1e-12 && s.within.unwrap() < 1e-12,
            "{s:?}"
        );
    }

    #[test]
    fn process_to_process_variation_widens_the_interval_rounds_cannot_see() {
        // Every process is steady inside, but processes differ by ±10%.
        let d = nested(|_, p, _| if p == 0 { 1.1 } else { 0.9 }, 3, 2, 5);
        let e = estimate(&d, |r| vec![mean_log_ratio(r, 0, 1)]).unwrap()[0];
        assert!(e.lo < -0.02 && e.hi > 0.02, "{e:?}");
        let s = spread(&d, 0, 1);
        assert!(
            s.between.unwrap() > 0.09 && s.within.unwrap() < 1e-12,
            "{s:?}"
        );
    }

    #[test]
    fn one_round_per_process_has_no_within_spread_and_no_data_no_estimate() {
        let d = nested(|_, p, _| 1.0 + p as f64 / 10.0, 1, 3, 1);
        assert_eq!(spread(&d, 0, 1).within, None);
        assert!(estimate(&Vec::new(), |_| vec![0.0]).is_none());
    }

    #[test]
    fn clear_of_means_outside_the_band_on_one_side() {
        let e = |lo, hi| Estimate { point: 0.0, lo, hi };
        assert!(e(0.03, 0.05).clear_of(0.02));
        assert!(e(-0.05, -0.03).clear_of(0.02));
        assert!(!e(0.01, 0.05).clear_of(0.02));
        assert!(!e(-0.05, 0.05).clear_of(0.02));
    }
}
