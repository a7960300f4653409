//! Per-bar calls, for real: one combo streamed bar by bar through
//! `STREAM_BAR` (150,000 calls) over each transport and from each client,
//! through the in-process library from Python, beside the same streaming
//! kernel in this process. The study estimated 150,000 × 14 µs ≈ 2.1 s and
//! stopped there. Then the same combo paced at fixed arrival rates
//! (`rate`, issue 58): latency percentiles from each bar's intended send
//! time, CPU per bar on each side, the cache-line floor and which transport
//! to pick (`rate_render`, `choice`); a record from before the paced rows names other
//! cores' choices, each from its own record (`other_cores`). `measure` fills
//! a [`record::Record`]; `render` writes from it.

mod cell_text;
mod choice;
mod measure;
mod other_cores;
mod rate;
mod rate_render;
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
        let mut markdown = render::markdown(rec, r.sampling, &table, &targets)?;
        let mut data = render::data(rec);
        if let Some(rate) = &rec.rate {
            markdown.push_str(&rate_render::markdown(rate)?);
            data["rate"] = rate_render::data(rate);
            r.findings.per_bar_choice = choice::first_screen(rate, "")?;
        } else {
            // No paced rows here: the repository's records of other cores,
            // and those an `--out` directory kept.
            let reports = ::measure::paths::repo_root().join("reports");
            let kept = reports.join("records");
            let here = r.out_dir.join("records");
            let others = other_cores::latest(&[&kept, &here], &reports.join("cores"));
            let here = report::run_record::core_name(&r.env);
            markdown.push_str(&other_cores::markdown(&others, &here)?);
            r.findings.per_bar_choice = other_cores::choice(&others, &here)?;
        }
        Ok(SectionOutput {
            markdown,
            data,
            csv: Some(render::csv(rec)?),
            summary: Some(render::summary(&table)?),
        })
    }
}
