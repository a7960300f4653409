//! The compilers' seam in the gap section: eight cells (kernel-seam) —
//! front end (numba's IR, rustc's IR) × pipeline (numba's, rustc's O3) ×
//! target (host CPU, x86-64) — timed with the gap instrument's seam layouts
//! beside numba-njit, kernel-safe and the control; the gap split among the
//! three factors by Shapley over the eight cells, and numba's runtime
//! (numba-njit in its worker against numba's own cell in the engine) apart.
//!
//! `shapley` is a pure function of recorded numbers (unit-tested on
//! synthetic cells); `estimates` puts intervals on it by the section's
//! hierarchical bootstrap; `render` writes gap.md's "The seam".

mod render;
mod shapley;

pub use render::{Core, render};
pub use shapley::{Factor, Shares, shapley};

use super::{GapLayout, RowRecord};
use serde::{Deserialize, Serialize};

/// What a seam run recorded.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SeamRecord {
    /// numba-njit, kernel-safe, the control, then the eight cells in
    /// `kernel_seam::CELLS` order.
    pub rows: Vec<RowRecord>,
    /// Each a relinked engine and one process set of every row over half
    /// the grid; the first also gated every row on whole sweeps.
    pub layouts: Vec<GapLayout>,
    /// numba, llvmlite, LLVM and the host CPU as the cells' builder saw them.
    pub versions: String,
    pub seconds: f64,
    /// Side-by-side hot loops (`ipc-tax asm-diff`) of the committed dumps,
    /// captured when measured: the two compilers' own cells, and the front
    /// end alone (both IRs through numba's pipeline for this CPU).
    #[serde(default)]
    pub asm_evidence: String,
}

/// The rows a seam record starts with, before the cells.
pub const NUMBA: usize = 0;
pub const SAFE: usize = 1;
pub const CONTROL: usize = 2;
pub const FIRST_CELL: usize = 3;
