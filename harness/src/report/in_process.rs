//! In-process table: numba against every Rust kernel on the `paper` sweep,
//! with each engine's distance to the machine's measured peak.

use super::timing::{Contender, Timed, gate_and_time};
use super::{Context, Section, SectionOutput};
use crate::kernels::{all_cores, kernel_by_name};
use crate::numba::Rung;
use crate::stats::{Summary, paired_ratios, summarize};
use anyhow::{Context as _, Result};
use kernel_spec::gate::Mode;
use kernel_spec::sweep_macs;
use serde_json::json;

pub struct InProcess;

/// The Rust kernels of the table, by CLI name: every single-thread variant,
/// each SIMD path this CPU runs, then the parallel kernel over the best one.
fn rust_contenders() -> Result<Vec<Contender>> {
    let mut v = Vec::new();
    for name in ["safe", "unchecked"] {
        v.push(Contender::Rust(kernel_by_name(name, None)?, 1));
    }
    for path in kernel_simd::Path::ALL {
        match kernel_simd::Simd::new(path) {
            Ok(k) => v.push(Contender::Rust(Box::new(k), 1)),
            Err(e) => super::progress(&format!("simd-{}: not in the table: {e}", path.name())),
        }
    }
    let cores = all_cores();
    let mut threads = vec![1];
    if cores > 1 {
        threads.push(cores);
    }
    for t in threads {
        v.push(Contender::Rust(kernel_by_name("par-simd", Some(t))?, t));
    }
    Ok(v)
}

struct Row<'a> {
    t: &'a Timed,
    time: Summary,
    vs_numba: Summary,
    vs_safe: Summary,
}

impl Section for InProcess {
    fn id(&self) -> &'static str {
        "in_process"
    }

    fn run(&self, ctx: &mut Context) -> Result<SectionOutput> {
        let mut contenders = vec![Contender::Numba(Rung::M2), Contender::Numba(Rung::M3)];
        contenders.extend(rust_contenders()?);
        let timed = gate_and_time(ctx, &contenders)?;
        let limits = ctx.limits().clone();
        let macs = sweep_macs(ctx.paper.dataset.close.len(), &ctx.paper.params) as f64;
        let combos = ctx.paper.params.len() as f64;
        let numba = &timed[0].seconds;
        let safe = &timed
            .iter()
            .find(|t| t.label == "kernel-safe")
            .context("kernel-safe row")?
            .seconds;

        let rows: Vec<Row> = timed
            .iter()
            .map(|t| {
                Ok(Row {
                    t,
                    time: summarize(&t.seconds).context("no timings")?,
                    vs_numba: summarize(&paired_ratios(&t.seconds, numba)).context("no ratios")?,
                    vs_safe: summarize(&paired_ratios(&t.seconds, safe)).context("no ratios")?,
                })
            })
            .collect::<Result<_>>()?;

        ctx.findings.in_process = rows
            .iter()
            .map(|r| (r.t.label.clone(), r.time, r.vs_numba))
            .collect();
        let (peak_isa, peak) = limits.best_peak().unwrap_or(("none", f64::NAN));
        let clock = limits.clock_hz.unwrap_or(f64::NAN);
        let mut table = String::from(
            "| engine | median s | min–max s | × numba M2 time (median, min–max) | × kernel-safe time | µs / combo | G MAC/s | MAC / cycle / core | % of peak | gate |\n\
             |---|---:|---:|---:|---:|---:|---:|---:|---:|---|\n",
        );
        let mut csv = String::from("engine,threads,run,seconds\n");
        for r in &rows {
            let rate = macs / r.time.median;
            let per_core = rate / r.t.threads as f64;
            table.push_str(&format!(
                "| {} | {:.3} | {:.3}–{:.3} | {:.3} ({:.3}–{:.3}) | {:.3} ({:.3}–{:.3}) | {:.0} | {:.2} | {:.2} | {:.0}% | {} |\n",
                r.t.label,
                r.time.median,
                r.time.min,
                r.time.max,
                r.vs_numba.median,
                r.vs_numba.min,
                r.vs_numba.max,
                r.vs_safe.median,
                r.vs_safe.min,
                r.vs_safe.max,
                r.time.median / combos * 1e6,
                rate / 1e9,
                per_core / clock,
                100.0 * per_core / peak,
                gate_cell(r.t),
            ));
            for (i, sec) in r.t.seconds.iter().enumerate() {
                csv.push_str(&format!(
                    "{},{},{},{sec:?}\n",
                    super::csv_field(&r.t.label),
                    r.t.threads,
                    i + 1
                ));
            }
        }
        let peaks: Vec<String> = limits
            .peak_macs
            .iter()
            .map(|(isa, p)| format!("{isa} {:.1} G MAC/s ({:.2} / cycle)", p / 1e9, p / clock))
            .collect();
        let compile: Vec<String> = ctx
            .numba_compile
            .iter()
            .map(|(r, d)| format!("{} {:.2} s", r.label(), d.as_secs_f64()))
            .collect();
        let markdown = format!(
            "## In-process sweep: numba vs the Rust kernels\n\n\
             The study's 80-combo sweep over `paper` (150,000 bars, {macs:.0} multiply-adds), \
             {runs} interleaved runs per engine (the start position rotates every round). \
             numba times itself inside its warm worker (JIT compilation excluded: {compile}); \
             Rust kernels are timed in this process. Ratios are per round (engine ÷ reference \
             in the same round), then summarised: below 1 is faster. Every engine passed the \
             gate before its first timed run, and every timed run returned the gated results \
             bit for bit.\n\n\
             **Distance to the limit.** Measured on this machine, not looked up: clock \
             {clock_ghz:.2} GHz (dependent `imul` chain); peak separate multiply + add per core: \
             {peaks}. \"% of peak\" compares an engine's multiply-adds per second per core used \
             with the widest peak ({peak_isa}).\n\n{table}\n\
             Study (Apple M2 Max): numba 2.010 s in process; its Rust port 2.276 s over a socket \
             (1.13×), the `get_unchecked` build 2.337 s (1.16×).\n",
            runs = ctx.runs,
            compile = compile.join(", "),
            clock_ghz = clock / 1e9,
            peaks = peaks.join("; "),
        );
        let data = json!({
            "dataset": {"name": ctx.paper.dataset.name, "sha256": ctx.paper.dataset.sha256, "bars": ctx.paper.dataset.close.len(), "combos": ctx.paper.params.len(), "macs": macs},
            "numba_compile_s": ctx.numba_compile.iter().map(|(r, d)| (r.wire_name(), d.as_secs_f64())).collect::<std::collections::BTreeMap<_, _>>(),
            "limits": limits,
            "engines": rows.iter().map(engine_json).collect::<Vec<_>>(),
        });
        let summary = format!(
            "**In-process `paper` sweep** ({} interleaved runs; peak {peak_isa} {:.1} G MAC/s per core at {:.2} GHz)\n\n{table}",
            ctx.runs,
            peak / 1e9,
            clock / 1e9
        );
        Ok(SectionOutput {
            markdown,
            data,
            csv: Some(csv),
            summary: Some(summary),
        })
    }
}

/// A table-safe gate summary (no `|`).
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

fn engine_json(r: &Row) -> serde_json::Value {
    json!({
        "engine": r.t.label,
        "threads": r.t.threads,
        "seconds": r.t.seconds,
        "summary": r.time,
        "ratio_to_numba_m2": r.vs_numba,
        "ratio_to_kernel_safe": r.vs_safe,
        "gate": r.t.outcomes.iter().map(|o| json!({
            "reference": o.reference, "mode": o.report.mode.to_string(), "passed": o.report.passed(),
            "bit_identical": o.report.bit_identical, "combos": o.report.combos, "max_abs_dpnl": o.report.max_abs_dpnl,
        })).collect::<Vec<_>>(),
    })
}
