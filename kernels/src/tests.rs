use super::*;
use kernel_spec::Sweep;

#[test]
fn every_kernel_equals_kernel_safe_on_the_shared_vectors() {
    for case in kernel_spec::vectors::small_cases() {
        let want = kernel_safe::sweep(&Sweep::new(&case.close, &case.params).unwrap());
        for e in KERNELS {
            let k = match (e.build)() {
                Ok(k) => k,
                Err(why) => {
                    eprintln!("{}: not run here: {why}", e.name);
                    continue;
                }
            };
            let got = k.sweep(&Sweep::new(&case.close, &case.params).unwrap());
            let g = kernel_spec::gate::compare(&want, &got, k.exactness().into());
            assert!(g.passed(), "{} on {}: {g}", e.name, case.name);
        }
    }
}

#[test]
fn names_are_unique_and_every_name_builds_or_says_why_not() {
    let mut seen = std::collections::BTreeSet::new();
    for e in KERNELS {
        assert!(seen.insert(e.name), "{} listed twice", e.name);
        assert!(
            !e.name.starts_with("par-") && !e.name.starts_with("knob-"),
            "{}",
            e.name
        );
        assert!(!e.about.is_empty() && !e.krate.is_empty(), "{}", e.name);
        if let Err(why) = kernel_by_name(e.name, None) {
            assert!(
                e.x86_only || why.contains("CPU"),
                "{} fails to build: {why}",
                e.name
            );
        }
    }
    assert_eq!(work_of("par-sliding-simd"), Some(Work::WmaBars));
    assert_eq!(work_of("knob-hoist"), Some(Work::Macs));
    assert_eq!(work_of("nope"), None);
}

#[test]
fn bad_names_are_errors_that_list_the_known_ones() {
    let Err(e) = kernel_by_name("nope", None) else {
        panic!("an unknown name built a kernel")
    };
    assert!(
        e.contains("unknown kernel \"nope\"") && e.contains("sliding-simd"),
        "{e}"
    );
    let Err(e) = kernel_by_name("par-par-safe", Some(2)) else {
        panic!("par-par built")
    };
    assert!(e.contains("cannot wrap another parallel kernel"), "{e}");
    assert!(kernel_by_name("par-safe", Some(2)).is_ok());
    assert!(kernel_by_name("knob-hoist", None).is_ok());
    // A seam cell is a name kernel_by_name knows: built, or an error that
    // names the command that builds it — never "unknown kernel".
    if let Err(e) = kernel_by_name("seam-rustc-rustc-x86-64", None) {
        assert!(e.contains("cargo xtask seam"), "{e}");
    }
}

/// Workspace crates named `kernel-*` that are not sweep kernels.
const NOT_SWEEP_KERNELS: &[(&str, &str)] = &[
    ("kernel-spec", "the specification every kernel implements"),
    (
        "kernel-par",
        "runs another kernel's rows on threads (par-<name>)",
    ),
    (
        "kernel-stream",
        "one bar per call for the per-bar section, not a sweep",
    ),
    (
        "kernel-seam",
        "the compilers' seam: its cells are built by `cargo xtask seam`, listed in its own table (kernel_seam::CELLS) as the knobs are in theirs",
    ),
];

#[test]
fn every_kernel_crate_of_the_workspace_is_in_the_table() {
    let manifest =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../Cargo.toml")).unwrap();
    let members = manifest
        .lines()
        .find(|l| l.trim_start().starts_with("members"))
        .expect("the workspace lists its members on one line");
    let crates: Vec<&str> = members.split('"').skip(1).step_by(2).collect();
    assert!(crates.contains(&"kernel-safe"), "{crates:?}");
    for c in crates.iter().filter(|c| c.starts_with("kernel-")) {
        let listed = KERNELS.iter().any(|e| e.krate == *c);
        let exempt = NOT_SWEEP_KERNELS.iter().any(|(n, _)| n == c);
        assert!(
            listed || exempt,
            "{c} is a kernel crate the table does not list: add its entry to kernels::KERNELS (CONTRIBUTING.md)"
        );
        assert!(!(listed && exempt), "{c} is both listed and exempt");
    }
}
