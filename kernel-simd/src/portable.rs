//! The portable path: a 4-lane `[f64; 4]` "vector" that any CPU runs.
//!
//! LLVM lowers the lane loops to whatever the baseline target has (SSE2 on
//! x86-64); the point of this path is a reference for the algorithm's
//! structure that valgrind can execute and every platform can test.

use crate::vector::Vector;

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

crate::generic::entry_points!(F64x4, UNROLL);
