//! `ipc-tax report`: its flags, parsed and handed to the runner
//! (`report::runner`) with `sections::all()`; `--render-only` also renders
//! the reliability section from its own record beside the one rendered.

use anyhow::Result;
use clap::Args;
use measure::input::InputArgs;
use measure::paths::reports_dir;
use report::runner::{Options, run as run_report};
use report::{files, progress};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct ReportArgs {
    /// The exhaustive run: every contender (the Rust-client duplicates, JSON
    /// per call, pipes, shared memory, every gap knob and build) and a fixed
    /// `--runs` per contender. Without it the report measures the core rows
    /// and samples adaptively (report.md's last line says how long a run
    /// took).
    #[arg(long, conflicts_with = "quick")]
    full: bool,
    /// With --full: timed runs per contender (interleaved A B A B); by
    /// default: the most runs adaptive sampling may take. Fewer than 10 is
    /// marked in the report.
    #[arg(long, default_value_t = 10)]
    runs: usize,
    /// Quick mode for CI and smoke tests: every contender, 3 fixed runs.
    #[arg(long, conflicts_with = "runs")]
    quick: bool,
    /// Where to write the report files.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Do not splice the summary into README.md.
    #[arg(long)]
    no_readme: bool,
    /// Splice the summary into this file instead of the repository's README.md.
    #[arg(long, value_name = "FILE", conflicts_with = "no_readme")]
    readme: Option<PathBuf>,
    /// Run only these sections (repeatable: in_process, sliding,
    /// architectures, echo, serialization, spawn, per_bar, break_even,
    /// study, m2 — the static models of the M2 prediction, about a minute —
    /// and gap), plus
    /// the sections they are computed from. Writes `reports/<section>.md/.csv`
    /// (and plots) only; report.md, report.json and the README keep the last
    /// full run.
    #[arg(long, value_name = "SECTION")]
    only: Vec<String>,
    /// Measure nothing: rebuild every report file and the README block from
    /// a recorded run (default: `report.json` in the output directory).
    #[arg(long)]
    render_only: bool,
    /// The record `--render-only` renders (`reports/records/…json`). A record of some sections only (kept by an `--only` run, say on another core) renders just those sections' files into `--out` — not report.md or the README.
    #[arg(long, value_name = "RECORD", requires = "render_only")]
    from: Option<PathBuf>,
    /// With --render-only: first merge the sections of RECORD — a record
    /// kept under records/ by an `--only … --merge` run on this core, say one
    /// measured before the whole run it belongs to — into report.json, as
    /// that run's `--merge` would have (each keeps its own date, commit and
    /// command). Another core or data set is an error.
    #[arg(
        long,
        value_name = "RECORD",
        requires = "render_only",
        conflicts_with = "from"
    )]
    merge_record: Option<PathBuf>,
    /// Continue a run that stopped: sections already recorded in
    /// `report.partial.json` (same commit and sampling) are rendered from
    /// their records, the rest are measured.
    #[arg(long, conflicts_with = "render_only")]
    resume: bool,
    /// Measure the gap section N times in a row, each with fresh layouts
    /// and processes; all are kept in its record and gap.md says whether
    /// they agree (gap.md states the minutes per repeat).
    #[arg(long, default_value_t = 1, value_name = "N")]
    repeat: usize,
    /// With --only: merge the sections measured into the output directory's
    /// report.json (each keeps its own date, commit, command and header),
    /// keep this run's own record under records/, and render every file and
    /// the README block from the merged record. A run on another core than
    /// report.json's keeps its record under records/ without merging it (one
    /// record, one core); its gap joins the per-CPU table.
    #[arg(long, requires = "only")]
    merge: bool,
    /// What to measure on: by default the study's `paper` series and grid;
    /// `--dataset chacha:…` or your own `--close FILE` (CSV, .npy, Parquet,
    /// Arrow, raw) and `--params FILE`. The header names the data and its
    /// sha256; the study's figures apply to `paper` only.
    #[command(flatten)]
    input: InputArgs,
}

/// Runs the report; with `--render-only` the reliability section too, from
/// its own record beside the one rendered.
pub fn run(args: &ReportArgs) -> Result<ExitCode> {
    let opts = Options {
        full: args.full,
        runs: args.runs,
        quick: args.quick,
        out_dir: args.out.clone().unwrap_or_else(reports_dir),
        readme: readme_path(args),
        only: args.only.clone(),
        render_only: args.render_only,
        from: args.from.clone(),
        merge_record: args.merge_record.clone(),
        resume: args.resume,
        repeat: args.repeat,
        merge: args.merge,
        input: args.input.clone(),
    };
    if let Some(from) = run_report(&opts, &sections::all())? {
        let reliability = from.with_file_name(super::reliability::RECORD);
        if reliability.exists() {
            super::reliability::render(&files::read_json(&reliability)?, &opts.out_dir)?;
        } else {
            progress(&format!(
                "no {} beside {}: reliability.md not rendered (`ipc-tax reliability` measures it)",
                super::reliability::RECORD,
                from.display()
            ));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The README the summary is spliced into, if any.
fn readme_path(args: &ReportArgs) -> Option<PathBuf> {
    if args.no_readme {
        return None;
    }
    Some(
        args.readme
            .clone()
            .unwrap_or_else(|| measure::paths::repo_root().join("README.md")),
    )
}
