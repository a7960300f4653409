//! In-process table: numba against the Rust kernels on the `paper` sweep.

use super::timing::{Contender, Timed, gate_and_time};
use super::{Context, Section, SectionOutput};
use crate::numba::Rung;
use crate::stats::{Summary, paired_ratios, summarize};
use anyhow::{Context as _, Result};
use kernel_spec::gate::Mode;
use kernel_spec::sweep_macs;
use serde_json::json;

pub struct InProcess;

impl Section for InProcess {
    fn id(&self) -> &'static str {
        "in_process"
    }

    fn run(&self, ctx: &mut Context) -> Result<SectionOutput> {
        let contenders = vec![
            Contender::Numba(Rung::M2),
            Contender::Numba(Rung::M3),
            Contender::Rust(Box::new(kernel_safe::Safe)),
        ];
        let timed = gate_and_time(ctx, &contenders)?;
        let macs = sweep_macs(ctx.paper.dataset.close.len(), &ctx.paper.params) as f64;
        let combos = ctx.paper.params.len() as f64;
        let baseline = &timed[0].seconds;

        let mut rows = Vec::new();
        for t in &timed {
            let s = summarize(&t.seconds).context("no timings")?;
            let r = summarize(&paired_ratios(&t.seconds, baseline)).context("no ratios")?;
            rows.push((t, s, r));
        }

        let mut table = String::from(
            "| engine | gate | median s | min–max s | ratio to numba M2 (median, min–max of paired runs) | µs per combo | G multiply-adds/s |\n|---|---|---:|---:|---:|---:|---:|\n",
        );
        let mut csv = String::from("engine,run,seconds\n");
        for (t, s, r) in &rows {
            table.push_str(&format!(
                "| {} | {} | {:.3} | {:.3}–{:.3} | {:.3}× ({:.3}–{:.3}) | {:.0} | {:.2} |\n",
                t.label,
                gate_cell(t),
                s.median,
                s.min,
                s.max,
                r.median,
                r.min,
                r.max,
                s.median / combos * 1e6,
                macs / s.median / 1e9,
            ));
            for (i, sec) in t.seconds.iter().enumerate() {
                csv.push_str(&format!("{},{},{sec:?}\n", t.label, i + 1));
            }
        }

        let compile: Vec<String> = ctx
            .numba_compile
            .iter()
            .map(|(r, d)| format!("{} {:.2} s", r.label(), d.as_secs_f64()))
            .collect();
        let markdown = format!(
            "## In-process sweep: numba vs Rust\n\n\
             The study's 80-combo sweep over `paper` (150,000 bars, {macs:.0} multiply-adds), \
             {runs} interleaved runs per engine. numba times itself inside its warm worker \
             (JIT compilation excluded: {compile}); Rust is timed in this process. \
             Ratios are per run (engine ÷ numba M2 in the same round), then summarised. \
             Study (Apple M2 Max): numba 2.010 s in process, its Rust port 1.13× over a socket.\n\n{table}",
            runs = ctx.runs,
            compile = compile.join(", "),
        );
        let data = json!({
            "dataset": {"name": ctx.paper.dataset.name, "sha256": ctx.paper.dataset.sha256, "bars": ctx.paper.dataset.close.len(), "combos": ctx.paper.params.len(), "macs": macs},
            "numba_compile_s": ctx.numba_compile.iter().map(|(r, d)| (r.wire_name(), d.as_secs_f64())).collect::<std::collections::BTreeMap<_, _>>(),
            "engines": rows.iter().map(|(t, s, r)| engine_json(t, s, r)).collect::<Vec<_>>(),
        });
        let summary = format!(
            "**In-process `paper` sweep** ({} interleaved runs)\n\n{table}",
            ctx.runs
        );
        Ok(SectionOutput {
            markdown,
            data,
            csv: Some(csv),
            summary: Some(summary),
        })
    }
}

/// A table-safe gate summary (no `|`): "vs safe bit-exact ✓ 80/80 bits; …".
fn gate_cell(t: &Timed) -> String {
    t.outcomes
        .iter()
        .map(|o| {
            let verdict = if o.report.passed() { "pass" } else { "FAIL" };
            let mode = match o.report.mode {
                Mode::BitExact => "bit-exact".to_string(),
                Mode::Abs(tol) => format!("Δpnl ≤ {tol:e}"),
            };
            format!(
                "vs {}: {verdict}, {mode}, {}/{} bit-identical",
                o.reference, o.report.bit_identical, o.report.combos
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn engine_json(t: &Timed, s: &Summary, r: &Summary) -> serde_json::Value {
    json!({
        "engine": t.label,
        "seconds": t.seconds,
        "summary": s,
        "ratio_to_numba_m2": r,
        "gate": t.outcomes.iter().map(|o| json!({
            "reference": o.reference, "mode": o.report.mode.to_string(), "passed": o.report.passed(),
            "bit_identical": o.report.bit_identical, "combos": o.report.combos, "max_abs_dpnl": o.report.max_abs_dpnl,
        })).collect::<Vec<_>>(),
    })
}
