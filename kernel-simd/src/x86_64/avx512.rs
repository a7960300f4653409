//! AVX-512 path: 8 × f64 per `__m512d`, 8 blocks in flight (64 outputs).

use crate::vector::{FMA_DIV_MAX, FMA_DIV_MIN, Vector};
use core::arch::x86_64::*;

impl Vector for __m512d {
    const LANES: usize = 8;
    #[inline(always)]
    unsafe fn splat(v: f64) -> Self {
        // SAFETY: callers run only on CPUs with AVX-512F.
        unsafe { _mm512_set1_pd(v) }
    }
    #[inline(always)]
    unsafe fn load(ptr: *const f64) -> Self {
        // SAFETY: 8 readable f64 at `ptr` (caller); unaligned load has no alignment need.
        unsafe { _mm512_loadu_pd(ptr) }
    }
    #[inline(always)]
    unsafe fn store(self, ptr: *mut f64) {
        // SAFETY: 8 writable f64 at `ptr` (caller).
        unsafe { _mm512_storeu_pd(ptr, self) }
    }
    #[inline(always)]
    unsafe fn add(self, rhs: Self) -> Self {
        // SAFETY: AVX-512F available (caller).
        unsafe { _mm512_add_pd(self, rhs) }
    }
    #[inline(always)]
    unsafe fn sub(self, rhs: Self) -> Self {
        // SAFETY: AVX-512F available (caller).
        unsafe { _mm512_sub_pd(self, rhs) }
    }
    #[inline(always)]
    unsafe fn mul(self, rhs: Self) -> Self {
        // SAFETY: AVX-512F available (caller).
        unsafe { _mm512_mul_pd(self, rhs) }
    }
    #[inline(always)]
    unsafe fn div(self, rhs: Self) -> Self {
        // SAFETY: AVX-512F available (caller).
        unsafe { _mm512_div_pd(self, rhs) }
    }
    #[inline(always)]
    unsafe fn gt_mask(self, rhs: Self) -> u32 {
        // SAFETY: AVX-512F available (caller). _CMP_GT_OQ: ordered, quiet — NaN gives false.
        unsafe { u32::from(_mm512_cmp_pd_mask::<_CMP_GT_OQ>(self, rhs)) }
    }
    /// Markstein's correctly rounded division by a known divisor (see
    /// `crate::fma_div`): 1 mul + 4 FMA instead of the 16-cycle divider.
    #[inline(always)]
    unsafe fn div_by(self, d: Self, recip: Self) -> Self {
        // SAFETY: AVX-512F available (caller).
        unsafe {
            let q0 = _mm512_mul_pd(self, recip);
            let abs_q0 = _mm512_castsi512_pd(_mm512_and_si512(
                _mm512_castpd_si512(q0),
                _mm512_set1_epi64(i64::MAX),
            ));
            let in_range = _mm512_cmp_pd_mask::<_CMP_GE_OQ>(abs_q0, _mm512_set1_pd(FMA_DIV_MIN))
                & _mm512_cmp_pd_mask::<_CMP_LE_OQ>(abs_q0, _mm512_set1_pd(FMA_DIV_MAX));
            if in_range != 0xff {
                return _mm512_div_pd(self, d);
            }
            let r0 = _mm512_fnmadd_pd(d, q0, self);
            let q1 = _mm512_fmadd_pd(r0, recip, q0);
            let r1 = _mm512_fnmadd_pd(d, q1, self);
            _mm512_fmadd_pd(r1, recip, q1)
        }
    }
}

/// 6 accumulators (48 outputs per block; long-window sums from L ≥ 48): chosen
/// by timing the paper sweep with 4 to 8 (6 ahead of 4 and 8, level with 5
/// and 7 within the noise; `cargo bench -p ipc-tax-benches --bench sweep`).
const UNROLL: usize = 6;

crate::generic::entry_points!(__m512d, UNROLL, "avx512f");
