//! The sweep kernels, one entry each. Every binary that builds a kernel by
//! name (the engine, the C ABI and the Python module through it, the CLI)
//! builds it here, and everything that lists kernels — the report's rows,
//! the asm dumps, the aarch64 gate, `ipc-tax kernels` — reads [`KERNELS`].
//! Adding a kernel is its crate and one entry (CONTRIBUTING.md).
//!
//! `par-<name>` wraps any entry on threads (`kernel-par`); `knob-<name>`
//! builds a gap experiment from `gap_knobs::KNOBS`, that table's own entries.

use kernel_par::Par;
use kernel_simd::{Isa, Simd};
use kernel_spec::{ComboResult, Kernel, Params};

/// kernel-safe's name: the reference every kernel is gated against, and the
/// kernel behind every boundary row.
pub const REFERENCE: &str = kernel_safe::NAME;

/// The O(1)-per-bar kernel on vector lanes: the one issue 28's targets are
/// stated for (alone, and as `par-` on two threads).
pub const SLIDING_SIMD: &str = "sliding-simd";

/// What a kernel's speed is measured in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Work {
    /// The study's multiply-adds: every WMA recomputed from its window.
    Macs,
    /// WMA bars of an O(1)-per-bar recurrence (`sliding`): its work is not
    /// the study's, so its limit is its own.
    WmaBars,
}

/// Which `par-<name>` rows the report's in-process table times.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParRows {
    None,
    /// On one thread and on every core (the wrapper's own cost, then its speed-up).
    OneAndAllCores,
    AllCores,
}

/// A piece that reads three lines of one series.
pub type ThreeLines<T> = fn(&[f64], &[f64], &[f64]) -> T;

/// A kernel's pieces as plain functions, each allocating its output as
/// kernel-safe does: the phase benches time them and the instruction-count
/// bench counts them one by one.
#[derive(Clone, Copy)]
pub struct Phases {
    pub wma: fn(&[f64], usize) -> Vec<f64>,
    pub hma_combine: fn(&[f64], &[f64]) -> Vec<f64>,
    pub hma3_combine: ThreeLines<Vec<f64>>,
    pub event_loop: ThreeLines<ComboResult>,
    pub combo: fn(&[f64], &Params) -> ComboResult,
}

/// One kernel.
pub struct Entry {
    /// The name `--kernel`, the engine, ffi and Python take.
    pub name: &'static str,
    /// What it is, in a line (`ipc-tax kernels`).
    pub about: &'static str,
    /// The workspace crate it lives in.
    pub krate: &'static str,
    pub work: Work,
    /// A row of the report's in-process table.
    pub in_report: bool,
    pub par_rows: ParRows,
    /// Its hot functions for `asm/` (paths as `cargo asm` names them).
    pub asm: &'static [&'static str],
    /// Needs x86-64 (an x86 SIMD path): not built, dumped or gated on aarch64.
    pub x86_only: bool,
    /// Run under qemu by `cargo xtask aarch64` (its log gives each time).
    pub aarch64_gate: bool,
    /// kernel-safe's work with one change, said in words (`None` for a
    /// kernel that changes more): the report names such a kernel when its
    /// time is clear of kernel-safe's.
    pub one_change: Option<&'static str>,
    /// Its pieces for the phase and instruction-count benches (`None`:
    /// kernel-simd, whose pieces write into reused buffers and are called
    /// through `Simd` by the benches, and the O(1)-per-bar kernels, which
    /// have no such pieces).
    pub phases: Option<Phases>,
    /// Counted by the instruction-count bench (`benches/benches/icount.rs`,
    /// its bench list generated from this field): valgrind must execute it
    /// (no AVX-512), it must not depend on a CPU feature detected at run
    /// time (the count would change with the machine), it needs phases (or
    /// a kernel-simd path) and it must promise kernel-safe's bits (the
    /// bench checks them before counting).
    pub icount: bool,
    /// Builds it; an error names what this machine lacks.
    pub build: fn() -> Result<Box<dyn Kernel>, String>,
}

/// The [`Phases`] of a crate that names its pieces as kernel-safe does.
macro_rules! phases {
    ($krate:ident) => {
        Phases {
            wma: $krate::wma,
            hma_combine: $krate::hma_combine,
            hma3_combine: $krate::hma3_combine,
            event_loop: $krate::event_loop,
            combo: $krate::combo,
        }
    };
}

const PLAIN_SAFE: &[&str] = &[
    "kernel_safe::wma",
    "kernel_safe::hma_combine",
    "kernel_safe::hma3_combine",
    "kernel_safe::event_loop",
    "kernel_safe::combo",
];
const PLAIN_UNCHECKED: &[&str] = &[
    "kernel_unchecked::wma",
    "kernel_unchecked::hma_combine",
    "kernel_unchecked::hma3_combine",
    "kernel_unchecked::event_loop",
    "kernel_unchecked::combo",
];

fn forced(path: Isa) -> Result<Box<dyn Kernel>, String> {
    Ok(Box::new(Simd::new(path).map_err(|e| {
        format!("kernel simd-{}: {e}", path.name())
    })?))
}

/// Every kernel, in the order the report's table lists them.
pub static KERNELS: &[Entry] = &[
    Entry {
        name: REFERENCE,
        about: "the study's kernel ported line by line: bounds-checked indexing, a fresh array per pass (the reference)",
        krate: "kernel-safe",
        work: Work::Macs,
        in_report: true,
        par_rows: ParRows::None,
        asm: PLAIN_SAFE,
        x86_only: false,
        aarch64_gate: true,
        one_change: None,
        phases: Some(phases!(kernel_safe)),
        icount: true,
        build: || Ok(Box::new(kernel_safe::Safe)),
    },
    Entry {
        name: "unchecked",
        about: "kernel-safe with get_unchecked in the hot loops, bit-identical",
        krate: "kernel-unchecked",
        work: Work::Macs,
        in_report: true,
        par_rows: ParRows::None,
        asm: PLAIN_UNCHECKED,
        x86_only: false,
        aarch64_gate: true,
        one_change: Some("the bounds checks removed, `get_unchecked`"),
        phases: Some(phases!(kernel_unchecked)),
        icount: true,
        build: || Ok(Box::new(kernel_unchecked::Unchecked)),
    },
    Entry {
        name: "iter",
        about: "kernel-safe written with iterators (windows, zip): no bounds checks and no unsafe, bit-identical",
        krate: "kernel-iter",
        work: Work::Macs,
        in_report: true,
        par_rows: ParRows::None,
        asm: &[
            "kernel_iter::wma",
            "kernel_iter::hma_combine",
            "kernel_iter::hma3_combine",
            "kernel_iter::event_loop",
            "kernel_iter::combo",
        ],
        x86_only: false,
        aarch64_gate: true,
        one_change: Some(
            "indexing replaced by iterators, `windows` and `zip`: no bounds checks, no `unsafe`",
        ),
        phases: Some(phases!(kernel_iter)),
        icount: true,
        build: || Ok(Box::new(kernel_iter::Iter)),
    },
    Entry {
        name: "fma",
        about: "kernel-safe with the WMA's inner sum fused (one rounding per term): not bit-identical, gated on trades and |Δpnl| ≤ 1e-6",
        krate: "kernel-fma",
        work: Work::Macs,
        in_report: true,
        par_rows: ParRows::None,
        asm: &["kernel_fma::wma_fused", "kernel_fma::combo"],
        x86_only: false,
        aarch64_gate: true,
        one_change: Some("the inner sum fused, `vfmadd`"),
        phases: Some(Phases {
            wma: kernel_fma::wma,
            combo: kernel_fma::combo,
            ..phases!(kernel_safe)
        }),
        icount: false,
        build: || Ok(Box::new(kernel_fma::Fma::new()?)),
    },
    Entry {
        name: "simd-avx512",
        about: "the WMAs of 8 bars per AVX-512 vector, bit-identical to kernel-safe",
        krate: "kernel-simd",
        work: Work::Macs,
        in_report: true,
        par_rows: ParRows::None,
        asm: &[
            "kernel_simd::x86_64::avx512::wma_into",
            "kernel_simd::x86_64::avx512::hma_combine_into",
            "kernel_simd::x86_64::avx512::event_loop",
        ],
        x86_only: true,
        aarch64_gate: false,
        one_change: None,
        phases: None,
        icount: false,
        build: || forced(Isa::Avx512),
    },
    Entry {
        name: "simd-avx2",
        about: "the same on AVX2, 4 bars per vector",
        krate: "kernel-simd",
        work: Work::Macs,
        in_report: true,
        par_rows: ParRows::None,
        asm: &[
            "kernel_simd::x86_64::avx2::wma_into",
            "kernel_simd::x86_64::avx2::hma_combine_into",
            "kernel_simd::x86_64::avx2::event_loop",
        ],
        x86_only: true,
        aarch64_gate: false,
        one_change: None,
        phases: None,
        icount: true,
        build: || forced(Isa::Avx2),
    },
    Entry {
        name: "simd-portable",
        about: "the same for the baseline target (SSE2 on x86-64, NEON on aarch64)",
        krate: "kernel-simd",
        work: Work::Macs,
        in_report: true,
        par_rows: ParRows::None,
        asm: &[
            "kernel_simd::portable::wma_into",
            "kernel_simd::portable::hma_combine_into",
            "kernel_simd::portable::event_loop",
        ],
        x86_only: false,
        aarch64_gate: false,
        one_change: None,
        phases: None,
        icount: true,
        build: || forced(Isa::Portable),
    },
    Entry {
        name: "simd",
        about: "kernel-simd's widest path this CPU runs, chosen at run time",
        krate: "kernel-simd",
        work: Work::Macs,
        in_report: false,
        par_rows: ParRows::OneAndAllCores,
        asm: &[],
        x86_only: false,
        aarch64_gate: true,
        one_change: None,
        phases: None,
        icount: false,
        build: || {
            let simd = Simd::auto();
            eprintln!(
                "[kernel] simd: runtime dispatch chose the {} path",
                simd.isa().name()
            );
            Ok(Box::new(simd))
        },
    },
    Entry {
        name: "sliding",
        about: "O(1) work per bar and window: plain WMA recurrences under a rigorous error bound, re-anchored exactly on an adaptive grid; bars within the bound decided exactly, so trades are kernel-safe's",
        krate: "kernel-sliding",
        work: Work::WmaBars,
        in_report: true,
        par_rows: ParRows::None,
        asm: &["kernel_sliding::wma::wma_into", "kernel_sliding::sweep"],
        x86_only: false,
        aarch64_gate: true,
        one_change: None,
        phases: None,
        icount: false,
        build: || Ok(Box::new(kernel_sliding::Sliding)),
    },
    Entry {
        name: SLIDING_SIMD,
        about: "sliding with 16 anchor periods per vector, every series in tile layout and the sweep blocked over tiles; bit-identical to sliding",
        krate: "kernel-sliding",
        work: Work::WmaBars,
        in_report: true,
        par_rows: ParRows::AllCores,
        asm: &["kernel_sliding::simd::sweep"],
        x86_only: false,
        aarch64_gate: true,
        one_change: None,
        phases: None,
        icount: false,
        build: || {
            let k = kernel_sliding::SlidingSimd::auto();
            eprintln!(
                "[kernel] sliding-simd: runtime dispatch chose the {} path",
                k.isa().name()
            );
            Ok(Box::new(k))
        },
    },
];

/// The entry of a single-thread kernel name.
pub fn entry(name: &str) -> Option<&'static Entry> {
    KERNELS.iter().find(|e| e.name == name)
}

/// Every single-thread name, in table order.
pub fn names() -> impl Iterator<Item = &'static str> {
    KERNELS.iter().map(|e| e.name)
}

/// The work model of any name `kernel_by_name` takes (`par-` and `knob-`
/// included; the knobs are kernel-safe's code).
pub fn work_of(name: &str) -> Option<Work> {
    let single = name.strip_prefix("par-").unwrap_or(name);
    if single.starts_with("knob-") || kernel_seam::by_name(single).is_some() {
        return Some(Work::Macs);
    }
    entry(single).map(|e| e.work)
}

/// Help text listing every accepted name.
pub fn kernel_help() -> String {
    format!(
        "{}, and par-<any of these> (e.g. par-simd) on --threads threads; the gap experiments as knob-<name> ({}); the compilers' seam as {} (built by `cargo xtask seam`)",
        names().collect::<Vec<_>>().join(", "),
        gap_knobs::KNOBS
            .iter()
            .map(|k| k.name)
            .collect::<Vec<_>>()
            .join(", "),
        kernel_seam::CELLS
            .iter()
            .map(|c| c.name)
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// Cores available to this process.
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Builds a kernel by name; `threads` only matters for `par-*` (default:
/// all cores). `simd` and `sliding-simd` log the path their dispatch chose
/// on stderr.
pub fn kernel_by_name(name: &str, threads: Option<usize>) -> Result<Box<dyn Kernel>, String> {
    if let Some(inner) = name.strip_prefix("par-") {
        if inner.starts_with("par-") {
            return Err(format!(
                "{name:?}: a parallel kernel cannot wrap another parallel kernel"
            ));
        }
        let threads = threads.unwrap_or_else(all_cores);
        let par = Par::new(single_thread(inner)?, threads).map_err(|e| e.to_string())?;
        return Ok(Box::new(par));
    }
    single_thread(name)
}

fn single_thread(name: &str) -> Result<Box<dyn Kernel>, String> {
    if let Some(e) = entry(name) {
        return (e.build)();
    }
    if let Some(knob) = name.strip_prefix("knob-").and_then(gap_knobs::by_name) {
        return Ok(Box::new(knob));
    }
    if let Some(cell) = kernel_seam::by_name(name) {
        return Ok(Box::new(kernel_seam::SeamKernel::load(cell)?));
    }
    Err(format!(
        "unknown kernel {name:?}; known kernels: {}",
        kernel_help()
    ))
}

#[cfg(test)]
mod tests;
