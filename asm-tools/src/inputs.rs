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

use anyhow::{Context, Result};
use fingerprints::Inputs;
use sha2::{Digest, Sha256};
use std::path::Path;

/// The file in `asm/` that holds the inputs' list.
pub const FILE: &str = "INPUTS";

/// What the check regenerates even when no input changed: one Rust crate
/// for one CPU and numba's dumps for the same CPU, the cheapest pair that
/// still runs both compilers and the normaliser on this machine.
pub const SAMPLE: (&str, &str) = ("kernel-safe", "x86-64");

/// Files outside any dumped crate that the dumps depend on, beside the
/// build's own ([`fingerprints::BUILD`]): the generator, the Python kernel
/// and the seam's scripts, and the aarch64 toolchain's download.
const ALSO: &[&str] = &[
    "asm-tools",
    "python/ipc_tax_ref",
    "python/requirements.txt",
    "xtask/src/aarch64.rs",
];

/// The inputs here and now: `packages` are the dumped crates (their path
/// dependencies are followed), `tools` the versions the generator reads.
pub fn current(root: &Path, packages: &[&str], tools: &[(&str, String)]) -> Result<Inputs> {
    fingerprints::current(root, packages, ALSO, tools).context("listing the inputs of asm/")
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
    Ok(h.finalize().iter().map(|b| format!("{b:02x}")).collect())
}

/// The text of `asm/INPUTS`.
pub fn render(inputs: &Inputs, outputs: &str) -> String {
    fingerprints::render(
        "# What the dumps in this directory were made from: one line per input\n\
         # (`tool <name> <version>` or `file <path> <sha256>`) and the SHA-256 of\n\
         # the dumps themselves. Written by `cargo xtask asm` (ipc-tax asm); do not\n\
         # edit. `ipc-tax asm --check` rebuilds every dump only when an input differs.\n",
        inputs,
        outputs,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn the_list_reads_back_as_written() {
        let i: Inputs = [("file kernel-safe/src/lib.rs".to_string(), "ab".to_string())].into();
        let text = render(&i, "cd");
        assert!(text.contains("cargo xtask asm"), "{text}");
        assert_eq!(fingerprints::parse(&text).unwrap(), (i, "cd".to_string()));
    }
}
