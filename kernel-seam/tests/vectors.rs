//! Every cell against kernel-safe on the shared vectors and the hostile
//! series (rustc-IR cells bit-exact, numba-IR cells within the pnl
//! tolerance). Needs the built cells: `cargo xtask seam`, which the test
//! command runs before it runs this test by name with `--ignored`.

use kernel_seam::{CELLS, SeamKernel};
use kernel_spec::{Kernel, Sweep, gate, vectors};

#[test]
#[ignore = "needs the cells: cargo xtask seam (the test command runs it, then this)"]
fn every_cell_equals_kernel_safe_on_the_shared_and_hostile_vectors() {
    let kernels: Vec<SeamKernel> = CELLS
        .iter()
        .map(|c| SeamKernel::load(c).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    for case in vectors::small_cases()
        .into_iter()
        .chain(vectors::hostile_cases())
    {
        let sweep = Sweep::new(&case.close, &case.params).unwrap();
        let want = kernel_safe::sweep(&sweep);
        for k in &kernels {
            let got = k.sweep(&sweep);
            let g = gate::compare(&want, &got, k.exactness().into());
            assert!(g.passed(), "{} on {}: {g}", k.name(), case.name);
        }
    }
}
