//! The O(1)-per-bar kernels' gate on every dataset issue 17 names — `paper`,
//! `chacha` at three seeds, a million bars, the hostile series — with the
//! worst disagreement of their lines with kernel-safe's next to the band
//! that decides near-ties with kernel-safe's own values. Not timed: this is
//! what the `sliding` rows elsewhere rest on. The prose is in
//! `templates/sliding*.md`.

use anyhow::Result;
use kernel_spec::dataset::chacha_gbm;
use kernel_spec::gate::{Mode, PNL_TOLERANCE, compare};
use kernel_spec::{Params, Sweep, paper_grid};
use kernels::kernel_by_name;
use report::template::{self, slot};
use report::{Context, Recorded, Render, SectionOutput, progress};
use serde::{Deserialize, Serialize};
use serde_json::json;

pub struct SlidingGate;

/// The kernels gated here: every O(1)-per-bar kernel of the `kernels`
/// table, and the `par-` form of those the report times on threads (on
/// every core this machine has).
fn gated_kernels() -> Vec<String> {
    let sliding = || {
        kernels::KERNELS
            .iter()
            .filter(|e| e.work == kernels::Work::WmaBars)
    };
    sliding()
        .map(|e| e.name.to_string())
        .chain(
            sliding()
                .filter(|e| e.par_rows != kernels::ParRows::None)
                .map(|e| format!("par-{}", e.name)),
        )
        .collect()
}

#[derive(Serialize, Deserialize)]
pub struct Record {
    pub datasets: Vec<DatasetRow>,
}

#[derive(Serialize, Deserialize)]
pub struct DatasetRow {
    pub name: String,
    pub bars: usize,
    pub combos: usize,
    pub kernels: Vec<KernelGate>,
    /// The scalar recurrence's lines against kernel-safe's (the SIMD path
    /// is bit-identical to it: `cargo test`).
    pub worst_relative: f64,
    pub nan_mismatches: usize,
    pub near_ties: usize,
    pub line_bars: usize,
}

/// The worst line error over every dataset against the tie band (pure).
fn margin(rec: &Record) -> Result<String> {
    let worst = rec
        .datasets
        .iter()
        .max_by(|a, b| a.worst_relative.total_cmp(&b.worst_relative));
    let Some(w) = worst else {
        return Ok("No dataset was measured.".into());
    };
    let mismatched: usize = rec.datasets.iter().map(|r| r.nan_mismatches).sum();
    let factor = kernel_sliding::TIE_BAND / w.worst_relative;
    let verdict = if factor >= 10.0 {
        format!(
            "{factor:.0}× inside the band: every bar outside it is decided the way kernel-safe decides it"
        )
    } else {
        format!(
            "only {factor:.1}× inside the band — too close for the band to be trusted as a margin"
        )
    };
    template::fill(
        include_str!("../templates/sliding_margin.md"),
        &[
            slot("worst", format!("{:.1e}", w.worst_relative)),
            slot("dataset", &w.name),
            slot("verdict", verdict),
            slot("nan_mismatches", mismatched),
        ],
    )
}

/// The gate over every dataset in one line, and the margin (pure).
fn key_line(rec: &Record) -> Result<String> {
    let gates: Vec<&KernelGate> = rec.datasets.iter().flat_map(|r| &r.kernels).collect();
    template::fill(
        include_str!("../templates/sliding_summary.md"),
        &[
            slot("passed", gates.iter().filter(|g| g.passed).count()),
            slot("gates", gates.len()),
            slot("datasets", rec.datasets.len()),
            slot("margin", margin(rec)?),
        ],
    )
}

#[derive(Serialize, Deserialize)]
pub struct KernelGate {
    pub kernel: String,
    pub passed: bool,
    pub failed: usize,
    pub bit_identical: usize,
    pub max_abs_dpnl: f64,
}

/// Every dataset of issue 17: (name, close, params).
fn datasets(paper: &[f64]) -> Vec<(String, Vec<f64>, Vec<Params>)> {
    let grid = paper_grid();
    let mut v = vec![("paper".to_string(), paper.to_vec(), grid.clone())];
    for seed in [11, 12, 13] {
        v.push((
            format!("chacha:{seed},150000"),
            chacha_gbm(seed, 150_000, 0.0008),
            grid.clone(),
        ));
    }
    v.push((
        "chacha:14,1000000 (every 10th row)".into(),
        chacha_gbm(14, 1_000_000, 0.0008),
        grid.iter().step_by(10).copied().collect(),
    ));
    for case in kernel_spec::vectors::hostile_cases() {
        v.push((format!("hostile: {}", case.name), case.close, case.params));
    }
    v
}

/// One row per dataset: each kernel's gate, the worst line difference and
/// the bars the tie band hands to kernel-safe's values.
fn gate_table(rec: &Record) -> String {
    let mut table = String::from(
        "| dataset | bars | combos | gate: sliding · sliding-simd · par-sliding-simd (bit-identical pnl / combos) | worst relative Δ line | NaN mismatches | bars decided by kernel-safe's values |\n\
         |---|---:|---:|---|---:|---:|---:|\n",
    );
    for r in &rec.datasets {
        let gates: Vec<String> = r
            .kernels
            .iter()
            .map(|g| {
                format!(
                    "{} {}/{}",
                    if g.passed { "pass" } else { "**FAIL**" },
                    g.bit_identical,
                    r.combos
                )
            })
            .collect();
        table.push_str(&format!(
            "| {} | {} | {} | {} | {:.1e} | {} | {} ({:.4}%) |\n",
            r.name,
            r.bars,
            r.combos,
            gates.join(" · "),
            r.worst_relative,
            r.nan_mismatches,
            r.near_ties,
            100.0 * r.near_ties as f64 / r.line_bars.max(1) as f64,
        ));
    }
    table
}

impl Recorded for SlidingGate {
    type Record = Record;

    fn id(&self) -> &'static str {
        "sliding"
    }

    fn expected_seconds(&self) -> f64 {
        40.0
    }

    fn measure(&self, ctx: &mut Context) -> Result<Record> {
        let kernels = gated_kernels()
            .iter()
            .map(|k| kernel_by_name(k, None).map_err(anyhow::Error::msg))
            .collect::<Result<Vec<_>>>()?;
        let mut rows = Vec::new();
        for (name, close, params) in datasets(&ctx.paper.dataset.close) {
            progress(&format!(
                "sliding kernels: gate and line accuracy on {name}"
            ));
            let s = Sweep::new(&close, &params)?;
            let want = kernel_safe::sweep(&s);
            let gates = kernels
                .iter()
                .map(|k| {
                    let g = compare(&want, &k.sweep(&s), Mode::Abs(PNL_TOLERANCE));
                    KernelGate {
                        kernel: k.name().to_string(),
                        passed: g.passed(),
                        failed: g.failed,
                        bit_identical: g.bit_identical,
                        max_abs_dpnl: g.max_abs_dpnl,
                    }
                })
                .collect::<Vec<_>>();
            let acc = kernel_sliding::accuracy(&s);
            rows.push(DatasetRow {
                name,
                bars: close.len(),
                combos: params.len(),
                kernels: gates,
                worst_relative: acc.worst_relative,
                nan_mismatches: acc.nan_mismatches,
                near_ties: acc.near_ties,
                line_bars: acc.bars,
            });
        }
        let failed: Vec<String> = rows
            .iter()
            .flat_map(|r| {
                r.kernels
                    .iter()
                    .filter(|g| !g.passed)
                    .map(move |g| format!("{} on {}", g.kernel, r.name))
            })
            .collect();
        anyhow::ensure!(failed.is_empty(), "the gate failed: {}", failed.join(", "));
        Ok(Record { datasets: rows })
    }

    fn render(&self, rec: &Record, _r: &mut Render) -> Result<SectionOutput> {
        let markdown = template::fill(
            include_str!("../templates/sliding.md"),
            &[
                slot("tolerance", format!("{PNL_TOLERANCE:e}")),
                slot("band", format!("{:e}", kernel_sliding::TIE_BAND)),
                slot("anchor_every", kernel_sliding::wma::ANCHOR_EVERY),
                slot("margin", margin(rec)?),
                slot("table", gate_table(rec)),
            ],
        )?;
        Ok(SectionOutput {
            markdown,
            data: json!({"datasets": rec.datasets.iter().map(|r| json!({
                "name": r.name, "bars": r.bars, "combos": r.combos,
                "worst_relative": r.worst_relative, "nan_mismatches": r.nan_mismatches,
                "near_ties": r.near_ties, "line_bars": r.line_bars,
                "gates": r.kernels.iter().map(|g| json!({"kernel": g.kernel, "passed": g.passed,
                    "failed": g.failed, "bit_identical": g.bit_identical, "max_abs_dpnl": g.max_abs_dpnl})).collect::<Vec<_>>(),
            })).collect::<Vec<_>>()}),
            csv: None,
            summary: Some(key_line(rec)?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(name: &str, worst: f64) -> DatasetRow {
        DatasetRow {
            name: name.into(),
            bars: 10,
            combos: 1,
            kernels: Vec::new(),
            worst_relative: worst,
            nan_mismatches: 0,
            near_ties: 0,
            line_bars: 10,
        }
    }

    #[test]
    fn the_margin_names_the_worst_dataset_and_judges_it() {
        let rec = Record {
            datasets: vec![row("paper", 1e-15), row("spike", 4e-11)],
        };
        let m = margin(&rec).unwrap();
        assert!(
            m.contains("4.0e-11 (spike)") && m.contains("25× inside the band"),
            "{m}"
        );
        let close = Record {
            datasets: vec![row("bad", 5e-10)],
        };
        let m = margin(&close).unwrap();
        assert!(m.contains("too close"), "{m}");
        let m = margin(&Record { datasets: vec![] }).unwrap();
        assert!(m.contains("No dataset"), "{m}");
    }
}
