//! The same-process cross-check: numba-njit and the Rust kernels (through
//! PyO3) interleaved inside one numba worker, where nothing differs between
//! processes — its tables, and its gap set beside the gap across processes.

use super::SameProcess;
use super::conclude::agree;
use super::hier::{Estimate, Nested, estimate, mean_log_ratio};
use super::row_samples::median;
use super::tables::ratio_cell;
use anyhow::Result;
use report::template::{self, slot};
use serde_json::{Value, json};
use std::fmt::Write as _;

const NONE: &str = include_str!("../templates/gap_same_process_none.md");
const WORKER: &str = include_str!("../templates/gap_same_process_worker.md");
const OVERLAP: &str = include_str!("../templates/gap_same_process_overlap.md");
const APART: &str = include_str!("../templates/gap_same_process_apart.md");

/// The page's same-process part (each worker's table, then its gap against
/// `across`, the gap across processes) and its JSON.
pub(super) fn same_process(checks: &[&SameProcess], across: &Estimate) -> Result<(String, Value)> {
    let (mut md, data) = tables(checks)?;
    if let Some(within) = gap_inside_one_worker(checks) {
        let sentence = if agree(&[within, *across]) {
            OVERLAP
        } else {
            APART
        };
        let sentence = template::fill(
            sentence,
            &[
                slot("within", ratio_cell(&within)),
                slot("across", ratio_cell(across)),
            ],
        )?;
        let _ = write!(md, "\n{sentence}\n");
    }
    Ok((md, data))
}

/// kernel-safe / numba-njit inside one numba worker (kernel-safe through
/// PyO3), when the same-process check ran.
pub(super) fn gap_inside_one_worker(checks: &[&SameProcess]) -> Option<Estimate> {
    let these: Vec<&SameProcess> = checks.iter().copied().filter(|c| !c.allocator).collect();
    let safe = these
        .first()?
        .labels
        .iter()
        .position(|l| l == "rust safe")?;
    let nested: Nested = vec![these.iter().map(|c| c.seconds.clone()).collect()];
    estimate(&nested, |x| vec![mean_log_ratio(x, safe, 0)]).map(|e| e[0])
}

/// The same-process tables: each worker's entries against its numba-njit,
/// the default-allocator workers first.
fn tables(checks: &[&SameProcess]) -> Result<(String, Value)> {
    if checks.is_empty() {
        return Ok((template::fill(NONE, &[])? + "\n", Value::Null));
    }
    let mut out = String::new();
    let mut data = Vec::new();
    for allocator in [false, true] {
        let these: Vec<&SameProcess> = checks
            .iter()
            .copied()
            .filter(|c| c.allocator == allocator)
            .collect();
        if these.is_empty() {
            continue;
        }
        let (table, rows) = worker_table(&these, allocator);
        let worker = template::fill(
            WORKER,
            &[
                // A qualifier of the heading, not a sentence: it stays with its condition.
                slot(
                    "settings",
                    if allocator {
                        " with the allocator settings"
                    } else {
                        ""
                    },
                ),
                slot("workers", these.len()),
                slot(
                    "rounds",
                    these.iter().map(|c| c.seconds.len()).sum::<usize>(),
                ),
                slot("table", table),
            ],
        )?;
        let _ = write!(out, "\n{worker}");
        data.extend(rows);
    }
    Ok((out, Value::Array(data)))
}

/// One setting's workers: each entry's median and its ratio to numba-njit
/// in the same process, as a table and as JSON.
fn worker_table(these: &[&SameProcess], allocator: bool) -> (String, Vec<Value>) {
    let mut t = String::from(
        "| entry | median s | × numba-njit in the same process (95% CI) |\n|---|--:|--:|\n",
    );
    let mut data = Vec::new();
    // Each worker is one process: the processes are the units.
    let nested: Nested = vec![these.iter().map(|c| c.seconds.clone()).collect()];
    for (i, label) in these[0].labels.iter().enumerate() {
        let med = median(
            these
                .iter()
                .flat_map(|c| c.seconds.iter().map(move |r| r[i])),
        );
        let e = (i > 0)
            .then(|| estimate(&nested, |x| vec![mean_log_ratio(x, i, 0)]).map(|e| e[0]))
            .flatten();
        let _ = writeln!(
            t,
            "| {label} | {med:.3} | {} |",
            e.as_ref().map_or("—".into(), ratio_cell)
        );
        data.push(json!({"allocator": allocator, "entry": label, "median_s": med,
            "ratio_to_numba": e.map(|e| json!({"ratio": e.point.exp(), "ci95": [e.lo.exp(), e.hi.exp()]}))}));
    }
    (t, data)
}
