//! The reliability section's page: a pure function of its record. The
//! prose is in `templates/reliability*.md`; the tables of cases and fuzz runs
//! and every figure come from the record.

use super::parking::{ARMS, Difference, ParkingCost};
use super::{Record, load_passed};
use anyhow::Result;
use report::SectionOutput;
use report::template::{self, slot};
use serde_json::json;
use std::fmt::Write as _;

pub fn render(rec: &Record) -> Result<SectionOutput> {
    let markdown = template::fill(
        include_str!("../../templates/reliability.md"),
        &[
            slot("verdict", verdict(rec)),
            slot("cases", cases_table(rec)),
            slot("load", load_table(rec)?),
            slot("faults", fault_markdown(&rec.faults, rec.honest_clients)?),
            slot("fuzz", fuzz_table(rec)?),
            slot("parking", parking_markdown(rec.parking.as_ref())?),
        ],
    )?;
    let failed: Vec<&str> = rec
        .cases
        .iter()
        .filter(|c| !c.passed)
        .map(|c| c.name.as_str())
        .collect();
    let data = json!({
        "passed": super::passed(rec),
        "cases": rec.cases.len(),
        "cases_failed": failed,
        "load": {"clients": rec.load.clients, "seconds": rec.load.seconds, "valid_ok": rec.load.valid_ok,
                 "malformed_refused": rec.load.malformed_refused, "wrong": rec.load.wrong, "failures": rec.load.failures,
                 "rss_warm_kib": rec.load.rss_warm_kib, "rss_end_kib": rec.load.rss_end_kib, "passed": load_passed(&rec.load)},
        "faults": {"injected": rec.faults.total(), "survived": rec.faults.survived, "wrong": rec.faults.wrong,
                   "hangs": rec.faults.hangs, "dropped": rec.faults.dropped, "fds": [rec.faults.fds.0, rec.faults.fds.1],
                   "threads": [rec.faults.threads.0, rec.faults.threads.1], "leaked_processes": rec.faults.leaked_processes,
                   "passed": rec.faults.passed()},
        "fuzz": rec.fuzz.iter().map(|f| json!({"target": f.target, "seconds": f.seconds, "execs": f.execs, "crashes": f.crashes})).collect::<Vec<_>>(),
    });
    Ok(SectionOutput {
        markdown,
        data,
        csv: None,
        summary: None,
    })
}

/// The one-line verdict: what failed, or that nothing did.
fn verdict(rec: &Record) -> String {
    let failed = rec.cases.iter().filter(|c| !c.passed).count();
    let mut problems = Vec::new();
    if failed > 0 {
        problems.push(format!("{failed} of {} cases failed", rec.cases.len()));
    }
    if !load_passed(&rec.load) {
        problems.push("the load test failed".into());
    }
    if !rec.faults.passed() {
        problems.push("the fault run failed".into());
    }
    let crashes: u64 = rec.fuzz.iter().map(|f| f.crashes).sum();
    if crashes > 0 {
        problems.push(format!("{crashes} fuzz target(s) crashed"));
    }
    if problems.is_empty() {
        format!(
            "pass — {} cases, the load test and {} faults: no wrong answer, no hang, no leak",
            rec.cases.len(),
            rec.faults.total()
        )
    } else {
        format!("**FAIL** — {}", problems.join("; "))
    }
}

fn cases_table(rec: &Record) -> String {
    let mut t = String::from(
        "| group | case | expected | outcome | observed | s |\n|---|---|---|---|---|--:|\n",
    );
    for o in &rec.cases {
        let _ = writeln!(
            t,
            "| {} | {} | {} | {} | {} | {:.2} |",
            o.group,
            o.name,
            o.expect,
            if o.passed { "pass" } else { "**FAIL**" },
            o.detail.replace('|', "\\|").replace('\n', " "),
            o.seconds
        );
    }
    t
}

/// The load test's figures and verdict.
fn load_table(rec: &Record) -> Result<String> {
    let r = &rec.load;
    let mix: Vec<String> = hostile::load::KINDS
        .iter()
        .zip(r.by_kind)
        .map(|(k, n)| format!("{k} {n}"))
        .collect();
    let verdict = if load_passed(r) {
        "pass: no wrong answer, nothing dropped, memory flat".to_string()
    } else {
        format!(
            "**FAIL**: {}",
            r.first_problem
                .clone()
                .unwrap_or_else(|| "memory grew".into())
        )
    };
    template::fill(
        include_str!("../../templates/reliability_load.md"),
        &[
            slot("clients", r.clients),
            slot("per_core", r.clients / rec.cores.max(1)),
            slot("cores", rec.cores),
            slot("seconds", format!("{:.1}", r.seconds)),
            slot("mix", mix.join(", ")),
            slot("valid_ok", r.valid_ok),
            slot("malformed_refused", r.malformed_refused),
            slot("wrong", r.wrong),
            slot("failures", r.failures),
            slot(
                "per_second",
                format!("{:.0}", r.by_kind.iter().sum::<u64>() as f64 / r.seconds),
            ),
            slot("rss_warm", r.rss_warm_kib),
            slot("rss_end", r.rss_end_kib),
            slot(
                "rss_growth",
                format!(
                    "{:+.1}",
                    100.0 * (r.rss_end_kib as f64 / r.rss_warm_kib as f64 - 1.0)
                ),
            ),
            slot("verdict", verdict),
        ],
    )
}

/// The fuzz runs' statistics, or why there are none.
fn fuzz_table(rec: &Record) -> Result<String> {
    if rec.fuzz_seconds == 0 || rec.fuzz.is_empty() {
        return template::fill(
            include_str!("../../templates/reliability_fuzz_not_run.md"),
            &[],
        );
    }
    let mut t = String::from(
        "| target | checks | seconds | executions | exec/s | coverage (edges) | features | corpus | crashes |\n|---|---|--:|--:|--:|--:|--:|--:|--:|\n",
    );
    for f in &rec.fuzz {
        let _ = writeln!(
            t,
            "| `{}` | {} | {} | {} | {} | {} | {} | {} | {} |",
            f.target,
            f.checks,
            f.seconds,
            f.execs,
            f.execs / f.seconds.max(1),
            f.cov,
            f.ft,
            f.corpus,
            f.crashes
        );
    }
    Ok(t)
}

/// The fault-injection table and verdict (a pure function of the report).
fn fault_markdown(f: &hostile::FaultReport, honest: usize) -> Result<String> {
    let mut kinds = String::from("| fault | injected |\n|---|--:|\n");
    for (i, name) in hostile::faults::FAULTS.iter().enumerate() {
        match f.injected.get(i) {
            Some(n) => writeln!(kinds, "| {name} | {n} |"),
            None => writeln!(kinds, "| {name} | not in this record's run (added since) |"),
        }?;
    }
    let samples: Vec<String> = f
        .rss
        .iter()
        .step_by((f.rss.len() / 12).max(1))
        .chain(f.rss.last())
        .map(|(t, k)| format!("{t:.0} s: {:.0} MB", *k as f64 / 1024.0))
        .collect();
    let verdict = if f.passed() {
        "pass: every fault survived, no wrong answer, no hang, no leak, memory flat".to_string()
    } else {
        format!(
            "**FAIL**: {}",
            f.first_problem
                .clone()
                .unwrap_or_else(|| "a leak or memory growth (see the rows above)".into())
        )
    };
    template::fill(
        include_str!("../../templates/reliability_faults.md"),
        &[
            slot("budget", f.budget_kib >> 10),
            slot("honest", honest),
            slot("kinds", kinds),
            slot("total", f.total()),
            slot("seconds", format!("{:.0}", f.seconds)),
            slot("survived", f.survived),
            slot("wrong", f.wrong),
            slot("hangs", f.hangs),
            slot("honest_ok", f.honest_ok),
            slot("dropped", f.dropped),
            slot("cut", f.cut_by_engine_kill),
            slot("fds_before", f.fds.0),
            slot("fds_after", f.fds.1),
            slot("threads_before", f.threads.0),
            slot("threads_after", f.threads.1),
            slot("leaked_processes", f.leaked_processes),
            slot("rss_start", f.rss.first().map_or(0, |s| s.1)),
            slot("rss_peak", f.rss.iter().map(|s| s.1).max().unwrap_or(0)),
            slot("rss_settled", f.rss.last().map_or(0, |s| s.1)),
            slot("rss_samples", samples.join(" · ")),
            slot("verdict", verdict),
        ],
    )
}

/// The parking-cost table: per placement and call, each arm's median over
/// its engines with their range, and the verdict.
fn parking_markdown(p: Option<&ParkingCost>) -> Result<String> {
    let Some(p) = p else {
        return Ok("Not measured in this record (it predates the measurement).\n".into());
    };
    let mut t = format!(
        "{} fresh engines per mode and placement, started alternately (A B, B A, …); per engine {} calls back to back (after as many untimed) and {} echoes each after a 100 ms pause. µs per call: the median over engines (min–max).\n\n\
         | placement | call | {} | {} | verdict |\n|---|---|--:|--:|---|\n",
        p.engines_per_arm, p.calls, p.pauses, ARMS[0].0, ARMS[1].0
    );
    let range = |v: &[f64]| {
        let (lo, hi) = v
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &x| {
                (a.min(x), b.max(x))
            });
        format!("{:.1} ({lo:.1}–{hi:.1})", super::parking::median(v))
    };
    type Figure = fn(&super::parking::EngineSample) -> f64;
    let figures: [(&str, Figure); 3] = [
        ("streaming bar, back to back", |s| s.bar_us),
        ("1-float echo, back to back", |s| s.echo_us),
        ("1-float echo, first after a 100 ms pause", |s| {
            s.after_pause_us
        }),
    ];
    for pc in &p.placements {
        for (name, f) in figures {
            let parked: Vec<f64> = pc.arms[0].iter().map(f).collect();
            let threaded: Vec<f64> = pc.arms[1].iter().map(f).collect();
            writeln!(
                t,
                "| {} | {name} | {} | {} | {} |",
                pc.placement.name(),
                range(&parked),
                range(&threaded),
                Difference::of(&parked, &threaded).verdict()
            )?;
        }
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_fuzz_runs_the_page_says_where_fuzzing_runs() {
        let rec = Record {
            cores: 2,
            cases: Vec::new(),
            load: hostile::LoadReport::default(),
            faults: hostile::FaultReport::default(),
            honest_clients: 4,
            fuzz_seconds: 0,
            fuzz: Vec::new(),
            parking: None,
        };
        assert_eq!(
            fuzz_table(&rec).unwrap(),
            "Not run in this report (`--fuzz-seconds 0`). CI runs each target for a bounded time (`cargo xtask fuzz`).\n"
        );
    }

    #[test]
    fn the_parking_table_has_a_row_per_placement_and_call() {
        use super::super::parking::{EngineSample, PlacementCost};
        let sample = |bar_us, after_pause_us| EngineSample {
            bar_us,
            echo_us: 10.0,
            after_pause_us,
        };
        let p = ParkingCost {
            engines_per_arm: 2,
            calls: 100,
            pauses: 3,
            placements: vec![PlacementCost {
                placement: measure::affinity::Placement::SameCore,
                arms: vec![
                    vec![sample(15.0, 60.0), sample(16.0, 62.0)],
                    vec![sample(14.0, 40.0), sample(17.0, 41.0)],
                ],
            }],
        };
        let t = parking_markdown(Some(&p)).unwrap();
        assert_eq!(
            t.lines().filter(|l| l.starts_with("| same core")).count(),
            3,
            "{t}"
        );
        assert!(t.contains("| same core | streaming bar, back to back | 15.5 (15.0–16.0) | 15.5 (14.0–17.0) | no difference beyond the engines' spread (+0.0 µs between medians) |"), "{t}");
        assert!(t.contains("| 61.0 (60.0–62.0) | 40.5 (40.0–41.0) | parking costs +20.5 µs (every engine apart) |"), "{t}");
        assert!(parking_markdown(None).unwrap().starts_with("Not measured"));
    }
}
