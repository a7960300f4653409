//! Statistics over the gap section's nested samples: layouts (builds) →
//! processes → rounds, every round one paired time per row.
//!
//! Kalibera & Jones: repeat at every level whose variation matters and
//! resample the levels as they were drawn. A percentile bootstrap that
//! resamples layouts, then processes inside each drawn layout, then rounds
//! inside each drawn process gives intervals that carry the between-process
//! and between-layout variation, which rounds of one process cannot show.
//! Statistics are means of per-round log ratios, so effects add.

use measure::stats::SplitMix64;

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
    estimate_strata(std::slice::from_ref(data), stat)
}

/// [`estimate`] over units of different designs: the point from every
/// round of every stratum, each resample drawing every stratum's layouts
/// from that stratum alone, as many as it has — so the mix of designs is
/// the one measured in every resample. `None` when there is no round.
pub fn estimate_strata(
    strata: &[Nested],
    stat: impl Fn(&[&[f64]]) -> Vec<f64>,
) -> Option<Vec<Estimate>> {
    let all: Vec<&[f64]> = strata.iter().flat_map(every_round).collect();
    if all.is_empty() {
        return None;
    }
    let point = stat(&all);
    let mut rng = SplitMix64::new();
    let mut boot = vec![Vec::with_capacity(RESAMPLES); point.len()];
    for _ in 0..RESAMPLES {
        let drawn: Vec<&[f64]> = strata.iter().flat_map(|s| resample(s, &mut rng)).collect();
        for (b, x) in boot.iter_mut().zip(stat(&drawn)) {
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
    }

    #[test]
    fn process_to_process_variation_widens_the_interval_rounds_cannot_see() {
        // Every process is steady inside, but processes differ by ±10%.
        let d = nested(|_, p, _| if p == 0 { 1.1 } else { 0.9 }, 3, 2, 5);
        let e = estimate(&d, |r| vec![mean_log_ratio(r, 0, 1)]).unwrap()[0];
        assert!(e.lo < -0.02 && e.hi > 0.02, "{e:?}");
    }

    #[test]
    fn strata_keep_their_mix_in_every_resample() {
        // Stratum A: 2 layouts at 1.0; stratum B: 6 layouts at 1.5. Pooled
        // resampling would mix them 2:6 only on average; strata always do.
        let a = nested(|_, _, _| 1.0, 2, 1, 1);
        let b = nested(|_, _, _| 1.5, 6, 1, 1);
        let e =
            estimate_strata(&[a.clone(), b.clone()], |r| vec![mean_log_ratio(r, 0, 1)]).unwrap()[0];
        let want = 6.0 * 1.5f64.ln() / 8.0;
        assert!((e.point - want).abs() < 1e-12);
        assert!(
            (e.lo - want).abs() < 1e-12 && (e.hi - want).abs() < 1e-12,
            "{e:?}"
        );
        let pooled: Nested = a.into_iter().chain(b).collect();
        let p = estimate(&pooled, |r| vec![mean_log_ratio(r, 0, 1)]).unwrap()[0];
        assert!(p.lo < want - 0.01 && p.hi > want + 0.01, "{p:?}");
    }

    #[test]
    fn no_data_no_estimate() {
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
