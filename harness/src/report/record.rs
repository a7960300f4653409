//! Record types shared by the sections: a timed row as it was measured,
//! with its gate outcome — what `render` needs, nothing it could recompute.

use super::timing::Timed;
use kernel_spec::gate::Mode;
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
}

impl From<Timed> for TimedRow {
    fn from(t: Timed) -> Self {
        TimedRow {
            gate: t
                .outcomes
                .iter()
                .map(|o| GateRecord {
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
                })
                .collect(),
            label: t.label,
            threads: t.threads,
            seconds: t.seconds,
            compute: t.compute,
            handling: t.handling,
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
}
