//! What the subsection concludes: what the aarch64 code shows without a
//! model, and what the best whole-sweep model's M2 figures may be read as
//! given the strength its calibration earned.

use super::Inputs;
use super::model::{MODELS, on};
use super::whole_sweep::M2Line;
use crate::m2::calibrate::{Calibration, Strength};
use crate::m2::prose::PREDICTION;
use anyhow::Result;
use report::template::slot;

/// Instructions and multiply-adds of a code's WMA hot loop.
fn shape(inp: &Inputs, file: &str) -> Option<(usize, f64)> {
    inp.m2
        .code(file)
        .and_then(|c| c.wma.as_ref())
        .map(|l| (l.instructions, l.work))
}

/// What the aarch64 code itself shows, with no model in between:
/// instructions per multiply-add of the WMA hot loops.
pub(super) fn code_facts(inp: &Inputs) -> Result<Option<String>> {
    let mut facts = Vec::new();
    for cpu in ["apple-m1", "neoverse-v1"] {
        let (safe, numba, hoist) = (
            shape(inp, &on(cpu, &inp.safe.wma_file)),
            shape(inp, &on(cpu, &inp.numba.wma_file)),
            shape(inp, &format!("{cpu}/gap-knobs/hoist.wma.s")),
        );
        let (Some((si, sw)), Some((ni, nw))) = (safe, numba) else {
            continue;
        };
        let per_mac = |i: usize, w: f64| format!("{:.2}", i as f64 / w.max(1.0));
        let mut slots = vec![
            slot("cpu", cpu),
            slot("safe", si),
            slot("safe_macs", format!("{sw:.0}")),
            slot("safe_per_mac", per_mac(si, sw)),
            slot("numba", ni),
            slot("numba_macs", format!("{nw:.0}")),
            slot("numba_per_mac", per_mac(ni, nw)),
        ];
        let part = match hoist {
            Some((hi, hw)) => {
                slots.extend([
                    slot("hoist", hi),
                    slot("hoist_macs", format!("{hw:.0}")),
                    slot("hoist_per_mac", per_mac(hi, hw)),
                ]);
                "code_fact_hoist"
            }
            None => "code_fact",
        };
        facts.push(PREDICTION.part(part, &slots)?);
    }
    if facts.is_empty() {
        return Ok(None);
    }
    PREDICTION
        .part("code_facts", &[slot("facts", facts.join("; "))])
        .map(Some)
}

/// The section's conclusion: what the best whole-sweep model's figures
/// may be read as, given the strength its calibration earned.
pub(super) fn conclusion(
    cals: &[Calibration],
    line: Option<&M2Line>,
    measured_hoist: Option<f64>,
    study_ratio: f64,
) -> Result<String> {
    let Some((line, ratio)) = line.and_then(|l| Some((l, l.ratio?))) else {
        return PREDICTION.part("conclusion_none", &[]);
    };
    let c = &cals[line.model];
    let mut sentences = vec![head(c, line, ratio)?];
    if let Some(inside) = line.inside {
        let part = if inside {
            "study_inside"
        } else {
            "study_outside"
        };
        sentences.push(PREDICTION.part(part, &[slot("study", format!("{study_ratio:.2}"))])?);
    }
    if let (Some(g), Some(m)) = (line.hoist_gain, measured_hoist) {
        let part = if c.strength == Strength::Sized {
            "hoist_sized"
        } else {
            "hoist_unsized"
        };
        sentences.push(PREDICTION.part(
            part,
            &[
                slot("gain", format!("{:.0}", 100.0 * g)),
                slot("measured", format!("{:.0}", 100.0 * m)),
            ],
        )?);
    }
    Ok(sentences.join(" "))
}

/// The conclusion's first sentences, by strength.
fn head(c: &Calibration, line: &M2Line, ratio: f64) -> Result<String> {
    let rho = format!("{:.2}", c.rho.unwrap_or(f64::NAN));
    let error = |digits: usize| format!("{:.*}", digits, 100.0 * c.error.unwrap_or(f64::NAN));
    let (part, mut slots) = match c.strength {
        Strength::Weak => (
            "conclusion_weak",
            vec![slot("rho", c.rho.map_or("undefined".into(), |_| rho))],
        ),
        Strength::RanksOnly => {
            let direction = if ratio > 1.0 {
                "safe_slower"
            } else {
                "safe_not_slower"
            };
            (
                "conclusion_ranks_only",
                vec![
                    slot("rho", rho),
                    slot("error", error(0)),
                    slot("direction", PREDICTION.part(direction, &[])?),
                ],
            )
        }
        Strength::Sized => (
            "conclusion_sized",
            vec![
                slot("rho", rho),
                slot("error", error(1)),
                slot(
                    "band",
                    line.band
                        .map_or("—".into(), |(lo, hi)| format!("{lo:.2}–{hi:.2}")),
                ),
            ],
        ),
    };
    slots.extend([
        slot("model", MODELS[line.model].2),
        slot("ratio", format!("{ratio:.3}")),
    ]);
    PREDICTION.part(part, &slots)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_conclusion_claims_what_the_strength_allows() {
        let cal = |rho: f64, error: f64| {
            let strength = Strength::of(Some(rho), Some(error));
            Calibration {
                rows: 10,
                rho: Some(rho),
                error: Some(error),
                strength,
            }
        };
        let line = M2Line {
            model: 2,
            ratio: Some(1.10),
            band: Some((1.0, 1.2)),
            inside: Some(true),
            hoist_gain: Some(0.08),
            ..Default::default()
        };
        let conclude = |cals: &[Calibration], line, hoist| {
            conclusion(cals, line, hoist, 1.132).expect("the conclusion fills")
        };
        let mut cals = vec![cal(0.0, 1.0); MODELS.len()];
        cals[2] = cal(0.9, 0.05);
        let sized = conclude(&cals, Some(&line), Some(0.1));
        assert!(
            sized.starts_with("**Conclusion:** ") && sized.contains("band 1.00–1.20"),
            "{sized}"
        );
        assert!(
            sized.contains("predicted to recover 8%") && sized.contains("inside"),
            "{sized}"
        );
        cals[2] = cal(0.9, 0.3);
        let ranks = conclude(&cals, Some(&line), Some(0.1));
        assert!(
            ranks.contains("direction is supported")
                && ranks.contains("kernel-safe is the slower one"),
            "{ranks}"
        );
        assert!(ranks.contains("not a finding"), "{ranks}");
        cals[2] = cal(0.5, 0.05);
        assert!(conclude(&cals, Some(&line), None).contains("the prediction is weak"));
        assert!(conclude(&cals, None, None).contains("no prediction"));
    }
}
