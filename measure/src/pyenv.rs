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

/// The workspace crates `ipc_tax_native` is compiled from: `python-ext`
/// and every path dependency it reaches, from `cargo metadata` (a hand
/// list went stale once: a kernel crate missing from it did not rebuild
/// the module). Asked once per process.
fn native_crates() -> Result<&'static [PathBuf]> {
    static CRATES: std::sync::OnceLock<Vec<PathBuf>> = std::sync::OnceLock::new();
    if let Some(c) = CRATES.get() {
        return Ok(c);
    }
    let out = crate::paths::cargo_command()
        .args(["metadata", "--format-version", "1", "--quiet"])
        .current_dir(repo_root())
        .output()
        .context("cannot run cargo metadata")?;
    if !out.status.success() {
        bail!(
            "cargo metadata failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let meta: serde_json::Value =
        serde_json::from_slice(&out.stdout).context("cargo metadata printed no JSON")?;
    let dirs = local_closure(&meta, "ipc-tax-native")?;
    Ok(CRATES.get_or_init(|| dirs))
}

/// The directories of `root` and every local (path) package it depends on,
/// sorted, from `cargo metadata`'s packages and resolve graph.
pub fn local_closure(meta: &serde_json::Value, root: &str) -> Result<Vec<PathBuf>> {
    let packages = meta["packages"]
        .as_array()
        .context("no packages in cargo metadata")?;
    let local = |id: &str| {
        packages
            .iter()
            .find(|p| p["id"] == id && p["source"].is_null())
            .and_then(|p| p["manifest_path"].as_str())
            .map(|m| {
                PathBuf::from(m)
                    .parent()
                    .map(PathBuf::from)
                    .unwrap_or_default()
            })
    };
    let start = packages
        .iter()
        .find(|p| p["name"] == root)
        .and_then(|p| p["id"].as_str())
        .with_context(|| format!("cargo metadata has no package {root}"))?;
    let nodes = meta["resolve"]["nodes"]
        .as_array()
        .context("no resolve graph in cargo metadata")?;
    let mut seen = vec![start.to_string()];
    let mut todo = vec![start.to_string()];
    while let Some(id) = todo.pop() {
        let Some(node) = nodes.iter().find(|n| n["id"] == id.as_str()) else {
            continue;
        };
        for dep in node["dependencies"].as_array().into_iter().flatten() {
            if let Some(d) = dep.as_str()
                && !seen.iter().any(|s| s == d)
                && local(d).is_some()
            {
                seen.push(d.to_string());
                todo.push(d.to_string());
            }
        }
    }
    let mut dirs: Vec<PathBuf> = seen.iter().filter_map(|id| local(id)).collect();
    dirs.sort();
    Ok(dirs)
}

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
    for dir in native_crates()? {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_native_module_is_rebuilt_from_every_local_crate_it_reaches() {
        let dirs = native_crates().unwrap();
        let names: Vec<String> = dirs
            .iter()
            .map(|d| d.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        for needed in [
            "python-ext",
            "kernel-spec",
            "kernel-safe",
            "kernel-sliding",
            "gap-knobs",
            "kernels",
            "kernel-fma",
        ] {
            assert!(
                names.iter().any(|n| n == needed),
                "{needed} missing from {names:?}"
            );
        }
        assert!(
            !names
                .iter()
                .any(|n| n == "harness" || n == "xtask" || n == "engine"),
            "{names:?}"
        );
    }

    #[test]
    fn the_closure_follows_local_dependencies_only() {
        let meta = serde_json::json!({
            "packages": [
                {"name": "a", "id": "a 1", "source": null, "manifest_path": "/w/a/Cargo.toml"},
                {"name": "b", "id": "b 1", "source": null, "manifest_path": "/w/b/Cargo.toml"},
                {"name": "c", "id": "c 1", "source": null, "manifest_path": "/w/c/Cargo.toml"},
                {"name": "serde", "id": "serde 1", "source": "registry", "manifest_path": "/r/serde/Cargo.toml"}
            ],
            "resolve": {"nodes": [
                {"id": "a 1", "dependencies": ["b 1", "serde 1"]},
                {"id": "b 1", "dependencies": ["a 1"]},
                {"id": "c 1", "dependencies": []}
            ]}
        });
        let dirs = local_closure(&meta, "a").unwrap();
        assert_eq!(dirs, vec![PathBuf::from("/w/a"), PathBuf::from("/w/b")]);
        assert!(local_closure(&meta, "zz").is_err());
    }
}
