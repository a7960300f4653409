//! Instruction counts (callgrind via gungraun) for one WMA pass and one
//! combo of every kernel whose `kernels` entry says `icount: true`. The
//! bench lists below are generated from that table (gungraun's attributes
//! must be written out): `cargo xtask icount --update-limits` rewrites
//! them, and `cargo test -p ipc-tax-benches` fails when they are stale.
//!
//! valgrind cannot execute AVX-512, so there is no simd-avx512 bench here:
//! under valgrind `is_x86_feature_detected!("avx512f")` is false. Forcing
//! the AVX2 path (rather than auto-dispatch) makes sure what is counted is
//! the path named. Run with `cargo xtask icount` (installs gungraun-runner
//! at the version pinned in Cargo.lock first).
//!
//! **A regression gate.** Every bench carries a hard limit on its
//! instruction count: the committed count in `icount-limits.txt` plus 1%
//! (`ipc_tax_benches::icount_limit`). A change that makes any of them
//! execute more than that fails the bench (gungraun exits 3); after a change
//! that should cost more, re-commit the counts
//! (`cargo xtask icount --update-limits`). `IPC_TAX_ICOUNT_LIMIT_SCALE`
//! scales the limits (the test command checks that 0.98 fails).

use gungraun::{
    Callgrind, EventKind, LibraryBenchmarkConfig, library_benchmark, library_benchmark_group, main,
};
use ipc_tax_benches::{Phases, assert_same_bits, icount_limit, inputs};
use kernel_spec::{ComboResult, Params};
use std::hint::black_box;

/// Window length of the counted WMA pass (mid-grid).
const L: usize = 50;
/// The counted combo: row 20 of the grid (n = 52).
const COMBO: usize = 19;

fn variant(name: &str) -> Phases {
    Phases::of(name).unwrap_or_else(|| {
        panic!("{name}: no phases, or a path this CPU cannot run (under valgrind too?)")
    })
}

/// The committed instruction counts, one `function id count` a line.
const LIMITS: &str = include_str!("../icount-limits.txt");

/// The bench `function`/`id` with its hard instruction limit.
fn limited(function: &str, id: &str) -> LibraryBenchmarkConfig {
    let scale = std::env::var("IPC_TAX_ICOUNT_LIMIT_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.0);
    let mut config = LibraryBenchmarkConfig::default();
    if let Some(limit) = icount_limit(LIMITS, function, id, scale) {
        let mut callgrind = Callgrind::default();
        callgrind.hard_limits([(EventKind::Ir, limit)]);
        config.tool(callgrind);
    } else {
        eprintln!(
            "icount: no committed count for {function} {id}: not gated (cargo xtask icount --update-limits)"
        );
    }
    config
}

struct WmaInput {
    v: Phases,
    x: Vec<f64>,
    weights: Vec<f64>,
    out: Vec<f64>,
}

fn wma_setup(name: &str) -> WmaInput {
    let x = inputs::paper_close();
    let v = variant(name);
    let weights = kernel_simd::weights(L);
    let mut out = vec![0.0; x.len()];
    v.wma(&x, L, &weights, &mut out);
    assert_same_bits(name, &kernel_safe::wma(&x, L), &out);
    WmaInput { v, x, weights, out }
}

#[library_benchmark]
// BEGIN generated from the kernels table (wma_pass): cargo xtask icount --update-limits
#[bench::safe(args = ("safe"), setup = wma_setup, config = limited("wma_pass", "safe"))]
#[bench::unchecked(args = ("unchecked"), setup = wma_setup, config = limited("wma_pass", "unchecked"))]
#[bench::iter(args = ("iter"), setup = wma_setup, config = limited("wma_pass", "iter"))]
#[bench::simd_avx2(args = ("simd-avx2"), setup = wma_setup, config = limited("wma_pass", "simd_avx2"))]
#[bench::simd_portable(args = ("simd-portable"), setup = wma_setup, config = limited("wma_pass", "simd_portable"))]
// END generated (wma_pass)
fn wma_pass(mut input: WmaInput) -> Vec<f64> {
    input
        .v
        .wma(black_box(&input.x), L, &input.weights, &mut input.out);
    input.out
}

struct ComboInput {
    v: Phases,
    close: Vec<f64>,
    params: Params,
}

fn combo_setup(name: &str) -> ComboInput {
    let close = inputs::paper_close();
    let params = inputs::grid()[COMBO];
    let v = variant(name);
    let expected = kernel_safe::combo(&close, &params);
    assert_eq!(
        v.combo(&close, &params),
        expected,
        "{name}: differs from kernel-safe"
    );
    ComboInput { v, close, params }
}

#[library_benchmark]
// BEGIN generated from the kernels table (one_combo): cargo xtask icount --update-limits
#[bench::safe(args = ("safe"), setup = combo_setup, config = limited("one_combo", "safe"))]
#[bench::unchecked(args = ("unchecked"), setup = combo_setup, config = limited("one_combo", "unchecked"))]
#[bench::iter(args = ("iter"), setup = combo_setup, config = limited("one_combo", "iter"))]
#[bench::simd_avx2(args = ("simd-avx2"), setup = combo_setup, config = limited("one_combo", "simd_avx2"))]
#[bench::simd_portable(args = ("simd-portable"), setup = combo_setup, config = limited("one_combo", "simd_portable"))]
// END generated (one_combo)
fn one_combo(input: ComboInput) -> ComboResult {
    input
        .v
        .combo(black_box(&input.close), black_box(&input.params))
}

library_benchmark_group!(name = wma_group; benchmarks = wma_pass);
library_benchmark_group!(name = combo_group; benchmarks = one_combo);
main!(library_benchmark_groups = wma_group, combo_group);
