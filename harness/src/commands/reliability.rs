//! `ipc-tax reliability`: measures the `reliability` section (the hostile
//! catalogue, the mixed load, faults by the thousand, optionally fuzzing)
//! against this build of `ipc-engine`, keeps its record in
//! `reports/reliability.record.json` and renders `reports/reliability.md`
//! from it; `--render-only` renders from a kept record. Exit 1 if anything
//! failed.

use anyhow::{Context as _, Result, bail};
use clap::Args;
use measure::env::EnvInfo;
use measure::input::InputArgs;
use measure::log::{invocation, progress};
use measure::paths::reports_dir;
use measure::sampling::Sampling;
use report::{Context, Recorded, Render, RunRecord, Section, files};
use sections::reliability::{Config, Reliability};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

/// The reliability section's record, beside its files.
pub const RECORD: &str = "reliability.record.json";

#[derive(Args, Debug)]
pub struct ReliabilityArgs {
    /// Concurrent clients in the load test (default: 4 × the cores).
    #[arg(long, value_name = "N")]
    clients: Option<usize>,
    /// Seconds the load test runs (a third warm-up, then measured).
    #[arg(long, default_value_t = 20.0, value_name = "S")]
    load_seconds: f64,
    /// Faults to inject between honest clients (at least 1,000 for the report).
    #[arg(long, default_value_t = 1000, value_name = "N")]
    faults: usize,
    /// Keep injecting faults for at least this many seconds (the count
    /// above is still the minimum).
    #[arg(long, default_value_t = 0.0, value_name = "SECONDS")]
    fault_seconds: f64,
    /// After the fault run, soak for this many minutes: the fault mix,
    /// honest clients and standing crowds of 1,000 idle and 16 slow
    /// connections together, the engine's memory, descriptors and threads
    /// sampled and required flat, no wrong answer, no hang (0: no soak).
    #[arg(long, default_value_t = 0.0, value_name = "MINUTES")]
    soak_minutes: f64,
    /// Seconds to fuzz each target with cargo-fuzz (0: skip fuzzing).
    /// Needs cargo-fuzz (`cargo xtask install-tools`).
    #[arg(long, default_value_t = 0, value_name = "S")]
    fuzz_seconds: u64,
    /// Where to write reliability.md and its record (default: reports/).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Measure nothing: render reliability.md from a kept record (default:
    /// `reliability.record.json` in the output directory).
    #[arg(long)]
    render_only: bool,
    /// The record `--render-only` renders.
    #[arg(long, value_name = "RECORD", requires = "render_only")]
    from: Option<PathBuf>,
}

pub fn run(args: &ReliabilityArgs) -> Result<ExitCode> {
    let out_dir = args.out.clone().unwrap_or_else(reports_dir);
    std::fs::create_dir_all(&out_dir)
        .with_context(|| format!("cannot create {}", out_dir.display()))?;
    let rec = if args.render_only {
        let from = args.from.clone().unwrap_or_else(|| out_dir.join(RECORD));
        files::read_json(&from)?
    } else {
        let config = Config {
            clients: args.clients,
            load_seconds: args.load_seconds,
            faults: args.faults,
            fault_seconds: args.fault_seconds,
            soak_minutes: args.soak_minutes,
            fuzz_seconds: args.fuzz_seconds,
        };
        if !(args.load_seconds.is_finite() && args.load_seconds > 0.0) {
            bail!(
                "--load-seconds {}: expected a number of seconds > 0",
                args.load_seconds
            );
        }
        let env = EnvInfo::capture(invocation());
        let started = Instant::now();
        // Measured like every section: through its `Recorded` impl, against a
        // context (the section itself needs only the engine and its config).
        let paper = InputArgs {
            dataset: "paper".into(),
            close: None,
            column: None,
            params: None,
        }
        .load()?;
        let mut ctx = Context::new(1, Sampling::Fixed { runs: 1 }, true, env.clone(), paper, 1);
        let section = Reliability { config };
        let record = Section::measure(&section, &mut ctx)?;
        let seconds = started.elapsed().as_secs_f64();
        let rec = RunRecord {
            env,
            runs: 1,
            sampling: None,
            full: true,
            section_seconds: BTreeMap::from([("reliability".to_string(), seconds)]),
            total_seconds: Some(seconds),
            sections: BTreeMap::from([("reliability".to_string(), serde_json::to_value(record)?)]),
            merged: BTreeMap::new(),
        };
        let path = out_dir.join(RECORD);
        files::write_json(&path, &rec)?;
        progress(&format!("record kept in {}", path.display()));
        rec
    };
    let passed = render(&rec, &out_dir)?;
    progress(&format!(
        "wrote {}",
        out_dir.join("reliability.md").display()
    ));
    Ok(if passed {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// reliability.md and reliability.json from a reliability record; whether
/// everything in it passed.
pub fn render(rec: &RunRecord, out_dir: &Path) -> Result<bool> {
    let section = Reliability::default();
    let id = Recorded::id(&section);
    let value = rec
        .sections
        .get(id)
        .with_context(|| format!("the record holds no `{id}` section"))?;
    let mut r = Render {
        sampling: rec.sampling(),
        findings: Default::default(),
        out_dir: out_dir.to_path_buf(),
        env: rec.env.clone(),
    };
    let out = Section::render(&section, value, &mut r)?;
    let header = files::header_with(Recorded::title(&section), &rec.env, None, true);
    files::write_section(out_dir, id, &header, &out)?;
    Ok(out.data["passed"].as_bool().unwrap_or(false))
}
