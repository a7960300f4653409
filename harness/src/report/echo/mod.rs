//! The echo curve: round-trip time against payload size for every transport
//! and client (and with no boundary, in process), fitted to the study's
//! model. `measure` fills a typed [`record::Record`]; `render` writes every
//! table, plot and finding from that record alone.

mod measure;
pub mod record;
mod render;

use super::{Context, Recorded, Render, SectionOutput};
use anyhow::Result;

pub struct Echo;

impl Recorded for Echo {
    type Record = record::Record;

    fn id(&self) -> &'static str {
        "echo"
    }

    fn expected_seconds(&self) -> f64 {
        70.0
    }

    fn measure(&self, ctx: &mut Context) -> Result<record::Record> {
        measure::measure(ctx)
    }

    fn render(&self, rec: &record::Record, r: &mut Render) -> Result<SectionOutput> {
        let fitted = render::fits(rec);
        r.findings.echo = fitted.iter().map(|f| f.fit.clone()).collect();
        let per_placement = render::per_placement(rec, &fitted, &r.out_dir)?;
        let markdown = render::markdown(
            rec,
            &per_placement,
            &render::fit_table(rec, &fitted),
            &render::targets(rec),
        );
        Ok(SectionOutput {
            markdown,
            data: render::data(rec, &fitted),
            csv: Some(render::csv(rec)?),
            summary: None,
        })
    }
}
