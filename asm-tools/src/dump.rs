//! Producing the dumps: rustc's via cargo-show-asm, numba's via its
//! `inspect_asm`/`inspect_llvm` (for aarch64: numba's own code generator
//! pointed at aarch64, `python -m ipc_tax_ref.asm numba-arm`).
//!
//! Every file is normalised so that a diff shows only real code changes:
//! anonymous-constant hashes, per-module label numbers, debug-info labels and
//! numba's compile counter are rewritten, and the workspace path is elided.

use anyhow::{Context, Result, bail};
use measure::paths::{python_dir, repo_root};
use std::path::{Path, PathBuf};
use std::process::Command;

/// CPUs every Rust and numba function is dumped for: the baseline every
/// timed Rust build uses, x86-64-v3 (AVX2+FMA), and the measured cores'
/// CPUs (AMD Zen 3 and Zen 4, the Intel hosts' Golden Cove as LLVM models
/// it), each named explicitly so the dump is the same on any host.
pub const CPUS: &[&str] = &["x86-64", "x86-64-v3", "znver3", "znver4", "emeraldrapids"];

/// aarch64 CPUs, compiled by Debian's rustc-web for
/// `aarch64-unknown-linux-gnu`: Apple M1 (the nearest LLVM model to the
/// study's M2 Max) and Arm Neoverse V1 (a second modern core).
pub const ARM_CPUS: &[&str] = &["apple-m1", "neoverse-v1"];

/// The Rust target every aarch64 dump is compiled for.
pub const ARM_TARGET: &str = "aarch64-unknown-linux-gnu";
/// The x86-64 triple, named explicitly so `--target-cpu` reaches only the
/// crates being dumped: without `--target`, cargo also builds the build
/// scripts with the dump's CPU, and a `znver4` build script dies with SIGILL
/// on a host without AVX-512.
pub const X86_TARGET: &str = "x86_64-unknown-linux-gnu";

/// Which compiler a dump comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Toolchain {
    /// The rustup toolchain every timed build uses (x86-64 targets).
    Rustup,
    /// Debian's rustc-web with its arm64 standard library
    /// (`cargo xtask aarch64-toolchain`).
    Aarch64,
}

impl Toolchain {
    pub fn for_cpu(cpu: &str) -> Toolchain {
        if ARM_CPUS.contains(&cpu) {
            Toolchain::Aarch64
        } else {
            Toolchain::Rustup
        }
    }

    /// The rustc to run: `rustc` on PATH, or the aarch64 wrapper.
    pub fn rustc(self) -> Result<PathBuf> {
        match self {
            Toolchain::Rustup => Ok(PathBuf::from("rustc")),
            Toolchain::Aarch64 => {
                let wrapper = repo_root().join("target/aarch64-toolchain/rustc");
                if !wrapper.exists() {
                    bail!(
                        "{} not found: the aarch64 dumps need Debian's rustc-web with its arm64 standard library; run `cargo xtask aarch64-toolchain` (cargo xtask asm does it first)",
                        wrapper.display()
                    );
                }
                Ok(wrapper)
            }
        }
    }
}

/// One crate's functions to dump.
pub struct RustCrate {
    pub package: &'static str,
    pub functions: Vec<String>,
}

/// Every kernel's hot functions, from the `kernels` table (grouped by
/// crate, the x86 paths left out on aarch64); then the two crates outside
/// it: the gap control and knobs (their own table) and kernel-stream (its per-bar
/// step). kernel-par has none of its own: it schedules another kernel's
/// rows on threads.
pub fn rust_crates(toolchain: Toolchain) -> Vec<RustCrate> {
    let mut crates: Vec<RustCrate> = Vec::new();
    for e in kernels::KERNELS {
        if e.x86_only && toolchain == Toolchain::Aarch64 {
            continue;
        }
        let functions = e.asm.iter().map(|f| f.to_string());
        match crates.iter_mut().find(|c| c.package == e.krate) {
            Some(c) => c.functions.extend(functions),
            None => crates.push(RustCrate {
                package: e.krate,
                functions: functions.collect(),
            }),
        }
    }
    crates.retain(|c| !c.functions.is_empty());
    crates.push(RustCrate {
        package: "gap-control",
        functions: vec!["gap_control::wma".into(), "gap_control::combo".into()],
    });
    let knobs = gap_knobs::KNOBS
        .iter()
        // The control is its own crate's (above).
        .filter(|k| k.name != "baseline")
        .flat_map(|k| {
            [
                format!("gap_knobs::{}::wma", k.name),
                format!("gap_knobs::{}::combo", k.name),
            ]
        })
        .collect();
    crates.push(RustCrate {
        package: "gap-knobs",
        functions: knobs,
    });
    crates.push(RustCrate {
        package: "kernel-stream",
        functions: vec!["kernel_stream::Stream::push".into()],
    });
    crates
}

/// `rustc -vV` in one line, for file headers.
pub fn rustc_version(toolchain: Toolchain) -> Result<String> {
    let rustc = toolchain.rustc()?;
    let out = Command::new(&rustc)
        .arg("-vV")
        .output()
        .with_context(|| format!("cannot run {} -vV", rustc.display()))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let field = |k: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(k))
            .unwrap_or("?")
            .trim()
            .to_string()
    };
    let debian = match toolchain {
        Toolchain::Rustup => "",
        Toolchain::Aarch64 => "Debian rustc-web ",
    };
    Ok(format!(
        "{debian}rustc {} ({} {}), LLVM {}",
        field("release:"),
        &field("commit-hash:")[..9.min(field("commit-hash:").len())],
        field("commit-date:"),
        field("LLVM version:")
    ))
}

/// The whole `--everything` listing of one crate for one CPU (aarch64 CPUs
/// with the aarch64 toolchain, for `aarch64-unknown-linux-gnu`).
pub fn cargo_asm(package: &str, cpu: &str) -> Result<(String, String)> {
    let toolchain = Toolchain::for_cpu(cpu);
    // One target directory per CPU: in a shared one, cargo-show-asm was
    // seen to read another CPU's `.s` of the same crate (kernel-fma's dumps
    // for two CPUs differed between a fresh and a warm build), and the
    // dependencies are rebuilt per CPU anyway (RUSTFLAGS differ).
    let target_dir = match toolchain {
        Toolchain::Rustup => format!("target/asm/{cpu}"),
        Toolchain::Aarch64 => format!("target/asm-aarch64/{cpu}"),
    };
    let mut args = vec!["asm", "-p", package, "--lib"];
    if toolchain == Toolchain::Rustup {
        args.push("--att");
    }
    args.extend([
        "--simplify",
        "--everything",
        "--target-cpu",
        cpu,
        "--target-dir",
        &target_dir,
    ]);
    args.extend([
        "--target",
        match toolchain {
            Toolchain::Rustup => X86_TARGET,
            Toolchain::Aarch64 => ARM_TARGET,
        },
    ]);
    let mut command = format!("cargo {}", args.join(" "));
    let mut cargo = measure::paths::cargo_command();
    // The dumped crate is compiled with cargo-show-asm's own
    // `-Cdebuginfo=2` whatever the profile says; its dependencies' debug
    // info shapes no line of its code. Without it they build faster — six
    // times over, once for each CPU's target directory.
    cargo.env("CARGO_PROFILE_RELEASE_DEBUG", "false");
    if toolchain == Toolchain::Aarch64 {
        cargo.env("RUSTC", toolchain.rustc()?);
        command = format!("RUSTC=target/aarch64-toolchain/rustc {command}");
    }
    let out = cargo
        .args(&args)
        .current_dir(repo_root())
        .output()
        .context("cannot run cargo (for cargo-show-asm)")?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        if err.contains("no such command") {
            bail!(
                "cargo-show-asm is not installed: run `cargo xtask install-tools` (or `cargo install cargo-show-asm --locked`)"
            );
        }
        bail!("`{command}` failed:\n{err}");
    }
    Ok((String::from_utf8(out.stdout)?, command))
}

/// One function's body out of an `--everything` listing, or `None` if LLVM
/// did not emit it (merged with an identical function, or inlined away).
pub fn extract_function(listing: &str, name: &str) -> Option<String> {
    let head = format!("{name}:");
    let mut lines = listing.lines();
    lines.by_ref().find(|l| *l == head)?;
    let mut body = vec![head.clone()];
    for line in lines {
        let top_level_label = !line.starts_with(['\t', ' ', '.']) && line.ends_with(':');
        if top_level_label || line.starts_with(".Lfunc_end") {
            break;
        }
        body.push(line.to_string());
    }
    while body.last().is_some_and(|l| l.trim().is_empty()) {
        body.pop();
    }
    Some(body.join("\n") + "\n")
}

/// Rewrites build noise so committed dumps diff cleanly.
pub fn normalise(text: &str) -> String {
    let root = repo_root().display().to_string();
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let trimmed = line.trim();
        if is_debug_label(trimmed) {
            continue;
        }
        let mut l = line.replace(&root, "<workspace>");
        l = rewrite_anon(&l);
        l = rewrite_numbered(&l, ".LBB", "_");
        l = rewrite_numbered(&l, "LBB", "_");
        l = rewrite_numbered(&l, ".LCPI", "_");
        l = rewrite_numbered(&l, "lCPI", "_");
        l = rewrite_numbered(&l, ".LJTI", "_");
        l = rewrite_numbered(&l, "GCC_except_table", "");
        l = rewrite_numba_counter(&l);
        l = rewrite_pickle_hash(&l);
        out.push_str(&l);
        out.push('\n');
    }
    renumber_anon(&out)
}

/// `anon.N` → its order of first appearance in this text: N counts the
/// crate's anonymous constants (panic locations), so it moves whenever any
/// other function of the crate, or the build's flags, change.
fn renumber_anon(text: &str) -> String {
    let mut seen: Vec<&str> = Vec::new();
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find("anon.") {
        out.push_str(&rest[..i + 5]);
        rest = &rest[i + 5..];
        let digits = rest.chars().take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 {
            continue;
        }
        let n = &rest[..digits];
        let index = seen.iter().position(|s| *s == n).unwrap_or_else(|| {
            seen.push(n);
            seen.len() - 1
        });
        out.push_str(&index.to_string());
        rest = &rest[digits..];
    }
    out.push_str(rest);
    out
}

fn is_debug_label(l: &str) -> bool {
    let Some(name) = l.strip_suffix(':') else {
        return false;
    };
    [".Ltmp", ".Lfunc_begin", "Ltmp", "Lfunc_begin", "Lloh"]
        .iter()
        .any(|p| {
            name.strip_prefix(p)
                .is_some_and(|rest| rest.chars().all(|c| c.is_ascii_digit()))
        })
}

/// `.Lanon.<hash>.N` → `.Lanon.N` (the hash is the crate's metadata hash).
fn rewrite_anon(l: &str) -> String {
    let mut out = String::new();
    let mut rest = l;
    while let Some(i) = rest.find("anon.") {
        out.push_str(&rest[..i + 5]);
        rest = &rest[i + 5..];
        let hex = rest.chars().take_while(|c| c.is_ascii_hexdigit()).count();
        if hex >= 16 && rest[hex..].starts_with('.') {
            rest = &rest[hex + 1..];
        }
    }
    out.push_str(rest);
    out
}

/// `<prefix><module-wide number><sep>` → `<prefix><sep>`: `.LBB32_17` → `.LBB_17`.
fn rewrite_numbered(l: &str, prefix: &str, sep: &str) -> String {
    let mut out = String::new();
    let mut rest = l;
    while let Some(i) = rest.find(prefix) {
        let boundary =
            i == 0 || !rest[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '.');
        out.push_str(&rest[..i + prefix.len()]);
        rest = &rest[i + prefix.len()..];
        let digits = rest.chars().take_while(|c| c.is_ascii_digit()).count();
        if boundary && digits > 0 && rest[digits..].starts_with(sep) {
            rest = &rest[digits..];
        }
    }
    out.push_str(rest);
    out
}

/// numba's mangled names carry a per-process compile counter (`B2v1`, `B2v2`).
fn rewrite_numba_counter(l: &str) -> String {
    let mut out = String::new();
    let mut rest = l;
    while let Some(i) = rest.find("B2v") {
        out.push_str(&rest[..i + 3]);
        rest = &rest[i + 3..];
        let digits = rest.chars().take_while(|c| c.is_ascii_digit()).count();
        if digits > 0 {
            out.push('N');
            rest = &rest[digits..];
        }
    }
    out.push_str(rest);
    out
}

/// numba names pickled exception constants by the SHA-1 of the pickle, which
/// holds the source file's path: `.const.picklebuf.<40 hex>` → `.const.picklebuf.<sha1>`.
fn rewrite_pickle_hash(l: &str) -> String {
    let mut out = String::new();
    let mut rest = l;
    while let Some(i) = rest.find(".const.pickle") {
        let after = &rest[i + ".const.pickle".len()..];
        let kind = after.split('.').next().unwrap_or("");
        let head = ".const.pickle".len() + kind.len() + 1;
        out.push_str(&rest[..i + head.min(rest.len() - i)]);
        rest = &rest[(i + head).min(rest.len())..];
        let hex = rest.chars().take_while(|c| c.is_ascii_hexdigit()).count();
        if hex == 40 {
            out.push_str("<sha1>");
            rest = &rest[hex..];
        }
    }
    out.push_str(rest);
    out
}

/// `python -m ipc_tax_ref.asm …` with the venv's interpreter; returns the
/// last line it printed (the numba dumper prints its versions there).
pub fn python_asm(python: &Path, args: &[&str], env: &[(&str, &str)]) -> Result<String> {
    let mut cmd = Command::new(python);
    cmd.args(["-m", "ipc_tax_ref.asm"])
        .args(args)
        .current_dir(python_dir())
        .env("PYTHONPATH", python_dir());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().context("cannot run the Python asm dumper")?;
    if !out.status.success() {
        bail!(
            "python -m ipc_tax_ref.asm {} failed:\n{}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    Ok(stdout.lines().last().unwrap_or("").trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalise_strips_hashes_label_numbers_and_debug_labels() {
        let raw = ".Lfunc_begin3:\n.LBB32_17:\n\tleaq .Lanon.a116c3e844b7eb8889fbe0eb0a8a9f35.21(%rip), %rdx\n.Ltmp12:\n\tjne .LBB32_17\n\tmovapd .LCPI4_3(%rip), %xmm0\n_ZN11ipc_tax_ref6kernel3wmaB2v12B38c8t:\n";
        assert_eq!(
            normalise(raw),
            ".LBB_17:\n\tleaq .Lanon.0(%rip), %rdx\n\tjne .LBB_17\n\tmovapd .LCPI_3(%rip), %xmm0\n_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8t:\n"
        );
        assert_eq!(
            normalise(
                "\tmovabsq\t$.const.picklebuf.47023aef2e6e5733287d2411e6b29e1ee438b3b5, %rax\n"
            ),
            "\tmovabsq\t$.const.picklebuf.<sha1>, %rax\n"
        );
        assert_eq!(
            normalise(
                "\tleaq .Lanon.21(%rip), %rdx\n\tleaq .Lanon.7(%rip), %rdx\n\tleaq .Lanon.21+8(%rip), %rdx\n"
            ),
            "\tleaq .Lanon.0(%rip), %rdx\n\tleaq .Lanon.1(%rip), %rdx\n\tleaq .Lanon.0+8(%rip), %rdx\n"
        );
    }

    /// Workspace crates named `kernel-*` that have no dumps, and why.
    const NOT_DUMPED: &[(&str, &str)] = &[
        (
            "kernel-spec",
            "the shared spec (params, gate, the Kernel trait): no kernel of its own",
        ),
        (
            "kernel-par",
            "no loops of its own: it schedules another kernel's rows on threads",
        ),
        (
            "kernel-seam",
            "its cells' code is llvmlite's, not rustc's: asm/seam/ holds each cell's wma (asm_tools::seam)",
        ),
    ];

    /// Every kernel crate of the workspace is dumped (or says why not), and
    /// every function listed has a committed dump for every CPU — a kernel
    /// added without `cargo xtask asm` fails here, not in a reader's diff.
    #[test]
    fn every_kernel_crate_has_committed_dumps() {
        let root = measure::paths::repo_root();
        let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
        let members: Vec<String> = manifest
            .split('"')
            .filter(|s| s.starts_with("kernel-"))
            .map(str::to_string)
            .collect();
        assert!(members.len() >= 6, "{members:?}");
        let listed = rust_crates(Toolchain::Rustup);
        for m in &members {
            assert!(
                listed.iter().any(|c| c.package == m) || NOT_DUMPED.iter().any(|(n, _)| n == m),
                "workspace crate {m} is neither in asm::dump::rust_crates nor in NOT_DUMPED"
            );
        }
        let asm = root.join("asm");
        for cpu in CPUS.iter().chain(ARM_CPUS) {
            for krate in rust_crates(Toolchain::for_cpu(cpu)) {
                for f in &krate.functions {
                    let file = asm
                        .join(cpu)
                        .join(krate.package)
                        .join(super::super::file_name(f));
                    assert!(
                        file.exists(),
                        "{} has no committed dump: run `cargo xtask asm`",
                        file.display()
                    );
                }
            }
        }
    }

    #[test]
    fn extracts_one_function_up_to_the_next() {
        let listing = "a::f:\n\tretq\n.Lfunc_end0:\n\na::g:\n\tnop\n\tretq\n";
        assert_eq!(
            extract_function(listing, "a::g").unwrap(),
            "a::g:\n\tnop\n\tretq\n"
        );
        assert_eq!(
            extract_function(listing, "a::f").unwrap(),
            "a::f:\n\tretq\n"
        );
        assert!(extract_function(listing, "a::h").is_none());
    }
}
