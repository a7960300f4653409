//! The first screen of report.md and the README block: both answers in
//! about forty lines, every figure from the record, every line linking to
//! the section it comes from. What it says is decided by pure functions of
//! the findings (tested on synthetic ones).

use super::findings::{Engine, Findings};
use super::gap::CpuGap;
use super::keys::{Pattern, Side, Transport};
use std::fmt::Write as _;

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

const TRANSPORTS: &[Transport] = &[
    Transport::Unix,
    Transport::Tcp,
    Transport::ShmSpin,
    Transport::Pipe,
];

fn pct(x: f64) -> String {
    if x < 0.001 {
        format!("{:.3}%", 100.0 * x)
    } else if x < 0.1 {
        format!("{:.1}%", 100.0 * x)
    } else {
        format!("{:.0}%", 100.0 * x)
    }
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

/// The gap per core, one line each, and what hoisting the bounds check buys.
pub fn gap_lines(cpus: &[CpuGap]) -> String {
    if cpus.is_empty() {
        return "No gap measurement in this record.\n".into();
    }
    let mut t = String::from(
        "| core | kernel-safe / numba M2 (95% CI) | verdict | the largest cause: its effect on the gap |\n|---|--:|---|---|\n",
    );
    for c in cpus {
        let largest = c.causes.iter().max_by(|a, b| {
            (1.0 - a.effect.est)
                .abs()
                .total_cmp(&(1.0 - b.effect.est).abs())
        });
        let cause = largest.map_or("—".into(), |x| {
            format!(
                "{}: {:.3}×{}{}",
                x.name,
                x.effect.est,
                x.share.map_or(String::new(), |s| format!(
                    ", {:.0}% of the gap",
                    100.0 * s.est
                )),
                if x.claimed { "" } else { " (not claimed)" }
            )
        });
        let _ = writeln!(
            t,
            "| {} | **{:.3}** ({:.3}–{:.3}) | {} | {cause} |",
            c.key(),
            c.gap.est,
            c.gap.lo,
            c.gap.hi,
            c.verdict
        );
    }
    t
}

/// The porter's advice: the bounds check's effect on each core, when
/// claimed there.
pub fn porter(cpus: &[CpuGap]) -> String {
    let claimed: Vec<String> = cpus
        .iter()
        .filter_map(|c| {
            let b = c.causes.first().filter(|b| b.claimed)?;
            Some(format!(
                "{:.0}% faster on {}",
                100.0 * (1.0 / b.effect.est - 1.0),
                c.key()
            ))
        })
        .collect();
    if claimed.is_empty() {
        return "No cause is claimed on any core measured: no source change is recommended from these numbers.".into();
    }
    format!(
        "**What a porter should change:** hoist the bounds check out of the WMA's inner loop (`gap-knobs` `hoist`: one \
         `assert!` before the loop, the same bits) — {}.",
        claimed.join("; ")
    )
}

/// The boundary per pattern and transport (Python client): its share of
/// the call and its cost per sweep.
pub fn boundary_table(f: &Findings) -> String {
    let mut t = String::from("| pattern (Python client, unpinned) |");
    for tr in TRANSPORTS {
        let _ = write!(t, " {} |", tr.name());
    }
    t.push_str("\n|---|");
    t.push_str(&"--:|".repeat(TRANSPORTS.len()));
    t.push('\n');
    let mut any = false;
    for (pattern, name) in PATTERNS {
        let cells: Vec<String> = TRANSPORTS
            .iter()
            .map(|tr| {
                f.arch
                    .iter()
                    .find(|a| {
                        a.key.pattern == *pattern
                            && a.key.transport == *tr
                            && a.key.client == Side::Python
                            && a.key.kernel == "safe"
                    })
                    .and_then(|a| Some((a.boundary_ms?, a.share?)))
                    .map_or("—".into(), |(b, s)| {
                        format!("{} ({})", ms(b.median), pct(s.median))
                    })
            })
            .collect();
        if cells.iter().all(|c| c == "—") {
            continue;
        }
        any = true;
        let _ = writeln!(t, "| {name} | {} |", cells.join(" | "));
    }
    let bars: Vec<String> = TRANSPORTS
        .iter()
        .map(|tr| {
            f.per_bar
                .iter()
                .find(|b| {
                    b.transport == *tr
                        && b.client == Side::Python
                        && b.placement.name() == "unpinned"
                })
                .map_or("—".into(), |b| {
                    format!("{:.1} µs / bar", b.boundary_per_bar_us.median)
                })
        })
        .collect();
    if bars.iter().any(|c| c != "—") {
        any = true;
        let _ = writeln!(
            t,
            "| per bar (one bar per call, beyond the in-process kernel) | {} |",
            bars.join(" | ")
        );
    }
    if any {
        t
    } else {
        "No boundary measured in this record.\n".into()
    }
}

/// The fastest kernel that passed the gate, against numba M2 in process.
pub fn fastest(f: &Findings, at: &str) -> Option<String> {
    let best = f
        .in_process
        .iter()
        .filter(|r| matches!(r.engine, Engine::Rust { .. }))
        .min_by(|a, b| a.time.median.total_cmp(&b.time.median))?;
    Some(format!(
        "**Fastest correct kernel:** {} — {:.3} s per sweep, {:.1}× faster than numba M2 in the same process (paired; \
         [in_process.md]({at}in_process.md)).",
        best.label,
        best.time.median,
        1.0 / best.vs_numba.median
    ))
}

/// The whole summary; `at` is where the section files are from where it
/// is read (`""` in reports/, `"reports/"` in the README).
pub fn markdown(f: &Findings, cpus: &[CpuGap], at: &str) -> String {
    let mut s = String::from("## The answers\n\n");
    let _ = write!(
        s,
        "**1. Where the compute gap comes from** — numba M2 vs its line-by-line Rust port, per core \
         ([gap.md]({at}gap.md); every core's latest record):\n\n{}\n{}\n\n",
        gap_lines(cpus),
        porter(cpus)
    );
    let _ = write!(
        s,
        "**2. What a boundary costs** — the boundary's cost per sweep and (its share of the call), kernel-safe behind it \
         ([architectures.md]({at}architectures.md), [per_bar.md]({at}per_bar.md), floors by placement in [echo.md]({at}echo.md)):\n\n{}\n",
        boundary_table(f)
    );
    if let Some(line) = fastest(f, at) {
        let _ = writeln!(s, "{line}\n");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::gap::{Cause, Ci};

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
            verdict: "Assigned within noise".into(),
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
        }
    }

    #[test]
    fn the_gap_lines_name_each_core_and_its_largest_cause() {
        let t = gap_lines(&[core("A", 1.13, 0.85, true), core("B", 1.37, 0.67, true)]);
        assert!(t.contains("| A (z) | **1.130** (1.119–1.141) | Assigned within noise | the bounds check: 0.850×, 110% of the gap |"), "{t}");
        assert_eq!(t.lines().count(), 4);
        assert!(gap_lines(&[]).contains("No gap"));
    }

    #[test]
    fn the_porter_is_told_only_what_is_claimed() {
        let p = porter(&[core("A", 1.13, 0.8, true), core("B", 1.0, 0.99, false)]);
        assert!(
            p.contains("25% faster on A (z)") && !p.contains("B (z)"),
            "{p}"
        );
        assert!(porter(&[core("B", 1.0, 0.99, false)]).contains("No cause is claimed"));
    }

    #[test]
    fn an_empty_record_says_what_is_missing() {
        let f = Findings::default();
        assert!(boundary_table(&f).contains("No boundary measured"));
        assert!(fastest(&f, "").is_none());
        assert!(markdown(&f, &[], "reports/").lines().count() < 40);
    }
}
