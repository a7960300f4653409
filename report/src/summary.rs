//! The first screen of report.md and the README block: both answers in
//! about forty lines, every figure from the record, every line linking to
//! the section it comes from. What it says is decided by pure functions of
//! the findings (tested on synthetic ones).

use crate::findings::{Ci, CpuGap};
use crate::findings::{Engine, Findings};
use crate::keys::{Pattern, Side, Transport};
use crate::template::{Prose, slot};
use anyhow::Result;
use measure::affinity::Placement;
use measure::stats::bootstrap_median_ci;
use std::fmt::Write as _;

/// The summary's words: `report/templates/summary.md`.
const PROSE: Prose = Prose {
    file: "summary.md",
    text: include_str!("../templates/summary.md"),
};

/// Where the summary's figures were measured (a merged record's sections
/// may come from different machines): the core of the boundary rows and of
/// the in-process rows, named as [`crate::findings::core_of`] names them.
#[derive(Clone, Debug, Default)]
pub struct Hosts {
    pub boundary: String,
    pub in_process: String,
}

/// The patterns of the boundary table, in the order a deployer meets them.
const PATTERNS: &[(Pattern, &str)] = &[
    (Pattern::Batch, "batch (one call, all combos)"),
    (
        Pattern::Preloaded,
        "preloaded (series kept, params per combo)",
    ),
    (Pattern::Chatty, "chatty (series re-sent per combo)"),
    (Pattern::BatchJson, "JSON batch"),
    (Pattern::Spawn, "spawn per sweep"),
    (Pattern::SpawnPerCombo, "spawn per combo"),
];

/// The columns: every transport with a boundary, in the table's order
/// (the sockets, shared memory and pipes a served engine is called over,
/// then the spawned engine's stdin, the only route of the spawn patterns).
/// A column nothing was measured in is left out.
fn transports() -> Vec<Transport> {
    Transport::all().filter(|t| !t.in_process()).collect()
}

/// A share in percent to two significant figures (0.15%, 0.064%, 2.9%;
/// whole percent from 10% on), so neighbouring cells compare at a glance.
fn pct(x: f64) -> String {
    let v = 100.0 * x;
    if v.is_nan() || v <= 0.0 || v >= 10.0 {
        return format!("{v:.0}%");
    }
    let decimals = (1.0 - v.log10().floor()).clamp(0.0, 6.0) as usize;
    format!("{v:.decimals$}%")
}

fn ms(x: f64) -> String {
    if x < 1.0 {
        format!("{:.2} ms", x)
    } else if x < 100.0 {
        format!("{:.1} ms", x)
    } else {
        format!("{:.0} ms", x)
    }
}

/// The gap per core, one line each: its figure and the verdict in words.
pub fn gap_lines(cpus: &[CpuGap]) -> Result<String> {
    if cpus.is_empty() {
        return Ok(PROSE.part("no_gap", &[])? + "\n");
    }
    let mut t = String::from(
        "| CPU (numba's name for it) | kernel-safe / numba-njit (95% CI; above 1: Rust slower) | the answer on this core | measured |\n|---|--:|---|---|\n",
    );
    for c in cpus {
        let design = if c.gap_layouts > 0 {
            format!(
                "{} layouts ({} of them gap layouts)",
                c.layouts, c.gap_layouts
            )
        } else {
            format!("{} layouts", c.layouts)
        };
        let sampling = match c.version {
            4.. => "each combo timed inside a sweep",
            2 | 3 => "one combo per call, before version 4's change",
            _ => "whole sweeps (older design)",
        };
        // The instrument's own targets (precision, reruns, time), so a
        // tight bold figure does not hide a record that missed them.
        let targets = if c.targets.is_empty() {
            String::new()
        } else {
            let met = c.targets.iter().filter(|t| t.met).count();
            format!(
                "; the instrument's targets met: {met} of {}",
                c.targets.len()
            )
        };
        // Repeats that differ beyond their intervals: the pooled interval
        // is too narrow, and the random-effects one stands beside it.
        let across = c.gap_across_repeats.map_or(String::new(), |r| {
            format!(
                "; its repeats differ beyond their intervals, and across them: {:.3} ({:.3}–{:.3})",
                r.est, r.lo, r.hi
            )
        });
        let _ = writeln!(
            t,
            "| {} | **{:.3}** ({:.3}–{:.3}{across}) | {} | {}, {design}, {sampling}{targets} |",
            c.key(),
            c.gap.est,
            c.gap.lo,
            c.gap.hi,
            answer_cell(c),
            c.date.split(' ').next().unwrap_or(&c.date)
        );
    }
    Ok(t)
}

/// The verdict in words (gap's first-screen sentence, its first letter
/// capitalised), or for findings without one the verdict's name and, when
/// it assigns nothing, what is left over.
fn answer_cell(c: &CpuGap) -> String {
    if let Some(s) = &c.sentence {
        let mut chars = s.chars();
        return chars
            .next()
            .map_or_else(String::new, |f| f.to_uppercase().chain(chars).collect());
    }
    match &c.residual {
        Some(r) if c.verdict.contains("not assigned") || c.verdict.contains("Not assigned") => {
            format!(
                "{}: {:.3}× ({:.3}–{:.3}) is left with every cause removed",
                c.verdict, r.est, r.lo, r.hi
            )
        }
        _ => c.verdict.clone(),
    }
}

/// Where the hoisted port's two ratios divide another gap than the
/// headline's (the lattice's layouts alone, which time every row), the
/// clause that says so: hoist ÷ numba-njit over hoist ÷ kernel-safe is
/// that gap, not the headline.
fn porter_layouts(c: &CpuGap, numba: Ci, safe: Ci) -> Result<String> {
    match c.lattice_gap {
        Some(l) if format!("{:.3}", l.est) != format!("{:.3}", c.gap.est) => PROSE.part(
            "porter_lattice",
            &[
                slot("lattice", format!("{:.3}", l.est)),
                slot("gap", format!("{:.3}", c.gap.est)),
                slot("layouts", c.layouts),
                slot("gap_layouts", c.gap_layouts),
                slot("lattice_layouts", c.layouts - c.gap_layouts),
                slot("numba", format!("{:.3}", numba.est)),
                slot("safe", format!("{:.3}", safe.est)),
            ],
        ),
        _ => Ok(String::new()),
    }
}

/// The porter's advice on each core where the bounds check is claimed:
/// the port with the check hoisted (`knob hoist`) against numba-njit and
/// against kernel-safe, each measured side by side with it.
pub fn porter(cpus: &[CpuGap], at: &str) -> Result<String> {
    let claimed: Vec<String> = cpus
        .iter()
        .filter_map(|c| {
            c.causes.first().filter(|b| b.claimed)?;
            let safe = c.hoist_vs_safe?;
            let vs = |x: crate::findings::Ci| format!("{:.3}× ({:.3}–{:.3})", x.est, x.lo, x.hi);
            Some(match c.hoist_vs_numba {
                Some(numba) => porter_layouts(c, numba, safe).and_then(|layouts| {
                    PROSE.part(
                        "porter_core",
                        &[
                            slot("core", c.key()),
                            slot("layouts", layouts),
                            slot("numba", vs(numba)),
                            slot("safe", vs(safe)),
                            slot("less", format!("{:.0}", 100.0 * (1.0 - safe.est))),
                        ],
                    )
                }),
                None => PROSE.part(
                    "porter_core_safe",
                    &[
                        slot("core", c.key()),
                        slot("safe", vs(safe)),
                        slot("less", format!("{:.0}", 100.0 * (1.0 - safe.est))),
                    ],
                ),
            })
        })
        .collect::<Result<_>>()?;
    if claimed.is_empty() {
        return PROSE.part("no_porter", &[]);
    }
    PROSE.part(
        "porter",
        &[slot("per_core", claimed.join("; ")), slot("at", at)],
    )
}

/// The study's M2 result as the compilers' aarch64 code predicts it, and
/// how far that prediction may be read (gap.md's M2 subsection).
pub fn m2_line(f: &Findings, at: &str) -> Result<Option<String>> {
    let Some(m) = &f.m2_answer else {
        return Ok(None);
    };
    let strength = PROSE.part(
        match m.strength {
            crate::findings::ModelStrength::Sized => "m2_sized",
            crate::findings::ModelStrength::RanksOnly => "m2_ranks_only",
            crate::findings::ModelStrength::Weak => "m2_weak",
        },
        &[],
    )?;
    let band = m
        .band
        .map_or(String::new(), |(lo, hi)| format!(" (band {lo:.2}–{hi:.2})"));
    PROSE
        .part(
            "m2",
            &[
                slot("ratio", format!("{:.3}", m.ratio)),
                slot("band", band),
                slot("study", format!("{:.3}", m.study)),
                slot("model", &m.model),
                slot("strength", strength),
                slot("at", at),
            ],
        )
        .map(Some)
}

/// A median and its 95% interval, in milliseconds.
fn ms_ci(median: f64, ci: Option<(f64, f64)>) -> String {
    match ci {
        Some((lo, hi)) => format!("{} ({}–{})", ms(median), num(lo), num(hi)),
        None => ms(median),
    }
}

/// A bare figure with the precision [`ms`] gives it.
fn num(x: f64) -> String {
    ms(x).trim_end_matches(" ms").to_string()
}

/// The boundary per pattern and transport (Python client): its cost per
/// sweep with the 95% interval of the median over rounds, and its share
/// of the call; then the per-bar calls, by placement.
pub fn boundary_table(f: &Findings) -> Result<String> {
    let columns_all = transports();
    let mut rows: Vec<(String, Vec<String>)> = Vec::new();
    for (pattern, name) in PATTERNS {
        let cells: Vec<String> = columns_all
            .iter()
            .map(|tr| {
                f.arch
                    .iter()
                    .find(|a| {
                        a.key.pattern == *pattern
                            && a.key.transport == *tr
                            && a.key.client == Side::Python
                            && a.key.kernel == kernels::REFERENCE
                    })
                    .and_then(|a| {
                        let ci = a.boundary_runs_ms.as_deref().and_then(bootstrap_median_ci);
                        Some((a.boundary_ms?, ci, a.share?))
                    })
                    .map_or("—".into(), |(b, ci, s)| {
                        format!("{} · {}", ms_ci(b.median, ci), pct(s.median))
                    })
            })
            .collect();
        rows.push((name.to_string(), cells));
    }
    for placement in [Placement::SameCore, Placement::CrossCore] {
        let cells: Vec<String> = columns_all
            .iter()
            .map(|tr| {
                f.bar_of(placement, *tr, Side::Python)
                    .map_or("—".into(), |b| {
                        let us = |x: f64| format!("{x:.1}");
                        let share = pct(b.boundary_per_bar_us.median / b.per_bar_us.median);
                        match b.boundary_per_bar_ci {
                            Some((lo, hi)) => format!(
                                "{} µs ({}–{}) / bar · {share}",
                                us(b.boundary_per_bar_us.median),
                                us(lo),
                                us(hi)
                            ),
                            None => {
                                format!("{} µs / bar · {share}", us(b.boundary_per_bar_us.median))
                            }
                        }
                    })
            })
            .collect();
        rows.push((
            format!(
                "per bar, {} (one bar per call, beyond the in-process kernel; pinned)",
                placement.name()
            ),
            cells,
        ));
    }
    rows.retain(|(_, cells)| cells.iter().any(|c| c != "—"));
    let columns: Vec<usize> = (0..columns_all.len())
        .filter(|&k| rows.iter().any(|(_, cells)| cells[k] != "—"))
        .collect();
    if rows.is_empty() {
        return Ok(PROSE.part("no_boundary", &[])? + "\n");
    }
    let mut t = String::from("| pattern (Python client; unpinned unless said) |");
    for &k in &columns {
        let _ = write!(t, " {} |", columns_all[k].name());
    }
    t.push_str("\n|---|");
    t.push_str(&"--:|".repeat(columns.len()));
    t.push('\n');
    for (name, cells) in &rows {
        let picked: Vec<&str> = columns.iter().map(|&k| cells[k].as_str()).collect();
        let _ = writeln!(t, "| {name} | {} |", picked.join(" | "));
    }
    let _ = writeln!(t, "\n{}", PROSE.part("boundary_cells", &[])?);
    Ok(t)
}

/// Which targets the record misses, each with its section; how many it meets.
pub fn targets(f: &Findings, at: &str) -> Result<String> {
    if f.targets.is_empty() {
        return Ok(String::new());
    }
    let missed: Vec<String> = f
        .targets
        .iter()
        .filter(|(_, v)| v.met == Some(false))
        .map(|(section, v)| format!("{} ([{section}.md]({at}{section}.md))", v.text))
        .collect();
    let met = f.targets.len() - missed.len();
    let line = if missed.is_empty() {
        PROSE.part("targets_all_met", &[slot("met", met)])?
    } else {
        PROSE.part(
            "targets_missed",
            &[
                slot("met", met),
                slot("all", f.targets.len()),
                slot("missed", missed.join("; ")),
            ],
        )?
    };
    Ok(line + "\n")
}

/// One line on the gap's other readings: their range, and how many fall
/// outside the gap's interval on their core and beyond its layout spread.
pub fn readings_line(f: &Findings, at: &str) -> Result<Option<String>> {
    let others: Vec<_> = f
        .readings
        .iter()
        .enumerate()
        .filter(|(i, r)| !crate::readings::is_home(*i, r))
        .map(|(_, r)| r)
        .collect();
    if others.is_empty() {
        return Ok(None);
    }
    let (lo, hi) = others
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), r| {
            (lo.min(r.ratio.est), hi.max(r.ratio.est))
        });
    let outside = others
        .iter()
        .filter(|r| {
            matches!(
                crate::readings::standing(r, false, &f.gap_by_cpu),
                crate::readings::Standing::Outside(_)
            )
        })
        .count();
    PROSE
        .part(
            "readings",
            &[
                slot("others", others.len()),
                slot("lo", format!("{lo:.3}")),
                slot("hi", format!("{hi:.3}")),
                slot("outside", outside),
                slot("at", at),
            ],
        )
        .map(Some)
}

/// The fastest kernel that passed the gate, against numba-njit in process.
pub fn fastest(f: &Findings, at: &str, core: &str) -> Result<Option<String>> {
    let Some(best) = f
        .in_process
        .iter()
        .filter(|r| matches!(r.engine, Engine::Rust { .. }))
        .min_by(|a, b| a.time.median.total_cmp(&b.time.median))
    else {
        return Ok(None);
    };
    PROSE
        .part(
            "fastest",
            &[
                slot("kernel", &best.label),
                slot("seconds", format!("{:.3}", best.time.median)),
                slot("times", format!("{:.1}", 1.0 / best.vs_numba.median)),
                slot("core", core),
                slot("at", at),
            ],
        )
        .map(Some)
}

/// The per-bar line: the paced rows' choice, linked to its section
/// (`None` for a record without paced rows).
fn per_bar_choice_line(f: &Findings, at: &str) -> Result<Option<String>> {
    let Some(choice) = &f.per_bar_choice else {
        return Ok(None);
    };
    PROSE
        .part(
            "per_bar_choice",
            &[
                slot("lead", &choice.lead),
                slot("grid", &choice.grid),
                slot("at", at),
            ],
        )
        .map(|s| Some(s.trim_end().to_string()))
}

/// The whole summary; `at` is where the section files are from where it
/// is read (`""` in reports/, `"reports/"` in the README).
pub fn markdown(f: &Findings, cpus: &[CpuGap], at: &str, hosts: &Hosts) -> Result<String> {
    let mut the_rest = String::new();
    for line in [
        per_bar_choice_line(f, at)?,
        fastest(f, at, &hosts.in_process)?,
        readings_line(f, at)?,
    ]
    .into_iter()
    .flatten()
    {
        let _ = write!(the_rest, "{line}\n\n");
    }
    let targets = targets(f, at)?;
    if !targets.is_empty() {
        let _ = writeln!(the_rest, "{targets}");
    }
    PROSE.main(&[
        slot("at", at),
        slot("gap_table", gap_lines(cpus)?),
        slot("porter", porter(cpus, at)?),
        slot(
            "m2",
            m2_line(f, at)?.map_or(String::new(), |l| format!("\n{l}\n")),
        ),
        slot("boundary_core", &hosts.boundary),
        slot("boundary_table", boundary_table(f)?),
        slot("the_rest", the_rest),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::findings::{Cause, Ci};

    #[test]
    fn the_answer_is_the_gaps_sentence_or_else_the_verdict_and_what_is_left() {
        let mut c = core("X", 1.3, 0.7, true);
        c.verdict = "Not assigned".into();
        c.residual = Some(Ci {
            est: 1.05,
            lo: 1.04,
            hi: 1.06,
        });
        assert_eq!(
            answer_cell(&c),
            "Not assigned: 1.050× (1.040–1.060) is left with every cause removed"
        );
        c.verdict = "Assigned within noise".into();
        assert_eq!(answer_cell(&c), "Assigned within noise");
        c.sentence = Some("the bounds check is the whole gap".into());
        assert_eq!(answer_cell(&c), "The bounds check is the whole gap");
    }

    #[test]
    fn shares_read_to_two_significant_figures() {
        let got: Vec<String> = [0.00151, 0.00064, 0.0017, 0.029, 0.101, 0.97, 0.0]
            .into_iter()
            .map(pct)
            .collect();
        assert_eq!(
            got,
            ["0.15%", "0.064%", "0.17%", "2.9%", "10%", "97%", "0%"]
        );
    }

    fn ci(x: f64) -> Ci {
        Ci {
            est: x,
            lo: x * 0.99,
            hi: x * 1.01,
        }
    }

    fn core(name: &str, gap: f64, bounds: f64, claimed: bool) -> CpuGap {
        CpuGap {
            cpu: name.into(),
            numba_host_cpu: "z".into(),
            commit: "c".into(),
            date: "d".into(),
            version: 2,
            gap: ci(gap),
            control_within: ci(1.0),
            layout_sd: None,
            layouts: 8,
            processes: 16,
            gap_layouts: 0,
            verdict: "Assigned within noise".into(),
            sentence: None,
            hoist_vs_numba: None,
            causes: vec![
                Cause {
                    name: "the bounds check".into(),
                    effect: ci(bounds),
                    share: Some(ci(1.1)),
                    claimed,
                },
                Cause {
                    name: "memory".into(),
                    effect: ci(1.01),
                    share: None,
                    claimed: false,
                },
            ],
            hoist_vs_safe: Some(ci(0.88)),
            lattice_gap: None,
            gap_across_repeats: None,
            residual: None,
            gap_stratified: None,
            targets: vec![],
        }
    }

    #[test]
    fn the_gap_lines_give_each_core_its_figure_and_its_answer() {
        let t = gap_lines(&[core("A", 1.13, 0.85, true), core("B", 1.37, 0.67, true)]).unwrap();
        assert!(t.contains("| A (z) | **1.130** (1.119–1.141) | Assigned within noise | d, 8 layouts, one combo per call, before version 4's change |"), "{t}");
        assert_eq!(t.lines().count(), 4);
        let mut judged = core("A", 1.13, 0.85, true);
        judged.targets = [true, false, false]
            .into_iter()
            .map(|met| crate::findings::TargetMet {
                target: "t".into(),
                measured: "m".into(),
                met,
            })
            .collect();
        judged.gap_across_repeats = Some(ci(1.2));
        let t = gap_lines(&[judged]).unwrap();
        assert!(
            t.contains(
                "| **1.130** (1.119–1.141; its repeats differ beyond their intervals, and across \
                 them: 1.200 (1.188–1.212)) |"
            ),
            "{t}"
        );
        assert!(
            t.contains("before version 4's change; the instrument's targets met: 1 of 3 |"),
            "{t}"
        );
        assert!(gap_lines(&[]).unwrap().contains("No gap"));
    }

    #[test]
    fn the_porter_is_told_only_what_is_claimed() {
        let p = porter(
            &[core("A", 1.13, 0.8, true), core("B", 1.0, 0.99, false)],
            "reports/",
        )
        .unwrap();
        assert!(
            p.contains("on A (z): 0.880× (0.871–0.889) kernel-safe's time (12% less)")
                && !p.contains("B (z)")
                && p.contains("[gap.md](reports/gap.md)"),
            "{p}"
        );
        let mut a = core("A", 1.13, 0.8, true);
        a.hoist_vs_numba = Some(ci(0.995));
        let p = porter(&[a], "").unwrap();
        assert!(
            p.contains("on A (z): 0.995× (0.985–1.005) numba-njit's time (hoist ÷ numba-njit) and 0.880× (0.871–0.889) kernel-safe's (hoist ÷ kernel-safe, 12% less)"),
            "{p}"
        );
        assert!(!p.contains("layouts that time every variant"), "{p}");
        // The lattice's gap beside another headline: the clause names both;
        // equal to three places, nothing is added.
        let mut b = core("A", 1.13, 0.8, true);
        b.hoist_vs_numba = Some(ci(0.995));
        b.lattice_gap = Some(ci(1.131));
        b.gap_layouts = 2;
        let p = porter(&[b.clone()], "").unwrap();
        assert!(
            p.contains(
                "12% less), both on the 6 layouts that time every variant (the other 2 time only"
            ) && p.contains(
                "so 0.995 ÷ 0.880 gives about 1.131, not the headline 1.130× that pools all 8"
            ),
            "{p}"
        );
        b.lattice_gap = Some(ci(1.1304));
        assert!(!porter(&[b], "").unwrap().contains("pools"));
        assert!(
            porter(&[core("B", 1.0, 0.99, false)], "")
                .unwrap()
                .contains("No cause is claimed")
        );
    }

    #[test]
    fn an_empty_record_says_what_is_missing() {
        let f = Findings::default();
        assert!(boundary_table(&f).unwrap().contains("No boundary measured"));
        assert!(fastest(&f, "", "here").unwrap().is_none());
        let md = markdown(&f, &[], "reports/", &Hosts::default()).unwrap();
        assert!(md.lines().count() < 40, "{md}");
        assert!(
            md.contains("No gap measurement") && md.contains("No boundary measured"),
            "{md}"
        );
    }

    #[test]
    fn the_boundary_table_gives_intervals_and_drops_what_was_not_measured() {
        use crate::findings::{ArchFinding, BarFinding};
        use crate::keys::ArchKey;
        use measure::stats::Summary;
        let sm = |m: f64| Summary {
            median: m,
            min: m,
            max: m,
            n: 3,
        };
        let batch = ArchFinding {
            key: ArchKey::new(Pattern::Batch, Transport::UNIX, Side::Python, "safe"),
            calls: 1,
            wall_s: sm(3.0),
            wall_runs: vec![3.0; 4],
            boundary_runs_ms: Some(vec![4.0, 4.1, 4.2, 4.3]),
            vs_numba: sm(1.0),
            compute_s: 3.0,
            boundary_ms: Some(sm(4.15)),
            share: Some(sm(0.0014)),
        };
        let bar = BarFinding {
            placement: Placement::CrossCore,
            transport: Transport::UNIX,
            client: Side::Python,
            wall_s: sm(4.5),
            per_bar_us: sm(30.0),
            boundary_per_bar_us: sm(29.9),
            boundary_per_bar_ci: Some((28.2, 30.8)),
        };
        let f = Findings {
            arch: vec![batch],
            per_bar: vec![bar],
            ..Default::default()
        };
        let t = boundary_table(&f).unwrap();
        assert!(
            t.starts_with("| pattern (Python client; unpinned unless said) | unix |\n|---|--:|\n"),
            "{t}"
        );
        assert!(
            t.contains("| batch (one call, all combos) | 4.2 ms (4.0–4.3) · 0.14% |"),
            "{t}"
        );
        assert!(t.contains("| per bar, cross core (one bar per call, beyond the in-process kernel; pinned) | 29.9 µs (28.2–30.8) / bar · 100% |"), "{t}");
        assert!(!t.contains("chatty") && !t.contains("same core"), "{t}");
    }

    #[test]
    fn the_spawn_patterns_have_their_own_column() {
        use crate::findings::ArchFinding;
        use crate::keys::ArchKey;
        use measure::stats::Summary;
        let sm = |m: f64| Summary {
            median: m,
            min: m,
            max: m,
            n: 3,
        };
        let spawned = |pattern, boundary: f64| ArchFinding {
            key: ArchKey::new(pattern, Transport::SPAWN, Side::Python, "safe"),
            calls: 1,
            wall_s: sm(3.0),
            wall_runs: vec![3.0; 4],
            boundary_runs_ms: None,
            vs_numba: sm(1.0),
            compute_s: 3.0,
            boundary_ms: Some(sm(boundary)),
            share: Some(sm(boundary / 3000.0)),
        };
        let f = Findings {
            arch: vec![
                spawned(Pattern::Spawn, 6.8),
                spawned(Pattern::SpawnPerCombo, 360.0),
            ],
            ..Default::default()
        };
        let t = boundary_table(&f).unwrap();
        assert!(
            t.starts_with("| pattern (Python client; unpinned unless said) | spawn |"),
            "{t}"
        );
        assert!(t.contains("| spawn per sweep | 6.8 ms · 0.23% |"), "{t}");
        assert!(t.contains("| spawn per combo | 360 ms · 12% |"), "{t}");
    }

    #[test]
    fn missed_targets_are_listed_with_their_section() {
        use crate::targets::Verdict;
        let mut f = Findings::default();
        assert_eq!(targets(&f, "").unwrap(), "");
        f.add_targets(
            "gap",
            &[
                Verdict::new("a ≤ 1: 2".into(), false),
                Verdict::remark("why".into()),
                Verdict::new("b ≥ 1: 2".into(), true),
            ],
        );
        assert_eq!(
            targets(&f, "reports/").unwrap(),
            "**Targets:** 1 of 2 met. Missed (each is the goal as written, measured figure first; the measurement did not meet it): a ≤ 1: 2 ([gap.md](reports/gap.md)).\n"
        );
    }
}
