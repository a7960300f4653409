//! The report runner: measures the sections it is given in order against
//! one shared [`Context`] (what a section is: [`crate::contract`]), keeps
//! their records as one [`RunRecord`] (`reports/report.json`, and dated
//! under `reports/records/`), and renders every file, report.md and the
//! README block from it. `render_only` rebuilds them from a record in
//! seconds, `resume` continues a run that stopped, `only … merge`
//! re-measures sections into the whole record. One entry point, [`run`]:
//! the CLI parses its flags into [`Options`] and passes the sections
//! (`sections::all()`, which this crate, below `sections`, cannot name).

use crate::files;
use crate::{Context, Render, RunRecord, Section, SectionOutput, progress, run_record};
use anyhow::{Context as _, Result, bail};
use measure::env::EnvInfo;
use measure::input::InputArgs;
use measure::log::invocation;
use measure::sampling::Sampling;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// What a report run does, as the CLI's flags say it (their meaning is in
/// `ipc-tax report --help`).
#[derive(Debug)]
pub struct Options {
    pub full: bool,
    pub runs: usize,
    pub quick: bool,
    /// Where the files go (`reports/` by default).
    pub out_dir: PathBuf,
    /// The file the summary is spliced into (`None`: no README).
    pub readme: Option<PathBuf>,
    pub only: Vec<String>,
    pub render_only: bool,
    pub from: Option<PathBuf>,
    pub merge_record: Option<PathBuf>,
    pub resume: bool,
    pub repeat: usize,
    pub merge: bool,
    pub input: InputArgs,
}

/// Runs the report as `opts` says over `sections` (in run order). With
/// `render_only`, returns the record it rendered from, for what the CLI
/// renders beside it.
pub fn run(opts: &Options, sections: &[Box<dyn Section>]) -> Result<Option<PathBuf>> {
    let out_dir = &opts.out_dir;
    std::fs::create_dir_all(out_dir)
        .with_context(|| format!("cannot create {}", out_dir.display()))?;
    if opts.render_only {
        return render_only(opts, sections).map(Some);
    }
    let (runs, sampling, full) = sampling_rule(opts)?;
    check_only(sections, &opts.only)?;
    let started = Instant::now();
    let mut ctx = new_context(opts, runs, sampling, full)?;
    let partial_path = out_dir.join(PARTIAL);
    let mut rec = empty_record(&ctx);
    if opts.resume {
        rec = resumed(&partial_path, rec)?;
    }
    let selected = with_needs(sections, &opts.only);
    let chosen: Vec<&dyn Section> = sections
        .iter()
        .map(|s| s.as_ref())
        .filter(|s| opts.only.is_empty() || selected.contains(&s.id()))
        .collect();
    if opts.merge {
        merge_precheck(&ctx, out_dir)?;
    }
    preflight()?;
    // A `--merge` run renders every file from the merged record at its
    // end; writing its sections' files as they are measured would leave
    // reports/ mixing two records if it stopped, or (on another core)
    // until it ends.
    let files_now = !opts.merge;
    measure_sections(&mut ctx, &mut rec, &chosen, out_dir, started, files_now)?;
    let _ = std::fs::remove_file(&partial_path);
    if opts.merge {
        merge_into_whole_run(opts, sections, &rec)?;
    } else if !opts.only.is_empty() {
        progress(&format!(
            "wrote the sections' own files in {} (report.md, report.json and README untouched)",
            out_dir.display()
        ));
    } else {
        write_whole_run(opts, sections, &rec, started)?;
    }
    Ok(None)
}

/// The default run's rule: ±2% or 3..=`max_runs` runs within the budget.
fn default_sampling(max_runs: usize) -> Sampling {
    Sampling::Adaptive {
        min_runs: 3.min(max_runs),
        max_runs,
        half_width: 0.02,
    }
}

const PARTIAL: &str = "report.partial.json";

/// The timed runs per contender, the sampling rule and whether every
/// contender is measured, from the flags (checked).
fn sampling_rule(args: &Options) -> Result<(usize, Sampling, bool)> {
    let runs = if args.quick { 3 } else { args.runs };
    if runs == 0 {
        bail!("--runs must be at least 1");
    }
    if args.repeat == 0 {
        bail!("--repeat must be at least 1");
    }
    if args.repeat > 1 && !args.only.iter().any(|o| o == "gap") {
        bail!("--repeat repeats the gap section: use it with --only gap");
    }
    Ok(if args.quick || args.full {
        (runs, Sampling::Fixed { runs }, true)
    } else {
        (runs, default_sampling(runs), false)
    })
}

/// An error naming the sections when `--only` names one that is not.
fn check_only(all: &[Box<dyn Section>], only: &[String]) -> Result<()> {
    for name in only {
        if !all.iter().any(|s| s.id() == name) {
            let ids: Vec<_> = all.iter().map(|s| s.id()).collect();
            bail!("unknown section {name:?}; sections: {}", ids.join(", "));
        }
    }
    Ok(())
}

/// The sections' shared context: the input loaded, the environment
/// captured (with the data named when it is not the study's `paper`).
fn new_context(args: &Options, runs: usize, sampling: Sampling, full: bool) -> Result<Context> {
    let paper = args.input.load()?;
    let mut env = EnvInfo::capture(invocation());
    if paper.dataset.name != "paper" || args.input.params.is_some() {
        env.dataset = Some(measure::env::DatasetInfo {
            name: paper.dataset.name.clone(),
            sha256: paper.dataset.sha256.clone(),
            bars: paper.dataset.close.len(),
            combos: paper.params.len(),
        });
    }
    Ok(Context::new(runs, sampling, full, env, paper, args.repeat))
}

/// The record of a run that has measured nothing yet.
fn empty_record(ctx: &Context) -> RunRecord {
    RunRecord {
        env: ctx.env.clone(),
        runs: ctx.runs,
        sampling: Some(ctx.sampling),
        full: ctx.full,
        section_seconds: BTreeMap::new(),
        total_seconds: None,
        sections: BTreeMap::new(),
        merged: BTreeMap::new(),
    }
}

/// The whole run `--merge` merges into, read before anything is measured so
/// a missing record or another data set stops the run at once; another
/// core is said up front when the two can tell already (the model, or
/// LLVM's name for the CPU; numba's name is known only once a worker ran)
/// — the run's record will be kept, not merged.
fn merge_precheck(ctx: &Context, out_dir: &Path) -> Result<()> {
    let whole = whole_run(out_dir)?;
    let empty = empty_record(ctx);
    whole.check_dataset(&empty)?;
    let mut here = ctx.env.clone();
    here.numba = None;
    let mut there = whole.core_env();
    there.numba = None;
    if run_record::same_core(&here, &there) == Some(false) {
        progress(&format!(
            "{} was measured on {}, this machine is {}: one record holds one core, so this run's record will be kept under records/ and not merged",
            out_dir.join("report.json").display(),
            run_record::core_name(&whole.env),
            run_record::core_name(&ctx.env)
        ));
    }
    Ok(())
}

fn whole_run(out_dir: &Path) -> Result<RunRecord> {
    let path = out_dir.join("report.json");
    files::read_json(&path)
        .with_context(|| format!("--merge needs a whole run's record in {}", path.display()))
}

/// `--merge`: keeps this run's record under records/, merges it into the
/// output directory's report.json and renders every file from that. A
/// record from another core is kept but not merged (one record, one core):
/// every file is rendered again from report.json, so a kept gap section
/// joins the per-CPU table (other sections' figures stay in the kept record:
/// a whole run on that core renders them).
fn merge_into_whole_run(
    args: &Options,
    sections: &[Box<dyn Section>],
    rec: &RunRecord,
) -> Result<()> {
    let out_dir = args.out_dir.as_path();
    let kept = files::write_json_record(&out_dir.join("records"), rec)?;
    let path = out_dir.join("report.json");
    let mut whole = whole_run(out_dir)?;
    if run_record::same_core(&rec.core_env(), &whole.core_env()) == Some(false) {
        render_run(sections, &whole, out_dir, args.readme.as_deref())?;
        let shown = if rec.sections.contains_key("gap") {
            "its gap joins the per-CPU table in gap.md; "
        } else {
            ""
        };
        progress(&format!(
            "kept this run's record as {} without merging it: {} holds {}, this run ran on {}; every file rendered again from {}; {shown}the rest of this run's figures are in the kept record (a whole `report` on this core renders them)",
            kept.display(),
            path.display(),
            run_record::core_name(&whole.env),
            run_record::core_name(&rec.env),
            path.display()
        ));
        return Ok(());
    }
    whole.merge(rec)?;
    files::write_json(&path, &whole)?;
    render_run(sections, &whole, out_dir, args.readme.as_deref())?;
    progress(&format!(
        "merged {} into {} (this run's record kept as {}) and rendered every file",
        args.only.join(", "),
        path.display(),
        kept.display()
    ));
    Ok(())
}

/// A whole run's record as report.json and under records/, and every file
/// rendered from it.
fn write_whole_run(
    args: &Options,
    sections: &[Box<dyn Section>],
    rec: &RunRecord,
    started: Instant,
) -> Result<()> {
    let out_dir = args.out_dir.as_path();
    files::write_json(&out_dir.join("report.json"), rec)?;
    let kept = files::write_json_record(&out_dir.join("records"), rec)?;
    render_run(sections, rec, out_dir, args.readme.as_deref())?;
    progress(&format!(
        "wrote {} (record kept as {}) in {:.0} s",
        out_dir.display(),
        kept.display(),
        started.elapsed().as_secs_f64()
    ));
    Ok(())
}

/// Every file rendered from a recorded run (`from`, or report.json), after
/// merging `merge_record` into it if asked; the record rendered.
fn render_only(args: &Options, sections: &[Box<dyn Section>]) -> Result<PathBuf> {
    let out_dir = args.out_dir.as_path();
    let from = args
        .from
        .clone()
        .unwrap_or_else(|| out_dir.join("report.json"));
    let started = Instant::now();
    let mut rec: RunRecord = files::read_json(&from)?;
    if let Some(section_run) = &args.merge_record {
        let other: RunRecord = files::read_json(section_run)?;
        rec.merge(&other)
            .with_context(|| format!("merging {}", section_run.display()))?;
        files::write_json(&from, &rec)?;
        progress(&format!(
            "merged {} of {} into {}",
            other
                .sections
                .keys()
                .cloned()
                .collect::<Vec<_>>()
                .join(", "),
            section_run.display(),
            from.display()
        ));
    }
    if sections.iter().any(|s| !rec.sections.contains_key(s.id())) {
        render_kept_sections(sections, &rec, out_dir)?;
        progress(&format!(
            "{} holds {} only (a run of some sections, kept under records/): rendered their own files into {} in {:.1} s; report.md and the README are a whole run's",
            from.display(),
            rec.sections.keys().cloned().collect::<Vec<_>>().join(", "),
            out_dir.display(),
            started.elapsed().as_secs_f64()
        ));
        return Ok(from);
    }
    render_run(sections, &rec, out_dir, args.readme.as_deref())?;
    progress(&format!(
        "rendered {} from {} in {:.1} s",
        out_dir.display(),
        from.display(),
        started.elapsed().as_secs_f64()
    ));
    Ok(from)
}

/// The files of the sections a record holds — a record kept by an
/// `--only` run, say another core's, whose sections no whole run renders.
fn render_kept_sections(
    sections: &[Box<dyn Section>],
    rec: &RunRecord,
    out_dir: &Path,
) -> Result<()> {
    let mut r = Render {
        sampling: rec.sampling(),
        findings: Default::default(),
        out_dir: out_dir.to_path_buf(),
        env: rec.env.clone(),
    };
    for section in sections {
        let Some(record) = rec.sections.get(section.id()) else {
            continue;
        };
        (r.sampling, r.env) = rec.measured_by(section.id());
        let out = section
            .render(record, &mut r)
            .with_context(|| format!("rendering report section {}", section.id()))?;
        files::write_section(
            out_dir,
            section.id(),
            &rec.header_of(section.id(), section.title()),
            &out,
        )?;
    }
    Ok(())
}

/// A section's part of report.md: its title, a link to its own file, and
/// its key table (the section's short summary).
fn section_part(id: &str, out: &SectionOutput) -> String {
    let title = out
        .markdown
        .lines()
        .find_map(|l| l.strip_prefix("## "))
        .unwrap_or(id);
    // The short tables were written for the README, one level up.
    let body = out
        .summary
        .as_deref()
        .unwrap_or("")
        .replace("](reports/", "](");
    format!("### {title}\n\n[{id}.md]({id}.md)\n\n{body}\n\n")
}

/// The record of a stopped run, to be continued by `fresh`'s run: same
/// commit and run count, or an error saying why not.
fn resumed(partial_path: &Path, fresh: RunRecord) -> Result<RunRecord> {
    let old: RunRecord =
        files::read_json(partial_path).context("--resume needs the record of a stopped run")?;
    if old.env.git_commit != fresh.env.git_commit
        || old.sampling() != fresh.sampling()
        || old.full != fresh.full
    {
        bail!(
            "{} was recorded at commit {} with {:?}{}; this is {} with {:?}{} — rerun without --resume",
            partial_path.display(),
            old.env.git_commit,
            old.sampling(),
            if old.full { ", every contender" } else { "" },
            fresh.env.git_commit,
            fresh.sampling(),
            if fresh.full { ", every contender" } else { "" },
        );
    }
    progress(&format!(
        "resuming: {} section(s) recorded in {}",
        old.sections.len(),
        partial_path.display()
    ));
    Ok(old)
}

/// Measures each chosen section not yet in `rec`, keeps the record after
/// each (a later failure loses nothing) and writes each section's files as
/// soon as it is done.
fn measure_sections(
    ctx: &mut Context,
    rec: &mut RunRecord,
    chosen: &[&dyn Section],
    out_dir: &Path,
    started: Instant,
    write_files: bool,
) -> Result<()> {
    let before = rec.total_seconds.unwrap_or(0.0);
    let elapsed = || before + started.elapsed().as_secs_f64();
    let mut r = Render {
        sampling: rec.sampling(),
        findings: Default::default(),
        out_dir: out_dir.to_path_buf(),
        env: rec.env.clone(),
    };
    let expected = expected_seconds(ctx, chosen, out_dir);
    for (k, section) in chosen.iter().enumerate() {
        let id = section.id();
        let step = format!("{}/{} {id}", k + 1, chosen.len());
        let later: f64 = chosen[k + 1..]
            .iter()
            .filter(|s| !rec.sections.contains_key(s.id()))
            .map(|s| expected[s.id()])
            .sum();
        if rec.sections.contains_key(id) {
            measure::log::set_stage(&step, 0.0, later);
            progress("recorded before, rendered from its record");
        } else {
            measure::log::set_stage(&step, expected[id], later);
            progress(&format!("measuring ({:.0} min so far)", elapsed() / 60.0));
            ctx.section_started = Instant::now();
            ctx.budget = match ctx.sampling {
                Sampling::Adaptive { .. } => section.budget(),
                Sampling::Fixed { .. } => None,
            };
            let value = section
                .measure(ctx)
                .with_context(|| format!("report section {id}"))?;
            rec.sections.insert(id.to_string(), value);
            rec.section_seconds
                .insert(id.to_string(), ctx.section_started.elapsed().as_secs_f64());
            rec.env.numba = ctx.env.numba.clone();
            rec.total_seconds = Some(elapsed());
            files::write_json(&out_dir.join(PARTIAL), rec)?;
        }
        // Rendered either way: a section that does not render stops the
        // run here, not after the next section's measuring.
        let out = section
            .render(&rec.sections[id], &mut r)
            .with_context(|| format!("rendering report section {id}"))?;
        if write_files {
            files::write_section(
                out_dir,
                id,
                &files::section_header(id, section.title(), &rec.env, rec.sampling(), rec.full),
                &out,
            )?;
        }
    }
    measure::log::clear_stage();
    rec.total_seconds = Some(elapsed());
    Ok(())
}

/// Seconds each section is expected to take, for the time left: a default
/// run's budgets, or what the last recorded run with the same rule took.
fn expected_seconds(
    ctx: &Context,
    chosen: &[&dyn Section],
    out_dir: &Path,
) -> BTreeMap<&'static str, f64> {
    let last: Option<RunRecord> = files::read_json(&out_dir.join("report.json")).ok();
    let same_rule = last
        .as_ref()
        .filter(|l| l.sampling() == ctx.sampling && l.full == ctx.full);
    chosen
        .iter()
        .map(|s| {
            let recorded = same_rule.and_then(|l| l.section_seconds.get(s.id()).copied());
            let guess = match ctx.sampling {
                Sampling::Adaptive { .. } => s.expected_seconds(),
                // Fixed runs: scale the default's guess by the runs' share.
                Sampling::Fixed { runs } => s.expected_seconds() * (1.0 + runs as f64) / 4.0,
            };
            (s.id(), recorded.unwrap_or(guess))
        })
        .collect()
}

/// The numbers (`<id>.json`'s content) of every section a record holds,
/// rendered in a scratch directory, in the report's order. A section that
/// cannot be rendered from this record alone (a derived one whose inputs
/// are missing) is left out and named on stderr.
pub fn section_data(
    sections: &[Box<dyn Section>],
    rec: &RunRecord,
) -> Result<BTreeMap<String, Value>> {
    let scratch = tempfile::tempdir()?;
    let mut r = Render {
        sampling: rec.sampling(),
        findings: Default::default(),
        out_dir: scratch.path().to_path_buf(),
        env: rec.env.clone(),
    };
    let mut out = BTreeMap::new();
    for section in sections {
        let Some(record) = rec.sections.get(section.id()) else {
            continue;
        };
        (r.sampling, r.env) = rec.measured_by(section.id());
        match section.render(record, &mut r) {
            Ok(o) => {
                out.insert(section.id().to_string(), o.data);
            }
            Err(e) => progress(&format!(
                "{}: not comparable from this record ({e:#})",
                section.id()
            )),
        }
    }
    Ok(out)
}

/// Every file of a full run from its record: each section's own files
/// (again after a measuring run, now with the final header), report.md and
/// the README block.
fn render_run(
    sections: &[Box<dyn Section>],
    rec: &RunRecord,
    out_dir: &Path,
    readme: Option<&Path>,
) -> Result<()> {
    let header = files::header(&rec.env, rec.sampling(), rec.full);
    let mut r = Render {
        sampling: rec.sampling(),
        findings: Default::default(),
        out_dir: out_dir.to_path_buf(),
        env: rec.env.clone(),
    };
    let mut md = String::new();
    for section in sections {
        let Some(record) = rec.sections.get(section.id()) else {
            bail!(
                "the record has no {} section: render a full run's record",
                section.id()
            );
        };
        (r.sampling, r.env) = rec.measured_by(section.id());
        let out = section
            .render(record, &mut r)
            .with_context(|| format!("rendering report section {}", section.id()))?;
        files::write_section(
            out_dir,
            section.id(),
            &rec.header_of(section.id(), section.title()),
            &out,
        )?;
        md.push_str(&section_part(section.id(), &out));
    }
    let core = |id: &str| crate::findings::core_of(&rec.measured_by(id).1);
    let hosts = crate::summary::Hosts {
        boundary: match (core("architectures"), core("per_bar")) {
            (a, b) if a == b => a,
            (a, b) => format!("{a} (per bar: {b})"),
        },
        in_process: core("in_process"),
    };
    let answers = crate::summary::markdown(&r.findings, &r.findings.gap_by_cpu, "", &hosts)?;
    // The answers first; the machine and build right after them.
    const MACHINE: &str = "## Machine and build\n\n";
    let (top, machine) = header.split_once(MACHINE).unwrap_or((&header, ""));
    let borrowed = match r
        .findings
        .per_bar_choice
        .as_ref()
        .and_then(|c| c.borrowed_from.as_deref())
    {
        Some(note) => format!("{note}\n\n"),
        None => String::new(),
    };
    md = format!(
        "{top}{answers}{MACHINE}{machine}{}{borrowed}## Section by section\n\nEach section's key table; the full tables, their method and every row are in the section's own file.\n\n{md}",
        rec.merged_note()?
    );
    md.push_str(&format!("\n_{}_\n", rec.times_note()?));
    files::write(&out_dir.join("report.md"), &md)?;
    if let Some(readme) = readme {
        let block = format!(
            "_Generated by `{}` on {} ({}); full report: [reports/report.md](reports/report.md)._\n\n{}{}",
            rec.env.command,
            rec.env.date_utc,
            rec.env.cpu_model,
            rec.merged_note()? + &borrowed,
            crate::summary::markdown(&r.findings, &r.findings.gap_by_cpu, "reports/", &hosts)?
        );
        files::splice_readme(readme, &block)?;
    }
    Ok(())
}

/// Says, before anything is measured, which optional analysis tools are
/// missing and what that leaves empty (nothing aborts for them).
/// Before the first measurement: builds the engine and the C ABI library
/// the sections run (once: edits to the tree during the run are not
/// measured), and says which optional tools are missing.
fn preflight() -> Result<()> {
    progress("building ipc-engine and libipc_tax_ffi.so (once, before measuring)");
    measure::servers::engine_binary()?;
    measure::servers::ffi_library()?;
    let has = |tool: &str| {
        std::process::Command::new(tool)
            .arg("--version")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok()
    };
    if !has(asm_tools::mca::LLVM_MCA) {
        progress(&format!(
            "note: {} not found — the gap section's llvm-mca columns and M2 prediction will be empty \
             (install Debian's llvm-19: apt-get install llvm-19)",
            asm_tools::mca::LLVM_MCA
        ));
    }
    if !has("valgrind") {
        progress(
            "note: valgrind not found — the gap section's callgrind column will be empty \
             (apt-get install valgrind)",
        );
    }
    Ok(())
}

/// The named sections and, transitively, the sections they need.
fn with_needs(all: &[Box<dyn Section>], only: &[String]) -> Vec<&'static str> {
    let mut selected: Vec<&'static str> = all
        .iter()
        .map(|s| s.id())
        .filter(|id| only.iter().any(|o| o == id))
        .collect();
    let mut i = 0;
    while i < selected.len() {
        let id = selected[i];
        if let Some(s) = all.iter().find(|s| s.id() == id) {
            for need in s.needs() {
                if !selected.contains(need) {
                    selected.push(need);
                }
            }
        }
        i += 1;
    }
    selected
}
