//! **Experiments, not kernels.** `gap-knobs` answers one question: which
//! differences between numba's machine code and `kernel-safe`'s make the
//! line-by-line Rust port slower (the study's unassigned gap)?
//!
//! Each knob is `kernel-safe`'s source with *one* suspected cause changed
//! (or, for the waterfall's cumulative steps, one more cause than the step
//! before), named after what it changes, and compiled and called the way
//! kernel-safe is: the same `wma` → `combo` → `sweep` functions, each
//! `#[inline(never)]`, the same combines and event loop. There is no shared
//! driver between a knob and the kernel — an earlier driver (a pass writing
//! into a `&mut Vec` through a function pointer) cost 5% by itself and
//! put that cost into every share it measured. What a knob may change is
//! declared in its [`Changes`], and a test on the committed dumps holds it
//! to that (`tests::every_knob_is_kernel_safe_but_for_its_change`).
//!
//! Two families:
//! - **loop knobs** (`loops`): kernel-safe's `wma` with the window sum
//!   written another way ([`window`]); the rest is kernel-safe's.
//! - **memory knobs** (`memory`): buffers allocated once per sweep and
//!   reused across passes and combos, as numba's `kernel_reuse` does on
//!   the other side (the same six buffers in the same order), with NaN
//!   written only where the warm-up needs it.
//!
//! All keep kernel-safe's arithmetic — one accumulator, k-ascending,
//! separate multiply and add, the combines left to right — so every knob is
//! bit-identical to `kernel-safe`; the shared test vectors check that.
//!
//! Two causes are build configurations, not source: the target CPU and
//! LTO/codegen-units. They are measured by building `ipc-engine` (which
//! serves these knobs too) in separately named configurations; see
//! `ipc-tax report --only gap`.

// Index loops are the experiment: they are kernel-safe's form, and the
// iterator form is a knob of its own.
#![allow(clippy::needless_range_loop)]

/// The control: kernel-safe verbatim, in a crate of its own (`gap-control`).
pub use gap_control as baseline;
#[macro_use]
mod buffers;
#[macro_use]
mod loops;
pub mod window;

pub use buffers::Buffers;

loop_knob! {
    /// The bounds check hoisted out of the inner loop by slicing the window.
    hoist = Hoisted, nan_filled
}
loop_knob! {
    /// The iterator form of the window sum.
    iter = Iter, nan_filled
}
loop_knob! {
    /// `get_unchecked`, usize index: kernel-unchecked's loop.
    unchecked_usize = UncheckedUsize, nan_filled
}
loop_knob! {
    /// `get_unchecked` with an i64 weight counter (numba's index type).
    unchecked_i64 = UncheckedI64, nan_filled
}
loop_knob! {
    /// Weights from a table instead of a conversion per multiply.
    weights = CheckedWeights, nan_filled
}
loop_knob! {
    /// Cumulative: hoist, then unrolled 8× by hand.
    hoist_unroll = HoistedUnroll8, nan_filled
}
loop_knob! {
    /// Cumulative: hoist + the weight table.
    hoist_weights = HoistedWeights, nan_filled
}
loop_knob! {
    /// kernel-safe's loop, the output from `calloc` with NaN only in the warm-up.
    warmup = Checked, zeroed_warm_up
}

memory_knob! {
    /// The memory pattern alone: kernel-safe's loop on reused buffers.
    memory = Checked, full_prefill: false
}
memory_knob! {
    /// Cumulative: hoist on reused buffers.
    hoist_memory = Hoisted, full_prefill: false
}
memory_knob! {
    /// Reused buffers, each pass NaN-filled in full as kernel-safe's is.
    reuse = Checked, full_prefill: true
}

use kernel_spec::{ComboResult, Exactness, Kernel, Sweep};

/// What a knob changes relative to kernel-safe's code, part by part: the
/// dump test holds every other part to kernel-safe's instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Changes {
    /// The WMA's hot loop (the window sum) is its own.
    pub inner_loop: bool,
    /// How `wma` gets its output array.
    pub memory: Memory,
}

/// Where a knob's WMA output comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Memory {
    /// kernel-safe's: a fresh NaN-filled `Vec` per pass and per combine;
    /// `combo` is kernel-safe's, instruction for instruction.
    KernelSafe,
    /// A fresh zeroed `Vec` per pass (`calloc`), NaN only in the warm-up;
    /// `combo` is kernel-safe's.
    FreshWarmUp,
    /// A buffer of the sweep's, passed in: `wma` allocates nothing and
    /// `combo` is the memory knobs' own.
    Reused,
}

/// One knob: its name, what it changes relative to kernel-safe, its sweep.
#[derive(Clone, Copy)]
pub struct Knob {
    pub name: &'static str,
    pub change: &'static str,
    pub changes: Changes,
    pub sweep: fn(&Sweep<'_>) -> Vec<ComboResult>,
    pub sweep_laps: fn(&Sweep<'_>, &mut dyn FnMut()) -> Vec<ComboResult>,
}

impl std::fmt::Debug for Knob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Knob").field("name", &self.name).finish()
    }
}

impl Kernel for Knob {
    fn name(&self) -> &str {
        self.name
    }

    fn exactness(&self) -> Exactness {
        Exactness::BitIdentical
    }

    fn sweep(&self, s: &Sweep<'_>) -> Vec<ComboResult> {
        (self.sweep)(s)
    }

    fn sweep_laps(&self, s: &Sweep<'_>, lap: &mut dyn FnMut()) -> Option<Vec<ComboResult>> {
        Some((self.sweep_laps)(s, lap))
    }
}

/// The knobs the gap's lattice is built of, by the cause they remove (a
/// test holds each to an entry of [`KNOBS`]).
pub mod lattice {
    /// The control: nothing removed.
    pub const CONTROL: &str = "baseline";
    /// The bounds check removed.
    pub const BOUNDS: &str = "hoist";
    /// The memory pattern removed.
    pub const MEMORY: &str = "memory";
    /// Both removed.
    pub const BOUNDS_AND_MEMORY: &str = "hoist_memory";
    /// Every knob the lattice and its control use.
    pub const ALL: [&str; 4] = [CONTROL, BOUNDS, MEMORY, BOUNDS_AND_MEMORY];
}

/// The engine's `--kernel` name of knob `name` (`knob-<name>`).
pub fn kernel_name(name: &str) -> String {
    format!("knob-{name}")
}

/// The knob called `name` (without the `knob-` prefix), if any.
pub fn by_name(name: &str) -> Option<Knob> {
    KNOBS.iter().find(|k| k.name == name).copied()
}

const LOOP: Changes = Changes {
    inner_loop: true,
    memory: Memory::KernelSafe,
};

const fn reused(inner_loop: bool) -> Changes {
    Changes {
        inner_loop,
        memory: Memory::Reused,
    }
}

macro_rules! knob {
    ($module:ident, $changes:expr, $change:literal) => {
        Knob {
            name: stringify!($module),
            change: $change,
            changes: $changes,
            sweep: $module::sweep,
            sweep_laps: $module::sweep_laps,
        }
    };
}

/// Every knob: the control first, the lattice's (`hoist`, `memory`,
/// `hoist_memory`), then the ones only `report --full` measures.
pub const KNOBS: &[Knob] = &[
    knob!(
        baseline,
        Changes {
            inner_loop: false,
            memory: Memory::KernelSafe
        },
        "nothing: kernel-safe's code copied verbatim, linked elsewhere (control)"
    ),
    knob!(
        hoist,
        LOOP,
        "inner-loop bounds check hoisted (window slice)"
    ),
    knob!(
        memory,
        reused(false),
        "buffers allocated once per sweep and reused, NaN only in the warm-up (the memory pattern alone, as numba's kernel_reuse)"
    ),
    knob!(
        hoist_memory,
        reused(true),
        "hoist + buffers allocated once per sweep and reused, NaN only in the warm-up"
    ),
    knob!(
        iter,
        LOOP,
        "inner loop as an iterator (slice · zip(1..=l) · fold)"
    ),
    knob!(
        unchecked_usize,
        LOOP,
        "get_unchecked with a usize index (kernel-unchecked's loop)"
    ),
    knob!(
        unchecked_i64,
        LOOP,
        "get_unchecked with an i64 index (signed k+1 → f64)"
    ),
    knob!(
        weights,
        LOOP,
        "weights (k+1) from a per-pass table, not converted per multiply"
    ),
    knob!(
        reuse,
        reused(false),
        "buffers allocated once per sweep and reused, every pass NaN-filled in full"
    ),
    knob!(
        warmup,
        Changes {
            inner_loop: false,
            memory: Memory::FreshWarmUp
        },
        "a fresh zeroed array per pass (calloc), NaN written only in the warm-up"
    ),
    knob!(
        hoist_unroll,
        LOOP,
        "hoist + inner loop unrolled 8× by hand (one accumulator)"
    ),
    knob!(hoist_weights, LOOP, "hoist + weight table"),
];

#[cfg(test)]
mod tests;
