//! `sliding-simd`: kernel-sliding with its recurrences run [`LANES`] series
//! at a time ([`crate::lanes`]) — the raw WMAs [`LANES`] window lengths at
//! a time over the close, then the combine WMAs of [`LANES`] combos at a
//! time. Per combo, the near-tie check and the event loop are the scalar
//! kernel's ([`crate::trade`]).
//!
//! Every lane computes what the scalar kernel computes, in its order, so
//! the results are bit-identical to `sliding`'s (and with them its trades,
//! kernel-safe's).
//!
//! **Not yet fast, so not yet on the CLI.** Measured on `paper` (AMD EPYC,
//! whole process): `sliding` 0.58 s, this kernel 1.05 s. perf: the lane
//! recurrence vectorises (zmm adds and multiplies), but the time goes to
//! building and reading the interleaved blocks — strided stores and loads
//! 128 bytes apart over 19 MB blocks, the `x[j − l]` gathers, and fresh
//! pages for three such blocks per sweep. Next: process the bars in
//! cache-sized blocks with a per-lane ring of the last `l` inputs instead of
//! gathers, and write each lane's output contiguously. (`par-` over this
//! kernel also needs `kernel-par` to hand it batches of combos: today it
//! calls the inner kernel once per combo, which throws away the shared raw
//! WMAs.) One algorithm, compiled three times: inside an
//! `avx512f` and an `avx2` `#[target_feature]` function and once for the
//! baseline target; [`SlidingSimd::auto`] is the one place a path is
//! chosen, from what the CPU reports.

use crate::exact::Exact;
use crate::lanes::{Interleaved, Shared, wma_lanes};
use crate::wma::EXACT_PRODUCT_LIMIT;
use crate::{len, raw_lengths, trade};
use kernel_spec::gate::PNL_TOLERANCE;
use kernel_spec::{ComboResult, Exactness, Kernel, Sweep};
use std::collections::{BTreeMap, BTreeSet};

/// Series per group: two AVX-512 registers (four AVX2 ones) per operation,
/// so each instruction stream carries independent dependency chains.
pub const LANES: usize = 16;

/// An instruction-set path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Isa {
    Avx512,
    Avx2,
    Baseline,
}

impl Isa {
    pub fn name(self) -> &'static str {
        match self {
            Isa::Avx512 => "avx512",
            Isa::Avx2 => "avx2",
            Isa::Baseline => "baseline",
        }
    }

    /// Whether this CPU runs the path (detected at run time).
    pub fn is_supported(self) -> bool {
        match self {
            #[cfg(target_arch = "x86_64")]
            Isa::Avx512 => std::arch::is_x86_feature_detected!("avx512f"),
            #[cfg(target_arch = "x86_64")]
            Isa::Avx2 => std::arch::is_x86_feature_detected!("avx2"),
            #[cfg(not(target_arch = "x86_64"))]
            Isa::Avx512 | Isa::Avx2 => false,
            Isa::Baseline => true,
        }
    }
}

/// `kernel-sliding` on lanes (`sliding-simd` on the CLI).
#[derive(Clone, Copy, Debug)]
pub struct SlidingSimd {
    isa: Isa,
}

impl SlidingSimd {
    /// The widest path this CPU runs.
    pub fn auto() -> Self {
        let isa = [Isa::Avx512, Isa::Avx2]
            .into_iter()
            .find(|i| i.is_supported())
            .unwrap_or(Isa::Baseline);
        SlidingSimd { isa }
    }

    /// One path, if this CPU runs it.
    pub fn with(isa: Isa) -> Result<Self, String> {
        if isa.is_supported() {
            Ok(SlidingSimd { isa })
        } else {
            Err(format!("this CPU does not run the {} path", isa.name()))
        }
    }

    pub fn isa(&self) -> Isa {
        self.isa
    }
}

impl Kernel for SlidingSimd {
    fn name(&self) -> &str {
        "sliding-simd"
    }

    fn exactness(&self) -> Exactness {
        Exactness::Within(PNL_TOLERANCE)
    }

    fn sweep(&self, s: &Sweep<'_>) -> Vec<ComboResult> {
        sweep(self.isa, s)
    }

    /// The shared raw WMAs and their exact counterparts (as `sliding`),
    /// three interleaved blocks of [`LANES`] series and two lines.
    fn workspace_bytes(&self, n_bars: usize, n_combos: usize) -> usize {
        crate::Sliding
            .workspace_bytes(n_bars, n_combos)
            .saturating_add(n_bars.saturating_mul(3 * LANES * 8 + 2 * 8))
    }
}

/// Every combo of a validated sweep on the chosen path, in row order.
#[inline(never)]
pub fn sweep(isa: Isa, s: &Sweep<'_>) -> Vec<ComboResult> {
    // Windows of 2²⁷ bars and more take the scalar path's rounded products.
    if s.params()
        .iter()
        .flat_map(|p| raw_lengths(p).into_iter().chain([len(p.s), len(p.p)]))
        .any(|l| l >= EXACT_PRODUCT_LIMIT)
    {
        return crate::sweep(s);
    }
    match isa {
        #[cfg(target_arch = "x86_64")]
        // SAFETY: `SlidingSimd` holds `Avx512` only when the CPU reported
        // avx512f (`Isa::is_supported`), checked where it was made.
        Isa::Avx512 => unsafe { x86::sweep_avx512(s) },
        #[cfg(target_arch = "x86_64")]
        // SAFETY: as above, for avx2.
        Isa::Avx2 => unsafe { x86::sweep_avx2(s) },
        _ => sweep_lanes::<LANES>(s),
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::{LANES, sweep_lanes};
    use kernel_spec::{ComboResult, Sweep};

    #[target_feature(enable = "avx512f")]
    pub fn sweep_avx512(s: &Sweep<'_>) -> Vec<ComboResult> {
        sweep_lanes::<LANES>(s)
    }

    #[target_feature(enable = "avx2")]
    pub fn sweep_avx2(s: &Sweep<'_>) -> Vec<ComboResult> {
        sweep_lanes::<LANES>(s)
    }
}

/// Lane `k`'s series of an interleaved block, into `out`.
#[inline(always)]
fn lane<const L: usize>(block: &[f64], k: usize, out: &mut [f64]) {
    for (j, v) in out.iter_mut().enumerate() {
        *v = block[j * L + k];
    }
}

#[inline(always)]
fn sweep_lanes<const L: usize>(s: &Sweep<'_>) -> Vec<ComboResult> {
    let close = s.close();
    let n = close.len();
    let params = s.params();
    let mut block_a = vec![0.0; n * L];
    let mut block_b = vec![0.0; n * L];
    let mut input = vec![0.0; n * L];

    // Each distinct raw window length once, L lengths at a time (a short
    // last group repeats its last length; the copies are not read).
    let lengths: Vec<usize> = params
        .iter()
        .flat_map(raw_lengths)
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let mut raw: BTreeMap<usize, Vec<f64>> = BTreeMap::new();
    for chunk in lengths.chunks(L) {
        let lens: [usize; L] = std::array::from_fn(|k| chunk[k.min(chunk.len() - 1)]);
        wma_lanes::<L, _>(&Shared(close), lens, &mut block_a);
        for (k, &l) in chunk.iter().enumerate() {
            let mut series = vec![0.0; n];
            lane::<L>(&block_a, k, &mut series);
            raw.insert(l, series);
        }
    }

    // The combos, L at a time: both combines interleaved, their WMAs on
    // lanes, then per combo the scalar kernel's near-ties and event loop.
    let mut exact = Exact::new(close);
    let (mut a, mut b) = (vec![0.0; n], vec![0.0; n]);
    let mut results = Vec::with_capacity(params.len());
    for group in params.chunks(L) {
        let p = |k: usize| &group[k.min(group.len() - 1)];
        let r = |l: i64| raw[&len(l)].as_slice();
        for k in 0..L {
            let (wn, wh) = (r(p(k).n), r(p(k).h));
            for j in 0..n {
                input[j * L + k] = 2.0 * wh[j] - wn[j];
            }
        }
        wma_lanes::<L, _>(
            &Interleaved(&input),
            std::array::from_fn(|k| len(p(k).s)),
            &mut block_a,
        );
        for k in 0..L {
            let (wp3, wp2, wp) = (r(p(k).p3), r(p(k).p2), r(p(k).p));
            for j in 0..n {
                input[j * L + k] = 3.0 * wp3[j] - wp2[j] - wp[j];
            }
        }
        wma_lanes::<L, _>(
            &Interleaved(&input),
            std::array::from_fn(|k| len(p(k).p)),
            &mut block_b,
        );
        for (k, p) in group.iter().enumerate() {
            lane::<L>(&block_a, k, &mut a);
            lane::<L>(&block_b, k, &mut b);
            results.push(trade(close, p, &mut exact, &mut a, &mut b));
        }
    }
    results
}
