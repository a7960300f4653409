//! "Study vs this machine": every figure of SPEC §7 beside what this run
//! measured (`table`), and one verdict per headline claim (`verdicts`) —
//! derived only from the other sections' findings; the study's figures
//! live in `report::study_figures`.

mod table;
mod verdicts;

use anyhow::Result;
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
        let table = table::table(&r.findings, rec.combos);
        let claims = verdicts::claims(&r.findings);
        let claim_lines: String = claims.iter().map(verdicts::Claim::markdown).collect();
        let table_md = table.markdown();
        let markdown = format!(
            "## Study vs this machine\n\n\
             ### The study's headline claims, checked\n\n\
             Each claim is checked on the same quantity measured the same way: ratios to this \
             machine's own in-process numba where absolute times cannot carry across machines \
             (an M2 Max against a 2-vCPU VM), wall-time differences paired by round where the \
             study used wall-time differences, and the study's placement (unpinned) where it \
             matters. The rule that decides each verdict is in its line.\n\n{claim_lines}\n\
             ### Every published figure\n\n\
             The architectures as ratios to in-process numba measured in the same run, and the \
             boundary figures with the placement they were measured in. The study's estimates \
             are now measurements.\n\n{table_md}"
        );
        Ok(SectionOutput {
            markdown,
            data: json!({
                "rows": table.0,
                "claims": claims.iter().map(|c| json!({"claim": c.claim, "outcome": c.outcome.word(), "why": c.why})).collect::<Vec<_>>(),
            }),
            csv: None,
            summary: Some(format!(
                "**Study vs this machine**: the headline claims (every published figure beside this machine's in \
                 [reports/study.md](reports/study.md))\n\n{claim_lines}"
            )),
        })
    }
}
