use super::*;
use kernel_spec::gate::{Mode, compare};
use kernel_spec::vectors::{paper_case, small_cases};

fn check_all(case: &kernel_spec::vectors::Case) {
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
    }
}

#[test]
fn every_knob_passes_the_shared_vectors_bit_exact() {
    for case in small_cases() {
        check_all(&case);
    }
}

#[test]
fn every_knob_is_bit_exact_on_the_paper_sweep() {
    check_all(&paper_case());
}

#[test]
fn knob_names_are_unique_and_found() {
    for knob in KNOBS {
        assert_eq!(by_name(knob.name).map(|k| k.name), Some(knob.name));
        assert_eq!(KNOBS.iter().filter(|k| k.name == knob.name).count(), 1);
    }
    assert!(by_name("no-such-knob").is_none());
}

#[test]
fn wma_forms_agree_with_kernel_safe_including_warm_up() {
    let x = kernel_spec::dataset::chacha_gbm(9, 300, 0.02);
    for l in [1, 2, 7, 8, 9, 16, 17, 299, 300] {
        let want = kernel_safe::wma(&x, l);
        let mut out = vec![1.0; 3]; // stale content must be cleared
        hoist_unroll::wma(&x, l, &mut out);
        assert_eq!(bits(&out), bits(&want), "unroll l={l}");
        warmup::wma(&x, l, &mut out);
        assert_eq!(bits(&out), bits(&want), "warmup l={l}");
        unchecked_i64::wma(&x, l, &mut out);
        assert_eq!(bits(&out), bits(&want), "i64 l={l}");
    }
}

fn bits(v: &[f64]) -> Vec<u64> {
    v.iter().map(|x| x.to_bits()).collect()
}
