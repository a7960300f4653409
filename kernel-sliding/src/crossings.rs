//! Where a tile's sides cross, per lane, as bits: bit `r` of lane `k` is
//! set where row `r`'s side flips between −1 and 1 from the row before
//! (row 0: from the row before the lane's first bar).
//!
//! The sides are stored row by row (a row holds every lane), but the event
//! loop visits the crossings lane by lane, in time order. Gathering them
//! flag by flag into per-lane lists, each flag a data-dependent branch and
//! an increment of a per-lane count, was an eighth of `sliding-simd`'s
//! time; here each block of 16 rows of 16 lanes is compared in one vector
//! operation per row, transposed, and read out as one 16-bit mask per
//! lane, and the event loop walks each lane's set bits.
//!
//! One algorithm, two paths, the same bits: SSE2 (every x86-64 CPU) for
//! tiles of 16 lanes, and a portable loop for any other target or width;
//! `tests` holds them to each other.

use crate::wma::PERIOD;

/// 64-bit words per lane: one bit per row of a tile.
pub(crate) const WORDS: usize = PERIOD.div_ceil(64);

/// One lane's crossings, one bit per row.
pub(crate) type Bits = [u64; WORDS];

/// A crossing is a flip between −1 (0xFF) and 1 (0x01): their xor is −2
/// (0xFE), and no other pair of sides gives it.
const FLIP: i8 = -2;

/// Per lane, the rows of `side` (`PERIOD` rows) where its side crosses;
/// `before[k]` is the side before lane `k`'s row 0.
#[inline(always)]
pub(crate) fn lane_bits<const L: usize>(side: &[[i8; L]], before: [i8; L], out: &mut [Bits; L]) {
    debug_assert_eq!(side.len(), PERIOD);
    #[cfg(target_arch = "x86_64")]
    if L == 16 {
        let flat = side.as_flattened();
        let before: &[i8; 16] = before[..].try_into().expect("16 lanes");
        let out: &mut [Bits; 16] = (&mut out[..]).try_into().expect("16 lanes");
        // SAFETY: SSE2 is part of every x86-64 target, so this CPU runs it.
        // Benefit: `sliding-simd`'s sweep ~9% faster than with per-lane
        // lists (paper, alternating processes; the commit states the runs).
        unsafe { sse2::lane_bits(flat, before, out) };
        return;
    }
    portable(side, before, out);
}

/// Any width, any target: flag by flag.
fn portable<const L: usize>(side: &[[i8; L]], before: [i8; L], out: &mut [Bits; L]) {
    *out = [[0; WORDS]; L];
    let mut prev = before;
    for (r, now) in side.iter().enumerate() {
        for k in 0..L {
            if now[k] ^ prev[k] == FLIP {
                out[k][r / 64] |= 1 << (r % 64);
            }
        }
        prev = *now;
    }
}

#[cfg(target_arch = "x86_64")]
mod sse2 {
    use super::{Bits, FLIP, PERIOD, WORDS};
    use std::arch::x86_64::{
        __m128i, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8,
        _mm_unpackhi_epi8, _mm_unpacklo_epi8, _mm_xor_si128,
    };

    /// [`super::lane_bits`] for 16 lanes: `side` is `PERIOD` rows of 16
    /// bytes, flattened.
    #[inline]
    #[target_feature(enable = "sse2")]
    pub(super) fn lane_bits(side: &[i8], before: &[i8; 16], out: &mut [Bits; 16]) {
        assert_eq!(side.len(), 16 * PERIOD);
        let row = |r: usize| -> __m128i {
            let bytes: &[i8; 16] = side[16 * r..16 * r + 16].try_into().expect("a row");
            // SAFETY: `bytes` is 16 readable bytes, and an unaligned load
            // reads exactly those (SSE2 is part of every x86-64 target).
            // Benefit: the rows go straight into vector registers (see the
            // call in `super::lane_bits`).
            unsafe { _mm_loadu_si128(bytes.as_ptr().cast()) }
        };
        // SAFETY: as above, for `before`.
        let mut prev = unsafe { _mm_loadu_si128(before.as_ptr().cast()) };
        let flip = _mm_set1_epi8(FLIP);
        *out = [[0; WORDS]; 16];
        for block in 0..PERIOD.div_ceil(16) {
            let mut rows = [prev; 16];
            for (j, flags) in rows.iter_mut().enumerate() {
                let r = 16 * block + j;
                // Past the tile's last row, the side does not change: no
                // crossing.
                let now = if r < PERIOD { row(r) } else { prev };
                *flags = _mm_cmpeq_epi8(_mm_xor_si128(now, prev), flip);
                prev = now;
            }
            let lanes = transpose(rows);
            let (word, shift) = (block / 4, 16 * (block % 4));
            for (bits, lane) in out.iter_mut().zip(lanes) {
                let mask = _mm_movemask_epi8(lane) as u32 & 0xFFFF;
                bits[word] |= u64::from(mask) << shift;
            }
        }
    }

    /// A square of 16 rows of 16 bytes transposed: four rounds of interleaving row
    /// `i` with row `i + 8` (each round rotates the byte's 8-bit
    /// row·column index left by one; four rounds swap row and column).
    #[inline]
    #[target_feature(enable = "sse2")]
    fn transpose(mut m: [__m128i; 16]) -> [__m128i; 16] {
        for _ in 0..4 {
            let mut t = m;
            for i in 0..8 {
                t[2 * i] = _mm_unpacklo_epi8(m[i], m[i + 8]);
                t[2 * i + 1] = _mm_unpackhi_epi8(m[i], m[i + 8]);
            }
            m = t;
        }
        m
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_chacha::ChaCha8Rng;
    use rand_chacha::rand_core::{Rng, SeedableRng};

    /// Both paths give every crossing and nothing else, on sides with
    /// flips, zeros in between (a flip through 0 is no crossing) and
    /// lanes that never cross.
    #[test]
    fn every_path_finds_the_flips_and_only_them() {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        for density in [0u32, 3, 40, 128] {
            let mut side = vec![[0i8; 16]; PERIOD];
            let mut cur = [1i8; 16];
            for row in side.iter_mut() {
                for (k, s) in row.iter_mut().enumerate() {
                    if k != 5 && rng.next_u32() % 256 < density {
                        cur[k] = [-1, 0, 1][(rng.next_u32() % 3) as usize];
                    }
                    *s = cur[k];
                }
            }
            let before: [i8; 16] = std::array::from_fn(|k| [-1, 0, 1][k % 3]);
            let mut want = [[0u64; WORDS]; 16];
            for k in 0..16 {
                let mut prev = before[k];
                for (r, row) in side.iter().enumerate() {
                    if prev * row[k] == -1 {
                        want[k][r / 64] |= 1 << (r % 64);
                    }
                    prev = row[k];
                }
            }
            let mut got = [[0u64; WORDS]; 16];
            portable(&side, before, &mut got);
            assert_eq!(got, want, "portable, density {density}");
            let mut got = [[u64::MAX; WORDS]; 16];
            lane_bits(&side, before, &mut got);
            assert_eq!(got, want, "dispatched, density {density}");
        }
    }
}
