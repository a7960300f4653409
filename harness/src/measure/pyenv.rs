//! The Python venv that runs the numba reference.
//!
//! `.venv/` at the repository root is created on first use from
//! `python/requirements.txt` (the one place versions are pinned), and
//! re-installed when that file changes: a stamp inside the venv records the
//! hash of the requirements it was built from. The PyO3 extension
//! `ipc_tax_native` (`python-ext/`) is built with maturin and installed into
//! the same venv, rebuilt when any Rust source it is made of changes (a
//! second stamp). `IPC_TAX_PYTHON` names an interpreter to use as is
//! instead (it must have `ipc_tax_native` installed for the tests that use it).

use crate::paths::{python_dir, repo_root};
use anyhow::{Context, Result, bail};
use kernel_spec::dataset::sha256_hex;
use std::path::PathBuf;
use std::process::Command;

const STAMP: &str = "ipc-tax-requirements.sha256";
const NATIVE_STAMP: &str = "ipc-tax-native.sha256";

/// The crates `ipc_tax_native` is compiled from (their `src/` and manifests).
const NATIVE_CRATES: &[&str] = &[
    "python-ext",
    "ffi",
    "engine",
    "transport",
    "kernel-spec",
    "kernel-safe",
    "kernel-unchecked",
    "kernel-simd",
    "kernel-par",
    "kernel-stream",
    "gap-knobs",
];

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
        ensure_native(&venv, &python)?;
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
    pip_install(&python, &["-r".as_ref(), requirements.as_os_str()])?;
    std::fs::write(&stamp, &wanted).with_context(|| format!("cannot write {}", stamp.display()))?;
    ensure_native(&venv, &python)?;
    Ok(python)
}

/// The hash of every file `ipc_tax_native` is built from, in a fixed order.
fn native_sources_hash() -> Result<String> {
    let root = repo_root();
    let mut files = vec![root.join("Cargo.lock"), root.join("Cargo.toml")];
    for krate in NATIVE_CRATES {
        let dir = root.join(krate);
        files.push(dir.join("Cargo.toml"));
        let mut stack = vec![dir.join("src")];
        while let Some(d) = stack.pop() {
            for e in
                std::fs::read_dir(&d).with_context(|| format!("cannot read {}", d.display()))?
            {
                let p = e?.path();
                if p.is_dir() {
                    stack.push(p);
                } else {
                    files.push(p);
                }
            }
        }
    }
    files.sort();
    let mut all = Vec::new();
    for f in &files {
        all.extend_from_slice(
            f.strip_prefix(&root)
                .unwrap_or(f)
                .to_string_lossy()
                .as_bytes(),
        );
        all.extend(std::fs::read(f).with_context(|| format!("cannot read {}", f.display()))?);
    }
    Ok(sha256_hex(&all))
}

/// Builds `python-ext/` with maturin (pinned in requirements.txt) and
/// installs the wheel, unless the installed one was built from these sources.
fn ensure_native(venv: &std::path::Path, python: &std::path::Path) -> Result<()> {
    let wanted = native_sources_hash()?;
    let stamp = venv.join(NATIVE_STAMP);
    if std::fs::read_to_string(&stamp).is_ok_and(|s| s.trim() == wanted) {
        return Ok(());
    }
    let root = repo_root();
    let wheels = root.join("target/wheels");
    let _ = std::fs::remove_dir_all(&wheels);
    eprintln!(
        "[python] building ipc_tax_native (python-ext/, PyO3) with maturin and installing it into {}",
        venv.display()
    );
    let mut build = Command::new(venv.join("bin/maturin"));
    build
        .args(["build", "--release", "--compatibility", "linux", "-m"])
        .arg(root.join("python-ext/Cargo.toml"))
        .arg("-i")
        .arg(python)
        .arg("-o")
        .arg(&wheels)
        .current_dir(&root);
    // Under `cargo run`, variables meant for the harness would leak into
    // maturin's own cargo call.
    for (k, _) in std::env::vars_os() {
        if k.to_str()
            .is_some_and(|k| k.starts_with("CARGO_") && k != "CARGO_HOME")
        {
            build.env_remove(k);
        }
    }
    run(&mut build)?;
    let wheel = std::fs::read_dir(&wheels)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.extension().is_some_and(|x| x == "whl"))
        .with_context(|| format!("maturin wrote no wheel into {}", wheels.display()))?;
    pip_install(
        python,
        &[
            "--force-reinstall".as_ref(),
            "--no-deps".as_ref(),
            wheel.as_os_str(),
        ],
    )?;
    std::fs::write(&stamp, &wanted).with_context(|| format!("cannot write {}", stamp.display()))?;
    Ok(())
}

/// `python -m pip install --quiet <args>` into the venv.
fn pip_install(python: &std::path::Path, args: &[&std::ffi::OsStr]) -> Result<()> {
    run(Command::new(python)
        .args([
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
        ])
        .args(args))
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
