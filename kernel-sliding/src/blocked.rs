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
//! 1. its raw windows' WMAs of the close, all in one pass
//!    ([`crate::lanes`]), each row going straight into the two combines
//!    (`2h − n`, `3p3 − p2 − p`, kernel-safe's operations in its order,
//!    each WMA's output multiply fused into the operation that reads it:
//!    [`crate::lanes::Store`]); no raw window has a tile of its own;
//! 2. each combine's leading rows — the previous period's last bars: a
//!    lane shift of the tile itself, the previous tile's last lane carried
//!    per combo — then both combines' WMAs, the lines, in one pass, each
//!    row of their distance decided as it comes: its side and its near
//!    ties against each lane's band ([`crate::tile::Out`]);
//! 3. the near ties replaced by kernel-safe's values (a lane without a
//!    band, bar by bar); the sides' crossings per lane as bits
//!    ([`crate::crossings`]); the event loop then visits the crossings
//!    lane by lane, in time order, with its state carried from tile to
//!    tile.
//!
//! Two combos alike but for `n` and `s` (the paper grid has eleven such
//! pairs: `h` decides `p`, `p3` and `p2`) are swept together: their raw
//! windows in one pass, `h`, `p3`, `p2` and HMA3's line once ([`crate::tile`]);
//! `par-sliding-simd` deals such a pair to one thread ([`Shared::deal`]).
//! Otherwise a combo computes its own raw windows, although combos share many of
//! them: one tile's raw WMAs of every window (144 KB each on 16 lanes, a
//! hundred-odd windows in the paper grid) do not fit in L2, and reading
//! them back from the last-level cache measured slower than computing a
//! combo's four or five again (paired and interleaved; commit 90f5936 states the
//! runs); a combo's working set stays in L2. Nothing of size `n` is
//! written. Writing the raw windows into the combines as they are
//! computed, instead of into tiles read back by separate combine passes,
//! measured faster (paired and interleaved; the commit that fused them
//! states the runs). Sweeping two combos that share only some raw windows
//! in one pass of their union (six: neighbours sharing `p3` and `p2`, or
//! one combo's `n` and `h` another's `h` and `p2`: fewer raw windows per
//! tile) measured slower than sweeping them apart (paper, Intel Xeon,
//! alternating processes; tried 2026-12-04, not kept): the six-series pass
//! and the four-line pass spill their state out of the registers.
//!
//! Anchors that are not at a row 0 — the grid's cuts, a series' first
//! output — are applied to their lane alone, in scalar code, between two
//! rows. Every lane does [`crate::wma`]'s recurrence in its order and
//! anchors where it anchors, so every raw window's weighted sum is
//! `sliding`'s bit for bit. The WMAs' output multiplies are fused into the
//! combines and the gap (fewer operations on passes bound by the FP ports, and fewer
//! roundings): the lines differ from `sliding`'s in their last bits, within
//! the same bound ([`crate::bound`]; `tests::every_tiled_gap_is_inside_its_bound`
//! at every bar), and the trades and pnl are kernel-safe's, as
//! `sliding`'s are.
//!
//! The series' last few anchor periods, where [`TAIL`] or fewer are left,
//! run on a tile of that many lanes: a tile's passes cost the same
//! per row however many of its lanes hold bars.
//!
//! Windows longer than a period (none in the paper grid) would need more
//! rows before a lane than a period holds; such a sweep runs the scalar
//! kernel ([`fits`]).

use crate::crossings::{Bits, MaskRows, WORDS, lane_bits, row_crossings};
use crate::events::trade_pnl;
use crate::exact::Exact;
use crate::grid::Grid;
use crate::lanes::{Anchor, Rows};
use crate::sides::{Decide, Mask};
use crate::tile::{Group, Out, Tile, cost, pairs};
use crate::wma::PERIOD;
use crate::{bound, grid_for, len, raw_lengths};
use kernel_spec::{ComboResult, Params, Sweep};

/// Whether every window of `params` fits the rows before a lane.
pub(crate) fn fits(params: &[Params]) -> bool {
    params.iter().all(|p| {
        raw_lengths(p).into_iter().all(|l| l <= PERIOD) && len(p.s) <= PERIOD && len(p.p) <= PERIOD
    })
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
        self.pnl += trade_pnl(self.pos, self.entry, price);
        self.trades += 1;
    }
}

/// Scratch for one group's work on a tile (a combo or a pair), reused.
struct Scratch<const L: usize> {
    /// HMA's and HMA3's combines, with `extra` rows before each lane, and
    /// a second HMA's for a [`Group::Pair`].
    combines: [Rows<L>; 3],
    /// The combo's gap, sides and near ties; a [`Group::Pair`]'s second
    /// combo's in the second.
    outs: [Out<L>; 2],
    /// Per row: the lanes whose side crosses there.
    cross: MaskRows,
    /// Per lane: the rows where its side crosses, as bits.
    crossings: Vec<Bits>,
}

impl<const L: usize> Scratch<L> {
    /// For combines read `extra` rows before each lane.
    fn new(extra: usize) -> Self {
        Scratch {
            combines: [(); 3].map(|()| Rows::filled(0.0, extra + PERIOD)),
            outs: [Out::new(), Out::new()],
            cross: MaskRows::new(),
            crossings: vec![[0; WORDS]; L],
        }
    }
}

/// What every combo of one sweep reads alike: the anchor grid and how
/// many rows before a lane the windows read. Made once per sweep, it is
/// what `par-sliding-simd`'s threads share ([`crate::SlidingSimd`]'s
/// `prepare`): a batch of rows swept on it gives each row the whole
/// sweep's bits.
pub(crate) struct Shared<'s> {
    close: &'s [f64],
    params: &'s [Params],
    grid: Grid,
    /// Rows before each lane that the raw windows read.
    raw_back: usize,
    /// Rows before each lane that the second-level windows read.
    extra: usize,
}

impl<'s> Shared<'s> {
    /// For a validated sweep whose windows [`fits`].
    pub(crate) fn new(s: &Sweep<'s>) -> Self {
        let (close, params) = (s.close(), s.params());
        let longest = |f: &dyn Fn(&Params) -> usize| params.iter().map(f).max().unwrap_or(1);
        Shared {
            close,
            params,
            grid: grid_for(close, params),
            raw_back: longest(&|p| raw_lengths(p).into_iter().max().unwrap_or(1)) - 1,
            extra: longest(&|p| len(p.s).max(len(p.p))) - 1,
        }
    }

    /// The sweep's number of rows.
    pub(crate) fn rows(&self) -> usize {
        self.params.len()
    }

    /// The sweep's rows in `k` batches of about equal cost (each group to
    /// the cheapest batch so far), a pair's two combos in one batch, next
    /// to each other.
    pub(crate) fn deal(&self, k: usize) -> Vec<Vec<usize>> {
        let all: Vec<&Params> = self.params.iter().collect();
        let mut batches = vec![(0, Vec::new()); k.max(1)];
        for group in pairs(&all) {
            let cheapest = batches
                .iter_mut()
                .min_by_key(|(cost, _)| *cost)
                .expect("at least one batch");
            cheapest.0 += cost(&group);
            match group {
                Group::One(c) => cheapest.1.push(c),
                Group::Pair(pair) => cheapest.1.extend(pair),
            }
        }
        batches.into_iter().map(|(_, rows)| rows).collect()
    }
}

/// The combos `rows` (indices into the sweep's rows) of a sweep whose
/// windows [`fits`], on `L` lanes, in that order, the sides decided on
/// `decide`'s path.
#[inline(always)]
pub(crate) fn sweep_rows<const L: usize>(
    sh: &Shared<'_>,
    rows: &[usize],
    decide: impl Decide,
) -> Vec<ComboResult> {
    sweep_observed::<L>(sh, rows, decide, |_, _, _, _| {})
}

/// Every gap (HMA3 − HMA) the tiled sweep of all of `s`'s rows computes,
/// shown to `seen` before its near tie is decided, with its bound: (the
/// combo's row, the bar, the gap, the two lines' bounds summed for the
/// bar's anchor period). The portable path: the gaps are the same
/// arithmetic on every path (only how sides and near ties are read off
/// them differs). For a sweep whose windows [`fits`]. Slow on purpose
/// (bounds and every gap are handed out); never on a timed path.
pub(crate) fn each_gap(s: &Sweep<'_>, mut seen: impl FnMut(usize, usize, f64, f64)) {
    let shared = Shared::new(s);
    let rows: Vec<usize> = (0..s.params().len()).collect();
    let bounds = summed_bounds(&shared.grid, s.params().iter());
    let n = s.close().len();
    sweep_observed::<{ crate::LANES }>(
        &shared,
        &rows,
        crate::sides::Portable,
        |c, tile_start, lanes, gaps| {
            for (r, row) in gaps.chunks_exact(lanes).enumerate() {
                for (k, &gap) in row.iter().enumerate() {
                    let bar = tile_start + k * PERIOD + r;
                    if bar < n {
                        seen(c, bar, gap, bounds[c][shared.grid.period_of(bar)]);
                    }
                }
            }
        },
    );
}

/// Lanes of the narrower tile for a series' last anchor periods, where
/// that many or fewer are left: a tile's passes cost the same per row
/// whatever its lanes hold, and the paper sweep's last tile of
/// [`crate::LANES`] held 3 periods. A tail of 4 lanes measured faster
/// than none, one of 8 slower (paper, Intel Xeon, alternating processes;
/// the commit states the runs).
const TAIL: usize = 4;

/// [`sweep_rows`], showing `seen` each combo's gaps on each tile before
/// its near ties are decided: (the combo's index into `rows`, the tile's
/// first bar, its lanes, its gaps row after row). The tests hold every
/// gap to its bound there.
#[inline(always)]
fn sweep_observed<const L: usize>(
    sh: &Shared<'_>,
    rows: &[usize],
    decide: impl Decide,
    mut seen: impl FnMut(usize, usize, usize, &[f64]),
) -> Vec<ComboResult> {
    if rows.is_empty() {
        // A thread dealt nothing (fewer groups than threads).
        return Vec::new();
    }
    let params: Vec<&Params> = rows.iter().map(|&r| &sh.params[r]).collect();
    let (close, n) = (sh.close, sh.close.len());
    let bounds = summed_bounds(&sh.grid, params.iter().copied());
    let mut st = State {
        sh,
        groups: pairs(&params),
        params,
        // Per combo and combine: the previous tile's last lane's last
        // `extra` rows, what this tile's lane 0 reads before its row 0.
        carries: vec![[vec![f64::NAN; sh.extra], vec![f64::NAN; sh.extra]]; rows.len()],
        bounds,
        trading: vec![
            Trading {
                pos: 0,
                entry: 0.0,
                pnl: 0.0,
                trades: 0,
                side: 0,
            };
            rows.len()
        ],
        exact: Exact::new(close),
    };
    // Allocated per sweep: glibc hands the same memory back from one sweep
    // to the next (0 page faults per sweep after the first, measured), and
    // keeping it per thread measured no faster.
    let mut wide = Workspace::<L>::new(sh);
    let mut tail = None;
    let mut tile_start = 0;
    while tile_start < n {
        let periods_left = (n - tile_start).div_ceil(PERIOD);
        if TAIL < L && periods_left <= TAIL {
            let ws = tail.get_or_insert_with(|| Workspace::<TAIL>::new(sh));
            tile(&mut st, ws, tile_start, decide, &mut seen);
            tile_start += TAIL * PERIOD;
        } else {
            tile(&mut st, &mut wide, tile_start, decide, &mut seen);
            tile_start += L * PERIOD;
        }
    }
    st.trading
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

/// Per combo and anchor period: its two lines' bounds summed, the band
/// within which their order is decided exactly.
fn summed_bounds<'p>(grid: &Grid, params: impl Iterator<Item = &'p Params>) -> Vec<Vec<f64>> {
    let mut raws = bound::Raws::new(grid);
    params
        .map(|p| {
            let (a, b) = bound::lines(&mut raws, p);
            a.iter().zip(&b).map(|(x, y)| x + y).collect()
        })
        .collect()
}

/// What a sweep of some rows carries from tile to tile, whatever the
/// tiles' width.
struct State<'s, 'p> {
    sh: &'s Shared<'s>,
    params: Vec<&'p Params>,
    groups: Vec<Group>,
    carries: Vec<[Vec<f64>; 2]>,
    /// Per combo and period: both lines' bounds summed.
    bounds: Vec<Vec<f64>>,
    trading: Vec<Trading>,
    exact: Exact<'s>,
}

/// A tile width's buffers: the close in tile layout and the groups'
/// scratch, reused from tile to tile.
struct Workspace<const L: usize> {
    closes: Rows<L>,
    scratch: Scratch<L>,
}

impl<const L: usize> Workspace<L> {
    fn new(sh: &Shared<'_>) -> Self {
        Workspace {
            closes: Rows::filled(0.0, sh.raw_back + PERIOD),
            scratch: Scratch::new(sh.extra),
        }
    }
}

/// Every combo of `st` on the tile of `L` lanes that starts at bar
/// `tile_start`.
#[inline(always)]
fn tile<const L: usize>(
    st: &mut State<'_, '_>,
    ws: &mut Workspace<L>,
    tile_start: usize,
    decide: impl Decide,
    seen: &mut impl FnMut(usize, usize, usize, &[f64]),
) {
    let sh = st.sh;
    let (close, grid, raw_back, extra) = (sh.close, &sh.grid, sh.raw_back, sh.extra);
    let (n, span) = (close.len(), L * PERIOD);
    let base = |k: usize| tile_start + k * PERIOD;
    let Workspace { closes, scratch } = ws;
    gather(close, tile_start, raw_back, closes);
    let mut cuts: Vec<Anchor> = grid
        .cuts_in(tile_start, tile_start + span)
        .map(|c| ((c - tile_start) % PERIOD, (c - tile_start) / PERIOD))
        .collect();
    cuts.sort_unstable();
    let in_tile = |bar: usize| -> Option<Anchor> {
        (bar >= tile_start && bar < tile_start + span && !(bar - tile_start).is_multiple_of(PERIOD))
            .then(|| ((bar - tile_start) % PERIOD, (bar - tile_start) / PERIOD))
    };
    let tile = Tile {
        closes,
        raw_back,
        extra,
        cuts: &cuts,
        decide,
    };
    // Per lane: its bars' period, if one period holds them all.
    let lane_period: [Option<usize>; L] = std::array::from_fn(|k| {
        let from = base(k);
        let to = (from + PERIOD).min(n);
        (from < n && to - from == PERIOD && grid.cuts_in(from, to).next().is_none())
            .then(|| grid.period_of(from))
    });
    let first = |p: &Params| {
        [
            first_line(len(p.s), &[p.n, p.h]),
            first_line(len(p.p), &[p.p3, p.p2, p.p]),
        ]
        .map(&in_tile)
    };
    let State {
        params,
        groups,
        carries,
        bounds,
        trading,
        exact,
        ..
    } = st;
    // Per combo: each lane's band for its near ties.
    let band = |c: usize| bands(&bounds[c], &lane_period);
    for group in groups.iter() {
        let combos: &[usize] = match group {
            Group::One(c) => {
                let p = params[*c];
                let carry = &mut carries[*c];
                let Scratch { combines, outs, .. } = &mut *scratch;
                outs[0].band = band(*c);
                tile.lines(p, first(p), &in_tile, carry, combines, &mut outs[0]);
                std::slice::from_ref(c)
            }
            Group::Pair(pair) => {
                let [c, d] = *pair;
                let [cc, cd] = carries.get_disjoint_mut([c, d]).expect("two combos");
                let (p, q) = (params[c], params[d]);
                let firsts = [first(p), first(q)];
                let Scratch { combines, outs, .. } = &mut *scratch;
                (outs[0].band, outs[1].band) = (band(c), band(d));
                tile.pair([p, q], firsts, &in_tile, [cc, cd], combines, outs);
                pair
            }
        };
        for (g, &c) in combos.iter().enumerate() {
            let p = params[c];
            let Scratch {
                outs,
                cross,
                crossings,
                ..
            } = &mut *scratch;
            seen(c, tile_start, L, outs[g].gap.as_flattened());
            let ties = Ties {
                grid,
                bound: &bounds[c],
                tile_start,
                n,
            };
            patch(&mut outs[g], &ties, |i| exact.lines(p, i));
            trade(
                &outs[g],
                cross,
                crossings,
                &mut trading[c],
                close,
                tile_start,
                n,
            );
        }
    }
}

/// The close in tile layout for the tile at `tile_start`: lane `k`'s
/// column is the bars from `raw_back` before its first on (NaN before the
/// series, its last bar after it). Row by row, each row's bars read from
/// `L` runs of the close that stay in L1; the rows where every lane is
/// inside the series without a test per bar (all but `raw_back` rows of
/// the first tile, and on a tile that holds the series' end, all of it).
/// With a test per bar everywhere, and column by column (each store to
/// another cache line), a one-row sweep measured markedly slower, and
/// every thread of `par-sliding-simd` pays this copy (paper, Intel Xeon;
/// commit 2460df9 states the runs).
#[inline(always)]
fn gather<const L: usize>(
    close: &[f64],
    tile_start: usize,
    raw_back: usize,
    closes: &mut [[f64; L]],
) {
    let (n, rows) = (close.len(), closes.len());
    // Row `i` of lane `k` is bar `tile_start + k·PERIOD + i − raw_back`:
    // every lane inside the series from row `lo` (lane 0's first bar)
    // until row `hi` (lane L − 1's last).
    let lo = raw_back.saturating_sub(tile_start).min(rows);
    let last = tile_start + (L - 1) * PERIOD;
    let hi = (n + raw_back).saturating_sub(last).clamp(lo, rows);
    let span = (L - 1) * PERIOD + 1;
    for (i, row) in closes.iter_mut().enumerate().take(hi).skip(lo) {
        let run = &close[tile_start + i - raw_back..][..span];
        for (k, v) in row.iter_mut().enumerate() {
            *v = run[k * PERIOD];
        }
    }
    let edge = (0..lo).chain(hi..rows);
    for i in edge {
        for (k, v) in closes[i].iter_mut().enumerate() {
            let bar = (tile_start + k * PERIOD + i).checked_sub(raw_back);
            *v = bar.map_or(f64::NAN, |b| close[b.min(n - 1)]);
        }
    }
}

/// A combine's line's first output: its WMA over `window` of the combine of
/// raw windows `raws`, NaN until every raw window is full.
fn first_line(window: usize, raws: &[i64]) -> usize {
    raws.iter().map(|&l| len(l) - 1).max().unwrap_or(0) + window - 1
}

/// Each lane's band for the near-tie test on a tile: its period's bound
/// where one period holds the lane and the bound is finite, else −1 (never
/// within: [`patch`] decides such a lane bar by bar).
#[inline(always)]
fn bands<const L: usize>(bound: &[f64], lane_period: &[Option<usize>; L]) -> [f64; L] {
    std::array::from_fn(|k| match lane_period[k] {
        Some(q) if bound[q].is_finite() => bound[q],
        _ => -1.0,
    })
}

/// What a combo's near-tie test on a tile reads beyond its [`Out`]: the
/// grid and its bound per period.
struct Ties<'a> {
    grid: &'a Grid,
    bound: &'a [f64],
    tile_start: usize,
    n: usize,
}

/// The gap and side of `out` replaced by kernel-safe's HMA3 − HMA (from
/// `exact(bar)`: its two lines) wherever the lines are within their bound
/// of each other: the near ties [`crate::tile::OutRows::put`] flagged against each lane's
/// band, and, on lanes without one (a cut inside, no finite bound, the
/// series' end), bar by bar against each period's bound.
#[inline(always)]
fn patch<const L: usize>(
    out: &mut Out<L>,
    ties: &Ties<'_>,
    mut exact: impl FnMut(usize) -> (f64, f64),
) {
    let Ties {
        grid,
        bound,
        tile_start,
        n,
    } = *ties;
    let mut settle = |out: &mut Out<L>, r: usize, k: usize, bar: usize| {
        let (x, y) = exact(bar);
        out.set(r, k, y - x);
    };
    // Near ties are rare: the tile's rows are or-ed first (vector code),
    // and only then is a row with one visited lane by lane.
    if out.near.iter().fold(0, |any, &m| any | m) != 0 {
        for r in 0..PERIOD {
            let mut lanes = out.near[r];
            while lanes != 0 {
                let k = lanes.trailing_zeros() as usize;
                lanes &= lanes - 1;
                settle(out, r, k, tile_start + k * PERIOD + r);
            }
        }
    }
    for k in 0..L {
        let from = tile_start + k * PERIOD;
        if out.band[k] >= 0.0 || from >= n {
            continue;
        }
        let to = (from + PERIOD).min(n);
        let mut bar = from;
        while bar < to {
            let q = grid.period_of(bar);
            let end = grid.period(q).1.min(to);
            for i in bar..end {
                let r = i - from;
                if bound[q] == f64::INFINITY || out.gap[r][k].abs() <= bound[q] {
                    settle(out, r, k, i);
                }
            }
            bar = end;
        }
    }
}

/// The crossings of one tile's sides (`out`'s, near ties decided), and
/// kernel-safe's event loop over them in time order (lane after lane), up
/// to the series' end.
#[inline(always)]
fn trade<const L: usize>(
    out: &Out<L>,
    cross: &mut [Mask],
    crossings: &mut [Bits],
    trading: &mut Trading,
    close: &[f64],
    tile_start: usize,
    n: usize,
) {
    // A copy, in registers: through the reference, every trade stored the
    // pnl and loaded it back (a panic could have shown the caller a
    // half-done state), a store-to-load chain per trade.
    let mut state = *trading;
    // Row 0 follows the previous lane's last row; lane 0, the previous
    // tile's last bar.
    // Lane k − 1's last row, shifted into lane k. Lane L − 1's lands on
    // bit L (or off a full mask), which no row's mask has: the crossings
    // and-ed with row 0 cannot hold it.
    let last = PERIOD - 1;
    let before = [
        out.up[last] << 1 | Mask::from(state.side == 1),
        out.down[last] << 1 | Mask::from(state.side == -1),
    ];
    row_crossings(&out.up, &out.down, before, cross);
    let crossings: &mut [Bits; L] = (&mut crossings[..]).try_into().expect("L lanes");
    lane_bits(cross, crossings);
    'lanes: for (k, bits) in crossings.iter().enumerate() {
        let from = tile_start + k * PERIOD;
        for (w, &word) in bits.iter().enumerate() {
            let mut word = word;
            while word != 0 {
                let r = 64 * w + word.trailing_zeros() as usize;
                word &= word - 1;
                let bar = from + r;
                if bar >= n {
                    break 'lanes;
                }
                // A crossing's side is −1 or 1.
                let signal = if out.up[r] >> k & 1 == 1 { 1 } else { -1 };
                if signal != state.pos {
                    if state.pos != 0 {
                        state.close_trade(close[bar]);
                    }
                    state.pos = signal;
                    state.entry = close[bar];
                }
            }
        }
    }
    state.side = out.side(last, L - 1);
    *trading = state;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sides::Portable;
    use kernel_spec::dataset::chacha_gbm;

    /// The paper grid's combos that share `h` (and with it `p`, `p3`, `p2`)
    /// are paired, and a deal to any number of threads names every row
    /// once, a pair's two in one batch, next to each other.
    #[test]
    fn pairs_stay_together_in_every_deal() {
        let params = kernel_spec::paper_grid();
        let all: Vec<&Params> = params.iter().collect();
        let paired: Vec<[usize; 2]> = pairs(&all)
            .into_iter()
            .filter_map(|g| match g {
                Group::Pair(p) => Some(p),
                Group::One(_) => None,
            })
            .collect();
        assert_eq!(paired.len(), 11, "{paired:?}");
        for [c, d] in &paired {
            assert_eq!(params[*c].h, params[*d].h);
            assert_ne!(params[*c].n, params[*d].n);
        }
        let close = chacha_gbm(3, 2 * PERIOD, 0.001);
        let sweep = Sweep::new(&close, &params).unwrap();
        let shared = Shared::new(&sweep);
        for k in [1, 2, 3, 7] {
            let batches = shared.deal(k);
            assert_eq!(batches.len(), k);
            let mut seen: Vec<usize> = batches.concat();
            seen.sort_unstable();
            assert_eq!(seen, (0..params.len()).collect::<Vec<_>>(), "{k} batches");
            for [c, d] in &paired {
                assert!(
                    batches.iter().any(|b| b.windows(2).any(|w| w == [*c, *d])),
                    "{k} batches: {c} and {d} apart"
                );
            }
        }
    }

    /// The close in tile layout, at the series' start (rows before it),
    /// inside, and at its end (lanes past it, in part or whole), on wide
    /// and tail tiles: each row and lane the bar it stands for, NaN before
    /// the series, its last bar after it.
    #[test]
    fn the_gather_puts_every_bar_where_its_row_and_lane_say() {
        fn check<const L: usize>(close: &[f64], tile_start: usize, raw_back: usize) {
            let mut closes = Rows::<L>::filled(-7.0, raw_back + PERIOD);
            gather(close, tile_start, raw_back, &mut closes);
            let n = close.len();
            for (i, row) in closes.iter().enumerate() {
                for (k, &got) in row.iter().enumerate() {
                    let bar = (tile_start + k * PERIOD + i).checked_sub(raw_back);
                    let want = bar.map_or(f64::NAN, |b| close[b.min(n - 1)]);
                    assert_eq!(
                        got.to_bits(),
                        want.to_bits(),
                        "{L} lanes, tile at {tile_start}, raw_back {raw_back}, row {i}, lane {k}"
                    );
                }
            }
        }
        let close: Vec<f64> = (0..20 * PERIOD + 77).map(|i| i as f64 + 0.5).collect();
        // Lengths where the last lane of a tile ends inside the series,
        // straddles its end, or lies past it.
        for n in [close.len(), 19 * PERIOD + 500, 15 * PERIOD + 1, 50] {
            for raw_back in [0, 1, 99, PERIOD - 1] {
                for tile_start in [0, 3 * PERIOD, 16 * PERIOD, 19 * PERIOD] {
                    if tile_start < n {
                        check::<16>(&close[..n], tile_start, raw_back);
                        check::<TAIL>(&close[..n], tile_start, raw_back);
                    }
                }
            }
        }
    }

    /// A tile's sides, lane by lane constant, with `before` the previous
    /// tile's last side: the event loop sees exactly the crossings at a
    /// lane's row 0 (against the previous lane's last row, lane 0 against
    /// the previous tile), none through a side of 0, and carries the last
    /// lane's last side to the next tile — on a wide tile and on a tail
    /// tile, whose last lane's bit must not leak past it.
    #[test]
    fn crossings_at_a_lanes_first_row_are_traded_and_the_side_carried() {
        fn run<const L: usize>(sides: [f64; L], before: i8) -> (Trading, Vec<(usize, usize)>) {
            let n = L * PERIOD;
            let close: Vec<f64> = (0..n).map(|i| 100.0 + 0.01 * i as f64).collect();
            let mut out = Out::<L>::new();
            for r in 0..PERIOD {
                out.rows(Portable).put(r, &sides);
            }
            let mut trading = Trading {
                pos: 0,
                entry: 0.0,
                pnl: 0.0,
                trades: 0,
                side: before,
            };
            let (mut cross, mut crossings) = (MaskRows::new(), vec![[0; WORDS]; L]);
            trade(&out, &mut cross, &mut crossings, &mut trading, &close, 0, n);
            let mut at = Vec::new();
            for (k, bits) in crossings.iter().enumerate() {
                for r in 0..PERIOD {
                    if bits[r / 64] >> (r % 64) & 1 == 1 {
                        at.push((k, r));
                    }
                }
            }
            (trading, at)
        }
        let price = |bar: usize| 100.0 + 0.01 * bar as f64;
        // Lane 0 flips from the previous tile's −1; lane 1 from lane 0's
        // 1; lanes 3 and 4 pass through 0 (no crossing); lanes 4 to 15 at 1.
        let mut sides = [1.0; 16];
        (sides[1], sides[2], sides[3]) = (-1.0, -1.0, 0.0);
        let (t, at) = run(sides, -1);
        assert_eq!(at, [(0, 0), (1, 0)]);
        assert_eq!((t.pos, t.entry, t.trades), (-1, price(PERIOD), 1));
        assert_eq!(t.pnl, trade_pnl(1, price(0), price(PERIOD)));
        assert_eq!(t.side, 1, "the last lane's last side");
        // A tail tile ending at 1 after a previous tile at −1: one
        // crossing, at lane 0, and lane 3's bit is not a lane 4.
        let (t, at) = run([1.0, 1.0, 1.0, 1.0], -1);
        assert_eq!(at, [(0, 0)]);
        assert_eq!((t.pos, t.trades, t.side), (1, 0, 1));
        // Equal lines before the tile: no crossing at its first bar.
        let (t, at) = run([-1.0; 4], 0);
        assert!(at.is_empty());
        assert_eq!((t.pos, t.side), (0, -1));
    }

    /// At every bar of every combo, on adversarial series and the hostile
    /// cases: the tiled gap (the WMAs' output multiplies fused into the
    /// combines and the gap, unlike `sliding`) within the lines' summed
    /// bound of kernel-safe's HMA3 − HMA, plus the gap's own rounding —
    /// what makes its sign kernel-safe's wherever it is not a near tie.
    #[test]
    fn every_tiled_gap_is_inside_its_bound() {
        let params: Vec<Params> = kernel_spec::paper_grid().into_iter().step_by(5).collect();
        // The crate's adversarial series (4 periods: one tile of `TAIL`
        // lanes) and a walk over a tile of `LANES` lanes and a tail tile.
        let cases = crate::tests::adversarial()
            .into_iter()
            .chain([(
                "walk, wide and tail",
                chacha_gbm(53, 18 * PERIOD + 300, 0.01),
            )])
            .map(|(n, x)| (n.to_string(), x))
            .chain(
                kernel_spec::vectors::hostile_cases()
                    .into_iter()
                    .map(|c| (c.name, c.close)),
            );
        for (name, close) in cases {
            let sweep = Sweep::new(&close, &params).unwrap();
            let mut exact = Exact::new(&close);
            let (n, mut checked) = (close.len(), 0usize);
            each_gap(&sweep, |c, bar, gap, band| {
                let (a, b) = exact.lines(&params[c], bar);
                let want = b - a;
                assert_eq!(gap.is_nan(), want.is_nan(), "{name}, combo {c}, bar {bar}");
                if want.is_nan() || !band.is_finite() {
                    return;
                }
                let off = (gap - want).abs();
                let slack = band + f64::EPSILON * gap.abs();
                assert!(
                    off <= slack,
                    "{name}, combo {c}, bar {bar}: off by {off:e} > {slack:e}"
                );
                checked += 1;
            });
            assert!(checked > n, "{name}: {checked} bars checked");
        }
    }

    /// Lanes with different bounds: a gap inside one lane's bound is a near
    /// tie there and not on a lane with a narrower one; a lane without a
    /// band (here: one its period does not hold) is decided bar by bar
    /// against its period's bound. A near tie takes kernel-safe's gap, and
    /// its side with it.
    #[test]
    fn a_candidate_is_held_to_its_own_lanes_bound() {
        const L: usize = 16;
        let close = chacha_gbm(9, L * PERIOD, 0.001);
        let grid = Grid::adaptive(&close, 10);
        assert_eq!(grid.len(), L, "one period per lane");
        let bound: Vec<f64> = (0..L).map(|q| if q == 0 { 1.0 } else { 0.1 }).collect();
        let lane_period: [Option<usize>; L] = std::array::from_fn(|k| (k != 3).then_some(k));
        let mut out = Out::<L>::new();
        out.band = bands(&bound, &lane_period);
        assert_eq!(out.band[3], -1.0, "no band");
        for r in 0..PERIOD {
            let mut gap = [5.0; L];
            if r == 3 {
                gap[0] = 0.5; // within lane 0's bound (1.0)
                gap[1] = 0.5; // within lane 0's, not lane 1's (0.1)
            }
            if r == 4 {
                gap[1] = 0.05; // within lane 1's
                gap[3] = 0.05; // within lane 3's period's bound, no band
            }
            if r == 5 {
                gap[2] = -0.1; // exactly lane 2's bound: within
            }
            out.rows(Portable).put(r, &gap);
        }
        assert_eq!(out.side(5, 2), -1);
        let ties = Ties {
            grid: &grid,
            bound: &bound,
            tile_start: 0,
            n: L * PERIOD,
        };
        let mut asked = Vec::new();
        patch(&mut out, &ties, |i| {
            asked.push(i);
            (-1.0, -0.5)
        });
        assert_eq!(asked, [3, 4 + PERIOD, 5 + 2 * PERIOD, 4 + 3 * PERIOD]);
        assert_eq!(out.gap[3][0], 0.5, "kernel-safe's HMA3 − HMA");
        assert_eq!(out.gap[5][2], 0.5);
        assert_eq!(out.side(5, 2), 1, "the side follows the exact gap");
        assert_eq!((out.gap[3][1], out.side(3, 1)), (0.5, 1));
        assert_eq!((out.gap[4][3], out.side(4, 3)), (0.5, 1));
    }
}
