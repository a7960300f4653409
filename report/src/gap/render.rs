//! Rendering the gap record: the gap per CPU, the verdict against the
//! noise floor, the spread at each level of the instrument, the Shapley
//! table and the waterfall as one view of it, the reruns' agreement, every
//! row with what was measured beside it and its machine-code evidence, the
//! same-process cross-check, the mechanism per core and the M2 section.

use super::analysis::{Analysis, Roles, is_blocked, pair_layouts, reference};
use super::attribution::Attribution;
use super::components::{self, WithIntervals};
use super::hier::{Estimate, Nested, estimate, every_round, mean_log_ratio};
use super::verdict::{agree, claimed, correlation, margin, moves_with};
use super::{ALLOCATOR_ENV, CAUSES, ICOUNT_BARS, Record, Repeat, SameProcess, Sample};
use crate::verdict::{self, Verdict};
use crate::{Render, SectionOutput};
use anyhow::Result;
use measure::stats::summarize;
use serde_json::{Value, json};
use std::fmt::Write as _;

fn ratio_cell(e: &Estimate) -> String {
    let e = e.exp();
    format!("{:.3} ({:.3}–{:.3})", e.point, e.lo, e.hi)
}

fn pct_cell(e: &Estimate) -> String {
    format!(
        "{:.0}% ({:.0}–{:.0}%)",
        100.0 * e.point,
        100.0 * e.lo,
        100.0 * e.hi
    )
}

/// Every whole-sweep sample of row `i` (since version 2: the repeats'
/// sum-of-parts checks).
fn samples<'a>(repeats: &[&'a Repeat], i: usize) -> Vec<&'a Sample> {
    repeats
        .iter()
        .flat_map(|r| &r.layouts)
        .flat_map(|l| &l.processes)
        .flat_map(|p| &p.rounds)
        .map(|round| &round[i])
        .collect()
}

fn median(v: impl Iterator<Item = f64>) -> f64 {
    summarize(&v.collect::<Vec<_>>()).map_or(f64::NAN, |s| s.median)
}

/// Row `i`'s minor page faults per sweep: of its whole sweeps, or since
/// version 2 of each layout's blocks added up.
fn faults_per_sweep(repeats: &[&Repeat], i: usize) -> f64 {
    if is_blocked(repeats) {
        return median(repeats.iter().flat_map(|r| &r.layouts).map(|l| {
            l.processes
                .iter()
                .flat_map(|p| &p.blocks)
                .map(|b| b.minor_faults[i] as f64)
                .sum::<f64>()
        }));
    }
    median(samples(repeats, i).iter().map(|s| s.minor_faults as f64))
}

/// The clock and dependent-add latency read beside row `i`'s samples.
fn clocks(repeats: &[&Repeat], i: usize) -> Vec<(f64, f64)> {
    if is_blocked(repeats) {
        return repeats
            .iter()
            .flat_map(|r| &r.layouts)
            .flat_map(|l| &l.processes)
            .flat_map(|p| &p.blocks)
            .map(|b| (b.beside.clock_hz, b.beside.add_ns))
            .collect();
    }
    samples(repeats, i)
        .iter()
        .map(|s| (s.clock_hz, s.add_ns))
        .collect()
}

/// Per row: cycles per multiply-add from its sweep time and the clock
/// measured beside it, and the bound of its loop's dependency chain in
/// the same units.
fn cycles(rec: &Record, repeats: &[&Repeat], data: &Nested, i: usize) -> (f64, Option<f64>) {
    let c = clocks(repeats, i);
    let clock = median(c.iter().map(|x| x.0));
    let secs = median(every_round(data).iter().map(|r| r[i]));
    let measured = secs * clock / rec.macs;
    let bound = rec.rows[i].hot.as_ref().map(|h| {
        let per_mac = h.chain as f64 / h.macs.max(1) as f64;
        median(c.iter().map(|x| per_mac * x.1 * 1e-9 * x.0))
    });
    (measured, bound)
}

fn cycles_cell(measured: f64, bound: Option<f64>) -> String {
    match bound {
        Some(b) if measured < b => format!("**{measured:.2} < bound {b:.2}: flagged**"),
        Some(b) => format!("{measured:.2} (≥ {b:.2})"),
        None => format!("{measured:.2}"),
    }
}

fn shapley_table(a: &Attribution, floor: f64, rec: &Record, roles: &Roles) -> String {
    // A share of a gap that is itself within the noise divides by noise.
    let share = |e: &Estimate| {
        if a.gap.clear_of(floor) {
            pct_cell(e)
        } else {
            "— (gap within the floor)".to_string()
        }
    };
    let mut t = String::from(
        "| cause | Rust row with only it removed | compared with | its effect on the gap (×, 95% CI) | share of the gap (95% CI) | claimed? |\n|---|---|---|--:|--:|---|\n",
    );
    for (i, cause) in CAUSES.iter().enumerate() {
        let (effect, share_of) = (&a.effects[i], &a.shares[i]);
        let verdict = format!(
            "{}: {}",
            if claimed(effect, floor) { "yes" } else { "no" },
            super::verdict::margin_words(margin(effect, floor))
        );
        let (row, reference) = roles.corners[1 << i];
        let _ = writeln!(
            t,
            "| {cause} | {} | {} | {} | {} | {verdict} |",
            rec.rows[row].label,
            rec.rows[reference].label,
            ratio_cell(effect),
            share(share_of)
        );
    }
    let (last, its_numba) = roles.corners[(1 << CAUSES.len()) - 1];
    let _ = writeln!(
        t,
        "| **residual** (what no combination explains) | {} | {} | {} | {} | {} |",
        rec.rows[last].label,
        rec.rows[its_numba].label,
        ratio_cell(&a.residual),
        share(&a.residual_share),
        if claimed(&a.residual, floor) {
            "outside the floor"
        } else {
            "inside the floor"
        }
    );
    t
}

fn waterfall_table(a: &Attribution, rec: &Record, roles: &Roles) -> String {
    let mut t = String::from(
        "| step | cause removed | Rust row after the step | compared with | the gap changes by × (95% CI) |\n|--:|---|---|---|--:|\n",
    );
    let _ = writeln!(
        t,
        "| 0 | start: the line-by-line port | {} | {} | gap {} |",
        rec.rows[roles.corners[0].0].label,
        rec.rows[roles.corners[0].1].label,
        ratio_cell(&a.gap)
    );
    for (i, cause) in CAUSES.iter().enumerate() {
        let (row, reference) = roles.corners[(1 << (i + 1)) - 1];
        let _ = writeln!(
            t,
            "| {} | {cause} | {} | {} | {} |",
            i + 1,
            rec.rows[row].label,
            rec.rows[reference].label,
            ratio_cell(&a.steps[i])
        );
    }
    let (last, its_numba) = roles.corners[(1 << CAUSES.len()) - 1];
    let _ = writeln!(
        t,
        "| — | **residual** | {} | {} | {} |",
        rec.rows[last].label,
        rec.rows[its_numba].label,
        ratio_cell(&a.residual)
    );
    t
}

/// The reruns side by side and whether each quantity's intervals overlap:
/// the gap, each cause's effect and the residual; the shares too when
/// every rerun's gap is clear of the floor (else they divide by noise).
fn agreement(each: &[Attribution], floor: f64) -> (String, bool) {
    if each.len() < 2 {
        return (String::new(), true);
    }
    let mut t = String::from("| quantity |");
    for k in 0..each.len() {
        let _ = write!(t, " repeat {} |", k + 1);
    }
    t.push_str(" intervals overlap? |\n|---|");
    t.push_str(&"--:|".repeat(each.len()));
    t.push_str("---|\n");
    let mut all = true;
    let mut line = |name: &str,
                    pick: &dyn Fn(&Attribution) -> Estimate,
                    cell: &dyn Fn(&Estimate) -> String| {
        let es: Vec<Estimate> = each.iter().map(pick).collect();
        let ok = agree(&es);
        all &= ok;
        let cells: Vec<String> = es.iter().map(cell).collect();
        let _ = writeln!(
            t,
            "| {name} | {} | {} |",
            cells.join(" | "),
            if ok { "yes" } else { "**no**" }
        );
    };
    line("gap (× numba)", &|a| a.gap, &ratio_cell);
    for (i, cause) in CAUSES.iter().enumerate() {
        line(
            &format!("effect on the gap: {cause}"),
            &|a| a.effects[i],
            &ratio_cell,
        );
    }
    line("residual (×)", &|a| a.residual, &ratio_cell);
    if each.iter().all(|a| a.gap.clear_of(floor)) {
        for (i, cause) in CAUSES.iter().enumerate() {
            line(&format!("share: {cause}"), &|a| a.shares[i], &pct_cell);
        }
        line("share: residual", &|a| a.residual_share, &pct_cell);
    }
    (t, all)
}

fn sd_ci_cell(point: f64, ci: (f64, f64)) -> String {
    format!(
        "{:.2}% ({:.2}–{:.2}%)",
        100.0 * point,
        100.0 * ci.0,
        100.0 * ci.1
    )
}

/// Per row: ratio to its reference, the spread at each level, and what
/// was measured beside it.
fn rows_table(
    rec: &Record,
    roles: &Roles,
    repeats: &[&Repeat],
    data: &Nested,
) -> (String, Vec<Value>) {
    let mut t = String::from(
        "| row | what it changes vs kernel-safe | s per pass (one-combo designs: a layout's half of the grid) | × reference (95% CI) | layout SD | process SD | within SD (one sample) | minor faults / sweep | RSS MB | clock GHz (min–max) | cycles/MAC (chain bound) | callgrind instr/MAC | hot loop: instr/MAC, cmp+br, unroll | llvm-mca cycles/MAC ({}, znver4) |\n|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|\n",
    );
    t = t.replace("{}", &rec.host_cpu);
    let mut json_rows = Vec::new();
    let rounds = every_round(data);
    for (i, row) in rec.rows.iter().enumerate() {
        let s = samples(repeats, i);
        let secs = median(rounds.iter().map(|r| r[i]));
        let reference_row = reference(rec, i, roles);
        let ratio = reference_row
            .and_then(|r| estimate(data, |x| vec![mean_log_ratio(x, i, r)]).map(|e| e[0]));
        let comp = reference_row.and_then(|r| components::components(&pair_layouts(repeats, i, r)));
        let reference_name = match reference_row {
            Some(r) if r == roles.numba => " (numba)",
            _ => "",
        };
        let faults = faults_per_sweep(repeats, i);
        let rss = median(s.iter().map(|s| s.rss_bytes as f64 / 1e6));
        let clocks: Vec<f64> = clocks(repeats, i).iter().map(|c| c.0 / 1e9).collect();
        let clock = summarize(&clocks);
        let (cyc, bound) = cycles(rec, repeats, data, i);
        let loop_cell = row.hot.as_ref().map_or_else(
            || "—".to_string(),
            |h| {
                let link = row
                    .dump
                    .as_ref()
                    .map_or("no dump".into(), |d| format!("[asm](../asm/{d})"));
                format!(
                    "{:.1}, {}, {}× ({link})",
                    h.instructions_per_mac, h.cmp_branch, h.unroll
                )
            },
        );
        let mca_cell = row.mca.map_or_else(
            || "—".into(),
            |(a, b)| a.map_or_else(|| format!("—, {b:.2}"), |a| format!("{a:.2}, {b:.2}")),
        );
        let ir_cell = match (&row.instructions_per_mac, &row.no_count) {
            (Some(x), _) => format!("{x:.2}"),
            (None, why) => format!("— ({})", why.as_deref().unwrap_or("not counted")),
        };
        let sd = |f: fn(&components::Components) -> f64| {
            comp.as_ref()
                .map_or("—".into(), |c| format!("{:.2}%", 100.0 * f(c)))
        };
        let _ = writeln!(
            t,
            "| {} | {} | {secs:.3} | {}{reference_name} | {} | {} | {} | {faults:.0} | {} | {} | {} | {ir_cell} | {loop_cell} | {mca_cell} |",
            row.label,
            row.change,
            ratio.as_ref().map_or("—".into(), ratio_cell),
            sd(|c| c.layout),
            sd(|c| c.process),
            sd(|c| c.within),
            if rss.is_nan() {
                "—".into()
            } else {
                format!("{rss:.0}")
            },
            clock.map_or("—".into(), |c| format!(
                "{:.2} ({:.2}–{:.2})",
                c.median, c.min, c.max
            )),
            cycles_cell(cyc, bound),
        );
        json_rows.push(json!({
            "row": row.label, "build": row.build, "kernel": row.kernel, "allocator": row.allocator,
            "corner": row.corner, "seconds_per_sweep": secs,
            "ratio_to_reference": ratio.map(|e| json!({"ratio": e.point.exp(), "ci95": [e.lo.exp(), e.hi.exp()]})),
            "components": comp,
            "minor_faults_per_sweep": faults, "rss_mb": rss, "cycles_per_mac": cyc, "chain_bound_cycles_per_mac": bound,
            "instructions_per_mac": row.instructions_per_mac, "dump": row.dump, "mca_cycles_per_mac": row.mca,
        }));
    }
    (t, json_rows)
}

/// What moves with each row's time: across its whole sweeps (version 1),
/// or across blocks with its ratio to its reference in the same block
/// (version 2: the combo's own size cancels).
fn drift(rec: &Record, roles: &Roles, repeats: &[&Repeat]) -> String {
    let blocked = is_blocked(repeats);
    let mut t = String::from(if blocked {
        "| row | what moves with its ratio to its reference (Pearson r of the ln ratio, every block) |\n|---|---|\n"
    } else {
        "| row | what moves with its time (Pearson r of ln time, every sweep) |\n|---|---|\n"
    });
    let mut shown = vec![
        roles.numba,
        roles.corners[2].1,
        roles.corners[8].1,
        roles.corners[0].0,
    ];
    shown.extend([roles.control, roles.corners[2].0, roles.corners[8].0]);
    for i in shown {
        let r = if blocked {
            let Some(j) = reference(rec, i, roles) else {
                continue;
            };
            let blocks: Vec<&super::Block> = repeats
                .iter()
                .flat_map(|r| &r.layouts)
                .flat_map(|l| &l.processes)
                .flat_map(|p| &p.blocks)
                .collect();
            let y: Vec<f64> = blocks
                .iter()
                .map(|b| (b.seconds[i] / b.seconds[j]).ln())
                .collect();
            let col = |f: &dyn Fn(&super::Block) -> f64| {
                blocks.iter().map(|b| f(b)).collect::<Vec<f64>>()
            };
            vec![
                ("the clock", correlation(&y, &col(&|b| b.beside.clock_hz))),
                (
                    "the dependent-add latency",
                    correlation(&y, &col(&|b| b.beside.add_ns)),
                ),
                (
                    "its minor page faults",
                    correlation(&y, &col(&|b| b.minor_faults[i] as f64)),
                ),
                ("steal", correlation(&y, &col(&|b| b.beside.steal))),
                (
                    "the other CPU's load",
                    correlation(&y, &col(&|b| b.beside.other_busy)),
                ),
            ]
        } else {
            let s = samples(repeats, i);
            let t_ln: Vec<f64> = s.iter().map(|s| s.seconds.ln()).collect();
            let col = |f: &dyn Fn(&Sample) -> f64| s.iter().map(|s| f(s)).collect::<Vec<f64>>();
            vec![
                ("the clock", correlation(&t_ln, &col(&|s| s.clock_hz))),
                (
                    "the dependent-add latency",
                    correlation(&t_ln, &col(&|s| s.add_ns)),
                ),
                (
                    "minor page faults",
                    correlation(&t_ln, &col(&|s| s.minor_faults as f64)),
                ),
                ("RSS", correlation(&t_ln, &col(&|s| s.rss_bytes as f64))),
            ]
        };
        let _ = writeln!(t, "| {} | {} |", rec.rows[i].label, moves_with(&r));
    }
    t
}

/// What the page-fault and allocator rows say, in words, from their numbers.
fn faults_sentence(roles: &Roles, repeats: &[&Repeat], data: &Nested) -> String {
    let faults = |i: usize| faults_per_sweep(repeats, i);
    let ratio = |a: usize, b: usize| {
        estimate(data, |x| vec![mean_log_ratio(x, a, b)])
            .map_or("—".into(), |e| ratio_cell(&e[0]))
    };
    let (numba, numba_a) = (roles.corners[0].1, roles.corners[8].1);
    let (safe, safe_a) = (roles.corners[0].0, roles.corners[8].0);
    format!(
        "**Page faults.** Per sweep, numba-njit takes {:.0} minor page faults and kernel-safe {:.0} (glibc maps every array \
         above its mmap threshold afresh and unmaps it on free, so each pass faults its pages in again); with the allocator \
         settings they take {:.0} and {:.0}. Those settings change numba-njit's time by {}× and kernel-safe's by {}× \
         (each against its own default-allocator row): the allocator state weighs on both sides.",
        faults(numba),
        faults(safe),
        faults(numba_a),
        faults(safe_a),
        ratio(numba_a, numba),
        ratio(safe_a, safe),
    )
}

/// The same-process cross-check against the gap across processes, in words.
/// kernel-safe / numba-njit inside one numba worker (kernel-safe through
/// PyO3), when the same-process check ran.
fn same_process_gap(checks: &[&SameProcess]) -> Option<Estimate> {
    let these: Vec<&SameProcess> = checks.iter().copied().filter(|c| !c.allocator).collect();
    let safe = these
        .first()?
        .labels
        .iter()
        .position(|l| l == "rust safe")?;
    let nested: Nested = vec![these.iter().map(|c| c.seconds.clone()).collect()];
    estimate(&nested, |x| vec![mean_log_ratio(x, safe, 0)]).map(|e| e[0])
}

fn same_process_sentence(checks: &[&SameProcess], across: &Estimate) -> String {
    let Some(e) = same_process_gap(checks) else {
        return String::new();
    };
    let overlap = agree(&[e, *across]);
    format!(
        "\nIn one process kernel-safe / numba-njit = {} against {} across processes: the intervals {}.\n",
        ratio_cell(&e),
        ratio_cell(across),
        if overlap {
            "overlap — no per-process difference is needed to explain the gap's size"
        } else {
            "do not overlap — part of what separates the two across processes is the processes themselves"
        }
    )
}

/// The same-process tables: each worker's entries against its numba-njit.
fn same_process(checks: &[&SameProcess]) -> (String, Value) {
    if checks.is_empty() {
        return ("Not measured in this run.\n".into(), Value::Null);
    }
    let mut out = String::new();
    let mut data = Vec::new();
    for &allocator in &[false, true] {
        let these: Vec<&SameProcess> = checks
            .iter()
            .copied()
            .filter(|c| c.allocator == allocator)
            .collect();
        let Some(first) = these.first() else { continue };
        // Each worker is one process: the processes are the units.
        let nested: Nested = vec![these.iter().map(|c| c.seconds.clone()).collect()];
        let _ = writeln!(
            out,
            "\n**In one numba worker{}** ({} worker(s), {} rounds in all):\n\n| entry | median s | × numba-njit in the same process (95% CI) |\n|---|--:|--:|",
            if allocator {
                " with the allocator settings"
            } else {
                ""
            },
            these.len(),
            these.iter().map(|c| c.seconds.len()).sum::<usize>()
        );
        for (i, label) in first.labels.iter().enumerate() {
            let med = median(
                these
                    .iter()
                    .flat_map(|c| c.seconds.iter().map(move |r| r[i])),
            );
            let e = (i > 0)
                .then(|| estimate(&nested, |x| vec![mean_log_ratio(x, i, 0)]).map(|e| e[0]))
                .flatten();
            let _ = writeln!(
                out,
                "| {label} | {med:.3} | {} |",
                e.as_ref().map_or("—".into(), ratio_cell)
            );
            data.push(json!({"allocator": allocator, "entry": label, "median_s": med,
                "ratio_to_numba": e.map(|e| json!({"ratio": e.point.exp(), "ci95": [e.lo.exp(), e.hi.exp()]}))}));
        }
    }
    (out, Value::Array(data))
}

fn csv(rec: &Record) -> Result<String> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record([
        "repeat",
        "layout",
        "process",
        "round",
        "row",
        "seconds",
        "minor_faults",
        "major_faults",
        "rss_bytes",
        "clock_hz",
        "add_ns",
    ])?;
    for (k, rep) in rec.repeats.iter().enumerate() {
        for (l, lay) in rep.layouts.iter().enumerate() {
            for (p, pr) in lay.processes.iter().enumerate() {
                for (r, round) in pr.rounds.iter().enumerate() {
                    for (i, s) in round.iter().enumerate() {
                        w.write_record([
                            (k + 1).to_string(),
                            (l + 1).to_string(),
                            (p + 1).to_string(),
                            (r + 1).to_string(),
                            rec.rows[i].label.clone(),
                            format!("{:?}", s.seconds),
                            s.minor_faults.to_string(),
                            s.major_faults.to_string(),
                            s.rss_bytes.to_string(),
                            format!("{:.0}", s.clock_hz),
                            format!("{:.4}", s.add_ns),
                        ])?;
                    }
                }
            }
        }
    }
    Ok(String::from_utf8(w.into_inner()?)?)
}

/// The control's check: its callgrind count equals kernel-safe's.
fn control_check(rec: &Record, roles: &Roles) -> String {
    let (c, s) = (&rec.rows[roles.control], &rec.rows[roles.corners[0].0]);
    match (c.instructions_per_mac, s.instructions_per_mac) {
        (Some(a), Some(b)) if a == b => format!(
            "Checked: the control executes exactly kernel-safe's instructions in callgrind ({a:.4} per multiply-add each), \
             and its committed dump holds the same instructions (a `cargo test` compares them)."
        ),
        (Some(a), Some(b)) => format!(
            "**The control is not instruction-for-instruction kernel-safe in this run**: callgrind counts {a:.4} vs {b:.4} \
             instructions per multiply-add — the floor below is then not a pure layout-and-process floor."
        ),
        _ => "The control's callgrind count was not taken in this run (valgrind missing); its committed dump holds \
              kernel-safe's instructions (a `cargo test` compares them)."
            .into(),
    }
}

/// The M2 subsection: the m2 section's static models calibrated against
/// this record's rows (and the in-process rows), then the M2 prediction.
fn m2_section(rec: &Record, roles: &Roles, all: &[&Repeat], data: &Nested, r: &Render) -> String {
    use crate::findings::Engine;
    use crate::m2::predict::{Inputs, Measured, MechanismFit, section};
    let Some(m2) = r.findings.m2.as_ref() else {
        return "### The study's M2 result, predicted without an M2\n\nNot in this record: the `m2` section (static models) \
                was not measured; `report --only m2 --merge` adds it.\n"
            .into();
    };
    let safe = roles.corners[0].0;
    let faults = |i: usize| faults_per_sweep(all, i);
    let ratio = |i: usize| {
        estimate(data, |x| vec![mean_log_ratio(x, i, safe)]).map_or(f64::NAN, |e| e[0].point.exp())
    };
    let row = |i: usize| -> Option<Measured> {
        Some(Measured {
            label: rec.rows[i].label.clone(),
            wma_file: rec.rows[i].dump.clone()?,
            ratio: if i == safe { 1.0 } else { ratio(i) },
            faults: faults(i),
            source: "gap",
        })
    };
    let (Some(safe_row), Some(numba_row)) = (row(safe), row(roles.numba)) else {
        return "### The study's M2 result, predicted without an M2\n\nkernel-safe's or numba's row has no dump: nothing to predict.\n"
            .into();
    };
    let mut rows: Vec<Measured> = (0..rec.rows.len())
        .filter(|&i| i != safe && i != roles.numba)
        .filter_map(row)
        .collect();
    // The in-process section's kernels, as ratios to its kernel-safe.
    let in_process = &r.findings.in_process;
    let vs = |k: &str| {
        in_process
            .iter()
            .find(|f| f.engine == Engine::rust(k))
            .map(|f| f.vs_numba.median)
    };
    if let Some(base) = vs("safe") {
        for (kernel, file) in [
            ("unchecked", "x86-64/kernel-unchecked/wma.s"),
            ("simd-avx512", "x86-64/kernel-simd/avx512.wma_into.s"),
            ("simd-avx2", "x86-64/kernel-simd/avx2.wma_into.s"),
            ("simd-portable", "x86-64/kernel-simd/portable.wma_into.s"),
        ] {
            if let Some(v) = vs(kernel) {
                rows.push(Measured {
                    label: format!("kernel-{kernel}"),
                    wma_file: file.into(),
                    ratio: v / base,
                    // Not counted in that section: kernel-unchecked allocates
                    // like kernel-safe; kernel-simd reuses its buffers.
                    faults: if kernel == "unchecked" {
                        safe_row.faults
                    } else {
                        0.0
                    },
                    source: "in_process",
                });
            }
        }
    }
    let clock_hz = median(clocks(all, safe).into_iter().map(|c| c.0));
    let held = super::mechanism::hold(&rec.mechanism, &r.findings.gap_by_cpu);
    let mechanism = (!held.is_empty()).then(|| MechanismFit {
        cores: held.len(),
        ranks_right: super::mechanism::ranks_right(&held).0,
        size_off: super::mechanism::size_off(&held),
        tie: super::mechanism::TIE,
    });
    section(&Inputs {
        m2,
        safe: safe_row,
        numba: numba_row,
        rows,
        clock_hz,
        mechanism,
    })
}

/// The instrument: the spread at each level for the gap and the control,
/// what the design can detect, the disturbance rule's count, and (version
/// 2) each whole sweep against the sum of its parts.
fn instrument(rec: &Record, an: &Analysis<'_>) -> (String, Value) {
    let comp_line = |name: &str, w: &Option<WithIntervals>| match w {
        Some(w) => format!(
            "| {name} | {} | {} | {} | ±{:.2}% | {:.2}% |\n",
            sd_ci_cell(w.point.layout, w.layout),
            sd_ci_cell(w.point.process, w.process),
            sd_ci_cell(w.point.within, w.within),
            100.0 * 1.96 * w.point.within_se,
            100.0 * w.point.detectable()
        ),
        None => format!("| {name} | — | — | — | — | — |\n"),
    };
    let mut md = String::from(
        "| ratio | layout SD (95% CI) | process-set SD (95% CI) | within-process SD of one sample (95% CI) | within-process half-interval of the estimate | smallest detectable effect (95%, 80% power) |\n|---|--:|--:|--:|--:|--:|\n",
    );
    md.push_str(&comp_line(
        "kernel-safe / numba-njit (the gap)",
        &an.gap_components,
    ));
    md.push_str(&comp_line(
        "control / kernel-safe (a change that changes nothing)",
        &an.control_components,
    ));
    md.push_str("\n**Targets**\n\n");
    md.push_str(&verdict::list(&targets(an)));
    let t = super::disturb::tally(&an.all);
    let blocked = is_blocked(&an.all);
    if blocked {
        let pairs = t.blocks * (rec.rows.len().saturating_sub(1));
        let _ = write!(
            md,
            "\n{} blocks ({} paired samples against the block's other rows); the disturbance rule (steal above {:.0}% of the \
             pinned CPU's ticks, the other CPU more than {:.0}% busy, or a clock more than {:.0}% off the process set's median) \
             dropped and re-measured {} attempts and kept {} block(s) still disturbed after {} attempts; the largest steal of a kept \
             block was {:.1}%, the busiest other CPU {:.0}%.\n",
            t.blocks,
            pairs,
            100.0 * super::disturb::MAX_STEAL,
            100.0 * super::disturb::MAX_OTHER_BUSY,
            100.0 * super::disturb::CLOCK_BAND,
            t.dropped,
            t.kept_disturbed,
            super::disturb::ATTEMPTS,
            100.0 * t.max_steal,
            100.0 * t.max_other_busy
        );
        md.push_str(&sum_of_parts(rec, an));
    }
    let json =
        json!({"gap": an.gap_components, "control": an.control_components, "disturbance": t});
    (md, json)
}

/// The instrument's targets (issue 25), decided from the numbers: each
/// repeat's gap interval within a hundredth of its estimate, and the
/// control's within-process half-interval within three thousandths.
pub fn target_verdicts(repeat_halves: &[f64], control_within: Option<f64>) -> Vec<Verdict> {
    let cells: Vec<String> = repeat_halves
        .iter()
        .enumerate()
        .map(|(k, h)| format!("repeat {} ±{:.1}%", k + 1, 100.0 * h))
        .collect();
    let mut v = vec![Verdict::new(
        format!(
            "the gap per repeat within ±1% (95% half-interval): {}",
            if cells.is_empty() {
                "no repeat".to_string()
            } else {
                cells.join(", ")
            }
        ),
        !repeat_halves.is_empty() && repeat_halves.iter().all(|h| *h <= 0.01),
    )];
    v.push(match control_within {
        Some(c) => Verdict::new(
            format!(
                "the control's within-process half-interval within ±0.3%: ±{:.2}%",
                100.0 * c
            ),
            c <= 0.003,
        ),
        None => Verdict::remark("the control's within-process half-interval: not estimated".into()),
    });
    v
}

/// The instrument's targets of one analysis.
pub fn targets(an: &Analysis<'_>) -> Vec<Verdict> {
    let halves: Vec<f64> = an
        .each
        .iter()
        .map(|a| {
            let e = a.gap.exp();
            ((e.hi - e.point).max(e.point - e.lo)) / e.point
        })
        .collect();
    target_verdicts(
        &halves,
        an.control_components
            .as_ref()
            .map(|c| 1.96 * c.point.within_se),
    )
}

/// Each row's whole sweep (a repeat's first process set) against the sum
/// of its combos timed alone in the repeat's first two layouts (which
/// cover every combo once): what a sweep's allocation and cache history
/// across combos adds.
fn sum_of_parts(rec: &Record, an: &Analysis<'_>) -> String {
    let mut t = String::from(
        "\n**Sum of the parts vs the whole sweep** (per repeat: each row's whole sweep, timed in the repeat's first process set, \
         against its combos timed alone in the repeat's first two layouts, which cover every combo once; the median over \
         repeats):\n\n| row | whole sweep s | sum of its combos s | whole / parts |\n|---|--:|--:|--:|\n",
    );
    for (i, row) in rec.rows.iter().enumerate() {
        let pairs: Vec<(f64, f64)> = an
            .all
            .iter()
            .filter_map(|r| {
                let whole = r
                    .layouts
                    .first()?
                    .processes
                    .first()?
                    .rounds
                    .first()?
                    .get(i)?
                    .seconds;
                let parts: f64 = r
                    .layouts
                    .iter()
                    .take(2)
                    .flat_map(|l| &l.processes)
                    .flat_map(|p| &p.blocks)
                    .map(|b| b.seconds[i])
                    .sum();
                Some((whole, parts))
            })
            .collect();
        if pairs.is_empty() {
            continue;
        }
        let w = median(pairs.iter().map(|p| p.0));
        let p = median(pairs.iter().map(|p| p.1));
        let ratio = median(pairs.iter().map(|p| p.0 / p.1));
        let _ = writeln!(t, "| {} | {w:.3} | {p:.3} | {ratio:.3} |", row.label);
    }
    if let Some(whole) = &an.whole {
        t.push_str(&whole_vs_combos(&an.attribution, whole, an.all.len()));
    }
    t
}

/// Each cause's effect from the combos (the instrument) against the same
/// attribution from the whole sweeps: where they part, the sweep's
/// allocation history across combos is part of that cause.
fn whole_vs_combos(combos: &Attribution, whole: &Attribution, repeats: usize) -> String {
    let mut t = format!(
        "\n**Cause by cause: one combo per call vs whole sweeps** (the whole sweeps: one per row per repeat, {repeats} in all, \
         intervals over repeats — coarse by design):\n\n| quantity | from the combos | from the whole sweeps | intervals overlap? |\n|---|--:|--:|---|\n"
    );
    let mut line = |name: &str, a: &Estimate, b: &Estimate| {
        let _ = writeln!(
            t,
            "| {name} | {} | {} | {} |",
            ratio_cell(a),
            ratio_cell(b),
            if agree(&[*a, *b]) { "yes" } else { "**no**" }
        );
    };
    line("gap (× numba)", &combos.gap, &whole.gap);
    for (i, cause) in CAUSES.iter().enumerate() {
        line(
            &format!("effect: {cause}"),
            &combos.effects[i],
            &whole.effects[i],
        );
    }
    line("residual (×)", &combos.residual, &whole.residual);
    t.push_str(
        "\nA call of one combo starts with the heap as the previous call left it: glibc has trimmed what the call freed, and \
         a kernel that allocates once per call (the memory knobs, numba with reused buffers) allocates — and faults in — its \
         buffers once per combo instead of once per sweep, so the memory and allocator causes are where the two can part; a \
         **no** above says they do on this machine, and that cause's whole-sweep figure is the sweep's.\n",
    );
    t
}

/// The gap per CPU: this record and the latest of every other CPU.
fn by_cpu(rec: &Record, an: &Analysis<'_>, r: &mut Render) -> Result<(String, Value, String)> {
    let current = super::by_cpu::of(rec, an, &r.env);
    let dir = measure::paths::repo_root().join("reports/records");
    let (cpus, _unread) = super::by_cpu::collect(current, &dir);
    super::by_cpu::plot(&cpus, &r.out_dir.join("gap_by_cpu.svg"))?;
    crate::files::write(
        &r.out_dir.join("gap_by_cpu.json"),
        &(serde_json::to_string_pretty(&cpus)? + "\n"),
    )?;
    let table = super::by_cpu::table(&cpus);
    let note = if cpus.len() < 2 {
        "Only this CPU has a gap record under `reports/records/`: the other host's answer is missing.".to_string()
    } else {
        format!(
            "{} CPUs: this record's and, for every other CPU, the latest record under `reports/records/` with a gap section, \
             each analysed by the same code (version-1 records — whole-sweep rounds, 2 layouts — migrate on reading; their \
             intervals are as wide as two layouts make them).",
            cpus.len()
        )
    };
    let md = format!(
        "### The gap per CPU\n\nThe same binary and data on different cores give different gaps and different causes: no one \
         CPU's record is the answer. {note}\n\n{table}\n![the gap per CPU](gap_by_cpu.svg)\n\nMachine-readable: \
         [gap_by_cpu.json](gap_by_cpu.json).\n"
    );
    let mechanism = super::mechanism::markdown(&rec.mechanism, &cpus);
    r.findings.gap_by_cpu = cpus.clone();
    Ok((md, serde_json::to_value(&cpus)?, mechanism))
}

/// The gap instrument's reading (the ratio's home, first) and the
/// same-process check's, beside the other sections' readings.
fn add_readings(rec: &Record, an: &Analysis<'_>, sp: &[&SameProcess], r: &mut Render) {
    use crate::findings::Reading;
    let Some(current) = r.findings.gap_by_cpu.first() else {
        return;
    };
    let home = Reading {
        section: "gap",
        name: "the gap instrument".into(),
        how: format!(
            "{}; {} layouts × {} process sets per repeat, {} repeat(s)",
            if is_blocked(&an.all) {
                "one combo per sample, contenders adjacent in time"
            } else {
                "whole-sweep rounds"
            },
            rec.design.layouts,
            rec.design.processes,
            rec.repeats.len()
        ),
        ratio: current.gap,
        core: current.key(),
    };
    let core = current.key();
    r.findings.readings.insert(0, home);
    if let Some(e) = same_process_gap(sp) {
        r.findings.readings.push(Reading {
            section: "gap",
            name: "inside one numba worker".into(),
            how: "kernel-safe through PyO3 inside the numba worker: one process and one heap for both, whole sweeps".into(),
            ratio: super::by_cpu::ratio_ci(&e),
            core,
        });
    }
}

pub fn render(rec: &Record, r: &mut Render) -> Result<SectionOutput> {
    let an = Analysis::of(rec)?;
    r.findings.add_targets("gap", &targets(&an));
    let (roles, all, data) = (&an.roles, &an.all, &an.data);
    let a = &an.attribution;
    let fl = an.floor;
    let (agree_table, agreed) = agreement(&an.each, fl);
    let (rows_md, rows_json) = rows_table(rec, roles, all, data);
    let sp: Vec<&SameProcess> = all.iter().flat_map(|r| &r.same_process).collect();
    let (sp_md, sp_json) = same_process(&sp);
    let sp_md = format!("{sp_md}{}", same_process_sentence(&sp, &a.gap));
    let rows_md = format!("{rows_md}\n{}\n", faults_sentence(roles, all, data));
    let driver = roles.driver.and_then(|d| an.ratio(d, roles.corners[0].0));
    let (instrument_md, instrument_json) = instrument(rec, &an);
    let (cpu_md, cpu_json, mechanism_md) = by_cpu(rec, &an, r)?;
    let readings_of = |at: &str, r: &Render| {
        crate::readings::markdown(&r.findings.readings, &r.findings.gap_by_cpu, at)
    };
    add_readings(rec, &an, &sp, r);
    let cpu_md = format!(
        "{cpu_md}\n### One ratio, every reading\n\nkernel-safe / numba-njit as every section of this record reads it. The gap \
         instrument above is its home; each other reading times something besides the two kernels, named in its row.\n\n{}",
        readings_of("", r)
    );
    let readings_md = readings_of("reports/", r);
    let parts = Parts {
        agree_table,
        agreed,
        rows_md,
        sp_md,
        driver,
        instrument: instrument_md,
        by_cpu: cpu_md,
        m2: format!("{mechanism_md}\n{}", m2_section(rec, roles, all, data, r)),
    };
    let markdown = markdown(rec, &an, &parts);
    let est = |e: &Estimate| json!({"point": e.point, "ci95": [e.lo, e.hi]});
    let summary = format!(
        "**The gap** (numba-njit vs kernel-safe, {} repeat(s) × {} layouts × {} process sets, {}; [reports/gap.md](reports/gap.md)): \
         kernel-safe / numba-njit = {}. {}\n\n{}\n**kernel-safe / numba-njit, every reading** (the gap instrument first; the gap per CPU, cause by cause, in \
         [reports/gap.md](reports/gap.md#the-gap-per-cpu)):\n\n{readings_md}",
        rec.repeats.len(),
        rec.design.layouts,
        rec.design.processes,
        if is_blocked(all) {
            "one combo per sample"
        } else {
            "whole-sweep rounds"
        },
        ratio_cell(&a.gap),
        an.verdict,
        shapley_table(a, fl, rec, roles)
    );
    let data_json = json!({
        "version": rec.version,
        "design": {"layouts": rec.design.layouts, "processes": rec.design.processes, "rounds": rec.design.rounds,
                   "passes": rec.design.passes, "repeats": rec.repeats.len(), "seed": rec.design.seed},
        "gap_log": est(&a.gap),
        "noise_floor_log": fl,
        "control_log": est(&an.control),
        "causes": CAUSES.iter().enumerate().map(|(i, c)| json!({"cause": c, "effect_log": est(&a.effects[i]),
            "share": est(&a.shares[i]), "claimed": claimed(&a.effects[i], fl), "margin_log": margin(&a.effects[i], fl)})).collect::<Vec<_>>(),
        "residual_log": est(&a.residual),
        "residual_share": est(&a.residual_share),
        "waterfall_steps_log": a.steps.iter().map(est).collect::<Vec<_>>(),
        "repeats_agree": agreed,
        "per_repeat": an.each.iter().map(|e| json!({"gap_log": est(&e.gap),
            "shares": e.shares.iter().map(est).collect::<Vec<_>>(), "residual_share": est(&e.residual_share)})).collect::<Vec<_>>(),
        "instrument": instrument_json,
        "by_cpu": cpu_json,
        "rows": rows_json,
        "same_process": sp_json,
        "verdict": an.verdict,
    });
    Ok(SectionOutput {
        markdown,
        data: data_json,
        csv: Some(csv(rec)?),
        summary: Some(summary),
    })
}

/// The rendered pieces the page is put together from.
struct Parts {
    agree_table: String,
    agreed: bool,
    rows_md: String,
    sp_md: String,
    driver: Option<Estimate>,
    instrument: String,
    by_cpu: String,
    m2: String,
}

fn markdown(rec: &Record, an: &Analysis<'_>, parts: &Parts) -> String {
    let (roles, a, fl, ctrl, each, all) = (
        &an.roles,
        &an.attribution,
        an.floor,
        &an.control,
        &an.each,
        &an.all,
    );
    let (verdict_text, agree_table, agreed) = (&an.verdict, &parts.agree_table, parts.agreed);
    let (rows_md, sp_md, driver, m2) = (&parts.rows_md, &parts.sp_md, parts.driver, &parts.m2);
    let d = &rec.design;
    let minutes = median(rec.repeats.iter().map(|r| r.seconds / 60.0));
    let seeds: Vec<String> = all
        .iter()
        .flat_map(|r| &r.layouts)
        .map(|l| {
            l.shuffle_seed
                .map_or("unshuffled".into(), |s| s.to_string())
        })
        .collect();
    let layout_note = d.layout_note.as_ref().map_or(String::new(), |n| {
        format!(" **Layouts were not shuffled in this run:** {n}.")
    });
    let allocator: Vec<String> = ALLOCATOR_ENV
        .iter()
        .map(|(k, v)| format!("`{k}={v}`"))
        .collect();
    let reruns = reruns(each, agree_table, agreed, fl);
    let driver_note = driver.map_or(String::new(), |e| {
        format!(
            " The source knobs go through the knob driver; the driver alone (`knob via_driver`) measured {}× kernel-safe — {}.",
            ratio_cell(&e),
            if claimed(&e, fl) {
                "beyond the floor, so the bounds-check and memory shares include the driver's own cost"
            } else {
                "within the floor"
            }
        )
    });
    let missing: Vec<String> = super::measure::every_row()
        .into_iter()
        .filter(|(label, _)| !rec.rows.iter().any(|r| &r.label == label))
        .map(|(label, _)| label)
        .collect();
    let missing = if missing.is_empty() {
        String::new()
    } else {
        format!("\nOnly `report --full` measures: {}.\n", missing.join(", "))
    };
    let mca_note = rec.mca_missing.as_ref().map_or(String::new(), |why| {
        format!("\n> **llvm-mca columns empty in this run:** {why}. Everything measured is unaffected.\n")
    });
    format!(
        "## The gap: numba-njit vs kernel-safe, cause by cause\n\n\
         **How it was measured.** {how}\n\n\
         **Measured gap:** kernel-safe / numba-njit = **{gap}**.\n\n{by_cpu}\n\
         **Noise floor:** the control (`knob baseline`: kernel-safe's code copied verbatim into another crate, linked elsewhere) measured \
         {ctrl}× kernel-safe, so effects within ±{floor:.1}% are not claimed. {control_check}{driver_note}\n\n\
         ### Verdict\n\n{verdict_text}\n\n\
         ### The instrument: spread at each level\n\n\
         Standard deviations of ln(ratio) (≈ relative) by level, from moments of the paired samples (`components`): between layouts, \
         between the process sets of a layout, and of one sample inside a process; intervals resample layouts. The *within-process \
         half-interval* is what the estimate's interval would be if layouts and processes did not vary; the *smallest detectable \
         effect* is 2.8 standard errors of the estimate from all three levels. The control's layout SD is the layout effect.\n\n{instrument}\n\
         ### Order-free attribution (Shapley values)\n\n\
         Four causes, every combination measured (16 corners): the bounds check (`knob hoist`), the memory pattern (`knob memory`: \
         buffers reused, NaN only in the warm-up), the target CPU (the engine built with `-C target-cpu=native`, as numba compiles \
         for the host) and the allocator state (run with {allocator}). A cause of the gap is a *difference* between the two sides: \
         numba also allocates an array per pass and also runs on glibc's allocator, so those two causes are removed on both sides — \
         a corner without the memory pattern is compared with numba-njit with its buffers reused (`ipc_tax_ref.kernel_reuse`, bit-identical \
         to numba-njit), one without the allocator state with numba run under the same settings; the bounds check and the target CPU are Rust's \
         alone. Each cause's share is its Shapley value — its effect on the gap averaged over every order of removing the causes — \
         from the mean log ratios; shares and residual add up to 100% exactly. A negative share means removing that difference \
         *widens* the gap (it was hiding part of it).\n\n\
         {shapley}\n\
         ### The waterfall: one order of the same lattice\n\n\
         The causes removed one after another in the table's order; the gap times the steps is the residual exactly \
         (the same mean logs). Another order gives other step sizes; the Shapley shares above do not depend on it.\n\n{waterfall}\n\
         {reruns}\
         ### Every row: spread, and what was measured beside each sweep\n\n\
         *× reference*: kernel-safe to numba-njit, every other row to kernel-safe. *between-process SD*: standard deviation of the \
         per-process mean log ratio (≈ relative); *within-process SD*: of the rounds around their process's mean. Faults and RSS: \
         the row's process, read from `/proc` around the sweep. *clock*: the harness's scalar `imul` probe just before each sweep; \
         *cycles/MAC* = seconds × that clock ÷ multiply-adds ({macs:.0}); *chain bound*: the hot loop's dependent adds per \
         multiply-add × one dependent `addsd`'s latency measured beside the sweep — the bound for a window whose sum is one chain. \
         A figure below it is flagged, not reported as a fact: it is possible only if out-of-order execution overlaps the chains of \
         successive outputs (the grid's short windows: a sum of a dozen terms fits in the reorder buffer several times over) or if the \
         clock beside the run was not the clock of the run — so below the bound, cycles per multiply-add measure throughput, not latency. \
         *callgrind instr/MAC*: instructions inside the sweep function on a {ICOUNT_BARS}-bar `chacha` series with the paper grid, \
         per multiply-add. *hot loop*: the innermost FP loop of the committed dump (`asm/`). *llvm-mca*: llvm-mca-19's steady-state \
         prediction for that loop (a ranking, not a measurement).\n\n{rows_md}{missing}{mca_note}\n\
         ### What moves with the drift\n\n{drift}\n\
         ### Same process, same heap\n\n\
         numba-njit, numba-njit with every buffer allocated once (`ipc_tax_ref.kernel_reuse`, bit-identical) and the Rust kernels through \
         the PyO3 module `ipc_tax_native`, interleaved in one numba worker — nothing differs between processes there. One worker with \
         the default allocator, one with the allocator settings.\n{sp_md}\n\
         ### What the machine code shows\n\n{evidence}\n{m2}",
        how = how_measured(rec, all, &seeds, minutes, &layout_note),
        gap = ratio_cell(&a.gap),
        ctrl = ratio_cell(ctrl),
        floor = 100.0 * (fl.exp() - 1.0),
        control_check = control_check(rec, roles),
        shapley = shapley_table(a, fl, rec, roles),
        waterfall = waterfall_table(a, rec, roles),
        macs = rec.macs,
        drift = drift(rec, roles, all),
        allocator = allocator.join(" "),
        evidence = rec.asm_evidence,
        m2 = m2,
        instrument = parts.instrument,
        by_cpu = parts.by_cpu,
    )
}

/// "How it was measured", for the record's design.
fn how_measured(
    rec: &Record,
    all: &[&Repeat],
    seeds: &[String],
    minutes: f64,
    layout_note: &str,
) -> String {
    let d = &rec.design;
    let cpu = d.cpu.map_or("no CPU (pinning unavailable)".into(), |c| {
        format!("CPU {c}")
    });
    let common = format!(
        "A *layout* relinks the engine builds with lld's `--shuffle-sections` (seeds {}; the LTO build is not relinked); \
         a *process set* starts every engine and fresh numba workers with a random environment padding (0–4 KiB) and the big arrays \
         at a random 16-byte offset in their pages (the engine's allocator shifts allocations ≥ 64 KiB; numba's worker places the series; \
         numba's own temporaries keep glibc's placement); every row's process is pinned to {cpu} (the harness, waiting on a socket, \
         runs on the other; the clock probes run on that CPU). Rust rows are `ipc-engine` processes timed by their own compute clock; \
         numba times itself. Seed {}. About {minutes:.0} minutes per repeat on this machine.{layout_note}",
        seeds.join(", "),
        d.seed
    );
    if is_blocked(all) {
        format!(
            "{} repeat(s); each: {} layouts × {} process sets{}. Layout l takes half the grid (the combos c ≡ l mod 2) and its \
             process sets split that half (set k: c ≡ l + 2k mod {}), so two layouts in a row time every combo once on every row. \
             The sample is a *block*: \
             one combo on every row back to back, the order rotating from block to block and reversed every other block, each \
             call timed by the row's own clock; `/proc/stat` (steal on the pinned CPU, the other CPU's load) and the clock probe \
             beside each block, and a block the disturbance rule flags is measured again. A layout's half of the sweep is the sum of its blocks; \
             every ratio is the mean over layouts of ln(row / reference), its 95% interval a bootstrap over layouts (the level that \
             varies most, so the interval carries every level below it), every repeat's layouts pooled. The first process set of \
             each repeat also times one whole sweep per row first — the equivalence gate in the run's first set, a bit-for-bit \
             re-check after — and every combo's result is checked against its gated sweep. {common}",
            rec.repeats.len(),
            d.layouts,
            d.processes,
            d.combo_limit.map_or(String::new(), |m| format!(
                " (`--quick`: only the first {m} combos)"
            )),
            2 * d.processes
        )
    } else {
        format!(
            "(A version-1 record: whole-sweep rounds.) {} repeat(s); each: {} layouts × {} fresh process sets × {} timed rounds \
             (after one untimed round per process set that gates — in the first — or re-checks every row bit for bit, and warms \
             it up); rows ran interleaved with a rotating start. Every ratio is the mean of per-round log ratios with a 95% \
             hierarchical bootstrap interval (layouts → processes → rounds, every repeat's layouts pooled). {common}",
            rec.repeats.len(),
            d.layouts,
            d.processes,
            d.rounds
        )
    }
}

/// The reruns subsection: each repeat's attribution side by side, and
/// whether they agree.
fn reruns(each: &[Attribution], agree_table: &str, agreed: bool, fl: f64) -> String {
    if each.len() > 1 {
        format!(
            "### Reruns\n\n{} complete measurements in a row, each with its own layouts and processes. Each one's \
             attribution alone:\n\n{agree_table}\n{}\n\n",
            each.len(),
            match (agreed, each.iter().all(|a| a.gap.clear_of(fl))) {
                (true, true) =>
                    "Every quantity's intervals overlap across the reruns, the shares included: the attribution reproduces.",
                (true, false) =>
                    "The gap's, every cause's effect's and the residual's intervals overlap across the reruns: the measurement reproduces. \
                                  Shares are not compared: in at least one rerun the gap itself is within the noise floor, and a share of it would divide by noise.",
                (false, _) =>
                    "**Some intervals do not overlap across the reruns** (marked): that part of the measurement does not reproduce on this machine.",
            }
        )
    } else {
        "### Reruns\n\nOne measurement in this run; `report --only gap --repeat 3` measures three in a row and says whether they agree.\n\n".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_targets_are_said_met_only_when_every_repeat_meets_them() {
        let met = |v: &[Verdict]| v.iter().map(|v| v.met).collect::<Vec<_>>();
        let t = target_verdicts(&[0.008, 0.009], Some(0.002));
        assert_eq!(met(&t), [Some(true), Some(true)]);
        assert!(
            t[0].text.ends_with("repeat 1 ±0.8%, repeat 2 ±0.9%"),
            "{t:?}"
        );
        assert!(t[1].text.ends_with("±0.20%"), "{t:?}");
        let t = target_verdicts(&[0.008, 0.022], Some(0.008));
        assert_eq!(met(&t), [Some(false), Some(false)]);
        let t = target_verdicts(&[], None);
        assert_eq!(met(&t), [Some(false), None]);
    }
}
