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

use super::plot::{hbars, loglog_lines};
use super::{Context, Recorded, Render, SectionOutput};
use anyhow::Result;

pub struct Architectures;

impl Recorded for Architectures {
    type Record = record::Record;

    fn id(&self) -> &'static str {
        "architectures"
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
        hbars(
            &r.out_dir.join("architectures.svg"),
            "The paper sweep behind a boundary (× in-process numba M2; blue: Python client, orange: Rust client)",
            "× in-process numba M2 wall time (median, min–max whisker)",
            &render::bars(rec, &derived),
            false,
        )?;
        hbars(
            &r.out_dir.join("boundary_by_pattern.svg"),
            "The boundary's share of each call, per pattern and transport (blue: Python client, orange: Rust client)",
            "boundary share of the call, % (log axis; median, min–max whisker)",
            &render::share_bars(rec, &derived),
            true,
        )?;
        loglog_lines(
            &r.out_dir.join("boundary_share.svg"),
            "Boundary share of one batch call vs the compute it carries",
            (
                "engine kernel time per call, ms",
                "boundary share of the call, %",
            ),
            &render::share_lines(rec),
            &[],
        )?;
        let table = render::table(rec, &derived);
        let targets = render::targets(rec, &derived, &floors);
        let markdown = render::markdown(
            rec,
            r.sampling,
            &table,
            &render::floor_table(&floors),
            &targets,
        );
        Ok(SectionOutput {
            markdown,
            data: render::data(rec, &derived, &floors),
            csv: Some(render::csv(rec)?),
            summary: Some(format!(
                "**Architectures** ({})\n\n{table}{}",
                r.sampling.short(),
                render::not_measured(rec)
            )),
        })
    }
}
