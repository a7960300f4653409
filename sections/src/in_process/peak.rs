//! Where the exact SIMD kernel's distance to the multiply-add peak goes
//! (issue 17, item 4): the whole `simd-avx512` sweep, the same kernel's WMA
//! passes alone over the full series, and its inner loop's instructions on
//! data in L1 with the kernel's loads and with aligned loads — so the gap
//! splits into the work that is not WMA passes, the passes' memory and
//! edges, cache-line-split loads, and the loop's instruction mix. Measured
//! in interleaved rounds (`measure`); what the report says is a pure
//! function of the record (`explain`, `losses`), its prose in
//! `templates/in_process_peak*.md` and `templates/in_process_split_loads*.md`.

use anyhow::Result;
use kernel_simd::{Isa, Simd};
use kernel_spec::{Kernel, Params, Sweep, sweep_macs};
use measure::stats::{Summary, summarize};
use report::template::{self, Prose, slot};
use serde::{Deserialize, Serialize};
use std::hint::black_box;
use std::time::Instant;

/// The loop-shape probe: kernel-simd's AVX-512 inner loop (one weight
/// broadcast, 6 vector multiplies with a memory operand, 6 vector adds into
/// 6 ordered accumulators per step) over `SHAPE_STEPS` steps on data in L1,
/// repeated `SHAPE_REPEATS` times (~2.5 G multiply-adds per timed run) —
/// once with the kernel's loads (the series shifted by one bar per step:
/// most 64-byte loads straddle two cache lines) and once with every load
/// 64-byte aligned. Same instructions; only the addresses differ.
pub const SHAPE_STEPS: usize = 256;
pub const SHAPE_REPEATS: usize = 200_000;
const SHAPE_ACCUMULATORS: usize = 6;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PeakBreakdown {
    /// Multiply-adds of the sweep (all of them in its WMA passes).
    pub macs: f64,
    /// Seconds per round: the whole sweep, and its WMA passes alone (every
    /// combo's 7 windows over the full series).
    pub sweep_s: Vec<f64>,
    pub passes_s: Vec<f64>,
    /// Multiply-adds of one timed loop-shape run, and its seconds per round
    /// with the kernel's shifted loads and with aligned loads (records
    /// before the probe: none).
    #[serde(default)]
    pub shape_macs: f64,
    #[serde(default)]
    pub shifted_s: Vec<f64>,
    #[serde(default)]
    pub aligned_s: Vec<f64>,
    /// The kernel's shifted vectors built from aligned loads with lane
    /// shifts (`valignq`) instead of loaded from shifted addresses: the
    /// candidate fix, measured before it is built (records before it: none).
    #[serde(default)]
    pub realigned_s: Vec<f64>,
}

/// The seven WMA windows of a combo, in kernel-simd's order.
fn windows(p: &Params) -> [usize; 7] {
    let l = |v: i64| usize::try_from(v).expect("validated window length");
    [l(p.h), l(p.n), l(p.s), l(p.p3), l(p.p2), l(p.p), l(p.p)]
}

/// `rounds` interleaved rounds on the AVX-512 path; `None` where the CPU
/// has no AVX-512. The sweep's results are checked against `reference`
/// (the gated kernel-safe results) every round.
pub fn measure(
    close: &[f64],
    params: &[Params],
    reference: &[kernel_spec::ComboResult],
    rounds: usize,
) -> Result<Option<PeakBreakdown>> {
    let Ok(simd) = Simd::new(Isa::Avx512) else {
        return Ok(None);
    };
    let sweep = Sweep::new(close, params)?;
    let mut out = vec![0.0; close.len()];
    let weights: std::collections::BTreeMap<usize, Vec<f64>> = params
        .iter()
        .flat_map(windows)
        .map(|l| (l, kernel_simd::weights(l)))
        .collect();
    let mut b = PeakBreakdown {
        macs: sweep_macs(close.len(), params) as f64,
        sweep_s: Vec::new(),
        passes_s: Vec::new(),
        shape_macs: (SHAPE_REPEATS * SHAPE_STEPS * SHAPE_ACCUMULATORS * 8) as f64,
        shifted_s: Vec::new(),
        aligned_s: Vec::new(),
        realigned_s: Vec::new(),
    };
    #[cfg(target_arch = "x86_64")]
    let shape = shape::Buffers::new();
    for _ in 0..rounds {
        let t = Instant::now();
        let got = simd.sweep(&sweep);
        b.sweep_s.push(t.elapsed().as_secs_f64());
        anyhow::ensure!(
            got.iter()
                .zip(reference)
                .all(|(g, r)| g.trades == r.trades && g.pnl.to_bits() == r.pnl.to_bits()),
            "simd-avx512 returned other results than the gated ones"
        );
        let t = Instant::now();
        for p in params {
            for l in windows(p) {
                simd.wma_into(close, l, &weights[&l], &mut out);
                black_box(&out);
            }
        }
        b.passes_s.push(t.elapsed().as_secs_f64());
        #[cfg(target_arch = "x86_64")]
        {
            // SAFETY: the AVX-512 path was accepted above, so the CPU has AVX-512F.
            b.shifted_s.push(unsafe { shape::run(&shape, 1) });
            // SAFETY: as above.
            b.aligned_s.push(unsafe { shape::run(&shape, 8) });
            // SAFETY: as above.
            b.realigned_s.push(unsafe { shape::run_realigned(&shape) });
        }
    }
    Ok(Some(b))
}

#[cfg(target_arch = "x86_64")]
mod shape {
    use super::{SHAPE_ACCUMULATORS, SHAPE_REPEATS, SHAPE_STEPS};
    use core::arch::x86_64::*;
    use std::hint::black_box;
    use std::time::Instant;

    /// A series in L1 (64-byte aligned) and the weights.
    pub struct Buffers {
        x: Vec<f64>,
        start: usize,
        weights: Vec<f64>,
    }

    impl Buffers {
        pub fn new() -> Self {
            let len = SHAPE_STEPS * 8 + SHAPE_ACCUMULATORS * 8;
            let x: Vec<f64> = (0..len + 8).map(|i| 1.0 + (i % 7) as f64 * 1e-3).collect();
            let start = x.as_ptr().align_offset(64).min(7);
            let weights = (1..=SHAPE_STEPS).map(|k| k as f64).collect();
            Buffers { x, start, weights }
        }
    }

    /// The kernel's loop with its shifted vectors built in registers: per 8
    /// steps, 7 aligned loads; step `8q + r` takes lane shift `r` of
    /// neighbouring aligned vectors (`valignq`), so no load splits a line.
    ///
    /// # Safety
    /// The CPU must support AVX-512F.
    #[target_feature(enable = "avx512f")]
    pub unsafe fn run_realigned(b: &Buffers) -> f64 {
        let x = &b.x[b.start..];
        let vectors = SHAPE_STEPS / 8 + SHAPE_ACCUMULATORS + 1;
        assert!(x.len() >= vectors * 8 && SHAPE_STEPS.is_multiple_of(8));
        let t0 = Instant::now();
        for _ in 0..SHAPE_REPEATS {
            let mut acc = [_mm512_setzero_pd(); SHAPE_ACCUMULATORS];
            for q in 0..SHAPE_STEPS / 8 {
                // SAFETY: (q + j) · 8 + 8 ≤ vectors · 8 ≤ x.len() (asserted).
                let a: [__m512d; SHAPE_ACCUMULATORS + 1] = std::array::from_fn(|j| unsafe {
                    _mm512_load_pd(x.as_ptr().add(black_box((q + j) * 8)))
                });
                macro_rules! step {
                    ($($r:literal)*) => {$(
                        let w = _mm512_set1_pd(b.weights[8 * q + $r]);
                        for (j, acc) in acc.iter_mut().enumerate() {
                            let v = if $r == 0 {
                                a[j]
                            } else {
                                _mm512_castsi512_pd(_mm512_alignr_epi64::<$r>(
                                    _mm512_castpd_si512(a[j + 1]),
                                    _mm512_castpd_si512(a[j]),
                                ))
                            };
                            *acc = _mm512_add_pd(*acc, _mm512_mul_pd(w, v));
                        }
                    )*};
                }
                step!(0 1 2 3 4 5 6 7);
            }
            black_box(acc);
        }
        t0.elapsed().as_secs_f64()
    }

    /// Seconds for `SHAPE_REPEATS` passes; step `k` reads the series from
    /// element `k · stride` (1: kernel-simd's shifted loads; 8: aligned).
    ///
    /// # Safety
    /// The CPU must support AVX-512F.
    #[target_feature(enable = "avx512f")]
    pub unsafe fn run(b: &Buffers, stride: usize) -> f64 {
        let x = &b.x[b.start..];
        assert!(x.len() >= (SHAPE_STEPS - 1) * stride + SHAPE_ACCUMULATORS * 8);
        let t0 = Instant::now();
        for _ in 0..SHAPE_REPEATS {
            let mut acc = [_mm512_setzero_pd(); SHAPE_ACCUMULATORS];
            for (k, &w) in b.weights.iter().enumerate() {
                let w = _mm512_set1_pd(w);
                let base = black_box(k * stride);
                for (j, a) in acc.iter_mut().enumerate() {
                    // SAFETY: base + 8j + 8 ≤ x.len() (asserted above).
                    let v = unsafe { _mm512_loadu_pd(x.as_ptr().add(base + 8 * j)) };
                    *a = _mm512_add_pd(*a, _mm512_mul_pd(w, v));
                }
            }
            black_box(acc);
        }
        t0.elapsed().as_secs_f64()
    }
}

/// The breakdown's figures: each measurement's seconds and share of the peak.
pub struct Figures {
    pub sweep: (Summary, f64),
    pub passes: (Summary, f64),
    /// The loop shape in L1 with the kernel's loads and with aligned loads.
    pub shifted: (Summary, f64),
    pub aligned: (Summary, f64),
    /// The candidate fix: shifted vectors built from aligned loads.
    pub realigned: Option<(Summary, f64)>,
}

/// Fraction of `peak` reached by `macs` in the median of `seconds`.
fn rate(seconds: &[f64], macs: f64, peak: f64) -> Option<(Summary, f64)> {
    let s = summarize(seconds)?;
    Some((s, macs / s.median / peak))
}

pub fn figures(b: &PeakBreakdown, peak: f64) -> Option<Figures> {
    let sweep = rate(&b.sweep_s, b.macs, peak)?;
    let passes = rate(&b.passes_s, b.macs, peak)?;
    Some(Figures {
        shifted: rate(&b.shifted_s, b.shape_macs, peak)?,
        aligned: rate(&b.aligned_s, b.shape_macs, peak)?,
        realigned: rate(&b.realigned_s, b.shape_macs, peak),
        sweep,
        passes,
    })
}

/// The table's rows, the losses' names and the verdicts.
const WORDS: Prose = Prose {
    file: "in_process_peak_words.md",
    text: include_str!("../../templates/in_process_peak_words.md"),
};

/// What holds the kernel below the peak, step by step from the sweep to
/// the aligned loop in L1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loss {
    /// The sweep against its WMA passes alone.
    Outside,
    /// The passes over the full series against the loop in L1.
    Memory,
    /// The kernel's shifted loads against aligned ones.
    SplitLoads,
    /// The aligned loop against the peak.
    Mix,
}

impl Loss {
    /// Its name in the report.
    pub fn name(self) -> Result<String> {
        WORDS.part(
            match self {
                Loss::Outside => "loss.outside",
                Loss::Memory => "loss.memory",
                Loss::SplitLoads => "loss.split",
                Loss::Mix => "loss.mix",
            },
            &[],
        )
    }
}

/// The losses, in points of the peak, largest first: what the report
/// names as holding the kernel back.
pub fn losses(f: &Figures) -> Vec<(Loss, f64)> {
    let mut v = vec![
        (Loss::Outside, f.passes.1 - f.sweep.1),
        (Loss::Memory, f.shifted.1 - f.passes.1),
        (Loss::SplitLoads, f.aligned.1 - f.shifted.1),
        (Loss::Mix, 1.0 - f.aligned.1),
    ];
    v.sort_by(|a, b| b.1.total_cmp(&a.1));
    v
}

/// The table and what it says (`None`: a measurement is missing).
pub fn explain(b: &PeakBreakdown, peak: f64) -> Result<Option<String>> {
    let Some(f) = figures(b, peak) else {
        return Ok(None);
    };
    let losses = losses(&f);
    let list = losses
        .iter()
        .map(|(what, points)| Ok(format!("{}: {} points", what.name()?, points_of(*points))))
        .collect::<Result<Vec<String>>>()?;
    let verdict = WORDS.part(
        if f.sweep.1 >= 0.85 {
            "verdict.met"
        } else {
            "verdict.missed"
        },
        &[],
    )?;
    template::fill(
        include_str!("../../templates/in_process_peak_losses.md"),
        &[
            slot("table", table(b, &f)?),
            slot("sweep", points_of(f.sweep.1)),
            slot("losses", list.join("; ")),
            slot("largest", capitalized(&losses[0].0.name()?)),
            slot("verdict", verdict),
            slot("split_loads", split_loads(&f)?.unwrap_or_default()),
        ],
    )
    .map(Some)
}

/// A share of the peak in whole points.
fn points_of(share: f64) -> String {
    format!("{:.0}", 100.0 * share)
}

/// One row per measurement: its seconds, rate and share of the peak.
fn table(b: &PeakBreakdown, f: &Figures) -> Result<String> {
    let row = |name: &str, (s, frac): (Summary, f64), macs: f64| {
        format!(
            "| {name} | {:.4} | {:.4}–{:.4} | {:.1} | {}% |\n",
            s.median,
            s.min,
            s.max,
            macs / s.median / 1e9,
            points_of(frac)
        )
    };
    let mut out = String::from(
        "| measured | median s | min–max s | G MAC/s | % of peak |\n|---|---:|---:|---:|---:|\n",
    );
    let name = |part: &str| WORDS.part(part, &[]);
    out.push_str(&row(&name("row.sweep")?, f.sweep, b.macs));
    out.push_str(&row(&name("row.passes")?, f.passes, b.macs));
    out.push_str(&row(&name("row.shifted")?, f.shifted, b.shape_macs));
    out.push_str(&row(&name("row.aligned")?, f.aligned, b.shape_macs));
    if let Some(realigned) = f.realigned {
        out.push_str(&row(&name("row.realigned")?, realigned, b.shape_macs));
    }
    Ok(out)
}

/// What the report says about split loads, when they cost more than 5
/// points: the cause, and the candidate fix's measured outcome (pure).
fn split_loads(f: &Figures) -> Result<Option<String>> {
    if f.aligned.1 - f.shifted.1 <= 0.05 {
        return Ok(None);
    }
    let outcome = match f.realigned {
        Some((_, r)) if r > f.shifted.1 + 0.03 => template::fill(
            include_str!("../../templates/in_process_split_loads_fix.md"),
            &[
                slot("measured", format!("{:.0}", 100.0 * r)),
                slot("gain", format!("{:.0}", 100.0 * (r - f.shifted.1))),
            ],
        )?,
        Some((_, r)) => template::fill(
            include_str!("../../templates/in_process_split_loads_no_gain.md"),
            &[
                slot("measured", format!("{:.0}", 100.0 * r)),
                slot("kernel", format!("{:.0}", 100.0 * f.shifted.1)),
            ],
        )?,
        None => WORDS.part("split.unmeasured", &[])?,
    };
    template::fill(
        include_str!("../../templates/in_process_split_loads.md"),
        &[slot("outcome", outcome)],
    )
    .map(Some)
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Peak 100 MAC/s; `macs` 100 for the sweep and passes, 10 for the shape.
    fn breakdown(sweep: f64, passes: f64, shifted: f64, aligned: f64) -> PeakBreakdown {
        PeakBreakdown {
            macs: 100.0,
            sweep_s: vec![sweep; 3],
            passes_s: vec![passes; 3],
            shape_macs: 10.0,
            shifted_s: vec![shifted; 3],
            aligned_s: vec![aligned; 3],
            realigned_s: Vec::new(),
        }
    }

    #[test]
    fn the_gap_splits_into_four_losses_that_add_up() {
        // sweep 50%, passes 62.5%, shifted 80%, aligned 84%.
        let f = figures(&breakdown(2.0, 1.6, 0.125, 0.1 / 0.84), 100.0).unwrap();
        let l = losses(&f);
        let total: f64 = l.iter().map(|x| x.1).sum();
        assert!((total - 0.5).abs() < 1e-12, "the losses add up to 1 − 50%");
        assert!(
            l[0].0 == Loss::Memory && (l[0].1 - 0.175).abs() < 1e-12,
            "{l:?}"
        );
        let text = explain(&breakdown(2.0, 1.6, 0.125, 0.1 / 0.84), 100.0)
            .unwrap()
            .unwrap();
        assert!(text.contains("down to the sweep's 50%"), "{text}");
        assert!(text.contains("**The passes over the full series"), "{text}");
        assert!(text.contains("below the 85% target"), "{text}");
        assert!(
            !text.contains("valignq"),
            "split loads cost 4 points only: {text}"
        );
    }

    #[test]
    fn split_loads_are_explained_when_they_cost() {
        // shifted 64%, aligned 81%: 17 points.
        let text = explain(&breakdown(1.5, 1.45, 10.0 / 64.0, 10.0 / 81.0), 100.0)
            .unwrap()
            .unwrap();
        assert!(
            text.contains("loads that straddle two cache lines: 17 points"),
            "{text}"
        );
        assert!(text.contains("valignq"), "{text}");
    }

    #[test]
    fn a_sweep_at_the_target_says_so() {
        let text = explain(
            &breakdown(1.0 / 0.9, 1.0 / 0.92, 0.1 / 0.95, 0.1 / 0.97),
            100.0,
        )
        .unwrap()
        .unwrap();
        assert!(text.contains("meets the 85% target"), "{text}");
    }

    #[test]
    fn nothing_measured_says_nothing() {
        let mut b = breakdown(1.0, 1.0, 1.0, 1.0);
        b.aligned_s.clear();
        assert!(explain(&b, 100.0).unwrap().is_none());
    }
}
