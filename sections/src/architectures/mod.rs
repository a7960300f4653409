//! Architectures table: the kernel behind a boundary, called the study's
//! ways and the ways it only estimated, from Python and from Rust — and
//! with no boundary at all (PyO3, ctypes) as the zero point.
//!
//! `measure` runs the engines and fills a typed [`record::Record`];
//! `render` turns that record alone into the table, targets, CSV, JSON,
//! plot and findings.

mod measure;
pub mod record;
mod render;

pub use measure::FAST;

use anyhow::Result;
use report::plot::{hbars, loglog_lines};
use report::{Context, Recorded, Render, SectionOutput};
use std::path::Path;

pub struct Architectures;

impl Recorded for Architectures {
    type Record = record::Record;

    fn id(&self) -> &'static str {
        "architectures"
    }

    fn title(&self) -> &'static str {
        include_str!("../../templates/architectures_title.md").trim_ascii_end()
    }

    fn budget(&self) -> Option<f64> {
        Some(215.0)
    }

    fn measure(&self, ctx: &mut Context) -> Result<record::Record> {
        measure::measure(ctx)
    }

    fn render(&self, rec: &record::Record, r: &mut Render) -> Result<SectionOutput> {
        let derived = render::derive(rec)?;
        let floors = render::floors(rec);
        let (numba, arch) = render::findings(rec, &derived);
        r.findings.numba_m2_s = numba.as_ref().map(|n| n.0);
        r.findings.numba_m2_runs = numba.map(|n| n.1).unwrap_or_default();
        r.findings.arch = arch;
        r.findings.arch_core = Some(report::findings::core_of(&r.env));
        let readings = readings(&r.findings, &report::findings::core_of(&r.env));
        r.findings.readings.extend(readings);
        plots(rec, &derived, &r.out_dir)?;
        let table = render::table(rec, &derived)?;
        let targets = render::targets(rec, &derived, &floors)?;
        r.findings.add_targets("architectures", &targets);
        let anomalies = render::anomalies(&r.findings.arch, &floors)?;
        Ok(SectionOutput {
            markdown: render::markdown(rec, r.sampling, &table, &floors, &anomalies, &targets)?,
            data: render::data(rec, &derived, &floors),
            csv: Some(render::csv(rec)?),
            summary: Some(render::summary(rec, r.sampling, &table, &anomalies)?),
        })
    }
}

/// The section's three plots: wall time against numba, the boundary's
/// share per pattern, and the share against the compute per call.
fn plots(rec: &record::Record, derived: &[render::Derived], out_dir: &Path) -> Result<()> {
    let words = |part: &str| render::PLOTS.part(part, &[]);
    let wall = render::bars(rec, derived);
    hbars(
        &out_dir.join("architectures.svg"),
        &render::titled("wall.title", &wall)?,
        &words("wall.x")?,
        &wall,
        false,
    )?;
    let share = render::share_bars(rec, derived);
    hbars(
        &out_dir.join("boundary_by_pattern.svg"),
        &render::titled("share.title", &share)?,
        &words("share.x")?,
        &share,
        true,
    )?;
    loglog_lines(
        &out_dir.join("boundary_share.svg"),
        &words("lines.title")?,
        (words("lines.x")?.as_str(), words("lines.y")?.as_str()),
        &render::share_lines(rec)?,
        &[],
    )
}

/// kernel-safe ÷ numba-njit as each batch row from the Python client reads
/// it: a call's wall time against numba's sweep, paired by round.
fn readings(f: &report::findings::Findings, core: &str) -> Vec<report::findings::Reading> {
    use report::keys::{Pattern, Side, Transport};
    [
        Transport::UNIX,
        Transport::TCP,
        Transport::PIPE,
        Transport::PYO3,
        Transport::CTYPES,
    ]
    .into_iter()
    .filter_map(|tr| {
        let a = f.arch.iter().find(|a| {
            a.key.pattern == Pattern::Batch
                && a.key.transport == tr
                && a.key.client == Side::Python
                && a.key.kernel == kernels::REFERENCE
        })?;
        let share = a.share.map_or("not timed".into(), |s| match 100.0 * s.median {
            p if p < 0.01 => "< 0.01%".to_string(),
            p => format!("{p:.2}%"),
        });
        let how = if tr.in_process() {
            format!("the kernel inside the Python client's process, called through {} (the call {share} of it)", tr.name())
        } else {
            format!(
                "the kernel in one `ipc-engine` process (its layout and heap), called over {} (the boundary {share} of the call)",
                tr.name()
            )
        };
        report::findings::Reading::paired(
            "architectures",
            format!("batch, {}", tr.name()),
            how,
            &a.wall_runs,
            &f.numba_m2_runs,
            core.to_string(),
        )
    })
    .collect()
}
