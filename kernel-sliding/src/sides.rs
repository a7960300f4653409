//! A row of the lines' distance decided as bit masks, one bit per lane:
//! HMA3 above HMA, below, and within the lane's band (a near tie).
//!
//! The sides were bytes (−1, 0, 1) and the near ties byte flags: each
//! row's compares went into mask registers and were converted back to
//! bytes (`vpmovm2b`, `kunpckbw`: a large share of `sweep_avx512`'s
//! samples in perf on the Intel Xeon host). As masks, a compare is stored as it
//! comes: the sweep measured faster (paper, Intel Xeon, alternating
//! rounds; commit 2460df9 states the runs). rustc 1.95 (LLVM) builds a
//! mask from portable compares bit by bit (a shift and an or per lane:
//! slower than the bytes were, measured for the near ties alone), so each
//! path states its own: one compare per vector and its
//! mask (AVX-512) or sign bits (AVX2); the portable loop for any other
//! target or width. The path is a token made where its
//! `#[target_feature]` entry point is ([`crate::simd`]), and every path
//! gives the same bits (`tests`).

/// One bit per lane of a tile (at most 16 lanes).
pub(crate) type Mask = u16;

/// Lanes a [`Mask`] holds.
pub(crate) const MAX_LANES: usize = Mask::BITS as usize;

/// A row's masks: `[up, down, near]`.
pub(crate) type Masks = [Mask; 3];

/// How a row of gaps becomes its [`Masks`]: lane `k`'s bit of `up` where
/// `gap[k] > 0`, of `down` where `gap[k] < 0` (neither: equal lines or a
/// NaN), of `near` where `|gap[k]| <= band[k]` (never for a NaN or a
/// negative band).
pub(crate) trait Decide: Copy {
    fn masks<const L: usize>(self, gap: &[f64; L], band: &[f64; L]) -> Masks;
}

/// Any target, any width: lane by lane.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Portable;

impl Decide for Portable {
    #[inline(always)]
    fn masks<const L: usize>(self, gap: &[f64; L], band: &[f64; L]) -> Masks {
        portable(gap, band, 0)
    }
}

/// Lanes `from..L` lane by lane.
#[inline(always)]
fn portable<const L: usize>(gap: &[f64; L], band: &[f64; L], from: usize) -> Masks {
    const { assert!(L <= MAX_LANES) };
    let mut m = [0; 3];
    for k in from..L {
        m[0] |= Mask::from(gap[k] > 0.0) << k;
        m[1] |= Mask::from(gap[k] < 0.0) << k;
        m[2] |= Mask::from(gap[k].abs() <= band[k]) << k;
    }
    m
}

#[cfg(target_arch = "x86_64")]
pub(crate) use x86::{Avx2, Avx512};

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::{Decide, MAX_LANES, Mask, Masks, portable};
    use std::arch::x86_64::{
        _CMP_GT_OQ, _CMP_LE_OQ, _CMP_LT_OQ, _mm256_andnot_pd, _mm256_cmp_pd, _mm256_loadu_pd,
        _mm256_movemask_pd, _mm256_set1_pd, _mm256_setzero_pd, _mm512_abs_pd, _mm512_cmp_pd_mask,
        _mm512_loadu_pd, _mm512_setzero_pd,
    };

    /// The AVX-512 path's token: made only where the CPU runs AVX-512 F
    /// (and AVX2, which it implies).
    #[derive(Clone, Copy, Debug)]
    pub(crate) struct Avx512(());

    impl Avx512 {
        /// # Safety
        /// The CPU runs avx512f.
        #[inline(always)]
        pub(crate) unsafe fn new_unchecked() -> Self {
            Avx512(())
        }
    }

    /// The AVX2 path's token: made only where the CPU runs AVX2.
    #[derive(Clone, Copy, Debug)]
    pub(crate) struct Avx2(());

    impl Avx2 {
        /// # Safety
        /// The CPU runs avx2.
        #[inline(always)]
        pub(crate) unsafe fn new_unchecked() -> Self {
            Avx2(())
        }
    }

    impl Decide for Avx512 {
        #[inline(always)]
        fn masks<const L: usize>(self, gap: &[f64; L], band: &[f64; L]) -> Masks {
            // SAFETY: the token exists only where the CPU runs avx512f.
            // Benefit: see the module docs (the commit states the runs).
            unsafe { avx512(gap, band) }
        }
    }

    impl Decide for Avx2 {
        #[inline(always)]
        fn masks<const L: usize>(self, gap: &[f64; L], band: &[f64; L]) -> Masks {
            // SAFETY: the token exists only where the CPU runs avx2.
            unsafe { avx2(gap, band, 0) }
        }
    }

    /// Eight lanes per compare, the rest as [`avx2`] does them.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn avx512<const L: usize>(gap: &[f64; L], band: &[f64; L]) -> Masks {
        const { assert!(L <= MAX_LANES) };
        let mut m = [0; 3];
        let mut k = 0;
        while k + 8 <= L {
            // SAFETY: lanes k..k+8 are in both arrays (k + 8 <= L).
            let (g, b) = unsafe {
                (
                    _mm512_loadu_pd(gap[k..].as_ptr()),
                    _mm512_loadu_pd(band[k..].as_ptr()),
                )
            };
            let zero = _mm512_setzero_pd();
            m[0] |= Mask::from(_mm512_cmp_pd_mask::<_CMP_GT_OQ>(g, zero)) << k;
            m[1] |= Mask::from(_mm512_cmp_pd_mask::<_CMP_LT_OQ>(g, zero)) << k;
            m[2] |= Mask::from(_mm512_cmp_pd_mask::<_CMP_LE_OQ>(_mm512_abs_pd(g), b)) << k;
            k += 8;
        }
        if k < L {
            // avx512f implies avx2: a safe call.
            let rest = avx2(gap, band, k);
            (0..3).for_each(|i| m[i] |= rest[i]);
        }
        m
    }

    /// Lanes `from..L`: four per compare, their sign bits the mask.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn avx2<const L: usize>(gap: &[f64; L], band: &[f64; L], from: usize) -> Masks {
        const { assert!(L <= MAX_LANES) };
        let mut m = [0; 3];
        let mut k = from;
        let (zero, sign) = (_mm256_setzero_pd(), _mm256_set1_pd(-0.0));
        while k + 4 <= L {
            // SAFETY: lanes k..k+4 are in both arrays (k + 4 <= L).
            let (g, b) = unsafe {
                (
                    _mm256_loadu_pd(gap[k..].as_ptr()),
                    _mm256_loadu_pd(band[k..].as_ptr()),
                )
            };
            let bits = |c| _mm256_movemask_pd(c) as Mask;
            m[0] |= bits(_mm256_cmp_pd::<_CMP_GT_OQ>(g, zero)) << k;
            m[1] |= bits(_mm256_cmp_pd::<_CMP_LT_OQ>(g, zero)) << k;
            let abs = _mm256_andnot_pd(sign, g);
            m[2] |= bits(_mm256_cmp_pd::<_CMP_LE_OQ>(abs, b)) << k;
            k += 4;
        }
        let rest = portable(gap, band, k);
        (0..3).for_each(|i| m[i] |= rest[i]);
        m
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_chacha::ChaCha8Rng;
    use rand_chacha::rand_core::{Rng, SeedableRng};

    /// What a lane's bits say, lane by lane, in the kernel's own terms.
    fn want<const L: usize>(gap: &[f64; L], band: &[f64; L]) -> Masks {
        let mut m = [0; 3];
        for k in 0..L {
            let side = i8::from(gap[k] > 0.0) - i8::from(gap[k] < 0.0);
            m[0] |= Mask::from(side == 1) << k;
            m[1] |= Mask::from(side == -1) << k;
            m[2] |= Mask::from(gap[k].abs() <= band[k]) << k;
        }
        m
    }

    fn each_path<const L: usize>(gap: &[f64; L], band: &[f64; L]) -> Vec<(&'static str, Masks)> {
        #[allow(unused_mut)]
        let mut got = vec![("portable", Portable.masks(gap, band))];
        #[cfg(target_arch = "x86_64")]
        {
            let cpu = kernel_spec::cpu::features();
            if cpu.avx2 {
                // SAFETY: the CPU runs avx2 (just checked).
                got.push(("avx2", unsafe { Avx2::new_unchecked() }.masks(gap, band)));
            }
            if cpu.avx512f {
                // SAFETY: the CPU runs avx512f (just checked).
                got.push((
                    "avx512",
                    unsafe { Avx512::new_unchecked() }.masks(gap, band),
                ));
            }
        }
        got
    }

    /// Every path, at the widths the sweep uses and odd ones, on gaps with
    /// NaNs, signed zeros, subnormals, infinities and values on, inside
    /// and outside each lane's band (and negative bands).
    #[test]
    fn every_path_gives_the_same_masks() {
        const VALUES: [f64; 12] = [
            f64::NAN,
            0.0,
            -0.0,
            5e-324,
            -5e-324,
            f64::INFINITY,
            f64::NEG_INFINITY,
            0.5,
            -0.5,
            0.25,
            -1e300,
            1.0,
        ];
        const BANDS: [f64; 5] = [-1.0, 0.0, 0.5, f64::INFINITY, 5e-324];
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut pick = |from: &[f64]| from[rng.next_u32() as usize % from.len()];
        for _ in 0..2000 {
            let gap16: [f64; 16] = std::array::from_fn(|_| pick(&VALUES));
            let band16: [f64; 16] = std::array::from_fn(|_| pick(&BANDS));
            check(&gap16, &band16);
            check::<4>(
                gap16[..4].try_into().unwrap(),
                band16[..4].try_into().unwrap(),
            );
            check::<13>(
                gap16[..13].try_into().unwrap(),
                band16[..13].try_into().unwrap(),
            );
        }
    }

    fn check<const L: usize>(gap: &[f64; L], band: &[f64; L]) {
        let want = want(gap, band);
        for (path, got) in each_path(gap, band) {
            assert_eq!(got, want, "{path}, {L} lanes: {gap:?} {band:?}");
        }
    }
}
