//! One ratio, every reading. kernel-safe ÷ numba-njit has one home, the gap
//! instrument (one combo per sample, contenders adjacent in time, layouts
//! and processes repeated); other sections read it again while timing
//! something besides the two kernels — a process boundary, the kernel in
//! the client's process, one long-lived process pair, another core. This
//! module keeps those readings side by side with what each times
//! differently, and says from the intervals which agree with the gap on
//! their own core.

use crate::findings::{CpuGap, Reading};
use std::fmt::Write as _;

/// How a reading stands against the gap instrument on its core.
#[derive(Debug, PartialEq)]
pub enum Standing {
    /// The instrument itself.
    Home,
    Overlaps,
    /// Outside the gap's interval but within the spread between layouts on
    /// that core (±1.96 SD around the gap), by this factor (reading ÷ gap):
    /// what one process pair's layout alone can move a reading by.
    WithinLayoutSpread(f64),
    /// Outside the gap's interval and beyond the layout spread (or no
    /// spread measured), by this factor (reading ÷ gap).
    Outside(f64),
    /// No gap measured on this core.
    NoGap,
}

/// The gap instrument's own reading: the first, when a gap section is in
/// the record (a record without one has only other readings).
pub fn is_home(i: usize, r: &Reading) -> bool {
    i == 0 && r.section == "gap"
}

pub fn standing(r: &Reading, home: bool, cpus: &[CpuGap]) -> Standing {
    if home {
        return Standing::Home;
    }
    match cpus.iter().find(|c| c.key() == r.core) {
        None => Standing::NoGap,
        Some(c) if r.ratio.lo <= c.gap.hi && c.gap.lo <= r.ratio.hi => Standing::Overlaps,
        Some(c) => {
            let x = r.ratio.est / c.gap.est;
            match c.layout_sd {
                Some(sd) if x.ln().abs() <= 1.96 * sd => Standing::WithinLayoutSpread(x),
                _ => Standing::Outside(x),
            }
        }
    }
}

/// The readings as one table, the instrument's first, and a sentence on
/// what the disagreeing ones have in common. `at` prefixes the links.
pub fn markdown(readings: &[Reading], cpus: &[CpuGap], at: &str) -> String {
    if readings.is_empty() {
        return String::new();
    }
    let mut t = String::from(
        "| reading | core | kernel-safe / numba-njit (95% CI) | what it times besides the two kernels | against the gap on its core |\n\
         |---|---|--:|---|---|\n",
    );
    let (mut outside, mut other_core) = (0, 0);
    for (i, r) in readings.iter().enumerate() {
        let s = standing(r, is_home(i, r), cpus);
        let verdict = match s {
            Standing::Home => "the home of this ratio".to_string(),
            Standing::Overlaps => "intervals overlap".to_string(),
            Standing::WithinLayoutSpread(x) => format!(
                "outside the interval, within the layout spread: {:+.1}%",
                100.0 * (x - 1.0)
            ),
            Standing::Outside(x) => {
                outside += 1;
                format!("outside: {:+.1}%", 100.0 * (x - 1.0))
            }
            Standing::NoGap => {
                other_core += 1;
                "no gap measured on this core".to_string()
            }
        };
        let _ = writeln!(
            t,
            "| [{}]({at}{}.md) | {} | {:.3} ({:.3}–{:.3}) | {} | {verdict} |",
            r.name, r.section, r.core, r.ratio.est, r.ratio.lo, r.ratio.hi, r.how
        );
    }
    let layout = cpus
        .first()
        .and_then(|c| c.layout_sd.map(|sd| (c.key(), sd)))
        .map_or(String::new(), |(k, sd)| {
            format!(
                " (on {k} the gap instrument measures the spread between layouts, processes started afresh, as an SD of \
                 {:.1}%)",
                100.0 * sd
            )
        });
    let _ = write!(
        t,
        "\n{} of {} other readings fall outside the gap's interval on their core and beyond its layouts' spread (±1.96 SD){}. \
         None of them times the kernels alone: \
         each carries one process pair's layout and heap{layout}, a boundary, or the client's process — the difference is \
         the setting, named in the row, not another gap.\n",
        outside,
        readings
            .iter()
            .enumerate()
            .filter(|(i, r)| !is_home(*i, r))
            .count(),
        if other_core > 0 {
            format!("; {other_core} ran on a core with no gap record")
        } else {
            String::new()
        }
    );
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::findings::Ci;

    fn reading(section: &'static str, core: &str, est: f64) -> Reading {
        Reading {
            section,
            name: section.into(),
            how: "h".into(),
            ratio: Ci {
                est,
                lo: est - 0.01,
                hi: est + 0.01,
            },
            core: core.into(),
        }
    }

    fn gap(cpu: &str, est: f64) -> CpuGap {
        CpuGap {
            cpu: cpu.into(),
            numba_host_cpu: "z".into(),
            commit: "c".into(),
            date: "d".into(),
            version: 2,
            gap: Ci {
                est,
                lo: est - 0.02,
                hi: est + 0.02,
            },
            control_within: Ci {
                est: 1.0,
                lo: 1.0,
                hi: 1.0,
            },
            layout_sd: Some(0.03),
            layouts: 8,
            processes: 16,
            gap_layouts: 0,
            verdict: "v".into(),
            sentence: None,
            hoist_vs_numba: None,
            causes: vec![],
            hoist_vs_safe: None,
            lattice_gap: None,
            gap_across_repeats: None,
            residual: None,
            gap_stratified: None,
            targets: vec![],
        }
    }

    #[test]
    fn a_reading_stands_against_the_gap_of_its_own_core() {
        let cpus = [gap("A", 1.10), gap("B", 1.40)];
        let home = reading("gap", "A (z)", 1.10);
        assert_eq!(standing(&home, true, &cpus), Standing::Home);
        assert_eq!(
            standing(&reading("in_process", "A (z)", 1.12), false, &cpus),
            Standing::Overlaps
        );
        let Standing::Outside(x) = standing(&reading("in_process", "A (z)", 0.99), false, &cpus)
        else {
            panic!("0.99 ± 0.01 is outside 1.10 ± 0.02 and beyond 1.96 × 3%");
        };
        assert!((x - 0.9).abs() < 1e-12);
        let Standing::WithinLayoutSpread(x) =
            standing(&reading("in_process", "A (z)", 1.15), false, &cpus)
        else {
            panic!("1.15 is outside 1.10 ± 0.02 but within 1.96 × 3% of it");
        };
        assert!((x - 1.15 / 1.10).abs() < 1e-12);
        assert_eq!(
            standing(&reading("architectures", "B (z)", 1.39), false, &cpus),
            Standing::Overlaps,
            "judged against its own core's gap, not the first"
        );
        assert_eq!(
            standing(&reading("architectures", "C (z)", 1.0), false, &cpus),
            Standing::NoGap
        );
    }

    #[test]
    fn the_table_counts_the_readings_outside_and_names_the_layout_spread() {
        let cpus = [gap("A", 1.10)];
        let md = markdown(
            &[
                reading("gap", "A (z)", 1.10),
                reading("in_process", "A (z)", 0.99),
                reading("architectures", "A (z)", 1.11),
                reading("architectures", "A (z)", 1.15),
                reading("architectures", "C (z)", 1.0),
            ],
            &cpus,
            "",
        );
        assert!(md.contains("| the home of this ratio |"), "{md}");
        assert!(md.contains("outside: -10.0%"), "{md}");
        assert!(md.contains("within the layout spread: +4.5%"), "{md}");
        assert!(
            md.contains("1 of 4 other readings fall outside")
                && md.contains("1 ran on a core with no gap record"),
            "{md}"
        );
        assert!(md.contains("SD of 3.0%"), "{md}");
        assert!(markdown(&[], &cpus, "").is_empty());
    }
}
