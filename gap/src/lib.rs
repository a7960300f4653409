//! The gap section (`reports/gap.md`): numba-njit vs kernel-safe, cause by
//! cause, measured so that it survives a rerun — and shown per core.
//!
//! Every Rust row is an `ipc-engine` process reporting its own compute
//! time, numba times itself (rebar style). The sample is a *block*: one
//! combo called alone on every row back to back, the order rotating and
//! alternating, with the VM's disturbance (`/proc/stat`) and the clock
//! beside it (`disturb` decides what is re-measured). What varies between
//! runs is repeated: each *layout* relinks the engine builds with a
//! shuffled function order (lld's `--shuffle-sections`), each *process set*
//! starts every engine and the numba workers afresh with random
//! environment padding and a random offset of the big arrays in their
//! pages; a layout times half the grid, its two sets split that half.
//! Intervals resample layouts (`analysis`, `hier`), the spread at each
//! level is `components`. The causes form a lattice (bounds check, memory
//! pattern, target CPU, allocator state) measured at every corner, so each
//! cause's share is an order-free Shapley value (`attribution`); a control
//! that is kernel-safe instruction for instruction sets the noise floor
//! every claim must clear (`conclude`). Each repeat's first process set also
//! times whole sweeps: the gate, and the sum-of-parts check. `by_cpu` puts
//! this record's answer beside every other core's, `mechanism` holds
//! llvm-mca's model of each core against what was measured on it.
//! `measure` writes all of it into a [`Record`]; `render` works from that
//! record alone (version-1 records, whole-sweep rounds, still render).

mod across_cores;
mod alignment;
mod analysis;
mod attribution;
mod by_cpu;
mod components;
mod conclude;
mod crosscheck;
mod disturb;
mod hier;
mod instrument;
mod layout;
pub mod m2;
mod measure;
mod mechanism;
mod page;
mod relink;
mod render;
mod row_samples;
mod row_table;
mod same_process_check;
pub mod seam;
mod tables;
mod verdict;

use anyhow::Result;
use report::record::GateRecord;
use report::{Context, Recorded, Render, SectionOutput};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub struct Gap;

/// Bars of the series callgrind counts on (a `chacha` series; the paper grid).
pub const ICOUNT_BARS: usize = 5_000;

/// The hot loop of a committed dump, as the tables show it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct HotSummary {
    pub instructions_per_mac: f64,
    pub cmp_branch: usize,
    pub unroll: usize,
    /// Multiply-adds per iteration.
    pub macs: usize,
    /// Dependent FP adds on one accumulator per iteration.
    pub chain: usize,
}

/// One row of the section: numba, or an engine kernel in one build and
/// allocator setting, with its static evidence.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RowRecord {
    pub label: String,
    /// `numba`, or the engine build's name (`default`, `target-cpu=native`, …).
    pub build: String,
    /// `m2` for numba, else the engine's kernel name (`safe`, `knob-hoist`).
    pub kernel: String,
    /// Run with the allocator settings of [`ALLOCATOR_ENV`].
    pub allocator: bool,
    pub change: String,
    /// The causes this row has removed, when it is a corner of the lattice.
    pub corner: Option<usize>,
    /// Its gate, from the first process of the first repeat (every later
    /// sweep was checked bit for bit against that one's results).
    pub gate: Vec<GateRecord>,
    /// The committed dump of its WMA, relative to asm/.
    pub dump: Option<String>,
    pub hot: Option<HotSummary>,
    /// llvm-mca cycles/MAC: (this CPU's model, if llvm-mca has one; znver4).
    pub mca: Option<(Option<f64>, f64)>,
    /// callgrind instructions per multiply-add, or why there is none.
    pub instructions_per_mac: Option<f64>,
    pub no_count: Option<String>,
}

/// Measured beside one timed sweep.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Sample {
    pub seconds: f64,
    pub minor_faults: u64,
    pub major_faults: u64,
    /// Resident set after the sweep, bytes.
    pub rss_bytes: u64,
    /// Scalar clock just before the sweep, Hz.
    pub clock_hz: f64,
    /// One dependent scalar FP add just before the sweep, ns.
    pub add_ns: f64,
    /// Since version 4: each combo's own seconds inside the sweep, in grid
    /// order (the sum-of-parts check compares them with the blocks).
    #[serde(default)]
    pub laps: Vec<f64>,
}

/// What ran beside one block: the VM's disturbance and the clock.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize)]
pub struct Disturbance {
    /// Share of the pinned CPU's ticks the hypervisor stole (`/proc/stat`).
    pub steal: f64,
    /// Busy share of the other CPU(s).
    pub other_busy: f64,
    /// Scalar clock just before the block, Hz.
    pub clock_hz: f64,
    /// One dependent scalar FP add just before the block, ns.
    pub add_ns: f64,
}

/// One combo on every row, the rows back to back (the fine-grained sample).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Block {
    /// The combo's index in the paper grid.
    pub combo: usize,
    /// `seconds[row]`: each row's own compute time for that combo — since
    /// version 4 timed inside a sweep of the lead-in combo and it
    /// ([`Design::lead_in`]), before that called alone.
    pub seconds: Vec<f64>,
    /// Since version 4: each row's lead-in lap in the same call (what the
    /// design spends so the sample finds a sweep's state).
    #[serde(default)]
    pub lead_seconds: Vec<f64>,
    /// `minor_faults[row]` during its call (since version 4 the lead-in's
    /// included: its allocations are the sweep's).
    pub minor_faults: Vec<u64>,
    /// The rows ran in reversed rotation order.
    pub reversed: bool,
    pub beside: Disturbance,
    /// Earlier attempts at this block dropped as disturbed.
    #[serde(default)]
    pub dropped: usize,
    /// Still disturbed after the last attempt (kept, and counted).
    #[serde(default)]
    pub disturbed: bool,
}

/// One fresh set of processes: every engine and a numba worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ProcessRecord {
    /// Bytes of the padding variable in every process's environment.
    pub env_pad: usize,
    /// Where the big arrays start in their pages, bytes.
    pub array_offset: usize,
    /// Whole sweeps: `rounds[r][row]`, rows in [`Record::rows`] order. In
    /// a version-1 record the timed rounds; since version 2 the whole-sweep
    /// check (the first process set of each repeat), beside the blocks.
    pub rounds: Vec<Vec<Sample>>,
    /// Since version 2: the fine-grained samples, one per combo of this
    /// process set's share of the grid.
    #[serde(default)]
    pub blocks: Vec<Block>,
    /// Since version 2: the share, `(m, r)`: the combos c with c mod m = r.
    #[serde(default)]
    pub share: Option<(usize, usize)>,
    /// Where the rotation of the rows' order starts in this set's first
    /// block (drawn per set, so a combo's order differs between sets).
    /// Absent (0) in earlier records, whose order followed the combo.
    #[serde(default)]
    pub order_offset: usize,
}

/// One link order of the engine builds.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LayoutRecord {
    /// lld's `--shuffle-sections` seed (`None`: the builds as cargo linked them).
    pub shuffle_seed: Option<u64>,
    pub processes: Vec<ProcessRecord>,
    /// Since version 3: where the default build's hot WMAs start, mod 64
    /// bytes (`layout::HOT`); empty when they could not be read.
    #[serde(default)]
    pub hot_offsets: BTreeMap<String, u64>,
}

/// One of a repeat's gap layouts: the default engine build relinked in
/// another order and one fresh process set of the three rows the gap and
/// the control need (numba-njit, kernel-safe, the control) over half the
/// grid. Cheap enough to take many: the layout effect is what limits the
/// gap's interval, and only more layouts shrink it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GapLayout {
    /// lld's `--shuffle-sections` seed (`None`: the build as cargo linked it).
    pub shuffle_seed: Option<u64>,
    /// The rows measured, as indices into [`Record::rows`]; a block's
    /// `seconds[k]` is row `rows[k]`'s.
    pub rows: Vec<usize>,
    pub processes: Vec<ProcessRecord>,
    /// Where its hot WMAs start, mod 64 bytes (as [`LayoutRecord`]'s).
    #[serde(default)]
    pub hot_offsets: BTreeMap<String, u64>,
}

/// The same-process cross-check: numba and the Rust kernels (through the
/// PyO3 module) interleaved in one numba worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SameProcess {
    /// The worker ran with [`ALLOCATOR_ENV`].
    pub allocator: bool,
    pub labels: Vec<String>,
    /// `seconds[round][entry]`.
    pub seconds: Vec<Vec<f64>>,
}

/// One complete measurement (a `--repeat` gives several).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Repeat {
    pub layouts: Vec<LayoutRecord>,
    /// Since version 3: the gap's own layouts, after the lattice's.
    #[serde(default)]
    pub gap_layouts: Vec<GapLayout>,
    pub same_process: Vec<SameProcess>,
    pub seconds: f64,
}

/// How the section was repeated.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Design {
    pub layouts: usize,
    pub processes: usize,
    /// Timed rounds per process (after one untimed round: gate or check, and warm-up).
    pub rounds: usize,
    pub same_process_rounds: usize,
    /// The seed every layout, padding and offset was drawn from.
    pub seed: u64,
    /// Since version 4: the combo every sample's sweep starts with, untimed
    /// (the grid's cheapest), so the timed combo finds the heap, its
    /// buffers and the caches as a sweep leaves them. `None`: each combo
    /// was called alone (versions 2 and 3).
    #[serde(default)]
    pub lead_in: Option<usize>,
    /// Why layouts could not be shuffled, if they could not.
    pub layout_note: Option<String>,
    /// The CPU every row's process was pinned to; the probes ran there too.
    pub cpu: Option<usize>,
    /// Since version 2: the passes over a process set's share of the grid.
    /// Layout l takes the combos c ≡ l (mod 2), its set k those with
    /// c ≡ l + 2k (mod 4): two layouts in a row cover every combo once.
    #[serde(default)]
    pub passes: usize,
    /// Since version 2: only the combos below this index (`--quick`).
    #[serde(default)]
    pub combo_limit: Option<usize>,
    /// Since version 3: the gap layouts per repeat ([`GapLayout`]).
    #[serde(default)]
    pub gap_layouts: usize,
    /// The gap layouts ran between the lattice's (each lattice layout
    /// followed by its share), not all after them.
    #[serde(default)]
    pub gap_layouts_between: bool,
}

/// The record's format: 1 had whole-sweep rounds only (2 layouts × 2
/// process sets × 2 rounds); 2 samples one combo at a time; 3 adds the gap
/// layouts (the gap and the control on many more layouts than the lattice)
/// and draws each process set's order of rows; 4 times each sample inside
/// a sweep after a lead-in combo, and the whole sweeps combo by combo (the
/// knobs then carry exactly their change: no knob driver).
pub const VERSION: u32 = 4;

fn version_one() -> u32 {
    1
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Record {
    /// Absent in version-1 records.
    #[serde(default = "version_one")]
    pub version: u32,
    pub design: Design,
    /// This CPU as LLVM names it.
    pub host_cpu: String,
    /// Multiply-adds of one `paper` sweep.
    pub macs: f64,
    /// Row 0 is numba-njit.
    pub rows: Vec<RowRecord>,
    pub repeats: Vec<Repeat>,
    /// Why llvm-mca's columns are empty, if they are.
    pub mca_missing: Option<String>,
    /// Side-by-side hot loops of the committed dumps (`asm-diff` text),
    /// captured when measured: render-only needs neither asm/ nor tools.
    pub asm_evidence: String,
    /// llvm-mca on the same dumps for each measured core's model (empty
    /// without llvm-mca, and in records before version 2).
    #[serde(default)]
    pub mechanism: Vec<Mechanism>,
    /// The compilers' seam (records measured before it have none).
    #[serde(default)]
    pub seam: Option<seam::SeamRecord>,
}

/// One hot WMA loop on one CPU model, as llvm-mca sees it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Mechanism {
    /// LLVM's name of the CPU model.
    pub cpu: String,
    pub row: String,
    /// The dump, relative to asm/.
    pub dump: String,
    pub cycles_per_mac: f64,
    /// llvm-mca's Block RThroughput per multiply-add: the loop's resources
    /// alone, as if no dependency chain bound it.
    pub resources_per_mac: f64,
}

/// The LLVM CPU models of the cores measured so far, and why each: the
/// AMD hosts' numba names them `znver3`, `znver4` and `znver5`; the Intel host's names it
/// `rocketlake`, but its dependent `addsd` probe reads 2 cycles, which is
/// Golden Cove's adder (Sapphire/Emerald Rapids), not Rocket Lake's 4.
pub const MECHANISM_CPUS: &[(&str, &str)] = &[
    ("znver3", "znver3"),
    ("znver4", "znver4"),
    ("znver5", "znver5"),
    ("rocketlake", "emeraldrapids"),
];

/// The allocator settings of the lattice's allocator cause: big arrays from
/// the heap (glibc's largest mmap threshold), and freed memory kept instead
/// of returned to the kernel — no page faults once the heap has grown.
pub const ALLOCATOR_ENV: &[(&str, &str)] = &[
    ("MALLOC_MMAP_THRESHOLD_", "33554432"),
    ("MALLOC_TRIM_THRESHOLD_", "4294967296"),
];

/// The causes of the lattice; bit i of a corner removes cause i.
pub const CAUSES: [&str; 4] = [
    "the bounds check in the inner loop",
    "the memory pattern (a fresh NaN-filled array per pass)",
    "baseline x86-64 code instead of this CPU's",
    "the allocator state (big arrays mmapped afresh, freed memory returned)",
];

impl Recorded for Gap {
    type Record = Record;

    fn id(&self) -> &'static str {
        "gap"
    }

    fn title(&self) -> &'static str {
        "The gap: numba-njit vs kernel-safe, per cause and per core"
    }

    /// The static models its M2 subsection is calibrated from (quick).
    fn needs(&self) -> &'static [&'static str] {
        &["m2"]
    }

    fn expected_seconds(&self) -> f64 {
        1240.0
    }

    fn measure(&self, ctx: &mut Context) -> Result<Record> {
        measure::measure(ctx)
    }

    fn render(&self, rec: &Record, r: &mut Render) -> Result<SectionOutput> {
        render::render(rec, r)
    }
}
