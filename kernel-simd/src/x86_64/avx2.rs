//! AVX2 path (AVX2 + FMA, as on every AVX2 CPU since Haswell): 4 × f64 per
//! `__m256d`, 4 blocks in flight (16 outputs).

use crate::vector::{FMA_DIV_MAX, FMA_DIV_MIN, Vector};
use core::arch::x86_64::*;

impl Vector for __m256d {
    const LANES: usize = 4;
    #[inline(always)]
    unsafe fn splat(v: f64) -> Self {
        // SAFETY: callers run only on CPUs with AVX (implied by AVX2).
        unsafe { _mm256_set1_pd(v) }
    }
    #[inline(always)]
    unsafe fn load(ptr: *const f64) -> Self {
        // SAFETY: 4 readable f64 at `ptr` (caller); unaligned load has no alignment need.
        unsafe { _mm256_loadu_pd(ptr) }
    }
    #[inline(always)]
    unsafe fn store(self, ptr: *mut f64) {
        // SAFETY: 4 writable f64 at `ptr` (caller).
        unsafe { _mm256_storeu_pd(ptr, self) }
    }
    #[inline(always)]
    unsafe fn add(self, rhs: Self) -> Self {
        // SAFETY: AVX available (caller).
        unsafe { _mm256_add_pd(self, rhs) }
    }
    #[inline(always)]
    unsafe fn sub(self, rhs: Self) -> Self {
        // SAFETY: AVX available (caller).
        unsafe { _mm256_sub_pd(self, rhs) }
    }
    #[inline(always)]
    unsafe fn mul(self, rhs: Self) -> Self {
        // SAFETY: AVX available (caller).
        unsafe { _mm256_mul_pd(self, rhs) }
    }
    #[inline(always)]
    unsafe fn div(self, rhs: Self) -> Self {
        // SAFETY: AVX available (caller).
        unsafe { _mm256_div_pd(self, rhs) }
    }
    #[inline(always)]
    unsafe fn gt_mask(self, rhs: Self) -> u32 {
        // SAFETY: AVX available (caller). _CMP_GT_OQ: ordered, quiet — NaN gives false.
        unsafe { _mm256_movemask_pd(_mm256_cmp_pd::<_CMP_GT_OQ>(self, rhs)) as u32 }
    }
    /// Markstein's correctly rounded division by a known divisor (see
    /// `crate::fma_div`): 1 mul + 4 FMA instead of the divider.
    #[inline(always)]
    unsafe fn div_by(self, d: Self, recip: Self) -> Self {
        // SAFETY: AVX2 and FMA available (caller: the path requires both).
        unsafe {
            let q0 = _mm256_mul_pd(self, recip);
            let abs_q0 = _mm256_andnot_pd(_mm256_set1_pd(-0.0), q0);
            let ok = _mm256_and_pd(
                _mm256_cmp_pd::<_CMP_GE_OQ>(abs_q0, _mm256_set1_pd(FMA_DIV_MIN)),
                _mm256_cmp_pd::<_CMP_LE_OQ>(abs_q0, _mm256_set1_pd(FMA_DIV_MAX)),
            );
            if _mm256_movemask_pd(ok) != 0b1111 {
                return _mm256_div_pd(self, d);
            }
            let r0 = _mm256_fnmadd_pd(d, q0, self);
            let q1 = _mm256_fmadd_pd(r0, recip, q0);
            let r1 = _mm256_fnmadd_pd(d, q1, self);
            _mm256_fmadd_pd(r1, recip, q1)
        }
    }
}

/// 4 accumulators + 1 weight + loads fit the 16 ymm registers.
const UNROLL: usize = 4;

crate::generic::entry_points!(__m256d, UNROLL, "avx2,fma");
