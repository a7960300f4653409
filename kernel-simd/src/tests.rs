use super::*;
use kernel_spec::dataset::chacha_gbm;
use kernel_spec::gate::{Mode, compare};
use kernel_spec::vectors::{paper_case, small_cases};

fn supported() -> Vec<Simd> {
    Isa::ALL
        .into_iter()
        .filter_map(|p| Simd::new(p).ok())
        .collect()
}

fn assert_bits_eq(what: &str, a: &[f64], b: &[f64]) {
    assert_eq!(a.len(), b.len(), "{what}");
    for (i, (x, y)) in a.iter().zip(b).enumerate() {
        assert_eq!(
            x.to_bits(),
            y.to_bits(),
            "{what}: index {i}: {x:?} vs {y:?}"
        );
    }
}

#[test]
fn portable_is_always_available_and_auto_picks_the_best() {
    assert!(Isa::Portable.is_supported());
    assert_eq!(Simd::auto().isa(), Isa::best());
    assert_eq!(Simd::auto().name(), "simd");
    assert_eq!(Simd::new(Isa::Portable).unwrap().name(), "simd-portable");
}

#[test]
fn unsupported_error_names_the_path() {
    let msg = Unsupported(Isa::Avx512).to_string();
    assert!(msg.contains("avx512") && msg.contains("portable"), "{msg}");
}

#[test]
fn wma_is_bit_identical_to_safe_for_every_length_and_remainder() {
    let x = chacha_gbm(21, 300, 0.01);
    for simd in supported() {
        for n in [1, 2, 5, 8, 15, 16, 17, 63, 64, 65, 67, 130, 300] {
            for l in [1, 2, 3, 7, 8, 9, 14, 50, 64, 65, 100, 200, 299, 300, 301] {
                let xs = &x[..n];
                let what = format!("{:?} n={n} l={l}", simd.isa());
                assert_bits_eq(&what, &simd.wma(xs, l), &kernel_safe::wma(xs, l));
            }
        }
    }
}

#[test]
fn nan_in_the_input_propagates_like_safe() {
    let mut x = chacha_gbm(22, 200, 0.01);
    x[37] = f64::NAN;
    for simd in supported() {
        for l in [1, 3, 16, 40] {
            let (s, r) = (simd.wma(&x, l), kernel_safe::wma(&x, l));
            for (i, (a, b)) in s.iter().zip(&r).enumerate() {
                assert_eq!(a.is_nan(), b.is_nan(), "{:?} l={l} i={i}", simd.isa());
                if !a.is_nan() {
                    assert_eq!(a.to_bits(), b.to_bits());
                }
            }
        }
    }
}

#[test]
fn combines_and_event_loop_are_bit_identical_to_safe() {
    let x = chacha_gbm(23, 1_003, 0.01);
    let (w1, w2, w3) = (
        kernel_safe::wma(&x, 3),
        kernel_safe::wma(&x, 9),
        kernel_safe::wma(&x, 20),
    );
    for simd in supported() {
        let mut out = vec![0.0; x.len()];
        simd.hma_combine_into(&w1, &w2, &mut out);
        let expected = kernel_safe::hma_combine(&w1, &w2);
        for (a, b) in out.iter().zip(&expected) {
            assert!(a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()));
        }
        simd.hma3_combine_into(&w1, &w2, &w3, &mut out);
        let expected = kernel_safe::hma3_combine(&w1, &w2, &w3);
        for (a, b) in out.iter().zip(&expected) {
            assert!(a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()));
        }
    }
    for simd in supported() {
        for (a, b) in [(&w1, &w2), (&w3, &w1), (&w2, &w2)] {
            assert_eq!(
                simd.event_loop(&x, a, b),
                kernel_safe::event_loop(&x, a, b),
                "{:?}",
                simd.isa()
            );
        }
    }
}

#[test]
fn every_path_passes_the_shared_vectors_bit_exact() {
    for case in small_cases() {
        let sweep = Sweep::new(&case.close, &case.params).unwrap();
        let reference = kernel_safe::sweep(&sweep);
        for simd in supported() {
            let g = compare(&reference, &simd.sweep(&sweep), Mode::BitExact);
            assert!(g.passed(), "{:?} on {}: {g}", simd.isa(), case.name);
        }
    }
}

#[test]
fn every_path_is_bit_identical_on_the_paper_sweep() {
    let case = paper_case();
    let sweep = Sweep::new(&case.close, &case.params).unwrap();
    let reference = kernel_safe::sweep(&sweep);
    for simd in supported() {
        let g = compare(&reference, &simd.sweep(&sweep), Mode::BitExact);
        assert!(g.passed(), "{:?}: {g}", simd.isa());
    }
}

#[test]
fn workspace_reuse_across_lengths_does_not_leak_state() {
    // A long sweep then a short one on the same thread: buffers shrink correctly.
    let simd = Simd::auto();
    for len in [2_000, 50, 3_000, 7] {
        let close = chacha_gbm(len as u64, len, 0.02);
        let p = [Params::new(7, 3, 2, 3, 1, 2)];
        let s = Sweep::new(&close, &p).unwrap();
        assert_eq!(simd.sweep(&s), kernel_safe::sweep(&s));
    }
}

#[test]
fn event_loop_handles_ties_nans_and_every_tail_length() {
    // Lines on a coarse integer grid cross, touch and tie often; NaNs are
    // sprinkled in. Every path must find exactly kernel-safe's events.
    let noise = chacha_gbm(31, 600, 0.3);
    let a: Vec<f64> = noise.iter().map(|v| (v / 25.0).round()).collect();
    let mut b: Vec<f64> = noise.iter().rev().map(|v| (v / 25.0).round()).collect();
    for i in (5..b.len()).step_by(37) {
        b[i] = f64::NAN;
    }
    let close = chacha_gbm(32, 600, 0.01);
    for simd in supported() {
        for n in [1, 2, 3, 8, 9, 16, 17, 100, 599, 600] {
            let (c, a, b) = (&close[..n], &a[..n], &b[..n]);
            assert_eq!(
                simd.event_loop(c, a, b),
                kernel_safe::event_loop(c, a, b),
                "{:?} n={n}",
                simd.isa()
            );
        }
    }
}
