use super::*;
use kernel_spec::dataset::{DatasetSpec, chacha_gbm};
use kernel_spec::gate::{Mode, compare};
use kernel_spec::paper_grid;

/// The bound on kernel-safe's own rounding in a WMA of positive values: a
/// sequential sum of `l` products is off by at most ~`l` ulps; the
/// recurrence adds a few (its sums are compensated).
fn bound(l: usize) -> f64 {
    (l as f64 + 4.0) * f64::EPSILON
}

/// Largest relative difference where both are finite; NaN positions must agree.
fn worst_relative(want: &[f64], got: &[f64]) -> f64 {
    assert_eq!(want.len(), got.len());
    let mut worst: f64 = 0.0;
    for (i, (w, g)) in want.iter().zip(got).enumerate() {
        assert_eq!(
            w.is_nan(),
            g.is_nan(),
            "NaN at {i} differs: want {w}, got {g}"
        );
        if w.is_finite() {
            worst = worst.max((w - g).abs() / w.abs().max(f64::MIN_POSITIVE));
        }
    }
    worst
}

fn sliding(x: &[f64], l: usize) -> Vec<f64> {
    let mut out = vec![0.0; x.len()];
    wma::wma_into(x, l, &mut out);
    out
}

#[test]
fn the_recurrence_follows_kernel_safe_on_random_walks_and_nan_prefixes() {
    for (seed, n) in [(1, 5_000), (2, 3_000)] {
        let close = chacha_gbm(seed, n, 0.01);
        for prefix in [0, 5, 300] {
            let mut x = close.clone();
            x[..prefix].fill(f64::NAN);
            for l in [
                1,
                2,
                3,
                7,
                50,
                449,
                1_024,
                1_500,
                n - prefix,
                n - prefix + 1,
            ] {
                let worst = worst_relative(&kernel_safe::wma(&x, l), &sliding(&x, l));
                assert!(
                    worst <= bound(l),
                    "seed {seed}, prefix {prefix}, l {l}: {worst:e}"
                );
            }
        }
    }
}

#[test]
fn anchors_have_kernel_safe_bits() {
    let x = chacha_gbm(9, 4 * wma::ANCHOR_EVERY, 0.02);
    let l = 37;
    let (want, got) = (kernel_safe::wma(&x, l), sliding(&x, l));
    for i in (l - 1..x.len()).step_by(wma::ANCHOR_EVERY + 1) {
        assert_eq!(want[i].to_bits(), got[i].to_bits(), "anchor {i}");
    }
}

#[test]
fn a_huge_spike_leaves_no_trace_when_it_leaves_the_window() {
    // polars#28290: moments stayed wrong after a large outlier left the window.
    let mut x = chacha_gbm(4, 3_000, 0.005);
    x[1_500] *= 1e6;
    for l in [10, 200] {
        let (want, got) = (kernel_safe::wma(&x, l), sliding(&x, l));
        let after = 1_500 + l;
        let worst = worst_relative(&want[after..], &got[after..]);
        assert!(worst <= bound(l), "l {l}: {worst:e} after the spike left");
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

/// The tiled recurrence is the scalar one bit for bit: windows from 1 to
/// past the series' end, NaN warm-ups, series that fill several tiles, end
/// inside a tile, or leave fewer periods than half a tile (the scalar
/// remainder), on 8 and 16 lanes, with one scratch tile reused throughout.
#[test]
fn the_tiled_recurrence_is_the_scalar_one_bit_for_bit() {
    let mut tile = tiles::Tile::default();
    for (seed, n, prefix) in [
        (30, 3 * wma::ANCHOR_EVERY + 77, 0),
        (31, 40 * wma::ANCHOR_EVERY + 5, 17),
        (32, 20 * wma::ANCHOR_EVERY, 2_000),
        (33, 500, 3),
    ] {
        let mut x = chacha_gbm(seed, n, 0.01);
        x[..prefix].fill(f64::NAN);
        for l in [1, 2, 7, 50, 449, 1_024, 1_025, 3_000, n - prefix, n + 1] {
            let want = sliding(&x, l);
            let mut got8 = vec![0.0; n];
            tiles::wma_tiled::<8, transpose::Portable>(&x, l, &mut got8, &mut tile);
            let mut got16 = vec![0.0; n];
            tiles::wma_tiled::<16, transpose::Portable>(&x, l, &mut got16, &mut tile);
            for j in 0..n {
                assert_eq!(
                    want[j].to_bits(),
                    got8[j].to_bits(),
                    "n {n}, l {l}, 8 lanes, bar {j}"
                );
                assert_eq!(
                    want[j].to_bits(),
                    got16[j].to_bits(),
                    "n {n}, l {l}, 16 lanes, bar {j}"
                );
            }
        }
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
