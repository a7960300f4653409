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
    fn ratios_are_paired_by_run() {
        assert_eq!(paired_ratios(&[2.0, 3.0], &[1.0, 2.0]), vec![2.0, 1.5]);
    }
}
