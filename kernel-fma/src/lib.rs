//! `kernel-fma`: kernel-safe with the WMA's inner sum fused — `s = w·x + s`
//! as one `vfmadd` (one rounding) instead of a multiply and an add (two).
//! Everything else is kernel-safe's own code, called as is: the combines,
//! the event loop, the allocation per pass, the bounds checks.
//!
//! What a porter would ask before switching a compiler flag on: fused
//! arithmetic changes the last bits of every WMA, so this kernel is not
//! bit-identical to kernel-safe; it is gated on equal trades and
//! |Δpnl| ≤ 1e-6 ([`Exactness::Within`]), and the report's gate cell says
//! how many pnl kept kernel-safe's bits and how far the others moved.
//!
//! x86-64 gets the instruction from `#[target_feature(enable = "fma")]`
//! behind a runtime check ([`Fma::new`] fails on a CPU without it: a
//! baseline-target `mul_add` would be a libm call, not an instruction);
//! aarch64 has it in its baseline.

use kernel_spec::gate::PNL_TOLERANCE;
use kernel_spec::{ComboResult, Exactness, Kernel, Params, Sweep};

/// Whether this CPU executes fused multiply-adds.
pub fn supported() -> bool {
    kernel_spec::cpu::features().fma
}

/// The WMA of kernel-safe with the inner sum fused.
///
/// # Safety
/// The CPU must support FMA ([`supported`]).
#[cfg_attr(target_arch = "x86_64", target_feature(enable = "fma"))]
#[inline(never)]
unsafe fn wma_fused(x: &[f64], l: usize) -> Vec<f64> {
    let n = x.len();
    let mut out = vec![f64::NAN; n];
    let denom = (l * (l + 1)) as f64 / 2.0;
    for i in (l - 1)..n {
        let mut s = 0.0;
        for k in 0..l {
            s = ((k + 1) as f64).mul_add(x[i + 1 - l + k], s);
        }
        out[i] = s / denom;
    }
    out
}

/// Linearly weighted moving average with fused multiply-adds (the same
/// contract as `kernel_safe::wma`). Panics on a CPU without FMA.
#[inline(never)]
pub fn wma(x: &[f64], l: usize) -> Vec<f64> {
    assert!(supported(), "kernel-fma needs a CPU with FMA");
    // SAFETY: FMA support was checked just above. Why `unsafe` at all: on
    // the baseline x86-64 target `mul_add` is a libm call, not one
    // instruction; the target feature makes it `vfmadd`.
    unsafe { wma_fused(x, l) }
}

/// One combo: kernel-safe's combo with this WMA.
#[inline(never)]
pub fn combo(close: &[f64], p: &Params) -> ComboResult {
    let len = |v: i64| usize::try_from(v).expect("validated window length");
    let a = wma(
        &kernel_safe::hma_combine(&wma(close, len(p.h)), &wma(close, len(p.n))),
        len(p.s),
    );
    let b = wma(
        &kernel_safe::hma3_combine(
            &wma(close, len(p.p3)),
            &wma(close, len(p.p2)),
            &wma(close, len(p.p)),
        ),
        len(p.p),
    );
    kernel_safe::event_loop(close, &a, &b)
}

/// `kernel-fma` behind the [`Kernel`] trait; only built where FMA runs.
#[derive(Clone, Copy, Debug)]
pub struct Fma(());

impl Fma {
    pub fn new() -> Result<Self, String> {
        if supported() {
            Ok(Fma(()))
        } else {
            Err("this CPU has no fused multiply-add (FMA)".into())
        }
    }
}

impl Kernel for Fma {
    fn name(&self) -> &str {
        "fma"
    }

    fn exactness(&self) -> Exactness {
        Exactness::Within(PNL_TOLERANCE)
    }

    fn sweep(&self, s: &Sweep<'_>) -> Vec<ComboResult> {
        s.params().iter().map(|p| combo(s.close(), p)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fused_wma_is_within_rounding_of_kernel_safes() {
        if !supported() {
            eprintln!("no FMA on this CPU: nothing to test");
            return;
        }
        let x: Vec<f64> = (0..500).map(|i| 100.0 + (i as f64 * 0.37).sin()).collect();
        let mut differ = 0;
        for l in [1, 2, 7, 49, 500] {
            let (f, s) = (wma(&x, l), kernel_safe::wma(&x, l));
            for (i, (a, b)) in f.iter().zip(&s).enumerate() {
                if i + 1 < l {
                    assert!(a.is_nan() && b.is_nan());
                } else {
                    assert!(((a - b) / b).abs() < 1e-14, "l {l}, bar {i}: {a} vs {b}");
                    differ += usize::from(a.to_bits() != b.to_bits());
                }
            }
        }
        // Fused and separate rounding must differ somewhere, or the build
        // is not fusing (a silent fallback to multiply-then-add).
        assert!(
            differ > 0,
            "every WMA bit-identical to kernel-safe's: not fused"
        );
    }

    #[test]
    fn the_sweep_passes_the_gate_on_the_shared_vectors() {
        let Ok(k) = Fma::new() else {
            eprintln!("no FMA on this CPU: nothing to test");
            return;
        };
        for case in kernel_spec::vectors::small_cases() {
            let sweep = Sweep::new(&case.close, &case.params).unwrap();
            let g = kernel_spec::gate::compare(
                &kernel_safe::sweep(&sweep),
                &k.sweep(&sweep),
                k.exactness().into(),
            );
            assert!(g.passed(), "{}: {g}", case.name);
        }
    }
}
