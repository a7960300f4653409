//! The inner loop of a WMA pass, one form per suspected cause.
//!
//! Every form computes `Σ_{k<l} (k+1)·x[i+1-l+k]` into one accumulator in
//! k-ascending order with a separate multiply and add, so every form is
//! bit-identical to `kernel_safe::wma`. Only the *shape* of the loop changes.

/// One way to write the window sum ending at bar `i`.
pub trait WindowSum {
    /// Per-pass data computed once before the bar loop (the weight table).
    type Prep;
    fn prepare(l: usize) -> Self::Prep;
    /// `x[i+1-l..=i]` weighted `1..=l`; the caller guarantees `l-1 ≤ i < x.len()`.
    fn sum(prep: &Self::Prep, x: &[f64], i: usize, l: usize) -> f64;
}

/// kernel-safe's loop: an absolute index, bounds-checked on every load.
pub struct Checked;

impl WindowSum for Checked {
    type Prep = ();
    fn prepare(_: usize) {}
    #[inline(always)]
    fn sum(_: &(), x: &[f64], i: usize, l: usize) -> f64 {
        // kernel-safe's index `i + 1 - l + k`, its window start named: the
        // same arithmetic. Written inline, LLVM gives a buffer passed in
        // (the memory knobs) another form of the bound check, one
        // instruction more per multiply-add; named, it gives kernel-safe's
        // (the dump test holds it).
        let base = i + 1 - l;
        let mut s = 0.0;
        for k in 0..l {
            s += (k + 1) as f64 * x[base + k];
        }
        s
    }
}

/// The window sliced once per bar, so `k < w.len()` needs no check per load.
pub struct Hoisted;

impl WindowSum for Hoisted {
    type Prep = ();
    fn prepare(_: usize) {}
    #[inline(always)]
    fn sum(_: &(), x: &[f64], i: usize, l: usize) -> f64 {
        let w = &x[i + 1 - l..=i];
        let mut s = 0.0;
        for k in 0..w.len() {
            s += (k + 1) as f64 * w[k];
        }
        s
    }
}

/// Idiomatic iterator form: the window slice zipped with the weights `1..=l`.
pub struct Iter;

impl WindowSum for Iter {
    type Prep = ();
    fn prepare(_: usize) {}
    #[inline(always)]
    fn sum(_: &(), x: &[f64], i: usize, l: usize) -> f64 {
        x[i + 1 - l..=i]
            .iter()
            .zip(1..=l)
            .fold(0.0, |s, (v, k)| s + k as f64 * v)
    }
}

/// kernel-safe's checked loop, the weights read from a table built per pass
/// instead of converting `k + 1` to `f64` for every multiply.
pub struct CheckedWeights;

impl WindowSum for CheckedWeights {
    type Prep = Vec<f64>;
    fn prepare(l: usize) -> Vec<f64> {
        weights(l)
    }
    #[inline(always)]
    fn sum(wt: &Vec<f64>, x: &[f64], i: usize, l: usize) -> f64 {
        let mut s = 0.0;
        for k in 0..l {
            s += wt[k] * x[i + 1 - l + k];
        }
        s
    }
}

/// [`Hoisted`] plus the weight table: no check and no conversion per load.
pub struct HoistedWeights;

impl WindowSum for HoistedWeights {
    type Prep = Vec<f64>;
    fn prepare(l: usize) -> Vec<f64> {
        weights(l)
    }
    #[inline(always)]
    fn sum(wt: &Vec<f64>, x: &[f64], i: usize, l: usize) -> f64 {
        let w = &x[i + 1 - l..=i];
        let wt = &wt[..w.len()];
        let mut s = 0.0;
        for k in 0..w.len() {
            s += wt[k] * w[k];
        }
        s
    }
}

/// [`Hoisted`] unrolled 8× by hand (numba's loop is unrolled 8× by LLVM when
/// it compiles for this CPU), still one accumulator in the same order.
pub struct HoistedUnroll8;

impl WindowSum for HoistedUnroll8 {
    type Prep = ();
    fn prepare(_: usize) {}
    #[inline(always)]
    fn sum(_: &(), x: &[f64], i: usize, l: usize) -> f64 {
        let w = &x[i + 1 - l..=i];
        let mut s = 0.0;
        let mut k = 0;
        let mut blocks = w.chunks_exact(8);
        for b in &mut blocks {
            for (j, v) in b.iter().enumerate() {
                s += (k + j + 1) as f64 * v;
            }
            k += 8;
        }
        for (j, v) in blocks.remainder().iter().enumerate() {
            s += (k + j + 1) as f64 * v;
        }
        s
    }
}

/// kernel-unchecked's loop: `get_unchecked` with a `usize` index, which costs
/// the range fact LLVM needed for a signed `k + 1 → f64` conversion.
pub struct UncheckedUsize;

impl WindowSum for UncheckedUsize {
    type Prep = ();
    fn prepare(_: usize) {}
    #[inline(always)]
    fn sum(_: &(), x: &[f64], i: usize, l: usize) -> f64 {
        let mut s = 0.0;
        for k in 0..l {
            // SAFETY: the caller guarantees l-1 ≤ i < x.len() and k < l, so
            // i+1-l+k ∈ [0, i]. Benefit: negative — this knob exists to
            // measure that (reports/gap.md).
            s += (k + 1) as f64 * unsafe { *x.get_unchecked(i + 1 - l + k) };
        }
        s
    }
}

/// [`UncheckedUsize`] with the weight counted in `i64` (numba's loop index
/// type), so the conversion is one signed `cvtsi2sd` again.
pub struct UncheckedI64;

impl WindowSum for UncheckedI64 {
    type Prep = ();
    fn prepare(_: usize) {}
    #[inline(always)]
    fn sum(_: &(), x: &[f64], i: usize, l: usize) -> f64 {
        let base = x[i + 1 - l..].as_ptr();
        let mut s = 0.0;
        let mut k: i64 = 0;
        while k < l as i64 {
            // SAFETY: 0 ≤ k < l and `base` starts the window x[i+1-l..=i],
            // which the caller guarantees is in bounds (l-1 ≤ i < x.len()).
            // Benefit: measured in reports/gap.md (the point of this knob).
            s += (k + 1) as f64 * unsafe { *base.add(k as usize) };
            k += 1;
        }
        s
    }
}

/// `[1.0, 2.0, …, l as f64]`.
fn weights(l: usize) -> Vec<f64> {
    (1..=l).map(|k| k as f64).collect()
}
