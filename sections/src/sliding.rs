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
use report::template::{self, Prose, slot};

/// The gate table's header and cells, and the margin's verdicts.
const WORDS: Prose = Prose {
    file: "sliding_words.md",
    text: include_str!("../templates/sliding_words.md"),
};
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
    /// The scalar recurrence's lines against kernel-safe's (`sliding`;
    /// the tiled kernel's gaps are `tiled_worst_of_bound`).
    pub worst_relative: f64,
    /// The worst line error as a fraction of its rigorous bound (≤ 1, or the
    /// bound is wrong); absent in records of the compensated kernel, which
    /// had a fixed band instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub worst_of_bound: Option<f64>,
    pub nan_mismatches: usize,
    pub near_ties: usize,
    pub line_bars: usize,
    /// Anchor periods of the sweep's grid, and how many a jump in the
    /// close's magnitude cut short (absent in older records).
    #[serde(default)]
    pub periods: usize,
    #[serde(default)]
    pub cut_periods: usize,
    /// `sliding-simd`'s gaps (HMA3 − HMA, as its tiles compute them)
    /// against kernel-safe's, as a fraction of the gap's bound (≤ 1, or the
    /// bound is wrong); absent where the windows do not fit a tile, and in
    /// records made before it was measured.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiled_worst_of_bound: Option<f64>,
    /// Bars where the tiled gap's NaN and kernel-safe's disagree.
    #[serde(default)]
    pub tiled_nan_mismatches: usize,
}

/// The relative band inside which the compensated kernel (records without
/// `worst_of_bound`) decided bars with kernel-safe's values.
const COMPENSATED_TIE_BAND: f64 = 1e-9;

/// The worst error over every dataset against its bound — a `sliding`
/// line's or a `sliding-simd` gap's — or, for a record of the compensated
/// kernel, a line's against its fixed band (pure).
fn margin(rec: &Record) -> Result<String> {
    let mismatched: usize = rec
        .datasets
        .iter()
        .map(|r| r.nan_mismatches + r.tiled_nan_mismatches)
        .sum();
    let bounded = rec
        .datasets
        .iter()
        .flat_map(|r| {
            [
                r.worst_of_bound.map(|w| (w, r, "what.sliding")),
                r.tiled_worst_of_bound.map(|w| (w, r, "what.simd")),
            ]
        })
        .flatten()
        .max_by(|a, b| a.0.total_cmp(&b.0));
    if let Some((of_bound, w, what)) = bounded {
        let verdict = if of_bound <= 1.0 {
            WORDS.part(
                "held",
                &[slot("percent", format!("{:.1}", 100.0 * of_bound))],
            )?
        } else {
            WORDS.part("wrong", &[slot("times", format!("{of_bound:.2}"))])?
        };
        return template::fill(
            include_str!("../templates/sliding_margin.md"),
            &[
                slot("what", WORDS.part(what, &[])?),
                slot("worst", format!("{of_bound:.2e}")),
                slot("of", WORDS.part("of.bound", &[])?),
                slot("dataset", &w.name),
                slot("verdict", verdict),
                slot("nan_mismatches", mismatched),
            ],
        );
    }
    let worst = rec
        .datasets
        .iter()
        .max_by(|a, b| a.worst_relative.total_cmp(&b.worst_relative));
    let Some(w) = worst else {
        return WORDS.part("none", &[]);
    };
    let factor = COMPENSATED_TIE_BAND / w.worst_relative;
    let verdict = if factor >= 10.0 {
        WORDS.part(
            "inside",
            &[
                slot("factor", format!("{factor:.0}")),
                slot("band", format!("{COMPENSATED_TIE_BAND:e}")),
            ],
        )?
    } else {
        WORDS.part("close", &[slot("factor", format!("{factor:.1}"))])?
    };
    template::fill(
        include_str!("../templates/sliding_margin.md"),
        &[
            slot("what", WORDS.part("what.line", &[])?),
            slot("worst", format!("{:.1e}", w.worst_relative)),
            slot("of", WORDS.part("of.relative", &[])?),
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
/// the bars handed to kernel-safe's values.
fn gate_table(rec: &Record) -> Result<String> {
    let mut table = WORDS.main(&[])? + "\n";
    let (pass, fail) = (WORDS.part("gate.pass", &[])?, WORDS.part("gate.fail", &[])?);
    for r in &rec.datasets {
        let gates: Vec<String> = r
            .kernels
            .iter()
            .map(|g| {
                format!(
                    "{} {}/{}",
                    if g.passed { &pass } else { &fail },
                    g.bit_identical,
                    r.combos
                )
            })
            .collect();
        let of_bound = |w: Option<f64>| w.map_or("—".to_string(), |w| format!("{w:.2e}"));
        let periods = if r.periods == 0 {
            "—".to_string()
        } else {
            format!("{} ({})", r.periods, r.cut_periods)
        };
        table.push_str(&format!(
            "| {} | {} | {} | {} | {:.1e} | {} | {} | {} | {} | {} ({:.4}%) |\n",
            r.name,
            r.bars,
            r.combos,
            gates.join(" · "),
            r.worst_relative,
            of_bound(r.worst_of_bound),
            of_bound(r.tiled_worst_of_bound),
            periods,
            r.nan_mismatches + r.tiled_nan_mismatches,
            r.near_ties,
            100.0 * r.near_ties as f64 / r.line_bars.max(1) as f64,
        ));
    }
    Ok(table)
}

impl Recorded for SlidingGate {
    type Record = Record;

    fn id(&self) -> &'static str {
        "sliding"
    }

    fn title(&self) -> &'static str {
        include_str!("../templates/sliding_title.md").trim_ascii_end()
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
                worst_of_bound: Some(acc.worst_of_bound),
                nan_mismatches: acc.nan_mismatches,
                near_ties: acc.near_ties,
                line_bars: acc.bars,
                periods: acc.periods,
                cut_periods: acc.cut_periods,
                tiled_worst_of_bound: acc.tiled_worst_of_bound,
                tiled_nan_mismatches: acc.tiled_nan_mismatches,
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
        let outside: Vec<String> = rows
            .iter()
            .filter(|r| {
                let outside = |w: Option<f64>| w.is_some_and(|w| w > 1.0);
                outside(r.worst_of_bound)
                    || outside(r.tiled_worst_of_bound)
                    || r.nan_mismatches + r.tiled_nan_mismatches > 0
            })
            .map(|r| r.name.clone())
            .collect();
        anyhow::ensure!(
            outside.is_empty(),
            "a line or a tiled gap left its error bound (or its NaN positions differ) on {}",
            outside.join(", ")
        );
        Ok(Record { datasets: rows })
    }

    fn render(&self, rec: &Record, _r: &mut Render) -> Result<SectionOutput> {
        let markdown = template::fill(
            include_str!("../templates/sliding.md"),
            &[
                slot("tolerance", format!("{PNL_TOLERANCE:e}")),
                slot("anchor_every", kernel_sliding::wma::ANCHOR_EVERY),
                slot("margin", margin(rec)?),
                slot("table", gate_table(rec)?),
            ],
        )?;
        Ok(SectionOutput {
            markdown,
            data: json!({"datasets": rec.datasets.iter().map(|r| json!({
                "name": r.name, "bars": r.bars, "combos": r.combos,
                "worst_relative": r.worst_relative, "worst_of_bound": r.worst_of_bound,
                "nan_mismatches": r.nan_mismatches,
                "tiled_worst_of_bound": r.tiled_worst_of_bound,
                "tiled_nan_mismatches": r.tiled_nan_mismatches,
                "near_ties": r.near_ties, "line_bars": r.line_bars,
                "periods": r.periods, "cut_periods": r.cut_periods,
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

    fn row(name: &str, worst: f64, of_bound: Option<f64>) -> DatasetRow {
        DatasetRow {
            name: name.into(),
            bars: 10,
            combos: 1,
            kernels: Vec::new(),
            worst_relative: worst,
            worst_of_bound: of_bound,
            nan_mismatches: 0,
            near_ties: 0,
            line_bars: 10,
            periods: 1,
            cut_periods: 0,
            tiled_worst_of_bound: None,
            tiled_nan_mismatches: 0,
        }
    }

    #[test]
    fn the_margin_names_the_worst_dataset_and_judges_it() {
        let rec = Record {
            datasets: vec![
                row("paper", 1e-15, Some(0.01)),
                row("spike", 4e-11, Some(0.25)),
            ],
        };
        let m = margin(&rec).unwrap();
        assert!(
            m.contains("(a `sliding` line) is 2.50e-1 of the bound (spike)")
                && m.contains("25.0% of its bound"),
            "{m}"
        );
        // A tiled gap further from kernel-safe's, relative to its bound,
        // is the worst; its NaN mismatches count.
        let mut gap = row("walk", 1e-15, Some(0.01));
        gap.tiled_worst_of_bound = Some(0.5);
        gap.tiled_nan_mismatches = 2;
        let rec = Record {
            datasets: vec![row("spike", 4e-11, Some(0.25)), gap],
        };
        let m = margin(&rec).unwrap();
        assert!(
            m.contains("(a `sliding-simd` gap) is 5.00e-1 of the bound (walk)")
                && m.contains("differ at 2 bars"),
            "{m}"
        );
        let mut wrong_gap = row("bad gap", 1e-15, Some(0.01));
        wrong_gap.tiled_worst_of_bound = Some(1.2);
        let m = margin(&Record {
            datasets: vec![wrong_gap],
        })
        .unwrap();
        assert!(m.contains("the bound is wrong"), "{m}");
        let wrong = Record {
            datasets: vec![row("bad", 5e-10, Some(1.5))],
        };
        let m = margin(&wrong).unwrap();
        assert!(m.contains("the bound is wrong"), "{m}");
        let m = margin(&Record { datasets: vec![] }).unwrap();
        assert!(m.contains("No dataset"), "{m}");
    }

    #[test]
    fn a_compensated_record_is_judged_against_its_band() {
        let rec = Record {
            datasets: vec![row("paper", 1e-15, None), row("spike", 4e-11, None)],
        };
        let m = margin(&rec).unwrap();
        assert!(
            m.contains("4.0e-11 relative (spike)") && m.contains("25× inside"),
            "{m}"
        );
        let close = Record {
            datasets: vec![row("bad", 5e-10, None)],
        };
        assert!(margin(&close).unwrap().contains("too close"));
    }

    #[test]
    fn every_part_of_the_words_is_reached() {
        report::template::FILLED.with(|f| f.borrow_mut().clear());
        let gate = |passed| KernelGate {
            kernel: "sliding".into(),
            passed,
            failed: usize::from(!passed),
            bit_identical: usize::from(passed),
            max_abs_dpnl: 0.0,
        };
        let mut r = row("paper", 1e-15, Some(0.01));
        r.kernels = vec![gate(true), gate(false)];
        let t = gate_table(&Record { datasets: vec![r] }).unwrap();
        assert!(t.contains("| pass 1/1 · **FAIL** 0/1 |"), "{t}");
        let mut gap = row("walk", 1e-15, None);
        gap.tiled_worst_of_bound = Some(0.5);
        for rec in [
            Record {
                datasets: vec![row("a", 1e-15, Some(0.25))],
            },
            Record {
                datasets: vec![gap],
            },
            Record {
                datasets: vec![row("b", 5e-10, Some(1.5))],
            },
            Record { datasets: vec![] },
            Record {
                datasets: vec![row("c", 4e-11, None)],
            },
            Record {
                datasets: vec![row("d", 5e-10, None)],
            },
        ] {
            margin(&rec).unwrap();
        }
        assert_eq!(WORDS.unfilled(), Vec::<&str>::new());
    }
}
