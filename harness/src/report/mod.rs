//! `ipc-tax report`: measure on this machine, write `reports/`, splice the README.
//!
//! A report is a list of [`Section`]s run in order against one shared
//! [`Context`] (environment, the `paper` sweep, one warm numba worker).
//! Adding a section is one module implementing [`Section`] and one line in
//! [`sections`]. Each section returns Markdown, raw JSON, optional CSV and an
//! optional README summary; this module owns every file write.

mod arch;
mod architectures;
mod break_even;
mod echo;
mod findings;
mod gap;
mod in_process;
mod per_bar;
mod plot;
mod serialization;
mod spawn;
mod study;
mod timing;

use crate::env::EnvInfo;
use crate::input::{InputArgs, Loaded};
use crate::numba::{NumbaWorker, Rung};
use crate::paths::{repo_root, reports_dir};
use crate::probe::Limits;
use anyhow::{Context as _, Result, bail};
use clap::Args;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

pub const README_BEGIN: &str =
    "<!-- BEGIN GENERATED: ipc-tax report (do not edit; regenerate with the command below) -->";
pub const README_END: &str = "<!-- END GENERATED: ipc-tax report -->";

#[derive(Args, Debug)]
pub struct ReportArgs {
    /// Timed runs per contender (interleaved A B A B). Fewer than 10 is marked in the report.
    #[arg(long, default_value_t = 10)]
    runs: usize,
    /// Quick mode for CI and smoke tests: 3 runs per contender.
    #[arg(long)]
    quick: bool,
    /// Where to write the report files.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Do not splice the summary into README.md.
    #[arg(long)]
    no_readme: bool,
    /// Run only these sections (repeatable: in_process, architectures,
    /// echo, serialization, spawn, per_bar, break_even, study, gap), plus
    /// the sections they are computed from. Writes `reports/<section>.md/.csv`
    /// (and plots) only; report.md, report.json and the README keep the last
    /// full run.
    #[arg(long, value_name = "SECTION")]
    only: Vec<String>,
}

/// What a section produced.
pub struct SectionOutput {
    /// Markdown body (the section's own headings included).
    pub markdown: String,
    /// Raw numbers, every run kept.
    pub data: Value,
    /// A flat table for spreadsheets, written as `<id>.csv`.
    pub csv: Option<String>,
    /// A short table for the README.
    pub summary: Option<String>,
}

pub trait Section {
    /// File-name-safe id (`in_process`).
    fn id(&self) -> &'static str;
    /// Sections whose findings this one is computed from; `--only` runs
    /// them too.
    fn needs(&self) -> &'static [&'static str] {
        &[]
    }
    fn run(&self, ctx: &mut Context) -> Result<SectionOutput>;
}

fn sections() -> Vec<Box<dyn Section>> {
    vec![
        Box::new(in_process::InProcess),
        Box::new(architectures::Architectures),
        Box::new(echo::Echo),
        Box::new(serialization::Serialization),
        Box::new(spawn::Spawn),
        Box::new(per_bar::PerBar),
        Box::new(break_even::BreakEven),
        Box::new(study::Study),
        Box::new(gap::Gap),
    ]
}

/// State shared by all sections of one report run.
pub struct Context {
    pub runs: usize,
    pub env: EnvInfo,
    pub paper: Loaded,
    numba: Option<NumbaWorker>,
    pub numba_compile: Vec<(Rung, Duration)>,
    limits: Option<Limits>,
    /// What earlier sections measured, for the derived ones.
    pub findings: findings::Findings,
    /// Where this run writes its files (plots are written by their sections).
    pub out_dir: PathBuf,
}

impl Context {
    /// The warm numba worker with `paper` loaded (started on first use).
    pub fn numba(&mut self) -> Result<&mut NumbaWorker> {
        if self.numba.is_none() {
            progress("starting the numba worker and JIT-compiling (timed separately)");
            let mut w = NumbaWorker::start()?;
            w.load(&self.paper.sweep())?;
            self.numba_compile = w.compile()?;
            self.env.numba = Some(w.info.clone());
            self.numba = Some(w);
        }
        Ok(self.numba.as_mut().expect("just started"))
    }

    /// The machine's clock and peak multiply-add rates (measured on first use).
    pub fn limits(&mut self) -> &Limits {
        self.limits.get_or_insert_with(|| {
            progress("probing the clock and the peak multiply-add rate");
            Limits::measure()
        })
    }
}

pub fn progress(msg: &str) {
    eprintln!("[report] {msg}");
}

pub fn run(args: &ReportArgs) -> Result<ExitCode> {
    let runs = if args.quick { 3 } else { args.runs };
    if runs == 0 {
        bail!("--runs must be at least 1");
    }
    let command = invocation();
    let started = Instant::now();
    let paper = InputArgs {
        dataset: "paper".into(),
        close: None,
        params: None,
    }
    .load()?;
    let mut ctx = Context {
        runs,
        env: EnvInfo::capture(command),
        paper,
        numba: None,
        numba_compile: Vec::new(),
        limits: None,
        findings: Default::default(),
        out_dir: args.out.clone().unwrap_or_else(reports_dir),
    };
    std::fs::create_dir_all(&ctx.out_dir)
        .with_context(|| format!("cannot create {}", ctx.out_dir.display()))?;

    let all = sections();
    for name in &args.only {
        if !all.iter().any(|s| s.id() == name) {
            let ids: Vec<_> = all.iter().map(|s| s.id()).collect();
            bail!("unknown section {name:?}; sections: {}", ids.join(", "));
        }
    }
    let partial = !args.only.is_empty();
    let selected = with_needs(&all, &args.only);
    preflight();
    let header = header(&ctx.env, runs);
    let mut outputs = Vec::new();
    for section in all
        .into_iter()
        .filter(|s| !partial || selected.contains(&s.id()))
    {
        progress(&format!("section {}", section.id()));
        let out = section
            .run(&mut ctx)
            .with_context(|| format!("report section {}", section.id()))?;
        // Written now: a later section that fails loses nothing measured here.
        write_section(&ctx.out_dir, section.id(), &header, &out)?;
        outputs.push((section.id(), out));
    }

    let out_dir = ctx.out_dir.clone();
    let mut md = header.clone();
    let mut data = serde_json::Map::new();
    for (id, out) in &outputs {
        md.push_str(&out.markdown);
        md.push('\n');
        data.insert(id.to_string(), out.data.clone());
    }
    if partial {
        progress(&format!(
            "wrote the sections' own files in {} (report.md and README untouched)",
            out_dir.display()
        ));
        return Ok(ExitCode::SUCCESS);
    }
    md.push_str(&format!(
        "\n_Total report time: {:.0} s._\n",
        started.elapsed().as_secs_f64()
    ));
    write(&out_dir.join("report.md"), &md)?;
    let json = json!({"env": ctx.env, "limits": ctx.limits, "runs": runs, "sections": data, "findings": ctx.findings});
    write(
        &out_dir.join("report.json"),
        &serde_json::to_string_pretty(&json)?,
    )?;

    if !args.no_readme {
        let summary: String = outputs
            .iter()
            .filter_map(|(_, o)| o.summary.clone())
            .collect::<Vec<_>>()
            .join("\n");
        let block = format!(
            "_Generated by `{}` on {} ({}); full report: [reports/report.md](reports/report.md)._\n\n{summary}",
            ctx.env.command, ctx.env.date_utc, ctx.env.cpu_model
        );
        splice_readme(&repo_root().join("README.md"), &block)?;
    }
    progress(&format!(
        "wrote {} in {:.0} s",
        out_dir.display(),
        started.elapsed().as_secs_f64()
    ));
    Ok(ExitCode::SUCCESS)
}

/// One section's own files (`<id>.md`, `<id>.csv`, and its raw numbers as
/// `<id>.json`), written as soon as it has finished.
fn write_section(dir: &Path, id: &str, header: &str, out: &SectionOutput) -> Result<()> {
    if let Some(csv) = &out.csv {
        write(&dir.join(format!("{id}.csv")), csv)?;
    }
    write(
        &dir.join(format!("{id}.json")),
        &serde_json::to_string_pretty(&out.data)?,
    )?;
    write(
        &dir.join(format!("{id}.md")),
        &format!("{header}{}", out.markdown),
    )
}

/// Says, before anything is measured, which optional analysis tools are
/// missing and what that leaves empty (nothing aborts for them).
fn preflight() {
    let has = |tool: &str| {
        std::process::Command::new(tool)
            .arg("--version")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok()
    };
    if !has(crate::asm::mca::LLVM_MCA) {
        progress(&format!(
            "note: {} not found — the gap section's llvm-mca columns and M2 prediction will be empty \
             (install Debian's llvm-19: apt-get install llvm-19)",
            crate::asm::mca::LLVM_MCA
        ));
    }
    if !has("valgrind") {
        progress(
            "note: valgrind not found — the gap section's callgrind column will be empty \
             (apt-get install valgrind)",
        );
    }
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

/// How this report was asked for, as a user would retype it: through
/// `cargo run` (cargo sets `CARGO` for what it runs) or the binary itself.
pub fn invocation() -> String {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if std::env::var_os("CARGO").is_some() {
        let release = if cfg!(debug_assertions) {
            ""
        } else {
            " --release"
        };
        format!("cargo run{release} -p ipc-tax -- {}", args.join(" "))
    } else {
        format!("ipc-tax {}", args.join(" "))
    }
}

fn header(env: &EnvInfo, runs: usize) -> String {
    let mut s = format!(
        "# ipc-tax report\n\n> Generated by `{}` — do not edit; rerun the command to regenerate.\n\n",
        env.command
    );
    if runs < 10 {
        s.push_str(&format!("> **Quick run: {runs} timed runs per contender (fewer than the 10 a result needs).**\n\n"));
    }
    s.push_str("## Machine and build\n\n");
    s.push_str(&env.markdown());
    s.push('\n');
    s
}

/// A CSV field, quoted (RFC 4180) when it holds a comma, a quote or a line
/// break: labels such as `numba M2 (@njit, 1 thread)` or `fat LTO,
/// codegen-units=1` would otherwise split a row.
pub fn csv_field(s: &str) -> std::borrow::Cow<'_, str> {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\"")).into()
    } else {
        s.into()
    }
}

fn write(path: &Path, text: &str) -> Result<()> {
    std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

/// Replaces the text between the README markers; both markers must exist once.
pub fn splice(readme: &str, block: &str) -> Result<String> {
    let (Some(b), Some(e)) = (readme.find(README_BEGIN), readme.find(README_END)) else {
        bail!("README.md lacks the generated-table markers ({README_BEGIN} … {README_END})");
    };
    if e < b || readme.matches(README_BEGIN).count() != 1 {
        bail!("README.md's generated-table markers are out of order or repeated");
    }
    Ok(format!(
        "{}{README_BEGIN}\n{}\n{}",
        &readme[..b],
        block.trim_end(),
        &readme[e..]
    ))
}

fn splice_readme(path: &Path, block: &str) -> Result<()> {
    let readme =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    write(path, &splice(&readme, block)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splice_replaces_only_between_markers() {
        let readme = format!("intro\n{README_BEGIN}\nold\n{README_END}\noutro\n");
        let out = splice(&readme, "new table\n").unwrap();
        assert_eq!(
            out,
            format!("intro\n{README_BEGIN}\nnew table\n{README_END}\noutro\n")
        );
        assert_eq!(splice(&out, "new table").unwrap(), out, "idempotent");
    }

    #[test]
    fn csv_fields_with_commas_or_quotes_are_quoted() {
        assert_eq!(csv_field("kernel-safe"), "kernel-safe");
        assert_eq!(
            csv_field("numba M2 (@njit, 1 thread)"),
            "\"numba M2 (@njit, 1 thread)\""
        );
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
    }

    #[test]
    fn splice_refuses_missing_or_reversed_markers() {
        assert!(splice("no markers", "x").is_err());
        assert!(splice(&format!("{README_END}\n{README_BEGIN}"), "x").is_err());
    }
}
