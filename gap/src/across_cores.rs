//! The gap beyond this record: the gap per CPU (this record beside the
//! latest of every other core, with its plot and JSON), llvm-mca's
//! mechanism per core, and kernel-safe / numba-njit as every section reads
//! it — the gap instrument's own readings put first.

use super::SameProcess;
use super::analysis::{Analysis, is_blocked};
use super::same_process_check::gap_inside_one_worker;
use super::{Record, by_cpu, mechanism};
use anyhow::Result;
use report::Render;
use report::findings::Reading;
use report::template::{self, slot};
use serde_json::Value;

const BY_CPU: &str = include_str!("../templates/gap_by_cpu.md");
const ONE_CPU: &str = include_str!("../templates/gap_by_cpu_one.md");
const MANY_CPUS: &str = include_str!("../templates/gap_by_cpu_many.md");

/// The gap across cores, rendered.
pub(super) struct AcrossCores {
    /// The page's subsections: the gap per CPU, then every reading.
    pub markdown: String,
    /// The gap per CPU, as `gap_by_cpu.json` holds it.
    pub data: Value,
    /// llvm-mca's model of each core against what was measured on it.
    pub mechanism: String,
    /// Every reading again, linked from the README.
    pub readme_readings: String,
}

/// Writes the per-CPU plot and JSON, and records this record's gap per CPU
/// and readings in the findings (the M2 subsection and later sections read
/// them there).
pub(super) fn across_cores(
    rec: &Record,
    an: &Analysis<'_>,
    same_process: &[&SameProcess],
    r: &mut Render,
) -> Result<AcrossCores> {
    let current = by_cpu::of(rec, an, &r.env);
    // The repository's records, and those an `--out` directory kept.
    let kept = measure::paths::repo_root().join("reports/records");
    let here = r.out_dir.join("records");
    let (cpus, _unread) = by_cpu::collect(current, &[&kept, &here]);
    by_cpu::plot(&cpus, &r.out_dir.join("gap_by_cpu.svg"))?;
    report::files::write(
        &r.out_dir.join("gap_by_cpu.json"),
        &(serde_json::to_string_pretty(&cpus)? + "\n"),
    )?;
    let note = if cpus.len() < 2 {
        template::fill(ONE_CPU, &[])?
    } else {
        template::fill(MANY_CPUS, &[slot("cpus", cpus.len())])?
    };
    let mechanism = mechanism::markdown(&rec.mechanism, &cpus)?;
    let data = serde_json::to_value(&cpus)?;
    r.findings.gap_by_cpu = cpus;
    add_readings(rec, an, same_process, r);
    let readings =
        |at: &str| report::readings::markdown(&r.findings.readings, &r.findings.gap_by_cpu, at);
    let markdown = template::fill(
        BY_CPU,
        &[
            slot("note", note),
            slot("table", by_cpu::table(&r.findings.gap_by_cpu)),
            slot("targets", by_cpu::targets_table(&r.findings.gap_by_cpu)),
            slot("readings", readings("")),
        ],
    )?;
    Ok(AcrossCores {
        markdown,
        data,
        mechanism,
        readme_readings: readings("reports/"),
    })
}

/// The gap instrument's reading (the ratio's home, first) and the
/// same-process check's, beside the other sections' readings.
fn add_readings(rec: &Record, an: &Analysis<'_>, same_process: &[&SameProcess], r: &mut Render) {
    let Some(current) = r.findings.gap_by_cpu.first() else {
        return;
    };
    let home = Reading {
        section: "gap",
        name: "the gap instrument".into(),
        how: format!(
            "{}; {} layouts × {} process sets{} per repeat, {}",
            if is_blocked(&an.all) {
                "one combo per sample, contenders adjacent in time"
            } else {
                "whole-sweep rounds"
            },
            rec.design.layouts,
            rec.design.processes,
            if rec.design.gap_layouts > 0 {
                format!(" and {} gap layouts", rec.design.gap_layouts)
            } else {
                String::new()
            },
            super::page::repeats_words(rec.repeats.len())
        ),
        ratio: current.gap,
        core: current.key(),
    };
    let core = current.key();
    r.findings.readings.insert(0, home);
    if let Some(e) = gap_inside_one_worker(same_process) {
        r.findings.readings.push(Reading {
            section: "gap",
            name: "inside one numba worker".into(),
            how: "kernel-safe through PyO3 inside the numba worker: one process and one heap for both, whole sweeps".into(),
            ratio: by_cpu::ratio_ci(&e),
            core,
        });
    }
}
