//! 8 × 8 transposes of f64 blocks: how the tiled path moves 8 bars of 8
//! periods into 8 rows of lanes and back. Written per instruction set (a
//! portable fallback, AVX2, AVX-512) because the compiler does not find
//! the shuffle network itself: element by element it emits 64 scalar moves
//! per block, which measured as a quarter of `sliding-simd`'s time.
//!
//! Moving values changes no bits, so the three paths are interchangeable;
//! the tests check each against the plain definition.

/// A block of 8 rows of 8 values.
pub(crate) type Block = [[f64; 8]; 8];

/// `out[i][k] = block[k][i]`.
pub(crate) trait Transpose {
    fn transpose(block: &Block) -> Block;
}

/// The definition, for the baseline target.
pub(crate) struct Portable;

impl Transpose for Portable {
    #[inline(always)]
    fn transpose(block: &Block) -> Block {
        std::array::from_fn(|i| std::array::from_fn(|k| block[k][i]))
    }
}

#[cfg(target_arch = "x86_64")]
pub(crate) use x86::{Avx2, Avx512};

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::{Block, Transpose};
    use core::arch::x86_64::*;

    /// Only instantiated inside `#[target_feature(enable = "avx2")]` code
    /// (`SlidingSimd` on its AVX2 path, chosen after the CPU reported AVX2).
    pub(crate) struct Avx2;

    /// Only instantiated inside `#[target_feature(enable = "avx512f")]`
    /// code, as above.
    pub(crate) struct Avx512;

    impl Transpose for Avx2 {
        #[inline(always)]
        fn transpose(block: &Block) -> Block {
            // SAFETY: see the type's doc — the caller runs with AVX2.
            unsafe { transpose_avx2(block) }
        }
    }

    impl Transpose for Avx512 {
        #[inline(always)]
        fn transpose(block: &Block) -> Block {
            // SAFETY: see the type's doc — the caller runs with AVX-512F.
            unsafe { transpose_avx512(block) }
        }
    }

    /// Four 4 × 4 transposes of 256-bit quarters.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn transpose_avx2(block: &Block) -> Block {
        let mut out = [[0.0; 8]; 8];
        for (rq, cq) in [(0, 0), (0, 4), (4, 0), (4, 4)] {
            // SAFETY: every pointer is to 4 in-bounds f64 of an [f64; 8]
            // at offset 0 or 4 (unaligned loads and stores).
            unsafe {
                let r: [__m256d; 4] =
                    std::array::from_fn(|i| _mm256_loadu_pd(block[rq + i][cq..].as_ptr()));
                let t0 = _mm256_unpacklo_pd(r[0], r[1]);
                let t1 = _mm256_unpackhi_pd(r[0], r[1]);
                let t2 = _mm256_unpacklo_pd(r[2], r[3]);
                let t3 = _mm256_unpackhi_pd(r[2], r[3]);
                let c = [
                    _mm256_permute2f128_pd(t0, t2, 0x20),
                    _mm256_permute2f128_pd(t1, t3, 0x20),
                    _mm256_permute2f128_pd(t0, t2, 0x31),
                    _mm256_permute2f128_pd(t1, t3, 0x31),
                ];
                for (i, v) in c.into_iter().enumerate() {
                    _mm256_storeu_pd(out[cq + i][rq..].as_mut_ptr(), v);
                }
            }
        }
        out
    }

    /// Pairs interleaved (unpack), then quads (two-source permutes), then
    /// halves (128-bit lane shuffles): 24 shuffles for 64 values.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn transpose_avx512(block: &Block) -> Block {
        let mut out = [[0.0; 8]; 8];
        // SAFETY: every pointer is to the 8 f64 of one [f64; 8] row.
        unsafe {
            let r: [__m512d; 8] = std::array::from_fn(|i| _mm512_loadu_pd(block[i].as_ptr()));
            // t[2j]: rows 2j, 2j+1 at even columns; t[2j+1]: at odd columns.
            let t: [__m512d; 8] = std::array::from_fn(|i| {
                let (a, b) = (r[i & !1], r[i | 1]);
                if i % 2 == 0 {
                    _mm512_unpacklo_pd(a, b)
                } else {
                    _mm512_unpackhi_pd(a, b)
                }
            });
            // Columns {0,4}, {2,6} of rows 0–3 from t0, t2; {1,5}, {3,7}
            // from t1, t3; the same for rows 4–7 from t4..t7.
            let lo = _mm512_set_epi64(13, 12, 5, 4, 9, 8, 1, 0);
            let hi = _mm512_set_epi64(15, 14, 7, 6, 11, 10, 3, 2);
            let u = [
                _mm512_permutex2var_pd(t[0], lo, t[2]), // col 0 | col 4, rows 0–3
                _mm512_permutex2var_pd(t[0], hi, t[2]), // col 2 | col 6
                _mm512_permutex2var_pd(t[1], lo, t[3]), // col 1 | col 5
                _mm512_permutex2var_pd(t[1], hi, t[3]), // col 3 | col 7
                _mm512_permutex2var_pd(t[4], lo, t[6]), // the same, rows 4–7
                _mm512_permutex2var_pd(t[4], hi, t[6]),
                _mm512_permutex2var_pd(t[5], lo, t[7]),
                _mm512_permutex2var_pd(t[5], hi, t[7]),
            ];
            // (column, rows 0–3 register, rows 4–7 register, upper half?)
            for (col, q) in [
                (0, 0),
                (4, 0),
                (2, 1),
                (6, 1),
                (1, 2),
                (5, 2),
                (3, 3),
                (7, 3),
            ] {
                let v = if col < 4 {
                    _mm512_shuffle_f64x2(u[q], u[q + 4], 0b01_00_01_00)
                } else {
                    _mm512_shuffle_f64x2(u[q], u[q + 4], 0b11_10_11_10)
                };
                _mm512_storeu_pd(out[col].as_mut_ptr(), v);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbered() -> Block {
        std::array::from_fn(|k| std::array::from_fn(|i| (10 * k + i) as f64))
    }

    fn check<T: Transpose>(name: &str) {
        let b = numbered();
        let t = T::transpose(&b);
        for k in 0..8 {
            for i in 0..8 {
                assert_eq!(t[i][k], b[k][i], "{name}: [{i}][{k}]");
            }
        }
    }

    #[test]
    fn every_path_this_cpu_runs_is_the_transpose() {
        check::<Portable>("portable");
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx2") {
                check::<Avx2>("avx2");
            }
            if std::arch::is_x86_feature_detected!("avx512f") {
                check::<Avx512>("avx512");
            }
        }
    }
}
