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

/// `.Lanon.<n>` labels (panic locations: numbered per crate) as `.Lanon`.
fn without_anon_numbers(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find(".Lanon.") {
        out.push_str(&rest[..at + ".Lanon".len()]);
        rest = rest[at + ".Lanon.".len()..].trim_start_matches(|c: char| c.is_ascii_digit());
    }
    out.push_str(rest);
    out
}

/// The committed dumps (`cargo xtask asm`, kept fresh by `asm --check`) of
/// the control and of kernel-safe, for every CPU they are dumped for, hold
/// the same instructions once the functions' own names are set aside.
#[test]
fn the_control_is_kernel_safe_instruction_for_instruction() {
    let asm = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../asm");
    let body = |path: std::path::PathBuf, own: &[&str]| -> Option<String> {
        let text = std::fs::read_to_string(path).ok()?;
        let mut lines: Vec<String> = text
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(str::to_string)
            .collect();
        for l in &mut lines {
            for name in own {
                *l = l.replace(name, "<own>");
            }
            *l = without_anon_numbers(l);
        }
        Some(lines.join("\n"))
    };
    let mut compared = 0;
    for cpu in std::fs::read_dir(&asm).expect("asm/ exists").flatten() {
        for f in ["wma", "combo"] {
            let safe = body(
                cpu.path().join(format!("kernel-safe/{f}.s")),
                &[&format!("kernel_safe::{f}")],
            );
            let control = body(
                cpu.path().join(format!("gap-knobs/baseline.{f}.s")),
                &[&format!("gap_knobs::baseline::{f}")],
            );
            if let (Some(safe), Some(control)) = (safe, control) {
                // The control calls kernel-safe's wma by its own name.
                let control = control.replace("gap_knobs::baseline::wma", "kernel_safe::wma");
                assert_eq!(safe, control, "{}: {f}", cpu.path().display());
                compared += 1;
            }
        }
    }
    assert!(compared >= 2, "no dumps of the control to compare");
}
