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
//!    [`crate::lanes::Store`]); no raw window has a tile of its own;
//! 2. each combine's leading rows — the previous period's last bars: a
//!    lane shift of the tile itself, the previous tile's last lane carried
//!    per combo — then both combines' WMAs, the lines, in one pass;
//! 3. the near-tie test on flat slices against the widest lane's bound,
//!    each candidate then against its own; the sides on flat slices too,
//!    their crossings per lane as bits ([`crate::crossings`]); the event
//!    loop then visits the crossings lane by lane, in time order, with its
//!    state carried from tile to tile.
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
//! states the runs).
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

use crate::crossings::{Bits, WORDS, lane_bits};
use crate::events::trade_pnl;
use crate::exact::Exact;
use crate::grid::Grid;
use crate::lanes::{Anchor, Rows};
use crate::tile::{Group, Tile, cost, pairs};
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
    /// Per row and lane: HMA3 − HMA, the lines' distance, whose sign is
    /// the event loop's side (nothing reads either line alone, so neither
    /// is stored: one tile written and read back, not two); a [`Group::Pair`]'s
    /// second combo's in the second.
    gaps: [Rows<L>; 2],
    side: Vec<[i8; L]>,
    /// One byte per row and lane (0 or 1): a near tie.
    flags: Vec<u8>,
    /// Per lane: the rows where its side crosses, as bits.
    crossings: Vec<Bits>,
}

impl<const L: usize> Scratch<L> {
    /// For combines read `extra` rows before each lane.
    fn new(extra: usize) -> Self {
        Scratch {
            combines: [(); 3].map(|()| vec![[0.0; L]; extra + PERIOD]),
            gaps: [(); 2].map(|()| vec![[0.0; L]; PERIOD]),
            side: vec![[0; L]; PERIOD],
            flags: vec![0; PERIOD * L],
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
/// windows [`fits`], on `L` lanes, in that order.
#[inline(always)]
pub(crate) fn sweep_rows<const L: usize>(sh: &Shared<'_>, rows: &[usize]) -> Vec<ComboResult> {
    let (close, grid, raw_back, extra) = (sh.close, &sh.grid, sh.raw_back, sh.extra);
    if rows.is_empty() {
        // A thread dealt nothing (fewer groups than threads).
        return Vec::new();
    }
    let params: Vec<&Params> = rows.iter().map(|&r| &sh.params[r]).collect();
    let n = close.len();
    // Allocated per sweep: glibc hands the same memory back from one sweep
    // to the next (0 page faults per sweep after the first, measured), and
    // keeping it per thread measured no faster.
    let mut scratch = Scratch::<L>::new(extra);
    let mut closes: Rows<L> = vec![[0.0; L]; raw_back + PERIOD];
    // Per combo and combine: the previous tile's last lane's last `extra`
    // rows, what this tile's lane 0 reads before its row 0.
    let mut carries = vec![[vec![f64::NAN; extra], vec![f64::NAN; extra]]; params.len()];
    let mut raws = bound::Raws::new(grid);
    let bounds: Vec<Vec<f64>> = params
        .iter()
        .map(|p| {
            let (a, b) = bound::lines(&mut raws, p);
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
    let groups = pairs(&params);
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
        let first = |p: &Params| {
            [
                first_line(len(p.s), &[p.n, p.h]),
                first_line(len(p.p), &[p.p3, p.p2, p.p]),
            ]
            .map(&in_tile)
        };
        for group in &groups {
            let combos: &[usize] = match group {
                Group::One(c) => {
                    let p = params[*c];
                    let carry = &mut carries[*c];
                    let Scratch { combines, gaps, .. } = &mut scratch;
                    tile.lines(p, first(p), &in_tile, carry, combines, gaps);
                    std::slice::from_ref(c)
                }
                Group::Pair(pair) => {
                    let [c, d] = *pair;
                    let [cc, cd] = carries.get_disjoint_mut([c, d]).expect("two combos");
                    let (p, q) = (params[c], params[d]);
                    let firsts = [first(p), first(q)];
                    let Scratch { combines, gaps, .. } = &mut scratch;
                    tile.pair([p, q], firsts, &in_tile, [cc, cd], combines, gaps);
                    pair
                }
            };
            for (g, &c) in combos.iter().enumerate() {
                let p = params[c];
                patch(
                    &mut scratch,
                    g,
                    grid,
                    &bounds[c],
                    &lane_period,
                    tile_start,
                    n,
                    |i| exact.lines(p, i),
                );
                trade(&mut scratch, g, &mut trading[c], close, tile_start, n);
            }
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

/// The gap `gaps[g]` replaced by kernel-safe's HMA3 − HMA (from
/// `exact(bar)`: its two lines) wherever the lines are within their bound
/// of each other. Lanes inside one period: every
/// row of lanes on flat slices against the widest such lane's bound, each
/// candidate then against its own lane's; the others (a cut inside, no
/// bound, the series' end) bar by bar against each period's bound.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn patch<const L: usize>(
    scratch: &mut Scratch<L>,
    g: usize,
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
    // Candidates against the widest band, on flat slices (a per-lane band
    // there made LLVM vectorise across rows, with gathers); each then
    // against its own lane's.
    let widest = band.iter().copied().fold(-1.0, f64::max);
    let Scratch { gaps, flags, .. } = scratch;
    let gap = &mut gaps[g];
    for (near, g) in flags.iter_mut().zip(gap.as_flattened()) {
        *near = u8::from(g.abs() <= widest);
    }
    // Lanes without a band (a cut inside, no finite bound, past the end:
    // equal lines there, every bar a candidate dropped one call at a time)
    // are cleared before the scan; the loop below decides those with bars.
    if band.iter().any(|&x| x < 0.0) {
        let keep: [u8; L] = std::array::from_fn(|k| u8::from(band[k] >= 0.0));
        for row in flags.chunks_exact_mut(L) {
            for k in 0..L {
                row[k] &= keep[k];
            }
        }
    }
    for_each_flag(flags, |i| {
        let (r, k) = (i / L, i % L);
        if gap[r][k].abs() <= band[k] {
            let (x, y) = exact(tile_start + k * PERIOD + r);
            gap[r][k] = y - x;
        }
    });
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
                if bound[q] == f64::INFINITY || gap[r][k].abs() <= bound[q] {
                    let (x, y) = exact(i);
                    gap[r][k] = y - x;
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
    g: usize,
    state: &mut Trading,
    close: &[f64],
    tile_start: usize,
    n: usize,
) {
    let Scratch {
        gaps,
        side,
        crossings,
        ..
    } = scratch;
    let gap = &gaps[g];
    // HMA3 above HMA, below, or neither (equal, or a NaN): the sign of
    // their difference, which is 0 only where they are equal.
    for (s, g) in side.as_flattened_mut().iter_mut().zip(gap.as_flattened()) {
        *s = i8::from(*g > 0.0) - i8::from(*g < 0.0);
    }
    // Row 0 follows the previous lane's last row; lane 0, the previous
    // tile's last bar.
    let before: [i8; L] = std::array::from_fn(|k| {
        if k == 0 {
            state.side
        } else {
            side[PERIOD - 1][k - 1]
        }
    });
    let crossings: &mut [Bits; L] = (&mut crossings[..]).try_into().expect("L lanes");
    lane_bits(side, before, crossings);
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
                let signal = i64::from(side[r][k]);
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
    state.side = side[PERIOD - 1][L - 1];
}

/// `f(i)` for every `i` where `flags[i]` is 1, in order. Flags are rare
/// (near ties), so the scan reads eight at a time and skips
/// zero words; computing them is a flat loop LLVM vectorises along the
/// rows, where or-ing compare results into a lane mask row by row
/// compiled to more shuffling than comparing.
#[inline(always)]
fn for_each_flag(flags: &[u8], mut f: impl FnMut(usize)) {
    let words = flags.chunks_exact(8);
    let tail = words.remainder();
    for (w, word) in words.enumerate() {
        let mut bits = u64::from_le_bytes(word.try_into().expect("8 bytes"));
        while bits != 0 {
            let byte = bits.trailing_zeros() as usize / 8;
            bits &= bits - 1;
            f(8 * w + byte);
        }
    }
    let from = flags.len() - tail.len();
    for (i, &flag) in tail.iter().enumerate() {
        if flag != 0 {
            f(from + i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel_spec::dataset::chacha_gbm;

    #[test]
    fn every_flag_is_visited_once_in_order() {
        for len in [0, 1, 7, 8, 9, 13, 16, 64] {
            let set: Vec<usize> = (0..len).filter(|i| i % 3 == 0 || i % 8 == 7).collect();
            let mut flags = vec![0u8; len];
            for &i in &set {
                flags[i] = 1;
            }
            let mut seen = Vec::new();
            for_each_flag(&flags, |i| seen.push(i));
            assert_eq!(seen, set, "{len} flags");
        }
    }

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

    /// Lanes with different bounds: a gap inside the widest lane's bound but
    /// outside its own lane's is not a near tie; inside its own, it is.
    #[test]
    fn a_candidate_is_held_to_its_own_lanes_bound() {
        const L: usize = 16;
        let close = chacha_gbm(9, L * PERIOD, 0.001);
        let grid = Grid::adaptive(&close, 10);
        assert_eq!(grid.len(), L, "one period per lane");
        let bound: Vec<f64> = (0..L).map(|q| if q == 0 { 1.0 } else { 0.1 }).collect();
        let lane_period: [Option<usize>; L] = std::array::from_fn(Some);
        let mut scratch = Scratch::<L>::new(0);
        for r in 0..PERIOD {
            scratch.gaps[0][r] = [5.0; L];
        }
        scratch.gaps[0][3][0] = 0.5; // within lane 0's bound (1.0)
        scratch.gaps[0][3][1] = 0.5; // within the widest, not lane 1's (0.1)
        scratch.gaps[0][4][1] = 0.05; // within lane 1's
        scratch.gaps[0][5][2] = -0.1; // exactly lane 2's bound: within
        let mut asked = Vec::new();
        patch(
            &mut scratch,
            0,
            &grid,
            &bound,
            &lane_period,
            0,
            L * PERIOD,
            |i| {
                asked.push(i);
                (-1.0, -2.5)
            },
        );
        assert_eq!(asked, [3, 4 + PERIOD, 5 + 2 * PERIOD]);
        assert_eq!(scratch.gaps[0][3][0], -1.5, "kernel-safe's HMA3 − HMA");
        assert_eq!(scratch.gaps[0][3][1], 0.5);
        assert_eq!(scratch.gaps[0][4][1], -1.5);
    }
}
