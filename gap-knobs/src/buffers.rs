//! The memory knobs' buffers and template (instantiated in the crate root,
//! so each knob's symbols are `gap_knobs::<knob>::…`): the buffers of a sweep allocated once and reused
//! across passes and combos, NaN written only where the warm-up needs it —
//! the change numba's `ipc_tax_ref.kernel_reuse` makes on the other side,
//! with the same six buffers used in the same order (`w1`, `w2`, `w3` for
//! the passes of the close, `comb` for both combines, `a` and `b` for the
//! two lines). A pass writes its outputs with kernel-safe's indexed store;
//! the combines are kernel-safe's expressions written into `comb`. Every
//! buffer is allocated (zeroed, so fresh pages are not written) when the
//! sweep starts: a sweep takes its page faults once, not per pass.

use kernel_safe::event_loop;
use kernel_spec::{ComboResult, Params};

/// The six arrays of a sweep.
pub struct Buffers {
    w1: Vec<f64>,
    w2: Vec<f64>,
    w3: Vec<f64>,
    comb: Vec<f64>,
    a: Vec<f64>,
    b: Vec<f64>,
}

impl Buffers {
    /// Six arrays of `n` bars.
    pub fn new(n: usize) -> Self {
        let v = || vec![0.0; n];
        Buffers {
            w1: v(),
            w2: v(),
            w3: v(),
            comb: v(),
            a: v(),
            b: v(),
        }
    }
}

/// One combo through `wma` (a pass into a buffer), numba's `combo_reuse`.
#[inline(always)]
pub(crate) fn combo(
    close: &[f64],
    p: &Params,
    bufs: &mut Buffers,
    wma: fn(&[f64], usize, &mut [f64]),
) -> ComboResult {
    let len = |v: i64| usize::try_from(v).expect("validated window length");
    let m = close.len();
    let Buffers {
        w1,
        w2,
        w3,
        comb,
        a,
        b,
    } = bufs;
    let (w1, w2, w3, comb) = (&mut w1[..m], &mut w2[..m], &mut w3[..m], &mut comb[..m]);
    wma(close, len(p.h), w1);
    wma(close, len(p.n), w2);
    for i in 0..m {
        comb[i] = 2.0 * w1[i] - w2[i];
    }
    wma(comb, len(p.s), a);
    wma(close, len(p.p3), w1);
    wma(close, len(p.p2), w2);
    wma(close, len(p.p), w3);
    for i in 0..m {
        comb[i] = 3.0 * w1[i] - w2[i] - w3[i];
    }
    wma(comb, len(p.p), b);
    event_loop(close, &a[..m], &b[..m])
}

macro_rules! memory_knob {
    ($(#[$doc:meta])* $module:ident = $form:ty, full_prefill: $full:literal) => {
        $(#[$doc])*
        pub mod $module {
            #[allow(unused_imports)]
            use crate::window::*;
            use $crate::buffers::Buffers;
            use kernel_spec::{ComboResult, Params, Sweep};

            /// kernel-safe's `wma` into a buffer of the sweep's (at least
            /// `x.len()` long): the same loop and indexed store, NaN
            /// written before the first output only (in full with
            /// `full_prefill`).
            #[inline(never)]
            pub fn wma(x: &[f64], l: usize, out: &mut [f64]) {
                let n = x.len();
                let out = &mut out[..n];
                if $full {
                    out.fill(f64::NAN);
                } else {
                    out[..(l - 1).min(n)].fill(f64::NAN);
                }
                let denom = (l * (l + 1)) as f64 / 2.0;
                let prep = <$form>::prepare(l);
                for i in (l - 1)..n {
                    out[i] = <$form>::sum(&prep, x, i, l) / denom;
                }
            }

            /// One combo on the sweep's buffers.
            #[inline(never)]
            pub fn combo(close: &[f64], p: &Params, bufs: &mut Buffers) -> ComboResult {
                $crate::buffers::combo(close, p, bufs, wma)
            }

            /// Every combo of a validated sweep, in row order, on one set
            /// of buffers.
            #[inline(never)]
            pub fn sweep(s: &Sweep<'_>) -> Vec<ComboResult> {
                let mut bufs = Buffers::new(s.close().len());
                s.params()
                    .iter()
                    .map(|p| combo(s.close(), p, &mut bufs))
                    .collect()
            }

            /// [`sweep`] with `lap` after each combo.
            #[inline(never)]
            pub fn sweep_laps(s: &Sweep<'_>, lap: &mut dyn FnMut()) -> Vec<ComboResult> {
                let mut bufs = Buffers::new(s.close().len());
                s.params()
                    .iter()
                    .map(|p| {
                        let r = combo(s.close(), p, &mut bufs);
                        lap();
                        r
                    })
                    .collect()
            }
        }
    };
}
