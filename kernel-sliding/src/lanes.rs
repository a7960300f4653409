//! The WMA recurrence on rows of lanes, for `sliding-simd`'s tiles
//! ([`crate::blocked`]): several series in one pass over the rows.
//!
//! A pass steps `M` series (each its own window over its own input) row
//! by row, and hands each row of all `M` to a [`Store`], where combines
//! happen. One series per pass left the add ports half idle: each row's
//! step is two short dependency chains per vector, and the loads, stores
//! and loop overhead of one series did not hide them; `M` series in one
//! loop give the core independent chains and share the row's overhead
//! (the paired measurement is in the commit that fused them). Every lane
//! of every series does [`crate::wma`]'s operations in its order and
//! anchors where it anchors, so a series' bits (its weighted sums: the
//! WMA's multiply is the store's) do not depend on which others share its
//! pass.

use crate::wma::denominator;

/// Rows of `L` lanes (physical row `lookback + r` holds row `r`), the first
/// on a 64-byte boundary: a row of 16 lanes is two cache lines, and where
/// the allocator placed it 16 or 48 bytes past one, every vector load and
/// store of the sweep was split across two lines (the raw windows' pass
/// measured faster on aligned rows; the commit states the runs).
pub(crate) struct Rows<const L: usize> {
    buf: Vec<f64>,
    start: usize,
    rows: usize,
}

impl<const L: usize> Rows<L> {
    /// `rows` rows of `value`.
    pub(crate) fn filled(value: f64, rows: usize) -> Self {
        const LINE: usize = 64 / std::mem::size_of::<f64>();
        let buf = vec![value; rows * L + LINE - 1];
        // `align_offset` may decline (usize::MAX); the rows are then only
        // as aligned as an f64, which costs time, not correctness.
        let start = buf.as_ptr().align_offset(64);
        let start = if start < LINE { start } else { 0 };
        Rows { buf, start, rows }
    }
}

impl<const L: usize> std::ops::Deref for Rows<L> {
    type Target = [[f64; L]];

    fn deref(&self) -> &[[f64; L]] {
        self.buf[self.start..][..self.rows * L].as_chunks().0
    }
}

impl<const L: usize> std::ops::DerefMut for Rows<L> {
    fn deref_mut(&mut self) -> &mut [[f64; L]] {
        self.buf[self.start..][..self.rows * L].as_chunks_mut().0
    }
}

/// An anchor off row 0: (row, lane), sorted by row.
pub(crate) type Anchor = (usize, usize);

/// One WMA a pass computes: over `l` rows of `input` (row `r` at physical
/// row `lookback + r`, `lookback ≥ l − 1`), with its first output `first`
/// if that falls in this tile off row 0.
#[derive(Clone, Copy)]
pub(crate) struct Series<'a, const L: usize> {
    pub input: &'a [[f64; L]],
    pub lookback: usize,
    pub l: usize,
    pub first: Option<Anchor>,
}

impl<const L: usize> Series<'_, L> {
    #[inline(always)]
    fn at(&self, r: usize) -> &[f64; L] {
        &self.input[self.lookback + r]
    }

    /// kernel-safe's window sums at row `r` on every lane, in its order.
    #[inline(always)]
    fn anchor_all(&self, r: usize) -> ([f64; L], [f64; L]) {
        let end = self.lookback + r;
        let (mut w, mut s) = ([0.0; L], [0.0; L]);
        for (j, x) in self.input[end + 1 - self.l..=end].iter().enumerate() {
            let weight = (j + 1) as f64;
            for k in 0..L {
                w[k] += weight * x[k];
                s[k] += x[k];
            }
        }
        (w, s)
    }

    /// As [`Series::anchor_all`], for lane `k` alone.
    #[inline(always)]
    fn anchor_lane(&self, r: usize, k: usize) -> (f64, f64) {
        let end = self.lookback + r;
        let (mut w, mut s) = (0.0, 0.0);
        for (j, x) in self.input[end + 1 - self.l..=end].iter().enumerate() {
            w += (j + 1) as f64 * x[k];
            s += x[k];
        }
        (w, s)
    }
}

/// Where a pass's rows go, one row of every series at a time: a combine
/// or a gap. A series' WMA is its weighted sum `w` times `inverse`
/// (`1 / denominator`; 1 for a window of one, whose `w` is kernel-safe's
/// `0 + x`); the pass hands over `w` and leaves the multiply to the store,
/// which fuses it into the combine's own operations (an FMA: the product
/// is not rounded; [`crate::bound`] counts what is). A trait rather than
/// a closure so the row loop inlines it. A store builds each row in a
/// local array and writes it out whole: writing into tiles lane by lane,
/// through references LLVM could not tell apart, did the row in scalar
/// code, the recurrence's output with it (the sweep measured ~20% faster
/// without that).
pub(crate) trait Store<const L: usize, const M: usize> {
    fn row(&mut self, r: usize, w: &[[f64; L]; M], inverse: &[f64; M]);
}

impl<const L: usize, const M: usize, S: Store<L, M>> Store<L, M> for &mut S {
    #[inline(always)]
    fn row(&mut self, r: usize, w: &[[f64; L]; M], inverse: &[f64; M]) {
        (**self).row(r, w, inverse);
    }
}

/// One row of every series, kept (an anchor's row, before its lanes are
/// re-summed).
struct Keep<'a, const L: usize, const M: usize>(&'a mut [[f64; L]; M]);

impl<const L: usize, const M: usize> Store<L, M> for Keep<'_, L, M> {
    #[inline(always)]
    fn row(&mut self, _r: usize, w: &[[f64; L]; M], _inverse: &[f64; M]) {
        *self.0 = *w;
    }
}

/// Running sums of `M` series on `L` lanes: weighted, plain.
type State<const L: usize, const M: usize> = ([[f64; L]; M], [[f64; L]; M]);

/// The WMAs of `series` for rows `0..rows`, each row's weighted sums
/// handed to `store` once ([`Store`]): every lane anchored at row 0, then
/// the recurrence, with `anchors` (the grid's, every series alike) and
/// each series' `first` re-anchoring their lane alone. A window of one is
/// kernel-safe's `0 + 1·x` at every row (`wma::wma_into`), never anchored.
#[inline(always)]
pub(crate) fn wma_rows<const L: usize, const M: usize>(
    series: &[Series<'_, L>; M],
    rows: usize,
    anchors: &[Anchor],
    mut store: impl Store<L, M>,
) {
    let mut state: State<L, M> = ([[0.0; L]; M], [[0.0; L]; M]);
    let mut row = [[0.0; L]; M];
    let inverse = inverses(series);
    for (m, sm) in series.iter().enumerate() {
        if sm.l == 1 {
            row[m] = plus_zero(sm.at(0));
            continue;
        }
        (state.0[m], state.1[m]) = sm.anchor_all(0);
        row[m] = state.0[m];
    }
    store.row(0, &row, &inverse);
    // Rows run in stretches between anchors off row 0, the state passed
    // by value: inside a stretch it lives in registers (indexed by a
    // run-time lane, as a re-anchor does, it would live on the stack, and
    // every row would wait on a store and a load).
    let (mut from, mut next) = (1, 0);
    while from < rows {
        while next < anchors.len() && anchors[next].0 < from {
            next += 1;
        }
        let firsts = series.iter().filter_map(|s| s.first.map(|f| f.0));
        let stop = anchors
            .get(next)
            .map(|a| a.0)
            .into_iter()
            .chain(firsts.filter(|&r| r >= from))
            .min()
            .unwrap_or(rows)
            .min(rows);
        state = steps(series, from..stop, state, &mut store);
        if stop >= rows {
            break;
        }
        // The anchor's row: every lane steps through it, the anchored
        // lanes are then re-summed, and the row is stored once.
        let mut row = [[0.0; L]; M];
        state = steps(series, stop..stop + 1, state, Keep(&mut row));
        let cuts = anchors[next..].iter().take_while(|a| a.0 == stop);
        for (m, sm) in series.iter().enumerate() {
            if sm.l == 1 {
                continue;
            }
            let own = sm.first.filter(|f| f.0 == stop);
            for (r, k) in cuts.clone().copied().chain(own) {
                let (w, s) = sm.anchor_lane(r, k);
                (state.0[m][k], state.1[m][k]) = (w, s);
                row[m][k] = w;
            }
        }
        store.row(stop, &row, &inverse);
        from = stop + 1;
    }
}

/// Each series' `1 / denominator`, its WMA's factor on its weighted sum
/// (1 for a window of one).
#[inline(always)]
fn inverses<const L: usize, const M: usize>(series: &[Series<'_, L>; M]) -> [f64; M] {
    series.map(|sm| {
        if sm.l == 1 {
            1.0
        } else {
            1.0 / denominator(sm.l)
        }
    })
}

/// kernel-safe's WMA over a window of one: `0 + 1·x`.
#[inline(always)]
fn plus_zero<const L: usize>(x: &[f64; L]) -> [f64; L] {
    let mut row = [0.0; L];
    for k in 0..L {
        row[k] = 0.0 + x[k];
    }
    row
}

/// The recurrence on every lane of every series for `rows`, from `state`.
#[inline(always)]
fn steps<const L: usize, const M: usize>(
    series: &[Series<'_, L>; M],
    rows: std::ops::Range<usize>,
    state: State<L, M>,
    store: impl Store<L, M>,
) -> State<L, M> {
    // A window of one is not a recurrence; kept out of the common loop, a
    // per-series branch there made LLVM do the rows in scalar code.
    if series.iter().any(|sm| sm.l == 1) {
        steps_with_ones(series, rows, state, store)
    } else {
        recurrences(series, rows, state, store)
    }
}

/// [`steps`] where no window is one.
#[inline(always)]
fn recurrences<const L: usize, const M: usize>(
    series: &[Series<'_, L>; M],
    rows: std::ops::Range<usize>,
    (mut w, mut s): State<L, M>,
    mut store: impl Store<L, M>,
) -> State<L, M> {
    let lf = series.map(|sm| sm.l as f64);
    let inverse = inverses(series);
    // Each series' entering and leaving rows cut once, to the stretch's
    // length: indexed in the loop, every row of every series was an
    // address recomputed from the series' fields.
    let (from, count) = (rows.start, rows.len());
    let entering = series.map(|sm| &sm.input[sm.lookback + from..][..count]);
    let leaving = series.map(|sm| &sm.input[sm.lookback + from - sm.l..][..count]);
    for i in 0..count {
        for m in 0..M {
            // SAFETY: `i < count`, and every slice in `entering` and
            // `leaving` is `count` rows long (cut with `[..count]` above,
            // which panics otherwise). Benefit: LLVM did not carry the
            // lengths into the loop and checked both indices of every series
            // on every row, a compare and a branch each on the ports the
            // vector arithmetic needs; the sweep measured faster without
            // them (paper, Intel Xeon; the commit states the runs).
            let (x, old) = unsafe { (entering[m].get_unchecked(i), leaving[m].get_unchecked(i)) };
            step(&mut w[m], &mut s[m], lf[m], x, old);
        }
        // The store gets a copy: handed the live state by reference, LLVM
        // kept one series' state in the frame and rebuilt it for the store
        // from overlapping loads every row, each waiting on a failed store
        // forward (the sweep measured slower: paper, Intel Xeon,
        // alternating rounds; commit 2460df9 states the runs). The copy
        // means nothing to the language, only to this codegen
        // (`vpermt2pd` and `vinsertf32x4` reading the stack in the lines'
        // pass of a pair).
        let row = w;
        store.row(from + i, &row, &inverse);
    }
    (w, s)
}

/// [`steps`] where some window is one (none in the paper grid's
/// passes but the smallest combos').
#[inline(always)]
fn steps_with_ones<const L: usize, const M: usize>(
    series: &[Series<'_, L>; M],
    rows: std::ops::Range<usize>,
    (mut w, mut s): State<L, M>,
    mut store: impl Store<L, M>,
) -> State<L, M> {
    let inverse = inverses(series);
    for r in rows {
        let mut o = [[0.0; L]; M];
        for m in 0..M {
            let sm = &series[m];
            let x = sm.at(r);
            if sm.l == 1 {
                o[m] = plus_zero(x);
                continue;
            }
            let old = &sm.input[sm.lookback + r - sm.l];
            step(&mut w[m], &mut s[m], sm.l as f64, x, old);
            o[m] = w[m];
        }
        store.row(r, &o, &inverse);
    }
    (w, s)
}

/// One bar on for one series' lanes ([`crate::wma`]'s step, in its
/// order, `l·x` fused into its add): `x` enters the window, `old` leaves
/// it.
#[inline(always)]
fn step<const L: usize>(w: &mut [f64; L], s: &mut [f64; L], lf: f64, x: &[f64; L], old: &[f64; L]) {
    for k in 0..L {
        w[k] = x[k].mul_add(lf, w[k]) - s[k];
        s[k] = (s[k] + x[k]) - old[k];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wma::Sums;
    use kernel_spec::dataset::chacha_gbm;

    /// Every row of every series' weighted sums, kept, and the inverses
    /// the pass hands with them.
    struct Collect<const L: usize, const M: usize>(Vec<[[f64; L]; M]>, Vec<[f64; M]>);

    impl<const L: usize, const M: usize> Store<L, M> for Collect<L, M> {
        fn row(&mut self, r: usize, w: &[[f64; L]; M], inverse: &[f64; M]) {
            assert_eq!(r, self.0.len(), "rows in order, each once");
            self.0.push(*w);
            self.1.push(*inverse);
        }
    }

    /// Rows start on a cache line, hold what they were filled with, and as
    /// many rows as asked, for widths whose rows are and are not a
    /// multiple of a line.
    #[test]
    fn rows_are_aligned_and_whole() {
        for n in [0, 1, 7, 1025] {
            let mut rows = Rows::<16>::filled(1.5, n);
            assert_eq!(rows.len(), n);
            assert!(rows.iter().flatten().all(|&v| v == 1.5));
            if n > 0 {
                assert_eq!(rows.as_ptr() as usize % 64, 0, "{n} rows");
                rows[n - 1][15] = 2.0;
                assert_eq!(rows.as_flattened()[16 * n - 1], 2.0);
            }
            let narrow = Rows::<3>::filled(f64::NAN, n);
            assert_eq!(narrow.len(), n);
            assert!(narrow.iter().flatten().all(|v| v.is_nan()));
        }
    }

    /// A series' bits do not depend on the others in its pass, and are
    /// the scalar recurrence's: three series together (a window of one
    /// among them, cuts, and a first output of one series off row 0) give
    /// each the rows it gets alone, and every lane the scalar steps'.
    #[test]
    #[allow(clippy::needless_range_loop)] // `k` names a lane: a column of rows
    fn a_pass_of_several_series_gives_each_its_bits_alone() {
        const L: usize = 4;
        let (lookback, rows) = (12, 60);
        let close = chacha_gbm(5, L * (lookback + rows), 0.02);
        let input: Vec<[f64; L]> = close
            .chunks_exact(L)
            .map(|c| c.try_into().unwrap())
            .collect();
        let anchors = [(7, 1), (7, 3), (30, 0)];
        let series = [
            Series {
                input: &input,
                lookback,
                l: 5,
                first: Some((11, 2)),
            },
            Series {
                input: &input,
                lookback,
                l: 1,
                first: Some((3, 0)),
            },
            Series {
                input: &input,
                lookback,
                l: 13,
                first: None,
            },
        ];
        let mut together = Collect(Vec::new(), Vec::new());
        wma_rows(&series, rows, &anchors, &mut together);
        assert_eq!(together.0.len(), rows);
        for (m, one) in series.iter().enumerate() {
            let mut alone = Collect(Vec::new(), Vec::new());
            wma_rows(&[*one], rows, &anchors, &mut alone);
            for (r, (t, a)) in together.0.iter().zip(&alone.0).enumerate() {
                let bits = |v: &[f64; L]| v.map(f64::to_bits);
                assert_eq!(bits(&t[m]), bits(&a[0]), "series {m}, row {r}");
            }
        }
        // Each lane's weighted sum against the scalar recurrence's
        // (`wma::Sums`, kernel-safe's sum at an anchor): anchored at row 0,
        // at the cuts, and at the series' own first output; a window of
        // one is `0 + x`, its inverse 1.
        for (m, sm) in series.iter().enumerate() {
            let inverse = if sm.l == 1 {
                1.0
            } else {
                1.0 / denominator(sm.l)
            };
            assert!(together.1.iter().all(|i| i[m] == inverse), "series {m}");
            for k in 0..L {
                let x = |r: usize| input[lookback + r][k];
                let lf = sm.l as f64;
                let mut sums = Sums::default();
                for r in 0..rows {
                    let want = if sm.l == 1 {
                        0.0 + x(r)
                    } else if r == 0 || anchors.contains(&(r, k)) || sm.first == Some((r, k)) {
                        sums = Sums::default();
                        for j in 0..sm.l {
                            sums.anchor_add((j + 1) as f64, input[lookback + r + 1 + j - sm.l][k]);
                        }
                        sums.w
                    } else {
                        sums.slide(lf, x(r), input[lookback + r - sm.l][k]);
                        sums.w
                    };
                    let got = together.0[r][m][k];
                    assert_eq!(
                        got.to_bits(),
                        want.to_bits(),
                        "series {m}, lane {k}, row {r}"
                    );
                }
            }
        }
    }
}
