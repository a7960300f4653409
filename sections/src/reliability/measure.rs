//! Measuring the reliability section: every catalogue case, the load test,
//! the fault run and the fuzz targets, each against this build of
//! `ipc-engine`.

use super::{CaseRecord, FuzzRecord, Record};
use anyhow::{Context, Result, bail};
use measure::log::progress;
use measure::paths::repo_root;
use std::path::Path;
use std::time::Duration;

/// What a measuring run does (the `ipc-tax reliability` options).
#[derive(Clone, Debug)]
pub struct Config {
    /// Concurrent clients in the load test (`None`: 4 × the cores).
    pub clients: Option<usize>,
    /// Seconds the load test runs.
    pub load_seconds: f64,
    /// Faults to inject (at least; see `fault_seconds`).
    pub faults: usize,
    /// Keep injecting for this many seconds at least.
    pub fault_seconds: f64,
    /// Minutes of soak after the fault run (0: none; see [`soak`]).
    pub soak_minutes: f64,
    /// Seconds per fuzz target (0: no fuzzing).
    pub fuzz_seconds: u64,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            clients: None,
            load_seconds: 20.0,
            faults: 1000,
            fault_seconds: 0.0,
            soak_minutes: 0.0,
            fuzz_seconds: 0,
        }
    }
}

/// The fuzz targets of `fuzz/` and what each one checks.
pub const FUZZ_TARGETS: &[(&str, &str)] = &[
    (
        "frame_decoder",
        "frame reader + request/reply decoders: no panic, decode → encode round trip bit for bit",
    ),
    (
        "request_validator",
        "the engine's whole request path with kernel-safe and connection state: a well-formed reply to anything, accepted sweeps equal kernel-safe",
    ),
    (
        "session",
        "programs of stateful requests on one connection (load, sweep a handle, unload, stream open/bar/close, sweep, echo) against a model: same handles, same error codes, results bit for bit as kernel-safe and kernel-stream",
    ),
];

pub fn run(config: &Config) -> Result<Record> {
    if !(config.fault_seconds.is_finite() && config.fault_seconds >= 0.0) {
        bail!(
            "--fault-seconds {}: expected a number of seconds ≥ 0",
            config.fault_seconds
        );
    }
    if !(config.soak_minutes.is_finite() && config.soak_minutes >= 0.0) {
        bail!(
            "--soak-minutes {}: expected a number of minutes ≥ 0",
            config.soak_minutes
        );
    }
    let exe = measure::servers::engine_binary()?;
    let cores = kernels::all_cores();
    // First, on a quiet machine: latencies of a few µs.
    let parking = super::parking::measure(&exe)?;
    let cases = run_cases(&exe);
    let load = run_load(
        &exe,
        config.clients.unwrap_or(4 * cores),
        config.load_seconds,
    )?;
    let honest_clients = 2 * cores;
    let faults = inject_faults(&exe, config, honest_clients)?;
    let soak = soak(&exe, config.soak_minutes, honest_clients)?;
    let fuzz = run_fuzz(config.fuzz_seconds)?;
    Ok(Record {
        cores,
        cases,
        load,
        faults,
        honest_clients,
        fuzz_seconds: config.fuzz_seconds,
        fuzz,
        parking: Some(parking),
        soak,
    })
}

/// Every catalogue case, each against its own engine.
fn run_cases(exe: &Path) -> Vec<CaseRecord> {
    hostile::cases()
        .into_iter()
        .map(|case| {
            progress(&format!("reliability: {} / {}", case.group, case.name));
            let o = hostile::run_case(&case, exe);
            CaseRecord {
                group: o.group.into(),
                name: o.name.into(),
                expect: o.expect.into(),
                passed: o.passed,
                detail: o.detail,
                seconds: o.seconds,
            }
        })
        .collect()
}

/// The mixed load test: `clients` at once for `seconds`.
fn run_load(exe: &Path, clients: usize, seconds: f64) -> Result<hostile::LoadReport> {
    progress(&format!(
        "reliability: load, {clients} clients for {seconds} s"
    ));
    hostile::load(
        exe,
        hostile::LoadConfig {
            clients,
            duration: Duration::from_secs_f64(seconds),
            seed: 20261130,
        },
    )
}

/// The fault run: `config.faults` faults (for `config.fault_seconds`
/// seconds at least) between `honest_clients` honest clients.
fn inject_faults(
    exe: &Path,
    config: &Config,
    honest_clients: usize,
) -> Result<hostile::FaultReport> {
    progress(&format!(
        "reliability: injecting {} faults{} between {honest_clients} honest clients",
        config.faults,
        if config.fault_seconds > 0.0 {
            format!(" (for at least {} s)", config.fault_seconds)
        } else {
            String::new()
        },
    ));
    hostile::inject(
        exe,
        hostile::FaultConfig {
            faults: config.faults,
            at_least: Duration::from_secs_f64(config.fault_seconds),
            honest_clients,
            crowd: hostile::faults::Crowd::default(),
            seed: 20261201,
        },
    )
}

/// The soak's standing crowds: idle connections parked in the lot, and
/// slow honest clients whose every request parks mid-frame.
pub const SOAK_CROWD: hostile::faults::Crowd = hostile::faults::Crowd {
    idle: 1000,
    slow: 16,
};

/// The soak: the fault mix, `honest_clients` honest clients and
/// [`SOAK_CROWD`] together on the main engine for `minutes` (none when 0).
fn soak(exe: &Path, minutes: f64, honest_clients: usize) -> Result<Option<super::SoakRecord>> {
    if minutes == 0.0 {
        return Ok(None);
    }
    progress(&format!(
        "reliability: soak, {minutes} min of faults beside {honest_clients} honest clients, {} idle and {} slow connections",
        SOAK_CROWD.idle, SOAK_CROWD.slow
    ));
    let report = hostile::faults::soak(
        exe,
        Duration::from_secs_f64(minutes * 60.0),
        honest_clients,
        SOAK_CROWD,
    )?;
    Ok(Some(super::SoakRecord {
        minutes,
        honest_clients,
        report,
    }))
}

/// Every fuzz target for `seconds` each (none when 0).
fn run_fuzz(seconds: u64) -> Result<Vec<FuzzRecord>> {
    if seconds == 0 {
        return Ok(Vec::new());
    }
    FUZZ_TARGETS
        .iter()
        .map(|(target, checks)| {
            progress(&format!("reliability: fuzzing {target} for {seconds} s"));
            let s = fuzz_target(target, seconds)?;
            Ok(FuzzRecord {
                target: (*target).into(),
                checks: (*checks).into(),
                seconds,
                execs: s.execs,
                cov: s.cov,
                ft: s.ft,
                corpus: s.corpus,
                crashes: s.crashes,
            })
        })
        .collect()
}

/// libFuzzer's final statistics for one bounded run.
pub struct FuzzStats {
    pub execs: u64,
    pub cov: u64,
    pub ft: u64,
    pub corpus: u64,
    pub crashes: u64,
}

/// Runs one target for `seconds` through cargo-fuzz (stable toolchain with
/// RUSTC_BOOTSTRAP for the `-Z` flags, no sanitizer) and reads its stats.
pub fn fuzz_target(target: &str, seconds: u64) -> Result<FuzzStats> {
    let fuzz_dir = repo_root().join("fuzz");
    let corpus = fuzz_dir.join("corpus").join(target);
    let work = tempfile::tempdir()?;
    // Fuzz into a scratch copy so the committed seed corpus stays as it is.
    for e in std::fs::read_dir(&corpus)
        .with_context(|| format!("seed corpus {} missing", corpus.display()))?
    {
        let p = e?.path();
        std::fs::copy(&p, work.path().join(p.file_name().context("name")?))?;
    }
    let out = measure::paths::cargo_command()
        .current_dir(&fuzz_dir)
        .env("RUSTC_BOOTSTRAP", "1")
        .args(["fuzz", "run", "--sanitizer", "none", target])
        .arg(work.path())
        .args([
            "--",
            &format!("-max_total_time={seconds}"),
            "-print_final_stats=1",
        ])
        .output()
        .context("cannot run cargo fuzz (install it: cargo xtask install-tools)")?;
    let log = String::from_utf8_lossy(&out.stderr).to_string();
    let stat = |name: &str| -> u64 {
        log.lines()
            .filter_map(|l| l.strip_prefix(&format!("stat::{name}:")))
            .filter_map(|v| v.trim().parse().ok())
            .next_back()
            .unwrap_or(0)
    };
    let last_status = log
        .lines()
        .rev()
        .find(|l| l.contains(" cov: "))
        .unwrap_or("");
    let field = |name: &str| -> u64 {
        last_status
            .split_whitespace()
            .skip_while(|w| *w != name)
            .nth(1)
            .and_then(|v| v.split('/').next()?.parse().ok())
            .unwrap_or(0)
    };
    let crashed = !out.status.success() || log.contains("SUMMARY: libFuzzer");
    if crashed && !log.contains("SUMMARY: libFuzzer") {
        bail!(
            "cargo fuzz run {target} failed to run:\n{}",
            log.lines()
                .rev()
                .take(20)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
    Ok(FuzzStats {
        execs: stat("number_of_executed_units"),
        cov: field("cov:"),
        ft: field("ft:"),
        corpus: field("corp:"),
        crashes: u64::from(crashed),
    })
}
