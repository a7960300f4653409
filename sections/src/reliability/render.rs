//! The reliability section's page: a pure function of its record. The
//! prose is in `templates/reliability*.md`; the tables of cases and fuzz runs
//! and every figure come from the record.

use super::parking::{ARMS, Difference, ParkingCost};
use super::{Record, SoakRecord, load_passed};
use anyhow::Result;
use report::SectionOutput;
use report::template::{self, Prose, slot};
use serde_json::json;
use std::fmt::Write as _;

pub fn render(rec: &Record) -> Result<SectionOutput> {
    let markdown = template::fill(
        include_str!("../../templates/reliability.md"),
        &[
            slot("verdict", verdict(rec)?),
            slot("cases", cases_table(rec)),
            slot("load", load_table(rec)?),
            slot("faults", fault_markdown(&rec.faults, rec.honest_clients)?),
            // A paragraph or a table: the blank line before the next heading.
            slot("soak", soak_markdown(rec.soak.as_ref())? + "\n"),
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
        "soak": rec.soak.as_ref().map(|s| json!({"minutes": s.minutes, "seconds": s.report.seconds,
                   "faults": s.report.total(), "wrong": s.report.wrong, "hangs": s.report.hangs,
                   "dropped": s.report.dropped, "rss_flat": s.report.rss_flat(), "fds_flat": s.report.fds_flat(),
                   "threads_flat": s.report.threads_flat(), "passed": s.report.soak_passed()})),
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
fn verdict(rec: &Record) -> Result<String> {
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
    if rec.soak.as_ref().is_some_and(|s| !s.report.soak_passed()) {
        problems.push(SOAK.part("in_verdict", &[])?);
    }
    let crashes: u64 = rec.fuzz.iter().map(|f| f.crashes).sum();
    if crashes > 0 {
        problems.push(format!("{crashes} fuzz target(s) crashed"));
    }
    Ok(if problems.is_empty() {
        format!(
            "pass — {} cases, the load test and {} faults: no wrong answer, no hang, no leak",
            rec.cases.len(),
            rec.faults.total()
        )
    } else {
        format!("**FAIL** — {}", problems.join("; "))
    })
}

const SOAK: Prose = Prose {
    file: "reliability_soak.md",
    text: include_str!("../../templates/reliability_soak.md"),
};

/// The soak's table and verdict, or that it was not run.
fn soak_markdown(soak: Option<&SoakRecord>) -> Result<String> {
    let Some(s) = soak else {
        return SOAK.part("not_run", &[]);
    };
    let f = &s.report;
    let thirds = |v: &[(f64, u64)]| hostile::faults::thirds(v).unwrap_or((0, 0));
    let flat = |is: bool| SOAK.part(if is { "flat" } else { "not_flat" }, &[]);
    let (rss, fds, threads) = (
        thirds(&f.rss),
        thirds(&f.fds_sampled),
        thirds(&f.threads_sampled),
    );
    let verdict = match (f.soak_passed(), &f.first_problem) {
        (true, _) => SOAK.part("pass", &[])?,
        (false, Some(p)) => SOAK.part("fail", &[slot("problem", p)])?,
        (false, None) => SOAK.part("fail_unexplained", &[])?,
    };
    // The interval the run sampled at: its samples over its span.
    let every = match (f.fds_sampled.first(), f.fds_sampled.last()) {
        (Some(a), Some(b)) if f.fds_sampled.len() > 1 => {
            (b.0 - a.0) / (f.fds_sampled.len() - 1) as f64
        }
        _ => 0.0,
    };
    use hostile::faults::{FDS_TOLERANCE, RSS_TOLERANCE, THREADS_TOLERANCE};
    SOAK.main(&[
        slot("minutes", s.minutes),
        slot("idle", f.crowd.idle),
        slot("slow", f.crowd.slow),
        slot("honest", s.honest_clients),
        slot("every", format!("{every:.2}")),
        slot("samples", f.fds_sampled.len()),
        slot("seconds", format!("{:.0}", f.seconds)),
        slot("faults", f.total()),
        slot("survived", f.survived),
        slot("ok", f.honest_ok),
        slot("crowd_ok", f.crowd_ok),
        slot("wrong", f.wrong),
        slot("hangs", f.hangs),
        slot("dropped", f.dropped),
        slot("rss_pct", RSS_TOLERANCE.0),
        slot("rss_plus", RSS_TOLERANCE.1),
        slot("rss_middle", rss.0),
        slot("rss_last", rss.1),
        slot("rss_flat", flat(f.rss_flat())?),
        slot("fds_pct", FDS_TOLERANCE.0),
        slot("fds_plus", FDS_TOLERANCE.1),
        slot("fds_middle", fds.0),
        slot("fds_last", fds.1),
        slot("fds_flat", flat(f.fds_flat())?),
        slot("threads_pct", THREADS_TOLERANCE.0),
        slot("threads_plus", THREADS_TOLERANCE.1),
        slot("threads_middle", threads.0),
        slot("threads_last", threads.1),
        slot("threads_flat", flat(f.threads_flat())?),
        slot("fds_before", f.fds.0),
        slot("fds_after", f.fds.1),
        slot("threads_before", f.threads.0),
        slot("threads_after", f.threads.1),
        slot("leaked_processes", f.leaked_processes),
        slot("verdict", verdict),
    ])
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
            soak: None,
        };
        assert_eq!(
            fuzz_table(&rec).unwrap(),
            "Not run in this report (`--fuzz-seconds 0`). CI runs each target for a bounded time (`cargo xtask fuzz`).\n"
        );
    }

    /// A soak's report with `samples` of each footprint figure, flat or
    /// with descriptors rising in the last third.
    fn soak(fds_rise: u64) -> SoakRecord {
        let at = |i: u64, v: u64| (i as f64, v);
        let report = hostile::FaultReport {
            injected: vec![5; hostile::faults::FAULTS.len()],
            survived: 5 * hostile::faults::FAULTS.len() as u64,
            honest_ok: 900,
            crowd_ok: 300,
            crowd: hostile::faults::Crowd {
                idle: 1000,
                slow: 16,
            },
            fds: (12, 12),
            threads: (5, 5),
            rss: (0..30).map(|i| at(i, 200_000)).collect(),
            fds_sampled: (0..30)
                .map(|i| at(i, if i >= 20 { 2000 + fds_rise } else { 2000 }))
                .collect(),
            threads_sampled: (0..30).map(|i| at(i, 14)).collect(),
            budget_kib: 512 << 10,
            seconds: 30.0,
            ..Default::default()
        };
        SoakRecord {
            minutes: 0.5,
            honest_clients: 4,
            report,
        }
    }

    #[test]
    fn the_soak_says_flat_or_not_per_figure_and_its_verdict() {
        let flat = soak_markdown(Some(&soak(0))).unwrap();
        assert!(flat.contains("| open descriptors, middle third → last third (tolerance +10% + 32) | 2000 → 2000: flat |"), "{flat}");
        assert!(flat.contains("| verdict | pass: "), "{flat}");
        assert!(flat.contains("1000 idle connections"), "{flat}");
        let risen = soak_markdown(Some(&soak(300))).unwrap();
        assert!(risen.contains("2000 → 2300: **not flat** |"), "{risen}");
        assert!(
            risen.contains("| verdict | **FAIL**: a level that rose"),
            "{risen}"
        );
        let mut wrong = soak(0);
        wrong.report.wrong = 1;
        wrong.report.first_problem = Some("crowd (slow): answered X".into());
        let said = soak_markdown(Some(&wrong)).unwrap();
        assert!(
            said.contains("| verdict | **FAIL**: crowd (slow): answered X |"),
            "{said}"
        );
        assert!(
            soak_markdown(None)
                .unwrap()
                .starts_with("Not run in this record")
        );
        assert!(SOAK.part("in_verdict", &[]).is_ok());
        assert_eq!(SOAK.unfilled(), Vec::<&str>::new());
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
