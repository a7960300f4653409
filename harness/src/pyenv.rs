//! The Python venv that runs the numba reference.
//!
//! `.venv/` at the repository root is created on first use from
//! `python/requirements.txt` (the one place versions are pinned), and
//! re-installed when that file changes: a stamp inside the venv records the
//! hash of the requirements it was built from. `IPC_TAX_PYTHON` names an
//! interpreter to use as is instead.

use crate::paths::{python_dir, repo_root};
use anyhow::{Context, Result, bail};
use kernel_spec::dataset::sha256_hex;
use std::path::PathBuf;
use std::process::Command;

const STAMP: &str = "ipc-tax-requirements.sha256";

/// Returns a Python interpreter with the pinned numba stack, creating the venv if needed.
pub fn ensure_python() -> Result<PathBuf> {
    if let Some(python) = std::env::var_os("IPC_TAX_PYTHON") {
        return Ok(PathBuf::from(python));
    }
    let venv = repo_root().join(".venv");
    let python = venv.join("bin/python");
    let requirements = python_dir().join("requirements.txt");
    let wanted = sha256_hex(
        &std::fs::read(&requirements)
            .with_context(|| format!("cannot read {}", requirements.display()))?,
    );
    let stamp = venv.join(STAMP);
    if python.exists() && std::fs::read_to_string(&stamp).is_ok_and(|s| s.trim() == wanted) {
        return Ok(python);
    }
    if !python.exists() {
        let base = std::env::var("IPC_TAX_BASE_PYTHON").unwrap_or_else(|_| "python3".into());
        eprintln!("[python] creating {} with {base}", venv.display());
        run(Command::new(&base).args(["-m", "venv"]).arg(&venv))?;
    }
    eprintln!(
        "[python] installing {} into {} (numba, numpy, pytest; first time takes a minute)",
        requirements.display(),
        venv.display()
    );
    run(Command::new(&python)
        .args([
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "-r",
        ])
        .arg(&requirements))?;
    std::fs::write(&stamp, &wanted).with_context(|| format!("cannot write {}", stamp.display()))?;
    Ok(python)
}

fn run(cmd: &mut Command) -> Result<()> {
    let status = cmd
        .status()
        .with_context(|| format!("cannot start {cmd:?}"))?;
    if !status.success() {
        bail!("{cmd:?} failed with {status}");
    }
    Ok(())
}
