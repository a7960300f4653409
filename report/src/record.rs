//! Record types shared by the sections: a timed row as it was measured,
//! with its gate outcome — what `render` needs, nothing it could recompute.

use crate::timing::Timed;
use kernel_spec::gate::Mode;
use measure::gating::Outcome;
use measure::sampling::{Stop, ratio_interval};
use serde::{Deserialize, Serialize};

/// One gate comparison, as recorded.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GateRecord {
    pub reference: String,
    /// `bit-exact` or `|Δpnl| ≤ tol`.
    pub mode: String,
    /// The tolerance of an absolute mode (`None`: bit-exact).
    pub tolerance: Option<f64>,
    pub passed: bool,
    pub combos: usize,
    /// Combos whose pnl is bit-identical to the reference's.
    pub bit_identical: usize,
    pub max_abs_dpnl: f64,
}

impl GateRecord {
    /// A table-safe summary (no `|`).
    pub fn cell(&self) -> String {
        let verdict = if self.passed { "pass" } else { "FAIL" };
        let mode = match self.tolerance {
            None => "bit-exact".to_string(),
            Some(tol) => format!("Δpnl ≤ {tol:e}"),
        };
        format!(
            "vs {}: {verdict}, {mode}, {}/{} bit-identical",
            self.reference, self.bit_identical, self.combos
        )
    }
}

/// A contender's timed runs, in run order, and its gate.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TimedRow {
    pub label: String,
    pub threads: usize,
    pub seconds: Vec<f64>,
    /// Kernel seconds per run, as an engine or library timed them.
    pub compute: Vec<Option<f64>>,
    /// Seconds an engine or library spent on the calls, kernel included.
    pub handling: Vec<Option<f64>>,
    pub gate: Vec<GateRecord>,
    /// Why its sampling ended (`None`: a record from before adaptive
    /// sampling, a fixed number of runs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop: Option<Stop>,
}

impl GateRecord {
    /// One gate comparison's outcome, as recorded.
    pub fn of(o: &Outcome) -> Self {
        GateRecord {
            reference: o.reference.clone(),
            mode: o.report.mode.to_string(),
            tolerance: match o.report.mode {
                Mode::BitExact => None,
                Mode::Abs(tol) => Some(tol),
            },
            passed: o.report.passed(),
            combos: o.report.combos,
            bit_identical: o.report.bit_identical,
            max_abs_dpnl: o.report.max_abs_dpnl,
        }
    }
}

impl From<Timed> for TimedRow {
    fn from(t: Timed) -> Self {
        TimedRow {
            gate: t.outcomes.iter().map(GateRecord::of).collect(),
            label: t.label,
            threads: t.threads,
            seconds: t.seconds,
            compute: t.compute,
            handling: t.handling,
            stop: Some(t.stop),
        }
    }
}

impl TimedRow {
    /// Every gate comparison as one table cell.
    pub fn gate_cell(&self) -> String {
        self.gate
            .iter()
            .map(GateRecord::cell)
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// How many timed runs, and why no more (adaptive runs).
    pub fn runs_cell(&self) -> String {
        runs_cell(self.seconds.len(), self.stop)
    }
}

/// `n`, or `n (converged)` / `n (time cap)` / `n (run cap)` when sampling
/// was adaptive.
pub fn runs_cell(n: usize, stop: Option<Stop>) -> String {
    match stop {
        None | Some(Stop::Fixed) => n.to_string(),
        Some(s) => format!("{n} ({})", s.label()),
    }
}

/// A paired ratio `a ÷ b`: its median and the 95% bootstrap interval of
/// the median, with the interval's half-width relative to the median —
/// the figure adaptive sampling aims at.
pub fn ratio_cell(a: &[f64], b: &[f64]) -> String {
    match ratio_interval(a, b) {
        Some(iv) if iv.ratio.n >= 2 => format!(
            "{:.3} ({:.3}–{:.3}, ±{:.1}%)",
            iv.ratio.median,
            iv.lo,
            iv.hi,
            100.0 * iv.half_width()
        ),
        Some(iv) => format!("{:.3} (one run)", iv.ratio.median),
        None => "—".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_say_how_sampling_ended_and_how_wide_the_interval_is() {
        assert_eq!(runs_cell(10, None), "10");
        assert_eq!(runs_cell(10, Some(Stop::Fixed)), "10");
        assert_eq!(runs_cell(4, Some(Stop::Converged)), "4 (converged)");
        assert_eq!(runs_cell(6, Some(Stop::TimeCap)), "6 (time cap)");
        assert_eq!(
            ratio_cell(&[2.0, 2.0, 2.0], &[1.0; 3]),
            "2.000 (2.000–2.000, ±0.0%)"
        );
        assert_eq!(ratio_cell(&[2.0], &[1.0]), "2.000 (one run)");
        assert_eq!(ratio_cell(&[], &[]), "—");
    }
}
