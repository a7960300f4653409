//! The layout effect by where the hot WMA starts: each layout's
//! kernel-safe / numba-njit (and the control's verbatim copy / numba-njit)
//! grouped by its WMA's start address modulo 64 bytes, as the relinked
//! binary has it (`layout::hot_offsets`). On the AMD EPYC (`znver4`) host
//! the layouts split into a fast and a slow group, and the slow ones all
//! had the WMA at 32 or 48 mod 64: if the split follows the address, it is
//! a cause of the layout effect, not noise, and the page shows it.

use super::analysis::GapUnits;
use super::row_samples::median;
use std::collections::BTreeMap;
use std::fmt::Write as _;

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

/// Each unit's ratio of column `col` to numba-njit's, with where the
/// function `hot` started in that unit's layout (units without it left out).
fn ratios(units: &GapUnits, col: usize, hot: &str) -> Vec<(u64, f64)> {
    units
        .lattice
        .iter()
        .chain(&units.gap)
        .zip(&units.offsets)
        .filter_map(|(u, offsets)| {
            let at = *offsets.get(hot)?;
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
    let safe = by_offset(&ratios(units, 1, "kernel_safe::wma"));
    let control = by_offset(&ratios(units, 2, "gap_knobs::baseline::wma"));
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
            offsets,
        }
    }

    #[test]
    fn each_unit_is_placed_by_its_own_function() {
        let at = |s: u64, c: u64| {
            BTreeMap::from([
                ("kernel_safe::wma".to_string(), s),
                ("gap_knobs::baseline::wma".to_string(), c),
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

    #[test]
    fn records_without_offsets_have_no_table() {
        assert_eq!(table(&units(vec![BTreeMap::new(), BTreeMap::new()])), "");
    }
}
