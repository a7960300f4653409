//! The instrument's own record: the spread at each level for the gap and
//! the control, what the design can detect and whether it met its targets,
//! how often the disturbance rule struck, and (version 2) each whole sweep
//! against the sum of its parts, cause by cause.

use super::analysis::{Analysis, is_blocked};
use super::attribution::Attribution;
use super::components::WithIntervals;
use super::conclude::agree;
use super::disturb;
use super::hier::Estimate;
use super::row_samples::median;
use super::tables::{ratio_cell, sd_ci_cell};
use super::{CAUSES, Record};
use crate::targets::{self, Verdict};
use crate::template::{self, slot};
use anyhow::Result;
use serde_json::{Value, json};
use std::fmt::Write as _;

const INSTRUMENT: &str = include_str!("../../templates/gap_instrument.md");
const DISTURBANCE: &str = include_str!("../../templates/gap_disturbance.md");
const SUM_OF_PARTS: &str = include_str!("../../templates/gap_sum_of_parts.md");
const WHOLE_VS_COMBOS: &str = include_str!("../../templates/gap_whole_vs_combos.md");
const ALIGNMENT: &str = include_str!("../../templates/gap_alignment.md");

/// The instrument: the spread at each level for the gap and the control,
/// what the design can detect, the disturbance rule's count, and (version
/// 2) each whole sweep against the sum of its parts.
pub(super) fn instrument(rec: &Record, an: &Analysis<'_>) -> Result<(String, Value)> {
    let mut md = template::fill(
        INSTRUMENT,
        &[
            slot("spread", spread_table(an)),
            slot("targets", targets::list(&targets(an))),
        ],
    )?;
    let placed = super::alignment::table(&an.units);
    if !placed.is_empty() {
        let _ = write!(
            md,
            "\n{}",
            template::fill(ALIGNMENT, &[slot("table", placed)])?
        );
    }
    let tally = disturb::tally(&an.all);
    if is_blocked(&an.all) {
        let disturbance = template::fill(
            DISTURBANCE,
            &[
                slot("blocks", tally.blocks),
                slot("pairs", tally.pairs),
                slot("max_steal", format!("{:.0}", 100.0 * disturb::MAX_STEAL)),
                slot(
                    "max_other_busy",
                    format!("{:.0}", 100.0 * disturb::MAX_OTHER_BUSY),
                ),
                slot("clock_band", format!("{:.0}", 100.0 * disturb::CLOCK_BAND)),
                slot("dropped", tally.dropped),
                slot("kept", tally.kept_disturbed),
                slot("attempts", disturb::ATTEMPTS),
                slot("largest_steal", format!("{:.1}", 100.0 * tally.max_steal)),
                slot(
                    "busiest_other",
                    format!("{:.0}", 100.0 * tally.max_other_busy),
                ),
            ],
        )?;
        let _ = write!(md, "\n{disturbance}\n");
        md.push_str(&sum_of_parts(rec, an)?);
    }
    let json =
        json!({"gap": an.gap_components, "control": an.control_components, "disturbance": tally});
    Ok((md, json))
}

/// The spread at each level of the gap and of the control.
fn spread_table(an: &Analysis<'_>) -> String {
    let line = |name: &str, w: &Option<WithIntervals>| match w {
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
    let mut t = String::from(
        "| ratio | layout SD (95% CI) | process-set SD (95% CI) | within-process SD of one sample (95% CI) | within-process half-interval of the estimate | smallest detectable effect (95%, 80% power) |\n|---|--:|--:|--:|--:|--:|\n",
    );
    t.push_str(&line(
        "kernel-safe / numba-njit (the gap)",
        &an.gap_components,
    ));
    t.push_str(&line(
        "control / kernel-safe (a change that changes nothing)",
        &an.control_components,
    ));
    t
}

/// The instrument's targets (issue 25), decided from the numbers: each
/// repeat's gap interval within a hundredth of its estimate, and the
/// control's within-process half-interval within three thousandths.
fn target_verdicts(repeat_halves: &[f64], control_within: Option<f64>) -> Vec<Verdict> {
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
pub(super) fn targets(an: &Analysis<'_>) -> Vec<Verdict> {
    let halves: Vec<f64> = an
        .each_gap
        .iter()
        .map(|g| {
            let e = g.exp();
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
fn sum_of_parts(rec: &Record, an: &Analysis<'_>) -> Result<String> {
    let mut table = String::from(
        "| row | whole sweep s | sum of its combos s | whole / parts |\n|---|--:|--:|--:|\n",
    );
    for (i, row) in rec.rows.iter().enumerate() {
        let pairs = whole_and_parts(an, i);
        if pairs.is_empty() {
            continue;
        }
        let w = median(pairs.iter().map(|p| p.0));
        let p = median(pairs.iter().map(|p| p.1));
        let ratio = median(pairs.iter().map(|p| p.0 / p.1));
        let _ = writeln!(table, "| {} | {w:.3} | {p:.3} | {ratio:.3} |", row.label);
    }
    let mut md = format!(
        "\n{}",
        template::fill(SUM_OF_PARTS, &[slot("table", table)])?
    );
    if let Some(whole) = &an.whole {
        md.push_str(&whole_vs_combos(&an.attribution, whole, an.all.len())?);
    }
    Ok(md)
}

/// Per repeat: row `i`'s whole sweep and the sum of its combos.
fn whole_and_parts(an: &Analysis<'_>, i: usize) -> Vec<(f64, f64)> {
    an.all
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
        .collect()
}

/// Each cause's effect from the combos (the instrument) against the same
/// attribution from the whole sweeps: where they part, the sweep's
/// allocation history across combos is part of that cause.
fn whole_vs_combos(combos: &Attribution, whole: &Attribution, repeats: usize) -> Result<String> {
    let mut t = String::from(
        "| quantity | from the combos | from the whole sweeps | intervals overlap? |\n|---|--:|--:|---|\n",
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
    let md = template::fill(
        WHOLE_VS_COMBOS,
        &[slot("repeats", repeats), slot("table", t)],
    )?;
    Ok(format!("\n{md}\n"))
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
