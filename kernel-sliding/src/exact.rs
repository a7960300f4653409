//! kernel-safe's values, computed only where they are needed: at the bars
//! where the two lines are so close that the recurrence's tiny error could
//! decide which is above. Raw WMA values are cached per window length and
//! bar, shared by every combo of the sweep. The cache is sparse: near ties
//! are rare, and a dense `n`-sized array per window length cost thousands
//! of page faults per sweep (most of `sliding-simd`'s time in the kernel).

use kernel_spec::Params;
use std::collections::HashMap;

pub struct Exact<'a> {
    close: &'a [f64],
    /// kernel-safe's WMA of the close over a window length at a bar,
    /// where computed.
    raw: HashMap<(usize, usize), f64>,
}

impl<'a> Exact<'a> {
    pub fn new(close: &'a [f64]) -> Self {
        Exact {
            close,
            raw: HashMap::new(),
        }
    }

    /// kernel-safe's `wma(close, l)[j]`, bit for bit.
    fn raw(&mut self, l: usize, j: usize) -> f64 {
        let close = self.close;
        *self.raw.entry((l, j)).or_insert_with(|| {
            if j + 1 < l {
                f64::NAN
            } else {
                let denom = (l * (l + 1)) as f64 / 2.0;
                let mut s = 0.0;
                for k in 0..l {
                    s += (k + 1) as f64 * close[j + 1 - l + k];
                }
                s / denom
            }
        })
    }

    /// kernel-safe's `wma(combine, l)[i]` for a combine given per bar.
    fn wma_of(&mut self, l: usize, i: usize, combine: impl Fn(&mut Self, usize) -> f64) -> f64 {
        if i + 1 < l {
            return f64::NAN;
        }
        let denom = (l * (l + 1)) as f64 / 2.0;
        let mut s = 0.0;
        for k in 0..l {
            s += (k + 1) as f64 * combine(self, i + 1 - l + k);
        }
        s / denom
    }

    /// kernel-safe's two lines at bar `i` for combo `p`: (HMA, HMA3).
    pub fn lines(&mut self, p: &Params, i: usize) -> (f64, f64) {
        let len = |v: i64| usize::try_from(v).expect("validated window length");
        let (n, h, s, pp, p3, p2) = (len(p.n), len(p.h), len(p.s), len(p.p), len(p.p3), len(p.p2));
        let a = self.wma_of(s, i, |e, j| 2.0 * e.raw(h, j) - e.raw(n, j));
        let b = self.wma_of(pp, i, |e, j| {
            3.0 * e.raw(p3, j) - e.raw(p2, j) - e.raw(pp, j)
        });
        (a, b)
    }
}
