use super::*;
use kernel_spec::gate::{Mode, compare};
use kernel_spec::vectors::{paper_case, small_cases};

fn check_all(case: &kernel_spec::vectors::Case, laps_too: bool) {
    let sweep = Sweep::new(&case.close, &case.params).expect("valid case");
    let reference = kernel_safe::sweep(&sweep);
    for knob in KNOBS {
        let report = compare(&reference, &knob.sweep(&sweep), Mode::BitExact);
        assert!(
            report.passed(),
            "knob {} on {}: {report}",
            knob.name,
            case.name
        );
        if !laps_too {
            continue;
        }
        let mut laps = 0;
        let lapped = (knob.sweep_laps)(&sweep, &mut || laps += 1);
        let report = compare(&reference, &lapped, Mode::BitExact);
        assert!(
            report.passed(),
            "knob {} laps on {}: {report}",
            knob.name,
            case.name
        );
        assert_eq!(
            laps,
            case.params.len(),
            "knob {}: one lap per combo",
            knob.name
        );
    }
}

#[test]
fn every_knob_passes_the_shared_vectors_bit_exact() {
    for case in small_cases() {
        check_all(&case, true);
    }
}

#[test]
fn every_knob_is_bit_exact_on_the_paper_sweep() {
    // The laps are the same combos: the small cases check them.
    check_all(&paper_case(), false);
}

#[test]
fn knob_names_are_unique_and_found() {
    for knob in KNOBS {
        assert_eq!(by_name(knob.name).map(|k| k.name), Some(knob.name));
        assert_eq!(KNOBS.iter().filter(|k| k.name == knob.name).count(), 1);
    }
    assert!(by_name("no-such-knob").is_none());
    for name in lattice::ALL {
        assert!(by_name(name).is_some(), "the lattice's {name} is a knob");
    }
}

#[test]
fn wma_forms_agree_with_kernel_safe_including_warm_up() {
    let x = kernel_spec::dataset::chacha_gbm(9, 300, 0.02);
    for l in [1, 2, 7, 8, 9, 16, 17, 299, 300] {
        let want = bits(&kernel_safe::wma(&x, l));
        for (name, wma) in [
            ("hoist", hoist::wma as fn(&[f64], usize) -> Vec<f64>),
            ("iter", iter::wma),
            ("unchecked_usize", unchecked_usize::wma),
            ("unchecked_i64", unchecked_i64::wma),
            ("weights", weights::wma),
            ("hoist_unroll", hoist_unroll::wma),
            ("hoist_weights", hoist_weights::wma),
            ("warmup", warmup::wma),
        ] {
            assert_eq!(bits(&wma(&x, l)), want, "{name} l={l}");
        }
        for (name, wma) in [
            ("memory", memory::wma as fn(&[f64], usize, &mut [f64])),
            ("hoist_memory", hoist_memory::wma),
            ("reuse", reuse::wma),
        ] {
            // A buffer longer than the series, holding a stale pass of
            // another length: the warm-up and the values overwrite it.
            let mut out = vec![1.0; x.len() + 3];
            wma(&x, 5, &mut out);
            wma(&x, l, &mut out);
            assert_eq!(bits(&out[..x.len()]), want, "{name} l={l}");
        }
    }
}

fn bits(v: &[f64]) -> Vec<u64> {
    v.iter().map(|x| x.to_bits()).collect()
}
