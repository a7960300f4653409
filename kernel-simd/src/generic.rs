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
    let n = x.len();
    assert!(l >= 1 && weights.len() >= l && out.len() == n);
    let warm = (l - 1).min(n);
    out[..warm].fill(f64::NAN);
    if l > n {
        return;
    }
    let denom = (l * (l + 1)) as f64 / 2.0;
    let (xp, wp, op) = (x.as_ptr(), weights.as_ptr(), out.as_mut_ptr());
    let mut i = l - 1;
    // Outputs [i, i+m) read x[i+1-l .. i+m) and weights[..l]; every loop
    // below runs only while i+m ≤ n, so all of those are in bounds.
    let block = U * V::LANES;
    while i + block <= n {
        // SAFETY: i+1-l ≥ 0 (i ≥ l-1); loads reach x[i+1-l+(l-1)+(U-1)·LANES+LANES-1]
        // = x[i+block-1] < n; stores reach out[i+block-1] < n; k < l ≤ weights.len().
        unsafe {
            let base = xp.add(i + 1 - l);
            let mut acc = [V::splat(0.0); U];
            for k in 0..l {
                let w = V::splat(*wp.add(k));
                let row = base.add(k);
                for (u, a) in acc.iter_mut().enumerate() {
                    *a = a.add(w.mul(V::load(row.add(u * V::LANES))));
                }
            }
            let d = V::splat(denom);
            for (u, a) in acc.iter().enumerate() {
                let j = i + u * V::LANES;
                epi.vector(a.div(d), j).store(op.add(j));
            }
        }
        i += block;
    }
    while i + V::LANES <= n {
        // SAFETY: as above with one accumulator: the last index touched is i+LANES-1 < n.
        unsafe {
            let base = xp.add(i + 1 - l);
            let mut acc = V::splat(0.0);
            for k in 0..l {
                acc = acc.add(V::splat(*wp.add(k)).mul(V::load(base.add(k))));
            }
            epi.vector(acc.div(V::splat(denom)), i).store(op.add(i));
        }
        i += V::LANES;
    }
    for (j, o) in out.iter_mut().enumerate().skip(i) {
        let mut s = 0.0;
        for (w, v) in weights[..l].iter().zip(&x[j + 1 - l..=j]) {
            s += w * v;
        }
        *o = epi.scalar(s / denom, j);
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
            let r = two.mul(V::load(h.as_ptr().add(i))).sub(V::load(n.as_ptr().add(i)));
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

/// The stop-and-reverse loop. Crossings are found `LANES` bars at a time
/// with vector compares (ordered: any NaN compares false, as in the scalar
/// `>`/`<`); only bars that cross enter the scalar state machine, in bar
/// order, with `kernel-safe`'s arithmetic — so the PnL sum is the same sum.
///
/// # Safety
/// The CPU must support `V`'s instruction set.
///
/// # Panics
/// If the lengths differ.
#[inline(always)]
pub(crate) unsafe fn event_loop<V: Vector>(close: &[f64], a: &[f64], b: &[f64]) -> ComboResult {
    let n = close.len();
    assert!(a.len() == n && b.len() == n);
    let mut pos: i64 = 0;
    let mut entry = 0.0;
    let mut pnl = 0.0;
    let mut trades: i64 = 0;
    let leg = |pos: i64, exit: f64, entry: f64| {
        let r = pos as f64 * (exit - entry) / entry;
        ((1.0 + r) * (1.0 - COST) - 1.0) * 100.0
    };
    let mut on_cross = |i: usize| {
        let signal = if b[i] > a[i] { 1 } else { -1 };
        if signal != pos {
            if pos != 0 {
                pnl += leg(pos, close[i], entry);
                trades += 1;
            }
            pos = signal;
            entry = close[i];
        }
    };
    let mut i = 1;
    while i + V::LANES <= n {
        // SAFETY: i ≥ 1 and i+LANES ≤ n: both windows [i-1, i-1+LANES) and
        // [i, i+LANES) lie inside a and b (length n).
        let mut crossings = unsafe {
            let (ap, bp) = (a.as_ptr(), b.as_ptr());
            let (a_now, b_now) = (V::load(ap.add(i)), V::load(bp.add(i)));
            let (a_prev, b_prev) = (V::load(ap.add(i - 1)), V::load(bp.add(i - 1)));
            let up = b_now.gt_mask(a_now) & a_prev.gt_mask(b_prev);
            let down = a_now.gt_mask(b_now) & b_prev.gt_mask(a_prev);
            up | down
        };
        while crossings != 0 {
            on_cross(i + crossings.trailing_zeros() as usize);
            crossings &= crossings - 1;
        }
        i += V::LANES;
    }
    for j in i..n {
        let up = b[j] > a[j] && b[j - 1] < a[j - 1];
        let down = b[j] < a[j] && b[j - 1] > a[j - 1];
        if up || down {
            on_cross(j);
        }
    }
    if pos != 0 {
        pnl += leg(pos, close[n - 1], entry);
        trades += 1;
    }
    ComboResult { pnl, trades }
}

/// One combo with the workspace's buffers: 7 WMA passes (the two combines
/// fused into the passes that finish them), then the event loop.
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
    let (w, [t1, t2, comb, a, b]) = ws.prepare(close.len(), max_l);
    // SAFETY (all calls): the caller guarantees V's ISA; every buffer has the
    // series' length, so the epilogues accept every index.
    unsafe {
        wma_into::<V, U>(close, h, w, t1);
        wma_into_then::<V, U, _>(close, n, w, comb, &HmaTail { h: t1 });
        wma_into::<V, U>(comb, s, w, a);
        wma_into::<V, U>(close, p3, w, t1);
        wma_into::<V, U>(close, p2, w, t2);
        wma_into_then::<V, U, _>(close, pp, w, comb, &Hma3Tail { p3: t1, p2: t2 });
        wma_into::<V, U>(comb, pp, w, b);
        event_loop::<V>(close, a, b)
    }
}
