//! The portable path: a 4-lane `[f64; 4]` "vector" that any CPU runs.
//!
//! LLVM lowers the lane loops to whatever the baseline target has (SSE2 on
//! x86-64); the point of this path is a reference for the algorithm's
//! structure that valgrind can execute and every platform can test.

use crate::generic;
use crate::vector::Vector;
use crate::workspace::Workspace;
use kernel_spec::{ComboResult, Params};

#[derive(Clone, Copy)]
pub(crate) struct F64x4([f64; 4]);

impl F64x4 {
    #[inline(always)]
    fn zip(self, rhs: Self, f: impl Fn(f64, f64) -> f64) -> Self {
        F64x4(std::array::from_fn(|i| f(self.0[i], rhs.0[i])))
    }
}

impl Vector for F64x4 {
    const LANES: usize = 4;
    #[inline(always)]
    unsafe fn splat(v: f64) -> Self {
        F64x4([v; 4])
    }
    #[inline(always)]
    unsafe fn load(ptr: *const f64) -> Self {
        // SAFETY: the caller guarantees 4 readable f64 at `ptr`.
        F64x4(unsafe { ptr.cast::<[f64; 4]>().read_unaligned() })
    }
    #[inline(always)]
    unsafe fn store(self, ptr: *mut f64) {
        // SAFETY: the caller guarantees 4 writable f64 at `ptr`.
        unsafe { ptr.cast::<[f64; 4]>().write_unaligned(self.0) }
    }
    #[inline(always)]
    unsafe fn add(self, rhs: Self) -> Self {
        self.zip(rhs, |a, b| a + b)
    }
    #[inline(always)]
    unsafe fn sub(self, rhs: Self) -> Self {
        self.zip(rhs, |a, b| a - b)
    }
    #[inline(always)]
    unsafe fn mul(self, rhs: Self) -> Self {
        self.zip(rhs, |a, b| a * b)
    }
    #[inline(always)]
    unsafe fn div(self, rhs: Self) -> Self {
        self.zip(rhs, |a, b| a / b)
    }
    #[inline(always)]
    unsafe fn gt_mask(self, rhs: Self) -> u32 {
        (0..4).fold(0, |m, j| m | (u32::from(self.0[j] > rhs.0[j]) << j))
    }
}

/// Accumulators per WMA block: 2 × 4 outputs in flight.
const UNROLL: usize = 2;

/// # Safety
/// None beyond the signature: kept `unsafe` to share the ISA shims' type.
#[inline(never)]
pub unsafe fn wma_into(x: &[f64], l: usize, weights: &[f64], out: &mut [f64]) {
    // SAFETY: F64x4 is plain Rust and runs on every CPU.
    unsafe { generic::wma_into::<F64x4, UNROLL>(x, l, weights, out) }
}

/// # Safety
/// None beyond the signature (see `wma_into`).
#[inline(never)]
pub(crate) unsafe fn combo(ws: &mut Workspace, close: &[f64], p: &Params) -> ComboResult {
    // SAFETY: as above.
    unsafe { generic::combo::<F64x4, UNROLL>(ws, close, p) }
}

/// # Safety
/// None beyond the signature (see `wma_into`).
#[inline(never)]
pub unsafe fn hma_combine_into(h: &[f64], n: &[f64], out: &mut [f64]) {
    // SAFETY: F64x4 is plain Rust and runs on every CPU.
    unsafe { generic::hma_combine_into::<F64x4>(h, n, out) }
}

/// # Safety
/// None beyond the signature (see `wma_into`).
#[inline(never)]
pub unsafe fn hma3_combine_into(p3: &[f64], p2: &[f64], p: &[f64], out: &mut [f64]) {
    // SAFETY: F64x4 is plain Rust and runs on every CPU.
    unsafe { generic::hma3_combine_into::<F64x4>(p3, p2, p, out) }
}

/// # Safety
/// None beyond the signature (see `wma_into`).
#[inline(never)]
pub unsafe fn event_loop(close: &[f64], a: &[f64], b: &[f64]) -> ComboResult {
    // SAFETY: F64x4 is plain Rust and runs on every CPU.
    unsafe { generic::event_loop::<F64x4>(close, a, b) }
}

/// # Safety
/// None beyond the signature (see `wma_into`).
#[inline(never)]
pub unsafe fn divide_all(s: &[f64], d: f64, out: &mut [f64]) {
    // SAFETY: F64x4 is plain Rust and runs on every CPU.
    unsafe { generic::divide_all::<F64x4>(s, d, out) }
}
