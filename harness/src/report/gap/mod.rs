//! The gap section (`reports/gap.md`): numba M2 vs kernel-safe, cause by cause.
//!
//! Every Rust row is an `ipc-engine` process reporting its own compute time
//! for one batch sweep of `paper` (rebar style), so the build-configuration
//! knobs (target CPU, LTO) and the source knobs (`gap-knobs`) are measured
//! the same way, interleaved with numba in one run. Each row is gated first.
//! Evidence per row: measured cycles per multiply-add, callgrind instructions
//! per multiply-add (default build only — valgrind cannot run AVX-512 code),
//! the hot loop of the committed dump and llvm-mca's prediction for it.
//! `measure` times and gathers the evidence into a [`Record`]; `render`
//! writes the waterfall, the ranking and the notes from that record alone.

mod attribution;
mod measure;
mod render;

use super::record::TimedRow;
use super::{Context, Recorded, Render, SectionOutput};
use anyhow::Result;
use serde::{Deserialize, Serialize};

pub struct Gap;

/// A Rust row of the gap section: an engine kernel (its CLI name, `safe`,
/// `knob-hoist`) in one build. Rows are found by this, never by label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowId {
    pub build: crate::measure::servers::Build,
    pub kernel: &'static str,
}

impl RowId {
    pub const fn new(build: crate::measure::servers::Build, kernel: &'static str) -> Self {
        RowId { build, kernel }
    }

    pub fn is(&self, v: &VariantRecord) -> bool {
        v.build == self.build.name() && v.kernel == self.kernel
    }
}

/// The port itself.
pub const KERNEL_SAFE: RowId = RowId::new(crate::measure::servers::Build::Default, "safe");

/// Bars of the series callgrind counts on (a `chacha` series; the paper grid).
pub const ICOUNT_BARS: usize = 5_000;

/// The hot loop of a committed dump, as the ranking shows it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct HotSummary {
    pub instructions_per_mac: f64,
    pub cmp_branch: usize,
    pub unroll: usize,
}

/// One Rust row: a kernel in one build, timed, with its evidence.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct VariantRecord {
    pub label: String,
    /// The build's name (`default`, `target-cpu=native`, …).
    pub build: String,
    pub kernel: String,
    pub change: String,
    pub t: TimedRow,
    /// The committed dump of its WMA, relative to asm/.
    pub dump: Option<String>,
    pub hot: Option<HotSummary>,
    /// llvm-mca cycles/MAC: (this CPU's model, if llvm-mca has one; znver4).
    pub mca: Option<(Option<f64>, f64)>,
    /// callgrind instructions per multiply-add, or why there is none.
    pub instructions_per_mac: Option<f64>,
    pub no_count: Option<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Record {
    pub runs: usize,
    /// This CPU as LLVM names it.
    pub host_cpu: String,
    pub clock_hz: Option<f64>,
    /// Multiply-adds of one `paper` sweep.
    pub macs: f64,
    pub numba: TimedRow,
    pub variants: Vec<VariantRecord>,
    /// Why llvm-mca's columns are empty, if they are.
    pub mca_missing: Option<String>,
    /// Side-by-side hot loops of the committed dumps (`asm-diff` text),
    /// captured when measured: render-only needs neither asm/ nor tools.
    pub asm_evidence: String,
    /// The M2 prediction section (llvm-mca on the committed apple-m1 dumps).
    pub m2_markdown: String,
}

impl Recorded for Gap {
    type Record = Record;

    fn id(&self) -> &'static str {
        "gap"
    }

    fn budget(&self) -> Option<f64> {
        Some(165.0)
    }

    fn measure(&self, ctx: &mut Context) -> Result<Record> {
        measure::measure(ctx)
    }

    fn render(&self, rec: &Record, r: &mut Render) -> Result<SectionOutput> {
        render::render(rec, r)
    }
}
