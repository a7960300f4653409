//! The six static models and what each predicts for one code: cycles per
//! multiply-add of the WMA loop alone, or seconds of the whole `paper` sweep;
//! and their calibration over the rows measured on this machine.

use super::{Inputs, Measured};
use crate::m2::LoopModel;
use crate::m2::calibrate::{Calibration, Strength, best, calibrate};
use crate::m2::sweep::{self, LoopCost, Loops, Work};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Scope {
    Loop,
    Sweep,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tool {
    Mca,
    McaThroughput,
    Osaca,
    OsacaThroughput,
}

/// Every model: its scope, its tool and its name in the tables.
pub(super) const MODELS: [(Scope, Tool, &str); 6] = [
    (Scope::Loop, Tool::Mca, "llvm-mca, WMA loop alone"),
    (Scope::Loop, Tool::Osaca, "OSACA, WMA loop alone"),
    (Scope::Sweep, Tool::Mca, "whole sweep, llvm-mca"),
    (
        Scope::Sweep,
        Tool::McaThroughput,
        "whole sweep, llvm-mca resources only",
    ),
    (Scope::Sweep, Tool::Osaca, "whole sweep, OSACA"),
    (
        Scope::Sweep,
        Tool::OsacaThroughput,
        "whole sweep, OSACA resources only",
    ),
];

fn cycles(l: &LoopModel, tool: Tool) -> Option<f64> {
    match tool {
        Tool::Mca => Some(l.mca),
        Tool::McaThroughput => Some(l.mca_throughput),
        Tool::Osaca => l.osaca,
        Tool::OsacaThroughput => l.osaca_throughput,
    }
    .filter(|c| c.is_finite() && *c > 0.0)
}

fn cost(l: &Option<LoopModel>, tool: Tool) -> Option<LoopCost> {
    let l = l.as_ref()?;
    Some(LoopCost {
        cycles: cycles(l, tool)?,
        work: l.work,
    })
}

/// Seconds (sweep scope) or cycles per multiply-add (loop scope) of one
/// code; `None` where a loop is missing or a tool has no number.
pub(super) fn predict(
    inp: &Inputs,
    wma_file: &str,
    (scope, tool): (Scope, Tool),
    clock_hz: f64,
    faults: f64,
) -> Option<f64> {
    let c = inp.m2.code(wma_file)?;
    let wma = cost(&c.wma, tool)?;
    match scope {
        Scope::Loop => Some(wma.cycles / wma.work.max(1.0)),
        Scope::Sweep => {
            let loops = Loops {
                wma,
                combine2: cost(&c.combine2, tool)?,
                combine3: cost(&c.combine3, tool)?,
                event: cost(&c.event, tool)?,
            };
            let work = Work::of(kernel_spec::dataset::PAPER_BARS, &kernel_spec::paper_grid());
            Some(sweep::seconds(
                sweep::cycles(&work, &loops),
                clock_hz,
                faults,
                inp.m2.fault_ns,
            ))
        }
    }
}

/// Model `i`'s scope and tool.
pub(super) fn model(i: usize) -> (Scope, Tool) {
    (MODELS[i].0, MODELS[i].1)
}

/// A row's time ÷ kernel-safe's as model `i` predicts it on this machine.
pub(super) fn predicted_ratio(inp: &Inputs, row: &Measured, i: usize) -> Option<f64> {
    let p = |m: &Measured| predict(inp, &m.wma_file, model(i), inp.clock_hz, m.faults);
    Some(p(row)? / p(&inp.safe)?)
}

/// The calibration of every model over every measured row.
pub(super) fn calibrations(inp: &Inputs, rows: &[&Measured]) -> Vec<Calibration> {
    (0..MODELS.len())
        .map(|i| {
            let pairs: Vec<(f64, f64)> = rows
                .iter()
                .filter_map(|r| Some((predicted_ratio(inp, r, i)?, r.ratio)))
                .collect();
            calibrate(&pairs)
        })
        .collect()
}

/// The whole-sweep models, by index into [`MODELS`].
pub(super) fn sweep_models() -> Vec<usize> {
    (0..MODELS.len())
        .filter(|&i| MODELS[i].0 == Scope::Sweep)
        .collect()
}

/// The best-calibrated whole-sweep model.
pub(super) fn best_sweep(cals: &[Calibration]) -> Option<usize> {
    let sweep_models = sweep_models();
    best(
        &sweep_models
            .iter()
            .map(|&i| cals[i].clone())
            .collect::<Vec<_>>(),
    )
    .map(|k| sweep_models[k])
    // No model ranks anything (constant predictions): the first that
    // predicts at all stands in, as weak as its calibration says.
    .or_else(|| sweep_models.iter().copied().find(|&i| cals[i].rows > 0))
}

/// The same code for an aarch64 CPU (`x86-64/gap-knobs/hoist.wma.s` →
/// `apple-m1/gap-knobs/hoist.wma.s`, numba likewise).
pub(super) fn on(cpu: &str, wma_file: &str) -> String {
    match wma_file.split_once('/') {
        Some(("numba", rest)) => {
            let tail = rest.split_once('/').map_or("wma.s", |(_, t)| t);
            format!("numba/{cpu}/{tail}")
        }
        Some((_, rest)) => format!("{cpu}/{rest}"),
        None => wma_file.to_string(),
    }
}

/// A ratio or seconds in a table cell.
pub(super) fn f3(v: Option<f64>) -> String {
    v.map_or("—".into(), |v| format!("{v:.3}"))
}

/// A strength as the tables and sentences name it.
pub(super) fn label(s: Strength) -> &'static str {
    match s {
        Strength::Sized => "calibrated",
        Strength::RanksOnly => "ranks only",
        Strength::Weak => "weak",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_codes_to_another_cpu() {
        assert_eq!(
            on("apple-m1", "x86-64/gap-knobs/hoist.wma.s"),
            "apple-m1/gap-knobs/hoist.wma.s"
        );
        assert_eq!(on("apple-m1", "numba/znver4/wma.s"), "numba/apple-m1/wma.s");
    }

    #[test]
    fn the_sweep_models_are_the_last_four() {
        assert_eq!(sweep_models(), vec![2, 3, 4, 5]);
        assert_eq!(model(0), (Scope::Loop, Tool::Mca));
    }
}
