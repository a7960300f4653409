//! "The whole-sweep prediction for the M2": every whole-sweep model on the
//! `apple-m1` code at the M2 Max's clock, as seconds and as ratios.

use super::model::{MODELS, f3, label, model, on, predict, sweep_models};
use super::{Inputs, M2_MAX_HZ, Measured};
use crate::m2::calibrate::{Calibration, band};
use report::study_figures::{BATCH_UNCHECKED_S, BATCH_UNIX_S, NUMBA_S};
use std::fmt::Write as _;

/// One whole-sweep model's M2 figures: a row of the table, and what the
/// conclusion reads of the best model.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct M2Line {
    /// Index into [`MODELS`].
    pub model: usize,
    /// numba's and kernel-safe's predicted seconds.
    pub numba_s: Option<f64>,
    pub safe_s: Option<f64>,
    /// kernel-safe ÷ numba, and its band (the model's mean error here).
    pub ratio: Option<f64>,
    pub band: Option<(f64, f64)>,
    /// Whether the study's ratio lies inside the band.
    pub inside: Option<bool>,
    /// How much faster `knob hoist` is predicted than kernel-safe.
    pub hoist_gain: Option<f64>,
    /// kernel-unchecked ÷ kernel-safe.
    pub unchecked_ratio: Option<f64>,
    /// kernel-safe ÷ numba on the `neoverse-v1` code.
    pub neoverse: Option<f64>,
}

/// Every whole-sweep model's line, and the hoist's measured recovery here.
pub(super) struct Prediction {
    pub lines: Vec<M2Line>,
    pub measured_hoist: Option<f64>,
}

/// The study's kernel-safe ÷ numba on the M2 (over a Unix socket).
pub(super) fn study_ratio() -> f64 {
    BATCH_UNIX_S / NUMBA_S
}

/// Every whole-sweep model's M2 figures; `knob hoist` and kernel-unchecked
/// are the rows of those dumps, if measured.
pub(super) fn prediction(inp: &Inputs, rows: &[&Measured], cals: &[Calibration]) -> Prediction {
    let find = |wma: &str| {
        rows.iter()
            .chain(std::iter::once(&&inp.safe))
            .find(|r| r.wma_file == wma)
            .copied()
    };
    let hoist = find("x86-64/gap-knobs/hoist.wma.s");
    let unchecked = find("x86-64/kernel-unchecked/wma.s");
    Prediction {
        lines: sweep_models()
            .into_iter()
            .map(|i| line(inp, i, &cals[i], hoist, unchecked))
            .collect(),
        measured_hoist: hoist.map(|h| 1.0 - h.ratio),
    }
}

/// Model `i`'s figures: seconds on the `apple-m1` code (and the
/// `neoverse-v1` ratio), each code with its row's page faults.
fn line(
    inp: &Inputs,
    i: usize,
    c: &Calibration,
    hoist: Option<&Measured>,
    unchecked: Option<&Measured>,
) -> M2Line {
    let on_cpu = |cpu: &str, m: &Measured| {
        predict(inp, &on(cpu, &m.wma_file), model(i), M2_MAX_HZ, m.faults)
    };
    let m2_s = |m: &Measured| on_cpu("apple-m1", m);
    let numba = m2_s(&inp.numba);
    let safe = m2_s(&inp.safe);
    let ratio = numba.zip(safe).map(|(n, k)| k / n);
    let b = ratio.zip(c.error).map(|(r, e)| band(r, e));
    let study = study_ratio();
    M2Line {
        model: i,
        numba_s: numba,
        safe_s: safe,
        ratio,
        band: b,
        inside: b.map(|(lo, hi)| lo <= study && study <= hi),
        hoist_gain: hoist.and_then(m2_s).zip(safe).map(|(h, k)| 1.0 - h / k),
        unchecked_ratio: unchecked.and_then(m2_s).zip(safe).map(|(u, k)| u / k),
        neoverse: on_cpu("neoverse-v1", &inp.safe)
            .zip(on_cpu("neoverse-v1", &inp.numba))
            .map(|(k, n)| k / n),
    }
}

/// The table: its header with the study's figures, then one row per
/// whole-sweep model, the best in bold (each row ends in a line break).
pub(super) fn table(lines: &[M2Line], cals: &[Calibration], best_sweep: Option<usize>) -> String {
    let mut s = format!(
        "| model (calibration here) | numba-njit s (study {NUMBA_S:.3}) | kernel-safe s (study {BATCH_UNIX_S:.3}) | **kernel-safe ÷ numba** (study {study:.3}) | band | study inside? | hoist recovers | kernel-unchecked ÷ kernel-safe (study {study_u:.3}) | on `neoverse-v1`: kernel-safe ÷ numba |\n\
         |---|--:|--:|--:|---|---|--:|--:|--:|\n",
        study = study_ratio(),
        study_u = BATCH_UNCHECKED_S / BATCH_UNIX_S,
    );
    for l in lines {
        let i = l.model;
        let _ = writeln!(
            s,
            "| {} ({}) | {} | {} | **{}** | {} | {} | {} | {} | {} |",
            if Some(i) == best_sweep {
                format!("**{}**", MODELS[i].2)
            } else {
                MODELS[i].2.to_string()
            },
            label(cals[i].strength),
            f3(l.numba_s),
            f3(l.safe_s),
            f3(l.ratio),
            l.band
                .map_or("—".into(), |(lo, hi)| format!("{lo:.2}–{hi:.2}")),
            l.inside.map_or("—", |i| if i { "yes" } else { "no" }),
            l.hoist_gain
                .map_or("—".into(), |g| format!("{:.0}%", 100.0 * g)),
            f3(l.unchecked_ratio),
            f3(l.neoverse),
        );
    }
    s
}

/// Page faults' share of kernel-safe's predicted time on this machine
/// (whole sweep, llvm-mca), percent; NaN where it cannot be predicted.
pub(super) fn fault_share(inp: &Inputs) -> f64 {
    let at = |faults| predict(inp, &inp.safe.wma_file, model(2), inp.clock_hz, faults);
    match (at(inp.safe.faults), at(0.0)) {
        (Some(t), Some(c)) if t > 0.0 => 100.0 * (t - c) / t,
        _ => f64::NAN,
    }
}
