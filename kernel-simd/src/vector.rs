//! The handful of vector operations the algorithm needs, per ISA.
//!
//! Every method is `unsafe`: an implementation may only be used on a CPU
//! that has its instruction set (the dispatch in `lib.rs` guarantees it),
//! and `load`/`store` additionally need `LANES` valid `f64`s at the pointer.
//! Separate `mul` and `add` — never a fused multiply-add — so every lane
//! rounds exactly as the scalar reference does.

pub(crate) trait Vector: Copy {
    const LANES: usize;
    unsafe fn splat(v: f64) -> Self;
    /// Unaligned load of `LANES` values.
    unsafe fn load(ptr: *const f64) -> Self;
    /// Unaligned store of `LANES` values.
    unsafe fn store(self, ptr: *mut f64);
    unsafe fn add(self, rhs: Self) -> Self;
    unsafe fn sub(self, rhs: Self) -> Self;
    unsafe fn mul(self, rhs: Self) -> Self;
    unsafe fn div(self, rhs: Self) -> Self;
    /// Bit `j` set where lane `j` of `self` > lane `j` of `rhs` (ordered:
    /// false when either is NaN, like the scalar `>`).
    unsafe fn gt_mask(self, rhs: Self) -> u32;
}
