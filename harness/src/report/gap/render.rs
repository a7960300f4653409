//! Rendering the gap record: the waterfall and its verdict, every knob
//! ranked with its evidence, the drift note and the M2 section.

use super::attribution::{Share, attribute};
use super::{ICOUNT_BARS, KERNEL_SAFE, Record, RowId, VariantRecord};
use crate::measure::numba::Rung;
use crate::measure::sampling::{Sampling, ratio_interval};
use crate::measure::servers::Build;
use crate::measure::stats::summarize;
use crate::report::findings::{Engine, Findings};
use crate::report::record::{TimedRow, ratio_cell};
use crate::report::{Render, SectionOutput};
use anyhow::{Context as _, Result};
use serde_json::{Value, json};
use std::fmt::Write as _;

/// The waterfall: each step removes one more *difference* between numba's
/// code and kernel-safe's, from kernel-safe towards numba. Costs both share
/// (one allocation and a NaN pre-fill per pass: numba's `np.full` does the
/// same) are not steps; their knobs are in the single-cause table.
const STEPS: &[(RowId, &str)] = &[
    (KERNEL_SAFE, "start: the line-by-line port"),
    (
        RowId::new(Build::Default, "knob-hoist"),
        "bounds check taken out of the inner loop (numba's `@njit` has none)",
    ),
    (
        RowId::new(Build::Native, "knob-hoist"),
        "compiled for this CPU (numba's host target)",
    ),
];

fn ci_cell(ci: Option<(f64, f64)>) -> String {
    ci.map_or_else(|| "n/a".into(), |(lo, hi)| format!("{lo:.3}–{hi:.3}"))
}

fn dump_link(dump: Option<&str>) -> String {
    dump.map_or_else(|| "no dump".into(), |d| format!("[asm](../asm/{d})"))
}

/// How far numba M2 and kernel-safe moved between the in-process section and
/// this one of the same run: a residual smaller than that drift is not a
/// cause. Empty when the in-process section did not run.
fn drift_note(findings: &Findings, numba: &TimedRow, safe: &TimedRow, gap: f64) -> String {
    let find = |engine: Engine| {
        findings
            .in_process_of(&engine)
            .map(|r| (r.time.median, r.vs_numba.median))
    };
    let (Some((numba_before, _)), Some((safe_before, gap_before))) =
        (find(Engine::Numba(Rung::M2)), find(Engine::rust("safe")))
    else {
        return String::new();
    };
    let med = |t: &TimedRow| summarize(&t.seconds).map_or(f64::NAN, |s| s.median);
    let (numba_here, safe_here) = (med(numba), med(safe));
    let pct = |a: f64, b: f64| 100.0 * (b / a - 1.0);
    format!(
        "**Drift within this run.** The in-process section measured numba M2 at {numba_before:.3} s and \
         kernel-safe at {safe_before:.3} s (gap {gap_before:.3}); here they take {numba_here:.3} s ({:+.1}%) \
         and {safe_here:.3} s ({:+.1}%) (gap {gap:.3}). Same code and data; numba runs in the same worker \
         process, kernel-safe in the harness there and in an `ipc-engine` process here — what moves between \
         sections is the machine (a 2-vCPU VM) and each process's state, not the code. \
         A residual no larger than this drift is not evidence of another cause.\n\n",
        pct(numba_before, numba_here),
        pct(safe_before, safe_here),
    )
}

/// Median of the per-round ratios a ÷ b and its 95% bootstrap interval.
fn ratio(a: &TimedRow, b: &TimedRow) -> (f64, Option<(f64, f64)>) {
    ratio_interval(&a.seconds, &b.seconds).map_or((f64::NAN, None), |iv| {
        (iv.ratio.median, (iv.ratio.n >= 2).then_some((iv.lo, iv.hi)))
    })
}

fn median(t: &TimedRow) -> f64 {
    summarize(&t.seconds).map_or(f64::NAN, |s| s.median)
}

fn row(rec: &Record, id: RowId) -> Result<&VariantRecord> {
    rec.variants.iter().find(|v| id.is(v)).with_context(|| {
        format!(
            "the record has no row of kernel {} in the {} build",
            id.kernel,
            id.build.name()
        )
    })
}

/// The waterfall's table, its JSON and the figures the verdict rests on.
struct Waterfall {
    table: String,
    steps: Vec<Value>,
    gap: f64,
    gap_ci: Option<(f64, f64)>,
    residual: f64,
    residual_ci: Option<(f64, f64)>,
    residual_share: f64,
}

fn waterfall(rec: &Record) -> Result<Waterfall> {
    let (numba, safe) = (&rec.numba, &row(rec, KERNEL_SAFE)?.t);
    let (gap, gap_ci) = ratio(safe, numba);
    let mut table = String::from(
        "| step | cause removed | engine after the step | median s | step × (median, 95% CI) | × numba M2 after | share of the gap |\n|---|---|---|--:|--:|--:|--:|\n",
    );
    let mut prev = safe;
    let mut steps = Vec::new();
    for (i, (id, cause)) in STEPS.iter().enumerate() {
        let v = row(rec, *id)?;
        let (t, label) = (&v.t, &v.label);
        let (vs_numba, _) = ratio(t, numba);
        let med = median(t);
        if i == 0 {
            let _ = writeln!(
                table,
                "| 0 | {cause} | {label} | {med:.3} | — | {vs_numba:.3} | — |"
            );
        } else {
            let (step, ci) = ratio(t, prev);
            let share = step.ln() / (1.0 / gap).ln();
            let _ = writeln!(
                table,
                "| {i} | {cause} | {label} | {med:.3} | {step:.3} ({}) | {vs_numba:.3} | {:.0}% |",
                ci_cell(ci),
                100.0 * share
            );
            steps.push(json!({"step": i, "cause": cause, "engine": label, "ratio": step, "ci95": ci, "share_of_gap": share}));
        }
        prev = t;
    }
    let (residual, residual_ci) = ratio(prev, numba);
    let residual_share = residual.ln() / gap.ln();
    let _ = writeln!(
        table,
        "| — | **residual** (last step vs numba M2) | numba M2 | {:.3} | {residual:.3} ({}) | 1.000 | {:.0}% |",
        median(numba),
        ci_cell(residual_ci),
        100.0 * residual_share
    );
    Ok(Waterfall {
        table,
        steps,
        gap,
        gap_ci,
        residual,
        residual_ci,
        residual_share,
    })
}

/// The causes of the Shapley table: bit i of a corner removes cause i.
const CAUSES: [&str; 2] = [
    "the bounds check in the inner loop",
    "baseline x86-64 code instead of this CPU's",
];

/// Every corner of the causes' lattice: the port with causes `mask` removed.
const CORNERS: [RowId; 4] = [
    KERNEL_SAFE,
    RowId::new(Build::Default, "knob-hoist"),
    RowId::new(Build::Native, "safe"),
    RowId::new(Build::Native, "knob-hoist"),
];

/// The order-free attribution over [`CAUSES`], its section and JSON.
fn shapley_section(rec: &Record) -> (String, Value) {
    let corners: Option<Vec<&[f64]>> = CORNERS
        .iter()
        .map(|id| row(rec, *id).ok().map(|v| &v.t.seconds[..]))
        .collect();
    let Some(a) = corners.and_then(|c| attribute(CAUSES.len(), &c, &rec.numba.seconds)) else {
        return (
            "### Order-free attribution (Shapley values)\n\nNot computed: a corner of the lattice was not measured in this run.\n\n".into(),
            Value::Null,
        );
    };
    let pct = |s: &Share| {
        format!(
            "{:.0}% ({:.0}–{:.0}%)",
            100.0 * s.share,
            100.0 * s.lo,
            100.0 * s.hi
        )
    };
    let mut table = String::from("| cause | share of the gap (95% CI) |\n|---|--:|\n");
    for (cause, s) in CAUSES.iter().zip(&a.causes) {
        let _ = writeln!(table, "| {cause} | {} |", pct(s));
    }
    let _ = writeln!(
        table,
        "| **residual** (what no combination of these explains) | {} |",
        pct(&a.residual)
    );
    let corners: Vec<String> = CORNERS
        .iter()
        .filter_map(|id| row(rec, *id).ok().map(|v| v.label.clone()))
        .collect();
    let md = format!(
        "### Order-free attribution (Shapley values)\n\n\
         A waterfall's step sizes depend on the order of its steps. Its two causes have every combination \
         measured in each round ({}), so each cause's share below is its effect averaged over both orders: \
         the Shapley value of the mean log paired ratios, gap {:.3}× over the {} rounds every corner and numba \
         share. Shares and residual add up to 100% exactly; intervals are 95% percentile bootstraps over those \
         rounds, all of one process each — the between-process spread is not in them. The memory pattern is \
         measured only together with the hoist, so it is not a cause of this lattice yet.\n\n{table}\n",
        corners.join(", "),
        a.gap,
        a.rounds
    );
    let share = |s: &Share| json!({"share": s.share, "ci95": [s.lo, s.hi]});
    let data = json!({
        "gap": a.gap,
        "rounds": a.rounds,
        "causes": CAUSES.iter().zip(&a.causes).map(|(c, s)| json!({"cause": c, "share": share(s)})).collect::<Vec<_>>(),
        "residual": share(&a.residual),
    });
    (md, data)
}

/// What the waterfall says, from its figures alone.
fn verdict(w: &Waterfall) -> String {
    let contains_one = |ci: Option<(f64, f64)>| ci.is_some_and(|(lo, hi)| lo <= 1.0 && 1.0 <= hi);
    let assigned = 100.0 * (1.0 - w.residual_share);
    let residual_in_noise = contains_one(w.residual_ci);
    if contains_one(w.gap_ci) {
        format!(
            "The gap itself is within noise on this run (95% CI {}); the causes are still ranked by their measured effect below.",
            ci_cell(w.gap_ci)
        )
    } else if residual_in_noise || w.residual_share.abs() <= 0.10 {
        format!(
            "**{assigned:.0}% of the gap is assigned** to the named steps; the residual ({:.3}×, 95% CI {}) is {}.",
            w.residual,
            ci_cell(w.residual_ci),
            if residual_in_noise {
                "within noise"
            } else {
                "at most 10% of the gap (log scale)"
            }
        )
    } else if w.residual < 1.0 {
        format!(
            "The steps overshoot: after them Rust is {:.0}% faster than numba (95% CI {}), so the named causes account for more than the gap ({assigned:.0}%).",
            100.0 * (1.0 - w.residual),
            ci_cell(w.residual_ci)
        )
    } else {
        format!(
            "Only {assigned:.0}% of the gap is assigned to the named steps; the residual {:.3}× (95% CI {}) is not explained by these knobs.",
            w.residual,
            ci_cell(w.residual_ci)
        )
    }
}

/// Every knob alone, ranked by its effect on kernel-safe; and the CSV.
fn ranking(rec: &Record) -> Result<(String, String)> {
    let (numba, safe) = (&rec.numba, &row(rec, KERNEL_SAFE)?.t);
    let clock = rec.clock_hz.unwrap_or(f64::NAN);
    let mut ranked: Vec<&VariantRecord> = rec.variants.iter().collect();
    ranked.sort_by(|a, b| ratio(&a.t, safe).0.total_cmp(&ratio(&b.t, safe).0));
    let mut table = format!(
        "| rank | engine | what it changes vs kernel-safe | runs | median s (min–max) | × kernel-safe (median, 95% CI) | × numba M2 | measured cycles/MAC | callgrind instr/MAC | hot loop: instr/MAC, cmp+br, unroll | llvm-mca cycles/MAC ({}, znver4) |\n|--:|---|---|--:|--:|--:|--:|--:|--:|---|---|\n",
        rec.host_cpu
    );
    let mut csv = csv::Writer::from_writer(Vec::new());
    csv.write_record(["engine", "build", "run", "seconds"])?;
    for (i, e) in ranked.iter().enumerate() {
        let s = summarize(&e.t.seconds).context("no runs")?;
        let (vs_numba, _) = ratio(&e.t, numba);
        let loop_cell = e.hot.as_ref().map_or_else(
            || "—".to_string(),
            |h| {
                format!(
                    "{:.1}, {}, {}× ({})",
                    h.instructions_per_mac,
                    h.cmp_branch,
                    h.unroll,
                    dump_link(e.dump.as_deref())
                )
            },
        );
        let mca_cell = e.mca.map_or_else(
            || "—".into(),
            |(a, b)| match a {
                Some(a) => format!("{a:.2}, {b:.2}"),
                None => format!("—, {b:.2}"),
            },
        );
        let ir_cell = match (&e.instructions_per_mac, &e.no_count) {
            (Some(x), _) => format!("{x:.2}"),
            (None, why) => format!("— ({})", why.as_deref().unwrap_or("not counted")),
        };
        let _ = writeln!(
            table,
            "| {} | {} | {} | {} | {:.3} ({:.3}–{:.3}) | {} | {vs_numba:.3} | {:.2} | {ir_cell} | {loop_cell} | {mca_cell} |",
            i + 1,
            e.label,
            e.change,
            e.t.runs_cell(),
            s.median,
            s.min,
            s.max,
            ratio_cell(&e.t.seconds, &safe.seconds),
            s.median * clock / rec.macs,
        );
        for (k, sec) in e.t.seconds.iter().enumerate() {
            csv.write_record([
                e.label.clone(),
                e.build.clone(),
                (k + 1).to_string(),
                format!("{sec:?}"),
            ])?;
        }
    }
    for (k, sec) in numba.seconds.iter().enumerate() {
        csv.write_record([
            "numba M2".into(),
            "numba".into(),
            (k + 1).to_string(),
            format!("{sec:?}"),
        ])?;
    }
    Ok((table, String::from_utf8(csv.into_inner()?)?))
}

pub fn render(rec: &Record, r: &mut Render) -> Result<SectionOutput> {
    let w = waterfall(rec)?;
    let verdict = verdict(&w);
    let drift = drift_note(&r.findings, &rec.numba, &row(rec, KERNEL_SAFE)?.t, w.gap);
    let (table, csv) = ranking(rec)?;
    let (shapley_md, shapley_data) = shapley_section(rec);
    let drift = format!("{shapley_md}{drift}");
    let markdown = markdown(rec, r.sampling, &w, &verdict, &drift, &table);
    let safe = &row(rec, KERNEL_SAFE)?.t;
    let data = json!({
        "gap": {"ratio": w.gap, "ci95": w.gap_ci},
        "shapley": shapley_data,
        "steps": w.steps,
        "residual": {"ratio": w.residual, "ci95": w.residual_ci, "share_of_gap": w.residual_share},
        "clock_hz": rec.clock_hz,
        "host_cpu": rec.host_cpu,
        "numba_m2_seconds": rec.numba.seconds,
        "variants": rec.variants.iter().map(|e| json!({
            "engine": e.label, "build": e.build, "kernel": e.kernel, "change": e.change,
            "seconds": e.t.seconds, "ratio_to_kernel_safe": ratio(&e.t, safe).0,
            "ratio_to_kernel_safe_ci95": ratio(&e.t, safe).1,
            "instructions_per_mac": e.instructions_per_mac, "dump": e.dump,
            "mca_cycles_per_mac": e.mca,
        })).collect::<Vec<_>>(),
    });
    let summary = format!(
        "**The gap** (numba M2 vs kernel-safe, {}; [reports/gap.md](reports/gap.md)): kernel-safe / numba M2 = {:.3} ({}). {verdict}\n\n{}",
        r.sampling.short(),
        w.gap,
        ci_cell(w.gap_ci),
        w.table
    );
    Ok(SectionOutput {
        markdown,
        data,
        csv: Some(csv),
        summary: Some(summary),
    })
}

/// The rows a default run left to `--full`, as a sentence ("" when every
/// row was measured).
fn not_measured(rec: &Record) -> String {
    let missing: Vec<String> = super::measure::every_row()
        .into_iter()
        .filter(|(b, k, _)| {
            !rec.variants
                .iter()
                .any(|v| v.build == b.name() && &v.kernel == k)
        })
        .map(|(_, _, label)| label)
        .collect();
    if missing.is_empty() {
        return String::new();
    }
    format!(
        "\nNot measured in this run (a default run times the port, the control and the rows the waterfall stands on; \
         `report --full` times these too): {}.\n",
        missing.join(", ")
    )
}

fn markdown(
    rec: &Record,
    sampling: Sampling,
    w: &Waterfall,
    verdict: &str,
    drift: &str,
    table: &str,
) -> String {
    let clock = rec.clock_hz.unwrap_or(f64::NAN);
    let numba_cyc = median(&rec.numba) * clock / rec.macs;
    let mca_note = rec.mca_missing.as_ref().map_or(String::new(), |why| {
        format!("\n> **llvm-mca columns empty in this run:** {why}. Everything measured is unaffected.\n")
    });
    let builds: Vec<String> = [Build::Native, Build::Lto]
        .iter()
        .map(|b| {
            let flags: Vec<String> = b
                .flags()
                .iter()
                .map(|(k, v)| format!("{k}=\"{v}\""))
                .collect();
            format!(
                "`{}`: `{} cargo build --release -p engine --target-dir target/gap-…`",
                b.name(),
                flags.join(" ")
            )
        })
        .collect();
    let latency_note = if numba_cyc < 2.9 {
        format!(
            ", while numba's loop — one dependent add per multiply-add — measures {numba_cyc:.2} cycles per multiply-add here, \
             so this CPU's dependent-add latency is below the model's"
        )
    } else {
        String::new()
    };
    format!(
        "## The gap: numba M2 vs kernel-safe, cause by cause\n\n\
         numba M2 and every Rust row below sweep `paper` ({macs:.0} multiply-adds), interleaved in one run \
         (A B C …, start rotating): {runs}. Rust rows are `ipc-engine` processes timed by the engine's own compute clock \
         (one batch sweep per run, nothing of the socket in the number); numba times itself in its worker. \
         Every row passed the gate bit-exactly against kernel-safe before its first timed run. \
         Ratios are per round, summarised by their median with a 95% percentile-bootstrap interval. \
         Builds: default = the workspace release profile (baseline x86-64, codegen-units 16, no LTO); {builds}. \
         This machine's CPU as LLVM names it: `{host_cpu}`; clock {clock_ghz:.2} GHz (measured), which turns seconds \
         into cycles per multiply-add.\n\n\
         **Measured gap:** kernel-safe / numba M2 = **{gap:.3}** (95% CI {gap_ci}).\n\n\
         ### Waterfall\n\n{waterfall}\n{verdict} Shares are each step's log-ratio over the gap's; \
         steps are cumulative in the order shown (their sizes depend on the order; the single-cause table below has each cause alone).\n\n\
         {drift}\
         ### Every knob alone, ranked by effect\n\n{table}{missing}{mca_note}\n\
         numba M2: median {numba_med:.3} s = {numba_cyc:.2} cycles/MAC. *callgrind instr/MAC*: instructions inside the sweep \
         function on a {ICOUNT_BARS}-bar `chacha` series with the paper grid, divided by its multiply-adds. \
         *hot loop*: the innermost loop with the most floating-point work in the committed dump (`asm/`), per multiply-add. \
         *llvm-mca*: llvm-mca-19's steady-state prediction for that loop. Two caveats of the static model, both visible above: \
         its `{host_cpu}` model does not treat `xorps %xmm2, %xmm2` as breaking the dependency of the SSE `cvtsi2sd` that follows, so \
         baseline-x86-64 loops with that pair get 8–13 cycles (the `znver4` model, and the real CPU, do not chain them); and it puts the \
         scalar FP add at 3 cycles{latency_note}. Read the model's cycles as a ranking, the measured column as the truth.\n\n\
         ### What the machine code shows\n\n{evidence}\n{m2}",
        macs = rec.macs,
        runs = sampling.describe("kernel-safe (kernel-safe's own: to numba M2)"),
        missing = not_measured(rec),
        builds = builds.join("; "),
        host_cpu = rec.host_cpu,
        clock_ghz = clock / 1e9,
        gap = w.gap,
        gap_ci = ci_cell(w.gap_ci),
        waterfall = w.table,
        numba_med = median(&rec.numba),
        evidence = rec.asm_evidence,
        m2 = rec.m2_markdown,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(gap: f64, gap_ci: (f64, f64), residual: f64, residual_ci: (f64, f64)) -> Waterfall {
        Waterfall {
            table: String::new(),
            steps: Vec::new(),
            gap,
            gap_ci: Some(gap_ci),
            residual,
            residual_ci: Some(residual_ci),
            residual_share: residual.ln() / gap.ln(),
        }
    }

    #[test]
    fn the_verdict_follows_the_intervals() {
        let noise = verdict(&w(1.02, (0.98, 1.05), 1.0, (0.99, 1.01)));
        assert!(
            noise.starts_with("The gap itself is within noise"),
            "{noise}"
        );
        let all = verdict(&w(1.30, (1.25, 1.35), 1.005, (0.99, 1.02)));
        assert!(
            all.contains("**98% of the gap is assigned**") && all.contains("within noise"),
            "{all}"
        );
        let over = verdict(&w(1.30, (1.25, 1.35), 0.85, (0.82, 0.88)));
        assert!(
            over.starts_with("The steps overshoot: after them Rust is 15% faster"),
            "{over}"
        );
        let part = verdict(&w(1.44, (1.43, 1.45), 1.087, (1.07, 1.10)));
        assert!(
            part.starts_with("Only 77% of the gap is assigned"),
            "{part}"
        );
    }

    #[test]
    fn a_missing_row_is_an_error_not_a_blank() {
        let rec = Record {
            runs: 1,
            host_cpu: "x86-64".into(),
            clock_hz: None,
            macs: 1.0,
            numba: TimedRow {
                label: "numba M2".into(),
                threads: 1,
                seconds: vec![1.0],
                compute: vec![None],
                handling: vec![None],
                gate: Vec::new(),
                stop: None,
            },
            variants: Vec::new(),
            mca_missing: None,
            asm_evidence: String::new(),
            m2_markdown: String::new(),
        };
        let e = waterfall(&rec).err().unwrap();
        assert!(e.to_string().contains("no row of kernel safe"), "{e}");
    }
}
