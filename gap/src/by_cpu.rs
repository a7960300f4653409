//! The gap per CPU, side by side: the record being rendered and, for
//! every other CPU, the latest record under `reports/records/` with a gap
//! section — each analysed the same way (older record formats migrate on
//! reading), written as one table, one plot and `gap_by_cpu.json`.
//!
//! The answer depends on the core (the same binary's gap and its causes
//! differ between hosts), so no CPU's record may stand for the answer.

use super::analysis::Analysis;
use super::hier::Estimate;
use super::{CAUSES, Record};
use anyhow::Result;
use measure::env::EnvInfo;
use report::findings::{Cause, Ci, CpuGap, TargetMet};
use report::plot::{Bar, hbars};
use std::fmt::Write as _;
use std::path::Path;

/// The ratio of a log-scale estimate, as the gap publishes it.
pub fn ratio_ci(e: &Estimate) -> Ci {
    let e = e.exp();
    Ci {
        est: e.point,
        lo: e.lo,
        hi: e.hi,
    }
}

pub fn of(rec: &Record, a: &Analysis<'_>, env: &EnvInfo) -> CpuGap {
    let at = &a.attribution;
    // Shares divide by the lattice's own gap: it must clear the floor.
    let gap_clear = at.gap.clear_of(a.floor);
    let control_within = match a.control_within() {
        Some((half, _)) => ratio_ci(&Estimate {
            point: a.control.point,
            lo: a.control.point - half,
            hi: a.control.point + half,
        }),
        None => ratio_ci(&a.control),
    };
    CpuGap {
        cpu: env.cpu_model.clone(),
        numba_host_cpu: env
            .numba
            .as_ref()
            .map_or_else(|| rec.host_cpu.clone(), |n| n.host_cpu.clone()),
        commit: env.git_commit.chars().take(7).collect(),
        date: env.date_utc.clone(),
        version: rec.version,
        gap: ratio_ci(&a.gap),
        control_within,
        layout_sd: a.control_components.as_ref().map(|c| c.point.layout),
        layouts: a.gap_layout_count.0,
        gap_layouts: a.gap_layout_count.1,
        processes: a
            .all
            .iter()
            .flat_map(|r| &r.layouts)
            .map(|l| l.processes.len())
            .sum::<usize>()
            + a.all
                .iter()
                .flat_map(|r| &r.gap_layouts)
                .map(|g| g.processes.len())
                .sum::<usize>(),
        verdict: super::verdict::name(a.kind).to_string(),
        sentence: Some(a.short.clone()),
        hoist_vs_numba: a.alone.first().map(ratio_ci),
        residual: Some(ratio_ci(&at.residual)),
        gap_stratified: super::alignment::stratified_gap(&a.units).map(|s| ratio_ci(&s.estimate)),
        targets: super::instrument::targets(rec, a)
            .into_iter()
            .filter_map(|v| {
                let (target, measured) = v.text.split_once(": ")?;
                Some(TargetMet {
                    target: target.to_string(),
                    measured: measured.to_string(),
                    met: v.met?,
                })
            })
            .collect(),
        hoist_vs_safe: a
            .roles
            .corners
            .get(1)
            .zip(a.roles.corners.first())
            .and_then(|(hoist, safe)| a.ratio(hoist.0, safe.0))
            .map(|e| ratio_ci(&e)),
        lattice_gap: (a.gap_layout_count.1 > 0).then(|| ratio_ci(&at.gap)),
        gap_across_repeats: super::conclude::across_differing_repeats(&a.each_gap)
            .map(|e| ratio_ci(&e)),
        causes: CAUSES
            .iter()
            .enumerate()
            .map(|(i, name)| Cause {
                name: name.to_string(),
                effect: ratio_ci(&at.effects[i]),
                share: gap_clear.then(|| Ci {
                    est: at.shares[i].point,
                    lo: at.shares[i].lo,
                    hi: at.shares[i].hi,
                }),
                claimed: super::conclude::claimed(&at.effects[i], a.floor),
            })
            .collect(),
    }
}

/// The gap section of a record file, with the environment it was measured in.
fn read_record(path: &Path) -> Option<(Record, EnvInfo)> {
    let v: serde_json::Value = report::files::read_json(path).ok()?;
    let gap: Record = serde_json::from_value(v["sections"]["gap"].clone()).ok()?;
    let env = v["merged"]["gap"]["env"].clone();
    let env: EnvInfo =
        serde_json::from_value(if env.is_null() { v["env"].clone() } else { env }).ok()?;
    Some((gap, env))
}

/// The latest record with a seam of every core in `dirs` but `current`
/// (a core's key as [`CpuGap::key`] names it), by the date measured: the
/// seam is shown per core, as the gap is.
pub fn seams(current: &str, dirs: &[&Path]) -> Vec<(String, String, Record)> {
    let mut latest: std::collections::BTreeMap<String, (String, Record)> = Default::default();
    for f in report::files::record_files(dirs) {
        let Some((rec, env)) = read_record(&f) else {
            continue;
        };
        if rec.seam.is_none() {
            continue;
        }
        let key = core_key(&rec, &env);
        if key == current {
            continue;
        }
        if latest
            .get(&key)
            .is_none_or(|(date, _)| *date < env.date_utc)
        {
            latest.insert(key, (env.date_utc.clone(), rec));
        }
    }
    latest
        .into_iter()
        .map(|(key, (date, rec))| (key, date, rec))
        .collect()
}

/// A record's core as the per-CPU table names it ([`CpuGap::key`]): the
/// CPU model and numba's host CPU (the record's LLVM host CPU when the run
/// had no numba environment).
pub fn core_key(rec: &Record, env: &EnvInfo) -> String {
    format!(
        "{} ({})",
        env.cpu_model,
        env.numba
            .as_ref()
            .map_or(rec.host_cpu.as_str(), |n| n.host_cpu.as_str())
    )
}

/// `current` first, then the latest record of every other core in `dirs`
/// (by the date it was measured; a file in two of them read once), and how
/// many files had no gap to read.
pub fn collect(current: CpuGap, dirs: &[&Path]) -> (Vec<CpuGap>, usize) {
    let files = report::files::record_files(dirs);
    let mut latest: std::collections::BTreeMap<String, CpuGap> = Default::default();
    let mut unread = 0;
    for f in files {
        let Some((rec, env)) = read_record(&f) else {
            unread += 1;
            continue;
        };
        let Ok(a) = Analysis::of(&rec) else {
            unread += 1;
            continue;
        };
        let g = of(&rec, &a, &env);
        if g.key() == current.key() {
            continue;
        }
        if latest.get(&g.key()).is_none_or(|old| old.date < g.date) {
            latest.insert(g.key(), g);
        }
    }
    let mut out = vec![current];
    out.extend(latest.into_values());
    (out, unread)
}

/// A per-CPU table's header: `first` over the line names, a column per
/// CPU named by its model and numba's host CPU (after `host`), aligned
/// `align`.
fn header(first: &str, cpus: &[CpuGap], host: &str, align: &str) -> String {
    let names: Vec<String> = cpus
        .iter()
        .map(|c| format!("{} ({host}`{}`)", c.cpu, c.numba_host_cpu))
        .collect();
    format!(
        "| {first} | {} |\n|---|{}\n",
        names.join(" | "),
        format!("{align}|").repeat(cpus.len())
    )
}

/// The per-CPU table: one column per CPU.
pub fn table(cpus: &[CpuGap]) -> String {
    let mut t = header("", cpus, "numba host CPU ", "--:");
    let mut line = |name: &str, cell: &dyn Fn(&CpuGap) -> String| {
        let cells: Vec<String> = cpus.iter().map(cell).collect();
        let _ = writeln!(t, "| {name} | {} |", cells.join(" | "));
    };
    line("**gap: kernel-safe / numba-njit** (95% CI)", &|c| {
        format!("**{}**", c.gap.cell())
    });
    line("verdict", &|c| c.verdict.clone());
    for (i, cause) in CAUSES.iter().enumerate() {
        line(&format!("effect: {cause}"), &|c| {
            c.causes.get(i).map_or("—".into(), |x| {
                format!(
                    "{}{}",
                    x.effect.cell(),
                    if x.claimed { ", claimed" } else { "" }
                )
            })
        });
        line(&format!("share: {cause}"), &|c| {
            c.causes
                .get(i)
                .and_then(|x| x.share)
                .map_or("— (gap within the floor)".into(), |s| {
                    format!(
                        "{:.0}% ({:.0}–{:.0}%)",
                        100.0 * s.est,
                        100.0 * s.lo,
                        100.0 * s.hi
                    )
                })
        });
    }
    line("control / kernel-safe, within-process noise only", &|c| {
        c.control_within.cell()
    });
    line("layout effect (the control's between-layout SD)", &|c| {
        c.layout_sd
            .map_or("—".into(), |s| format!("{:.2}%", 100.0 * s))
    });
    line("design", &|c| {
        let layouts = if c.gap_layouts > 0 {
            format!(
                "{} lattice + {} gap layouts",
                c.layouts - c.gap_layouts,
                c.gap_layouts
            )
        } else {
            format!("{} layouts", c.layouts)
        };
        format!(
            "v{}: {layouts}, {} process sets{}",
            c.version,
            c.processes,
            match c.version {
                4.. => ", each combo timed inside a sweep after a lead-in combo",
                2 | 3 => {
                    ", one combo per call — **measured before version 4's change** (each combo called alone, the knobs through a driver)"
                }
                _ => ", whole-sweep rounds",
            }
        )
    });
    line("measured", &|c| format!("{}, commit {}", c.date, c.commit));
    t
}

/// The instrument's targets per CPU: one line per target any record was
/// judged on, "met" or "missed" with what was measured, "—" where a record
/// (an older format, another design) was not judged on it.
pub fn targets_table(cpus: &[CpuGap]) -> String {
    let mut names: Vec<&str> = Vec::new();
    for t in cpus.iter().flat_map(|c| &c.targets) {
        if !names.contains(&t.target.as_str()) {
            names.push(&t.target);
        }
    }
    if names.is_empty() {
        return String::new();
    }
    let mut t = String::from(
        "The instrument's targets on each CPU's record, judged by the same code from its numbers:\n\n",
    );
    t.push_str(&header("the instrument's target", cpus, "", "---"));
    for name in names {
        let cells: Vec<String> = cpus
            .iter()
            .map(|c| {
                c.targets
                    .iter()
                    .find(|x| x.target == name)
                    .map_or("—".into(), |x| {
                        format!(
                            "**{}**: {}",
                            if x.met { "met" } else { "missed" },
                            x.measured
                        )
                    })
            })
            .collect();
        let _ = writeln!(t, "| {name} | {} |", cells.join(" | "));
    }
    t
}

/// The plot: per CPU, the gap and each cause's effect with its interval.
pub fn plot(cpus: &[CpuGap], path: &Path) -> Result<()> {
    let short_cause = [
        "bounds check",
        "memory pattern",
        "target CPU",
        "allocator state",
    ];
    let mut bars = Vec::new();
    for (g, c) in cpus.iter().enumerate() {
        bars.push(Bar {
            label: format!("{}: gap", c.key()),
            value: c.gap.est,
            range: Some((c.gap.lo, c.gap.hi)),
            group: g,
        });
        for (i, x) in c.causes.iter().enumerate() {
            bars.push(Bar {
                label: format!("{}: {}", c.key(), short_cause.get(i).unwrap_or(&"cause")),
                value: x.effect.est,
                range: Some((x.effect.lo, x.effect.hi)),
                group: g,
            });
        }
    }
    hbars(
        path,
        "kernel-safe / numba-njit per CPU, and each cause's effect on it (95% CI)",
        "× (gap: kernel-safe / numba-njit; a cause: the gap with it removed / the gap)",
        &bars,
        false,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cpu(name: &str, gap: f64) -> CpuGap {
        let ci = |x: f64| Ci {
            est: x,
            lo: x * 0.99,
            hi: x * 1.01,
        };
        CpuGap {
            cpu: name.into(),
            numba_host_cpu: "znver4".into(),
            commit: "abc".into(),
            date: "2026-12-01".into(),
            version: 2,
            gap: ci(gap),
            control_within: ci(1.0),
            layout_sd: Some(0.004),
            layouts: 8,
            processes: 16,
            gap_layouts: 0,
            verdict: "Assigned within noise".into(),
            sentence: None,
            hoist_vs_numba: None,
            causes: CAUSES
                .iter()
                .map(|n| Cause {
                    name: n.to_string(),
                    effect: ci(0.9),
                    share: None,
                    claimed: true,
                })
                .collect(),
            hoist_vs_safe: None,
            lattice_gap: None,
            gap_across_repeats: None,
            residual: None,
            gap_stratified: None,
            targets: vec![],
        }
    }

    #[test]
    fn the_targets_table_has_a_line_per_target_and_a_dash_where_a_record_was_not_judged() {
        assert_eq!(targets_table(&[cpu("A", 1.1)]), "", "no targets: no table");
        let target = |name: &str, met: bool| TargetMet {
            target: name.into(),
            measured: format!("{name} measured"),
            met,
        };
        let mut a = cpu("A", 1.1);
        a.targets = vec![target("x", true), target("y", false)];
        let mut b = cpu("B", 1.3);
        b.targets = vec![target("x", false)];
        let t = targets_table(&[a, b]);
        let lines: Vec<&str> = t.lines().filter(|l| l.starts_with("| ")).collect();
        assert_eq!(lines.len(), 3, "{t}");
        assert_eq!(
            lines[1],
            "| x | **met**: x measured | **missed**: x measured |"
        );
        assert_eq!(lines[2], "| y | **missed**: y measured | — |");
    }

    #[test]
    fn the_table_has_a_column_per_cpu_and_a_line_per_quantity() {
        let t = table(&[cpu("AMD EPYC", 1.06), cpu("Intel Xeon", 1.37)]);
        let lines: Vec<&str> = t.lines().collect();
        assert!(lines[0].contains("AMD EPYC") && lines[0].contains("Intel Xeon"));
        assert!(lines[2].contains("1.060 (1.049–1.071)") && lines[2].contains("1.370"));
        assert_eq!(lines.len(), 2 + 2 + 2 * CAUSES.len() + 4);
        assert!(t.contains("0.900 (0.891–0.909), claimed"));
        assert!(t.contains("— (gap within the floor)"));
    }

    #[test]
    fn collect_keeps_the_current_cpu_first_and_reads_no_file_it_cannot() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("x.json"), "{not json").unwrap();
        std::fs::write(dir.path().join("y.json"), r#"{"sections": {}}"#).unwrap();
        let (list, unread) = collect(cpu("AMD EPYC", 1.06), &[dir.path()]);
        assert_eq!(list.len(), 1);
        assert_eq!(list[0].cpu, "AMD EPYC");
        assert_eq!(unread, 2);
    }
}
