//! The gap page's "every row" table: each row's ratio to its reference,
//! the spread at each level, what was measured beside it and its
//! machine-code evidence (with the same figures as JSON), and the page
//! faults paragraph read from the allocator rows.

use super::analysis::{Roles, pair_layouts, reference};
use super::components::{self, Components};
use super::hier::{Estimate, Nested, estimate, every_round, mean_log_ratio};
use super::row_samples::{clocks, cycles, faults_per_sweep, median, samples};
use super::tables::ratio_cell;
use super::{Record, Repeat, RowRecord};
use anyhow::Result;
use measure::stats::{Summary, summarize};
use report::template::{self, slot};
use serde_json::{Value, json};

const PAGE_FAULTS: &str = include_str!("../templates/gap_page_faults.md");

/// One row's figures, as its line of the table and its JSON show them.
struct RowFigures {
    seconds_per_pass: f64,
    ratio: Option<Estimate>,
    reference_is_numba: bool,
    spread: Option<Components>,
    faults: f64,
    rss_mb: f64,
    clock_ghz: Option<Summary>,
    cycles_per_mac: f64,
    chain_bound: Option<f64>,
}

fn figures(
    rec: &Record,
    roles: &Roles,
    repeats: &[&Repeat],
    data: &Nested,
    i: usize,
) -> RowFigures {
    let reference_row = reference(rec, i, roles);
    let clock_ghz: Vec<f64> = clocks(repeats, i).iter().map(|c| c.0 / 1e9).collect();
    let (cycles_per_mac, chain_bound) = cycles(rec, repeats, data, i);
    RowFigures {
        seconds_per_pass: median(every_round(data).iter().map(|r| r[i])),
        ratio: reference_row
            .and_then(|r| estimate(data, |x| vec![mean_log_ratio(x, i, r)]).map(|e| e[0])),
        reference_is_numba: reference_row == Some(roles.numba),
        spread: reference_row.and_then(|r| components::components(&pair_layouts(repeats, i, r))),
        faults: faults_per_sweep(repeats, i),
        rss_mb: median(samples(repeats, i).iter().map(|s| s.rss_bytes as f64 / 1e6)),
        clock_ghz: summarize(&clock_ghz),
        cycles_per_mac,
        chain_bound,
    }
}

/// Per row: ratio to its reference, the spread at each level, and what
/// was measured beside it.
pub(super) fn rows_table(
    rec: &Record,
    roles: &Roles,
    repeats: &[&Repeat],
    data: &Nested,
) -> (String, Vec<Value>) {
    let mut t = format!(
        "| row | what it changes vs kernel-safe | s per pass (one-combo designs: a layout's half of the grid) | × reference (95% CI) | layout SD | process SD | within SD (one sample) | minor faults / sweep | RSS MB | clock GHz (min–max) | cycles/MAC (chain bound) | callgrind instr/MAC | hot loop: instr/MAC, cmp+br, unroll | llvm-mca cycles/MAC ({}, znver4) |\n|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|\n",
        rec.host_cpu
    );
    let mut json_rows = Vec::new();
    for (i, row) in rec.rows.iter().enumerate() {
        let f = figures(rec, roles, repeats, data, i);
        t.push_str(&table_line(row, &f));
        json_rows.push(json_row(row, &f));
    }
    (t, json_rows)
}

fn table_line(row: &RowRecord, f: &RowFigures) -> String {
    let sd = |level: fn(&Components) -> f64| {
        f.spread
            .as_ref()
            .map_or("—".into(), |c| format!("{:.2}%", 100.0 * level(c)))
    };
    let reference_name = if f.reference_is_numba { " (numba)" } else { "" };
    let rss = if f.rss_mb.is_nan() {
        "—".into()
    } else {
        format!("{:.0}", f.rss_mb)
    };
    let clock = f.clock_ghz.map_or("—".into(), |c| {
        format!("{:.2} ({:.2}–{:.2})", c.median, c.min, c.max)
    });
    format!(
        "| {} | {} | {:.3} | {}{reference_name} | {} | {} | {} | {:.0} | {rss} | {clock} | {} | {} | {} | {} |\n",
        row.label,
        row.change,
        f.seconds_per_pass,
        f.ratio.as_ref().map_or("—".into(), ratio_cell),
        sd(|c| c.layout),
        sd(|c| c.process),
        sd(|c| c.within),
        f.faults,
        cycles_cell(f.cycles_per_mac, f.chain_bound),
        callgrind_cell(row),
        hot_loop_cell(row),
        mca_cell(row),
    )
}

fn json_row(row: &RowRecord, f: &RowFigures) -> Value {
    json!({
        "row": row.label, "build": row.build, "kernel": row.kernel, "allocator": row.allocator,
        "corner": row.corner, "seconds_per_sweep": f.seconds_per_pass,
        "ratio_to_reference": f.ratio.map(|e| json!({"ratio": e.point.exp(), "ci95": [e.lo.exp(), e.hi.exp()]})),
        "components": f.spread,
        "minor_faults_per_sweep": f.faults, "rss_mb": f.rss_mb, "cycles_per_mac": f.cycles_per_mac,
        "chain_bound_cycles_per_mac": f.chain_bound,
        "instructions_per_mac": row.instructions_per_mac, "dump": row.dump, "mca_cycles_per_mac": row.mca,
    })
}

fn cycles_cell(measured: f64, bound: Option<f64>) -> String {
    match bound {
        Some(b) if measured < b => format!("**{measured:.2} < bound {b:.2}: flagged**"),
        Some(b) => format!("{measured:.2} (≥ {b:.2})"),
        None => format!("{measured:.2}"),
    }
}

fn callgrind_cell(row: &RowRecord) -> String {
    match (&row.instructions_per_mac, &row.no_count) {
        (Some(x), _) => format!("{x:.2}"),
        (None, why) => format!("— ({})", why.as_deref().unwrap_or("not counted")),
    }
}

fn hot_loop_cell(row: &RowRecord) -> String {
    row.hot.as_ref().map_or_else(
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
    )
}

fn mca_cell(row: &RowRecord) -> String {
    row.mca.map_or_else(
        || "—".into(),
        |(a, b)| a.map_or_else(|| format!("—, {b:.2}"), |a| format!("{a:.2}, {b:.2}")),
    )
}

/// What the page-fault and allocator rows say, in words, from their numbers.
pub(super) fn faults_paragraph(
    roles: &Roles,
    repeats: &[&Repeat],
    data: &Nested,
) -> Result<String> {
    let faults = |i: usize| format!("{:.0}", faults_per_sweep(repeats, i));
    let ratio = |a: usize, b: usize| {
        estimate(data, |x| vec![mean_log_ratio(x, a, b)])
            .map_or("—".into(), |e| ratio_cell(&e[0]))
    };
    let (numba, numba_allocator) = (roles.corners[0].1, roles.corners[8].1);
    let (safe, safe_allocator) = (roles.corners[0].0, roles.corners[8].0);
    template::fill(
        PAGE_FAULTS,
        &[
            slot("numba", faults(numba)),
            slot("safe", faults(safe)),
            slot("numba_allocator", faults(numba_allocator)),
            slot("safe_allocator", faults(safe_allocator)),
            slot("numba_change", ratio(numba_allocator, numba)),
            slot("safe_change", ratio(safe_allocator, safe)),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cycle_count_below_its_chain_bound_is_flagged() {
        assert_eq!(
            cycles_cell(1.5, Some(2.0)),
            "**1.50 < bound 2.00: flagged**"
        );
        assert_eq!(cycles_cell(2.5, Some(2.0)), "2.50 (≥ 2.00)");
        assert_eq!(cycles_cell(2.5, None), "2.50");
    }
}
