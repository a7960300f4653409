//! The layout effect by where the hot WMA starts: each layout's
//! kernel-safe / numba-njit (and the control's verbatim copy / numba-njit)
//! grouped by its WMA's start address modulo 64 bytes, as the relinked
//! binary has it (`layout::hot_offsets`). On the AMD EPYC (`znver4`) host
//! the layouts split into a fast and a slow group, and the slow ones all
//! had the WMA at 32 or 48 mod 64: if the split follows the address, it is
//! a cause of the layout effect, not noise, and the page shows it.

use super::analysis::{Analysis, GapUnits, gap_units};
use super::hier::Estimate;
use super::row_samples::median;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// kernel-safe's hot WMA in a relinked binary's symbol table.
pub const SAFE_WMA: &str = "kernel_safe::wma";

/// The control's verbatim copy of it.
pub const CONTROL_WMA: &str = "gap_control::wma";

/// The control's WMA as records before version 4 name it (it was a
/// module of `gap-knobs` then).
const CONTROL_WMA_BEFORE: &str = "gap_knobs::baseline::wma";

/// Layouts a start offset needs before its own mean and spread are used.
pub const MIN_PER_OFFSET: usize = 3;

/// One start offset's layouts: how many, and their ratio's median and range.
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    pub offset: u64,
    pub layouts: usize,
    pub median: f64,
    pub min: f64,
    pub max: f64,
}

/// `(start mod 64, ratio)` per layout, grouped by the start, in address order.
pub fn by_offset(units: &[(u64, f64)]) -> Vec<Group> {
    let mut groups: BTreeMap<u64, Vec<f64>> = BTreeMap::new();
    for &(offset, ratio) in units {
        groups.entry(offset).or_default().push(ratio);
    }
    groups
        .into_iter()
        .map(|(offset, v)| Group {
            offset,
            layouts: v.len(),
            median: median(v.iter().copied()),
            min: v.iter().copied().fold(f64::INFINITY, f64::min),
            max: v.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        })
        .collect()
}

/// The mean of ln(ratio) over layouts, post-stratified by where the
/// function starts, and how many layouts each start had.
#[derive(Clone, Debug, PartialEq)]
pub struct Stratified {
    /// ln: each offset's layouts averaged, the offsets weighted alike.
    pub estimate: Estimate,
    /// The same layouts' plain mean, each layout weighted alike (ln).
    pub pooled: Estimate,
    /// `(offset, layouts)`, in address order.
    pub offsets: Vec<(u64, usize)>,
}

/// Where a 16-byte-aligned function (x86-64's) can start in a 64-byte line.
pub const OFFSETS: [u64; 4] = [0, 16, 32, 48];

/// The two-sided 95% quantile of Student's t with `df` degrees of freedom
/// (rounded down: the wider interval).
fn t95(df: f64) -> f64 {
    const TABLE: [f64; 30] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
        2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
        2.052, 2.048, 2.045, 2.042,
    ];
    let d = df.floor().max(1.0);
    if d <= 30.0 {
        TABLE[d as usize - 1]
    } else {
        1.96 + 2.4 / d // within 0.002 of the exact quantile beyond 30
    }
}

/// The equally weighted mean of `groups`' means, with its 95% interval:
/// the stratified standard error and Student's t with Welch–Satterthwaite
/// degrees of freedom (each group needs two values).
fn mean_of_means(groups: &[&[f64]]) -> Estimate {
    let k = groups.len() as f64;
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    let point = groups.iter().map(|g| mean(g)).sum::<f64>() / k;
    // Each group's share of the variance: s²/(n·k²).
    let parts: Vec<(f64, f64)> = groups
        .iter()
        .map(|g| {
            let (m, n) = (mean(g), g.len() as f64);
            let s2 = g.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (n - 1.0);
            (s2 / (n * k * k), n - 1.0)
        })
        .collect();
    let var: f64 = parts.iter().map(|p| p.0).sum();
    let half = if var > 0.0 {
        let df = var * var / parts.iter().map(|(a, d)| a * a / d).sum::<f64>();
        t95(df) * var.sqrt()
    } else {
        0.0
    };
    Estimate {
        point,
        lo: point - half,
        hi: point + half,
    }
}

/// The layouts' mean log ratio with the part of the layout effect that
/// has an address held at its expected mix: each start offset's layouts
/// averaged and the four offsets weighted alike, on the assumption that a
/// link with shuffled sections starts a 16-byte-aligned function at every
/// offset modulo 64 alike (the counts are shown beside it). The same
/// quantity as the plain mean over layouts, with the variance between
/// offsets taken out of its interval (a t interval on the stratified
/// standard error). `None` unless every offset of [`OFFSETS`] has
/// [`MIN_PER_OFFSET`] layouts and no layout starts elsewhere.
pub fn stratified(units: &[(u64, f64)]) -> Option<Stratified> {
    let mut by: BTreeMap<u64, Vec<f64>> = BTreeMap::new();
    for &(offset, ratio) in units {
        if ratio > 0.0 && ratio.is_finite() {
            by.entry(offset).or_default().push(ratio.ln());
        }
    }
    let every = OFFSETS
        .iter()
        .all(|o| by.get(o).is_some_and(|v| v.len() >= MIN_PER_OFFSET));
    if !every || by.len() != OFFSETS.len() {
        return None;
    }
    let groups: Vec<&[f64]> = by.values().map(Vec::as_slice).collect();
    let all: Vec<f64> = by.values().flatten().copied().collect();
    Some(Stratified {
        estimate: mean_of_means(&groups),
        pooled: mean_of_means(&[&all]),
        offsets: by.iter().map(|(o, v)| (*o, v.len())).collect(),
    })
}

/// ln(kernel-safe / numba-njit) on `units`, stratified by where
/// kernel-safe's WMA starts.
pub fn stratified_gap(units: &GapUnits) -> Option<Stratified> {
    stratified(&ratios(units, 1, SAFE_WMA))
}

/// [`stratified_gap`] on each repeat's layouts alone.
pub fn each_repeat(an: &Analysis<'_>) -> Vec<Option<Stratified>> {
    an.all
        .iter()
        .map(|rep| stratified_gap(&gap_units(std::slice::from_ref(rep), &an.roles)))
        .collect()
}

/// Each unit's ratio of column `col` to numba-njit's, with where the
/// function `hot` started in that unit's layout (units without it left out).
fn ratios(units: &GapUnits, col: usize, hot: &str) -> Vec<(u64, f64)> {
    units
        .lattice
        .iter()
        .chain(&units.gap)
        .zip(&units.offsets)
        .filter_map(|(u, offsets)| {
            let at = *offsets.get(hot).or_else(|| {
                (hot == CONTROL_WMA)
                    .then(|| offsets.get(CONTROL_WMA_BEFORE))
                    .flatten()
            })?;
            let rounds: Vec<&Vec<f64>> = u.iter().flatten().collect();
            let (a, n) = rounds
                .iter()
                .fold((0.0, 0.0), |(a, n), r| (a + r[col], n + r[0]));
            (n > 0.0).then_some((at, a / n))
        })
        .collect()
}

/// The table, or an empty string when no layout recorded where its WMAs start.
pub fn table(units: &GapUnits) -> String {
    let safe = by_offset(&ratios(units, 1, SAFE_WMA));
    let control = by_offset(&ratios(units, 2, CONTROL_WMA));
    if safe.is_empty() && control.is_empty() {
        return String::new();
    }
    let cell = |g: Option<&Group>| {
        g.map_or("— | —".into(), |g| {
            format!(
                "{} | {:.3} ({:.3}–{:.3})",
                g.layouts, g.median, g.min, g.max
            )
        })
    };
    let mut t = String::from(
        "| WMA start mod 64 B | kernel-safe: layouts | kernel-safe / numba-njit: median (min–max) | control: layouts | control / numba-njit: median (min–max) |\n|--:|--:|--:|--:|--:|\n",
    );
    let mut offsets: Vec<u64> = safe.iter().chain(&control).map(|g| g.offset).collect();
    offsets.sort_unstable();
    offsets.dedup();
    for o in offsets {
        let _ = writeln!(
            t,
            "| {o} | {} | {} |",
            cell(safe.iter().find(|g| g.offset == o)),
            cell(control.iter().find(|g| g.offset == o))
        );
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_group_by_where_the_function_starts() {
        let g = by_offset(&[(48, 1.25), (0, 1.05), (48, 1.07), (0, 1.09), (48, 1.21)]);
        assert_eq!(g.len(), 2);
        assert_eq!((g[0].offset, g[0].layouts), (0, 2));
        assert!((g[0].median - 1.07).abs() < 1e-12);
        assert_eq!((g[1].offset, g[1].layouts), (48, 3));
        assert!((g[1].median - 1.21).abs() < 1e-12 && g[1].min == 1.07 && g[1].max == 1.25);
    }

    fn units(offsets: Vec<BTreeMap<String, u64>>) -> GapUnits {
        GapUnits {
            lattice: vec![vec![vec![vec![1.0, 1.1, 1.2]]]],
            gap: vec![vec![vec![vec![2.0, 2.5, 2.2]]]],
            halves: vec![None; 2],
            offsets,
        }
    }

    #[test]
    fn each_unit_is_placed_by_its_own_function() {
        let at = |s: u64, c: u64| {
            BTreeMap::from([
                ("kernel_safe::wma".to_string(), s),
                ("gap_control::wma".to_string(), c),
            ])
        };
        let u = units(vec![at(0, 32), at(48, 32)]);
        let safe = ratios(&u, 1, "kernel_safe::wma");
        assert_eq!(safe.len(), 2);
        assert!(safe[0].0 == 0 && (safe[0].1 - 1.1).abs() < 1e-12);
        assert!(safe[1].0 == 48 && (safe[1].1 - 1.25).abs() < 1e-12);
        let t = table(&u);
        assert!(
            t.contains("| 32 | — | — | 2 | 1.150 (1.100–1.200) |"),
            "{t}"
        );
    }

    /// `per` layouts at each of the four offsets, the ratio `at(offset, i)`.
    fn four(per: usize, at: impl Fn(u64, usize) -> f64) -> Vec<(u64, f64)> {
        OFFSETS
            .iter()
            .flat_map(|&o| (0..per).map(move |i| (o, i)))
            .map(|(o, i)| (o, at(o, i)))
            .collect()
    }

    #[test]
    fn stratifying_takes_the_offsets_spread_out_of_the_interval() {
        // Two offsets 10% slower, each offset steady inside: the stratified
        // mean's interval is a point, the plain mean's is not.
        let mut units = four(3, |o, _| if o >= 32 { 1.21 } else { 1.1 });
        units.push((0, 1.1)); // 4:3:3:3 — weighted alike all the same
        let s = stratified(&units).unwrap();
        let want = (1.21f64.ln() + 1.1f64.ln()) / 2.0;
        assert!((s.estimate.point - want).abs() < 1e-12);
        assert!((s.estimate.hi - s.estimate.lo).abs() < 1e-12, "{s:?}");
        assert!(s.pooled.hi - s.pooled.lo > 0.05, "{s:?}");
        assert_eq!(s.offsets, [(0, 4), (16, 3), (32, 3), (48, 3)]);
    }

    #[test]
    fn the_interval_is_a_t_interval_on_the_stratified_standard_error() {
        // Every offset: ln values m ± d (three layouts: m − d, m, m + d).
        let d = 0.01f64;
        let units = four(3, |_, i| ((i as f64 - 1.0) * d).exp());
        let s = stratified(&units).unwrap().estimate;
        // s² = d² per offset; var = 4 · d²/(3·16); df = 8.
        let half = 2.306 * (d * d / 12.0).sqrt();
        assert!(s.point.abs() < 1e-12 && (s.hi - half).abs() < 1e-9, "{s:?}");
        assert!((t95(8.7) - 2.306).abs() < 1e-12 && (t95(1000.0) - 1.9624).abs() < 1e-4);
    }

    #[test]
    fn no_stratified_mean_without_enough_layouts_at_every_offset() {
        assert!(stratified(&four(3, |_, _| 1.0)).is_some());
        assert!(stratified(&four(2, |_, _| 1.0)).is_none(), "two an offset");
        let three: Vec<(u64, f64)> = four(3, |_, _| 1.0)
            .into_iter()
            .filter(|u| u.0 != 48)
            .collect();
        assert!(stratified(&three).is_none(), "an offset never drawn");
        let mut odd = four(3, |_, _| 1.0);
        odd.push((8, 1.0));
        assert!(stratified(&odd).is_none(), "a start off the 16-byte grid");
        let mut nan = four(3, |_, _| 1.0);
        nan[0].1 = f64::NAN;
        assert!(stratified(&nan).is_none(), "a NaN is no layout");
        assert!(stratified(&[]).is_none());
    }

    #[test]
    fn records_without_offsets_have_no_table() {
        assert_eq!(table(&units(vec![BTreeMap::new(), BTreeMap::new()])), "");
    }
}
