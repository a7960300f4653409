//! **Experiments, not kernels.** `gap-knobs` answers one question: which
//! differences between numba's machine code and `kernel-safe`'s make the
//! line-by-line Rust port slower (SPEC §7, the study's unassigned gap)?
//!
//! Each knob is `kernel-safe` with *one* suspected cause changed (or, for the
//! waterfall's cumulative steps, one more cause than the step before), named
//! after what it changes. All keep kernel-safe's arithmetic — one accumulator,
//! k-ascending, separate multiply and add — so every knob must be
//! bit-identical to `kernel-safe`; the shared test vectors check that.
//!
//! Two causes are build configurations, not source: the target CPU and
//! LTO/codegen-units. They are measured by building `ipc-engine` (which
//! serves these knobs too) in separately named configurations; see
//! `ipc-tax report --only gap`.
//!
//! Every knob has `pub #[inline(never)]` entry points `<knob>::wma`,
//! `<knob>::combo` and `<knob>::sweep`, so `asm/` and callgrind name them.

// Index loops are the experiment: they are kernel-safe's form, and the
// iterator form is a knob of its own.
#![allow(clippy::needless_range_loop)]

pub mod baseline;
pub mod driver;
pub mod window;

use kernel_spec::{ComboResult, Exactness, Kernel, Sweep};

/// One knob: its name, what it changes relative to kernel-safe, its sweep.
#[derive(Clone, Copy)]
pub struct Knob {
    pub name: &'static str,
    pub change: &'static str,
    pub sweep: fn(&Sweep<'_>) -> Vec<ComboResult>,
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
}

/// The knob called `name` (without the `knob-` prefix), if any.
pub fn by_name(name: &str) -> Option<Knob> {
    KNOBS.iter().find(|k| k.name == name).copied()
}

macro_rules! knobs {
    ($( $(#[$doc:meta])* $module:ident = $form:ty, reuse: $reuse:literal, full_prefill: $full:literal, $change:literal; )*) => {
        $(
            $(#[$doc])*
            pub mod $module {
                use super::driver::{self, Buffers};
                #[allow(unused_imports)]
                use super::window::*;
                use kernel_spec::{ComboResult, Params, Sweep};

                /// This knob's WMA pass (`out` is cleared and refilled).
                #[inline(never)]
                pub fn wma(x: &[f64], l: usize, out: &mut Vec<f64>) {
                    driver::wma_into::<$form, $full>(x, l, out)
                }

                /// One combo.
                #[inline(never)]
                pub fn combo(close: &[f64], p: &Params, bufs: &mut Buffers) -> ComboResult {
                    driver::combo::<$reuse, $full>(close, p, bufs, wma)
                }

                /// Every combo of a validated sweep, in row order.
                #[inline(never)]
                pub fn sweep(s: &Sweep<'_>) -> Vec<ComboResult> {
                    let mut bufs = Buffers::default();
                    s.params().iter().map(|p| combo(s.close(), p, &mut bufs)).collect()
                }
            }
        )*

        /// Every knob: the control first, then the order of this list.
        pub const KNOBS: &[Knob] = &[
            Knob {
                name: "baseline",
                change: "nothing: kernel-safe's code copied verbatim, linked elsewhere (control)",
                sweep: baseline::sweep,
            },
            $( Knob { name: stringify!($module), change: $change, sweep: $module::sweep }, )*
        ];
    };
}

knobs! {
    /// kernel-safe's loop through the knob driver: what the driver itself
    /// costs (every source knob below goes through it).
    via_driver = Checked, reuse: false, full_prefill: true,
        "kernel-safe's loop through the knob driver (the driver's own cost)";
    /// The bounds check hoisted out of the inner loop by slicing the window.
    hoist = Hoisted, reuse: false, full_prefill: true,
        "inner-loop bounds check hoisted (window slice)";
    /// The iterator form of the window sum.
    iter = Iter, reuse: false, full_prefill: true,
        "inner loop as an iterator (slice · zip(1..=l) · fold)";
    /// `get_unchecked`, usize index: kernel-unchecked's loop.
    unchecked_usize = UncheckedUsize, reuse: false, full_prefill: true,
        "get_unchecked with a usize index (kernel-unchecked's loop)";
    /// `get_unchecked` with an i64 weight counter (numba's index type).
    unchecked_i64 = UncheckedI64, reuse: false, full_prefill: true,
        "get_unchecked with an i64 index (signed k+1 → f64)";
    /// Weights from a table instead of a conversion per multiply.
    weights = CheckedWeights, reuse: false, full_prefill: true,
        "weights (k+1) from a per-pass table, not converted per multiply";
    /// Buffers reused across passes and combos.
    reuse = Checked, reuse: true, full_prefill: true,
        "buffers reused across passes instead of one allocation per pass";
    /// NaN written only in the warm-up.
    warmup = Checked, reuse: false, full_prefill: false,
        "NaN written only for the warm-up, values pushed (no double write)";
    /// Cumulative: hoist, then unrolled 8× by hand.
    hoist_unroll = HoistedUnroll8, reuse: false, full_prefill: true,
        "hoist + inner loop unrolled 8× by hand (one accumulator)";
    /// Cumulative: hoist + the weight table.
    hoist_weights = HoistedWeights, reuse: false, full_prefill: true,
        "hoist + weight table";
    /// The memory pattern alone: reused buffers + warm-up-only NaN.
    memory = Checked, reuse: true, full_prefill: false,
        "reused buffers + warm-up-only NaN (the memory pattern alone)";
    /// Cumulative: hoist + reused buffers + warm-up-only NaN.
    hoist_memory = Hoisted, reuse: true, full_prefill: false,
        "hoist + reused buffers + warm-up-only NaN";
}

#[cfg(test)]
mod tests;
