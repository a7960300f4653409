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
    /// Faults to inject (at least; see `soak`).
    pub faults: usize,
    /// Keep injecting for this many seconds.
    pub soak: f64,
    /// Seconds per fuzz target (0: no fuzzing).
    pub fuzz_seconds: u64,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            clients: None,
            load_seconds: 20.0,
            faults: 1000,
            soak: 0.0,
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
    if !(config.soak.is_finite() && config.soak >= 0.0) {
        bail!("--soak {}: expected a number of seconds ≥ 0", config.soak);
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

/// The fault run: `config.faults` faults (for `config.soak` seconds at
/// least) between `honest_clients` honest clients.
fn inject_faults(
    exe: &Path,
    config: &Config,
    honest_clients: usize,
) -> Result<hostile::FaultReport> {
    progress(&format!(
        "reliability: injecting {} faults{} between {honest_clients} honest clients",
        config.faults,
        if config.soak > 0.0 {
            format!(" (soak: at least {} s)", config.soak)
        } else {
            String::new()
        },
    ));
    hostile::inject(
        exe,
        hostile::FaultConfig {
            faults: config.faults,
            soak: Duration::from_secs_f64(config.soak),
            honest_clients,
            seed: 20261201,
        },
    )
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
