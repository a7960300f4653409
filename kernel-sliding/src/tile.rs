//! A combo's lines on one tile of `sliding-simd`'s sweep ([`crate::blocked`]):
//! its raw windows' WMAs of the close written into its two combines as the
//! rows come, then both lines' WMAs, kept as their difference — for one
//! combo, or for a [`Group::Pair`] of combos alike but for `n` and `s`,
//! which share every raw window but `n` and the HMA3 line. Each pass
//! steps several series at once ([`crate::lanes`]) and hands over their
//! weighted sums; the combines are kernel-safe's, in its order, with each
//! WMA's output multiply fused into the operation that reads it.

use crate::crossings::MaskRows;
use crate::lanes::{Anchor, Rows, Series, Store, wma_rows};
use crate::len;
use crate::sides::{Decide, MAX_LANES, Mask};
use crate::wma::PERIOD;
use kernel_spec::Params;
use std::collections::HashMap;

/// What a combo's lines read on one tile, and the path their sides are
/// decided on.
pub(crate) struct Tile<'a, const L: usize, D> {
    /// The close, with `raw_back` rows before each lane.
    pub closes: &'a [[f64; L]],
    pub raw_back: usize,
    /// Rows before each lane that the second-level windows read.
    pub extra: usize,
    pub cuts: &'a [Anchor],
    pub decide: D,
}

impl<const L: usize, D: Decide> Tile<'_, L, D> {
    /// The raw WMA over `l` of the close (`first`: its first output, if in
    /// this tile off row 0).
    #[inline(always)]
    fn raw(&self, l: usize, first: Option<Anchor>) -> Series<'_, L> {
        Series {
            input: self.closes,
            lookback: self.raw_back,
            l,
            first,
        }
    }

    /// A combine's rows before each lane (`extra` of them): the previous
    /// lane's last rows, lane 0's from the previous tile (`carry`, then
    /// replaced by this tile's last lane's).
    #[inline(always)]
    fn heads(&self, combine: &mut [[f64; L]], carry: &mut [f64]) {
        let extra = self.extra;
        let (head, tail) = combine.split_at_mut(extra);
        for (j, row) in head.iter_mut().enumerate() {
            // By reference: a copy went through the stack, and the shifted
            // read of it missed store forwarding.
            let from = &tail[PERIOD - extra + j];
            row[0] = carry[j];
            row[1..].copy_from_slice(&from[..L - 1]);
        }
        for (j, v) in carry.iter_mut().enumerate() {
            *v = tail[PERIOD - extra + j][L - 1];
        }
    }

    /// Combo `p`'s raw windows, both combines (into `combines`), and their
    /// WMAs' difference into `out`, with its sides and near ties against
    /// its band (`first`: each line's first output, if
    /// in this tile; `in_tile`: a bar's anchor, if in this tile; `carry`:
    /// the combo's two combines' rows from the previous tile), in two
    /// passes ([`crate::lanes`]): every raw window into both combines,
    /// then both lines.
    #[inline(always)]
    pub(crate) fn lines(
        &self,
        p: &Params,
        first: [Option<Anchor>; 2],
        in_tile: &impl Fn(usize) -> Option<Anchor>,
        carry: &mut [Vec<f64>; 2],
        combines: &mut [Rows<L>; 3],
        out: &mut Out<L>,
    ) {
        let (extra, cuts) = (self.extra, self.cuts);
        let raw = |l: usize| self.raw(l, in_tile(l - 1));
        let [hma, hma3, _] = combines;
        let (hl, nl) = (len(p.h), len(p.n));
        let (p3, p2, pl) = (len(p.p3), len(p.p2), len(p.p));
        let (into_hma, into_hma3) = (&mut hma[extra..], &mut hma3[extra..]);
        if p.p == p.h {
            let raws = [raw(hl), raw(nl), raw(p3), raw(p2)];
            wma_rows(&raws, PERIOD, cuts, Combines(into_hma, into_hma3));
        } else {
            let raws = [raw(hl), raw(nl), raw(p3), raw(p2), raw(pl)];
            wma_rows(&raws, PERIOD, cuts, Combines(into_hma, into_hma3));
        }
        self.heads(hma, &mut carry[0]);
        self.heads(hma3, &mut carry[1]);
        let line = |input, l, first| Series {
            input,
            lookback: extra,
            l,
            first,
        };
        let lines = [
            line(&hma[..], len(p.s), first[0]),
            line(&hma3[..], pl, first[1]),
        ];
        wma_rows(&lines, PERIOD, cuts, Gap(out.rows(self.decide)));
    }

    /// [`Tile::lines`] for a [`Group::Pair`]: both combos' raw windows in one pass
    /// (`h`, `p3`, `p2` and `p` once), HMA3's combine and line once, each
    /// combo's HMA; each combo's gap into `outs`, in the pair's order.
    #[inline(always)]
    pub(crate) fn pair(
        &self,
        [p, q]: [&Params; 2],
        first: [[Option<Anchor>; 2]; 2],
        in_tile: &impl Fn(usize) -> Option<Anchor>,
        [carry, carry_q]: [&mut [Vec<f64>; 2]; 2],
        combines: &mut [Rows<L>; 3],
        outs: &mut [Out<L>; 2],
    ) {
        debug_assert!(
            (p.h, p.p, p.p3, p.p2) == (q.h, q.p, q.p3, q.p2),
            "a pair shares h, p, p3 and p2"
        );
        let (extra, cuts) = (self.extra, self.cuts);
        let raw = |l: usize| self.raw(l, in_tile(l - 1));
        let [hma, hma3, hma_q] = combines;
        let (hl, nl, nq) = (len(p.h), len(p.n), len(q.n));
        let (p3, p2, pl) = (len(p.p3), len(p.p2), len(p.p));
        let into = Combines3(&mut hma[extra..], &mut hma_q[extra..], &mut hma3[extra..]);
        if p.p == p.h {
            let raws = [raw(hl), raw(nl), raw(nq), raw(p3), raw(p2)];
            wma_rows(&raws, PERIOD, cuts, into);
        } else {
            let raws = [raw(hl), raw(nl), raw(nq), raw(p3), raw(p2), raw(pl)];
            wma_rows(&raws, PERIOD, cuts, into);
        }
        self.heads(hma, &mut carry[0]);
        self.heads(hma_q, &mut carry_q[0]);
        self.heads(hma3, &mut carry[1]);
        // The pair's HMA3 is one combine; its carry is the same for both
        // combos (kept in both, so each combo's state is whole on its own).
        carry_q[1].copy_from_slice(&carry[1]);
        let line = |input, l, first| Series {
            input,
            lookback: extra,
            l,
            first,
        };
        let lines = [
            line(&hma[..], len(p.s), first[0][0]),
            line(&hma_q[..], len(q.s), first[1][0]),
            line(&hma3[..], pl, first[0][1]),
        ];
        let [out, out_q] = outs;
        wma_rows(
            &lines,
            PERIOD,
            cuts,
            Gaps(out.rows(self.decide), out_q.rows(self.decide)),
        );
    }
}

/// Combos whose lines are swept together on a tile.
pub(crate) enum Group {
    One(usize),
    /// Two combos with the same `h`, `p`, `p3` and `p2`: the same raw
    /// windows but `n`, and the same HMA3.
    Pair([usize; 2]),
}

/// The combos (indices into `params`) grouped: each with the first later
/// one alike in everything but `n` and `s`, if any, else alone; in the
/// order of each group's first combo.
pub(crate) fn pairs(params: &[&Params]) -> Vec<Group> {
    let mut groups = Vec::with_capacity(params.len());
    // A combo still alone, by what a mate must share: (its group, itself).
    let mut alone = HashMap::new();
    for (c, p) in params.iter().enumerate() {
        match alone.remove(&(p.h, p.p, p.p3, p.p2)) {
            Some((g, first)) => groups[g] = Group::Pair([first, c]),
            None => {
                alone.insert((p.h, p.p, p.p3, p.p2), (groups.len(), c));
                groups.push(Group::One(c));
            }
        }
    }
    groups
}

/// What a group costs to sweep, in series-passes of a tile: a combo's six
/// series (or seven), and about three for its near-tie test, sides and
/// event loop (the profile's shares); a pair shares `h`, `p3`, `p2` and
/// its HMA3.
pub(crate) fn cost(group: &Group) -> usize {
    match group {
        Group::One(_) => 9,
        Group::Pair(_) => 16,
    }
}

/// Both combines from the raw windows: HMA's `2·h − n` and HMA3's
/// `(3·p3 − p2) − p`, `p` being `h` where the two are equal.
struct Combines<'a, const L: usize>(&'a mut [[f64; L]], &'a mut [[f64; L]]);

/// The two lines' distance, HMA3 − HMA, into a combo's [`Out`].
struct Gap<'a, const L: usize, D>(OutRows<'a, L, D>);

/// A [`Group::Pair`]'s combines: its two HMAs' and its HMA3's.
struct Combines3<'a, const L: usize>(&'a mut [[f64; L]], &'a mut [[f64; L]], &'a mut [[f64; L]]);

/// A [`Group::Pair`]'s two gaps, from its two HMA lines and its HMA3 line,
/// into each combo's [`Out`].
struct Gaps<'a, const L: usize, D>(OutRows<'a, L, D>, OutRows<'a, L, D>);

impl<const L: usize> Store<L, 5> for Combines3<'_, L> {
    #[inline(always)]
    fn row(&mut self, r: usize, [h, n, nq, p3, p2]: &[[f64; L]; 5], i: &[f64; 5]) {
        let [a, b] = combines([h, n, p3, p2, h], [i[0], i[1], i[3], i[4], i[0]]);
        let aq = hma(h, nq, i[0], i[2]);
        (self.0[r], self.1[r], self.2[r]) = (a, aq, b);
    }
}

impl<const L: usize> Store<L, 6> for Combines3<'_, L> {
    #[inline(always)]
    fn row(&mut self, r: usize, [h, n, nq, p3, p2, p]: &[[f64; L]; 6], i: &[f64; 6]) {
        let [a, b] = combines([h, n, p3, p2, p], [i[0], i[1], i[3], i[4], i[5]]);
        let aq = hma(h, nq, i[0], i[2]);
        (self.0[r], self.1[r], self.2[r]) = (a, aq, b);
    }
}

impl<const L: usize, D: Decide> Store<L, 3> for Gaps<'_, L, D> {
    #[inline(always)]
    fn row(&mut self, r: usize, [a, aq, b]: &[[f64; L]; 3], i: &[f64; 3]) {
        self.0.put(r, &difference(b, i[2], a, i[0]));
        self.1.put(r, &difference(b, i[2], aq, i[1]));
    }
}

impl<const L: usize> Store<L, 4> for Combines<'_, L> {
    #[inline(always)]
    fn row(&mut self, r: usize, [h, n, p3, p2]: &[[f64; L]; 4], i: &[f64; 4]) {
        let [a, b] = combines([h, n, p3, p2, h], [i[0], i[1], i[2], i[3], i[0]]);
        (self.0[r], self.1[r]) = (a, b);
    }
}

impl<const L: usize> Store<L, 5> for Combines<'_, L> {
    #[inline(always)]
    fn row(&mut self, r: usize, [h, n, p3, p2, p]: &[[f64; L]; 5], i: &[f64; 5]) {
        let [a, b] = combines([h, n, p3, p2, p], *i);
        (self.0[r], self.1[r]) = (a, b);
    }
}

/// HMA's combine `2·h − n` from the raw windows' weighted sums and their
/// inverses: `n`'s WMA rounded, `h`'s multiply fused into the subtraction
/// (`2·i_h` is exact).
#[inline(always)]
fn hma<const L: usize>(h: &[f64; L], n: &[f64; L], ih: f64, i_n: f64) -> [f64; L] {
    let two_ih = 2.0 * ih;
    let mut a = [0.0; L];
    for k in 0..L {
        a[k] = h[k].mul_add(two_ih, -(n[k] * i_n));
    }
    a
}

/// Both combines from the raw windows' weighted sums `[h, n, p3, p2, p]`
/// and their inverses: kernel-safe's `2·h − n` and `(3·p3 − p2) − p` in
/// its order, with the WMAs' output multiplies of `h`, `p3` and `p`
/// fused into the operation that reads them (fewer operations on a pass
/// bound by the FP ports, and fewer roundings: every one left is one
/// [`crate::bound`] counts).
#[inline(always)]
fn combines<const L: usize>(
    [h, n, p3, p2, p]: [&[f64; L]; 5],
    [ih, i_n, i3, i2, ip]: [f64; 5],
) -> [[f64; L]; 2] {
    let three_i3 = 3.0 * i3;
    let mut b = [0.0; L];
    for k in 0..L {
        let t = p3[k].mul_add(three_i3, -(p2[k] * i2));
        b[k] = (-p[k]).mul_add(ip, t);
    }
    [hma(h, n, ih, i_n), b]
}

impl<const L: usize, D: Decide> Store<L, 2> for Gap<'_, L, D> {
    #[inline(always)]
    fn row(&mut self, r: usize, [a, b]: &[[f64; L]; 2], i: &[f64; 2]) {
        self.0.put(r, &difference(b, i[1], a, i[0]));
    }
}

/// `b − a` lane by lane, each line's WMA from its weighted sum and
/// inverse, `b`'s multiply fused into the subtraction.
#[inline(always)]
fn difference<const L: usize>(b: &[f64; L], ib: f64, a: &[f64; L], ia: f64) -> [f64; L] {
    let mut gap = [0.0; L];
    for k in 0..L {
        gap[k] = b[k].mul_add(ib, -(a[k] * ia));
    }
    gap
}

/// What one combo's lines give on a tile, row by row as they come: their
/// distance HMA3 − HMA (nothing reads either line alone, so neither is
/// stored), its sign as two row masks — the event loop's side — and
/// whether it is within the lane's band, a near tie ([`crate::sides`]).
/// Deciding side and near tie on the row while it is in registers, rather
/// than in passes over the stored gaps afterwards, measured faster
/// (paired and interleaved; the commit that fused them states the runs).
pub(crate) struct Out<const L: usize> {
    pub gap: Rows<L>,
    /// Per row, the lanes where HMA3 is above HMA (side 1).
    pub up: MaskRows,
    /// Per row, the lanes where HMA3 is below HMA (side −1); a lane in
    /// neither has side 0 (equal lines, or a NaN).
    pub down: MaskRows,
    /// Per row, the lanes where `|gap|` is within the lane's band: a
    /// candidate near tie.
    pub near: MaskRows,
    /// Per lane, the bound on this tile within which the lines' order is
    /// decided exactly (negative: none; such a lane is decided bar by bar).
    pub band: [f64; L],
}

impl<const L: usize> Out<L> {
    pub(crate) fn new() -> Self {
        const { assert!(L <= MAX_LANES) };
        Out {
            gap: Rows::filled(0.0, PERIOD),
            up: MaskRows::new(),
            down: MaskRows::new(),
            near: MaskRows::new(),
            band: [-1.0; L],
        }
    }

    /// Its rows as slices, for a pass to write with `decide`'s path:
    /// through `Out` itself, each row reloaded the buffers' addresses and
    /// re-cut the aligned gap rows (the lines' pass measured slower).
    #[inline(always)]
    pub(crate) fn rows<D: Decide>(&mut self, decide: D) -> OutRows<'_, L, D> {
        OutRows {
            gap: &mut self.gap,
            up: &mut self.up,
            down: &mut self.down,
            near: &mut self.near,
            band: self.band,
            decide,
        }
    }

    /// Lane `k` of row `r` set to `gap` and its side.
    #[inline(always)]
    pub(crate) fn set(&mut self, r: usize, k: usize, gap: f64) {
        let bit = 1 << k;
        self.gap[r][k] = gap;
        self.up[r] = (self.up[r] & !bit) | if gap > 0.0 { bit } else { 0 };
        self.down[r] = (self.down[r] & !bit) | if gap < 0.0 { bit } else { 0 };
    }

    /// Lane `k`'s side on row `r`.
    #[inline(always)]
    pub(crate) fn side(&self, r: usize, k: usize) -> i8 {
        i8::from(self.up[r] >> k & 1 == 1) - i8::from(self.down[r] >> k & 1 == 1)
    }
}

/// An [`Out`]'s rows, cut once for a pass.
pub(crate) struct OutRows<'a, const L: usize, D> {
    gap: &'a mut [[f64; L]],
    up: &'a mut [Mask],
    down: &'a mut [Mask],
    near: &'a mut [Mask],
    band: [f64; L],
    decide: D,
}

impl<const L: usize, D: Decide> OutRows<'_, L, D> {
    /// Row `r`'s gap, its side and its near ties against each lane's band.
    #[inline(always)]
    pub(crate) fn put(&mut self, r: usize, gap: &[f64; L]) {
        let [up, down, near] = self.decide.masks(gap, &self.band);
        self.gap[r] = *gap;
        (self.up[r], self.down[r], self.near[r]) = (up, down, near);
    }
}
