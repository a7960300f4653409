//! The WMA recurrence on `L` anchor periods of one series at a time, one
//! per vector lane.
//!
//! Anchor periods are independent (each starts from an exact anchor), so
//! `L` of them run side by side, every lane doing [`Sums`]'s operations in
//! the scalar path's order: each lane's output is bit-identical to
//! [`wma_into`](crate::wma::wma_into)'s. All lanes share the window length,
//! so the bar leaving the window is the same row back in every lane and the
//! anchors fall on the same step — no gathers, no per-lane branches. The
//! price is a transpose into and out of a [`Tile`] (`L` periods side by
//! side, ~150 KB for the grid's windows: it stays in L2).
//!
//! An earlier version ran `L` *combos* per vector instead (lanes across
//! series): every lane then needs the bar `l_k` back in its own series (a
//! gather per bar) and its own anchor bars, and the interleaved series did
//! not fit in cache — it measured slower than the scalar kernel on
//! `paper`.

use crate::transpose::{Block, Transpose};
use crate::wma::{PERIOD, Sums, denominator, first_output, periods_into};

/// Scratch for one tile, reused across tiles, windows and combos.
#[derive(Default)]
pub(crate) struct Tile {
    /// Row `r`, lane `k`: the input `l − 1 + r` bars after lane `k`'s
    /// window start (its anchor's window, then the bars its period reads).
    rows: Vec<f64>,
    /// Row `t`, lane `k`: the output `t` bars into lane `k`'s period.
    out: Vec<f64>,
}

/// WMA of `x` over `l` bars into `out`, `L` anchor periods at a time; the
/// same bits as `wma_into`. Fewer than `L / 2` periods left go through the
/// scalar path (a tile of mostly idle lanes costs more than they do).
#[inline(always)]
pub(crate) fn wma_tiled<const L: usize, T: Transpose>(
    x: &[f64],
    l: usize,
    out: &mut [f64],
    tile: &mut Tile,
) {
    assert_eq!(x.len(), out.len(), "wma_tiled: output length");
    assert!(l >= 1, "wma_tiled: window length 0");
    let n = x.len();
    let from = first_output(x, l);
    out[..from].fill(f64::NAN);
    let mut start = from;
    while start < n {
        if (n - start).div_ceil(PERIOD) < L / 2 {
            periods_into(x, l, (start..n).step_by(PERIOD), out);
            return;
        }
        tile_of::<L, T>(x, l, start, out, tile);
        start += L * PERIOD;
    }
}

/// The `L` periods from `start` on (lane `k` anchored at
/// `start + k·PERIOD`); lanes past the series' end read its last bar,
/// compute garbage and are not written out.
#[inline(always)]
fn tile_of<const L: usize, T: Transpose>(
    x: &[f64],
    l: usize,
    start: usize,
    out: &mut [f64],
    tile: &mut Tile,
) {
    let rows = l - 1 + PERIOD;
    tile.rows.resize(rows * L, 0.0);
    tile.out.resize(PERIOD * L, 0.0);
    let base: [usize; L] = std::array::from_fn(|k| start + k * PERIOD + 1 - l);
    gather_rows::<L, T>(x, &base, &mut tile.rows);

    // Lane-wise state as separate arrays, so each operation on them is one
    // vector instruction per register of lanes.
    let (mut w, mut wc, mut s, mut sc) = ([0.0; L], [0.0; L], [0.0; L], [0.0; L]);
    let denom = denominator(l);
    let inverse = 1.0 / denom;
    let mut reference = [0.0; L];
    for (r, row) in tile.rows[..l * L].chunks_exact(L).enumerate() {
        let weight = (r + 1) as f64;
        for k in 0..L {
            reference[k] += weight * row[k];
            let mut sums = Sums {
                w: w[k],
                wc: wc[k],
                s: s[k],
                sc: sc[k],
            };
            sums.anchor_add(weight, row[k]);
            (w[k], wc[k], s[k], sc[k]) = (sums.w, sums.wc, sums.s, sums.sc);
        }
    }
    for (o, r) in tile.out[..L].iter_mut().zip(&reference) {
        *o = r / denom;
    }
    let lf = l as f64;
    for t in 1..PERIOD {
        let entering = &tile.rows[(l - 1 + t) * L..][..L];
        let leaving = &tile.rows[(t - 1) * L..][..L];
        let o = &mut tile.out[t * L..][..L];
        for k in 0..L {
            let mut sums = Sums {
                w: w[k],
                wc: wc[k],
                s: s[k],
                sc: sc[k],
            };
            sums.slide(lf, entering[k], leaving[k]);
            (w[k], wc[k], s[k], sc[k]) = (sums.w, sums.wc, sums.s, sums.sc);
            o[k] = sums.wma(inverse);
        }
    }

    scatter_rows::<L, T>(&tile.out, start, out);
}

/// Rows and lanes move in blocks of `B × B`: `B` contiguous loads, a
/// transpose in registers ([`Transpose`]), `B` contiguous stores — where
/// element by element every load or store would touch another cache line.
const B: usize = 8;

/// `rows[r·L + k] = x[base[k] + r]` (clamped to the last bar).
#[inline(always)]
fn gather_rows<const L: usize, T: Transpose>(x: &[f64], base: &[usize; L], rows: &mut [f64]) {
    let n = x.len();
    let n_rows = rows.len() / L;
    let mut r0 = 0;
    // Whole blocks while every lane's next B bars exist.
    while r0 + B <= n_rows && base.iter().all(|&b| b + r0 + B <= n) {
        for g in (0..L).step_by(B) {
            let block: Block =
                std::array::from_fn(|k| x[base[g + k] + r0..][..B].try_into().expect("B bars"));
            for (i, row) in T::transpose(&block).iter().enumerate() {
                rows[(r0 + i) * L + g..][..B].copy_from_slice(row);
            }
        }
        r0 += B;
    }
    for r in r0..n_rows {
        for (k, v) in rows[r * L..][..L].iter_mut().enumerate() {
            *v = x[(base[k] + r).min(n - 1)];
        }
    }
}

/// `out[start + k·PERIOD + t] = tile[t·L + k]` for the bars that exist.
#[inline(always)]
fn scatter_rows<const L: usize, T: Transpose>(tile: &[f64], start: usize, out: &mut [f64]) {
    let n = out.len();
    let full = (0..L).all(|k| start + (k + 1) * PERIOD <= n);
    if full {
        let mut t0 = 0;
        while t0 + B <= PERIOD {
            for g in (0..L).step_by(B) {
                let block: Block = std::array::from_fn(|i| {
                    tile[(t0 + i) * L + g..][..B].try_into().expect("B lanes")
                });
                for (k, lane) in T::transpose(&block).iter().enumerate() {
                    out[start + (g + k) * PERIOD + t0..][..B].copy_from_slice(lane);
                }
            }
            t0 += B;
        }
        for t in t0..PERIOD {
            for k in 0..L {
                out[start + k * PERIOD + t] = tile[t * L + k];
            }
        }
        return;
    }
    for k in 0..L {
        let from = start + k * PERIOD;
        if from >= n {
            break;
        }
        let len = PERIOD.min(n - from);
        for (t, o) in out[from..from + len].iter_mut().enumerate() {
            *o = tile[t * L + k];
        }
    }
}
