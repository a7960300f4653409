//! Rendering the gap record: `reports/gap.md`, its JSON, CSV and README
//! summary. The analysis is made once here; each part of the page comes
//! from its own module (`tables`, `row_table`, `instrument`,
//! `same_process_check`, `across_cores`) and `page` puts them together
//! from `templates/gap*.md`. The M2 subsection — the study's M2 result
//! predicted from this record's rows — is rendered here.

use super::across_cores::across_cores;
use super::analysis::{Analysis, Roles};
use super::conclude::{claimed, margin};
use super::hier::{Estimate, Nested, estimate, mean_log_ratio};
use super::instrument::{instrument, targets};
use super::page::{self, Parts};
use super::row_samples::{clocks, faults_per_sweep, median};
use super::row_table::{faults_paragraph, rows_table};
use super::same_process_check::same_process;
use super::tables::agreement;
use super::{CAUSES, Record, Repeat, SameProcess};
use anyhow::Result;
use report::{Render, SectionOutput};
use serde_json::{Value, json};

pub fn render(rec: &Record, r: &mut Render) -> Result<SectionOutput> {
    let an = Analysis::of(rec)?;
    r.findings.add_targets("gap", &targets(rec, &an));
    let (roles, all, data) = (&an.roles, &an.all, &an.data);
    let (rows, rows_json) = rows_table(rec, roles, all, data);
    let checks: Vec<&SameProcess> = all.iter().flat_map(|r| &r.same_process).collect();
    let (same_process_md, same_process_json) = same_process(&checks, &an.gap)?;
    let (instrument_md, instrument_json) = instrument(rec, &an)?;
    let cores = across_cores(rec, &an, &checks, r)?;
    // After `across_cores`: the M2 subsection reads the gap per CPU it found.
    let (m2, m2_answer) = m2_section(rec, roles, all, data, r);
    r.findings.m2_answer = m2_answer;
    let (seam, seam_line, seam_json) = seam_part(rec, &an, r)?;
    let parts = Parts {
        by_cpu: cores.markdown,
        instrument: instrument_md,
        agreement: agreement(&an.each, &an.each_gap, an.floor),
        rows,
        page_faults: faults_paragraph(roles, all, data)?,
        same_process: same_process_md,
        mechanism: cores.mechanism,
        m2,
        seam,
        seam_line,
    };
    let markdown = page::markdown(rec, &an, &parts)?;
    let summary = page::summary(rec, &an, &cores.readme_readings, &parts.seam_line)?;
    let parts_data = PartsData {
        repeats_agree: parts.agreement.agreed,
        instrument: instrument_json,
        by_cpu: cores.data,
        rows: rows_json,
        same_process: same_process_json,
        seam: seam_json,
    };
    Ok(SectionOutput {
        markdown,
        data: data_json(rec, &an, parts_data),
        csv: Some(csv(rec)?),
        summary: Some(summary),
    })
}

/// "The seam": this record's (when it has one) and every other core's
/// latest, each read with its own record's control floor and bounds-check
/// effect (the lattice's first cause).
fn seam_part(rec: &Record, an: &Analysis<'_>, r: &Render) -> Result<(String, String, Value)> {
    let here = super::by_cpu::core_key(rec, &r.env);
    let kept = measure::paths::repo_root().join("reports/records");
    let out = r.out_dir.join("records");
    let others = super::by_cpu::seams(&here, &[&kept, &out]);
    let mut analyses = Vec::new();
    for (core, date, other) in &others {
        if let Ok(a) = Analysis::of(other) {
            analyses.push((
                core,
                date,
                other,
                a.floor,
                a.attribution.effects.first().copied(),
                a.layout_effect(),
            ));
        }
    }
    let mut cores = Vec::new();
    if let Some(s) = &rec.seam {
        cores.push(super::seam::Core {
            core: here.clone(),
            date: r.env.date_utc.clone(),
            seam: s,
            floor: an.floor,
            knob: an.attribution.effects.first().copied(),
            layout: an.layout_effect(),
        });
    }
    for (core, date, other, floor, knob, layout) in &analyses {
        if let Some(s) = &other.seam {
            cores.push(super::seam::Core {
                core: (*core).clone(),
                date: (*date).clone(),
                seam: s,
                floor: *floor,
                knob: *knob,
                layout: *layout,
            });
        }
    }
    Ok(match super::seam::render(&here, &cores)? {
        Some((md, line, data)) => (md + "\n", format!(" {line}"), data),
        None => (String::new(), String::new(), Value::Null),
    })
}

/// The parts' own numbers, for the section's JSON.
struct PartsData {
    repeats_agree: bool,
    instrument: Value,
    by_cpu: Value,
    rows: Vec<Value>,
    same_process: Value,
    seam: Value,
}

/// `gap.json`: the design, the attribution in logs with its intervals, and
/// every part's numbers.
fn data_json(rec: &Record, an: &Analysis<'_>, parts: PartsData) -> Value {
    let (a, fl) = (&an.attribution, an.floor);
    let est = |e: &Estimate| json!({"point": e.point, "ci95": [e.lo, e.hi]});
    json!({
        "version": rec.version,
        "design": {"layouts": rec.design.layouts, "processes": rec.design.processes, "rounds": rec.design.rounds,
                   "passes": rec.design.passes, "repeats": rec.repeats.len(), "seed": rec.design.seed},
        "gap_log": est(&an.gap),
        "gap_layouts": {"layouts": an.gap_layout_count.0, "of_which_gap_layouts": an.gap_layout_count.1,
                        "per_repeat": rec.design.gap_layouts},
        "lattice_gap_log": est(&a.gap),
        // Present when the repeats differ beyond their intervals.
        "gap_across_repeats_log": super::conclude::across_differing_repeats(&an.each_gap).as_ref().map(est),
        "noise_floor_log": fl,
        "control_log": est(&an.control),
        "causes": CAUSES.iter().enumerate().map(|(i, c)| json!({"cause": c, "effect_log": est(&a.effects[i]),
            "share": est(&a.shares[i]), "claimed": claimed(&a.effects[i], fl), "margin_log": margin(&a.effects[i], fl)})).collect::<Vec<_>>(),
        "residual_log": est(&a.residual),
        "residual_share": est(&a.residual_share),
        "waterfall_steps_log": a.steps.iter().map(est).collect::<Vec<_>>(),
        "repeats_agree": parts.repeats_agree,
        "per_repeat": an.each.iter().zip(&an.each_gap).map(|(e, g)| json!({"gap_log": est(g), "lattice_gap_log": est(&e.gap),
            "shares": e.shares.iter().map(est).collect::<Vec<_>>(), "residual_share": est(&e.residual_share)})).collect::<Vec<_>>(),
        "instrument": parts.instrument,
        "by_cpu": parts.by_cpu,
        "rows": parts.rows,
        "same_process": parts.same_process,
        "seam": parts.seam,
        "verdict": an.verdict,
        "verdict_kind": format!("{:?}", an.kind),
        "first_screen": an.short,
        "alone_log": an.alone.iter().map(est).collect::<Vec<_>>(),
        "whole_parts": an.whole_parts.as_ref().map(|w| json!({
            "processes": w.processes, "combos": w.combos, "noise_log": w.noise,
            "rows": rec.rows.iter().enumerate().map(|(i, r)| json!({"row": r.label,
                "whole_over_parts_log": est(&w.rows[i]), "vs_safe_log": est(&w.vs_safe[i]),
                "flagged": w.flagged[i]})).collect::<Vec<_>>()})),
        "cross_check": an.cross.iter().map(|c| json!({
            "quantity": super::verdict::quantity_name(c.quantity),
            "per_combo_log": est(&c.per_combo),
            "whole_across_log": c.whole.as_ref().map(est),
            "one_process_log": c.one_process.as_ref().map(est),
            "whole_across": format!("{:?}", c.whole_agrees),
            "one_process": format!("{:?}", c.one_process_agrees)})).collect::<Vec<_>>(),
    })
}

/// `gap.csv`: every whole-sweep sample, one line each.
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

/// The M2 subsection: the m2 section's static models calibrated against
/// this record's rows (and the in-process rows), then the M2 prediction;
/// and the prediction in brief for the first screen.
fn m2_section(
    rec: &Record,
    roles: &Roles,
    all: &[&Repeat],
    data: &Nested,
    r: &Render,
) -> (String, Option<report::findings::M2Answer>) {
    use crate::m2::predict::{
        Inputs, Measured, MechanismFit, Unpredicted, answer, section, unpredicted,
    };
    use report::findings::Engine;
    let Some(m2) = r.findings.m2.as_ref() else {
        return (unpredicted(Unpredicted::NoRecord), None);
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
        return (unpredicted(Unpredicted::NoDump), None);
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
    if let Some(base) = vs(kernels::REFERENCE) {
        for (kernel, file, one_change) in calibration_kernels() {
            if let Some(v) = vs(kernel) {
                rows.push(Measured {
                    label: format!("kernel-{kernel}"),
                    wma_file: file,
                    ratio: v / base,
                    // Not counted in that section: a one-change kernel
                    // allocates like kernel-safe; the others (kernel-simd)
                    // reuse their buffers.
                    faults: if one_change { safe_row.faults } else { 0.0 },
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
    let inputs = Inputs {
        m2,
        safe: safe_row,
        numba: numba_row,
        rows,
        clock_hz,
        mechanism,
    };
    (section(&inputs), answer(&inputs))
}

/// The in-process kernels the calibration compares with their static
/// model, from the `kernels` table: every multiply-add kernel but
/// kernel-safe with a WMA dump for the baseline x86-64 build (name, that
/// dump, whether it is kernel-safe's work with one change).
fn calibration_kernels() -> Vec<(&'static str, String, bool)> {
    kernels::KERNELS
        .iter()
        .filter(|e| e.work == kernels::Work::Macs && e.name != kernels::REFERENCE)
        .filter_map(|e| {
            let file = format!("x86-64/{}/{}", e.krate, crate::m2::models::wma_dump(e)?);
            Some((e.name, file, e.one_change.is_some()))
        })
        .collect()
}
