//! "The M2 prediction on the mechanism model": llvm-mca on the WMA loop
//! alone, `apple-m1`'s model, for kernel-safe, numba and `knob hoist`, with
//! the strength it keeps after the measured cores.

use super::model::{MODELS, Scope, Tool, f3, label, on, predict};
use super::whole_sweep::study_ratio;
use super::{Inputs, M2_MAX_HZ, MechanismFit};
use crate::m2::calibrate::{Calibration, ERROR_SIZED, Strength};
use crate::m2::prose::PREDICTION;
use anyhow::Result;
use report::template::slot;

/// What the mechanism model's M2 figures may be read as: its strength on
/// this machine's rows (the loop model's calibration) held against how it
/// did across the measured cores. Across cores a model can only lose
/// strength: a wrong order makes it weak; a right order on two or more
/// cores keeps at most "ranks only" while it misses the gap's size by more
/// than the sizing error.
fn mechanism_strength(here: Strength, fit: Option<MechanismFit>) -> Strength {
    match fit {
        Some(f) if f.cores >= 2 && !f.ranks_right => Strength::Weak,
        Some(f) if f.cores >= 2 && here == Strength::Sized && f.size_off - 1.0 > ERROR_SIZED => {
            Strength::RanksOnly
        }
        _ => here,
    }
}

/// The paragraph, with the line breaks that end it: a blank line after the
/// prediction, a single one after the "no figure" sentence (the report has
/// always run it into what follows).
pub(super) fn paragraph(inp: &Inputs, cals: &[Calibration]) -> Result<String> {
    const LOOP_MCA: (Scope, Tool) = (Scope::Loop, Tool::Mca);
    let i = MODELS
        .iter()
        .position(|m| (m.0, m.1) == LOOP_MCA)
        .expect("the llvm-mca loop model is in MODELS");
    let per_mac = |wma: &str| predict(inp, &on("apple-m1", wma), LOOP_MCA, M2_MAX_HZ, 0.0);
    let safe = per_mac(&inp.safe.wma_file);
    let gap = safe.zip(per_mac(&inp.numba.wma_file)).map(|(k, n)| k / n);
    let Some(gap) = gap else {
        return Ok(PREDICTION.part("mechanism_no_figure", &[])? + "\n");
    };
    let hoist = safe
        .zip(per_mac("x86-64/gap-knobs/hoist.wma.s"))
        .map(|(k, h)| h / k);
    let here = cals[i].strength;
    let strength = mechanism_strength(here, inp.mechanism);
    let changed = if strength == here {
        "unchanged"
    } else {
        "lowered"
    };
    let text = PREDICTION.part(
        "mechanism",
        &[
            slot("gap", format!("{gap:.3}")),
            slot("study", format!("{:.3}", study_ratio())),
            slot("hoist", f3(hoist)),
            slot("here", label(here)),
            slot("across", across(inp.mechanism)?),
            slot("strength", label(strength)),
            slot("changed", PREDICTION.part(changed, &[])?),
            slot("reading", reading(strength, gap, inp.mechanism)?),
        ],
    )?;
    Ok(text + "\n\n")
}

/// How the model did across the measured cores.
fn across(fit: Option<MechanismFit>) -> Result<String> {
    match fit {
        None => PREDICTION.part("across_none", &[]),
        Some(f) if f.cores < 2 => PREDICTION.part("across_one", &[]),
        Some(f) if f.ranks_right => PREDICTION.part(
            "across_ranks",
            &[
                slot("cores", f.cores),
                slot("size_off", format!("{:.2}", f.size_off)),
            ],
        ),
        Some(f) => PREDICTION.part("across_misranks", &[slot("cores", f.cores)]),
    }
}

/// What its M2 figure may be read as at `strength`.
fn reading(strength: Strength, gap: f64, fit: Option<MechanismFit>) -> Result<String> {
    let part = match strength {
        Strength::Weak => "reading_weak",
        Strength::RanksOnly if fit.is_some_and(|f| (gap - 1.0).abs() < f.tie) => "reading_tie",
        Strength::RanksOnly if gap > 1.0 => "reading_slower",
        Strength::RanksOnly => "reading_not_slower",
        Strength::Sized => "reading_sized",
    };
    PREDICTION.part(part, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_cores_can_only_lower_the_mechanism_models_strength() {
        let fit = |cores, ranks_right, size_off| {
            Some(MechanismFit {
                cores,
                ranks_right,
                size_off,
                tie: 0.01,
            })
        };
        use Strength::*;
        assert_eq!(mechanism_strength(RanksOnly, None), RanksOnly);
        assert_eq!(mechanism_strength(Sized, fit(1, false, 3.0)), Sized);
        assert_eq!(mechanism_strength(RanksOnly, fit(2, false, 1.0)), Weak);
        assert_eq!(mechanism_strength(Sized, fit(3, true, 3.15)), RanksOnly);
        assert_eq!(mechanism_strength(Sized, fit(3, true, 1.05)), Sized);
        assert_eq!(mechanism_strength(Weak, fit(3, true, 1.0)), Weak);
    }

    #[test]
    fn every_reading_and_every_account_of_the_cores_fills() {
        let fit = |cores, ranks_right| {
            Some(MechanismFit {
                cores,
                ranks_right,
                size_off: 1.5,
                tie: 0.01,
            })
        };
        for f in [None, fit(1, true), fit(3, true), fit(3, false)] {
            assert!(across(f).unwrap().ends_with('.'));
        }
        use Strength::*;
        let read = |s, gap| reading(s, gap, fit(3, true)).unwrap();
        assert!(read(Weak, 1.1).contains("not evidence"));
        assert!(read(RanksOnly, 1.001).contains("a tie"));
        assert!(read(RanksOnly, 1.1).ends_with("loop is the slower one"));
        assert!(read(RanksOnly, 0.9).ends_with("loop is not the slower one"));
        assert!(read(Sized, 1.1).contains("with their size"));
    }
}
