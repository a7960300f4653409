//! Runs the equivalence gate (docs/study.md#the-equivalence-gate) for kernels
//! against `kernel-safe` and numba.
//!
//! Shared by `ipc-tax gate` and every report section: a timing row is only
//! produced for a contender whose outcomes here all passed.

use kernel_spec::gate::{GateReport, Mode, PNL_TOLERANCE, compare};
use kernel_spec::{ComboResult, Kernel, Sweep};
use std::fmt;

/// One comparison: `candidate` held to `report.mode` against `reference`.
pub struct Outcome {
    pub candidate: String,
    pub reference: String,
    pub report: GateReport,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} vs {}: {}",
            self.candidate, self.reference, self.report
        )
    }
}

/// The results every candidate is compared with.
pub struct References<'a> {
    pub safe: &'a [ComboResult],
    /// numba-njit's results, when numba took part.
    pub numba: Option<&'a [ComboResult]>,
}

/// Compares `results` of `candidate` with `kernel-safe` (in `mode`) and with
/// numba-njit (always `|Δpnl| ≤ 1e-6`: different compilers, same formula).
pub fn against_references(
    candidate: &str,
    results: &[ComboResult],
    mode: Mode,
    refs: &References<'_>,
) -> Vec<Outcome> {
    let mut out = vec![Outcome {
        candidate: candidate.to_string(),
        reference: kernel_safe::NAME.to_string(),
        report: compare(refs.safe, results, mode),
    }];
    if let Some(numba) = refs.numba {
        out.push(Outcome {
            candidate: candidate.to_string(),
            reference: "numba-njit".to_string(),
            report: compare(numba, results, Mode::Abs(PNL_TOLERANCE)),
        });
    }
    out
}

/// Runs `kernel` and gates it; returns its results and the outcomes.
pub fn gate_kernel(
    kernel: &dyn Kernel,
    sweep: &Sweep<'_>,
    refs: &References<'_>,
) -> (Vec<ComboResult>, Vec<Outcome>) {
    let results = kernel.sweep(sweep);
    let outcomes = against_references(kernel.name(), &results, kernel.exactness().into(), refs);
    (results, outcomes)
}

pub fn all_passed(outcomes: &[Outcome]) -> bool {
    outcomes.iter().all(|o| o.report.passed())
}
