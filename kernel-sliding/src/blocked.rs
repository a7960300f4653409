//! `sliding-simd`'s sweep: every series in *tile layout*, the sweep blocked
//! over tiles, nothing transposed but the close.
//!
//! A tile is `L` consecutive anchor periods of the grid ([`PERIOD`] bars
//! each): row `r`, lane `k` is bar `tile_start + k·PERIOD + r`. Every lane
//! is anchored at its row 0 (the grid's regular anchors), so the
//! recurrence runs on all lanes in lockstep, one vector operation per row,
//! and the bar leaving a window is the same row back in every lane. Per
//! tile, the close is gathered once into tile layout (with the rows before
//! each lane's start that the longest raw window reads); then per combo:
//!
//! 1. its raw windows' WMAs of the close, each into a tile whose leading
//!    rows are the previous period's last bars (a lane shift of the tile
//!    itself; the previous tile's last lane carried over, [`Carry`]) —
//!    what the second-level windows read back;
//! 2. its two combines, element-wise, so in tile layout too, feeding its
//!    two WMAs;
//! 3. the near-tie test on rows of lanes against each lane's bound, the
//!    sides and crossings too; the event loop then visits the crossings
//!    lane by lane, in time order, with its state carried from tile to
//!    tile.
//!
//! A combo computes its own raw windows, although combos share many of
//! them: one tile's raw WMAs of every window (144 KB each on 16 lanes, a
//! hundred-odd windows in the paper grid) do not fit in L2, and reading
//! them back from the last-level cache measured slower than computing a
//! combo's four again (paired and interleaved; commit 90f5936 states the
//! runs); a combo's working set stays in L2. Nothing of size `n` is
//! written.
//!
//! Anchors that are not at a row 0 — the grid's cuts, a series' first
//! output — are applied to their lane alone, in scalar code, between two
//! rows. Every lane does [`crate::wma`]'s operations in its order and
//! anchors where it anchors, so every value is `sliding`'s bit for bit,
//! and so are the trades and pnl.
//!
//! Windows longer than a period (none in the paper grid) would need more
//! rows before a lane than a period holds; such a sweep runs the scalar
//! kernel ([`fits`]).

use crate::exact::Exact;
use crate::grid::Grid;
use crate::wma::{PERIOD, denominator};
use crate::{bound, grid_for, len, raw_lengths};
use kernel_spec::{COST, ComboResult, Params, Sweep};
use std::collections::BTreeMap;

/// Whether every window of `params` fits the rows before a lane.
pub(crate) fn fits(params: &[Params]) -> bool {
    params.iter().all(|p| {
        raw_lengths(p).into_iter().all(|l| l <= PERIOD) && len(p.s) <= PERIOD && len(p.p) <= PERIOD
    })
}

/// Rows of `L` lanes; physical row `lookback + r` holds row `r`.
type Rows<const L: usize> = Vec<[f64; L]>;

/// An anchor off row 0: (row, lane), sorted by row.
type Anchor = (usize, usize);

/// The WMA over `l` of `input` (rows from `-lookback`, `lookback ≥ l − 1`)
/// into `out` (rows 0..PERIOD): every lane anchored at row 0, then the
/// recurrence, with `anchors` (and `first`, a series' first output)
/// re-anchoring their lane alone.
#[inline(always)]
fn wma_rows<const L: usize>(
    input: &[[f64; L]],
    lookback: usize,
    l: usize,
    anchors: &[Anchor],
    first: Option<Anchor>,
    out: &mut [[f64; L]],
) {
    let at = |r: usize| lookback + r;
    if l == 1 {
        // kernel-safe's `0 + 1·x` (`wma::wma_into`).
        for (o, x) in out.iter_mut().zip(&input[at(0)..]) {
            for k in 0..L {
                o[k] = 0.0 + x[k];
            }
        }
        return;
    }
    let denom = denominator(l);
    let (mut w, mut s) = ([0.0; L], [0.0; L]);
    for (j, x) in input[at(0) + 1 - l..=at(0)].iter().enumerate() {
        let weight = (j + 1) as f64;
        for k in 0..L {
            w[k] += weight * x[k];
            s[k] += x[k];
        }
    }
    for k in 0..L {
        out[0][k] = w[k] / denom;
    }
    // Rows run in stretches between anchors off row 0, the state passed
    // by value: inside a stretch it lives in registers (indexed by a
    // run-time lane, as a re-anchor does, it would live on the stack, and
    // every row would wait on a store and a load).
    let rows = out.len();
    let (mut from, mut next) = (1, 0);
    while from < rows {
        while next < anchors.len() && anchors[next].0 < from {
            next += 1;
        }
        let stop = [
            anchors.get(next).map(|a| a.0),
            first.map(|f| f.0).filter(|&r| r >= from),
        ]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(rows);
        // Every lane steps through the anchor's row too; the anchored lane
        // is then overwritten.
        (w, s) = steps(input, lookback, l, from..(stop + 1).min(rows), (w, s), out);
        if stop >= rows {
            break;
        }
        let here = anchors[next..].iter().take_while(|a| a.0 == stop);
        for &(r, k) in here.chain(first.iter().filter(|f| f.0 == stop)) {
            let (mut wk, mut sk) = (0.0, 0.0);
            for (j, x) in input[at(r) + 1 - l..=at(r)].iter().enumerate() {
                wk += (j + 1) as f64 * x[k];
                sk += x[k];
            }
            (w[k], s[k]) = (wk, sk);
            out[r][k] = wk / denom;
        }
        from = stop + 1;
    }
}

/// The recurrence on every lane for `rows`, from the state `(w, s)`.
#[inline(always)]
fn steps<const L: usize>(
    input: &[[f64; L]],
    lookback: usize,
    l: usize,
    rows: std::ops::Range<usize>,
    (mut w, mut s): ([f64; L], [f64; L]),
    out: &mut [[f64; L]],
) -> ([f64; L], [f64; L]) {
    let (lf, inverse) = (l as f64, 1.0 / denominator(l));
    for r in rows {
        let (x, old) = (&input[lookback + r], &input[lookback + r - l]);
        let o = &mut out[r];
        for k in 0..L {
            w[k] = (w[k] + lf * x[k]) - s[k];
            s[k] = (s[k] + x[k]) - old[k];
            o[k] = w[k] * inverse;
        }
    }
    (w, s)
}

/// A raw window's last lane's last `extra` rows: of the previous tile
/// (`cur`) and of this one (`next`, written by every combo that computes
/// the window here: the same values each time).
struct Carry {
    cur: Vec<f64>,
    next: Vec<f64>,
}

/// A combo's event-loop state, carried from tile to tile.
#[derive(Clone, Copy)]
struct Trading {
    pos: i64,
    entry: f64,
    pnl: f64,
    trades: i64,
    /// The side of the last bar of the previous tile.
    side: i8,
}

impl Trading {
    /// kernel-safe's trade close, in its arithmetic.
    #[inline(always)]
    fn close_trade(&mut self, price: f64) {
        let r = self.pos as f64 * (price - self.entry) / self.entry;
        self.pnl += ((1.0 + r) * (1.0 - COST) - 1.0) * 100.0;
        self.trades += 1;
    }
}

/// Scratch for one combo's work on a tile, reused.
struct Scratch<const L: usize> {
    /// Raw windows: `h` (which is `p` in the paper grid) and the others in
    /// turn.
    raw: [Rows<L>; 2],
    combine: Rows<L>,
    a: Rows<L>,
    b: Rows<L>,
    side: Vec<[i8; L]>,
    /// Per lane: the rows where its side crosses, in order.
    crossings: Vec<[u16; PERIOD]>,
    counts: [usize; L],
}

/// Every combo of a validated sweep whose windows [`fits`], on `L` lanes.
#[inline(always)]
pub(crate) fn sweep<const L: usize>(s: &Sweep<'_>) -> Vec<ComboResult> {
    let close = s.close();
    let params = s.params();
    let n = close.len();
    let grid = grid_for(close, params);
    let raw_back = params
        .iter()
        .flat_map(raw_lengths)
        .max()
        .unwrap_or(1)
        .saturating_sub(1);
    let extra = params
        .iter()
        .map(|p| len(p.s).max(len(p.p)))
        .max()
        .unwrap_or(1)
        .saturating_sub(1);
    // Allocated per sweep: glibc hands the same memory back from one sweep
    // to the next (0 page faults per sweep after the first, measured), and
    // keeping it per thread measured no faster.
    let mut scratch = Scratch::<L> {
        raw: [
            vec![[0.0; L]; extra + PERIOD],
            vec![[0.0; L]; extra + PERIOD],
        ],
        combine: vec![[0.0; L]; extra + PERIOD],
        a: vec![[0.0; L]; PERIOD],
        b: vec![[0.0; L]; PERIOD],
        side: vec![[0; L]; PERIOD],
        crossings: vec![[0; PERIOD]; L],
        counts: [0; L],
    };
    let mut closes: Rows<L> = vec![[0.0; L]; raw_back + PERIOD];
    let mut carries: BTreeMap<usize, Carry> = params
        .iter()
        .flat_map(raw_lengths)
        .map(|l| {
            let nan = vec![f64::NAN; extra];
            (
                l,
                Carry {
                    cur: nan.clone(),
                    next: nan,
                },
            )
        })
        .collect();
    let bounds: Vec<Vec<f64>> = params
        .iter()
        .map(|p| {
            let (a, b) = bound::lines(&grid, p);
            a.iter().zip(&b).map(|(x, y)| x + y).collect()
        })
        .collect();
    let mut trading = vec![
        Trading {
            pos: 0,
            entry: 0.0,
            pnl: 0.0,
            trades: 0,
            side: 0,
        };
        params.len()
    ];
    let mut exact = Exact::new(close);
    let span = L * PERIOD;
    for tile_start in (0..n).step_by(span) {
        let base = |k: usize| tile_start + k * PERIOD;
        // The close, with `raw_back` rows before each lane (NaN before the
        // series, its last bar after it).
        for (i, row) in closes.iter_mut().enumerate() {
            for (k, v) in row.iter_mut().enumerate() {
                let bar = (base(k) + i).checked_sub(raw_back);
                *v = bar.map_or(f64::NAN, |b| close[b.min(n - 1)]);
            }
        }
        let mut cuts: Vec<Anchor> = grid
            .cuts_in(tile_start, tile_start + span)
            .map(|c| ((c - tile_start) % PERIOD, (c - tile_start) / PERIOD))
            .collect();
        cuts.sort_unstable();
        let in_tile = |bar: usize| -> Option<Anchor> {
            (bar >= tile_start
                && bar < tile_start + span
                && !(bar - tile_start).is_multiple_of(PERIOD))
            .then(|| ((bar - tile_start) % PERIOD, (bar - tile_start) / PERIOD))
        };
        if tile_start > 0 {
            for c in carries.values_mut() {
                std::mem::swap(&mut c.cur, &mut c.next);
            }
        }
        let tile = Tile {
            closes: &closes,
            raw_back,
            extra,
            cuts: &cuts,
        };
        // Per lane: its bars' period, if one period holds them all.
        let lane_period: [Option<usize>; L] = std::array::from_fn(|k| {
            let from = base(k);
            let to = (from + PERIOD).min(n);
            (from < n && to - from == PERIOD && grid.cuts_in(from, to).next().is_none())
                .then(|| grid.period_of(from))
        });
        for (c, p) in params.iter().enumerate() {
            let first = [
                first_line(len(p.s), &[p.n, p.h]),
                first_line(len(p.p), &[p.p3, p.p2, p.p]),
            ]
            .map(&in_tile);
            tile.lines(p, first, &in_tile, &mut carries, &mut scratch);
            let bound = &bounds[c];
            patch(
                &mut scratch,
                &grid,
                bound,
                &lane_period,
                tile_start,
                n,
                |i| exact.lines(p, i),
            );
            trade(&mut scratch, &mut trading[c], close, tile_start, n);
        }
    }
    trading
        .into_iter()
        .map(|mut t| {
            if t.pos != 0 {
                t.close_trade(close[n - 1]);
            }
            ComboResult {
                pnl: t.pnl,
                trades: t.trades,
            }
        })
        .collect()
}

/// A combine's line's first output: its WMA over `window` of the combine of
/// raw windows `raws`, NaN until every raw window is full.
fn first_line(window: usize, raws: &[i64]) -> usize {
    raws.iter().map(|&l| len(l) - 1).max().unwrap_or(0) + window - 1
}

/// What a combo's lines read on one tile.
struct Tile<'a, const L: usize> {
    /// The close, with `raw_back` rows before each lane.
    closes: &'a [[f64; L]],
    raw_back: usize,
    /// Rows before each lane that the second-level windows read.
    extra: usize,
    cuts: &'a [Anchor],
}

impl<const L: usize> Tile<'_, L> {
    /// The raw WMA over `l` of the close into `out` (rows `-extra..PERIOD`):
    /// rows from 0 by the recurrence, the rows before a lane from the
    /// previous lane (the previous tile's last lane: `carry.cur`).
    #[inline(always)]
    fn raw(&self, l: usize, first: Option<Anchor>, carry: &mut Carry, out: &mut [[f64; L]]) {
        let extra = self.extra;
        wma_rows(
            self.closes,
            self.raw_back,
            l,
            self.cuts,
            first,
            &mut out[extra..],
        );
        let (head, tail) = out.split_at_mut(extra);
        for (j, row) in head.iter_mut().enumerate() {
            let from = tail[PERIOD - extra + j];
            row[0] = carry.cur[j];
            row[1..].copy_from_slice(&from[..L - 1]);
        }
        for (j, v) in carry.next.iter_mut().enumerate() {
            *v = tail[PERIOD - extra + j][L - 1];
        }
    }

    /// Combo `p`'s raw windows, both combines and their WMAs into
    /// `scratch.a` and `scratch.b` (`first`: each line's first output, if
    /// in this tile; `in_tile`: a bar's anchor, if in this tile). The
    /// element-wise loops run over flat slices, so they vectorise along the
    /// lanes (over rows of lanes, LLVM gathered); the combines are
    /// kernel-safe's, one operation at a time in its order.
    #[inline(always)]
    fn lines(
        &self,
        p: &Params,
        first: [Option<Anchor>; 2],
        in_tile: &impl Fn(usize) -> Option<Anchor>,
        carries: &mut BTreeMap<usize, Carry>,
        scratch: &mut Scratch<L>,
    ) {
        let mut raw = |l: i64, out: &mut Rows<L>| {
            let l = len(l);
            let carry = carries.get_mut(&l).expect("a carry per raw window");
            self.raw(l, in_tile(l - 1), carry, out);
        };
        let [wh, wx] = &mut scratch.raw;
        let combine = scratch.combine.as_flattened_mut();
        raw(p.h, wh);
        raw(p.n, wx);
        for ((c, h), x) in combine
            .iter_mut()
            .zip(wh.as_flattened())
            .zip(wx.as_flattened())
        {
            *c = 2.0 * h - x;
        }
        wma_rows(
            &scratch.combine,
            self.extra,
            len(p.s),
            self.cuts,
            first[0],
            &mut scratch.a,
        );
        let combine = scratch.combine.as_flattened_mut();
        raw(p.p3, wx);
        for (c, x) in combine.iter_mut().zip(wx.as_flattened()) {
            *c = 3.0 * x;
        }
        raw(p.p2, wx);
        for (c, x) in combine.iter_mut().zip(wx.as_flattened()) {
            *c -= x;
        }
        let wp = if p.p == p.h {
            &*wh
        } else {
            raw(p.p, wx);
            &*wx
        };
        for (c, x) in combine.iter_mut().zip(wp.as_flattened()) {
            *c -= x;
        }
        wma_rows(
            &scratch.combine,
            self.extra,
            len(p.p),
            self.cuts,
            first[1],
            &mut scratch.b,
        );
    }
}

/// Both lines replaced by kernel-safe's values (`exact(bar)`) wherever they
/// are within their bound of each other: lanes inside one period on rows
/// of lanes, the others (a cut inside, no bound, the series' end) bar by bar
/// against each period's bound.
#[inline(always)]
fn patch<const L: usize>(
    scratch: &mut Scratch<L>,
    grid: &Grid,
    bound: &[f64],
    lane_period: &[Option<usize>; L],
    tile_start: usize,
    n: usize,
    mut exact: impl FnMut(usize) -> (f64, f64),
) {
    let band: [f64; L] = std::array::from_fn(|k| match lane_period[k] {
        Some(q) if bound[q].is_finite() => bound[q],
        _ => -1.0, // never within: handled below
    });
    let (a, b) = (&mut scratch.a, &mut scratch.b);
    for r in 0..PERIOD {
        let mut mask = 0u64;
        for k in 0..L {
            mask |= u64::from((b[r][k] - a[r][k]).abs() <= band[k]) << k;
        }
        while mask != 0 {
            let k = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            (a[r][k], b[r][k]) = exact(tile_start + k * PERIOD + r);
        }
    }
    for k in 0..L {
        let from = tile_start + k * PERIOD;
        if band[k] >= 0.0 || from >= n {
            continue;
        }
        let to = (from + PERIOD).min(n);
        let mut bar = from;
        while bar < to {
            let q = grid.period_of(bar);
            let end = grid.period(q).1.min(to);
            for i in bar..end {
                let r = i - from;
                if bound[q] == f64::INFINITY || (b[r][k] - a[r][k]).abs() <= bound[q] {
                    (a[r][k], b[r][k]) = exact(i);
                }
            }
            bar = end;
        }
    }
}

/// The sides of one tile, its crossings, and kernel-safe's event loop over
/// them in time order (lane after lane), up to the series' end.
#[inline(always)]
fn trade<const L: usize>(
    scratch: &mut Scratch<L>,
    state: &mut Trading,
    close: &[f64],
    tile_start: usize,
    n: usize,
) {
    let Scratch {
        a,
        b,
        side,
        crossings,
        counts,
        ..
    } = scratch;
    let lines = a.as_flattened().iter().zip(b.as_flattened());
    for (s, (x, y)) in side.as_flattened_mut().iter_mut().zip(lines) {
        *s = i8::from(y > x) - i8::from(y < x);
    }
    *counts = [0; L];
    for k in 0..L {
        let before = if k == 0 {
            state.side
        } else {
            side[PERIOD - 1][k - 1]
        };
        if side[0][k] * before == -1 {
            crossings[k][0] = 0;
            counts[k] = 1;
        }
    }
    for (r, (now, before)) in side[1..].iter().zip(&side[..PERIOD - 1]).enumerate() {
        let r = r + 1;
        let mut mask = 0u64;
        for (k, (x, y)) in now.iter().zip(before).enumerate() {
            mask |= u64::from(x * y == -1) << k;
        }
        while mask != 0 {
            let k = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            crossings[k][counts[k]] = r as u16;
            counts[k] += 1;
        }
    }
    for k in 0..L {
        let from = tile_start + k * PERIOD;
        for &r in &crossings[k][..counts[k]] {
            let bar = from + usize::from(r);
            if bar >= n {
                break;
            }
            let signal = i64::from(side[usize::from(r)][k]);
            if signal != state.pos {
                if state.pos != 0 {
                    state.close_trade(close[bar]);
                }
                state.pos = signal;
                state.entry = close[bar];
            }
        }
    }
    state.side = side[PERIOD - 1][L - 1];
}
