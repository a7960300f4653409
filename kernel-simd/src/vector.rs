//! The handful of vector operations the algorithm needs, per ISA.
//!
//! Every method is `unsafe`: an implementation may only be used on a CPU
//! that has its instruction set (the dispatch in `lib.rs` guarantees it),
//! and `load`/`store` additionally need `LANES` valid `f64`s at the pointer.
//! Separate `mul` and `add` — never a fused multiply-add — so every lane
//! rounds exactly as the scalar reference does. The one place an FMA is
//! used, [`Vector::div_by`], computes a *correctly rounded* quotient, which
//! is by definition the same bits as the division it replaces.

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

    /// `self / d`, correctly rounded — bit-identical to [`Vector::div`] —
    /// where `recip` is the scalar `1.0 / d` (correctly rounded by IEEE).
    /// The default is the division itself; ISAs with an FMA override it with
    /// Markstein's refinement (see `fma_div`), which is cheaper than the
    /// divider when the divisor is known in advance.
    #[inline(always)]
    unsafe fn div_by(self, d: Self, _recip: Self) -> Self {
        // SAFETY: forwarded contract.
        unsafe { self.div(d) }
    }
}

/// Lanes of `q0` (a first quotient estimate) for which Markstein's
/// refinement is valid: every intermediate in the normal range, so the
/// remainder is exact. Outside it (zero, tiny, huge, NaN, ∞) the caller
/// divides. 2^-900 … 2^900 leaves ~120 binades of margin on both sides.
#[cfg(target_arch = "x86_64")]
pub(crate) const FMA_DIV_MIN: f64 = f64::from_bits((1023 - 900) << 52);
#[cfg(target_arch = "x86_64")]
pub(crate) const FMA_DIV_MAX: f64 = f64::from_bits((1023 + 900) << 52);
