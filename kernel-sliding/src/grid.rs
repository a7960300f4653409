//! The anchor grid: the bars where every series of a sweep — the raw WMAs
//! of the close, the combines' WMAs — restarts its running sums exactly.
//!
//! One grid for every series, so a line's error at a bar is a function of
//! the period it is in and the few before it ([`crate::bound`]). The grid
//! is *adaptive*: it is drawn once per sweep from the close's magnitude,
//! `local(i) = max |close[j]|` over the `span` bars ending at `i` (every bar
//! any line at `i` reads, through both levels of windows). Periods start at
//! every multiple of [`PERIOD`] (so a period is at most that long, and
//! the vector path's lanes start together), and wherever `local` leaves a
//! factor [`GROWTH`] of the range it kept since the period began — a *cut*: a spike entering the windows starts a
//! period, and so does its leaving them. A recurrence's rounding error is
//! proportional to the largest magnitude it has summed since its anchor,
//! so this keeps a spike's error inside the stretch where the spike is in
//! the windows; a price-like series never triggers it (1,024 bars move a
//! price by a few percent), and is anchored every 1,024 bars.

/// The longest stretch between two anchors: one anchor bar and this many
/// steps. Chosen by the bound: at 1,024 steps the recurrence's worst case
/// for the grid's shortest windows is ~1e-10 of the magnitude, and an
/// anchor costs one O(l) pass — under a tenth of the period's work for
/// the grid's longest windows (100).
pub const ANCHOR_EVERY: usize = 1024;

/// Bars from one anchor to the next, the anchor's own bar included.
pub(crate) const PERIOD: usize = ANCHOR_EVERY + 1;

/// How far `local` may range within one period (max ≤ GROWTH × min).
pub(crate) const GROWTH: f64 = 4.0;

#[derive(Clone, Debug, PartialEq)]
pub struct Grid {
    /// First bar of each period, ascending, from 0.
    starts: Vec<usize>,
    /// Per period: the largest `local` over its bars — every |close| any
    /// line in the period reads.
    magnitude: Vec<f64>,
    bars: usize,
}

impl Grid {
    /// The grid for `close`, whose lines read at most `span` bars back
    /// (the bar itself included).
    pub fn adaptive(close: &[f64], span: usize) -> Grid {
        let span = span.max(1);
        let mut grid = Grid {
            starts: Vec::new(),
            magnitude: Vec::new(),
            bars: close.len(),
        };
        let mut local = Vec::with_capacity(PERIOD + span);
        for start in (0..close.len()).step_by(PERIOD) {
            let end = (start + PERIOD).min(close.len());
            // Every bar the stretch's `local` reads.
            let reach = start.saturating_sub(span - 1);
            // `local` over the stretch is at most the largest |close| it
            // reads and at least the smallest in the stretch itself (each
            // window holds its own bar): within a factor GROWTH, no bar can
            // cut, and the largest is the period's magnitude. Two flat
            // reductions, where `local` bar by bar is a chain of dependent
            // maxima (the commit states the runs); a price series never
            // fails this test. The stretch's own bars are read once for
            // both.
            let (own_hi, lo) = fold_abs_max_min(&close[start..end]);
            let hi = max(fold_abs(&close[reach..start], 0.0, max), own_hi);
            if hi <= GROWTH * lo {
                grid.starts.push(start);
                grid.magnitude.push(hi);
                continue;
            }
            // A jump may cut: `local` bar by bar, from the bars it reads
            // (windows before `start` are cut off at `reach` only where the
            // series itself starts there).
            local.clear();
            sliding_max_abs(&close[reach..end], span, |v| local.push(v));
            grid.stretch(start, &local[start - reach..]);
        }
        grid
    }

    /// The periods of the regular stretch from bar `start`, whose `local`
    /// is `local`: one, unless `local` leaves a factor
    /// [`GROWTH`] of the range it kept since its period began. Where the
    /// whole stretch's range is within that factor no bar can cut, and
    /// one pass of `max` and `min` (no branch per bar) decides it; only a
    /// stretch with a jump is scanned bar by bar.
    fn stretch(&mut self, start: usize, local: &[f64]) {
        let (hi, lo) = local
            .iter()
            .fold((0.0, f64::INFINITY), |(h, l), &v| (max(h, v), min(l, v)));
        self.starts.push(start);
        if hi <= GROWTH * lo {
            self.magnitude.push(hi);
            return;
        }
        let (mut hi, mut lo) = (local[0], local[0]);
        for (j, &v) in local.iter().enumerate().skip(1) {
            let (h, l) = (max(hi, v), min(lo, v));
            if h > GROWTH * l {
                self.magnitude.push(hi);
                self.starts.push(start + j);
                (hi, lo) = (v, v);
            } else {
                (hi, lo) = (h, l);
            }
        }
        self.magnitude.push(hi);
    }

    /// Bars of the series the grid was drawn for.
    pub fn bars(&self) -> usize {
        self.bars
    }

    /// Number of periods.
    pub fn len(&self) -> usize {
        self.starts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.starts.is_empty()
    }

    /// Period `p` as `start..end`.
    pub fn period(&self, p: usize) -> (usize, usize) {
        let end = self.starts.get(p + 1).copied().unwrap_or(self.bars);
        (self.starts[p], end)
    }

    /// Every period as `start..end`, in order.
    pub fn periods(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.len()).map(|p| self.period(p))
    }

    /// The largest |close| any line in period `p` reads.
    pub fn magnitude(&self, p: usize) -> f64 {
        self.magnitude[p]
    }

    /// The period starts in `from..to` that are not multiples of
    /// [`PERIOD`]: the cuts.
    pub fn cuts_in(&self, from: usize, to: usize) -> impl Iterator<Item = usize> + '_ {
        let first = self.starts.partition_point(|&s| s < from);
        self.starts[first..]
            .iter()
            .copied()
            .take_while(move |&s| s < to)
            .filter(|s| s % PERIOD != 0)
    }

    /// The period bar `i` is in.
    pub fn period_of(&self, i: usize) -> usize {
        self.starts.partition_point(|&s| s <= i) - 1
    }
}

/// `max |x[j]|` over the `span` bars ending at each `i` (fewer at the start),
/// in O(n) by van Herk / Gil-Werman blocks.
fn sliding_max_abs(x: &[f64], span: usize, mut each: impl FnMut(f64)) {
    // van Herk / Gil-Werman: in blocks of `span` bars, the running maximum
    // from each block's start and to its end (`suffix`); a window of
    // `span` bars ending at `i` spans at most two blocks, so its maximum is
    // the previous block's `suffix` from the window's start ∨ this block's
    // running maximum. No branch on the data (a monotone deque's pops
    // mispredict on price series; commit a631877), and nothing of the
    // series' length: one block of suffixes is kept (two arrays of `n`
    // were page-faulted in on every sweep, a serial millisecond before
    // `par-sliding-simd`'s threads could start). `max` is exact, so the
    // order does not matter; the close is finite (a `Sweep` checks it).
    let mut suffix = vec![0.0_f64; span];
    for (b, block) in x.chunks(span).enumerate() {
        let mut m = 0.0_f64;
        for (k, v) in block.iter().enumerate() {
            m = max(m, v.abs());
            // The window starts at the previous block's bar k + 1 (at this
            // block's first bar when k + 1 = span: `m` alone; `m ≥ 0`, so
            // `max(m, 0)` is `m`, and the choice is a load, not a branch).
            let before = if b > 0 && k + 1 < span {
                suffix[k + 1]
            } else {
                0.0
            };
            each(max(m, before));
        }
        let mut m = 0.0_f64;
        for (v, o) in block.iter().zip(suffix.iter_mut()).rev() {
            m = max(m, v.abs());
            *o = m;
        }
    }
}

/// `f` folded over `|x|` from `init`, on eight independent accumulators
/// (one chain of `max` is a dependency per bar; eight are one vector
/// operation). `max` and `min` are exact, so the order does not matter.
#[inline(always)]
fn fold_abs(x: &[f64], init: f64, f: fn(f64, f64) -> f64) -> f64 {
    let mut acc = [init; 8];
    let chunks = x.chunks_exact(8);
    let tail = chunks.remainder();
    for chunk in chunks {
        for (a, v) in acc.iter_mut().zip(chunk) {
            *a = f(*a, v.abs());
        }
    }
    let folded = tail.iter().fold(init, |a, v| f(a, v.abs()));
    acc.into_iter().fold(folded, f)
}

/// The largest and the smallest `|x|` (0 and ∞ for no `x`), in one pass,
/// on eight independent accumulators each (see [`fold_abs`]).
#[inline(always)]
fn fold_abs_max_min(x: &[f64]) -> (f64, f64) {
    let (mut hi, mut lo) = ([0.0; 8], [f64::INFINITY; 8]);
    let chunks = x.chunks_exact(8);
    let tail = chunks.remainder();
    for chunk in chunks {
        for ((h, l), v) in hi.iter_mut().zip(&mut lo).zip(chunk) {
            *h = max(*h, v.abs());
            *l = min(*l, v.abs());
        }
    }
    let tail_hi = tail.iter().fold(0.0, |a, v| max(a, v.abs()));
    let tail_lo = tail.iter().fold(f64::INFINITY, |a, v| min(a, v.abs()));
    (
        hi.into_iter().fold(tail_hi, max),
        lo.into_iter().fold(tail_lo, min),
    )
}

/// The larger of two values that are not NaN (the close is finite, and so
/// is every `local`): one instruction, where `f64::max`'s NaN rule took
/// five on this loop's critical path.
#[inline(always)]
fn max(a: f64, b: f64) -> f64 {
    if a > b { a } else { b }
}

/// The smaller of two values that are not NaN (see [`max`]).
#[inline(always)]
fn min(a: f64, b: f64) -> f64 {
    if a < b { a } else { b }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel_spec::dataset::chacha_gbm;

    #[test]
    fn the_sliding_max_is_the_definition() {
        let x = chacha_gbm(3, 700, 0.05);
        let x: Vec<f64> = x
            .iter()
            .enumerate()
            .map(|(i, v)| if i % 7 == 0 { -v * 3.0 } else { *v })
            .collect();
        for span in [1, 2, 5, 64, 1_000] {
            let mut got = Vec::new();
            sliding_max_abs(&x, span, |v| got.push(v));
            assert_eq!(got.len(), x.len());
            for i in 0..x.len() {
                let want = x[(i + 1).saturating_sub(span)..=i]
                    .iter()
                    .fold(0.0_f64, |m, v| m.max(v.abs()));
                assert_eq!(got[i], want, "span {span}, bar {i}");
            }
        }
    }

    #[test]
    fn a_price_series_is_anchored_every_period() {
        let x = chacha_gbm(4, 10 * PERIOD + 3, 0.0008);
        let g = Grid::adaptive(&x, 200);
        assert_eq!(g.len(), 11);
        assert!(g.periods().take(10).all(|(s, e)| e - s == PERIOD));
        assert_eq!(g.period(10), (10 * PERIOD, 10 * PERIOD + 3));
        assert_eq!(g.period_of(PERIOD), 1);
        assert_eq!(g.period_of(PERIOD - 1), 0);
    }

    #[test]
    fn a_spike_starts_a_period_and_its_leaving_starts_the_next() {
        let mut x = chacha_gbm(5, 3_000, 0.001);
        x[1_500] *= 1e6;
        let span = 150;
        let g = Grid::adaptive(&x, span);
        let starts: Vec<usize> = g.periods().map(|(s, _)| s).collect();
        assert!(starts.contains(&1_500), "{starts:?}");
        assert!(starts.contains(&(1_500 + span)), "{starts:?}");
        let p = g.period_of(1_500);
        assert!(g.magnitude(p) >= x[1_500]);
        assert!(g.magnitude(p + 1) < x[1_500] / 1e5);
        assert!(g.magnitude(p - 1) < x[1_500] / 1e5);
    }

    /// The rule bar by bar, as the module states it: a period starts at
    /// every multiple of PERIOD and wherever `local` leaves a factor
    /// GROWTH of the range it kept since its period began.
    fn by_the_rule(x: &[f64], span: usize) -> (Vec<usize>, Vec<f64>) {
        let local = |i: usize| {
            x[(i + 1).saturating_sub(span)..=i]
                .iter()
                .fold(0.0_f64, |m, v| m.max(v.abs()))
        };
        let (mut starts, mut magnitude) = (Vec::new(), Vec::new());
        let (mut hi, mut lo) = (0.0_f64, 0.0_f64);
        for i in 0..x.len() {
            let v = local(i);
            let (h, l) = (hi.max(v), lo.min(v));
            if i % PERIOD == 0 || h > GROWTH * l {
                if i > 0 {
                    magnitude.push(hi);
                }
                starts.push(i);
                (hi, lo) = (v, v);
            } else {
                (hi, lo) = (h, l);
            }
        }
        if !x.is_empty() {
            magnitude.push(hi);
        }
        (starts, magnitude)
    }

    /// The grid's stretches decided by the flat reductions (a price
    /// series), by one pass of `local`'s max and min, and bar by bar all
    /// follow the rule: spikes in and out, zeros, alternating signs, a cut
    /// at a stretch's first and last bars, a short tail, windows longer
    /// than a period.
    #[test]
    fn the_grid_follows_the_rule_bar_by_bar() {
        let mut spiky = chacha_gbm(7, 4 * PERIOD + 17, 0.002);
        spiky[300] *= 1e4;
        spiky[PERIOD] *= 50.0;
        spiky[2 * PERIOD - 1] *= 1e3;
        for v in &mut spiky[3 * PERIOD..3 * PERIOD + 40] {
            *v = 0.0;
        }
        let swings: Vec<f64> = chacha_gbm(8, 3 * PERIOD, 0.3);
        let price = chacha_gbm(9, 5 * PERIOD + 100, 0.0008);
        let mut signs = chacha_gbm(10, 3 * PERIOD, 0.001);
        for (i, v) in signs.iter_mut().enumerate() {
            if i % 3 == 0 {
                *v = -*v * 4.5;
            }
        }
        let series = [
            spiky,
            swings,
            price,
            signs,
            vec![0.0; PERIOD + 3],
            vec![5.0; 2 * PERIOD],
        ];
        for x in series {
            for span in [1, 7, 150, PERIOD + 200] {
                let g = Grid::adaptive(&x, span);
                let (starts, magnitude) = by_the_rule(&x, span);
                let got: Vec<usize> = g.periods().map(|(s, _)| s).collect();
                assert_eq!(got, starts, "span {span}");
                let got: Vec<f64> = (0..g.len()).map(|p| g.magnitude(p)).collect();
                assert_eq!(got, magnitude, "span {span}");
            }
        }
    }

    #[test]
    fn periods_tile_the_series() {
        for x in [
            vec![],
            vec![1.0],
            vec![0.0; 5_000],
            chacha_gbm(6, 2_500, 0.3),
        ] {
            let g = Grid::adaptive(&x, 30);
            let mut next = 0;
            for (p, (s, e)) in g.periods().enumerate() {
                assert_eq!(s, next);
                assert!(e > s && e - s <= PERIOD);
                let want = x[s.saturating_sub(29)..e]
                    .iter()
                    .fold(0.0_f64, |m, v| m.max(v.abs()));
                assert_eq!(g.magnitude(p), want);
                next = e;
            }
            assert_eq!(next, x.len());
        }
    }
}
