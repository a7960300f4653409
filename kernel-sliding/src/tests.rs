use super::*;
use kernel_spec::dataset::{DatasetSpec, chacha_gbm};
use kernel_spec::gate::{Mode, compare};
use kernel_spec::paper_grid;

/// `a·b` as an unevaluated sum, exactly.
fn two_prod(a: f64, b: f64) -> (f64, f64) {
    let p = a * b;
    (p, a.mul_add(b, -p))
}

/// `a + b` as an unevaluated sum, exactly.
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let t = a + b;
    let v = t - a;
    (t, (a - (t - v)) + (b - v))
}

/// The WMA of `x` over `l` in double-double arithmetic (~1e-32 relative):
/// the "exact" value the bound's two halves are stated against.
fn reference_wma(x: &[f64], l: usize) -> Vec<(f64, f64)> {
    let denom = wma::denominator(l);
    (0..x.len())
        .map(|i| {
            if i + 1 < l {
                return (f64::NAN, 0.0);
            }
            let (mut hi, mut lo) = (0.0, 0.0);
            for k in 0..l {
                let (p, e) = two_prod((k + 1) as f64, x[i + 1 - l + k]);
                let (t, f) = two_sum(hi, p);
                (hi, lo) = (t, lo + f + e);
            }
            let q = hi / denom;
            let r = ((-q).mul_add(denom, hi) + lo) / denom;
            (q, r)
        })
        .collect()
}

/// Prices built to break running sums: random walks, a spike 1e6× the
/// local scale entering and leaving, a dip to 1e-6×, prices near 1e8
/// moving by 1e-3 (cancellation), a 1000× jump every other bar, subnormal
/// values, values near 1e±300, long flat stretches.
pub(crate) fn adversarial() -> Vec<(&'static str, Vec<f64>)> {
    let walk = chacha_gbm(41, 4_000, 0.01);
    let mut spikes = walk.clone();
    spikes[1_000] *= 1e6;
    spikes[2_500] /= 1e6;
    spikes[2_600] *= 1e6;
    let mut flats = walk.clone();
    let v = flats[300];
    flats[300..1_400].fill(v);
    let noise = chacha_gbm(42, 4_000, 0.3);
    vec![
        ("walk", walk.clone()),
        ("spikes", spikes),
        (
            "cancellation",
            walk.iter().map(|v| 1e8 + v * 1e-3).collect(),
        ),
        (
            "jagged",
            walk.iter()
                .enumerate()
                .map(|(i, v)| if i % 2 == 0 { *v } else { v * 1e3 })
                .collect(),
        ),
        ("subnormal", walk.iter().map(|v| v * 1e-312).collect()),
        ("near 1e-300", walk.iter().map(|v| v * 1e-302).collect()),
        ("near 1e300", walk.iter().map(|v| v * 1e298).collect()),
        ("flat", flats),
        ("noisy", noise),
    ]
}

/// Series no price takes, but a WMA's input can (a combine): signs
/// alternating every bar, a walk crossing zero.
fn signed() -> Vec<(&'static str, Vec<f64>)> {
    let walk = chacha_gbm(43, 4_000, 0.01);
    let noise = chacha_gbm(44, 4_000, 0.3);
    vec![
        (
            "alternating",
            walk.iter()
                .enumerate()
                .map(|(i, v)| if i % 2 == 0 { *v } else { -v })
                .collect(),
        ),
        ("crossing zero", noise.iter().map(|v| v - 100.0).collect()),
    ]
}

fn sliding(x: &[f64], l: usize, grid: &grid::Grid) -> Vec<f64> {
    let mut out = vec![0.0; x.len()];
    wma::wma_into(x, l, grid, &mut out);
    out
}

/// At every bar of every adversarial series and window length: our raw
/// WMA within `bound.ours` of the double-double value, kernel-safe's
/// within `bound.safe`, so the two within their sum.
#[test]
fn every_bar_of_a_raw_wma_is_inside_its_bound() {
    for (name, x) in adversarial().into_iter().chain(signed()) {
        for l in [1, 2, 3, 7, 50, 100, 449] {
            let grid = grid::Grid::adaptive(&x, l + 100);
            let (ours, safe, exact) = (
                sliding(&x, l, &grid),
                kernel_safe::wma(&x, l),
                reference_wma(&x, l),
            );
            let mut worst: f64 = 0.0;
            for i in 0..x.len() {
                assert_eq!(ours[i].is_nan(), safe[i].is_nan(), "{name}, l {l}, bar {i}");
                if safe[i].is_nan() {
                    continue;
                }
                let e = bound::raw(&grid, l, grid.period_of(i));
                let (q, r) = exact[i];
                let d_ours = ((ours[i] - q) - r).abs();
                let d_safe = ((safe[i] - q) - r).abs();
                assert!(
                    d_ours <= e.ours,
                    "{name}, l {l}, bar {i}: ours off by {d_ours:e} > {:e}",
                    e.ours
                );
                assert!(
                    d_safe <= e.safe,
                    "{name}, l {l}, bar {i}: kernel-safe off by {d_safe:e} > {:e}",
                    e.safe
                );
                if e.total() > 0.0 {
                    worst = worst.max((ours[i] - safe[i]).abs() / e.total());
                }
            }
            assert!(worst <= 1.0, "{name}, l {l}: {worst}");
        }
    }
}

/// At every bar of every combo: both lines within their bound of
/// kernel-safe's, on the adversarial series and the hostile cases.
#[test]
fn every_bar_of_a_line_is_inside_its_bound() {
    let grid: Vec<Params> = paper_grid().into_iter().step_by(6).collect();
    let cases = adversarial()
        .into_iter()
        .map(|(n, x)| (n.to_string(), x))
        .chain(
            kernel_spec::vectors::hostile_cases()
                .into_iter()
                .map(|c| (c.name, c.close)),
        );
    for (name, x) in cases {
        let acc = accuracy(&Sweep::new(&x, &grid).unwrap());
        assert_eq!(acc.nan_mismatches, 0, "{name}: {acc:?}");
        assert!(acc.worst_of_bound <= 1.0, "{name}: {acc:?}");
    }
}

#[test]
fn a_price_series_rarely_needs_kernel_safes_values() {
    let paper = DatasetSpec::Paper.load().unwrap();
    let acc = accuracy(&Sweep::new(&paper.close, &paper_grid()).unwrap());
    assert_eq!(acc.cut_periods, 0, "{acc:?}");
    assert!(acc.near_ties < 1_000, "{acc:?}");
    assert!(acc.worst_of_bound <= 1.0, "{acc:?}");
}

#[test]
fn anchors_have_kernel_safe_bits() {
    let x = chacha_gbm(9, 4 * wma::ANCHOR_EVERY, 0.02);
    let l = 37;
    let grid = grid::Grid::adaptive(&x, 100);
    let (want, got) = (kernel_safe::wma(&x, l), sliding(&x, l, &grid));
    for (start, _) in grid.periods().skip(1) {
        assert_eq!(
            want[start].to_bits(),
            got[start].to_bits(),
            "anchor {start}"
        );
    }
}

/// `sliding` and `sliding-simd` on every path this CPU runs.
fn kernels() -> Vec<(String, Box<dyn Kernel>)> {
    let mut v: Vec<(String, Box<dyn Kernel>)> = vec![("sliding".into(), Box::new(Sliding))];
    for isa in [simd::Isa::Avx512, simd::Isa::Avx2, simd::Isa::Portable] {
        if let Ok(k) = SlidingSimd::with(isa) {
            v.push((format!("sliding-simd {}", isa.name()), Box::new(k)));
        }
    }
    v
}

/// The gate as the report applies it: trades exact, |Δpnl| ≤ 1e-6; and the
/// count of bit-identical pnl (the design makes every one identical), for
/// every kernel of this crate.
fn gate(name: &str, close: &[f64], params: &[Params]) {
    let s = Sweep::new(close, params).unwrap();
    let want = kernel_safe::sweep(&s);
    for (kernel, k) in kernels() {
        let got = k.sweep(&s);
        let report = compare(&want, &got, Mode::Abs(PNL_TOLERANCE));
        assert!(report.passed(), "{name}, {kernel}: {report}");
        assert_eq!(
            report.bit_identical,
            want.len(),
            "{name}, {kernel}: {report}"
        );
    }
}

/// `sliding-simd` on every path is `sliding` bit for bit, per combo:
/// series that fill several tiles or end inside one, a spike that cuts
/// periods (lanes re-anchored alone), windows of 1 and as long as a period,
/// a series shorter than one period, a last tile of fewer lanes, combos
/// swept as pairs.
#[test]
fn every_path_is_the_scalar_kernel_bit_for_bit() {
    let mut spiky = chacha_gbm(30, 40 * wma::ANCHOR_EVERY + 5, 0.01);
    spiky[20_000] *= 1e6;
    spiky[30_500] *= 1e3;
    // 16 periods in a wide tile, 3 and a part in a narrow one, a spike
    // cutting a period of the narrow one.
    let mut tail = chacha_gbm(34, 18 * wma::PERIOD + 300, 0.01);
    tail[17 * wma::PERIOD + 40] *= 1e4;
    let rows = [
        Params::new(6, 3, 2, 3, 1, 2),
        Params::new(1, 1, 1, 1, 1, 1),
        Params::new(100, 50, 7, 40, 9, 20),
        Params::new(wma::PERIOD as i64, 2, wma::PERIOD as i64, 3, 2, 2),
        Params::new(20, 10, 4, wma::PERIOD as i64, 30, 20),
        // Mates of rows above (the same h, p, p3, p2): swept as pairs, one
        // where p is h and a window is one, one where p is not h.
        Params::new(7, 3, 3, 3, 1, 2),
        Params::new(90, 50, 9, 40, 9, 20),
    ];
    // A window longer than a period: the vector path hands the sweep to
    // the scalar kernel.
    let long = [Params::new(1_500, 30, 5, 40, 9, 20)];
    for (name, x) in [
        ("spiky", spiky),
        ("walk", chacha_gbm(31, 17 * wma::PERIOD, 0.01)),
        ("short", chacha_gbm(32, wma::PERIOD + 200, 0.01)),
        ("wide and tail tiles", tail),
    ] {
        let windows = if x.len() > 1_500 { &long[..] } else { &[] };
        for params in [&rows[..], windows] {
            if params.is_empty() {
                continue;
            }
            let s = Sweep::new(&x, params).unwrap();
            let want = sweep(&s);
            for (kernel, k) in kernels() {
                let got = k.sweep(&s);
                for (c, (w, g)) in want.iter().zip(&got).enumerate() {
                    assert_eq!(w.trades, g.trades, "{name}, {kernel}, combo {c}");
                    assert_eq!(
                        w.pnl.to_bits(),
                        g.pnl.to_bits(),
                        "{name}, {kernel}, combo {c}"
                    );
                }
            }
        }
    }
}

/// A prepared sweep gives any batch of rows, in any order, the bits the
/// whole sweep gives them (what `par-sliding-simd` relies on), on every
/// path; a sweep whose windows do not fit a tile is not prepared.
#[test]
fn prepared_rows_are_the_whole_sweeps_bit_for_bit() {
    let mut spiky = chacha_gbm(33, 20 * wma::ANCHOR_EVERY + 7, 0.01);
    spiky[9_000] *= 1e6;
    let grid = paper_grid();
    let s = Sweep::new(&spiky, &grid).unwrap();
    for isa in [simd::Isa::Avx512, simd::Isa::Avx2, simd::Isa::Portable] {
        let Ok(k) = SlidingSimd::with(isa) else {
            continue;
        };
        let whole = k.sweep(&s);
        let prepared = k.prepare(&s).expect("the paper grid fits a tile");
        for rows in [vec![79, 0, 40], (1..80).step_by(3).collect(), vec![]] {
            let got = prepared.sweep_rows(&rows);
            assert_eq!(got.len(), rows.len());
            for (&r, g) in rows.iter().zip(&got) {
                assert_eq!(whole[r].trades, g.trades, "{}, row {r}", isa.name());
                assert_eq!(
                    whole[r].pnl.to_bits(),
                    g.pnl.to_bits(),
                    "{}, row {r}",
                    isa.name()
                );
            }
        }
        let long = [Params::new(1_500, 30, 5, 40, 9, 20)];
        assert!(k.prepare(&Sweep::new(&spiky, &long).unwrap()).is_none());
    }
}

#[test]
fn the_shared_vectors_pass_the_gate() {
    for case in kernel_spec::vectors::small_cases() {
        gate(&case.name, &case.close, &case.params);
    }
}

#[test]
fn paper_passes_the_gate() {
    let paper = DatasetSpec::Paper.load().unwrap();
    gate("paper", &paper.close, &paper_grid());
}

#[test]
fn chacha_series_pass_the_gate_up_to_a_million_bars() {
    let grid = paper_grid();
    for seed in [11, 12, 13] {
        gate(
            &format!("chacha {seed}, 150,000"),
            &chacha_gbm(seed, 150_000, 0.0008),
            &grid,
        );
    }
    let every_tenth: Vec<Params> = grid.iter().step_by(10).copied().collect();
    gate(
        "chacha 14, 1,000,000",
        &chacha_gbm(14, 1_000_000, 0.0008),
        &every_tenth,
    );
}

#[test]
fn hostile_series_pass_the_gate() {
    for case in kernel_spec::vectors::hostile_cases() {
        gate(&case.name, &case.close, &case.params);
    }
}

#[test]
fn workspace_covers_the_shared_arrays() {
    let (n, m) = (150_000, 80);
    assert!(Sliding.workspace_bytes(n, m) >= n * 8 * (5 * m + 3));
    assert!(Sliding.workspace_bytes(usize::MAX, usize::MAX) == usize::MAX);
}
