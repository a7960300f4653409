//! The SIMD algorithm, written once for any [`Vector`].
//!
//! WMA is vectorised *across outputs*: a vector holds `LANES` consecutive
//! outputs, and for each k (ascending) every lane adds `(k+1)·x[i-l+1+k]` to
//! its own accumulator — exactly the scalar loop's operations in the scalar
//! loop's order, so each output is bit-identical to `kernel-safe`. `U`
//! independent accumulators (`U·LANES` outputs per block) hide the add
//! latency that makes the scalar loop a single dependency chain.
//!
//! Every function here is `#[inline(always)]` and `unsafe`: it is meant to be
//! instantiated inside a `#[target_feature]` shim of the ISA that `V` needs.

use crate::vector::Vector;
use crate::workspace::Workspace;
use kernel_spec::{COST, ComboResult, Params};

/// `out = WMA(x, l)` (NaN for the first `l-1` outputs), `weights[k] == (k+1) as f64`.
///
/// # Safety
/// The CPU must support `V`'s instruction set.
///
/// # Panics
/// If `l == 0`, `weights` is shorter than `l`, or `out.len() != x.len()`.
#[inline(always)]
pub(crate) unsafe fn wma_into<V: Vector, const U: usize>(
    x: &[f64],
    l: usize,
    weights: &[f64],
    out: &mut [f64],
) {
    // SAFETY: the caller guarantees V's ISA.
    unsafe { wma_into_then::<V, U, Plain>(x, l, weights, out, &Plain) }
}

/// What happens to a finished WMA value before it is stored: nothing
/// ([`Plain`]), or the rest of an elementwise combine ([`HmaTail`],
/// [`Hma3Tail`]) so the combine costs no separate pass over memory.
/// The operations are the combine's own, in its order: bit-identical.
pub(crate) trait Epilogue {
    /// # Safety
    /// The CPU must support `V`'s ISA and `i + V::LANES` must not exceed the
    /// length the epilogue was built for.
    unsafe fn vector<V: Vector>(&self, wma: V, i: usize) -> V;
    fn scalar(&self, wma: f64, i: usize) -> f64;
}

pub(crate) struct Plain;

impl Epilogue for Plain {
    #[inline(always)]
    unsafe fn vector<V: Vector>(&self, wma: V, _i: usize) -> V {
        wma
    }
    #[inline(always)]
    fn scalar(&self, wma: f64, _i: usize) -> f64 {
        wma
    }
}

/// `2·h[i] − WMA(x,n)[i]`: the HMA combine, fused into the `n` pass.
pub(crate) struct HmaTail<'a> {
    pub h: &'a [f64],
}

impl Epilogue for HmaTail<'_> {
    #[inline(always)]
    unsafe fn vector<V: Vector>(&self, wma: V, i: usize) -> V {
        // SAFETY: i + LANES ≤ h.len() (caller), ISA available (caller).
        unsafe { V::splat(2.0).mul(V::load(self.h.as_ptr().add(i))).sub(wma) }
    }
    #[inline(always)]
    fn scalar(&self, wma: f64, i: usize) -> f64 {
        2.0 * self.h[i] - wma
    }
}

/// `3·p3[i] − p2[i] − WMA(x,p)[i]`: the HMA3 combine, fused into the `p` pass.
pub(crate) struct Hma3Tail<'a> {
    pub p3: &'a [f64],
    pub p2: &'a [f64],
}

impl Epilogue for Hma3Tail<'_> {
    #[inline(always)]
    unsafe fn vector<V: Vector>(&self, wma: V, i: usize) -> V {
        // SAFETY: i + LANES ≤ p3.len() = p2.len() (caller), ISA available (caller).
        unsafe {
            V::splat(3.0)
                .mul(V::load(self.p3.as_ptr().add(i)))
                .sub(V::load(self.p2.as_ptr().add(i)))
                .sub(wma)
        }
    }
    #[inline(always)]
    fn scalar(&self, wma: f64, i: usize) -> f64 {
        3.0 * self.p3[i] - self.p2[i] - wma
    }
}

/// [`wma_into`] with `epi` applied to every finished output.
///
/// # Safety
/// The CPU must support `V`'s instruction set; `epi` must accept every index
/// below `x.len()`.
///
/// # Panics
/// If `l == 0`, `weights` is shorter than `l`, or `out.len() != x.len()`.
#[inline(always)]
pub(crate) unsafe fn wma_into_then<V: Vector, const U: usize, E: Epilogue>(
    x: &[f64],
    l: usize,
    weights: &[f64],
    out: &mut [f64],
    epi: &E,
) {
    assert_eq!(out.len(), x.len());
    // SAFETY: forwarded contract.
    unsafe { wma_range::<V, U, E>(x, l, weights, out, 0..x.len(), epi) }
}

/// Outputs `range` of `WMA(x, l)` (absolute indices) into `out[range]`.
///
/// WMA is causal — output `i` reads `x[i+1-l ..= i]` only — so a combo can
/// be computed chunk by chunk of bars, all passes per chunk, while the
/// chunk's data is still in cache; `x` need only be valid below `range.end`.
///
/// # Safety
/// The CPU must support `V`'s instruction set; `epi` must accept every index
/// in `range`.
///
/// # Panics
/// If `l == 0`, `weights` is shorter than `l`, or `range.end` exceeds
/// `x.len()` or `out.len()`.
#[inline(always)]
pub(crate) unsafe fn wma_range<V: Vector, const U: usize, E: Epilogue>(
    x: &[f64],
    l: usize,
    weights: &[f64],
    out: &mut [f64],
    range: std::ops::Range<usize>,
    epi: &E,
) {
    let (from, to) = (range.start, range.end);
    assert!(l >= 1 && weights.len() >= l && to <= x.len() && to <= out.len());
    let first = (l - 1).max(from);
    if from < first {
        out[from..first.min(to)].fill(f64::NAN);
    }
    let denom = (l * (l + 1)) as f64 / 2.0;
    // SAFETY: the caller guarantees V's ISA.
    let (vd, vr) = unsafe { (V::splat(denom), V::splat(1.0 / denom)) };
    let (xp, wp, op) = (x.as_ptr(), weights.as_ptr(), out.as_mut_ptr());
    let mut i = first;
    // Outputs [i, i+m) read x[i+1-l .. i+m) and weights[..l]; every loop
    // below runs only while i+m ≤ to ≤ x.len(), out.len().
    let block = U * V::LANES;
    while i + block <= to {
        // SAFETY: i+1-l ≥ 0 (i ≥ l-1); loads reach x[i+1-l+(l-1)+(U-1)·LANES+LANES-1]
        // = x[i+block-1] < to; stores reach out[i+block-1] < to; k < l ≤ weights.len().
        unsafe {
            let acc = block_sums::<V, U>(xp.add(i + 1 - l), wp, l);
            for (u, a) in acc.iter().enumerate() {
                let j = i + u * V::LANES;
                epi.vector(a.div_by(vd, vr), j).store(op.add(j));
            }
        }
        i += block;
    }
    while i + V::LANES <= to {
        // SAFETY: as above with one accumulator: the last index touched is i+LANES-1 < to.
        unsafe {
            let base = xp.add(i + 1 - l);
            let mut acc = V::splat(0.0);
            for k in 0..l {
                acc = acc.add(V::splat(*wp.add(k)).mul(V::load(base.add(k))));
            }
            epi.vector(acc.div_by(vd, vr), i).store(op.add(i));
        }
        i += V::LANES;
    }
    for j in i..to {
        let mut s = 0.0;
        for (w, v) in weights[..l].iter().zip(&x[j + 1 - l..=j]) {
            s += w * v;
        }
        out[j] = epi.scalar(s / denom, j);
    }
}

/// The unrounded sums of one block: `acc[u]` lane `t` is
/// `Σ_k w[k]·x[base + k + LANES·u + t]`, summed in k order.
///
/// Two loop orders, same operations per lane in the same order:
/// * short windows (`l < U·LANES`): for each k, one weight and U loads;
/// * long windows: walk the vectors `X_j = x[base+j ..]` once each and feed
///   every accumulator that needs it (`acc[u]` takes `X_j` as its term
///   `k = j − LANES·u`, so k still ascends). That is one vector load per j
///   instead of U per k: the loads, mostly cache-line splits, stop competing
///   with the multiply-adds. A ramp-up and a ramp-down of `U−1` groups of
///   LANES steps, unrolled with constant bounds so the accumulators stay in
///   registers, bracket the steady state where all U are fed.
///
/// # Safety
/// The CPU must support `V`'s ISA; `base[.. l + U·LANES − 1]` must be
/// readable and `wp[..l]` hold the weights.
#[inline(always)]
unsafe fn block_sums<V: Vector, const U: usize>(
    base: *const f64,
    wp: *const f64,
    l: usize,
) -> [V; U] {
    // SAFETY: (whole body) every load reads base[j .. j+LANES) with
    // j ≤ l−1+(U−1)·LANES, inside the caller's readable range; every weight
    // index j − LANES·u lies in [0, l).
    unsafe {
        let mut acc = [V::splat(0.0); U];
        let w = V::LANES;
        if l < U * w {
            for k in 0..l {
                let wk = V::splat(*wp.add(k));
                for (u, a) in acc.iter_mut().enumerate() {
                    *a = a.add(wk.mul(V::load(base.add(k + u * w))));
                }
            }
            return acc;
        }
        #[inline(always)]
        unsafe fn feed<V: Vector, const U: usize>(
            acc: &mut [V; U],
            x: V,
            wp: *const f64,
            j: usize,
            lo: usize,
            hi: usize,
        ) {
            // An index loop over constant bounds: LLVM unrolls it completely
            // and keeps `acc` in registers.
            #[allow(clippy::needless_range_loop)]
            for u in lo..hi {
                // SAFETY: j − LANES·u ∈ [0, l) for the active accumulators
                // (caller); the ISA is the caller's.
                unsafe {
                    acc[u] = acc[u].add(V::splat(*wp.add(j - u * V::LANES)).mul(x));
                }
            }
        }
        macro_rules! ramp {
            ($($m:literal)*) => {$(
                if $m + 1 < U {
                    for j in $m * w..($m + 1) * w {
                        feed(&mut acc, V::load(base.add(j)), wp, j, 0, $m + 1);
                    }
                }
            )*};
        }
        macro_rules! drain {
            ($($m:literal)*) => {$(
                if $m + 1 < U {
                    for j in l + $m * w..l + ($m + 1) * w {
                        feed(&mut acc, V::load(base.add(j)), wp, j, $m + 1, U);
                    }
                }
            )*};
        }
        ramp!(0 1 2 3 4 5 6);
        for j in (U - 1) * w..l {
            feed(&mut acc, V::load(base.add(j)), wp, j, 0, U);
        }
        drain!(0 1 2 3 4 5 6);
        acc
    }
}

/// `out[i] = s[i] / d` through [`Vector::div_by`] (tests and benches of
/// the known-divisor quotient).
///
/// # Safety
/// The CPU must support `V`'s instruction set.
///
/// # Panics
/// If the lengths differ.
#[inline(always)]
pub(crate) unsafe fn divide_all<V: Vector>(s: &[f64], d: f64, out: &mut [f64]) {
    assert_eq!(s.len(), out.len());
    let mut i = 0;
    // SAFETY: i+LANES ≤ len for every load and store; ISA guaranteed by the caller.
    unsafe {
        let (vd, vr) = (V::splat(d), V::splat(1.0 / d));
        while i + V::LANES <= s.len() {
            V::load(s.as_ptr().add(i))
                .div_by(vd, vr)
                .store(out.as_mut_ptr().add(i));
            i += V::LANES;
        }
    }
    for j in i..s.len() {
        out[j] = s[j] / d;
    }
}

/// `out = 2·h − n` elementwise.
///
/// # Safety
/// The CPU must support `V`'s instruction set.
///
/// # Panics
/// If the lengths differ.
#[inline(always)]
pub(crate) unsafe fn hma_combine_into<V: Vector>(h: &[f64], n: &[f64], out: &mut [f64]) {
    let len = out.len();
    assert!(h.len() == len && n.len() == len);
    let mut i = 0;
    while i + V::LANES <= len {
        // SAFETY: i+LANES ≤ len = every slice's length.
        unsafe {
            let two = V::splat(2.0);
            let r = two
                .mul(V::load(h.as_ptr().add(i)))
                .sub(V::load(n.as_ptr().add(i)));
            r.store(out.as_mut_ptr().add(i));
        }
        i += V::LANES;
    }
    for j in i..len {
        out[j] = 2.0 * h[j] - n[j];
    }
}

/// `out = 3·p3 − p2 − p` elementwise, left to right.
///
/// # Safety
/// The CPU must support `V`'s instruction set.
///
/// # Panics
/// If the lengths differ.
#[inline(always)]
pub(crate) unsafe fn hma3_combine_into<V: Vector>(
    p3: &[f64],
    p2: &[f64],
    p: &[f64],
    out: &mut [f64],
) {
    let len = out.len();
    assert!(p3.len() == len && p2.len() == len && p.len() == len);
    let mut i = 0;
    while i + V::LANES <= len {
        // SAFETY: i+LANES ≤ len = every slice's length.
        unsafe {
            let three = V::splat(3.0);
            let r = three
                .mul(V::load(p3.as_ptr().add(i)))
                .sub(V::load(p2.as_ptr().add(i)))
                .sub(V::load(p.as_ptr().add(i)));
            r.store(out.as_mut_ptr().add(i));
        }
        i += V::LANES;
    }
    for j in i..len {
        out[j] = 3.0 * p3[j] - p2[j] - p[j];
    }
}

/// The stop-and-reverse state machine, fed bars in order (possibly chunk by
/// chunk). Crossings are found `LANES` bars at a time with vector compares
/// (ordered: any NaN compares false, as the scalar `>`/`<` do); only bars
/// that cross enter the scalar update, in bar order, with `kernel-safe`'s
/// arithmetic — so the PnL is the same sum, term by term.
#[derive(Default)]
pub(crate) struct Trader {
    pos: i64,
    entry: f64,
    pnl: f64,
    trades: i64,
}

impl Trader {
    fn leg(&self, exit: f64) -> f64 {
        let r = self.pos as f64 * (exit - self.entry) / self.entry;
        ((1.0 + r) * (1.0 - COST) - 1.0) * 100.0
    }

    #[inline(always)]
    fn on_cross(&mut self, i: usize, close: &[f64], a: &[f64], b: &[f64]) {
        let signal = if b[i] > a[i] { 1 } else { -1 };
        if signal != self.pos {
            if self.pos != 0 {
                self.pnl += self.leg(close[i]);
                self.trades += 1;
            }
            self.pos = signal;
            self.entry = close[i];
        }
    }

    /// Processes bars `range` (absolute; bar 0 never signals).
    ///
    /// # Safety
    /// The CPU must support `V`'s instruction set.
    ///
    /// # Panics
    /// If `range.end` exceeds any of the three lengths.
    #[inline(always)]
    pub(crate) unsafe fn scan<V: Vector>(
        &mut self,
        close: &[f64],
        a: &[f64],
        b: &[f64],
        range: std::ops::Range<usize>,
    ) {
        let to = range.end;
        assert!(to <= close.len() && to <= a.len() && to <= b.len());
        let mut i = range.start.max(1);
        while i + V::LANES <= to {
            // SAFETY: i ≥ 1 and i+LANES ≤ to: both windows [i-1, i-1+LANES) and
            // [i, i+LANES) lie inside a and b.
            let mut crossings = unsafe {
                let (ap, bp) = (a.as_ptr(), b.as_ptr());
                let (a_now, b_now) = (V::load(ap.add(i)), V::load(bp.add(i)));
                let (a_prev, b_prev) = (V::load(ap.add(i - 1)), V::load(bp.add(i - 1)));
                let up = b_now.gt_mask(a_now) & a_prev.gt_mask(b_prev);
                let down = a_now.gt_mask(b_now) & b_prev.gt_mask(a_prev);
                up | down
            };
            while crossings != 0 {
                self.on_cross(i + crossings.trailing_zeros() as usize, close, a, b);
                crossings &= crossings - 1;
            }
            i += V::LANES;
        }
        for j in i..to {
            let up = b[j] > a[j] && b[j - 1] < a[j - 1];
            let down = b[j] < a[j] && b[j - 1] > a[j - 1];
            if up || down {
                self.on_cross(j, close, a, b);
            }
        }
    }

    /// Closes an open position at the last bar.
    pub(crate) fn finish(mut self, close: &[f64]) -> ComboResult {
        if self.pos != 0 {
            self.pnl += self.leg(close[close.len() - 1]);
            self.trades += 1;
        }
        ComboResult {
            pnl: self.pnl,
            trades: self.trades,
        }
    }
}

/// The whole event loop over full-length lines.
///
/// # Safety
/// The CPU must support `V`'s instruction set.
///
/// # Panics
/// If the lengths differ.
#[inline(always)]
pub(crate) unsafe fn event_loop<V: Vector>(close: &[f64], a: &[f64], b: &[f64]) -> ComboResult {
    assert!(a.len() == close.len() && b.len() == close.len());
    let mut trader = Trader::default();
    // SAFETY: forwarded contract.
    unsafe { trader.scan::<V>(close, a, b, 0..close.len()) };
    trader.finish(close)
}

/// Bars per chunk of the blocked combo: the chunk of all seven lines
/// (7 × 4096 × 8 B = 224 KiB) stays in L2 between the passes that write and
/// read it, instead of each pass streaming 1.2 MB arrays through L3.
pub(crate) const CHUNK: usize = 4096;

/// One combo: all 7 WMA passes (the two combines fused into the passes that
/// finish them) and the event loop, chunk by chunk of bars.
///
/// # Safety
/// The CPU must support `V`'s instruction set.
///
/// # Panics
/// If a window length is outside `1..=close.len()` (a `Sweep` rules that out).
#[inline(always)]
pub(crate) unsafe fn combo<V: Vector, const U: usize>(
    ws: &mut Workspace,
    close: &[f64],
    p: &Params,
) -> ComboResult {
    let len = |v: i64| usize::try_from(v).expect("validated window length");
    let (n, h, s, pp, p3, p2) = (len(p.n), len(p.h), len(p.s), len(p.p), len(p.p3), len(p.p2));
    let max_l = n.max(h).max(s).max(pp).max(p3).max(p2);
    let bars = close.len();
    let (w, [wh, wp3, wp2, hma_in, hma3_in, a, b]) = ws.prepare(bars, max_l);
    let mut trader = Trader::default();
    for c0 in (0..bars).step_by(CHUNK) {
        let r = c0..(c0 + CHUNK).min(bars);
        // SAFETY: (all calls) the caller guarantees V's ISA; every buffer has
        // the series' length; each pass reads only lines already computed
        // below r.end (WMA is causal).
        unsafe {
            wma_range::<V, U, _>(close, h, w, wh, r.clone(), &Plain);
            wma_range::<V, U, _>(close, n, w, hma_in, r.clone(), &HmaTail { h: wh });
            wma_range::<V, U, _>(hma_in, s, w, a, r.clone(), &Plain);
            wma_range::<V, U, _>(close, p3, w, wp3, r.clone(), &Plain);
            wma_range::<V, U, _>(close, p2, w, wp2, r.clone(), &Plain);
            let tail = Hma3Tail { p3: wp3, p2: wp2 };
            wma_range::<V, U, _>(close, pp, w, hma3_in, r.clone(), &tail);
            wma_range::<V, U, _>(hma3_in, pp, w, b, r.clone(), &Plain);
            trader.scan::<V>(close, a, b, r);
        }
    }
    trader.finish(close)
}

/// The `#[inline(never)]` entry points of one path: each instantiates the
/// algorithm above for the path's vector type inside a function compiled with
/// the path's target features, so their symbols (`…::avx512::wma_into`,
/// `…::avx2::combo`, …) are stable names for flamegraphs, callgrind and
/// `cargo asm`. `Simd::new` binds them after checking the CPU.
macro_rules! entry_points {
    ($vector:ty, $unroll:expr $(, $feature:literal)?) => {
        /// `out = WMA(x, l)` on this path (see `Simd::wma_into`).
        ///
        /// # Safety
        /// The CPU must support this path's instruction set (`Simd::new` checks).
        $(#[target_feature(enable = $feature)])?
        #[inline(never)]
        pub unsafe fn wma_into(x: &[f64], l: usize, weights: &[f64], out: &mut [f64]) {
            // SAFETY: the path's features are enabled here (caller's contract).
            unsafe { $crate::generic::wma_into::<$vector, { $unroll }>(x, l, weights, out) }
        }

        /// `out = 2·h − n` on this path.
        ///
        /// # Safety
        /// As for `wma_into`.
        $(#[target_feature(enable = $feature)])?
        #[inline(never)]
        pub unsafe fn hma_combine_into(h: &[f64], n: &[f64], out: &mut [f64]) {
            // SAFETY: the path's features are enabled here (caller's contract).
            unsafe { $crate::generic::hma_combine_into::<$vector>(h, n, out) }
        }

        /// `out = 3·p3 − p2 − p` on this path.
        ///
        /// # Safety
        /// As for `wma_into`.
        $(#[target_feature(enable = $feature)])?
        #[inline(never)]
        pub unsafe fn hma3_combine_into(p3: &[f64], p2: &[f64], p: &[f64], out: &mut [f64]) {
            // SAFETY: the path's features are enabled here (caller's contract).
            unsafe { $crate::generic::hma3_combine_into::<$vector>(p3, p2, p, out) }
        }

        /// The event loop on this path.
        ///
        /// # Safety
        /// As for `wma_into`.
        $(#[target_feature(enable = $feature)])?
        #[inline(never)]
        pub unsafe fn event_loop(close: &[f64], a: &[f64], b: &[f64]) -> kernel_spec::ComboResult {
            // SAFETY: the path's features are enabled here (caller's contract).
            unsafe { $crate::generic::event_loop::<$vector>(close, a, b) }
        }

        /// `out[i] = s[i] / d` with this path's known-divisor quotient.
        ///
        /// # Safety
        /// As for `wma_into`.
        $(#[target_feature(enable = $feature)])?
        #[inline(never)]
        pub unsafe fn divide_all(s: &[f64], d: f64, out: &mut [f64]) {
            // SAFETY: the path's features are enabled here (caller's contract).
            unsafe { $crate::generic::divide_all::<$vector>(s, d, out) }
        }

        /// One combo on this path, with a thread's workspace.
        ///
        /// # Safety
        /// As for `wma_into`.
        $(#[target_feature(enable = $feature)])?
        #[inline(never)]
        pub(crate) unsafe fn combo(
            ws: &mut $crate::workspace::Workspace,
            close: &[f64],
            p: &kernel_spec::Params,
        ) -> kernel_spec::ComboResult {
            // SAFETY: the path's features are enabled here (caller's contract).
            unsafe { $crate::generic::combo::<$vector, { $unroll }>(ws, close, p) }
        }
    };
}
pub(crate) use entry_points;
