//! Per-bar calls, for real: one combo streamed bar by bar through
//! `STREAM_BAR` (150,000 calls) over each transport and from each client,
//! through the in-process library from Python, beside the same streaming
//! kernel in this process. The study estimated 150,000 × 14 µs ≈ 2.1 s and
//! stopped there. `measure` fills a [`record::Record`]; `render` writes
//! from it alone.

mod measure;
pub mod record;
mod render;

use anyhow::Result;
use report::{Context, Recorded, Render, SectionOutput};

pub struct PerBar;

impl Recorded for PerBar {
    type Record = record::Record;

    fn id(&self) -> &'static str {
        "per_bar"
    }

    fn title(&self) -> &'static str {
        "Per bar: the boundary on every bar of a live feed"
    }

    fn budget(&self) -> Option<f64> {
        Some(130.0)
    }

    fn measure(&self, ctx: &mut Context) -> Result<record::Record> {
        measure::measure(ctx)
    }

    fn render(&self, rec: &record::Record, r: &mut Render) -> Result<SectionOutput> {
        let derived = render::derive(rec)?;
        let (base, rows) = render::findings(rec, &derived);
        r.findings.in_process_bar_us = base;
        r.findings.per_bar = rows;
        let table = render::table(rec, &derived);
        let targets = render::targets(rec, &derived)?;
        r.findings.add_targets("per_bar", &targets);
        Ok(SectionOutput {
            markdown: render::markdown(rec, r.sampling, &table, &targets)?,
            data: render::data(rec),
            csv: Some(render::csv(rec)?),
            summary: Some(render::summary(&table)?),
        })
    }
}
