//! Section `reliability`: the hostile-client catalogue, the mixed load
//! test, faults by the thousand and (optionally) bounded fuzz runs against
//! this build of `ipc-engine`.
//!
//! Measured by `ipc-tax reliability` (minutes of hostile clients, so not
//! part of a `report` run), recorded in `reports/reliability.record.json`,
//! and rendered from that record alone like every section: `report
//! --render-only` and `reliability --render-only` rebuild
//! `reports/reliability.md` byte for byte.

mod measure;
pub mod parking;
mod render;

pub use measure::{Config, FUZZ_TARGETS};

use anyhow::Result;
use report::{Context, Recorded, Render, SectionOutput};
use serde::{Deserialize, Serialize};

/// The section, with what a measuring run does (ignored by rendering).
#[derive(Default)]
pub struct Reliability {
    pub config: Config,
}

/// One catalogue case's outcome.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CaseRecord {
    pub group: String,
    pub name: String,
    pub expect: String,
    pub passed: bool,
    pub detail: String,
    pub seconds: f64,
}

/// One fuzz target's bounded run (libFuzzer's final statistics).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FuzzRecord {
    pub target: String,
    pub checks: String,
    pub seconds: u64,
    pub execs: u64,
    pub cov: u64,
    pub ft: u64,
    pub corpus: u64,
    pub crashes: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The machine's cores (the load's clients are a multiple of them).
    pub cores: usize,
    pub cases: Vec<CaseRecord>,
    pub load: hostile::LoadReport,
    pub faults: hostile::FaultReport,
    /// Honest clients beside the faults.
    pub honest_clients: usize,
    /// Seconds per fuzz target (0: fuzzing not run).
    pub fuzz_seconds: u64,
    pub fuzz: Vec<FuzzRecord>,
    /// What parking idle connections costs an honest client (`None`: a
    /// record from before it was measured).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parking: Option<parking::ParkingCost>,
    /// The soak (`None`: not run, `--soak-minutes 0`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub soak: Option<SoakRecord>,
}

/// A soak: the fault run for a given time with standing crowds beside it
/// (`hostile::faults::soak`), its footprint sampled throughout.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SoakRecord {
    /// The time asked for (the run lasts that, plus settling).
    pub minutes: f64,
    pub honest_clients: usize,
    pub report: hostile::FaultReport,
}

/// The load test passes: no wrong answer, nothing dropped, and the engine's
/// memory after the run within a quarter (plus 4 MiB) of what it held after
/// the warm-up third.
pub fn load_passed(r: &hostile::LoadReport) -> bool {
    r.wrong == 0 && r.failures == 0 && r.rss_end_kib <= r.rss_warm_kib + r.rss_warm_kib / 4 + 4096
}

/// Everything passed: every case, the load, the faults, the soak if it
/// ran, and no fuzz crash.
pub fn passed(rec: &Record) -> bool {
    rec.cases.iter().all(|c| c.passed)
        && load_passed(&rec.load)
        && rec.faults.passed()
        && rec.soak.as_ref().is_none_or(|s| s.report.soak_passed())
        && rec.fuzz.iter().all(|f| f.crashes == 0)
}

impl Recorded for Reliability {
    type Record = Record;

    fn id(&self) -> &'static str {
        "reliability"
    }

    fn title(&self) -> &'static str {
        include_str!("../../templates/reliability_title.md").trim_ascii_end()
    }

    fn measure(&self, _ctx: &mut Context) -> Result<Record> {
        measure::run(&self.config)
    }

    fn render(&self, rec: &Record, _r: &mut Render) -> Result<SectionOutput> {
        render::render(rec)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(wrong: u64, failures: u64, warm: u64, end: u64) -> hostile::LoadReport {
        hostile::LoadReport {
            wrong,
            failures,
            rss_warm_kib: warm,
            rss_end_kib: end,
            ..Default::default()
        }
    }

    #[test]
    fn every_fuzz_target_is_described_once() {
        let dir = ::measure::paths::repo_root().join("fuzz/fuzz_targets");
        let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| {
                let p = e.ok()?.path();
                (p.extension()? == "rs")
                    .then(|| p.file_stem().unwrap().to_string_lossy().into_owned())
            })
            .collect();
        on_disk.sort();
        let mut described: Vec<String> = FUZZ_TARGETS.iter().map(|(t, _)| t.to_string()).collect();
        described.sort();
        assert_eq!(
            described, on_disk,
            "FUZZ_TARGETS and fuzz/fuzz_targets/ differ"
        );
    }

    #[test]
    fn the_load_passes_only_right_complete_and_flat() {
        assert!(load_passed(&load(0, 0, 40_000, 40_000)));
        assert!(load_passed(&load(0, 0, 40_000, 40_000 + 10_000 + 4096)));
        assert!(!load_passed(&load(0, 0, 40_000, 40_000 + 10_000 + 4097)));
        assert!(!load_passed(&load(1, 0, 40_000, 40_000)));
        assert!(!load_passed(&load(0, 1, 40_000, 40_000)));
    }

    #[test]
    fn one_failed_case_or_crash_fails_the_run() {
        let case = |passed| CaseRecord {
            group: "g".into(),
            name: "n".into(),
            expect: "e".into(),
            passed,
            detail: String::new(),
            seconds: 0.1,
        };
        let faults = hostile::FaultReport {
            injected: vec![1; hostile::faults::FAULTS.len()],
            survived: hostile::faults::FAULTS.len() as u64,
            fds: (10, 10),
            threads: (3, 3),
            rss: vec![(0.0, 1000), (1.0, 1000), (2.0, 1000)],
            budget_kib: 64 << 10,
            ..Default::default()
        };
        let mut rec = Record {
            cores: 2,
            cases: vec![case(true), case(true)],
            load: load(0, 0, 40_000, 40_000),
            faults,
            honest_clients: 4,
            fuzz_seconds: 0,
            fuzz: vec![],
            parking: None,
            soak: None,
        };
        assert!(passed(&rec), "{:?}", rec.faults);
        rec.cases[1] = case(false);
        assert!(!passed(&rec));
        rec.cases[1] = case(true);
        rec.fuzz.push(FuzzRecord {
            target: "t".into(),
            checks: "c".into(),
            seconds: 1,
            execs: 10,
            cov: 1,
            ft: 1,
            corpus: 1,
            crashes: 1,
        });
        assert!(!passed(&rec));
    }
}
