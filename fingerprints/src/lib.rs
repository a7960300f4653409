//! Fingerprints of what an artifact was made from, so a check can tell a
//! stale artifact without making it again.
//!
//! An input list is one line per input: `tool <name>` with the tool's
//! version text, or `file <path>` with the SHA-256 of the file's bytes,
//! where the files are a set of crates, every path crate they build on,
//! and other paths named by the caller (git's view of them: tracked files
//! and untracked ones it does not ignore). `asm/INPUTS` (the committed
//! dumps) and `xtask/aarch64-gate.inputs` (the last full aarch64 gate) are
//! such lists; each adds one `outputs` line, the hash of what was made.

use anyhow::{Context, Result, bail};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

/// Every input with its fingerprint: `tool <name>` → version text,
/// `file <path>` → SHA-256 of its bytes.
pub type Inputs = BTreeMap<String, String>;

/// What every build of the workspace reads beside its crates: the lock
/// file, the workspace manifest (its profiles), cargo's configuration and
/// the toolchain files.
pub const BUILD: &[&str] = &[
    "Cargo.lock",
    "Cargo.toml",
    ".cargo",
    "rust-toolchain",
    "rust-toolchain.toml",
];

/// The inputs here and now: the files of `packages` (their path
/// dependencies followed), of [`BUILD`] and of the paths in `also`, and
/// the tools' versions.
pub fn current(
    root: &Path,
    packages: &[&str],
    also: &[&str],
    tools: &[(&str, String)],
) -> Result<Inputs> {
    let mut inputs = Inputs::new();
    for (name, version) in tools {
        inputs.insert(format!("tool {name}"), version.clone());
    }
    let mut dirs: Vec<String> = path_closure(root, packages)?;
    dirs.extend(BUILD.iter().chain(also).map(|s| s.to_string()));
    for file in git_files(root, &dirs)? {
        let bytes =
            std::fs::read(root.join(&file)).with_context(|| format!("cannot read {file}"))?;
        inputs.insert(format!("file {file}"), sha256_hex(&bytes));
    }
    Ok(inputs)
}

/// The directories (relative to `root`) of `packages` and of every path
/// crate they depend on, normal and build dependencies followed.
fn path_closure(root: &Path, packages: &[&str]) -> Result<Vec<String>> {
    let out = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
        .args(["metadata", "--format-version", "1", "--no-deps"])
        .current_dir(root)
        .output()
        .context("cannot run cargo metadata")?;
    if !out.status.success() {
        bail!(
            "cargo metadata failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    let empty = Vec::new();
    let pkgs = meta["packages"].as_array().unwrap_or(&empty);
    // A path dependency has no registry source.
    let local: BTreeMap<&str, &serde_json::Value> = pkgs
        .iter()
        .filter(|p| p["source"].is_null())
        .filter_map(|p| Some((p["name"].as_str()?, p)))
        .collect();
    let mut seen = BTreeSet::new();
    let mut todo: Vec<&str> = packages.to_vec();
    while let Some(name) = todo.pop() {
        let Some(pkg) = local.get(name) else {
            bail!("{name} is not a package of this workspace (cargo metadata)");
        };
        if !seen.insert(name) {
            continue;
        }
        for dep in pkg["dependencies"].as_array().unwrap_or(&empty) {
            let dev = dep["kind"].as_str() == Some("dev");
            if let Some(dep_name) = dep["name"].as_str()
                && dep["path"].is_string()
                && !dev
            {
                todo.push(dep_name);
            }
        }
    }
    // cargo names manifests by their canonical paths.
    let root = root
        .canonicalize()
        .with_context(|| format!("cannot resolve {}", root.display()))?;
    let mut dirs = Vec::new();
    for name in seen {
        let manifest = local[name]["manifest_path"]
            .as_str()
            .context("manifest_path")?;
        let dir = Path::new(manifest).parent().context("manifest dir")?;
        let rel = dir
            .strip_prefix(&root)
            .with_context(|| format!("{name} lies outside the repository"))?;
        dirs.push(rel.to_string_lossy().into_owned());
    }
    Ok(dirs)
}

/// The files git knows or would add under `dirs` (tracked, and untracked
/// ones it does not ignore; every file of the work tree when `dirs` is
/// empty), relative to `root`, sorted; a file deleted from the work tree
/// but still in the index is left out.
pub fn git_files(root: &Path, dirs: &[String]) -> Result<Vec<String>> {
    let out = Command::new("git")
        .args([
            "ls-files",
            "-z",
            "--cached",
            "--others",
            "--exclude-standard",
            "--",
        ])
        .args(dirs)
        .current_dir(root)
        .output()
        .context("cannot run git ls-files (the inputs are the repository's files)")?;
    if !out.status.success() {
        bail!(
            "git ls-files failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    let mut files: Vec<String> = out
        .stdout
        .split(|&b| b == 0)
        .filter(|s| !s.is_empty())
        .map(|s| String::from_utf8_lossy(s).into_owned())
        // A file deleted from the work tree but still in the index is not
        // an input any more.
        .filter(|f| root.join(f).is_file())
        .collect();
    files.sort();
    files.dedup();
    Ok(files)
}

/// The text of an input list: `header` (comment lines, each starting
/// with `#`), one line per input, and the `outputs` line.
pub fn render(header: &str, inputs: &Inputs, outputs: &str) -> String {
    let mut t = String::from(header);
    for (k, v) in inputs {
        t.push_str(&format!("{k}\t{v}\n"));
    }
    t.push_str(&format!("outputs\t{outputs}\n"));
    t
}

/// An input list read back: the inputs and the `outputs` hash.
pub fn parse(text: &str) -> Result<(Inputs, String)> {
    let mut inputs = Inputs::new();
    let mut outputs = None;
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let Some((k, v)) = line.split_once('\t') else {
            bail!("line {}: no tab between input and fingerprint", i + 1);
        };
        if k == "outputs" {
            outputs = Some(v.to_string());
        } else if k.starts_with("tool ") || k.starts_with("file ") {
            inputs.insert(k.to_string(), v.to_string());
        } else {
            bail!("line {}: unknown entry {k:?}", i + 1);
        }
    }
    Ok((inputs, outputs.context("no `outputs` line")?))
}

/// The inputs that differ between what the dumps were made from and what
/// is here: added, removed or changed, one line each.
pub fn changed(then: &Inputs, now: &Inputs) -> Vec<String> {
    let mut out = Vec::new();
    for (k, v) in now {
        match then.get(k) {
            None => out.push(format!("{k} (new)")),
            Some(old) if old != v => out.push(format!("{k} (changed)")),
            Some(_) => {}
        }
    }
    for k in then.keys() {
        if !now.contains_key(k) {
            out.push(format!("{k} (gone)"));
        }
    }
    out
}

/// The SHA-256 of `bytes`, in lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
mod tests;
