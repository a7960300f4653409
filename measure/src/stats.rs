//! Summaries of repeated timings: median and min–max, never a lone mean.

use serde::Serialize;

#[derive(Clone, Copy, Debug, Serialize, PartialEq)]
pub struct Summary {
    pub median: f64,
    pub min: f64,
    pub max: f64,
    pub n: usize,
}

/// Median (mean of the two middle values for even counts), min and max.
/// `None` for an empty sample or one containing NaN.
pub fn summarize(values: &[f64]) -> Option<Summary> {
    if values.is_empty() || values.iter().any(|v| v.is_nan()) {
        return None;
    }
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    let mid = v.len() / 2;
    let median = if v.len().is_multiple_of(2) {
        (v[mid - 1] + v[mid]) / 2.0
    } else {
        v[mid]
    };
    Some(Summary {
        median,
        min: v[0],
        max: v[v.len() - 1],
        n: v.len(),
    })
}

/// Per-run ratios `a[i] / b[i]` of two interleaved series.
pub fn paired_ratios(a: &[f64], b: &[f64]) -> Vec<f64> {
    a.iter().zip(b).map(|(x, y)| x / y).collect()
}

/// Median of the per-run differences `a[i] − b[i]` of two interleaved
/// series (paired by run, never a difference of two medians).
pub fn paired_difference(a: &[f64], b: &[f64]) -> Option<f64> {
    let d: Vec<f64> = a.iter().zip(b).map(|(x, y)| x - y).collect();
    summarize(&d).map(|s| s.median)
}

/// SplitMix64: enough randomness for resampling indices, no dependency.
/// Always the same seed, so a report is reproducible from its data.
pub struct SplitMix64(u64);

impl Default for SplitMix64 {
    fn default() -> Self {
        SplitMix64(0x9E37_79B9_7F4A_7C15)
    }
}

impl SplitMix64 {
    pub fn new() -> Self {
        Self::default()
    }

    /// A generator started from `seed` (layouts and paddings are drawn from
    /// a recorded seed, so a run says how it was randomised).
    pub fn seeded(seed: u64) -> Self {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// An index below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// Percentile-bootstrap 95% confidence interval of the median of `values`
/// (2000 resamples, a fixed seed so a report is reproducible from its data).
pub fn bootstrap_median_ci(values: &[f64]) -> Option<(f64, f64)> {
    if values.len() < 2 || values.iter().any(|v| v.is_nan()) {
        return None;
    }
    let mut rng = SplitMix64::new();
    let n = values.len();
    let medians: Vec<f64> = (0..RESAMPLES)
        .map(|_| {
            let sample: Vec<f64> = (0..n).map(|_| values[rng.below(n)]).collect();
            summarize(&sample).expect("non-empty, no NaN").median
        })
        .collect();
    Some(central_95(medians))
}

/// Bootstrap resamples behind every interval of this module.
const RESAMPLES: usize = 2000;

/// The 2.5th and 97.5th percentiles of `RESAMPLES` bootstrap statistics.
fn central_95(mut stats: Vec<f64>) -> (f64, f64) {
    stats.sort_by(f64::total_cmp);
    (
        stats[RESAMPLES * 25 / 1000],
        stats[RESAMPLES * 975 / 1000 - 1],
    )
}

/// As [`bootstrap_median_ci`] for values drawn in groups (the processes
/// a measurement was spread over): each resample draws the groups with
/// replacement, then the values within each drawn group, and takes the
/// median of them pooled (Kalibera & Jones: every level that varies,
/// resampled as it was drawn). With few groups the interval is about the
/// range of the groups' own medians, not a calibrated 95%. `None` with an
/// empty group or a NaN.
pub fn bootstrap_nested_median_ci(groups: &[Vec<f64>]) -> Option<(f64, f64)> {
    if groups.is_empty()
        || groups
            .iter()
            .any(|g| g.is_empty() || g.iter().any(|v| v.is_nan()))
    {
        return None;
    }
    let mut rng = SplitMix64::new();
    let medians: Vec<f64> = (0..RESAMPLES)
        .map(|_| {
            let mut pooled = Vec::new();
            for _ in 0..groups.len() {
                let g = &groups[rng.below(groups.len())];
                pooled.extend((0..g.len()).map(|_| g[rng.below(g.len())]));
            }
            summarize(&pooled).expect("non-empty, no NaN").median
        })
        .collect();
    Some(central_95(medians))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_of_odd_and_even_samples() {
        let s = summarize(&[3.0, 1.0, 2.0]).unwrap();
        assert_eq!((s.median, s.min, s.max, s.n), (2.0, 1.0, 3.0, 3));
        assert_eq!(summarize(&[4.0, 1.0, 2.0, 3.0]).unwrap().median, 2.5);
    }

    #[test]
    fn empty_or_nan_samples_have_no_summary() {
        assert!(summarize(&[]).is_none());
        assert!(summarize(&[1.0, f64::NAN]).is_none());
    }

    #[test]
    fn bootstrap_interval_brackets_the_median_and_shrinks_with_agreement() {
        let v = [1.0, 1.1, 0.9, 1.05, 0.95, 1.02, 0.98, 1.0, 1.01, 0.99];
        let (lo, hi) = bootstrap_median_ci(&v).unwrap();
        let m = summarize(&v).unwrap().median;
        assert!(
            lo <= m && m <= hi && lo >= 0.9 && hi <= 1.1,
            "{lo} {m} {hi}"
        );
        assert_eq!(bootstrap_median_ci(&[2.0; 10]), Some((2.0, 2.0)));
        assert!(bootstrap_median_ci(&[1.0]).is_none());
    }

    #[test]
    fn ratios_are_paired_by_run() {
        assert_eq!(paired_ratios(&[2.0, 3.0], &[1.0, 2.0]), vec![2.0, 1.5]);
    }
}
