//! The loop knobs' template (instantiated in the crate root, so each knob's
//! symbols are `gap_knobs::<knob>::…`): kernel-safe's `wma`, `combo` and `sweep` with the window
//! sum written another way ([`crate::window`]) — and `warmup`, kernel-safe's
//! loop with its output from `calloc` and NaN only in the warm-up. Every
//! function is kernel-safe's text but for that: the output array, the
//! combines, the event loop and the calls are kernel-safe's own.

macro_rules! loop_knob {
    ($(#[$doc:meta])* $module:ident = $form:ty, $alloc:ident) => {
        $(#[$doc])*
        pub mod $module {
            #[allow(unused_imports)]
            use crate::window::*;
            use kernel_safe::{event_loop, hma_combine, hma3_combine};
            use kernel_spec::{ComboResult, Params, Sweep};

            /// kernel-safe's `wma` with this knob's window sum.
            #[inline(never)]
            pub fn wma(x: &[f64], l: usize) -> Vec<f64> {
                let n = x.len();
                let mut out = $crate::loops::$alloc(n, l);
                let denom = (l * (l + 1)) as f64 / 2.0;
                let prep = <$form>::prepare(l);
                for i in (l - 1)..n {
                    out[i] = <$form>::sum(&prep, x, i, l) / denom;
                }
                out
            }

            /// kernel-safe's `combo`, calling this knob's `wma`.
            #[inline(never)]
            pub fn combo(close: &[f64], p: &Params) -> ComboResult {
                let len = |v: i64| usize::try_from(v).expect("validated window length");
                let a = wma(
                    &hma_combine(&wma(close, len(p.h)), &wma(close, len(p.n))),
                    len(p.s),
                );
                let b = wma(
                    &hma3_combine(
                        &wma(close, len(p.p3)),
                        &wma(close, len(p.p2)),
                        &wma(close, len(p.p)),
                    ),
                    len(p.p),
                );
                event_loop(close, &a, &b)
            }

            /// kernel-safe's `sweep`.
            #[inline(never)]
            pub fn sweep(s: &Sweep<'_>) -> Vec<ComboResult> {
                s.params().iter().map(|p| combo(s.close(), p)).collect()
            }

            /// kernel-safe's `sweep_laps`: `lap` after each combo.
            #[inline(never)]
            pub fn sweep_laps(s: &Sweep<'_>, lap: &mut dyn FnMut()) -> Vec<ComboResult> {
                s.params()
                    .iter()
                    .map(|p| {
                        let r = combo(s.close(), p);
                        lap();
                        r
                    })
                    .collect()
            }
        }
    };
}

/// kernel-safe's output: NaN everywhere, the values written over it.
#[inline(always)]
pub(crate) fn nan_filled(n: usize, _l: usize) -> Vec<f64> {
    vec![f64::NAN; n]
}

/// `calloc`'s zeroed array (fresh pages need no write), NaN only where the
/// warm-up needs it.
#[inline(always)]
pub(crate) fn zeroed_warm_up(n: usize, l: usize) -> Vec<f64> {
    let mut out = vec![0.0; n];
    out[..(l - 1).min(n)].fill(f64::NAN);
    out
}
