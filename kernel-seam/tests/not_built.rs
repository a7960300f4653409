//! A cell that is not built is an error naming the command that builds it
//! (its own test binary: it sets the process's environment).

use kernel_seam::{CELLS, SeamKernel};

#[test]
fn a_missing_cell_names_the_command_that_builds_it() {
    let empty = tempfile::tempdir().unwrap();
    std::fs::write(empty.path().join("manifest.json"), "{}\n").unwrap();
    // SAFETY: the only test of this binary; no other thread reads the environment.
    unsafe { std::env::set_var("IPC_TAX_SEAM_DIR", empty.path()) };
    let err = SeamKernel::load(&CELLS[0])
        .err()
        .expect("nothing is built there");
    assert!(err.contains("cargo xtask seam"), "{err}");
    assert!(err.contains("python-env"), "{err}");
    assert!(err.contains(CELLS[0].name), "{err}");
}
