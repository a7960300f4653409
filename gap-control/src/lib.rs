//! The gap section's control: kernel-safe's `wma`, `combo` and `sweep`
//! copied verbatim, so the same instructions are compiled again and linked
//! at other addresses. Its time differs from kernel-safe's only by where the
//! code landed and by the process it ran in — the noise floor every gap
//! knob's effect is judged against (it is the knob `baseline`).
//!
//! A crate of its own, as kernel-safe is: compiled beside the knobs, the
//! same text gave another loop (LLVM's loop-strength reduction wrote the
//! window's bound check as an add-and-compare, one instruction more per
//! multiply-add, once another function of the crate built a zeroed `Vec`),
//! and a control must be kernel-safe instruction for instruction. The
//! committed dumps of both are compared (`asm-tools/tests/knob_dumps.rs`).

// kernel-safe's index loops, verbatim.
#![allow(clippy::needless_range_loop)]

use kernel_safe::{event_loop, hma_combine, hma3_combine};
use kernel_spec::{ComboResult, Params, Sweep};

/// kernel-safe's `wma`, verbatim.
#[inline(never)]
pub fn wma(x: &[f64], l: usize) -> Vec<f64> {
    let n = x.len();
    let mut out = vec![f64::NAN; n];
    let denom = (l * (l + 1)) as f64 / 2.0;
    for i in (l - 1)..n {
        let mut s = 0.0;
        for k in 0..l {
            s += (k + 1) as f64 * x[i + 1 - l + k];
        }
        out[i] = s / denom;
    }
    out
}

/// kernel-safe's `combo`, verbatim.
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

/// kernel-safe's `sweep`, verbatim.
#[inline(never)]
pub fn sweep(s: &Sweep<'_>) -> Vec<ComboResult> {
    s.params().iter().map(|p| combo(s.close(), p)).collect()
}

/// kernel-safe's `sweep_laps`, verbatim.
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
