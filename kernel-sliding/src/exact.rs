//! kernel-safe's values, computed only where they are needed: at the bars
//! where the two lines are so close that the recurrence's tiny error could
//! decide which is above. Raw WMA values are cached per window length and
//! bar, shared by every combo of the sweep. The cache is sparse: near ties
//! are rare, and a dense `n`-sized array per window length cost thousands
//! of page faults per sweep (most of `sliding-simd`'s time in the kernel).
//! It starts again empty at [`CAPACITY`] entries, so a series that sends
//! every bar here (a constant price) cannot grow it past
//! [`workspace_bytes`].

use kernel_spec::Params;
use std::collections::HashMap;

/// Entries the cache holds before it starts again.
pub(crate) const CAPACITY: usize = 1 << 20;

/// Bytes one entry can take at most: key and value (24 B) and the map's
/// control byte per bucket; buckets are the entries × 8/7 rounded up to a
/// power of two, and while the map grows the old table (half as many
/// buckets) is still alive: 25 B × 8/7 × 2 × 3/2, rounded up.
const BYTES_PER_ENTRY: usize = 96;

/// What the cache can take for `entries` distinct (window length, bar)
/// pairs: at most [`CAPACITY`] of them at a time, plus the map's smallest
/// table.
pub(crate) fn workspace_bytes(entries: usize) -> usize {
    entries
        .min(CAPACITY)
        .saturating_mul(BYTES_PER_ENTRY)
        .saturating_add(4096)
}

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
        if self.raw.len() >= CAPACITY && !self.raw.contains_key(&(l, j)) {
            self.raw.clear();
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cache_starts_again_when_full_and_stays_right() {
        let close: Vec<f64> = (0..CAPACITY / 2 + 1_000)
            .map(|i| 1.0 + (i % 97) as f64)
            .collect();
        let mut e = Exact::new(&close);
        for j in 0..close.len() {
            for l in [1, 3] {
                let got = e.raw(l, j);
                assert!(e.raw.len() <= CAPACITY);
                if j + 1 >= l {
                    let sum = (0..l).fold(0.0, |s, k| s + (k + 1) as f64 * close[j + 1 - l + k]);
                    let want = sum / ((l * (l + 1)) as f64 / 2.0);
                    assert_eq!(got, want, "l {l}, bar {j}");
                }
            }
        }
        assert!(
            e.raw.len() < 3_000,
            "started again: {} entries",
            e.raw.len()
        );
    }

    #[test]
    fn its_bytes_are_bounded_whatever_the_series() {
        assert!(workspace_bytes(usize::MAX) <= CAPACITY * BYTES_PER_ENTRY + 4096);
        assert!(workspace_bytes(10) < workspace_bytes(1_000));
    }
}
