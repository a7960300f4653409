//! What one section measured that a later one builds on: the break-even
//! model and "study vs this machine" are computed from these, never from
//! constants. A section that did not run leaves its fields empty and the
//! derived tables say "not measured in this run".

use crate::keys::ArchKey;
use crate::keys::Side;
use crate::keys::Transport;
use crate::targets::Verdict;
use measure::affinity::Placement;
use measure::sampling::ratio_interval;
use measure::stats::Summary;
use serde::{Deserialize, Serialize};

#[derive(Default, Serialize)]
pub struct Findings {
    /// In-process rows.
    pub in_process: Vec<InProcessFinding>,
    /// numba-njit's sweep seconds in the architectures run (the ratios' base).
    pub numba_m2_s: Option<Summary>,
    /// The same, per round (pairs with each `ArchFinding::wall_runs`).
    pub numba_m2_runs: Vec<f64>,
    pub arch: Vec<ArchFinding>,
    /// The core the architectures rows ran on ([`core_of`]).
    pub arch_core: Option<String>,
    pub echo: Vec<EchoFit>,
    pub serialization: Vec<SerFinding>,
    /// (what was started, milliseconds per start).
    pub spawn: Vec<(String, Summary)>,
    pub per_bar: Vec<BarFinding>,
    /// The streaming kernel in this process, µs per bar.
    pub in_process_bar_us: Option<Summary>,
    /// The paced per-bar rows' choice (which transport meets a p99 budget
    /// at the least CPU, per rate), for the first screen.
    #[serde(skip)]
    pub per_bar_choice: Option<PerBarChoice>,
    /// The static models of the M2 prediction (section `m2`), for gap.md.
    #[serde(skip)]
    pub m2: Option<M2Finding>,
    /// The gap per core (this record's and every other core's latest).
    pub gap_by_cpu: Vec<CpuGap>,
    /// The study's M2 result as the compilers' aarch64 code predicts it
    /// (gap.md's M2 subsection), for the first screen.
    #[serde(skip)]
    pub m2_answer: Option<M2Answer>,
    /// Every stated target and its outcome, by the section that states it.
    #[serde(skip)]
    pub targets: Vec<(&'static str, Verdict)>,
    /// Every reading of kernel-safe ÷ numba-njit, the gap instrument's first.
    #[serde(skip)]
    pub readings: Vec<Reading>,
}

/// The paced rows' choice as the first screen gives it: a sentence (the
/// study's own setup, rate by rate; without its final period, so a link
/// can follow it) and a grid of every client and route.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PerBarChoice {
    pub lead: String,
    pub grid: String,
    /// For report.md's dates and commits: where the paced rows come from
    /// when they are another core's record, not this one's.
    pub borrowed_from: Option<String>,
}

/// The M2 prediction in brief: the best-calibrated whole-sweep model's
/// kernel-safe ÷ numba-njit on the `apple-m1` code and how far it may be
/// read.
#[derive(Clone, Debug, PartialEq)]
pub struct M2Answer {
    /// The model's name, as gap.md's tables name it.
    pub model: String,
    pub ratio: f64,
    /// The model's mean error on this machine, applied to the ratio.
    pub band: Option<(f64, f64)>,
    /// How its calibration here ranked and sized the measured rows.
    pub strength: ModelStrength,
    /// The study's measured ratio on its M2 Max.
    pub study: f64,
}

/// What a static model's calibration on this machine earns it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModelStrength {
    /// It ranks and sizes this machine's rows.
    Sized,
    /// It ranks them but misjudges their size.
    RanksOnly,
    Weak,
}

/// One in-process row: which engine, its seconds and its ratio to numba-njit.
#[derive(Clone, Serialize)]
pub struct InProcessFinding {
    pub engine: Engine,
    pub label: String,
    pub time: Summary,
    pub vs_numba: Summary,
}

/// An engine of the in-process table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Engine {
    Numba(measure::numba::Rung),
    /// A Rust kernel by its CLI name (`safe`, `simd-avx512`, `par-simd`)
    /// and the threads it ran on.
    Rust {
        kernel: String,
        threads: usize,
    },
}

impl Engine {
    pub fn rust(kernel: &str) -> Self {
        Engine::Rust {
            kernel: kernel.into(),
            threads: 1,
        }
    }
}

impl Findings {
    /// Keeps a section's targets (its remarks are not targets) for the summary.
    pub fn add_targets(&mut self, section: &'static str, verdicts: &[Verdict]) {
        self.targets.extend(
            verdicts
                .iter()
                .filter(|v| v.met.is_some())
                .map(|v| (section, v.clone())),
        );
    }

    /// The in-process row of `engine`, if measured.
    pub fn in_process_of(&self, engine: &Engine) -> Option<&InProcessFinding> {
        self.in_process.iter().find(|r| &r.engine == engine)
    }
}

/// One architecture row.
#[derive(Clone, Serialize)]
pub struct ArchFinding {
    pub key: ArchKey,
    /// Calls per sweep (1 batch, 80 per combo).
    pub calls: usize,
    pub wall_s: Summary,
    /// Client wall seconds per round, in run order.
    pub wall_runs: Vec<f64>,
    /// Boundary ms per round (client wall − engine handling), when timed.
    pub boundary_runs_ms: Option<Vec<f64>>,
    pub vs_numba: Summary,
    /// Median engine kernel seconds per sweep.
    pub compute_s: f64,
    pub boundary_ms: Option<Summary>,
    pub share: Option<Summary>,
}

/// What the m2 section publishes: the static models gap.md's M2 prediction
/// is computed from, and what its prose says produced them.
///
/// Nearly all of the m2 record, on purpose: the prediction looks up every
/// code's loops (any row of the gap record may name any WMA dump, on this
/// CPU's model or an aarch64 one), prices page faults at this machine's
/// measured cost, and names the tools and compilers. It is still not the
/// record: no page size, no serde shape to keep, and the record may grow
/// without its consumers seeing it.
#[derive(Clone, Debug)]
pub struct M2Finding {
    /// This CPU as LLVM names it: the model the calibration predicts on.
    pub host_model: String,
    /// llvm-mca's version, or why it did not run (every llvm-mca figure is
    /// then missing).
    pub mca_version: String,
    /// OSACA's version, or why it did not run (its figures are then missing).
    pub osaca: Result<String, String>,
    /// The compilers of the aarch64 dumps; empty when not recorded.
    pub arm_compilers: Vec<String>,
    /// One minor page fault here, ns (zeroing included).
    pub fault_ns: f64,
    /// Every code's loops with their static cycles per iteration.
    pub codes: Vec<Code>,
}

impl M2Finding {
    /// The code named by its WMA dump (`apple-m1/kernel-safe/wma.s`), if
    /// the m2 section modelled it.
    pub fn code(&self, wma_file: &str) -> Option<&Code> {
        self.codes.iter().find(|c| c.wma_file == wma_file)
    }
}

/// The echo curve of one transport × client and its fit `T(b) = floor + 2b/bw`.
#[derive(Clone, Serialize)]
pub struct EchoFit {
    pub placement: Placement,
    pub transport: Transport,
    pub client: Side,
    /// (floats each way, p50 µs).
    pub p50_us: Vec<(usize, f64)>,
    pub floor_us: f64,
    /// Bytes per second, both directions counted (the study's convention).
    pub bandwidth: f64,
}

impl ArchFinding {
    /// Where it ran: unpinned (every connected row) or in process.
    pub fn placement(&self) -> Placement {
        self.key.transport.arch_placement()
    }
}

impl Findings {
    /// The architecture row of `key`, if measured.
    pub fn arch_of(&self, key: &ArchKey) -> Option<&ArchFinding> {
        self.arch.iter().find(|a| &a.key == key)
    }

    /// The echo fit of one placement, transport and client, if measured.
    pub fn echo_of(
        &self,
        placement: Placement,
        transport: Transport,
        client: Side,
    ) -> Option<&EchoFit> {
        self.echo
            .iter()
            .find(|e| e.placement == placement && e.transport == transport && e.client == client)
    }

    /// The per-bar row of one placement, transport and client, if measured.
    pub fn bar_of(
        &self,
        placement: Placement,
        transport: Transport,
        client: Side,
    ) -> Option<&BarFinding> {
        self.per_bar
            .iter()
            .find(|b| b.placement == placement && b.transport == transport && b.client == client)
    }
}

impl EchoFit {
    /// Predicted round trip for `request` + `reply` bytes, µs.
    pub fn predict_us(&self, request: usize, reply: usize) -> f64 {
        self.floor_us + (request + reply) as f64 / self.bandwidth * 1e6
    }

    /// The measured p50 at exactly this many floats, if it is a point of the curve.
    pub fn at(&self, floats: usize) -> Option<f64> {
        self.p50_us.iter().find(|p| p.0 == floats).map(|p| p.1)
    }
}

#[derive(Clone, Serialize)]
pub struct SerFinding {
    pub lang: String,
    pub format: String,
    pub bytes: usize,
    pub encode_us: Summary,
    pub decode_us: Summary,
}

#[derive(Clone, Serialize)]
pub struct BarFinding {
    pub placement: Placement,
    pub transport: Transport,
    pub client: Side,
    pub wall_s: Summary,
    pub per_bar_us: Summary,
    /// Per bar, beyond the in-process streaming kernel (paired per round).
    pub boundary_per_bar_us: Summary,
    /// Its median's 95% interval (bootstrap over rounds).
    pub boundary_per_bar_ci: Option<(f64, f64)>,
}

/// A ratio and its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ci {
    pub est: f64,
    pub lo: f64,
    pub hi: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Cause {
    pub name: String,
    pub effect: Ci,
    /// Share of the gap (fraction), when the gap clears the floor.
    pub share: Option<Ci>,
    pub claimed: bool,
}

/// One CPU's answer (`reports/gap_by_cpu.json` holds a list of these).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CpuGap {
    pub cpu: String,
    pub numba_host_cpu: String,
    pub commit: String,
    pub date: String,
    /// The gap record's format (1: whole sweeps, 2: one combo per sample).
    pub version: u32,
    /// kernel-safe / numba-njit.
    pub gap: Ci,
    /// The control / kernel-safe with the within-process noise alone.
    pub control_within: Ci,
    /// The control's between-layout SD (log ≈ relative): the layout effect.
    pub layout_sd: Option<f64>,
    /// Every layout the gap rests on (since version 3 the lattice's and
    /// the gap layouts).
    pub layouts: usize,
    /// Of those, the gap layouts (three rows each).
    #[serde(default)]
    pub gap_layouts: usize,
    pub processes: usize,
    pub verdict: String,
    /// The verdict in words for the first screen, after "On <core>" (since
    /// version 4's verdict; absent in findings rendered before it).
    #[serde(default)]
    pub sentence: Option<String>,
    /// The port with only the bounds check hoisted (`knob hoist`) against
    /// numba-njit: what the porter's one change leaves of the gap.
    #[serde(default)]
    pub hoist_vs_numba: Option<Ci>,
    pub causes: Vec<Cause>,
    /// The bounds check hoisted (`knob hoist`) ÷ kernel-safe, measured
    /// directly: what the porter's one change buys on this core.
    #[serde(default)]
    pub hoist_vs_safe: Option<Ci>,
    /// kernel-safe / numba-njit on the lattice's layouts alone, where the
    /// causes and the hoisted port are measured; `None` when the gap above
    /// is that (no gap layouts) or in findings rendered before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lattice_gap: Option<Ci>,
    /// kernel-safe / numba-njit across repeats that differ beyond their
    /// intervals, the between-repeat SD added (random effects); `None`
    /// while they agree or with one repeat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gap_across_repeats: Option<Ci>,
    /// kernel-safe / numba-njit with every cause removed: what no cause
    /// explains (the verdict's "not assigned" is this clear of the floor).
    #[serde(default)]
    pub residual: Option<Ci>,
    /// kernel-safe / numba-njit stratified by where kernel-safe's WMA
    /// starts (records that say where, with enough layouts at each offset).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gap_stratified: Option<Ci>,
    /// The instrument's targets as this record met them (records rendered
    /// before the targets were kept here have none).
    #[serde(default)]
    pub targets: Vec<TargetMet>,
}

/// One of the gap instrument's targets, judged on one CPU's record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TargetMet {
    /// The target, as gap.md states it.
    pub target: String,
    /// What the record measured against it.
    pub measured: String,
    pub met: bool,
}

impl CpuGap {
    /// What tells two cores apart: the CPU's name alone does not (two AMD
    /// EPYC hosts here were a Zen 4 and a Zen 5), the model LLVM detects does.
    pub fn key(&self) -> String {
        format!("{} ({})", self.cpu, self.numba_host_cpu)
    }
}

/// The core a run measured, named as [`CpuGap::key`] names it.
pub fn core_of(env: &measure::env::EnvInfo) -> String {
    format!(
        "{} ({})",
        env.cpu_model,
        env.numba
            .as_ref()
            .map_or("numba not run", |n| n.host_cpu.as_str())
    )
}

impl Ci {
    pub fn cell(&self) -> String {
        format!("{:.3} ({:.3}–{:.3})", self.est, self.lo, self.hi)
    }
}

/// One reading of kernel-safe ÷ numba-njit.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    /// The section file it is read in (`in_process`).
    pub section: &'static str,
    pub name: String,
    /// What it times besides the two kernels, or how it is taken.
    pub how: String,
    pub ratio: Ci,
    /// The core it ran on ([`core_of`]).
    pub core: String,
}

impl Reading {
    /// A reading from paired runs: `safe[i]` and `numba[i]` timed in the
    /// same round. `None` without two pairs.
    pub fn paired(
        section: &'static str,
        name: String,
        how: String,
        safe: &[f64],
        numba: &[f64],
        core: String,
    ) -> Option<Reading> {
        let iv = ratio_interval(safe, numba).filter(|iv| iv.ratio.n >= 2)?;
        Some(Reading {
            section,
            name,
            how,
            ratio: Ci {
                est: iv.ratio.median,
                lo: iv.lo,
                hi: iv.hi,
            },
            core,
        })
    }
}

/// One loop's static predictions (cycles per iteration).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct LoopModel {
    /// The dump it was read from, under `asm/`.
    pub file: String,
    pub instructions: usize,
    /// Multiply-adds (WMA), elements stored (combines) or bars (event loop)
    /// per iteration.
    pub work: f64,
    /// llvm-mca: steady state with its dependency chains.
    pub mca: f64,
    /// llvm-mca's Block RThroughput: resources alone.
    pub mca_throughput: f64,
    /// OSACA: max(port throughput, longest loop-carried dependency).
    pub osaca: Option<f64>,
    /// OSACA: port throughput alone.
    pub osaca_throughput: Option<f64>,
}

/// A kernel's code on one CPU model: its WMA loop and the loops around it.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Code {
    /// The WMA dump that names the code (`x86-64/kernel-safe/wma.s`).
    pub wma_file: String,
    /// The CPU model it is predicted on (`znver4`, `apple-m1`, …).
    pub model: String,
    pub wma: Option<LoopModel>,
    pub event: Option<LoopModel>,
    pub combine2: Option<LoopModel>,
    pub combine3: Option<LoopModel>,
}

impl Code {
    /// The four loops with their names, the WMA first.
    pub fn loops(&self) -> [(&'static str, &Option<LoopModel>); 4] {
        [
            ("WMA", &self.wma),
            ("event loop", &self.event),
            ("combine", &self.combine2),
            ("combine3", &self.combine3),
        ]
    }
}
