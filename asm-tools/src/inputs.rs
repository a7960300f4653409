//! `asm/INPUTS`: what the committed dumps were made from, so `--check` can
//! tell a stale `asm/` without rebuilding every CPU's crates.
//!
//! A dump is a function of its inputs: the dumped crates' sources and
//! those of every path crate they build on, the generator's own code, the
//! Python kernel and the seam's scripts, `Cargo.lock` and the workspace
//! manifest, and the tools' versions (both rustcs, cargo-show-asm, llvm-mca,
//! numba, llvmlite, Python). `cargo xtask asm` writes the list with one
//! SHA-256 per input and one over the dumps themselves. `asm --check`
//! compares it with the inputs here: if any differs, it regenerates every
//! dump and compares them, as it always did; if none does, the dumps were
//! made from exactly these inputs — it checks that they were not edited
//! since (the dumps' hash) and that this machine's compilers still write the
//! sampled ones ([`SAMPLE`]). Rebuilding all of them keeps both cores of
//! the test command's 2-vCPU machine busy for minutes.

use anyhow::{Context, Result, bail};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

/// The file in `asm/` that holds the inputs' list.
pub const FILE: &str = "INPUTS";

/// What the check regenerates even when no input changed: one Rust crate
/// for one CPU and numba's dumps for the same CPU, the cheapest pair that
/// still runs both compilers and the normaliser on this machine.
pub const SAMPLE: (&str, &str) = ("kernel-safe", "x86-64");

/// Files outside any dumped crate that the dumps depend on: the generator,
/// the Python kernel and the seam's scripts, the lock file, the workspace
/// manifest (its release profile), cargo's configuration and the aarch64
/// toolchain's download.
const ALSO: &[&str] = &[
    "asm-tools",
    "python/ipc_tax_ref",
    "python/requirements.txt",
    "Cargo.lock",
    "Cargo.toml",
    ".cargo",
    "rust-toolchain",
    "rust-toolchain.toml",
    "xtask/src/aarch64.rs",
];

/// Every input with its fingerprint: `tool <name>` → version text,
/// `file <path>` → SHA-256 of its bytes.
pub type Inputs = BTreeMap<String, String>;

/// The inputs here and now: `packages` are the dumped crates (their path
/// dependencies are followed), `tools` the versions the generator reads.
pub fn current(root: &Path, packages: &[&str], tools: &[(&str, String)]) -> Result<Inputs> {
    let mut inputs = Inputs::new();
    for (name, version) in tools {
        inputs.insert(format!("tool {name}"), version.clone());
    }
    let mut dirs: Vec<String> = path_closure(root, packages)?;
    dirs.extend(ALSO.iter().map(|s| s.to_string()));
    for file in files_under(root, &dirs)? {
        let bytes = std::fs::read(root.join(&file))
            .with_context(|| format!("cannot read {file} (an input of asm/)"))?;
        inputs.insert(format!("file {file}"), hex(&Sha256::digest(&bytes)));
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
    let mut dirs = Vec::new();
    for name in seen {
        let manifest = local[name]["manifest_path"]
            .as_str()
            .context("manifest_path")?;
        let dir = Path::new(manifest).parent().context("manifest dir")?;
        let rel = dir
            .strip_prefix(root)
            .with_context(|| format!("{name} lies outside the repository"))?;
        dirs.push(rel.to_string_lossy().into_owned());
    }
    Ok(dirs)
}

/// The files git knows or would add under `dirs` (tracked, and untracked
/// ones it does not ignore), relative to `root`, sorted.
fn files_under(root: &Path, dirs: &[String]) -> Result<Vec<String>> {
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
        .context("cannot run git ls-files (the inputs of asm/ are the repository's files)")?;
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

/// One SHA-256 over every file under `asm` except [`FILE`] and the
/// hand-written README: each path and its bytes, in path order.
pub fn outputs(asm: &Path) -> Result<String> {
    let mut files = Vec::new();
    let mut stack = vec![asm.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for e in
            std::fs::read_dir(&dir).with_context(|| format!("cannot read {}", dir.display()))?
        {
            let p = e?.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                let rel = p.strip_prefix(asm)?.to_string_lossy().into_owned();
                if rel != FILE && rel != "README.md" {
                    files.push(rel);
                }
            }
        }
    }
    files.sort();
    let mut h = Sha256::new();
    for rel in &files {
        let bytes = std::fs::read(asm.join(rel))?;
        h.update(rel.as_bytes());
        h.update([0]);
        h.update((bytes.len() as u64).to_le_bytes());
        h.update(&bytes);
    }
    Ok(hex(&h.finalize()))
}

/// The text of `asm/INPUTS`.
pub fn render(inputs: &Inputs, outputs: &str) -> String {
    let mut t = String::from(
        "# What the dumps in this directory were made from: one line per input\n\
         # (`tool <name> <version>` or `file <path> <sha256>`) and the SHA-256 of\n\
         # the dumps themselves. Written by `cargo xtask asm` (ipc-tax asm); do not\n\
         # edit. `ipc-tax asm --check` rebuilds every dump only when an input differs.\n",
    );
    for (k, v) in inputs {
        t.push_str(&format!("{k}\t{v}\n"));
    }
    t.push_str(&format!("outputs\t{outputs}\n"));
    t
}

/// `asm/INPUTS` read back: the inputs and the dumps' hash.
pub fn parse(text: &str) -> Result<(Inputs, String)> {
    let mut inputs = Inputs::new();
    let mut outputs = None;
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let Some((k, v)) = line.split_once('\t') else {
            bail!(
                "{FILE} line {}: no tab between input and fingerprint",
                i + 1
            );
        };
        if k == "outputs" {
            outputs = Some(v.to_string());
        } else if k.starts_with("tool ") || k.starts_with("file ") {
            inputs.insert(k.to_string(), v.to_string());
        } else {
            bail!("{FILE} line {}: unknown entry {k:?}", i + 1);
        }
    }
    Ok((
        inputs,
        outputs.with_context(|| format!("{FILE} has no `outputs` line"))?,
    ))
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

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inputs(pairs: &[(&str, &str)]) -> Inputs {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn the_list_reads_back_as_written() {
        let i = inputs(&[
            ("file kernel-safe/src/lib.rs", "ab"),
            ("tool rustc", "rustc 1.95.0 (x 2026), LLVM 22"),
        ]);
        let (back, out) = parse(&render(&i, "cd")).unwrap();
        assert_eq!(back, i);
        assert_eq!(out, "cd");
    }

    #[test]
    fn a_changed_added_or_removed_input_is_named_and_nothing_else() {
        let then = inputs(&[("file a", "1"), ("file b", "2"), ("tool t", "v1")]);
        let now = inputs(&[("file a", "1"), ("file c", "3"), ("tool t", "v2")]);
        assert_eq!(
            changed(&then, &now),
            vec!["file c (new)", "tool t (changed)", "file b (gone)"]
        );
        assert!(changed(&now, &now).is_empty());
    }

    #[test]
    fn a_malformed_list_is_an_error_that_names_the_line() {
        let e = parse("# c\nfile a 12\noutputs\tx\n").unwrap_err();
        assert!(e.to_string().contains("line 2"), "{e}");
        let e = parse("file a\t1\n").unwrap_err();
        assert!(e.to_string().contains("no `outputs`"), "{e}");
        let e = parse("what a\t1\noutputs\tx\n").unwrap_err();
        assert!(e.to_string().contains("unknown entry"), "{e}");
    }

    #[test]
    fn the_dumps_hash_moves_with_any_dump_but_not_with_the_list_or_readme() {
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(d.path().join("x86-64/kernel-safe")).unwrap();
        std::fs::write(d.path().join("x86-64/kernel-safe/wma.s"), "a").unwrap();
        let h0 = outputs(d.path()).unwrap();
        std::fs::write(d.path().join(FILE), "anything").unwrap();
        std::fs::write(d.path().join("README.md"), "prose").unwrap();
        assert_eq!(outputs(d.path()).unwrap(), h0);
        std::fs::write(d.path().join("x86-64/kernel-safe/wma.s"), "b").unwrap();
        assert_ne!(outputs(d.path()).unwrap(), h0);
    }

    #[test]
    fn the_kernel_crates_inputs_follow_their_path_dependencies() {
        let root = measure::paths::repo_root();
        let dirs = path_closure(&root, &["kernel-safe"]).unwrap();
        assert!(dirs.contains(&"kernel-safe".to_string()), "{dirs:?}");
        assert!(dirs.contains(&"kernel-spec".to_string()), "{dirs:?}");
    }
}
