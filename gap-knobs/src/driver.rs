//! kernel-safe's combo, parametrised by the two allocation knobs.
//!
//! `REUSE = false, FULL_PREFILL = true` is kernel-safe's memory behaviour:
//! a fresh NaN-filled vector per WMA pass and a fresh zeroed one per combine
//! (kernel-safe's own combine functions are called in that mode), each freed
//! where kernel-safe frees it — the `via_driver` knob measures what the driver
//! costs by itself.

use crate::window::WindowSum;
use kernel_spec::{ComboResult, Params};

/// The seven pass outputs and two combine outputs of one combo.
#[derive(Default)]
pub struct Buffers {
    wma: [Vec<f64>; 7],
    combined: [Vec<f64>; 2],
}

/// One WMA pass into `out` (cleared first). With `FULL_PREFILL` the whole
/// output is NaN-filled and then overwritten from `l-1` on (kernel-safe);
/// without it only the warm-up is written as NaN and the values are pushed.
#[inline(always)]
pub fn wma_into<S: WindowSum, const FULL_PREFILL: bool>(x: &[f64], l: usize, out: &mut Vec<f64>) {
    let n = x.len();
    let denom = (l * (l + 1)) as f64 / 2.0;
    let prep = S::prepare(l);
    out.clear();
    if FULL_PREFILL {
        out.resize(n, f64::NAN);
        for i in (l - 1)..n {
            out[i] = S::sum(&prep, x, i, l) / denom;
        }
    } else {
        out.resize((l - 1).min(n), f64::NAN);
        for i in (l - 1)..n {
            out.push(S::sum(&prep, x, i, l) / denom);
        }
    }
}

/// One combo with `wma` as the pass; `REUSE` keeps every buffer across
/// passes and combos instead of allocating (and freeing) one per pass.
#[inline(always)]
pub fn combo<const REUSE: bool, const FULL_PREFILL: bool>(
    close: &[f64],
    p: &Params,
    bufs: &mut Buffers,
    wma: fn(&[f64], usize, &mut Vec<f64>),
) -> ComboResult {
    let len = |v: i64| usize::try_from(v).expect("validated window length");
    if !REUSE {
        // kernel-safe's allocation pattern exactly: a fresh vector per pass,
        // freed in the same order as kernel-safe's temporaries (the
        // intermediate passes right after the pass that consumes them).
        let fresh = |x: &[f64], l: usize| {
            let mut v = Vec::new();
            wma(x, l, &mut v);
            v
        };
        let a = {
            let (w_h, w_n) = (fresh(close, len(p.h)), fresh(close, len(p.n)));
            fresh(&kernel_safe::hma_combine(&w_h, &w_n), len(p.s))
        };
        let b = {
            let w_p3 = fresh(close, len(p.p3));
            let w_p2 = fresh(close, len(p.p2));
            let w_p = fresh(close, len(p.p));
            fresh(&kernel_safe::hma3_combine(&w_p3, &w_p2, &w_p), len(p.p))
        };
        return kernel_safe::event_loop(close, &a, &b);
    }
    let Buffers { wma: w, combined } = bufs;
    let [w_h, w_n, a, w_p3, w_p2, w_p, b] = w;
    let [hma, hma3] = combined;
    wma(close, len(p.h), w_h);
    wma(close, len(p.n), w_n);
    combine_into::<FULL_PREFILL>(hma, w_h.len(), |i| 2.0 * w_h[i] - w_n[i]);
    wma(hma, len(p.s), a);
    wma(close, len(p.p3), w_p3);
    wma(close, len(p.p2), w_p2);
    wma(close, len(p.p), w_p);
    combine_into::<FULL_PREFILL>(hma3, w_p3.len(), |i| 3.0 * w_p3[i] - w_p2[i] - w_p[i]);
    wma(hma3, len(p.p), b);
    kernel_safe::event_loop(close, a, b)
}

#[inline(always)]
fn combine_into<const FULL_PREFILL: bool>(out: &mut Vec<f64>, n: usize, f: impl Fn(usize) -> f64) {
    out.clear();
    if FULL_PREFILL {
        out.resize(n, 0.0);
        for (i, o) in out.iter_mut().enumerate() {
            *o = f(i);
        }
    } else {
        out.extend((0..n).map(f));
    }
}
