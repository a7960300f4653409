//! From the two lines to the trades: near-ties replaced by kernel-safe's
//! values, then kernel-safe's event loop — the same decisions and the same
//! pnl arithmetic, reorganised so that the per-bar work is vector compares
//! and the scalar loop only visits the bars where something happens.
//!
//! A bar's *side* is +1 where `b > a`, −1 where `b < a`, 0 where they are
//! equal or either is NaN. kernel-safe signals a cross exactly where a bar's
//! side is the opposite of the previous bar's (`b[i] > a[i] && b[i-1] <
//! a[i-1]` and its mirror), so the loop scans 64 bars at a time for
//! `side[i] · side[i−1] = −1` and acts only there.

use crate::grid::Grid;
use kernel_spec::{COST, ComboResult};

/// Bars scanned per mask.
const CHUNK: usize = 64;

/// Replaces both lines by `exact(i)` at every bar where they are within
/// their error bound of each other — `bound[p]` for the bars of the grid's
/// period `p` ([`crate::bound::lines`], the two lines' bounds summed): only
/// there could the recurrence's error decide which is above. A period
/// without a bound (`f64::INFINITY`) is decided exactly at every bar.
#[inline(always)]
pub(crate) fn patch_ties(
    a: &mut [f64],
    b: &mut [f64],
    grid: &Grid,
    bound: &[f64],
    mut exact: impl FnMut(usize) -> (f64, f64),
) {
    assert_eq!(a.len(), b.len(), "patch_ties: line lengths");
    assert_eq!(bound.len(), grid.len(), "patch_ties: a bound per period");
    for ((from, to), &band) in grid.periods().zip(bound) {
        if band == f64::INFINITY {
            for i in from..to {
                (a[i], b[i]) = exact(i);
            }
            continue;
        }
        for start in (from..to).step_by(CHUNK) {
            let end = (start + CHUNK).min(to);
            let mut mask = 0u64;
            for (j, (x, y)) in a[start..end].iter().zip(&b[start..end]).enumerate() {
                mask |= u64::from((y - x).abs() <= band) << j;
            }
            while mask != 0 {
                let i = start + mask.trailing_zeros() as usize;
                (a[i], b[i]) = exact(i);
                mask &= mask - 1;
            }
        }
    }
}

/// What closing position `pos` entered at `entry` at `price` adds to the
/// pnl: kernel-safe's arithmetic, in its order (every kernel of this crate
/// closes its trades here).
#[inline(always)]
pub(crate) fn trade_pnl(pos: i64, entry: f64, price: f64) -> f64 {
    let r = pos as f64 * (price - entry) / entry;
    ((1.0 + r) * (1.0 - COST) - 1.0) * 100.0
}

/// kernel-safe's `event_loop(close, a, b)`, bit for bit.
#[inline(always)]
pub(crate) fn event_loop(close: &[f64], a: &[f64], b: &[f64], side: &mut Vec<i8>) -> ComboResult {
    let n = close.len();
    assert!(a.len() == n && b.len() == n, "event_loop: line lengths");
    side.clear();
    side.extend(
        a.iter()
            .zip(b)
            .map(|(x, y)| i8::from(y > x) - i8::from(y < x)),
    );
    let (mut pos, mut entry, mut pnl, mut trades) = (0i64, 0.0, 0.0, 0i64);
    let mut close_trade = |pnl: &mut f64, pos: i64, entry: f64, price: f64| {
        *pnl += trade_pnl(pos, entry, price);
        trades += 1;
    };
    for start in (1..n).step_by(CHUNK) {
        let end = (start + CHUNK).min(n);
        let mut mask = 0u64;
        for (j, (now, before)) in side[start..end]
            .iter()
            .zip(&side[start - 1..end - 1])
            .enumerate()
        {
            mask |= u64::from(now * before == -1) << j;
        }
        while mask != 0 {
            let i = start + mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let signal = i64::from(side[i]);
            if signal != pos {
                if pos != 0 {
                    close_trade(&mut pnl, pos, entry, close[i]);
                }
                pos = signal;
                entry = close[i];
            }
        }
    }
    if pos != 0 {
        close_trade(&mut pnl, pos, entry, close[n - 1]);
    }
    ComboResult { pnl, trades }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_chacha::ChaCha8Rng;
    use rand_chacha::rand_core::{Rng, SeedableRng};

    /// Lines that cross often, touch (equal values), and carry NaN runs.
    fn lines(seed: u64, n: usize) -> (Vec<f64>, Vec<f64>, Vec<f64>) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut u = || (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        let close: Vec<f64> = (0..n).map(|_| 50.0 + 100.0 * u()).collect();
        let mut a = Vec::with_capacity(n);
        let mut b = Vec::with_capacity(n);
        for i in 0..n {
            let x = (u() * 8.0).floor();
            let y = (u() * 8.0).floor();
            let nan = i < 7 || (300..340).contains(&i) || u() < 0.01;
            a.push(if nan { f64::NAN } else { x });
            b.push(y);
        }
        (close, a, b)
    }

    #[test]
    fn the_event_loop_is_kernel_safes_bit_for_bit() {
        let mut side = Vec::new();
        for (seed, n) in [
            (1, 1),
            (2, 2),
            (3, 63),
            (4, 64),
            (5, 65),
            (6, 129),
            (7, 5_000),
        ] {
            let (close, a, b) = lines(seed, n);
            let want = kernel_safe::event_loop(&close, &a, &b);
            let got = event_loop(&close, &a, &b, &mut side);
            assert_eq!(want.trades, got.trades, "seed {seed}, n {n}");
            assert_eq!(want.pnl.to_bits(), got.pnl.to_bits(), "seed {seed}, n {n}");
        }
    }

    #[test]
    fn ties_are_patched_exactly_where_the_lines_are_within_their_bound() {
        let close = vec![100.0; 1_030]; // two periods: 0..1025, 1025..1030
        let grid = Grid::adaptive(&close, 10);
        assert_eq!(grid.len(), 2);
        let mut a = vec![1.0, 2.0, 3.0, f64::NAN, 5.0];
        let mut b = vec![1.0, 2.5, 3.0 + 1e-12, 4.0, -5.0];
        a.resize(1_030, 7.0);
        b.resize(1_030, 8.0);
        let mut seen = Vec::new();
        patch_ties(&mut a, &mut b, &grid, &[1e-11, f64::INFINITY], |i| {
            seen.push(i);
            (-1.0, -2.0)
        });
        let want: Vec<usize> = [0, 2].into_iter().chain(1_025..1_030).collect();
        assert_eq!(seen, want);
        assert_eq!((a[2], b[2], a[1], b[1]), (-1.0, -2.0, 2.0, 2.5));
    }
}
