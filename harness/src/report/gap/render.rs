//! Rendering the gap record: the verdict against the noise floor, the
//! Shapley table and the waterfall as one view of it, the reruns'
//! agreement, between- and within-process spread with what was measured
//! beside each sweep, the same-process cross-check, every row with its
//! machine-code evidence, and the M2 section.

use super::attribution::{Attribution, attribute};
use super::hier::{Estimate, Nested, Spread, estimate, mean_log_ratio, spread};
use super::verdict::{agree, claimed, correlation, floor, moves_with, verdict};
use super::{ALLOCATOR_ENV, CAUSES, ICOUNT_BARS, Record, Repeat, RowRecord, SameProcess, Sample};
use crate::measure::stats::summarize;
use crate::report::{Render, SectionOutput};
use anyhow::{Context as _, Result, bail};
use serde_json::{Value, json};
use std::fmt::Write as _;

/// Seconds per row per round, every repeat's layouts as units.
fn nested(repeats: &[&Repeat]) -> Nested {
    repeats
        .iter()
        .flat_map(|r| &r.layouts)
        .map(|l| {
            l.processes
                .iter()
                .map(|p| {
                    p.rounds
                        .iter()
                        .map(|round| round.iter().map(|s| s.seconds).collect())
                        .collect()
                })
                .collect()
        })
        .collect()
}

/// Rows by role.
struct Roles {
    /// `corners[mask]`: the row of the lattice corner `mask` and the numba
    /// row it is compared with.
    corners: Vec<(usize, usize)>,
    /// numba M2 as the study wrote it.
    numba: usize,
    control: usize,
    driver: Option<usize>,
}

fn roles(rec: &Record) -> Result<Roles> {
    let find = |f: &dyn Fn(&RowRecord) -> bool, what: &str| {
        rec.rows
            .iter()
            .position(f)
            .with_context(|| format!("the record has no {what} row"))
    };
    let numba_of = |mask: usize| {
        let (reuse, allocator) = (mask & 2 != 0, mask & 8 != 0);
        let kernel = if reuse { "m2_reuse" } else { "m2" };
        find(
            &|r| r.build == "numba" && r.kernel == kernel && r.allocator == allocator,
            &format!(
                "numba {kernel}{}",
                if allocator { " [allocator]" } else { "" }
            ),
        )
    };
    let corners = (0..1usize << CAUSES.len())
        .map(|m| {
            Ok((
                find(&|r| r.corner == Some(m), &format!("lattice corner {m}"))?,
                numba_of(m)?,
            ))
        })
        .collect::<Result<_>>()?;
    Ok(Roles {
        corners,
        numba: numba_of(0)?,
        control: find(&|r| r.kernel == "knob-baseline", "control (knob-baseline)")?,
        driver: rec.rows.iter().position(|r| r.kernel == "knob-via_driver"),
    })
}

/// The reference row `i`'s ratio is taken to: numba M2 for kernel-safe
/// and numba's other rows, kernel-safe for every other Rust row.
fn reference(rec: &Record, i: usize, roles: &Roles) -> Option<usize> {
    match i {
        i if i == roles.numba => None,
        i if i == roles.corners[0].0 || rec.rows[i].build == "numba" => Some(roles.numba),
        _ => Some(roles.corners[0].0),
    }
}

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

fn sd_cell(sd: Option<f64>) -> String {
    sd.map_or("—".into(), |s| format!("{:.1}%", 100.0 * s))
}

/// Every sample of row `i`.
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

/// Per row: cycles per multiply-add from the clock measured beside each
/// sweep, and the bound of its loop's dependency chain in the same units.
fn cycles(rec: &Record, repeats: &[&Repeat], i: usize) -> (f64, Option<f64>) {
    let s = samples(repeats, i);
    let measured = median(s.iter().map(|s| s.seconds * s.clock_hz / rec.macs));
    let bound = rec.rows[i].hot.as_ref().map(|h| {
        let per_mac = h.chain as f64 / h.macs.max(1) as f64;
        median(s.iter().map(|s| per_mac * s.add_ns * 1e-9 * s.clock_hz))
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

/// The attribution of a set of repeats.
fn attribution(roles: &Roles, repeats: &[&Repeat]) -> Result<Attribution> {
    attribute(&nested(repeats), &roles.corners, CAUSES.len())
        .context("no rounds to attribute the gap from")
}

/// The control's log ratio to kernel-safe.
fn control(roles: &Roles, data: &Nested) -> Result<Estimate> {
    let (c, s) = (roles.control, roles.corners[0].0);
    Ok(estimate(data, |r| vec![mean_log_ratio(r, c, s)]).context("no rounds")?[0])
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
        let verdict = if claimed(effect, floor) {
            "yes: beyond the noise floor"
        } else {
            "no: within the noise floor"
        };
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

/// Per row: ratio to its reference, spreads, and what was measured beside it.
fn rows_table(
    rec: &Record,
    roles: &Roles,
    repeats: &[&Repeat],
    data: &Nested,
) -> (String, Vec<Value>) {
    let mut t = String::from(
        "| row | what it changes vs kernel-safe | median s | × reference (95% CI) | between-process SD | within-process SD | minor faults / sweep | RSS MB | clock GHz (min–max) | cycles/MAC (chain bound) | callgrind instr/MAC | hot loop: instr/MAC, cmp+br, unroll | llvm-mca cycles/MAC ({}, znver4) |\n|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|\n",
    );
    t = t.replace("{}", &rec.host_cpu);
    let mut json_rows = Vec::new();
    for (i, row) in rec.rows.iter().enumerate() {
        let s = samples(repeats, i);
        let secs = median(s.iter().map(|s| s.seconds));
        let (ratio, spr) = match reference(rec, i, roles) {
            Some(r) => (
                estimate(data, |x| vec![mean_log_ratio(x, i, r)]).map(|e| e[0]),
                spread(data, i, r),
            ),
            None => (
                None,
                Spread {
                    between: None,
                    within: None,
                },
            ),
        };
        let reference_name = match reference(rec, i, roles) {
            Some(r) if r == roles.numba => " (numba)",
            _ => "",
        };
        let faults = median(s.iter().map(|s| s.minor_faults as f64));
        let rss = median(s.iter().map(|s| s.rss_bytes as f64 / 1e6));
        let clocks: Vec<f64> = s.iter().map(|s| s.clock_hz / 1e9).collect();
        let clock = summarize(&clocks);
        let (cyc, bound) = cycles(rec, repeats, i);
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
        let _ = writeln!(
            t,
            "| {} | {} | {secs:.3} | {}{reference_name} | {} | {} | {faults:.0} | {rss:.0} | {} | {} | {ir_cell} | {loop_cell} | {mca_cell} |",
            row.label,
            row.change,
            ratio.as_ref().map_or("—".into(), ratio_cell),
            sd_cell(spr.between),
            sd_cell(spr.within),
            clock.map_or("—".into(), |c| format!(
                "{:.2} ({:.2}–{:.2})",
                c.median, c.min, c.max
            )),
            cycles_cell(cyc, bound),
        );
        json_rows.push(json!({
            "row": row.label, "build": row.build, "kernel": row.kernel, "allocator": row.allocator,
            "corner": row.corner, "median_s": secs,
            "ratio_to_reference": ratio.map(|e| json!({"ratio": e.point.exp(), "ci95": [e.lo.exp(), e.hi.exp()]})),
            "between_process_sd": spr.between, "within_process_sd": spr.within,
            "minor_faults_per_sweep": faults, "rss_mb": rss, "cycles_per_mac": cyc, "chain_bound_cycles_per_mac": bound,
            "instructions_per_mac": row.instructions_per_mac, "dump": row.dump, "mca_cycles_per_mac": row.mca,
        }));
    }
    (t, json_rows)
}

/// What moves with each row's time across all its sweeps.
fn drift(rec: &Record, roles: &Roles, repeats: &[&Repeat]) -> String {
    let mut t = String::from(
        "| row | what moves with its time (Pearson r of ln time, every sweep) |\n|---|---|\n",
    );
    let mut shown = vec![
        roles.numba,
        roles.corners[2].1,
        roles.corners[8].1,
        roles.corners[0].0,
    ];
    shown.extend([roles.control, roles.corners[2].0, roles.corners[8].0]);
    for i in shown {
        let s = samples(repeats, i);
        let t_ln: Vec<f64> = s.iter().map(|s| s.seconds.ln()).collect();
        let col = |f: &dyn Fn(&Sample) -> f64| s.iter().map(|s| f(s)).collect::<Vec<f64>>();
        let r = [
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
        ];
        let _ = writeln!(t, "| {} | {} |", rec.rows[i].label, moves_with(&r));
    }
    t
}

/// What the page-fault and allocator rows say, in words, from their numbers.
fn faults_sentence(roles: &Roles, repeats: &[&Repeat], data: &Nested) -> String {
    let faults = |i: usize| median(samples(repeats, i).iter().map(|s| s.minor_faults as f64));
    let ratio = |a: usize, b: usize| {
        estimate(data, |x| vec![mean_log_ratio(x, a, b)])
            .map_or("—".into(), |e| ratio_cell(&e[0]))
    };
    let (numba, numba_a) = (roles.corners[0].1, roles.corners[8].1);
    let (safe, safe_a) = (roles.corners[0].0, roles.corners[8].0);
    format!(
        "**Page faults.** Per sweep, numba M2 takes {:.0} minor page faults and kernel-safe {:.0} (glibc maps every array \
         above its mmap threshold afresh and unmaps it on free, so each pass faults its pages in again); with the allocator \
         settings they take {:.0} and {:.0}. Those settings change numba M2's time by {}× and kernel-safe's by {}× \
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
fn same_process_sentence(checks: &[&SameProcess], across: &Estimate) -> String {
    let these: Vec<&SameProcess> = checks.iter().copied().filter(|c| !c.allocator).collect();
    let Some(first) = these.first() else {
        return String::new();
    };
    let Some(safe) = first.labels.iter().position(|l| l == "rust safe") else {
        return String::new();
    };
    let nested: Nested = vec![these.iter().map(|c| c.seconds.clone()).collect()];
    let Some(e) = estimate(&nested, |x| vec![mean_log_ratio(x, safe, 0)]).map(|e| e[0]) else {
        return String::new();
    };
    let overlap = agree(&[e, *across]);
    format!(
        "\nIn one process kernel-safe / numba M2 = {} against {} across processes: the intervals {}.\n",
        ratio_cell(&e),
        ratio_cell(across),
        if overlap {
            "overlap — no per-process difference is needed to explain the gap's size"
        } else {
            "do not overlap — part of what separates the two across processes is the processes themselves"
        }
    )
}

/// The same-process tables: each worker's entries against its numba M2.
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
            "\n**In one numba worker{}** ({} worker(s), {} rounds in all):\n\n| entry | median s | × numba M2 in the same process (95% CI) |\n|---|--:|--:|",
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
    use crate::report::findings::Engine;
    use crate::report::m2::predict::{Inputs, Measured, section};
    let Some(m2) = r.findings.m2.as_ref() else {
        return "### The study's M2 result, predicted without an M2\n\nNot in this record: the `m2` section (static models) \
                was not measured; `report --only m2 --merge` adds it.\n"
            .into();
    };
    let safe = roles.corners[0].0;
    let faults = |i: usize| median(samples(all, i).iter().map(|s| s.minor_faults as f64));
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
    let clock_hz = median(
        all.iter()
            .flat_map(|rep| &rep.layouts)
            .flat_map(|l| &l.processes)
            .flat_map(|p| &p.rounds)
            .flatten()
            .map(|s| s.clock_hz),
    );
    section(&Inputs {
        m2,
        safe: safe_row,
        numba: numba_row,
        rows,
        clock_hz,
    })
}

pub fn render(rec: &Record, r: &mut Render) -> Result<SectionOutput> {
    if rec.repeats.is_empty() {
        bail!("the gap record has no measurement");
    }
    let roles = roles(rec)?;
    let all: Vec<&Repeat> = rec.repeats.iter().collect();
    let data = nested(&all);
    let a = attribution(&roles, &all)?;
    let ctrl = control(&roles, &data)?;
    let fl = floor(&ctrl);
    let verdict_text = verdict(&a.gap, &a.residual, &a.residual_share, fl);
    let each: Vec<Attribution> = all
        .iter()
        .map(|rep| attribution(&roles, std::slice::from_ref(rep)))
        .collect::<Result<_>>()?;
    let (agree_table, agreed) = agreement(&each, fl);
    let (rows_md, rows_json) = rows_table(rec, &roles, &all, &data);
    let sp: Vec<&SameProcess> = all.iter().flat_map(|r| &r.same_process).collect();
    let (sp_md, sp_json) = same_process(&sp);
    let sp_md = format!("{sp_md}{}", same_process_sentence(&sp, &a.gap));
    let rows_md = format!("{rows_md}\n{}\n", faults_sentence(&roles, &all, &data));
    let driver = roles.driver.and_then(|d| {
        estimate(&data, |x| vec![mean_log_ratio(x, d, roles.corners[0].0)]).map(|e| e[0])
    });
    let markdown = markdown(
        rec,
        &roles,
        &a,
        fl,
        &ctrl,
        &verdict_text,
        &each,
        &agree_table,
        agreed,
        &rows_md,
        &sp_md,
        driver,
        &all,
        &m2_section(rec, &roles, &all, &data, r),
    );
    let est = |e: &Estimate| json!({"point": e.point, "ci95": [e.lo, e.hi]});
    let summary = format!(
        "**The gap** (numba M2 vs kernel-safe, {} repeat(s) × {} layouts × {} process sets × {} rounds; [reports/gap.md](reports/gap.md)): \
         kernel-safe / numba M2 = {}. {verdict_text}\n\n{}",
        rec.repeats.len(),
        rec.design.layouts,
        rec.design.processes,
        rec.design.rounds,
        ratio_cell(&a.gap),
        shapley_table(&a, fl, rec, &roles)
    );
    let data_json = json!({
        "design": {"layouts": rec.design.layouts, "processes": rec.design.processes, "rounds": rec.design.rounds,
                   "repeats": rec.repeats.len(), "seed": rec.design.seed},
        "gap_log": est(&a.gap),
        "noise_floor_log": fl,
        "control_log": est(&ctrl),
        "causes": CAUSES.iter().enumerate().map(|(i, c)| json!({"cause": c, "effect_log": est(&a.effects[i]),
            "share": est(&a.shares[i]), "claimed": claimed(&a.effects[i], fl)})).collect::<Vec<_>>(),
        "residual_log": est(&a.residual),
        "residual_share": est(&a.residual_share),
        "waterfall_steps_log": a.steps.iter().map(est).collect::<Vec<_>>(),
        "repeats_agree": agreed,
        "per_repeat": each.iter().map(|e| json!({"gap_log": est(&e.gap),
            "shares": e.shares.iter().map(est).collect::<Vec<_>>(), "residual_share": est(&e.residual_share)})).collect::<Vec<_>>(),
        "rows": rows_json,
        "same_process": sp_json,
        "verdict": verdict_text,
    });
    Ok(SectionOutput {
        markdown,
        data: data_json,
        csv: Some(csv(rec)?),
        summary: Some(summary),
    })
}

#[allow(clippy::too_many_arguments)]
fn markdown(
    rec: &Record,
    roles: &Roles,
    a: &Attribution,
    fl: f64,
    ctrl: &Estimate,
    verdict_text: &str,
    each: &[Attribution],
    agree_table: &str,
    agreed: bool,
    rows_md: &str,
    sp_md: &str,
    driver: Option<Estimate>,
    all: &[&Repeat],
    m2: &str,
) -> String {
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
    let reruns = if each.len() > 1 {
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
    };
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
        "## The gap: numba M2 vs kernel-safe, cause by cause\n\n\
         **How it was measured.** {repeats} repeat(s); each: {layouts} layouts × {processes} fresh process sets × {rounds} timed rounds \
         (after one untimed round per process set that gates — in the first — or re-checks every row bit for bit, and warms it up), \
         about {minutes:.0} minutes per repeat on this machine (the counts were chosen to keep one repeat under 20 minutes on a 2-vCPU VM). \
         A *layout* relinks the engine builds with lld's `--shuffle-sections` (seeds {seeds}; the LTO build is not relinked); \
         a *process set* starts every engine and a fresh numba worker with a random environment padding (0–4 KiB) and the big arrays \
         at a random 16-byte offset in their pages (the engine's allocator shifts allocations ≥ 64 KiB; numba's worker places the series; \
         numba's own temporaries keep glibc's placement); rows run interleaved with a rotating start, every row's process pinned to \
         {cpu} (the harness, waiting on a socket, runs on the other; the clock probes run on that CPU just before each sweep). Rust rows are `ipc-engine` processes \
         timed by their own compute clock; numba times itself. Every ratio is the mean of per-round log ratios with a 95% hierarchical \
         bootstrap interval (layouts → processes → rounds, every repeat's layouts pooled). Seed {seed}.{layout_note}\n\n\
         **Measured gap:** kernel-safe / numba M2 = **{gap}**.\n\n\
         **Noise floor:** the control (`knob baseline`: kernel-safe's code copied verbatim into another crate, linked elsewhere) measured \
         {ctrl}× kernel-safe, so effects within ±{floor:.1}% are not claimed. {control_check}{driver_note}\n\n\
         ### Verdict\n\n{verdict_text}\n\n\
         ### Order-free attribution (Shapley values)\n\n\
         Four causes, every combination measured (16 corners): the bounds check (`knob hoist`), the memory pattern (`knob memory`: \
         buffers reused, NaN only in the warm-up), the target CPU (the engine built with `-C target-cpu=native`, as numba compiles \
         for the host) and the allocator state (run with {allocator}). A cause of the gap is a *difference* between the two sides: \
         numba also allocates an array per pass and also runs on glibc's allocator, so those two causes are removed on both sides — \
         a corner without the memory pattern is compared with numba M2 with its buffers reused (`ipc_tax_ref.kernel_reuse`, bit-identical \
         to M2), one without the allocator state with numba run under the same settings; the bounds check and the target CPU are Rust's \
         alone. Each cause's share is its Shapley value — its effect on the gap averaged over every order of removing the causes — \
         from the mean log ratios; shares and residual add up to 100% exactly. A negative share means removing that difference \
         *widens* the gap (it was hiding part of it).\n\n\
         {shapley}\n\
         ### The waterfall: one order of the same lattice\n\n\
         The causes removed one after another in the table's order; the gap times the steps is the residual exactly \
         (the same mean logs). Another order gives other step sizes; the Shapley shares above do not depend on it.\n\n{waterfall}\n\
         {reruns}\
         ### Every row: spread, and what was measured beside each sweep\n\n\
         *× reference*: kernel-safe to numba M2, every other row to kernel-safe. *between-process SD*: standard deviation of the \
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
         numba M2, numba M2 with every buffer allocated once (`ipc_tax_ref.kernel_reuse`, bit-identical) and the Rust kernels through \
         the PyO3 module `ipc_tax_native`, interleaved in one numba worker — nothing differs between processes there. One worker with \
         the default allocator, one with the allocator settings.\n{sp_md}\n\
         ### What the machine code shows\n\n{evidence}\n{m2}",
        repeats = rec.repeats.len(),
        layouts = d.layouts,
        processes = d.processes,
        rounds = d.rounds,
        seeds = seeds.join(", "),
        seed = d.seed,
        cpu = d
            .cpu
            .map_or("no CPU (pinning unavailable)".into(), |c| format!(
                "CPU {c}"
            )),
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
    )
}
