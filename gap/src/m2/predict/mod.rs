//! The calibration table and the whole-sweep M2 prediction, rendered into
//! gap.md from the m2 section's finding (static predictions) and the rows
//! measured on this machine. Every number and every verdict here is a pure
//! function of those two records; the words are `gap/templates/m2_prediction.md`.
//!
//! The subsection, in order: the models ([`model`]), calibrated on this
//! machine's rows ([`calibration`]), the whole-sweep prediction for the M2
//! ([`whole_sweep`]), the mechanism model's ([`mechanism`]), and what all of
//! it may be read as ([`conclusion`]).

mod calibration;
mod conclusion;
mod mechanism;
mod model;
mod whole_sweep;

use super::prose::PREDICTION;
use crate::m2::calibrate::{ERROR_SIZED, RHO_USABLE};
use anyhow::Result;
use report::findings::M2Finding;
use report::study_figures::{BATCH_UNCHECKED_S, BATCH_UNIX_S, NUMBA_S};
use report::template::{Slot, slot};

/// The clock the M2 prediction assumes: an M2 Max performance core at its
/// single-thread maximum (Apple does not publish sustained clocks).
pub const M2_MAX_HZ: f64 = 3.49e9;

/// One row measured on this machine.
#[derive(Clone, Debug)]
pub struct Measured {
    pub label: String,
    /// The WMA dump of the code that ran (`x86-64/kernel-safe/wma.s`).
    pub wma_file: String,
    /// Measured time ÷ kernel-safe's.
    pub ratio: f64,
    /// Minor page faults of one sweep (median).
    pub faults: f64,
    /// Which section measured it.
    pub source: &'static str,
}

/// What the gap section hands over.
pub struct Inputs<'a> {
    /// The m2 section's static models.
    pub m2: &'a M2Finding,
    /// kernel-safe as timed (the ratios' base).
    pub safe: Measured,
    /// numba-njit as the study wrote it.
    pub numba: Measured,
    /// Every other row with a ratio to kernel-safe.
    pub rows: Vec<Measured>,
    /// This machine's clock beside the sweeps (median), Hz.
    pub clock_hz: f64,
    /// How the mechanism model (llvm-mca on the WMA loop, each measured
    /// core's own model) stood against the measured cores.
    pub mechanism: Option<MechanismFit>,
}

/// The mechanism model held against the measured cores (gap.md's "The
/// mechanism per core").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MechanismFit {
    /// Measured cores it was held against.
    pub cores: usize,
    /// It puts every core's gap and bounds check on the measured side of 1
    /// and orders the cores' bounds-check effects as measured.
    pub ranks_right: bool,
    /// Its predicted gap against the measured one, the worst core (≥ 1).
    pub size_off: f64,
    /// Predictions closer than this (relative) are a tie.
    pub tie: f64,
}

/// Why gap.md has no M2 prediction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unpredicted {
    /// The record has no `m2` section.
    NoRecord,
    /// kernel-safe's or numba's row names no dump.
    NoDump,
}

/// The template is compiled in and the tests fill every part of it: a fill
/// cannot fail on a record.
const FILLS: &str = "m2_prediction.md fills (its tests fill every part)";

/// The subsection in place of the prediction, saying why there is none.
pub fn unpredicted(why: Unpredicted) -> String {
    let part = match why {
        Unpredicted::NoRecord => "no_record",
        Unpredicted::NoDump => "no_dump",
    };
    PREDICTION.part(part, &[]).expect(FILLS) + "\n"
}

/// The gap.md subsection.
pub fn section(inp: &Inputs) -> String {
    render(inp).expect(FILLS)
}

/// The prediction in brief, for the first screen: the best-calibrated
/// whole-sweep model's kernel-safe ÷ numba on the M2 and its strength.
pub fn answer(inp: &Inputs) -> Option<report::findings::M2Answer> {
    use crate::m2::calibrate::Strength;
    use report::findings::ModelStrength;
    let mut rows: Vec<&Measured> = vec![&inp.numba];
    rows.extend(inp.rows.iter());
    let cals = model::calibrations(inp, &rows);
    let best = model::best_sweep(&cals)?;
    let m2 = whole_sweep::prediction(inp, &rows, &cals);
    let line = m2.lines.iter().find(|l| l.model == best)?;
    Some(report::findings::M2Answer {
        model: model::MODELS[best].2.to_string(),
        ratio: line.ratio?,
        band: line.band,
        strength: match cals[best].strength {
            Strength::Sized => ModelStrength::Sized,
            Strength::RanksOnly => ModelStrength::RanksOnly,
            Strength::Weak => ModelStrength::Weak,
        },
        study: whole_sweep::study_ratio(),
    })
}

fn render(inp: &Inputs) -> Result<String> {
    let mut rows: Vec<&Measured> = vec![&inp.numba];
    rows.extend(inp.rows.iter());
    let cals = model::calibrations(inp, &rows);
    let best_sweep = model::best_sweep(&cals);
    let m2 = whole_sweep::prediction(inp, &rows, &cals);
    let best_line = best_sweep.and_then(|i| m2.lines.iter().find(|l| l.model == i));
    let mut slots = intro(inp)?;
    slots.extend([
        slot("host", &inp.m2.host_model),
        slot("clock", format!("{:.2}", inp.clock_hz / 1e9)),
        slot(
            "calibration_table",
            table_slot(calibration::table(inp, &rows, &cals)),
        ),
        slot("rho", RHO_USABLE),
        slot("error", format!("{:.0}", 100.0 * ERROR_SIZED)),
        slot("best", calibration::best(&cals, best_sweep)?),
        slot("ghz", format!("{:.2}", M2_MAX_HZ / 1e9)),
        slot(
            "fault_share",
            format!("{:.0}", whole_sweep::fault_share(inp)),
        ),
        slot(
            "prediction_table",
            table_slot(whole_sweep::table(&m2.lines, &cals, best_sweep)),
        ),
        // The mechanism paragraph and the code facts bring the line breaks
        // that end them (the facts are often absent).
        slot("mechanism", mechanism::paragraph(inp, &cals)?),
        slot(
            "code_facts",
            conclusion::code_facts(inp)?.map_or(String::new(), |f| f + "\n\n"),
        ),
        slot(
            "conclusion",
            conclusion::conclusion(
                &cals,
                best_line,
                m2.measured_hoist,
                whole_sweep::study_ratio(),
            )?,
        ),
    ]);
    // The template's final line break is not part of its text.
    Ok(PREDICTION.main(&slots)? + "\n")
}

/// The opening paragraph's figures: the study's, and which tools and
/// compilers made the static models.
fn intro(inp: &Inputs) -> Result<Vec<Slot<'static>>> {
    let m2 = inp.m2;
    let compilers = if m2.arm_compilers.is_empty() {
        PREDICTION.part("compilers_unknown", &[])?
    } else {
        m2.arm_compilers.join("; ")
    };
    let osaca = match &m2.osaca {
        Ok(v) => v.clone(),
        Err(why) => PREDICTION.part("osaca_not_run", &[slot("why", why)])?,
    };
    Ok(vec![
        slot("numba_s", format!("{NUMBA_S:.3}")),
        slot("batch_unix_s", format!("{BATCH_UNIX_S:.3}")),
        slot("batch_unchecked_s", format!("{BATCH_UNCHECKED_S:.3}")),
        slot("compilers", compilers),
        slot("mca", &m2.mca_version),
        slot("osaca", osaca),
        slot("fault", format!("{:.0}", m2.fault_ns)),
    ])
}

/// A table as a slot on a line of its own: without its last line break
/// (the template's blank line follows it).
fn table_slot(mut table: String) -> String {
    if table.ends_with('\n') {
        table.pop();
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::m2::{Code, LoopModel};

    fn lm(file: &str, work: f64, cyc: f64) -> Option<LoopModel> {
        Some(LoopModel {
            file: file.into(),
            instructions: 10,
            work,
            mca: cyc,
            mca_throughput: cyc / 2.0,
            osaca: None,
            osaca_throughput: None,
        })
    }

    fn code(wma: &str, model: &str, cyc: f64) -> Code {
        Code {
            wma_file: wma.into(),
            model: model.into(),
            wma: lm(wma, 1.0, cyc),
            event: lm("e", 1.0, 5.0),
            combine2: lm("c2", 2.0, 2.0),
            combine3: lm("c3", 2.0, 3.0),
        }
    }

    fn record(codes: Vec<Code>) -> M2Finding {
        M2Finding {
            host_model: "znver4".into(),
            mca_version: "LLVM version 19".into(),
            osaca: Err("not installed".into()),
            arm_compilers: vec![],
            fault_ns: 500.0,
            codes,
        }
    }

    fn measured(label: &str, wma: &str, ratio: f64) -> Measured {
        Measured {
            label: label.into(),
            wma_file: wma.into(),
            ratio,
            faults: 1000.0,
            source: "gap",
        }
    }

    #[test]
    fn a_model_that_tracks_the_rows_is_calibrated_and_says_so() {
        // Predicted cycles proportional to the measured ratios.
        let rec = record(vec![
            code("x86-64/kernel-safe/wma.s", "znver4", 4.0),
            code("numba/znver4/wma.s", "znver4", 3.6),
            code("x86-64/gap-knobs/hoist.wma.s", "znver4", 3.0),
            code("x86-64/kernel-unchecked/wma.s", "znver4", 5.0),
            code("apple-m1/kernel-safe/wma.s", "apple-m1", 4.0),
            code("numba/apple-m1/wma.s", "apple-m1", 3.5),
            code("apple-m1/gap-knobs/hoist.wma.s", "apple-m1", 3.8),
            code("apple-m1/kernel-unchecked/wma.s", "apple-m1", 4.2),
        ]);
        let inp = Inputs {
            m2: &rec,
            safe: measured("kernel-safe", "x86-64/kernel-safe/wma.s", 1.0),
            numba: measured("numba-njit", "numba/znver4/wma.s", 0.9),
            rows: vec![
                measured("knob hoist", "x86-64/gap-knobs/hoist.wma.s", 0.76),
                measured("kernel-unchecked", "x86-64/kernel-unchecked/wma.s", 1.24),
            ],
            clock_hz: 3e9,
            mechanism: None,
        };
        let md = section(&inp);
        assert!(md.contains("| **Spearman ρ** | | **1.00** |"), "{md}");
        assert!(md.contains("calibrated"), "{md}");
        assert!(md.contains("**Conclusion:**"), "{md}");
        assert!(!md.contains("the prediction is weak"), "{md}");
    }

    #[test]
    fn a_model_that_predicts_every_row_alike_earns_a_weak_prediction() {
        let rec = record(vec![
            code("x86-64/kernel-safe/wma.s", "znver4", 3.0),
            code("numba/znver4/wma.s", "znver4", 3.0),
            code("x86-64/gap-knobs/hoist.wma.s", "znver4", 3.0),
            code("x86-64/kernel-unchecked/wma.s", "znver4", 3.0),
            code("apple-m1/kernel-safe/wma.s", "apple-m1", 5.0),
            code("numba/apple-m1/wma.s", "apple-m1", 4.0),
        ]);
        let inp = Inputs {
            m2: &rec,
            safe: measured("kernel-safe", "x86-64/kernel-safe/wma.s", 1.0),
            numba: measured("numba-njit", "numba/znver4/wma.s", 0.7),
            rows: vec![
                measured("knob hoist", "x86-64/gap-knobs/hoist.wma.s", 0.76),
                measured("kernel-unchecked", "x86-64/kernel-unchecked/wma.s", 1.4),
            ],
            clock_hz: 3e9,
            mechanism: None,
        };
        let md = section(&inp);
        assert!(md.contains("the prediction is weak"), "{md}");
        assert!(md.contains("supports no statement"), "{md}");
        // The M2 figures are still shown, with the model's strength.
        assert!(md.contains("(weak) |"), "{md}");
    }
}
