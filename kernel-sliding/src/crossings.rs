//! Where a tile's sides cross, per lane, as bits: bit `r` of lane `k` is
//! set where row `r`'s side flips between −1 and 1 from the row before
//! (row 0: from the row before the lane's first bar).
//!
//! The sides are row masks ([`crate::sides`]: a row holds every lane), but
//! the event loop visits the crossings lane by lane, in time order. Rows'
//! crossings are found with a few bit operations per row (vector code),
//! then transposed: each block of 16 rows into one 16-bit mask per lane,
//! and the event loop walks each lane's set bits. (Gathering them flag by
//! flag into per-lane lists, each flag a data-dependent branch, was an
//! eighth of `sliding-simd`'s time.)
//!
//! One algorithm, two paths, the same bits: SSE2 (every x86-64 CPU) for
//! tiles of 16 lanes, and a portable loop over the set bits for any other
//! target or width; `tests` holds them to each other.

use crate::sides::{MAX_LANES, Mask};
use crate::wma::PERIOD;

/// 64-bit words per lane: one bit per row of a tile.
pub(crate) const WORDS: usize = PERIOD.div_ceil(64);

/// One lane's crossings, one bit per row.
pub(crate) type Bits = [u64; WORDS];

/// Rows of a crossings buffer: every word's, so blocks of 16 past the
/// tile's last row read zeros.
pub(crate) const CROSS_ROWS: usize = 64 * WORDS;

/// Row masks, [`CROSS_ROWS`] of them (zero past the rows written), on
/// whole cache lines of their own: [`lane_bits`]' loads and the scans of
/// whole buffers start on a line, and no other buffer shares their first
/// or last line. As plain vectors (2-byte aligned) the sweep measured no
/// faster (within the noise of alternating rounds, paper, Intel Xeon;
/// commit 2460df9 states the runs): kept for the layout it guarantees.
pub(crate) struct MaskRows(Box<Lined>);

#[repr(C, align(64))]
struct Lined([Mask; CROSS_ROWS]);

impl MaskRows {
    pub(crate) fn new() -> Self {
        MaskRows(Box::new(Lined([0; CROSS_ROWS])))
    }
}

impl std::ops::Deref for MaskRows {
    type Target = [Mask];

    fn deref(&self) -> &[Mask] {
        &self.0.0
    }
}

impl std::ops::DerefMut for MaskRows {
    fn deref_mut(&mut self) -> &mut [Mask] {
        &mut self.0.0
    }
}

/// Into `cross`'s first `PERIOD` rows (those past it left as they are:
/// zero in a fresh [`MaskRows`], as [`lane_bits`] needs): per row, the lanes whose side flips between −1 and 1 from the
/// row before — `up` and `down` are the sides' masks, `before` the
/// masks `[up, down]` of the row before each lane's row 0.
#[inline(always)]
pub(crate) fn row_crossings(up: &[Mask], down: &[Mask], before: [Mask; 2], cross: &mut [Mask]) {
    let (up, down) = (&up[..PERIOD], &down[..PERIOD]);
    cross[0] = (up[0] & before[1]) | (down[0] & before[0]);
    // Row r against row r − 1, element by element: vector code.
    for (c, ((u, d), (pu, pd))) in cross[1..PERIOD]
        .iter_mut()
        .zip(up[1..].iter().zip(&down[1..]).zip(up.iter().zip(down)))
    {
        *c = (u & pd) | (d & pu);
    }
}

/// Per lane, the rows set in `cross` (row masks, [`CROSS_ROWS`] of them,
/// zero past `PERIOD`).
#[inline(always)]
pub(crate) fn lane_bits<const L: usize>(cross: &[Mask], out: &mut [Bits; L]) {
    const { assert!(L <= MAX_LANES) };
    let cross = &cross[..CROSS_ROWS];
    // A bit past the tile's last row would read as a crossing of the next
    // lane's bars.
    debug_assert!(cross[PERIOD..].iter().all(|&m| m == 0));
    #[cfg(target_arch = "x86_64")]
    if L == 16 {
        let out: &mut [Bits; 16] = (&mut out[..]).try_into().expect("16 lanes");
        // SAFETY: SSE2 is part of every x86-64 target, so this CPU runs it.
        // Benefit: with the portable loop instead, `sliding-simd`'s sweep
        // measured about a fifth slower (paper, Intel Xeon, alternating
        // rounds; commit c2d5b90 states the runs).
        unsafe { sse2::lane_bits(cross, out) };
        return;
    }
    portable(cross, out);
}

/// Any width, any target: set bit by set bit.
fn portable<const L: usize>(cross: &[Mask], out: &mut [Bits; L]) {
    *out = [[0; WORDS]; L];
    for (r, &row) in cross.iter().enumerate() {
        let mut row = row;
        while row != 0 {
            let k = row.trailing_zeros() as usize;
            row &= row - 1;
            out[k][r / 64] |= 1 << (r % 64);
        }
    }
}

#[cfg(target_arch = "x86_64")]
mod sse2 {
    use super::{Bits, CROSS_ROWS, Mask, WORDS};
    use std::arch::x86_64::{
        __m128i, _mm_add_epi8, _mm_and_si128, _mm_loadu_si128, _mm_movemask_epi8, _mm_packus_epi16,
        _mm_set1_epi16, _mm_srli_epi16,
    };

    /// [`super::lane_bits`] for 16 lanes. A block of 16 rows: their low
    /// bytes (lanes 0–7) packed into one register and their high bytes
    /// into another, then eight rounds of reading each byte's top bit
    /// (`movemask`: a lane's 16 rows) and shifting the next lane's bit up.
    #[inline]
    #[target_feature(enable = "sse2")]
    pub(super) fn lane_bits(cross: &[Mask], out: &mut [Bits; 16]) {
        assert_eq!(cross.len(), CROSS_ROWS);
        let load = |r: usize| -> __m128i {
            let rows: &[Mask; 8] = cross[r..r + 8].try_into().expect("8 rows");
            // SAFETY: `rows` is 16 readable bytes, and an unaligned load
            // reads exactly those (SSE2 is part of every x86-64 target).
            unsafe { _mm_loadu_si128(rows.as_ptr().cast()) }
        };
        let low = _mm_set1_epi16(0xFF);
        *out = [[0; WORDS]; 16];
        for block in 0..CROSS_ROWS / 16 {
            let (a, b) = (load(16 * block), load(16 * block + 8));
            let mut lo = _mm_packus_epi16(_mm_and_si128(a, low), _mm_and_si128(b, low));
            let mut hi = _mm_packus_epi16(_mm_srli_epi16::<8>(a), _mm_srli_epi16::<8>(b));
            let (word, shift) = (block / 4, 16 * (block % 4));
            for bit in (0..8).rev() {
                let rows_of = |v| u64::from(_mm_movemask_epi8(v) as u32 & 0xFFFF) << shift;
                out[bit][word] |= rows_of(lo);
                out[bit + 8][word] |= rows_of(hi);
                lo = _mm_add_epi8(lo, lo);
                hi = _mm_add_epi8(hi, hi);
            }
        }
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
            let mask =
                |row: &[i8; 16], s: i8| (0..16).fold(0, |m, k| m | Mask::from(row[k] == s) << k);
            let up: Vec<Mask> = side.iter().map(|row| mask(row, 1)).collect();
            let down: Vec<Mask> = side.iter().map(|row| mask(row, -1)).collect();
            let mut cross = vec![0; CROSS_ROWS];
            row_crossings(
                &up,
                &down,
                [mask(&before, 1), mask(&before, -1)],
                &mut cross,
            );
            let mut got = [[0u64; WORDS]; 16];
            portable(&cross, &mut got);
            assert_eq!(got, want, "portable, density {density}");
            let mut got = [[u64::MAX; WORDS]; 16];
            lane_bits(&cross, &mut got);
            assert_eq!(got, want, "dispatched, density {density}");
            // A narrower tile: its lanes' bits alike.
            let narrow: Vec<Mask> = cross.iter().map(|m| m & 0xF).collect();
            let mut got = [[u64::MAX; WORDS]; 4];
            lane_bits(&narrow, &mut got);
            assert_eq!(got[..], want[..4], "4 lanes, density {density}");
        }
    }
}
