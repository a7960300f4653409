//! "Study vs this machine": every figure the study published
//! (docs/study.md#published-figures) beside what this run
//! measured (`table`), and one verdict per headline claim (`claims`) —
//! derived only from the other sections' findings; the study's figures
//! live in `report::study_figures`, the prose in `templates/study*.md`.

mod claims;
mod table;

use anyhow::Result;
use report::template::{self, slot};
use report::{Context, Recorded, Render, SectionOutput};
use serde::{Deserialize, Serialize};
use serde_json::json;

pub struct Study;

/// Derived only: the record is the sweep's shape.
#[derive(Serialize, Deserialize)]
pub struct Record {
    pub combos: usize,
}

impl Recorded for Study {
    type Record = Record;

    fn id(&self) -> &'static str {
        "study"
    }

    fn title(&self) -> &'static str {
        include_str!("../../templates/study_title.md").trim_ascii_end()
    }

    fn needs(&self) -> &'static [&'static str] {
        &[
            "in_process",
            "architectures",
            "echo",
            "serialization",
            "per_bar",
        ]
    }

    fn expected_seconds(&self) -> f64 {
        0.0
    }

    fn measure(&self, ctx: &mut Context) -> Result<Record> {
        Ok(Record {
            combos: ctx.paper.params.len(),
        })
    }

    fn render(&self, rec: &Record, r: &mut Render) -> Result<SectionOutput> {
        let table = table::table(&r.findings, rec.combos)?;
        let claims = claims::claims(&r.findings)?;
        let claim_lines: String = claims
            .iter()
            .map(claims::Claim::markdown)
            .collect::<Result<_>>()?;
        let claim_rows = claims
            .iter()
            .map(|c| Ok(json!({"claim": c.claim, "outcome": c.outcome.word()?, "why": c.why})))
            .collect::<Result<Vec<_>>>()?;
        let markdown = template::fill(
            include_str!("../../templates/study.md"),
            &[
                slot("claims", &claim_lines),
                slot("table", table.markdown()?),
            ],
        )?;
        let summary = template::fill(
            include_str!("../../templates/study_summary.md"),
            &[slot("claims", &claim_lines)],
        )?;
        Ok(SectionOutput {
            markdown,
            data: json!({
                "rows": table.0,
                "claims": claim_rows,
            }),
            csv: None,
            summary: Some(summary),
        })
    }
}
